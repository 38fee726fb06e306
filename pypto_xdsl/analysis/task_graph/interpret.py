"""One interpreter of structured control flow, for both halves of the task graph.

The orchestration replay (orchestration.py) and the footprints of task
callees (footprints.py) execute the same `scf.for`, `scf.parallel`,
`scf.while` and `scf.if`, with carried values and `max-iterations`. They
differ in their value domain (the type parameter `V`) and in what a value
that cannot be evaluated means:

- the replay must know which tasks exist, so an unknown bound, step or
  condition is an error on its op (`unknown` raises);
- a footprint may grow but never shrink, so an unknown scalar is None, a loop
  whose iterations are not followed one by one runs with unknown scalars to
  the fixed point of its carried values, and an `scf.if` whose condition is
  not known runs both branches and merges what they yield.

Loops iterate as PyPTO's codegen runs them: `i = lb; i < ub; i += step` for
a positive step, `i = lb; i > ub; i += step` for a negative one
(`pl.range(3, -1, -1)` runs 3, 2, 1, 0); a zero step is an error on the loop
(docs/task-graph.md).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from xdsl.dialects import scf
from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.task_graph.model import TaskGraphError

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

V = TypeVar("V")

Context = tuple[tuple[str, int], ...]
"""The iteration of every enclosing loop, outermost first: `(("i", 3),)`."""


@dataclass
class Iterations:
    """Loop iterations begun since the interpreter's measure of progress was
    `mark` (the replay's: tasks submitted)."""

    mark: int = -1
    starts: int = 0

    def begin(self, progress: int) -> None:
        if self.mark != progress:
            self.mark, self.starts = progress, 0
        self.starts += 1


@dataclass
class Loop(Iterations):
    """A loop being executed, and its iterations."""

    op: Operation | None = None
    names: tuple[str, ...] = ()
    """Its induction variables' names (`("while",)` for an `scf.while`)."""
    outer: Context = ()
    """The context it began in, restored when it ends."""


def trip_count(trips: range) -> int:
    """`len(trips)`, which raises OverflowError past `sys.maxsize`."""
    step = trips.step
    span = trips.stop - trips.start + (step - 1 if step > 0 else step + 1)
    return max(0, span // step)


def product(ranges: Sequence[range]) -> Iterator[tuple[int, ...]]:
    """The points of a loop nest in order, as `itertools.product` gives them,
    which first copies every range: a range of 10**12 would fill the memory."""
    if not ranges:
        yield ()
        return
    for head in ranges[0]:
        for tail in product(ranges[1:]):
            yield (head, *tail)


class ScfInterpreter(Generic[V]):
    """Executes blocks in program order; `op` executes every op that is not
    structured control flow or a terminator. `env` maps values to `V` or None
    (unknown); `V` holds ints (scalars, induction variables)."""

    def __init__(self, max_iterations: int):
        self.max_iterations = max_iterations
        self.env: dict[SSAValue, V | None] = {}
        self.running: list[Loop] = []
        """The loops being executed, outermost first."""
        self.context: Context = ()

    # What the value domain decides -------------------------------------------

    def op(self, op: Operation) -> None:
        """Execute an op that `control` does not."""
        raise NotImplementedError

    def unknown(self, value: SSAValue, op: Operation, what: str) -> None:
        """`value`, the `what` of `op`, cannot be evaluated: None by default
        (unknown); an interpreter that must know it raises instead."""
        return None

    def merge(self, a: V | None, b: V | None) -> V | None:
        """A value that may be `a` or `b` (branches, loop carries)."""
        return a if a == b else None

    def widen(self, value: V | None) -> V | None:
        """A carried value on an iteration that is not followed: unknown."""
        return None

    def branch(self, op: scf.IfOp) -> int | None:
        """The condition of `op`; None runs both branches."""
        return self.scalar(op.cond, op, "the condition")

    def follows(self, ranges: Sequence[range]) -> bool:
        """Whether the iterations of a loop nest over `ranges` are followed
        one by one; otherwise one iteration of unknowns stands for them all."""
        return True

    def quietly(self) -> AbstractContextManager[object]:
        """While the fixed point's unrecorded rounds run."""
        return nullcontext()

    def begin(self, loop: Loop) -> None:
        """An iteration of `loop` begins (the condition of a while holds)."""

    def at(self, loop: Loop, point: tuple[int, ...]) -> None:
        """The iteration `point` of `loop` runs."""

    # Values -------------------------------------------------------------------

    def scalar(self, value: SSAValue, op: Operation, what: str) -> int | None:
        found = self.env.get(value)
        if isinstance(found, int):
            return found
        return self.unknown(value, op, what)

    # Bodies -------------------------------------------------------------------

    def block(self, block: Block) -> list[V | None]:
        """Execute the ops of `block`; the values its terminator passes on."""
        env = self.env
        # Only the last op can be the terminator: asking every op for the
        # trait would cost each one a trait lookup.
        last = block.last_op
        for op in block.ops:
            if op is last and op.has_trait(IsTerminator):
                return [env.get(v) for v in op.operands]
            self.op(op)
        return []

    def control(self, op: Operation) -> bool:
        """Execute `op` if it is structured control flow."""
        if isinstance(op, scf.ForOp):
            self.for_(op)
        elif isinstance(op, scf.ParallelOp):
            self.parallel(op)
        elif isinstance(op, scf.IfOp):
            self.if_(op)
        elif isinstance(op, scf.WhileOp):
            self.while_(op)
        else:
            return False
        return True

    # Loops --------------------------------------------------------------------

    def trips(
        self, op: Operation, lb_v: SSAValue, ub_v: SSAValue, step_v: SSAValue
    ) -> range | None:
        """The values of one induction variable, None when a bound or the
        step is unknown."""
        lb = self.scalar(lb_v, op, "the lower bound")
        ub = self.scalar(ub_v, op, "the upper bound")
        step = self.scalar(step_v, op, "the step")
        if lb is None or ub is None or step is None:
            return None
        if step == 0:
            raise TaskGraphError(
                op,
                "the step is 0: this loop never ends (PyPTO runs i = lb; i < ub "
                "or i > ub; i += step); give it a non-zero step",
            )
        return range(lb, ub, step)

    def points(
        self,
        op: Operation,
        lbs: Sequence[SSAValue],
        ubs: Sequence[SSAValue],
        steps: Sequence[SSAValue],
    ) -> Iterable[tuple[int | None, ...]]:
        """The iteration points of a loop nest, generated lazily (a loop of a
        billion iterations stops at the interpreter's limits, before its
        points would fill the memory); one point of unknowns when they are
        not followed."""
        ranges: list[range] = []
        for lb, ub, step in zip(lbs, ubs, steps, strict=True):
            trips = self.trips(op, lb, ub, step)
            if trips is None:
                return [(None,) * len(lbs)]
            ranges.append(trips)
        if not self.follows(ranges):
            return [(None,) * len(lbs)]
        return product(ranges)

    @contextmanager
    def running_loop(self, op: Operation, names: tuple[str, ...]) -> Generator[Loop]:
        loop = Loop(op=op, names=names, outer=self.context)
        self.running.append(loop)
        try:
            yield loop
        finally:
            self.running.pop()
            self.context = loop.outer

    def loop(
        self,
        op: Operation,
        body: Block,
        rank: int,
        points: Iterable[tuple[int | None, ...]],
        carried: list[V | None],
    ) -> list[V | None]:
        """Run `body` once per point, in order, so carried values are exact;
        a point of unknowns stands for every iteration (`fixed_point`)."""
        env = self.env
        ivs = body.args[:rank]
        args = body.args[rank:]
        names = tuple(v.name_hint or "i" for v in ivs)
        with self.running_loop(op, names) as loop:
            for point in points:
                if None in point:
                    for iv in ivs:
                        env[iv] = None
                    carried = self.fixed_point(
                        args,
                        [self.widen(v) for v in carried],
                        lambda: self.block(body),
                    )
                    continue
                self.begin(loop)
                known: tuple[int, ...] = point  # type: ignore[assignment]
                self.at(loop, known)
                for iv, value in zip(ivs, known, strict=True):
                    # Every domain holds the ints induction variables take.
                    env[iv] = value  # pyright: ignore[reportArgumentType]
                for arg, value in zip(args, carried, strict=False):
                    env[arg] = value
                carried = self.block(body)
        return carried

    def fixed_point(
        self,
        args: Sequence[SSAValue],
        carried: list[V | None],
        run: Callable[[], list[V | None]],
    ) -> list[V | None]:
        """Run a loop body with `args` bound to every value they may hold on
        any iteration: rounds merge what the body yields into `carried` until
        nothing changes (the domain's values only grow, over finitely many),
        quietly; then one more round on the fixed point. What it yields is
        merged in too: the loop's results."""
        env = self.env
        with self.quietly():
            while True:
                for arg, value in zip(args, carried, strict=False):
                    env[arg] = value
                yielded = run()
                merged = [
                    self.merge(a, self.widen(b))
                    for a, b in zip(carried, yielded, strict=False)
                ] + carried[len(yielded) :]
                if merged == carried:
                    break
                carried = merged
        for arg, value in zip(args, carried, strict=False):
            env[arg] = value
        yielded = run()
        return [self.merge(a, b) for a, b in zip(carried, yielded, strict=False)]

    def for_(self, op: scf.ForOp) -> None:
        body = op.body.first_block
        if body is None:
            return
        points = self.points(op, [op.lb], [op.ub], [op.step])
        carried = [self.env.get(v) for v in op.iter_args]
        out = self.loop(op, body, 1, points, carried)
        for result, value in zip(op.results, out, strict=False):
            self.env[result] = value

    def parallel(self, op: scf.ParallelOp) -> None:
        body = op.body.first_block
        if body is None:
            return
        rank = len(op.lowerBound)
        points = self.points(op, op.lowerBound, op.upperBound, op.step)
        self.loop(op, body, rank, points, [])
        for result, init in zip(op.results, op.initVals, strict=False):
            self.env[result] = self.env.get(init)

    def if_(self, op: scf.IfOp) -> None:
        cond = self.branch(op)
        if cond is None:
            regions = (op.true_region, op.false_region)
        else:
            regions = (op.true_region if cond else op.false_region,)
        results: list[V | None] | None = None
        for region in regions:
            block = region.first_block
            if block is None:
                continue
            yielded = self.block(block)
            results = (
                yielded
                if results is None
                else [self.merge(a, b) for a, b in zip(results, yielded, strict=False)]
            )
        for result, value in zip(op.results, results or [], strict=False):
            self.env[result] = value

    def while_(self, op: scf.WhileOp) -> None:
        before = op.before_region.first_block
        after = op.after_region.first_block
        if before is None or after is None:
            return
        env = self.env
        carried: list[V | None] = [env.get(v) for v in op.arguments]
        forwarded: list[V | None] = []
        with self.running_loop(op, ("while",)) as loop:
            for count in range(self.max_iterations + 1):
                for arg, value in zip(before.args, carried, strict=False):
                    env[arg] = value
                self.at(loop, (count,))
                self.block(before)
                condition = before.last_op
                if not isinstance(condition, scf.ConditionOp):
                    return
                forwarded = [env.get(v) for v in condition.args]
                go = self.scalar(condition.condition, op, "the loop condition")
                if go == 0:
                    break
                if go is None or count == self.max_iterations:
                    forwarded = self.past_limit(op, before, after, forwarded)
                    break
                # Counted once the condition holds: a while that submits
                # nothing meets `past_limit` first.
                self.begin(loop)
                for arg, value in zip(after.args, forwarded, strict=False):
                    env[arg] = value
                carried = self.block(after)
        for result, value in zip(op.results, forwarded, strict=False):
            env[result] = value

    def past_limit(
        self,
        op: scf.WhileOp,
        before: Block,
        after: Block,
        forwarded: list[V | None],
    ) -> list[V | None]:
        """An `scf.while` whose trip count is unknown, or still running after
        `max_iterations`: rounds with every scalar unknown until the carried
        values stop growing cover every later iteration."""
        env = self.env

        def round_trip() -> list[V | None]:
            yielded = self.block(after)
            for arg, value in zip(before.args, yielded, strict=False):
                env[arg] = self.widen(value)
            self.block(before)
            last = before.last_op
            args = last.args if isinstance(last, scf.ConditionOp) else ()
            return [env.get(v) for v in args]

        return self.fixed_point(
            after.args, [self.widen(v) for v in forwarded], round_trip
        )
