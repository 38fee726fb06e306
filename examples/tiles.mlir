// The task-graph example at scale: %n tiles of 64 elements are produced by a
// parallel loop, consumed by a sequential one, and tile 0 is patched at the
// end. The directions are written by hand (no derive needed), and one is wrong
// on purpose: the patch's `output_existing` lets it race with the consumer
// that wrote tile 0 of %res (derive-call-directions would make it `inout`).
//
//   pto-tasks examples/tiles.mlir --bind n=4          # 9 tasks, 1 WAW race
//   pto-tasks examples/tiles.mlir --bind n=5000 --svg tiles.svg
//     (10,001 tasks: drawn as one node per call site, races kept)
builtin.module {
  pto.func private incore @produce(out !pto.tensor<64xf32>)
  pto.func private incore @consume(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func private incore @patch(out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %n: index, out %buf: !pto.tensor<1048576xf32>, out %res: !pto.tensor<1048576xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    scf.for %i = %c0 to %n step %c1 {
      %o = arith.muli %i, %c64 : index
      %tile = "pto.tensor.slice"(%buf, %c64, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<1048576xf32>, index, index) -> !pto.tensor<64xf32>
      pto.call @produce(output_existing %tile) : (!pto.tensor<64xf32>) -> ()
    } {pto.for_kind = #pto.for_kind<parallel>}
    scf.for %j = %c0 to %n step %c1 {
      %o = arith.muli %j, %c64 : index
      %in = "pto.tensor.slice"(%buf, %c64, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<1048576xf32>, index, index) -> !pto.tensor<64xf32>
      %out = "pto.tensor.slice"(%res, %c64, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<1048576xf32>, index, index) -> !pto.tensor<64xf32>
      pto.call @consume(input %in, output_existing %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    }
    %first = "pto.tensor.slice"(%res, %c64, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<1048576xf32>, index, index) -> !pto.tensor<64xf32>
    pto.call @patch(output_existing %first) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
