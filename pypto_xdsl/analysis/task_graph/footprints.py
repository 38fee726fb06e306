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
`[0, core_num)`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from xdsl.dialects import scf
from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.task_graph.evaluate import evaluate, is_arith
from pypto_xdsl.analysis.task_graph.lineage import ResultLineage
from pypto_xdsl.analysis.task_graph.model import Access
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
    view: View, offsets: Sequence[int | None], shape: Sequence[int | None]
) -> View | None:
    """The box `[offsets, offsets + shape)` of `view`, as a view of its buffer;
    None when some offset or extent cannot be evaluated."""
    offs = _shape(offsets)
    extents = _shape(shape)
    if offs is None or extents is None:
        return None
    rank = len(view.strides)
    if len(offs) != rank or len(extents) != rank:
        return None
    start = view.start + sum(o * s for o, s in zip(offs, view.strides, strict=True))
    return View(view.buffer, start, extents, view.strides)


class FootprintInterpreter:
    """Footprints of task callees, all in one module."""

    def __init__(
        self, graph: CallGraph, lineage: ResultLineage, max_iterations: int = 1024
    ):
        self.graph = graph
        """Where nested callees are found (`graph.funcs`)."""
        self.lineage = lineage
        self.max_iterations = max_iterations

    def footprint(
        self, callee: FuncOp, bound: Sequence[Bound], cores: int = 1
    ) -> list[Access]:
        """The accesses of one execution of `callee` with its parameters
        bound to `bound`, on `cores` cores: the union over the values of the
        per-core index (unknown when there are more cores than the model
        follows iterations)."""
        if cores == 1:
            accesses: list[Access] = []
            _Run(self, accesses, 0, 1).call(callee, bound, 0)
            return accesses
        per_core: dict[Access, None] = {}
        indices = range(cores) if cores <= self.max_iterations else [None]
        for index in indices:
            accesses = []
            _Run(self, accesses, index, cores).call(callee, bound, 0)
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


