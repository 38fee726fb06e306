// Verifier rules of task-id arrays, barriers and array deps: each bad use is
// one diagnostic on the offending op, saying what is wrong and what to do.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics --parsing-diagnostics | filecheck %s

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %a = pto.array.create : !pto.array<4xi32>
    %t = pto.submit @k(%x) deps(%a : !pto.array<4xi32>) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: deps entry 0 of pto.submit has type !pto.array<4xi32>: deps take !pto.task_id values or arrays of them (!pto.array<N x !pto.task_id>); an integer array holds no task

// -----

builtin.module {
  pto.func @main() {
    %n = pto.system.task_invalid
    %a = pto.array.create : !pto.array<2xi64>
    %d = pto.system.task_dummy deps(%n, %a : !pto.array<2xi64>)
    pto.return
  }
}
// CHECK: deps entry 1 of pto.system.task_dummy has type !pto.array<2xi64>: deps take !pto.task_id values or arrays of them (!pto.array<N x !pto.task_id>); an integer array holds no task

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %t = "pto.submit"(%x, %x) <{callee = @k, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.task_id
    pto.return
  }
}
// CHECK: deps entry 0 of pto.submit has type !pto.tensor<64xf32>: deps take !pto.task_id values or arrays of them (!pto.array<N x !pto.task_id>)

// -----

builtin.module {
  pto.func @main() {
    %c0 = arith.constant 0 : index
    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %g = "pto.array.get_element"(%a, %c0) : (!pto.array<4x!pto.task_id>, index) -> i32
    pto.return
  }
}
// CHECK: pto.array.get_element of !pto.array<4x!pto.task_id> returns i32: an element has type !pto.task_id

// -----

builtin.module {
  pto.func @main() {
    %c4 = arith.constant 4 : index
    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %g = pto.array.get_element %a[%c4] : !pto.array<4x!pto.task_id>
    pto.return
  }
}
// CHECK: index 4 of pto.array.get_element is outside !pto.array<4x!pto.task_id>: use an index in [0, 4)

// -----

builtin.module {
  pto.func @main(%f: f32) {
    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %g = pto.array.get_element %a[%f : f32] : !pto.array<4x!pto.task_id>
    pto.return
  }
}
// CHECK: the index of pto.array.get_element has type f32: use an index or an integer

// -----

builtin.module {
  pto.func @main(%v: i32) {
    %c0 = arith.constant 0 : index
    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %b = pto.array.update_element %a[%c0], %v : !pto.array<4x!pto.task_id>, i32
    pto.return
  }
}
// CHECK: pto.array.update_element stores a value of type i32 into !pto.array<4x!pto.task_id>: the value must be a !pto.task_id (a task id from pto.submit, pto.system.task_dummy or pto.array.get_element)

// -----

builtin.module {
  pto.func @main() {
    %c0 = arith.constant 0 : index
    %t = pto.system.task_invalid
    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %c7 = arith.constant -1 : i64
    %b = pto.array.update_element %a[%c7 : i64], %t : !pto.array<4x!pto.task_id>
    pto.return
  }
}
// CHECK: index -1 of pto.array.update_element is outside !pto.array<4x!pto.task_id>: use an index in [0, 4)

// -----

builtin.module {
  pto.func @main() {
    %c0 = arith.constant 0 : index
    %t = pto.system.task_invalid
    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %b = pto.array.update_element %a[%c0], %t : !pto.array<4x!pto.task_id> -> !pto.array<8x!pto.task_id>
    pto.return
  }
}
// CHECK: pto.array.update_element of !pto.array<4x!pto.task_id> returns !pto.array<8x!pto.task_id>: the new array has the type of the old one

// -----

builtin.module {
  pto.func @main() {
    %a = pto.array.create : !pto.array<2x4x!pto.task_id>
    pto.return
  }
}
// CHECK: pto.array has shape 2x4: an array is 1-D with a static extent of at least 1, e.g. !pto.array<8x!pto.task_id>

// -----

builtin.module {
  pto.func @main() {
    %a = pto.array.create : !pto.array<?x!pto.task_id>
    pto.return
  }
}
// CHECK: pto.array has shape ?: an array is 1-D with a static extent of at least 1, e.g. !pto.array<8x!pto.task_id>

// -----

builtin.module {
  pto.func @main() {
    %a = pto.array.create : !pto.array<4xf32>
    pto.return
  }
}
// CHECK: pto.array of f32: elements are integers, index or !pto.task_id

