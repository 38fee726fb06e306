// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{relax-sequential=true explain=true}' | filecheck %s

// relax-sequential: a loop's iteration domain is the one the runtime executes
// (derive-call-directions.md, *Modes*): for a constant negative step
// `ub < i <= lb` with `i = lb (mod |step|)`, for a step that is not a constant
// no bounds at all; never emptier than the runtime's.

// pl.range(3, -1, -1): i = 3, 2, 1, 0 (PyPTO's codegen counts down). Four
// whole-buffer writes: R-seq stays (the domain read as 3 <= i < -1 was empty
// and the writer was relaxed: 6 WAW pairs at run time).
builtin.module {
  pto.func incore @whole(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %t = "pto.tile.load"(%x, %c0, %c256, %c256) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<256xf32, vec>
    %s = "pto.tile.store"(%t, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<256xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>) {
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %i = %c3 to %cm1 step %cm1 {
      %r = pto.call @whole(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    scf.for %i = %c3 to %cm1 step %cm1 {
// CHECK-NEXT:      %r = pto.call @whole(input %x, inout %b, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The same loop over stripes i*32 of 64 elements: iterations 3 and 2
// overlap, R-seq stays.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c32 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>) {
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %i = %c3 to %cm1 step %cm1 {
      %r = pto.call @stripe(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    scf.for %i = %c3 to %cm1 step %cm1 {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, inout %b, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// pl.range(6, -1, -2): i = 6, 4, 2, 0, stripes i*32 of 64 elements: the
// congruence i = 6 (mod 2) keeps them apart: relaxed.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c32 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>) {
    %c6 = arith.constant 6 : index
    %cm1 = arith.constant -1 : index
    %cm2 = arith.constant -2 : index
    scf.for %i = %c6 to %cm1 step %cm2 {
      %r = pto.call @stripe(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>) {
// CHECK-NEXT:    %c6 = arith.constant 6 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    %cm2 = arith.constant -2 : index
// CHECK-NEXT:    scf.for %i = %c6 to %cm1 step %cm2 {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, output_existing %b, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// pl.range(7, 0, -2): i = 7, 5, 3, 1, whole-buffer writes: R-seq stays.
builtin.module {
  pto.func incore @whole(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %t = "pto.tile.load"(%x, %c0, %c256, %c256) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<256xf32, vec>
    %s = "pto.tile.store"(%t, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<256xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>) {
    %c7 = arith.constant 7 : index
    %c0_ = arith.constant 0 : index
    %cm2 = arith.constant -2 : index
    scf.for %i = %c7 to %c0_ step %cm2 {
      %r = pto.call @whole(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>) {
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %cm2 = arith.constant -2 : index
// CHECK-NEXT:    scf.for %i = %c7 to %c0_ step %cm2 {
// CHECK-NEXT:      %r = pto.call @whole(input %x, inout %b, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A symbolic step with constant bounds: its sign, so which bound is which, is
// known only at run time (a step of -1 runs i = 3, 2, 1, 0). No bound is
// stated: whole-buffer writes stay R-seq (the domain 3 <= i < -1 was empty).
builtin.module {
  pto.func incore @whole(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %t = "pto.tile.load"(%x, %c0, %c256, %c256) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<256xf32, vec>
    %s = "pto.tile.store"(%t, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<256xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>, %step: index) {
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %i = %c3 to %cm1 step %step {
      %r = pto.call @whole(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>, in %step: index) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    scf.for %i = %c3 to %cm1 step %step {
// CHECK-NEXT:      %r = pto.call @whole(input %x, inout %b, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A symbolic step: the stripes i*32 of 64 elements of two iterations may
// overlap (step 1), R-seq stays.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c32 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>, %step: index) {
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %i = %c3 to %cm1 step %step {
      %r = pto.call @stripe(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>, in %step: index) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    scf.for %i = %c3 to %cm1 step %step {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, inout %b, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A symbolic step over stripes i*64 of 64 elements: whatever the step, two
// iterations have two values of i, so two stripes apart: relaxed.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>, %step: index) {
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %i = %c3 to %cm1 step %step {
      %r = pto.call @stripe(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>, in %step: index) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    scf.for %i = %c3 to %cm1 step %step {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, output_existing %b, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A constant zero step: the variable never moves, so two iterations write
// the same stripe. Never an empty domain (3 <= i < 0 was), R-seq stays.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<256xf32>, out %out: !pto.tensor<256xf32>, in %i: index) -> !pto.tensor<256xf32> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c32 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<256xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<256xf32>) -> !pto.tensor<256xf32>
    pto.return %s : !pto.tensor<256xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<256xf32>, %b: !pto.tensor<256xf32>) {
    %c3 = arith.constant 3 : index
    %c0_ = arith.constant 0 : index
    scf.for %i = %c3 to %c0_ step %c0_ {
      %r = pto.call @stripe(%x, %b, %i) : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(in %x: !pto.tensor<256xf32>, out %b: !pto.tensor<256xf32>) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    scf.for %i = %c3 to %c0_ step %c0_ {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, inout %b, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<256xf32>, !pto.tensor<256xf32>, index) -> !pto.tensor<256xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
