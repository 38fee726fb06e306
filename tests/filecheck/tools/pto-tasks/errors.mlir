// Every bad input: one line on stderr (`FILE:LINE:COL: error: ...` when it has
// a place in the input), exit status 2, nothing written, never a traceback.
// tests/test_tasks_cli.py checks the same list for one line and no output.
// RUN: not pto-tasks %s 2>&1 | filecheck %s --check-prefix=UNBOUND
// RUN: not pto-tasks %s --bind n 2>&1 | filecheck %s --check-prefix=MALFORMED
// RUN: not pto-tasks %s --bind n=four 2>&1 | filecheck %s --check-prefix=NOTINT
// RUN: not pto-tasks %s --function main --bind nn=3 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not pto-tasks %s --function main --bind n=1 --bind y.dim0=3 2>&1 | filecheck %s --check-prefix=STATICDIM
// RUN: not pto-tasks %s --function dynamic --bind x.dimm0=3 2>&1 | filecheck %s --check-prefix=DIMTYPO
// RUN: not pto-tasks %s --function dynamic --bind x.dim0=-3 2>&1 | filecheck %s --check-prefix=NEGDIM
// RUN: not pto-tasks %s --bind n=1 --max-tasks -1 2>&1 | filecheck %s --check-prefix=MAXTASKS
// RUN: not pto-tasks %s --bind n=1 --max-iterations 0 2>&1 | filecheck %s --check-prefix=MAXITER
// RUN: not pto-tasks %s --function nothing 2>&1 | filecheck %s --check-prefix=NOFUNC
// RUN: not pto-tasks %s --function unknown_callee_dirs 2>&1 | filecheck %s --check-prefix=NODIRS
// RUN: not pto-tasks %t.missing 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not pto-tasks %s --function main --bind n=1 --json --dot - 2>&1 | filecheck %s --check-prefix=STDOUT
// RUN: not pto-tasks %s --bind n=1 --dot %t.dot 2>&1 | filecheck %s --check-prefix=TWO
// RUN: not test -e %t.dot
// RUN: not pto-tasks %s --function main --bind n=1 --dot %t.nodir/g.dot 2>&1 | filecheck %s --check-prefix=UNWRITABLE
// RUN: not pto-tasks %S/inputs/parse-error.mlir 2>&1 | filecheck %s --check-prefix=PARSE
// RUN: not pto-tasks - < %S/inputs/parse-error.mlir 2>&1 | filecheck %s --check-prefix=PARSE-STDIN
// RUN: not pto-tasks %S/inputs/invalid.mlir 2>&1 | filecheck %s --check-prefix=INVALID
// RUN: not pto-tasks %S/inputs/no-orchestration.mlir 2>&1 | filecheck %s --check-prefix=NOORCH
// RUN: not pto-tasks %S/inputs/not-utf8.mlir 2>&1 | filecheck %s --check-prefix=UTF8
// RUN: not pto-tasks 2>&1 | filecheck %s --check-prefix=NOFILE
// RUN: pto-tasks %s --function main --bind n=3 | filecheck %s --check-prefix=BOUND

builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func private incore @w(out !pto.tensor<?xf32>)
  pto.func orchestration @main(in %n: index, out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
  pto.func orchestration @unknown_callee_dirs(out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    pto.call @k(%c0, %y) : (index, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @dynamic(out %x: !pto.tensor<?xf32>) {
    pto.call @w(output_existing %x) : (!pto.tensor<?xf32>) -> ()
    pto.return
  }
}

// UNBOUND:      errors.mlir:34:5: error: the upper bound %n is known only at run time: it depends on scalar parameter %n of @main, which has no value: bind it (check-task-races{bind="n=VALUE"}, pto-tasks --bind n=VALUE)
// MALFORMED:    pto-tasks: error: --bind entry 'n' is not NAME=INTEGER (e.g. n=4 or x.dim0=32)
// NOTINT:       pto-tasks: error: --bind entry 'n=four' is not NAME=INTEGER (e.g. n=4 or x.dim0=32)
// UNKNOWN:      errors.mlir:31:3: error: bind names 'nn', which is no scalar parameter or `?` dimension (NAME.dimK) of @main, nor a pl.dynamic dimension: known names: n
// STATICDIM:    errors.mlir:31:3: error: bind names 'y.dim0', which is no scalar parameter or `?` dimension (NAME.dimK) of @main, nor a pl.dynamic dimension: known names: n
// DIMTYPO:      errors.mlir:44:3: error: bind names 'x.dimm0', which is no scalar parameter or `?` dimension (NAME.dimK) of @dynamic, nor a pl.dynamic dimension: known names: x.dim0
// NEGDIM:       errors.mlir:44:3: error: bind x.dim0=-3: a dimension is at least 0
// MAXTASKS:     pto-tasks: error: argument --max-tasks: -1 is not at least 1 (pto-tasks --help)
// MAXITER:      pto-tasks: error: argument --max-iterations: 0 is not at least 1 (pto-tasks --help)
// NOFUNC:       pto-tasks: error: {{.*}}errors.mlir: no function named @nothing in the module
// NODIRS:       errors.mlir:41:5: error: this call of @k has no arg_directions: run derive-call-directions first (xdsl-opt -p derive-call-directions)
// MISSING:      pto-tasks: error: cannot read {{.*}}.missing: No such file or directory
// STDOUT:       pto-tasks: error: --json and --dot would all write to standard output: send all but one to a file
// TWO:          pto-tasks: error: --dot draws one function, and there are 3 (@main, @unknown_callee_dirs, @dynamic): choose one with --function
// UNWRITABLE:   pto-tasks: error: cannot write {{.*}}.nodir/g.dot: No such file or directory
// PARSE:        parse-error.mlir:3:18: error: expected an argument: `%value`, `DIRECTION %value` or `no_dep(%value)`
// PARSE-STDIN:  <stdin>:3:18: error: expected an argument: `%value`, `DIRECTION %value` or `no_dep(%value)`
// INVALID:      invalid.mlir:4:5: error: invalid IR: pto.call of @k passes 2 argument(s) but the callee takes 1: pass one argument per parameter
// NOORCH:       pto-tasks: error: {{.*}}no-orchestration.mlir: no orchestration function to execute: the task graph starts from orchestration functions that no other function calls
// UTF8:         pto-tasks: error: cannot read {{.*}}not-utf8.mlir: not UTF-8 text
// TERMINATOR:   wrong-terminator.mlir:7:5: error: 'scf.for' terminates with operation pto.yield instead of scf.yield
// TERMINATOR-NOT: Traceback
// EMPTY:        pto-tasks: error: {{.*}}empty.mlir: empty input: expected a pto module (builtin.module {...})
// DIRECTORY:    pto-tasks: error: cannot read {{.*}}inputs: Is a directory
// NOFILE:       pto-tasks: error: the following arguments are required: file (pto-tasks --help)
// BOUND:        @main: 3 tasks, 2 runtime edges (2 waw)

// A file that cannot be written leaves nothing on standard output either.
// RUN: not pto-tasks %S/inputs/wrong-terminator.mlir 2>&1 | filecheck %s --check-prefix=TERMINATOR
// RUN: not pto-tasks %S/inputs/empty.mlir 2>&1 | filecheck %s --check-prefix=EMPTY
// RUN: not pto-tasks %S/inputs 2>&1 | filecheck %s --check-prefix=DIRECTORY
// RUN: not pto-tasks %s --function main --bind n=1 --dot %t.nodir/g.dot > %t.stdout 2>/dev/null
// RUN: not test -s %t.stdout

// A chip orchestration called only by a host-level function (PyPTO's l3_*
// programs): located at the call, naming the option that replays it.
// RUN: not pto-tasks %S/inputs/host-caller.mlir 2>&1 | filecheck %s --check-prefix=HOSTCALLER
// HOSTCALLER:   host-caller.mlir:8:5: error: no orchestration function to execute: @device is called here by @host, and the task graph starts from orchestration functions that no other function calls: replay it with --function device (check-task-races{function=device})
