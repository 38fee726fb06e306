// RUN: xdsl-opt %s -p derive-call-directions | pto-tasks - --json | filecheck %s
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | pto-tasks - --json --exit-zero | filecheck %s --check-prefix=PYPTO

// The runtime's view (pto-tasks) of r-caller: each entry point below calls a
// helper executed inline in one of the four shapes; by default no race is
// left, under PyPTO's rules each races. What r-caller costs: nothing on
// disjoint slices of the parameter (the runtime's overlap test adds no edge),
// a chain where a parallel loop inside the helper passes the whole parameter
// to a kernel that writes its own quarter of it (every iteration's task is
// inout on the whole view, so each waits for the one before: 3 orderings the
// program does not need).

builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @helper(%p: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func inline @pair(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%q) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func @halves(%p: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %lo = "pto.tensor.slice"(%p, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    %hi = "pto.tensor.slice"(%p, %c32, %c32) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%lo) : (!pto.tensor<32xf32>) -> ()
    pto.call @w32(%hi) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
  pto.func incore @quarter(in %src: !pto.tensor<16xf32>, out %dst: !pto.tensor<64xf32>, in %i: index) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %t = "pto.tile.load"(%src, %c0, %c16, %c16) <{target_memory = #pto.mem<vec>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<16xf32>, index, index, index) -> !pto.tile<16xf32, vec>
    %o = arith.muli %i, %c16 : index
    %r = "pto.tile.store"(%t, %o, %dst) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<16xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func orchestration @whole_in_parallel(%src: !pto.tensor<16xf32>, %p: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      pto.call @quarter(%src, %p, %i) : (!pto.tensor<16xf32>, !pto.tensor<64xf32>, index) -> ()
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
  pto.func orchestration @write_then_call() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @call_twice() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @call_in_loop() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
  pto.func orchestration @same_buffer_twice() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @pair(%b, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @disjoint_halves() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @halves(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @chain(%src: !pto.tensor<16xf32>) {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @whole_in_parallel(%src, %b) : (!pto.tensor<16xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      {"function": "write_then_call", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0, "critical_path": {"runtime": 2, "true": 2}, "parallelism": {"runtime": 1.0, "true": 1.0}}
// CHECK-NEXT: {"function": "call_twice", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0, "critical_path": {"runtime": 2, "true": 2}, "parallelism": {"runtime": 1.0, "true": 1.0}}
// CHECK-NEXT: {"function": "call_in_loop", "tasks": 3, "runtime_edges": 2, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0, "critical_path": {"runtime": 3, "true": 3}, "parallelism": {"runtime": 1.0, "true": 1.0}}
// CHECK-NEXT: {"function": "same_buffer_twice", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0, "critical_path": {"runtime": 2, "true": 2}, "parallelism": {"runtime": 1.0, "true": 1.0}}
// CHECK-NEXT: {"function": "disjoint_halves", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0, "critical_path": {"runtime": 1, "true": 1}, "parallelism": {"runtime": 2.0, "true": 2.0}}
// CHECK-NEXT: {"function": "chain", "tasks": 4, "runtime_edges": 3, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 6, "critical_path": {"runtime": 4, "true": 1}, "parallelism": {"runtime": 1.0, "true": 4.0}}

// PYPTO:      {"function": "write_then_call", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 1, "war": 0}, "race_pairs": {{\[\[}}0, 1, "waw", "%b"{{\]\]}}, "extra_orderings": 0, "critical_path": {"runtime": 1, "true": 2}, "parallelism": {"runtime": 2.0, "true": 1.0}}
// PYPTO-NEXT: {"function": "call_twice", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 1, "war": 0}, "race_pairs": {{\[\[}}0, 1, "waw", "%b"{{\]\]}}, "extra_orderings": 0, "critical_path": {"runtime": 1, "true": 2}, "parallelism": {"runtime": 2.0, "true": 1.0}}
// PYPTO-NEXT: {"function": "call_in_loop", "tasks": 3, "runtime_edges": 0, "races": {"raw": 0, "waw": 3, "war": 0}, "race_pairs": {{\[\[}}0, 1, "waw", "%b"], [0, 2, "waw", "%b"], [1, 2, "waw", "%b"{{\]\]}}, "extra_orderings": 0, "critical_path": {"runtime": 1, "true": 3}, "parallelism": {"runtime": 3.0, "true": 1.0}}
// PYPTO-NEXT: {"function": "same_buffer_twice", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 1, "war": 0}, "race_pairs": {{\[\[}}0, 1, "waw", "%b"{{\]\]}}, "extra_orderings": 0, "critical_path": {"runtime": 1, "true": 2}, "parallelism": {"runtime": 2.0, "true": 1.0}}
// PYPTO-NEXT: {"function": "disjoint_halves", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0, "critical_path": {"runtime": 1, "true": 1}, "parallelism": {"runtime": 2.0, "true": 2.0}}
// PYPTO-NEXT: {"function": "chain", "tasks": 4, "runtime_edges": 0, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0, "critical_path": {"runtime": 1, "true": 1}, "parallelism": {"runtime": 4.0, "true": 4.0}}
