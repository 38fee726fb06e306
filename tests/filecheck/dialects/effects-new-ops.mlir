// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s --check-prefix=INFER

// PyPTO's type deduction: `tile.write` returns its tile and the seven
// `pld.tensor.*` collectives their target tensor (the signal for barrier),
// each result being that argument's buffer. The host collectives
// (`builtin.tensor.*`) and `tensor.expand_clone` return nothing. Parameter
// inference follows the collectives' results: @follow only loads through
// `%r`, which is `%g`'s buffer, so `%g` is read as well as written.

builtin.module {
  pto.func incore @pld(%w: !pto.tensor<64xf32>, %s: !pto.tensor<16xi32>, %in: !pto.tensor<64xf32>, %g: !pto.tensor<64xf32>, %n: !pto.tensor<16xi32>, %t: !pto.tile<64xf32, vec>, %c0: index, %v: f32) {
    %0 = "pto.pld.tensor.allreduce"(%w, %s) <{operandSegmentSizes = array<i32: 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %1 = "pto.pld.tensor.reduce_scatter"(%w) <{operandSegmentSizes = array<i32: 1, 0>}> : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %2 = "pto.pld.tensor.broadcast"(%w, %s) <{operandSegmentSizes = array<i32: 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %3 = "pto.pld.tensor.barrier"(%s) : (!pto.tensor<16xi32>) -> !pto.tensor<16xi32>
    %4 = "pto.pld.tensor.allgather"(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %5 = "pto.pld.tensor.all_to_all"(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %6 = "pto.pld.tensor.all_to_all_v"(%in, %g, %s, %n, %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %7 = "pto.tile.write"(%t, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tile<64xf32, vec>, index, f32) -> !pto.tile<64xf32, vec>
    pto.return
  }
  pto.func incore @host(%w: !pto.tensor<64xf32>, %s: !pto.tensor<16xi32>, %in: !pto.tensor<64xf32>, %g: !pto.tensor<64xf32>, %n: !pto.tensor<16xi32>, %r: !pto.tensor<16xi32>, %src: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>) {
    "pto.builtin.tensor.allreduce"(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.allreduce_ring"(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.broadcast"(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.reduce_scatter"(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.barrier"(%s) : (!pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.allgather"(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.all_to_all"(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.all_to_all_v"(%in, %g, %s, %n, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> ()
    "pto.tensor.expand_clone"(%src, %dst) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func incore @follow(%in: !pto.tensor<64xf32>, %g: !pto.tensor<64xf32>, %s: !pto.tensor<16xi32>, %c0: index) {
    %r = "pto.pld.tensor.allgather"(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %l = "pto.tile.load"(%r, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    pto.return
  }
}

// CHECK:      pto.func incore @pld(%w: !pto.tensor<64xf32>, %s: !pto.tensor<16xi32>, %in: !pto.tensor<64xf32>, %g: !pto.tensor<64xf32>, %n: !pto.tensor<16xi32>, %t: !pto.tile<64xf32, vec>, %c0: index, %v: f32) {
// CHECK-NEXT:   %0 = pto.pld.tensor.allreduce(%w, signal = %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %1 = pto.pld.tensor.reduce_scatter(%w) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %2 = pto.pld.tensor.broadcast(%w, signal = %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %3 = pto.pld.tensor.barrier(%s) : (!pto.tensor<16xi32>) -> !pto.tensor<16xi32>
// CHECK-NEXT:   %4 = pto.pld.tensor.allgather(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %5 = pto.pld.tensor.all_to_all(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %6 = pto.pld.tensor.all_to_all_v(%in, %g, %s, %n, %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %7 = pto.tile.write(%t, [%c0], %v) : (!pto.tile<64xf32, vec>, index, f32) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: pto.func incore @host(%w: !pto.tensor<64xf32>, %s: !pto.tensor<16xi32>, %in: !pto.tensor<64xf32>, %g: !pto.tensor<64xf32>, %n: !pto.tensor<16xi32>, %r: !pto.tensor<16xi32>, %src: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>) {
// CHECK-NEXT:   pto.builtin.tensor.allreduce(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.allreduce_ring(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.broadcast(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.reduce_scatter(%w, %s) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.barrier(%s) : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.allgather(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.all_to_all(%in, %g, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.all_to_all_v(%in, %g, %s, %n, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.tensor.expand_clone(%src, %dst) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }

// INFER: pto.func incore @pld(inout %w: !pto.tensor<64xf32>, inout %s: !pto.tensor<16xi32>, in %in: !pto.tensor<64xf32>, out %g: !pto.tensor<64xf32>, inout %n: !pto.tensor<16xi32>, in %t: !pto.tile<64xf32, vec>, in %c0: index, in %v: f32) {
// INFER: pto.func incore @host(inout %w: !pto.tensor<64xf32>, inout %s: !pto.tensor<16xi32>, in %in: !pto.tensor<64xf32>, out %g: !pto.tensor<64xf32>, in %n: !pto.tensor<16xi32>, out %r: !pto.tensor<16xi32>, in %src: !pto.tensor<64xf32>, out %dst: !pto.tensor<64xf32>) {
// INFER: pto.func incore @follow(in %in: !pto.tensor<64xf32>, inout %g: !pto.tensor<64xf32>, inout %s: !pto.tensor<16xi32>, in %c0: index) {
