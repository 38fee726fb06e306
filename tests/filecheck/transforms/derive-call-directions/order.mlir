// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | xdsl-opt --split-input-file -p derive-call-directions | filecheck %s

// Reordering the functions of a module changes no direction: the two inputs
// hold the same functions, callers first in one and callees first in the
// other, and get the same directions. Phase 0 promotes through the wrapper
// chain; call-result lineage reaches through @mid's body into @leaf's, which
// returns a buffer of its own, so %r is a fresh buffer in @main (were @mid
// analysed before @leaf, the writer-slot rule would root %r at %buf, which
// @mid writes, and @w1 would get inout).

builtin.module {
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @mid(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %s = pto.call @w1(%x, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func group @w1(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %r = pto.call @w2(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func spmd @w2(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %r = pto.call @leaf(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func incore @mid(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %r = pto.call @leaf(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func incore @leaf(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %t = pto.tensor.create : !pto.tensor<64xf32>
    pto.return %t : !pto.tensor<64xf32>
  }
}

// -----

builtin.module {
  pto.func incore @leaf(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %t = pto.tensor.create : !pto.tensor<64xf32>
    pto.return %t : !pto.tensor<64xf32>
  }
  pto.func incore @mid(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %r = pto.call @leaf(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func spmd @w2(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %r = pto.call @leaf(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func group @w1(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %r = pto.call @w2(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @mid(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %s = pto.call @w1(%x, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @mid(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %s = pto.call @w1(input %x, output_existing %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func group @w1(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %r = pto.call @w2(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func spmd @w2(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %r = pto.call @leaf(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }

// CHECK:       pto.func spmd @w2(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %r = pto.call @leaf(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func group @w1(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %r = pto.call @w2(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @mid(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %s = pto.call @w1(input %x, output_existing %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
