// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s

// A tile's valid shape (PyPTO's `TileView(valid_shape=...)`) round-trips in
// both forms: static extents, `?` for one known only at run time, with and
// without a memory space. One equal to the whole static shape is dropped, as
// PyPTO's type drops it; a `?` extent is kept even on a `?` dimension (two
// run-time values are not known to be equal).

builtin.module {
  pto.func incore @k(in %x: !pto.tensor<64x256xbf16>, in %row: index, in %rows: index) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %a = "pto.tile.load"(%x, %row, %c0, %c16, %c256, %c8, %c256) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, target_memory = #pto.mem<vec>}> : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [8, 256]>
    %b = "pto.tile.load"(%x, %row, %c0, %c16, %c256, %rows, %c256) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, target_memory = #pto.mem<vec>}> : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [?, 256]>
    %c = "test.op"() : () -> !pto.tile<16x64xf32, valid = [0, 0]>
    %d = "test.op"() : () -> !pto.tile<16x64xf32, acc, valid = [16, 64]>
    %e = "test.op"() : () -> !pto.tile<?x64xf32, valid = [?, 64]>
    %f = "test.op"() : () -> !pto.tile<?x64xf32, mat, valid = [?, 32]>
    pto.return
  }
}

// CHECK:       pto.func incore @k(in %x: !pto.tensor<64x256xbf16>, in %row: index, in %rows: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    %c256 = arith.constant 256 : index
// CHECK-NEXT:    %a = pto.tile.load(%x, [%row, %c0], [%c16, %c256], [%c8, %c256], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [8, 256]>
// CHECK-NEXT:    %b = pto.tile.load(%x, [%row, %c0], [%c16, %c256], [%rows, %c256], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [?, 256]>
// CHECK-NEXT:    %c = "test.op"() : () -> !pto.tile<16x64xf32, valid = [0, 0]>
// CHECK-NEXT:    %d = "test.op"() : () -> !pto.tile<16x64xf32, acc>
// CHECK-NEXT:    %e = "test.op"() : () -> !pto.tile<?x64xf32, valid = [?, 64]>
// CHECK-NEXT:    %f = "test.op"() : () -> !pto.tile<?x64xf32, mat, valid = [?, 32]>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
