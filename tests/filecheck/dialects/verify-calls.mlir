// Verifier rules of pto.call and pto.submit: callee resolution, argument
// count and types, results, and rules 3-5 of the call-directions verifier.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

builtin.module {
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @nope(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: callee @nope is not defined in the enclosing module: declare it with pto.func (a body-less declaration such as `pto.func private @nope(in !pto.tensor<64xf32>)` is enough) or fix the name

// -----

builtin.module {
  func.func private @k()
  pto.func @main() {
    pto.call @k() : () -> ()
    pto.return
  }
}
// CHECK: callee @k is a 'func.func', not a pto.func: pto.call calls pto.func only, so define or declare @k with pto.func

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: pto.call of @k passes 1 argument(s) but the callee takes 2: pass one argument per parameter

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, in i32)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 1 of pto.call @k has type !pto.tensor<64xf32> but the callee's parameter 1 has type i32: pass a value of the parameter's type

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %r = pto.call @k(%x) : (!pto.tensor<64xf32>) -> !pto.tensor<32xf32>
    pto.return
  }
}
// CHECK: pto.call of @k has result types (!pto.tensor<32xf32>) but the callee returns (!pto.tensor<64xf32>): use the callee's result types

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: pto.submit of @k carries 2 argument(s) but the callee takes 1: a submit carries a prefix of the callee's parameters, so drop the extra arguments

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %r, %t = pto.submit @k(%x) : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
    pto.return
  }
}
// CHECK: pto.submit of @k has result types (!pto.tensor<64xf32>, !pto.task_id) but must return the callee's results followed by one !pto.task_id: (!pto.task_id)

// -----

// The generic form can drop the task id altogether.
"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>}> ({}) : () -> ()
  "pto.func"() <{sym_name = "main", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    %r = "pto.submit"(%x) <{callee = @k, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: pto.submit of @k has result types (!pto.tensor<64xf32>) but must return the callee's results followed by one !pto.task_id: (!pto.tensor<64xf32>, !pto.task_id)

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) core_num(0) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: core_num of pto.submit is 0: an SPMD launch runs on at least one core; use core_num(1) or more, or drop core_num for a single-task launch

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>, i32) -> ()}> ({}) : () -> ()
  "pto.func"() <{sym_name = "main", function_type = (!pto.tensor<64xf32>, i32) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>, %i: i32):
    "pto.call"(%x, %i) <{callee = @k, arg_directions = [#pto.adir<input>]}> : (!pto.tensor<64xf32>, i32) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: arg_directions has 1 entries but pto.call has 2 argument(s): give one #pto.adir per argument, or drop arg_directions and run derive-call-directions

// -----

// Rule 3: a tensor argument never carries `scalar`.
builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(scalar %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 is a tensor but has direction 'scalar': use one of input, no_dep for callee @k's 'in' parameter

// -----

// Rule 3: a scalar argument always carries `scalar`.
builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, in !pto.tile<64xf32, vec>)
  pto.func @main(%x: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>) {
    pto.call @k(input %x, input %t) : (!pto.tensor<64xf32>, !pto.tile<64xf32, vec>) -> ()
    pto.return
  }
}
// CHECK: argument 1 is a non-tensor (!pto.tile<64xf32, vec>) but has direction 'input': non-tensor arguments must be 'scalar', so give argument 1 'scalar'

// -----

// Rule 4: `output` on an `in` parameter.
builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(output %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 has direction 'output' but callee @k declares parameter 0 'in', which allows input, no_dep: fix arg_directions or the callee's param_directions

// -----

// Rule 4: `input` on an `out` parameter, here on a submit.
builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(input %x, input %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: argument 1 has direction 'input' but callee @k declares parameter 1 'out', which allows output, output_existing, inout, no_dep: fix arg_directions or the callee's param_directions

// -----

// Rule 4: `output` on an `inout` parameter.
builtin.module {
  pto.func private @k(inout !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(output %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 has direction 'output' but callee @k declares parameter 0 'inout', which allows inout, output_existing, no_dep: fix arg_directions or the callee's param_directions

// -----

// Rule 4 against absent param_directions (all `in`).
builtin.module {
  pto.func private @k(!pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(inout %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: argument 0 has direction 'inout' but callee @k declares parameter 0 'in', which allows input, no_dep: fix arg_directions or the callee's param_directions

// -----

// Rule 5: override out of range.
builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) no_dep(1) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument 1, but the op has 1 argument(s): use an index in [0, 1)

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) no_dep(-1) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument -1, but the op has 1 argument(s): use an index in [0, 1)

// -----

// Rule 5: override on a scalar argument.
builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, in index)
  pto.func @main(%x: !pto.tensor<64xf32>, %n: index) {
    pto.call @k(%x, %n) no_dep(1) : (!pto.tensor<64xf32>, index) -> ()
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument 1, a non-tensor (index): no_dep applies to tensor arguments only, so drop 1 from the overrides

// -----

// Rule 5: duplicate override.
builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) no_dep(0, 0) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: arg_direction_overrides names argument 0 more than once: list each index once

// -----

// A call site outside any function body: nothing would ever give it directions.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  %t = pto.tensor.create : !pto.tensor<64xf32>
  pto.call @k(%t) : (!pto.tensor<64xf32>) -> ()
}

// CHECK: pto.call of @k is not inside a pto.func: call sites live in function bodies, where derive-call-directions gives them their directions; move it into a pto.func
