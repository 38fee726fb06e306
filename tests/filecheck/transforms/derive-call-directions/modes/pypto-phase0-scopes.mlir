// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s -p derive-call-directions | filecheck %s

// compat=pypto: phase 0 matches arguments by SSA identity, and PyPTO's
// scopes define no values, so a `pto.scope` result is the value it yields
// (measured against PyPTO: a wrapper that passes a parameter out of a scope
// to a writer is promoted). By default phase 0 follows the scope's root.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>)
  pto.func group @g(in %p: !pto.tensor<64xf32>) {
    %s = pto.scope cluster -> (!pto.tensor<64xf32>) {
      pto.yield %p : !pto.tensor<64xf32>
    }
    pto.call @k(%s) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func group @g(out %p: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %s = pto.scope cluster -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      pto.yield %p : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.call @k(output_existing %s) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
