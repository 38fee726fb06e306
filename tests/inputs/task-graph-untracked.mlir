// Shape 2 of issue 14: a buffer PyPTO's rules cannot track (an operator's
// result, an external call's result with no writer slot) written twice: it
// has no root, so the second write is never R-prior (WAW race). By default it
// is its own root. tests/test_task_graph.py.
builtin.module {
  pto.func private incore @w64(out !pto.tensor<64xf32>)
  pto.func private incore @gen(in !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @k2(out !pto.tensor<32xf32>, inout !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @operator_twice(in %x: !pto.tensor<64xf32>) {
    %v = "pto.tensor.add"(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w64(%v) : (!pto.tensor<64xf32>) -> ()
    pto.call @w64(%v) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @external_twice(in %x: !pto.tensor<64xf32>) {
    %u = pto.call @gen(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w64(%u) : (!pto.tensor<64xf32>) -> ()
    pto.call @w64(%u) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  // The writer-slot rule with an unrooted type-matching slot: @k2 writes %u
  // (inout), then @w64 writes it again as output_existing under PyPTO's rules.
  pto.func orchestration @writer_slot_unrooted(in %x: !pto.tensor<64xf32>) {
    %a = pto.tensor.create : !pto.tensor<32xf32>
    %u = pto.call @gen(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r = pto.call @k2(%a, %u) : (!pto.tensor<32xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w64(%u) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
