// RUN: not pto-tasks --json %s | filecheck %s --check-prefix=JSON
// RUN: not pto-tasks %s --dot %t.dot | filecheck %s --check-prefix=SUMMARY
// RUN: filecheck %s --check-prefix=DOT < %t.dot
// RUN: pto-tasks %s --exit-zero --dot - | filecheck %s --check-prefix=DOT
// RUN: pto-tasks %s --exit-zero --drawing summary --dot - | filecheck %s --check-prefix=SITES

// A small program with every kind of runtime edge and a race: a creator edge
// (a submit's runtime-allocated result), a RAW lookup, a deps edge, and two
// output_existing writers of %y (a WAW race, dashed red in the picture).

builtin.module {
  pto.func private incore @make(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
    %o, %t = pto.submit @make(input %x) : (!pto.tensor<64xf32>) -> (!pto.tensor<64xf32>, !pto.task_id)
    %t1 = pto.submit @k(input %o, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.task_id
    %t2 = pto.submit @k(input %x, output_existing %y) deps(%t) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.task_id
    pto.call @k(input %y, output_existing %o) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// JSON: {"function": "main", "tasks": 4, "runtime_edges": 5, "races": {"raw": 0, "waw": 1, "war": 0}, "race_pairs": {{\[\[}}1, 2, "waw", "%y"{{\]\]}}, "extra_orderings": 0, "critical_path": {"runtime": 3, "true": 4}, "parallelism": {"runtime": 1.333, "true": 1.0}}

// SUMMARY:      @main: 4 tasks, 5 runtime edges (2 creator, 1 deps, 2 raw)
// SUMMARY-NEXT: races: 1 (raw 0, waw 1, war 0)
// SUMMARY-NEXT:   waw on %y: t1 k -> t2 k

// The exit status is 1 (races found) unless --exit-zero.
// With `--dot -` the DOT goes to standard output, instead of the summary.

// DOT:      digraph "main" {
// DOT-NEXT:   label="@main: 4 tasks, 5 runtime edges, 1 race";
// DOT-NEXT:   labelloc=t;
// DOT-NEXT:   fontname=Helvetica;
// DOT-NEXT:   node [shape=box, fontname=Helvetica];
// DOT-NEXT:   edge [fontname=Helvetica, fontsize=10];
// DOT-NEXT:   t0 [label="t0: make"];
// DOT-NEXT:   t1 [label="t1: k"];
// DOT-NEXT:   t2 [label="t2: k"];
// DOT-NEXT:   t3 [label="t3: k"];
// DOT-NEXT:   t0 -> t1 [color=darkgreen, label="creator"];
// DOT-NEXT:   t0 -> t2 [color=purple, label="deps"];
// DOT-NEXT:   t0 -> t3 [color=darkgreen, label="creator"];
// DOT-NEXT:   t1 -> t3 [color=blue, label="raw"];
// DOT-NEXT:   t2 -> t3 [color=blue, label="raw"];
// DOT-NEXT:   t1 -> t2 [style=dashed, color=red, fontcolor=red, label="waw race %y"];
// DOT-NEXT:   legend [shape=plaintext, fontsize=10, label=<<table {{.*}}<b>legend</b>{{.*}}raw{{.*}}waw{{.*}}creator{{.*}}deps{{.*}}thick{{.*}}race{{.*}}</table>>];
// DOT-NEXT: }

// The summarized drawing (the default above 300 tasks): one node per call
// site; here the two submits of @k are two sites, each its own node.
// SITES:      digraph "main" {
// SITES-NEXT:   label="@main: 4 tasks, 5 runtime edges, 1 race (one node per call site)";
// SITES:        s0 [label="t0: make"];
// SITES-NEXT:   s1 [label="t1: k"];
// SITES-NEXT:   s2 [label="t2: k"];
// SITES-NEXT:   s3 [label="t3: k"];
// SITES-NEXT:   s0 -> s1 [color=darkgreen, label="creator"];
// SITES:        s1 -> s2 [style=dashed, color=red, fontcolor=red, label="waw race %y"];
