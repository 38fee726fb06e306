// tile.store writes the stored tile's valid rectangle (PyPTO's
// TileView(valid_shape=...)), not its padded shape: two tasks storing the
// 8 valid elements of a 16-element tile at offsets 0 and 8 do not conflict.
// RUN: pto-tasks %s | filecheck %s

builtin.module {
  pto.func incore @half(in %off: index, out %o: !pto.tensor<16xf32>) {
    %c16 = arith.constant 16 : index
    %t = "pto.tile.create"(%c16) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<16xf32, vec, valid = [8]>
    %w = "pto.tile.store"(%t, %off, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<16xf32, vec, valid = [8]>, index, !pto.tensor<16xf32>) -> !pto.tensor<16xf32>
    pto.return
  }
  pto.func orchestration @main(out %y: !pto.tensor<16xf32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    pto.call @half(scalar %c0, output_existing %y) : (index, !pto.tensor<16xf32>) -> ()
    pto.call @half(scalar %c8, output_existing %y) : (index, !pto.tensor<16xf32>) -> ()
    pto.return
  }
}

// CHECK:      @main: 2 tasks, 0 runtime edges
// CHECK-NEXT: races: 0 (raw 0, waw 0, war 0)
