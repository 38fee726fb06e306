"""Executing an orchestration function: the tasks the runtime receives.

The body is walked in program order, which is the submission order (the
runtime has no notion of a parallel loop). Scalars are evaluated, views are
composed, loops and branches are executed, orchestration callees with a body
are executed inline, and every other call or submit is one task
(docs/task-graph.md).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from xdsl.dialects import scf
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.call_directions import for_kind
from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.task_graph.evaluate import evaluate, is_arith, width
from pypto_xdsl.analysis.task_graph.footprints import (
    Bound,
    Candidate,
    FootprintInterpreter,
)
from pypto_xdsl.analysis.task_graph.lineage import ResultLineage
from pypto_xdsl.analysis.task_graph.model import (
    Access,
    Argument,
    Task,
    TaskGraphError,
)
from pypto_xdsl.analysis.task_graph.views import Buffer, View, row_major_strides, whole
from pypto_xdsl.dialects.attributes import ForKind
from pypto_xdsl.dialects.call import CallLikeOp, SubmitOp
from pypto_xdsl.dialects.declarations import (
    allocated_tensor,
    declared_reshape,
    declared_view,
    reused_operand,
    writes_any_argument,
)
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.symbol_table import callee_of
from pypto_xdsl.dialects.task_ids import (
    ArrayCreateOp,
    ArrayGetElementOp,
    ArrayUpdateSyntax,
    TaskDummyOp,
    TaskInvalidOp,
)
from pypto_xdsl.dialects.types import TaskIdType, TensorType

DEFAULT_DIM = 16
"""A `?` dimension of a parameter type that `bind` does not give."""
_MAX_INLINE_DEPTH = 64

TaskIds = tuple[int, ...]
"""The tasks a task id stands for: one submitted task, every task of an
inlined submit or of a barrier's deps, or none (the invalid task id)."""


@dataclass
class _Iterations:
    """Loop iterations begun since the last task: `starts`, counted from
    when `mark` tasks had been submitted."""

    mark: int = -1
    starts: int = 0

    def begin(self, submitted: int) -> None:
        if self.mark != submitted:
            self.mark, self.starts = submitted, 0
        self.starts += 1


@dataclass(frozen=True)
class ArrayValue:
    """A `!pto.array` value: per slot, an int (None: unknown) or, in an array
    of task ids, the tasks the slot's id stands for. Arrays are values
    (`pto.array.update_element` makes a new one), as in PyPTO's IR."""

    slots: tuple[int | TaskIds | None, ...]


Value = int | View | TaskIds | ArrayValue | None
"""An int, a tensor's view, the tasks a task id stands for, an array, or unknown."""


def value_name(value: SSAValue) -> str:
    """A value's SSA name as printed in the IR (numbered values have no hint)."""
    if value.name_hint:
        return f"%{value.name_hint}"
    owner = value.owner
    if isinstance(owner, Block):
        return f"%arg{value.index}"  # type: ignore[attr-defined]
    return f"%{owner.name}.{value.index}"  # type: ignore[attr-defined]


def is_inlined(callee: FuncOp) -> bool:
    """Whether a call to `callee` is executed inline rather than one task."""
    return callee.executes_inline


def _parameter_name(arg: SSAValue) -> str:
    return arg.name_hint or f"arg{arg.index}"  # type: ignore[attr-defined]


def bind_names(func: FuncOp) -> dict[str, bool]:
    """What `bind` can name in `func`: its integer scalar parameters (False)
    and the `?` dimensions of its tensor parameters, `NAME.dimK` (True)."""
    names: dict[str, bool] = {}
    block = func.regions[0].first_block if func.regions else None
    for arg in block.args if block is not None else ():
        name = _parameter_name(arg)
        if isinstance(arg.type, TensorType):
            for k, n in enumerate(arg.type.get_shape()):
                if n < 0:
                    names[f"{name}.dim{k}"] = True
        elif width(arg.type) is not None:
            names[name] = False
    return names


