// RUN: xdsl-opt %s --split-input-file -p materialize-wrapper-directions | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'materialize-wrapper-directions{compat=pypto}' | filecheck %s --check-prefix=PYPTO
// A second run changes nothing:
// RUN: xdsl-opt %s --split-input-file -p materialize-wrapper-directions | xdsl-opt --split-input-file -p materialize-wrapper-directions | filecheck %s
// derive-call-directions gives the same output with or without it run first, in both modes:
// RUN: xdsl-opt %s --split-input-file -p derive-call-directions > %t.derive
// RUN: xdsl-opt %s --split-input-file -p materialize-wrapper-directions,derive-call-directions | diff %t.derive -
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' > %t.pypto
// RUN: xdsl-opt %s --split-input-file -p 'materialize-wrapper-directions{compat=pypto},derive-call-directions{compat=pypto}' | diff %t.pypto -

// Phase 0 as a pass of its own: the effective param_directions of every
// group/spmd wrapper (the least fixed point above the declared ones), and in
// the sound default of every function executed inline with a body (here the
// orchestration function @main, whose %out a task writes). No call changes:
// calls without arg_directions keep none. PyPTO's rules (compat=pypto) follow
// a parameter passed as itself only (the slice in @s is not @s's %z) and
// materialize no orchestration function.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @acc(in !pto.tensor<64xf32>, inout !pto.tensor<64xf32>) -> ()
  pto.func group @g(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> attributes {user.keep = 1 : i64} {
    %r = pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func spmd @s(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>, in %z: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c4 step %c1 {
      pto.call @acc(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    }
    %v = "pto.tensor.slice"(%z, %c4, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    %w = pto.call @k(%x, %v) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %out: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @g(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @s(%x, %buf, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    %o = pto.call @k(%buf, %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> attributes {user.keep = 1 : i64} {
// CHECK-NEXT:    %r = pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func spmd @s(in %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>, out %z: !pto.tensor<64xf32>) {
// CHECK:         pto.call @acc(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK:         %w = pto.call @k(%x, %v) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK:       pto.func orchestration @main(out %x: !pto.tensor<64xf32>, out %out: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @g(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @s(%x, %buf, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %o = pto.call @k(%buf, %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// PYPTO:       pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> attributes {user.keep = 1 : i64} {
// PYPTO:       pto.func spmd @s(in %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>, in %z: !pto.tensor<64xf32>) {
// PYPTO:       pto.func orchestration @main(%x: !pto.tensor<64xf32>, %out: !pto.tensor<64xf32>) {
