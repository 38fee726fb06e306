"""The facts the task graph analysis produces."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from xdsl.ir import Operation

from pypto_xdsl.analysis.task_graph.views import Buffer, View, corner, reaches_past
from pypto_xdsl.dialects.attributes import ArgDirection
from pypto_xdsl.dialects.call import CallLikeOp


class TaskGraphError(Exception):
    """What the model cannot execute, on the op that stops it; `op` is None
    for what concerns the module as a whole (no such function, an option)."""

    def __init__(self, op: Operation | None, message: str):
        super().__init__(message)
        self.op = op
        self.message = message


def bind_it(names: Sequence[str]) -> str:
    """How to give the values `names` (known only at run time): the end of
    every message about one."""
    binds = ", ".join(f"{n}=VALUE" for n in names)
    flags = " ".join(f"--bind {n}=VALUE" for n in names)
    return f'bind it (check-task-races{{bind="{binds}"}}, pto-tasks {flags})'


def stay_inside(
    op: Operation, view: View, source: View | None = None, offsets: Sequence[int] = ()
) -> None:
    """`op` accesses `view` (the box at `offsets` of `source`, if given): an
    error on `op` if it reaches past an extent the model assumed for its
    buffer (its tasks would be modelled in the wrong geometry, their
    conflicts silently missed)."""
    if view.buffer.assumed is None:
        return
    begins = None
    if source is not None and source.strides == view.strides:
        begins = corner(source, offsets)
    past = reaches_past(view, begins)
    if past is None:
        return
    name = view.buffer.name
    where = (
        f"element {past.index} of {name}, whose size is known only at run "
        f"time (assumed {past.extent} elements)"
        if past.dimension is None
        else f"index {past.index} of dimension {past.dimension} of {name}, whose "
        f"extent is known only at run time (assumed {past.extent})"
    )
    raise TaskGraphError(op, f"this {op.name} reaches {where}: {bind_it(past.names)}")


class Tag(StrEnum):
    """The runtime's argument tags."""

    INPUT = "INPUT"
    INOUT = "INOUT"
    OUTPUT_EXISTING = "OUTPUT_EXISTING"
    NO_DEP = "NO_DEP"
    OUTPUT = "OUTPUT"


TAG_OF_DIRECTION: dict[ArgDirection, Tag | None] = {
    ArgDirection.INPUT: Tag.INPUT,
    ArgDirection.INOUT: Tag.INOUT,
    # Codegen emits both as an existing-buffer output.
    ArgDirection.OUTPUT_EXISTING: Tag.OUTPUT_EXISTING,
    ArgDirection.OUTPUT: Tag.OUTPUT_EXISTING,
    ArgDirection.NO_DEP: Tag.NO_DEP,
    ArgDirection.SCALAR: None,
}


@dataclass(frozen=True)
class Argument:
    """One argument of a task as the runtime sees it."""

    index: int
    direction: ArgDirection
    view: View | None
    """None for a scalar argument."""
    value: int | None = None
    """A scalar argument's value, when it can be evaluated."""

    @property
    def tag(self) -> Tag | None:
        return TAG_OF_DIRECTION[self.direction] if self.view is not None else None


@dataclass(frozen=True)
class Access:
    """Part of a task's footprint: elements of one buffer it reads or writes."""

    view: View
    reads: bool
    writes: bool


@dataclass
class Task:
    number: int
    """Submission order, from 0."""
    op: CallLikeOp
    callee: str
    context: tuple[tuple[str, int], ...]
    """The iteration of every enclosing loop, outermost first: `(("i", 3),)`."""
    arguments: tuple[Argument, ...]
    manual: bool
    """Submitted inside a `pto.scope ... manual`: only its deps order it."""
    deps: tuple[int, ...]
    owned: tuple[Buffer, ...] = ()
    """Buffers the task owns: runtime-allocated outputs and fresh results."""
    footprint: list[Access] = field(default_factory=list[Access])

    @property
    def label(self) -> str:
        if not self.context:
            return self.callee
        where = ", ".join(f"{name}={value}" for name, value in self.context)
        return f"{self.callee} [{where}]"


class Cause(StrEnum):
    """Why the runtime added an edge."""

    RAW = "raw"
    """An INPUT lookup found an overlapping entry."""
    WAW = "waw"
    """An INOUT lookup found an overlapping entry."""
    CREATOR = "creator"
    """The task names a buffer an earlier task owns."""
    DEPS = "deps"
    """An explicit `deps(...)` operand."""


@dataclass(frozen=True)
class Edge:
    source: int
    target: int
    cause: Cause
    argument: int | None
    """The target's argument that made the lookup (None for deps)."""
    buffer: Buffer | None


class Kind(StrEnum):
    RAW = "raw"
    WAW = "waw"
    WAR = "war"


@dataclass(frozen=True)
class Conflict:
    """Tasks `first < second` touch common elements of `buffer`."""

    first: int
    second: int
    kind: Kind
    buffer: Buffer
