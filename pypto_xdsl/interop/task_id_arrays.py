"""Task-id arrays in printed PyPTO: `pl.Array[N, pl.DTYPE]` annotations,
`pl.array.create/get_element/update_element`, `pl.system.task_dummy` and
`pl.system.task_invalid` (and `None` as a task id), onto the ops of
`dialects/task_ids.py` (docs/ir.md, *Task-id arrays and barriers*).

The importer delegates these constructs here. Printed forms (PyPTO's printer):

    tids: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
    tids: pl.Array[4, pl.TASK_ID] = pl.array.update_element(tids, i, tid)
    prev: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids, k)
    gate: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[tids, t0])

Each problem is one diagnostic on the statement's line, never a guess.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import IndexType, IntegerType, StringAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.task_ids import (
    ArrayCreateOp,
    ArrayGetElementOp,
    TaskDummyOp,
    TaskInvalidOp,
)
from pypto_xdsl.dialects.types import ArrayType, TaskIdType
from pypto_xdsl.interop.hooks import ImportContext
from pypto_xdsl.interop.printed_types import dtype

_SUPPORTED = (
    "pl.array.create(N, dtype=...), pl.array.get_element(arr, i), "
    "pl.array.update_element(arr, i, v), pl.system.task_dummy(deps=[...]), "
    "pl.system.task_invalid()"
)
_ELEMENTS = "integer dtypes, pl.BOOL, pl.INDEX and pl.TASK_ID"


def import_array_type(ctx: ImportContext, node: ast.Subscript) -> Attribute:
    """`pl.Array[N, pl.DTYPE]` -> `!pto.array<N x ELT>`."""
    sl = node.slice
    items = list(sl.elts) if isinstance(sl, ast.Tuple) else [sl]
    if len(items) != 2:
        ctx.error(
            node,
            f"pl.Array takes an extent and a dtype (pl.Array[8, pl.TASK_ID]), "
            f"not {ast.unparse(sl)!r}",
        )
    return _array_type(ctx, node, items[0], items[1])


def _array_type(
    ctx: ImportContext, node: ast.AST, extent: ast.expr, element: ast.expr
) -> ArrayType:
    if not (
        isinstance(extent, ast.Constant)
        and type(extent.value) is int
        and extent.value >= 1
    ):
        ctx.error(
            node,
            f"the extent of an array is a positive integer literal (PyPTO's arrays "
            f"have a compile-time extent), not {ast.unparse(extent)!r}",
        )
    ty = dtype(element, ctx.error)
    if not _is_element(ty):
        ctx.error(node, f"an array of {ast.unparse(element)}: arrays hold {_ELEMENTS}")
    return ArrayType([extent.value], ty)


def _is_element(ty: Attribute) -> bool:
    # A plain bool, not a narrowing: the array keeps the type as an Attribute.
    return isinstance(ty, IntegerType | IndexType | TaskIdType)


def import_array_op(
    ctx: ImportContext,
    name: str,
    call: ast.Call,
    result_types: Sequence[Attribute],
) -> Sequence[SSAValue]:
    """The results of `pl.NAME(...)` (`array.*`, `system.task_dummy`,
    `system.task_invalid`), bound to the statement's targets; `result_types`
    is the annotation's (empty when there is none)."""
    build = _BUILDERS.get(name)
    if build is None:
        ctx.error(call, f"pl.{name} is not supported: supported are {_SUPPORTED}")
    op = build(ctx, call)
    try:
        op.verify()
    except VerifyException as e:
        ctx.error(call, f"pl.{name}: {e}")
    results = list(op.results)
    if result_types and list(result_types) != [r.type for r in results]:
        shown = ", ".join(str(t) for t in result_types)
        ctx.error(
            call,
            f"pl.{name} gives {', '.join(str(r.type) for r in results)} but the "
            f"annotation says {shown}: fix the annotation",
        )
    ctx.append(op, call)
    return results


def _arguments(
    ctx: ImportContext, call: ast.Call, names: Sequence[str]
) -> list[ast.expr]:
    """The call's arguments by PyPTO's parameter names, positional or keyword
    (`attrs` aside), each given once."""
    found: dict[str, ast.expr] = {}
    if len(call.args) > len(names):
        ctx.error(call, _arity(call, names))
    for param, arg in zip(names, call.args, strict=False):
        found[param] = arg
    for kw in call.keywords:
        if kw.arg == "attrs":
            continue
        if kw.arg is None or kw.arg not in names or kw.arg in found:
            ctx.error(call, _arity(call, names))
        found[kw.arg] = kw.value
    if len(found) != len(names):
        ctx.error(call, _arity(call, names))
    return [found[n] for n in names]


def _arity(call: ast.Call, names: Sequence[str]) -> str:
    return (
        f"{ast.unparse(call.func)} takes {', '.join(names)}, each once: "
        f"{ast.unparse(call)!r} does not"
    )


def _keep_attrs(call: ast.Call, op: Operation) -> Operation:
    """PyPTO's `attrs={...}`, kept verbatim (no direction depends on it)."""
    for kw in call.keywords:
        if kw.arg == "attrs":
            op.attributes["pypto.attrs"] = StringAttr(ast.unparse(kw.value))
    return op


def _create(ctx: ImportContext, call: ast.Call) -> Operation:
    extent, element = _arguments(ctx, call, ("extent", "dtype"))
    return _keep_attrs(call, ArrayCreateOp(_array_type(ctx, call, extent, element)))


def _get_element(ctx: ImportContext, call: ast.Call) -> Operation:
    array, index = _arguments(ctx, call, ("array", "index"))
    value = _array_value(ctx, array)
    return _keep_attrs(call, ArrayGetElementOp(value, ctx.value(index)))


def _update_element(ctx: ImportContext, call: ast.Call) -> Operation:
    array, index, value = _arguments(ctx, call, ("array", "index", "value"))
    arr = _array_value(ctx, array)
    element = arr.type.element_type if isinstance(arr.type, ArrayType) else None
    stored = ctx.value(value, element)
    op = OPERATORS_BY_NAME["pto.array.update_element"].create(
        operands=[arr, ctx.value(index), stored], result_types=[arr.type]
    )
    return _keep_attrs(call, op)


def _array_value(ctx: ImportContext, node: ast.expr) -> SSAValue:
    value = ctx.value(node)
    if not isinstance(value.type, ArrayType):
        ctx.error(
            node,
            f"{ast.unparse(node)} is a {value.type}, not an array (pl.Array[...])",
        )
    return value


def _task_dummy(ctx: ImportContext, call: ast.Call) -> Operation:
    (deps,) = _arguments(ctx, call, ("deps",))
    if not isinstance(deps, ast.List | ast.Tuple):
        ctx.error(call, "deps of pl.system.task_dummy is a list: deps=[t0, tids, ...]")
    # A `None` entry names no task: PyPTO drops it.
    entries = [
        ctx.value(e)
        for e in deps.elts
        if not (isinstance(e, ast.Constant) and e.value is None)
    ]
    return _keep_attrs(call, TaskDummyOp(entries))


def _task_invalid(ctx: ImportContext, call: ast.Call) -> Operation:
    _arguments(ctx, call, ())
    return _keep_attrs(call, TaskInvalidOp())


_BUILDERS: dict[str, Callable[[ImportContext, ast.Call], Operation]] = {
    "array.create": _create,
    "array.get_element": _get_element,
    "array.update_element": _update_element,
    "system.task_dummy": _task_dummy,
    "system.task_invalid": _task_invalid,
}
