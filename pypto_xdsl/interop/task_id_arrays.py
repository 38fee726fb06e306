"""Task-id arrays in printed PyPTO (`pl.Array[...]`, `pl.array.*`,
`pl.system.task_dummy`): the importer delegates them here.

Owned by the task-id-array work of issue 29 (see COORD); until it lands, each
construct is refused with a diagnostic on its line, never dropped.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence

from xdsl.ir import Attribute, SSAValue

from pypto_xdsl.interop.hooks import ImportContext

_UNSUPPORTED = (
    "task-id arrays are not supported yet: deps=[...] of single task ids "
    "(pl.Scalar[pl.TASK_ID]) are"
)


def import_array_type(ctx: ImportContext, node: ast.Subscript) -> Attribute:
    """The type of a `pl.Array[...]` annotation."""
    ctx.error(node, f"pl.Array: {_UNSUPPORTED}")


def import_array_op(
    ctx: ImportContext,
    name: str,
    call: ast.Call,
    result_types: Sequence[Attribute],
) -> Sequence[SSAValue]:
    """The results of `pl.array.NAME(...)` (`name` = `array.NAME`) or
    `pl.system.task_dummy(...)`, bound to the statement's targets."""
    ctx.error(call, f"pl.{name}: {_UNSUPPORTED}")
