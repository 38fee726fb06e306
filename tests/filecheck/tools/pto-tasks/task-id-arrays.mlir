// RUN: pto-tasks --json --exit-zero %s | filecheck %s

// Inside a manual scope the runtime looks nothing up: only deps order tasks.
// Four writers fill the rows of %s in a loop and record their task ids in an
// array; the reader after the loop depends on the array, so it waits for all
// four (4 edges, no race). Without the array the same reader races with each
// writer. Kernels are declarations: footprints are whole views.

builtin.module {
  pto.func private incore @fill(out !pto.tensor<16xf32>)
  pto.func private incore @sum(in !pto.tensor<4x16xf32>, out !pto.tensor<16xf32>)

  // CHECK: {"function": "array_deps", "tasks": 5, "runtime_edges": 4, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @array_deps(out %s: !pto.tensor<4x16xf32>, out %y: !pto.tensor<16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    pto.scope runtime manual {
      %empty = pto.array.create : !pto.array<4x!pto.task_id>
      %tids = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %empty) -> (!pto.array<4x!pto.task_id>) {
        %row = "pto.tensor.slice"(%s, %c1, %c16, %i, %c0) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<4x16xf32>, index, index, index, index) -> !pto.tensor<1x16xf32>
        %flat = "pto.tensor.reshape"(%row, %c16) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<1x16xf32>, index) -> !pto.tensor<16xf32>
        %t = pto.submit @fill(output_existing %flat) : (!pto.tensor<16xf32>) -> (!pto.task_id)
        %next = pto.array.update_element %acc[%i], %t : !pto.array<4x!pto.task_id>
        scf.yield %next : !pto.array<4x!pto.task_id>
      }
      %r = pto.submit @sum(input %s, output_existing %y) deps(%tids : !pto.array<4x!pto.task_id>) : (!pto.tensor<4x16xf32>, !pto.tensor<16xf32>) -> (!pto.task_id)
      pto.yield
    }
    pto.return
  }

  // A barrier over the array: the reader depends on it alone and still
  // waits for all four writers (the barrier's id stands for them).
  // CHECK: {"function": "barrier", "tasks": 5, "runtime_edges": 4, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @barrier(out %s: !pto.tensor<4x16xf32>, out %y: !pto.tensor<16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    pto.scope runtime manual {
      %empty = pto.array.create : !pto.array<4x!pto.task_id>
      %tids = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %empty) -> (!pto.array<4x!pto.task_id>) {
        %row = "pto.tensor.slice"(%s, %c1, %c16, %i, %c0) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<4x16xf32>, index, index, index, index) -> !pto.tensor<1x16xf32>
        %flat = "pto.tensor.reshape"(%row, %c16) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<1x16xf32>, index) -> !pto.tensor<16xf32>
        %t = pto.submit @fill(output_existing %flat) : (!pto.tensor<16xf32>) -> (!pto.task_id)
        %next = pto.array.update_element %acc[%i], %t : !pto.array<4x!pto.task_id>
        scf.yield %next : !pto.array<4x!pto.task_id>
      }
      %b = pto.system.task_dummy deps(%tids : !pto.array<4x!pto.task_id>)
      %r = pto.submit @sum(input %s, output_existing %y) deps(%b) : (!pto.tensor<4x16xf32>, !pto.tensor<16xf32>) -> (!pto.task_id)
      pto.yield
    }
    pto.return
  }

  // One element read back: the reader waits for writer 2 only.
  // CHECK: {"function": "one_element", "tasks": 5, "runtime_edges": 1, "races": {"raw": 3, "waw": 0, "war": 0}, "race_pairs": {{\[\[}}0, 4, "raw", "%s"], [1, 4, "raw", "%s"], [3, 4, "raw", "%s"{{\]\]}},
  pto.func orchestration @one_element(out %s: !pto.tensor<4x16xf32>, out %y: !pto.tensor<16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    pto.scope runtime manual {
      %empty = pto.array.create : !pto.array<4x!pto.task_id>
      %tids = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %empty) -> (!pto.array<4x!pto.task_id>) {
        %row = "pto.tensor.slice"(%s, %c1, %c16, %i, %c0) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<4x16xf32>, index, index, index, index) -> !pto.tensor<1x16xf32>
        %flat = "pto.tensor.reshape"(%row, %c16) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<1x16xf32>, index) -> !pto.tensor<16xf32>
        %t = pto.submit @fill(output_existing %flat) : (!pto.tensor<16xf32>) -> (!pto.task_id)
        %next = pto.array.update_element %acc[%i], %t : !pto.array<4x!pto.task_id>
        scf.yield %next : !pto.array<4x!pto.task_id>
      }
      %t2 = pto.array.get_element %tids[%c2] : !pto.array<4x!pto.task_id>
      %r = pto.submit @sum(input %s, output_existing %y) deps(%t2) : (!pto.tensor<4x16xf32>, !pto.tensor<16xf32>) -> (!pto.task_id)
      pto.yield
    }
    pto.return
  }

  // The same program without the array dep: four RAW races.
  // CHECK: {"function": "no_array_deps", "tasks": 5, "runtime_edges": 0, "races": {"raw": 4, "waw": 0, "war": 0}, "race_pairs": {{\[\[}}0, 4, "raw", "%s"], [1, 4, "raw", "%s"], [2, 4, "raw", "%s"], [3, 4, "raw", "%s"{{\]\]}}, "extra_orderings": 0,
  pto.func orchestration @no_array_deps(out %s: !pto.tensor<4x16xf32>, out %y: !pto.tensor<16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    pto.scope runtime manual {
      %empty = pto.array.create : !pto.array<4x!pto.task_id>
      %tids = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %empty) -> (!pto.array<4x!pto.task_id>) {
        %row = "pto.tensor.slice"(%s, %c1, %c16, %i, %c0) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<4x16xf32>, index, index, index, index) -> !pto.tensor<1x16xf32>
        %flat = "pto.tensor.reshape"(%row, %c16) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<1x16xf32>, index) -> !pto.tensor<16xf32>
        %t = pto.submit @fill(output_existing %flat) : (!pto.tensor<16xf32>) -> (!pto.task_id)
        %next = pto.array.update_element %acc[%i], %t : !pto.array<4x!pto.task_id>
        scf.yield %next : !pto.array<4x!pto.task_id>
      }
      %r = pto.submit @sum(input %s, output_existing %y) : (!pto.tensor<4x16xf32>, !pto.tensor<16xf32>) -> (!pto.task_id)
      pto.yield
    }
    pto.return
  }
}
