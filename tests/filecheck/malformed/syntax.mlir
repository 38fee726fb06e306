// Syntax errors: each is reported by the parser, with a message, never a traceback.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

builtin.module {
  pto.func @f(in %x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>) {
    pto.return
  }
}
// CHECK: either every parameter or none carries a direction, but parameter 1 has none: add the missing directions or drop them all

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>, !pto.tensor<64xf32>) {
    pto.return
  }
}
// CHECK: pto.func parameters must be all named (`%x: type`, a definition) or all unnamed (a bare type, a declaration): name every parameter or none

// -----

builtin.module {
  pto.func @f(!pto.tensor<64xf32>) {
    pto.return
  }
}
// CHECK: a pto.func with a body must name its parameters (`%x: type`); a declaration has no body

// -----

builtin.module {
  pto.func @f(sideways %x: !pto.tensor<64xf32>) {
    pto.return
  }
}
// CHECK: unknown parameter direction 'sideways': use one of in, out, inout

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(input %x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: either every argument or none carries a direction, but argument 1 has none: add the missing directions or drop them all

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: pto.call has 1 argument(s) but its signature lists 2 type(s): give one type per argument

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.submit @k(%x, %x) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: the results of pto.submit are the callee's results followed by one !pto.task_id: add !pto.task_id as the last result type

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x, %x) no_dep(first) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: Expected integer literal

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.scope somewhere {
      pto.yield
    }
    pto.return
  }
}
// CHECK: unknown scope kind 'somewhere': use one of incore, cluster, hierarchy, spmd, runtime, comm_domain, split_aiv

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func @f() {
    pto.call @k(%nowhere) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: values used but not defined: [%nowhere]

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK: ')' expected

// -----

this is not a program
// CHECK: Operation this is not registered

// -----

builtin.module {
  pto.func @f(%x: !pto.tensor<64xf32>) {
    pto.return
// CHECK: in block definition
