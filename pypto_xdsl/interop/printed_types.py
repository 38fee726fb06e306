"""PyPTO's printed type annotations as xDSL types (pypto-interop.md, *Mapping*).

MemRefs, layouts and views are dropped: they do not change any direction;
a tile's `pl.TileView(valid_shape=[...])` is kept as its valid shape, which
the task graph's footprints read. A symbolic dimension becomes `?`.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import NoReturn

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
)
from xdsl.ir import Attribute

from pypto_xdsl.dialects.attributes import MemorySpace
from pypto_xdsl.dialects.generic_op import PtrType
from pypto_xdsl.dialects.types import TaskIdType, TensorType, TileType

# `pl.DTYPE` -> builtin type. Unsigned integers are signless here: the
# direction model never reads signedness.
DTYPES: dict[str, Callable[[], Attribute]] = {
    "FP16": Float16Type,
    "FP32": Float32Type,
    "FP64": Float64Type,
    "BF16": BFloat16Type,
    "BOOL": lambda: IntegerType(1),
    "INT8": lambda: IntegerType(8),
    "INT16": lambda: IntegerType(16),
    "INT32": lambda: IntegerType(32),
    "INT64": lambda: IntegerType(64),
    "UINT8": lambda: IntegerType(8),
    "UINT16": lambda: IntegerType(16),
    "UINT32": lambda: IntegerType(32),
    "UINT64": lambda: IntegerType(64),
    "INDEX": IndexType,
    "TASK_ID": TaskIdType,
}

SUPPORTED_TYPES = (
    "pl.Tensor[[dims], pl.DTYPE, ...], pld.DistributedTensor[[dims], pl.DTYPE, ...], "
    "pl.Tile[[dims], pl.DTYPE, ..., pl.Mem.X], pl.Scalar[pl.DTYPE], pl.Tuple[...] / tuple[...], pl.Ptr, pl.Array[...]"
)

Fail = Callable[[ast.AST, str], NoReturn]


def dotted(node: ast.expr) -> str | None:
    """`pl.tile.load` for the expression `pl.tile.load`, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _items(node: ast.Subscript) -> list[ast.expr]:
    sl = node.slice
    return list(sl.elts) if isinstance(sl, ast.Tuple) else [sl]


def dtype(node: ast.expr, fail: Fail) -> Attribute:
    name = dotted(node)
    if name is not None and name.startswith("pl.") and name[3:] in DTYPES:
        return DTYPES[name[3:]]()
    fail(
        node,
        f"unknown dtype {ast.unparse(node)!r}: supported are "
        + ", ".join(f"pl.{d}" for d in DTYPES),
    )


def _dims(node: ast.expr, fail: Fail) -> list[int]:
    if not isinstance(node, ast.List | ast.Tuple):
        fail(node, f"a shape is a list of dimensions, not {ast.unparse(node)!r}")
    dims: list[int] = []
    for d in node.elts:
        if isinstance(d, ast.Constant) and type(d.value) is int and d.value >= 0:
            dims.append(d.value)
        else:
            # A symbolic (or computed) extent: dynamic.
            dims.append(DYNAMIC_INDEX)
    return dims


def _valid_shape(node: ast.expr) -> ast.expr | None:
    """The `valid_shape=[...]` of a `pl.TileView(...)`: which part of the tile
    holds data (a symbolic or computed extent becomes `?`)."""
    if not isinstance(node, ast.Call) or dotted(node.func) != "pl.TileView":
        return None
    for keyword in node.keywords:
        if keyword.arg == "valid_shape":
            return keyword.value
    return None


def _valid_dims(node: ast.expr, dims: list[int], fail: Fail) -> list[int]:
    """A valid shape's extents, within PyPTO's bounds of the tile's."""
    valid = _dims(node, fail)
    if len(valid) != len(dims):
        fail(
            node,
            f"valid_shape {ast.unparse(node)} has {len(valid)} dimension(s), "
            f"the tile {len(dims)}: give one per dimension",
        )
    if any(v > d >= 0 for v, d in zip(valid, dims, strict=True)):
        fail(
            node,
            f"valid_shape {ast.unparse(node)} exceeds the tile's shape: a valid "
            "region cannot be larger than the tile",
        )
    return valid


def _memory_space(node: ast.expr) -> MemorySpace | None:
    name = dotted(node)
    if name is None or not name.startswith("pl.Mem."):
        return None
    return memory_space_named(name.removeprefix("pl.Mem."))


def memory_space_named(word: str) -> MemorySpace | None:
    """`Vec` -> vec, `ScalarLocal` -> scalar_local, `DDR` -> ddr."""
    snake = "".join(
        ("_" + c.lower()) if c.isupper() and i and not word[i - 1].isupper() else c
        for i, c in enumerate(word)
    ).lower()
    for member in MemorySpace:
        if member.value == snake:
            return member
    return None


def type_of(
    node: ast.expr, fail: Fail, array_type: Callable[[ast.Subscript], Attribute]
) -> Attribute:
    """One value's type; tuples are `result_types`' business."""
    name = dotted(node)
    if name == "pl.Ptr":
        return PtrType()
    if isinstance(node, ast.Subscript):
        head = dotted(node.value)
        items = _items(node)
        # PyPTO's own passes take a DistributedTensor wherever they take a
        # tensor (AsTensorTypeLike); only the window it lives in differs.
        if head in ("pl.Tensor", "pld.DistributedTensor") and len(items) >= 2:
            return TensorType(_dims(items[0], fail), dtype(items[1], fail))
        if head == "pl.Tile" and len(items) >= 2:
            memory = None
            valid: ast.expr | None = None
            for extra in items[2:]:
                memory = _memory_space(extra) or memory
                valid = _valid_shape(extra) or valid
            dims = _dims(items[0], fail)
            valid_dims = None if valid is None else _valid_dims(valid, dims, fail)
            return TileType(dims, dtype(items[1], fail), memory, valid_dims)
        if head == "pl.Scalar" and len(items) == 1:
            return dtype(items[0], fail)
        if head == "pl.Array":
            return array_type(node)
        if head in ("pl.Out", "pl.InOut"):
            fail(node, f"{head}[...] wraps a parameter's type only")
    fail(
        node,
        f"unknown type {ast.unparse(node)!r}: supported are {SUPPORTED_TYPES}",
    )


def is_tuple_annotation(node: ast.expr) -> bool:
    return isinstance(node, ast.Subscript) and dotted(node.value) in (
        "pl.Tuple",
        "tuple",
    )


def result_types(
    node: ast.expr, fail: Fail, array_type: Callable[[ast.Subscript], Attribute]
) -> list[Attribute]:
    """The types a statement or a function returns: one, or a tuple's."""
    if isinstance(node, ast.Subscript) and is_tuple_annotation(node):
        return [type_of(i, fail, array_type) for i in _items(node)]
    return [type_of(node, fail, array_type)]
