// RUN: xdsl-opt %s -p annotate-core-affinity | filecheck %s

// Region ops combine their bodies: equal → that, one side shared → the
// other, otherwise mixed. Terminators are not annotated.

"builtin.module"() ({
  "pto.func"() <{sym_name = "regions", function_type = (!pto.tile<16xf16, vec>, !pto.tile<16xf16, mat>, i1) -> (), kind = #pto.func_kind<incore>}> ({
  ^bb0(%v: !pto.tile<16xf16, vec>, %m: !pto.tile<16xf16, mat>, %p: i1):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%c0, %c1, %c1) ({
    ^bb1(%i: index):
      %a = "pto.tile.add"(%v, %v) : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16, vec>
      %b = "arith.addi"(%i, %i) : (index, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.if"(%p) ({
      %x = "pto.tile.add"(%v, %v) : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16, vec>
      "scf.yield"() : () -> ()
    }, {
      %y = "pto.tile.add"(%m, %m) : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "pto.scope"() <{kind = #pto.scope_kind<incore>}> ({
      "pto.scope"() <{kind = #pto.scope_kind<runtime>}> ({
        %z = "pto.tile.add"(%m, %m) : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
        "pto.yield"() : () -> ()
      }) : () -> ()
      %w = "arith.addi"(%c0, %c1) : (index, index) -> index
      "pto.yield"() : () -> ()
    }) : () -> ()
    "pto.scope"() <{kind = #pto.scope_kind<incore>}> ({
      %e = "arith.addi"(%c0, %c1) : (index, index) -> index
      "pto.yield"() : () -> ()
    }) : () -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      pto.func incore @regions(%v: !pto.tile<16xf16, vec>, %m: !pto.tile<16xf16, mat>, %p: i1) {
// CHECK-NEXT:   %c0 = arith.constant {pto.affinity = #pto.affinity<shared>} 0 : index
// CHECK-NEXT:   %c1 = arith.constant {pto.affinity = #pto.affinity<shared>} 1 : index
// CHECK-NEXT:   scf.for %i = %c0 to %c1 step %c1 {
// CHECK-NEXT:     %a = pto.tile.add(%v, %v) {pto.affinity = #pto.affinity<vector>} : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16, vec>
// CHECK-NEXT:     %b = arith.addi %i, %i {pto.affinity = #pto.affinity<shared>} : index
// CHECK-NEXT:   } {pto.affinity = #pto.affinity<vector>}
// CHECK-NEXT:   scf.if %p {
// CHECK-NEXT:     %x = pto.tile.add(%v, %v) {pto.affinity = #pto.affinity<vector>} : (!pto.tile<16xf16, vec>, !pto.tile<16xf16, vec>) -> !pto.tile<16xf16, vec>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %y = pto.tile.add(%m, %m) {pto.affinity = #pto.affinity<cube>} : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
// CHECK-NEXT:   }{pto.affinity = #pto.affinity<mixed>}
// CHECK-NEXT:   pto.scope incore attributes {pto.affinity = #pto.affinity<cube>} {
// CHECK-NEXT:     pto.scope runtime attributes {pto.affinity = #pto.affinity<cube>} {
// CHECK-NEXT:       %z = pto.tile.add(%m, %m) {pto.affinity = #pto.affinity<cube>} : (!pto.tile<16xf16, mat>, !pto.tile<16xf16, mat>) -> !pto.tile<16xf16, mat>
// CHECK-NEXT:       pto.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     %w = arith.addi %c0, %c1 {pto.affinity = #pto.affinity<shared>} : index
// CHECK-NEXT:     pto.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.scope incore attributes {pto.affinity = #pto.affinity<shared>} {
// CHECK-NEXT:     %e = arith.addi %c0, %c1 {pto.affinity = #pto.affinity<shared>} : index
// CHECK-NEXT:     pto.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }
// CHECK-NEXT: }
