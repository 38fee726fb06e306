// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// Shape 3 of issue 14: a loop whose body yields another buffer than the one
// its carried argument starts as. Under PyPTO's rules the argument is rooted
// at its init only, so the loop's footprint misses what it writes through
// the argument on later iterations, and the next writer of that buffer after
// the loop is output_existing (a WAW race with the loop). By default the
// argument is the merge of its init and the yielded value.

// scf.for: %acc is %a on the first iteration, %b on the others.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @for_carries_other() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (!pto.tensor<64xf32>) {
      pto.call @w(%acc) : (!pto.tensor<64xf32>) -> ()
      scf.yield %b : !pto.tensor<64xf32>
    }
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @for_carries_other() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %a = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      pto.call @w(inout %acc) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:      scf.yield %b : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// SOUND-NEXT:    pto.call @w(inout %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// scf.while: the before-region argument is %a first, then what the
// after-region yields, %b.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @while_carries_other(%go: i1) {
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %r = scf.while (%arg = %a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
      pto.call @w(%arg) : (!pto.tensor<64xf32>) -> ()
      scf.condition(%go) %arg : !pto.tensor<64xf32>
    } do {
    ^bb0(%next: !pto.tensor<64xf32>):
      scf.yield %b : !pto.tensor<64xf32>
    }
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @while_carries_other(%go: i1) {
// CHECK-NEXT:    %a = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = scf.while (%arg = %a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:      pto.call @w(inout %arg) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:      scf.condition(%go) %arg : !pto.tensor<64xf32>
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%next: !pto.tensor<64xf32>):
// CHECK-NEXT:      scf.yield %b : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// SOUND-NEXT:    pto.call @w(inout %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The common case, a loop yielding what its argument already names (here
// through the writer's result), adds no candidate: nothing changes, and the
// write after the loop sees the loop's (R-prior) in both modes.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @for_carries_same() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (!pto.tensor<64xf32>) {
      %s = pto.call @k(%acc) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %s : !pto.tensor<64xf32>
    }
    %u = pto.call @k(%a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @for_carries_same() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %a = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      %s = pto.call @k(inout %acc) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.yield %s : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %u = pto.call @k(inout %a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
