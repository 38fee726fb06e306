"""Calls: `self.M(...)` (`pto.call`), `pl.submit`/`pl.spmd_submit`
(`pto.submit`), `pl.tensor.create`, and PyPTO operators `pl.NS.OP(...)`.

An operator with a catalogue row is matched against the row first
(`match_catalogue`: a plan, or the misfit: the argument and what the row
expects, an error on the call's line) and then built
(`construct.catalogue_operator`); only one without a row is kept as a
generic `pto.op`.
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
from pypto_xdsl.dialects.attributes import (
    ArgDirection,
    AtomicKind,
    MemorySpace,
    NotifyOp,
    PtoEnum,
)
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.dialects.operators import TYPE_KINDS, ArgSpec, OperatorSpec
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType
from pypto_xdsl.interop.printed_types import dotted
from pypto_xdsl.interop.pypto.expressions import constant, int_as, is_int
from pypto_xdsl.interop.pypto.forms import (
    elements,
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
    """`pl.NAME(...)`: the catalogue's op when NAME has a row (a call that
    does not fit its row is an error on its line), else a generic `pto.op`."""
    cls = OPERATORS_BY_NAME.get(f"pto.{name}")
    spec = construct.SPECS.get(f"pto.{name}")
    if cls is None or spec is None:
        return list(generic_operator(state, node, name, types).results)
    plan = match_catalogue(state, node, spec, types)
    if isinstance(plan, Misfit):
        state.error(plan.node, plan.message)
    return _build_catalogue(state, node, cls, plan)


@dataclass
class Plan:
    """How a call fits its catalogue row: per argument of the row, its kind
    and the expressions of its operand group (None: absent optional), and
    the op's result types (a bare statement's result is the buffer of the
    argument the row returns)."""

    groups: list[tuple[str, list[ast.expr] | None]]
    properties: dict[str, Attribute]
    extra: dict[str, Attribute]
    result_types: list[Attribute]


@dataclass
class Misfit:
    """Why a call does not fit its row: the offending node and a message
    naming the argument and what the row expects."""

    node: ast.AST
    message: str


def match_catalogue(
    state: ImportState, node: ast.Call, spec: OperatorSpec, types: list[Attribute]
) -> Plan | Misfit:
    """The plan of `node` against `spec`'s row, or why it does not fit.
    Only reads; nothing is appended."""
    specs = spec.arg_specs
    op = spec.name
    props: dict[str, Attribute] = {}
    extra: dict[str, Attribute] = {}
    args = list(node.args)
    tail = _UNMODELLED_POSITIONAL.get(op, ())
    for name, e in zip(tail, args[len(specs) :], strict=False):
        extra[name] = StringAttr(ast.unparse(e))
    given = _positional(specs, args[: len(args) - len(extra)])
    if isinstance(given, Misfit):
        return Misfit(given.node, f"{op}: {given.message}")
    arg_names = {s.name for s in specs}
    for kw in node.keywords:
        if kw.arg is None:
            return Misfit(kw.value, f"{op} takes no **kwargs: {_signature(spec)}")
        if kw.arg in arg_names:
            if kw.arg in given:
                return Misfit(
                    kw.value,
                    f"{op}: argument {kw.arg} is given twice (by position and "
                    f"by keyword): {_signature(spec)}",
                )
            given[kw.arg] = kw.value
        elif kw.arg in spec.properties:
            constraint = spec.properties[kw.arg]
            prop = _property(kw.value, constraint)
            if prop is None:
                return Misfit(
                    kw.value,
                    f"{op}: {kw.arg}={ast.unparse(kw.value)} is not "
                    f"{_property_expected(constraint)}",
                )
            props[kw.arg] = prop
        else:
            # A keyword the row does not model (transpose=, cmp_type=, ...):
            # kept as source text.
            extra[kw.arg] = StringAttr(ast.unparse(kw.value))
    groups: list[tuple[str, list[ast.expr] | None]] = []
    for s in specs:
        expr = given.get(s.name)
        if expr is None:
            if not s.optional:
                return Misfit(
                    node, f"{op}: argument {s.name} is missing: {_signature(spec)}"
                )
            groups.append((s.kind, None))
        elif s.variadic:
            if not isinstance(expr, ast.List | ast.Tuple):
                return Misfit(
                    expr,
                    f"{op}: argument {s.name} is a list of {s.kind} values "
                    f"[a, b, ...], not {ast.unparse(expr)!r}",
                )
            groups.append((s.kind, list(expr.elts)))
        else:
            groups.append((s.kind, [expr]))
    for s, (kind, exprs) in zip(specs, groups, strict=True):
        for e in exprs or ():
            found = _fits_kind(state, e, kind)
            if found is not None:
                return Misfit(
                    e,
                    f"{op}: argument {s.name} is {ast.unparse(e)!r} ({found}); "
                    f"the row expects {_kind_words(kind)}",
                )
    results = _result_types(state, spec, groups, types)
    if isinstance(results, str):
        return Misfit(node, f"{op}: {results}")
    return Plan(groups, props, extra, results)


# PyPTO's positional parameters after the row's arguments that the row does
# not model (they change no effect and no footprint): kept as source text
# under their name, as a keyword the row does not model is.
_UNMODELLED_POSITIONAL: dict[str, tuple[str, ...]] = {
    # slice(tensor, shape, offset, valid_shape=None, drop_dims=None,
    # pad_value=None, clamp=False): drop_dims erases unit axes of the result.
    "tensor.slice": ("drop_dims", "pad_value", "clamp"),
    "tile.slice": ("drop_dims", "pad_value"),
}


def _positional(
    specs: Sequence[ArgSpec], args: Sequence[ast.expr]
) -> dict[str, ast.expr] | Misfit:
    """The row's arguments the positional ones name, as PyPTO binds them:
    in order, except that an optional single argument is left out when the
    arguments still to come are needed by the required ones after it (the
    last positional of `mrgsort_format2(src0, src1[, src2[, src3]], tmp)` is
    `tmp`), or when the argument given there is a list (the printer writes a
    region's lists right after the stage of `pld.tile.put`, whose optional
    `stage2` is absent)."""
    given: dict[str, ast.expr] = {}
    i = 0
    for k, s in enumerate(specs):
        if i == len(args):
            break
        if s.optional and not s.variadic:
            needed = sum(1 for later in specs[k + 1 :] if not later.optional)
            region = isinstance(args[i], ast.List | ast.Tuple) and any(
                later.variadic for later in specs[k + 1 :]
            )
            if len(args) - i <= needed or region:
                continue
        given[s.name] = args[i]
        i += 1
    if i < len(args):
        return Misfit(
            args[i],
            f"too many positional arguments: {len(args)} given, the row takes "
            f"{len(specs)} ({', '.join(s.name for s in specs) or 'none'})",
        )
    return given


def _signature(spec: OperatorSpec) -> str:
    """`tile.load(tensor: tensor, offsets: [index], ...)` for messages."""
    parts: list[str] = []
    for s in spec.arg_specs:
        kind = f"[{s.kind}]" if s.variadic else s.kind
        parts.append(f"{s.name}{'?' if s.optional else ''}: {kind}")
    return f"the row is {spec.name}({', '.join(parts)})"


_KIND_WORDS = {
    "any": "a value",
    "tensor": "a tensor",
    "tile": "a tile",
    "array": "an array",
    "buffer": "a buffer",
    "index": "an integer or index value",
    "int": "an integer or index value",
    "task": "a task id",
}


def _kind_words(kind: str) -> str:
    return _KIND_WORDS.get(kind, kind)


def _fits_kind(state: ImportState, e: ast.expr, kind: str) -> str | None:
    """None when `e` can be an operand of `kind`, else what `e` is."""
    literal = e
    if (
        isinstance(e, ast.UnaryOp)
        and isinstance(e.op, ast.USub)
        and isinstance(e.operand, ast.Constant)
    ):
        literal = e.operand
    if isinstance(literal, ast.Constant):
        raw: object = literal.value
        if type(raw) is int:
            return None if kind in ("index", "int", "any") else "an integer literal"
        if isinstance(raw, float | bool):
            # A scalar literal: `tile.muls(t, 0.25)`'s rhs.
            return None if kind == "any" else f"a {type(raw).__name__} literal"
        return f"a {type(raw).__name__} literal"
    if enum_value(e) is not None:
        # PyPTO's IR holds an enum argument as its integer (tile.alloc's
        # memory space).
        return None if kind in ("index", "int", "any") else "an enum word"
    if isinstance(e, ast.Attribute):
        return "a name, not a value"
    if isinstance(e, ast.List | ast.Tuple):
        return "a list"
    if isinstance(e, ast.Name):
        bound = state.scopes.find(e.id)
        if bound is None and e.id in state.dynamic_dims:
            return None if kind in ("index", "int", "any") else "a dynamic dimension"
        if bound is None:
            bound = state.lookup(e)  # the diagnostic for an unbound name
        if isinstance(bound, tuple):
            return "a tuple"
        if kind in ("index", "int") and is_int(bound.type):
            return None  # converted by _operand
        if isinstance(bound.type, TYPE_KINDS[kind]):
            return None
        return f"of type {bound.type}"
    # An expression (arithmetic, pl.cast, pl.const, ...): its import says
    # what is wrong with it, if anything.
    return None


def _result_types(
    state: ImportState,
    spec: OperatorSpec,
    groups: list[tuple[str, list[ast.expr] | None]],
    types: list[Attribute],
) -> list[Attribute] | str:
    """The op's result types, or why the annotation does not fit the row."""
    kind = spec.result
    if kind is None:
        if types:
            return "the row returns nothing, but the call's result is annotated"
        return []
    if len(types) > 1:
        return f"the row returns one {kind}, but the annotation gives {len(types)}"
    if types:
        if not isinstance(types[0], TYPE_KINDS[kind]):
            return (
                f"the row returns {_kind_words(kind)}, but the annotation is {types[0]}"
            )
        return types
    # A bare statement (PyPTO prints a call whose result is unused as one):
    # the result is the buffer of the argument the row returns.
    reused = spec.declarations.reuses
    exprs = groups[reused][1] if reused is not None else None
    if reused is not None and exprs and isinstance(exprs[0], ast.Name):
        bound = state.scopes.find(exprs[0].id)
        if bound is not None and not isinstance(bound, tuple):
            return [bound.type]
    return (
        f"the row returns {_kind_words(kind)} that is none of its arguments: "
        "annotate the result (NAME: TYPE = ...)"
    )


