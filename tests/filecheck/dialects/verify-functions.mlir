// Verifier rules of pto.func, pto.return, pto.scope and pto.yield, and what a
// pto.func body may contain.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

builtin.module {
  pto.func @main(%x: !pto.tensor<64xf32>) -> i32 {
    pto.return %x : !pto.tensor<64xf32>
  }
}
// CHECK: pto.return of @main returns (!pto.tensor<64xf32>) but the function declares (i32): return one value of each declared result type

// -----

builtin.module {
  pto.func @main() -> i32 {
    pto.return
  }
}
// CHECK: pto.return of @main returns () but the function declares (i32): return one value of each declared result type

// -----

builtin.module {
  pto.func @main() {
    pto.scope runtime {
      pto.return
    }
    pto.return
  }
}
// CHECK: pto.return ends a pto.func body, but this one is in 'pto.scope': end a pto.scope with pto.yield and scf regions with scf.yield

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({}) : () -> ()
}) : () -> ()
// CHECK: param_directions of @k has 2 entries but the function has 1 parameter(s): give exactly one #pto.dir per parameter (or drop param_directions: absent means all in)

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = () -> (), sym_visibility = "hidden"}> ({}) : () -> ()
}) : () -> ()
// CHECK: sym_visibility of @k is 'hidden': use public, private or nested

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>, i32) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: entry block arguments (!pto.tensor<64xf32>) of @k do not match its parameters (!pto.tensor<64xf32>, i32): give the entry block one argument per parameter, of its type

// -----

builtin.module {
  pto.func @main(%c: i1) {
    "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    pto.return
  }
}
// CHECK: 'cf.cond_br' is unstructured control flow, which a pto.func body may not contain: use scf.if, scf.for or scf.while

// -----

builtin.module {
  pto.func @main() {
    cf.br ^bb1
  ^bb1:
    pto.return
  }
}
// CHECK: 'cf.br' is unstructured control flow, which a pto.func body may not contain: use scf.if, scf.for or scf.while

// -----

builtin.module {
  pto.func @main() {
    pto.return
  ^bb1:
    pto.return
  }
}
// CHECK: body of @main has 2 blocks: a pto.func body is one block; express control flow with scf.if, scf.for or scf.while

// -----

builtin.module {
  pto.func @main() {
    scf.execute_region {
      scf.yield
    }
    pto.return
  }
}
// CHECK: 'scf.execute_region' is not supported inside a pto.func: only scf.for, scf.parallel, scf.while, scf.if and pto.scope may carry regions; rewrite it with those

// -----

// Nested regions are checked too.
builtin.module {
  pto.func @main(%c: i1) {
    scf.if %c {
      pto.scope incore {
        scf.execute_region {
          scf.yield
        }
        pto.yield
      }
    }
    pto.return
  }
}
// CHECK: 'scf.execute_region' is not supported inside a pto.func: only scf.for, scf.parallel, scf.while, scf.if and pto.scope may carry regions; rewrite it with those

// -----

builtin.module {
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %r = pto.scope runtime -> (!pto.tensor<64xf32>) {
      pto.yield
    }
    pto.return
  }
}
// CHECK: pto.yield yields () but the scope returns (!pto.tensor<64xf32>): yield one value per scope result, of its type

// -----

builtin.module {
  pto.func @main(%x: !pto.tensor<64xf32>, %i: i32) {
    %r = pto.scope runtime -> (!pto.tensor<64xf32>) {
      pto.yield %i : i32
    }
    pto.return
  }
}
// CHECK: pto.yield yields (i32) but the scope returns (!pto.tensor<64xf32>): yield one value per scope result, of its type

// -----

builtin.module {
  pto.func @main() {
    pto.yield
  }
}
// CHECK: pto.yield ends a pto.scope body, but this one is in 'pto.func': end a pto.func body with pto.return and scf regions with scf.yield

// -----

builtin.module {
  pto.func @main() {
    pto.scope runtime {
    ^bb0(%i: i32):
      pto.yield
    }
    pto.return
  }
}
// CHECK: the body of pto.scope has 1 block argument(s): a scope body takes none; use values defined before the scope

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "main", function_type = () -> ()}> ({
    %t = "pto.tensor.create"() : () -> !pto.tensor<?x64xf32>
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: pto.tensor.create of !pto.tensor<?x64xf32> takes 1 index operand(s), one per '?' dimension, but has 0: pass one index per '?' dimension, in order
