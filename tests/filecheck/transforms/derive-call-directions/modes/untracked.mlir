// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// Shape 2 of issue 14: a buffer the analysis cannot track. Under PyPTO's
// rules the result of an operator, or of an external call with no writer
// slot, has no root, so a second write to it is never R-prior: both writes
// are output_existing. By default every such value is its own root.

// An operator's result (tensor.add declares no output reuse) written twice.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @operator_result(%x: !pto.tensor<64xf32>) {
    %u = "pto.tensor.add"(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @operator_result(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %u = pto.tensor.add(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @w(output_existing %u) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %u) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %u) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// An external call's result, with no writer slot to pin it to, written twice.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @make() -> !pto.tensor<64xf32>
  pto.func orchestration @external_result() {
    %u = pto.call @make() : () -> !pto.tensor<64xf32>
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%u) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @external_result() {
// CHECK-NEXT:    %u = pto.call @make() : () -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @w(output_existing %u) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %u) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %u) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The single-result writer-slot rule with an unrooted type-matching slot.
// @two writes both its arguments, of the result's type, and returns one of
// them. %u (an operator's result) is unrooted under PyPTO's rules, which
// count only the candidates that have a root: {%q}, exactly one buffer, so
// %r is %q. By default %u is its own root: {%u, %q}, two buffers, so %r is
// the first writer slot, %u. Either buffer was just written by @two, so the
// write through %r is inout in both modes.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @two(out !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @same_function(%x: !pto.tensor<64xf32>) {
    %u = "pto.tensor.add"(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %q = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @two(%u, %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w(%r) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @same_function(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %u = pto.tensor.add(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %q = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @two(output_existing %u, output_existing %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @w(inout %r) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The same inside a callee whose body the caller reads (call results, rule
// 1). Under PyPTO's rules @mid returns %p, its parameter, so @main's %res is
// %buf, which @mid wrote: inout. By default @mid returns %u, a buffer of its
// own, so %res is a new buffer, first written here: output_existing. (Both
// modes guess: an external @two may return either of its arguments.)
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @two(out !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func incore @mid(in %x: !pto.tensor<64xf32>, out %p: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %u = "pto.tensor.add"(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r = pto.call @two(%u, %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %res = pto.call @mid(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w(%res) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func incore @mid(in %x: !pto.tensor<64xf32>, out %p: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %u = pto.tensor.add(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @two(output_existing %u, output_existing %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %res = pto.call @mid(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// SOUND-NEXT:    pto.call @w(output_existing %res) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(inout %res) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
