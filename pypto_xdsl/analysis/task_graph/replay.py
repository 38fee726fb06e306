"""The runtime's replay: which earlier tasks each task waits for.

Per buffer the runtime keeps live entries `(view, producer)`; each task, in
submission order, looks entries up and registers its own by argument tag
(task-graph.md, *The runtime rules being replayed*).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pypto_xdsl.analysis.task_graph.model import Cause, Edge, Tag, Task
from pypto_xdsl.analysis.task_graph.views import Buffer, Overlap, View, overlap


def _adder(me: int, found: dict[int, Edge]) -> Callable[[int, Edge], None]:
    """Keeps the first edge from each earlier task; never a self-edge."""

    def add(source: int, edge: Edge) -> None:
        if source != me and source not in found:
            found[source] = edge

    return add


def replay(tasks: Sequence[Task]) -> list[Edge]:
    """The distinct direct edges of the runtime DAG, each with the cause
    found first (deps, then arguments in order)."""
    entries: dict[Buffer, list[tuple[View, int]]] = {}
    edges: list[Edge] = []
    for task in tasks:
        me = task.number
        found: dict[int, Edge] = {}
        add = _adder(me, found)
        for dep in task.deps:
            add(dep, Edge(dep, me, Cause.DEPS, None, None))
        if not task.manual:
            for arg in task.arguments:
                tag, view = arg.tag, arg.view
                if tag is None or view is None or tag is Tag.NO_DEP:
                    continue
                buffer = view.buffer
                owner = buffer.owner
                if owner is not None and owner != me:
                    add(owner, Edge(owner, me, Cause.CREATOR, arg.index, buffer))
                live = entries.setdefault(buffer, [])
                if tag is Tag.INPUT or tag is Tag.INOUT:
                    cause = Cause.RAW if tag is Tag.INPUT else Cause.WAW
                    kept: list[tuple[View, int]] = []
                    for entry in live:
                        seen = overlap(view, entry[0])
                        if seen is not Overlap.NONE:
                            add(entry[1], Edge(entry[1], me, cause, arg.index, buffer))
                        if tag is Tag.INPUT or seen is not Overlap.COVERED:
                            kept.append(entry)
                    if tag is Tag.INOUT:
                        kept.append((view, me))
                    entries[buffer] = kept
                else:  # OUTPUT_EXISTING
                    live.append((view, me))
        edges.extend(sorted(found.values(), key=lambda e: e.source))
    return edges
