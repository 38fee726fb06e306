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
// SPIN:       huge-loops.mlir:7:5: error: this scf.for runs more than 1024 loop iterations (its own and its inner loops') without submitting a task: the task graph executes every iteration; raise max-iterations (pto-tasks --max-iterations N) or bind smaller sizes
// SPIN-EMPTY:
// OUTER:      huge-loops.mlir:17:5: error: this scf.for runs more than 16 loop iterations
// INNER:      huge-loops.mlir:34:7: error: this scf.parallel runs more than 16 loop iterations
// SPARSE:     @sparse: 4 tasks, 3 runtime edges (3 waw)
// PASS:       check-task-races found 1 problem(s):
// PASS-NEXT:    scf.for in @spin: this scf.for runs more than 16 loop iterations
// WIDE:       huge-loops.mlir:61:7: error: the function submits more than 100 tasks
// FENCED:     huge-loops.mlir:71:5: error: this parallel scf.for carries a task id in one slot per iteration, and runs 1000000000000 iterations, more than the 100 tasks max-tasks allows: raise max-tasks (pto-tasks --max-tasks N) or bind smaller sizes

// Loops that submit no task are bounded too: at most max-iterations loop
// iterations in a row without a task, named on the loop that repeats them.
// RUN: not pto-tasks %S/inputs/huge-loops.mlir --function spin 2>&1 | filecheck %s --check-prefix=SPIN
// RUN: not pto-tasks %S/inputs/huge-loops.mlir --function outer --max-iterations 16 2>&1 | filecheck %s --check-prefix=OUTER
// RUN: not pto-tasks %S/inputs/huge-loops.mlir --function inner --max-iterations 16 2>&1 | filecheck %s --check-prefix=INNER
// RUN: pto-tasks %S/inputs/huge-loops.mlir --function sparse | filecheck %s --check-prefix=SPARSE
// RUN: xdsl-opt --verify-diagnostics %S/inputs/huge-loops.mlir -p 'check-task-races{function=spin max-iterations=16}' | filecheck %s --check-prefix=PASS
// Loops of 10**12 (10**24) iterations that submit tasks stop at max-tasks.
// RUN: not pto-tasks %S/inputs/huge-loops.mlir --function wide --max-tasks 100 2>&1 | filecheck %s --check-prefix=WIDE
// RUN: not pto-tasks %S/inputs/huge-loops.mlir --function fenced --max-tasks 100 2>&1 | filecheck %s --check-prefix=FENCED
