// A nested builtin.module is its own symbol scope, as in xDSL's symbol
// tables: a call resolves in its nearest module, and every pass handles each
// module's functions with the callees of that module (issue 16, item 4).
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto},verify-call-directions{compat=pypto}' | filecheck %s
// The nested module's call lacks directions, and is not skipped.
// RUN: not xdsl-opt %s -p 'verify-call-directions{compat=pypto}' 2>&1 | filecheck %s --check-prefix=VERIFY
// PyPTO's rules (compat=pypto) for derive and verify: by default phase 0 also
// promotes @inner, an orchestration function writing its %x, to `out`.
// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s --check-prefix=INFER

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @outer(%x: !pto.tensor<64xf32>) {
    pto.call @k(input %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  builtin.module {
    pto.func private incore @k(out !pto.tensor<64xf32>)
    pto.func orchestration @inner(%x: !pto.tensor<64xf32>) {
      pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
      pto.return
    }
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private incore @k(in !pto.tensor<64xf32>)
// CHECK-NEXT:   pto.func orchestration @outer(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:     pto.call @k(input %x) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT:   builtin.module {
// CHECK-NEXT:     pto.func private incore @k(out !pto.tensor<64xf32>)
// CHECK-NEXT:     pto.func orchestration @inner(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:       pto.call @k(output_existing %x) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:       pto.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// VERIFY-NOT:  Traceback
// VERIFY:      {{^}}verify-call-directions: pto.call @k in @inner: pto.call of @k has no arg_directions{{.*}}{{$}}
// VERIFY-NOT:  {{.}}

// INFER:        pto.func orchestration @outer(%x: !pto.tensor<64xf32>) {
// INFER:        pto.func orchestration @inner(out %x: !pto.tensor<64xf32>) {
