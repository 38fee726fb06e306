// Printing never crashes and never changes what it prints, even on IR that
// does not verify (--disable-verify, or unverified IR from Python): a
// property of the wrong kind goes in `<{...}>` instead of the notation, and
// parses back as the same property (issue 16, item 3).
// RUN: xdsl-opt %s --disable-verify | filecheck %s
// RUN: xdsl-opt %s --disable-verify --print-op-generic > %t.a
// RUN: xdsl-opt %s --disable-verify | xdsl-opt --disable-verify --print-op-generic > %t.b
// RUN: diff %t.a %t.b

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = [1 : i32], sym_visibility = "private"}> ({}) : () -> ()
  "pto.func"() <{sym_name = "k3", function_type = (!pto.tensor<64xf32>) -> (), kind = "incore", param_directions = [#pto.adir<input>]}> ({}) : () -> ()
  "pto.func"() <{sym_name = "t", function_type = i32}> ({}) : () -> ()
  "pto.func"() <{sym_name = 3 : i32, function_type = () -> (), sym_visibility = 1 : i32}> ({}) : () -> ()
  "pto.func"() <{sym_name = "m", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x) <{callee = "k", arg_directions = [#pto.dir<in>]}> : (!pto.tensor<64xf32>) -> ()
    "pto.call"(%x) <{callee = @k, arg_directions = #pto.adir<input>, arg_direction_overrides = array<i64: 0>}> : (!pto.tensor<64xf32>) -> ()
    %t = "pto.submit"(%x) <{callee = @k, arg_directions = [1 : i32], operandSegmentSizes = array<i32: 1, 0, 0, 0>, core_num = "eight", sync_start = 1 : i32, allow_early_resolve = "yes"}> : (!pto.tensor<64xf32>) -> !pto.task_id
    "pto.scope"() <{kind = "runtime", manual = 0 : i32}> ({
      "pto.yield"() : () -> ()
    }) : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private @k(!pto.tensor<64xf32>) <{param_directions = [1 : i32]}>
// CHECK-NEXT:   pto.func @k3(!pto.tensor<64xf32>) <{kind = "incore", param_directions = [#pto.adir<input>]}>
// CHECK-NEXT:   pto.func @t() <{function_type = i32}>
// CHECK-NEXT:   pto.func @""() <{sym_name = 3 : i32, sym_visibility = 1 : i32}>
// CHECK-NEXT:   pto.func @m(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:     pto.call @""(%x) <{callee = "k", arg_directions = [#pto.dir<in>]}> : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:     pto.call @k(%x) <{arg_directions = #pto.adir<input>, arg_direction_overrides = array<i64: 0>}> : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:     %t = pto.submit @k(%x) <{arg_directions = [1 : i32], core_num = "eight", sync_start = 1 : i32, allow_early_resolve = "yes"}> : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:     pto.scope runtime <{kind = "runtime", manual = 0 : i32}> {
// CHECK-NEXT:       pto.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
