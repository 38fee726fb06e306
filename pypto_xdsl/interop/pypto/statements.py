"""Statements of a function body: assignments, call statements, `return`,
`pl.yield_`, loops (`scf.for`, `scf.while`), `if` (`scf.if`) and `with`
scopes (`pto.scope`)."""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xdsl.dialects import scf
from xdsl.dialects.builtin import DictionaryAttr, IndexType, IntegerType, StringAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from pypto_xdsl import construct
from pypto_xdsl.dialects.attributes import ForKind, ScopeKind
from pypto_xdsl.dialects.func import ReturnOp
from pypto_xdsl.dialects.scope import ScopeOp, YieldOp
from pypto_xdsl.dialects.types import TileType, carried_type
from pypto_xdsl.dialects.valid_cast import ValidCastOp
from pypto_xdsl.interop import task_id_arrays
from pypto_xdsl.interop.printed_types import dotted, is_tuple_annotation
from pypto_xdsl.interop.pypto import operators
from pypto_xdsl.interop.pypto.expressions import is_int
from pypto_xdsl.interop.pypto.forms import (
    callee_method,
    elements,
    is_task_id_array_op,
    returns,
)
from pypto_xdsl.interop.pypto.scopes import Binding, name_value
from pypto_xdsl.interop.pypto.state import ATTRS_KEY

if TYPE_CHECKING:
    from pypto_xdsl.interop.pypto.state import ImportState

_LOOPS = {
    "pl.range": None,
    "pl.parallel": ForKind.PARALLEL,
    "pl.unroll": ForKind.UNROLL,
    "pl.pipeline": ForKind.PIPELINE,
}
# `with` forms: scope kind and whether it is manual.
_SCOPES: dict[str, tuple[ScopeKind, bool]] = {
    "pl.scope": (ScopeKind.RUNTIME, False),
    "pl.auto_scope": (ScopeKind.RUNTIME, False),
    "pl.manual_scope": (ScopeKind.RUNTIME, True),
    "pl.incore": (ScopeKind.INCORE, False),
    "pl.cluster": (ScopeKind.CLUSTER, False),
    "pl.split_aiv": (ScopeKind.SPLIT_AIV, False),
}
_STATEMENTS = (
    "`x: TYPE = EXPR`, `a, b = pl.yield_(...)`, a call statement, `for ... in "
    "pl.range/pl.parallel/pl.unroll/pl.while_(...)`, `if`/`else`, `with "
    "pl.scope()/pl.manual_scope()/pl.incore()/pl.cluster():`, `return`"
)


@dataclass
class BodyOutcome:
    """How a body ended: the values of its trailing `pl.yield_` and the names
    they are yielded into, or a `return`."""

    values: list[SSAValue] | None = None
    targets: list[str] = field(default_factory=list[str])
    returned: bool = False


def statements(
    state: ImportState,
    stmts: Sequence[ast.stmt],
    *,
    returns_: bool = False,
    transparent: bool = False,
    end: int | None = None,
) -> BodyOutcome:
    """Import `stmts[:end]` into the current block. A trailing `pl.yield_` or
    (with `returns_`) `return` / an `if` whose branches both return ends it.
    `transparent`: the body of a `with` (its names are read after it)."""
    outcome = BodyOutcome()
    count = len(stmts) if end is None else end
    with state.scopes.statement_list(stmts, transparent=transparent) as cursor:
        for i in range(count):
            cursor.index = i
            _statement(state, stmts[i], i == count - 1, returns_, outcome)
    return outcome


def _statement(
    state: ImportState,
    stmt: ast.stmt,
    last: bool,
    returns_: bool,
    outcome: BodyOutcome,
) -> None:
    if isinstance(stmt, ast.Return):
        if not (returns_ and last):
            state.error(
                stmt,
                "`return` is supported as the last statement of a function or of both branches of its last `if`",
            )
        state.append(ReturnOp(*_return_values(state, stmt)), stmt)
        outcome.returned = True
    elif (found := _yield_call(state, stmt)) is not None:
        if not last:
            state.error(
                stmt,
                "pl.yield_ must be the last statement of its loop or branch body",
            )
        call, targets = found
        outcome.values = [state.value(a) for a in call.args]
        outcome.targets = targets
    elif isinstance(stmt, ast.If):
        if returns_ and last and returns(stmt):
            _terminal_if(state, stmt)
            outcome.returned = True
        else:
            _if(state, stmt)
    elif isinstance(stmt, ast.For):
        _for(state, stmt)
    elif isinstance(stmt, ast.With):
        yielded = _with(state, stmt)
        if yielded.values is not None:
            # A scope ending its loop or branch body: its pl.yield_ is the body's.
            if not last:
                state.error(
                    stmt,
                    "a scope that ends with pl.yield_ must be the last statement "
                    "of its loop or branch body",
                )
            outcome.values = yielded.values
            outcome.targets = yielded.targets
    elif isinstance(stmt, ast.AnnAssign):
        _ann_assign(state, stmt)
    elif isinstance(stmt, ast.Assign):
        _assign(state, stmt)
    elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
        _call_statement(state, stmt, stmt.value)
    elif not isinstance(stmt, ast.Pass):
        state.error(
            stmt,
            f"unknown statement form ({type(stmt).__name__}): supported are {_STATEMENTS}",
        )


