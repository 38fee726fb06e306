// A module without an orchestration function to replay: like every other
// pass on a module with nothing for it, check-task-races is a no-op, quietly
// (nothing on stderr: a successful run says nothing), and the module passes
// unchanged.
// RUN: xdsl-opt %s -p check-task-races 2> %t.err | filecheck %s
// RUN: not test -s %t.err
// RUN: xdsl-opt %examples/seed-example.mlir -p check-task-races > /dev/null 2> %t.seed
// RUN: not test -s %t.seed
// RUN: xdsl-opt %examples/kernel-effects.mlir -p check-task-races > /dev/null 2> %t.kernel
// RUN: not test -s %t.kernel

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
}

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private incore @k(in !pto.tensor<64xf32>)
// CHECK-NEXT: }
