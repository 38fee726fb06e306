builtin.module {
  pto.func orchestration @main() {
    %a = pto.tensor.create {manual_dep} : !pto.tensor<64xf32>
    pto.return
  }
}