def _yield_call(
    state: ImportState, stmt: ast.stmt
) -> tuple[ast.Call, list[str]] | None:
    """`pl.yield_(...)`, bare or assigned, and the names it yields into."""
    value = getattr(stmt, "value", None)
    if not (isinstance(value, ast.Call) and dotted(value.func) == "pl.yield_"):
        return None
    targets: list[str] = []
    if isinstance(stmt, ast.AnnAssign):
        targets = [_name(state, stmt.target)]
    elif isinstance(stmt, ast.Assign):
        if len(stmt.targets) != 1:
            state.error(stmt, "chained assignment is not supported")
        t = stmt.targets[0]
        elts = t.elts if isinstance(t, ast.Tuple) else [t]
        targets = [_name(state, e) for e in elts]
    elif not isinstance(stmt, ast.Expr):
        return None
    if value.keywords:
        state.error(value, "pl.yield_ takes positional values only")
    if targets and len(targets) != len(value.args):
        state.error(
            stmt,
            f"pl.yield_ yields {len(value.args)} value(s) into {len(targets)} name(s)",
        )
    return value, targets


def _name(state: ImportState, node: ast.expr) -> str:
    if not isinstance(node, ast.Name):
        state.error(node, f"expected a variable name, not {ast.unparse(node)!r}")
    return node.id


def _return_values(state: ImportState, stmt: ast.Return) -> list[SSAValue]:
    if stmt.value is None:
        return []
    if isinstance(stmt.value, ast.Name):
        # A tuple-valued name returned whole returns its elements.
        bound = state.lookup(stmt.value)
        return list(bound) if isinstance(bound, tuple) else [bound]
    elts = stmt.value.elts if isinstance(stmt.value, ast.Tuple) else [stmt.value]
    return [state.value(e) for e in elts]


def _body(
    state: ImportState,
    block: Block,
    stmts: Sequence[ast.stmt],
    bindings: dict[str, Binding],
) -> BodyOutcome:
    """A loop or branch body: a closed frame of names, appended to `block`."""
    with state.inside(block, dict(bindings)):
        return statements(state, stmts)


# Assignments


def _ann_assign(state: ImportState, stmt: ast.AnnAssign) -> None:
    name = _name(state, stmt.target)
    if stmt.value is None:
        state.error(stmt, f"{name!r} is annotated but never assigned")
    types = state.result_types(stmt.annotation)
    values = import_assignment_rhs(state, stmt.value, types, stmt)
    if is_tuple_annotation(stmt.annotation):
        state.bind(name, tuple(values))
    else:
        if len(values) != 1:
            state.error(
                stmt,
                f"{ast.unparse(stmt.value)} gives {len(values)} values; annotate {name!r} with pl.Tuple[...]",
            )
        state.bind(name, values[0])


def _assign(state: ImportState, stmt: ast.Assign) -> None:
    if len(stmt.targets) != 1:
        state.error(stmt, "chained assignment is not supported")
    target = stmt.targets[0]
    value = stmt.value
    if isinstance(value, ast.Name):
        bound = state.lookup(value)
        values = list(bound) if isinstance(bound, tuple) else [bound]
    elif isinstance(value, ast.Call) and (
        callee_method(value) is not None
        or dotted(value.func) in ("pl.submit", "pl.spmd_submit")
    ):
        values = import_assignment_rhs(state, value, None, stmt)
    else:
        values = [state.value(value)]
    if isinstance(target, ast.Tuple):
        names = [_name(state, e) for e in target.elts]
        if len(names) != len(values):
            state.error(
                stmt, f"{len(values)} value(s) assigned to {len(names)} name(s)"
            )
        for n, v in zip(names, values, strict=True):
            state.bind(n, v)
    else:
        name = _name(state, target)
        state.bind(name, values[0] if len(values) == 1 else tuple(values))


