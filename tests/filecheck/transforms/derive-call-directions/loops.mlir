// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | xdsl-opt --split-input-file -p derive-call-directions | filecheck %s

// Loops: R-seq under sequential loops, none under parallel ones, and loops
// as opaque writer units for R-prior.

// One parallel loop: its single writer stays output_existing (hazard 3).
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @one_parallel(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %r = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:       pto.func orchestration @one_parallel(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c4 step %c1 {
// CHECK-NEXT:      %r = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Two parallel loops writing one buffer: the second sees the first loop's
// footprint (R-prior); a parallel loop writing another buffer does not.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @two_parallel(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %other = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %r = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    scf.for %j = %c0 to %c4 step %c1 {
      %r = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    "scf.parallel"(%c0, %c4, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%l: index):
      %r = pto.call @k(%x, %other) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.reduce
    }) : (index, index, index) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @two_parallel(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %other = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c4 step %c1 {
// CHECK-NEXT:      %r = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    scf.for %j = %c0 to %c4 step %c1 {
// CHECK-NEXT:      %r_1 = pto.call @k(input %x, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    "scf.parallel"(%c0, %c4, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT:    ^bb0(%l: index):
// CHECK-NEXT:      %r_2 = pto.call @k(input %x, output_existing %other) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }) : (index, index, index) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A sequential loop inside a parallel one promotes (R-seq); the parallel
// loop's own writer before it does not. Every other kind is sequential.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @seq_in_par(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %c = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %r = pto.call @k(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.for %j = %c0 to %c4 step %c1 {
        %s = pto.call @k(%x, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      }
      scf.for %u = %c0 to %c4 step %c1 {
        %t = pto.call @k(%x, %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      } {pto.for_kind = #pto.for_kind<unroll>}
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:       pto.func orchestration @seq_in_par(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %a = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %c = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c4 step %c1 {
// CHECK-NEXT:      %r = pto.call @k(input %x, output_existing %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.for %j = %c0 to %c4 step %c1 {
// CHECK-NEXT:        %s = pto.call @k(input %x, inout %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %u = %c0 to %c4 step %c1 {
// CHECK-NEXT:        %t = pto.call @k(input %x, inout %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      } {pto.for_kind = #pto.for_kind<unroll>}
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A parallel loop inside a sequential one is still under a sequential loop:
// every `out` there is inout, unconditionally (hazard 2).
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @par_in_seq(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %r = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      } {pto.for_kind = #pto.for_kind<parallel>}
    } {pto.for_kind = #pto.for_kind<sequential>}
    pto.return
  }
}

// CHECK:       pto.func orchestration @par_in_seq(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c4 step %c1 {
// CHECK-NEXT:      scf.for %j = %c0 to %c4 step %c1 {
// CHECK-NEXT:        %r = pto.call @k(input %x, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<sequential>}
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// scf.while is sequential in both regions (R-seq); the call after it sees the
// loop's footprint (R-prior).
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @while(%x: !pto.tensor<64xf32>, %go: i1) {
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    scf.while () : () -> () {
      %r = pto.call @k(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.condition(%go)
    } do {
      %s = pto.call @k(%x, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield
    }
    %t = pto.call @k(%x, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @while(%x: !pto.tensor<64xf32>, %go: i1) {
// CHECK-NEXT:    %a = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.while () : () -> () {
// CHECK-NEXT:      %r = pto.call @k(input %x, inout %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.condition(%go)
// CHECK-NEXT:    } do {
// CHECK-NEXT:      %s = pto.call @k(input %x, inout %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %t = pto.call @k(input %x, inout %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Writes inside a loop stay inside for the loop's own siblings but not after
// it: a parallel loop after a top-level writer is promoted (R-prior), and a
// second writer in the same parallel body sees the first.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @after_top(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @k(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %s = pto.call @k(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %t = pto.call @k(%x, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %u = pto.call @k(%x, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:       pto.func orchestration @after_top(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %a = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @k(input %x, output_existing %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c4 step %c1 {
// CHECK-NEXT:      %s = pto.call @k(input %x, inout %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %t = pto.call @k(input %x, output_existing %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %u = pto.call @k(input %x, inout %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
