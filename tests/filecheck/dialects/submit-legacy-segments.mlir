// RUN: xdsl-opt %s --print-op-generic | filecheck %s
// The generic form written before a runtime core count was an operand of
// pto.submit (three operandSegmentSizes: arguments, deps, predicate) still
// parses, the core-count group read as empty.

builtin.module {
  pto.func private incore @k(in !pto.tensor<4xf32>)
  pto.func orchestration @main(in %x: !pto.tensor<4xf32>) {
    %t = "pto.submit"(%x) <{callee = @k, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pto.tensor<4xf32>) -> !pto.task_id
    pto.return
  }
}

// CHECK: "pto.submit"(%{{.*}}) <{callee = @k, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!pto.tensor<4xf32>) -> !pto.task_id
