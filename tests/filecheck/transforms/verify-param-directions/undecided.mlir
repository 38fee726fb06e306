// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p verify-param-directions | filecheck %s

// An `in` tensor parameter that reaches (through the aliases inference
// follows) an operand of an op with no effect verdict for it is undecided:
// the op may write it, so the verifier cannot vouch for the parameter and
// reports it, once, at its first such op, naming the op, the operand, the
// parameter and the two fixes.

builtin.module {
  pto.func incore @generic(in %p: !pto.tensor<64xf32>, in %c0: index) {
    "pto.op"(%c0, %p) <{op_name = "tensor.frob", arg_names = ["0", "dst"]}> : (index, !pto.tensor<64xf32>) -> ()
    "pto.op"(%p) <{op_name = "tensor.frob", arg_names = ["dst"]}> : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      verify-param-directions found 1 problem(s)
// CHECK:      "pto.op"(%c0, %p) <{op_name = "tensor.frob", arg_names = ["0", "dst"]}>
// CHECK-NEXT: ^^^^^^^^
// CHECK-NEXT: | parameter %p of @generic reaches operand 1 (argument dst) of pto.op "tensor.frob", which has no effect verdict for it, so the verifier cannot tell whether it writes the parameter declared in: declare the op's effects (a catalogue row or effect traits, docs/effects.md) or declare %p out or inout in param_directions
// CHECK-NOT:  parameter %p

// -----

// Through a slice and a loop-carried value, into an unclassified catalogue op.
builtin.module {
  pto.func incore @aliases(in %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, in %c0: index, in %c1: index, in %n: index) {
    %s = "pto.tensor.slice"(%p, %c1, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<1xf32>
    %a = "pto.tensor.add"(%s, %s) : (!pto.tensor<1xf32>, !pto.tensor<1xf32>) -> !pto.tensor<1xf32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %q) -> (!pto.tensor<64xf32>) {
      "pto.op"(%c0, %acc) <{op_name = "tensor.frob", arg_names = ["0", "1"]}> : (index, !pto.tensor<64xf32>) -> ()
      scf.yield %acc : !pto.tensor<64xf32>
    }
    pto.return
  }
}

// CHECK:      verify-param-directions found 2 problem(s)
// CHECK:      %a = "pto.tensor.add"(%s, %s)
// CHECK-NEXT: ^^^^^^^^^^^^^^^^^^^^^
// CHECK-NEXT: | parameter %p of @aliases reaches operand 0 (argument lhs) of pto.tensor.add, which has no effect verdict for it, so the verifier cannot tell
// CHECK:      "pto.op"(%c0, %acc)
// CHECK-NEXT: ^^^^^^^^
// CHECK-NEXT: | parameter %q of @aliases reaches operand 1 (argument 1) of pto.op "tensor.frob", which has no effect verdict for it

// -----

// A written `in` parameter is reported as written (once), not as undecided.
builtin.module {
  pto.func incore @written(in %t: !pto.tile<64xf32, vec>, in %p: !pto.tensor<64xf32>, in %c0: index) {
    "pto.op"(%p) <{op_name = "tensor.frob", arg_names = ["0"]}> : (!pto.tensor<64xf32>) -> ()
    %0 = "pto.tile.store"(%t, %c0, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:      verify-param-directions found 1 problem(s)
// CHECK:      %0 = "pto.tile.store"(%t, %c0, %p)
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %p of @written is declared in but pto.tile.store writes it
// CHECK-NOT:  parameter %p

// -----

// Accepted: declared out/inout parameters, ops with a verdict (no-writes, a
// read by a reader), a tile parameter, and orchestration functions (their
// directions come from callees only).
builtin.module {
  pto.func incore @fine(out %o: !pto.tensor<64xf32>, inout %io: !pto.tensor<64xf32>, in %r: !pto.tensor<64xf32>, in %m: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
    "pto.op"(%o, %io) <{op_name = "tensor.frob", arg_names = ["0", "1"]}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    %0 = "pto.tile.load"(%r, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %1 = "pto.tensor.view"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %2 = "pto.tensor.set_validshape"(%m, %c0, %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    %3 = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    pto.return
  }
  pto.func orchestration @orch(in %x: !pto.tensor<64xf32>) {
    "pto.op"(%x) <{op_name = "tensor.frob", arg_names = ["0"]}> : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @fine(
// CHECK-NEXT:    pto.op "tensor.frob"(%o, %io)
// CHECK-NOT:     parameter
// CHECK-LABEL: pto.func orchestration @orch(
// CHECK-NEXT:    pto.op "tensor.frob"(%x)
// CHECK-NEXT:    pto.return
