// Wrong arity and wrong types: arguments, results, returns, yields, segments.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: pto.call of @k passes 1 argument(s) but the callee takes 2: pass one argument per parameter

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: pto.submit of @k carries 2 argument(s) but the callee takes 1: a submit carries a prefix of the callee's parameters, so drop the extra arguments

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<32xf32>) {
    pto.call @k(%x) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 of pto.call @k has type !pto.tensor<32xf32> but the callee's parameter 0 has type !pto.tensor<64xf32>: pass a value of the parameter's type

// -----

builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %r = pto.call @k(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<32xf32>
    pto.return
  }
}
// CHECK: pto.call of @k has result types (!pto.tensor<32xf32>) but the callee returns (!pto.tensor<64xf32>): use the callee's result types

// -----

builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: pto.submit of @k has result types (!pto.task_id) but must return the callee's results followed by one !pto.task_id: (!pto.tensor<64xf32>, !pto.task_id)

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    pto.return
  }
}
// CHECK: pto.return of @f returns () but the function declares (!pto.tensor<64xf32>): return one value of each declared result type

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (),
                 param_directions = [#pto.dir<out>]}> ({}) : () -> ()
}) : () -> ()
// CHECK: param_directions of @k has 1 entries but the function has 2 parameter(s): give exactly one #pto.dir per parameter (or drop param_directions: absent means all in)

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    "pto.call"(%x, %x) <{callee = @k, arg_directions = [#pto.adir<input>]}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: arg_directions has 1 entries but pto.call has 2 argument(s): give one #pto.adir per argument, or drop arg_directions and run derive-call-directions

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<32xf32>):
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: entry block arguments (!pto.tensor<32xf32>) of @f do not match its parameters (!pto.tensor<64xf32>): give the entry block one argument per parameter, of its type

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %s = pto.scope runtime -> (!pto.tensor<64xf32>) {
      pto.yield
    }
    pto.return
  }
}
// CHECK: pto.yield yields () but the scope returns (!pto.tensor<64xf32>): yield one value per scope result, of its type

// -----

builtin.module {
  pto.func @f(%n: index) {
    %t = "pto.tensor.create"() : () -> !pto.tensor<?x64xf32>
    pto.return
  }
}
// CHECK: pto.tensor.create of !pto.tensor<?x64xf32> takes 1 index operand(s), one per '?' dimension, but has 0: pass one index per '?' dimension, in order

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) deps(%x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: operand is used with type !pto.task_id, but has been previously used or defined with type !pto.tensor<64xf32>

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>, %n: index) {
    %t = pto.submit @k(%x) predicate(%n) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: operand is used with type i1, but has been previously used or defined with type index

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> ()}> ({}) : () -> ()
  "pto.func"() <{sym_name = "f", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    %t = "pto.submit"(%x) <{callee = @k, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.task_id
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %s = "pto.tile.store"(%x, %c0, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}
// CHECK: operand 'tile' at position 0 does not verify:
// CHECK-NEXT: !pto.tensor<64xf32> should be of base attribute pto.tile
