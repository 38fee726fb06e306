// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// PyPTO's rules (compat=pypto): by default @branches's %x, written through
// %one, is promoted to `out` (phase 0 follows aliases; modes/phase0.mlir).

// A value that may name several buffers is written as inout (hazard 4).

// A loop that yields a buffer created inside it. With a constant trip count
// > 0 the result is that buffer alone; with dynamic bounds (or a constant
// trip count of zero) the loop may not run, so it is that buffer or the
// init; a loop that yields its carried buffer is never ambiguous.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @loops(%x: !pto.tensor<64xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %init = pto.tensor.create : !pto.tensor<64xf32>
    %const = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (!pto.tensor<64xf32>) {
      %t = pto.tensor.create : !pto.tensor<64xf32>
      scf.yield %t : !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    %dyn = scf.for %j = %c0 to %n step %c1 iter_args(%b = %init) -> (!pto.tensor<64xf32>) {
      %t = pto.tensor.create : !pto.tensor<64xf32>
      scf.yield %t : !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    %zero = scf.for %k = %c4 to %c0 step %c1 iter_args(%c = %init) -> (!pto.tensor<64xf32>) {
      %t = pto.tensor.create : !pto.tensor<64xf32>
      scf.yield %t : !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    %carried = pto.tensor.create : !pto.tensor<64xf32>
    %same = scf.for %l = %c0 to %n step %c1 iter_args(%d = %carried) -> (!pto.tensor<64xf32>) {
      scf.yield %d : !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    %w0 = pto.call @k(%x, %const) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w1 = pto.call @k(%x, %dyn) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w2 = pto.call @k(%x, %zero) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w3 = pto.call @k(%x, %same) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @loops(%x: !pto.tensor<64xf32>, %n: index) {
// CHECK:         %w0 = pto.call @k(input %x, output_existing %const) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w1 = pto.call @k(input %x, inout %dyn) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w2 = pto.call @k(input %x, inout %zero) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w3 = pto.call @k(input %x, output_existing %same) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// scf.while may run zero times: a result forwarded from a before-region
// argument is the init or the after-region's yield.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @while(%x: !pto.tensor<64xf32>, %go: i1) {
    %init = pto.tensor.create : !pto.tensor<64xf32>
    %r = scf.while (%a = %init) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
      scf.condition(%go) %a : !pto.tensor<64xf32>
    } do {
    ^bb0(%b: !pto.tensor<64xf32>):
      %t = pto.tensor.create : !pto.tensor<64xf32>
      scf.yield %t : !pto.tensor<64xf32>
    }
    %w = pto.call @k(%x, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @while(%x: !pto.tensor<64xf32>, %go: i1) {
// CHECK-NEXT:    %init = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = scf.while (%a = %init) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:      scf.condition(%go) %a : !pto.tensor<64xf32>
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%b: !pto.tensor<64xf32>):
// CHECK-NEXT:      %t = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:      scf.yield %t : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %w = pto.call @k(input %x, inout %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// An scf.if whose branches yield different buffers (or a buffer and an
// unrooted value) is ambiguous; one that yields the same buffer is not.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @make() -> !pto.tensor<64xf32>
  pto.func orchestration @branches(%x: !pto.tensor<64xf32>, %cond: i1) {
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %c = pto.tensor.create : !pto.tensor<64xf32>
    %u = pto.call @make() : () -> !pto.tensor<64xf32>
    %either = scf.if %cond -> (!pto.tensor<64xf32>) {
      scf.yield %a : !pto.tensor<64xf32>
    } else {
      scf.yield %b : !pto.tensor<64xf32>
    }
    %half = scf.if %cond -> (!pto.tensor<64xf32>) {
      scf.yield %u : !pto.tensor<64xf32>
    } else {
      scf.yield %c : !pto.tensor<64xf32>
    }
    %one = scf.if %cond -> (!pto.tensor<64xf32>) {
      scf.yield %x : !pto.tensor<64xf32>
    } else {
      scf.yield %x : !pto.tensor<64xf32>
    }
    %w0 = pto.call @k(%x, %either) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w1 = pto.call @k(%x, %half) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w2 = pto.call @k(%x, %one) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w3 = pto.call @k(%x, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// The write through %either is a write to %a or %b, but PyPTO keeps one
// root per value, its first candidate: only %a joins the writers already
// seen, so %w3 on %b stays output_existing (by default every candidate
// joins, and %w3 is inout by R-prior).
// CHECK:       pto.func orchestration @branches(%x: !pto.tensor<64xf32>, %cond: i1) {
// CHECK:         %w0 = pto.call @k(input %x, inout %either) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w1 = pto.call @k(input %x, inout %half) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w2 = pto.call @k(input %x, output_existing %one) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w3 = pto.call @k(input %x, output_existing %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
