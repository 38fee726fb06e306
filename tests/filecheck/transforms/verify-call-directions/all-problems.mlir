// RUN: xdsl-opt %s -p verify-call-directions --verify-diagnostics | filecheck %s

// One run reports every problem only this verifier sees, each on its op: a
// stale wrapper signature and two calls missing their directions.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func group @w(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
    %r = pto.call @k(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %a = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %b = pto.call @k(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       verify-call-directions found 3 problem(s)
// CHECK:       "pto.func"() <{sym_name = "w",
// CHECK-NEXT:  ^^^^
// CHECK-NEXT:  | wrapper function '@w' has stale param_directions: effective [in, out] but declared [in, in]; run derive-call-directions or declare the effective directions
// CHECK:       %a = "pto.call"(%x, %buf)
// CHECK-NEXT:  ^^^^
// CHECK-NEXT:  | pto.call of @k has no arg_directions: run derive-call-directions, or give one #pto.adir per argument (2)
// CHECK:       %b = "pto.call"(%x, %a)
// CHECK-NEXT:  ^^^^
// CHECK-NEXT:  | pto.call of @k has no arg_directions: run derive-call-directions, or give one #pto.adir per argument (2)
