"""Printed PyPTO (pypto-interop.md, *The printed form*) as a `pto` module.

The text is read with Python's `ast`, never with PyPTO. One `pto.func` per
method of the `@pl.program` class; statements map as the spec's *Mapping*
says. Every op gets its statement's `FileLineColLoc` (line, 1-based column of
the expression), so diagnostics name the PyPTO line and the exporter finds
each call again. Anything the importer cannot say faithfully stops the import
with one `PyptoImportError` on its line.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NoReturn, TypeVar, cast

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    BFloat16Type,
    DictionaryAttr,
    FileLineColLoc,
    FixedBitwidthType,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.lexer import Input, Span

from pypto_xdsl.dialects.attributes import (
    FOR_KIND_ATTR,
    ArgDirection,
    ForKind,
    ForKindAttr,
    FuncKind,
    ParamDirection,
    PtoEnum,
    ScopeKind,
)
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.catalogue import CATALOGUE, OPERATORS_BY_NAME
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.dialects.operators import TYPE_KINDS, OperatorSpec
from pypto_xdsl.dialects.scope import ScopeOp, YieldOp
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TaskIdType, TensorType
from pypto_xdsl.interop import task_id_arrays
from pypto_xdsl.interop.hooks import PyptoImportError
from pypto_xdsl.interop.printed_types import (
    dotted,
    dtype,
    is_tuple_annotation,
    memory_space_named,
    result_types,
    type_of,
)

ATTRS_KEY = "pypto.attrs"
"""Discardable attribute holding the source text of `attrs={...}` keys and
keywords the dialect has no property for (kept, never interpreted)."""

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
_SUBMIT_KEYWORDS = ("deps", "core_num", "sync_start", "allow_early_resolve", "attrs")
_STATEMENTS = (
    "`x: TYPE = EXPR`, `a, b = pl.yield_(...)`, a call statement, `for ... in "
    "pl.range/pl.parallel/pl.unroll/pl.while_(...)`, `if`/`else`, `with "
    "pl.scope()/pl.manual_scope()/pl.incore()/pl.cluster():`, `return`"
)
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

Bound = SSAValue | tuple[SSAValue, ...]
_Op = TypeVar("_Op", bound=Operation)


_SPECS = {spec.op_name: spec for spec in CATALOGUE}


class _Mismatch(Exception):
    """A catalogue operator's arguments do not fit its layout: keep it generic."""


def _is_int(t: Attribute) -> bool:
    return isinstance(t, IntegerType | IndexType)


_Float = Float16Type | BFloat16Type | Float32Type | Float64Type
_FLOAT_BITS = {Float16Type: 16, BFloat16Type: 16, Float32Type: 32, Float64Type: 64}


def _is_float(t: Attribute) -> bool:
    return type(t) in _FLOAT_BITS


def _bits(t: Attribute) -> int:
    if isinstance(t, FixedBitwidthType):
        return t.bitwidth
    return 64


@dataclass
class _Region:
    """What a region's trailing `pl.yield_` or `return` produced."""

    values: list[SSAValue] | None = None
    targets: list[str] = field(default_factory=list[str])
    returned: bool = False


@dataclass
class _Function:
    node: ast.FunctionDef
    op: FuncOp
    last_load: dict[str, int]


