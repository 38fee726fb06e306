// Verifiers never trust a parent's or a callee's properties before those are
// verified: xDSL verifies nested ops (and earlier ops) first, so `pto.return`
// and the call verifiers meet a function whose function_type, sym_name or
// param_directions may still be malformed. They leave those to the function's
// own verifier, whose diagnostic is the one reported (issue 16, items 1, 2).
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics -p derive-call-directions | filecheck %s

"builtin.module"() ({
  "pto.func"() <{sym_name = "f", function_type = i32}> ({
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: i32 should be of base attribute fun

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = 3 : i32, function_type = () -> i32}> ({
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: 3 : i32 should be a string

// -----

"builtin.module"() ({
  "pto.func"() <{sym_name = 3 : i32, function_type = () -> ()}> ({
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: 3 : i32 should be a string

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    pto.call @k(input %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = [#pto.adir<input>], sym_visibility = "private"}> ({}) : () -> ()
}
// CHECK: #pto.adir<input> should be of base attribute pto.dir

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    pto.call @k(input %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = [1 : i32], sym_visibility = "private"}> ({}) : () -> ()
}
// CHECK: 1 : i32 should be of base attribute pto.dir

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    pto.call @k(%x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  "pto.func"() <{sym_name = "k", function_type = i32, sym_visibility = "private"}> ({}) : () -> ()
}
// CHECK: i32 should be of base attribute fun

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(input %x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
  "pto.func"() <{sym_name = "k", function_type = i32, sym_visibility = "private"}> ({}) : () -> ()
}
// CHECK: i32 should be of base attribute fun

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(input %x) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = [#pto.adir<input>], sym_visibility = "private"}> ({}) : () -> ()
}
// CHECK: #pto.adir<input> should be of base attribute pto.dir

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    pto.call @k(input %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), param_directions = #pto.dir<in>, sym_visibility = "private"}> ({}) : () -> ()
}
// CHECK: expected ArrayAttr attribute, but got

// -----

builtin.module {
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    pto.call @k(input %x) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>) -> (), kind = 7 : i32, sym_visibility = "private"}> ({}) : () -> ()
}
// CHECK: 7 : i32 should be of base attribute pto.func_kind
