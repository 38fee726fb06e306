// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto relax-sequential=true}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{relax-sequential=true explain=true}' | filecheck %s --check-prefix=WHY
// The task graph agrees (the pass fails, printing every race, otherwise).
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{relax-sequential=true},check-task-races' | filecheck %s --check-prefix=RACES

// relax-sequential: arithmetic is exact only on `index` values
// (derive-call-directions.md, *Modes*). A cast to a narrower integer type and
// arithmetic on a fixed-width type may wrap: the offset is non-affine and R-seq
// stays. Each refused case below does wrap: two iterations store the same
// four elements (the proof, reading them as exact integers, relaxed both and
// the task graph found the races).

// index_cast to i8: iterations i and i + 256 truncate to the same value.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %i: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c512 = arith.constant 512 : index
    %n = arith.index_cast %i : index to i8
    %w = arith.index_cast %n : i8 to index
    %m = arith.muli %w, %c4 : index
    %off = arith.addi %m, %c512 : index
    %t = "pto.tile.load"(%x, %c0, %c4, %c4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<4xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<4xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c512_ = arith.constant 512 : index
    scf.for %i = %c0_ to %c512_ step %c1_ {
      %r = pto.call @stripe(%x, %out, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c512_ = arith.constant 512 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c512_ step %c1_ {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c512_ = arith.constant 512 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c512_ step %c1_ {
// WHY-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) {pto.why = ["input", "r-seq(non-affine)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// RACES: pto.func orchestration @main

// -----

// Arithmetic on i8: 4 * q wraps, q = 0 and q = 64 store at the same offset.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: i8) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c512 = arith.constant 512 : index
    %c4b = arith.constant 4 : i8
    %n = arith.muli %q, %c4b : i8
    %w = arith.index_cast %n : i8 to index
    %m = arith.muli %w, %c4 : index
    %off = arith.addi %m, %c512 : index
    %t = "pto.tile.load"(%x, %c0, %c4, %c4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<4xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<4xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : i8
    %c1_ = arith.constant 1 : i8
    %c100_ = arith.constant 100 : i8
    scf.for %i = %c0_ to %c100_ step %c1_ : i8 {
      %r = pto.call @stripe(%x, %out, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, i8) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : i8
// CHECK-NEXT:    %c1_ = arith.constant 1 : i8
// CHECK-NEXT:    %c100_ = arith.constant 100 : i8
// CHECK-NEXT:    scf.for %i = %c0_ to %c100_ step %c1_ : i8 {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, i8) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(
// WHY-NEXT:    %c0_ = arith.constant 0 : i8
// WHY-NEXT:    %c1_ = arith.constant 1 : i8
// WHY-NEXT:    %c100_ = arith.constant 100 : i8
// WHY-NEXT:    scf.for %i = %c0_ to %c100_ step %c1_ : i8 {
// WHY-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) {pto.why = ["input", "r-seq(non-affine)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, i8) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// RACES: pto.func orchestration @main

// -----

// A widening cast keeps the value: i32 to index is exact, and the stripes of
// the 100 iterations are disjoint.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %q: i32) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c512 = arith.constant 512 : index
    %w = arith.index_cast %q : i32 to index
    %m = arith.muli %w, %c4 : index
    %off = arith.addi %m, %c512 : index
    %t = "pto.tile.load"(%x, %c0, %c4, %c4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<4xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<4xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : i32
    %c1_ = arith.constant 1 : i32
    %c100_ = arith.constant 100 : i32
    scf.for %i = %c0_ to %c100_ step %c1_ : i32 {
      %r = pto.call @stripe(%x, %out, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, i32) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : i32
// CHECK-NEXT:    %c1_ = arith.constant 1 : i32
// CHECK-NEXT:    %c100_ = arith.constant 100 : i32
// CHECK-NEXT:    scf.for %i = %c0_ to %c100_ step %c1_ : i32 {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, output_existing %out, scalar %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, i32) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(
// WHY-NEXT:    %c0_ = arith.constant 0 : i32
// WHY-NEXT:    %c1_ = arith.constant 1 : i32
// WHY-NEXT:    %c100_ = arith.constant 100 : i32
// WHY-NEXT:    scf.for %i = %c0_ to %c100_ step %c1_ : i32 {
// WHY-NEXT:      %r = pto.call @stripe(input %x, output_existing %out, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, i32) -> !pto.tensor<1024xf32>
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// RACES: pto.func orchestration @main
