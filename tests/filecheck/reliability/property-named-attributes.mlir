// A discardable attribute named like a property (`callee` on a pto.call,
// `operandSegmentSizes` or `core_num` on a submit, a scope's `kind`, a
// function's `sym_name`) stays discardable through a pretty round trip: the
// attribute dictionary holds discardable attributes only, and properties the
// notation cannot show go in `<{...}>` (issue 16, item 5). (xDSL's generic
// parser itself makes an entry named like an *absent* property that property,
// so only present ones can be tested.)
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %s -p derive-call-directions | filecheck %s --check-prefix=DERIVE

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func private incore @k2(out !pto.tensor<64xf32>)
  "pto.func"() <{sym_name = "main", function_type = (!pto.tensor<64xf32>) -> (), kind = #pto.func_kind<orchestration>}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x) <{callee = @k}> {callee = @k2} : (!pto.tensor<64xf32>) -> ()
    %t = "pto.submit"(%x) <{callee = @k, operandSegmentSizes = array<i32: 1, 0, 0>}> {operandSegmentSizes = array<i32: 0, 1, 0>} : (!pto.tensor<64xf32>) -> !pto.task_id
    "pto.scope"() <{kind = #pto.scope_kind<runtime>}> ({
      "pto.yield"() : () -> ()
    }) {kind = #pto.scope_kind<incore>} : () -> ()
    "pto.return"() : () -> ()
  }) {sym_name = "other", kind = #pto.func_kind<incore>} : () -> ()
}

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private incore @k(in !pto.tensor<64xf32>)
// CHECK-NEXT:   pto.func private incore @k2(out !pto.tensor<64xf32>)
// CHECK-NEXT:   pto.func orchestration @main(%x: !pto.tensor<64xf32>) attributes {sym_name = "other", kind = #pto.func_kind<incore>} {
// CHECK-NEXT:     pto.call @k(%x) {callee = @k2} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:     %t = pto.submit @k(%x) {operandSegmentSizes = array<i32: 0, 1, 0>} : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:     pto.scope runtime attributes {kind = #pto.scope_kind<incore>} {
// CHECK-NEXT:       pto.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// The call still targets @k, whose parameter is `in`.
// DERIVE:      pto.call @k(input %x) {callee = @k2} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT: %t = pto.submit @k(input %x) {operandSegmentSizes = array<i32: 0, 1, 0>} : (!pto.tensor<64xf32>) -> (!pto.task_id)
