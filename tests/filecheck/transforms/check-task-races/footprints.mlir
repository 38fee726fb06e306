// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p check-task-races | filecheck %s

// Footprints (task-graph.md, *What the program really needs*) are never an
// under-approximation, and per-core indices take their values in
// [0, core_num).

// A loop past max-iterations (1024) that swaps two carried tensors: both
// parameters are written (the model followed only the first, and the RAW race
// of @read on %q went unreported). @swap declares %q `in`: the runtime does
// not order the two tasks.
builtin.module {
  pto.func incore @swap(out %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2000 = arith.constant 2000 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.create"(%c0) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<64xf32, vec>
    %r:2 = scf.for %i = %c0 to %c2000 step %c1 iter_args(%a = %p, %b = %q) -> (!pto.tensor<64xf32>, !pto.tensor<64xf32>) {
      %s = "pto.tile.store"(%t, %c0, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %b, %s : !pto.tensor<64xf32>, !pto.tensor<64xf32>
    }
    pto.return
  }
  pto.func private incore @read(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func orchestration @main(out %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    pto.call @swap(output_existing %p, input %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @read(input %q, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      check-task-races found 1 problem(s):
// CHECK-NEXT:   pto.call @read in @main: raw race on %q with task 0 (the earlier pto.call of swap): the later task reads what the earlier one writes

// -----

// The same with an scf.while whose trip count the model cannot evaluate (the
// sub-block index is unknown to it).
builtin.module {
  pto.func incore @swap(out %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2000 = arith.constant 2000 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.create"(%c0) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<64xf32, vec>
    %r:3 = scf.while (%i = %c0, %a = %p, %b = %q) : (index, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (index, !pto.tensor<64xf32>, !pto.tensor<64xf32>) {
      %n = "pto.tile.get_subblock_idx"() : () -> index
      %go = arith.cmpi slt, %i, %n : index
      scf.condition(%go) %i, %a, %b : index, !pto.tensor<64xf32>, !pto.tensor<64xf32>
    } do {
    ^bb0(%j: index, %a2: !pto.tensor<64xf32>, %b2: !pto.tensor<64xf32>):
      %s = "pto.tile.store"(%t, %c0, %a2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %next = arith.addi %j, %c1 : index
      scf.yield %next, %b2, %s : index, !pto.tensor<64xf32>, !pto.tensor<64xf32>
    }
    pto.return
  }
  pto.func private incore @read(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func orchestration @main(out %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    pto.call @swap(output_existing %p, input %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @read(input %q, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      check-task-races found 1 problem(s):
// CHECK-NEXT:   pto.call @read in @main: raw race on %q with task 0 (the earlier pto.call of swap): the later task reads what the earlier one writes

// -----

// An SPMD kernel storing row %base + block_idx, launched on 4 cores: task 0
// writes rows 0-3, task 1 rows 4-7; no race (the per-core index was unknown,
// each task wrote all of %o, and the two "raced").
builtin.module {
  pto.func incore @rows(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>, in %base: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %blk = "pto.tile.get_block_idx"() : () -> index
    %row = arith.addi %base, %blk : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<1x64xf32, vec>
    %s = "pto.tile.store"(%t, %row, %c0, %o) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!pto.tile<1x64xf32, vec>, index, index, !pto.tensor<8x64xf32>) -> !pto.tensor<8x64xf32>
    pto.return
  }
  pto.func orchestration @disjoint_cores(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %t0 = pto.submit @rows(input %x, output_existing %o, scalar %c0) core_num(4) : (!pto.tensor<64xf32>, !pto.tensor<8x64xf32>, index) -> !pto.task_id
    %t1 = pto.submit @rows(input %x, output_existing %o, scalar %c4) core_num(4) : (!pto.tensor<64xf32>, !pto.tensor<8x64xf32>, index) -> !pto.task_id
    pto.return
  }
}

// CHECK: pto.func orchestration @disjoint_cores(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>) {

// -----

// On 8 cores from row 0, task 0 writes rows 0-7: it meets task 1's rows 4-7.
builtin.module {
  pto.func incore @rows(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>, in %base: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %blk = "pto.tile.get_block_idx"() : () -> index
    %row = arith.addi %base, %blk : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<1x64xf32, vec>
    %s = "pto.tile.store"(%t, %row, %c0, %o) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!pto.tile<1x64xf32, vec>, index, index, !pto.tensor<8x64xf32>) -> !pto.tensor<8x64xf32>
    pto.return
  }
  pto.func orchestration @overlapping_cores(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %t0 = pto.submit @rows(input %x, output_existing %o, scalar %c0) core_num(8) : (!pto.tensor<64xf32>, !pto.tensor<8x64xf32>, index) -> !pto.task_id
    %t1 = pto.submit @rows(input %x, output_existing %o, scalar %c4) core_num(4) : (!pto.tensor<64xf32>, !pto.tensor<8x64xf32>, index) -> !pto.task_id
    pto.return
  }
}

// CHECK:      check-task-races found 1 problem(s):
// CHECK-NEXT:   pto.submit @rows in @overlapping_cores: waw race on %o with task 0

// -----

// Without core_num a task runs on one core, where block_idx is 0: rows 0 and 1.
builtin.module {
  pto.func incore @rows(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>, in %base: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %blk = "pto.tile.get_block_idx"() : () -> index
    %row = arith.addi %base, %blk : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<1x64xf32, vec>
    %s = "pto.tile.store"(%t, %row, %c0, %o) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!pto.tile<1x64xf32, vec>, index, index, !pto.tensor<8x64xf32>) -> !pto.tensor<8x64xf32>
    pto.return
  }
  pto.func orchestration @one_core(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 1 : index
    %t0 = pto.submit @rows(input %x, output_existing %o, scalar %c0) : (!pto.tensor<64xf32>, !pto.tensor<8x64xf32>, index) -> !pto.task_id
    %t1 = pto.submit @rows(input %x, output_existing %o, scalar %c4) : (!pto.tensor<64xf32>, !pto.tensor<8x64xf32>, index) -> !pto.task_id
    pto.return
  }
}

// CHECK: pto.func orchestration @one_core(in %x: !pto.tensor<64xf32>, out %o: !pto.tensor<8x64xf32>) {
