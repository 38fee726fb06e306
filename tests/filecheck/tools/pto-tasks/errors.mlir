// RUN: not pto-tasks %s 2>&1 | filecheck %s --check-prefix=UNBOUND
// RUN: not pto-tasks %s --bind n 2>&1 | filecheck %s --check-prefix=MALFORMED
// RUN: not pto-tasks %s --function nothing 2>&1 | filecheck %s --check-prefix=NOFUNC
// RUN: not pto-tasks %s --bind n=4 --function unknown_callee_dirs 2>&1 | filecheck %s --check-prefix=NODIRS
// RUN: not pto-tasks %t.missing 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: pto-tasks %s --bind n=3 --function main | filecheck %s --check-prefix=BOUND

// Errors are one line on stderr and a non-zero exit status, never a traceback.

builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
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
}

// UNBOUND:      pto-tasks: error: {{.*}}errors.mlir: pto.func: scalar parameter %n of @main has no value: bind it (check-task-races{bind="n=VALUE"}, pto-tasks --bind n=VALUE)
// UNBOUND-NOT:  Traceback
// MALFORMED:    pto-tasks: error: --bind entry 'n' is not NAME=INTEGER (e.g. n=4 or x.dim0=32)
// NOFUNC:       pto-tasks: error: {{.*}}: builtin.module: no function named @nothing in the module
// NODIRS:       pto-tasks: error: {{.*}}: pto.call: this call of @k has no arg_directions: run derive-call-directions first (xdsl-opt -p derive-call-directions)
// MISSING:      pto-tasks: error: cannot read {{.*}}.missing: No such file or directory
// BOUND:        @main: 3 tasks, 2 runtime edges (2 waw)
