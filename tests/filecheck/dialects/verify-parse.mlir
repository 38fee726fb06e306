// Errors found while parsing: unknown enum keywords and malformed pretty syntax.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics | filecheck %s

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = [#pto.dir<ins>]}> ({}) : () -> ()
}) : () -> ()
// CHECK: unknown #pto.dir keyword 'ins': use one of in, out, inout

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = () -> (), kind = #pto.func_kind<kernel>}> ({}) : () -> ()
}) : () -> ()
// CHECK: unknown #pto.func_kind keyword 'kernel': use one of opaque, orchestration, incore, aic, aiv, group, spmd, inline, graph

// -----

"test.op"() {a = #pto.adir<out>} : () -> ()
// CHECK: unknown #pto.adir keyword 'out': use one of input, output, inout, output_existing, no_dep, scalar

// -----

"test.op"() {a = #pto.for_kind<vectorized>, b = #pto.scope_kind<runtime>} : () -> ()
// CHECK: unknown #pto.for_kind keyword 'vectorized': use one of sequential, parallel, unroll, pipeline

// -----

"test.op"() : () -> !pto.tile<64xf32, l1>
// CHECK: unknown tile memory space 'l1': use one of ddr, vec, mat, left, right, acc, bias, scalar_local, left_scale, right_scale

// -----

builtin.module {
  pto.func incores @k()
}
// CHECK: unknown function kind 'incores': use one of opaque, orchestration, incore, aic, aiv, group, spmd, inline, graph (absent means opaque)

// -----

builtin.module {
  pto.func private @k(inn !pto.tensor<64xf32>)
}
// CHECK: unknown parameter direction 'inn': use one of in, out, inout

// -----

builtin.module {
  pto.func @main() {
    pto.scope kernel {
      pto.yield
    }
    pto.return
  }
}
// CHECK: unknown scope kind 'kernel': use one of incore, cluster, hierarchy, spmd, runtime, comm_domain, split_aiv

// -----

builtin.module {
  pto.func @main(%x: !pto.tensor<64xf32>, !pto.tensor<64xf32>) {
    pto.return
  }
}
// CHECK: pto.func parameters must be all named (`%x: type`, a definition) or all unnamed (a bare type, a declaration): name every parameter or none

// -----

builtin.module {
  pto.func @main(!pto.tensor<64xf32>) {
    pto.return
  }
}
// CHECK: a pto.func with a body must name its parameters (`%x: type`); a declaration has no body

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, !pto.tensor<64xf32>)
}
// CHECK: either every parameter or none carries a direction, but parameter 1 has none: add the missing directions or drop them all

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, output %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: either every argument or none carries a direction, but argument 0 has none: add the missing directions or drop them all

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(inputs %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: unknown argument direction 'inputs': use one of input, output, inout, output_existing, no_dep, scalar

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: pto.call has 2 argument(s) but its signature lists 1 type(s): give one type per argument

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    pto.submit @k(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: the results of pto.submit are the callee's results followed by one !pto.task_id: add !pto.task_id as the last result type

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) core_num(99999999999999999999) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: core_num must fit in i64: use a core count

// -----

builtin.module {
  pto.func private @k(in !pto.tensor<64xf32>)
  pto.func @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) sync_start core_num(2) sync_start : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK: 'sync_start' appears twice in pto.submit: give each launch option once
