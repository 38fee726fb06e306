"""The task graph as JSON, as Graphviz DOT and as a summary for a person."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from xdsl.dialects.builtin import ArrayAttr, StringAttr
from xdsl.ir import Attribute, Operation

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
    # `widened` only when something was: the keys of every other graph stay.
    # It lists the assumed dimensions too, first, as it always has.
    every = [*graph.assumed, *graph.widened]
    widened = {"widened": every} if every else {}
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
        **widened,
    }


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped.replace("\n", "\\n") + '"'


SUMMARIZE_ABOVE = 300
"""`dot` draws one node per call site instead of one per task above this many
tasks (a 10k-task chain is 830,000 pt tall one node per task)."""

# What each edge style means, in the order the legend lists them.
_LEGEND = (
    ("blue", "solid", "raw", "an input waits for the task that wrote it"),
    ("darkorange", "solid", "waw", "an inout waits for the earlier writer"),
    ("darkgreen", "solid", "creator", "the task names a buffer an earlier task made"),
    ("purple", "solid", "deps", "an explicit deps(...)"),
    ("black", "bold", "thick", "unneeded: the edges that cost the most parallelism"),
    (
        "red",
        "dashed",
        "race",
        "tasks that conflict and that the runtime leaves unordered",
    ),
)


def _legend() -> list[str]:
    rows = "".join(
        f'<tr><td align="left"><font color="{colour}">'
        f"{'<b>' if style == 'bold' else ''}"
        f"{'- - &gt;' if style == 'dashed' else '&#8212;&gt;'} {name}"
        f"{'</b>' if style == 'bold' else ''}</font></td>"
        f'<td align="left">{meaning}</td></tr>'
        for colour, style, name, meaning in _LEGEND
    )
    return [
        "  legend [shape=plaintext, fontsize=10, label=<"
        f'<table border="1" cellborder="0" cellspacing="1" color="gray">'
        f'<tr><td colspan="2"><b>legend</b></td></tr>{rows}</table>>];'
    ]


def _title(graph: TaskGraph, drawing: str) -> list[str]:
    races = len(graph.races)
    title = (
        f"@{graph.name}: {len(graph.tasks)} tasks, {len(graph.edges)} runtime "
        f"edges, {races} race{'s' if races != 1 else ''}{drawing}"
    )
    return [f"  label={_quote(title)};", "  labelloc=t;", "  fontname=Helvetica;"]


def dot(graph: TaskGraph, summarize: bool | None = None) -> str:
    """Graphviz DOT of the task graph: runtime edges coloured by cause, the
    blamed ones thicker, races dashed red, a legend. One node per task
    (`t3: kernel [i=3]`), or with `summarize` (by default above
    SUMMARIZE_ABOVE tasks) one node per call site, its loop iterations
    folded into a count. Same graph, same text."""
    if summarize is None:
        summarize = len(graph.tasks) > SUMMARIZE_ABOVE
    if summarize:
        return _summarized(graph)
    blamed = {(e.source, e.target) for e in graph.blamed}
    lines = [
        f"digraph {_quote(graph.name)} {{",
        *_title(graph, ""),
        "  node [shape=box, fontname=Helvetica];",
        "  edge [fontname=Helvetica, fontsize=10];",
    ]
    for task in graph.tasks:
        lines.append(f"  t{task.number} [label={_quote(task_label(task))}];")
    for e in graph.edges:
        attrs = [f"color={_COLOURS[e.cause]}", f"label={_quote(e.cause.value)}"]
        if (e.source, e.target) in blamed:
            attrs.append("penwidth=3")
        lines.append(f"  t{e.source} -> t{e.target} [{', '.join(attrs)}];")
    for r in graph.races:
        label = _quote(f"{r.kind.value} race {r.buffer.name}")
        lines.append(
            f"  t{r.first} -> t{r.second} "
            f"[style=dashed, color=red, fontcolor=red, label={label}];"
        )
    lines += _legend()
    lines.append("}")
    return "\n".join(lines) + "\n"


def task_label(task: Task) -> str:
    """`t3: kernel [i=3]`: the task's number (submission order) and label."""
    return f"t{task.number}: {task.label}"