class Orchestration:
    """Runs one orchestration function and collects its tasks."""

    def __init__(
        self,
        graph: CallGraph,
        lineage: ResultLineage,
        bind: Mapping[str, int],
        max_tasks: int,
        max_iterations: int,
    ):
        self.graph = graph
        """Where callees are found (`graph.funcs`): the table every pass
        resolves calls in, never a lookup of the interpreter's own."""
        self.lineage = lineage
        self.bind = bind
        self.max_tasks = max_tasks
        self.max_iterations = max_iterations
        self.footprints = FootprintInterpreter(graph, lineage, max_iterations)
        self.tasks: list[Task] = []
        self.buffers: list[Buffer] = []
        self.env: dict[SSAValue, Value] = {}
        self.func: FuncOp | None = None
        self.depth = 0
        self.running: list[tuple[Operation, _Iterations]] = []
        """The loops being executed, outermost first."""
        self.idle = _Iterations()
        """Of any loop."""

    def buffer(self, name: str, owner: int | None = None) -> Buffer:
        buffer = Buffer(len(self.buffers), name, owner)
        self.buffers.append(buffer)
        return buffer

    def run(self, func: FuncOp) -> list[Task]:
        block = func.regions[0].first_block if func.regions else None
        if block is None:
            raise TaskGraphError(func, f"@{func.sym_name.data} has no body to execute")
        for arg in block.args:
            self.env[arg] = self._parameter(func, arg)
        self.func = func
        try:
            self.block(block, (), False)
        except RecursionError:
            raise TaskGraphError(
                func, "the body is nested too deeply for the task graph model"
            ) from None
        return self.tasks

    # Values -------------------------------------------------------------------

    def _parameter(self, func: FuncOp, arg: SSAValue) -> Value:
        name = _parameter_name(arg)
        ty = arg.type
        if isinstance(ty, TensorType):
            shape = [
                n if n >= 0 else self.bind.get(f"{name}.dim{k}", DEFAULT_DIM)
                for k, n in enumerate(ty.get_shape())
            ]
            return whole(self.buffer(f"%{name}"), shape)
        if width(ty) is None:
            return None
        if name not in self.bind:
            raise TaskGraphError(
                func,
                f"scalar parameter %{name} of @{func.sym_name.data} has no value: "
                f'bind it (check-task-races{{bind="{name}=VALUE"}}, '
                f"pto-tasks --bind {name}=VALUE)",
            )
        return self.bind[name]

    def int_of(self, value: SSAValue, op: Operation, what: str) -> int:
        found = self.env.get(value)
        if not isinstance(found, int):
            raise TaskGraphError(
                op,
                f"{what} {value_name(value)} cannot be evaluated: the task graph "
                "needs integer arith on constants and bound parameters",
            )
        return found

    def view_of(self, value: SSAValue, op: Operation) -> View:
        found = self.env.get(value)
        if not isinstance(found, View):
            raise TaskGraphError(
                op, f"tensor {value_name(value)} names no known buffer"
            )
        return found

    def _shape(
        self, ty: Attribute, dims: Sequence[SSAValue], op: Operation
    ) -> list[int]:
        """A result type's shape; its `?` dimensions from `dims`, in order."""
        shape = list(ty.get_shape()) if isinstance(ty, TensorType) else []
        dynamic = iter(dims)
        for k, n in enumerate(shape):
            if n < 0:
                dim = next(dynamic, None)
                if dim is None:
                    raise TaskGraphError(op, f"dimension {k} of the result is unknown")
                shape[k] = self.int_of(dim, op, "dimension")
        return shape

    # Bodies -------------------------------------------------------------------

    def block(
        self, block: Block, context: tuple[tuple[str, int], ...], manual: bool
    ) -> list[Value]:
        env = self.env
        for op in block.ops:
            if op.has_trait(IsTerminator):
                return [env.get(v) for v in op.operands]
            if is_arith(op):
                if op.results:
                    env[op.results[0]] = evaluate(
                        op, [_int(env.get(v)) for v in op.operands]
                    )
            elif isinstance(op, CallLikeOp):
                self.call(op, context, manual)
            elif isinstance(op, scf.ForOp):
                self.for_(op, context, manual)
            elif isinstance(op, scf.ParallelOp):
                self.parallel(op, context, manual)
            elif isinstance(op, scf.WhileOp):
                self.while_(op, context, manual)
            elif isinstance(op, scf.IfOp):
                cond = self.int_of(op.cond, op, "the condition")
                region = op.true_region if cond else op.false_region
                inner = region.first_block
                values = self.block(inner, context, manual) if inner else []
                for result, value in zip(op.results, values, strict=False):
                    env[result] = value
            elif isinstance(op, ScopeOp):
                inner = op.body.first_block
                is_manual = manual or op.manual is not None
                values = self.block(inner, context, is_manual) if inner else []
                for result, value in zip(op.results, values, strict=False):
                    env[result] = value
            else:
                self.operator(op)
        return []

    def tasks_of(self, deps: Iterable[SSAValue], op: Operation) -> TaskIds:
        """Every task the task ids and task-id arrays of `deps` hold now, in
        order, once each: the runtime adds an edge from each."""
        tasks: dict[int, None] = {}
        for dep in deps:
            found = self.env.get(dep)
            if isinstance(found, ArrayValue):
                for slot in found.slots:
                    if isinstance(slot, tuple):
                        tasks.update(dict.fromkeys(slot))
            elif isinstance(found, tuple):
                tasks.update(dict.fromkeys(found))
            else:
                raise TaskGraphError(op, f"deps {value_name(dep)} names no task")
        return tuple(tasks)

    def array_slot(
        self, op: ArrayGetElementOp | ArrayUpdateSyntax
    ) -> tuple[ArrayValue, int]:
        """The array an element op reads and the slot it names."""
        array, index = op.operands[0], op.operands[1]
        found = self.env.get(array)
        if not isinstance(found, ArrayValue):
            raise TaskGraphError(op, f"array {value_name(array)} has no known value")
        k = self.int_of(index, op, "the index")
        if not 0 <= k < len(found.slots):
            raise TaskGraphError(
                op,
                f"index {k} is outside {value_name(array)}, which has "
                f"{len(found.slots)} elements",
            )
        return found, k

    def array_op(self, op: Operation) -> bool:
        """Execute an op on task ids or arrays; False if `op` is none of them."""
        env = self.env
        if isinstance(op, ArrayCreateOp):
            ty = op.result.type
            slot: int | TaskIds = () if isinstance(ty.element_type, TaskIdType) else 0
            env[op.result] = ArrayValue((slot,) * ty.get_shape()[0])
        elif isinstance(op, ArrayGetElementOp):
            array, k = self.array_slot(op)
            env[op.result] = array.slots[k]
        elif isinstance(op, ArrayUpdateSyntax):
            array, k = self.array_slot(op)
            value = env.get(op.operands[2])
            if isinstance(value, ArrayValue):
                # A parallel loop's carried task ids (`_fence_loop`).
                value = self.task_set(value, op)
            if not isinstance(value, int | tuple):
                if isinstance(op.operands[2].type, TaskIdType):
                    raise TaskGraphError(
                        op, f"task id {value_name(op.operands[2])} names no task"
                    )
                value = None
            slots = list(array.slots)
            slots[k] = value
            env[op.results[0]] = ArrayValue(tuple(slots))
        elif isinstance(op, TaskDummyOp):
            # The barrier's id stands for every task it waits for: a task that
            # depends on it is reachable from each of them, as at runtime.
            env[op.result] = self.tasks_of(op.deps, op)
        elif isinstance(op, TaskInvalidOp):
            env[op.result] = ()
        else:
            return False
        return True

    def operator(self, op: Operation) -> None:
        env = self.env
        if self.array_op(op):
            return
        view = declared_view(op)
        reshape = declared_reshape(op)
        if (created := allocated_tensor(op)) is not None:
            # Its operands are the `?` dimensions of its type, in order.
            shape = self._shape(created.type, op.operands, op)
            env[created] = whole(self.buffer(value_name(created)), shape)
        elif view is not None and view.shape is not None and view.offsets is not None:
            groups = argument_groups(op)
            source = self.view_of(groups[view.index][0], op)
            shape = [self.int_of(v, op, "slice shape") for v in groups[view.shape]]
            offsets = [self.int_of(v, op, "slice offset") for v in groups[view.offsets]]
            if len(shape) != len(source.strides) or len(offsets) != len(shape):
                raise TaskGraphError(
                    op, "the slice's shape and offsets must have the rank of its input"
                )
            start = source.start + sum(
                o * s for o, s in zip(offsets, source.strides, strict=True)
            )
            env[op.results[0]] = View(
                source.buffer, start, tuple(shape), source.strides
            )
        elif view is not None:
            raise TaskGraphError(
                op,
                f"{op.name} is a view of an undeclared part of its source (ViewOf "
                "without shape and offsets): the task graph cannot tell which "
                "elements it names",
            )
        elif reshape is not None:
            groups = argument_groups(op)
            source = self.view_of(groups[reshape.index][0], op)
            dims = () if reshape.shape is None else groups[reshape.shape]
            shape = tuple(self._shape(op.results[0].type, dims, op))
            env[op.results[0]] = View(
                source.buffer, source.start, shape, row_major_strides(shape)
            )
        elif writes_any_argument(op):
            raise TaskGraphError(
                op,
                f"{op.name} writes memory in the orchestration function, outside "
                "any task: the task graph models only tasks (move the write into "
                "a kernel)",
            )
        else:
            reused = reused_operand(op)
            for result in op.results:
                if reused is not None:
                    env[result] = env.get(reused)
                elif isinstance(result.type, TensorType):
                    # Another operator's tensor result: a buffer no task owns.
                    shape = [
                        n if n >= 0 else DEFAULT_DIM for n in result.type.get_shape()
                    ]
                    env[result] = whole(self.buffer(value_name(result)), shape)

    # Control flow ---------------------------------------------------------------

    def _loop(
        self,
        op: Operation,
        body: Block,
        ivs: Sequence[SSAValue],
        points: Iterable[tuple[int, ...]],
        carried: list[Value],
        context: tuple[tuple[str, int], ...],
        manual: bool,
    ) -> list[Value]:
        env = self.env
        names = [v.name_hint or "i" for v in ivs]
        with self._running(op) as loop:
            for point in points:
                self._iteration(loop)
                for iv, value in zip(ivs, point, strict=True):
                    env[iv] = value
                for arg, value in zip(body.args[len(ivs) :], carried, strict=False):
                    env[arg] = value
                inner = (*context, *zip(names, point, strict=True))
                carried = self.block(body, inner, manual)
        return carried

    @contextmanager
    def _running(self, op: Operation) -> Generator[tuple[Operation, _Iterations]]:
        loop = (op, _Iterations())
        self.running.append(loop)
        try:
            yield loop
        finally:
            self.running.pop()

    def _iteration(self, loop: tuple[Operation, _Iterations]) -> None:
        """An iteration of `loop` begins. Tasks bound the work of loops that
        submit them (max-tasks); this bounds the rest: more than
        max-iterations loop iterations in a row, nested ones included, with
        no task submitted is an error on the loop that repeats them, the
        outermost one that has begun two iterations since the last task."""
        submitted = len(self.tasks)
        self.idle.begin(submitted)
        loop[1].begin(submitted)
        if self.idle.starts <= self.max_iterations:
            return
        repeating = [
            op for op, its in self.running if its.mark == submitted and its.starts > 1
        ]
        culprit = repeating[0] if repeating else loop[0]
        raise TaskGraphError(
            culprit,
            f"this {culprit.name} runs more than {self.max_iterations} loop "
            "iterations (its own and its inner loops') without submitting a "
            "task: the task graph executes every iteration; raise "
            "max-iterations (pto-tasks --max-iterations N) or bind smaller sizes",
        )

    def _ranges(
        self,
        op: Operation,
        lbs: Sequence[SSAValue],
        ubs: Sequence[SSAValue],
        steps: Sequence[SSAValue],
    ) -> list[range]:
        # Ranges, iterated lazily: max-tasks stops a loop of a billion
        # iterations at its first tasks, before its points would fill the memory.
        ranges: list[range] = []
        for lb_v, ub_v, step_v in zip(lbs, ubs, steps, strict=True):
            lb = self.int_of(lb_v, op, "the lower bound")
            ub = self.int_of(ub_v, op, "the upper bound")
            step = self.int_of(step_v, op, "the step")
            if step <= 0:
                raise TaskGraphError(op, f"the step is {step}: it must be positive")
            ranges.append(range(lb, ub, step))
        return ranges

    def for_(
        self, op: scf.ForOp, context: tuple[tuple[str, int], ...], manual: bool
    ) -> None:
        body = op.body.first_block
        if body is None:
            return
        (trips,) = self._ranges(op, [op.lb], [op.ub], [op.step])
        carried = [self.env.get(v) for v in op.iter_args]
        if for_kind(op) == ForKind.PARALLEL and any(
            isinstance(v.type, TaskIdType) for v in op.iter_args
        ):
            out = self._fence_loop(op, body, trips, carried, context, manual)
        else:
            points = ((i,) for i in trips)
            out = self._loop(op, body, body.args[:1], points, carried, context, manual)
        for result, value in zip(op.results, out, strict=False):
            self.env[result] = value

    def _fence_loop(
        self,
        op: scf.ForOp,
        body: Block,
        points: range,
        carried: list[Value],
        context: tuple[tuple[str, int], ...],
        manual: bool,
    ) -> list[Value]:
        """A parallel loop that carries a task id: PyPTO's codegen keeps one
        slot per iteration (an array carry), every iteration writes its own
        slot, and a dep on the carried id waits for every slot as it is then
        (its orchestration codegen, *Array carry for pl.parallel TaskId
        iter_args*). The init fills the slots (slot by slot when it is itself
        such a carry); the loop's result is the array."""
        trips = len(points)
        if trips > self.max_tasks:
            # Before the slots are allocated: one per iteration.
            raise TaskGraphError(
                op,
                f"this parallel scf.for carries a task id in one slot per "
                f"iteration, and runs {trips} iterations, more than the "
                f"{self.max_tasks} tasks max-tasks allows: raise max-tasks "
                "(pto-tasks --max-tasks N) or bind smaller sizes",
            )
        fenced = [isinstance(v.type, TaskIdType) for v in op.iter_args]
        for k, is_fenced in enumerate(fenced):
            if not is_fenced:
                continue
            init = carried[k]
            if isinstance(init, ArrayValue) and len(init.slots) == trips:
                continue
            carried[k] = ArrayValue((self.task_set(init, op),) * trips)
        env = self.env
        name = body.args[0].name_hint or "i"
        with self._running(op) as loop:
            for slot, point in enumerate(points):
                self._iteration(loop)
                env[body.args[0]] = point
                for arg, value in zip(body.args[1:], carried, strict=False):
                    env[arg] = value
                yielded = self.block(body, (*context, (name, point)), manual)
                for k, value in enumerate(yielded):
                    before = carried[k]
                    if not fenced[k] or not isinstance(before, ArrayValue):
                        carried[k] = value
                    elif value is not before:
                        # A trivial carry (the body yields the id it got) keeps it.
                        slots = list(before.slots)
                        slots[slot] = self.task_set(value, op)
                        carried[k] = ArrayValue(tuple(slots))
        return carried

    def task_set(self, value: Value, op: Operation) -> TaskIds:
        """The tasks a task id (or a parallel loop's carried ids) holds."""
        if isinstance(value, ArrayValue):
            return tuple(
                dict.fromkeys(t for s in value.slots if isinstance(s, tuple) for t in s)
            )
        if isinstance(value, tuple):
            return value
        raise TaskGraphError(op, "a task id the loop carries names no task")

    def parallel(
        self, op: scf.ParallelOp, context: tuple[tuple[str, int], ...], manual: bool
    ) -> None:
        body = op.body.first_block
        if body is None:
            return
        rank = len(op.lowerBound)
        ranges = self._ranges(op, op.lowerBound, op.upperBound, op.step)
        points = _points(ranges)
        self._loop(op, body, body.args[:rank], points, [], context, manual)
        for result, init in zip(op.results, op.initVals, strict=False):
            self.env[result] = self.env.get(init)

    def while_(
        self, op: scf.WhileOp, context: tuple[tuple[str, int], ...], manual: bool
    ) -> None:
        before = op.before_region.first_block
        after = op.after_region.first_block
        if before is None or after is None:
            return
        env = self.env
        carried: list[Value] = [env.get(v) for v in op.arguments]
        forwarded: list[Value] = []
        with self._running(op) as loop:
            for count in range(self.max_iterations + 1):
                for arg, value in zip(before.args, carried, strict=False):
                    env[arg] = value
                inner = (*context, ("while", count))
                self.block(before, inner, manual)
                condition = before.last_op
                if not isinstance(condition, scf.ConditionOp):
                    return
                forwarded = [env.get(v) for v in condition.args]
                if not self.int_of(condition.condition, op, "the loop condition"):
                    break
                if count == self.max_iterations:
                    raise TaskGraphError(
                        op,
                        f"this scf.while still runs after {self.max_iterations} "
                        "iterations: the task graph executes loops to the end; raise "
                        "max-iterations (pto-tasks --max-iterations N) or bind smaller sizes",
                    )
                # Counted once the condition holds: a while that submits
                # nothing meets the message above first.
                self._iteration(loop)
                for arg, value in zip(after.args, forwarded, strict=False):
                    env[arg] = value
                carried = self.block(after, inner, manual)
        for result, value in zip(op.results, forwarded, strict=False):
            env[result] = value

    # Calls and tasks ------------------------------------------------------------

    def call(
        self, op: CallLikeOp, context: tuple[tuple[str, int], ...], manual: bool
    ) -> None:
        callee = callee_of(op, self.graph.funcs)
        if callee is None:
            raise TaskGraphError(
                op, f"callee @{op.callee.root_reference.data} not found"
            )
        if is_inlined(callee):
            self.inline(op, callee, context, manual)
        else:
            self.task(op, callee, context, manual)

    def inline(
        self,
        op: CallLikeOp,
        callee: FuncOp,
        context: tuple[tuple[str, int], ...],
        manual: bool,
    ) -> None:
        block = callee.regions[0].first_block
        assert block is not None  # is_inlined
        if self.depth >= _MAX_INLINE_DEPTH:
            raise TaskGraphError(
                op, f"inline calls nest deeper than {_MAX_INLINE_DEPTH} (recursion?)"
            )
        env = self.env
        values = [env.get(a) for a in op.args]
        for arg in block.args[len(values) :]:
            # A submit's uncovered parameters: allocated by the runtime.
            shape = _static(arg.type)
            values.append(whole(self.buffer(value_name(arg)), shape) if shape else None)
        for arg, value in zip(block.args, values, strict=False):
            env[arg] = value
        first_task = len(self.tasks)
        caller, self.func = self.func, callee
        self.depth += 1
        try:
            returned = self.block(block, context, manual)
        finally:
            self.depth -= 1
            self.func = caller
        for result, value in zip(op.callee_results, returned, strict=False):
            env[result] = value
        if isinstance(op, SubmitOp):
            env[op.task_id] = tuple(range(first_task, len(self.tasks)))

    def task(
        self,
        op: CallLikeOp,
        callee: FuncOp,
        context: tuple[tuple[str, int], ...],
        manual: bool,
    ) -> None:
        directions = op.arg_directions_tuple
        name = f"@{callee.sym_name.data}"
        if directions is None or len(directions) != len(op.args):
            raise TaskGraphError(
                op,
                f"this call of {name} has no arg_directions: run "
                "derive-call-directions first (xdsl-opt -p derive-call-directions)",
            )
        number = len(self.tasks)
        if number >= self.max_tasks:
            raise TaskGraphError(
                op,
                f"the function submits more than {self.max_tasks} tasks: raise "
                "max-tasks (pto-tasks --max-tasks N) or bind smaller sizes",
            )
        env = self.env
        arguments: list[Argument] = []
        bound: list[Bound] = []
        for i, (arg, direction) in enumerate(zip(op.args, directions, strict=True)):
            if isinstance(arg.type, TensorType):
                view = self.view_of(arg, op)
                arguments.append(Argument(i, direction, view))
                bound.append((Candidate(view, True),))
            else:
                value = _int(env.get(arg))
                arguments.append(Argument(i, direction, None, value))
                bound.append(value)
        owned: list[Buffer] = []
        footprint: list[Access] = []
        params = callee.function_type.inputs.data
        uncovered: dict[int, View] = {}
        for p in range(len(op.args), len(params)):
            shape = _static(params[p])
            if shape is not None:
                buffer = self.buffer(f"{name}.out{p}", number)
                owned.append(buffer)
                uncovered[p] = whole(buffer, shape)
                bound.append((Candidate(uncovered[p], True),))
            else:
                bound.append(None)
        aliased = self.lineage.aliased_parameters(op, self.func or callee, callee)
        for k, result in enumerate(op.callee_results):
            if not isinstance(result.type, TensorType):
                continue
            param = aliased[k] if k < len(aliased) else None
            if param is not None and param < len(arguments):
                env[result] = arguments[param].view
            elif param is not None and param in uncovered:
                env[result] = uncovered[param]
            else:
                buffer = self.buffer(value_name(result), number)
                owned.append(buffer)
                env[result] = whole(buffer, _static(result.type) or [DEFAULT_DIM])
                # The task produces the buffer it returns.
                footprint.append(Access(env[result], False, True))  # type: ignore[arg-type]
        deps: TaskIds = ()
        if isinstance(op, SubmitOp):
            deps = self.tasks_of(op.deps, op)
            env[op.task_id] = (number,)
        cores = 1
        if isinstance(op, SubmitOp) and op.core_num is not None:
            cores = op.core_num.value.data
        footprint[:0] = self.footprints.footprint(callee, bound, cores)
        self.tasks.append(
            Task(
                number,
                op,
                name[1:],
                context,
                tuple(arguments),
                manual,
                deps,
                tuple(owned),
                footprint,
            )
        )


def _points(ranges: Sequence[range]) -> Iterator[tuple[int, ...]]:
    """The points of a loop nest in order, as `itertools.product` gives them,
    which first copies every range: a range of 10**12 would fill the memory."""
    if not ranges:
        yield ()
        return
    for head in ranges[0]:
        for tail in _points(ranges[1:]):
            yield (head, *tail)


def _int(value: Value) -> int | None:
    return value if isinstance(value, int) else None


def _static(ty: Attribute) -> list[int] | None:
    """The shape of a tensor type, `?` dimensions taken as DEFAULT_DIM."""
    if isinstance(ty, TensorType):
        return [n if n >= 0 else DEFAULT_DIM for n in ty.get_shape()]
    if isinstance(ty, TaskIdType):
        return None
    return None
