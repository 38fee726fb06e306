// RUN: xdsl-opt %s -p dce | filecheck %s

// xDSL's dce keeps what op-effects.md reports as writing or synchronising
// (an unused store result, a wait, a hard syncall, a set_validshape) and
// removes unused pure compute, readers and allocations.

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>, !pto.tile<64xf32, vec>, !pto.tensor<16xi32>) -> (), kind = #pto.func_kind<incore>}> ({
  ^bb0(%out: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %sig: !pto.tensor<16xi32>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %s = "pto.tile.store"(%t, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    "pto.pld.system.wait"(%sig, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<16xi32>, index, i32) -> ()
    "pto.system.syncall"(%sig) <{operandSegmentSizes = array<i32: 1, 0>, mode = "hard"}> : (!pto.tensor<16xi32>) -> ()
    %v = "pto.tensor.set_validshape"(%out, %c0, %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    %a = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %l = "pto.tile.load"(%out, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %n = "pto.tile.create"(%c0) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<64xf32, vec>
    %m = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      pto.func incore @k(%out: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %sig: !pto.tensor<16xi32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %one = arith.constant 1 : i32
// CHECK-NEXT:   %s = pto.tile.store(%t, [%c0], %out) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   pto.pld.system.wait(%sig, [%c0], %one) : (!pto.tensor<16xi32>, index, i32) -> ()
// CHECK-NEXT:   pto.system.syncall(gm_workspace = %sig, mode = "hard") : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   %v = pto.tensor.set_validshape(%out, %c0, %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