def _site_label(tasks: list[Task]) -> str:
    """One call site's tasks: their numbers, callee, count and the range of
    every loop index around them."""
    if len(tasks) == 1:
        return task_label(tasks[0])
    first, last = tasks[0], tasks[-1]
    ranges: dict[tuple[int, str], tuple[int, int]] = {}
    for task in tasks:
        for depth, (name, value) in enumerate(task.context):
            low, high = ranges.get((depth, name), (value, value))
            ranges[(depth, name)] = (min(low, value), max(high, value))
    where = ", ".join(
        f"{name}={low}..{high}" if low != high else f"{name}={low}"
        for (_, name), (low, high) in ranges.items()
    )
    head = f"t{first.number}..t{last.number}: {first.callee}"
    return f"{head}\n{len(tasks)} tasks" + (f" [{where}]" if where else "")


def _counted(label: str, count: int) -> str:
    return label if count == 1 else f"{label} x{count}"


def _summarized(graph: TaskGraph) -> str:
    """One node per call site; edges and races between the same two sites
    (or within one) merged, with their count."""
    index: dict[Operation, int] = {}
    sites: list[list[Task]] = []
    site_of: list[int] = []
    for task in graph.tasks:
        site = index.setdefault(task.op, len(sites))
        if site == len(sites):
            sites.append([])
        sites[site].append(task)
        site_of.append(site)
    blamed = {(e.source, e.target) for e in graph.blamed}
    edges: dict[tuple[int, int, Cause], tuple[int, bool]] = {}
    for e in graph.edges:
        key = (site_of[e.source], site_of[e.target], e.cause)
        count, thick = edges.get(key, (0, False))
        edges[key] = (count + 1, thick or (e.source, e.target) in blamed)
    races: dict[tuple[int, int, str, str], int] = {}
    for r in graph.races:
        key = (site_of[r.first], site_of[r.second], r.kind.value, r.buffer.name)
        races[key] = races.get(key, 0) + 1
    lines = [
        f"digraph {_quote(graph.name)} {{",
        *_title(graph, " (one node per call site)"),
        "  node [shape=box, fontname=Helvetica];",
        "  edge [fontname=Helvetica, fontsize=10];",
    ]
    for number, tasks in enumerate(sites):
        style = ", peripheries=2" if len(tasks) > 1 else ""
        lines.append(f"  s{number} [label={_quote(_site_label(tasks))}{style}];")
    for (source, target, cause), (count, thick) in edges.items():
        attrs = [
            f"color={_COLOURS[cause]}",
            f"label={_quote(_counted(cause.value, count))}",
        ]
        if thick:
            attrs.append("penwidth=3")
        lines.append(f"  s{source} -> s{target} [{', '.join(attrs)}];")
    for (source, target, kind, buffer), count in races.items():
        label = _quote(_counted(f"{kind} race {buffer}", count))
        lines.append(
            f"  s{source} -> s{target} "
            f"[style=dashed, color=red, fontcolor=red, label={label}];"
        )
    lines += _legend()
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


def _listed(entries: tuple[str, ...]) -> list[str]:
    """A summary's list: the first 10 entries, then how many more."""
    lines = [f"  {e}" for e in entries[:10]]
    if len(entries) > 10:
        lines.append(f"  ... and {len(entries) - 10} more")
    return lines


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
    if graph.assumed:
        # A guess, but a checked one: every access stays inside it.
        lines.append(
            "known only at run time (assumed: every access was checked to stay "
            "inside; bind it to follow it):"
        )
        lines += _listed(graph.assumed)
    if graph.widened:
        # Never guessed: what the model took with every value it could have.
        lines.append(
            "known only at run time (widened: taken with every value it could "
            "have; bind it to follow it):"
        )
        lines += _listed(graph.widened)
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
    elif buffer.untracked:
        fix = (
            f"{buffer.name} is manual_dep, so the runtime tracks no access to it "
            "whatever the directions: add the earlier task to this submit's "
            "deps(...), or create it without manual_dep"
        )
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
