// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// PyPTO's rules (compat=pypto): by default phase 0 follows the slice in @s
// and covers @main (modes/phase0.mlir).

// Phase 0: wrapper (group/spmd) directions move up from the declared ones to
// the least fixed point, never down (hazard 8); the call sites then use the
// materialized directions.

// A group wrapper that declares its output `in` becomes `out`; an spmd one
// whose inner kernel updates in place becomes `inout`; the caller sees the
// new directions. Only parameters passed as themselves count: a slice of a
// parameter is not the parameter. Other attributes stay (hazard 13).
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
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %r = pto.call @g(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @s(%x, %buf, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> attributes {user.keep = 1 : i64} {
// CHECK-NEXT:    %r = pto.call @k(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return %r : !pto.tensor<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func spmd @s(in %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>, in %z: !pto.tensor<64xf32>) {
// CHECK:         pto.call @acc(input %x, inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK:         %w = pto.call @k(input %x, output_existing %v) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK:       pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.call @g(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @s(input %x, inout %buf, input %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// A nested chain: @outer forwards to @mid, which forwards to @inner, which
// writes. @outer is listed first, so the result cannot depend on visiting
// callees first. Calls into orchestration or opaque functions give no
// evidence. A declared `out` that no inner call writes stays `out`, and a
// declared `inout` is never lowered to `out`.
builtin.module {
  pto.func group @outer(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
    pto.call @mid(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func group @mid(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
    pto.call @inner(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @host(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func spmd @inner(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
    pto.call @kernel(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func private incore @kernel(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func private orchestration @host(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func group @keeps(out %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>) {
    pto.call @kernel(%y, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func group @outer(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @mid(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func group @mid(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @inner(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @host(input %x, output_existing %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func spmd @inner(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @kernel(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK:       pto.func group @keeps(out %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @kernel(input %y, inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Mutual recursion: @a passes %p to @b's first parameter and @b passes it
// back to @a's second, which a kernel writes; self-recursion: @self's %q
// reaches the kernel only through itself. Both reach the least fixed point;
// an `out` joined with an `inout` write is `inout`.
builtin.module {
  pto.func private incore @w(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func private incore @rw(in !pto.tensor<64xf32>, inout !pto.tensor<64xf32>) -> ()
  pto.func group @a(in %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>) {
    pto.call @b(%p, %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @w(%p, %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func spmd @b(in %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>) {
    pto.call @a(%q, %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func group @self(in %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, out %r: !pto.tensor<64xf32>) {
    pto.call @self(%q, %p, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @w(%q, %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @rw(%q, %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// @a.q is out (kernel); so @b.p is out (passed to @a.q); so @a.p is out
// (passed to @b.p); so @b.q is out. @self.p is out; so @self.q is out
// (passed to @self.p); @self.r is inout.
// CHECK:       pto.func group @a(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @b(output_existing %p, output_existing %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(input %p, inout %q) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func spmd @b(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @a(output_existing %q, output_existing %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
// CHECK-NEXT:  pto.func group @self(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>, inout %r: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @self(output_existing %q, output_existing %p, inout %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(input %q, inout %p) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @rw(input %q, inout %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
