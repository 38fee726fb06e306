builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    pto.call @k(input %x, input %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
