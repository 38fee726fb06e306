// RUN: xdsl-opt %s -p annotate-core-affinity | filecheck %s

// One op per classification rule (op-effects.md, *Core affinity*); the first
// rule that applies wins.

"builtin.module"() ({
  "pto.func"() <{sym_name = "rules", function_type = (!pto.tile<16xf16, vec>, !pto.tile<16xf16, mat>, !pto.tile<16xf16>, !pto.tensor<16xi32>) -> (), kind = #pto.func_kind<incore>}> ({
  ^bb0(%v: !pto.tile<16xf16, vec>, %m: !pto.tile<16xf16, mat>, %u: !pto.tile<16xf16>, %sig: !pto.tensor<16xi32>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "pto.pld.system.notify"(%sig, %one, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> {pto.core_placement = "aiv"} : (!pto.tensor<16xi32>, i32, index, i32) -> ()
    %stamped_cube = "pto.tile.add"(%m, %m) {pto.core_placement = "aiv"} : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
    %sub = "pto.tile.get_subblock_idx"() : () -> index
    %blk = "pto.tile.get_block_idx"() : () -> index
    "pto.tile.tpush_to_aiv"(%v) : (!pto.tile<16xf16, vec>) -> ()
    %to_mat = "pto.tile.move"(%v) <{target_memory = #pto.mem<mat>}> : (!pto.tile<16xf16, vec>) -> !pto.tile<16xf16, mat>
    %to_ddr = "pto.tile.move"(%v) : (!pto.tile<16xf16, vec>) -> !pto.tile<16xf16, ddr>
    %to_left = "pto.tile.move"(%m) <{target_memory = #pto.mem<left>}> : (!pto.tile<16xf16, mat>) -> !pto.tile<16xf16>
    %from_u = "pto.tile.move"(%u) <{target_memory = #pto.mem<vec>}> : (!pto.tile<16xf16>) -> !pto.tile<16xf16, vec>
    "pto.system.syncall"(%sig) <{operandSegmentSizes = array<i32: 1, 0>, core_type = "aic_only"}> : (!pto.tensor<16xi32>) -> ()
    "pto.system.syncall"(%sig) <{operandSegmentSizes = array<i32: 1, 0>, core_type = "aiv_only"}> : (!pto.tensor<16xi32>) -> ()
    "pto.system.syncall"(%sig) <{operandSegmentSizes = array<i32: 1, 0>}> : (!pto.tensor<16xi32>) -> ()
    "pto.system.sync_set"() <{operandSegmentSizes = array<i32: 0>, core_type = "aic"}> : () -> ()
    "pto.system.sync_wait"() <{operandSegmentSizes = array<i32: 0>, core_type = "aiv"}> : () -> ()
    "pto.system.sync_wait"() <{operandSegmentSizes = array<i32: 0>}> : () -> ()
    %res_mat = "pto.tile.add"(%v, %v) : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16, mat>
    %first_u = "pto.tile.add"(%u, %m) : (!pto.tile<16xf16>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16>
    %first_m = "pto.tile.add"(%m, %v) : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16>
    %first_v = "pto.tile.add"(%v, %m) : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16>
    "pto.pld.system.wait"(%sig, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<16xi32>, index, i32) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      pto.func incore @rules(%v: !pto.tile<16xf16, vec>, %m: !pto.tile<16xf16, mat>, %u: !pto.tile<16xf16>, %sig: !pto.tensor<16xi32>) {
// CHECK-NEXT:   %c0 = arith.constant {pto.affinity = #pto.affinity<shared>} 0 : index
// CHECK-NEXT:   %one = arith.constant {pto.affinity = #pto.affinity<shared>} 1 : i32
// CHECK-NEXT:   pto.pld.system.notify(%sig, %one, [%c0], %one) {pto.core_placement = "aiv", pto.affinity = #pto.affinity<vector>} : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:   %stamped_cube = pto.tile.add(%m, %m) {pto.core_placement = "aiv", pto.affinity = #pto.affinity<cube>} : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
// CHECK-NEXT:   %sub = pto.tile.get_subblock_idx() {pto.affinity = #pto.affinity<vector>} : () -> index
// CHECK-NEXT:   %blk = pto.tile.get_block_idx() {pto.affinity = #pto.affinity<shared>} : () -> index
// CHECK-NEXT:   pto.tile.tpush_to_aiv(%v) {pto.affinity = #pto.affinity<cube>} : (!pto.tile<16xf16, vec>) -> ()
// CHECK-NEXT:   %to_mat = pto.tile.move(%v, target_memory = #pto.mem<mat>) {pto.affinity = #pto.affinity<mixed>} : (!pto.tile<16xf16, vec>) -> !pto.tile<16xf16, mat>
// CHECK-NEXT:   %to_ddr = pto.tile.move(%v) {pto.affinity = #pto.affinity<vector>} : (!pto.tile<16xf16, vec>) -> !pto.tile<16xf16, ddr>
// CHECK-NEXT:   %to_left = pto.tile.move(%m, target_memory = #pto.mem<left>) {pto.affinity = #pto.affinity<cube>} : (!pto.tile<16xf16, mat>) -> !pto.tile<16xf16>
// CHECK-NEXT:   %from_u = pto.tile.move(%u, target_memory = #pto.mem<vec>) {pto.affinity = #pto.affinity<shared>} : (!pto.tile<16xf16>) -> !pto.tile<16xf16, vec>
// CHECK-NEXT:   pto.system.syncall(gm_workspace = %sig, core_type = "aic_only") {pto.affinity = #pto.affinity<cube>} : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.system.syncall(gm_workspace = %sig, core_type = "aiv_only") {pto.affinity = #pto.affinity<vector>} : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.system.syncall(gm_workspace = %sig) {pto.affinity = #pto.affinity<shared>} : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:   pto.system.sync_set(core_type = "aic") {pto.affinity = #pto.affinity<cube>} : () -> ()
// CHECK-NEXT:   pto.system.sync_wait(core_type = "aiv") {pto.affinity = #pto.affinity<vector>} : () -> ()
// CHECK-NEXT:   pto.system.sync_wait() {pto.affinity = #pto.affinity<shared>} : () -> ()
// CHECK-NEXT:   %res_mat = pto.tile.add(%v, %v) {pto.affinity = #pto.affinity<cube>} : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16, mat>
// CHECK-NEXT:   %first_u = pto.tile.add(%u, %m) {pto.affinity = #pto.affinity<shared>} : (!pto.tile<16xf16>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16>
// CHECK-NEXT:   %first_m = pto.tile.add(%m, %v) {pto.affinity = #pto.affinity<cube>} : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16>
// CHECK-NEXT:   %first_v = pto.tile.add(%v, %m) {pto.affinity = #pto.affinity<vector>} : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16>
// CHECK-NEXT:   pto.pld.system.wait(%sig, [%c0], %one) {pto.affinity = #pto.affinity<shared>} : (!pto.tensor<16xi32>, index, i32) -> ()
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: }
