"""`task_graph`: the runtime's DAG of one orchestration function next to the
DAG its footprints require, and what the difference costs."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from pypto_xdsl.analysis.buffer_roots import BufferRoots
from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.task_graph.conflicts import (
    conflict_between,
    conflicts,
    dependences,
    touched,
)
from pypto_xdsl.analysis.task_graph.lineage import ResultLineage
from pypto_xdsl.analysis.task_graph.metrics import (
    BLOCK,
    blocks,
    critical_path,
    longest_paths,
    parallelism,
    successors,
)
from pypto_xdsl.analysis.task_graph.model import (
    Conflict,
    Edge,
    Kind,
    Task,
    TaskGraphError,
)
from pypto_xdsl.analysis.task_graph.orchestration import (
    Orchestration,
    bind_names,
    dynamic_dim_names,
)
from pypto_xdsl.analysis.task_graph.replay import replay
from pypto_xdsl.dialects.attributes import FuncKind
from pypto_xdsl.dialects.func import FuncOp

BLAMED_EDGES = 10


@dataclass(frozen=True)
class TaskGraph:
    """The task graph of one orchestration function."""

    function: FuncOp
    tasks: tuple[Task, ...]
    """In submission order: `tasks[n].number == n`."""
    edges: tuple[Edge, ...]
    """The runtime's distinct direct edges, explicit deps included."""
    races: tuple[Conflict, ...]
    """Conflicts the runtime leaves unordered, every kind (WAR included)."""
    extra_orderings: int
    """Pairs the runtime orders that no chain of conflicts requires."""
    blamed: tuple[Edge, ...]
    """Runtime edges no chain of conflicts requires, the ones on the longest
    runtime paths first: removing them is what would buy parallelism."""
    critical_path: tuple[int, int]
    """Longest path in tasks: (runtime, true)."""
    assumed: tuple[str, ...] = ()
    """`?` dimensions of parameters that no `bind` gave, each assumed (its
    buffer's accesses were checked to stay inside), with the `--bind` that
    gives it."""
    widened: tuple[str, ...] = ()
    """Values known only at run time that no `bind` gave, each taken with
    every value it could have, with the `--bind` that gives it."""

    @property
    def name(self) -> str:
        return self.function.sym_name.data

    @cached_property
    def conflicts(self) -> tuple[Conflict, ...]:
        """Every pair of tasks whose footprints conflict (the true DAG's
        edges): quadratic in the tasks when they all touch one buffer, so
        listed only on demand; the metrics never need it."""
        return tuple(conflicts(self.tasks))

    @property
    def parallelism(self) -> tuple[float, float]:
        count = len(self.tasks)
        return (
            parallelism(count, self.critical_path[0]),
            parallelism(count, self.critical_path[1]),
        )

    def race_counts(self) -> dict[str, int]:
        counts = {kind.value: 0 for kind in Kind}
        for race in self.races:
            counts[race.kind.value] += 1
        return counts


def root_functions(graph: CallGraph) -> list[FuncOp]:
    """Every `orchestration` function with a body that no function calls."""
    called = {
        site.callee
        for node in graph.nodes.values()
        for site in node.sites
        if site.callee is not None
    }
    return [
        node.func
        for node in graph.nodes.values()
        if node.kind is FuncKind.ORCHESTRATION
        and node.block is not None
        and node.func not in called
    ]


def _select(graph: CallGraph, function: str | None) -> list[FuncOp]:
    if function is None:
        found = root_functions(graph)
        if not found:
            raise _no_root(graph)
        return found
    func = graph.funcs.get(function)
    if func is None:
        raise TaskGraphError(None, f"no function named @{function} in the module")
    if func.is_declaration:
        raise TaskGraphError(func, f"@{function} has no body to execute")
    return [func]


def _no_root(graph: CallGraph) -> TaskGraphError:
    """Why no function is a root. Where orchestration functions with bodies
    exist, every one is called (PyPTO's host-level `l3_*` functions call a
    chip orchestration once per device): the error names the first such call
    and the `function` option that replays the callee, as each device's
    runtime does."""
    for node in graph.nodes.values():
        for site in node.sites:
            callee = None if site.callee is None else graph.nodes.get(site.callee)
            if (
                callee is not None
                and callee.kind is FuncKind.ORCHESTRATION
                and callee.block is not None
            ):
                name = callee.func.sym_name.data
                return TaskGraphError(
                    site.op,
                    f"no orchestration function to execute: @{name} is called "
                    f"here by @{node.func.sym_name.data}, and the task graph "
                    "starts from orchestration functions that no other "
                    f"function calls: replay it with --function {name} "
                    f"(check-task-races{{function={name}}})",
                )
    return TaskGraphError(
        None,
        "no orchestration function to execute: the task graph starts "
        "from orchestration functions that no other function calls",
    )


