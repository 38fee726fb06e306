// Each shipped example gets the directions its comment states.
// RUN: xdsl-opt %examples/seed-example.mlir -p derive-call-directions | filecheck %s --check-prefix=SEED
// RUN: xdsl-opt %examples/seed-example.mlir -p derive-call-directions | xdsl-opt -p derive-call-directions | filecheck %s --check-prefix=SEED
// RUN: xdsl-opt %examples/loops.mlir -p derive-call-directions | filecheck %s --check-prefix=LOOPS
// RUN: xdsl-opt %examples/loops.mlir -p derive-call-directions | xdsl-opt -p derive-call-directions | filecheck %s --check-prefix=LOOPS
// RUN: xdsl-opt %examples/wrapper-and-submit.mlir -p derive-call-directions | filecheck %s --check-prefix=WRAPPER
// RUN: xdsl-opt %examples/wrapper-and-submit.mlir -p derive-call-directions | xdsl-opt -p derive-call-directions | filecheck %s --check-prefix=WRAPPER

// SEED:       pto.func @main(%x: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// SEED-NEXT:    %local = pto.tensor.create : !pto.tensor<64xf32>
// SEED-NEXT:    %a = pto.call @kernel(input %x, output_existing %local) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// SEED-NEXT:    %b = pto.call @kernel(input %x, inout %a) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// SEED-NEXT:    pto.return %b : !pto.tensor<64xf32>
// SEED-NEXT:  }

// LOOPS:       %buf = pto.tensor.create : !pto.tensor<64xf32>
// LOOPS-NEXT:  scf.for %i = %c0 to %c4 step %c1 {
// LOOPS-NEXT:    %p = pto.call @kernel(input %x, output_existing %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// LOOPS-NEXT:  } {pto.for_kind = #pto.for_kind<parallel>}
// LOOPS-NEXT:  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %buf) -> (!pto.tensor<64xf32>) {
// LOOPS-NEXT:    %s = pto.call @kernel(input %x, inout %acc) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// LOOPS-NEXT:    scf.yield %s : !pto.tensor<64xf32>
// LOOPS-NEXT:  }
// LOOPS-NEXT:  %f = pto.call @kernel(input %x, inout %r) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>

// WRAPPER:       pto.func group @group(in %x: !pto.tensor<64xf32>, out %out: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
// WRAPPER-NEXT:    %r = pto.call @kernel(input %x, output_existing %out) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// WRAPPER-NEXT:    pto.return %r : !pto.tensor<64xf32>
// WRAPPER-NEXT:  }
// WRAPPER-NEXT:  pto.func orchestration @orch(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>, out %z: !pto.tensor<64xf32>) {
// WRAPPER-NEXT:    pto.scope runtime manual {
// WRAPPER-NEXT:      %o1, %t1 = pto.submit @group(input %x, output_existing %y) core_num(8) sync_start : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// WRAPPER-NEXT:      %o2, %t2 = pto.submit @group(no_dep(%x), output_existing %z) deps(%t1) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
// WRAPPER-NEXT:      pto.yield
// WRAPPER-NEXT:    }
// WRAPPER-NEXT:    pto.return
// WRAPPER-NEXT:  }
