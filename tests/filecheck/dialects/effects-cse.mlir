// RUN: xdsl-opt %s -p cse | filecheck %s

// xDSL's cse merges identical pure ops but never two identical allocations
// (`tile.create`, `tensor.create`) nor two identical writers.

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>, !pto.tile<64xf32, vec>) -> (), kind = #pto.func_kind<incore>}> ({
  ^bb0(%out: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %n1 = "pto.tile.create"(%c0) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<64xf32, vec>
    %n2 = "pto.tile.create"(%c0) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<64xf32, vec>
    %m1 = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
    %m2 = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
    %a1 = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %a2 = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %w1 = "pto.tile.store"(%a1, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w2 = "pto.tile.store"(%a2, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %x1 = "pto.tensor.write"(%out, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    %x2 = "pto.tensor.write"(%out, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    "test.op"(%n1, %n2, %m1, %m2, %w1, %w2, %x1, %x2) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      pto.func incore @k(%out: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %n1 = pto.tile.create([%c0]) : (index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %n2 = pto.tile.create([%c0]) : (index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %m1 = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:   %m2 = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:   %a1 = pto.tile.add(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %w1 = pto.tile.store(%a1, [%c0], %out) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %w2 = pto.tile.store(%a1, [%c0], %out) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %x1 = pto.tensor.write(%out, [%c0], %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %x2 = pto.tensor.write(%out, [%c0], %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:   "test.op"(%n1, %n2, %m1, %m2, %w1, %w2, %x1, %x2) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
