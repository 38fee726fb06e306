"""Symbol lookup: one name -> op table per symbol-table op.

xDSL's `SymbolTable.lookup_symbol` scans the enclosing module on every call, so
verifying a module with F functions and C calls costs O(F * C). Here each
symbol-table op gets one name -> op map, rebuilt only when a lookup misses or
finds an entry that no longer holds (the op was erased, moved or renamed). A hit
is validated in O(1), so a stale table can never return a wrong callee.

Passes take a `function_table` of the module once per run instead.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Mapping
from typing import Protocol, TypeVar

from xdsl.dialects.builtin import ModuleOp, StringAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.traits import SymbolTable

from pypto_xdsl.dialects.func import FuncOp

_T = TypeVar("_T", bound=Operation)

_TABLES: weakref.WeakKeyDictionary[Operation, dict[str, Operation]] = (
    weakref.WeakKeyDictionary()
)


def _first_definitions(named: Iterable[tuple[str, _T]]) -> dict[str, _T]:
    # First definition wins, as in xDSL; duplicates are the SymbolTable
    # trait's error to report.
    table: dict[str, _T] = {}
    for name, op in named:
        table.setdefault(name, op)
    return table


# Traits belong to the op class: asking once per class keeps the walk up from
# each call cheap.
_IS_TABLE: dict[type[Operation], bool] = {}


def _is_table(op: Operation) -> bool:
    cls = type(op)
    known = _IS_TABLE.get(cls)
    if known is None:
        known = _IS_TABLE[cls] = op.has_trait(SymbolTable, value_if_unregistered=False)
    return known


def nearest_symbol_table(op: Operation) -> Operation | None:
    anchor = op.parent_op()
    while anchor is not None and not _is_table(anchor):
        anchor = anchor.parent_op()
    return anchor


def _named_children(table_op: Operation) -> Iterable[tuple[str, Operation]]:
    for region in table_op.regions:
        for block in region.blocks:
            for child in block.ops:
                sym = child.properties.get("sym_name")
                if isinstance(sym, StringAttr):
                    yield sym.data, child


def _build(table_op: Operation) -> dict[str, Operation]:
    table = _first_definitions(_named_children(table_op))
    _TABLES[table_op] = table
    return table


def _still_valid(table_op: Operation, name: str, found: Operation) -> bool:
    sym = found.properties.get("sym_name")
    return (
        found.parent_op() is table_op
        and isinstance(sym, StringAttr)
        and sym.data == name
    )


def lookup_in_table(table_op: Operation, name: str) -> Operation | None:
    """The top-level symbol `name` of `table_op`, or None."""
    table = _TABLES.get(table_op)
    if table is not None:
        found = table.get(name)
        if found is not None and _still_valid(table_op, name, found):
            return found
    found = _build(table_op).get(name)
    return found


def invalidate(table_op: Operation) -> None:
    """Drop the cached table of `table_op` (after bulk symbol changes)."""
    _TABLES.pop(table_op, None)


def function_table(module: ModuleOp) -> dict[str, FuncOp]:
    """Every top-level `pto.func` of `module` by name, built once per pass run."""
    return _first_definitions(
        (op.sym_name.data, op) for op in module.ops if isinstance(op, FuncOp)
    )


class _Call(Protocol):
    # What `callee_of` reads of a `CallLikeOp`; call.py builds on this module.
    @property
    def callee(self) -> SymbolRefAttr: ...


def callee_of(op: _Call, funcs: Mapping[str, FuncOp]) -> FuncOp | None:
    """The callee of a call-like op in `funcs`; None if it does not exist."""
    return funcs.get(op.callee.root_reference.data)
