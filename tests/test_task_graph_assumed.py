"""Assumed dimensions (docs/task-graph.md, *Values known only at run time*):
a `?` dimension no `bind` gives is assumed, and an access that reaches past
it is found, never modelled silently in the wrong geometry."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from pypto_xdsl.analysis.task_graph.views import (
    Assumed,
    Buffer,
    View,
    corner,
    reaches_past,
    row_major_strides,
    whole,
)

LAYOUTS = [(16,), (16, 8), (4, 16), (16, 4, 8), (2, 16, 4)]


def coordinates(address: int, shape: tuple[int, ...]) -> tuple[int, ...]:
    """An element address in the buffer's row-major coordinates; the
    outermost coordinate takes what is past the buffer."""
    found: list[int] = []
    for stride in row_major_strides(shape):
        found.append(address // stride)
        address %= stride
    return tuple(found)


@st.composite
def assumed_buffer(draw: st.DrawFn) -> Buffer:
    shape = draw(st.sampled_from(LAYOUTS))
    dims = draw(st.sets(st.sampled_from(range(len(shape))), min_size=1))
    return Buffer(0, "%b", assumed=Assumed(shape, tuple((k, "N") for k in dims)))


@settings(max_examples=2000, deadline=None)
@given(st.data())
def test_a_box_is_past_exactly_when_the_assumed_geometry_misplaces_it(
    data: st.DataObject,
) -> None:
    """A box of the buffer (a slice, a load) inside its static extents: the
    model's elements are the box's own exactly when no error is raised. The
    model places an element by its address in the assumed shape; an index
    past an assumed extent lands on another element (the next row, or past
    the buffer), which the true, larger extent keeps apart."""
    buffer = data.draw(assumed_buffer())
    assert buffer.assumed is not None
    shape = buffer.assumed.shape
    assumed = dict(buffer.assumed.dims)
    lows: list[int] = []
    extents: list[int] = []
    for k, n in enumerate(shape):
        limit = 2 * n if k in assumed else n
        lo = data.draw(st.integers(0, limit - 1))
        lows.append(lo)
        extents.append(data.draw(st.integers(1, limit - lo)))
    strides = row_major_strides(shape)
    start = sum(c * s for c, s in zip(lows, strides, strict=True))
    view = View(buffer, start, tuple(extents), strides)
    placed = {
        coordinates(
            view.start + sum(i * s for i, s in zip(idx, strides, strict=True)), shape
        )
        for idx in product(*(range(n) for n in extents))
    }
    own = {
        tuple(c + i for c, i in zip(lows, idx, strict=True))
        for idx in product(*(range(n) for n in extents))
    }
    # The box at `lows` of the whole view (a load of a parameter).
    past = reaches_past(view, corner(whole(buffer, shape), lows))
    in_buffer = all(p[0] < shape[0] for p in placed)
    assert (past is None) == (placed == own and in_buffer)
    if past is not None:
        assert past.names == ("N",)


@settings(max_examples=1000, deadline=None)
@given(st.data())
def test_a_reshape_past_the_assumed_size_is_found(data: st.DataObject) -> None:
    """A view in other strides (a reshape) is judged by the assumed size."""
    buffer = data.draw(assumed_buffer())
    assert buffer.assumed is not None
    size = 1
    for n in buffer.assumed.shape:
        size *= n
    start = data.draw(st.integers(0, 2 * size))
    extent = data.draw(st.integers(1, 2 * size))
    past = reaches_past(View(buffer, start, (extent,), (1,)))
    assert (past is None) == (start + extent <= size)


def test_the_whole_view_and_an_empty_view_stay_inside() -> None:
    buffer = Buffer(0, "%b", assumed=Assumed((16, 64), ((0, "T"),)))
    assert reaches_past(whole(buffer, (16, 64))) is None
    assert reaches_past(View(buffer, 16 * 64, (0, 64), (64, 1))) is None


def test_a_buffer_without_assumed_dimensions_is_never_past() -> None:
    assert reaches_past(View(Buffer(0, "%b"), 4096, (16, 64), (64, 1))) is None
