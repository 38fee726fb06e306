// RUN: pto-tasks --json --exit-zero %s | filecheck %s

// Every rule of the runtime's table, one orchestration function each (one
// JSON object per function, in module order). The kernels are declarations,
// so each task's footprint is the whole view of each argument, by parameter
// direction: what the runtime orders is compared with what really conflicts.

builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @rw(inout !pto.tensor<64xf32>)
  pto.func private incore @r(in !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func private incore @rw32(inout !pto.tensor<32xf32>)
  pto.func private incore @r32(in !pto.tensor<32xf32>)
  pto.func private incore @w84(out !pto.tensor<8x4xf32>)
  pto.func private incore @r84(in !pto.tensor<8x4xf32>)
  pto.func private incore @r4(in !pto.tensor<4xf32>)
  pto.func private incore @make(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>

  // INPUT waits for every overlapping entry (RAW).
  // CHECK: {"function": "input_waits", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @input_waits(out %b: !pto.tensor<64xf32>) {
    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(input %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // Disjoint 1-D extents: no overlap, no edge (and no conflict).
  // CHECK: {"function": "disjoint_slices", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @disjoint_slices(out %b: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %lo = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    %hi = "pto.tensor.slice"(%b, %c32, %c32) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(output_existing %lo) : (!pto.tensor<32xf32>) -> ()
    pto.call @r32(input %hi) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }

  // INOUT waits (WAW) and removes the entries its view covers: the reader
  // finds only the INOUT writer's entry.
  // CHECK: {"function": "inout_covers", "tasks": 3, "runtime_edges": 2, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @inout_covers(out %b: !pto.tensor<64xf32>) {
    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @rw(inout %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(input %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // An INOUT on half the buffer covers nothing: the reader waits for both.
  // CHECK: {"function": "inout_partial", "tasks": 3, "runtime_edges": 3, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @inout_partial(out %b: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %lo = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @rw32(inout %lo) : (!pto.tensor<32xf32>) -> ()
    pto.call @r(input %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // OUTPUT_EXISTING waits for nothing (a WAW race) but registers its entry:
  // the reader waits for both writers.
  // CHECK: {"function": "output_existing", "tasks": 3, "runtime_edges": 2, "races": {"raw": 0, "waw": 1, "war": 0}, "race_pairs": {{\[\[}}0, 1, "waw", "%b"{{\]\]}}, "extra_orderings": 0,
  pto.func orchestration @output_existing(out %b: !pto.tensor<64xf32>) {
    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(input %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // `output` is emitted as an existing-buffer output too.
  // CHECK: {"function": "output_direction", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 1, "war": 0},
  pto.func orchestration @output_direction(out %b: !pto.tensor<64xf32>) {
    pto.call @w(output %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(output %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // NO_DEP looks nothing up: a RAW race.
  // CHECK: {"function": "no_dep_reader", "tasks": 2, "runtime_edges": 0, "races": {"raw": 1, "waw": 0, "war": 0}, "race_pairs": {{\[\[}}0, 1, "raw", "%b"{{\]\]}},
  pto.func orchestration @no_dep_reader(out %b: !pto.tensor<64xf32>) {
    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(no_dep %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // NO_DEP registers nothing: a later reader finds no writer.
  // CHECK: {"function": "no_dep_writer", "tasks": 2, "runtime_edges": 0, "races": {"raw": 1, "waw": 0, "war": 0},
  pto.func orchestration @no_dep_writer(out %b: !pto.tensor<64xf32>) {
    pto.call @w(no_dep %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(input %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // WAR is never ordered: a reader registers nothing.
  // CHECK: {"function": "war", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 0, "war": 1},
  pto.func orchestration @war(out %b: !pto.tensor<64xf32>) {
    pto.call @r(input %b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // OUTPUT: a submit result beyond its carried prefix is a buffer the runtime
  // allocates; the task owns it and every later task naming it waits for it.
  // CHECK: {"function": "runtime_allocated", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @runtime_allocated(in %x: !pto.tensor<64xf32>) {
    %o, %t = pto.submit @make(input %x) : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
    pto.call @r(input %o) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // A manual scope: no lookup, nothing registered; only deps(...) order.
  // CHECK: {"function": "manual", "tasks": 3, "runtime_edges": 1, "races": {"raw": 1, "waw": 0, "war": 0}, "race_pairs": {{\[\[}}0, 2, "raw", "%b"{{\]\]}},
  pto.func orchestration @manual(out %b: !pto.tensor<64xf32>) {
    pto.scope runtime manual {
      %t = pto.submit @w(output_existing %b) : (!pto.tensor<64xf32>) -> !pto.task_id
      %t1 = pto.submit @r(input %b) deps(%t) : (!pto.tensor<64xf32>) -> !pto.task_id
      %t2 = pto.submit @r(input %b) : (!pto.tensor<64xf32>) -> !pto.task_id
      pto.yield
    }
    pto.return
  }

  // deps(...) edges are always added, even where nothing conflicts.
  // CHECK: {"function": "deps", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 1,
  pto.func orchestration @deps(in %x: !pto.tensor<64xf32>) {
    %t = pto.submit @r(input %x) : (!pto.tensor<64xf32>) -> !pto.task_id
    %t1 = pto.submit @r(input %x) deps(%t) : (!pto.tensor<64xf32>) -> !pto.task_id
    pto.return
  }

  // Level 2: same strides, extents overlap, per-dimension boxes disjoint
  // (columns 0-3 and 4-7 of an 8x8 buffer): no edge.
  // CHECK: {"function": "boxes_disjoint", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @boxes_disjoint(out %b: !pto.tensor<8x8xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %left = "pto.tensor.slice"(%b, %c8, %c4, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<8x8xf32>, index, index, index, index) -> !pto.tensor<8x4xf32>
    %right = "pto.tensor.slice"(%b, %c8, %c4, %c0, %c4) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<8x8xf32>, index, index, index, index) -> !pto.tensor<8x4xf32>
    pto.call @w84(output_existing %left) : (!pto.tensor<8x4xf32>) -> ()
    pto.call @r84(input %right) : (!pto.tensor<8x4xf32>) -> ()
    pto.return
  }

  // The overlap test gives up on a reshaped view (other strides): the reader
  // of row 1's left half waits for the writer of the right halves, which
  // touch no common element, an extra ordering.
  // CHECK: {"function": "reshaped_gives_up", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 1,
  pto.func orchestration @reshaped_gives_up(out %b: !pto.tensor<8x8xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %right = "pto.tensor.slice"(%b, %c8, %c4, %c0, %c4) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<8x8xf32>, index, index, index, index) -> !pto.tensor<8x4xf32>
    %flat = "pto.tensor.reshape"(%b, %c64) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<8x8xf32>, index) -> !pto.tensor<64xf32>
    %row1 = "pto.tensor.slice"(%flat, %c4, %c8) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<4xf32>
    pto.call @w84(output_existing %right) : (!pto.tensor<8x4xf32>) -> ()
    pto.call @r4(input %row1) : (!pto.tensor<4xf32>) -> ()
    pto.return
  }
}
