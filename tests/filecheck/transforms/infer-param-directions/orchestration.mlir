// RUN: xdsl-opt %s --split-input-file -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p infer-param-directions | xdsl-opt --split-input-file -p infer-param-directions | filecheck %s

// Propagation rule: an orchestration parameter takes the max (in < out <
// inout) of the callee slots it is passed to; `in` slots (reads) do not
// count, and an `inout` slot raises even a declared `out`. Callees' inferred
// directions feed their callers to a module-wide fixed point (through a
// middle orchestration layer and a recursive cycle), whatever the order of
// the functions: the two splits are the same module in opposite orders.

builtin.module {
  pto.func orchestration @top(in %a: !pto.tensor<64xf32>, in %b: !pto.tensor<64xf32>, in %c: !pto.tensor<64xf32>, out %d: !pto.tensor<64xf32>, in %e: !pto.tensor<64xf32>) {
    pto.call @mid(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @reader(%c) : (!pto.tensor<64xf32>) -> ()
    pto.call @accumulate(%d) : (!pto.tensor<64xf32>) -> ()
    pto.call @rec1(%e) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @mid(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>) {
    pto.call @write(%x) : (!pto.tensor<64xf32>) -> ()
    pto.call @reader(%y) : (!pto.tensor<64xf32>) -> ()
    pto.call @accumulate(%y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @rec1(%p: !pto.tensor<64xf32>) {
    pto.call @rec2(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @rec2(%q: !pto.tensor<64xf32>) {
    pto.call @rec1(%q) : (!pto.tensor<64xf32>) -> ()
    pto.call @write(%q) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func incore @write(%o: !pto.tensor<64xf32>) {
    %t = "pto.tile.create"() <{operandSegmentSizes = array<i32: 0>}> : () -> !pto.tile<64xf32, vec>
    %c0 = arith.constant 0 : index
    %0 = "pto.tile.store"(%t, %c0, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @accumulate(%o: !pto.tensor<64xf32>) {
    %t = "pto.tile.create"() <{operandSegmentSizes = array<i32: 0>}> : () -> !pto.tile<64xf32, vec>
    %c0 = arith.constant 0 : index
    %0 = "pto.tile.store"(%t, %c0, %o) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @reader(%i: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %t = "pto.tile.load"(%i, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    pto.return
  }
}

// -----

builtin.module {
  pto.func incore @reader(%i: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %t = "pto.tile.load"(%i, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    pto.return
  }
  pto.func incore @accumulate(%o: !pto.tensor<64xf32>) {
    %t = "pto.tile.create"() <{operandSegmentSizes = array<i32: 0>}> : () -> !pto.tile<64xf32, vec>
    %c0 = arith.constant 0 : index
    %0 = "pto.tile.store"(%t, %c0, %o) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @write(%o: !pto.tensor<64xf32>) {
    %t = "pto.tile.create"() <{operandSegmentSizes = array<i32: 0>}> : () -> !pto.tile<64xf32, vec>
    %c0 = arith.constant 0 : index
    %0 = "pto.tile.store"(%t, %c0, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func orchestration @rec2(%q: !pto.tensor<64xf32>) {
    pto.call @rec1(%q) : (!pto.tensor<64xf32>) -> ()
    pto.call @write(%q) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @rec1(%p: !pto.tensor<64xf32>) {
    pto.call @rec2(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @mid(%x: !pto.tensor<64xf32>, %y: !pto.tensor<64xf32>) {
    pto.call @write(%x) : (!pto.tensor<64xf32>) -> ()
    pto.call @reader(%y) : (!pto.tensor<64xf32>) -> ()
    pto.call @accumulate(%y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @top(in %a: !pto.tensor<64xf32>, in %b: !pto.tensor<64xf32>, in %c: !pto.tensor<64xf32>, out %d: !pto.tensor<64xf32>, in %e: !pto.tensor<64xf32>) {
    pto.call @mid(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @reader(%c) : (!pto.tensor<64xf32>) -> ()
    pto.call @accumulate(%d) : (!pto.tensor<64xf32>) -> ()
    pto.call @rec1(%e) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK-LABEL: pto.func orchestration @top(out %a: !pto.tensor<64xf32>, inout %b: !pto.tensor<64xf32>, in %c: !pto.tensor<64xf32>, inout %d: !pto.tensor<64xf32>, out %e: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @mid(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @reader(%c) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @accumulate(%d) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @rec1(%e) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @mid(out %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @write(%x) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @reader(%y) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @accumulate(%y) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @rec1(out %p: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @rec2(%p) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @rec2(out %q: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @rec1(%q) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @write(%q) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @write(out %o: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %t = pto.tile.create([]) : () -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %o) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @accumulate(inout %o: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %t = pto.tile.create([]) : () -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %o, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @reader(%i: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %t = pto.tile.load(%i, [%c0], [%c0], [%c0]) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @reader(%i: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %t = pto.tile.load(%i, [%c0], [%c0], [%c0]) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @accumulate(inout %o: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %t = pto.tile.create([]) : () -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %o, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @write(out %o: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %t = pto.tile.create([]) : () -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %o) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @rec2(out %q: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @rec1(%q) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @write(%q) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @rec1(out %p: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @rec2(%p) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @mid(out %x: !pto.tensor<64xf32>, inout %y: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @write(%x) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @reader(%y) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @accumulate(%y) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func orchestration @top(out %a: !pto.tensor<64xf32>, inout %b: !pto.tensor<64xf32>, in %c: !pto.tensor<64xf32>, inout %d: !pto.tensor<64xf32>, out %e: !pto.tensor<64xf32>) {
// CHECK-NEXT:    pto.call @mid(%a, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @reader(%c) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @accumulate(%d) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @rec1(%e) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

