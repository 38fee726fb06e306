"""Reachability, critical paths and parallelism of a task DAG.

Reachability sets are bitsets (Python ints, bit j = task j), built in reverse
submission order: every edge goes forward, so one pass suffices. `blocks`
builds them a block of targets at a time, so that memory stays linear in the
tasks (the time is the same number of word operations).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence


def successors(count: int, edges: Iterable[tuple[int, int]]) -> list[list[int]]:
    out: list[list[int]] = [[] for _ in range(count)]
    for source, target in edges:
        out[source].append(target)
    return out


def reachability(succ: Sequence[Sequence[int]]) -> list[int]:
    """`reach[i]`: the bitset of tasks reachable from i (i excluded)."""
    reach = [0] * len(succ)
    for i in range(len(succ) - 1, -1, -1):
        bits = 0
        for j in succ[i]:
            bits |= reach[j] | (1 << j)
        reach[i] = bits
    return reach


def longest_paths(succ: Sequence[Sequence[int]]) -> tuple[list[int], list[int]]:
    """Per task, the longest path in tasks ending at it and starting at it."""
    count = len(succ)
    to = [1] * count
    for i in range(count):
        for j in succ[i]:
            if to[i] + 1 > to[j]:
                to[j] = to[i] + 1
    from_ = [1] * count
    for i in range(count - 1, -1, -1):
        for j in succ[i]:
            if from_[j] + 1 > from_[i]:
                from_[i] = from_[j] + 1
    return to, from_


def critical_path(succ: Sequence[Sequence[int]]) -> int:
    to, _ = longest_paths(succ)
    return max(to, default=0)


def parallelism(tasks: int, path: int) -> float:
    return tasks / path if path else 0.0


BLOCK = 4096
"""Targets per block of `blocks`: each block holds one int of this many bits
per task, so memory stays linear in the tasks."""


def blocks(
    succ: Sequence[Sequence[int]], width: int = BLOCK
) -> Iterator[tuple[int, list[int]]]:
    """The reachability sets of `reachability`, a block of targets at a time:
    `(a, reach)` where bit `j - a` of `reach[i]` says whether task j, with
    `a <= j < a + width`, is reachable from i (for every `i < a + width`;
    later tasks reach no target of the block)."""
    count = len(succ)
    for a in range(0, count, width):
        b = min(a + width, count)
        reach = [0] * b
        for i in range(b - 1, -1, -1):
            bits = 0
            for j in succ[i]:
                if j < a:
                    bits |= reach[j]
                elif j < b:
                    bits |= reach[j] | (1 << (j - a))
            reach[i] = bits
        yield a, reach