def _call_statement(state: ImportState, stmt: ast.Expr, call: ast.Call) -> None:
    name = dotted(call.func)
    if name == "pl.func_attr":
        if state.fn is None or state.block is not state.fn.op.body.block:
            state.error(call, "pl.func_attr is supported at the top of a function body")
        state.fn.op.attributes["pypto.func_attr"] = StringAttr(ast.unparse(call))
        return
    if name == "pl.cond":
        state.error(
            call, "pl.cond is supported as the first statement of a pl.while_ body"
        )
    import_assignment_rhs(state, call, [], stmt, statement=True)


def import_assignment_rhs(
    state: ImportState,
    value: ast.expr,
    types: list[Attribute] | None,
    stmt: ast.stmt,
    *,
    statement: bool = False,
) -> list[SSAValue]:
    """The values of `value`; `types` from the annotation (None: unannotated)."""
    if isinstance(value, ast.Call):
        method = callee_method(value)
        name = dotted(value.func)
        if method is not None:
            return list(operators.call(state, value, method).results)
        if name in ("pl.submit", "pl.spmd_submit"):
            return list(operators.submit(state, value, name).results)
        if name == "pl.tensor.create":
            return [operators.tensor_create(state, value, types)]
        if name is not None and is_task_id_array_op(name):
            return list(
                task_id_arrays.import_array_op(state, name[3:], value, types or [])
            )
        operator = _operator_name(name)
        if operator is not None:
            if types is None:
                state.error(value, f"annotate the result of {name} with its type")
            return operators.operator(state, value, operator, types)
        if name in ("pl.const", "pl.cast", "pl.min", "pl.max"):
            return [state.value(value, types[0] if types else None)]
        state.error(
            value,
            f"unknown callee {ast.unparse(value.func)!r}: supported are self.METHOD(...), "
            "pl.submit/pl.spmd_submit(self.METHOD, ...), pl.NAMESPACE.OPERATOR(...) "
            "(pl.tensor.*, pl.tile.*, pl.system.*, ...), pld.NAMESPACE.OPERATOR(...), pl.const, pl.cast, pl.yield_",
        )
    if statement:
        state.error(value, "an expression statement must be a call")
    if isinstance(value, ast.Name):
        bound = state.lookup(value)
        return list(bound) if isinstance(bound, tuple) else [bound]
    expected = types[0] if types and len(types) == 1 else None
    return [state.value(value, expected)]


def _operator_name(name: str | None) -> str | None:
    """The operator a dotted callee names: `pl.tile.load` -> `tile.load`,
    `pld.tile.put` -> `pld.tile.put` (the distributed operators keep their
    namespace, as in the catalogue), else None."""
    if name is None or name.count(".") < 2:
        return None
    if name.startswith("pl."):
        return name[3:]
    if name.startswith("pld."):
        return name
    return None


# Loops


