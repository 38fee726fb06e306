// The shipped example gets the directions its comment states under
// infer-param-directions: [in, out, inout, out]; the result round-trips and a
// second run changes nothing.
// RUN: xdsl-opt %examples/kernel-effects.mlir -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %examples/kernel-effects.mlir -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %examples/kernel-effects.mlir -p infer-param-directions --print-op-generic | filecheck %s --check-prefix=GENERIC

// GENERIC: param_directions = [#pto.dir<in>, #pto.dir<out>, #pto.dir<inout>, #pto.dir<out>]

// CHECK-LABEL: pto.func incore @kernel(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, inout %acc: !pto.tensor<64xf32>, out %flag: !pto.tensor<16xi32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    %t = pto.tile.load(%x, [%c0], [%c64], [%c64], target_memory = #pto.mem<vec>) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %s = pto.tile.add(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %y1 = pto.tile.store(%s, [%c0], %y) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %a1 = pto.tile.store(%s, [%c0], %acc, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %f1 = pto.tensor.write(%flag, [%c0], %one) : (!pto.tensor<16xi32>, index, i32) -> !pto.tensor<16xi32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

