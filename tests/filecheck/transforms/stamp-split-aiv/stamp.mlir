// RUN: xdsl-opt %s -p stamp-split-aiv | filecheck %s
// RUN: xdsl-opt %s -p stamp-split-aiv | xdsl-opt -p stamp-split-aiv | filecheck %s
// RUN: xdsl-opt %s -p stamp-split-aiv,annotate-core-affinity | filecheck %s --check-prefix=AFFINITY

// Inside a split_aiv scope, at any depth, only a no-duplicate op without a
// stated lane that classifies shared is stamped: pld.system.notify. Never
// wait (not no-duplicate), a submit, an op with a stated lane, a cube op, an
// op already stamped, or anything outside the scope. A second run changes
// nothing. (No catalogue op is both no-duplicate and on a stated or cube
// lane; tests/test_effects_affinity.py covers those with throwaway ops.)

"builtin.module"() ({
  "pto.func"() <{sym_name = "inner", function_type = (!pto.tensor<16xi32>) -> (), kind = #pto.func_kind<aiv>}> ({
  ^bb0(%s: !pto.tensor<16xi32>):
    "pto.return"() : () -> ()
  }) : () -> ()
  "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<16xi32>, !pto.tile<16xf16, mat>) -> (), kind = #pto.func_kind<incore>}> ({
  ^bb0(%sig: !pto.tensor<16xi32>, %m: !pto.tile<16xf16, mat>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "pto.pld.system.notify"(%sig, %one, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<16xi32>, i32, index, i32) -> ()
    "pto.scope"() <{kind = #pto.scope_kind<split_aiv>}> ({
      "pto.pld.system.notify"(%sig, %one, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, op = #pto.notify_op<set>}> : (!pto.tensor<16xi32>, i32, index, i32) -> ()
      "pto.pld.system.wait"(%sig, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<16xi32>, index, i32) -> ()
      %t = "pto.submit"(%sig) <{callee = @inner, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!pto.tensor<16xi32>) -> !pto.task_id
      "pto.tile.tpush_to_aiv"(%m) : (!pto.tile<16xf16, mat>) -> ()
      %a = "pto.tile.add"(%m, %m) : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
      "pto.pld.system.notify"(%sig, %one, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> {pto.core_placement = "aic"} : (!pto.tensor<16xi32>, i32, index, i32) -> ()
      "scf.for"(%c0, %c1, %c1) ({
      ^bb1(%i: index):
        "pto.scope"() <{kind = #pto.scope_kind<runtime>}> ({
          "pto.pld.system.notify"(%sig, %one, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<16xi32>, i32, index, i32) -> ()
          "pto.yield"() : () -> ()
        }) : () -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "pto.yield"() : () -> ()
    }) : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      pto.func aiv @inner(%s: !pto.tensor<16xi32>) {
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: pto.func incore @k(%sig: !pto.tensor<16xi32>, %m: !pto.tile<16xf16, mat>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %one = arith.constant 1 : i32
// CHECK-NEXT:   pto.pld.system.notify(%sig, %one, [%c0], %one) : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:   pto.scope split_aiv {
// CHECK-NEXT:     pto.pld.system.notify(%sig, %one, [%c0], %one, op = #pto.notify_op<set>) {pto.core_placement = "aiv"} : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:     pto.pld.system.wait(%sig, [%c0], %one) : (!pto.tensor<16xi32>, index, i32) -> ()
// CHECK-NEXT:     %t = pto.submit @inner(%sig) : (!pto.tensor<16xi32>) -> (!pto.task_id)
// CHECK-NEXT:     pto.tile.tpush_to_aiv(%m) : (!pto.tile<16xf16, mat>) -> ()
// CHECK-NEXT:     %a = pto.tile.add(%m, %m) : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
// CHECK-NEXT:     pto.pld.system.notify(%sig, %one, [%c0], %one) {pto.core_placement = "aic"} : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:     scf.for %i = %c0 to %c1 step %c1 {
// CHECK-NEXT:       pto.scope runtime {
// CHECK-NEXT:         pto.pld.system.notify(%sig, %one, [%c0], %one) {pto.core_placement = "aiv"} : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:         pto.yield
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     pto.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// Stamped notifies classify vector (rule 1); the wait stays shared.
// AFFINITY:      pto.scope split_aiv attributes {pto.affinity = #pto.affinity<mixed>} {
// AFFINITY-NEXT:   pto.pld.system.notify{{.*}} {pto.core_placement = "aiv", pto.affinity = #pto.affinity<vector>}
// AFFINITY-NEXT:   pto.pld.system.wait{{.*}} {pto.affinity = #pto.affinity<shared>}
// AFFINITY:        pto.scope runtime attributes {pto.affinity = #pto.affinity<vector>} {
// AFFINITY-NEXT:     pto.pld.system.notify{{.*}} {pto.core_placement = "aiv", pto.affinity = #pto.affinity<vector>}
