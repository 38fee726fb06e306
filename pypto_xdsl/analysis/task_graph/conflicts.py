"""What the program really needs: pairs of tasks whose footprints meet.

Footprints are intervals of element addresses per buffer; a sweep over each
buffer's intervals finds the pairs that share an element in time linear in
the intervals plus the pairs found, never by enumerating elements.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from pypto_xdsl.analysis.task_graph.model import Conflict, Kind, Task
from pypto_xdsl.analysis.task_graph.views import Buffer, intervals

_RAW, _WAW, _WAR = 1, 2, 4
_KINDS = ((_RAW, Kind.RAW), (_WAW, Kind.WAW), (_WAR, Kind.WAR))


def conflicts(tasks: Sequence[Task]) -> list[Conflict]:
    """Every conflicting pair `i < j`, once, of the first kind in the order
    RAW, WAW, WAR, on the first buffer (in creation order) of that kind;
    sorted by `(i, j)`."""
    per_buffer: dict[Buffer, list[tuple[int, int, int, bool, bool]]] = {}
    for task in tasks:
        for access in task.footprint:
            spans = per_buffer.setdefault(access.view.buffer, [])
            for lo, hi in intervals(access.view):
                spans.append((lo, hi, task.number, access.reads, access.writes))
    found: dict[tuple[int, int], tuple[int, Buffer]] = {}
    for buffer in sorted(per_buffer, key=lambda b: b.number):
        flags: dict[tuple[int, int], int] = {}
        spans = per_buffer[buffer]
        spans.sort()
        active: list[tuple[int, int, int, bool, bool]] = []  # heap by end
        for span in spans:
            lo = span[0]
            while active and active[0][0] <= lo:
                heapq.heappop(active)
            for _, _, other, reads, writes in active:
                if other == span[2]:
                    continue
                if other < span[2]:
                    first, second = (other, reads, writes), span[2:]
                else:
                    first, second = span[2:], (other, reads, writes)
                bits = 0
                if first[2] and second[1]:
                    bits |= _RAW
                if first[2] and second[2]:
                    bits |= _WAW
                if first[1] and second[2]:
                    bits |= _WAR
                if bits:
                    key = (first[0], second[0])
                    flags[key] = flags.get(key, 0) | bits
            heapq.heappush(active, (span[1], span[0], span[2], span[3], span[4]))
        for key, bits in flags.items():
            rank = _rank(bits)
            best = found.get(key)
            if best is None or rank < best[0]:
                found[key] = (rank, buffer)
    return [
        Conflict(i, j, _KINDS[rank][1], buffer)
        for (i, j), (rank, buffer) in sorted(found.items())
    ]


def _rank(bits: int) -> int:
    for rank, (bit, _) in enumerate(_KINDS):
        if bits & bit:
            return rank
    raise ValueError(bits)


# -- Without every pair: the dependences and one pair at a time ---------------

Intervals = list[tuple[int, int]]
Touched = dict[Buffer, tuple[Intervals, Intervals]]
"""Per buffer (in creation order), the elements a task reads and writes, as
sorted disjoint intervals."""


def touched(task: Task) -> Touched:
    """What `task`'s footprint reads and writes, per buffer."""
    found: dict[Buffer, tuple[Intervals, Intervals]] = {}
    for access in task.footprint:
        spans = intervals(access.view)
        if not spans:
            continue
        reads, writes = found.setdefault(access.view.buffer, ([], []))
        if access.reads:
            reads.extend(spans)
        if access.writes:
            writes.extend(spans)
    return {
        buffer: (_union(found[buffer][0]), _union(found[buffer][1]))
        for buffer in sorted(found, key=lambda b: b.number)
    }


def _union(spans: Intervals) -> Intervals:
    spans.sort()
    merged: Intervals = []
    for lo, hi in spans:
        if merged and lo <= merged[-1][1]:
            if hi > merged[-1][1]:
                merged[-1] = (merged[-1][0], hi)
        else:
            merged.append((lo, hi))
    return merged


def _meet(a: Intervals, b: Intervals) -> bool:
    """Whether two sorted disjoint interval lists share an element."""
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i][1] <= b[j][0]:
            i += 1
        elif b[j][1] <= a[i][0]:
            j += 1
        else:
            return True
    return False


def conflict_between(
    first: int, second: int, touched_first: Touched, touched_second: Touched
) -> Conflict | None:
    """The conflict of tasks `first < second`, as `conflicts` reports it
    (the first kind, on the first buffer of that kind), or None."""
    best: tuple[int, Buffer] | None = None
    for buffer, (reads_a, writes_a) in touched_first.items():
        other = touched_second.get(buffer)
        if other is None:
            continue
        reads_b, writes_b = other
        for rank, (x, y) in enumerate(
            ((writes_a, reads_b), (writes_a, writes_b), (reads_a, writes_b))
        ):
            if best is not None and rank >= best[0]:
                break
            if _meet(x, y):
                best = (rank, buffer)
                break
    if best is None:
        return None
    return Conflict(first, second, _KINDS[best[0]][1], best[1])


