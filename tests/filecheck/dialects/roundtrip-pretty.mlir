// The pretty syntax of pto.func, pto.call, pto.submit and pto.scope
// round-trips: pretty -> pretty is stable, generic -> pretty gives the same
// text, and the generic print of the pretty output equals the generic print of
// the input. Every attribute survives, discardable ones included (hazard 13).
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

builtin.module {
  pto.func private incore @ext(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>, inout !pto.tensor<?x64xf16>, in i32) -> !pto.tensor<64xf32>
  pto.func private @no_dirs(!pto.tensor<64xf32>, !pto.tile<16x16xf16>) -> (!pto.tensor<64xf32>, i32)
  pto.func @nothing()
  pto.func nested aiv @tiles(in !pto.tile<64xf32, vec>, in !pto.tile<16x16xbf16, mat>, in !pto.tile<16x16xf16, left_scale>, in !pto.tile<8xi8>, in !pto.tensor<16x256xbf16>, in !pto.tensor<?x?xf16>, in !pto.task_id) attributes {pto.note = "kept"}
  pto.func public spmd @w(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %n: index) -> (!pto.tensor<64xf32>, index) attributes {pto.affinity = #pto.affinity<mixed>} {
    pto.return %y, %n : !pto.tensor<64xf32>, index
  }
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %d: !pto.tensor<?x64xf16>, %i: i32, %p: i1, %n: index, %tl: !pto.tile<16x16xf16>) {
    %r = pto.call @ext(input %x, output_existing %y, inout %d, scalar %i) no_dep(0, 2) {pto.tag = 1 : i64} : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<?x64xf16>, i32) -> !pto.tensor<64xf32>
    %r2 = pto.call @ext(%x, %y, %d, %i) no_dep() : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<?x64xf16>, i32) -> !pto.tensor<64xf32>
    %o1, %o2 = pto.call @no_dirs(%x, %tl) {pto.affinity = #pto.affinity<shared>} : (!pto.tensor<64xf32>, !pto.tile<16x16xf16>) -> (!pto.tensor<64xf32>, i32)
    %a, %b, %t1 = pto.submit @w(no_dep %x, output %y, scalar %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> (!pto.tensor<64xf32>, index, !pto.task_id)
    %a2, %b2, %t2 = pto.submit @w(%x) deps(%t1, %t1) predicate(%p) no_dep(0) core_num(4) sync_start allow_early_resolve {pto.extra} : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, index, !pto.task_id)
    %a3, %b3, %t3 = pto.submit @w() sync_start : () -> (!pto.tensor<64xf32>, index, !pto.task_id)
    %s, %s_1 = pto.scope split_aiv attributes {pto.opt = 3 : i32} -> (!pto.tensor<64xf32>, i32) {
      %q = pto.tensor.create(%n) : !pto.tensor<?x64xf16>
      pto.yield %x, %i : !pto.tensor<64xf32>, i32
    }
    pto.scope runtime manual {
      pto.yield
    }
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %k = %c0 to %c4 step %c1 {
      %e = pto.call @ext(%x, %y, %d, %i) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<?x64xf16>, i32) -> !pto.tensor<64xf32>
    } {pto.for_kind = #pto.for_kind<parallel>}
    pto.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private incore @ext(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>, inout !pto.tensor<?x64xf16>, in i32) -> !pto.tensor<64xf32>
// CHECK-NEXT:   pto.func private @no_dirs(!pto.tensor<64xf32>, !pto.tile<16x16xf16>) -> (!pto.tensor<64xf32>, i32)
// CHECK-NEXT:   pto.func @nothing()
// CHECK-NEXT:   pto.func nested aiv @tiles(in !pto.tile<64xf32, vec>, in !pto.tile<16x16xbf16, mat>, in !pto.tile<16x16xf16, left_scale>, in !pto.tile<8xi8>, in !pto.tensor<16x256xbf16>, in !pto.tensor<?x?xf16>, in !pto.task_id) attributes {pto.note = "kept"}
// CHECK-NEXT:   pto.func public spmd @w(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, in %n: index) -> (!pto.tensor<64xf32>, index) attributes {pto.affinity = #pto.affinity<mixed>} {
// CHECK-NEXT:     pto.return %y, %n : !pto.tensor<64xf32>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.func orchestration @main(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>, %d: !pto.tensor<?x64xf16>, %i: i32, %p: i1, %n: index, %tl: !pto.tile<16x16xf16>) {
// CHECK-NEXT:     %r = pto.call @ext(input %x, output_existing %y, inout %d, scalar %i) no_dep(0, 2) {pto.tag = 1 : i64} : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<?x64xf16>, i32) -> !pto.tensor<64xf32>
// CHECK-NEXT:     %r2 = pto.call @ext(%x, %y, %d, %i) no_dep() : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<?x64xf16>, i32) -> !pto.tensor<64xf32>
// CHECK-NEXT:     %o1, %o2 = pto.call @no_dirs(%x, %tl) {pto.affinity = #pto.affinity<shared>} : (!pto.tensor<64xf32>, !pto.tile<16x16xf16>) -> (!pto.tensor<64xf32>, i32)
// CHECK-NEXT:     %a, %b, %t1 = pto.submit @w(no_dep %x, output %y, scalar %n) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> (!pto.tensor<64xf32>, index, !pto.task_id)
// CHECK-NEXT:     %a2, %b2, %t2 = pto.submit @w(%x) deps(%t1, %t1) predicate(%p) no_dep(0) core_num(4) sync_start allow_early_resolve {pto.extra} : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, index, !pto.task_id)
// CHECK-NEXT:     %a3, %b3, %t3 = pto.submit @w() sync_start : () -> (!pto.tensor<64xf32>, index, !pto.task_id)
// CHECK-NEXT:     %s, %s_1 = pto.scope split_aiv attributes {pto.opt = 3 : i32} -> (!pto.tensor<64xf32>, i32) {
// CHECK-NEXT:       %q = pto.tensor.create(%n) : !pto.tensor<?x64xf16>
// CHECK-NEXT:       pto.yield %x, %i : !pto.tensor<64xf32>, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     pto.scope runtime manual {
// CHECK-NEXT:       pto.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %k = %c0 to %c4 step %c1 {
// CHECK-NEXT:       %e = pto.call @ext(%x, %y, %d, %i) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<?x64xf16>, i32) -> !pto.tensor<64xf32>
// CHECK-NEXT:     } {pto.for_kind = #pto.for_kind<parallel>}
// CHECK-NEXT:     pto.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// The properties behind the notation, in the generic form.
// GENERIC:      "pto.func"() <{sym_name = "ext", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<?x64xf16>, i32) -> !pto.tensor<64xf32>, kind = #pto.func_kind<incore>, param_directions = [#pto.dir<in>, #pto.dir<out>, #pto.dir<inout>, #pto.dir<in>], sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC:      "pto.func"() <{sym_name = "tiles", {{.*}} sym_visibility = "nested"}> ({
// GENERIC-NEXT: }) {pto.note = "kept"} : () -> ()
// GENERIC:      "pto.call"(%x, %y, %d, %i) <{callee = @ext, arg_directions = [#pto.adir<input>, #pto.adir<output_existing>, #pto.adir<inout>, #pto.adir<scalar>], arg_direction_overrides = array<i32: 0, 2>}> {pto.tag = 1 : i64}
// GENERIC-NEXT: "pto.call"(%x, %y, %d, %i) <{callee = @ext, arg_direction_overrides = array<i32>}>
// GENERIC:      "pto.submit"(%x, %y, %n) <{callee = @w, arg_directions = [#pto.adir<no_dep>, #pto.adir<output>, #pto.adir<scalar>], operandSegmentSizes = array<i32: 3, 0, 0, 0>}>
// GENERIC-NEXT: "pto.submit"(%x, %t1, %t1, %p) <{callee = @w, arg_direction_overrides = array<i32: 0>, core_num = 4 : i64, sync_start, allow_early_resolve, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> {pto.extra}
// GENERIC-NEXT: "pto.submit"() <{callee = @w, sync_start, operandSegmentSizes = array<i32: 0, 0, 0, 0>}>
// GENERIC:      "pto.scope"() <{kind = #pto.scope_kind<split_aiv>}> ({
// GENERIC:      }) {pto.opt = 3 : i32} : () -> (!pto.tensor<64xf32>, i32)
// GENERIC-NEXT: "pto.scope"() <{kind = #pto.scope_kind<runtime>, manual}> ({
