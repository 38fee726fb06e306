// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | xdsl-opt --split-input-file -p derive-call-directions | filecheck %s

// pto.scope is transparent: its body shares the writers seen with the
// enclosing block, and its results are the yielded values' buffers.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @scoped(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %a = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %s = pto.scope incore -> (!pto.tensor<64xf32>) {
      %b = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %t = pto.tensor.create : !pto.tensor<64xf32>
      %c = pto.call @k(%x, %t) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      pto.yield %c : !pto.tensor<64xf32>
    }
    %d = pto.call @k(%x, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @scoped(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %a = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %s = pto.scope incore -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      %b = pto.call @k(input %x, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %t = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:      %c = pto.call @k(input %x, output_existing %t) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      pto.yield %c : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %d = pto.call @k(input %x, inout %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A submit is a sibling of a call (hazard 9): it gets one direction per
// argument it carries, a prefix of the callee's parameters (hazard 10), and
// keeps its deps, predicate, launch options and task-id result. Its results
// and its writes count for the buffers like a call's.
builtin.module {
  pto.func private incore @k3(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @submits(%x: !pto.tensor<64xf32>, %p: i1, %t0: !pto.task_id) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    pto.scope runtime manual {
      %o1, %t1 = pto.submit @k3(%x, %buf) deps(%t0) predicate(%p) core_num(8) sync_start allow_early_resolve : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
      %o2, %t2 = pto.submit @k3(%x, %o1) deps(%t1, %t0) core_num(4) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
      %o3, %t3 = pto.submit @k3(%x) : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
      pto.yield
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @submits(%x: !pto.tensor<64xf32>, %p: i1, %t0: !pto.task_id) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    pto.scope runtime manual {
// CHECK-NEXT:      %o1, %t1 = pto.submit @k3(input %x, output_existing %buf) deps(%t0) predicate(%p) core_num(8) sync_start allow_early_resolve : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// CHECK-NEXT:      %o2, %t2 = pto.submit @k3(input %x, inout %o1) deps(%t1, %t0) core_num(4) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// CHECK-NEXT:      %o3, %t3 = pto.submit @k3(input %x) : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// CHECK-NEXT:      pto.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The generic form of a submit keeps its operand segments and properties;
// the same value in two slots gets one direction per slot.
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions --print-op-generic | filecheck %s --check-prefix=GENERIC
"builtin.module"() ({
  "pto.func"() <{sym_name = "k", sym_visibility = "private", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>, kind = #pto.func_kind<incore>, param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({}) : () -> ()
  "pto.func"() <{sym_name = "generic", function_type = (!pto.tensor<64xf32>, !pto.task_id, i1) -> (), kind = #pto.func_kind<orchestration>}> ({
  ^bb0(%x: !pto.tensor<64xf32>, %t0: !pto.task_id, %p: i1):
    %o, %t = "pto.submit"(%x, %x, %t0, %p) <{callee = @k, operandSegmentSizes = array<i32: 2, 1, 1, 0>, core_num = 2 : i64}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.task_id, i1) -> (!pto.tensor<64xf32>, !pto.task_id)
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// GENERIC: %o, %t = "pto.submit"(%x, %x, %t0, %p) <{callee = @k, arg_directions = [#pto.adir<input>, #pto.adir<output_existing>], core_num = 2 : i64, operandSegmentSizes = array<i32: 2, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.task_id, i1) -> (!pto.tensor<64xf32>, !pto.task_id)
