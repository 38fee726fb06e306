"""Reachability, critical paths and parallelism of a task DAG.

Reachability sets are bitsets (Python ints, bit j = task j), built in reverse
submission order: every edge goes forward, so one pass suffices.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


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
