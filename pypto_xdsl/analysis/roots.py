"""Phase 1's data: the root of a value, and merges of roots.

A *root* is the buffer (or, for an ambiguous value, the buffers) a value may
name (derive-call-directions.md, *Phase 1*). This module holds how roots are
represented and merged, fast enough for long merge chains (issue 16); which
value gets which root is `buffer_roots`'s job.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.ir import SSAValue

SMALL_MERGE = 8
"""A merge of at most this many candidates copies them into one tuple (exact
and cheap to read); a larger one keeps its merged roots instead, so that a
chain of n merges costs O(n), not O(n^2) (issue 16)."""


class Root:
    """The buffer(s) a value may name.

    Either *flat*, its candidates held in one tuple, or *wide*: a merge of more
    than SMALL_MERGE candidates, which holds the roots it merges and whose
    candidates are theirs, in order, each once. Readers that visit candidates
    per root walk the merged roots (`walk_roots`) and memoise per root."""

    __slots__ = ("_own", "ambiguous", "bound", "first", "merged", "pending")

    def __init__(
        self,
        candidates: tuple[SSAValue, ...],
        ambiguous: bool = False,
        merged: tuple[Root, ...] = (),
        pending: tuple[SSAValue, ...] = (),
    ):
        self._own = candidates
        self.ambiguous = ambiguous
        """Whether control flow may bind the value to more than one buffer."""
        self.merged = merged
        """The roots a wide root merges; () for a flat root."""
        self.pending = pending
        """Loop-carried arguments of loops still being walked whose later
        iterations may bind the value to more buffers (sound mode only). Only
        the outermost root's tuple counts: the merged roots' are not read."""
        # Candidates counted with repetition, saturating: only whether a
        # merge stays small is ever asked.
        bound = len(candidates)
        if merged:
            self.first: SSAValue = candidates[0] if candidates else merged[0].first
            for m in merged:  # a loop: `sum` over a generator costs more
                bound += m.bound
        else:
            self.first = candidates[0]  # a flat root, the common case
        self.bound = bound if bound <= SMALL_MERGE else SMALL_MERGE + 1
        """The number of candidates, counted with repetition, capped at
        SMALL_MERGE + 1: whether a merge with this root stays small."""

    @property
    def own(self) -> tuple[SSAValue, ...]:
        """The candidates held by this root itself (all of a flat root's)."""
        return self._own

    @property
    def candidates(self) -> tuple[SSAValue, ...]:
        """Distinct root values, first candidate first; never empty. O(size)
        for a wide root: per-root readers should use `walk_roots`."""
        if not self.merged:
            return self._own
        seen: dict[int, SSAValue] = {}
        for root in walk_roots(self):
            for candidate in root._own:
                seen.setdefault(id(candidate), candidate)
        return tuple(seen.values())

    def as_ambiguous(self) -> Root:
        if self.ambiguous:
            return self
        return Root(self._own, True, self.merged, self.pending)

    def with_pending(self, pending: tuple[SSAValue, ...]) -> Root:
        """The same buffers, with `pending` as the pending arguments."""
        return Root(self._own, self.ambiguous, self.merged, pending)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Root)
            and self.ambiguous == other.ambiguous
            and self.candidates == other.candidates
        )

    def __hash__(self) -> int:
        return hash((self.first, self.ambiguous))

    def __repr__(self) -> str:
        return f"Root({self.candidates!r}, ambiguous={self.ambiguous})"


def _union_pending(parts: Sequence[Root]) -> tuple[SSAValue, ...]:
    """The pending arguments of `parts`, each once, in order: linear in their
    total number (a loop with K arguments that pend on each other merges K
    parts of one argument each)."""
    pending: tuple[SSAValue, ...] = ()
    union: dict[int, SSAValue] | None = None
    for part in parts:
        if not part.pending:
            continue
        if not pending:
            pending = part.pending  # the common case: one part pends
        else:
            if union is None:
                union = {id(a): a for a in pending}
            for arg in part.pending:
                union.setdefault(id(arg), arg)
    return pending if union is None else tuple(union.values())


def walk_roots(root: Root) -> list[Root]:
    """`root` and the roots it merges, transitively, each once, in candidate
    order (pre-order); iterative, as merge chains may be long."""
    order: list[Root] = []
    visited: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in visited:
            continue
        visited.add(id(node))
        order.append(node)
        stack.extend(reversed(node.merged))
    return order


def merge_roots(parts: Sequence[Root | None]) -> Root | None:
    """The root of a value with several possible buffers (*Merges*)."""
    head = parts[0] if parts else None
    if head is not None:
        # A loop, not `all` over a generator: most merges are of one buffer.
        for part in parts:
            if part is not head:
                break
        else:
            return head  # a buffer merged with itself
    rooted = [part for part in parts if part is not None]
    if not rooted:
        return None
    ambiguous = len(rooted) < len(parts)  # an unrooted part
    pending = _union_pending(rooted)
    bound = 0
    for part in rooted:  # plain loops: merges run once per value of a loop
        bound += part.bound
        ambiguous = ambiguous or part.ambiguous
    if bound > SMALL_MERGE:
        # Wide: the parts are kept, not copied. A flat part that is not
        # ambiguous has exactly one candidate, so the merge is ambiguous
        # unless all of those are the same value.
        if not ambiguous:
            first = rooted[0].first
            for part in rooted:
                if part.first is not first:
                    ambiguous = True
                    break
        return Root((), ambiguous, tuple(rooted), pending)
    # Every part is flat (a wide one counts more than SMALL_MERGE).
    # Keyed by id: SSAValue's `__hash__` is a Python call.
    candidates: dict[int, SSAValue] = {}
    for part in rooted:
        for candidate in part.own:
            candidates[id(candidate)] = candidate
    return Root(
        tuple(candidates.values()), ambiguous or len(candidates) > 1, (), pending
    )


IndexMemo = dict[int, tuple[Root, tuple[int, ...]]]
"""`candidate_indices`' memo: per root, by `id(root)`, the root itself (so
that no id is reused while the memo lives) and its indices."""


def candidate_indices(
    root: Root, index: Mapping[int, int], memo: IndexMemo
) -> tuple[int, ...]:
    """`index[id(c)]` for the candidates `c` of `root` that `index` holds,
    distinct, in candidate order. Memoised per root in `memo`: each root of
    a merge chain costs its own candidates and parts, never the whole chain
    again."""
    if not root.merged and len(root.own) == 1:
        # One buffer, the common case: nothing to memoise.
        own = index.get(id(root.first))
        return () if own is None else (own,)
    found = memo.get(id(root))
    if found is not None:
        return found[1]
    # Post-order over the roots not yet memoised.
    stack: list[tuple[Root, bool]] = [(root, False)]
    while stack:
        node, ready = stack.pop()
        if id(node) in memo:
            continue
        if not ready:
            stack.append((node, True))
            stack.extend((m, False) for m in reversed(node.merged))
            continue
        values = [index[id(c)] for c in node.own if id(c) in index]
        for part in node.merged:
            values.extend(memo[id(part)][1])
        memo[id(node)] = (node, tuple(dict.fromkeys(values)))
    return memo[id(root)][1]
