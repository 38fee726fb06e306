// Shape 1 of issue 14: a slice and its source. One orchestration function per
// variant (tests/test_task_graph.py): with compat=pypto a slice is its own
// root, so neither write sees the other (WAW race); by default it is rooted at
// its source and the second writer is inout.
builtin.module {
  pto.func private incore @w64(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func private incore @w16(out !pto.tensor<16xf32>)
  pto.func orchestration @whole_then_slice() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w64(%b) : (!pto.tensor<64xf32>) -> ()
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
  pto.func orchestration @slice_then_whole() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.call @w64(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
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
  // No race in either mode: by default the second write is inout, and the
  // runtime's overlap test adds no edge for it.
  pto.func orchestration @disjoint() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    %t = "pto.tensor.slice"(%b, %c32, %c32) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.call @w32(%t) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
  // Per-iteration slices of a buffer written before the loop: each one races
  // with the earlier write under PyPTO's rules.
  pto.func orchestration @parallel_after_write() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w64(%b) : (!pto.tensor<64xf32>) -> ()
    "scf.for"(%c0, %c4, %c1) ({
    ^bb0(%i: index):
      %o = arith.muli %i, %c16 : index
      %s = "pto.tensor.slice"(%b, %c16, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<16xf32>
      pto.call @w16(%s) : (!pto.tensor<16xf32>) -> ()
      "scf.yield"() : () -> ()
    }) {pto.for_kind = #pto.for_kind<parallel>} : (index, index, index) -> ()
    pto.return
  }
  // The same without the earlier write: output_existing in both modes, and no
  // race (the slices are disjoint).
  pto.func orchestration @parallel_no_write() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    "scf.for"(%c0, %c4, %c1) ({
    ^bb0(%i: index):
      %o = arith.muli %i, %c16 : index
      %s = "pto.tensor.slice"(%b, %c16, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<16xf32>
      pto.call @w16(%s) : (!pto.tensor<16xf32>) -> ()
      "scf.yield"() : () -> ()
    }) {pto.for_kind = #pto.for_kind<parallel>} : (index, index, index) -> ()
    pto.return
  }
}
