// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p infer-param-directions | filecheck %s

// A parameter of an incore/aic/aiv function written through the DMA channel
// and the scalar channel is an error, even where the regions are disjoint,
// reported at the first scalar write. Writes to two different parameters,
// and channel ops that do not write under their properties, are fine.

builtin.module {
  pto.func incore @mixed(%t: !pto.tile<64xf32, vec>, %flag: !pto.tensor<64xf32>, %c0: index, %v: f32) {
    %0 = "pto.tile.store"(%t, %c0, %flag) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tensor.write"(%flag, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:      infer-param-directions found 1 problem(s)
// CHECK:      %1 = "pto.tensor.write"(%flag, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %flag of @mixed is written through the scalar channel here (pto.tensor.write) and through the DMA channel (pto.tile.store); the two cannot be ordered against one buffer, even in disjoint regions: stage the writes through one tile (tile.write, then one tile.store) or use tensor.write for every element

// -----

// Disjoint regions of one parameter, through two slices, in an aiv function.
builtin.module {
  pto.func aiv @disjoint(%t: !pto.tile<32xf32, vec>, %out: !pto.tensor<64xf32>, %c0: index, %c32: index, %v: f32) {
    %lo = "pto.tensor.slice"(%out, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    %hi = "pto.tensor.slice"(%out, %c32, %c32) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    %0 = "pto.tile.store"(%t, %c0, %lo) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<32xf32, vec>, index, !pto.tensor<32xf32>) -> !pto.tensor<32xf32>
    %1 = "pto.tensor.write"(%hi, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<32xf32>, index, f32) -> !pto.tensor<32xf32>
    %2 = "pto.tensor.write"(%hi, %c32, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<32xf32>, index, f32) -> !pto.tensor<32xf32>
    pto.return
  }
}

// CHECK:      infer-param-directions found 1 problem(s)
// CHECK:      %1 = "pto.tensor.write"(%hi, %c0, %v)
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %out of @disjoint is written through the scalar channel here (pto.tensor.write) and through the DMA channel (pto.tile.store);
// CHECK-NOT:  parameter %out

// -----

// Two parameters, one channel each; a read-only mgather (a DMA op writing
// nothing under its properties) next to a scalar write.
builtin.module {
  pto.func incore @separate(%t: !pto.tile<64xf32, vec>, %y: !pto.tensor<64xf32>, %flag: !pto.tensor<64xf32>, %m: !pto.tensor<64xf32>, %i: !pto.tile<64xi32, vec>, %c0: index, %v: f32) {
    %0 = "pto.tile.store"(%t, %c0, %y) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tensor.write"(%flag, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
    %2 = "pto.tile.mgather"(%m, %i, %flag) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, vec>
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @separate(in %t: !pto.tile<64xf32, vec>, out %y: !pto.tensor<64xf32>, inout %flag: !pto.tensor<64xf32>, in %m: !pto.tensor<64xf32>, in %i: !pto.tile<64xi32, vec>, in %c0: index, in %v: f32) {
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %y) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %1 = pto.tensor.write(%flag, [%c0], %v) : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %2 = pto.tile.mgather(%m, %i, scratch = %flag) : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

