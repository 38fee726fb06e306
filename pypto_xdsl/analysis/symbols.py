"""The function table of a module, built once per pass run."""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.dialects.functions import CallLikeOp, FuncOp


def function_table(module: ModuleOp) -> dict[str, FuncOp]:
    """Every top-level `pto.func` of `module` by name (first definition wins,
    as in xDSL; duplicates are the SymbolTable trait's error to report)."""
    table: dict[str, FuncOp] = {}
    for op in module.ops:
        if isinstance(op, FuncOp):
            table.setdefault(op.sym_name.data, op)
    return table


def callee_of(op: CallLikeOp, funcs: Mapping[str, FuncOp]) -> FuncOp | None:
    """The callee of a call-like op in `funcs`; None if it does not exist."""
    return funcs.get(op.callee.root_reference.data)
