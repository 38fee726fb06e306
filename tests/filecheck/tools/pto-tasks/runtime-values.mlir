// Values known only at run time (docs/task-graph.md, *Values known only at
// run time*). A core count computed by the program (pto.submit's core_num
// operand) is followed when the replay knows it: a constant, arithmetic, a
// bound parameter. Unbound, the launch still is one task, and its per-core
// index takes every value it could have (the whole view), named in the
// summary; a pl.dynamic dimension the replay needs (a loop bound) is one
// located line naming the --bind that gives it.
// RUN: pto-tasks %s --function spmd --bind n=2 | filecheck %s --check-prefix=TWO
// RUN: pto-tasks %s --function spmd --bind n=3 --exit-zero | filecheck %s --check-prefix=THREE
// RUN: pto-tasks %s --function spmd --exit-zero | filecheck %s --check-prefix=UNBOUND
// RUN: pto-tasks %s --function spmd --exit-zero --json | filecheck %s --check-prefix=JSON
// RUN: pto-tasks %s --function computed | filecheck %s --check-prefix=COMPUTED
// RUN: not pto-tasks %s --function tiles 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: pto-tasks %s --function tiles --bind N=3 | filecheck %s --check-prefix=TILES
// RUN: pto-tasks %s --function kernel_dim --exit-zero | filecheck %s --check-prefix=KDIM
// RUN: pto-tasks %s --function kernel_dim --bind T=0 | filecheck %s --check-prefix=KDIM-BOUND
// RUN: not pto-tasks %s --function by_dim 2>&1 | filecheck %s --check-prefix=DIM
// RUN: pto-tasks %s --function by_dim --bind x.dim0=2 | filecheck %s --check-prefix=DIM-BOUND

builtin.module {
  // Each core stores 32 elements at block_idx * 32.
  pto.func incore @per_core(out %o: !pto.tensor<128xf32>) {
    %c32 = arith.constant 32 : index
    %b = "pto.tile.get_block_idx"() : () -> index
    %off = arith.muli %b, %c32 : index
    %t = "pto.tile.create"(%c32) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<32xf32, vec>
    %w = "pto.tile.store"(%t, %off, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<32xf32, vec>, index, !pto.tensor<128xf32>) -> !pto.tensor<128xf32>
    pto.return
  }
  // Stores 32 elements at its offset.
  pto.func incore @at(in %off: index, out %o: !pto.tensor<128xf32>) {
    %c32 = arith.constant 32 : index
    %t = "pto.tile.create"(%c32) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<32xf32, vec>
    %w = "pto.tile.store"(%t, %off, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<32xf32, vec>, index, !pto.tensor<128xf32>) -> !pto.tensor<128xf32>
    pto.return
  }
  // Stores at the pl.dynamic dimension T, read in the kernel.
  pto.func incore @at_t(out %o: !pto.tensor<128xf32>) {
    %T = pto.dynamic_dim "T" : index
    %c32 = arith.constant 32 : index
    %t = "pto.tile.create"(%c32) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<32xf32, vec>
    %w = "pto.tile.store"(%t, %T, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<32xf32, vec>, index, !pto.tensor<128xf32>) -> !pto.tensor<128xf32>
    pto.return
  }
  // n cores write [0, 32n); a second task writes [64, 96): no conflict with
  // n = 2, a WAW race with n = 3, and unbound the launch writes the whole view.
  pto.func orchestration @spmd(in %n: index, out %y: !pto.tensor<128xf32>) {
    %c64 = arith.constant 64 : index
    %t0 = pto.submit @per_core(output_existing %y) core_num(%n) : (!pto.tensor<128xf32>) -> (!pto.task_id)
    pto.call @at(scalar %c64, output_existing %y) : (index, !pto.tensor<128xf32>) -> ()
    pto.return
  }
  // The core count is arithmetic the replay evaluates: 4 // 2 = 2 cores.
  pto.func orchestration @computed(out %y: !pto.tensor<128xf32>) {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %h = arith.floordivsi %c4, %c2 : index
    %t0 = pto.submit @per_core(output_existing %y) core_num(%h) : (!pto.tensor<128xf32>) -> (!pto.task_id)
    pto.call @at(scalar %c64, output_existing %y) : (index, !pto.tensor<128xf32>) -> ()
    pto.return
  }
  // A pl.dynamic dimension as a loop bound: which tasks exist depends on it.
  pto.func orchestration @tiles(out %y: !pto.tensor<128xf32>) {
    %N = pto.dynamic_dim "N" : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    scf.for %i = %c0 to %N step %c1 {
      %off = arith.muli %i, %c32 : index
      pto.call @at(scalar %off, output_existing %y) : (index, !pto.tensor<128xf32>) -> ()
    }
    pto.return
  }
  // A pl.dynamic dimension read in a kernel: widened unless bound.
  pto.func orchestration @kernel_dim(out %y: !pto.tensor<128xf32>) {
    %c64 = arith.constant 64 : index
    pto.call @at_t(output_existing %y) : (!pto.tensor<128xf32>) -> ()
    pto.call @at(scalar %c64, output_existing %y) : (index, !pto.tensor<128xf32>) -> ()
    pto.return
  }
  // PyPTO's pl.tensor.dim(x, 0) of a pl.dynamic dimension of a parameter: the
  // ? dimension's --bind (its view takes 16 meanwhile, never a task count).
  pto.func orchestration @by_dim(in %x: !pto.tensor<?xf32>, out %y: !pto.tensor<128xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %t = pto.tensor.dim(%x, %c0) : (!pto.tensor<?xf32>, index) -> index
    scf.for %i = %c0 to %t step %c1 {
      %off = arith.muli %i, %c32 : index
      pto.call @at(scalar %off, output_existing %y) : (index, !pto.tensor<128xf32>) -> ()
    }
    pto.return
  }
}

