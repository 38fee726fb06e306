"""Shapes of printed PyPTO syntax, read from the AST alone (no state)."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import NoReturn

from pypto_xdsl.interop.printed_types import dotted

Fail = Callable[[ast.AST, str], NoReturn]


def is_call_to(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Call) and dotted(node.func) == name


def is_task_id_array_op(name: str) -> bool:
    """Constructs the task-id array translation owns (task_id_arrays.py)."""
    return name.startswith("pl.array.") or name in (
        "pl.system.task_dummy",
        "pl.system.task_invalid",
    )


def method_ref(node: ast.expr) -> str | None:
    """`M` for `self.M`, else None."""
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    ):
        return node.attr
    return None


def callee_method(call: ast.Call) -> str | None:
    """`M` for a call `self.M(...)`, else None."""
    return method_ref(call.func)


def mentions_value(e: ast.expr) -> bool:
    """Does `e` read a program variable (not just `pl.*` and literals)?"""
    return any(isinstance(sub, ast.Name) and sub.id != "pl" for sub in ast.walk(e))


def elements(node: ast.expr, fail: Fail) -> list[ast.expr]:
    """The items of a list or tuple literal."""
    if not isinstance(node, ast.List | ast.Tuple):
        fail(node, f"expected a list or tuple, not {ast.unparse(node)!r}")
    return list(node.elts)


def returns(stmt: ast.stmt) -> bool:
    """Does `stmt` end the function on every path (return, or an if/else whose
    branches both do)?"""
    if isinstance(stmt, ast.Return):
        return True
    if isinstance(stmt, ast.If):
        return (
            bool(stmt.body and stmt.orelse)
            and returns(stmt.body[-1])
            and returns(stmt.orelse[-1])
        )
    return False
