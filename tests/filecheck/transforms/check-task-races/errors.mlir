// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p check-task-races | filecheck %s
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'check-task-races{max-tasks=3}' | filecheck %s --check-prefix=MAX

// What the model cannot execute is a diagnostic on the op that stops it.

// An unbound scalar parameter where the replay needs it (a loop bound: which
// tasks exist depends on it). Passed to a task it is widened instead.
builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %n: index, out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      pto.call @k(scalar %n, output_existing %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
}

// CHECK:      "scf.for"(%c0, %n, %c1) ({
// CHECK-NEXT: ^^^^^^^^^
// CHECK-NEXT: | the upper bound %n is known only at run time: it depends on scalar parameter %n of @main, which has no value: bind it (check-task-races{bind="n=VALUE"}, pto-tasks --bind n=VALUE)

// -----

// A loop bound that cannot be evaluated (a task's result is not a scalar the
// orchestration knows).
builtin.module {
  pto.func private incore @size(in !pto.tensor<64xf32>) -> index
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = pto.call @size(input %y) : (!pto.tensor<64xf32>) -> index
    scf.for %i = %c0 to %n step %c1 {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
}

// CHECK:      "scf.for"(%c0, %n, %c1) ({
// CHECK-NEXT: ^^^^^^^^^
// CHECK-NEXT: | the upper bound %n cannot be evaluated: it is the result of pto.call @size, which the task graph does not follow (it follows integer arith on constants, loop indices and bound parameters)

// -----

// A loop bound computed from tensor data (PyPTO's pl.tensor.read, then
// arith): the message names the read, through the arith that uses it.
builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %counts: !pto.tensor<4xi32>, out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %n = pto.tensor.read(%counts, [%c0]) : (!pto.tensor<4xi32>, index) -> i32
    %rows = arith.index_cast %n : i32 to index
    %padded = arith.addi %rows, %c15 : index
    %tiles = arith.floordivsi %padded, %c16 : index
    scf.for %i = %c0 to %tiles step %c1 {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
}

// CHECK:      "scf.for"(%c0, %tiles, %c1) ({
// CHECK-NEXT: ^^^^^^^^^
// CHECK-NEXT: | the upper bound %tiles cannot be evaluated: it is computed from %n, the result of pto.tensor.read, which the task graph does not follow (it follows integer arith on constants, loop indices and bound parameters)

// -----

// A call without arg_directions.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>)
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
    pto.call @k(%y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      "pto.call"(%y) <{callee = @k}>
// CHECK-NEXT: ^^^^^^^^^^
// CHECK-NEXT: | this call of @k has no arg_directions: run derive-call-directions first (xdsl-opt -p derive-call-directions)

// -----

// A memory write at orchestration level that is not a task.
builtin.module {
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>, in %v: f32) {
    %c0 = arith.constant 0 : index
    %w = "pto.tensor.write"(%y, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:      %w = "pto.tensor.write"(%y, %c0, %v)
// CHECK-NEXT: ^^^^^^^^^^^^^^^^^^^^^^^
// CHECK-NEXT: | pto.tensor.write writes memory in the orchestration function, outside any task: the task graph models only tasks (move the write into a kernel)

// -----

// More tasks than max-tasks (3 in the second RUN line): the fourth call.
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

// CHECK:     pto.call @k(scalar %i, inout %y)
// MAX:       "scf.for"(%c0, %c8, %c1) ({
// MAX-NEXT:  ^bb0(%i: index):
// MAX-NEXT:  "pto.call"(%i, %y) <{callee = @k
// MAX-NEXT:  ^^^^^^^^^^
// MAX-NEXT:  | the function submits more than 3 tasks: raise max-tasks (pto-tasks --max-tasks N) or bind smaller sizes
