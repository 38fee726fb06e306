"""The type resolver: printed annotations as xDSL types (printed_types.py),
with `pl.Array[...]` handed to the task-id array translation."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from xdsl.ir import Attribute

from pypto_xdsl.interop import printed_types, task_id_arrays

if TYPE_CHECKING:
    from pypto_xdsl.interop.pypto.state import ImportState


def type_of(state: ImportState, node: ast.expr) -> Attribute:
    """One value's type."""
    return printed_types.type_of(node, state.error, _array_type(state))


def result_types(state: ImportState, node: ast.expr) -> list[Attribute]:
    """The types a statement or a function returns: one, or a tuple's."""
    return printed_types.result_types(node, state.error, _array_type(state))


def _array_type(state: ImportState) -> Callable[[ast.Subscript], Attribute]:
    def array_type(node: ast.Subscript) -> Attribute:
        return task_id_arrays.import_array_type(state, node)

    return array_type
