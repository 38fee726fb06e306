// The pretty parser accepts a few spellings the printer never emits and
// prints them in the canonical form: launch options in any order, `-> ()`,
// `-> (T)`, generic ops inside pretty ones.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>) -> ()
  pto.func private @r(in !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>, %p: i1) {
    %t0 = pto.submit @k(%x) allow_early_resolve sync_start core_num(2) no_dep(0) predicate(%p) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    %t1 = pto.submit @k(%x) no_dep(0) deps(%t0) : (!pto.tensor<64xf32>) -> !pto.task_id
    %y = "pto.call"(%x) <{callee = @r}> : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private @k(in !pto.tensor<64xf32>)
// CHECK-NEXT:   pto.func private @r(in !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   pto.func @main(%x: !pto.tensor<64xf32>, %p: i1) {
// CHECK-NEXT:     %t0 = pto.submit @k(%x) predicate(%p) no_dep(0) core_num(2) sync_start allow_early_resolve : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:     %t1 = pto.submit @k(%x) deps(%t0) no_dep(0) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:     %y = pto.call @r(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
