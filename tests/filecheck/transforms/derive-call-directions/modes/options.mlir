// A bad value of `compat` is an error of both passes that take it, before
// anything is analysed: the option is a Literal, and the pass's option check
// rejects any other value in one line with the choices (no traceback), and
// prints no module.
// RUN: not xdsl-opt %s -p 'derive-call-directions{compat=foo}' 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not xdsl-opt %s -p 'verify-call-directions{compat=foo}' 2>&1 | filecheck %s --check-prefix=BAD
// `compat=none` is the default, spelled out.
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=none}' | filecheck %s --check-prefix=SOUND
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=none},verify-call-directions{compat=none}' | filecheck %s --check-prefix=SOUND
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefix=PYPTO

// BAD-NOT:  builtin.module
// BAD-NOT:  Traceback
// BAD:      {{^}}xdsl-opt: error: {{[a-z-]+}}: option compat: invalid value 'foo' (choose from none, pypto){{$}}
// BAD-NOT:  builtin.module

builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @make() -> !pto.tensor<64xf32>
  pto.func orchestration @main() {
    %u = pto.call @make() : () -> !pto.tensor<64xf32>
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// SOUND:       pto.func orchestration @main() {
// SOUND-NEXT:    %u = pto.call @make() : () -> !pto.tensor<64xf32>
// SOUND-NEXT:    pto.call @w(output_existing %u) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %u) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.return
// SOUND-NEXT:  }

// PYPTO:       pto.func orchestration @main() {
// PYPTO-NEXT:    %u = pto.call @make() : () -> !pto.tensor<64xf32>
// PYPTO-NEXT:    pto.call @w(output_existing %u) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %u) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.return
// PYPTO-NEXT:  }
