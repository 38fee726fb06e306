// Every generic-form snippet of the IR contract (docs/ir.md), exactly as
// written there, parses, verifies and round-trips through the pretty form.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b

"builtin.module"() ({

"pto.func"() <{sym_name = "kernel",
               function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>,
               kind = #pto.func_kind<incore>,
               param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({
^bb0(%x: !pto.tensor<64xf32>, %out: !pto.tensor<64xf32>):
  "pto.return"(%out) : (!pto.tensor<64xf32>) -> ()
}) : () -> ()

"pto.func"() <{sym_name = "ext", sym_visibility = "private",
               function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>,
               kind = #pto.func_kind<incore>,
               param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({}) : () -> ()

"pto.func"() <{sym_name = "call1", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()}> ({
^bb0(%x: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>):
%r = "pto.call"(%x, %dst) <{callee = @kernel}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
"pto.return"() : () -> ()
}) : () -> ()

"pto.func"() <{sym_name = "call2", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()}> ({
^bb0(%x: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>):
%r = "pto.call"(%x, %dst) <{callee = @kernel, arg_directions = [#pto.adir<input>, #pto.adir<output_existing>]}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
"pto.return"() : () -> ()
}) : () -> ()

"pto.func"() <{sym_name = "call3", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()}> ({
^bb0(%x: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>):
%r = "pto.call"(%x, %dst) <{callee = @kernel, arg_direction_overrides = array<i32: 0>}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
"pto.return"() : () -> ()
}) : () -> ()

"pto.func"() <{sym_name = "submit", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.task_id) -> ()}> ({
^bb0(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %t0: !pto.task_id):
%o, %t = "pto.submit"(%x, %y, %t0) <{callee = @kernel, operandSegmentSizes = array<i32: 2, 1, 0, 0>,
                                       core_num = 8 : i64, sync_start}>
    : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.task_id) -> (!pto.tensor<64xf32>, !pto.task_id)
"pto.return"() : () -> ()
}) : () -> ()

"pto.func"() <{sym_name = "scope", function_type = () -> ()}> ({
"pto.scope"() <{kind = #pto.scope_kind<runtime>, manual}> ({
  "pto.yield"() : () -> ()
}) : () -> ()
"pto.return"() : () -> ()
}) : () -> ()

"pto.func"() <{sym_name = "ops", function_type = (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>) -> ()}> ({
^bb0(%tile: !pto.tile<64xf32, vec>, %out: !pto.tensor<64xf32>):
%t = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
%c0 = "arith.constant"() <{value = 0 : index}> : () -> index
%s = "pto.tile.store"(%tile, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}>
    : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
"pto.return"() : () -> ()
}) : () -> ()

}) : () -> ()

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func incore @kernel(in %x: !pto.tensor<64xf32>, out %out: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:     pto.return %out : !pto.tensor<64xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func private incore @ext(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   pto.func @call1(%x: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>) {
// CHECK-NEXT:     %r = pto.call @kernel(%x, %dst) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func @call2(%x: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>) {
// CHECK-NEXT:     %r = pto.call @kernel(input %x, output_existing %dst) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func @call3(%x: !pto.tensor<64xf32>, %dst: !pto.tensor<64xf32>) {
// CHECK-NEXT:     %r = pto.call @kernel(%x, %dst) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func @submit(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %t0: !pto.task_id) {
// CHECK-NEXT:     %o, %t = pto.submit @kernel(%x, %y) deps(%t0) core_num(8) sync_start : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func @scope() {
// CHECK-NEXT:     pto.scope runtime manual {
// CHECK-NEXT:       pto.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func @ops(%tile: !pto.tile<64xf32, vec>, %out: !pto.tensor<64xf32>) {
// CHECK-NEXT:     %t = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %s = pto.tile.store(%tile, [%c0], %out) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
