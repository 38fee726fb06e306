// Unknown names: callees, ops, attributes, types and symbols that do not exist.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @missing(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: callee @missing is not defined in the enclosing module: declare it with pto.func (a body-less declaration such as `pto.func private @missing(in !pto.tensor<64xf32>)` is enough) or fix the name

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %o, %t = pto.submit @missing(%x) : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
    pto.return
  }
}
// CHECK: callee @missing is not defined in the enclosing module: declare it with pto.func (a body-less declaration such as `pto.func private @missing(in !pto.tensor<64xf32>)` is enough) or fix the name

// -----

builtin.module {
  func.func @k(%x: !pto.tensor<64xf32>) {
    func.return
  }
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: callee @k is a 'func.func', not a pto.func: pto.call calls pto.func only, so define or declare @k with pto.func

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %y = "pto.tensor.frobnicate"(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}
// CHECK: Operation pto.tensor.frobnicate is not registered

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (),
                 param_directions = [#pto.dir<sideways>]}> ({}) : () -> ()
}) : () -> ()
// CHECK: unknown #pto.dir keyword 'sideways': use one of in, out, inout

// -----

builtin.module {
  pto.func @f(%x: !pto.tensr<64xf32>) {
    pto.return
  }
}
// CHECK: 'pto.tensr' is not registered

// -----

builtin.module {
  pto.func weird @f(%x: !pto.tensor<64xf32>) {
    pto.return
  }
}
// CHECK: unknown function kind 'weird': use one of opaque, orchestration, incore, aic, aiv, group, spmd, inline, graph (absent means opaque)

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x) <{callee = @m::@k}> : (!pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: Expected SymbolRefAttr with no nested symbols.
// CHECK-NEXT: Underlying verification failure: expected empty array, but got ["k"]

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func private incore @k(out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: Redefinition of symbol "k"

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %y = pto.call @f(%x) {pto.for_kind = #pto.frobnicate<parallel>} : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: 'pto.frobnicate' is not registered
