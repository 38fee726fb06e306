"""The program and its functions: the `@pl.program` class, and per
`@pl.function` method a `pto.func` declared from its decorator and signature
(all first, so that calls may name any of them) and then defined."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DictionaryAttr,
    FileLineColLoc,
    FunctionType,
    ModuleOp,
    StringAttr,
)
from xdsl.ir import Attribute, Block, Region
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.dynamic_dim import PARAM_DIM_NAMES, param_dim_key
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.types import TensorType
from pypto_xdsl.interop.printed_types import dotted
from pypto_xdsl.interop.pypto.forms import is_call_to
from pypto_xdsl.interop.pypto.scopes import name_value
from pypto_xdsl.interop.pypto.spans import Position
from pypto_xdsl.interop.pypto.state import ATTRS_KEY, Function
from pypto_xdsl.interop.pypto.statements import statements

if TYPE_CHECKING:
    from pypto_xdsl.interop.pypto.state import ImportState

_FUNC_KINDS = {
    "Orchestration": FuncKind.ORCHESTRATION,
    "InCore": FuncKind.INCORE,
    "AIC": FuncKind.AIC,
    "AIV": FuncKind.AIV,
    "Group": FuncKind.GROUP,
    "Spmd": FuncKind.SPMD,
    "Inline": FuncKind.INLINE,
    "Opaque": FuncKind.OPAQUE,
}


def import_program(state: ImportState, tree: ast.Module) -> ModuleOp:
    """The module of the one `@pl.program` class of `tree`, verified."""
    classes = [s for s in tree.body if isinstance(s, ast.ClassDef)]
    programs = [
        c
        for c in classes
        if any(
            is_call_to(d, "pl.program") or dotted(d) == "pl.program"
            for d in c.decorator_list
        )
    ]
    for stmt in tree.body:
        if isinstance(stmt, ast.Import | ast.ImportFrom) or stmt in programs:
            continue
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            continue
        if _dynamic_dim(state, stmt):
            continue
        state.error(
            stmt,
            "not a printed PyPTO program: expected only imports, "
            '`NAME = pl.dynamic("NAME")` lines and one @pl.program class at top level',
        )
    if len(programs) != 1:
        state.error(
            programs[1] if programs else tree.body[0] if tree.body else None,
            "not a printed PyPTO program: expected exactly one @pl.program "
            f"class, found {len(programs)}",
        )
    methods: list[ast.FunctionDef] = []
    for stmt in programs[0].body:
        if isinstance(stmt, ast.FunctionDef):
            methods.append(stmt)
        elif isinstance(stmt, ast.Pass) or (
            isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
        ):
            continue
        else:
            state.error(stmt, "a @pl.program class holds @pl.function methods only")
    functions = [declare(state, m) for m in methods]
    for f in functions:
        define(state, f)
    module = ModuleOp([f.op for f in functions])
    module.location = state.loc(programs[0])
    _verify(state, module)
    return module


def _dynamic_dim(state: ImportState, stmt: ast.stmt) -> bool:
    """`NAME = pl.dynamic("NAME")`, PyPTO's line for a dimension variable its
    types name: recorded in `state.dynamic_dims`. False for another statement."""
    if not (isinstance(stmt, ast.Assign) and is_call_to(stmt.value, "pl.dynamic")):
        return False
    call = stmt.value
    assert isinstance(call, ast.Call)  # is_call_to said so
    target = stmt.targets[0] if len(stmt.targets) == 1 else None
    if not (
        isinstance(target, ast.Name)
        and len(call.args) == 1
        and not call.keywords
        and isinstance(call.args[0], ast.Constant)
        and isinstance(call.args[0].value, str)
    ):
        state.error(
            stmt, 'a dynamic dimension is declared as NAME = pl.dynamic("NAME")'
        )
    if target.id in state.dynamic_dims:
        state.error(stmt, f"dynamic dimension {target.id!r} is declared twice")
    state.dynamic_dims[target.id] = stmt
    return True


def _verify(state: ImportState, module: ModuleOp) -> None:
    """An invalid import is a diagnostic on the line of the first invalid op."""
    try:
        module.verify()
    except VerifyException:
        for op in module.walk():
            try:
                op.verify(verify_nested_ops=False)
            except VerifyException as e:
                loc = op.location
                line = loc.line.data if isinstance(loc, FileLineColLoc) else 1
                col = loc.column.data - 1 if isinstance(loc, FileLineColLoc) else 0
                state.error(
                    Position(line, col), f"the imported {op.name} is invalid: {e}"
                )
        raise


def _kind(
    state: ImportState, node: ast.FunctionDef
) -> tuple[FuncKind | None, dict[str, Attribute]]:
    """The function kind of `@pl.function(type=...)` and its other keywords (as text)."""
    decorators = [
        d
        for d in node.decorator_list
        if is_call_to(d, "pl.function") or dotted(d) == "pl.function"
    ]
    if len(decorators) != 1 or len(node.decorator_list) != 1:
        state.error(node, f"method {node.name!r} is not a @pl.function(...)")
    kind: FuncKind | None = None
    extra: dict[str, Attribute] = {}
    deco = decorators[0]
    if isinstance(deco, ast.Call):
        for kw in deco.keywords:
            if kw.arg == "type":
                name = dotted(kw.value) or ""
                word = name.removeprefix("pl.FunctionType.")
                if word not in _FUNC_KINDS or not name.startswith("pl.FunctionType."):
                    state.error(
                        kw.value,
                        f"unknown function type {ast.unparse(kw.value)!r}: supported "
                        "are " + ", ".join(f"pl.FunctionType.{k}" for k in _FUNC_KINDS),
                    )
                kind = _FUNC_KINDS[word]
            elif kw.arg is not None:
                extra[kw.arg] = StringAttr(ast.unparse(kw.value))
    return kind, extra


def declare(state: ImportState, node: ast.FunctionDef) -> Function:
    """The `pto.func` of a method: kind, parameter types and directions
    (`pl.Out[...]`, `pl.InOut[...]`), result types; its body is empty."""
    kind, extra = _kind(state, node)
    args = node.args
    if (
        args.vararg
        or args.kwarg
        or args.kwonlyargs
        or args.posonlyargs
        or args.defaults
    ):
        state.error(
            node,
            f"@pl.function {node.name!r}: only plain parameters `name: TYPE` are supported",
        )
    params = _params(args)
    types: list[Attribute] = []
    directions: list[ParamDirection] = []
    dim_names: dict[str, Attribute] = {}
    for a in params:
        if a.annotation is None:
            state.error(a, f"parameter {a.arg!r} has no type annotation")
        ann = a.annotation
        direction = ParamDirection.IN
        if isinstance(ann, ast.Subscript) and dotted(ann.value) in (
            "pl.Out",
            "pl.InOut",
        ):
            direction = (
                ParamDirection.OUT
                if dotted(ann.value) == "pl.Out"
                else ParamDirection.INOUT
            )
            ann = ann.slice
        types.append(state.type_of(ann))
        directions.append(direction)
        dim_names.update(_param_dim_names(state, len(types) - 1, ann, types[-1]))
    results = [] if node.returns is None else state.result_types(node.returns)
    block = Block(arg_types=types)
    for arg, a in zip(block.args, params, strict=True):
        name_value(arg, a.arg)
    op = FuncOp(
        node.name,
        (types, results),
        Region(block),
        kind=kind,
        param_directions=directions
        if any(d != ParamDirection.IN for d in directions)
        else None,
    )
    if extra:
        op.attributes[ATTRS_KEY] = DictionaryAttr(extra)
    if dim_names:
        op.attributes[PARAM_DIM_NAMES] = DictionaryAttr(dim_names)
    op.location = state.loc(node)
    if node.name in state.funcs:
        state.error(node, f"function {node.name!r} is defined twice")
    state.funcs[node.name] = op
    return Function(node, op, results_from_return=node.returns is None)


def _param_dim_names(
    state: ImportState, index: int, ann: ast.expr, ty: Attribute
) -> dict[str, Attribute]:
    """The `pl.dynamic` names of the `?` dimensions of parameter `index`
    (`pl.Tensor[[T_DYN, 64], ...]`): the type keeps `?`, the function keeps
    the name (`PARAM_DIM_NAMES`) for `--bind T_DYN=V` and messages."""
    if not (
        isinstance(ty, TensorType)
        and isinstance(ann, ast.Subscript)
        and isinstance(ann.slice, ast.Tuple)
        and ann.slice.elts
        and isinstance(ann.slice.elts[0], ast.List | ast.Tuple)
    ):
        return {}
    dims = ann.slice.elts[0].elts
    shape = ty.get_shape()
    if len(dims) != len(shape):
        return {}
    return {
        param_dim_key(index, k): StringAttr(d.id)
        for k, (d, n) in enumerate(zip(dims, shape, strict=True))
        if n == DYNAMIC_INDEX and isinstance(d, ast.Name) and d.id in state.dynamic_dims
    }


def _params(args: ast.arguments) -> list[ast.arg]:
    """The parameters of a method, without an unannotated `self`."""
    return [a for a in args.args if not (a.arg == "self" and a.annotation is None)]


def define(state: ImportState, f: Function) -> None:
    """Import the body of a declared function."""
    state.fn = f
    state.constants = {}
    state.last_constant = None
    block = f.op.body.block
    body = f.node.body
    if (
        body
        and isinstance(body[0], ast.Expr)
        and isinstance(body[0].value, ast.Constant)
    ):
        body = body[1:]
    # Bound by their Python names (a hint may be spelled for MLIR).
    names = [a.arg for a in _params(f.node.args)]
    with state.inside(block, dict(zip(names, block.args, strict=True))):
        outcome = statements(state, body, returns_=True)
        if not outcome.returned:
            if f.op.function_type.outputs.data and f.node.returns is not None:
                _unreturned(f)
            state.append(ReturnOp(), f.node.body[-1] if f.node.body else f.node)
    if f.results_from_return:
        # PyPTO prints `-> ...` only for declared results; a function whose
        # IR has none but returns values gets the types of what it returns
        # (callees are printed before their callers).
        ret = block.last_op
        if isinstance(ret, ReturnOp) and ret.operands:
            inputs = f.op.function_type.inputs.data
            f.op.function_type = FunctionType.from_lists(
                inputs, [v.type for v in ret.operands]
            )


DECLARED_RESULTS = "pypto.declared_results"
"""Discardable attribute of a `pto.func` whose body ends without `return`
though its signature declares results: the declared `-> ...` as printed."""


def _unreturned(f: Function) -> None:
    """A function that declares results and ends without `return` (PyPTO's
    host-level orchestrators print so: the last statement is a call). PyPTO's
    parser takes it as it is, its return types kept and no return statement:
    it returns nothing. Its `pto.func` returns nothing too (a `pto.return`
    gives one value per result); the declared results are kept as text."""
    assert f.node.returns is not None  # the caller checked
    f.op.attributes[DECLARED_RESULTS] = StringAttr(ast.unparse(f.node.returns))
    f.op.function_type = FunctionType.from_lists(f.op.function_type.inputs.data, [])
