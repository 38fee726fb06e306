"""Benchmark of the task graph: N tasks replayed and compared.

    python bench/task_graph.py                 # 1,000 and 10,000 tasks
    python bench/task_graph.py --sizes 1000 --repeat 1

Two programs, each one orchestration loop of N iterations over one buffer of
N*64 elements (the IR is tiny: the loop is executed, not unrolled):

- `stripes`: PyPTO's beginner example scaled up (examples/hello-world.mlir):
  a sequential loop whose kernel stores its own 64-element stripe at `i*64`,
  passed the whole buffer as `inout`: the runtime chains all N tasks (one live
  entry), none conflicts.
- `slices`: a parallel loop of writers of the slice at `i*64`
  (`output_existing`), then a loop of readers of the same slices (`input`):
  N live entries on one buffer, N RAW edges, N true conflicts.

Each phase is timed as process CPU time, the minimum of `--repeat` runs:
executing the orchestration body and the kernel bodies (tasks and
footprints), the runtime replay, the conflict finder, and the metrics
(reachability bitsets, critical paths). The table ends with the growth from
the smallest to the largest size (10x the tasks: linear is 10x).
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from typing import Any

from xdsl.parser import Parser

from pypto_xdsl.analysis.task_graph import graph as graph_module
from pypto_xdsl.analysis.task_graph.conflicts import conflicts
from pypto_xdsl.analysis.task_graph.lineage import ResultLineage
from pypto_xdsl.analysis.task_graph.metrics import (
    longest_paths,
    reachability,
    successors,
)
from pypto_xdsl.analysis.task_graph.orchestration import Orchestration
from pypto_xdsl.analysis.task_graph.render import json_object
from pypto_xdsl.analysis.task_graph.replay import replay
from pypto_xdsl.context import pto_context

KERNEL = """  "pto.func"() <{{sym_name = "kernel",
                 function_type = (index, !pto.tensor<{n}xf32>) -> (),
                 kind = #pto.func_kind<incore>, param_directions = [#pto.dir<in>, #pto.dir<out>]}}> ({{
  ^bb0(%i: index, %out: !pto.tensor<{n}xf32>):
    %c64 = "arith.constant"() <{{value = 64 : index}}> : () -> index
    %offset = "arith.muli"(%i, %c64) : (index, index) -> index
    %t = "pto.tile.create"(%c64) <{{operandSegmentSizes = array<i32: 1>}}> : (index) -> !pto.tile<64xf32>
    %s = "pto.tile.store"(%t, %offset, %out) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}>
        : (!pto.tile<64xf32>, index, !pto.tensor<{n}xf32>) -> !pto.tensor<{n}xf32>
    "pto.return"() : () -> ()
  }}) : () -> ()
"""

SLICE_KERNELS = """  "pto.func"() <{sym_name = "write", function_type = (!pto.tensor<64xf32>) -> (),
                 kind = #pto.func_kind<incore>, param_directions = [#pto.dir<out>]}> ({
  }) : () -> ()
  "pto.func"() <{sym_name = "read", function_type = (!pto.tensor<64xf32>) -> (),
                 kind = #pto.func_kind<incore>, param_directions = [#pto.dir<in>]}> ({
  }) : () -> ()
