// A tile's valid shape obeys PyPTO's bounds: one extent per dimension,
// 0 <= extent <= the tile's; each bad one is a diagnostic saying what to write.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics --parsing-diagnostics | filecheck %s

"test.op"() : () -> !pto.tile<16x64xf32, vec, valid = [8]>
// CHECK: pto.tile valid shape [8] has 1 dimension(s), the tile 2: give one extent per dimension of the shape, `?` for one known only at run time

// -----

"test.op"() : () -> !pto.tile<16x64xf32, valid = [-2, 64]>
// CHECK: pto.tile valid extent 0 is -2: valid extents are non-negative; write one known only at run time as `?`

// -----

"test.op"() : () -> !pto.tile<16x64xf32, vec, valid = [16, 65]>
// CHECK: pto.tile valid extent 1 is 65, beyond the tile's 64: a valid region cannot be larger than the shape that holds it

// -----

"test.op"() : () -> !pto.tile<16x64xf32, valid = [n, 64]>
// CHECK: Expected integer literal in a pto.tile valid shape

// -----

"test.op"() : () -> !pto.tile<16x64xf32, vec, valid [8, 64]>
// CHECK: Expected '='

// -----

"test.op"() : () -> !pto.tile<16x64xf32, valid = [8, 64], vec>
// CHECK: the memory space comes before the valid shape: !pto.tile<16x64xf32, vec, valid = [8, 64]>
