"""The facts the task graph analysis produces."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from xdsl.ir import Operation

from pypto_xdsl.analysis.task_graph.views import Buffer, View
from pypto_xdsl.dialects.attributes import ArgDirection
from pypto_xdsl.dialects.call import CallLikeOp


class TaskGraphError(Exception):
    """What the model cannot execute, on the op that stops it; `op` is None
    for what concerns the module as a whole (no such function, an option)."""

    def __init__(self, op: Operation | None, message: str):
        super().__init__(message)
        self.op = op
        self.message = message


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
