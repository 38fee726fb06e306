// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | xdsl-opt -p 'derive-call-directions{compat=pypto}' | filecheck %s
// PyPTO's rules (compat=pypto): by default the slice %v is rooted at %c,
// already written, so %w5 is inout (modes/slices.mlir).

// Buffers through operators, as PyPTO roots them: an assemble's result is
// its target's buffer; a store's result (like every other operator's but
// assemble's) has no root, so the write through %s is output_existing
// (by default it is %a's buffer, already written: inout); a slice is a
// buffer of its own; a tile is a scalar argument.
"builtin.module"() ({
  "pto.func"() <{sym_name = "k", sym_visibility = "private", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>, kind = #pto.func_kind<incore>, param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({}) : () -> ()
  "pto.func"() <{sym_name = "kt", sym_visibility = "private", function_type = (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>) -> (), kind = #pto.func_kind<incore>, param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({}) : () -> ()
  "pto.func"() <{sym_name = "ops", function_type = (!pto.tensor<64xf32>) -> (), kind = #pto.func_kind<orchestration>}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
    %a = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
    %b = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
    %c = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %w0 = "pto.call"(%x, %a) <{callee = @k}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w1 = "pto.call"(%x, %b) <{callee = @k}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %s = "pto.tile.store"(%t, %c0, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %m = "pto.tensor.assemble"(%b, %x, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> !pto.tensor<64xf32>
    %v = "pto.tensor.slice"(%c, %c64, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    %w2 = "pto.call"(%x, %s) <{callee = @k}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w3 = "pto.call"(%x, %m) <{callee = @k}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w4 = "pto.call"(%x, %c) <{callee = @k}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w5 = "pto.call"(%x, %v) <{callee = @k}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    "pto.call"(%t, %v) <{callee = @kt}> : (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:         %w0 = pto.call @k(input %x, output_existing %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w1 = pto.call @k(input %x, output_existing %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %s = {{.*}}pto.tile.store
// CHECK-NEXT:    %m = {{.*}}pto.tensor.assemble
// CHECK-NEXT:    %v = {{.*}}pto.tensor.slice
// CHECK-NEXT:    %w2 = pto.call @k(input %x, output_existing %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w3 = pto.call @k(input %x, inout %m) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w4 = pto.call @k(input %x, output_existing %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w5 = pto.call @k(input %x, output_existing %v) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @kt(scalar %t, inout %v) : (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