def _for(state: ImportState, stmt: ast.For) -> None:
    if stmt.orelse:
        state.error(stmt, "for ... else is not supported")
    it = stmt.iter
    name = dotted(it.func) if isinstance(it, ast.Call) else None
    if name == "pl.while_" and isinstance(it, ast.Call):
        return _while(state, stmt, it)
    if name not in _LOOPS or not isinstance(it, ast.Call):
        state.error(
            it,
            f"unknown loop {ast.unparse(it)!r}: supported are "
            + ", ".join(f"{k}(...)" for k in _LOOPS)
            + ", pl.while_(init_values=...)",
        )
    inits: list[SSAValue] = []
    extra: dict[str, Attribute] = {}
    for kw in it.keywords:
        if kw.arg == "init_values":
            inits = [state.value(e) for e in elements(kw.value, state.error)]
        elif kw.arg is not None:
            extra[kw.arg] = StringAttr(ast.unparse(kw.value))
    bounds = list(it.args)
    if not 1 <= len(bounds) <= 3:
        state.error(it, f"{name} takes (stop), (start, stop) or (start, stop, step)")
    if len(bounds) == 1:
        bounds = [ast.Constant(0), bounds[0]]
    if len(bounds) == 2:
        bounds.append(ast.Constant(1))
    named = [
        state.value(b)
        for b in bounds
        if not (isinstance(b, ast.Constant) and type(b.value) is int)
    ]
    bound_type = named[0].type if named else IndexType()
    lb, ub, step = (state.value(b, bound_type) for b in bounds)
    if not (lb.type == ub.type == step.type and is_int(lb.type)):
        state.error(it, f"the bounds of {name} must be integers of one type")
    target = stmt.target
    if (
        isinstance(target, ast.Tuple)
        and len(target.elts) == 2
        and isinstance(target.elts[1], ast.Tuple)
    ):
        iv_name = _name(state, target.elts[0])
        carried = [_name(state, e) for e in target.elts[1].elts]
    else:
        iv_name = _name(state, target)
        carried = []
    if len(carried) != len(inits):
        state.error(
            stmt.target,
            f"the loop names {len(carried)} carried value(s) but init_values gives {len(inits)}",
        )
    kind = _LOOPS[name]
    types = _first_carried(state, stmt, inits)
    while True:
        block = Block(arg_types=[lb.type, *types])
        name_value(block.args[0], iv_name)
        bindings: dict[str, Binding] = {iv_name: block.args[0]}
        for n, a in zip(carried, block.args[1:], strict=True):
            name_value(a, n)
            bindings[n] = a
        casts = _cast_all(state, state.block, inits, types, stmt)
        loop = construct.for_loop(lb, ub, step, casts, block, kind)
        if extra:
            loop.attributes[ATTRS_KEY] = DictionaryAttr(extra)
        state.append(loop, stmt)
        outcome = _body(state, block, stmt.body, bindings)
        wider = _wider(state, stmt, types, outcome)
        if wider is None:
            break
        _discard(loop, casts, inits)
        types = wider
    _close(state, block, outcome, types, stmt, scf.YieldOp)
    _bind_results(state, outcome, loop.results)


# Carried tiles of different valid shapes (a loop's init and yields, the
# branches of an `if`): the construct carries the tile type whose valid
# rectangle holds all of theirs (types.carried_type) and each value of
# another type is cast to it (pto.valid_cast), never a narrower footprint
# than the data the tile holds. A loop's body is imported again when its
# yields widen the type its iter args were given; the widened types are
# kept per loop, so that a body imported again inside a widened outer loop
# starts from them (each loop is imported again at most once of its own).


def _first_carried(
    state: ImportState, stmt: ast.For, inits: Sequence[SSAValue]
) -> list[Attribute]:
    types = [v.type for v in inits]
    known = state.carried.get(id(stmt))
    if known is None or len(known) != len(types):
        return types
    return [carried_type([t, k]) or t for t, k in zip(types, known, strict=True)]


def _wider(
    state: ImportState,
    stmt: ast.For,
    types: list[Attribute],
    outcome: BodyOutcome,
) -> list[Attribute] | None:
    """The carried types widened by the body's yields, or None when they
    hold them (or do not fit them: `_close` says so)."""
    values = outcome.values or []
    if len(values) != len(types):
        return None
    joined = [carried_type([t, v.type]) for t, v in zip(types, values, strict=True)]
    wider = [t if j is None else j for t, j in zip(types, joined, strict=True)]
    if wider == types:
        return None
    state.carried[id(stmt)] = wider
    return wider


def _cast(
    state: ImportState, block: Block, value: SSAValue, ty: Attribute, where: ast.AST
) -> SSAValue:
    """`value` as a value of the carried type `ty` (a `pto.valid_cast` when
    its type is a tile that `ty` widens; unchanged otherwise)."""
    if value.type == ty or not (
        isinstance(ty, TileType) and carried_type([value.type, ty]) == ty
    ):
        return value
    op = ValidCastOp(value, ty)
    op.location = state.loc(where)
    block.add_op(op)
    return op.result


def _cast_all(
    state: ImportState,
    block: Block,
    values: Sequence[SSAValue],
    types: Sequence[Attribute],
    where: ast.AST,
) -> list[SSAValue]:
    return [
        _cast(state, block, v, t, where) for v, t in zip(values, types, strict=True)
    ]


def _discard(
    loop: Operation, casts: Sequence[SSAValue], inits: Sequence[SSAValue]
) -> None:
    """Erase a loop imported with iter args too narrow, and its init casts."""
    loop.detach()
    loop.erase()
    for cast, init in zip(casts, inits, strict=True):
        if cast is not init and isinstance(cast.owner, Operation):
            cast.owner.detach()
            cast.owner.erase()


