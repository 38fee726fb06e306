// pto.valid_cast: a tile seen with a wider valid rectangle (the importer's
// cast of a carried tile to the type its loop or if carries). Pretty and
// generic forms print back; a cast that narrows, or changes more than the
// valid shape, is a diagnostic saying what to write.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s

"test.op"() ({
^bb0(%t: !pto.tile<16x16xf32, acc, valid = [16, 4]>, %d: !pto.tile<16x16xf32, vec, valid = [?, 4]>):
  %a = pto.valid_cast %t : !pto.tile<16x16xf32, acc, valid = [16, 4]> to !pto.tile<16x16xf32, acc>
  %b = pto.valid_cast %t : !pto.tile<16x16xf32, acc, valid = [16, 4]> to !pto.tile<16x16xf32, acc, valid = [16, 8]>
  %c = pto.valid_cast %d : !pto.tile<16x16xf32, vec, valid = [?, 4]> to !pto.tile<16x16xf32, vec, valid = [16, 4]>
  "test.termop"() : () -> ()
}) : () -> ()

// CHECK:      builtin.module {
// CHECK-NEXT:   "test.op"() ({
// CHECK-NEXT:   ^bb0(%t: !pto.tile<16x16xf32, acc, valid = [16, 4]>, %d: !pto.tile<16x16xf32, vec, valid = [?, 4]>):
// CHECK-NEXT:     %a = pto.valid_cast %t : !pto.tile<16x16xf32, acc, valid = [16, 4]> to !pto.tile<16x16xf32, acc>
// CHECK-NEXT:     %b = pto.valid_cast %t : !pto.tile<16x16xf32, acc, valid = [16, 4]> to !pto.tile<16x16xf32, acc, valid = [16, 8]>
// CHECK-NEXT:     %c = pto.valid_cast %d : !pto.tile<16x16xf32, vec, valid = [?, 4]> to !pto.tile<16x16xf32, vec, valid = [16, 4]>
// CHECK-NEXT:     "test.termop"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
