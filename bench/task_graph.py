"""Benchmark of the task graph: N tasks replayed and compared.

    python bench/task_graph.py                        # 1,000 and 10,000 tasks
    python bench/task_graph.py --sizes 1000 10000 100000 --repeat 1

Programs, each one orchestration function over one buffer of about N*64
elements (the IR is tiny: loops are executed, not unrolled):

- `chain`: a plain loop of N `inout` tasks on the whole buffer (a kernel
  without a body): every pair of tasks conflicts, the runtime chains them.
- `parallel`: a wide parallel loop of N writers of the slice at `i*64`
  (`output_existing`): N live entries, no edge, no conflict.
- `mixed`: a quarter `stripes`, a half `slices`, a quarter `chain`, one after
  the other in one function, on their own buffers.
- `stripes`: PyPTO's beginner example scaled up (examples/hello-world.mlir):
  a sequential loop whose kernel stores its own 64-element stripe at `i*64`,
  passed the whole buffer as `inout`: the runtime chains all N tasks (one live
  entry), none conflicts (N(N-1)/2 extra orderings).
- `slices`: a parallel loop of writers of the slice at `i*64`
  (`output_existing`), then a loop of readers of the same slices (`input`):
  N live entries on one buffer, N RAW edges, N true conflicts.

Each row runs in a process of its own: the phases are process CPU time, the
minimum of `--repeat` runs (parsing the IR, the bare reference; executing the
orchestration body and the kernel bodies; comparing the runtime DAG with the
true one: replay, dependences, reachability, races, critical paths; and the
whole `task_graph` call), and the peak resident memory of the process. The
tables end with the growth from the smallest to the largest size (10x the
tasks: linear is 10x).
"""

from __future__ import annotations

import argparse
import gc
import json
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xdsl.parser import Parser

from pypto_xdsl.analysis import Signatures, buffer_roots, call_graph
from pypto_xdsl.analysis.task_graph import graph as graph_module
from pypto_xdsl.analysis.task_graph.lineage import ResultLineage
from pypto_xdsl.analysis.task_graph.orchestration import Orchestration
from pypto_xdsl.analysis.task_graph.render import json_object
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


CHAIN_KERNEL = """  "pto.func"() <{{sym_name = "step", function_type = (!pto.tensor<{n}xf32>) -> (),
                 kind = #pto.func_kind<incore>, param_directions = [#pto.dir<inout>], sym_visibility = "private"}}> ({{
  }}) : () -> ()
"""


def _function(kernels: str, buffers: list[int], body: str) -> str:
    types = ", ".join(f"!pto.tensor<{n}xf32>" for n in buffers)
    args = ", ".join(f"%b{k}: !pto.tensor<{n}xf32>" for k, n in enumerate(buffers))
    dirs = ", ".join("#pto.dir<inout>" for _ in buffers)
    return f""""builtin.module"() ({{
{kernels}  "pto.func"() <{{sym_name = "main", function_type = ({types}) -> (),
                 kind = #pto.func_kind<orchestration>, param_directions = [{dirs}]}}> ({{
  ^bb0({args}):
    %c0 = "arith.constant"() <{{value = 0 : index}}> : () -> index
    %c1 = "arith.constant"() <{{value = 1 : index}}> : () -> index
    %c64 = "arith.constant"() <{{value = 64 : index}}> : () -> index
{body}    "pto.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"""


def _loop(name: str, trips: int, body: str, kind: str = "") -> str:
    attrs = f" {{pto.for_kind = #pto.for_kind<{kind}>}}" if kind else ""
    return f"""    %{name} = "arith.constant"() <{{value = {trips} : index}}> : () -> index
    "scf.for"(%c0, %{name}, %c1) ({{
    ^bb0(%i: index):
{body}      "scf.yield"() : () -> ()
    }}){attrs} : (index, index, index) -> ()
"""


def _chain_body(buffer: int, n: int) -> str:
    return (
        f'      "pto.call"(%b{buffer}) <{{callee = @step, arg_directions = [#pto.adir<inout>]}}>'
        f" : (!pto.tensor<{n}xf32>) -> ()\n"
    )


def _slice_body(buffer: int, n: int, callee: str, direction: str) -> str:
    return (
        f'      %o = "arith.muli"(%i, %c64) : (index, index) -> index\n'
        f'      %s = "pto.tensor.slice"(%b{buffer}, %c64, %o) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}>'
        f" : (!pto.tensor<{n}xf32>, index, index) -> !pto.tensor<64xf32>\n"
        f'      "pto.call"(%s) <{{callee = @{callee}, arg_directions = [#pto.adir<{direction}>]}}>'
        " : (!pto.tensor<64xf32>) -> ()\n"
    )


def _stripe_body(buffer: int, n: int) -> str:
    return (
        f'      "pto.call"(%i, %b{buffer}) <{{callee = @kernel, arg_directions = [#pto.adir<scalar>, #pto.adir<inout>]}}>'
        f" : (index, !pto.tensor<{n}xf32>) -> ()\n"
    )


def chain(tasks: int) -> str:
    return _function(
        CHAIN_KERNEL.format(n=64), [64], _loop("n", tasks, _chain_body(0, 64))
    )


