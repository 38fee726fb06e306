// RUN: xdsl-opt %s --verify-diagnostics -p verify-param-directions | filecheck %s

// A store through a loop-carried argument writes every buffer the argument
// may name, the yielded one included (issue 14): %q, declared `in`, is
// written from the second iteration on, in both loops.
builtin.module {
  pto.func incore @for_other(out %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %p) -> (!pto.tensor<64xf32>) {
      %w = "pto.tile.store"(%t, %c0, %acc) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %q : !pto.tensor<64xf32>
    }
    pto.return
  }
  pto.func incore @while_other(out %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %go: i1) {
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

// CHECK:      verify-param-directions found 2 problem(s)
// CHECK:      %w = "pto.tile.store"(%t, %c0, %acc)
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %q of @for_other is declared in but pto.tile.store writes it: declare it out or inout in param_directions
// CHECK:      %w = "pto.tile.store"(%t, %c0, %a)
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %q of @while_other is declared in but pto.tile.store writes it: declare it out or inout in param_directions
// CHECK-NOT:  parameter %p