class _Segments:
    """One buffer's touched elements as sorted disjoint segments, each with
    its last writer and the readers since."""

    __slots__ = ("ends", "readers", "starts", "writers")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.writers: list[int | None] = []
        self.readers: list[list[int]] = []

    def span(self, lo: int, hi: int) -> range:
        return range(bisect_right(self.ends, lo), bisect_left(self.starts, hi))

    def sources(self, lo: int, hi: int, writes: bool, into: set[int]) -> None:
        """The tasks an access of `[lo, hi)` depends on: the last writers,
        and for a write the readers since."""
        writers, readers = self.writers, self.readers
        for k in self.span(lo, hi):
            writer = writers[k]
            if writer is not None:
                into.add(writer)
            if writes:
                into.update(readers[k])

    def _split(self, lo: int, hi: int) -> range:
        """Cut segments at `lo` and `hi` and fill the gaps in `[lo, hi)` with
        untouched segments; the indices covering `[lo, hi)` exactly."""
        span = self.span(lo, hi)
        starts, ends = (
            self.starts[span.start : span.stop],
            self.ends[span.start : span.stop],
        )
        writers = self.writers[span.start : span.stop]
        readers = self.readers[span.start : span.stop]
        new_starts: list[int] = []
        new_ends: list[int] = []
        new_writers: list[int | None] = []
        new_readers: list[list[int]] = []
        before: list[tuple[int, int, int | None, list[int]]] = []
        after: list[tuple[int, int, int | None, list[int]]] = []
        at = lo
        for start, end, w, r in zip(starts, ends, writers, readers, strict=True):
            s, e = max(start, lo), min(end, hi)
            if start < lo:
                before.append((start, lo, w, list(r)))
            if end > hi:
                after.append((hi, end, w, list(r)))
            if at < s:
                new_starts.append(at)
                new_ends.append(s)
                new_writers.append(None)
                new_readers.append([])
            new_starts.append(s)
            new_ends.append(e)
            new_writers.append(w)
            new_readers.append(r)
            at = e
        if at < hi:
            new_starts.append(at)
            new_ends.append(hi)
            new_writers.append(None)
            new_readers.append([])
        head = [b[0] for b in before], [b[1] for b in before]
        tail = [a[0] for a in after], [a[1] for a in after]
        self.starts[span.start : span.stop] = head[0] + new_starts + tail[0]
        self.ends[span.start : span.stop] = head[1] + new_ends + tail[1]
        self.writers[span.start : span.stop] = (
            [b[2] for b in before] + new_writers + [a[2] for a in after]
        )
        self.readers[span.start : span.stop] = (
            [b[3] for b in before] + new_readers + [a[3] for a in after]
        )
        first = span.start + len(before)
        return range(first, first + len(new_starts))

    def write(self, lo: int, hi: int, task: int) -> None:
        """`task` is the last writer of `[lo, hi)`, with no reader since."""
        cover = self._split(lo, hi)
        self.starts[cover.start : cover.stop] = [lo]
        self.ends[cover.start : cover.stop] = [hi]
        self.writers[cover.start : cover.stop] = [task]
        self.readers[cover.start : cover.stop] = [[]]

    def read(self, lo: int, hi: int, task: int) -> None:
        readers = self.readers
        for k in self._split(lo, hi):
            readers[k].append(task)


def dependences(
    tasks: Sequence[Task], every: Sequence[Touched]
) -> list[tuple[int, int]]:
    """Conflicting pairs with the same transitive closure as all of them
    (`every[n]` is `touched(tasks[n])`): per element, its last writer before
    each later access, and the readers since that writer before the next
    write. Any conflict on the element is a chain of these (the writers are
    chained), and the set contains every edge of the true DAG's transitive
    reduction, so its longest path is the true one. Linear in the accesses
    where each access replaces or extends what it meets."""
    # A buffer no task writes makes no conflict: its reads (a weight matrix
    # every task loads in stripes, a million of them on a real model) are
    # not tracked at all.
    written = {buffer for touched in every for buffer, (_, w) in touched.items() if w}
    segments: dict[Buffer, _Segments] = {}
    found: list[tuple[int, int]] = []
    for task in tasks:
        me = task.number
        sources: set[int] = set()
        mine = every[me]
        for buffer, (reads, writes) in mine.items():
            seg = segments.get(buffer)
            if seg is None:
                continue
            for lo, hi in reads:
                seg.sources(lo, hi, False, sources)
            for lo, hi in writes:
                seg.sources(lo, hi, True, sources)
        sources.discard(me)
        found.extend((source, me) for source in sorted(sources))
        for buffer, (reads, writes) in mine.items():
            if buffer not in written:
                continue
            seg = segments.get(buffer)
            if seg is None:
                seg = segments[buffer] = _Segments()
            for lo, hi in writes:
                seg.write(lo, hi, me)
            for lo, hi in reads:
                seg.read(lo, hi, me)
    return found
