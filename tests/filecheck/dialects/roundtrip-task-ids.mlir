// Task-id arrays, barriers and the invalid task id round-trip: pretty ->
// pretty is stable, generic -> pretty gives the same text, and the generic
// prints of both agree. A type is printed only where the op does not imply it.
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %n: index, %w: i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %t = pto.submit @k(%x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    %b = pto.array.update_element %a[%c0], %t : !pto.array<4x!pto.task_id>
    %filled = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %b) -> (!pto.array<4x!pto.task_id>) {
      %ti = pto.submit @k(%x) deps(%acc : !pto.array<4x!pto.task_id>) : (!pto.tensor<64xf32>) -> (!pto.task_id)
      %next = pto.array.update_element %acc[%i], %ti : !pto.array<4x!pto.task_id>
      scf.yield %next : !pto.array<4x!pto.task_id>
    }
    %g = pto.array.get_element %filled[%w : i64] : !pto.array<4x!pto.task_id>
    %none = pto.system.task_invalid
    %bar = pto.system.task_dummy deps(%g, %none, %filled : !pto.array<4x!pto.task_id>) {pto.note = "kept"}
    %empty = pto.system.task_dummy deps()
    %t2 = pto.submit @k(%x) deps(%bar, %filled : !pto.array<4x!pto.task_id>, %empty) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    %ints = pto.array.create {pto.note = "ints"} : !pto.array<8xi32>
    %ints2 = pto.array.update_element %ints[%c0], %n : !pto.array<8xi32>, index
    %v = pto.array.get_element %ints2[%c1] : !pto.array<8xi32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<64xf32>, %n: index, %w: i64) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %a = pto.array.create : !pto.array<4x!pto.task_id>
// CHECK-NEXT:    %t = pto.submit @k(%x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:    %b = pto.array.update_element %a[%c0], %t : !pto.array<4x!pto.task_id>
// CHECK-NEXT:    %filled = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %b) -> (!pto.array<4x!pto.task_id>) {
// CHECK-NEXT:      %ti = pto.submit @k(%x) deps(%acc : !pto.array<4x!pto.task_id>) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:      %next = pto.array.update_element %acc[%i], %ti : !pto.array<4x!pto.task_id>
// CHECK-NEXT:      scf.yield %next : !pto.array<4x!pto.task_id>
// CHECK-NEXT:    }
// CHECK-NEXT:    %g = pto.array.get_element %filled[%w : i64] : !pto.array<4x!pto.task_id>
// CHECK-NEXT:    %none = pto.system.task_invalid
// CHECK-NEXT:    %bar = pto.system.task_dummy deps(%g, %none, %filled : !pto.array<4x!pto.task_id>) {pto.note = "kept"}
// CHECK-NEXT:    %empty = pto.system.task_dummy deps()
// CHECK-NEXT:    %t2 = pto.submit @k(%x) deps(%bar, %filled : !pto.array<4x!pto.task_id>, %empty) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:    %ints = pto.array.create {pto.note = "ints"} : !pto.array<8xi32>
// CHECK-NEXT:    %ints2 = pto.array.update_element %ints[%c0], %n : !pto.array<8xi32>, index
// CHECK-NEXT:    %v = pto.array.get_element %ints2[%c1] : !pto.array<8xi32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// GENERIC:      %a = "pto.array.create"() : () -> !pto.array<4x!pto.task_id>
// GENERIC:      %b = "pto.array.update_element"(%a, %c0, %t) : (!pto.array<4x!pto.task_id>, index, !pto.task_id) -> !pto.array<4x!pto.task_id>
// GENERIC:      %ti = "pto.submit"(%x, %acc) <{callee = @k, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!pto.tensor<64xf32>, !pto.array<4x!pto.task_id>) -> !pto.task_id
// GENERIC:      %g = "pto.array.get_element"(%filled, %w) : (!pto.array<4x!pto.task_id>, i64) -> !pto.task_id
// GENERIC-NEXT: %none = "pto.system.task_invalid"() : () -> !pto.task_id
// GENERIC-NEXT: %bar = "pto.system.task_dummy"(%g, %none, %filled) {pto.note = "kept"} : (!pto.task_id, !pto.task_id, !pto.array<4x!pto.task_id>) -> !pto.task_id
// GENERIC-NEXT: %empty = "pto.system.task_dummy"() : () -> !pto.task_id
// GENERIC-NEXT: %t2 = "pto.submit"(%x, %bar, %filled, %empty) <{callee = @k, operandSegmentSizes = array<i32: 1, 3, 0, 0>}> : (!pto.tensor<64xf32>, !pto.task_id, !pto.array<4x!pto.task_id>, !pto.task_id) -> !pto.task_id
// GENERIC:      %ints2 = "pto.array.update_element"(%ints, %c0, %n) : (!pto.array<8xi32>, index, index) -> !pto.array<8xi32>
