// RUN: xdsl-opt %s --verify-diagnostics -p materialize-wrapper-directions | filecheck %s

// An explicit call direction that the new wrapper directions no longer allow
// is an error on the call; the pass then changes nothing.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func group @g(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
    pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    pto.call @g(input %x, input %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      materialize-wrapper-directions found 1 problem(s)
// CHECK:      "pto.func"() <{sym_name = "g", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (), kind = #pto.func_kind<group>, param_directions = [#pto.dir<in>, #pto.dir<in>]}>
// CHECK:      "pto.call"(%x, %y) <{callee = @g, arg_directions = [#pto.adir<input>, #pto.adir<input>]}>
// CHECK-NEXT: ^^^^^^^^^^
// CHECK-NEXT: | argument 1 has explicit direction 'input', but wrapper '@g' passes its parameter 1 (%y) to an inner writer, so derive-call-directions makes it 'out', which allows output, output_existing, inout, no_dep: fix this call's arg_directions or the wrapper's body
