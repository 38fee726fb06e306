"""What the program really needs: pairs of tasks whose footprints meet.

Footprints are intervals of element addresses per buffer; a sweep over each
buffer's intervals finds the pairs that share an element in time linear in
the intervals plus the pairs found, never by enumerating elements.
"""

from __future__ import annotations

import heapq
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
