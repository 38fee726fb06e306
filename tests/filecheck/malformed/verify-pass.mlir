// verify-call-directions on IR that did not go through derive-call-directions:
// missing directions and stale wrappers, every problem reported in one run.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p verify-call-directions | filecheck %s

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// A kind-less function with a body is materialized by phase 0 (by default):
// it passes its parameter to a writer, so its signature is stale too.
// CHECK: verify-call-directions found 2 problem(s)
// CHECK: opaque function '@f' has stale param_directions: effective [out] but declared [in]; run derive-call-directions or declare the effective directions
// CHECK: pto.call of @k has no arg_directions: run derive-call-directions, or give one #pto.adir per argument (2)

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func group @g(in %x: !pto.tensor<64xf32>, in %out: !pto.tensor<64xf32>) {
    pto.call @k(input %x, output_existing %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: verify-call-directions found 1 problem(s)
// CHECK: wrapper function '@g' has stale param_directions: effective [in, out] but declared [in, in]; run derive-call-directions or declare the effective directions

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func group @g(in %x: !pto.tensor<64xf32>, in %out: !pto.tensor<64xf32>) {
    pto.call @k(%x, %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: verify-call-directions found 3 problem(s)
// CHECK: wrapper function '@g' has stale param_directions: effective [in, out] but declared [in, in]; run derive-call-directions or declare the effective directions
// CHECK: pto.call of @k has no arg_directions: run derive-call-directions, or give one #pto.adir per argument (2)
// CHECK: pto.submit of @k has no arg_directions: run derive-call-directions, or give one #pto.adir per argument (1)
