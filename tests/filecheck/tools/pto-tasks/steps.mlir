// Loops iterate as PyPTO's codegen runs them: `i = lb; i < ub` for a positive
// step, `i = lb; i > ub` for a negative one (`pl.range(3, -1, -1)` runs
// i = 3, 2, 1, 0), in the orchestration function and in kernel bodies alike;
// a zero step is an error on the loop.
// RUN: pto-tasks %s --function down --dot - | filecheck %s --check-prefix=DOWN
// RUN: pto-tasks %s --function symbolic --bind s=-2 --dot - | filecheck %s --check-prefix=SYMBOLIC
// RUN: pto-tasks %s --function empty | filecheck %s --check-prefix=EMPTY
// RUN: pto-tasks %s --function kernel_down --exit-zero | filecheck %s --check-prefix=KERNEL
// RUN: not pto-tasks %s --function zero 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not pto-tasks %s --function kernel_zero 2>&1 | filecheck %s --check-prefix=KZERO

builtin.module {
  pto.func private incore @k(in index, inout !pto.tensor<64xf32>)
  // Stores rows 3, 2, 1, 0 of 16 elements: the whole 64-element tensor.
  pto.func incore @down_stores(out %o: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %j = %c3 to %cm1 step %cm1 {
      %off = arith.muli %j, %c16 : index
      %t = "pto.tile.create"(%c16) <{operandSegmentSizes = array<i32: 1>}> : (index) -> !pto.tile<16xf32>
      %w = "pto.tile.store"(%t, %off, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<16xf32>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    }
    pto.return
  }
  pto.func incore @zero_stores(out %o: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    scf.for %j = %c0 to %c4 step %c0 {
      scf.yield
    }
    pto.return
  }
  pto.func orchestration @down(out %y: !pto.tensor<64xf32>) {
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %i = %c3 to %cm1 step %cm1 {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
  pto.func orchestration @symbolic(in %s: index, out %y: !pto.tensor<64xf32>) {
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    scf.for %i = %c5 to %c0 step %s {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
  pto.func orchestration @empty(out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %cm1 = arith.constant -1 : index
    scf.for %i = %c0 to %c3 step %cm1 {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
  // Two writers of the whole tensor, unordered: the kernel's countdown loop
  // must cover every row for the race to be found.
  pto.func orchestration @kernel_down(out %y: !pto.tensor<64xf32>) {
    pto.call @down_stores(output_existing %y) : (!pto.tensor<64xf32>) -> ()
    pto.call @down_stores(output_existing %y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @zero(out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c3 step %c0 {
      pto.call @k(scalar %i, inout %y) : (index, !pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
  pto.func orchestration @kernel_zero(out %y: !pto.tensor<64xf32>) {
    pto.call @zero_stores(output_existing %y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// DOWN:      label="@down: 4 tasks, 3 runtime edges, 0 races";
// DOWN:      t0 [label="t0: k [i=3]"];
// DOWN-NEXT: t1 [label="t1: k [i=2]"];
// DOWN-NEXT: t2 [label="t2: k [i=1]"];
// DOWN-NEXT: t3 [label="t3: k [i=0]"];
// SYMBOLIC:      label="@symbolic: 3 tasks, 2 runtime edges, 0 races";
// SYMBOLIC:      t0 [label="t0: k [i=5]"];
// SYMBOLIC-NEXT: t1 [label="t1: k [i=3]"];
// SYMBOLIC-NEXT: t2 [label="t2: k [i=1]"];
// EMPTY:     @empty: 0 tasks, 0 runtime edges
// KERNEL:    @kernel_down: 2 tasks, 0 runtime edges
// KERNEL-NEXT: races: 1 (raw 0, waw 1, war 0)
// ZERO:      steps.mlir:70:5: error: the step is 0: this loop never ends (PyPTO runs i = lb; i < ub or i > ub; i += step); give it a non-zero step
// ZERO-EMPTY:
// KZERO:     steps.mlir:30:5: error: the step is 0: this loop never ends (PyPTO runs i = lb; i < ub or i > ub; i += step); give it a non-zero step
// KZERO-EMPTY:
