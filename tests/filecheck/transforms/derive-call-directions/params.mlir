// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | xdsl-opt --split-input-file -p derive-call-directions | filecheck %s

// Arguments rooted at the enclosing function's parameters get the same
// promotion rules as local buffers (hazard 1), plus R-enclosing.

// Parameter-rooted `out` in a sequential loop: inout (R-seq).
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @param_in_loop(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %r = pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @param_in_loop(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %n: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      %r = pto.call @k(input %x, inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Parameter-rooted `out` written twice: the second write is promoted
// (R-prior), also through the first call's result.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @param_twice(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    %a = pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %b = pto.call @k(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @param_twice(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %a = pto.call @k(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.call @k(input %x, inout %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// An `out` rooted at an enclosing `inout` parameter is inout (R-enclosing),
// at top level and in a parallel loop; an enclosing `out` parameter is not.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @enclosing(in %x: !pto.tensor<64xf32>, inout %acc: !pto.tensor<64xf32>, inout %acc2: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = pto.call @k(%x, %acc) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %b = pto.call @k(%x, %acc2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %c = pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:       pto.func orchestration @enclosing(in %x: !pto.tensor<64xf32>, inout %acc: !pto.tensor<64xf32>, inout %acc2: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %a = pto.call @k(input %x, inout %acc) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c4 step %c1 {
// CHECK-NEXT:      %b = pto.call @k(input %x, inout %acc2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %c = pto.call @k(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
