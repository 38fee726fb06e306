// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s

// Writes reach a parameter through every alias: slices, views, reshapes,
// output-reusing results, loop-carried values and loop results, `scf.if`
// results (every candidate), scope results and call results. The source of a
// slice/view/reshape and loop inits only pass the buffer along: not a read.

builtin.module {
  pto.func incore @through_slice(%p: !pto.tensor<64xf32>, %t: !pto.tile<16xf32, vec>, %c0: index, %c16: index) {
    %s = "pto.tensor.slice"(%p, %c16, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<16xf32>
    %0 = "pto.tile.store"(%t, %c0, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<16xf32, vec>, index, !pto.tensor<16xf32>) -> !pto.tensor<16xf32>
    pto.return
  }
  pto.func incore @through_view(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %c0: index, %v: f32) {
    %v1 = "pto.tensor.view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.tensor<8x8xf32>
    %r = "pto.tensor.reshape"(%v1, %c0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<8x8xf32>, index) -> !pto.tensor<64xf32>
    %0 = "pto.tensor.write"(%r, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
    %1 = "pto.tensor.write"(%0, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
    %q1 = "pto.tensor.view"(%q) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @loop_carried(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index, %c1: index, %n: index) {
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (!pto.tensor<64xf32>) {
      %w = "pto.tile.store"(%t, %c0, %acc) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %w : !pto.tensor<64xf32>
    }
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %q) -> (!pto.tensor<64xf32>) {
      scf.yield %acc : !pto.tensor<64xf32>
    }
    %0 = "pto.tile.store"(%t, %c0, %l) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @if_result(%a: !pto.tensor<64xf32>, %b: !pto.tensor<64xf32>, %c: i1, %t: !pto.tile<64xf32, vec>, %c0: index) {
    %r = scf.if %c -> (!pto.tensor<64xf32>) {
      scf.yield %a : !pto.tensor<64xf32>
    } else {
      scf.yield %b : !pto.tensor<64xf32>
    }
    %0 = "pto.tile.store"(%t, %c0, %r) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @scope_result(%p: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    %r = pto.scope incore -> (!pto.tensor<64xf32>) {
      pto.yield %p : !pto.tensor<64xf32>
    }
    %0 = "pto.tile.store"(%t, %c0, %r) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @identity(%x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    pto.return %x : !pto.tensor<64xf32>
  }
  // %p is read by the callee's `in` slot and written through the call's
  // result; %q is only passed to the `in` slot.
  pto.func incore @call_result(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    %r = pto.call @identity(%p) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r2 = pto.call @identity(%q) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %0 = "pto.tile.store"(%t, %c0, %r) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @through_slice(out %p: !pto.tensor<64xf32>, in %t: !pto.tile<16xf32, vec>, in %c0: index, in %c16: index) {
// CHECK-NEXT:    %s = pto.tensor.slice(%p, [%c16], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<16xf32>
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %s) : (!pto.tile<16xf32, vec>, index, !pto.tensor<16xf32>) -> !pto.tensor<16xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @through_view(out %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, in %c0: index, in %v: f32) {
// CHECK-NEXT:    %v1 = pto.tensor.view(%p) : (!pto.tensor<64xf32>) -> !pto.tensor<8x8xf32>
// CHECK-NEXT:    %r = pto.tensor.reshape(%v1, [%c0]) : (!pto.tensor<8x8xf32>, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %0 = pto.tensor.write(%r, [%c0], %v) : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %1 = pto.tensor.write(%0, [%c0], %v) : (!pto.tensor<64xf32>, index, f32) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %q1 = pto.tensor.view(%q) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @loop_carried(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index, in %c1: index, in %n: index) {
// CHECK-NEXT:    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      %w = pto.tile.store(%t, [%c0], %acc) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.yield %w : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %l = scf.for %i_1 = %c0 to %n step %c1 iter_args(%acc_1 = %q) -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      scf.yield %acc_1 : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %l) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @if_result(out %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>, in %c: i1, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
// CHECK-NEXT:    %r = scf.if %c -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      scf.yield %a : !pto.tensor<64xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %b : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %r) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @scope_result(out %p: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
// CHECK-NEXT:    %r = pto.scope incore -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      pto.yield %p : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %r) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @identity(%x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    pto.return %x : !pto.tensor<64xf32>
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @call_result(inout %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
// CHECK-NEXT:    %r = pto.call @identity(%p) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %r2 = pto.call @identity(%q) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %r) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

