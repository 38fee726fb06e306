// A no_dep argument prints once. After derive-call-directions an overridden
// argument carries the no_dep direction too: it prints in place as
// `no_dep(%v)` (PyPTO's `pl.no_dep(v)`), not as `no_dep %v` and again in
// `no_dep(i)`. That older spelling still parses. Without directions, or when
// the overrides say more than the directions show (an override whose
// direction is not no_dep, indices out of order), the `no_dep(i, ...)` list
// stays; a no_dep direction with no override stays `no_dep %v`.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %s --print-debuginfo | xdsl-opt --print-op-generic > %t.c
// RUN: diff %t.a %t.c

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    pto.call @k(no_dep %x, inout %y) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @k(no_dep(%x), inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @k(no_dep(%x), no_dep(%y)) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @k(no_dep %x, no_dep %y) no_dep(1, 0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @k(no_dep %x, inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @k(input %x, inout %y) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @k(%x, %y) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @k(no_dep %x, inout %y) no_dep() : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    %t = pto.submit @k(no_dep(%x), output_existing %y) core_num(2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    %u = pto.submit @k(no_dep %x, output_existing %y) deps(%t) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}

// CHECK:       pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @k(no_dep(%x), inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @k(no_dep(%x), inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @k(no_dep(%x), no_dep(%y)) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @k(no_dep %x, no_dep %y) no_dep(1, 0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @k(no_dep %x, inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @k(input %x, inout %y) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @k(%x, %y) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @k(no_dep %x, inout %y) no_dep() : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %t = pto.submit @k(no_dep(%x), output_existing %y) core_num(2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:    %u = pto.submit @k(no_dep(%x), output_existing %y) deps(%t) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
