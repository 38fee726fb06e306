// The two race shapes docs/task-graph.md names, under PyPTO's rules
// (compat=pypto): a slice written after its source, and an untracked buffer
// (an external call's result, an operator's result) written twice. None races
// by default. tests/test_task_graph.py; each shape's variants are in
// task-graph-{slices,untracked,loops,phase0}.mlir.
builtin.module {
  pto.func private incore @w64(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func private incore @gen(in !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w64(%b) : (!pto.tensor<64xf32>) -> ()
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    %u = pto.call @gen(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w64(%u) : (!pto.tensor<64xf32>) -> ()
    pto.call @w64(%u) : (!pto.tensor<64xf32>) -> ()
    %v = "pto.tensor.add"(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w64(%v) : (!pto.tensor<64xf32>) -> ()
    pto.call @w64(%v) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
