// Diagnostics name an unregistered op by its own name, not by xDSL's
// 'builtin.unregistered' stand-in (issue 16, item 8).
// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics | filecheck %s

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    pto.return
  }
}
// CHECK: 'foo.region' is not supported inside a pto.func: only scf.for, scf.parallel, scf.while, scf.if and pto.scope may carry regions; rewrite it with those

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    "foo.branch"() [^bb1] : () -> ()
  ^bb1:
    pto.return
  }
}
// CHECK: 'foo.branch' is unstructured control flow, which a pto.func body may not contain: use scf.if, scf.for or scf.while
