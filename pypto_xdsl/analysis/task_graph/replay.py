"""The runtime's replay: which earlier tasks each task waits for.

Per buffer the runtime keeps live entries `(view, producer)`; each task, in
submission order, looks entries up and registers its own by argument tag
(docs/task-graph.md, *The runtime's rules*); a `manual_dep` buffer is
looked up and registered by no task. The runtime scans every live
entry of the buffer; here entries are kept sorted by the start of their 1-D
extent, so a lookup only visits entries whose extent can reach its own. The
edges are the same; only the cost changes (stripes of one buffer: a log, not
a scan).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from pypto_xdsl.analysis.task_graph.model import Cause, Edge, Tag, Task
from pypto_xdsl.analysis.task_graph.views import Buffer, Overlap, View, overlap


class _Entries:
    """The live entries of one buffer, by extent start."""

    __slots__ = ("items", "span", "starts")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.items: list[tuple[View, int]] = []
        self.span = 0
        """The longest extent registered so far."""

    def add(self, view: View, producer: int) -> None:
        lo, hi = view.extent
        self.span = max(self.span, hi - lo)
        at = bisect_right(self.starts, lo)
        self.starts.insert(at, lo)
        self.items.insert(at, (view, producer))

    def near(self, view: View) -> range:
        """Indices of the entries whose extent may meet `view`'s."""
        lo, hi = view.extent
        return range(
            bisect_right(self.starts, lo - self.span), bisect_left(self.starts, hi)
        )

    def remove(self, indices: list[int]) -> None:
        for at in reversed(indices):
            del self.starts[at]
            del self.items[at]


def replay(tasks: Sequence[Task]) -> list[Edge]:
    """The distinct direct edges of the runtime DAG, each with the cause
    found first (deps, then arguments in order), by target then source."""
    live: dict[Buffer, _Entries] = {}
    edges: list[Edge] = []
    for task in tasks:
        me = task.number
        found: dict[int, Edge] = {}
        for dep in task.deps:
            if dep != me and dep not in found:
                found[dep] = Edge(dep, me, Cause.DEPS, None, None)
        if not task.manual:
            for arg in task.arguments:
                tag, view = arg.tag, arg.view
                if tag is None or view is None or tag is Tag.NO_DEP:
                    continue
                buffer = view.buffer
                owner = buffer.owner
                if owner is not None and owner != me and owner not in found:
                    found[owner] = Edge(owner, me, Cause.CREATOR, arg.index, buffer)
                if buffer.untracked:
                    # manual_dep: no lookup and no entry, in any scope.
                    continue
                entries = live.get(buffer)
                if entries is None:
                    entries = live[buffer] = _Entries()
                if tag is Tag.OUTPUT_EXISTING:
                    entries.add(view, me)
                    continue
                cause = Cause.RAW if tag is Tag.INPUT else Cause.WAW
                covered: list[int] = []
                items = entries.items
                for at in entries.near(view):
                    entry, producer = items[at]
                    seen = overlap(view, entry)
                    if seen is Overlap.NONE:
                        continue
                    if producer != me and producer not in found:
                        found[producer] = Edge(producer, me, cause, arg.index, buffer)
                    if seen is Overlap.COVERED:
                        covered.append(at)
                if tag is Tag.INOUT:
                    entries.remove(covered)
                    entries.add(view, me)
        edges.extend(sorted(found.values(), key=lambda e: e.source))
    return edges
