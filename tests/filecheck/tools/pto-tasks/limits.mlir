// --max-tasks and --max-iterations bound the work; the error names the option
// and the op where the limit was hit (FILE:LINE:COL), and nothing is written.
// RUN: not pto-tasks %s --max-tasks 3 --dot %t.dot 2>&1 | filecheck %s --check-prefix=TASKS
// RUN: not test -e %t.dot
// RUN: not pto-tasks %S/inputs/while.mlir --max-iterations 5 2>&1 | filecheck %s --check-prefix=WHILE
// RUN: not pto-tasks %S/inputs/while.mlir 2>&1 | filecheck %s --check-prefix=WHILE-DEFAULT
// RUN: pto-tasks %s --max-tasks 8 | filecheck %s --check-prefix=EIGHT

builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
}

// TASKS:      limits.mlir:16:7: error: the function submits more than 3 tasks: raise max-tasks (pto-tasks --max-tasks N) or bind smaller sizes
// TASKS-EMPTY:
// WHILE:      while.mlir:5:5: error: this scf.while still runs after 5 iterations: the task graph executes loops to the end; raise max-iterations (pto-tasks --max-iterations N) or bind smaller sizes
// WHILE-EMPTY:
// WHILE-DEFAULT: while.mlir:5:5: error: this scf.while still runs after 1024 iterations
// EIGHT:      @main: 8 tasks, 7 runtime edges (7 waw)