class _Run:
    def __init__(
        self,
        owner: FootprintInterpreter,
        accesses: list[Access],
        block_idx: int | None,
        block_num: int,
    ):
        self.owner = owner
        self.accesses = accesses
        self.env: dict[SSAValue, Bound] = {}
        self.block_idx = block_idx
        """This core's per-core index (None: any of them)."""
        self.block_num = block_num

    # Values -----------------------------------------------------------------

    def int_of(self, value: SSAValue) -> int | None:
        found = self.env.get(value)
        return found if isinstance(found, int) else None

    def tensor_of(self, value: SSAValue) -> Tensor:
        found = self.env.get(value)
        return found if isinstance(found, tuple) else ()

    def access(
        self,
        candidates: Tensor,
        offsets: Sequence[SSAValue] | None,
        shape: Sequence[int | None],
        reads: bool,
        writes: bool,
    ) -> None:
        for c in candidates:
            view = None
            if c.exact and offsets is not None:
                view = box(c.view, [self.int_of(o) for o in offsets], shape)
            self.accesses.append(Access(view or c.view, reads, writes))

    def whole(self, candidates: Tensor, reads: bool, writes: bool) -> None:
        for c in candidates:
            self.accesses.append(Access(c.view, reads, writes))

    # Bodies -----------------------------------------------------------------

    def call(
        self, callee: FuncOp, bound: Sequence[Bound], depth: int
    ) -> Sequence[Bound]:
        """Execute `callee`'s body; the values it returns."""
        block = callee.regions[0].first_block if callee.regions else None
        if block is None or depth > _MAX_NESTED_CALLS:
            directions = callee.param_directions_tuple
            for i, value in enumerate(bound):
                if isinstance(value, tuple) and i < len(directions):
                    whole_by_direction(directions[i], value, self.accesses)
            return ()
        saved = self.env
        self.env = dict(zip(block.args, bound, strict=False))
        try:
            returned = self.block(block, depth)
        finally:
            self.env = saved
        return returned

    def block(self, block: Block, depth: int) -> list[Bound]:
        """Execute the ops of `block`; the values its terminator passes on."""
        for op in block.ops:
            if op.has_trait(IsTerminator):
                return [self.env.get(v) for v in op.operands]
            self.op(op, depth)
        return []

    def op(self, op: Operation, depth: int) -> None:
        env = self.env
        if is_arith(op):
            if op.results:
                env[op.results[0]] = evaluate(op, [self.int_of(v) for v in op.operands])
            return
        if isinstance(op, scf.ForOp):
            self.for_(op, depth)
        elif isinstance(op, scf.ParallelOp):
            self.parallel(op, depth)
        elif isinstance(op, scf.IfOp):
            self.if_(op, depth)
        elif isinstance(op, scf.WhileOp):
            self.while_(op, depth)
        elif isinstance(op, ScopeOp):
            body = op.body.first_block
            values = self.block(body, depth) if body is not None else []
            for result, value in zip(op.results, values, strict=False):
                env[result] = value
        elif isinstance(op, CallLikeOp):
            self.nested_call(op, depth)
        elif op.has_trait(CoreIndex):
            env[op.results[0]] = self.block_idx
        elif op.has_trait(CoreCount):
            env[op.results[0]] = self.block_num
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
        self.access(tensor, groups[load.offsets], shape, True, False)

    def store(self, op: Operation, store: StoresTile) -> None:
        groups = argument_groups(op)
        target = self.tensor_of(groups[store.tensor][0])
        shapes = () if store.shapes is None else groups[store.shapes]
        if shapes:
            shape: list[int | None] = [self.int_of(v) for v in shapes]
        else:
            tile = groups[store.tile][0].type
            shape = list(tile.get_shape()) if isinstance(tile, TileType) else [None]
        effect = arg_effect(op, store.tensor)
        self.access(target, groups[store.offsets], shape, effect.reads, effect.writes)
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
                box(c.view, offsets, shape) if c.exact and shape is not None else None
            )
            sliced.append(Candidate(found, True) if found else Candidate(c.view, False))
        self.env[op.results[0]] = tuple(sliced)

    def reshape(self, op: Operation, reshape: ReshapeOf) -> None:
        source = self.tensor_of(argument_groups(op)[reshape.index][0])
        ty = op.results[0].type
        shape = ty.get_shape() if isinstance(ty, TensorType) else (-1,)
        exact_shape = all(n >= 0 for n in shape)
        self.env[op.results[0]] = tuple(
            Candidate(
                View(c.view.buffer, c.view.start, shape, row_major_strides(shape)), True
            )
            if c.exact and exact_shape
            else Candidate(c.view, False)
            for c in source
        )

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

    def nested_call(self, op: CallLikeOp, depth: int) -> None:
        callee = callee_of(op, self.owner.graph.funcs)
        if callee is None:
            return
        bound = [self.env.get(a) for a in op.args]
        returned = self.call(callee, bound, depth + 1)
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

    # Control flow -------------------------------------------------------------

    def _iterate(
        self,
        body: Block,
        ivs: Sequence[SSAValue],
        points: Iterable[Sequence[int | None]],
        carried: list[Bound],
        depth: int,
    ) -> list[Bound]:
        """Iterations run in order, so carried values are exact; a point of
        unknowns stands for every iteration: see `_fixed_point`."""
        env = self.env
        for point in points:
            for iv, value in zip(ivs, point, strict=False):
                env[iv] = value
            if any(v is None for v in point):
                carried = self._fixed_point(
                    body.args[len(ivs) :],
                    [_widen(v) for v in carried],
                    lambda: self.block(body, depth),
                )
                continue
            for arg, value in zip(body.args[len(ivs) :], carried, strict=False):
                env[arg] = value
            carried = self.block(body, depth)
        return carried

    def _fixed_point(
        self,
        args: Sequence[SSAValue],
        carried: list[Bound],
        run: Callable[[], list[Bound]],
    ) -> list[Bound]:
        """Run a loop body with `args` bound to every value they may hold on
        any iteration: rounds merge what the body yields into `carried` until
        nothing changes (candidate views only grow, over finitely many
        views), unrecorded; then the recorded round on the fixed point. What
        it yields is merged in too: the loop's results."""
        env = self.env
        recorded = self.accesses
        self.accesses = []
        try:
            while True:
                for arg, value in zip(args, carried, strict=False):
                    env[arg] = value
                yielded = run()
                merged = [
                    _merge(a, _widen(b)) for a, b in zip(carried, yielded, strict=False)
                ] + carried[len(yielded) :]
                if merged == carried:
                    break
                carried = merged
        finally:
            self.accesses = recorded
        for arg, value in zip(args, carried, strict=False):
            env[arg] = value
        yielded = run()
        return [_merge(a, b) for a, b in zip(carried, yielded, strict=False)]

    def _points(
        self,
        lbs: Sequence[SSAValue],
        ubs: Sequence[SSAValue],
        steps: Sequence[SSAValue],
    ) -> list[list[int | None]]:
        """Every iteration point; one point of unknowns when the bounds cannot
        be evaluated or the trip count exceeds the limit: the union is then
        taken over all values, which is what an unknown is."""
        points: list[list[int | None]] = [[]]
        for lb_v, ub_v, step_v in zip(lbs, ubs, steps, strict=True):
            lb, ub, step = self.int_of(lb_v), self.int_of(ub_v), self.int_of(step_v)
            if lb is None or ub is None or step is None or step <= 0:
                return [[None] * len(lbs)]
            values = range(lb, ub, step)
            if len(points) * len(values) > self.owner.max_iterations:
                return [[None] * len(lbs)]
            points = [p + [v] for p in points for v in values]
        return points

    def for_(self, op: scf.ForOp, depth: int) -> None:
        body = op.body.first_block
        if body is None:
            return
        carried = [self.env.get(v) for v in op.iter_args]
        points = self._points([op.lb], [op.ub], [op.step])
        out = self._iterate(body, body.args[:1], points, list(carried), depth)
        for result, value in zip(op.results, out, strict=False):
            self.env[result] = value

    def parallel(self, op: scf.ParallelOp, depth: int) -> None:
        body = op.body.first_block
        if body is None:
            return
        rank = len(op.lowerBound)
        points = self._points(op.lowerBound, op.upperBound, op.step)
        self._iterate(body, body.args[:rank], points, [], depth)
        for result, init in zip(op.results, op.initVals, strict=False):
            self.env[result] = self.env.get(init)

    def if_(self, op: scf.IfOp, depth: int) -> None:
        # The union of both branches, whatever the condition.
        results: list[Bound] | None = None
        for region in (op.true_region, op.false_region):
            block = region.first_block
            if block is None:
                continue
            yielded = self.block(block, depth)
            results = (
                yielded
                if results is None
                else [_merge(a, b) for a, b in zip(results, yielded, strict=False)]
            )
        for result, value in zip(op.results, results or [], strict=False):
            self.env[result] = value

    def while_(self, op: scf.WhileOp, depth: int) -> None:
        before = op.before_region.first_block
        after = op.after_region.first_block
        if before is None or after is None:
            return
        env = self.env
        carried: list[Bound] = [env.get(v) for v in op.arguments]
        forwarded: list[Bound] = []
        for count in range(self.owner.max_iterations + 1):
            for arg, value in zip(before.args, carried, strict=False):
                env[arg] = value
            self.block(before, depth)
            condition = before.last_op
            if not isinstance(condition, scf.ConditionOp):
                return
            forwarded = [env.get(v) for v in condition.args]
            go = self.int_of(condition.condition)
            if go == 0:
                break
            if go is None or count == self.owner.max_iterations:
                # An unknown trip count: rounds with every scalar unknown (each
                # access its whole view) until the carried views stop growing
                # cover every later iteration.
                def round_trip(
                    before: Block = before, after: Block = after
                ) -> list[Bound]:
                    yielded = self.block(after, depth)
                    for arg, value in zip(before.args, yielded, strict=False):
                        env[arg] = _widen(value)
                    self.block(before, depth)
                    last = before.last_op
                    args = last.args if isinstance(last, scf.ConditionOp) else ()
                    return [env.get(v) for v in args]

                forwarded = self._fixed_point(
                    after.args, [_widen(v) for v in forwarded], round_trip
                )
                break
            for arg, value in zip(after.args, forwarded, strict=False):
                env[arg] = value
            carried = self.block(after, depth)
        for result, value in zip(op.results, forwarded, strict=False):
            env[result] = value


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
