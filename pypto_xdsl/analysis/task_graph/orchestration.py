"""Executing an orchestration function: the tasks the runtime receives.

The body is walked in program order, which is the submission order (the
runtime has no notion of a parallel loop). Scalars are evaluated, views are
composed, loops and branches are executed, orchestration callees with a body
are executed inline, and every other call or submit is one task
(docs/task-graph.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import NoReturn

from xdsl.dialects import arith, scf
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue

from pypto_xdsl.analysis.call_directions import for_kind
from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.task_graph.evaluate import evaluate, is_arith, width
from pypto_xdsl.analysis.task_graph.footprints import (
    Bound,
    Candidate,
    FootprintInterpreter,
)
from pypto_xdsl.analysis.task_graph.interpret import (
    Iterations,
    Loop,
    ScfInterpreter,
    trip_count,
)
from pypto_xdsl.analysis.task_graph.lineage import ResultLineage
from pypto_xdsl.analysis.task_graph.model import (
    Access,
    Argument,
    Task,
    TaskGraphError,
    bind_it,
    stay_inside,
)
from pypto_xdsl.analysis.task_graph.views import (
    Assumed,
    Buffer,
    View,
    row_major_strides,
    whole,
)
from pypto_xdsl.dialects.attributes import ForKind
from pypto_xdsl.dialects.call import CallLikeOp, SubmitOp
from pypto_xdsl.dialects.declarations import (
    allocated_tensor,
    declared_reshape,
    declared_view,
    reused_operand,
    writes_any_argument,
)
from pypto_xdsl.dialects.dynamic_dim import (
    DynamicDimOp,
    param_dim_key,
    param_dim_names,
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
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TaskIdType, TensorType

DEFAULT_DIM = 16
"""A `?` dimension of a parameter type that `bind` does not give."""
_MAX_INLINE_DEPTH = 64

TaskIds = tuple[int, ...]
"""The tasks a task id stands for: one submitted task, every task of an
inlined submit or of a barrier's deps, or none (the invalid task id)."""


@dataclass(frozen=True)
class ArrayValue:
    """A `!pto.array` value: per slot, an int (None: unknown) or, in an array
    of task ids, the tasks the slot's id stands for. Arrays are values
    (`pto.array.update_element` makes a new one), as in PyPTO's IR."""

    slots: tuple[int | TaskIds | None, ...]


@dataclass(frozen=True)
class Runtime:
    """A scalar known only at run time: it depends on the `bind` names
    `names` (unbound scalar parameters, `pl.dynamic` dimensions), none bound.
    Never guessed: a footprint takes every value it could have, and the
    replay, where it needs it, stops with an error naming the `--bind`."""

    names: tuple[str, ...]


Value = int | View | TaskIds | ArrayValue | Runtime | None
"""An int, a tensor's view, the tasks a task id stands for, an array, a value
known only at run time, or unknown."""


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


def dynamic_dim_names(funcs: Iterable[FuncOp]) -> dict[str, bool]:
    """The names of the `pto.dynamic_dim`s of `funcs` and of the `?`
    dimensions of their parameters (`pl.dynamic` dimensions: `bind` gives
    them by name; True: a dimension)."""
    names: dict[str, bool] = {}
    for func in funcs:
        # And the names of `?` dimensions of its parameter types.
        names.update(dict.fromkeys(param_dim_names(func).values(), True))
        for op in func.walk():
            if isinstance(op, DynamicDimOp):
                names[op.dim_name.data] = True
    return names


def bind_names(func: FuncOp) -> dict[str, bool]:
    """What `bind` can name in `func`: its integer scalar parameters (False)
    and the `?` dimensions of its tensor parameters, `NAME.dimK` or their
    `pl.dynamic` name (True)."""
    names: dict[str, bool] = {}
    named = param_dim_names(func)
    block = func.regions[0].first_block if func.regions else None
    for arg in block.args if block is not None else ():
        name = _parameter_name(arg)
        if isinstance(arg.type, TensorType):
            for k, n in enumerate(arg.type.get_shape()):
                if n < 0:
                    names[f"{name}.dim{k}"] = True
                    dynamic = named.get(param_dim_key(arg.index, k))
                    if dynamic is not None:
                        names[dynamic] = True
        elif width(arg.type) is not None:
            names[name] = False
    return names


