// pto.valid_cast only widens a tile's valid rectangle: a narrower extent, one
// known only at run time cast to a static one below the tile's, or another
// shape, element type or memory space is a diagnostic saying what to write.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

"test.op"() ({
^bb0(%t: !pto.tile<16x16xf32, acc>):
  %a = pto.valid_cast %t : !pto.tile<16x16xf32, acc> to !pto.tile<16x16xf32, acc, valid = [16, 4]>
  "test.op"() : () -> ()
}) : () -> ()
// CHECK: pto.valid_cast narrows valid extent 1 (16 to 4): it only widens; cast to the tile's whole extent or a larger one

// -----

"test.op"() ({
^bb0(%t: !pto.tile<16x16xf32, vec, valid = [?, 4]>):
  %a = pto.valid_cast %t : !pto.tile<16x16xf32, vec, valid = [?, 4]> to !pto.tile<16x16xf32, vec, valid = [8, 4]>
  "test.op"() : () -> ()
}) : () -> ()
// CHECK: pto.valid_cast narrows valid extent 0 (? to 8): it only widens; cast to the tile's whole extent or a larger one

// -----

"test.op"() ({
^bb0(%t: !pto.tile<16x16xf32, vec, valid = [16, 4]>):
  %a = pto.valid_cast %t : !pto.tile<16x16xf32, vec, valid = [16, 4]> to !pto.tile<16x16xf32, acc>
  "test.op"() : () -> ()
}) : () -> ()
// CHECK: pto.valid_cast changes more than the valid shape (!pto.tile<16x16xf32, vec, valid = [16, 4]> to !pto.tile<16x16xf32, acc>): the shape, element type and memory space stay
