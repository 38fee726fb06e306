// Inconsistent directions: explicit arg_directions that break rules 3-4 (found
// by the op verifiers), and a wrapper promotion (phase 0) that makes an explicit
// direction wrong (found by the pass).
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(scalar %x, output %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 is a tensor but has direction 'scalar': use one of input, no_dep for callee @k's 'in' parameter

// -----

builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func @f(%n: index, %x: !pto.tensor<64xf32>) {
    pto.call @k(input %n, output %x) : (index, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 is a non-tensor (index) but has direction 'input': non-tensor arguments must be 'scalar'

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(input %x, input %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 1 has direction 'input' but callee @k declares parameter 1 'out', which allows output, output_existing, inout, no_dep: fix arg_directions or the callee's param_directions

// -----

builtin.module {
  pto.func private incore @k(inout !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(output %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 has direction 'output' but callee @k declares parameter 0 'inout', which allows inout, output_existing, no_dep: fix arg_directions or the callee's param_directions

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(inout %x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: argument 0 has direction 'inout' but callee @k declares parameter 0 'in', which allows input, no_dep: fix arg_directions or the callee's param_directions

// -----

// The group declares %out `in`, but forwards it to the kernel's `out`
// parameter: phase 0 promotes it to `out`, and the explicit `input` at the
// call site becomes wrong.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func group @g(in %x: !pto.tensor<64xf32>, in %out: !pto.tensor<64xf32>) {
    pto.call @k(%x, %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func @f(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>) {
    pto.call @g(input %x, input %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: derive-call-directions found 1 problem(s)
// CHECK: argument 1 has explicit direction 'input', but wrapper '@g' passes its parameter 1 (%out) to an inner writer, so derive-call-directions makes it 'out', which allows output, output_existing, inout, no_dep: fix this call's arg_directions or the wrapper's body

// -----

// The same through a chain of wrappers and a submit.
builtin.module {
  pto.func private incore @k(inout !pto.tensor<64xf32>)
  pto.func spmd @inner(in %a: !pto.tensor<64xf32>) {
    pto.call @k(%a) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func group @outer(in %b: !pto.tensor<64xf32>) {
    pto.call @inner(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func @f(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @outer(no_dep %x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    %t2 = pto.submit @outer(input %x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: derive-call-directions found 1 problem(s)
// CHECK: argument 0 has explicit direction 'input', but wrapper '@outer' passes its parameter 0 (%b) to an inner writer, so derive-call-directions makes it 'inout', which allows inout, output_existing, no_dep: fix this call's arg_directions or the wrapper's body
