// A stored tile's valid extent known only at run time (`?`, PyPTO's
// valid_shape=[valid_rows]) widens to the tile's own extent, never to the
// whole tensor: two tasks storing an 8-element tile at offsets 0 and 16 of a
// 32-element tensor do not conflict (with the whole tensor, 1 WAW race).
// RUN: pto-tasks %s | filecheck %s

builtin.module {
  pto.func incore @part(in %off: index, out %o: !pto.tensor<32xf32>) {
    %c8 = arith.constant 8 : index
    %t = "pto.tile.create"(%c8) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<8xf32, vec, valid = [?]>
    %w = "pto.tile.store"(%t, %off, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<8xf32, vec, valid = [?]>, index, !pto.tensor<32xf32>) -> !pto.tensor<32xf32>
    pto.return
  }
  pto.func orchestration @main(out %y: !pto.tensor<32xf32>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    pto.call @part(scalar %c0, output_existing %y) : (index, !pto.tensor<32xf32>) -> ()
    pto.call @part(scalar %c16, output_existing %y) : (index, !pto.tensor<32xf32>) -> ()
    pto.return
  }
}

// CHECK:      @main: 2 tasks, 0 runtime edges
// CHECK-NEXT: races: 0 (raw 0, waw 0, war 0)
