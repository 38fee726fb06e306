// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s

// A submit is a call-like op too (hazard 9): its carried prefix of arguments
// maps onto the callee's parameters, and it stays a submit with its deps.

builtin.module {
  pto.func incore @k(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %z: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %t = "pto.tile.load"(%x, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %0 = "pto.tile.store"(%t, %c0, %y) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tile.store"(%t, %c0, %z) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func orchestration @orch(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %t0: !pto.task_id) {
    %t1 = pto.submit @k(%a, %b) deps(%t0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
  pto.func group @wrap(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %c: !pto.tensor<64xf32>) {
    %t1 = pto.submit @k(%a, %b, %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @k(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, inout %z: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %t = pto.tile.load(%x, [%c0], [%c0], [%c0]) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %y) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %1 = pto.tile.store(%t, [%c0], %z, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @orch(in %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>, in %t0: !pto.task_id) {
// CHECK-NEXT:    %t1 = pto.submit @k(%a, %b) deps(%t0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func group @wrap(in %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>, inout %c: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %t1 = pto.submit @k(%a, %b, %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