# PyPTO's enums as PyPTO numbers them (pypto_core.ir: MemorySpace DDR=0,
# Vec=1, Mat=2, Left=3, Right=4, Acc=5, Bias=6, ScalarLocal=7, LeftScale=8,
# RightScale=9; AtomicType None_=0, Add=1; NotifyOp AtomicAdd=0, Set=1;
# mgather coalesce row=0, elem=1): the dialect declares each enum's members
# in that order, so a member's integer is its position.
_ENUMS: dict[str, type[PtoEnum]] = {
    "Mem": MemorySpace,
    "MemorySpace": MemorySpace,
    "AtomicType": AtomicKind,
    "NotifyOp": NotifyOp,
}


def _enum_member(node: ast.expr) -> PtoEnum | None:
    """`pl.Mem.Vec`, `pl.AtomicType.None_`, `pld.NotifyOp.Set` as our member."""
    name = dotted(node)
    if name is None:
        return None
    parts = name.split(".")
    if len(parts) != 3 or parts[0] not in ("pl", "pld") or parts[1] not in _ENUMS:
        return None
    return _member_named(_ENUMS[parts[1]], parts[2])


def _member_named(enum: type[PtoEnum], word: str) -> PtoEnum | None:
    """PyPTO's member word (`ScalarLocal`, `None_`, `AtomicAdd`) in `enum`."""
    word = word.rstrip("_")
    snake = "".join(
        ("_" + c.lower()) if c.isupper() and i and not word[i - 1].isupper() else c
        for i, c in enumerate(word)
    ).lower()
    return next((m for m in enum if m.value == snake), None)


