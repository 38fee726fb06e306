// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p annotate-core-affinity | filecheck %s --check-prefix=AFFINITY

// The mgather resolver reads the memory space the way ir.md resolves it: a
// resolved memory space in the result tile type wins over `target_memory`,
// which counts only when the result's space is unresolved (absent: `vec`).
// The scratch (argument 2) is written only for `mat` with `coalesce = elem`.
// Where the result type resolves the space, core affinity reads the same
// space: an op the resolver sends to `mat` runs on the cube.

builtin.module {
  pto.func incore @mgather(%m: !pto.tensor<64xf32>, %i: !pto.tile<64xi32, vec>, %by_type: !pto.tensor<64xf32>, %type_wins: !pto.tensor<64xf32>, %type_vec: !pto.tensor<64xf32>, %by_prop: !pto.tensor<64xf32>, %row: !pto.tensor<64xf32>, %none: !pto.tensor<64xf32>) {
    %0 = "pto.tile.mgather"(%m, %i, %by_type) <{coalesce = #pto.coalesce<elem>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
    %1 = "pto.tile.mgather"(%m, %i, %type_wins) <{target_memory = #pto.mem<vec>, coalesce = #pto.coalesce<elem>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
    %2 = "pto.tile.mgather"(%m, %i, %type_vec) <{target_memory = #pto.mem<mat>, coalesce = #pto.coalesce<elem>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, vec>
    %3 = "pto.tile.mgather"(%m, %i, %by_prop) <{target_memory = #pto.mem<mat>, coalesce = #pto.coalesce<elem>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32>
    %4 = "pto.tile.mgather"(%m, %i, %row) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
    %5 = "pto.tile.mgather"(%m, %i, %none) <{coalesce = #pto.coalesce<elem>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32>
    pto.return
  }
}

// CHECK:      pto.func incore @mgather(in %m: !pto.tensor<64xf32>, in %i: !pto.tile<64xi32, vec>, out %by_type: !pto.tensor<64xf32>, out %type_wins: !pto.tensor<64xf32>, in %type_vec: !pto.tensor<64xf32>, out %by_prop: !pto.tensor<64xf32>, in %row: !pto.tensor<64xf32>, in %none: !pto.tensor<64xf32>) {

// AFFINITY:      %0 = pto.tile.mgather(%m, %i, scratch = %by_type, coalesce = #pto.coalesce<elem>) {pto.affinity = #pto.affinity<cube>}
// AFFINITY-NEXT: %1 = pto.tile.mgather(%m, %i, scratch = %type_wins, target_memory = #pto.mem<vec>, coalesce = #pto.coalesce<elem>) {pto.affinity = #pto.affinity<cube>}
// AFFINITY-NEXT: %2 = pto.tile.mgather(%m, %i, scratch = %type_vec, target_memory = #pto.mem<mat>, coalesce = #pto.coalesce<elem>) {pto.affinity = #pto.affinity<vector>}
