"""The task graph as JSON, as Graphviz DOT and as a summary for a person."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from xdsl.dialects.builtin import ArrayAttr, StringAttr
from xdsl.ir import Attribute

from pypto_xdsl.analysis.task_graph.model import Argument, Cause, Conflict, Edge, Task
from pypto_xdsl.analysis.task_graph.views import Buffer
from pypto_xdsl.dialects.attributes import ArgDirection

if TYPE_CHECKING:
    from pypto_xdsl.analysis.task_graph.graph import TaskGraph

WHY_ATTR = "pto.why"
_MAX_RACE_PAIRS = 100
_COLOURS = {
    Cause.RAW: "blue",
    Cause.WAW: "darkorange",
    Cause.CREATOR: "darkgreen",
    Cause.DEPS: "purple",
}


def json_object(graph: TaskGraph) -> dict[str, Any]:
    rt, true = graph.critical_path
    prt, ptrue = graph.parallelism
    return {
        "function": graph.name,
        "tasks": len(graph.tasks),
        "runtime_edges": len(graph.edges),
        "races": graph.race_counts(),
        "race_pairs": [
            [r.first, r.second, r.kind.value, r.buffer.name]
            for r in graph.races[:_MAX_RACE_PAIRS]
        ],
        "extra_orderings": graph.extra_orderings,
        "critical_path": {"runtime": rt, "true": true},
        "parallelism": {"runtime": round(prt, 3), "true": round(ptrue, 3)},
    }


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def dot(graph: TaskGraph) -> str:
    """One node per task; runtime edges coloured by cause, the blamed ones
    thicker; races dashed red. Same graph, same text."""
    blamed = {(e.source, e.target) for e in graph.blamed}
    lines = [
        f"digraph {_quote(graph.name)} {{",
        "  node [shape=box, fontname=Helvetica];",
        "  edge [fontname=Helvetica, fontsize=10];",
    ]
    for task in graph.tasks:
        lines.append(f"  t{task.number} [label={_quote(task.label)}];")
    for e in graph.edges:
        attrs = [f"color={_COLOURS[e.cause]}", f"label={_quote(e.cause.value)}"]
        if (e.source, e.target) in blamed:
            attrs.append("penwidth=3")
        lines.append(f"  t{e.source} -> t{e.target} [{', '.join(attrs)}];")
    for r in graph.races:
        label = _quote(f"{r.kind.value} race {r.buffer.name}")
        lines.append(
            f"  t{r.first} -> t{r.second} "
            f"[style=dashed, color=red, fontcolor=red, constraint=false, label={label}];"
        )
    lines.append("}")
    return "\n".join(lines) + "\n"


def why(edge: Edge, graph: TaskGraph) -> str | None:
    """The `pto.why` entry of the argument that made the edge, if present."""
    if edge.argument is None:
        return None
    attr = graph.tasks[edge.target].op.attributes.get(WHY_ATTR)
    if not isinstance(attr, ArrayAttr):
        return None
    entries = cast(ArrayAttr[Attribute], attr).data
    if edge.argument >= len(entries):
        return None
    entry = entries[edge.argument]
    return entry.data if isinstance(entry, StringAttr) else None


def summary(graph: TaskGraph) -> str:
    """What `pto-tasks` prints for one function."""
    count = len(graph.tasks)
    causes: dict[str, int] = {}
    for e in graph.edges:
        causes[e.cause.value] = causes.get(e.cause.value, 0) + 1
    by_cause = ", ".join(f"{n} {c}" for c, n in sorted(causes.items()))
    races = graph.race_counts()
    rt, true = graph.critical_path
    prt, ptrue = graph.parallelism
    lines = [
        f"@{graph.name}: {count} tasks, {len(graph.edges)} runtime edges"
        + (f" ({by_cause})" if by_cause else ""),
        f"races: {len(graph.races)} (raw {races['raw']}, waw {races['waw']}, "
        f"war {races['war']})",
    ]
    for r in graph.races[:10]:
        a, b = graph.tasks[r.first], graph.tasks[r.second]
        lines.append(
            f"  {r.kind.value} on {r.buffer.name}: t{a.number} {a.label} "
            f"-> t{b.number} {b.label}"
        )
    if len(graph.races) > 10:
        lines.append(f"  ... and {len(graph.races) - 10} more")
    lines += [
        f"critical path: {rt} runtime, {true} true",
        f"parallelism: {prt:.1f} runtime, {ptrue:.1f} true",
        f"extra orderings: {graph.extra_orderings}",
    ]
    if graph.blamed:
        lines.append("edges that cost the most parallelism:")
        for e in graph.blamed:
            a, b = graph.tasks[e.source], graph.tasks[e.target]
            where = ""
            if e.argument is not None:
                arg = b.arguments[e.argument]
                where = f" (argument {e.argument}: {arg.direction.value}"
                reason = why(e, graph)
                where += f", pto.why {reason})" if reason else ")"
            buffer = f" on {e.buffer.name}" if e.buffer is not None else ""
            lines.append(
                f"  t{a.number} {a.label} -> t{b.number} {b.label}: "
                f"{e.cause.value}{buffer}{where}"
            )
    return "\n".join(lines)


_WHAT = {
    "raw": "the later task reads what the earlier one writes",
    "waw": "both tasks write it",
    "war": "the later task writes what the earlier one reads",
}


def _args_on(task: Task, buffer: Buffer) -> list[Argument]:
    return [a for a in task.arguments if a.view is not None and a.view.buffer is buffer]


def _describe(args: list[Argument]) -> str:
    return ", ".join(f"argument {a.index} ({a.direction.value})" for a in args)


def race_message(graph: TaskGraph, race: Conflict) -> str:
    """The diagnostic of one race, for the later task's op."""
    early, late = graph.tasks[race.first], graph.tasks[race.second]
    buffer = race.buffer
    head = (
        f"{race.kind.value} race on {buffer.name} with task {early.number} "
        f"(the earlier {early.op.name} of {early.label}): {_WHAT[race.kind.value]}, "
        "and the runtime does not order them"
    )
    mine, theirs = _args_on(late, buffer), _args_on(early, buffer)
    if late.manual or early.manual:
        fix = "add the earlier task to this submit's deps(...) in the manual scope"
    elif not mine or not theirs:
        fix = (
            f"pass {buffer.name} to both tasks as an argument (the runtime sees "
            "only arguments), or add deps(...)"
        )
    elif race.kind.value == "war":
        fix = (
            f"make {_describe(theirs)} of the earlier task inout, so that the "
            "runtime records the read, or add deps(...)"
        )
    elif any(a.direction is ArgDirection.NO_DEP for a in theirs):
        fix = (
            f"the earlier task's {_describe(theirs)} is no_dep: give it "
            "output_existing or inout, or add deps(...)"
        )
    elif race.kind.value == "raw":
        fix = f"make {_describe(mine)} of this task input or inout, or add deps(...)"
    else:
        fix = (
            f"make {_describe(mine)} of this task inout, so that it waits for "
            "the earlier writer, or add deps(...)"
        )
    return f"{head}; fix: {fix}"
