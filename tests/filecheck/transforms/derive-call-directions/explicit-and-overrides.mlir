// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s
// PyPTO's rules (compat=pypto): by default phase 0 also materializes the
// orchestration functions that write their parameters (modes/phase0.mlir).

// Explicit arg_directions are authoritative: left untouched, `output`
// included, and their overrides are not applied to them. They still count
// as writers for the calls that follow. Every other attribute survives
// (hazard 13).
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func orchestration @explicit(%x: !pto.tensor<64xf32>) {
    %buf = pto.tensor.create : !pto.tensor<64xf32>
    %a = pto.call @k(input %x, output %buf) no_dep(1) {user.tag = 7 : i64} : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %b = pto.call @k(no_dep %x, inout %buf) no_dep(1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %c = pto.call @k(%x, %buf) {user.tag = 8 : i64} : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:       pto.func orchestration @explicit(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %buf = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %a = pto.call @k(input %x, output %buf) no_dep(1) {user.tag = 7 : i64} : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.call @k(no_dep %x, inout %buf) no_dep(1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %c = pto.call @k(input %x, inout %buf) {user.tag = 8 : i64} : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// no_dep overrides replace the derived direction on `in`, `out` and `inout`
// slots, several at once, and are kept.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>, inout !pto.tensor<64xf32>, in index) -> ()
  pto.func orchestration @overrides(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %z: !pto.tensor<64xf32>, %n: index) {
    pto.call @k(%x, %y, %z, %n) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
    pto.call @k(%x, %y, %z, %n) no_dep(1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
    pto.call @k(%x, %y, %z, %n) no_dep(2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
    pto.call @k(%x, %y, %z, %n) no_dep(2, 0, 1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
    pto.call @k(%x, %y, %z, %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @overrides(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %z: !pto.tensor<64xf32>, %n: index) {
// CHECK-NEXT:    pto.call @k(no_dep(%x), output_existing %y, inout %z, scalar %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
// CHECK-NEXT:    pto.call @k(input %x, no_dep(%y), inout %z, scalar %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
// CHECK-NEXT:    pto.call @k(input %x, inout %y, no_dep(%z), scalar %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
// CHECK-NEXT:    pto.call @k(no_dep %x, no_dep %y, no_dep %z, scalar %n) no_dep(2, 0, 1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
// CHECK-NEXT:    pto.call @k(input %x, inout %y, inout %z, scalar %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The generic form keeps the overrides array exactly.
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' --print-op-generic | filecheck %s --check-prefix=GENERIC
"builtin.module"() ({
  "pto.func"() <{sym_name = "k", sym_visibility = "private", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (), kind = #pto.func_kind<incore>, param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({}) : () -> ()
  "pto.func"() <{sym_name = "generic", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()}> ({
  ^bb0(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>):
    "pto.call"(%x, %y) <{callee = @k, arg_direction_overrides = array<i32: 1>}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// GENERIC: "pto.call"(%x, %y) <{callee = @k, arg_directions = [#pto.adir<input>, #pto.adir<no_dep>], arg_direction_overrides = array<i32: 1>}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
