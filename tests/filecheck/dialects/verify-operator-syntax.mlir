// The custom form of a catalogue operator rejects, at the offending word, what
// does not fit its catalogue row.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics | filecheck %s

pto.func incore @k(%t: !pto.tile<8xf32, vec>) {
  %a = pto.tile.add(%t) : (!pto.tile<8xf32, vec>) -> !pto.tile<8xf32, vec>
  pto.return
}
// CHECK: pto.tile.add takes 2 positional argument(s) (lhs, rhs) but has 1

// -----

pto.func incore @k(%t: !pto.tile<8xf32, vec>, %o: !pto.tensor<8xf32>, %c0: index) {
  %s = pto.tile.store(%t, [%c0], atomic = #pto.atomic<add>, %o) : (!pto.tile<8xf32, vec>, index, !pto.tensor<8xf32>) -> !pto.tensor<8xf32>
  pto.return
}
// CHECK: a positional argument follows a keyword one: write the required arguments first, in order

// -----

pto.func incore @k(%t: !pto.tile<8xf32, vec>, %o: !pto.tensor<8xf32>, %c0: index) {
  %s = pto.tile.store(%t, [%c0], %o, atomic = #pto.atomic<add>, atomic = #pto.atomic<add>) : (!pto.tile<8xf32, vec>, index, !pto.tensor<8xf32>) -> !pto.tensor<8xf32>
  pto.return
}
// CHECK: 'atomic' is given twice

// -----

pto.func incore @k(%t: !pto.tile<8xf32, vec>, %o: !pto.tensor<8xf32>, %c0: index) {
  %s = pto.tile.store(%t, [%c0], %o, atomik = #pto.atomic<add>) : (!pto.tile<8xf32, vec>, index, !pto.tensor<8xf32>) -> !pto.tensor<8xf32>
  pto.return
}
// CHECK: pto.tile.store has no optional argument or property 'atomik': optional arguments: shapes; properties: atomic

// -----

pto.func incore @k(%t: !pto.tile<8xf32, vec>) {
  %u = pto.op "tile.muls"(%t, factor = 2) : (!pto.tile<8xf32, vec>) -> !pto.tile<8xf32, vec>
  pto.return
}
// CHECK: expected an argument of pto.op: `%value`, `"source text"`, or either after `NAME =`
