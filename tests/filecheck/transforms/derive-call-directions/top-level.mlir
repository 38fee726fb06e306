// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto verify=false}' | filecheck %s
// PyPTO's rules (compat=pypto): by default @disjoint's %x is promoted to `out`
// (modes/phase0.mlir) and @unrooted's %u is its own root, so its second
// write is inout (modes/untracked.mlir).

// Straight-line code: R-prior between consecutive writers of one buffer.

// A single writer of a local buffer is its first writer: output_existing.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @single(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @single(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Two consecutive writers: the second one writes through the first one's
// result, which the callee's declaration says is its `out` buffer.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @two(%x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %a = pto.call @k(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %b = pto.call @k(%x, %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %c = pto.call @k(%a, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %c : !pto.tensor<64xf32>
  }
}

// CHECK:       pto.func orchestration @two(%x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %a = pto.call @k(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.call @k(input %x, inout %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %c = pto.call @k(input %a, inout %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %c : !pto.tensor<64xf32>
// CHECK-NEXT:  }

// -----

// Two different buffers do not see each other's writes (SSA identity, not
// names: hazard 11); reads never count as writes.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @disjoint(%x: !pto.tensor<64xf32>) {
    %p = pto.tensor.create : !pto.tensor<64xf32>
    %q = pto.tensor.create : !pto.tensor<64xf32>
    %r0 = pto.call @k(%p, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r1 = pto.call @k(%x, %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r2 = pto.call @k(%x, %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @disjoint(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %p = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %q = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r0 = pto.call @k(input %p, output_existing %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %r1 = pto.call @k(input %x, output_existing %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %r2 = pto.call @k(input %x, output_existing %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Scalar arguments, including index arithmetic and i32s, are `scalar`;
// a scalar value is never a buffer (hazard 12). A `pto.call` with no
// arguments gets no arg_directions, nor does a submit with none.
builtin.module {
  pto.func private incore @s(in index, in i32, out !pto.tensor<64xf32>, in index) -> ()
  pto.func private incore @none() -> ()
  pto.func orchestration @scalars(%n: index, %peer: i32) {
    %c1 = arith.constant 1 : index
    %m = arith.addi %n, %c1 : index
    %off = arith.muli %m, %n : index
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @s(%off, %peer, %buf, %m) : (index, i32, !pto.tensor<64xf32>, index) -> ()
    pto.call @none() : () -> ()
    %t = pto.submit @none() : () -> (!pto.task_id)
    pto.return
  }
}

// CHECK:       pto.func orchestration @scalars(%n: index, %peer: i32) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %m = arith.addi %n, %c1 : index
// CHECK-NEXT:    %off = arith.muli %m, %n : index
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @s(scalar %off, scalar %peer, output_existing %buf, scalar %m) : (index, i32, !pto.tensor<64xf32>, index) -> ()
// CHECK-NEXT:    pto.call @none() : () -> ()
// CHECK-NEXT:    %t = pto.submit @none() : () -> (!pto.task_id)
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A buffer no analysis can pin (the result of an operator that declares no
// output reuse) stays output_existing, even when written twice.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @make() -> !pto.tensor<64xf32>
  pto.func orchestration @unrooted(%x: !pto.tensor<64xf32>) {
    %u = pto.call @make() : () -> !pto.tensor<64xf32>
    %a = pto.call @k(%x, %u) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %b = pto.call @k(%x, %u) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @unrooted(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %u = pto.call @make() : () -> !pto.tensor<64xf32>
// CHECK-NEXT:    %a = pto.call @k(input %x, output_existing %u) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.call @k(input %x, output_existing %u) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
