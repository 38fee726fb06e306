// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | xdsl-opt --split-input-file -p derive-call-directions | filecheck %s

// scf.if is an opaque writer unit: its branches do not see each other, and
// the whole footprint counts after it.

// A write in an `if` with no prior writer: output_existing in both branches
// (the else branch does not see the then branch), inout after the `if`.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @first_in_if(%x: !pto.tensor<64xf32>, %cond: i1) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    scf.if %cond {
      %a = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    } else {
      %b = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    }
    %c = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @first_in_if(%x: !pto.tensor<64xf32>, %cond: i1) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.if %cond {
// CHECK-NEXT:      %a = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %b = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %c = pto.call @k(input %x, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A write in an `if` after a top-level writer is promoted (R-prior); a
// second write in the same branch sees the first one.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @if_after_writer(%x: !pto.tensor<64xf32>, %cond: i1) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %other = pto.tensor.create : !pto.tensor<64xf32>
    %a = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    scf.if %cond {
      %b = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %c = pto.call @k(%x, %other) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %d = pto.call @k(%x, %other) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @if_after_writer(%x: !pto.tensor<64xf32>, %cond: i1) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %other = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %a = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    scf.if %cond {
// CHECK-NEXT:      %b = pto.call @k(input %x, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %c = pto.call @k(input %x, output_existing %other) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %d = pto.call @k(input %x, inout %other) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Nested units: a write deep inside an `if` in a parallel loop is part of
// both footprints; the sibling else branch of the inner `if` does not see it,
// and the outer `if`'s else branch does not see the parallel loop.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @nested(%x: !pto.tensor<64xf32>, %p: i1, %q: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    scf.if %p {
      scf.for %i = %c0 to %c1 step %c1 {
        scf.if %q {
          %a = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
        } else {
          %b = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
        }
        %c = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      } {pto.for_kind = #pto.for_kind<parallel>}
      %d = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    } else {
      %e = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @nested(%x: !pto.tensor<64xf32>, %p: i1, %q: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.if %p {
// CHECK-NEXT:      scf.for %i = %c0 to %c1 step %c1 {
// CHECK-NEXT:        scf.if %q {
// CHECK-NEXT:          %a = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:        } else {
// CHECK-NEXT:          %b = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:        }
// CHECK-NEXT:        %c = pto.call @k(input %x, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:      %d = pto.call @k(input %x, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %e = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
