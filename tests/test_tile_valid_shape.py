"""`TileType.valid_shape`: a tile's valid rectangle (PyPTO's
`TileView(valid_shape=...)`), as the task graph reads it."""

from __future__ import annotations

import re

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import DYNAMIC_INDEX, f32
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.attributes import MemorySpace
from pypto_xdsl.dialects.pto import PTO
from pypto_xdsl.dialects.types import TileType


def _parse(text: str) -> TileType:
    ctx = Context()
    ctx.load_dialect(PTO)
    ty = Parser(ctx, text).parse_type()
    assert isinstance(ty, TileType)
    return ty


def test_declared_valid_shape_is_read_back() -> None:
    ty = TileType([16, 256], f32, MemorySpace.VEC, [8, 256])
    assert ty.has_valid_shape
    assert ty.valid_shape == (8, 256)
    assert ty.get_shape() == (16, 256)
    assert str(ty) == "!pto.tile<16x256xf32, vec, valid = [8, 256]>"


def test_no_valid_shape_is_the_whole_tile() -> None:
    ty = TileType([16, 256], f32, MemorySpace.VEC)
    assert not ty.has_valid_shape
    assert ty.valid_shape == (16, 256)


def test_a_valid_shape_equal_to_the_shape_is_dropped() -> None:
    # As PyPTO's type drops it: the two spellings are one type.
    full = TileType([16, 256], f32, MemorySpace.VEC, [16, 256])
    assert not full.has_valid_shape
    assert full == TileType([16, 256], f32, MemorySpace.VEC)
    assert _parse("!pto.tile<16x256xf32, vec, valid = [16, 256]>") == full


def test_a_dynamic_extent_is_kept() -> None:
    ty = _parse("!pto.tile<?x64xf32, valid = [?, 64]>")
    assert ty.valid_shape == (DYNAMIC_INDEX, 64)
    assert ty.has_valid_shape
    assert ty.memory is None


def test_parse_and_constructor_agree() -> None:
    text = "!pto.tile<16x64xf32, mat, valid = [?, 0]>"
    built = TileType([16, 64], f32, MemorySpace.MAT, [DYNAMIC_INDEX, 0])
    assert _parse(text) == built
    assert str(built) == text


@pytest.mark.parametrize(
    ("valid", "message"),
    [
        ([8], "has 1 dimension(s), the tile 2"),
        ([-2, 64], "valid extent 0 is -2"),
        ([16, 65], "valid extent 1 is 65, beyond the tile's 64"),
    ],
)
def test_bounds_are_verified(valid: list[int], message: str) -> None:
    with pytest.raises(VerifyException, match=re.escape(message)):
        TileType([16, 64], f32, None, valid).verify()
