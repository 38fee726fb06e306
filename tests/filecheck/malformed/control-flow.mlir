// Unsupported control flow and region ops inside a pto.func, and terminators
// outside their parents.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    cf.br ^bb1
  ^bb1:
    pto.return
  }
}
// CHECK: 'cf.br' is unstructured control flow, which a pto.func body may not contain: use scf.if, scf.for or scf.while

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = (i1) -> ()}> ({
  ^bb0(%c: i1):
    "scf.execute_region"() ({
      "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:
      "scf.yield"() : () -> ()
    }) : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: 'scf.execute_region' is not supported inside a pto.func: only scf.for, scf.parallel, scf.while, scf.if and pto.scope may carry regions; rewrite it with those

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    scf.execute_region {
      scf.yield
    }
    pto.return
  }
}
// CHECK: 'scf.execute_region' is not supported inside a pto.func: only scf.for, scf.parallel, scf.while, scf.if and pto.scope may carry regions; rewrite it with those

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      scf.index_switch %i
      case 1 {
        pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
        scf.yield
      }
      default {
        scf.yield
      }
    }
    pto.return
  }
}
// CHECK: 'scf.index_switch' is not supported inside a pto.func: only scf.for, scf.parallel, scf.while, scf.if and pto.scope may carry regions; rewrite it with those

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = () -> ()}> ({
    "pto.return"() : () -> ()
  ^bb1:
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: body of @f has 2 blocks: a pto.func body is one block; express control flow with scf.if, scf.for or scf.while

// -----

builtin.module {
  pto.return
}
// CHECK: pto.return ends a pto.func body, but this one is in 'builtin.module': end a pto.scope with pto.yield and scf regions with scf.yield

// -----

builtin.module {
  pto.func @f() {
    pto.yield
  }
}
// CHECK: pto.yield ends a pto.scope body, but this one is in 'pto.func': end a pto.func body with pto.return and scf regions with scf.yield

// -----

builtin.module {
  pto.func @f() {
    "test.op"() ({
      pto.return
    }) : () -> ()
    pto.return
  }
}
// CHECK: pto.return ends a pto.func body, but this one is in 'test.op': end a pto.scope with pto.yield and scf regions with scf.yield
