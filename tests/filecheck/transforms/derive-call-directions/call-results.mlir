// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// PyPTO's rules (compat=pypto): by default @opaque_result's result is a
// buffer of its own (the value it returns is no longer unrooted), so %w0 is
// output_existing (modes/untracked.mlir).

// Which buffer a call's result names comes from the callee (hazard 14).

// The callee's first writer slot is an `inout` scratch of another type; its
// result is its second (`out`) parameter. The scratch passed here comes from
// an opaque producer (no known buffer), so guessing "the first writer slot"
// would leave the result unrooted and the later write through it
// output_existing; the result is %out, already written: inout. PyPTO finds
// it by the writer-slot rule (the one slot whose type matches the result).
builtin.module {
  pto.func incore @attn(inout %scratch: !pto.tensor<16xf16>, out %o: !pto.tensor<64xf32>, in %x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    pto.return %o : !pto.tensor<64xf32>
  }
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @make16() -> !pto.tensor<16xf16>
  pto.func orchestration @body(%x: !pto.tensor<64xf32>) {
    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
    %out = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @attn(%scratch, %out, %x) : (!pto.tensor<16xf16>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w = pto.call @k(%x, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @body(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
// CHECK-NEXT:    %out = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @attn(inout %scratch, output_existing %out, input %x) : (!pto.tensor<16xf16>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w = pto.call @k(input %x, inout %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The same callee as an external declaration: PyPTO's writer-slot rule picks
// the one writer slot whose type matches the result, not the first one.
builtin.module {
  pto.func private incore @attn(inout !pto.tensor<16xf16>, out !pto.tensor<64xf32>, in !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @make16() -> !pto.tensor<16xf16>
  pto.func orchestration @declared(%x: !pto.tensor<64xf32>) {
    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
    %out = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @attn(%scratch, %out, %x) : (!pto.tensor<16xf16>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w = pto.call @k(%x, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @declared(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %scratch = pto.call @make16() : () -> !pto.tensor<16xf16>
// CHECK-NEXT:    %out = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @attn(inout %scratch, output_existing %out, input %x) : (!pto.tensor<16xf16>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w = pto.call @k(input %x, inout %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Where the body would tell another story than the writer-slot rule: @pick
// writes %a and %b (same type) but returns %b; @fresh returns a buffer it
// creates; @either may return either parameter. PyPTO reads none of them.
builtin.module {
  pto.func incore @pick(out %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    pto.return %b : !pto.tensor<64xf32>
  }
  pto.func incore @fresh(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %t = pto.tensor.create : !pto.tensor<64xf32>
    pto.return %t : !pto.tensor<64xf32>
  }
  pto.func incore @either(in %c: i1, out %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %r = scf.if %c -> (!pto.tensor<64xf32>) {
      scf.yield %a : !pto.tensor<64xf32>
    } else {
      scf.yield %b : !pto.tensor<64xf32>
    }
    pto.return %r : !pto.tensor<64xf32>
  }
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @make() -> !pto.tensor<64xf32>
  pto.func orchestration @exact(%x: !pto.tensor<64xf32>, %c: i1) {
    %p = pto.call @make() : () -> !pto.tensor<64xf32>
    %q = pto.tensor.create : !pto.tensor<64xf32>
    %s = pto.tensor.create : !pto.tensor<64xf32>
    %u = pto.tensor.create : !pto.tensor<64xf32>
    %m = pto.call @pick(%p, %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %f = pto.call @fresh(%x, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %e = pto.call @either(%c, %u, %u) : (i1, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w0 = pto.call @k(%x, %m) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w1 = pto.call @k(%x, %f) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w2 = pto.call @k(%x, %e) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// PyPTO never reads the callee's body: every result takes the writer-slot
// rule. %m is %q (the one rooted type-matching slot: %p is unrooted), written
// before: inout. %f is @fresh's only writer slot, %s, which @fresh just
// wrote: inout (by default the body says it is a new buffer:
// output_existing). %e is %u (both slots name it), written by @either: inout.
// CHECK:       pto.func orchestration @exact(%x: !pto.tensor<64xf32>, %c: i1) {
// CHECK:         %w0 = pto.call @k(input %x, inout %m) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w1 = pto.call @k(input %x, inout %f) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w2 = pto.call @k(input %x, inout %e) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A callee in a recursive cycle with its caller, and a callee whose returned
// value is unrooted, fall back to the writer-slot rule; with several
// results, result k is the k-th writer slot (unrooted if there is none). A
// submit's task id is never a buffer.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @make() -> !pto.tensor<64xf32>
  pto.func incore @opaque_result(out %a: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %u = pto.call @make() : () -> !pto.tensor<64xf32>
    pto.return %u : !pto.tensor<64xf32>
  }
  pto.func private incore @two(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.tensor<64xf32>)
  pto.func orchestration @rec(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %c: i1) -> !pto.tensor<64xf32> {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %d = pto.tensor.create : !pto.tensor<64xf32>
    %e = pto.tensor.create : !pto.tensor<64xf32>
    scf.if %c {
      %inner = pto.call @rec(%x, %b, %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, i1) -> !pto.tensor<64xf32>
      %w = pto.call @k(%x, %inner) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    }
    %o = pto.call @opaque_result(%d) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %t0, %t1, %tid = pto.submit @two(%x, %e) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.task_id)
    %w0 = pto.call @k(%x, %o) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w1 = pto.call @k(%x, %t0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %w2 = pto.call @k(%x, %t1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return %y : !pto.tensor<64xf32>
  }
}

// %inner is %b by the writer-slot rule (written by the recursive call:
// inout); %o is %d; %t0 is %e, the only writer slot; %t1 is unrooted.
// CHECK:       pto.func orchestration @rec(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %c: i1) -> !pto.tensor<64xf32> {
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %d = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %e = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.if %c {
// CHECK-NEXT:      %inner = pto.call @rec(input %x, output_existing %b, scalar %c) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, i1) -> !pto.tensor<64xf32>
// CHECK-NEXT:      %w = pto.call @k(input %x, inout %inner) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %o = pto.call @opaque_result(output_existing %d) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %t0, %t1, %tid = pto.submit @two(input %x, output_existing %e) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.task_id)
// CHECK-NEXT:    %w0 = pto.call @k(input %x, inout %o) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w1 = pto.call @k(input %x, inout %t0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %w2 = pto.call @k(input %x, output_existing %t1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %y : !pto.tensor<64xf32>
// CHECK-NEXT:  }
