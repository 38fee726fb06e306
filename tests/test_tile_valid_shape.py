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
from pypto_xdsl.dialects.types import TileType, carried_type, narrowed_extent
from pypto_xdsl.interop import PyptoImportError, import_pypto


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


_PROGRAM = """import pypto.language as pl

@pl.program
class p:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[64, 256], pl.BF16], y: pl.Out[pl.Tensor[[64, 256], pl.BF16]]) -> pl.Tensor[[64, 256], pl.BF16]:
        a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=VALID)] = pl.tile.load(x, [0, 0], [16, 256], [8, 256], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[64, 256], pl.BF16] = pl.tile.store(a, [0, 0], y)
        return r
"""


@pytest.mark.parametrize(
    ("valid", "message"),
    [
        (
            "[8]",
            "valid_shape [8] has 1 dimension(s), the tile 2: give one per dimension",
        ),
        (
            "[17, 256]",
            "valid_shape [17, 256] exceeds the tile's shape: a valid region "
            "cannot be larger than the tile",
        ),
    ],
)
def test_import_refuses_a_valid_shape_outside_the_tile(
    valid: str, message: str
) -> None:
    # PyPTO's own bounds: one line on the annotation, never a verifier
    # traceback later.
    with pytest.raises(PyptoImportError, match=re.escape(message)) as caught:
        import_pypto(_PROGRAM.replace("VALID", valid), "p.py")
    assert "p.py:7:" in str(caught.value)


def test_import_reads_static_and_symbolic_extents() -> None:
    text = _PROGRAM.replace("VALID", "[pl.min(n, pl.const(16, pl.INDEX)), 256]")
    module = import_pypto(text, "p.py")
    tiles = [
        r.type
        for op in module.walk()
        for r in op.results
        if isinstance(r.type, TileType)
    ]
    assert [t.valid_shape for t in tiles] == [(DYNAMIC_INDEX, 256)]
    module = import_pypto(_PROGRAM.replace("VALID", "[8, 256]"), "p.py")
    tiles = [
        r.type
        for op in module.walk()
        for r in op.results
        if isinstance(r.type, TileType)
    ]
    assert [t.valid_shape for t in tiles] == [(8, 256)]


@pytest.mark.parametrize(
    ("valid", "carried"),
    [
        ([[16, 4], [16, 4]], [16, 4]),
        ([[8, 64], [12, 16]], [12, 64]),
        ([[16, 4], None], None),
        ([[DYNAMIC_INDEX, 4], [8, 4]], [16, 4]),
        ([[DYNAMIC_INDEX, 4], [DYNAMIC_INDEX, 4]], [DYNAMIC_INDEX, 4]),
    ],
)
def test_carried_type_holds_every_valid_rectangle(
    valid: list[list[int] | None], carried: list[int] | None
) -> None:
    types = [TileType([16, 64], f32, MemorySpace.VEC, v) for v in valid]
    assert carried_type(types) == TileType([16, 64], f32, MemorySpace.VEC, carried)
    joined = carried_type(types)
    assert isinstance(joined, TileType)
    assert all(narrowed_extent(t, joined) is None for t in types)


def test_carried_type_of_other_tiles_is_none() -> None:
    assert (
        carried_type(
            [
                TileType([16, 64], f32, MemorySpace.VEC, [8, 64]),
                TileType([16, 64], f32, MemorySpace.ACC),
            ]
        )
        is None
    )
