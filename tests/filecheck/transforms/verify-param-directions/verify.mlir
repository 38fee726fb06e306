// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p verify-param-directions | filecheck %s

// An `in` tensor parameter that an op writes, or that is passed to a callee's
// `out`/`inout` slot, is reported once, at its first writer, naming the
// parameter, the function and the writer. Slices are followed.

builtin.module {
  pto.func incore @written_twice(in %t: !pto.tile<64xf32, vec>, in %p: !pto.tensor<64xf32>, in %c0: index) {
    %0 = "pto.tile.store"(%t, %c0, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tile.store"(%t, %c0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:      verify-param-directions found 1 problem(s)
// CHECK:      %0 = "pto.tile.store"(%t, %c0, %p)
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %p of @written_twice is declared in but pto.tile.store writes it: declare it out or inout in param_directions (or, if the op does not really write it, correct the op's effect declaration)
// CHECK-NOT:  parameter %p

// -----

// A store into a slice of the parameter; a callee `out` slot in a wrapper.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func incore @slice(in %t: !pto.tile<16xf32, vec>, in %p: !pto.tensor<64xf32>, in %c0: index) {
    %s = "pto.tensor.slice"(%p, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<16xf32>
    %0 = "pto.tile.store"(%t, %c0, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<16xf32, vec>, index, !pto.tensor<16xf32>) -> !pto.tensor<16xf32>
    pto.return
  }
  pto.func group @wrapper(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
    pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      verify-param-directions found 2 problem(s)
// CHECK:      %0 = "pto.tile.store"(%t, %c0, %s)
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %p of @slice is declared in but pto.tile.store writes it
// CHECK:      "pto.call"(%x, %y) <{callee = @k}>
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | parameter %y of @wrapper is declared in but pto.call @k writes it
// CHECK-NOT:  parameter %x

// -----

// Accepted: out/inout parameters, read-only and scalar parameters, a
// metadata-only set_validshape, and orchestration functions.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func incore @fine(in %t: !pto.tile<64xf32, vec>, out %o: !pto.tensor<64xf32>, inout %io: !pto.tensor<64xf32>, in %r: !pto.tensor<64xf32>, in %m: !pto.tensor<64xf32>, in %c0: index) {
    %0 = "pto.tile.store"(%t, %c0, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tile.store"(%t, %c0, %io) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %2 = "pto.tile.load"(%r, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %3 = "pto.tensor.set_validshape"(%m, %c0, %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func orchestration @orch(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
    pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK-LABEL: pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)

// CHECK-LABEL: pto.func incore @fine(in %t: !pto.tile<64xf32, vec>, out %o: !pto.tensor<64xf32>, inout %io: !pto.tensor<64xf32>, in %r: !pto.tensor<64xf32>, in %m: !pto.tensor<64xf32>, in %c0: index) {
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %o) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %1 = pto.tile.store(%t, [%c0], %io, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %2 = pto.tile.load(%r, [%c0], [%c0], [%c0]) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %3 = pto.tensor.set_validshape(%m, %c0, %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @orch(in %x: !pto.tensor<64xf32>, in %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @k(%x, %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

