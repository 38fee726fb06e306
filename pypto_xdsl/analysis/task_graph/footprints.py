"""What a task really touches: its callee's body, executed on its arguments.

A tensor value of the callee is a tuple of candidate views (control flow may
bind it to several), each exact or not: an access through an inexact view (a
slice at an offset that cannot be evaluated, say) is its whole view. Loads
and stores give boxes at their offsets; every other op reaches a parameter
through its declared effects, or, unclassified, reads and writes it whole
(docs/task-graph.md).

Never an under-approximation: a loop the interpreter does not follow
iteration by iteration (an unknown bound, more than `max_iterations`) runs
with unknown scalars until its carried tensors reach their fixed point (every
view they may hold), and only that last round is recorded. A task launched on
`core_num` cores runs once per core, the per-core index taking each value in
`[0, core_num)`; on a core count known only at run time (not bound) the
per-core index and the core count are unknown: every value they could have.
A `pto.dynamic_dim` takes the value `bind` gives its name, else it is unknown
and named in `widened`.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from xdsl.dialects import scf
from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Operation, SSAValue

from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.task_graph.evaluate import evaluate, is_arith
from pypto_xdsl.analysis.task_graph.interpret import ScfInterpreter, trip_count
from pypto_xdsl.analysis.task_graph.lineage import ResultLineage
from pypto_xdsl.analysis.task_graph.model import Access, stay_inside
from pypto_xdsl.analysis.task_graph.views import View, row_major_strides
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.declarations import (
    arg_effect,
    declared_load,
    declared_reshape,
    declared_store,
    declared_view,
    operand_accesses,
    reused_operand,
)
from pypto_xdsl.dialects.dynamic_dim import DynamicDimOp
from pypto_xdsl.dialects.effects import (
    ArgEffect,
    CoreCount,
    CoreIndex,
    LoadsTile,
    ReshapeOf,
    StoresTile,
    ViewOf,
)
from pypto_xdsl.dialects.func import FuncOp, enclosing_func
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.symbol_table import callee_of
from pypto_xdsl.dialects.types import TensorType, TileType

_MAX_NESTED_CALLS = 32


@dataclass(frozen=True)
class Candidate:
    view: View
    exact: bool


Tensor = tuple[Candidate, ...]
Bound = Tensor | int | None
"""What a callee value is bound to: candidate views, an int, or unknown."""


def _shape(values: Sequence[int | None]) -> tuple[int, ...] | None:
    if any(v is None for v in values):
        return None
    return tuple(v for v in values if v is not None)


def box(
    op: Operation,
    view: View,
    offsets: Sequence[int | None],
    shape: Sequence[int | None],
) -> View | None:
    """The box `[offsets, offsets + shape)` of `view` that `op` accesses, as
    a view of its buffer; None when some offset or extent cannot be
    evaluated or is no size. An error on `op` if it reaches past an extent
    assumed for the buffer (`stay_inside`)."""
    offs = _shape(offsets)
    extents = _shape(shape)
    if offs is None or extents is None or any(n < 0 for n in extents):
        # A negative extent is no size: the access is the whole view.
        return None
    rank = len(view.strides)
    if len(offs) != rank or len(extents) != rank:
        return None
    start = view.start + sum(o * s for o, s in zip(offs, view.strides, strict=True))
    found = View(view.buffer, start, extents, view.strides)
    stay_inside(op, found, view, offs)
    return found


class FootprintInterpreter:
    """Footprints of task callees, all in one module."""

    def __init__(
        self,
        graph: CallGraph,
        lineage: ResultLineage,
        max_iterations: int = 1024,
        bind: Mapping[str, int] | None = None,
    ):
        self.graph = graph
        """Where nested callees are found (`graph.funcs`)."""
        self.lineage = lineage
        self.max_iterations = max_iterations
        self.bind: Mapping[str, int] = bind or {}
        """Values of named dynamic dimensions (`pto.dynamic_dim`)."""
        self.widened: dict[str, None] = {}
        """What was known only at run time and taken with every value it
        could have, in the order met (the summary names them)."""

    def footprint(
        self, callee: FuncOp, bound: Sequence[Bound], cores: int | None = 1
    ) -> list[Access]:
        """The accesses of one execution of `callee` with its parameters
        bound to `bound`, on `cores` cores: the union over the values of the
        per-core index (unknown when there are more cores than the model
        follows iterations, or when the core count is None: known only at
        run time)."""
        accesses: list[Access] = []
        if cores is None or cores == 1:
            _Run(self, accesses, None if cores is None else 0, cores).call(
                callee, bound
            )
            return accesses
        per_core: dict[Access, None] = {}
        indices = range(cores) if cores <= self.max_iterations else [None]
        for index in indices:
            accesses = []
            _Run(self, accesses, index, cores).call(callee, bound)
            per_core.update(dict.fromkeys(accesses))
        return list(per_core)


def whole_by_direction(
    direction: ParamDirection, candidates: Tensor, into: list[Access]
) -> None:
    """A callee without a body: the whole view, by parameter direction."""
    reads = direction is not ParamDirection.OUT
    writes = direction is not ParamDirection.IN
    for c in candidates:
        into.append(Access(c.view, reads, writes))


class _Run(ScfInterpreter[Bound]):
    """One execution of a callee: an unknown scalar is None, an `scf.if`
    runs both branches, a loop not followed iteration by iteration runs to
    the fixed point of its carried views (interpret.py)."""

    def __init__(
        self,
        owner: FootprintInterpreter,
        accesses: list[Access],
        block_idx: int | None,
        block_num: int | None,
    ):
        super().__init__(owner.max_iterations)
        self.owner = owner
        self.accesses = accesses
        self.block_idx = block_idx
        """This core's per-core index (None: any of them)."""
        self.block_num = block_num
        self.depth = 0
        """Calls nested in the task's callee."""

    # The value domain -----------------------------------------------------------

    def merge(self, a: Bound, b: Bound) -> Bound:
        return _merge(a, b)

    def widen(self, value: Bound) -> Bound:
        return _widen(value)

    def branch(self, op: scf.IfOp) -> int | None:
        # The union of both branches, whatever the condition.
        return None

    def follows(self, ranges: Sequence[range]) -> bool:
        count = 1
        for trips in ranges:
            count *= trip_count(trips)
        return count <= self.max_iterations

    @contextmanager
    def quietly(self) -> Generator[object]:
        recorded = self.accesses
        self.accesses = []
        try:
            yield None
        finally:
            self.accesses = recorded

    # Values -----------------------------------------------------------------

    def int_of(self, value: SSAValue) -> int | None:
        found = self.env.get(value)
        return found if isinstance(found, int) else None

    def tensor_of(self, value: SSAValue) -> Tensor:
        found = self.env.get(value)
        return found if isinstance(found, tuple) else ()

    def access(
        self,
        op: Operation,
        candidates: Tensor,
        offsets: Sequence[SSAValue] | None,
        shape: Sequence[int | None],
        reads: bool,
        writes: bool,
    ) -> None:
        for c in candidates:
            view = None
            if c.exact and offsets is not None:
                view = box(op, c.view, [self.int_of(o) for o in offsets], shape)
            self.accesses.append(Access(view or c.view, reads, writes))

    def whole(self, candidates: Tensor, reads: bool, writes: bool) -> None:
        for c in candidates:
            self.accesses.append(Access(c.view, reads, writes))

    # Bodies -----------------------------------------------------------------

    def call(self, callee: FuncOp, bound: Sequence[Bound]) -> Sequence[Bound]:
        """Execute `callee`'s body; the values it returns."""
        block = callee.regions[0].first_block if callee.regions else None
        if block is None or self.depth > _MAX_NESTED_CALLS:
            directions = callee.param_directions_tuple
            for i, value in enumerate(bound):
                if isinstance(value, tuple) and i < len(directions):
                    whole_by_direction(directions[i], value, self.accesses)
            return ()
        saved = self.env
        self.env = dict(zip(block.args, bound, strict=False))
        try:
            returned = self.block(block)
        finally:
            self.env = saved
        return returned

    def op(self, op: Operation) -> None:
        env = self.env
        if is_arith(op):
            if op.results:
                env[op.results[0]] = evaluate(op, [self.int_of(v) for v in op.operands])
        elif self.control(op):
            pass
        elif isinstance(op, ScopeOp):
            body = op.body.first_block
            values = self.block(body) if body is not None else []
            for result, value in zip(op.results, values, strict=False):
                env[result] = value
        elif isinstance(op, CallLikeOp):
            self.nested_call(op)
        elif op.has_trait(CoreIndex):
            env[op.results[0]] = self.block_idx
        elif op.has_trait(CoreCount):
            env[op.results[0]] = self.block_num
        elif isinstance(op, DynamicDimOp):
            name = op.dim_name.data
            env[op.result] = self.owner.bind.get(name)
            if name not in self.owner.bind:
                # Every value it could have: unknown, so its accesses widen.
                callee = enclosing_func(op)
                where = f" in @{callee.sym_name.data}" if callee is not None else ""
                self.owner.widened[
                    f"dynamic dimension {name}{where}: widened (--bind {name}=VALUE)"
                ] = None
        elif (load := declared_load(op)) is not None:
            self.load(op, load)
        elif (store := declared_store(op)) is not None:
            self.store(op, store)
        elif (view := declared_view(op)) is not None:
            self.slice(op, view)
        elif (reshape := declared_reshape(op)) is not None:
            self.reshape(op, reshape)
        else:
            self.declared(op)

    def load(self, op: Operation, load: LoadsTile) -> None:
        groups = argument_groups(op)
        tensor = self.tensor_of(groups[load.tensor][0])
        shape = [self.int_of(v) for v in groups[load.shapes]]
        valid = () if load.valid_shape is None else groups[load.valid_shape]
        if len(valid) == len(shape):
            # Only the valid extent is read; a valid extent that cannot be
            # evaluated widens to the tile's shape, never narrower.
            shape = [
                n if (v := self.int_of(value)) is None else v
                for n, value in zip(shape, valid, strict=True)
            ]
        self.access(op, tensor, groups[load.offsets], shape, True, False)

    def store(self, op: Operation, store: StoresTile) -> None:
        groups = argument_groups(op)
        target = self.tensor_of(groups[store.tensor][0])
        shapes = () if store.shapes is None else groups[store.shapes]
        if shapes:
            shape: list[int | None] = [self.int_of(v) for v in shapes]
        else:
            # The stored tile's valid rectangle (its shape when none is
            # declared): PyPTO writes only the valid extent. An extent known
            # only at run time widens to the tile's, never narrower.
            tile = groups[store.tile][0].type
            shape = (
                [
                    n if v == DYNAMIC_INDEX else v
                    for v, n in zip(tile.valid_shape, tile.get_shape(), strict=True)
                ]
                if isinstance(tile, TileType)
                else [None]
            )
        effect = arg_effect(op, store.tensor)
        self.access(
            op, target, groups[store.offsets], shape, effect.reads, effect.writes
        )
        for result in op.results:
            self.env[result] = target

    def slice(self, op: Operation, view: ViewOf) -> None:
        """A view names the box of its source it declares; a view whose box
        is not declared or cannot be evaluated names some part of it."""
        groups = argument_groups(op)
        source = self.tensor_of(groups[view.index][0])
        shape: list[int | None] | None = None
        offsets: list[int | None] = []
        if view.shape is not None and view.offsets is not None:
            shape = [self.int_of(v) for v in groups[view.shape]]
            offsets = [self.int_of(v) for v in groups[view.offsets]]
        sliced: list[Candidate] = []
        for c in source:
            found = (
                box(op, c.view, offsets, shape)
                if c.exact and shape is not None
                else None
            )
            sliced.append(Candidate(found, True) if found else Candidate(c.view, False))
        self.env[op.results[0]] = tuple(sliced)

    def reshape(self, op: Operation, reshape: ReshapeOf) -> None:
        source = self.tensor_of(argument_groups(op)[reshape.index][0])
        ty = op.results[0].type
        shape = ty.get_shape() if isinstance(ty, TensorType) else (-1,)
        exact_shape = all(n >= 0 for n in shape)
        reshaped: list[Candidate] = []
        for c in source:
            if c.exact and exact_shape:
                view = View(
                    c.view.buffer, c.view.start, shape, row_major_strides(shape)
                )
                stay_inside(op, view)
                reshaped.append(Candidate(view, True))
            else:
                reshaped.append(Candidate(c.view, False))
        self.env[op.results[0]] = tuple(reshaped)

    def declared(self, op: Operation) -> None:
        """Any other op: its declared effect on the whole view of each
        tensor operand; unclassified, both (the task graph never assumes
        that an op nobody classified leaves an argument alone)."""
        for _, value, access in operand_accesses(op, ArgEffect.READ_WRITE):
            if access is not None:
                self.whole(self.tensor_of(value), access.reads, access.writes)
        reused = reused_operand(op)
        if reused is not None:
            for result in op.results:
                self.env[result] = self.tensor_of(reused)

    def nested_call(self, op: CallLikeOp) -> None:
        callee = callee_of(op, self.owner.graph.funcs)
        if callee is None:
            return
        bound = [self.env.get(a) for a in op.args]
        self.depth += 1
        try:
            returned = self.call(callee, bound)
        finally:
            self.depth -= 1
        caller = enclosing_func(op)
        aliased = (
            self.owner.lineage.aliased_parameters(op, caller, callee)
            if caller is not None
            else ()
        )
        for k, result in enumerate(op.callee_results):
            value: Bound = returned[k] if k < len(returned) else None
            if not isinstance(value, tuple) and k < len(aliased):
                param = aliased[k]
                if param is not None and param < len(bound):
                    value = bound[param]
            self.env[result] = value


def _widen(value: Bound) -> Bound:
    """A carried value on an unknown iteration: scalars become unknown;
    views stay (the offsets taken from them become unknown instead)."""
    return value if isinstance(value, tuple) else None


def _merge(a: Bound, b: Bound) -> Bound:
    """A value that may be `a` or `b` (loop carries, branches)."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        merged = list(a)
        for c in b:
            if c not in merged:
                merged.append(c)
        return tuple(merged)
    if isinstance(a, tuple) or isinstance(b, tuple):
        return a if isinstance(a, tuple) else b
    return a if a == b else None
