"""Scalar expressions: operands of calls and operators, loop bounds,
conditions. Names, literals, `t[k]`, arithmetic, comparisons, `and`/`or`/
`not`, `pl.const`, `pl.cast`, `pl.min`/`pl.max` become `arith` ops."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn, cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    BFloat16Type,
    FixedBitwidthType,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
)
from xdsl.ir import Attribute, Operation, SSAValue

from pypto_xdsl.interop import task_id_arrays
from pypto_xdsl.interop.printed_types import dotted, dtype
from pypto_xdsl.interop.pypto.forms import is_task_id_array_op

if TYPE_CHECKING:
    from pypto_xdsl.interop.pypto.state import ImportState

_INT_BINOPS: dict[type[ast.operator], Callable[[SSAValue, SSAValue], Operation]] = {
    ast.Add: arith.AddiOp,
    ast.Sub: arith.SubiOp,
    ast.Mult: arith.MuliOp,
    ast.FloorDiv: arith.FloorDivSIOp,
    ast.Mod: arith.RemSIOp,
}
_FLOAT_BINOPS: dict[type[ast.operator], Callable[[SSAValue, SSAValue], Operation]] = {
    ast.Add: arith.AddfOp,
    ast.Sub: arith.SubfOp,
    ast.Mult: arith.MulfOp,
    ast.Div: arith.DivfOp,
}
_CMP: dict[type[ast.cmpop], tuple[str, str]] = {
    ast.Lt: ("slt", "olt"),
    ast.LtE: ("sle", "ole"),
    ast.Gt: ("sgt", "ogt"),
    ast.GtE: ("sge", "oge"),
    ast.Eq: ("eq", "oeq"),
    ast.NotEq: ("ne", "one"),
}

Float = Float16Type | BFloat16Type | Float32Type | Float64Type
_FLOAT_BITS = {Float16Type: 16, BFloat16Type: 16, Float32Type: 32, Float64Type: 64}


def is_int(t: Attribute) -> bool:
    return isinstance(t, IntegerType | IndexType)


def is_float(t: Attribute) -> bool:
    return type(t) in _FLOAT_BITS


def _bits(t: Attribute) -> int:
    if isinstance(t, FixedBitwidthType):
        return t.bitwidth
    return 64


def import_expr(
    state: ImportState, e: ast.expr, expected: Attribute | None = None
) -> SSAValue:
    """The SSA value of an operand expression; an int literal is an `index`
    constant unless `expected` gives its type."""
    if isinstance(e, ast.Name):
        bound = state.lookup(e)
        if isinstance(bound, tuple):
            state.error(e, f"{e.id!r} is a tuple: take an element with {e.id}[k]")
        return bound
    if isinstance(e, ast.Constant) and e.value is None:
        # PyPTO's "no task yet" seed of a task-id variable.
        invalid = ast.copy_location(ast.Call(ast.Name("pl"), [], []), e)
        (seed,) = task_id_arrays.import_array_op(
            state, "system.task_invalid", invalid, []
        )
        return seed
    if isinstance(e, ast.Constant):
        return constant(state, e, e.value, expected)
    if isinstance(e, ast.Subscript):
        return _projection(state, e)
    if isinstance(e, ast.BinOp):
        return _binop(state, e, expected)
    if isinstance(e, ast.Compare):
        return _compare(state, e)
    if isinstance(e, ast.BoolOp):
        return _boolop(state, e)
    if isinstance(e, ast.UnaryOp):
        found = _unary(state, e, expected)
        if found is not None:
            return found
    if isinstance(e, ast.Call):
        return _call(state, e, expected)
    _unsupported(state, e)


def _unsupported(state: ImportState, e: ast.expr) -> NoReturn:
    state.error(
        e,
        f"unsupported expression {ast.unparse(e)!r}: operands are names, literals, t[k], scalar arithmetic, comparisons, pl.const, pl.cast",
    )


def _projection(state: ImportState, e: ast.Subscript) -> SSAValue:
    """`NAME[k]`: element k of a tuple-bound name."""
    base = e.value
    idx = e.slice
    if (
        isinstance(base, ast.Name)
        and isinstance(idx, ast.Constant)
        and type(idx.value) is int
    ):
        bound = state.lookup(base)
        if not isinstance(bound, tuple):
            state.error(e, f"{base.id!r} is not a tuple")
        if not 0 <= idx.value < len(bound):
            state.error(idx, f"{base.id!r} has {len(bound)} element(s)")
        return bound[idx.value]
    state.error(e, "a projection is NAME[k] with a literal k")


def _boolop(state: ImportState, e: ast.BoolOp) -> SSAValue:
    values = [import_expr(state, v) for v in e.values]
    result = values[0]
    for v in values[1:]:
        op = (
            arith.AndIOp(result, v)
            if isinstance(e.op, ast.And)
            else arith.OrIOp(result, v)
        )
        result = state.append(op, e).result
    return result


def _unary(
    state: ImportState, e: ast.UnaryOp, expected: Attribute | None
) -> SSAValue | None:
    if isinstance(e.op, ast.USub) and isinstance(e.operand, ast.Constant):
        return constant(
            state,
            e,
            -e.operand.value
            if isinstance(e.operand.value, int | float)
            else e.operand.value,
            expected,
        )
    v = import_expr(state, e.operand, expected)
    if isinstance(e.op, ast.Not) and v.type == IntegerType(1):
        one = constant(state, e, True, v.type)
        return state.append(arith.XOrIOp(v, one), e).result
    if isinstance(e.op, ast.USub) and is_int(v.type):
        zero = constant(state, e, 0, v.type)
        return state.append(arith.SubiOp(zero, v), e).result
    if isinstance(e.op, ast.USub) and is_float(v.type):
        return state.append(arith.NegfOp(v), e).result
    return None


def _call(state: ImportState, e: ast.Call, expected: Attribute | None) -> SSAValue:
    """The calls that are scalar expressions."""
    name = dotted(e.func)
    if name is not None and is_task_id_array_op(name):
        results = task_id_arrays.import_array_op(state, name[3:], e, [])
        if len(results) != 1:
            state.error(e, f"{name}(...) as an operand must give one value")
        return results[0]
    if name == "pl.const" and len(e.args) == 2:
        ty = dtype(e.args[1], state.error)
        val = e.args[0]
        raw = (
            -val.operand.value
            if isinstance(val, ast.UnaryOp)
            and isinstance(val.operand, ast.Constant)
            and isinstance(val.operand.value, int | float)
            else getattr(val, "value", None)
        )
        return constant(state, e, raw, ty)
    if name == "pl.cast" and len(e.args) == 2:
        return _cast(
            state, e, import_expr(state, e.args[0]), dtype(e.args[1], state.error)
        )
    if name in ("pl.min", "pl.max") and len(e.args) == 2:
        a, b = _pair(state, e.args[0], e.args[1], expected, e)
        low = name == "pl.min"
        if is_int(a.type):
            op = arith.MinSIOp(a, b) if low else arith.MaxSIOp(a, b)
        elif is_float(a.type):
            op = arith.MinimumfOp(a, b) if low else arith.MaximumfOp(a, b)
        else:
            state.error(
                e, f"{name} of {a.type} values: supported are integers and floats"
            )
        return state.append(op, e).result
    state.error(
        e,
        f"{ast.unparse(e.func)}(...) cannot be an operand: bind its result to a variable first",
    )


def constant(
    state: ImportState, node: ast.AST, raw: object, expected: Attribute | None
) -> SSAValue:
    """The `arith.constant` of `raw` (a bool is an i1; an int is of `expected`'s
    type, or `index`; a float of `expected`'s float type, or f32).

    One constant per value and type per function, at the top of its body
    with the location of its first use, as MLIR's own folding leaves them:
    PyPTO prints every literal where it is used (`[64, 128]` in each load),
    and one op per use would drown the program in `arith.constant` lines."""
    value: int | float
    if isinstance(raw, bool):
        value, ty = int(raw), IntegerType(1)
    elif isinstance(raw, int) and expected is not None and is_float(expected):
        value, ty = float(raw), expected
    elif isinstance(raw, int):
        value = raw
        ty = expected if expected is not None and is_int(expected) else IndexType()
    elif isinstance(raw, float):
        value = raw
        ty = expected if expected is not None and is_float(expected) else Float32Type()
    else:
        state.error(
            node,
            f"unsupported literal {raw!r}: operands are ints, floats and booleans",
        )
    # float.hex tells 0.0 from -0.0, which compare equal.
    key = (ty, value.hex() if isinstance(value, float) else value)
    known = state.constants.get(key)
    if known is not None:
        return known
    if isinstance(value, float):
        op = arith.ConstantOp(FloatAttr(value, cast(Float, ty)))
    else:
        op = arith.ConstantOp(IntegerAttr(value, cast(IntegerType | IndexType, ty)))
    op.location = state.loc(node)
    if state.fn is None:
        state.block.add_op(op)
    else:
        # After the constants already there, so they read in order of first use.
        entry = state.fn.op.body.block
        last = state.last_constant
        if last is not None:
            entry.insert_op_after(op, last)
        elif entry.first_op is not None:
            entry.insert_op_before(op, entry.first_op)
        else:
            entry.add_op(op)
        state.last_constant = op
    state.constants[key] = op.result
    return op.result


def _pair(
    state: ImportState,
    left: ast.expr,
    right: ast.expr,
    expected: Attribute | None,
    node: ast.expr,
) -> tuple[SSAValue, SSAValue]:
    """Both operands of a binary form, of one type."""
    # A literal takes the type of the other side.
    if isinstance(left, ast.Constant) and not isinstance(right, ast.Constant):
        b = import_expr(state, right, expected)
        a = import_expr(state, left, b.type)
    else:
        a = import_expr(state, left, expected)
        b = import_expr(state, right, a.type)
    if a.type != b.type and is_int(a.type) and is_int(b.type):
        # PyPTO mixes integer scalars (an INDEX and an INT32 loop variable):
        # both become the type that holds either, index if one is.
        wide = a.type if _holds(a.type, b.type) else b.type
        a, b = int_as(state, a, wide, node), int_as(state, b, wide, node)
    if a.type != b.type:
        state.error(
            node,
            f"the operands of {ast.unparse(node)!r} have types {a.type} and {b.type}: convert one with pl.cast",
        )
    return a, b


def _holds(a: Attribute, b: Attribute) -> bool:
    """Does integer type `a` hold every value of integer type `b`?"""
    if isinstance(a, IndexType):
        return True
    return not isinstance(b, IndexType) and _bits(a) >= _bits(b)


def int_as(state: ImportState, v: SSAValue, ty: Attribute, node: ast.AST) -> SSAValue:
    """Integer or index value `v` as type `ty` (an integer or index type)."""
    if v.type == ty:
        return v
    if isinstance(v.type, IndexType) or isinstance(ty, IndexType):
        return state.append(arith.IndexCastOp(v, ty), node).result
    int_ty = cast(IntegerType, ty)
    wider = _bits(ty) > _bits(v.type)
    op = arith.ExtSIOp(v, int_ty) if wider else arith.TruncIOp(v, int_ty)
    return state.append(op, node).results[0]


def _binop(state: ImportState, e: ast.BinOp, expected: Attribute | None) -> SSAValue:
    a, b = _pair(state, e.left, e.right, expected, e)
    if is_int(a.type) and type(e.op) in _INT_BINOPS:
        return state.append(_INT_BINOPS[type(e.op)](a, b), e).results[0]
    if is_float(a.type) and type(e.op) in _FLOAT_BINOPS:
        return state.append(_FLOAT_BINOPS[type(e.op)](a, b), e).results[0]
    state.error(
        e,
        f"unsupported arithmetic {ast.unparse(e)!r} on {a.type}: supported are + - * // % on integers, + - * / on floats",
    )


def _compare(state: ImportState, e: ast.Compare) -> SSAValue:
    if len(e.ops) != 1 or type(e.ops[0]) not in _CMP:
        state.error(e, "a comparison is `a OP b` with OP one of < <= > >= == !=")
    a, b = _pair(state, e.left, e.comparators[0], None, e)
    ipred, fpred = _CMP[type(e.ops[0])]
    if is_int(a.type):
        return state.append(arith.CmpiOp(a, b, ipred), e).result
    if is_float(a.type):
        return state.append(arith.CmpfOp(a, b, fpred), e).result
    state.error(e, f"cannot compare values of type {a.type}")


def _cast(state: ImportState, e: ast.Call, v: SSAValue, ty: Attribute) -> SSAValue:
    src = v.type
    if src == ty:
        return v
    op: Operation | None = None
    wider = _bits(ty) > _bits(src)
    int_ty = cast(IntegerType, ty)
    if isinstance(src, IndexType) != isinstance(ty, IndexType):
        if is_int(src) and is_int(ty):
            op = arith.IndexCastOp(v, ty)
    elif isinstance(src, IntegerType) and isinstance(ty, IntegerType):
        op = arith.ExtSIOp(v, int_ty) if wider else arith.TruncIOp(v, int_ty)
    elif isinstance(src, IntegerType) and is_float(ty):
        op = arith.SIToFPOp(v, cast(Float, ty))
    elif is_float(v.type) and isinstance(ty, IntegerType):
        op = arith.FPToSIOp(v, int_ty)
    elif is_float(v.type) and is_float(ty):
        op = arith.ExtFOp(v, ty) if wider else arith.TruncFOp(v, ty)
    if op is None:
        state.error(e, f"pl.cast from {src} to {ty} is not supported")
    return state.append(op, e).results[0]
