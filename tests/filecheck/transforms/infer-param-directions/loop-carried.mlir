// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s

// A store through a loop-carried argument writes every buffer the argument
// may name: its init on the first iteration, and what the loop yields back
// to it on the later ones (issue 14). Here the loops yield %q, so %q is
// written although no op names it directly; the yield only passes it along,
// so it is not read either: `out`, like %p.

builtin.module {
  pto.func incore @for_other(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (!pto.tensor<64xf32>) {
      %w = "pto.tile.store"(%t, %c0, %acc) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %q : !pto.tensor<64xf32>
    }
    pto.return
  }
  pto.func incore @while_other(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %go: i1) {
    %c0 = arith.constant 0 : index
    %r = scf.while (%a = %p) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
      %w = "pto.tile.store"(%t, %c0, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.condition(%go) %w : !pto.tensor<64xf32>
    } do {
    ^bb0(%b: !pto.tensor<64xf32>):
      scf.yield %q : !pto.tensor<64xf32>
    }
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @for_other(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %n: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      %w = pto.tile.store(%t, [%c0], %acc) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.yield %q : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @while_other(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %go: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %r = scf.while (%a = %p) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:      %w = pto.tile.store(%t, [%c0], %a) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.condition(%go) %w : !pto.tensor<64xf32>
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%b: !pto.tensor<64xf32>):
// CHECK-NEXT:      scf.yield %q : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
