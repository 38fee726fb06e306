"""The split_aiv stamp reads the no-duplicate axis and the affinity rules."""

from __future__ import annotations

from xdsl.dialects.builtin import f16

from pypto_xdsl.analysis.core_affinity import (
    AIV_PLACEMENT,
    combine,
    intrinsic_affinity,
    memory_side,
    needs_aiv_stamp,
    op_affinity,
)
from pypto_xdsl.dialects.attributes import CORE_PLACEMENT_ATTR, Affinity, MemorySpace
from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.effects import CoreAffinity, NoDuplicate
from pypto_xdsl.dialects.operators import OperatorSpec, make_operator
from pypto_xdsl.dialects.types import TileType

CUBE, VECTOR, SHARED, MIXED = (
    Affinity.CUBE,
    Affinity.VECTOR,
    Affinity.SHARED,
    Affinity.MIXED,
)


def test_memory_sides() -> None:
    assert memory_side(MemorySpace.DDR) is VECTOR
    assert memory_side(MemorySpace.VEC) is VECTOR
    for space in MemorySpace:
        if space not in (MemorySpace.DDR, MemorySpace.VEC):
            assert memory_side(space) is CUBE


def test_combine() -> None:
    assert combine(CUBE, CUBE) is CUBE
    assert combine(SHARED, VECTOR) is VECTOR
    assert combine(CUBE, SHARED) is CUBE
    assert combine(CUBE, VECTOR) is MIXED
    assert combine(MIXED, SHARED) is MIXED


def test_notify_needs_the_stamp_and_wait_does_not() -> None:
    notify = OPERATORS_BY_NAME["pto.pld.system.notify"].create()
    wait = OPERATORS_BY_NAME["pto.pld.system.wait"].create()
    assert needs_aiv_stamp(notify)
    assert not needs_aiv_stamp(wait)
    notify.attributes[CORE_PLACEMENT_ATTR] = AIV_PLACEMENT
    assert not needs_aiv_stamp(notify)
    assert op_affinity(notify) is VECTOR
    assert intrinsic_affinity(notify) is SHARED


def test_stated_lane_or_cube_side_is_never_stamped() -> None:
    pinned = make_operator(
        OperatorSpec(
            "throwaway.pinned", ("x",), traits=(NoDuplicate(), CoreAffinity(SHARED))
        )
    ).create()
    assert not needs_aiv_stamp(pinned)
    cube = make_operator(
        OperatorSpec("throwaway.cube", ("x",), result="tile", traits=(NoDuplicate(),))
    ).create(result_types=[TileType([16], f16, MemorySpace.MAT)])
    assert intrinsic_affinity(cube) is CUBE
    assert not needs_aiv_stamp(cube)
    # A stamp never turns a cube op into a vector one (rule 1).
    cube.attributes[CORE_PLACEMENT_ATTR] = AIV_PLACEMENT
    assert op_affinity(cube) is CUBE
