// Printing never drops an attribute, even on IR that does not verify: what
// the pretty notation cannot show (directions of the wrong length, a
// function_type that disagrees with the entry block, an unknown visibility,
// negative override indices, scope block arguments) is printed in
// `<{...}>` or as a block label, and parses back to the same IR.
// RUN: xdsl-opt %s --disable-verify | filecheck %s
// RUN: xdsl-opt %s --disable-verify --print-op-generic > %t.a
// RUN: xdsl-opt %s --disable-verify | xdsl-opt --disable-verify --print-op-generic > %t.b
// RUN: diff %t.a %t.b

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = [#pto.dir<in>, #pto.dir<out>], sym_visibility = "weird"}> ({}) : () -> ()
  "pto.func"() <{sym_name = "m", function_type = (!pto.tensor<64xf32>, i32) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x) <{callee = @k, arg_directions = [#pto.adir<input>, #pto.adir<scalar>], arg_direction_overrides = array<i32: -1, 5>}> : (!pto.tensor<64xf32>) -> ()
    %t = "pto.submit"(%x) <{callee = @k, arg_directions = [], operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.task_id
    "pto.scope"() <{kind = #pto.scope_kind<runtime>}> ({
    ^bb0(%q: i32):
      "pto.yield"() : () -> ()
    }) : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func @k(!pto.tensor<64xf32>) <{param_directions = [#pto.dir<in>, #pto.dir<out>], sym_visibility = "weird"}>
// CHECK-NEXT:   pto.func @m(%x: !pto.tensor<64xf32>) <{function_type = (!pto.tensor<64xf32>, i32) -> ()}> {
// CHECK-NEXT:     pto.call @k(%x) no_dep(-1, 5) <{arg_directions = [#pto.adir<input>, #pto.adir<scalar>]}> : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:     %t = pto.submit @k(%x) <{arg_directions = []}> : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:     pto.scope runtime {
// CHECK-NEXT:     ^bb0(%q: i32):
// CHECK-NEXT:       pto.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
