// Shape 4 of issue 14: the caller never learns that a parameter is written.
// Under PyPTO's rules phase 0 matches arguments by identity (the wrapper
// writes a slice of %p) and covers wrappers only (the orchestration helper
// passes %p to a writing task), so %p stays `in`, the call passes %b as
// input and the next write of %b is output_existing (WAW race). By default
// both are promoted to `out` and the next write is inout.
// tests/test_task_graph.py.
builtin.module {
  pto.func private incore @w64(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func group @wrapper(in %p: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %s = "pto.tensor.slice"(%p, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
  pto.func orchestration @helper(in %p: !pto.tensor<64xf32>) {
    pto.call @w64(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @wrapper_slice() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @wrapper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w64(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @helper_then_caller() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w64(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