def enum_value(node: ast.expr) -> int | None:
    """The integer PyPTO's IR holds for an enum word, else None."""
    member = _enum_member(node)
    if member is None:
        return None
    return list(type(member)).index(member)


def _property(node: ast.expr, constraint: object) -> Attribute | None:
    """A keyword as the row's property: a string; an enum as PyPTO writes it
    (its word `pl.AtomicType.Add`, its integer `op=0`, or its string
    `coalesce="row"`); None when it is none of them."""
    if constraint is StringAttr:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return StringAttr(node.value)
        return None
    enum = getattr(constraint, "enum_type", None)
    if enum is None or not isinstance(constraint, type):
        return None
    members: list[PtoEnum] = list(enum)
    found: PtoEnum | None = None
    if isinstance(node, ast.Constant) and type(node.value) is int:
        if 0 <= node.value < len(members):
            found = members[node.value]
    elif isinstance(node, ast.Constant) and isinstance(node.value, str):
        found = next((m for m in members if m.value == node.value), None)
    else:
        member = _enum_member(node)
        if member is not None and type(member) is enum:
            found = member
        elif (name := dotted(node)) is not None:
            # The enum's class name varies (pl.Mem, pl.MemorySpace): the word.
            found = _member_named(enum, name.rsplit(".", 1)[-1])
    return None if found is None else constraint(found)


def _property_expected(constraint: object) -> str:
    enum = getattr(constraint, "enum_type", None)
    if constraint is StringAttr or enum is None:
        return "a string literal"
    members = list(enum)
    return "one of " + ", ".join(f"{m.value!r} ({i})" for i, m in enumerate(members))


def _build_catalogue(
    state: ImportState,
    node: ast.Call,
    cls: type[IRDLOperation],
    plan: Plan,
) -> list[SSAValue]:
    groups = [
        [_operand(state, e, kind) for e in exprs or ()] for kind, exprs in plan.groups
    ]
    op = construct.catalogue_operator(cls, groups, plan.result_types, plan.properties)
    if plan.extra:
        op.attributes[ATTRS_KEY] = DictionaryAttr(plan.extra)
    return list(state.append(op, node).results)


def _operand(state: ImportState, e: ast.expr, kind: str) -> SSAValue:
    expected: Attribute = IntegerType(64) if kind == "int" else IndexType()
    number = enum_value(e)
    if number is not None:
        return constant(state, e, number, expected)
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
