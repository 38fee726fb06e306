// A bad pass option is one line naming the pass, the option and what it
// accepts, and nothing else: no traceback (xDSL's own passes print one for the
// same mistake), no module. The `compat` typo of issue 27 first.
// RUN: not xdsl-opt %s -p 'derive-call-directions{compat=pytpo}' 2>&1 | filecheck %s --check-prefix=COMPAT
// RUN: not xdsl-opt %s -p 'verify-call-directions{compat=pytpo}' 2>&1 | filecheck %s --check-prefix=VCOMPAT
// RUN: not xdsl-opt %s -p 'derive-call-directions{compt=pypto}' 2>&1 | filecheck %s --check-prefix=NAME
// RUN: not xdsl-opt %s -p 'derive-call-directions{explain=yes}' 2>&1 | filecheck %s --check-prefix=BOOL
// RUN: not xdsl-opt %s -p 'check-task-races{war}' 2>&1 | filecheck %s --check-prefix=EMPTY
// RUN: not xdsl-opt %s -p 'check-task-races{max-tasks=many}' 2>&1 | filecheck %s --check-prefix=INT
// RUN: not xdsl-opt %s -p 'check-task-races{max-tasks=-1}' 2>&1 | filecheck %s --check-prefix=RANGE
// RUN: not xdsl-opt %s -p 'check-task-races{max-iterations=0}' 2>&1 | filecheck %s --check-prefix=ITER
// RUN: not xdsl-opt %s -p 'check-task-races{bind="n"}' 2>&1 | filecheck %s --check-prefix=BIND
// RUN: not xdsl-opt %s -p 'stamp-split-aiv{lane=aiv}' 2>&1 | filecheck %s --check-prefix=NONE
// A bad option of a later pass stops the pipeline before the first one runs.
// RUN: not xdsl-opt %s -p 'derive-call-directions,check-task-races{max-tasks=0}' 2>&1 | filecheck %s --check-prefix=LATER
// Good options still parse.
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto explain=false},check-task-races{war=true max-tasks=10 max-iterations=5 function=main}' | filecheck %s --check-prefix=GOOD

// COMPAT-NOT:  Traceback
// COMPAT:      {{^}}xdsl-opt: error: derive-call-directions: option compat: invalid value 'pytpo' (choose from none, pypto){{$}}
// COMPAT-NOT:  {{.}}

// VCOMPAT-NOT: Traceback
// VCOMPAT:     {{^}}xdsl-opt: error: verify-call-directions: option compat: invalid value 'pytpo' (choose from none, pypto){{$}}
// VCOMPAT-NOT: {{.}}

// NAME-NOT:    Traceback
// NAME:        {{^}}xdsl-opt: error: derive-call-directions: unknown option 'compt' (options: verify, compat, explain, relax-sequential){{$}}
// NAME-NOT:    {{.}}

// BOOL-NOT:    Traceback
// BOOL:        {{^}}xdsl-opt: error: derive-call-directions: option explain: invalid value 'yes' (expected true or false){{$}}
// BOOL-NOT:    {{.}}

// EMPTY-NOT:   Traceback
// EMPTY:       {{^}}xdsl-opt: error: check-task-races: option war: no value (expected true or false){{$}}
// EMPTY-NOT:   {{.}}

// INT-NOT:     Traceback
// INT:         {{^}}xdsl-opt: error: check-task-races: option max-tasks: invalid value 'many' (expected an integer){{$}}
// INT-NOT:     {{.}}

// RANGE-NOT:   Traceback
// RANGE:       {{^}}xdsl-opt: error: check-task-races: option max-tasks: -1 is not at least 1{{$}}
// RANGE-NOT:   {{.}}

// ITER-NOT:    Traceback
// ITER:        {{^}}xdsl-opt: error: check-task-races: option max-iterations: 0 is not at least 1{{$}}
// ITER-NOT:    {{.}}

// BIND-NOT:    Traceback
// BIND:        {{^}}xdsl-opt: error: check-task-races: bind entry 'n' is not NAME=INTEGER (e.g. n=4 or x.dim0=32){{$}}
// BIND-NOT:    {{.}}

// NONE-NOT:    Traceback
// NONE:        {{^}}xdsl-opt: error: stamp-split-aiv: unknown option 'lane' (the pass takes no options){{$}}
// NONE-NOT:    {{.}}

// LATER-NOT:   Traceback
// LATER:       {{^}}xdsl-opt: error: check-task-races: option max-tasks: 0 is not at least 1{{$}}
// LATER-NOT:   {{.}}

// GOOD:        pto.call @w(output_existing %u)

builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @main(%u: !pto.tensor<64xf32>) {
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
