// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{explain=true}' | filecheck %s --check-prefix=SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto explain=true}' | filecheck %s --check-prefix=PYPTO

// What the walk only knows at a function's end: the rows after R-seq wait
// for it (a parallel loop has no R-seq to hide them).

// The loop-carried %acc starts as %a and is %b on later iterations: the
// write through it may reach either buffer (ambiguous), and the write to %b
// after it in the same body has a prior writer.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @carried(out %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (!pto.tensor<64xf32>) {
      %w = pto.call @k(%acc) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      %v = pto.call @k(%b) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
      scf.yield %b : !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// SOUND:      %w = pto.call @k(inout %acc) {pto.why = ["ambiguous"]}
// SOUND-NEXT: %v = pto.call @k(inout %b) {pto.why = ["r-prior(@k)"]}
// PYPTO:      %w = pto.call @k(output_existing %acc) {pto.why = ["output-existing"]}
// PYPTO-NEXT: %v = pto.call @k(output_existing %b) {pto.why = ["output-existing"]}

// -----

// A later call makes the orchestration function's %a inout (phase 0): the
// first write of %a is then R-enclosing, although the walk met it first.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @update(inout !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @main(%a: !pto.tensor<64xf32>) {
    %w = pto.call @k(%a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %u = pto.call @update(%a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// SOUND:      pto.func orchestration @main(inout %a: !pto.tensor<64xf32>) {
// SOUND-NEXT:   %w = pto.call @k(inout %a) {pto.why = ["r-enclosing"]}
// SOUND-NEXT:   %u = pto.call @update(inout %a) {pto.why = ["inout"]}
// PYPTO:      pto.func orchestration @main(%a: !pto.tensor<64xf32>) {
// PYPTO-NEXT:   %w = pto.call @k(output_existing %a) {pto.why = ["output-existing"]}
// PYPTO-NEXT:   %u = pto.call @update(inout %a) {pto.why = ["inout"]}
