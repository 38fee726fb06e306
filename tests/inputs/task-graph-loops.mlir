// Shape 3 of issue 14: a loop whose body yields a different buffer than its
// carried argument. Under PyPTO's rules the argument is rooted at its init
// only: the second iteration's write of %c is missing from the loop's
// footprint, and the write after the loop is output_existing (WAW race). By
// default the argument is the merge of %b and %c. tests/test_task_graph.py.
builtin.module {
  pto.func private incore @w64(out !pto.tensor<64xf32>)
  pto.func orchestration @for_carries_another() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %c = pto.tensor.create : !pto.tensor<64xf32>
    %f = "scf.for"(%c0, %c2, %c1, %b) ({
    ^bb0(%i: index, %acc: !pto.tensor<64xf32>):
      pto.call @w64(%acc) : (!pto.tensor<64xf32>) -> ()
      "scf.yield"(%c) : (!pto.tensor<64xf32>) -> ()
    }) : (index, index, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w64(%c) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @while_carries_another() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %c = pto.tensor.create : !pto.tensor<64xf32>
    %w:2 = "scf.while"(%b, %c0) ({
    ^bb0(%arg: !pto.tensor<64xf32>, %n: index):
      %go = arith.cmpi slt, %n, %c2 : index
      "scf.condition"(%go, %arg, %n) : (i1, !pto.tensor<64xf32>, index) -> ()
    }, {
    ^bb1(%d: !pto.tensor<64xf32>, %m: index):
      pto.call @w64(%d) : (!pto.tensor<64xf32>) -> ()
      %m1 = arith.addi %m, %c1 : index
      "scf.yield"(%c, %m1) : (!pto.tensor<64xf32>, index) -> ()
    }) : (!pto.tensor<64xf32>, index) -> (!pto.tensor<64xf32>, index)
    pto.call @w64(%c) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
