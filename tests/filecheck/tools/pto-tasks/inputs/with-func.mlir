// A module with a func.func helper next to the pto functions: read as
// xdsl-opt reads it; the task graph replays the pto orchestration function.
builtin.module {
  func.func @helper(%a: index) -> index {
    func.return %a : index
  }
  pto.func private incore @k(inout !pto.tensor<64xf32>)
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
    pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
    pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
