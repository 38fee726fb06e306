// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// compat=pypto, rule 3 (*Modes*, "as the real PyPTO does it"): a submit's
// results always take the k-th writer slot, never the single-result type
// match. @attn's first writer slot is a scratch of another type, its second
// the result's type. The scratch comes from an external call without writer
// slots (unrooted under PyPTO's rules). The `pto.call` result is %out (the
// one type-matching slot), already written: inout. PyPTO's submit result is
// the first writer slot, the unrooted scratch: output_existing.
builtin.module {
  pto.func private incore @attn(inout !pto.tensor<16xf16>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @make16() -> !pto.tensor<16xf16>
  pto.func orchestration @submitted() {
    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
    %out = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @attn(%scratch, %out) : (!pto.tensor<16xf16>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %q, %t = "pto.submit"(%scratch, %out) <{callee = @attn, operandSegmentSizes = array<i32: 2, 0, 0, 0>}> : (!pto.tensor<16xf16>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
    pto.call @w(%r) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%q) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @submitted() {
// CHECK-NEXT:    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
// CHECK-NEXT:    %out = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @attn(inout %scratch, output_existing %out) : (!pto.tensor<16xf16>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %q, %t = pto.submit @attn(inout %scratch, inout %out) : (!pto.tensor<16xf16>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// CHECK-NEXT:    pto.call @w(inout %r) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %q) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %q) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Rule 3, the type match: a type with a `?` dimension never matches (PyPTO
// compares symbolic dimensions by identity). @dyn's result type is its second
// writer slot's; by default the result is that slot's argument, %o, already
// written: inout. PyPTO takes the first writer slot, the unrooted scratch:
// output_existing.
builtin.module {
  pto.func private incore @dyn(inout !pto.tensor<16xf16>, out !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
  pto.func private incore @w(out !pto.tensor<?x64xf32>)
  pto.func private incore @make16() -> !pto.tensor<16xf16>
  pto.func orchestration @dynamic(%n: index) {
    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
    %o = "pto.tensor.create"(%n) : (index) -> !pto.tensor<?x64xf32>
    %r = pto.call @dyn(%scratch, %o) : (!pto.tensor<16xf16>, !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
    pto.call @w(%r) : (!pto.tensor<?x64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @dynamic(%n: index) {
// CHECK-NEXT:    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
// CHECK-NEXT:    %o = pto.tensor.create(%n) : !pto.tensor<?x64xf32>
// CHECK-NEXT:    %r = pto.call @dyn(inout %scratch, output_existing %o) : (!pto.tensor<16xf16>, !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
// SOUND-NEXT:    pto.call @w(inout %r) : (!pto.tensor<?x64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %r) : (!pto.tensor<?x64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
