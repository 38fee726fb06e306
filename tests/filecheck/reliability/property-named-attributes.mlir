// What stays accepted next to the verifier rule of
// dialects/verify-property-spellings.mlir: `parallel` on scf.parallel, any
// kind on scf.for, and discardable attributes not named like a property of
// their op (`pto.why`, a `kind` on a pto.call), on every op; all kept through
// a pretty and a generic round trip.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.a
// RUN: xdsl-opt %s | xdsl-opt --print-op-generic > %t.b
// RUN: diff %t.a %t.b

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) attributes {note = "kept"} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    "scf.parallel"(%c0, %c1, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%i: index):
      pto.call @k(input %x) {pto.why = ["input"], kind = #pto.func_kind<group>} : (!pto.tensor<64xf32>) -> ()
      scf.reduce
    }) {pto.for_kind = #pto.for_kind<parallel>} : (index, index, index) -> ()
    scf.for %j = %c0 to %c1 step %c1 {
      scf.yield
    } {pto.for_kind = #pto.for_kind<pipeline>}
    pto.return {note = "kept"}
  }
}
// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private incore @k(in !pto.tensor<64xf32>)
// CHECK-NEXT:   pto.func orchestration @main(%x: !pto.tensor<64xf32>) attributes {note = "kept"} {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     "scf.parallel"(%c0, %c1, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT:     ^bb0(%i: index):
// CHECK-NEXT:       pto.call @k(input %x) {pto.why = ["input"], kind = #pto.func_kind<group>} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }) {pto.for_kind = #pto.for_kind<parallel>} : (index, index, index) -> ()
// CHECK-NEXT:     scf.for %j = %c0 to %c1 step %c1 {
// CHECK-NEXT:     } {pto.for_kind = #pto.for_kind<pipeline>}
// CHECK-NEXT:     pto.return {note = "kept"}
// CHECK-NEXT:   }
// CHECK-NEXT: }
