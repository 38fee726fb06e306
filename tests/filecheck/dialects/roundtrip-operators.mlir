// A catalogue operator prints in its custom form, read off its catalogue row:
// the required arguments by position (one operand `%v`, a variadic group
// `[%a, %b]`), an optional argument or a declared property by name, then the
// types. The group sizes (operandSegmentSizes) are what the brackets show. The
// generic form still parses; an op whose operands cannot be grouped (IR that
// does not verify) prints `operands(...)` with every property, and parses back.
// RUN: xdsl-opt %s --disable-verify | filecheck %s
// RUN: xdsl-opt %s --disable-verify --print-op-generic > %t.a
// RUN: xdsl-opt %s --disable-verify | xdsl-opt --disable-verify --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %s --disable-verify --print-debuginfo | xdsl-opt --disable-verify --print-op-generic > %t.c
// RUN: diff %t.a %t.c

builtin.module {
  pto.func incore @k(%x: !pto.tensor<64x64xf32>, %o: !pto.tensor<64x64xf32>, %m: !pto.tensor<64xf32>, %i: !pto.tile<64xi32, vec>, %c0: index, %c8: index) {
    %t = pto.tile.load(%x, [%c0, %c8], [%c8, %c8], [%c8, %c8], target_memory = #pto.mem<vec>) : (!pto.tensor<64x64xf32>, index, index, index, index, index, index) -> !pto.tile<8x8xf32, vec>
    %s = pto.tile.store(%t, [%c0, %c0], %o, atomic = #pto.atomic<add>) {note = 1 : i32} : (!pto.tile<8x8xf32, vec>, index, index, !pto.tensor<64x64xf32>) -> !pto.tensor<64x64xf32>
    %g = pto.tile.mgather(%m, %i, scratch = %m) : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, vec>
    %a = pto.tile.add(%t, %t) : (!pto.tile<8x8xf32, vec>, !pto.tile<8x8xf32, vec>) -> !pto.tile<8x8xf32, vec>
    %v = "pto.tensor.slice"(%x, %c8, %c8, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>}> : (!pto.tensor<64x64xf32>, index, index, index, index) -> !pto.tensor<8x8xf32>
    %w = "pto.tile.store"(%t, %c0, %o, %c8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tile<8x8xf32, vec>, index, !pto.tensor<64x64xf32>, index) -> !pto.tensor<64x64xf32>
    %three = "pto.tile.add"(%t, %t, %t) : (!pto.tile<8x8xf32, vec>, !pto.tile<8x8xf32, vec>, !pto.tile<8x8xf32, vec>) -> !pto.tile<8x8xf32, vec>
    %bad = "pto.tile.store"(%t, %c0, %o) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 2>}> : (!pto.tile<8x8xf32, vec>, index, !pto.tensor<64x64xf32>) -> !pto.tensor<64x64xf32>
    pto.return
  }
}

// CHECK:      pto.func incore @k(%x: !pto.tensor<64x64xf32>, %o: !pto.tensor<64x64xf32>, %m: !pto.tensor<64xf32>, %i: !pto.tile<64xi32, vec>, %c0: index, %c8: index) {
// CHECK-NEXT:   %t = pto.tile.load(%x, [%c0, %c8], [%c8, %c8], [%c8, %c8], target_memory = #pto.mem<vec>) : (!pto.tensor<64x64xf32>, index, index, index, index, index, index) -> !pto.tile<8x8xf32, vec>
// CHECK-NEXT:   %s = pto.tile.store(%t, [%c0, %c0], %o, atomic = #pto.atomic<add>) {note = 1 : i32} : (!pto.tile<8x8xf32, vec>, index, index, !pto.tensor<64x64xf32>) -> !pto.tensor<64x64xf32>
// CHECK-NEXT:   %g = pto.tile.mgather(%m, %i, scratch = %m) : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %a = pto.tile.add(%t, %t) : (!pto.tile<8x8xf32, vec>, !pto.tile<8x8xf32, vec>) -> !pto.tile<8x8xf32, vec>
// CHECK-NEXT:   %v = pto.tensor.slice(%x, [%c8, %c8], [%c0, %c0]) : (!pto.tensor<64x64xf32>, index, index, index, index) -> !pto.tensor<8x8xf32>
// CHECK-NEXT:   %w = pto.tile.store(%t, [%c0], %o, shapes = [%c8]) : (!pto.tile<8x8xf32, vec>, index, !pto.tensor<64x64xf32>, index) -> !pto.tensor<64x64xf32>
// CHECK-NEXT:   %three = pto.tile.add operands(%t, %t, %t) : (!pto.tile<8x8xf32, vec>, !pto.tile<8x8xf32, vec>, !pto.tile<8x8xf32, vec>) -> !pto.tile<8x8xf32, vec>
// CHECK-NEXT:   %bad = pto.tile.store operands(%t, %c0, %o) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 2>}> : (!pto.tile<8x8xf32, vec>, index, !pto.tensor<64x64xf32>) -> !pto.tensor<64x64xf32>
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
