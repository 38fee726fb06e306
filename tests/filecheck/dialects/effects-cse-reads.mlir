// RUN: xdsl-opt %s -p cse | filecheck %s

// A `!pto.tensor` names global memory and a `!pto.tile` an on-chip buffer that
// in-place ops update, so an op reading one is not pure: `cse` merges two
// identical reads only when nothing writes in between. Between the two adds of
// @across_store a store writes `%a`; between those of @across_write a
// `tile.write` updates `%t`; both keep two adds. @no_writer has no writer
// between its pairs and keeps one of each.

builtin.module {
  pto.func incore @across_store(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    %x = "pto.tensor.add"(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %s = "pto.tile.store"(%t, %c0, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %y = "pto.tensor.add"(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    "test.op"(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func incore @across_write(%t: !pto.tile<64xf32, vec>, %c0: index, %v: f32) {
    %x = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %w = "pto.tile.write"(%t, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tile<64xf32, vec>, index, f32) -> !pto.tile<64xf32, vec>
    %y = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    "test.op"(%x, %y) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> ()
    pto.return
  }
  pto.func incore @no_writer(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    %x = "pto.tensor.add"(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %p = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %l = "pto.tile.load"(%a, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %y = "pto.tensor.add"(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %q = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %m = "pto.tile.load"(%a, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    "test.op"(%x, %y, %p, %q, %l, %m) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> ()
    pto.return
  }
}

// CHECK:      pto.func incore @across_store(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
// CHECK-NEXT:   %x = pto.tensor.add(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %s = pto.tile.store(%t, [%c0], %a) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %y = pto.tensor.add(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   "test.op"(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: pto.func incore @across_write(%t: !pto.tile<64xf32, vec>, %c0: index, %v: f32) {
// CHECK-NEXT:   %x = pto.tile.add(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %w = pto.tile.write(%t, [%c0], %v) : (!pto.tile<64xf32, vec>, index, f32) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %y = pto.tile.add(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   "test.op"(%x, %y) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> ()
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: pto.func incore @no_writer(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
// CHECK-NEXT:   %x = pto.tensor.add(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:   %p = pto.tile.add(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   %l = pto.tile.load(%a, [%c0], [%c0], [%c0]) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:   "test.op"(%x, %x, %p, %p, %l, %l) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> ()
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