def parallel(tasks: int) -> str:
    n = tasks * 64
    body = _slice_body(0, n, "write", "output_existing")
    return _function(SLICE_KERNELS, [n], _loop("n", tasks, body, "parallel"))


def mixed(tasks: int) -> str:
    quarter, half = tasks // 4, tasks // 2
    stripe_n, slice_n = quarter * 64, half // 2 * 64
    body = (
        _loop("n0", quarter, _stripe_body(0, stripe_n))
        + _loop(
            "n1",
            half // 2,
            _slice_body(1, slice_n, "write", "output_existing"),
            "parallel",
        )
        + _loop("n2", half // 2, _slice_body(1, slice_n, "read", "input"), "parallel")
        + _loop("n3", tasks - quarter - half // 2 * 2, _chain_body(2, 64))
    )
    kernels = KERNEL.format(n=stripe_n) + SLICE_KERNELS + CHAIN_KERNEL.format(n=64)
    return _function(kernels, [stripe_n, slice_n, 64], body)


PROGRAMS: dict[str, Callable[[int], str]] = {
    "chain": chain,
    "parallel": parallel,
    "mixed": mixed,
    "stripes": stripes,
    "slices": slices,
}
PHASES = ("parse", "execute", "compare", "total")


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


def measure(text: str, repeat: int) -> dict[str, Any]:
    """One row, in this process: times, facts and peak memory."""
    times: dict[str, float] = {}
    times["parse"], module = timed(
        repeat, lambda: Parser(pto_context(), text).parse_module()
    )
    calls = call_graph(module)
    roots = buffer_roots(calls, Signatures(calls))
    func = graph_module.root_functions(calls)[0]

    def execute() -> Any:
        return Orchestration(calls, ResultLineage(roots), {}, 10**6, 1024).run(func)

    times["execute"], tasks = timed(repeat, execute)
    # Only one copy of the tasks alive at a time: the peak is one run's.
    held = [tasks]
    del tasks
    times["compare"], _ = timed(
        repeat, lambda: graph_module.compare(func, held[0]).extra_orderings
    )
    held.clear()

    def total() -> Any:
        # What the commands do: the call graph and the roots, then the model.
        calls = call_graph(module)
        roots = buffer_roots(calls, Signatures(calls))
        return graph_module.task_graph(calls, roots, max_tasks=10**6)

    times["total"], graph = timed(repeat, total)
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"times": times, "facts": json_object(graph), "peak_mb": peak_kb / 1024}


def row(name: str, size: int, repeat: int) -> dict[str, Any]:
    """`measure` in a fresh process, so that each row's peak is its own."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--row", name, str(size)]
        + ["--repeat", str(repeat)],
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(
        description="Benchmark of the task graph: N tasks replayed and compared."
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--programs", nargs="+", default=list(PROGRAMS), choices=list(PROGRAMS)
    )
    parser.add_argument("--row", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.row:
        name, size = args.row
        print(json.dumps(measure(PROGRAMS[name](int(size)), args.repeat)))
        return
    rows: list[str] = []
    header = (
        "| program | tasks | "
        + " | ".join(f"{p} (s)" for p in PHASES)
        + " | total / parse | peak memory (MB) | runtime edges | races"
        " | extra orderings | critical path rt / true |"
    )
    rows.append(header)
    rows.append("|" + "---|" * (header.count("|") - 1))
    totals: dict[str, list[dict[str, float]]] = {}
    for name in args.programs:
        for size in args.sizes:
            found = row(name, size, args.repeat)
            times, facts = found["times"], found["facts"]
            times["peak memory"] = found["peak_mb"]
            totals.setdefault(name, []).append(times)
            cp = facts["critical_path"]
            ratio = times["total"] / times["parse"] if times["parse"] else 0.0
            rows.append(
                f"| {name} | {facts['tasks']:,} | "
                + " | ".join(f"{times[p]:.3f}" for p in PHASES)
                + f" | {ratio:.1f} | {found['peak_mb']:.0f}"
                + f" | {facts['runtime_edges']:,} | {sum(facts['races'].values()):,}"
                + f" | {facts['extra_orderings']:,} | {cp['runtime']:,} / {cp['true']:,} |"
            )
            print(rows[-1], flush=True)
    if len(args.sizes) > 1:
        factor = args.sizes[-1] / args.sizes[0]
        grown = (*PHASES, "peak memory")
        rows.append("")
        rows.append(
            f"Growth from {args.sizes[0]:,} to {args.sizes[-1]:,} tasks ({factor:g}x; linear is {factor:g}x):"
        )
        rows.append("")
        rows.append("| program | " + " | ".join(grown) + " |")
        rows.append("|" + "---|" * (len(grown) + 1))
        for name, series in totals.items():
            first, last = series[0], series[-1]
            rows.append(
                f"| {name} | "
                + " | ".join(
                    f"{last[p] / first[p]:.1f}x" if first[p] > 0 else "n/a"
                    for p in grown
                )
                + " |"
            )
    print()
    print("\n".join(rows))


if __name__ == "__main__":
    main()
