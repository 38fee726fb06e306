// Every pass given IR that does not verify (--disable-verify, or unverified IR
// from Python) fails with the verifier's diagnostic instead of crashing on a
// malformed property (issue 16, item 3).
// RUN: not xdsl-opt %s --disable-verify -p derive-call-directions 2>&1 | filecheck %s
// RUN: not xdsl-opt %s --disable-verify -p verify-call-directions 2>&1 | filecheck %s
// RUN: not xdsl-opt %s --disable-verify -p infer-param-directions 2>&1 | filecheck %s
// RUN: not xdsl-opt %s --disable-verify -p verify-param-directions 2>&1 | filecheck %s
// RUN: not xdsl-opt %s --disable-verify -p annotate-core-affinity 2>&1 | filecheck %s
// RUN: not xdsl-opt %s --disable-verify -p stamp-split-aiv 2>&1 | filecheck %s
// Printing alone shows what it was given.
// RUN: xdsl-opt %s --disable-verify | filecheck %s --check-prefix=PRINT

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), kind = #pto.func_kind<incore>, param_directions = [1 : i32], sym_visibility = "private"}> ({}) : () -> ()
  "pto.func"() <{sym_name = "m", function_type = (!pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>):
    "pto.call"(%x) <{callee = @k}> : (!pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: 1 : i32 should be of base attribute pto.dir

// PRINT: pto.func private incore @k(!pto.tensor<64xf32>) <{param_directions = [1 : i32]}>
