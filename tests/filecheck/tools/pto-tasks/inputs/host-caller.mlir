builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @device(in %x: !pto.tensor<64xf32>) {
    pto.call @k(input %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func @host(in %x: !pto.tensor<64xf32>) {
    pto.call @device(input %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
