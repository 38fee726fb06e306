// Empty directions (zero parameters, zero arguments) survive a pretty round
// trip: `param_directions = []` and `arg_directions = []` are not the same IR
// as no directions at all (issue 16, item 6).
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = () -> (), param_directions = [], sym_visibility = "private"}> ({}) : () -> ()
  "pto.func"() <{sym_name = "main", function_type = () -> (), param_directions = []}> ({
    "pto.call"() <{callee = @k, arg_directions = []}> : () -> ()
    %t = "pto.submit"() <{callee = @k, arg_directions = [], operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !pto.task_id
    "pto.call"() <{callee = @k}> : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private @k() <{param_directions = []}>
// CHECK-NEXT:   pto.func @main() <{param_directions = []}> {
// CHECK-NEXT:     pto.call @k() <{arg_directions = []}> : () -> ()
// CHECK-NEXT:     %t = pto.submit @k() <{arg_directions = []}> : () -> (!pto.task_id)
// CHECK-NEXT:     pto.call @k() : () -> ()
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
