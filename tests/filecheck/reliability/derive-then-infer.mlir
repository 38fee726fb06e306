// infer-param-directions after derive-call-directions: promoting @w's
// parameter to `out` would leave the `input` that derive gave the call in
// @main wrong. infer fails, changing nothing, with a diagnostic on that call
// naming the promotion and the pass order that works (issue 16, item 7).
// PyPTO's rules (compat=pypto) for derive: by default its phase 0 promotes @w
// itself, and the call in @main gets output_existing (no conflict).
// RUN: xdsl-opt %s --verify-diagnostics -p 'derive-call-directions{compat=pypto},infer-param-directions' | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions,derive-call-directions,verify-call-directions | filecheck %s --check-prefix=ORDER
// Directions that stay allowed after the promotion are no problem.
// RUN: sed -e 's/pto.call @w(%%y)/pto.call @w(no_dep %%y)/' %s | xdsl-opt -p infer-param-directions | filecheck %s --check-prefix=ALLOWED

builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>)
  pto.func orchestration @w(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
    pto.call @w(%y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK-NOT: Operation does not verify
// CHECK: infer-param-directions promotes parameter 0 (%x) of @w from 'in' to 'out', but this call's arg_directions, set before, pass it as 'input', which 'out' does not allow (it allows output, output_existing, inout, no_dep): run infer-param-directions before derive-call-directions (-p infer-param-directions,derive-call-directions), or fix this call's arg_directions

// ORDER:      pto.func orchestration @w(out %x: !pto.tensor<64xf32>) {
// ORDER-NEXT:   pto.call @k(inout %x) : (!pto.tensor<64xf32>) -> ()
// ORDER:      pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
// ORDER-NEXT:   pto.call @w(output_existing %y) : (!pto.tensor<64xf32>) -> ()

// ALLOWED:      pto.func orchestration @w(out %x: !pto.tensor<64xf32>) {
// ALLOWED:        pto.call @w(no_dep %y) : (!pto.tensor<64xf32>) -> ()