// TWO:      @spmd: 2 tasks, 0 runtime edges
// TWO-NEXT: races: 0 (raw 0, waw 0, war 0)
// TWO-NEXT: critical path: 1 runtime, 1 true

// THREE:      @spmd: 2 tasks, 0 runtime edges
// THREE-NEXT: races: 1 (raw 0, waw 1, war 0)
// THREE-NEXT:   waw on %y: t0 per_core -> t1 at
// THREE-NEXT: critical path: 1 runtime, 2 true

// UNBOUND:      @spmd: 2 tasks, 0 runtime edges
// UNBOUND-NEXT: races: 1 (raw 0, waw 1, war 0)
// UNBOUND-NEXT:   waw on %y: t0 per_core -> t1 at
// UNBOUND-NEXT: known only at run time (widened: taken with every value it could have; bind it to follow it):
// UNBOUND-NEXT:   core_num %n of @per_core: widened, it depends on scalar parameter %n of @spmd, which has no value (--bind n=VALUE)
// UNBOUND-NEXT: critical path: 1 runtime, 2 true

// JSON: "parallelism": {"runtime": 2.0, "true": 1.0}, "widened": ["core_num %n of @per_core: widened, it depends on scalar parameter %n of @spmd, which has no value (--bind n=VALUE)"]}

// COMPUTED:      @computed: 2 tasks, 0 runtime edges
// COMPUTED-NEXT: races: 0 (raw 0, waw 0, war 0)
// COMPUTED-NEXT: critical path: 1 runtime, 1 true

// LOOP: runtime-values.mlir:69:5: error: the upper bound %N is known only at run time: it depends on dynamic dimension N (pl.dynamic("N")): bind it (check-task-races{bind="N=VALUE"}, pto-tasks --bind N=VALUE)
// LOOP-NOT: Traceback

// TILES:      @tiles: 3 tasks, 0 runtime edges
// TILES-NEXT: races: 0 (raw 0, waw 0, war 0)

// KDIM:      @kernel_dim: 2 tasks, 0 runtime edges
// KDIM-NEXT: races: 1 (raw 0, waw 1, war 0)
// KDIM-NEXT:   waw on %y: t0 at_t -> t1 at
// KDIM-NEXT: known only at run time (widened: taken with every value it could have; bind it to follow it):
// KDIM-NEXT:   dynamic dimension T in @at_t: widened (--bind T=VALUE)

// KDIM-BOUND:      @kernel_dim: 2 tasks, 0 runtime edges
// KDIM-BOUND-NEXT: races: 0 (raw 0, waw 0, war 0)
// KDIM-BOUND-NEXT: critical path: 1 runtime, 1 true

// DIM: runtime-values.mlir:89:5: error: the upper bound %t is known only at run time: it depends on dimension 0 of %x, a ? dimension of @by_dim's parameter: bind it (check-task-races{bind="x.dim0=VALUE"}, pto-tasks --bind x.dim0=VALUE)

// DIM-BOUND:      @by_dim: 2 tasks, 0 runtime edges
// DIM-BOUND-NEXT: races: 0 (raw 0, waw 0, war 0)
// DIM-BOUND-NEXT: critical path: 1 runtime, 1 true
