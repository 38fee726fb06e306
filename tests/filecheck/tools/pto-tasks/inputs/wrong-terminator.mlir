builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c4 step %c1 {
      pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
      pto.yield
    }
    pto.return
  }
}
