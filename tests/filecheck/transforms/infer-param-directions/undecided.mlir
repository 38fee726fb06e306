// RUN: xdsl-opt %s -p infer-param-directions 2>/dev/null | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions 2>&1 >/dev/null | filecheck %s --check-prefix=WARN

// A parameter that reaches an operand of an op with no effect verdict for it,
// and that no classified slot makes out or inout, is undecided: the pass
// leaves it as declared and warns (one line per parameter, on standard
// error), naming the op, the operand, the parameter and the two fixes. Every
// other direction is still inferred. An unknown op is never assumed not to
// read: a parameter it reaches and a classified op writes becomes inout.

builtin.module {
  pto.func incore @k(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>, %w: !pto.tensor<64xf32>, %o: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    "pto.op"(%p) <{op_name = "tensor.frob", arg_names = ["dst"]}> : (!pto.tensor<64xf32>) -> ()
    %s = "pto.tensor.slice"(%q, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<1xf32>
    %a = "pto.tensor.add"(%s, %s) : (!pto.tensor<1xf32>, !pto.tensor<1xf32>) -> !pto.tensor<1xf32>
    "pto.op"(%w) <{op_name = "tensor.frob", arg_names = ["dst"]}> : (!pto.tensor<64xf32>) -> ()
    %0 = "pto.tile.store"(%t, %c0, %w) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tile.store"(%t, %c0, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  // The caller of an undecided parameter gets its declared direction; the
  // warning names the callee's parameter, where the unknown op is.
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %z: !pto.tensor<64xf32>, %v: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>, %c0: index) {
    pto.call @k(%x, %y, %z, %v, %t, %c0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>, index) -> ()
    pto.return
  }
}

// CHECK:      pto.func incore @k(in %p: !pto.tensor<64xf32>, in %q: !pto.tensor<64xf32>, inout %w: !pto.tensor<64xf32>, out %o: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {
// CHECK:      pto.func orchestration @main(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>, inout %z: !pto.tensor<64xf32>, out %v: !pto.tensor<64xf32>, in %t: !pto.tile<64xf32, vec>, in %c0: index) {

// WARN:      warning: infer-param-directions: pto.op in @k: parameter %p of @k reaches operand 0 (argument dst) of pto.op "tensor.frob", which has no effect verdict for it, so its direction is undecided and stays in: declare the op's effects (a catalogue row or effect traits, docs/effects.md) or declare %p out or inout in param_directions
// WARN-NEXT: warning: infer-param-directions: pto.tensor.add in @k: parameter %q of @k reaches operand 0 (argument lhs) of pto.tensor.add, which has no effect verdict for it, so its direction is undecided and stays in: declare the op's effects (a catalogue row or effect traits, docs/effects.md) or declare %q out or inout in param_directions
// WARN-NOT:  warning
