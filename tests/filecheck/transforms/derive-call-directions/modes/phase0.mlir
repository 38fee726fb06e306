// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | xdsl-opt --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// Shape 4 of issue 14: a function that writes its parameter where PyPTO's
// phase 0 does not look. Under PyPTO's rules phase 0 matches arguments by
// SSA identity and covers wrappers only, so the caller never learns that the
// parameter is written and passes its buffer as `input`. By default phase 0
// follows every alias (slices, views, loop carries, call results, every
// candidate of an ambiguous value) and also materializes orchestration
// functions that have a body; the promoted directions are written back.

// A wrapper writing its parameter through a slice.
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

// SOUND:       pto.func group @g(out %dst: !pto.tensor<64xf32>) {
// PYPTO:       pto.func group @g(%dst: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %s = pto.tensor.slice(%dst, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// CHECK-NEXT:    pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func orchestration @main() {
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// SOUND-NEXT:    pto.call @g(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @g(inout %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @g(input %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @g(input %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// An orchestration helper that passes its `in` parameter to a writing task.
// By default @helper is promoted to `out` like a wrapper, and a call to it
// gives evidence and directions from its effective signature; the helper has
// a caller, so its own write of the parameter is `inout` (r-caller, see
// caller.mlir).
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

// SOUND:       pto.func orchestration @helper(out %dst: !pto.tensor<64xf32>) {
// SOUND-NEXT:    %t = pto.submit @w(inout %dst) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// PYPTO:       pto.func orchestration @helper(in %dst: !pto.tensor<64xf32>) {
// PYPTO-NEXT:    %t = pto.submit @w(output_existing %dst) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func orchestration @main() {
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// SOUND-NEXT:    pto.call @helper(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @helper(input %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// An argument that may name either of two parameters is evidence for both.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @either(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %c: i1) {
    %m = scf.if %c -> (!pto.tensor<64xf32>) {
      scf.yield %p : !pto.tensor<64xf32>
    } else {
      scf.yield %q : !pto.tensor<64xf32>
    }
    pto.call @w(%m) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// SOUND:       pto.func orchestration @either(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>, in %c: i1) {
// PYPTO:       pto.func orchestration @either(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %c: i1) {
// CHECK-NEXT:    %m = scf.if %c -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      scf.yield %p : !pto.tensor<64xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %q : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.call @w(inout %m) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
