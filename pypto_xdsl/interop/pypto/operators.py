"""Calls: `self.M(...)` (`pto.call`), `pl.submit`/`pl.spmd_submit`
(`pto.submit`), `pl.tensor.create`, and PyPTO operators `pl.NS.OP(...)`.

An operator with a catalogue row is matched against the row first
(`match_catalogue`: a plan, or None when the call does not fit) and then built
(`construct.catalogue_operator`); one without a row, or whose call does not
fit its row, is kept as a generic `pto.op`.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import DictionaryAttr, IndexType, IntegerType, StringAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation

from pypto_xdsl import construct
from pypto_xdsl.dialects.attributes import ArgDirection
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.dialects.operators import TYPE_KINDS, OperatorSpec
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType
from pypto_xdsl.interop.printed_types import dotted, memory_space_named
from pypto_xdsl.interop.pypto.expressions import int_as, is_int
from pypto_xdsl.interop.pypto.forms import (
    elements,
    is_call_to,
    mentions_value,
    method_ref,
)
from pypto_xdsl.interop.pypto.state import ATTRS_KEY

if TYPE_CHECKING:
    from pypto_xdsl.interop.pypto.state import ImportState

_SUBMIT_KEYWORDS = (
    "deps",
    "core_num",
    "sync_start",
    "allow_early_resolve",
    "predicate",
    "dumps",
    "attrs",
)
# Keywords PyPTO prints on a call or submit that change no direction: kept
# as source text (`device=` of a host-to-chip dispatch, `dumps=` of a
# selective dump).
_KEPT_KEYWORDS = ("device", "dumps")


# Calls and submits


def _callee(state: ImportState, node: ast.expr, method: str) -> FuncOp:
    callee = state.funcs.get(method)
    if callee is None:
        known = ", ".join(sorted(state.funcs)) or "none"
        state.error(node, f"unknown callee self.{method}: the program defines {known}")
    return callee


def _arguments(
    state: ImportState, args: Sequence[ast.expr], callee: FuncOp
) -> tuple[list[SSAValue], list[int]]:
    """The argument values, and the indices of those wrapped in `pl.no_dep`.
    An integer scalar passed for an integer parameter of another width (an
    INDEX loop variable for a pl.Scalar[pl.INT32]) is converted, as PyPTO does."""
    params = callee.function_type.inputs.data
    values: list[SSAValue] = []
    no_dep: list[int] = []
    for i, a in enumerate(args):
        arg = a
        if isinstance(a, ast.Call) and dotted(a.func) == "pl.no_dep":
            if len(a.args) != 1 or a.keywords:
                state.error(a, "pl.no_dep takes one argument")
            no_dep.append(i)
            arg = a.args[0]
        value = state.value(arg)
        param = params[i] if i < len(params) else None
        if param is not None and is_int(param) and is_int(value.type):
            value = int_as(state, value, param, arg)
        values.append(value)
    return values, no_dep


@dataclass
class _Attrs:
    """What `attrs={...}` of a call or submit says."""

    directions: list[ArgDirection] | None = None
    overrides: list[int] | None = None
    other: dict[str, Attribute] = field(default_factory=dict[str, Attribute])


def _attrs(state: ImportState, node: ast.expr, nargs: int, no_dep: list[int]) -> _Attrs:
    """`attrs={...}`: explicit directions, overrides, and the other keys (kept as text)."""
    if not isinstance(node, ast.Dict):
        state.error(node, 'attrs must be a dict literal {"key": value, ...}')
    found = _Attrs()
    seen: set[str] = set()
    for k, v in zip(node.keys, node.values, strict=True):
        if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
            state.error(k or v, "attrs keys are string literals")
        key = k.value
        if key in seen:
            state.error(k, f"conflicting attrs: key {key!r} is given twice")
        seen.add(key)
        if key == "arg_directions":
            found.directions = [_direction(state, e) for e in elements(v, state.error)]
            if len(found.directions) != nargs:
                state.error(
                    v,
                    f"conflicting attrs: {len(found.directions)} arg_directions for {nargs} argument(s); give one per argument",
                )
        elif key == "arg_direction_overrides":
            found.overrides = []
            for e in elements(v, state.error):
                if not (
                    isinstance(e, ast.Constant)
                    and type(e.value) is int
                    and 0 <= e.value < nargs
                ):
                    state.error(
                        e,
                        f"arg_direction_overrides holds argument indices 0..{nargs - 1}",
                    )
                found.overrides.append(e.value)
        else:
            found.other[key] = StringAttr(ast.unparse(v))
    if no_dep:
        overrides = found.overrides
        if overrides is not None and sorted(set(overrides)) != sorted(no_dep):
            state.error(
                node,
                f"conflicting attrs: pl.no_dep marks argument(s) {no_dep} but arg_direction_overrides says {overrides}",
            )
        found.overrides = no_dep
    return found


def _direction(state: ImportState, node: ast.expr) -> ArgDirection:
    """`pl.adir.WORD` as an argument direction."""
    prefix = "pl.adir."
    name = dotted(node) or ""
    word = name.removeprefix(prefix)
    for member in ArgDirection:
        if name.startswith(prefix) and member.value == word:
            return member
    state.error(
        node,
        f"unknown argument direction {ast.unparse(node)!r}: supported are "
        + ", ".join(prefix + m.value for m in ArgDirection),
    )


def call(state: ImportState, node: ast.Call, method: str) -> CallOp:
    """`self.METHOD(args, attrs={...})`."""
    callee = _callee(state, node.func, method)
    values, no_dep = _arguments(state, node.args, callee)
    found = _Attrs(overrides=no_dep or None)
    kept: dict[str, Attribute] = {}
    for kw in node.keywords:
        if kw.arg in _KEPT_KEYWORDS:
            kept[kw.arg] = StringAttr(ast.unparse(kw.value))
            continue
        if kw.arg != "attrs":
            state.error(
                kw.value,
                f"unknown keyword {kw.arg!r} of a call: supported are "
                + ", ".join(f"{k}=..." for k in _KEPT_KEYWORDS)
                + " and attrs={...}",
            )
        found = _attrs(state, kw.value, len(values), no_dep)
    found.other = {**kept, **found.other}
    nparams = len(callee.function_type.inputs.data)
    if len(values) != nparams:
        state.error(
            node,
            f"self.{method} takes {nparams} argument(s) but is given {len(values)}",
        )
    op = CallOp(
        method,
        values,
        callee.function_type.outputs.data,
        arg_directions=found.directions,
        overrides=found.overrides,
    )
    if found.other:
        op.attributes[ATTRS_KEY] = DictionaryAttr(found.other)
    return state.append(op, node)


def submit(state: ImportState, node: ast.Call, name: str) -> SubmitOp:
    """`pl.submit(self.METHOD, args, deps=..., core_num=..., ...)`."""
    if not node.args or (method := method_ref(node.args[0])) is None:
        state.error(
            node, f"{name}'s first argument is the task's function, self.METHOD"
        )
    callee = _callee(state, node.args[0], method)
    values, no_dep = _arguments(state, node.args[1:], callee)
    deps: list[SSAValue] = []
    core_num: int | SSAValue | None = None
    flags = {"sync_start": False, "allow_early_resolve": False}
    found = _Attrs(overrides=no_dep or None)
    kept: dict[str, Attribute] = {}
    predicate: SSAValue | None = None
    for kw in node.keywords:
        if kw.arg in _KEPT_KEYWORDS:
            kept[kw.arg] = StringAttr(ast.unparse(kw.value))
        elif kw.arg == "predicate":
            predicate = state.value(kw.value)
        elif kw.arg == "deps":
            deps = [state.value(e) for e in elements(kw.value, state.error)]
        elif kw.arg == "core_num":
            core_num = _core_num(state, kw.value)
        elif kw.arg in flags:
            v = kw.value
            if not (isinstance(v, ast.Constant) and isinstance(v.value, bool)):
                state.error(v, f"{kw.arg} is True or False")
            flags[kw.arg] = v.value
        elif kw.arg == "attrs":
            found = _attrs(state, kw.value, len(values), no_dep)
        else:
            state.error(
                kw.value,
                f"unknown keyword {kw.arg!r} of {name}: supported are "
                + ", ".join(_SUBMIT_KEYWORDS),
            )
    found.other = {**kept, **found.other}
    if name == "pl.spmd_submit" and core_num is None:
        state.error(node, "pl.spmd_submit needs core_num=N")
    nparams = len(callee.function_type.inputs.data)
    if len(values) > nparams:
        state.error(
            node,
            f"self.{method} takes {nparams} argument(s) but the submit passes {len(values)}",
        )
    # deps that are task-id arrays are checked by the dialect (task_id_arrays).
    op = SubmitOp(
        method,
        values,
        callee.function_type.outputs.data,
        deps=deps,
        predicate=predicate,
        core_num=core_num,
        sync_start=flags["sync_start"],
        allow_early_resolve=flags["allow_early_resolve"],
        arg_directions=found.directions,
        overrides=found.overrides,
    )
    if found.other:
        op.attributes[ATTRS_KEY] = DictionaryAttr(found.other)
    return state.append(op, node)


def _core_num(state: ImportState, v: ast.expr) -> int | SSAValue:
    """A literal core count (at least 1), or one computed at run time: the
    value of its expression (the submit's core_num operand)."""
    if isinstance(v, ast.Constant) and type(v.value) is int:
        if v.value < 1:
            state.error(v, "core_num is at least 1: an SPMD launch runs on a core")
        return v.value
    value = state.value(v)
    if not is_int(value.type):
        state.error(
            v, f"core_num is an integer or index value, not a {value.type} value"
        )
    return value


def tensor_create(
    state: ImportState, node: ast.Call, types: list[Attribute] | None
) -> SSAValue:
    """`pl.tensor.create(shape, ...)`, typed by its annotation."""
    if not types or len(types) != 1 or not isinstance(types[0], TensorType):
        state.error(
            node,
            "annotate the result of pl.tensor.create with its pl.Tensor[...] type",
        )
    ty = types[0]
    shape = (
        node.args[0]
        if node.args
        else next((k.value for k in node.keywords if k.arg == "shape"), None)
    )
    dynamic: list[SSAValue] = []
    if shape is not None:
        elts = elements(shape, state.error)
        if len(elts) != len(ty.shape.data):
            state.error(
                shape,
                f"the shape has {len(elts)} dimension(s) but the annotation {len(ty.shape.data)}",
            )
        for e in elts:
            if not (isinstance(e, ast.Constant) and type(e.value) is int):
                dynamic.append(state.value(e, IndexType()))
    if len(dynamic) != ty.dynamic_dims:
        state.error(
            node, "the shape's symbolic dimensions do not match the annotation's"
        )
    # manual_dep=True: the runtime tracks no access to the buffer, which the
    # task graph must know (a property, not kept text).
    is_manual = False
    for k in node.keywords:
        if k.arg != "manual_dep":
            continue
        value = k.value
        if not (isinstance(value, ast.Constant) and type(value.value) is bool):
            state.error(
                value,
                "manual_dep of pl.tensor.create must be True or False: whether the "
                "runtime tracks the buffer decides which tasks it orders",
            )
        is_manual = value.value
    op = TensorCreateOp(ty, dynamic, manual_dep=is_manual)
    extra = {
        k.arg: StringAttr(ast.unparse(k.value))
        for k in node.keywords
        if k.arg not in (None, "shape", "dtype", "layout", "manual_dep")
    }
    if extra:
        op.attributes[ATTRS_KEY] = DictionaryAttr(extra)
    return state.append(op, node).result


# Operators


def operator(
    state: ImportState, node: ast.Call, name: str, types: list[Attribute]
) -> list[SSAValue]:
    """`pl.NAME(...)`: the catalogue's op when the call fits its row, else a
    generic `pto.op`."""
    cls = OPERATORS_BY_NAME.get(f"pto.{name}")
    spec = construct.SPECS.get(f"pto.{name}")
    if cls is not None and spec is not None:
        plan = match_catalogue(state, node, spec, types)
        if plan is not None:
            return _build_catalogue(state, node, cls, plan, types)
    return list(generic_operator(state, node, name, types).results)


@dataclass
class Plan:
    """How a call fits its catalogue row: per argument of the row, its kind
    and the expressions of its operand group (None: absent optional)."""

    groups: list[tuple[str, list[ast.expr] | None]]
    properties: dict[str, Attribute]
    extra: dict[str, Attribute]


def match_catalogue(
    state: ImportState, node: ast.Call, spec: OperatorSpec, types: list[Attribute]
) -> Plan | None:
    """The plan of `node` against `spec`'s row, or None when it does not fit.
    Only reads; nothing is appended."""
    specs = spec.arg_specs
    if len(node.args) > len(specs):
        return None
    given: dict[str, ast.expr] = {
        s.name: a for s, a in zip(specs, node.args, strict=False)
    }
    props: dict[str, Attribute] = {}
    extra: dict[str, Attribute] = {}
    arg_names = {s.name for s in specs}
    for kw in node.keywords:
        if kw.arg is None:
            return None
        if kw.arg in arg_names:
            if kw.arg in given:
                return None
            given[kw.arg] = kw.value
        elif kw.arg in spec.properties:
            prop = _property(kw.value, spec.properties[kw.arg])
            if prop is None:
                return None
            props[kw.arg] = prop
        else:
            extra[kw.arg] = StringAttr(ast.unparse(kw.value))
    groups: list[tuple[str, list[ast.expr] | None]] = []
    for s in specs:
        expr = given.get(s.name)
        if expr is None:
            if not s.optional:
                return None
            groups.append((s.kind, None))
        elif s.variadic:
            if not isinstance(expr, ast.List | ast.Tuple):
                return None
            groups.append((s.kind, list(expr.elts)))
        else:
            groups.append((s.kind, [expr]))
    for kind, exprs in groups:
        for e in exprs or ():
            if not _fits_kind(state, e, kind):
                return None
    result_kind = spec.result
    if (result_kind is None) != (not types) or len(types) > 1:
        return None
    if result_kind is not None and not isinstance(types[0], TYPE_KINDS[result_kind]):
        return None
    return Plan(groups, props, extra)


def _fits_kind(state: ImportState, e: ast.expr, kind: str) -> bool:
    if isinstance(e, ast.Constant) and type(e.value) is int:
        return kind in ("index", "int", "any")
    if not (mentions_value(e) or is_call_to(e, "pl.const")):
        return False
    if isinstance(e, ast.Name):
        bound = state.scopes.find(e.id)
        if bound is None and e.id in state.dynamic_dims:
            return kind in ("index", "int", "any")
        if bound is None:
            bound = state.lookup(e)  # the diagnostic for an unbound name
        if isinstance(bound, tuple):
            return False
        if kind in ("index", "int") and is_int(bound.type):
            return True  # converted by _operand
        return isinstance(bound.type, TYPE_KINDS[kind])
    return True


def _property(node: ast.expr, constraint: object) -> Attribute | None:
    """A keyword as the row's property: a string, or an enum word
    (`pl.Mem.Vec`, `pl.AtomicKind.ADD`); None when it is neither."""
    if constraint is StringAttr:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return StringAttr(node.value)
        return None
    name = dotted(node)
    if name is None or not isinstance(constraint, type):
        return None
    word = name.rsplit(".", 1)[-1]
    enum = getattr(constraint, "enum_type", None)
    if enum is None:
        return None
    space = memory_space_named(word)
    for member in enum:
        if member.value in (word.lower(), space.value if space else None):
            return constraint(member)
    return None


def _build_catalogue(
    state: ImportState,
    node: ast.Call,
    cls: type[IRDLOperation],
    plan: Plan,
    types: list[Attribute],
) -> list[SSAValue]:
    groups = [
        [_operand(state, e, kind) for e in exprs or ()] for kind, exprs in plan.groups
    ]
    op = construct.catalogue_operator(cls, groups, types, plan.properties)
    if plan.extra:
        op.attributes[ATTRS_KEY] = DictionaryAttr(plan.extra)
    return list(state.append(op, node).results)


def _operand(state: ImportState, e: ast.expr, kind: str) -> SSAValue:
    expected: Attribute = IntegerType(64) if kind == "int" else IndexType()
    v = state.value(e, expected)
    if kind in ("int", "index") and is_int(v.type):
        # PyPTO takes any integer scalar where an index or int goes (an
        # INT32 offset, an INDEX count).
        v = int_as(state, v, expected, e)
    if not isinstance(v.type, TYPE_KINDS[kind]):
        state.error(e, f"{ast.unparse(e)} has type {v.type}, not a {kind}")
    return v


def generic_operator(
    state: ImportState, node: ast.Call, name: str, types: list[Attribute]
) -> GenericOperatorOp:
    """`pto.op`: value arguments as operands (named by position or keyword),
    the others kept as text."""
    operands: list[SSAValue] = []
    arg_names: list[str] = []
    static: dict[str, str] = {}

    def add(key: str, e: ast.expr) -> None:
        if isinstance(e, ast.List | ast.Tuple) and any(
            mentions_value(x) for x in e.elts
        ):
            for j, x in enumerate(e.elts):
                add(f"{key}.{j}", x)
        elif mentions_value(e):
            operands.append(state.value(e))
            arg_names.append(key)
        else:
            static[key] = ast.unparse(e)

    for i, a in enumerate(node.args):
        add(str(i), a)
    for kw in node.keywords:
        if kw.arg is None:
            state.error(kw.value, "**kwargs are not supported")
        add(kw.arg, kw.value)
    return state.append(
        GenericOperatorOp(name, operands, arg_names, types, static), node
    )