def _close(
    state: ImportState,
    block: Block,
    outcome: BodyOutcome,
    types: Sequence[Attribute],
    stmt: ast.stmt,
    yield_op: Callable[..., Operation],
) -> None:
    """End `block` with its yield, whose types must be the construct's."""
    values = outcome.values or []
    where = (
        stmt.body[-1]
        if isinstance(stmt, ast.For | ast.If | ast.With) and stmt.body
        else stmt
    )
    if len(values) == len(types):
        values = _cast_all(state, block, values, types, where)
    if [v.type for v in values] != list(types):
        state.error(
            where,
            f"the body yields ({', '.join(str(v.type) for v in values)}) but the construct carries ({', '.join(map(str, types))})",
        )
    op = yield_op(*values)
    op.location = state.loc(where)
    block.add_op(op)


def _bind_results(
    state: ImportState, outcome: BodyOutcome, results: Sequence[SSAValue]
) -> None:
    if not outcome.targets:
        return  # a bare `pl.yield_(...)`: the results stay unnamed
    for n, r in zip(outcome.targets, results, strict=True):
        name_value(r, n)
        state.bind(n, r)


def _while(state: ImportState, stmt: ast.For, it: ast.Call) -> None:
    inits: list[SSAValue] = []
    for kw in it.keywords:
        if kw.arg == "init_values":
            inits = [state.value(e) for e in elements(kw.value, state.error)]
        else:
            state.error(
                kw.value if kw.arg else it,
                f"unknown keyword {kw.arg!r} of pl.while_: supported is init_values",
            )
    if it.args:
        state.error(it, "pl.while_ takes init_values=(...) only")
    target = stmt.target
    elts = target.elts if isinstance(target, ast.Tuple) else [target]
    names = [_name(state, e) for e in elts]
    if len(names) != len(inits):
        state.error(
            target,
            f"the loop names {len(names)} carried value(s) but init_values gives {len(inits)}",
        )
    body = stmt.body
    first = body[0] if body else None
    if not (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Call)
        and dotted(first.value.func) == "pl.cond"
        and len(first.value.args) == 1
    ):
        state.error(first or stmt, "a pl.while_ body starts with pl.cond(CONDITION)")
    types = _first_carried(state, stmt, inits)
    while True:
        before = Block(arg_types=types)
        after = Block(arg_types=types)
        for n, a, b in zip(names, before.args, after.args, strict=True):
            name_value(a, n)
            name_value(b, n)
        casts = _cast_all(state, state.block, inits, types, stmt)
        loop = scf.WhileOp(casts, types, Region(before), Region(after))
        state.append(loop, stmt)
        with state.inside(before, dict(zip(names, before.args, strict=True))):
            cond = state.value(first.value.args[0])
            if cond.type != IntegerType(1):
                state.error(
                    first.value.args[0],
                    "the pl.cond condition must be a comparison (i1)",
                )
            state.append(scf.ConditionOp(cond, *before.args), first)
        outcome = _body(
            state, after, body[1:], dict(zip(names, after.args, strict=True))
        )
        wider = _wider(state, stmt, types, outcome)
        if wider is None:
            break
        _discard(loop, casts, inits)
        types = wider
    _close(state, after, outcome, types, stmt, scf.YieldOp)
    _bind_results(state, outcome, loop.results)


# Branches


def _condition(state: ImportState, test: ast.expr) -> SSAValue:
    cond = state.value(test)
    if cond.type != IntegerType(1):
        state.error(test, "an if condition must be a comparison or a boolean (i1)")
    return cond


def _if(state: ImportState, stmt: ast.If) -> None:
    cond = _condition(state, stmt.test)
    then_block, else_block = Block(), Block()
    then = _body(state, then_block, stmt.body, {})
    other = _body(state, else_block, stmt.orelse, {})
    if stmt.orelse and then.targets != other.targets:
        state.error(
            stmt,
            f"the branches yield into different names ({', '.join(then.targets)} vs {', '.join(other.targets)})",
        )
    if not stmt.orelse and then.values:
        state.error(stmt, "an if that yields values needs an else branch")
    types = [v.type for v in then.values or []]
    if len(types) == len(other.values or []):
        types = [
            carried_type([t, v.type]) or t
            for t, v in zip(types, other.values or [], strict=True)
        ]
    _close(state, then_block, then, types, stmt, scf.YieldOp)
    else_at = stmt.orelse[-1] if stmt.orelse else stmt
    _close(state, else_block, other, types, else_at, scf.YieldOp)
    op = state.append(
        scf.IfOp(cond, types, Region(then_block), Region(else_block)), stmt
    )
    _bind_results(state, then, op.results)


