// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{explain=true}' | filecheck %s

// Phase 2, sound mode: a first write reached while loop-carried arguments
// stand in `seen` for buffers only the loop's end names is checked again
// once the function is walked (parallel loops: no R-seq hides the rows).

// %x and %y both name %b on later iterations, %y written first: the earlier
// writer of %b is that of the first standing argument in the loop's order.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @first(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @second(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @two(out %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>, out %c: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %y = %c) -> (!pto.tensor<64xf32>, !pto.tensor<64xf32>) {
      %w1 = pto.call @first(%y) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %w2 = pto.call @second(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %v = pto.call @k(%b) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %b, %b : !pto.tensor<64xf32>, !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:      %w1 = pto.call @first(inout %y) {pto.why = ["ambiguous"]}
// CHECK-NEXT: %w2 = pto.call @second(inout %x) {pto.why = ["ambiguous"]}
// CHECK-NEXT: %v = pto.call @k(inout %b) {pto.why = ["r-prior(@second)"]}

// -----

// What a branch wrote stands in `seen` in later code, not in the other
// branch: %v0 is the first writer of %d (%y, written in the then branch,
// names %d later); %v1 is not the first writer of %f (%z, written in the
// then branch, names %f later).
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @first(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @second(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @branch(out %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>, out %d: !pto.tensor<64xf32>, out %f: !pto.tensor<64xf32>, in %p: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%y = %a, %z = %b) -> (!pto.tensor<64xf32>, !pto.tensor<64xf32>) {
      scf.if %p {
        %w1 = pto.call @first(%y) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
        %w2 = pto.call @second(%z) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
        scf.yield
      } else {
        %v0 = pto.call @k(%d) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
        scf.yield
      }
      %v1 = pto.call @k(%f) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %d, %f : !pto.tensor<64xf32>, !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:      %w1 = pto.call @first(inout %y) {pto.why = ["ambiguous"]}
// CHECK-NEXT: %w2 = pto.call @second(inout %z) {pto.why = ["ambiguous"]}
// CHECK-NEXT: } else {
// CHECK-NEXT: %v0 = pto.call @k(output_existing %d) {pto.why = ["output-existing"]}
// CHECK-NEXT: }
// CHECK-NEXT: %v1 = pto.call @k(inout %f) {pto.why = ["r-prior(@second)"]}
