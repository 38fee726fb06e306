// A core count computed at run time is pto.submit's core_num operand,
// printed core_num(%n) (with its type when it is not an index); a literal
// one stays the property core_num(N). Pretty -> pretty is stable, generic ->
// pretty gives the same text, and the generic prints of both agree: the
// operand is the fourth operand group, after the predicate.
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

builtin.module {
  pto.func incore @k(inout %x: !pto.tensor<64xf32>) {
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %n: index, %m: i32, %p: i1) {
    %c2 = arith.constant 2 : index
    %h = arith.floordivsi %n, %c2 : index
    %t = pto.submit @k(%x) core_num(%h) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    %t2 = pto.submit @k(%x) deps(%t) predicate(%p) core_num(%m : i32) sync_start : (!pto.tensor<64xf32>) -> (!pto.task_id)
    %t3 = pto.submit @k(%x) core_num(4) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}

// CHECK:      %t = pto.submit @k(%x) core_num(%h) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT: %t2 = pto.submit @k(%x) deps(%t) predicate(%p) core_num(%m : i32) sync_start : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT: %t3 = pto.submit @k(%x) core_num(4) : (!pto.tensor<64xf32>) -> (!pto.task_id)

// GENERIC:      %t = "pto.submit"(%x, %h) <{callee = @k, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!pto.tensor<64xf32>, index) -> !pto.task_id
// GENERIC-NEXT: %t2 = "pto.submit"(%x, %t, %p, %m) <{callee = @k, sync_start, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, !pto.task_id, i1, i32) -> !pto.task_id
// GENERIC-NEXT: %t3 = "pto.submit"(%x) <{callee = @k, core_num = 4 : i64, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.task_id
