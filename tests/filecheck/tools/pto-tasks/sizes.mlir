// Every extent and count read from the program is checked before it is used:
// a value that cannot be a size is one located line naming it, never a
// traceback (an array of 10**20 slots raised OverflowError).
// RUN: not pto-tasks %s --function big_array 2>&1 | filecheck %s --check-prefix=ARRAY
// RUN: not pto-tasks %s --function big_array --max-tasks 4 2>&1 | filecheck %s --check-prefix=ARRAY-SMALL
// RUN: not pto-tasks %s --function negative_dim --bind n=-2 2>&1 | filecheck %s --check-prefix=DIM
// RUN: not pto-tasks %s --function negative_slice 2>&1 | filecheck %s --check-prefix=SLICE
// RUN: not pto-tasks %s --function huge_loop --max-tasks 3 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: pto-tasks %s --function negative_tile --exit-zero 2>&1 | filecheck %s --check-prefix=TILE

builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @big_array() {
    %empty = pto.array.create : !pto.array<99999999999999999999x!pto.task_id>
    pto.return
  }
  pto.func orchestration @negative_dim(in %n: index) {
    %t = pto.tensor.create(%n) : !pto.tensor<?xf32>
    pto.return
  }
  pto.func orchestration @negative_slice(out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %cm4 = arith.constant -4 : index
    %s = "pto.tensor.slice"(%y, %cm4, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<4xf32>
    pto.return
  }
  // A parallel loop carrying a task id over 2**64 - 1 iterations: one slot per
  // iteration, refused before any is allocated (len() of such a range raised
  // OverflowError).
  pto.func orchestration @huge_loop(out %y: !pto.tensor<64xf32>) {
    %min = arith.constant -9223372036854775807 : index
    %c1 = arith.constant 1 : index
    %max = arith.constant 9223372036854775807 : index
    %none = pto.system.task_invalid
    %r = scf.for %i = %min to %max step %c1 iter_args(%t = %none) -> (!pto.task_id) {
      %u = pto.submit @w(output_existing %y) deps(%t) : (!pto.tensor<64xf32>) -> !pto.task_id
      scf.yield %u : !pto.task_id
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
  // A tile stored with a negative extent: no size, so the store is taken as
  // the whole view (never as no element at all), and the two writers race.
  pto.func incore @neg_store(out %o: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %cm4 = arith.constant -4 : index
    %t = "pto.tile.create"(%c4) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<4xf32>
    %w = "pto.tile.store"(%t, %c0, %o, %cm4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tile<4xf32>, index, !pto.tensor<64xf32>, index) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func orchestration @negative_tile(out %y: !pto.tensor<64xf32>) {
    pto.call @neg_store(output_existing %y) : (!pto.tensor<64xf32>) -> ()
    pto.call @neg_store(output_existing %y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// ARRAY:       sizes.mlir:14:5: error: this pto.array.create makes 99999999999999999999 elements, more than the 100000 the task graph keeps (max-tasks): raise max-tasks (pto-tasks --max-tasks N) or make the array smaller
// ARRAY-EMPTY:
// ARRAY-SMALL: sizes.mlir:14:5: error: this pto.array.create makes 99999999999999999999 elements, more than the 4 the task graph keeps (max-tasks)
// DIM:         sizes.mlir:18:5: error: dimension 0 %n is -2: a size cannot be negative
// DIM-EMPTY:
// SLICE:       sizes.mlir:24:5: error: slice shape %cm4 is -4: a size cannot be negative
// SLICE-EMPTY:
// LOOP:        sizes.mlir:35:5: error: this parallel scf.for carries a task id in one slot per iteration, and runs 18446744073709551614 iterations, more than the 3 tasks max-tasks allows
// TILE:        races: 1 (raw 0, waw 1, war 0)
