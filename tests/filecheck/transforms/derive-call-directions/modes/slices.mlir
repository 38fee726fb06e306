// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | xdsl-opt --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// Shape 1 of issue 14: a slice and its source. Under PyPTO's rules
// (compat=pypto) a slice is its own root, so a write to the slice and a write
// to the buffer (or to another slice of it) never see each other: both are
// output_existing, which the runtime never orders. By default a slice is
// rooted at its input, and the second writer is inout.

// The buffer written whole, then a slice of it.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @whole_then_slice() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @whole_then_slice() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %s = pto.tensor.slice(%b, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// SOUND-NEXT:    pto.call @w32(inout %s) : (!pto.tensor<32xf32>) -> ()
// PYPTO-NEXT:    pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A slice written first, then the whole buffer.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @slice_then_whole() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @slice_then_whole() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %s = pto.tensor.slice(%b, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// CHECK-NEXT:    pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Two overlapping slices, [0, 32) and [16, 48).
builtin.module {
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @overlapping() {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    %t = "pto.tensor.slice"(%b, %c32, %c16) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.call @w32(%t) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @overlapping() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %s = pto.tensor.slice(%b, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// CHECK-NEXT:    %t = pto.tensor.slice(%b, [%c32], [%c16]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// CHECK-NEXT:    pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// SOUND-NEXT:    pto.call @w32(inout %t) : (!pto.tensor<32xf32>) -> ()
// PYPTO-NEXT:    pto.call @w32(output_existing %t) : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Two disjoint slices, [0, 32) and [32, 64): the price of the default. The
// second write is inout, but the runtime's overlap test finds no common
// element and adds no edge, so the two tasks still run in parallel.
builtin.module {
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @disjoint() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %lo = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    %hi = "pto.tensor.slice"(%b, %c32, %c32) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%lo) : (!pto.tensor<32xf32>) -> ()
    pto.call @w32(%hi) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @disjoint() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %lo = pto.tensor.slice(%b, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// CHECK-NEXT:    %hi = pto.tensor.slice(%b, [%c32], [%c32]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// CHECK-NEXT:    pto.call @w32(output_existing %lo) : (!pto.tensor<32xf32>) -> ()
// SOUND-NEXT:    pto.call @w32(inout %hi) : (!pto.tensor<32xf32>) -> ()
// PYPTO-NEXT:    pto.call @w32(output_existing %hi) : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A slice of an enclosing `inout` parameter is rooted at the parameter by
// default, so R-enclosing makes its first write inout; under PyPTO's rules
// the slice is a buffer of its own, first written here: output_existing.
builtin.module {
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @enclosing(inout %acc: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %s = "pto.tensor.slice"(%acc, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @enclosing(inout %acc: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %s = pto.tensor.slice(%acc, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// SOUND-NEXT:    pto.call @w32(inout %s) : (!pto.tensor<32xf32>) -> ()
// PYPTO-NEXT:    pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A parallel loop writing one slice of the buffer per iteration, after the
// buffer was written whole: by default every iteration's write sees the
// earlier one (R-prior, inout); under PyPTO's rules each slice is a buffer of
// its own and the loop races with the earlier write.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @stripes_after_write() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    scf.for %i = %c0 to %c2 step %c1 {
      %off = arith.muli %i, %c32 : index
      %s = "pto.tensor.slice"(%b, %c32, %off) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
      pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:       pto.func orchestration @stripes_after_write() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    scf.for %i = %c0 to %c2 step %c1 {
// CHECK-NEXT:      %off = arith.muli %i, %c32 : index
// CHECK-NEXT:      %s = pto.tensor.slice(%b, [%c32], [%off]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// SOUND-NEXT:      pto.call @w32(inout %s) : (!pto.tensor<32xf32>) -> ()
// PYPTO-NEXT:      pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The same loop with no earlier write: each iteration's write is the first
// one in the loop body, in both modes, so the stripes stay output_existing
// and independent.
builtin.module {
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @stripes_only() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c2 step %c1 {
      %off = arith.muli %i, %c32 : index
      %s = "pto.tensor.slice"(%b, %c32, %off) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
      pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:       pto.func orchestration @stripes_only() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c2 step %c1 {
// CHECK-NEXT:      %off = arith.muli %i, %c32 : index
// CHECK-NEXT:      %s = pto.tensor.slice(%b, [%c32], [%off]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// CHECK-NEXT:      pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
