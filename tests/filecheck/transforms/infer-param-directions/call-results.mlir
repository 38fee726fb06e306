// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s

// Call results follow derive-call-directions' lineage in its default mode
// (op-effects.md): @fresh writes %y (so it becomes `out`) and returns the
// result of an unclassified op, which that mode roots at itself, a buffer of
// @fresh's own. The caller's atomic store into that result touches no
// parameter, so %q is only written by the call: `out`. (PyPTO's rules leave
// the value unrooted and fall back to the writer-slot rule, which would pick
// %q and make it `inout`.)

builtin.module {
  pto.func incore @fresh(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) -> !pto.tensor<64xf32> {
    %0 = "pto.tile.store"(%t, %c0, %y) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r = "test.op"() : () -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func incore @caller(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    %r = pto.call @fresh(%p, %q, %t, %c0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, index) -> !pto.tensor<64xf32>
    %0 = "pto.tile.store"(%t, %c0, %r) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @fresh(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %y) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %r = "test.op"() : () -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @caller(in %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
// CHECK-NEXT:    %r = pto.call @fresh(%p, %q, %t, %c0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %r, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

