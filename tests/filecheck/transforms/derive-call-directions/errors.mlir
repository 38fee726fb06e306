// RUN: xdsl-opt %s --split-input-file -p derive-call-directions --verify-diagnostics | filecheck %s

// Errors the pass reports, each on its op, all in one run, before changing
// anything.

// A `pto.for_kind` that is not a #pto.for_kind, on two loops.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c1 step %c1 {
      pto.call @k(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    } {pto.for_kind = "parallel"}
    scf.for %j = %c0 to %c1 step %c1 {
      scf.yield
    } {pto.for_kind = #pto.scope_kind<incore>}
    pto.return
  }
}

// CHECK:       derive-call-directions found 2 problem(s)
// CHECK:       "scf.for"(%c0, %c1, %c1) ({
// CHECK-NEXT:  ^^^^
// CHECK-NEXT:  | 'pto.for_kind' of this scf.for is "parallel", not a #pto.for_kind: use pto.for_kind = #pto.for_kind<parallel> (or sequential, unroll, pipeline), or drop it
// CHECK:       "pto.call"(%x, %x) <{callee = @k}>
// CHECK:       "scf.for"(%c0, %c1, %c1) ({
// CHECK-NEXT:  ^^^^
// CHECK-NEXT:  | 'pto.for_kind' of this scf.for is #pto.scope_kind<incore>, not a #pto.for_kind

// -----

// Phase 0 promotes @w's second parameter to `out`; an explicit `input` at a
// call site of @w is then wrong. The diagnostic names the wrapper parameter.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func group @w(in %x: !pto.tensor<64xf32>, in %dst: !pto.tensor<64xf32>) {
    pto.call @k(%x, %dst) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @w(input %x, input %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @w(input %x, no_dep %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       derive-call-directions found 1 problem(s)
// CHECK:       "pto.call"(%x, %x) <{callee = @w, arg_directions = [#pto.adir<input>, #pto.adir<input>]}>
// CHECK-NEXT:  ^^^^
// CHECK-NEXT:  | argument 1 has explicit direction 'input', but wrapper '@w' passes its parameter 1 (%dst) to an inner writer, so derive-call-directions makes it 'out', which allows output, output_existing, inout, no_dep: fix this call's arg_directions or the wrapper's body
// CHECK-NOT:   | argument
