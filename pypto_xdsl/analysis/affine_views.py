"""Index values and tensor views as affine functions, for the disjointness
proof of `relax-sequential` (derive-call-directions.md, *Modes*).

An index value is **affine** when it is built from integer constants, loop
induction variables and function scalar parameters by `+`, `-`, a product with
a constant and a floor or ceiling division by a positive constant: a
Presburger term isl decides exactly. Arithmetic is exact only on `index`
values: on a fixed-width integer type it may wrap, and so may a cast to an
integer type narrower than `index`; both are `non-affine`. Anything else is refused, with the reason
in the spec's words: a product of two variables is `non-affine`, a value read
from memory or carried by a loop is `data-dependent`.

A **view** of a tensor value is the buffer it names (a function parameter or an
allocation, `AllocatesResult`: `pto.tensor.create`) and its per-dimension
offset into that buffer: a view with a declared box (`ViewOf`:
`pto.tensor.slice`) adds its offsets, in-place writers, call results and loop
carries keep the view of what they alias. Strides are always the buffer's own,
row-major: a slice keeps its source's strides (task-graph.md, *Executing*), and
a `view`/`reshape`, which resets them, is only followed when it changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.irdl import IRDLOperation

from pypto_xdsl.analysis.buffer_roots import BufferRoots, CallResultRule
from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.ir_access import constant_int
from pypto_xdsl.analysis.relax_reasons import Reason
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.declarations import (
    allocated_tensor,
    declared_view,
    reused_operand,
    unchanged_argument,
)
from pypto_xdsl.dialects.effects import ViewOf
from pypto_xdsl.dialects.func import FuncOp, ReturnOp, enclosing_func
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.scope import YieldOp as ScopeYieldOp
from pypto_xdsl.dialects.symbol_table import callee_of
from pypto_xdsl.dialects.types import TensorType


@dataclass(frozen=True, slots=True)
class Div:
    """`floor(num / den)` (or `ceil`), `den > 0`."""

    num: Aff
    den: int
    ceil: bool


Atom = SSAValue | Div
"""A variable (a loop induction variable or a function scalar parameter) or a
division of an affine term."""


@dataclass(frozen=True, slots=True)
class Aff:
    """`const + sum(coeff * atom)`, no zero coefficient."""

    terms: tuple[tuple[Atom, int], ...]
    const: int

    @property
    def is_constant(self) -> bool:
        return not self.terms

    def atoms(self) -> list[SSAValue]:
        """The variables the term names, divisions included."""
        found: list[SSAValue] = []
        for atom, _ in self.terms:
            if isinstance(atom, Div):
                found.extend(atom.num.atoms())
            else:
                found.append(atom)
        return found

    def render(self, name: Callable[[SSAValue], str]) -> str:
        """isl's syntax, variables named by `name`."""
        parts = [str(self.const)] if self.const or not self.terms else []
        for atom, coeff in self.terms:
            if isinstance(atom, Div):
                fn = "ceil" if atom.ceil else "floor"
                text = f"{fn}(({atom.num.render(name)})/{atom.den})"
            else:
                text = name(atom)
            parts.append(text if coeff == 1 else f"{coeff}*{text}")
        return " + ".join(parts)


def constant(value: int) -> Aff:
    return Aff((), value)


ZERO = constant(0)


def variable(value: SSAValue) -> Aff:
    return Aff(((value, 1),), 0)


def add(a: Aff, b: Aff, scale_b: int = 1) -> Aff:
    """`a + scale_b * b`."""
    terms: dict[Atom, int] = dict(a.terms)
    for atom, coeff in b.terms:
        terms[atom] = terms.get(atom, 0) + scale_b * coeff
    return Aff(
        tuple((atom, c) for atom, c in terms.items() if c), a.const + scale_b * b.const
    )


def scale(a: Aff, k: int) -> Aff:
    if k == 0:
        return ZERO
    return Aff(tuple((atom, c * k) for atom, c in a.terms), a.const * k)


