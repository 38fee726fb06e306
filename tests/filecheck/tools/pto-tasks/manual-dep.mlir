// A buffer made by `pto.tensor.create manual_dep` (PyPTO's
// `pl.tensor.create(..., manual_dep=True)`) is untracked: every task that
// reads or writes it, in any scope, does no overlap lookup and registers no
// entry for that argument, so nothing orders them but deps(...) and the
// tasks' other arguments; races on it are reported like any other.
// RUN: pto-tasks --json --exit-zero %s | filecheck %s
// RUN: not xdsl-opt -p check-task-races %s 2>&1 | filecheck %s --check-prefix=PASS

builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @rw(inout !pto.tensor<64xf32>)
  pto.func private incore @r(in !pto.tensor<64xf32>)

  // The issue's example: the first task writes the buffer, the second reads
  // it; the runtime orders nothing, so the RAW pair races.
  // CHECK: {"function": "write_then_read", "tasks": 2, "runtime_edges": 0, "races": {"raw": 1, "waw": 0, "war": 0}, "race_pairs": [[0, 1, "raw", "%m"]], "extra_orderings": 0,
  pto.func orchestration @write_then_read() {
    %m = pto.tensor.create manual_dep : !pto.tensor<64xf32>
    pto.call @w(output_existing %m) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(input %m) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // Without manual_dep the same program is ordered (RAW edge).
  // CHECK: {"function": "tracked", "tasks": 2, "runtime_edges": 1, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @tracked() {
    %m = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(output_existing %m) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(input %m) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // An inout looks nothing up either, through a slice of the buffer too:
  // two unordered writers, and the reader after them waits for neither.
  // CHECK: {"function": "inout_slices", "tasks": 3, "runtime_edges": 0, "races": {"raw": 3, "waw": 0, "war": 0}, "race_pairs": [[0, 1, "raw", "%m"], [0, 2, "raw", "%m"], [1, 2, "raw", "%m"]], "extra_orderings": 0,
  pto.func orchestration @inout_slices() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %m = pto.tensor.create manual_dep : !pto.tensor<128xf32>
    %lo = "pto.tensor.slice"(%m, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<128xf32>, index, index) -> !pto.tensor<64xf32>
    pto.call @rw(inout %lo) : (!pto.tensor<64xf32>) -> ()
    pto.call @rw(inout %lo) : (!pto.tensor<64xf32>) -> ()
    pto.call @r(input %lo) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }

  // deps(...) still orders, and so do the tasks' other arguments (%b).
  // CHECK: {"function": "ordered_otherwise", "tasks": 4, "runtime_edges": 3, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 0,
  pto.func orchestration @ordered_otherwise(out %b: !pto.tensor<64xf32>) {
    %m = pto.tensor.create manual_dep : !pto.tensor<64xf32>
    %t0 = pto.submit @w2(output_existing %m, output_existing %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.task_id
    %t1 = pto.submit @r2(input %m, input %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.task_id
    %t2 = pto.submit @w(output_existing %m) deps(%t1) : (!pto.tensor<64xf32>) -> !pto.task_id
    %t3 = pto.submit @r(input %m) deps(%t2) : (!pto.tensor<64xf32>) -> !pto.task_id
    pto.return
  }
  pto.func private incore @w2(out !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func private incore @r2(in !pto.tensor<64xf32>, in !pto.tensor<64xf32>)
}

// PASS:      check-task-races: pto.call @r in @write_then_read: raw race on %m with task 0 (the earlier pto.call of w): the later task reads what the earlier one writes, and the runtime does not order them; fix: %m is manual_dep, so the runtime tracks no access to it whatever the directions: add the earlier task to this submit's deps(...), or create it without manual_dep
