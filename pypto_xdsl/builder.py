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
left without a terminator gets an empty `pto.yield`/`scf.yield` on exit.
Result types of calls and submits come from the callee's signature, so a
callee must be declared or defined first (or `result_types` given).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import IsTerminator

from pypto_xdsl.dialects.attributes import (
    FOR_KIND_ATTR,
    ArgDirection,
    ForKind,
    ForKindAttr,
    FuncKind,
    ParamDirection,
    ScopeKind,
)
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.declarations import declarations
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.scope import ScopeOp, YieldOp
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType


def _kind(kind: FuncKind | str | None) -> FuncKind | None:
    return None if kind is None else FuncKind(kind)


def _param_dirs(
    directions: Sequence[ParamDirection | str] | None,
) -> list[ParamDirection] | None:
    return None if directions is None else [ParamDirection(d) for d in directions]


def _arg_dirs(
    directions: Sequence[ArgDirection | str] | None,
) -> list[ArgDirection] | None:
    return None if directions is None else [ArgDirection(d) for d in directions]


def _name(values: Sequence[SSAValue], names: Sequence[str] | None) -> None:
    if names is None:
        return
    if len(names) > len(values):
        raise ValueError(f"{len(names)} names given for {len(values)} values")
    for value, name in zip(values, names, strict=False):
        value.name_hint = name


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

    @property
    def args(self) -> tuple[SSAValue, ...]:
        return self.func.args

    @property
    def block(self) -> Block:
        """The block ops are appended to."""
        return self._blocks[-1]

    def append(self, op: Operation, names: Sequence[str] | None = None) -> Operation:
        """Append any op (say a catalogue operator) at the insertion point."""
        self.block.add_op(op)
        _name(op.results, names)
        return op

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
        groups: Sequence[SSAValue | Sequence[SSAValue] | None],
        result_types: Sequence[Attribute] = (),
        properties: Mapping[str, Attribute | None] | None = None,
        *,
        names: Sequence[str] | None = None,
    ) -> Operation:
        """A catalogue operator such as `tile.load`: one entry of `groups` per
        PyPTO argument (a value, a sequence for a variadic group, None for an
        absent optional one). An op whose result is an argument's buffer
        (`tile.store`, `tile.write`, the `pld.tensor.*` collectives, ...)
        returns that argument's type unless `result_types` says otherwise."""
        cls = OPERATORS_BY_NAME.get(name if name.startswith("pto.") else f"pto.{name}")
        if cls is None:
            raise ValueError(f"pto has no operator {name!r}")
        operands = [
            [] if g is None else [g] if isinstance(g, SSAValue) else list(g)
            for g in groups
        ]
        reused = declarations(cls).reuses
        if not result_types and reused is not None and reused < len(operands):
            result_types = [v.type for v in operands[reused][:1]]
        op = cls(
            operands=operands,
            result_types=list(result_types),
            properties={} if properties is None else dict(properties),
        )
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
        args: Sequence[SSAValue],
        *,
        directions: Sequence[ArgDirection | str] | None = None,
        no_dep: Sequence[int] | None = None,
        result_types: Sequence[Attribute] | None = None,
        names: Sequence[str] | None = None,
    ) -> CallOp:
        """`pto.call`; `directions` sets arg_directions, `no_dep` the overrides."""
        op = CallOp(
            callee,
            args,
            self._results(callee, result_types),
            arg_directions=_arg_dirs(directions),
            overrides=no_dep,
        )
        self.append(op, names)
        return op

    def submit(
        self,
        callee: str,
        args: Sequence[SSAValue],
        *,
        deps: Sequence[SSAValue] = (),
        predicate: SSAValue | None = None,
        core_num: int | None = None,
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
            args,
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
        lower: SSAValue,
        upper: SSAValue,
        step: SSAValue,
        *,
        iter_args: Sequence[SSAValue] = (),
        kind: ForKind | str | None = None,
        iv_name: str | None = None,
        arg_names: Sequence[str] | None = None,
        names: Sequence[str] | None = None,
    ) -> Generator[ForLoop, None, None]:
        """`scf.for`, sequential unless `kind` says otherwise (stored as the
        discardable `pto.for_kind`)."""
        block = Block(arg_types=[lower.type, *(a.type for a in iter_args)])
        op = scf.ForOp(lower, upper, step, iter_args, Region(block))
        if kind is not None:
            op.attributes[FOR_KIND_ATTR] = ForKindAttr(ForKind(kind))
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
        cond: SSAValue,
        result_types: Sequence[Attribute] = (),
        *,
        names: Sequence[str] | None = None,
    ) -> IfBranch:
        """`scf.if`; fill `with br.then():` and `with br.otherwise():`."""
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
        self._blocks[0].add_op(ReturnOp(*values))

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
