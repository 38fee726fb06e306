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
// RUN: xdsl-opt %examples/kernel-effects.mlir --print-op-generic > %t.a
// RUN: xdsl-opt %examples/kernel-effects.mlir | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %examples/tiles.mlir --print-op-generic > %t.a
// RUN: xdsl-opt %examples/tiles.mlir | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %examples/seed-example.mlir | filecheck %s
// RUN: xdsl-opt %examples/wrapper-and-submit.mlir | filecheck %s --check-prefix=SUBMIT

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

// SUBMIT:      builtin.module {
// SUBMIT-NEXT:   pto.func private incore @kernel(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// SUBMIT-NEXT:   pto.func group @group(in %x: !pto.tensor<64xf32>, in %out: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// SUBMIT-NEXT:     %r = pto.call @kernel(%x, %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// SUBMIT-NEXT:     pto.return %r : !pto.tensor<64xf32>
// SUBMIT-NEXT:   }
// SUBMIT-NEXT:   pto.func orchestration @orch(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, out %z: !pto.tensor<64xf32>) {
// SUBMIT-NEXT:     pto.scope runtime manual {
// SUBMIT-NEXT:       %o1, %t1 = pto.submit @group(%x, %y) core_num(8) sync_start : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// SUBMIT-NEXT:       %o2, %t2 = pto.submit @group(%x, %z) deps(%t1) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// SUBMIT-NEXT:       pto.yield
// SUBMIT-NEXT:     }
// SUBMIT-NEXT:     pto.return
// SUBMIT-NEXT:   }
// SUBMIT-NEXT: }
