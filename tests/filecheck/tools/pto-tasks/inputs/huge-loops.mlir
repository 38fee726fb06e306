builtin.module {
  pto.func private incore @k(inout !pto.tensor<64xf32>)
  pto.func orchestration @spin(inout %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 1000000000000 : index
    scf.for %i = %c0 to %big step %c1 {
    }
    pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @outer(inout %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %big = arith.constant 1000000000000 : index
    scf.for %i = %c0 to %big step %c1 {
      %first = arith.cmpi eq, %i, %c0 : index
      scf.if %first {
        pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
      }
      scf.for %j = %c0 to %c2 step %c1 {
      }
    }
    pto.return
  }
  pto.func orchestration @inner(inout %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %big = arith.constant 1000000000000 : index
    scf.for %i = %c0 to %c3 step %c1 {
      pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
      "scf.parallel"(%c0, %big, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%j: index):
        scf.reduce
      }) : (index, index, index) -> ()
    }
    pto.return
  }
  pto.func orchestration @sparse(inout %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1000 = arith.constant 1000 : index
    %c4000 = arith.constant 4000 : index
    scf.for %i = %c0 to %c4000 step %c1 {
      %r = arith.remui %i, %c1000 : index
      %now = arith.cmpi eq, %r, %c0 : index
      scf.if %now {
        pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
      }
    }
    pto.return
  }
  pto.func orchestration @wide(inout %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 1000000000000 : index
    "scf.parallel"(%c0, %c0, %big, %big, %c1, %c1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%i: index, %j: index):
      pto.call @k(inout %y) : (!pto.tensor<64xf32>) -> ()
      scf.reduce
    }) : (index, index, index, index, index, index) -> ()
    pto.return
  }
  pto.func orchestration @fenced(inout %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 1000000000000 : index
    %none = pto.system.task_invalid
    %out = scf.for %i = %c0 to %big step %c1 iter_args(%p = %none) -> (!pto.task_id) {
      %t = pto.submit @k(inout %y) deps(%p) : (!pto.tensor<64xf32>) -> !pto.task_id
      scf.yield %t : !pto.task_id
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}
