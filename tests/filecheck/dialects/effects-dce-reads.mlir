// RUN: xdsl-opt %s -p dce | filecheck %s

// `dce` removes an op whose every effect is a read once its results are
// unused: tensor and tile compute, views, loads, and an mgather that only
// reads its scratch. It keeps every writer, used or not: the in-place tile
// ops that now return their tile, the collectives that return their target,
// the host collectives and `tensor.expand_clone` (no result at all).

builtin.module {
  pto.func incore @reads(%a: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %i: !pto.tile<64xi32, vec>, %c0: index) {
    %0 = "pto.tensor.add"(%a, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %2 = "pto.tile.mul"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %3 = "pto.tile.matmul"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %4 = "pto.tile.move"(%t) : (!pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %5 = "pto.tensor.view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %6 = "pto.tensor.reshape"(%a, %c0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<64xf32>, index) -> !pto.tensor<64xf32>
    %7 = "pto.tile.load"(%a, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %8 = "pto.tile.mgather"(%a, %i, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, vec>
    pto.return
  }
  pto.func incore @writers(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %sig: !pto.tensor<16xi32>, %n: !pto.tensor<16xi32>, %t: !pto.tile<64xf32, vec>, %i: !pto.tile<64xi32, vec>, %c0: index, %v: f32) {
    %0 = "pto.tile.write"(%t, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tile<64xf32, vec>, index, f32) -> !pto.tile<64xf32, vec>
    %1 = "pto.tile.matmul_acc"(%t, %t, %t) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %2 = "pto.tile.mgather"(%a, %i, %b) <{coalesce = #pto.coalesce<elem>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
    %3 = "pto.pld.tensor.allreduce"(%a, %sig) <{operandSegmentSizes = array<i32: 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %4 = "pto.pld.tensor.barrier"(%sig) : (!pto.tensor<16xi32>) -> !pto.tensor<16xi32>
    %5 = "pto.pld.tensor.allgather"(%a, %b, %sig) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    "pto.builtin.tensor.allreduce_ring"(%a, %sig) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
    "pto.builtin.tensor.all_to_all_v"(%a, %b, %sig, %n, %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> ()
    "pto.tensor.expand_clone"(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      pto.func incore @reads(%a: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %i: !pto.tile<64xi32, vec>, %c0: index) {
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: pto.func incore @writers(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %sig: !pto.tensor<16xi32>, %n: !pto.tensor<16xi32>, %t: !pto.tile<64xf32, vec>, %i: !pto.tile<64xi32, vec>, %c0: index, %v: f32) {
// CHECK-NEXT:   %0 = pto.tile.write(%t, [%c0], %v) : (!pto.tile<64xf32, vec>, index, f32) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %1 = pto.tile.matmul_acc(%t, %t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %2 = pto.tile.mgather(%a, %i, scratch = %b, coalesce = #pto.coalesce<elem>) : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
// CHECK-NEXT:   %3 = pto.pld.tensor.allreduce(%a, signal = %sig) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %4 = pto.pld.tensor.barrier(%sig) : (!pto.tensor<16xi32>) -> !pto.tensor<16xi32>
// CHECK-NEXT:   %5 = pto.pld.tensor.allgather(%a, %b, %sig) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   pto.builtin.tensor.allreduce_ring(%a, %sig) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.builtin.tensor.all_to_all_v(%a, %b, %sig, %n, %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.tensor.expand_clone(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
