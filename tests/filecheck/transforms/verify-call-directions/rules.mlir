// RUN: xdsl-opt %s --split-input-file -p verify-call-directions --verify-diagnostics | filecheck %s

// One rule per input. Rules 1 and 2 are only seen by the pass; rules 3 to 5
// are also op-verifier rules, which stop xDSL at the first failing op.

// Rule 1, with an absent param_directions (all `in`): stale wrapper.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, inout !pto.tensor<64xf32>) -> ()
  pto.func spmd @s(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>) {
    pto.call @k(input %x, inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       verify-call-directions found 1 problem(s)
// CHECK:       | wrapper function '@s' has stale param_directions: effective [in, inout] but declared [in, in]; run derive-call-directions or declare the effective directions

// -----

// Rule 2: a submit with arguments but no directions. Zero-argument calls and
// submits need none.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @none() -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %o, %t = pto.submit @k(%x) : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
    pto.call @none() : () -> ()
    %t2 = pto.submit @none() : () -> (!pto.task_id)
    pto.return
  }
}

// CHECK:       verify-call-directions found 1 problem(s)
// CHECK:       %o, %t = "pto.submit"(%x)
// CHECK-NEXT:  ^^^^
// CHECK-NEXT:  | pto.submit of @k has no arg_directions: run derive-call-directions, or give one #pto.adir per argument (1)

// -----

// Rule 3 (op verifier): a tensor argument carries `scalar`.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(scalar %x, output_existing %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       argument 0 is a tensor but has direction 'scalar'

// -----

// Rule 3 (op verifier): a scalar argument carries a tensor direction.
builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%n: index, %x: !pto.tensor<64xf32>) {
    pto.call @k(input %n, output_existing %x) : (index, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       argument 0 is a non-tensor (index) but has direction 'input'

// -----

// Rule 4 (op verifier): a direction the callee's parameter does not allow.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(output %x, output_existing %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       argument 0 has direction 'output' but callee @k declares parameter 0 'in'

// -----

// Rule 4 (op verifier): `output` is never allowed on an `inout` parameter.
builtin.module {
  pto.func private incore @k(inout !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(output %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       argument 0 has direction 'output' but callee @k declares parameter 0 'inout'

// -----

// Rule 4 (op verifier): a submit argument beyond the callee's parameters.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(input %x, input %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}

// CHECK:       submit of @k carries 2 argument(s) but the callee takes 1

// -----

// Rule 5 (op verifier): an override index out of range.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(input %x) no_dep(3) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       arg_direction_overrides names argument 3, but the op has 1 argument(s)

// -----

// Rule 5 (op verifier): an override on a scalar argument.
builtin.module {
  pto.func private incore @k(in index) -> ()
  pto.func orchestration @main(%n: index) {
    pto.call @k(scalar %n) no_dep(0) : (index) -> ()
    pto.return
  }
}

// CHECK:       arg_direction_overrides names argument 0, a non-tensor (index)

// -----

// Rule 5 (op verifier): an override listed twice.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>) -> ()
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(no_dep %x) no_dep(0, 0) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       arg_direction_overrides names argument 0 more than once

// -----

// Well-formed IR passes unchanged.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
  pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    pto.call @k(no_dep %x, inout %y) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @k(no_dep(%x), inout %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// Rule 2 (op verifier): arg_directions of the wrong length.
"builtin.module"() ({
  "pto.func"() <{sym_name = "k", sym_visibility = "private", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (), param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({}) : () -> ()
  "pto.func"() <{sym_name = "main", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x, %x) <{callee = @k, arg_directions = [#pto.adir<input>]}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:       arg_directions has 1 entries but pto.call has 2 argument(s)
