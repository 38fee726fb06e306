// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s

// Effects are per argument position, not per SSA value (hazard 7): one value
// passed as a get's destination (Write) and source (Read) is read and
// written. Two plain puts into %d are two Writes, never a read (hazard 6):
// `out`; their source is only read.

builtin.module {
  pto.func incore @same_value(%p: !pto.tensor<64xf32>, %d: !pto.tensor<64xf32>, %s: !pto.tensor<64xf32>, %peer: i32) {
    "pto.pld.tensor.get"(%p, %peer, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
    "pto.pld.tensor.put"(%d, %peer, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
    "pto.pld.tensor.put"(%d, %peer, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @same_value(inout %p: !pto.tensor<64xf32>, out %d: !pto.tensor<64xf32>, in %s: !pto.tensor<64xf32>, in %peer: i32) {
// CHECK-NEXT:    pto.pld.tensor.get(%p, %peer, %p) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.pld.tensor.put(%d, %peer, %s) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.pld.tensor.put(%d, %peer, %s) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