class Orchestration(ScfInterpreter[Value]):
    """Runs one orchestration function and collects its tasks: every bound,
    step and condition must be known (the tasks that exist depend on them),
    so an unknown one is an error on its op (interpret.py)."""

    def __init__(
        self,
        graph: CallGraph,
        lineage: ResultLineage,
        bind: Mapping[str, int],
        max_tasks: int,
        max_iterations: int,
    ):
        super().__init__(max_iterations)
        self.graph = graph
        """Where callees are found (`graph.funcs`): the table every pass
        resolves calls in, never a lookup of the interpreter's own."""
        self.lineage = lineage
        self.bind = bind
        self.max_tasks = max_tasks
        self.footprints = FootprintInterpreter(graph, lineage, max_iterations, bind)
        self.origins: dict[str, str] = {}
        """What each name of a `Runtime` value is, for messages."""
        self.assumed: dict[str, None] = {}
        """The `?` dimensions of parameters no `bind` gives, as the summary
        names them: assumed, and every access checked to stay inside
        (`stay_inside`), unlike what `widened` takes with every value."""
        self.tasks: list[Task] = []
        self.buffers: list[Buffer] = []
        self.func: FuncOp | None = None
        self.depth = 0
        self.manual = False
        """Inside a `pto.scope ... manual`."""
        self.idle = Iterations()
        """Iterations of any loop since the last task."""

    def buffer(
        self,
        name: str,
        owner: int | None = None,
        untracked: bool = False,
        assumed: Assumed | None = None,
    ) -> Buffer:
        buffer = Buffer(len(self.buffers), name, owner, untracked, assumed)
        self.buffers.append(buffer)
        return buffer

    def run(self, func: FuncOp) -> list[Task]:
        block = func.regions[0].first_block if func.regions else None
        if block is None:
            raise TaskGraphError(func, f"@{func.sym_name.data} has no body to execute")
        # Read once: the `pl.dynamic` names of the `?` dimensions.
        named = param_dim_names(func)
        for arg in block.args:
            self.env[arg] = self._parameter(func, arg, named)
        self.func = func
        try:
            self.block(block)
        except RecursionError:
            raise TaskGraphError(
                func, "the body is nested too deeply for the task graph model"
            ) from None
        return self.tasks

    # Values -------------------------------------------------------------------

    def _parameter(
        self, func: FuncOp, arg: BlockArgument, named: Mapping[str, str]
    ) -> Value:
        name = _parameter_name(arg)
        index = arg.index
        ty = arg.type
        if isinstance(ty, TensorType):
            shape = list(ty.get_shape())
            unbound: dict[int, str] = {}
            for k, n in enumerate(shape):
                if n >= 0:
                    continue
                # `x.dimK`, else its `pl.dynamic` name: the same value for
                # every dimension of that name.
                dim = f"{name}.dim{k}"
                dynamic = named.get(param_dim_key(index, k))
                if dim in self.bind:
                    shape[k] = self.bind[dim]
                elif dynamic is not None and dynamic in self.bind:
                    shape[k] = self.bind[dynamic]
                else:
                    shape[k] = DEFAULT_DIM
                    unbound[k] = dynamic or dim
                    self.assumed[
                        f"%{dim} of @{func.sym_name.data}: assumed {DEFAULT_DIM} "
                        f"(--bind {unbound[k]}=VALUE)"
                    ] = None
                    # The first dimension of a name describes it.
                    self.origins.setdefault(
                        unbound[k],
                        f'dynamic dimension {dynamic} (pl.dynamic("{dynamic}"), '
                        f"dimension {k} of %{name} of @{func.sym_name.data})"
                        if dynamic is not None
                        else f"dimension {k} of %{name}, a ? dimension of "
                        f"@{func.sym_name.data}'s parameter",
                    )
            assumed = Assumed(tuple(shape), tuple(unbound.items())) if unbound else None
            return whole(self.buffer(f"%{name}", assumed=assumed), shape)
        if width(ty) is None:
            return None
        if name not in self.bind:
            # Known only at run time: an error only where the replay needs it.
            self.origins[name] = (
                f"scalar parameter %{name} of @{func.sym_name.data}, which has no value"
            )
            return Runtime((name,))
        return self.bind[name]

    def widened(self, what: str) -> None:
        """`what`, known only at run time, was taken with every value it
        could have: the summary names it."""
        self.footprints.widened[what] = None

    def runtime(self, value: Runtime) -> str:
        """What a value known only at run time depends on, and the binds."""
        origins = ", ".join(self.origins.get(n, n) for n in value.names)
        binds = " ".join(f"--bind {n}=VALUE" for n in value.names)
        return f"widened, it depends on {origins} ({binds})"

    def unknown(self, value: SSAValue, op: Operation, what: str) -> NoReturn:
        found = self.env.get(value)
        if isinstance(found, Runtime):
            origins = "; ".join(self.origins.get(n, n) for n in found.names)
            raise TaskGraphError(
                op,
                f"{what} {value_name(value)} is known only at run time: it "
                f"depends on {origins}: {bind_it(found.names)}",
            )
        source = self._unknown_source(value)
        if source is None:
            reason = (
                "the task graph needs integer arith on constants and bound parameters"
            )
        else:
            maker = source.op.name
            if isinstance(source.op, CallLikeOp):
                maker += f" @{source.op.callee.root_reference.data}"
            it = (
                "it is"
                if source is value
                else f"it is computed from {value_name(source)},"
            )
            reason = (
                f"{it} the result of {maker}, which the task graph does not follow "
                "(it follows integer arith on constants, loop indices and bound "
                "parameters)"
            )
        raise TaskGraphError(
            op, f"{what} {value_name(value)} cannot be evaluated: {reason}"
        )

    def _unknown_source(self, value: SSAValue) -> OpResult | None:
        """Where an unknown `value` comes from: back through the arith ops
        that compute it, the first result of another op (a task's result, a
        `pto.tensor.read` of tensor data), so that the message names what
        the user must change; None when the chain ends at a block argument.
        Each step goes to an operand defined earlier: the walk ends."""
        while isinstance(value, OpResult) and is_arith(value.op):
            unknown = [v for v in value.op.operands if self.env.get(v) is None]
            if not unknown:
                return None
            value = unknown[0]
        return value if isinstance(value, OpResult) else None

    def int_of(self, value: SSAValue, op: Operation, what: str) -> int:
        found = self.env.get(value)
        if isinstance(found, int):
            return found
        self.unknown(value, op, what)

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
                shape[k] = self.size(dim, op, f"dimension {k}")
        return shape

    def size(self, value: SSAValue, op: Operation, what: str) -> int:
        """An extent read from the program: an integer that is not negative."""
        n = self.int_of(value, op, what)
        if n < 0:
            raise TaskGraphError(
                op, f"{what} {value_name(value)} is {n}: a size cannot be negative"
            )
        return n

    def _count(self, op: Operation, n: int) -> int:
        """A number of slots the model keeps, one per element (an array's):
        at most max-tasks, so that work and memory stay bounded by it."""
        if not 0 <= n <= self.max_tasks:
            raise TaskGraphError(
                op,
                f"this {op.name} makes {n} elements, more than the {self.max_tasks} "
                "the task graph keeps (max-tasks): raise max-tasks (pto-tasks "
                "--max-tasks N) or make the array smaller",
            )
        return n

    # Bodies -------------------------------------------------------------------

    def op(self, op: Operation) -> None:
        env = self.env
        if is_arith(op):
            if op.results:
                operands = [env.get(v) for v in op.operands]
                runtime = [v for v in operands if isinstance(v, Runtime)]
                env[op.results[0]] = (
                    Runtime(tuple(dict.fromkeys(n for v in runtime for n in v.names)))
                    if runtime and not isinstance(op, arith.ConstantOp)
                    else evaluate(op, [_int(v) for v in operands])
                )
        elif isinstance(op, DynamicDimOp):
            name = op.dim_name.data
            if name in self.bind:
                env[op.result] = self.bind[name]
            else:
                self.origins[name] = f'dynamic dimension {name} (pl.dynamic("{name}"))'
                env[op.result] = Runtime((name,))
        elif isinstance(op, CallLikeOp):
            self.call(op)
        elif self.control(op):
            pass
        elif isinstance(op, ScopeOp):
            inner = op.body.first_block
            manual = self.manual
            self.manual = manual or op.manual is not None
            try:
                values = self.block(inner) if inner else []
            finally:
                self.manual = manual
            for result, value in zip(op.results, values, strict=False):
                env[result] = value
        else:
            self.operator(op)

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
            env[op.result] = ArrayValue((slot,) * self._count(op, ty.get_shape()[0]))
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
        if op.name == "pto.tensor.dim" and len(op.operands) == 2 and op.results:
            # A dimension of a view: its extent, or, for a `?` dimension of a
            # parameter that no bind gives, a value known only at run time
            # (its view takes 16 meanwhile, never a count of tasks).
            found, axis = env.get(op.operands[0]), env.get(op.operands[1])
            if isinstance(found, View) and isinstance(axis, int):
                assumed = found.buffer.assumed
                name = None
                if assumed is not None and found == whole(found.buffer, assumed.shape):
                    name = dict(assumed.dims).get(axis)
                if name is not None:
                    env[op.results[0]] = Runtime((name,))
                elif 0 <= axis < len(found.shape):
                    env[op.results[0]] = found.shape[axis]
                return
        view = declared_view(op)
        reshape = declared_reshape(op)
        if (created := allocated_tensor(op)) is not None:
            # Its operands are the `?` dimensions of its type, in order.
            shape = self._shape(created.type, op.operands, op)
            untracked = isinstance(op, TensorCreateOp) and op.manual_dep is not None
            buffer = self.buffer(value_name(created), untracked=untracked)
            env[created] = whole(buffer, shape)
        elif view is not None and view.shape is not None and view.offsets is not None:
            groups = argument_groups(op)
            source = self.view_of(groups[view.index][0], op)
            shape = [self.size(v, op, "slice shape") for v in groups[view.shape]]
            offsets = [self.int_of(v, op, "slice offset") for v in groups[view.offsets]]
            if len(shape) != len(source.strides) or len(offsets) != len(shape):
                raise TaskGraphError(
                    op, "the slice's shape and offsets must have the rank of its input"
                )
            start = source.start + sum(
                o * s for o, s in zip(offsets, source.strides, strict=True)
            )
            sliced = View(source.buffer, start, tuple(shape), source.strides)
            stay_inside(op, sliced, source, offsets)
            env[op.results[0]] = sliced
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
            reshaped = View(
                source.buffer, source.start, shape, row_major_strides(shape)
            )
            stay_inside(op, reshaped)
            env[op.results[0]] = reshaped
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

    def at(self, loop: Loop, point: tuple[int, ...]) -> None:
        self.context = (*loop.outer, *zip(loop.names, point, strict=True))

    def begin(self, loop: Loop) -> None:
        self._iteration(loop)

    def _iteration(self, loop: Loop) -> None:
        """An iteration of `loop` begins. Tasks bound the work of loops that
        submit them (max-tasks); this bounds the rest: more than
        max-iterations loop iterations in a row, nested ones included, with
        no task submitted is an error on the loop that repeats them, the
        outermost one that has begun two iterations since the last task."""
        submitted = len(self.tasks)
        self.idle.begin(submitted)
        loop.begin(submitted)
        if self.idle.starts <= self.max_iterations:
            return
        repeating = [
            r.op
            for r in self.running
            if r.op is not None and r.mark == submitted and r.starts > 1
        ]
        culprit = repeating[0] if repeating else loop.op
        assert culprit is not None  # every running loop has its op
        raise TaskGraphError(
            culprit,
            f"this {culprit.name} runs more than {self.max_iterations} loop "
            "iterations (its own and its inner loops') without submitting a "
            "task: the task graph executes every iteration; raise "
            "max-iterations (pto-tasks --max-iterations N) or bind smaller sizes",
        )

    def past_limit(
        self,
        op: scf.WhileOp,
        before: Block,
        after: Block,
        forwarded: list[Value],
    ) -> list[Value]:
        raise TaskGraphError(
            op,
            f"this scf.while still runs after {self.max_iterations} "
            "iterations: the task graph executes loops to the end; raise "
            "max-iterations (pto-tasks --max-iterations N) or bind smaller sizes",
        )

    def for_(self, op: scf.ForOp) -> None:
        body = op.body.first_block
        if (
            body is None
            or for_kind(op) != ForKind.PARALLEL
            or not any(isinstance(v.type, TaskIdType) for v in op.iter_args)
        ):
            super().for_(op)
            return
        trips = self.trips(op, op.lb, op.ub, op.step)
        assert trips is not None  # an unknown bound raised
        carried = [self.env.get(v) for v in op.iter_args]
        out = self._fence_loop(op, body, trips, carried)
        for result, value in zip(op.results, out, strict=False):
            self.env[result] = value

    def _fence_loop(
        self,
        op: scf.ForOp,
        body: Block,
        points: range,
        carried: list[Value],
    ) -> list[Value]:
        """A parallel loop that carries a task id: PyPTO's codegen keeps one
        slot per iteration (an array carry), every iteration writes its own
        slot, and a dep on the carried id waits for every slot as it is then
        (its orchestration codegen, *Array carry for pl.parallel TaskId
        iter_args*). The init fills the slots (slot by slot when it is itself
        such a carry); the loop's result is the array."""
        trips = trip_count(points)
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
        with self.running_loop(op, (name,)) as loop:
            for slot, point in enumerate(points):
                self.begin(loop)
                self.at(loop, (point,))
                env[body.args[0]] = point
                for arg, value in zip(body.args[1:], carried, strict=False):
                    env[arg] = value
                yielded = self.block(body)
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

    # Calls and tasks ------------------------------------------------------------

    def call(self, op: CallLikeOp) -> None:
        callee = callee_of(op, self.graph.funcs)
        if callee is None:
            raise TaskGraphError(
                op, f"callee @{op.callee.root_reference.data} not found"
            )
        if is_inlined(callee):
            self.inline(op, callee)
        else:
            self.task(op, callee)

    def inline(self, op: CallLikeOp, callee: FuncOp) -> None:
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
            returned = self.block(block)
        finally:
            self.depth -= 1
            self.func = caller
        for result, value in zip(op.callee_results, returned, strict=False):
            env[result] = value
        if isinstance(op, SubmitOp):
            env[op.task_id] = tuple(range(first_task, len(self.tasks)))

    def task(self, op: CallLikeOp, callee: FuncOp) -> None:
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
                found = env.get(arg)
                if isinstance(found, Runtime):
                    self.widened(f"argument {i} of {name}: {self.runtime(found)}")
                value = _int(found)
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
        cores = self.cores(op, name)
        footprint[:0] = self.footprints.footprint(callee, bound, cores)
        self.tasks.append(
            Task(
                number,
                op,
                name[1:],
                self.context,
                tuple(arguments),
                self.manual,
                deps,
                tuple(owned),
                footprint,
            )
        )

    def cores(self, op: CallLikeOp, name: str) -> int | None:
        """The cores a task is launched on: a submit's core_num, a literal or
        its operand's value; None, every count it could have, when the value
        is known only at run time (the task exists either way)."""
        if not isinstance(op, SubmitOp):
            return 1
        if op.core_num is not None:
            return op.core_num.value.data
        operand = op.runtime_core_num
        if operand is None:
            return 1
        found = self.env.get(operand)
        if isinstance(found, int):
            if found < 1:
                raise TaskGraphError(
                    op,
                    f"core_num {value_name(operand)} is {found}: an SPMD launch "
                    "runs on at least one core",
                )
            return found
        origin = (
            self.runtime(found)
            if isinstance(found, Runtime)
            else "widened, computed from data the model does not follow"
        )
        self.widened(f"core_num {value_name(operand)} of {name}: {origin}")
        return None


def _int(value: Value) -> int | None:
    return value if isinstance(value, int) else None


def _static(ty: Attribute) -> list[int] | None:
    """The shape of a tensor type, `?` dimensions taken as DEFAULT_DIM."""
    if isinstance(ty, TensorType):
        return [n if n >= 0 else DEFAULT_DIM for n in ty.get_shape()]
    if isinstance(ty, TaskIdType):
        return None
    return None
