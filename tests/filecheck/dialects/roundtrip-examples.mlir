// Every shipped example parses, verifies, prints in the pretty form and
// re-parses to the same IR: the generic print of the pretty output equals the
// generic print of the input.
// RUN: xdsl-opt %examples/seed-example.mlir --print-op-generic > %t.a
// RUN: xdsl-opt %examples/seed-example.mlir | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %examples/loops.mlir --print-op-generic > %t.a
// RUN: xdsl-opt %examples/loops.mlir | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %examples/wrapper-and-submit.mlir --print-op-generic > %t.a
// RUN: xdsl-opt %examples/wrapper-and-submit.mlir | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %examples/seed-example.mlir | filecheck %s

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func incore @kernel(in %x: !pto.tensor<64xf32>, out %out: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:     pto.return %out : !pto.tensor<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func @main(%x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:     %local = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:     %a = pto.call @kernel(%x, %local) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:     %b = pto.call @kernel(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:     pto.return %b : !pto.tensor<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