class _Importer:
    def __init__(self, text: str, filename: str):
        self.text = text
        self.filename = filename
        self.input = Input(text.encode(), filename)
        self._line_starts: list[int] | None = None
        self.funcs: dict[str, FuncOp] = {}
        self.env: list[dict[str, Bound]] = []
        self.block = Block()
        self.fn: _Function | None = None
        self._file = StringAttr(filename)

    # Diagnostics and locations

    def _offset(self, line: int, col: int) -> int:
        if self._line_starts is None:
            starts = [0]
            data = self.input.content
            pos = data.find(b"\n")
            while pos != -1:
                starts.append(pos + 1)
                pos = data.find(b"\n", pos + 1)
            self._line_starts = starts
        starts = self._line_starts
        return starts[min(max(line, 1), len(starts)) - 1] + col

    def error(self, node: ast.AST | _At | None, message: str) -> NoReturn:
        line = getattr(node, "lineno", 1)
        col = getattr(node, "col_offset", 0)
        start = self._offset(line, col)
        end_line = getattr(node, "end_lineno", None)
        end = start + 1
        if end_line == line:
            end = self._offset(line, getattr(node, "end_col_offset", col + 1))
        end = min(max(end, start + 1), len(self.input.content))
        start = min(start, max(len(self.input.content) - 1, 0))
        raise PyptoImportError(Span(start, end, self.input), message)

    def loc(self, node: ast.AST | _At) -> FileLineColLoc:
        return FileLineColLoc(
            self._file,
            IntAttr(getattr(node, "lineno", 0)),
            IntAttr(getattr(node, "col_offset", -1) + 1),
        )

    def append(self, op: _Op, node: ast.AST) -> _Op:
        op.location = self.loc(node)
        self.block.add_op(op)
        return op

    # Names

    def lookup(self, node: ast.Name) -> Bound:
        for scope in reversed(self.env):
            if node.id in scope:
                return scope[node.id]
        self.error(
            node,
            f"name {node.id!r} is not defined here (a value made inside a loop or "
            "branch leaves it only through pl.yield_)",
        )

    def bind(self, name: str, value: Bound) -> None:
        if isinstance(value, SSAValue) and value.name_hint is None:
            value.name_hint = name
        self.env[-1][name] = value

    # Module

    def module(self) -> ModuleOp:
        try:
            tree = ast.parse(self.text, self.filename)
        except SyntaxError as e:
            line, col = e.lineno or 1, max((e.offset or 1) - 1, 0)
            self.error(
                _At(line, col),
                f"not Python: {e.msg}; a printed PyPTO program is the text "
                "pypto.ir.python_print writes (is the file truncated?)",
            )
        classes = [s for s in tree.body if isinstance(s, ast.ClassDef)]
        programs = [
            c
            for c in classes
            if any(
                _is_call_to(d, "pl.program") or dotted(d) == "pl.program"
                for d in c.decorator_list
            )
        ]
        for stmt in tree.body:
            if isinstance(stmt, ast.Import | ast.ImportFrom) or stmt in programs:
                continue
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                continue
            self.error(
                stmt,
                "not a printed PyPTO program: expected only imports and one "
                "@pl.program class at top level",
            )
        if len(programs) != 1:
            self.error(
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
                self.error(stmt, "a @pl.program class holds @pl.function methods only")
        functions = [self.declare(m) for m in methods]
        for f in functions:
            self.define(f)
        module = ModuleOp([f.op for f in functions])
        module.location = self.loc(programs[0])
        self.verify(module)
        return module

    def verify(self, module: ModuleOp) -> None:
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
                    self.error(
                        _At(line, col), f"the imported {op.name} is invalid: {e}"
                    )
            raise

    # Functions

    def declare(self, node: ast.FunctionDef) -> _Function:
        decorators = [
            d
            for d in node.decorator_list
            if _is_call_to(d, "pl.function") or dotted(d) == "pl.function"
        ]
        if len(decorators) != 1 or len(node.decorator_list) != 1:
            self.error(node, f"method {node.name!r} is not a @pl.function(...)")
        kind: FuncKind | None = None
        extra: dict[str, Attribute] = {}
        deco = decorators[0]
        if isinstance(deco, ast.Call):
            for kw in deco.keywords:
                if kw.arg == "type":
                    name = dotted(kw.value) or ""
                    word = name.removeprefix("pl.FunctionType.")
                    if word not in _FUNC_KINDS or not name.startswith(
                        "pl.FunctionType."
                    ):
                        self.error(
                            kw.value,
                            f"unknown function type {ast.unparse(kw.value)!r}: supported "
                            "are "
                            + ", ".join(f"pl.FunctionType.{k}" for k in _FUNC_KINDS),
                        )
                    kind = _FUNC_KINDS[word]
                elif kw.arg is not None:
                    extra[kw.arg] = StringAttr(ast.unparse(kw.value))
        args = node.args
        if (
            args.vararg
            or args.kwarg
            or args.kwonlyargs
            or args.posonlyargs
            or args.defaults
        ):
            self.error(
                node,
                f"@pl.function {node.name!r}: only plain parameters `name: TYPE` are supported",
            )
        params = [
            a for a in args.args if not (a.arg == "self" and a.annotation is None)
        ]
        types: list[Attribute] = []
        directions: list[ParamDirection] = []
        for a in params:
            if a.annotation is None:
                self.error(a, f"parameter {a.arg!r} has no type annotation")
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
            types.append(self.type_of(ann))
            directions.append(direction)
        results = [] if node.returns is None else self.result_types(node.returns)
        block = Block(arg_types=types)
        for arg, a in zip(block.args, params, strict=True):
            arg.name_hint = a.arg
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
        op.location = self.loc(node)
        if node.name in self.funcs:
            self.error(node, f"function {node.name!r} is defined twice")
        self.funcs[node.name] = op
        last_load: dict[str, int] = {}
        for sub in ast.walk(node):
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
                end = sub.lineno
                if last_load.get(sub.id, 0) < end:
                    last_load[sub.id] = end
        return _Function(node, op, last_load)

    def define(self, f: _Function) -> None:
        self.fn = f
        block = f.op.body.block
        self.block = block
        self.env = [{a.name_hint or "": a for a in block.args}]
        body = f.node.body
        if (
            body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
        ):
            body = body[1:]
        outcome = self.statements(body, returns=True)
        if not outcome.returned:
            if f.op.function_type.outputs.data:
                self.error(
                    f.node,
                    f"function {f.node.name!r} declares results but its body ends "
                    "without `return` (is the file truncated?)",
                )
            self.append(ReturnOp(), f.node.body[-1] if f.node.body else f.node)

    # Statements

    def statements(
        self, stmts: Sequence[ast.stmt], *, returns: bool = False, loop: bool = False
    ) -> _Region:
        """Import `stmts` into the current block. A trailing `pl.yield_` or
        (with `returns`) `return` / an `if` whose branches both return ends it."""
        outcome = _Region()
        for i, stmt in enumerate(stmts):
            last = i == len(stmts) - 1
            if isinstance(stmt, ast.Return):
                if not (returns and last):
                    self.error(
                        stmt,
                        "`return` is supported as the last statement of a function or of both branches of its last `if`",
                    )
                self.ret(stmt)
                outcome.returned = True
            elif self._yield_call(stmt) is not None:
                if not last:
                    self.error(
                        stmt,
                        "pl.yield_ must be the last statement of its loop or branch body",
                    )
                call, targets = self._yield_call(stmt) or (None, [])
                assert call is not None
                outcome.values = [self.value(a) for a in call.args]
                outcome.targets = targets
            elif isinstance(stmt, ast.If):
                if returns and last and _returns(stmt):
                    self.terminal_if(stmt)
                    outcome.returned = True
                else:
                    self.if_(stmt)
            elif isinstance(stmt, ast.For):
                self.for_(stmt)
            elif isinstance(stmt, ast.With):
                self.with_(stmt)
            elif isinstance(stmt, ast.AnnAssign):
                self.ann_assign(stmt)
            elif isinstance(stmt, ast.Assign):
                self.assign(stmt)
            elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
                self.call_statement(stmt, stmt.value)
            elif isinstance(stmt, ast.Pass):
                continue
            else:
                self.error(
                    stmt,
                    f"unknown statement form ({type(stmt).__name__}): supported are {_STATEMENTS}",
                )
        return outcome

    def _yield_call(self, stmt: ast.stmt) -> tuple[ast.Call, list[str]] | None:
        value = getattr(stmt, "value", None)
        if not (isinstance(value, ast.Call) and dotted(value.func) == "pl.yield_"):
            return None
        targets: list[str] = []
        if isinstance(stmt, ast.AnnAssign):
            targets = [self._name(stmt.target)]
        elif isinstance(stmt, ast.Assign):
            if len(stmt.targets) != 1:
                self.error(stmt, "chained assignment is not supported")
            t = stmt.targets[0]
            elts = t.elts if isinstance(t, ast.Tuple) else [t]
            targets = [self._name(e) for e in elts]
        elif not isinstance(stmt, ast.Expr):
            return None
        if value.keywords:
            self.error(value, "pl.yield_ takes positional values only")
        if targets and len(targets) != len(value.args):
            self.error(
                stmt,
                f"pl.yield_ yields {len(value.args)} value(s) into {len(targets)} name(s)",
            )
        return value, targets

    def _name(self, node: ast.expr) -> str:
        if not isinstance(node, ast.Name):
            self.error(node, f"expected a variable name, not {ast.unparse(node)!r}")
        return node.id

    def ret(self, stmt: ast.Return) -> None:
        values = self._return_values(stmt)
        self.append(ReturnOp(*values), stmt)

    def _return_values(self, stmt: ast.Return) -> list[SSAValue]:
        if stmt.value is None:
            return []
        elts = stmt.value.elts if isinstance(stmt.value, ast.Tuple) else [stmt.value]
        return [self.value(e) for e in elts]

    def _region(
        self,
        block: Block,
        stmts: Sequence[ast.stmt],
        bindings: dict[str, Bound],
        **kw: bool,
    ) -> _Region:
        saved = self.block
        self.block = block
        self.env.append(dict(bindings))
        try:
            return self.statements(stmts, **kw)
        finally:
            self.env.pop()
            self.block = saved

    def ann_assign(self, stmt: ast.AnnAssign) -> None:
        name = self._name(stmt.target)
        if stmt.value is None:
            self.error(stmt, f"{name!r} is annotated but never assigned")
        types = self.result_types(stmt.annotation)
        values = self.rhs(stmt.value, types, stmt)
        if is_tuple_annotation(stmt.annotation):
            self.bind(name, tuple(values))
        else:
            if len(values) != 1:
                self.error(
                    stmt,
                    f"{ast.unparse(stmt.value)} gives {len(values)} values; annotate {name!r} with pl.Tuple[...]",
                )
            self.bind(name, values[0])

    def assign(self, stmt: ast.Assign) -> None:
        if len(stmt.targets) != 1:
            self.error(stmt, "chained assignment is not supported")
        target = stmt.targets[0]
        value = stmt.value
        bound: Bound
        if isinstance(value, ast.Name):
            bound = self.lookup(value)
            values = list(bound) if isinstance(bound, tuple) else [bound]
        elif isinstance(value, ast.Call) and (
            _callee_method(value) is not None
            or dotted(value.func) in ("pl.submit", "pl.spmd_submit")
        ):
            values = self.rhs(value, None, stmt)
        else:
            values = [self.value(value)]
        if isinstance(target, ast.Tuple):
            names = [self._name(e) for e in target.elts]
            if len(names) != len(values):
                self.error(
                    stmt, f"{len(values)} value(s) assigned to {len(names)} name(s)"
                )
            for n, v in zip(names, values, strict=True):
                self.bind(n, v)
        else:
            name = self._name(target)
            self.bind(name, values[0] if len(values) == 1 else tuple(values))

    def call_statement(self, stmt: ast.Expr, call: ast.Call) -> None:
        name = dotted(call.func)
        if name == "pl.func_attr":
            if self.fn is None or self.block is not self.fn.op.body.block:
                self.error(
                    call, "pl.func_attr is supported at the top of a function body"
                )
            self.fn.op.attributes["pypto.func_attr"] = StringAttr(ast.unparse(call))
            return
        if name == "pl.cond":
            self.error(
                call, "pl.cond is supported as the first statement of a pl.while_ body"
            )
        self.rhs(call, [], stmt, statement=True)

    # Right-hand sides

    def rhs(
        self,
        value: ast.expr,
        types: list[Attribute] | None,
        stmt: ast.stmt,
        *,
        statement: bool = False,
    ) -> list[SSAValue]:
        """The values of `value`; `types` from the annotation (None: unannotated)."""
        if isinstance(value, ast.Call):
            method = _callee_method(value)
            name = dotted(value.func)
            if method is not None:
                return list(self.call(value, method).results)
            if name in ("pl.submit", "pl.spmd_submit"):
                return list(self.submit(value, name).results)
            if name == "pl.tensor.create":
                return [self.tensor_create(value, types)]
            if name is not None and _is_task_id_array_op(name):
                return list(
                    task_id_arrays.import_array_op(self, name[3:], value, types or [])
                )
            if name is not None and name.count(".") >= 2 and name.startswith("pl."):
                if types is None:
                    self.error(value, f"annotate the result of {name} with its type")
                return self.operator(value, name[3:], types)
            if name in ("pl.const", "pl.cast", "pl.min", "pl.max"):
                v = self.value(value, types[0] if types else None)
                return [v]
            self.error(
                value,
                f"unknown callee {ast.unparse(value.func)!r}: supported are self.METHOD(...), "
                "pl.submit/pl.spmd_submit(self.METHOD, ...), pl.NAMESPACE.OPERATOR(...) "
                "(pl.tensor.*, pl.tile.*, pl.system.*, ...), pl.const, pl.cast, pl.yield_",
            )
        if statement:
            self.error(value, "an expression statement must be a call")
        if isinstance(value, ast.Name):
            bound = self.lookup(value)
            return list(bound) if isinstance(bound, tuple) else [bound]
        expected = types[0] if types and len(types) == 1 else None
        return [self.value(value, expected)]

    def _callee(self, node: ast.expr, method: str) -> FuncOp:
        callee = self.funcs.get(method)
        if callee is None:
            known = ", ".join(sorted(self.funcs)) or "none"
            self.error(
                node, f"unknown callee self.{method}: the program defines {known}"
            )
        return callee

    def _arguments(self, args: Sequence[ast.expr]) -> tuple[list[SSAValue], list[int]]:
        values: list[SSAValue] = []
        no_dep: list[int] = []
        for i, a in enumerate(args):
            arg = a
            if isinstance(a, ast.Call) and dotted(a.func) == "pl.no_dep":
                if len(a.args) != 1 or a.keywords:
                    self.error(a, "pl.no_dep takes one argument")
                no_dep.append(i)
                arg = a.args[0]
            values.append(self.value(arg))
        return values, no_dep

    def _attrs(
        self, node: ast.expr, nargs: int, no_dep: list[int]
    ) -> tuple[list[ArgDirection] | None, list[int] | None, dict[str, Attribute]]:
        """`attrs={...}`: explicit directions, overrides, and the other keys (kept as text)."""
        if not isinstance(node, ast.Dict):
            self.error(node, 'attrs must be a dict literal {"key": value, ...}')
        directions: list[ArgDirection] | None = None
        overrides: list[int] | None = None
        other: dict[str, Attribute] = {}
        seen: set[str] = set()
        for k, v in zip(node.keys, node.values, strict=True):
            if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
                self.error(k or v, "attrs keys are string literals")
            key = k.value
            if key in seen:
                self.error(k, f"conflicting attrs: key {key!r} is given twice")
            seen.add(key)
            if key == "arg_directions":
                directions = [
                    self._enum_member(e, "pl.adir.", ArgDirection, "argument direction")
                    for e in _list(self, v)
                ]
                if len(directions) != nargs:
                    self.error(
                        v,
                        f"conflicting attrs: {len(directions)} arg_directions for {nargs} argument(s); give one per argument",
                    )
            elif key == "arg_direction_overrides":
                overrides = []
                for e in _list(self, v):
                    if not (
                        isinstance(e, ast.Constant)
                        and type(e.value) is int
                        and 0 <= e.value < nargs
                    ):
                        self.error(
                            e,
                            f"arg_direction_overrides holds argument indices 0..{nargs - 1}",
                        )
                    overrides.append(e.value)
            else:
                other[key] = StringAttr(ast.unparse(v))
        if no_dep:
            if overrides is not None and sorted(set(overrides)) != sorted(no_dep):
                self.error(
                    node,
                    f"conflicting attrs: pl.no_dep marks argument(s) {no_dep} but arg_direction_overrides says {overrides}",
                )
            overrides = no_dep
        return directions, overrides, other

    def _enum_member(
        self, node: ast.expr, prefix: str, enum: type[PtoEnum], what: str
    ) -> ArgDirection:
        name = dotted(node) or ""
        word = name.removeprefix(prefix)
        for member in ArgDirection:
            if name.startswith(prefix) and member.value == word:
                return member
        self.error(
            node,
            f"unknown {what} {ast.unparse(node)!r}: supported are "
            + ", ".join(prefix + m.value for m in ArgDirection),
        )

    def call(self, node: ast.Call, method: str) -> CallOp:
        callee = self._callee(node.func, method)
        values, no_dep = self._arguments(node.args)
        directions = overrides = None
        other: dict[str, Attribute] = {}
        for kw in node.keywords:
            if kw.arg != "attrs":
                self.error(
                    kw.value,
                    f"unknown keyword {kw.arg!r} of a call: supported is attrs={{...}}",
                )
            directions, overrides, other = self._attrs(kw.value, len(values), no_dep)
        if not any(kw.arg == "attrs" for kw in node.keywords) and no_dep:
            overrides = no_dep
        nparams = len(callee.function_type.inputs.data)
        if len(values) != nparams:
            self.error(
                node,
                f"self.{method} takes {nparams} argument(s) but is given {len(values)}",
            )
        op = CallOp(
            method,
            values,
            callee.function_type.outputs.data,
            arg_directions=directions,
            overrides=overrides,
        )
        if other:
            op.attributes[ATTRS_KEY] = DictionaryAttr(other)
        return self.append(op, node)

    def submit(self, node: ast.Call, name: str) -> SubmitOp:
        if not node.args or (method := _method_ref(node.args[0])) is None:
            self.error(
                node, f"{name}'s first argument is the task's function, self.METHOD"
            )
        callee = self._callee(node.args[0], method)
        values, no_dep = self._arguments(node.args[1:])
        deps: list[SSAValue] = []
        core_num: int | None = None
        flags = {"sync_start": False, "allow_early_resolve": False}
        directions = overrides = None
        other: dict[str, Attribute] = {}
        has_attrs = False
        for kw in node.keywords:
            if kw.arg == "deps":
                deps = [self.value(e) for e in _list(self, kw.value)]
            elif kw.arg == "core_num":
                v = kw.value
                if not (
                    isinstance(v, ast.Constant)
                    and type(v.value) is int
                    and v.value >= 1
                ):
                    self.error(
                        v,
                        "core_num is an integer literal of at least 1 (a runtime core count is not supported)",
                    )
                core_num = v.value
            elif kw.arg in flags:
                v = kw.value
                if not (isinstance(v, ast.Constant) and isinstance(v.value, bool)):
                    self.error(v, f"{kw.arg} is True or False")
                flags[kw.arg] = v.value
            elif kw.arg == "attrs":
                has_attrs = True
                directions, overrides, other = self._attrs(
                    kw.value, len(values), no_dep
                )
            else:
                self.error(
                    kw.value,
                    f"unknown keyword {kw.arg!r} of {name}: supported are "
                    + ", ".join(_SUBMIT_KEYWORDS),
                )
        if not has_attrs and no_dep:
            overrides = no_dep
        if name == "pl.spmd_submit" and core_num is None:
            self.error(node, "pl.spmd_submit needs core_num=N")
        nparams = len(callee.function_type.inputs.data)
        if len(values) > nparams:
            self.error(
                node,
                f"self.{method} takes {nparams} argument(s) but the submit passes {len(values)}",
            )
        for d in deps:
            if not isinstance(d.type, TaskIdType) and d.type != TaskIdType():
                pass  # task-id arrays are checked by the dialect (task_id_arrays)
        op = SubmitOp(
            method,
            values,
            callee.function_type.outputs.data,
            deps=deps,
            core_num=core_num,
            sync_start=flags["sync_start"],
            allow_early_resolve=flags["allow_early_resolve"],
            arg_directions=directions,
            overrides=overrides,
        )
        if other:
            op.attributes[ATTRS_KEY] = DictionaryAttr(other)
        return self.append(op, node)

    def tensor_create(self, node: ast.Call, types: list[Attribute] | None) -> SSAValue:
        if not types or len(types) != 1 or not isinstance(types[0], TensorType):
            self.error(
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
            elts = _list(self, shape)
            if len(elts) != len(ty.shape.data):
                self.error(
                    shape,
                    f"the shape has {len(elts)} dimension(s) but the annotation {len(ty.shape.data)}",
                )
            for e in elts:
                if not (isinstance(e, ast.Constant) and type(e.value) is int):
                    dynamic.append(self.value(e, IndexType()))
        if len(dynamic) != ty.dynamic_dims:
            self.error(
                node, "the shape's symbolic dimensions do not match the annotation's"
            )
        op = TensorCreateOp(ty, dynamic)
        extra = {
            k.arg: StringAttr(ast.unparse(k.value))
            for k in node.keywords
            if k.arg not in (None, "shape", "dtype", "layout")
        }
        if extra:
            op.attributes[ATTRS_KEY] = DictionaryAttr(extra)
        return self.append(op, node).result

    # Operators

    def operator(
        self, node: ast.Call, name: str, types: list[Attribute]
    ) -> list[SSAValue]:
        cls = OPERATORS_BY_NAME.get(f"pto.{name}")
        spec = _SPECS.get(f"pto.{name}")
        if cls is not None and spec is not None:
            try:
                return self.catalogue_operator(node, spec, cls, types)
            except _Mismatch:
                pass
        return list(self.generic_operator(node, name, types).results)

    def catalogue_operator(
        self,
        node: ast.Call,
        spec: OperatorSpec,
        cls: type[Operation],
        types: list[Attribute],
    ) -> list[SSAValue]:
        specs = spec.arg_specs
        if len(node.args) > len(specs):
            raise _Mismatch
        given: dict[str, ast.expr] = {
            s.name: a for s, a in zip(specs, node.args, strict=False)
        }
        props: dict[str, Attribute] = {}
        extra: dict[str, Attribute] = {}
        arg_names = {s.name for s in specs}
        for kw in node.keywords:
            if kw.arg is None:
                raise _Mismatch
            if kw.arg in arg_names:
                if kw.arg in given:
                    raise _Mismatch
                given[kw.arg] = kw.value
            elif kw.arg in spec.properties:
                props[kw.arg] = self._property(kw.value, spec.properties[kw.arg])
            else:
                extra[kw.arg] = StringAttr(ast.unparse(kw.value))
        # Check every argument before any op is made.
        plan: list[tuple[str, list[ast.expr] | None]] = []
        for s in specs:
            expr = given.get(s.name)
            if expr is None:
                if not s.optional:
                    raise _Mismatch
                plan.append((s.kind, None))
            elif s.variadic:
                if not isinstance(expr, ast.List | ast.Tuple):
                    raise _Mismatch
                plan.append((s.kind, list(expr.elts)))
            else:
                plan.append((s.kind, [expr]))
        for kind, exprs in plan:
            for e in exprs or ():
                self._check_kind(e, kind)
        result_kind = spec.result
        if (result_kind is None) != (not types) or len(types) > 1:
            raise _Mismatch
        if result_kind is not None and not isinstance(
            types[0], TYPE_KINDS[result_kind]
        ):
            raise _Mismatch
        operands: list[list[SSAValue]] = [
            [self._operand(e, kind) for e in exprs or ()] for kind, exprs in plan
        ]
        op = cls.create(
            operands=[v for group in operands for v in group],
            result_types=types,
            properties=props,
        )
        if any(s.segmented for s in specs):
            from xdsl.dialects.builtin import DenseArrayBase, i32

            op.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
                i32, [len(g) for g in operands]
            )
        if extra:
            op.attributes[ATTRS_KEY] = DictionaryAttr(extra)
        return list(self.append(op, node).results)

    def _check_kind(self, e: ast.expr, kind: str) -> None:
        if isinstance(e, ast.Constant) and type(e.value) is int:
            if kind in ("index", "int", "any"):
                return
            raise _Mismatch
        if not (_mentions_value(e) or _is_call_to(e, "pl.const")):
            raise _Mismatch
        if isinstance(e, ast.Name):
            bound = self.lookup(e)
            if isinstance(bound, tuple) or not isinstance(bound.type, TYPE_KINDS[kind]):
                raise _Mismatch

    def _operand(self, e: ast.expr, kind: str) -> SSAValue:
        expected: Attribute | None = IntegerType(64) if kind == "int" else IndexType()
        v = self.value(e, expected)
        if not isinstance(v.type, TYPE_KINDS[kind]):
            self.error(e, f"{ast.unparse(e)} has type {v.type}, not a {kind}")
        return v

    def _property(self, node: ast.expr, constraint: object) -> Attribute:
        if constraint is StringAttr:
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                return StringAttr(node.value)
            raise _Mismatch
        name = dotted(node)
        if name is None or not isinstance(constraint, type):
            raise _Mismatch
        word = name.rsplit(".", 1)[-1]
        enum = getattr(constraint, "enum_type", None)
        if enum is None:
            raise _Mismatch
        space = memory_space_named(word)
        for member in enum:
            if member.value in (word.lower(), space.value if space else None):
                return constraint(member)
        raise _Mismatch

    def generic_operator(
        self, node: ast.Call, name: str, types: list[Attribute]
    ) -> GenericOperatorOp:
        operands: list[SSAValue] = []
        arg_names: list[str] = []
        static: dict[str, str] = {}

        def add(key: str, e: ast.expr) -> None:
            if isinstance(e, ast.List | ast.Tuple) and any(
                _mentions_value(x) for x in e.elts
            ):
                for j, x in enumerate(e.elts):
                    add(f"{key}.{j}", x)
            elif _mentions_value(e):
                operands.append(self.value(e))
                arg_names.append(key)
            else:
                static[key] = ast.unparse(e)

        for i, a in enumerate(node.args):
            add(str(i), a)
        for kw in node.keywords:
            if kw.arg is None:
                self.error(kw.value, "**kwargs are not supported")
            add(kw.arg, kw.value)
        return self.append(
            GenericOperatorOp(name, operands, arg_names, types, static), node
        )

    # Control flow

    def for_(self, stmt: ast.For) -> None:
        if stmt.orelse:
            self.error(stmt, "for ... else is not supported")
        it = stmt.iter
        name = dotted(it.func) if isinstance(it, ast.Call) else None
        if name == "pl.while_":
            assert isinstance(it, ast.Call)
            return self.while_(stmt, it)
        if name not in _LOOPS or not isinstance(it, ast.Call):
            self.error(
                it,
                f"unknown loop {ast.unparse(it)!r}: supported are "
                + ", ".join(f"{k}(...)" for k in _LOOPS)
                + ", pl.while_(init_values=...)",
            )
        inits: list[SSAValue] = []
        extra: dict[str, Attribute] = {}
        for kw in it.keywords:
            if kw.arg == "init_values":
                inits = [self.value(e) for e in _list(self, kw.value)]
            elif kw.arg is not None:
                extra[kw.arg] = StringAttr(ast.unparse(kw.value))
        bounds = list(it.args)
        if not 1 <= len(bounds) <= 3:
            self.error(it, f"{name} takes (stop), (start, stop) or (start, stop, step)")
        if len(bounds) == 1:
            bounds = [ast.Constant(0), bounds[0]]
        if len(bounds) == 2:
            bounds.append(ast.Constant(1))
        named = [
            self.value(b)
            for b in bounds
            if not (isinstance(b, ast.Constant) and type(b.value) is int)
        ]
        bound_type = named[0].type if named else IndexType()
        lb, ub, step = (self.value(b, bound_type) for b in bounds)
        if not (lb.type == ub.type == step.type and _is_int(lb.type)):
            self.error(it, f"the bounds of {name} must be integers of one type")
        target = stmt.target
        if (
            isinstance(target, ast.Tuple)
            and len(target.elts) == 2
            and isinstance(target.elts[1], ast.Tuple)
        ):
            iv_name = self._name(target.elts[0])
            carried = [self._name(e) for e in target.elts[1].elts]
        else:
            iv_name = self._name(target)
            carried = []
        if len(carried) != len(inits):
            self.error(
                stmt.target,
                f"the loop names {len(carried)} carried value(s) but init_values gives {len(inits)}",
            )
        block = Block(arg_types=[lb.type, *(v.type for v in inits)])
        block.args[0].name_hint = iv_name
        bindings: dict[str, Bound] = {iv_name: block.args[0]}
        for n, a in zip(carried, block.args[1:], strict=True):
            a.name_hint = n
            bindings[n] = a
        loop = scf.ForOp(lb, ub, step, inits, Region(block))
        kind = _LOOPS[name]
        if kind is not None:
            loop.attributes[FOR_KIND_ATTR] = ForKindAttr(kind)
        if extra:
            loop.attributes[ATTRS_KEY] = DictionaryAttr(extra)
        self.append(loop, stmt)
        outcome = self._region(block, stmt.body, bindings)
        self._close(block, outcome, [v.type for v in inits], stmt, scf.YieldOp)
        self._bind_results(outcome, loop.results, stmt)

    def _close(
        self,
        block: Block,
        outcome: _Region,
        types: Sequence[Attribute],
        stmt: ast.stmt,
        yield_op: Callable[..., Operation],
    ) -> None:
        values = outcome.values or []
        where = (
            stmt.body[-1]
            if isinstance(stmt, ast.For | ast.If | ast.With) and stmt.body
            else stmt
        )
        if [v.type for v in values] != list(types):
            self.error(
                where,
                f"the body yields ({', '.join(str(v.type) for v in values)}) but the construct carries ({', '.join(map(str, types))})",
            )
        op = yield_op(*values)
        op.location = self.loc(where)
        block.add_op(op)

    def _bind_results(
        self, outcome: _Region, results: Sequence[SSAValue], stmt: ast.stmt
    ) -> None:
        if outcome.targets:
            for n, r in zip(outcome.targets, results, strict=True):
                r.name_hint = n
                self.bind(n, r)

    def while_(self, stmt: ast.For, it: ast.Call) -> None:
        inits: list[SSAValue] = []
        for kw in it.keywords:
            if kw.arg == "init_values":
                inits = [self.value(e) for e in _list(self, kw.value)]
            else:
                self.error(
                    kw.value if kw.arg else it,
                    f"unknown keyword {kw.arg!r} of pl.while_: supported is init_values",
                )
        if it.args:
            self.error(it, "pl.while_ takes init_values=(...) only")
        target = stmt.target
        elts = target.elts if isinstance(target, ast.Tuple) else [target]
        names = [self._name(e) for e in elts]
        if len(names) != len(inits):
            self.error(
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
            self.error(first or stmt, "a pl.while_ body starts with pl.cond(CONDITION)")
        types = [v.type for v in inits]
        before = Block(arg_types=types)
        after = Block(arg_types=types)
        for n, a, b in zip(names, before.args, after.args, strict=True):
            a.name_hint = b.name_hint = n
        loop = scf.WhileOp(inits, types, Region(before), Region(after))
        self.append(loop, stmt)
        saved = self.block
        self.block = before
        self.env.append(dict(zip(names, before.args, strict=True)))
        try:
            cond = self.value(first.value.args[0])
            if cond.type != IntegerType(1):
                self.error(
                    first.value.args[0],
                    "the pl.cond condition must be a comparison (i1)",
                )
            self.append(scf.ConditionOp(cond, *before.args), first)
        finally:
            self.env.pop()
            self.block = saved
        outcome = self._region(
            after, body[1:], dict(zip(names, after.args, strict=True))
        )
        self._close(after, outcome, types, stmt, scf.YieldOp)
        self._bind_results(outcome, loop.results, stmt)

    def _condition(self, test: ast.expr) -> SSAValue:
        cond = self.value(test)
        if cond.type != IntegerType(1):
            self.error(test, "an if condition must be a comparison or a boolean (i1)")
        return cond

    def if_(self, stmt: ast.If) -> None:
        cond = self._condition(stmt.test)
        then_block, else_block = Block(), Block()
        then = self._region(then_block, stmt.body, {})
        other = self._region(else_block, stmt.orelse, {})
        if stmt.orelse and then.targets != other.targets:
            self.error(
                stmt,
                f"the branches yield into different names ({', '.join(then.targets)} vs {', '.join(other.targets)})",
            )
        if not stmt.orelse and then.values:
            self.error(stmt, "an if that yields values needs an else branch")
        types = [v.type for v in then.values or []]
        self._close(then_block, then, types, stmt, scf.YieldOp)
        else_at = stmt.orelse[-1] if stmt.orelse else stmt
        self._close(else_block, other, types, else_at, scf.YieldOp)
        op = self.append(
            scf.IfOp(cond, types, Region(then_block), Region(else_block)), stmt
        )
        self._bind_results(then, op.results, stmt)

    def terminal_if(self, stmt: ast.If) -> None:
        """An `if` whose branches both end the function: its results are the
        function's, returned after it."""
        assert self.fn is not None
        outputs = list(self.fn.op.function_type.outputs.data)
        cond = self._condition(stmt.test)
        then_block, else_block = Block(), Block()
        op = self.append(
            scf.IfOp(cond, outputs, Region(then_block), Region(else_block)), stmt
        )
        for block, body in ((then_block, stmt.body), (else_block, stmt.orelse)):
            saved = self.block
            self.block = block
            self.env.append({})
            try:
                self._returning_branch(body)
            finally:
                self.env.pop()
                self.block = saved
        self.append(ReturnOp(*op.results), stmt)

    def _returning_branch(self, body: list[ast.stmt]) -> None:
        last = body[-1]
        self.statements(body[:-1])
        if isinstance(last, ast.Return):
            self.append(scf.YieldOp(*self._return_values(last)), last)
        else:
            assert isinstance(last, ast.If)
            self.terminal_if(last)
            ret = self.block.last_op
            assert isinstance(ret, ReturnOp)
            values = list(ret.operands)
            self.block.erase_op(ret)
            self.append(scf.YieldOp(*values), last)

    def with_(self, stmt: ast.With) -> None:
        if len(stmt.items) != 1:
            self.error(stmt, "a with statement opens one scope")
        item = stmt.items[0]
        expr = item.context_expr
        name = dotted(expr.func) if isinstance(expr, ast.Call) else None
        if name not in _SCOPES or not isinstance(expr, ast.Call):
            self.error(
                expr,
                f"unknown scope {ast.unparse(expr)!r}: supported are "
                + ", ".join(f"{k}()" for k in _SCOPES),
            )
        if item.optional_vars is not None:
            self.error(
                item.optional_vars,
                "`with ... as NAME` is not supported at DeriveCallDirections' input",
            )
        kind, manual = _SCOPES[name]
        extra: dict[str, Attribute] = {}
        for kw in expr.keywords:
            if kw.arg == "mode" and name == "pl.scope":
                mode = dotted(kw.value)
                if mode not in ("pl.ScopeMode.MANUAL", "pl.ScopeMode.AUTO"):
                    self.error(
                        kw.value, "mode is pl.ScopeMode.MANUAL or pl.ScopeMode.AUTO"
                    )
                manual = mode == "pl.ScopeMode.MANUAL"
            elif kw.arg is not None:
                extra[kw.arg] = StringAttr(ast.unparse(kw.value))
        if expr.args:
            extra["args"] = StringAttr(", ".join(ast.unparse(a) for a in expr.args))
        block = Block()
        saved = self.block
        self.block = block
        self.env.append({})
        try:
            outcome = self.statements(stmt.body)
            made = self.env[-1]
        finally:
            self.env.pop()
            self.block = saved
        if outcome.values is not None:
            self.error(stmt.body[-1], "pl.yield_ does not end a scope")
        # Values the scope makes and the code after it reads leave as results.
        assert self.fn is not None
        end = stmt.end_lineno or stmt.lineno
        escaping = [
            (n, v) for n, v in made.items() if self.fn.last_load.get(n, 0) > end
        ]
        flat: list[SSAValue] = [
            x for _, v in escaping for x in (v if isinstance(v, tuple) else (v,))
        ]
        y = YieldOp(*flat)
        y.location = self.loc(stmt.body[-1])
        block.add_op(y)
        op = ScopeOp(kind, Region(block), [v.type for v in flat], manual=manual)
        if extra:
            op.attributes[ATTRS_KEY] = DictionaryAttr(extra)
        self.append(op, stmt)
        results = iter(op.results)
        for n, v in escaping:
            if isinstance(v, tuple):
                self.bind(n, tuple(next(results) for _ in v))
            else:
                r = next(results)
                r.name_hint = n
                self.bind(n, r)

    # Scalar expressions

    def value(self, e: ast.expr, expected: Attribute | None = None) -> SSAValue:
        if isinstance(e, ast.Name):
            bound = self.lookup(e)
            if isinstance(bound, tuple):
                self.error(e, f"{e.id!r} is a tuple: take an element with {e.id}[k]")
            return bound
        if isinstance(e, ast.Constant) and e.value is None:
            # PyPTO's "no task yet" seed of a task-id variable.
            invalid = ast.copy_location(ast.Call(ast.Name("pl"), [], []), e)
            (seed,) = task_id_arrays.import_array_op(
                self, "system.task_invalid", invalid, []
            )
            return seed
        if isinstance(e, ast.Constant):
            return self.constant(e, e.value, expected)
        if isinstance(e, ast.Subscript):
            base = e.value
            idx = e.slice
            if (
                isinstance(base, ast.Name)
                and isinstance(idx, ast.Constant)
                and type(idx.value) is int
            ):
                bound = self.lookup(base)
                if not isinstance(bound, tuple):
                    self.error(e, f"{base.id!r} is not a tuple")
                if not 0 <= idx.value < len(bound):
                    self.error(idx, f"{base.id!r} has {len(bound)} element(s)")
                return bound[idx.value]
            self.error(e, "a projection is NAME[k] with a literal k")
        if isinstance(e, ast.BinOp):
            return self.binop(e, expected)
        if isinstance(e, ast.Compare):
            return self.compare(e)
        if isinstance(e, ast.BoolOp):
            values = [self.value(v) for v in e.values]
            result = values[0]
            for v in values[1:]:
                op = (
                    arith.AndIOp(result, v)
                    if isinstance(e.op, ast.And)
                    else arith.OrIOp(result, v)
                )
                result = self.append(op, e).result
            return result
        if isinstance(e, ast.UnaryOp):
            if isinstance(e.op, ast.USub) and isinstance(e.operand, ast.Constant):
                return self.constant(
                    e,
                    -e.operand.value
                    if isinstance(e.operand.value, int | float)
                    else e.operand.value,
                    expected,
                )
            v = self.value(e.operand, expected)
            if isinstance(e.op, ast.Not) and v.type == IntegerType(1):
                one = self.constant(e, True, v.type)
                return self.append(arith.XOrIOp(v, one), e).result
            if isinstance(e.op, ast.USub) and _is_int(v.type):
                zero = self.constant(e, 0, v.type)
                return self.append(arith.SubiOp(zero, v), e).result
            if isinstance(e.op, ast.USub) and _is_float(v.type):
                return self.append(arith.NegfOp(v), e).result
        if isinstance(e, ast.Call):
            name = dotted(e.func)
            if name is not None and _is_task_id_array_op(name):
                results = task_id_arrays.import_array_op(self, name[3:], e, [])
                if len(results) != 1:
                    self.error(e, f"{name}(...) as an operand must give one value")
                return results[0]
            if name == "pl.const" and len(e.args) == 2:
                ty = dtype(e.args[1], self.error)
                val = e.args[0]
                raw = (
                    -val.operand.value
                    if isinstance(val, ast.UnaryOp)
                    and isinstance(val.operand, ast.Constant)
                    and isinstance(val.operand.value, int | float)
                    else getattr(val, "value", None)
                )
                return self.constant(e, raw, ty)
            if name == "pl.cast" and len(e.args) == 2:
                return self.cast(e, self.value(e.args[0]), dtype(e.args[1], self.error))
            if name in ("pl.min", "pl.max") and len(e.args) == 2:
                a, b = self._pair(e.args[0], e.args[1], expected, e)
                if not _is_int(a.type):
                    self.error(e, f"{name} of non-integers is not supported")
                op = arith.MinSIOp(a, b) if name == "pl.min" else arith.MaxSIOp(a, b)
                return self.append(op, e).result
            self.error(
                e,
                f"{ast.unparse(e.func)}(...) cannot be an operand: bind its result to a variable first",
            )
        self.error(
            e,
            f"unsupported expression {ast.unparse(e)!r}: operands are names, literals, t[k], scalar arithmetic, comparisons, pl.const, pl.cast",
        )

    def constant(
        self, node: ast.AST, raw: object, expected: Attribute | None
    ) -> SSAValue:
        if isinstance(raw, bool):
            op = arith.ConstantOp(IntegerAttr(int(raw), IntegerType(1)))
        elif isinstance(raw, int) and expected is not None and _is_float(expected):
            op = arith.ConstantOp(FloatAttr(float(raw), cast(_Float, expected)))
        elif isinstance(raw, int):
            ty = expected if expected is not None and _is_int(expected) else IndexType()
            op = arith.ConstantOp(IntegerAttr(raw, cast(IntegerType | IndexType, ty)))
        elif isinstance(raw, float):
            fty = (
                expected
                if expected is not None and _is_float(expected)
                else Float32Type()
            )
            op = arith.ConstantOp(FloatAttr(raw, cast(_Float, fty)))
        else:
            self.error(
                node,
                f"unsupported literal {raw!r}: operands are ints, floats and booleans",
            )
        return self.append(op, node).result

    def _pair(
        self,
        left: ast.expr,
        right: ast.expr,
        expected: Attribute | None,
        node: ast.expr,
    ) -> tuple[SSAValue, SSAValue]:
        # A literal takes the type of the other side.
        if isinstance(left, ast.Constant) and not isinstance(right, ast.Constant):
            b = self.value(right, expected)
            a = self.value(left, b.type)
        else:
            a = self.value(left, expected)
            b = self.value(right, a.type)
        if a.type != b.type:
            self.error(
                node,
                f"the operands of {ast.unparse(node)!r} have types {a.type} and {b.type}: convert one with pl.cast",
            )
        return a, b

    def binop(self, e: ast.BinOp, expected: Attribute | None) -> SSAValue:
        a, b = self._pair(e.left, e.right, expected, e)
        if _is_int(a.type) and type(e.op) in _INT_BINOPS:
            return self.append(_INT_BINOPS[type(e.op)](a, b), e).results[0]
        if _is_float(a.type) and type(e.op) in _FLOAT_BINOPS:
            return self.append(_FLOAT_BINOPS[type(e.op)](a, b), e).results[0]
        self.error(
            e,
            f"unsupported arithmetic {ast.unparse(e)!r} on {a.type}: supported are + - * // % on integers, + - * / on floats",
        )

    def compare(self, e: ast.Compare) -> SSAValue:
        if len(e.ops) != 1 or type(e.ops[0]) not in _CMP:
            self.error(e, "a comparison is `a OP b` with OP one of < <= > >= == !=")
        a, b = self._pair(e.left, e.comparators[0], None, e)
        ipred, fpred = _CMP[type(e.ops[0])]
        if _is_int(a.type):
            return self.append(arith.CmpiOp(a, b, ipred), e).result
        if _is_float(a.type):
            return self.append(arith.CmpfOp(a, b, fpred), e).result
        self.error(e, f"cannot compare values of type {a.type}")

    def cast(self, e: ast.Call, v: SSAValue, ty: Attribute) -> SSAValue:
        src = v.type
        if src == ty:
            return v
        op: Operation | None = None
        wider = _bits(ty) > _bits(src)
        int_ty = cast(IntegerType, ty)
        if isinstance(src, IndexType) != isinstance(ty, IndexType):
            if _is_int(src) and _is_int(ty):
                op = arith.IndexCastOp(v, ty)
        elif isinstance(src, IntegerType) and isinstance(ty, IntegerType):
            op = arith.ExtSIOp(v, int_ty) if wider else arith.TruncIOp(v, int_ty)
        elif isinstance(src, IntegerType) and _is_float(ty):
            op = arith.SIToFPOp(v, cast(_Float, ty))
        elif _is_float(v.type) and isinstance(ty, IntegerType):
            op = arith.FPToSIOp(v, int_ty)
        elif _is_float(v.type) and _is_float(ty):
            op = arith.ExtFOp(v, ty) if wider else arith.TruncFOp(v, ty)
        if op is None:
            self.error(e, f"pl.cast from {src} to {ty} is not supported")
        return self.append(op, e).results[0]

    # Types

    def type_of(self, node: ast.expr) -> Attribute:
        return type_of(node, self.error, self._array_type)

    def result_types(self, node: ast.expr) -> list[Attribute]:
        return result_types(node, self.error, self._array_type)

    def _array_type(self, node: ast.Subscript) -> Attribute:
        return task_id_arrays.import_array_type(self, node)


@dataclass
class _At:
    """A bare position for diagnostics that have no AST node."""

    lineno: int
    col_offset: int


def _is_call_to(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Call) and dotted(node.func) == name


def _is_task_id_array_op(name: str) -> bool:
    """Constructs the task-id array translation owns (task_id_arrays.py)."""
    return name.startswith("pl.array.") or name in (
        "pl.system.task_dummy",
        "pl.system.task_invalid",
    )


def _method_ref(node: ast.expr) -> str | None:
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    ):
        return node.attr
    return None


def _callee_method(call: ast.Call) -> str | None:
    return _method_ref(call.func)


def _mentions_value(e: ast.expr) -> bool:
    """Does `e` read a program variable (not just `pl.*` and literals)?"""
    return any(isinstance(sub, ast.Name) and sub.id != "pl" for sub in ast.walk(e))


def _list(imp: _Importer, node: ast.expr) -> list[ast.expr]:
    if not isinstance(node, ast.List | ast.Tuple):
        imp.error(node, f"expected a list or tuple, not {ast.unparse(node)!r}")
    return list(node.elts)


def _returns(stmt: ast.stmt) -> bool:
    """Does `stmt` end the function on every path (return, or an if/else whose
    branches both do)?"""
    if isinstance(stmt, ast.Return):
        return True
    if isinstance(stmt, ast.If):
        return (
            bool(stmt.body and stmt.orelse)
            and _returns(stmt.body[-1])
            and _returns(stmt.orelse[-1])
        )
    return False


def import_pypto(text: str, filename: str = "<pypto>") -> ModuleOp:
    """The `pto` module of a printed PyPTO program; `PyptoImportError` (one
    diagnostic on a line) for anything it cannot say faithfully."""
    return _Importer(text, filename).module()


def generic_operator_summary(module: ModuleOp) -> str | None:
    """One line counting the operators kept as `pto.op` (outside the catalogue,
    or whose arguments did not fit its layout), or None when there are none."""
    counts: dict[str, int] = {}
    for op in module.walk():
        if isinstance(op, GenericOperatorOp):
            name = op.op_name.data
            counts[name] = counts.get(name, 0) + 1
    if not counts:
        return None
    total = sum(counts.values())
    parts = ", ".join(
        f"{n} x{c}"
        + (" (catalogue layout did not fit)" if f"pto.{n}" in OPERATORS_BY_NAME else "")
        for n, c in sorted(counts.items())
    )
    return f"pypto import: {total} operator(s) kept as pto.op with unclassified effects: {parts}"


def decode_source(data: bytes, filename: str) -> str:
    """The text of a printed program's bytes; not UTF-8 is a diagnostic."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1)
        span = Span(e.start, e.start + 1, Input(data, filename))
        raise PyptoImportError(
            span, f"not a printed PyPTO program: byte {line}:{col + 1} is not UTF-8"
        ) from None


def import_for_tasks(text: str, filename: str) -> tuple[ModuleOp, list[str]]:
    """The import of `text` ready for the task graph: calls without
    directions get them from `derive-call-directions` (the sound default;
    explicit directions are kept). Also returns what was done, for stderr."""
    from pypto_xdsl.context import pto_context
    from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

    module = import_pypto(text, filename)
    notes: list[str] = []
    summary = generic_operator_summary(module)
    if summary is not None:
        notes.append(summary)
    missing = sum(
        1
        for op in module.walk()
        if isinstance(op, CallOp | SubmitOp) and op.arg_directions is None
    )
    if missing:
        DeriveCallDirectionsPass().apply(pto_context(), module)
        notes.append(
            f"derived the directions of {missing} call(s) that had none "
            "(derive-call-directions, sound default)"
        )
    return module, notes
