// RUN: pto-tasks %examples/hello-world.mlir | filecheck %s --check-prefix=SUMMARY
// RUN: pto-tasks --json %examples/hello-world.mlir | filecheck %s --check-prefix=JSON
// RUN: pto-tasks %examples/hello-world.mlir --dot %t.dot > /dev/null && filecheck %s --check-prefix=DOT < %t.dot
// RUN: pto-tasks %examples/hello-world.mlir --drawing summary --dot - | filecheck %s --check-prefix=SITES
// RUN: sed -e 's/, arg_directions = \[[^]]*\]//' %examples/hello-world.mlir | xdsl-opt -p derive-call-directions | pto-tasks --json - | filecheck %s --check-prefix=JSON

// The shipped beginner example: 16 tasks chained by their inout output
// (derive-call-directions' R-seq), none of which conflicts with another. The
// last RUN line strips the shipped directions and derives them again.

// SUMMARY:      @main: 16 tasks, 15 runtime edges (15 waw)
// SUMMARY-NEXT: races: 0 (raw 0, waw 0, war 0)
// SUMMARY-NEXT: critical path: 16 runtime, 1 true
// SUMMARY-NEXT: parallelism: 1.0 runtime, 16.0 true
// SUMMARY-NEXT: extra orderings: 120
// SUMMARY-NEXT: edges that cost the most parallelism:
// SUMMARY-NEXT:   t0 kernel [i=0] -> t1 kernel [i=1]: waw on %out (argument 2: inout)

// JSON: {"function": "main", "tasks": 16, "runtime_edges": 15, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [], "extra_orderings": 120, "critical_path": {"runtime": 16, "true": 1}, "parallelism": {"runtime": 1.0, "true": 16.0}}

// DOT:      digraph "main" {
// DOT-NEXT:   label="@main: 16 tasks, 15 runtime edges, 0 races";
// DOT-NEXT:   labelloc=t;
// DOT-NEXT:   fontname=Helvetica;
// DOT-NEXT:   node [shape=box, fontname=Helvetica];
// DOT-NEXT:   edge [fontname=Helvetica, fontsize=10];
// DOT-NEXT:   t0 [label="t0: kernel [i=0]"];
// DOT-NEXT:   t1 [label="t1: kernel [i=1]"];
// DOT:        t15 [label="t15: kernel [i=15]"];
// DOT-NEXT:   t0 -> t1 [color=darkorange, label="waw", penwidth=3];
// DOT:        t14 -> t15 [color=darkorange, label="waw"];
// DOT-NEXT:   legend [{{.*}}];
// DOT-NEXT: }

// The same loop folded into one node (--drawing summary; the default above 300 tasks).
// SITES:      s0 [label="t0..t15: kernel\n16 tasks [i=0..15]", peripheries=2];
// SITES-NEXT: s0 -> s0 [color=darkorange, label="waw x15", penwidth=3];
