// A module without an orchestration function to replay: like every other
// pass on a module with nothing for it, check-task-races is a no-op; it says
// so in one remark on stderr, and the module passes unchanged.
// RUN: xdsl-opt %s -p check-task-races 2>&1 | filecheck %s
// RUN: xdsl-opt %s -p check-task-races 2> /dev/null | filecheck %s --check-prefix=SAME
// RUN: xdsl-opt %examples/seed-example.mlir -p check-task-races 2>&1 | filecheck %s
// RUN: xdsl-opt %examples/kernel-effects.mlir -p check-task-races 2>&1 | filecheck %s

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
}

// CHECK:      remark: check-task-races: no orchestration function that no other function calls: the task graph has no tasks to check
// CHECK-NEXT: builtin.module {

// SAME:      builtin.module {
// SAME-NEXT:   pto.func private incore @k(in !pto.tensor<64xf32>)
// SAME-NEXT: }