def divide(a: Aff, den: int, *, ceil: bool) -> Aff:
    if a.is_constant:
        return constant(-((-a.const) // den) if ceil else a.const // den)
    return Aff(((Div(a, den, ceil), 1),), 0)


def is_variable(value: SSAValue) -> bool:
    """A loop induction variable or a function scalar parameter."""
    if not isinstance(value, BlockArgument):
        return False
    parent = value.owner.parent_op()
    if isinstance(parent, FuncOp):
        return True
    if isinstance(parent, scf.ForOp):
        return value.index == 0
    return isinstance(parent, scf.ParallelOp)


def loop_of(value: SSAValue) -> Operation | None:
    """The `scf.for`/`scf.parallel` whose induction variable `value` is."""
    if isinstance(value, BlockArgument) and is_variable(value):
        parent = value.owner.parent_op()
        if isinstance(parent, scf.ForOp | scf.ParallelOp):
            return parent
    return None


_LINEAR = (arith.AddiOp, arith.SubiOp, arith.MuliOp)
_DIVISIONS = (arith.FloorDivSIOp, arith.CeilDivSIOp)
_CASTS = (arith.IndexCastOp, arith.ExtSIOp)


class AffineValues:
    """`affine(value)`: the affine term of an index value, or why not."""

    def __init__(self) -> None:
        self._memo: dict[SSAValue, Aff | Reason] = {}

    def affine(self, value: SSAValue) -> Aff | Reason:
        # Iterative over the operand DAG: index arithmetic chains can be long.
        memo = self._memo
        found = memo.get(value)
        if found is not None:
            return found
        stack = [value]
        while stack:
            top = stack[-1]
            if top in memo:
                stack.pop()
                continue
            pending = [v for v in _operands_needed(top) if v not in memo]
            if pending:
                stack.extend(pending)
                continue
            memo[top] = self._combine(top)
            stack.pop()
        return memo[value]

    def _combine(self, value: SSAValue) -> Aff | Reason:
        if is_variable(value):
            return variable(value)
        known = constant_int(value)
        if known is not None:
            return constant(known)
        op = value.owner
        if not isinstance(op, Operation) or not isinstance(
            op, _LINEAR + _DIVISIONS + _CASTS
        ):
            return Reason.DATA_DEPENDENT
        parts = [self._memo[v] for v in op.operands]
        for part in parts:
            if isinstance(part, Reason):
                return part
        terms = [p for p in parts if isinstance(p, Aff)]
        if isinstance(op, _CASTS):
            return terms[0] if _widens(op) else Reason.NON_AFFINE
        if not isinstance(value.type, IndexType):
            # Fixed-width arithmetic may wrap: exact only on `index` values.
            return Reason.NON_AFFINE
        a, b = terms
        if isinstance(op, arith.AddiOp):
            return add(a, b)
        if isinstance(op, arith.SubiOp):
            return add(a, b, -1)
        if isinstance(op, arith.MuliOp):
            if b.is_constant:
                return scale(a, b.const)
            if a.is_constant:
                return scale(b, a.const)
            return Reason.NON_AFFINE
        if not b.is_constant or b.const <= 0:
            return Reason.NON_AFFINE
        return divide(a, b.const, ceil=isinstance(op, arith.CeilDivSIOp))


_INDEX_WIDTH = 64
"""The widest `index` of any target: a cast to an integer type at least this
wide keeps every index value."""


def _widens(op: Operation) -> bool:
    """Whether a cast keeps every value of its operand: a sign extension, a
    cast to `index`, or from `index` to an integer type at least as wide."""
    result = op.results[0].type
    if isinstance(op, arith.ExtSIOp) or isinstance(result, IndexType):
        return True
    return isinstance(result, IntegerType) and result.bitwidth >= _INDEX_WIDTH


def _operands_needed(value: SSAValue) -> Sequence[SSAValue]:
    op = value.owner
    if (
        isinstance(op, Operation)
        and isinstance(op, _LINEAR + _DIVISIONS + _CASTS)
        and constant_int(value) is None
    ):
        return op.operands
    return ()


@dataclass(frozen=True, slots=True)
class View:
    """A tensor value as an offset into a buffer with its own strides."""

    base: SSAValue
    """A function tensor parameter or a `pto.tensor.create` result."""
    offsets: tuple[Aff, ...]
    """Per dimension of `base`."""


def row_major_strides(ty: TensorType) -> tuple[int, ...] | None:
    """Row-major strides of a tensor type; None when one depends on a `?`
    dimension (every dimension but the outermost must be static)."""
    shape = ty.get_shape()
    strides: list[int] = []
    stride = 1
    for i, dim in enumerate(reversed(shape)):
        strides.append(stride)
        if i < len(shape) - 1:
            if dim < 0:
                return None
            stride *= dim
    return tuple(reversed(strides))


def _rank(value: SSAValue) -> int | None:
    ty = value.type
    return len(ty.get_shape()) if isinstance(ty, TensorType) else None


class Views:
    """`view(value)`: the view of a tensor value, or why it cannot be followed.

    A call result is a view of the argument phase 1's lineage names
    (`BufferRoots.lineage`), so that the proof and the direction table agree
    on which buffer it is. Under rule 1 the view is the callee's: the value
    the callee returns must be that parameter itself, unchanged. Under the
    writer-slot rule it must be the only writer slot's argument with the
    result's root: where several name the buffer, the rule's choice is one of
    slot order, not one the proof may build on.
    """

    def __init__(
        self,
        affine: AffineValues,
        graph: CallGraph,
        signatures: Signatures,
        roots: Mapping[FuncOp, BufferRoots],
    ):
        self.affine = affine
        self.graph = graph
        self.signatures = signatures
        self.roots = roots
        self._memo: dict[SSAValue, View | Reason] = {}
        self._returned: dict[tuple[FuncOp, int, int], bool] = {}
        self._checked: dict[SSAValue, bool] = {}

    def callee(self, op: CallLikeOp) -> FuncOp | None:
        """The function `op` calls, from the graph's function table."""
        return callee_of(op, self.graph.funcs)

    def view(self, value: SSAValue) -> View | Reason:
        found = self._memo.get(value)
        if found is None:
            found = self._trace(value, None, self._memo, 0)
            self._memo[value] = found
        return found

    def _trace(
        self,
        value: SSAValue,
        stop: SSAValue | None,
        memo: dict[SSAValue, View | Reason],
        depth: int,
    ) -> View | Reason:
        """The view of `value`; with `stop`, relative to `stop` (a loop-carried
        argument whose yield is being checked)."""
        offsets: list[Aff] | None = None
        current = value
        # Identity steps are followed in a loop; only loop carries recurse.
        for _ in range(100_000):
            if current is stop:
                return _shifted(View(current, _zeros(current)), offsets)
            known = memo.get(current)
            if known is not None:
                return known if isinstance(known, Reason) else _shifted(known, offsets)
            step = self._step(current, stop, memo, depth)
            if isinstance(step, Reason | View):
                if isinstance(step, View):
                    return _shifted(step, offsets)
                return step
            current, extra = step
            if extra is not None:
                offsets = (
                    list(extra)
                    if offsets is None
                    else [add(a, b) for a, b in zip(offsets, extra, strict=True)]
                )
        return Reason.ALIAS

    def _step(
        self,
        value: SSAValue,
        stop: SSAValue | None,
        memo: dict[SSAValue, View | Reason],
        depth: int,
    ) -> View | Reason | tuple[SSAValue, tuple[Aff, ...] | None]:
        """One step back: a view (a buffer reached), a refusal, or the value
        this one is a view of with the offsets it adds."""
        if not isinstance(value.type, TensorType):
            return Reason.ALIAS
        if isinstance(value, BlockArgument):
            parent = value.owner.parent_op()
            if isinstance(parent, FuncOp):
                return View(value, _zeros(value))
            if isinstance(parent, scf.ForOp) and value.index >= 1:
                return self._carried(parent, value.index - 1, stop, memo, depth)
            return Reason.ALIAS
        op = value.owner
        if not isinstance(op, Operation) or not isinstance(value, OpResult):
            return Reason.ALIAS
        if allocated_tensor(op) is value:
            return View(value, _zeros(value))
        view = declared_view(op)
        if view is not None:
            if view.offsets is None:
                return Reason.VIEW  # a view whose offsets are not declared
            return self._slice(op, view, view.offsets, value)
        if isinstance(op, CallLikeOp):
            source = self._call_source(op, value)
            return Reason.ALIAS if source is None else (source, None)
        if isinstance(op, scf.ForOp):
            return self._carried(op, value.index, stop, memo, depth)
        if isinstance(op, scf.IfOp):
            return self._merged(op, value.index, stop, memo, depth)
        if isinstance(op, ScopeOp):
            yielded = _yielded(op.regions[0].first_block, value.index)
            return Reason.ALIAS if yielded is None else (yielded, None)
        source = reused_operand(op)
        if source is None or _rank(source) != _rank(value):
            return Reason.ALIAS if source is None else Reason.VIEW
        if unchanged_argument(op) is None:
            # An in-place writer returns its operand's buffer, as it is.
            return (source, None)
        # A view or reshape resets the strides to row-major ones of its shape
        # (a metadata update is taken alike): the layout is unchanged only for
        # the whole buffer, shape kept.
        if source.type != value.type:
            return Reason.VIEW
        inner = self._trace(source, stop, memo, depth)
        if isinstance(inner, Reason):
            return inner
        if inner.base.type != value.type or any(
            not o.is_constant or o.const for o in inner.offsets
        ):
            return Reason.VIEW
        return inner

    def _slice(
        self, op: Operation, view: ViewOf, offset_group: int, value: SSAValue
    ) -> Reason | tuple[SSAValue, tuple[Aff, ...] | None]:
        """A view at the offsets `view` declares: its source, shifted."""
        if not isinstance(op, IRDLOperation):
            return Reason.ALIAS
        groups = argument_groups(op)
        if len(groups) <= max(view.index, offset_group) or len(groups[view.index]) != 1:
            return Reason.ALIAS
        source = groups[view.index][0]
        rank = _rank(source)
        if rank is None or rank != _rank(value) or len(groups[offset_group]) != rank:
            return Reason.VIEW
        offsets: list[Aff] = []
        for v in groups[offset_group]:
            term = self.affine.affine(v)
            if isinstance(term, Reason):
                return term
            offsets.append(term)
        return (source, tuple(offsets))

    def _carried(
        self,
        loop: scf.ForOp,
        index: int,
        stop: SSAValue | None,
        memo: dict[SSAValue, View | Reason],
        depth: int,
    ) -> View | Reason | tuple[SSAValue, tuple[Aff, ...] | None]:
        """An iteration argument or result of an `scf.for`: the view of its init
        when every iteration yields the argument back unchanged."""
        body = loop.body.first_block
        if body is None or index >= len(loop.iter_args) or depth > 64:
            return Reason.ALIAS
        argument = body.args[index + 1]
        yielded = _yielded(body, index)
        if yielded is None:
            return Reason.ALIAS
        if argument not in self._checked:
            back = self._trace(yielded, argument, {}, depth + 1)
            self._checked[argument] = isinstance(back, View) and (
                back.base is argument
                and all(o.is_constant and not o.const for o in back.offsets)
            )
        if not self._checked[argument]:
            return Reason.ALIAS
        return (loop.iter_args[index], None)

    def _merged(
        self,
        op: scf.IfOp,
        index: int,
        stop: SSAValue | None,
        memo: dict[SSAValue, View | Reason],
        depth: int,
    ) -> View | Reason:
        """An `scf.if` result: the view both branches yield, if they agree."""
        views: list[View] = []
        for region in op.regions:
            yielded = _yielded(region.first_block, index)
            if yielded is None:
                return Reason.ALIAS
            found = self._trace(yielded, stop, memo, depth + 1)
            if isinstance(found, Reason):
                return found
            views.append(found)
        if len(views) != 2 or views[0] != views[1]:
            return Reason.ALIAS
        return views[0]

    def _call_source(self, op: CallLikeOp, value: SSAValue) -> SSAValue | None:
        """The argument a call result is exactly, by phase 1's lineage."""
        callee = self.callee(op)
        func = enclosing_func(op)
        roots = None if func is None else self.roots.get(func)
        lineage = None if roots is None else roots.lineage(value)
        if callee is None or roots is None or lineage is None:
            return None
        param = lineage.parameter
        args = op.args
        if param is None or param >= len(args):
            return None
        if lineage.rule is CallResultRule.CALLEE_BODY:
            position = op.callee_results.index(value)
            return args[param] if self._returns(callee, position, param) else None
        root = roots.root_of(value)
        if root is None or root.ambiguous:
            return None
        params = self.signatures.of(callee)
        same = {
            a
            for i, a in enumerate(args)
            if i < len(params)
            and params[i] != ParamDirection.IN
            and (r := roots.root_of(a)) is not None
            and not r.ambiguous
            and r.candidates == root.candidates
        }
        return args[param] if same == {args[param]} else None

    def _returns(self, callee: FuncOp, position: int, param: int) -> bool:
        """Whether `callee` returns parameter `param`, unchanged, as its
        result at `position` (a view question: phase 1's root of a slice of
        the parameter is the parameter too)."""
        key = (callee, position, param)
        found = self._returned.get(key)
        if found is None:
            found = self._returned[key] = self._param_returned(callee, position, param)
        return found

    def _param_returned(self, callee: FuncOp, position: int, param: int) -> bool:
        block = callee.regions[0].first_block if callee.regions else None
        ret = None if block is None else block.last_op
        if not isinstance(ret, ReturnOp) or position >= len(ret.operands):
            return False
        returned = ret.operands[position]
        found = self.view(returned)
        return (
            isinstance(found, View)
            and isinstance(found.base, BlockArgument)
            and found.base.owner is block
            and found.base.index == param
            and all(o.is_constant and not o.const for o in found.offsets)
            and found.base.type == returned.type
        )


def _zeros(value: SSAValue) -> tuple[Aff, ...]:
    return (ZERO,) * (_rank(value) or 0)


def _shifted(view: View, offsets: list[Aff] | None) -> View:
    if offsets is None:
        return view
    return View(
        view.base, tuple(add(a, b) for a, b in zip(view.offsets, offsets, strict=True))
    )


def _yielded(block: Block | None, index: int) -> SSAValue | None:
    terminator = None if block is None else block.last_op
    if terminator is None or not isinstance(terminator, scf.YieldOp | ScopeYieldOp):
        return None
    operands = terminator.operands
    return operands[index] if index < len(operands) else None
