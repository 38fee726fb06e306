// A `?` dimension of a parameter that no --bind gives is assumed 16
// (docs/task-graph.md, *Values known only at run time*): a guess the program
// is checked to stay inside. An access that reaches past it would be
// modelled in the wrong geometry and miss conflicts, so it is one located
// line on the op that makes it, naming the --bind: a kernel's load or store
// (by dimension, an inner one too), an orchestration slice (by dimension) or
// reshape (by the assumed size). Inside the extent, or bound, the summary.
// @main is issue 41's PyPTO program (xdsl-opt -f pypto, directions derived;
// @use's row made a parameter for @inside): @use reads rows [32, 48) of %o,
// which, taken as 16 rows, missed @fill's write of the whole of it.
// RUN: not pto-tasks %s --function main 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: pto-tasks %s --function main --bind T_DYN=64 | filecheck %s --check-prefix=BOUND
// RUN: not pto-tasks %s --function stored 2>&1 | filecheck %s --check-prefix=STORE
// RUN: not pto-tasks %s --function sliced 2>&1 | filecheck %s --check-prefix=SLICE
// RUN: not pto-tasks %s --function reshaped 2>&1 | filecheck %s --check-prefix=RESHAPE
// RUN: not pto-tasks %s --function wrapped 2>&1 | filecheck %s --check-prefix=WRAPPED
// RUN: xdsl-opt %s --verify-diagnostics -p 'check-task-races{function=sliced}' | filecheck %s --check-prefix=PASS
// RUN: pto-tasks %s --function inside | filecheck %s --check-prefix=INSIDE
// RUN: pto-tasks %s --function inside --json | filecheck %s --check-prefix=JSON