def _terminal_if(state: ImportState, stmt: ast.If) -> None:
    """An `if` whose branches both end the function: its results are the
    function's, returned after it."""
    assert state.fn is not None  # statements run inside a function's body
    outputs = list(state.fn.op.function_type.outputs.data)
    cond = _condition(state, stmt.test)
    then_block, else_block = Block(), Block()
    op = state.append(
        scf.IfOp(cond, outputs, Region(then_block), Region(else_block)), stmt
    )
    for block, body in ((then_block, stmt.body), (else_block, stmt.orelse)):
        with state.inside(block):
            _returning_branch(state, body)
    state.append(ReturnOp(*op.results), stmt)


def _returning_branch(state: ImportState, body: list[ast.stmt]) -> None:
    """A branch of a terminal `if`: its `return` (or nested terminal `if`)
    becomes the branch's yield."""
    last = body[-1]
    statements(state, body, end=len(body) - 1)
    if isinstance(last, ast.Return):
        state.append(scf.YieldOp(*_return_values(state, last)), last)
    else:
        assert isinstance(last, ast.If)  # forms.returns said so
        _terminal_if(state, last)
        ret = state.block.last_op
        assert isinstance(ret, ReturnOp)  # _terminal_if ends with it
        values = list(ret.operands)
        state.block.erase_op(ret)
        state.append(scf.YieldOp(*values), last)


# Scopes


def _with(state: ImportState, stmt: ast.With) -> BodyOutcome:
    """A `pto.scope`. Its results are the values it binds that are read
    after it, then those of a closing `pl.yield_` (returned, mapped to the
    scope's results, for the enclosing body)."""
    if len(stmt.items) != 1:
        state.error(stmt, "a with statement opens one scope")
    item = stmt.items[0]
    expr = item.context_expr
    name = dotted(expr.func) if isinstance(expr, ast.Call) else None
    if name not in _SCOPES or not isinstance(expr, ast.Call):
        state.error(
            expr,
            f"unknown scope {ast.unparse(expr)!r}: supported are "
            + ", ".join(f"{k}()" for k in _SCOPES),
        )
    if item.optional_vars is not None:
        state.error(
            item.optional_vars,
            "`with ... as NAME` is not supported at DeriveCallDirections' input",
        )
    kind, manual = _SCOPES[name]
    extra: dict[str, Attribute] = {}
    for kw in expr.keywords:
        if kw.arg == "mode" and name == "pl.scope":
            mode = dotted(kw.value)
            if mode not in ("pl.ScopeMode.MANUAL", "pl.ScopeMode.AUTO"):
                state.error(
                    kw.value, "mode is pl.ScopeMode.MANUAL or pl.ScopeMode.AUTO"
                )
            manual = mode == "pl.ScopeMode.MANUAL"
        elif kw.arg is not None:
            extra[kw.arg] = StringAttr(ast.unparse(kw.value))
    if expr.args:
        extra["args"] = StringAttr(", ".join(ast.unparse(a) for a in expr.args))
    block = Block()
    with state.inside(block) as made:
        outcome = statements(state, stmt.body, transparent=True)
    # What the scope binds and the statements after it read leaves as results.
    escaping = [(n, v) for n, v in made.items() if state.scopes.read_after(n)]
    flat: list[SSAValue] = [
        x for _, v in escaping for x in (v if isinstance(v, tuple) else (v,))
    ]
    yielded = outcome.values or []
    flat += yielded
    y = YieldOp(*flat)
    y.location = state.loc(stmt.body[-1])
    block.add_op(y)
    op = ScopeOp(kind, Region(block), [v.type for v in flat], manual=manual)
    if extra:
        op.attributes[ATTRS_KEY] = DictionaryAttr(extra)
    state.append(op, stmt)
    results = iter(op.results)
    for n, v in escaping:
        if isinstance(v, tuple):
            state.bind(n, tuple(next(results) for _ in v))
        else:
            r = next(results)
            name_value(r, n)
            state.bind(n, r)
    if outcome.values is None:
        return BodyOutcome()
    return BodyOutcome(values=list(results), targets=outcome.targets)
