// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto relax-sequential=true}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{relax-sequential=true explain=true}' | filecheck %s --check-prefix=WHY
// The task graph agrees: no race once the directions are derived (the pass
// fails, printing every race, otherwise).
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{relax-sequential=true},check-task-races' | filecheck %s --check-prefix=RACES
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto relax-sequential=true},check-task-races' | filecheck %s --check-prefix=RACES

// relax-sequential reads every direction after phase 0 (derive-call-directions.md,
// *Modes*): a nested call to a wrapper phase 0 promotes writes, even where the
// wrapper still declares `in`. Here the loop's second writer, @helper, writes
// all of %out through @helper2 and @w: the two sites of the loop overlap across
// iterations, so @stripe keeps R-seq (reading the declared `in` of @helper2
// relaxed it, and the task graph then found 120 WAW races).

// @helper and @helper2 both declared `in`: phase 0 promotes both.
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %i: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func private incore @w(out !pto.tensor<1024xf32>)
  pto.func group @helper2(in %d: !pto.tensor<1024xf32>) {
    pto.call @w(%d) : (!pto.tensor<1024xf32>) -> ()
    pto.return
  }
  pto.func group @helper(in %d: !pto.tensor<1024xf32>) {
    pto.call @helper2(%d) : (!pto.tensor<1024xf32>) -> ()
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %r = pto.call @stripe(%x, %out, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      pto.call @helper(%out) : (!pto.tensor<1024xf32>) -> ()
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      pto.call @helper(inout %out) : (!pto.tensor<1024xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) {pto.why = ["input", "r-seq(nested-call)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:      pto.call @helper(inout %out) {pto.why = ["r-seq(nested-call)"]} : (!pto.tensor<1024xf32>) -> ()
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// RACES: pto.func orchestration @main


// -----

// @helper declared `out`, writing the whole buffer through a stale inner
// wrapper (@helper2 still declares `in`).
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %i: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func private incore @w(out !pto.tensor<1024xf32>)
  pto.func group @helper2(in %d: !pto.tensor<1024xf32>) {
    pto.call @w(%d) : (!pto.tensor<1024xf32>) -> ()
    pto.return
  }
  pto.func group @helper(out %d: !pto.tensor<1024xf32>) {
    pto.call @helper2(%d) : (!pto.tensor<1024xf32>) -> ()
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c16_ = arith.constant 16 : index
    scf.for %i = %c0_ to %c16_ step %c1_ {
      %r = pto.call @stripe(%x, %out, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      pto.call @helper(%out) : (!pto.tensor<1024xf32>) -> ()
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c16_ = arith.constant 16 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// CHECK-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      pto.call @helper(inout %out) : (!pto.tensor<1024xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// WHY-LABEL: pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// WHY-NEXT:    %c0_ = arith.constant 0 : index
// WHY-NEXT:    %c1_ = arith.constant 1 : index
// WHY-NEXT:    %c16_ = arith.constant 16 : index
// WHY-NEXT:    scf.for %i = %c0_ to %c16_ step %c1_ {
// WHY-NEXT:      %r = pto.call @stripe(input %x, inout %out, scalar %i) {pto.why = ["input", "r-seq(nested-call)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// WHY-NEXT:      pto.call @helper(inout %out) {pto.why = ["r-seq(nested-call)"]} : (!pto.tensor<1024xf32>) -> ()
// WHY-NEXT:    }
// WHY-NEXT:    pto.return
// WHY-NEXT:  }

// RACES: pto.func orchestration @main
