"""Callee lookup through a symbol table built once per symbol-table op.

xDSL's `SymbolTable.lookup_symbol` scans the enclosing module on every call, so
verifying a module with F functions and C calls costs O(F * C). Here each
symbol-table op gets one name -> op map, rebuilt only when a lookup misses or
finds an entry that no longer holds (the op was erased, moved or renamed). A hit
is validated in O(1), so a stale table can never return a wrong callee.
"""

from __future__ import annotations

import weakref

from xdsl.dialects.builtin import StringAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.traits import SymbolTable

_TABLES: weakref.WeakKeyDictionary[Operation, dict[str, Operation]] = (
    weakref.WeakKeyDictionary()
)


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


def _build(table_op: Operation) -> dict[str, Operation]:
    table: dict[str, Operation] = {}
    for region in table_op.regions:
        for block in region.blocks:
            for child in block.ops:
                sym = child.properties.get("sym_name")
                if isinstance(sym, StringAttr):
                    # First definition wins, as in xDSL; duplicates are the
                    # SymbolTable trait's error to report.
                    table.setdefault(sym.data, child)
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


def lookup_symbol(op: Operation, ref: SymbolRefAttr) -> Operation | None:
    """Resolve a flat symbol reference from `op`, through the cached table.

    Returns None when there is no enclosing symbol table or no such symbol.
    """
    table_op = nearest_symbol_table(op)
    if table_op is None or ref.nested_references.data:
        return None
    return lookup_in_table(table_op, ref.root_reference.data)


def invalidate(table_op: Operation) -> None:
    """Drop the cached table of `table_op` (after bulk symbol changes)."""
    _TABLES.pop(table_op, None)
