// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto relax-sequential=true explain=true}' | filecheck %s
// RUN: xdsl-opt %s -p 'derive-call-directions{relax-sequential=true explain=true}' | filecheck %s --check-prefix=SOUND

// The relax proof reads a call result's buffer from phase 1's lineage, by
// the rules of the mode (derive-call-directions.md, *Call results*, *Modes*).
// @pick returns its `in` parameter %a. By default rule 1 reads its body: %r
// is %x, which @stripe then writes, one stripe ahead of the iteration; %buf
// and %x are each written at a different stripe per iteration: both relax.
// Under PyPTO's rules no body is read: %r is the writer slot's argument,
// %buf (rule 2), as R-prior reads it; then @stripe of iteration i and @pick
// of iteration i + 1 write the same stripe of %buf, and the proof keeps
// R-seq on both (reading @pick's body here gave `output_existing %buf`).

builtin.module {
  pto.func incore @pick(in %a: !pto.tensor<1024xf32>, out %b: !pto.tensor<1024xf32>, in %i: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c64 : index
    %t = "pto.tile.load"(%a, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %b) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %a : !pto.tensor<1024xf32>
  }
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %i: index) -> !pto.tensor<1024xf32> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %next = arith.addi %i, %c1 : index
    %off = arith.muli %next, %c64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return %s : !pto.tensor<1024xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %y: !pto.tensor<1024xf32>, %buf: !pto.tensor<1024xf32>) {
    %c0_ = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c15_ = arith.constant 15 : index
    scf.for %i = %c0_ to %c15_ step %c1_ {
      %r = pto.call @pick(%x, %buf, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
      %s = pto.call @stripe(%y, %r, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
    }
    pto.return
  }
}

// CHECK:       pto.func orchestration @main(%x: !pto.tensor<1024xf32>, %y: !pto.tensor<1024xf32>, %buf: !pto.tensor<1024xf32>) {
// CHECK-NEXT:    %c0_ = arith.constant 0 : index
// CHECK-NEXT:    %c1_ = arith.constant 1 : index
// CHECK-NEXT:    %c15_ = arith.constant 15 : index
// CHECK-NEXT:    scf.for %i = %c0_ to %c15_ step %c1_ {
// CHECK-NEXT:      %r = pto.call @pick(input %x, inout %buf, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:      %s = pto.call @stripe(input %y, inout %r, scalar %i) {pto.why = ["input", "r-seq(conflict)", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// SOUND:       pto.func orchestration @main(out %x: !pto.tensor<1024xf32>, in %y: !pto.tensor<1024xf32>, out %buf: !pto.tensor<1024xf32>) {
// SOUND-NEXT:    %c0_ = arith.constant 0 : index
// SOUND-NEXT:    %c1_ = arith.constant 1 : index
// SOUND-NEXT:    %c15_ = arith.constant 15 : index
// SOUND-NEXT:    scf.for %i = %c0_ to %c15_ step %c1_ {
// SOUND-NEXT:      %r = pto.call @pick(input %x, output_existing %buf, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// SOUND-NEXT:      %s = pto.call @stripe(input %y, output_existing %r, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> !pto.tensor<1024xf32>
// SOUND-NEXT:    }
// SOUND-NEXT:    pto.return
// SOUND-NEXT:  }
