"""Buffers, views and the runtime's overlap test.

A view is what the runtime sees of a tensor argument: a buffer, a start and a
shape with strides, all in elements. The overlap test is the runtime's own,
copied with the places where it gives up (docs/task-graph.md):
answering "overlap" where the runtime would is the point, even when the
elements are in fact disjoint.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise


@dataclass(frozen=True)
class Assumed:
    """The shape the model took for a buffer some of whose dimensions are
    known only at run time and were given no value: each is assumed
    (DEFAULT_DIM), and every access must stay inside it (`reaches_past`),
    or the model would silently follow the program in the wrong geometry."""

    shape: tuple[int, ...]
    dims: tuple[tuple[int, str], ...]
    """Each assumed dimension, with the `bind` name that gives it."""


@dataclass(frozen=True, eq=False)
class Buffer:
    """One memory allocation: a tensor parameter, one execution of a
    `pto.tensor.create`, or a buffer a task owns. Compared by identity."""

    number: int
    """Creation order, for deterministic output."""
    name: str
    """The SSA name of the value that owns it, as printed in the IR."""
    owner: int | None = None
    """The task that owns it (a runtime-allocated output), if any."""
    untracked: bool = False
    """Made by a `pto.tensor.create` with `manual_dep`: the runtime looks up
    and registers no access to it."""
    assumed: Assumed | None = None
    """Its shape, when it holds assumed dimensions."""


@dataclass(frozen=True)
class View:
    """`(buffer, start, shape, strides)` in elements."""

    buffer: Buffer
    start: int
    shape: tuple[int, ...]
    strides: tuple[int, ...]

    @property
    def extent(self) -> tuple[int, int]:
        """The runtime's 1-D extent `[start, start + 1 + Σ (shape_d - 1)·stride_d)`."""
        span = sum((n - 1) * s for n, s in zip(self.shape, self.strides, strict=True))
        return self.start, self.start + 1 + span

    def box(self) -> tuple[tuple[int, int], ...]:
        """Per-dimension box: the start split over the strides, outermost
        dimension first (start 32 with strides [64, 1] is the corner [0, 32])."""
        rest = self.start
        corner: list[int] = []
        for stride in self.strides:
            corner.append(rest // stride)
            rest %= stride
        return tuple((c, c + n) for c, n in zip(corner, self.shape, strict=True))


@dataclass(frozen=True)
class Past:
    """Where a view reaches past its buffer's assumed shape: the last index
    it reaches in `dimension` (None: the last element, past the assumed
    size), the assumed extent there, and the `bind` names that give it."""

    index: int
    dimension: int | None
    extent: int
    names: tuple[str, ...]


def corner(source: View, offsets: Sequence[int]) -> tuple[int, ...]:
    """Where the box at `offsets` of `source` begins, per dimension of its
    strides: `source`'s corner plus the offsets. (Its start alone cannot
    tell an index past an inner dimension from one in the next row.)"""
    return tuple(lo + o for (lo, _), o in zip(source.box(), offsets, strict=True))


def reaches_past(view: View, begins: Sequence[int] | None = None) -> Past | None:
    """Whether `view` reaches past its buffer's assumed shape, judged in the
    buffer's coordinates: per dimension when its strides are the buffer's
    row-major ones (a box of it, beginning at `begins` when it is the box
    of a view at offsets: `corner`), else by its 1-D extent against the
    assumed size (a reshape). The whole view never does."""
    assumed = view.buffer.assumed
    if assumed is None or any(n <= 0 for n in view.shape):
        return None  # an empty view touches nothing
    if view.strides == row_major_strides(assumed.shape):
        lows = [lo for lo, _ in view.box()] if begins is None else begins
        for k, name in assumed.dims:
            end = lows[k] + view.shape[k]
            if end > assumed.shape[k]:
                return Past(end - 1, k, assumed.shape[k], (name,))
    size = 1
    for n in assumed.shape:
        size *= n
    end = view.extent[1]
    if end > size:
        names = tuple(dict.fromkeys(name for _, name in assumed.dims))
        return Past(end - 1, None, size, names)
    return None


def row_major_strides(shape: Sequence[int]) -> tuple[int, ...]:
    strides: list[int] = []
    step = 1
    for n in reversed(shape):
        strides.append(step)
        step *= max(n, 1)
    return tuple(reversed(strides))


def whole(buffer: Buffer, shape: Sequence[int]) -> View:
    """The row-major view of a whole buffer."""
    return View(buffer, 0, tuple(shape), row_major_strides(shape))


class Overlap(Enum):
    NONE = 0
    OVERLAP = 1
    COVERED = 2
    """The probe's view contains the entry's: the probe's INOUT removes it."""


def _nested(strides: tuple[int, ...]) -> bool:
    if not strides or strides[-1] != 1:
        return False
    return all(inner != 0 and outer % inner == 0 for outer, inner in pairwise(strides))


def overlap(probe: View, entry: View) -> Overlap:
    """The runtime's test of a new task's view against a live entry's."""
    if probe.buffer is not entry.buffer:
        return Overlap.NONE
    lo1, hi1 = probe.extent
    lo2, hi2 = entry.extent
    if hi1 <= lo2 or hi2 <= lo1:
        return Overlap.NONE
    if probe.strides != entry.strides or not _nested(probe.strides):
        return Overlap.OVERLAP  # the runtime gives up: conservative
    covered = True
    for (p_lo, p_hi), (e_lo, e_hi) in zip(probe.box(), entry.box(), strict=True):
        if p_hi <= e_lo or e_hi <= p_lo:
            return Overlap.NONE
        covered = covered and p_lo <= e_lo and e_hi <= p_hi
    return Overlap.COVERED if covered else Overlap.OVERLAP


MAX_INTERVALS = 1 << 20
"""An access with more rows than this is widened to its hull (conservative)."""


def intervals(view: View) -> list[tuple[int, int]]:
    """The element addresses of `view` as disjoint half-open intervals, in
    increasing order when the strides are non-negative. Dimensions that are
    contiguous with the next are fused first, so a row-major slice of full
    rows is one interval."""
    if any(n <= 0 for n in view.shape):
        return []
    dims: list[tuple[int, int]] = []  # (extent, stride), innermost last
    for n, s in zip(view.shape, view.strides, strict=True):
        if n == 1:
            continue
        if dims and dims[-1][1] == n * s:
            outer_n, _ = dims.pop()
            dims.append((outer_n * n, s))
        else:
            dims.append((n, s))
    if not dims:
        return [(view.start, view.start + 1)]
    inner_n, inner_s = dims[-1]
    if inner_s == 1:
        width = inner_n
        outer = dims[:-1]
    else:
        width = 1
        outer = dims
    rows = 1
    for n, _ in outer:
        rows *= n
    if rows > MAX_INTERVALS:
        lo, hi = view.extent
        return [(lo, hi)]
    starts = [view.start]
    for n, s in outer:
        starts = [b + k * s for b in starts for k in range(n)]
    starts.sort()
    return [(b, b + width) for b in starts]
