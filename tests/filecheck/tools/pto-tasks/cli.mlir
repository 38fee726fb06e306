// pto-tasks as a command-line tool: version, `-` for input and outputs, the
// exit status (1 when races are found, 0 with --exit-zero), other dialects'
// functions read as xdsl-opt reads them.
// RUN: pto-tasks --version | filecheck %s --check-prefix=VERSION
// RUN: not pto-tasks - < %s | filecheck %s --check-prefix=SUMMARY
// RUN: not pto-tasks %s > /dev/null
// RUN: pto-tasks %s --exit-zero | filecheck %s --check-prefix=SUMMARY
// RUN: cat %s | pto-tasks - --exit-zero --dot - | filecheck %s --check-prefix=DOT
// RUN: pto-tasks %s --exit-zero --json | filecheck %s --check-prefix=JSON
// RUN: pto-tasks %S/inputs/with-func.mlir | filecheck %s --check-prefix=FUNC

// VERSION: pto-tasks {{[0-9]+\.[0-9]+\.[0-9]+}}

builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>)
  pto.func orchestration @main(out %y: !pto.tensor<64xf32>) {
    pto.call @k(output_existing %y) : (!pto.tensor<64xf32>) -> ()
    pto.call @k(output_existing %y) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// SUMMARY:      @main: 2 tasks, 0 runtime edges
// SUMMARY-NEXT: races: 1 (raw 0, waw 1, war 0)
// SUMMARY-NEXT:   waw on %y: t0 k -> t1 k

// With `--dot -` the DOT is the standard output (no summary).
// DOT-NOT:  @main: 2 tasks
// DOT:      digraph "main" {
// DOT:        t0 -> t1 [style=dashed, color=red, fontcolor=red, label="waw race %y"];

// JSON: {"function": "main", "tasks": 2, "runtime_edges": 0, "races": {"raw": 0, "waw": 1, "war": 0}

// FUNC:      @main: 2 tasks, 1 runtime edges (1 waw)
// FUNC-NEXT: races: 0 (raw 0, waw 0, war 0)