"""


def stripes(tasks: int) -> str:
    n = tasks * 64
    return f""""builtin.module"() ({{
{KERNEL.format(n=n)}  "pto.func"() <{{sym_name = "main", function_type = (!pto.tensor<{n}xf32>) -> (),
                 kind = #pto.func_kind<orchestration>, param_directions = [#pto.dir<out>]}}> ({{
  ^bb0(%out: !pto.tensor<{n}xf32>):
    %c0 = "arith.constant"() <{{value = 0 : index}}> : () -> index
    %c1 = "arith.constant"() <{{value = 1 : index}}> : () -> index
    %cn = "arith.constant"() <{{value = {tasks} : index}}> : () -> index
    "scf.for"(%c0, %cn, %c1) ({{
    ^bb0(%i: index):
      "pto.call"(%i, %out) <{{callee = @kernel, arg_directions = [#pto.adir<scalar>, #pto.adir<inout>]}}>
          : (index, !pto.tensor<{n}xf32>) -> ()
      "scf.yield"() : () -> ()
    }}) : (index, index, index) -> ()
    "pto.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"""


def slices(tasks: int) -> str:
    half = tasks // 2
    n = half * 64
    loop = """    "scf.for"(%c0, %cn, %c1) ({{
    ^bb0(%i: index):
      %o = "arith.muli"(%i, %c64) : (index, index) -> index
      %s = "pto.tensor.slice"(%buf, %c64, %o) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}>
          : (!pto.tensor<{n}xf32>, index, index) -> !pto.tensor<64xf32>
      "pto.call"(%s) <{{callee = @{callee}, arg_directions = [#pto.adir<{direction}>]}}> : (!pto.tensor<64xf32>) -> ()
      "scf.yield"() : () -> ()
    }}) {{pto.for_kind = #pto.for_kind<parallel>}} : (index, index, index) -> ()
"""
    return f""""builtin.module"() ({{
{SLICE_KERNELS}  "pto.func"() <{{sym_name = "main", function_type = (!pto.tensor<{n}xf32>) -> (),
                 kind = #pto.func_kind<orchestration>, param_directions = [#pto.dir<out>]}}> ({{
  ^bb0(%buf: !pto.tensor<{n}xf32>):
    %c0 = "arith.constant"() <{{value = 0 : index}}> : () -> index
    %c1 = "arith.constant"() <{{value = 1 : index}}> : () -> index
    %c64 = "arith.constant"() <{{value = 64 : index}}> : () -> index
    %cn = "arith.constant"() <{{value = {half} : index}}> : () -> index
{loop.format(n=n, callee="write", direction="output_existing")}{loop.format(n=n, callee="read", direction="input")}    "pto.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"""


PROGRAMS: dict[str, Callable[[int], str]] = {"stripes": stripes, "slices": slices}
PHASES = ("execute", "replay", "conflicts", "metrics", "total")


def timed(repeat: int, run: Callable[[], Any]) -> tuple[float, Any]:
    best = float("inf")
    result: Any = None
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        start = time.process_time()
        result = run()
        best = min(best, time.process_time() - start)
        gc.enable()
    return best, result


def measure(text: str, repeat: int) -> tuple[dict[str, float], dict[str, Any]]:
    module = Parser(pto_context(), text).parse_module()
    func = graph_module.root_functions(module)[0]
    times: dict[str, float] = {}

    def execute() -> Any:
        return Orchestration(ResultLineage(module), {}, 10**6, 1024).run(func)

    times["execute"], tasks = timed(repeat, execute)
    times["replay"], edges = timed(repeat, lambda: replay(tasks))
    times["conflicts"], found = timed(repeat, lambda: conflicts(tasks))

    def metrics() -> Any:
        count = len(tasks)
        rt = successors(count, ((e.source, e.target) for e in edges))
        true = successors(count, ((c.first, c.second) for c in found))
        reach_rt, reach_true = reachability(rt), reachability(true)
        extra = sum(
            (a & ~b).bit_count() for a, b in zip(reach_rt, reach_true, strict=True)
        )
        return extra, longest_paths(rt), longest_paths(true)

    times["metrics"], _ = timed(repeat, metrics)
    times["total"], graph = timed(
        repeat, lambda: graph_module.task_graph(module, max_tasks=10**6)
    )
    return times, json_object(graph)


def main() -> None:
    parser = argparse.ArgumentParser(
        description="Benchmark of the task graph: N tasks replayed and compared."
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rows: list[str] = []
    header = (
        "| program | tasks | "
        + " | ".join(f"{p} (s)" for p in PHASES)
        + " | runtime edges | races | critical path rt / true |"
    )
    rows.append(header)
    rows.append("|" + "---|" * (header.count("|") - 1))
    totals: dict[str, list[dict[str, float]]] = {}
    for name, make in PROGRAMS.items():
        for size in args.sizes:
            times, facts = measure(make(size), args.repeat)
            totals.setdefault(name, []).append(times)
            cp = facts["critical_path"]
            rows.append(
                f"| {name} | {facts['tasks']:,} | "
                + " | ".join(f"{times[p]:.3f}" for p in PHASES)
                + f" | {facts['runtime_edges']:,} | {sum(facts['races'].values())} | {cp['runtime']:,} / {cp['true']:,} |"
            )
            print(rows[-1], flush=True)
    if len(args.sizes) > 1:
        factor = args.sizes[-1] / args.sizes[0]
        rows.append("")
        rows.append(
            f"Growth from {args.sizes[0]:,} to {args.sizes[-1]:,} tasks ({factor:g}x; linear is {factor:g}x):"
        )
        rows.append("")
        rows.append("| program | " + " | ".join(PHASES) + " |")
        rows.append("|" + "---|" * (len(PHASES) + 1))
        for name, series in totals.items():
            first, last = series[0], series[-1]
            rows.append(
                f"| {name} | "
                + " | ".join(
                    f"{last[p] / first[p]:.1f}x" if first[p] > 0 else "n/a"
                    for p in PHASES
                )
                + " |"
            )
    print()
    print("\n".join(rows))


if __name__ == "__main__":
    main()
