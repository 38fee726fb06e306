// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s

// Outside orchestration, only `in` parameters change: a declared `out` that
// the body also reads stays `out`, a declared `inout` that is only written
// stays `inout`, and a declared `out` nobody writes stays `out`. Callee slots
// count as the callee declares them (`out` writes, `inout` reads and
// writes); an op nobody classified reads.

builtin.module {
  pto.func private incore @ext(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>, inout !pto.tensor<64xf32>)
  pto.func incore @kept(out %o: !pto.tensor<64xf32>, inout %io: !pto.tensor<64xf32>, out %unused: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
    %l = "pto.tile.load"(%o, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %0 = "pto.tile.store"(%t, %c0, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tile.store"(%t, %c0, %io) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func group @wrapper(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %c: !pto.tensor<64xf32>) {
    pto.call @ext(%a, %b, %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func incore @unclassified(%p: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    "test.op"(%p) : (!pto.tensor<64xf32>) -> ()
    %0 = "pto.tile.store"(%t, %c0, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK-LABEL: pto.func private incore @ext(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>, inout !pto.tensor<64xf32>)

// CHECK-LABEL: pto.func incore @kept(out %o: !pto.tensor<64xf32>, inout %io: !pto.tensor<64xf32>, out %unused: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
// CHECK-NEXT:    %l = pto.tile.load(%o, [%c0], [%c0], [%c0]) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %o) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %1 = pto.tile.store(%t, [%c0], %io) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func group @wrapper(in %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>, inout %c: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @ext(%a, %b, %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @unclassified(inout %p: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
// CHECK-NEXT:    "test.op"(%p) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %p) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

