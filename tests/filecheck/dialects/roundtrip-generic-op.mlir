// `pto.op` prints as PyPTO's call: its registry name, the operands then the
// static arguments (source text), each bare at its own position and
// `NAME = ...` elsewhere (NAME quoted unless a word or a number), then the
// types. What the notation cannot show (arg_names of the wrong length, an
// empty or malformed static_args, an op_name that is no string) goes in
// `<{...}>`; everything parses back to the same op, with and without
// --print-debuginfo.
// RUN: xdsl-opt %s --disable-verify | filecheck %s
// RUN: xdsl-opt %s --disable-verify --print-op-generic > %t.a
// RUN: xdsl-opt %s --disable-verify | xdsl-opt --disable-verify --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %s --disable-verify --print-debuginfo | xdsl-opt --disable-verify --print-op-generic > %t.c
// RUN: diff %t.a %t.c

"builtin.module"() ({
  "pto.func"() <{sym_name = "k", function_type = (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>, index) -> (), kind = #pto.func_kind<incore>}> ({
  ^bb0(%t: !pto.tile<64xf32, vec>, %y: !pto.tensor<64xf32>, %c0: index):
    %u = "pto.op"(%t) <{op_name = "tile.muls", arg_names = ["0"], static_args = {"1" = "0.5"}}> : (!pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %r = "pto.op"(%y, %c0, %c0) <{op_name = "tensor.read", arg_names = ["0", "1.0", "1.1"]}> : (!pto.tensor<64xf32>, index, index) -> f32
    %m = "pto.op"() <{op_name = "tile.alloc", arg_names = [], static_args = {"0" = "pl.Mem.Vec", "1" = "32768"}}> : () -> !pto.ptr
    %n = "pto.op"(%c0) <{op_name = "tile.alloc", arg_names = ["1"], static_args = {"0" = "pl.Mem.Vec", "01" = "x\"y"}}> {note = 1 : i32} : (index) -> !pto.ptr
    "pto.op"(%y) <{op_name = "tensor.frob", arg_names = ["dst"]}> : (!pto.tensor<64xf32>) -> ()
    "pto.op"(%y, %y) <{op_name = "tensor.frob", arg_names = ["dst"], static_args = {}}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    "pto.op"(%y) <{op_name = 3 : i32, arg_names = [1 : i32], static_args = {a = 1 : i32}}> : (!pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:         pto.func incore @k(%t: !pto.tile<64xf32, vec>, %y: !pto.tensor<64xf32>, %c0: index) {
// CHECK-NEXT:      %u = pto.op "tile.muls"(%t, "0.5") : (!pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:      %r = pto.op "tensor.read"(%y, "1.0" = %c0, "1.1" = %c0) : (!pto.tensor<64xf32>, index, index) -> f32
// CHECK-NEXT:      %m = pto.op "tile.alloc"("pl.Mem.Vec", "32768") : () -> !pto.ptr
// CHECK-NEXT:      %n = pto.op "tile.alloc"(1 = %c0, 0 = "pl.Mem.Vec", "01" = "x\22y") {note = 1 : i32} : (index) -> !pto.ptr
// CHECK-NEXT:      pto.op "tensor.frob"(dst = %y) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:      pto.op "tensor.frob"(%y, %y) <{arg_names = ["dst"], static_args = {}}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:      pto.op ""(%y) <{op_name = 3 : i32, arg_names = [1 : i32], static_args = {a = 1 : i32}}> : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:      pto.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
