// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto relax-sequential=true}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto relax-sequential=true}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto relax-sequential=true}' | filecheck %s
// PyPTO's rules (compat=pypto): by default phase 0 also promotes each @main's
// %out to `out` (modes/phase0.mlir); modes/explain.mlir runs relax-sequential
// in both modes.
// The reasons (pto.why, prefix WHY), in the default mode, whose signatures
// show phase 0's promotions: a relaxed argument says `disjoint`, or the row
// after R-seq that decided it; one R-seq keeps says `r-seq`.
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{relax-sequential=true explain=true}' | filecheck %s --check-prefix=WHY

// relax-sequential: R-seq gives way where isl proves that no two iterations
// of the loops around a call write a common element of its `out` buffer.
// The first six cases relax (output_existing, or what the next rows say);
// every counter-example of the spec, and every case without a proof, stays
// inout.

// The beginner example: 16 tasks, each storing its own 64-element stripe
// (the kernel computes the offset from the iteration number).
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %i: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %r = pto.call @stripe(%x, %out, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, output_existing %out, scalar %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %r = pto.call @stripe(input %x, output_existing %out, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A symbolic trip count: the proof holds for every %n.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>, %n: index) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %n step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>, %n: index) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %n step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, output_existing %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %n: index) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %n step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %r = pto.call @store64(input %x, output_existing %out, scalar %q) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A per-iteration slice at i*64, written whole by its kernel.
builtin.module {
  pto.func incore @whole(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %s : !pto.tensor<64xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %slice = "pto.tensor.slice"(%out, %c64_, %q) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<1024xf32>, index, index) -> !pto.tensor<64xf32>
      %r = pto.call @whole(%x, %slice) : (!pto.tensor<1024xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %slice = pto.tensor.slice(%out, [%c64_], [%q]) : (!pto.tensor<1024xf32>, index, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %r = pto.call @whole(input %x, output_existing %slice) : (!pto.tensor<1024xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %slice = pto.tensor.slice(%out, [%c64_], [%q]) : (!pto.tensor<1024xf32>, index, index) -> !pto.tensor<64xf32>
// WHY-NEXT:      %r = pto.call @whole(input %x, output_existing %slice) {pto.why = ["input", "disjoint"]} : (!pto.tensor<1024xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A 2-D stripe: iteration i stores row i.
builtin.module {
  pto.func incore @row(in %x: !pto.tensor<16x64xf32>, out %out: !pto.tensor<16x64xf32>, in %r: index) -> !pto.tensor<16x64xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c0, %c1, %c64, %c1, %c64) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, target_memory = #pto.mem<vec>}> : (!pto.tensor<16x64xf32>, index, index, index, index, index, index) -> !pto.tile<1x64xf32, vec>
    %s = "pto.tile.store"(%t, %r, %c0, %out) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!pto.tile<1x64xf32, vec>, index, index, !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32>
    pto.return %s : !pto.tensor<16x64xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<16x64xf32>, %out: !pto.tensor<16x64xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %r = pto.call @row(%x, %out, %i) : (!pto.tensor<16x64xf32>, !pto.tensor<16x64xf32>, index) -> !pto.tensor<16x64xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<16x64xf32>, %out: !pto.tensor<16x64xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %r = pto.call @row(input %x, output_existing %out, scalar %i) : (!pto.tensor<16x64xf32>, !pto.tensor<16x64xf32>, index) -> !pto.tensor<16x64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<16x64xf32>, out %out: !pto.tensor<16x64xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %r = pto.call @row(input %x, output_existing %out, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<16x64xf32>, !pto.tensor<16x64xf32>, index) -> !pto.tensor<16x64xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// Nested loops with an injective offset: (4*i + j)*64.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c4_ = arith.constant 4 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c4_ step %c1_ {
      scf.for %j = %c0_ to %c4_ step %c1_ {
          %i4 = arith.muli %i, %c4_ : index
        %ij = arith.addi %i4, %j : index
        %q = arith.muli %ij, %c64_ : index
        %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      }
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c4_ = arith.constant 4 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c4_ step %c1_ {
// CHECK-NEXT:      scf.for %j = %c0_ to %c4_ step %c1_ {
// CHECK-NEXT:        %i4 = arith.muli %i, %c4_ : index
// CHECK-NEXT:        %ij = arith.addi %i4, %j : index
// CHECK-NEXT:        %q = arith.muli %ij, %c64_ : index
// CHECK-NEXT:        %r = pto.call @store64(input %x, output_existing %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c4_ = arith.constant 4 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c4_ step %c1_ {
// WHY-NEXT:      scf.for %j = %c0_ to %c4_ step %c1_ {
// WHY-NEXT:        %i4 = arith.muli %i, %c4_ : index
// WHY-NEXT:        %ij = arith.addi %i4, %j : index
// WHY-NEXT:        %q = arith.muli %ij, %c64_ : index
// WHY-NEXT:        %r = pto.call @store64(input %x, output_existing %out, scalar %q) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:      }
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// Relaxed, and then R-prior: the loop's writes follow a whole write of %out.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    %first = pto.call @store64(%x, %out, %c0_) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    %first = pto.call @store64(input %x, output_existing %out, scalar %c0_) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    %first = pto.call @store64(input %x, output_existing %out, scalar %c0_) {pto.why = ["input", "output-existing", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-prior(@store64)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// Stride smaller than the tile: i*32 with a 64-wide store.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c32_ = arith.constant 32 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c32_ : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c32_ = arith.constant 32 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c32_ : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c32_ = arith.constant 32 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c32_ : index
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A non-injective offset: (i floordiv 2)*64.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c2_ = arith.constant 2 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %h = arith.floordivsi %i, %c2_ : index
      %q = arith.muli %h, %c64_ : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c2_ = arith.constant 2 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %h = arith.floordivsi %i, %c2_ : index
// CHECK-NEXT:      %q = arith.muli %h, %c64_ : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c2_ = arith.constant 2 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %h = arith.floordivsi %i, %c2_ : index
// WHY-NEXT:      %q = arith.muli %h, %c64_ : index
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// Nested loops where only the outer variable moves the offset.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c4_ = arith.constant 4 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c4_ step %c1_ {
      scf.for %j = %c0_ to %c4_ step %c1_ {
          %q = arith.muli %i, %c64_ : index
        %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      }
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c4_ = arith.constant 4 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c4_ step %c1_ {
// CHECK-NEXT:      scf.for %j = %c0_ to %c4_ step %c1_ {
// CHECK-NEXT:        %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:        %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c4_ = arith.constant 4 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c4_ step %c1_ {
// WHY-NEXT:      scf.for %j = %c0_ to %c4_ step %c1_ {
// WHY-NEXT:        %q = arith.muli %i, %c64_ : index
// WHY-NEXT:        %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:      }
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// An offset that names i but does not vary: i*0.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c0_ : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c0_ : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c0_ : index
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// Two writer sites whose boxes interleave across iterations: the second
// site's stripe of iteration i overlaps the first site's of iteration i+1.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c8_ = arith.constant 8 : index
    %c96_ = arith.constant 96 : index
    %c128_ = arith.constant 128 : index
    scf.for %i = %c0_ to %c8_ step %c1_ {
      %q = arith.muli %i, %c128_ : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      %q2 = arith.addi %q, %c96_ : index
      %r2 = pto.call @store64(%x, %out, %q2) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c8_ = arith.constant 8 : index
// CHECK-NEXT:    %c96_ = arith.constant 96 : index
// CHECK-NEXT:    %c128_ = arith.constant 128 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c8_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c128_ : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      %q2 = arith.addi %q, %c96_ : index
// CHECK-NEXT:      %r2 = pto.call @store64(input %x, inout %out, scalar %q2) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c8_ = arith.constant 8 : index
// WHY-NEXT:    %c96_ = arith.constant 96 : index
// WHY-NEXT:    %c128_ = arith.constant 128 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c8_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c128_ : index
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:      %q2 = arith.addi %q, %c96_ : index
// WHY-NEXT:      %r2 = pto.call @store64(input %x, inout %out, scalar %q2) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A second writer op in the callee whose offset is constant.
builtin.module {
  pto.func incore @twice(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    %s2 = "pto.tile.store"(%t, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %r = pto.call @twice(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %r = pto.call @twice(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %r = pto.call @twice(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A product of a parameter and the induction variable: not affine.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>, %n: index) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %n, %i : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>, %n: index) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %n, %i : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %n: index) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %n, %i : index
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(non-affine)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A callee without a body.
builtin.module {
  pto.func private incore @external(in !pto.tensor<1024xf32>, out !pto.tensor<1024xf32>, in index) -> !pto.tensor<1024xf32>
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %r = pto.call @external(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %r = pto.call @external(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %r = pto.call @external(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(no-body)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A writer of the parameter other than tile.store.
builtin.module {
  pto.func incore @scalar_write(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    %v = arith.constant 0.0 : f32
    %w = "pto.tensor.write"(%out, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<1024xf32>, index, f32) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %r = pto.call @scalar_write(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %r = pto.call @scalar_write(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %r = pto.call @scalar_write(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(writer)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A nested call writing the parameter.
builtin.module {
  pto.func private incore @inner(in !pto.tensor<1024xf32>, out !pto.tensor<1024xf32>, in index) -> !pto.tensor<1024xf32>
  pto.func incore @outer(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %n = pto.call @inner(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %r = pto.call @outer(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %r = pto.call @outer(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func incore @outer(
// WHY-NEXT:    %c0 = arith.constant 0 : index
// WHY-NEXT:    %c64 = arith.constant 64 : index
// WHY-NEXT:    %t = pto.tile.load(%x, [%c0], [%c64], [%c64], target_memory = #pto.mem<vec>) : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// WHY-NEXT:    %n = pto.call @inner(input %x, output_existing %out, scalar %q) {pto.why = ["input", "output-existing", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    pto.return %out : !pto.tensor<1024xf32>
// WHY-NEXT:  }
// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %r = pto.call @outer(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(nested-call)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----
// A data-dependent offset: carried by the loop (64*i in fact, but no proof).
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    %end = scf.for %i = %c0_ to %c16_ step %c1_ iter_args(%q = %c0_) -> (index) {
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      %next = arith.addi %q, %c64_ : index
      scf.yield %next : index
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    %end = scf.for %i = %c0_ to %c16_ step %c1_ iter_args(%q = %c0_) -> (index) {
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      %next = arith.addi %q, %c64_ : index
// CHECK-NEXT:      scf.yield %next : index
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    %end = scf.for %i = %c0_ to %c16_ step %c1_ iter_args(%q = %c0_) -> (index) {
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-seq(data-dependent)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:      %next = arith.addi %q, %c64_ : index
// WHY-NEXT:      scf.yield %next : index
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }
// -----

// A symbolic stride: the rows of %out are ? elements long.
builtin.module {
  pto.func incore @row(in %x: !pto.tensor<16x64xf32>, out %out: !pto.tensor<16x?xf32>, in %r: index) -> !pto.tensor<16x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c0, %c1, %c64, %c1, %c64) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, target_memory = #pto.mem<vec>}> : (!pto.tensor<16x64xf32>, index, index, index, index, index, index) -> !pto.tile<1x64xf32, vec>
    %s = "pto.tile.store"(%t, %r, %c0, %out) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!pto.tile<1x64xf32, vec>, index, index, !pto.tensor<16x?xf32>) -> !pto.tensor<16x?xf32>
    pto.return %s : !pto.tensor<16x?xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<16x64xf32>, %out: !pto.tensor<16x?xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %r = pto.call @row(%x, %out, %i) : (!pto.tensor<16x64xf32>, !pto.tensor<16x?xf32>, index) -> !pto.tensor<16x?xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<16x64xf32>, %out: !pto.tensor<16x?xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %r = pto.call @row(input %x, inout %out, scalar %i) : (!pto.tensor<16x64xf32>, !pto.tensor<16x?xf32>, index) -> !pto.tensor<16x?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<16x64xf32>, out %out: !pto.tensor<16x?xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %r = pto.call @row(input %x, inout %out, scalar %i) {pto.why = ["input", "r-seq(symbolic-stride)", "scalar"]} : (!pto.tensor<16x64xf32>, !pto.tensor<16x?xf32>, index) -> !pto.tensor<16x?xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }
// -----

// Under PyPTO's lineage a slice is its own root: a write through a slice
// before the loop is invisible to R-prior, so the loop keeps R-seq. By
// default the slice is rooted at %out: relaxed, and then R-prior.
builtin.module {
  pto.func incore @whole(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %c0, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %s : !pto.tensor<64xf32>
  }
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %out : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    %c64_ = arith.constant 64 : index
    %head = "pto.tensor.slice"(%out, %c64_, %c0_) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<1024xf32>, index, index) -> !pto.tensor<64xf32>
    %first = pto.call @whole(%x, %head) : (!pto.tensor<1024xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %q = arith.muli %i, %c64_ : index
      %r = pto.call @store64(%x, %out, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    %c64_ = arith.constant 64 : index
// CHECK-NEXT:    %head = pto.tensor.slice(%out, [%c64_], [%c0_]) : (!pto.tensor<1024xf32>, index, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %first = pto.call @whole(input %x, output_existing %head) : (!pto.tensor<1024xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %q = arith.muli %i, %c64_ : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    %c64_ = arith.constant 64 : index
// WHY-NEXT:    %head = pto.tensor.slice(%out, [%c64_], [%c0_]) : (!pto.tensor<1024xf32>, index, index) -> !pto.tensor<64xf32>
// WHY-NEXT:    %first = pto.call @whole(input %x, output_existing %head) {pto.why = ["input", "output-existing"]} : (!pto.tensor<1024xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %q = arith.muli %i, %c64_ : index
// WHY-NEXT:      %r = pto.call @store64(input %x, inout %out, scalar %q) {pto.why = ["input", "r-prior(@whole)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// -----

// A buffer carried by the loop: the call's result, the same buffer, is
// yielded back to the next iteration.
builtin.module {
  pto.func incore @store64(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %q, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %res = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %out) -> (!pto.tensor<1024xf32>) {
      %q = arith.muli %i, %c64 : index
      %r = pto.call @store64(%x, %acc, %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      scf.yield %r : !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    %res = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %out) -> (!pto.tensor<1024xf32>) {
// CHECK-NEXT:      %q = arith.muli %i, %c64 : index
// CHECK-NEXT:      %r = pto.call @store64(input %x, output_existing %acc, scalar %q) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      scf.yield %r : !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0 = arith.constant 0 : index
// WHY-NEXT:    %c1 = arith.constant 1 : index
// WHY-NEXT:    %c16 = arith.constant 16 : index
// WHY-NEXT:    %c64 = arith.constant 64 : index
// WHY-NEXT:    %res = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %out) -> (!pto.tensor<1024xf32>) {
// WHY-NEXT:      %q = arith.muli %i, %c64 : index
// WHY-NEXT:      %r = pto.call @store64(input %x, output_existing %acc, scalar %q) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:      scf.yield %r : !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }
