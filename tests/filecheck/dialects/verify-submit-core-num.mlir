// The verifier of pto.submit's core count: a literal core_num and a
// core_num operand are never both given, and the operand is an integer.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

builtin.module {
  pto.func incore @k(inout %x: !pto.tensor<64xf32>) {
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %n: index) {
    %t = "pto.submit"(%x, %n) <{callee = @k, core_num = 4 : i64, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!pto.tensor<64xf32>, index) -> !pto.task_id
    pto.return
  }
}
// CHECK: pto.submit has a literal core_num and a core_num operand: give core_num(N) or core_num(%n), not both

// -----

builtin.module {
  pto.func incore @k(inout %x: !pto.tensor<64xf32>) {
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %f: f32) {
    %t = pto.submit @k(%x) core_num(%f : f32) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: the core_num operand of pto.submit is a f32 value: a core count is an integer or index value
