builtin.module {
  pto.func private incore @k(inout !pto.tensor<64xf32>)
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
    %true = arith.constant true
    scf.while () : () -> () {
      scf.condition(%true)
    } do {
      pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
      scf.yield
    }
    pto.return
  }
}
