// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s

// Inside a recursive cycle the writer-slot rule reads directions that the
// cycle's own fixed point is still raising. @f roots the result of its call
// to @g by @g's writer slots: none while @g is all `in`, %y once @g's store
// makes its %y `out`. The body of @f must then be analysed again: its atomic
// store into that result reads and writes %y, so %y is `inout`, not just
// the `out` that passing it to @g's `out` slot gives.

builtin.module {
  pto.func incore @f(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) -> !pto.tensor<64xf32> {
    %r = pto.call @g(%x, %y, %t, %c0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, index) -> !pto.tensor<64xf32>
    %0 = "pto.tile.store"(%t, %c0, %r) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func incore @g(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) -> !pto.tensor<64xf32> {
    %0 = "pto.tile.store"(%t, %c0, %y) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %l = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @f(%l, %l, %t, %c0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, index) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
}

// CHECK-LABEL: pto.func incore @f(in %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %r = pto.call @g(%x, %y, %t, %c0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %r, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %y) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %l = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @f(%l, %l, %t, %c0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }
