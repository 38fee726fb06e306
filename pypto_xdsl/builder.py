"""A small builder for `pto` programs, for pipeline authors and tests.

    T = TensorType([64], f32)
    mb = ModuleBuilder()
    mb.declare("kernel", [T, T], [T], kind="incore", directions=["in", "out"])
    f = mb.function("main", [T], [T], arg_names=["x"])
    (x,) = f.args
    local = f.tensor_create(T, name="local")
    a = f.call("kernel", [x, local], names=["a"]).res[0]
    with f.for_(f.index(0), f.index(4), f.index(1), kind="parallel"):
        f.call("kernel", [x, a], no_dep=[0])
    f.ret(a)
    module = mb.build()  # verified

Ops are appended at the builder's insertion point: the function body, or the
body of the innermost `with` block (`scope`, `for_`, `while_`, `if_`). A region
left without a terminator gets an empty `pto.yield`/`scf.yield` on exit. A value
may be used only where its definition dominates the use: a value defined inside
a `with` block is used after it through the op's results (yield it), and the
call that makes any other use fails with the value's name (xDSL's verifier has
no dominance check, so the module would build and then not parse again).
Result types of calls and submits come from the callee's signature, so a
callee must be declared or defined first (or `result_types` given).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import TypeVar, cast

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    SymbolRefAttr,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.traits import IsTerminator

from pypto_xdsl import construct
from pypto_xdsl.dialects.attributes import (
    ArgDirection,
    ForKind,
    FuncKind,
    ParamDirection,
    PtoEnum,
    ScopeKind,
)
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.declarations import declarations
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.scope import ScopeOp, YieldOp
from pypto_xdsl.dialects.syntax import keyword_list
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType

_E = TypeVar("_E", bound=PtoEnum)


def _enum(enum_type: type[_E], value: object, what: str) -> _E:
    """`value` as a member of `enum_type`; a bad word is refused with the choices."""
    for member in enum_type:
        if value == member.value:
            return member
    raise ValueError(
        f"{value!r} is not a valid {what}: use one of {keyword_list(enum_type)}"
    )


def _kind(kind: FuncKind | str | None) -> FuncKind | None:
    return None if kind is None else _enum(FuncKind, kind, "function kind")


def _param_dirs(
    directions: Sequence[ParamDirection | str] | None,
) -> list[ParamDirection] | None:
    if directions is None:
        return None
    return [_enum(ParamDirection, d, "parameter direction") for d in directions]


def _arg_dirs(
    directions: Sequence[ArgDirection | str] | None,
) -> list[ArgDirection] | None:
    if directions is None:
        return None
    return [_enum(ArgDirection, d, "argument direction") for d in directions]


def _enum_property(constraint: object, word: str, what: str) -> Attribute | None:
    """The enum attribute `constraint(word)`, or None if `constraint` is not an
    enum attribute class."""
    enum_type: object = getattr(constraint, "enum_type", None)
    if not (
        isinstance(constraint, type)
        and isinstance(enum_type, type)
        and issubclass(enum_type, PtoEnum)
    ):
        return None
    attr: object = constraint(_enum(enum_type, word, what))
    return attr if isinstance(attr, Attribute) else None


def _property(op_name: str, name: str, constraint: object, value: object) -> Attribute:
    """A property value as given from Python: an attribute, or the word of an
    enum property (`atomic="add"`)."""
    if isinstance(value, Attribute):
        return value
    if isinstance(value, str):
        attr = _enum_property(constraint, value, f"{name} of {op_name}")
        if attr is not None:
            return attr
    hint = f" ({constraint.__name__})" if isinstance(constraint, type) else ""
    raise TypeError(
        f"property {name} of {op_name} is {value!r}: pass an attribute{hint}"
    )


def _name(values: Sequence[SSAValue], names: Sequence[str] | None) -> None:
    if names is None:
        return
    if len(names) > len(values):
        raise ValueError(f"{len(names)} names given for {len(values)} values")
    for value, name in zip(values, names, strict=False):
        value.name_hint = name


# What a Python user passes for an SSA operand: a value, or an int literal.
Value = SSAValue | Operation | int


def _describe_value(value: SSAValue) -> str:
    """`%name`, or where an unnamed value comes from."""
    if value.name_hint:
        return f"%{value.name_hint}"
    if isinstance(value, BlockArgument):
        parent = value.block.parent_op()
        where = "a detached block" if parent is None else f"a region of {parent.name}"
        return f"block argument {value.index} of {where}"
    if isinstance(value, OpResult):
        return f"result {value.index} of {_describe_op(value.op)}"
    return f"a {value.type} value"


def _describe_op(op: Operation) -> str:
    callee = op.properties.get("callee") if isinstance(op, CallOp | SubmitOp) else None
    if isinstance(callee, SymbolRefAttr):
        return f"{op.name} @{callee.root_reference.data}"
    return op.name


class ModuleBuilder:
    """Builds one `builtin.module` of `pto.func`s."""

    def __init__(self) -> None:
        self.module = ModuleOp([])
        self._signatures: dict[str, FunctionType] = {}

    def _add(self, func: FuncOp) -> FuncOp:
        name = func.sym_name.data
        if name in self._signatures:
            raise ValueError(f"function @{name} is already defined in this module")
        self._signatures[name] = func.function_type
        self.module.body.block.add_op(func)
        return func

    def declare(
        self,
        name: str,
        inputs: Sequence[Attribute],
        outputs: Sequence[Attribute] = (),
        *,
        kind: FuncKind | str | None = None,
        directions: Sequence[ParamDirection | str] | None = None,
    ) -> FuncOp:
        """A private external declaration (a kernel whose body lives elsewhere)."""
        return self._add(
            FuncOp.external(
                name,
                inputs,
                outputs,
                kind=_kind(kind),
                param_directions=_param_dirs(directions),
            )
        )

    def function(
        self,
        name: str,
        inputs: Sequence[Attribute],
        outputs: Sequence[Attribute] = (),
        *,
        kind: FuncKind | str | None = None,
        directions: Sequence[ParamDirection | str] | None = None,
        arg_names: Sequence[str] | None = None,
        visibility: str | None = None,
    ) -> FunctionBuilder:
        """A function with a body; fill it through the returned builder and end
        it with `ret`."""
        func = self._add(
            FuncOp(
                name,
                (inputs, outputs),
                kind=_kind(kind),
                param_directions=_param_dirs(directions),
                visibility=visibility,
            )
        )
        _name(func.args, arg_names)
        return FunctionBuilder(self, func)

    def signature(self, name: str) -> FunctionType | None:
        return self._signatures.get(name)

    def build(self, *, verify: bool = True) -> ModuleOp:
        """The module, verified unless `verify=False`."""
        if verify:
            self.module.verify()
        return self.module


@dataclass
class ForLoop:
    """An `scf.for` under construction; `results` are valid after the `with`."""

    op: scf.ForOp

    @property
    def induction_var(self) -> SSAValue:
        return self.op.body.block.args[0]

    @property
    def iter_args(self) -> tuple[SSAValue, ...]:
        return self.op.body.block.args[1:]

    @property
    def results(self) -> Sequence[SSAValue]:
        return self.op.results


@dataclass
class WhileLoop:
    """An `scf.while`: fill `before` (ending with `condition`) and `after`."""

    op: scf.WhileOp
    builder: FunctionBuilder

    @property
    def before_args(self) -> tuple[SSAValue, ...]:
        return self.op.before_region.block.args

    @property
    def after_args(self) -> tuple[SSAValue, ...]:
        return self.op.after_region.block.args

    @property
    def results(self) -> Sequence[SSAValue]:
        return self.op.results

    def before(self) -> AbstractContextManager[Block]:
        return self.builder.inside(self.op.before_region.block)

    def after(self) -> AbstractContextManager[Block]:
        return self.builder.inside(self.op.after_region.block)


@dataclass
class IfBranch:
    """An `scf.if`: fill `then` and optionally `otherwise`."""

    op: scf.IfOp
    builder: FunctionBuilder

    @property
    def results(self) -> Sequence[SSAValue]:
        return self.op.results

    def then(self) -> AbstractContextManager[Block]:
        return self.builder.inside(self.op.true_region.block)

    def otherwise(self) -> AbstractContextManager[Block]:
        if not self.op.false_region.blocks:
            self.op.false_region.add_block(Block())
        return self.builder.inside(self.op.false_region.block)


class FunctionBuilder:
    """Appends ops to the body of one `pto.func`."""

    def __init__(self, module: ModuleBuilder, func: FuncOp):
        self.module = module
        self.func = func
        self._blocks: list[Block] = [func.body.block]
        # When each op was appended: two ops of one block are in this order
        # (ops are only ever appended at a block's end).
        self._appended: dict[Operation, int] = {}

    @property
    def args(self) -> tuple[SSAValue, ...]:
        return self.func.args

    @property
    def block(self) -> Block:
        """The block ops are appended to."""
        return self._blocks[-1]

    def append(self, op: Operation, names: Sequence[str] | None = None) -> Operation:
        """Append any op (say a catalogue operator) at the insertion point."""
        self._add(self.block, op)
        _name(op.results, names)
        return op

    def _add(self, block: Block, op: Operation) -> None:
        self._check_uses(op, block)
        block.add_op(op)
        self._appended[op] = len(self._appended)

    def _check_uses(self, op: Operation, block: Block) -> None:
        """Refuse `op`, about to end `block`, if it (or an op nested in it)
        uses a value whose definition does not dominate that use."""
        for user in op.walk():
            for value in user.operands:
                if user is not op and op.is_ancestor(value.owner):
                    continue  # defined inside `op` itself
                problem = self._dominance_problem(value, block)
                if problem is not None:
                    raise ValueError(
                        f"{_describe_op(user)} uses {_describe_value(value)}, "
                        f"which {problem}"
                    )

    def _dominance_problem(self, value: SSAValue, block: Block) -> str | None:
        """Why `value` is not visible at the end of `block`, or None."""
        owner = value.owner
        definer = owner if isinstance(owner, Operation) else None
        home = owner if isinstance(owner, Block) else owner.parent
        if home is None:
            return "is in no block yet: append the op that defines it first"
        anchor: Operation | None = None  # the op of `home` the use is nested in
        current: Block | None = block
        while current is not None:
            if current is home:
                if anchor is None or definer is None:
                    return None
                if self._is_before(definer, anchor):
                    return None
                return (
                    f"is defined after the {anchor.name} this use is nested in: "
                    f"define it before the {anchor.name}"
                )
            parent = current.parent_op()
            if parent is None or parent is self.func:
                break
            anchor = parent
            current = parent.parent_block()
        if not self.func.is_ancestor(home):
            return (
                f"is not defined in @{self.func.sym_name.data}: a function uses "
                "its own parameters and the values it defines (pass the value "
                "as an argument)"
            )
        region_op = home.parent_op()
        where = "a region" if region_op is None else f"a region of {region_op.name}"
        return (
            f"is defined inside {where} that does not enclose this use: a value "
            "does not leave its region; yield it (scf.yield, pto.yield) and use "
            "the op's result"
        )

    def _is_before(self, first: Operation, second: Operation) -> bool:
        """Whether `first` comes before `second`, both ops of one block."""
        a = self._appended.get(first)
        b = self._appended.get(second)
        if a is not None and b is not None:
            return a < b
        return first.is_before_in_block(second)

    @contextmanager
    def inside(self, block: Block) -> Generator[Block, None, None]:
        """`with f.inside(block):` appends to `block` instead; on exit, a block
        left without a terminator is closed with an empty yield."""
        self._blocks.append(block)
        try:
            yield block
        finally:
            self._blocks.pop()
        self.close(block)

    # Values

    def constant(
        self, value: int, ty: IntegerType | IndexType, name: str | None = None
    ) -> SSAValue:
        """An integer or index `arith.constant`."""
        op = arith.ConstantOp(IntegerAttr(value, ty))
        return self.append(op, None if name is None else [name]).results[0]

    def index(self, value: int, name: str | None = None) -> SSAValue:
        """An `index` constant."""
        return self.constant(value, IndexType(), name)

    def value(self, value: Value, ty: Attribute | None, what: str) -> SSAValue:
        """`value` as an SSA value: a Python int becomes an `arith.constant` of
        type `ty` (an integer or index type); anything else is refused with
        what to pass instead."""
        if isinstance(value, SSAValue):
            return value
        if isinstance(value, Operation) and len(value.results) == 1:
            return value.results[0]
        if isinstance(value, int):
            if isinstance(ty, IntegerType | IndexType):
                return self.constant(int(value), cast(IntegerType | IndexType, ty))
            expected = "an unknown type" if ty is None else f"type {ty}"
            raise TypeError(
                f"{what} is the Python int {value}, but it has {expected}: pass an "
                "SSA value of that type (ints become constants only where an "
                "integer or index is expected)"
            )
        raise TypeError(
            f"{what} is {value!r}: pass an SSA value (or a Python int where an "
            "integer or index is expected)"
        )

    def _call_args(
        self, callee: str, args: Sequence[Value], op_name: str
    ) -> list[SSAValue]:
        signature = self.module.signature(callee)
        params = () if signature is None else signature.inputs.data
        return [
            self.value(
                a,
                params[i] if i < len(params) else None,
                f"argument {i} of {op_name} @{callee}",
            )
            for i, a in enumerate(args)
        ]

    def tensor_create(
        self,
        ty: TensorType,
        dynamic_sizes: Sequence[SSAValue] = (),
        name: str | None = None,
    ) -> SSAValue:
        """A fresh local buffer: one `index` per `?` dimension of `ty`."""
        op = TensorCreateOp(ty, dynamic_sizes)
        return self.append(op, None if name is None else [name]).results[0]

    def operator(
        self,
        name: str,
        groups: Sequence[Value | Sequence[Value] | None],
        result_types: Sequence[Attribute] = (),
        properties: Mapping[str, Attribute | str | None] | None = None,
        *,
        names: Sequence[str] | None = None,
    ) -> Operation:
        """A catalogue operator such as `tile.load`: one entry of `groups` per
        PyPTO argument (a value, a sequence for a variadic group, None for an
        absent optional one); an `index` argument may be a Python int, and an
        enum property its word (`{"atomic": "add"}`). An op whose result is an
        argument's buffer (`tile.store`, `tile.write`, the `pld.tensor.*`
        collectives, ...) returns that argument's type unless `result_types`
        says otherwise."""
        cls = OPERATORS_BY_NAME.get(name if name.startswith("pto.") else f"pto.{name}")
        if cls is None:
            raise ValueError(f"pto has no operator {name!r}")
        spec_row = construct.SPECS[cls.name]
        specs = spec_row.arg_specs
        if len(groups) != len(specs):
            raise ValueError(
                f"{cls.name} takes {len(specs)} argument(s) "
                f"({', '.join(spec_row.args)}) but {len(groups)} were given: pass "
                "one entry per argument (None for an absent optional one)"
            )
        operands: list[list[SSAValue]] = []
        for spec, group in zip(specs, groups, strict=True):
            values = (
                []
                if group is None
                else list(group)
                if isinstance(group, Sequence)
                else [group]
            )
            # An index argument written as a Python int is an index constant.
            ty = IndexType() if spec.kind == "index" else None
            what = f"argument {spec.name} of {cls.name}"
            operands.append([self.value(v, ty, what) for v in values])
        declared = spec_row.properties
        props: dict[str, Attribute] = {}
        given: Mapping[str, Attribute | str | None] = properties or {}
        for key, value in given.items():
            if value is None:
                continue
            if key not in declared:
                raise ValueError(
                    f"{cls.name} has no property {key!r}: its properties are "
                    f"{', '.join(declared) or 'none'}"
                )
            props[key] = _property(cls.name, key, declared[key], value)
        reused = declarations(cls).reuses
        if not result_types and reused is not None and reused < len(operands):
            result_types = [v.type for v in operands[reused][:1]]
        op = construct.catalogue_operator(cls, operands, result_types, props)
        return self.append(op, names)

    # Calls and launches

    def _results(
        self, callee: str, result_types: Sequence[Attribute] | None
    ) -> Sequence[Attribute]:
        if result_types is not None:
            return result_types
        signature = self.module.signature(callee)
        if signature is None:
            raise ValueError(
                f"@{callee} is not declared yet: declare it first or pass result_types"
            )
        return signature.outputs.data

    def call(
        self,
        callee: str,
        args: Sequence[Value],
        *,
        directions: Sequence[ArgDirection | str] | None = None,
        no_dep: Sequence[int] | None = None,
        result_types: Sequence[Attribute] | None = None,
        names: Sequence[str] | None = None,
    ) -> CallOp:
        """`pto.call`; `directions` sets arg_directions, `no_dep` the overrides.
        A Python int argument becomes a constant of its parameter's type."""
        op = CallOp(
            callee,
            self._call_args(callee, args, "pto.call"),
            self._results(callee, result_types),
            arg_directions=_arg_dirs(directions),
            overrides=no_dep,
        )
        self.append(op, names)
        return op

    def submit(
        self,
        callee: str,
        args: Sequence[Value],
        *,
        deps: Sequence[SSAValue] = (),
        predicate: SSAValue | None = None,
        core_num: int | SSAValue | None = None,
        sync_start: bool = False,
        allow_early_resolve: bool = False,
        directions: Sequence[ArgDirection | str] | None = None,
        no_dep: Sequence[int] | None = None,
        result_types: Sequence[Attribute] | None = None,
        names: Sequence[str] | None = None,
    ) -> SubmitOp:
        """`pto.submit` of a prefix `args` of the callee's parameters; its last
        result is the task id (`.task_id`)."""
        op = SubmitOp(
            callee,
            self._call_args(callee, args, "pto.submit"),
            self._results(callee, result_types),
            deps=deps,
            predicate=predicate,
            core_num=core_num,
            sync_start=sync_start,
            allow_early_resolve=allow_early_resolve,
            arg_directions=_arg_dirs(directions),
            overrides=no_dep,
        )
        self.append(op, names)
        return op

    # Structured ops

    @contextmanager
    def scope(
        self,
        kind: ScopeKind | str,
        *,
        manual: bool = False,
        result_types: Sequence[Attribute] = (),
        names: Sequence[str] | None = None,
    ) -> Generator[ScopeOp, None, None]:
        """`with f.scope("runtime", manual=True) as s:`; end with `f.yield_(...)`
        when the scope has results."""
        op = ScopeOp(ScopeKind(kind), Region(Block()), result_types, manual=manual)
        self.append(op, names)
        with self.inside(op.body.block):
            yield op

    @contextmanager
    def for_(
        self,
        lower: Value,
        upper: Value,
        step: Value,
        *,
        iter_args: Sequence[SSAValue] = (),
        kind: ForKind | str | None = None,
        iv_name: str | None = None,
        arg_names: Sequence[str] | None = None,
        names: Sequence[str] | None = None,
    ) -> Generator[ForLoop, None, None]:
        """`scf.for`, sequential unless `kind` says otherwise (stored as the
        discardable `pto.for_kind`). Python int bounds become constants of the
        type of the bound given as a value, or `index`."""
        bounds = (lower, upper, step)
        given = [b.type for b in bounds if isinstance(b, SSAValue)]
        ty = given[0] if given else IndexType()
        lower, upper, step = (
            self.value(b, ty, f"{what} of scf.for")
            for b, what in zip(
                bounds, ("lower bound", "upper bound", "step"), strict=True
            )
        )
        block = Block(arg_types=[lower.type, *(a.type for a in iter_args)])
        op = construct.for_loop(
            lower,
            upper,
            step,
            iter_args,
            block,
            None if kind is None else ForKind(kind),
        )
        if iv_name is not None:
            block.args[0].name_hint = iv_name
        _name(block.args[1:], arg_names)
        self.append(op, names)
        with self.inside(block):
            yield ForLoop(op)

    def while_(
        self,
        inits: Sequence[SSAValue],
        result_types: Sequence[Attribute] | None = None,
        *,
        names: Sequence[str] | None = None,
    ) -> WhileLoop:
        """`scf.while`; fill `with loop.before():` (ending with `condition`) and
        `with loop.after():` (ending with `yield_`). `result_types` (default:
        the init types) are the types forwarded by the condition."""
        forwarded = [v.type for v in inits] if result_types is None else result_types
        op = scf.WhileOp(
            inits,
            forwarded,
            Region(Block(arg_types=[v.type for v in inits])),
            Region(Block(arg_types=forwarded)),
        )
        self.append(op, names)
        return WhileLoop(op, self)

    def if_(
        self,
        cond: SSAValue | bool,
        result_types: Sequence[Attribute] = (),
        *,
        names: Sequence[str] | None = None,
    ) -> IfBranch:
        """`scf.if`; fill `with br.then():` and `with br.otherwise():`."""
        cond = self.value(cond, IntegerType(1), "condition of scf.if")
        op = scf.IfOp(cond, result_types, Region(Block()), Region())
        self.append(op, names)
        return IfBranch(op, self)

    # Terminators

    def condition(self, cond: SSAValue, *forwarded: SSAValue) -> None:
        """`scf.condition`, the end of an `scf.while` before-region."""
        self.append(scf.ConditionOp(cond, *forwarded))

    def yield_(self, *values: SSAValue) -> None:
        """`pto.yield` in a scope, `scf.yield` in an scf region."""
        parent = self.block.parent_op()
        if isinstance(parent, ScopeOp):
            self.append(YieldOp(*values))
        else:
            self.append(scf.YieldOp(*values))

    def ret(self, *values: SSAValue) -> None:
        """`pto.return`, the end of the function body."""
        self._add(self._blocks[0], ReturnOp(*values))

    def close(self, block: Block) -> None:
        """Give `block` an empty yield if it has no terminator yet."""
        last = block.last_op
        if last is not None and last.has_trait(IsTerminator):
            return
        parent = block.parent_op()
        if isinstance(parent, ScopeOp):
            block.add_op(YieldOp())
        elif isinstance(parent, scf.WhileOp) and block is parent.before_region.block:
            return  # needs an explicit condition
        elif parent is not None and not isinstance(parent, FuncOp):
            block.add_op(scf.YieldOp())
