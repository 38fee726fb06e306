// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p check-task-races | filecheck %s
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'check-task-races{war=true}' | filecheck %s --check-prefix=WAR

// One diagnostic per racing pair, on the later task's op, naming the earlier
// task, the buffer, the kind and the fix.

// A RAW race through a no_dep: the reader never looks the writer up.
builtin.module {
  pto.func private incore @w(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func private incore @r(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    %local = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(input %x, output_existing %local) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @r(no_dep %local, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      check-task-races found 1 problem(s)
// CHECK:      "pto.call"(%local, %y) <{callee = @r
// CHECK-NEXT: ^^^^^^^^^^
// CHECK-NEXT: | raw race on %local with task 0 (the earlier pto.call of w): the later task reads what the earlier one writes, and the runtime does not order them; fix: make argument 0 (no_dep) of this task input or inout, or add deps(...)

// -----

// A WAW race between two output_existing writers of one buffer.
builtin.module {
  pto.func private incore @w(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>) {
    %local = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(input %x, output_existing %local) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @w(input %x, output_existing %local) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      check-task-races found 1 problem(s)
// CHECK:      "pto.call"(%x, %local) <{callee = @w
// CHECK:      "pto.call"(%x, %local) <{callee = @w
// CHECK-NEXT: ^^^^^^^^^^
// CHECK-NEXT: | waw race on %local with task 0 (the earlier pto.call of w): both tasks write it, and the runtime does not order them; fix: make argument 1 (output_existing) of this task inout, so that it waits for the earlier writer, or add deps(...)

// -----

// A WAR race (a write after a read is never ordered): reported only with
// war=true; without it the module passes unchanged.
builtin.module {
  pto.func private incore @w(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    %local = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(input %y, output_existing %local) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @w(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:      builtin.module {
// CHECK:        %local = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:   pto.call @w(input %y, output_existing %local)
// CHECK-NEXT:   pto.call @w(input %x, output_existing %y)

// WAR:      check-task-races found 1 problem(s)
// WAR:      "pto.call"(%x, %y) <{callee = @w
// WAR-NEXT: ^^^^^^^^^^
// WAR-NEXT: | war race on %y with task 0 (the earlier pto.call of w): the later task writes what the earlier one reads, and the runtime does not order them; fix: make argument 0 (input) of the earlier task inout, so that the runtime records the read, or add deps(...)
