builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
}
