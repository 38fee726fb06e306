builtin.module {
  pto.func orchestration @main() {
    pto.call @k( : () -> ()
    pto.return
  }
}
