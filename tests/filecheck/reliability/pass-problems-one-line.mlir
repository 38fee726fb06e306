// A pass of ours that finds problems prints one line per problem and exits 1:
// no traceback, no module. Ops of MLIR text have no source location, so the
// line starts with the pass's name (issue 40).
// RUN: not xdsl-opt %s -p verify-param-directions 2>&1 | filecheck %s

builtin.module {
  pto.func incore @written(in %t: !pto.tile<64xf32, vec>, in %p: !pto.tensor<64xf32>, in %c0: index) {
    %0 = "pto.tile.store"(%t, %c0, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK-NOT:  Traceback
// CHECK:      {{^}}verify-param-directions: pto.tile.store in @written: parameter %p of @written is declared in but pto.tile.store writes it: {{.*}}{{$}}
// CHECK-NOT:  {{.}}