def task_graphs(
    graph: CallGraph,
    roots: Mapping[FuncOp, BufferRoots],
    function: str | None = None,
    bind: Mapping[str, int] | None = None,
    *,
    max_tasks: int = 100000,
    max_iterations: int = 1024,
) -> list[TaskGraph]:
    """The task graph of `function`, or of every root orchestration function
    (see `root_functions`), of the module `graph` was built from. A call's
    result aliases what phase 1's lineage in `roots` says (`buffer_roots`:
    the sound default's roots, or PyPTO's rules with `compat=pypto`).
    Raises TaskGraphError, on the op that stops the model (None: the module
    as a whole), for what it cannot execute."""
    for option, value in (("max-tasks", max_tasks), ("max-iterations", max_iterations)):
        if value < 1:
            raise TaskGraphError(None, f"{option} is {value}: it must be at least 1")
    funcs = _select(graph, function)
    _check_bind(funcs, graph.funcs.values(), bind or {})
    lineage = ResultLineage(roots)
    graphs: list[TaskGraph] = []
    for func in funcs:
        run = Orchestration(graph, lineage, bind or {}, max_tasks, max_iterations)
        found = compare(func, run.run(func))
        graphs.append(
            replace(
                found,
                assumed=tuple(run.assumed),
                widened=tuple(run.footprints.widened),
            )
        )
    return graphs


def _check_bind(
    funcs: Sequence[FuncOp], every: Iterable[FuncOp], bind: Mapping[str, int]
) -> None:
    """Every bound name names a scalar parameter or a `?` dimension of a
    function to execute, or a `pl.dynamic` dimension of any function
    (`every`), and every dimension is at least 0."""
    known: dict[str, bool] = dynamic_dim_names(every)
    for func in funcs:
        known.update(bind_names(func))
    for name, value in bind.items():
        if name not in known:
            where = ", ".join(f"@{f.sym_name.data}" for f in funcs)
            names = ", ".join(sorted(known))
            raise TaskGraphError(
                funcs[0],
                f"bind names '{name}', which is no scalar parameter or `?` "
                f"dimension (NAME.dimK) of {where}, nor a pl.dynamic dimension: "
                + (f"known names: {names}" if names else "nothing to bind"),
            )
        if known[name] and value < 0:
            raise TaskGraphError(
                funcs[0], f"bind {name}={value}: a dimension is at least 0"
            )


def task_graph(
    graph: CallGraph,
    roots: Mapping[FuncOp, BufferRoots],
    function: str | None = None,
    bind: Mapping[str, int] | None = None,
    *,
    max_tasks: int = 100000,
    max_iterations: int = 1024,
) -> TaskGraph:
    """The task graph of one orchestration function: `function`, or the only
    root orchestration function of the module (see `task_graphs`)."""
    graphs = task_graphs(
        graph,
        roots,
        function,
        bind,
        max_tasks=max_tasks,
        max_iterations=max_iterations,
    )
    if len(graphs) > 1:
        names = ", ".join(f"@{g.name}" for g in graphs)
        raise TaskGraphError(
            None, f"several orchestration functions ({names}): name one"
        )
    return graphs[0]


def compare(func: FuncOp, tasks: Sequence[Task], *, width: int = BLOCK) -> TaskGraph:
    """The runtime DAG of `tasks` against the DAG their conflicts require.

    The true DAG is built from `dependences` (the same reachability as every
    conflicting pair, in linear size), and both reachabilities a block of
    targets at a time (linear memory). A pair the true DAG orders and the
    runtime does not is a race when the two tasks conflict directly: only
    those pairs are tested, so a race-free graph tests none."""
    count = len(tasks)
    edges = replay(tasks)
    every = [touched(task) for task in tasks]
    rt_succ = successors(count, ((e.source, e.target) for e in edges))
    true_succ = successors(count, dependences(tasks, every))
    by_target: dict[int, list[Edge]] = {}
    for e in edges:
        by_target.setdefault(e.target, []).append(e)
    races: list[Conflict] = []
    extra = 0
    unneeded: list[Edge] = []
    for (a, reach_rt), (_, reach_true) in zip(
        blocks(rt_succ, width), blocks(true_succ, width), strict=True
    ):
        for i, (rt, true) in enumerate(zip(reach_rt, reach_true, strict=True)):
            extra += (rt & ~true).bit_count()
            unordered = true & ~rt
            while unordered:
                low = unordered & -unordered
                j = a + low.bit_length() - 1
                unordered ^= low
                found = conflict_between(i, j, every[i], every[j])
                if found is not None:
                    races.append(found)
        for j in range(a, len(reach_true)):
            for e in by_target.get(j, ()):
                if not (reach_true[e.source] >> (j - a)) & 1:
                    unneeded.append(e)
    races.sort(key=lambda c: (c.first, c.second))
    to, from_ = longest_paths(rt_succ)
    unneeded.sort(key=lambda e: (-(to[e.source] + from_[e.target]), e.source, e.target))
    return TaskGraph(
        func,
        tuple(tasks),
        tuple(edges),
        tuple(races),
        extra,
        tuple(unneeded[:BLAMED_EDGES]),
        (critical_path(rt_succ), critical_path(true_succ)),
    )