builtin.module {
  pto.func aiv @fill(in %x: !pto.tensor<?x64xf32>, out %o: !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32> attributes {pypto.dynamic_dims = {arg0.dim0 = "T_DYN", arg1.dim0 = "T_DYN"}} {
    %0 = arith.constant 0 : index
    %1 = arith.constant 16 : index
    %2 = arith.constant 64 : index
    %n = pto.tensor.dim(%o, %0) : (!pto.tensor<?x64xf32>, index) -> index
    %r = scf.for %i = %0 to %n step %1 iter_args(%acc = %o) -> (!pto.tensor<?x64xf32>) {
      %t = pto.tile.load(%x, [%i, %0], [%1, %2], [%1, %2], target_memory = #pto.mem<vec>) : (!pto.tensor<?x64xf32>, index, index, index, index, index, index) -> !pto.tile<16x64xf32, vec>
      %acc2 = pto.tile.store(%t, [%i, %0], %acc) : (!pto.tile<16x64xf32, vec>, index, index, !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
      scf.yield %acc2 : !pto.tensor<?x64xf32>
    }
    pto.return %r : !pto.tensor<?x64xf32>
  }
  // Reads rows [%row, %row + 16) of %o.
  pto.func aiv @use(in %row: index, in %o: !pto.tensor<?x64xf32>, out %y: !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32> attributes {pypto.dynamic_dims = {arg1.dim0 = "T_DYN"}} {
    %1 = arith.constant 0 : index
    %2 = arith.constant 16 : index
    %3 = arith.constant 64 : index
    %t = pto.tile.load(%o, [%row, %1], [%2, %3], [%2, %3], target_memory = #pto.mem<vec>) : (!pto.tensor<?x64xf32>, index, index, index, index, index, index) -> !pto.tile<16x64xf32, vec>
    %r = pto.tile.store(%t, [%1, %1], %y) : (!pto.tile<16x64xf32, vec>, index, index, !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32>
    pto.return %r : !pto.tensor<16x64xf32>
  }
  // Writes rows [16, 24) of %o.
  pto.func aiv @put(in %a: !pto.tensor<8x64xf32>, out %o: !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32> attributes {pypto.dynamic_dims = {arg1.dim0 = "T_DYN"}} {
    %0 = arith.constant 0 : index
    %8 = arith.constant 8 : index
    %16 = arith.constant 16 : index
    %64 = arith.constant 64 : index
    %t = pto.tile.load(%a, [%0, %0], [%8, %64], [%8, %64], target_memory = #pto.mem<vec>) : (!pto.tensor<8x64xf32>, index, index, index, index, index, index) -> !pto.tile<8x64xf32, vec>
    %r = pto.tile.store(%t, [%16, %0], %o) : (!pto.tile<8x64xf32, vec>, index, index, !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
    pto.return %r : !pto.tensor<?x64xf32>
  }
  // Reads columns [16, 24) of row 0 of %z: with 16 columns assumed, its
  // address is row 1's, but the columns are past the assumed extent.
  pto.func aiv @col(in %z: !pto.tensor<16x?xf32>, out %y: !pto.tensor<1x8xf32>) -> !pto.tensor<1x8xf32> attributes {pypto.dynamic_dims = {arg0.dim1 = "C_DYN"}} {
    %0 = arith.constant 0 : index
    %1 = arith.constant 1 : index
    %8 = arith.constant 8 : index
    %16 = arith.constant 16 : index
    %t = pto.tile.load(%z, [%0, %16], [%1, %8], [%1, %8], target_memory = #pto.mem<vec>) : (!pto.tensor<16x?xf32>, index, index, index, index, index, index) -> !pto.tile<1x8xf32, vec>
    %r = pto.tile.store(%t, [%0, %0], %y) : (!pto.tile<1x8xf32, vec>, index, index, !pto.tensor<1x8xf32>) -> !pto.tensor<1x8xf32>
    pto.return %r : !pto.tensor<1x8xf32>
  }
  pto.func aiv @put_all(out %o: !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32> {
    pto.return %o : !pto.tensor<16x64xf32>
  }
  pto.func orchestration @main(in %x: !pto.tensor<?x64xf32>, out %o: !pto.tensor<?x64xf32>, out %y: !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32> attributes {pypto.dynamic_dims = {arg0.dim0 = "T_DYN", arg1.dim0 = "T_DYN"}} {
    %c32 = arith.constant 32 : index
    %o_1 = pto.call @fill(input %x, output_existing %o) : (!pto.tensor<?x64xf32>, !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
    %y_1 = pto.call @use(scalar %c32, input %o_1, output_existing %y) : (index, !pto.tensor<?x64xf32>, !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32>
    pto.return %y_1 : !pto.tensor<16x64xf32>
  }
  pto.func orchestration @stored(in %a: !pto.tensor<8x64xf32>, out %o: !pto.tensor<?x64xf32>) attributes {pypto.dynamic_dims = {arg1.dim0 = "T_DYN"}} {
    %o_1 = pto.call @put(input %a, output_existing %o) : (!pto.tensor<8x64xf32>, !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
    pto.return
  }
  // Rows [16, 32) of a parameter assumed 16 rows.
  pto.func orchestration @sliced(out %o: !pto.tensor<?x64xf32>) attributes {pypto.dynamic_dims = {arg0.dim0 = "T_DYN"}} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %v = pto.tensor.slice(%o, [%c16, %c64], [%c16, %c0]) : (!pto.tensor<?x64xf32>, index, index, index, index) -> !pto.tensor<16x64xf32>
    %w = pto.call @put_all(output_existing %v) : (!pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32>
    pto.return
  }
  pto.func orchestration @wrapped(in %z: !pto.tensor<16x?xf32>, out %y: !pto.tensor<1x8xf32>) attributes {pypto.dynamic_dims = {arg0.dim1 = "C_DYN"}} {
    %y_1 = pto.call @col(input %z, output_existing %y) : (!pto.tensor<16x?xf32>, !pto.tensor<1x8xf32>) -> !pto.tensor<1x8xf32>
    pto.return
  }
  // 2048 elements of a parameter assumed 16 x 64.
  pto.func orchestration @reshaped(in %x: !pto.tensor<?x64xf32>) attributes {pypto.dynamic_dims = {arg0.dim0 = "T_DYN"}} {
    %c2048 = arith.constant 2048 : index
    %v = pto.tensor.reshape(%x, [%c2048]) : (!pto.tensor<?x64xf32>, index) -> !pto.tensor<2048xf32>
    pto.return
  }
  // Every access inside the assumed 16 rows: @use reads rows [0, 16), a
  // slice names rows [8, 16), a reshape the 1024 elements.
  pto.func orchestration @inside(in %x: !pto.tensor<?x64xf32>, out %o: !pto.tensor<?x64xf32>, out %y: !pto.tensor<16x64xf32>) attributes {pypto.dynamic_dims = {arg0.dim0 = "T_DYN", arg1.dim0 = "T_DYN"}} {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %v = pto.tensor.slice(%x, [%c8, %c64], [%c8, %c0]) : (!pto.tensor<?x64xf32>, index, index, index, index) -> !pto.tensor<8x64xf32>
    %flat = pto.tensor.reshape(%x, [%c1024]) : (!pto.tensor<?x64xf32>, index) -> !pto.tensor<1024xf32>
    %o_1 = pto.call @fill(input %x, output_existing %o) : (!pto.tensor<?x64xf32>, !pto.tensor<?x64xf32>) -> !pto.tensor<?x64xf32>
    %y_1 = pto.call @use(scalar %c0, input %o_1, output_existing %y) : (index, !pto.tensor<?x64xf32>, !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32>
    pto.return
  }
}

// LOAD: assumed-extent.mlir:39:5: error: this pto.tile.load reaches index 47 of dimension 0 of %o, whose extent is known only at run time (assumed 16): bind it (check-task-races{bind="T_DYN=VALUE"}, pto-tasks --bind T_DYN=VALUE)
// LOAD-NOT: Traceback

// BOUND:      @main: 2 tasks, 1 runtime edges (1 raw)
// BOUND-NEXT: races: 0 (raw 0, waw 0, war 0)
// BOUND-NEXT: critical path: 2 runtime, 2 true
// BOUND-NEXT: parallelism: 1.0 runtime, 1.0 true
// BOUND-NEXT: extra orderings: 0

// STORE: assumed-extent.mlir:50:5: error: this pto.tile.store reaches index 23 of dimension 0 of %o, whose extent is known only at run time (assumed 16): bind it (check-task-races{bind="T_DYN=VALUE"}, pto-tasks --bind T_DYN=VALUE)

// SLICE: assumed-extent.mlir:82:5: error: this pto.tensor.slice reaches index 31 of dimension 0 of %o, whose extent is known only at run time (assumed 16): bind it (check-task-races{bind="T_DYN=VALUE"}, pto-tasks --bind T_DYN=VALUE)

// RESHAPE: assumed-extent.mlir:93:5: error: this pto.tensor.reshape reaches element 2047 of %x, whose size is known only at run time (assumed 1024 elements): bind it (check-task-races{bind="T_DYN=VALUE"}, pto-tasks --bind T_DYN=VALUE)

// WRAPPED: assumed-extent.mlir:60:5: error: this pto.tile.load reaches index 23 of dimension 1 of %z, whose extent is known only at run time (assumed 16): bind it (check-task-races{bind="C_DYN=VALUE"}, pto-tasks --bind C_DYN=VALUE)

// PASS:      %v = "pto.tensor.slice"(%o, %c16, %c64, %c16, %c0)
// PASS-NEXT: ^^^^^^^^^^^^^^^^^^^^^^^
// PASS-NEXT: | this pto.tensor.slice reaches index 31 of dimension 0 of %o, whose extent is known only at run time (assumed 16): bind it (check-task-races{bind="T_DYN=VALUE"}, pto-tasks --bind T_DYN=VALUE)

// INSIDE:      @inside: 2 tasks, 1 runtime edges (1 raw)
// INSIDE-NEXT: races: 0 (raw 0, waw 0, war 0)
// INSIDE-NEXT: known only at run time (assumed: every access was checked to stay inside; bind it to follow it):
// INSIDE-NEXT:   %x.dim0 of @inside: assumed 16 (--bind T_DYN=VALUE)
// INSIDE-NEXT:   %o.dim0 of @inside: assumed 16 (--bind T_DYN=VALUE)
// INSIDE-NEXT: critical path: 2 runtime, 2 true
// INSIDE-NEXT: parallelism: 1.0 runtime, 1.0 true
// INSIDE-NEXT: extra orderings: 0

// JSON: "parallelism": {"runtime": 1.0, "true": 1.0}, "widened": ["%x.dim0 of @inside: assumed 16 (--bind T_DYN=VALUE)", "%o.dim0 of @inside: assumed 16 (--bind T_DYN=VALUE)"]}
