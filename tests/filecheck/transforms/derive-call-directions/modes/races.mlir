// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p derive-call-directions,check-task-races | filecheck %s --check-prefix=SOUND
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'derive-call-directions{compat=pypto},check-task-races' | filecheck %s --check-prefix=PYPTO

// The runtime's view of the four shapes of issue 14 (check-task-races
// replays the task graph): with PyPTO's rules each one leaves two writers of
// one buffer unordered (a WAW race); with the default directions none does.

// SOUND-NOT:   problem(s)

// Shape 1: the buffer written whole, then a slice of it.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @slice_of_written() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
}

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w)

// -----

// Shape 2: an operator's result written twice.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @operator_result(in %x: !pto.tensor<64xf32>) {
    %u = "pto.tensor.add"(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %u with task 0 (the earlier pto.call of w)

// -----

// Shape 3: a loop carrying %a, then %b; %b written after the loop.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @carries_other() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %a) -> (!pto.tensor<64xf32>) {
      pto.call @w(%acc) : (!pto.tensor<64xf32>) -> ()
      scf.yield %b : !pto.tensor<64xf32>
    }
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 1 (the earlier pto.call of w [i=1])

// -----

// Shape 4: a wrapper writing its parameter through a slice, called twice.
builtin.module {
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func group @g(%dst: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %s = "pto.tensor.slice"(%dst, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
  pto.func orchestration @main() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @g(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @g(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of g)

// -----

// Shape 4: an orchestration helper passing its `in` parameter to a task.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @helper(in %dst: !pto.tensor<64xf32>) {
    %t = pto.submit @w(%dst) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
  pto.func orchestration @main() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.submit of w)
