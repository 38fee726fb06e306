// Bad attribute values: wrong attribute kinds, out-of-range and duplicate
// indices, huge integers.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    "pto.call"(%x, %x) <{callee = @k, arg_directions = [#pto.dir<in>, #pto.dir<out>]}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: #pto.dir<in> should be of base attribute pto.adir

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) no_dep(5) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument 5, but the op has 2 argument(s): use an index in [0, 2)

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) no_dep(-1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument -1, but the op has 2 argument(s): use an index in [0, 2)

// -----

builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func @f(%n: index, %x: !pto.tensor<64xf32>) {
    pto.call @k(%n, %x) no_dep(0) : (index, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument 0, a non-tensor (index): no_dep applies to tensor arguments only

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) no_dep(1, 1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument 1 more than once: list each index once

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) no_dep(4294967296) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: no_dep index 4294967296 does not fit in i32: name an argument by its position (0 for the first)

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) core_num(99999999999999999999999) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: core_num must fit in i64: use a core count

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c4 step %c1 {
      pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    } {pto.for_kind = "parallel"}
    pto.return
  }
}
// CHECK: derive-call-directions found 1 problem(s)
// CHECK: 'pto.for_kind' of this scf.for is "parallel", not a #pto.for_kind: use pto.for_kind = #pto.for_kind<parallel> (or sequential, unroll, pipeline), or drop it

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c4 step %c1 {
      pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    } {pto.for_kind = #pto.scope_kind<runtime>}
    pto.return
  }
}
// CHECK: derive-call-directions found 1 problem(s)
// CHECK: 'pto.for_kind' of this scf.for is #pto.scope_kind<runtime>, not a #pto.for_kind: use pto.for_kind = #pto.for_kind<parallel> (or sequential, unroll, pipeline), or drop it

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), kind = "incore"}> ({}) : () -> ()
}) : () -> ()
// CHECK: "incore" should be of base attribute pto.func_kind

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> ()}> ({}) : () -> ()
  "pto.func"() <{sym_name = "f", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    %t = "pto.submit"(%x) <{callee = @k, operandSegmentSizes = array<i32: 1, 0, 0, 0>, core_num = "eight"}> : (!pto.tensor<64xf32>) -> !pto.task_id
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: "eight" should be of base attribute integer

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> ()}> ({}) : () -> ()
  "pto.func"() <{sym_name = "f", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x) <{callee = "k"}> : (!pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: Expected SymbolRefAttr with no nested symbols.
// CHECK-NEXT: Underlying verification failure: "k" should be of base attribute symbol_ref

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> ()}> ({}) : () -> ()
  "pto.func"() <{sym_name = "f", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x) <{callee = @k, arg_direction_overrides = array<i64: 0>}> : (!pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: Expected attribute i32 but got i64

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = #pto.dir<in>}> ({}) : () -> ()
}) : () -> ()
// CHECK: expected ArrayAttr attribute, but got '<class 'pypto_xdsl.dialects.attributes.ParamDirectionAttr'>'
