"""Operator effect declarations, as op traits (op-effects.md).

This module is the vocabulary: the operator catalogue attaches these traits to
ops, `declarations.py` compiles them per op class and answers the queries the
analyses ask, and `memory_effects.py` reports them to xDSL.

Per argument (operand group, in PyPTO argument order) an op may declare
`Read`, `Write` or `ReadWrite`, or a resolver that decides one of the three
from the op instance (its properties; mgather's also its result type). Per op it may declare `NoArgWrites` (a verdict about
every argument), a `WritesThrough` channel, a `CoreAffinity`, `NoDuplicate`,
`OutputReusesInput`, and the alias facts `ViewOf` and `ReshapeOf`.

The traits below the effects name what an op *is* where an analysis needs
more than its effects: a store or a load of a box of a tensor, the per-core
index and count, a tile move, an allocation, a reader of its source. Every
analysis reads these through `declarations.py`, never an op's name, so a
downstream op declaring them is understood by all of them at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, Operation
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, OpTrait
from xdsl.utils.str_enum import StrEnum

from pypto_xdsl.dialects.attributes import (
    Affinity,
    AtomicKind,
    AtomicKindAttr,
    Coalesce,
    CoalesceAttr,
    MemorySpace,
    MemorySpaceAttr,
    NotifyOp,
    NotifyOpAttr,
)
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.types import TileType


class ArgEffect(StrEnum):
    """What an op does to the buffer one of its arguments names."""

    READ = "Read"
    """Read, never written: the default for an argument nobody named."""
    WRITE = "Write"
    """Written without being read first. A partial overwrite is still `Write`."""
    READ_WRITE = "ReadWrite"
    """Read and written: an accumulator, an atomic update, or a destination
    whose untouched part flows into the result."""

    @property
    def reads(self) -> bool:
        return self is not ArgEffect.WRITE

    @property
    def writes(self) -> bool:
        return self is not ArgEffect.READ


class WriteChannel(StrEnum):
    """How an op's writes reach global memory."""

    DMA = "dma"
    """The MTE3/DMA path."""
    SCALAR = "scalar"
    """The scalar D-cache path."""


# ---------------------------------------------------------------------------
# Per-argument declarations


@dataclass(frozen=True)
class ArgEffectTrait(OpTrait):
    """A declaration about argument `index` (an operand group)."""

    index: int


@dataclass(frozen=True)
class Read(ArgEffectTrait):
    """Argument `index` is only read. Worth stating only to give the argument a
    verdict, e.g. the in-place slot of an op whose update is metadata."""

    effect: ClassVar[ArgEffect] = ArgEffect.READ


@dataclass(frozen=True)
class Write(ArgEffectTrait):
    """Argument `index` is written without being read first."""

    effect: ClassVar[ArgEffect] = ArgEffect.WRITE


@dataclass(frozen=True)
class ReadWrite(ArgEffectTrait):
    """Argument `index` is read and written."""

    effect: ClassVar[ArgEffect] = ArgEffect.READ_WRITE


@dataclass(frozen=True)
class ArgEffectResolver(ArgEffectTrait):
    """Argument `index`'s effect is a function of the op instance (its
    properties, and for mgather its result type). A resolver overrides a
    constant declared at the same index."""

    def resolve(self, op: Operation) -> ArgEffect:
        raise NotImplementedError()


@dataclass(frozen=True)
class AtomicResolver(ArgEffectResolver):
    """`atomic` absent or `none` → `Write`; any atomic kind → `ReadWrite`."""

    def resolve(self, op: Operation) -> ArgEffect:
        atomic = op.properties.get("atomic")
        if isinstance(atomic, AtomicKindAttr) and atomic.data != AtomicKind.NONE:
            return ArgEffect.READ_WRITE
        return ArgEffect.WRITE


@dataclass(frozen=True)
class NotifyResolver(ArgEffectResolver):
    """`op` = `set` → `Write`; absent or `atomic_add` → `ReadWrite` (an
    unannotated notify adds into, so reads, its signal)."""

    def resolve(self, op: Operation) -> ArgEffect:
        kind = op.properties.get("op")
        if isinstance(kind, NotifyOpAttr) and kind.data == NotifyOp.SET:
            return ArgEffect.WRITE
        return ArgEffect.READ_WRITE


def target_memory(op: Operation) -> MemorySpace | None:
    """The memory space an op produces its tile in (ir.md): a resolved space in
    the result tile type wins, else the `target_memory` property; None while
    unresolved."""
    for result in op.results:
        if isinstance(result.type, TileType) and result.type.memory is not None:
            return result.type.memory
    memory = op.properties.get("target_memory")
    return memory.data if isinstance(memory, MemorySpaceAttr) else None


@dataclass(frozen=True)
class MgatherResolver(ArgEffectResolver):
    """The target memory (`target_memory(op)`; unresolved counts as `vec`) is
    `mat` and `coalesce` = `elem` → `Write` (a GM scratch tensor); otherwise
    (defaults `vec`, `row`) → `Read` (a valid shape)."""

    def resolve(self, op: Operation) -> ArgEffect:
        coalesce = op.properties.get("coalesce")
        if (
            target_memory(op) == MemorySpace.MAT
            and isinstance(coalesce, CoalesceAttr)
            and coalesce.data == Coalesce.ELEM
        ):
            return ArgEffect.WRITE
        return ArgEffect.READ


@dataclass(frozen=True)
class SyncallResolver(ArgEffectResolver):
    """`mode` = `"soft"` → `ReadWrite` (a software barrier counts in its
    workspace); otherwise (default `"hard"`) → `Read`."""

    def resolve(self, op: Operation) -> ArgEffect:
        mode = op.properties.get("mode")
        if isinstance(mode, StringAttr) and mode.data == "soft":
            return ArgEffect.READ_WRITE
        return ArgEffect.READ


# ---------------------------------------------------------------------------
# Per-op declarations


@dataclass(frozen=True)
class NoArgWrites(OpTrait):
    """A human decided this op writes no argument: a verdict about every index.
    Contradicts any per-argument declaration."""


@dataclass(frozen=True)
class WritesThrough(OpTrait):
    """The op's writes reach global memory through `channel`. Declared only
    where the op really uses one of the two paths."""

    channel: WriteChannel


@dataclass(frozen=True)
class CoreAffinity(OpTrait):
    """The hardware constrains the op to this core (a stated lane)."""

    affinity: Affinity


@dataclass(frozen=True)
class CoreTypeAffinity(OpTrait):
    """The op's core follows its `core_type` property (a stated lane):
    `mapping` gives the class per value; anything else, absent included, is
    `shared`."""

    mapping: tuple[tuple[str, Affinity], ...]

    def affinity(self, properties: Mapping[str, Attribute]) -> Affinity:
        core_type = properties.get("core_type")
        if isinstance(core_type, StringAttr):
            for value, affinity in self.mapping:
                if core_type.data == value:
                    return affinity
        return Affinity.SHARED


@dataclass(frozen=True)
class NoDuplicate(OpTrait):
    """The op must not run on a second core (orthogonal to affinity)."""


@dataclass(frozen=True)
class OutputReusesInput(OpTrait):
    """The op's result *is* argument `index`'s buffer (PyPTO's
    `set_output_reuses_input(N)`): analyses follow results through this."""

    index: int


@dataclass(frozen=True)
class ViewOf(OpTrait):
    """The op's result is a view of argument `index`'s buffer: it names (part
    of) the same memory. An alias fact, not an effect: it gives the argument
    no verdict and does not classify the op, and the argument only passes its
    buffer along (the op accesses none of it).

    `shape` and `offsets`, when declared, are the argument groups (one index
    per dimension) of the box the result names: `[offsets, offsets + shape)`
    of the source, with the source's strides (`tensor.slice`). Without them
    the view is of an unknown part of the source, and analyses that need the
    box refuse or take the whole source."""

    index: int
    shape: int | None = None
    offsets: int | None = None


@dataclass(frozen=True)
class ReshapeOf(OpTrait):
    """The op's result is the whole buffer of argument `index` under a new
    shape, the result type's, with row-major strides (`tensor.view`,
    `tensor.reshape`): no data moves. The argument only passes its buffer
    along. `shape`, when declared, is the argument group giving the result
    type's `?` dimensions, in order.

    An alias fact the analyses follow; the op must also declare
    `OutputReusesInput(index)` (phase 1 follows the buffer through it) and a
    verdict for the argument (`NoArgWrites`)."""

    index: int
    shape: int | None = None


# ---------------------------------------------------------------------------
# What an op is, where its effects do not say enough


@dataclass(frozen=True)
class StoresTile(OpTrait):
    """The op stores the tile argument `tile` into the box
    `[offsets, offsets + shapes)` of the tensor argument `tensor`; with no
    `shapes` group, or an empty one, the box has the tile's shape
    (`tile.store`). How it writes the tensor (atomically or not) is the
    tensor argument's declared effect."""

    tile: int
    offsets: int
    tensor: int
    shapes: int | None = None


@dataclass(frozen=True)
class LoadsTile(OpTrait):
    """The op reads the box `[offsets, offsets + shapes)` of the tensor
    argument `tensor` into its tile result (`tile.load`); with a non-empty
    `valid_shape` group, only `[offsets, offsets + valid_shape)`: PyPTO
    reads only the valid extent of a padded tile."""

    tensor: int
    offsets: int
    shapes: int
    valid_shape: int | None = None


@dataclass(frozen=True)
class CoreIndex(OpTrait):
    """The op's result is the index of the core running it, in
    `[0, core_num)` for a task launched on `core_num` cores
    (`tile.get_block_idx`)."""


@dataclass(frozen=True)
class CoreCount(OpTrait):
    """The op's result is `core_num`, the number of cores its task was
    launched on (`tile.get_block_num`)."""


@dataclass(frozen=True)
class MovesTile(OpTrait):
    """The op copies its tile operand into another memory space, its
    `target_memory` (`tile.move`): its core follows both spaces
    (core-affinity.md, rule 3)."""


class AllocatesResult(MemoryEffect):
    """Allocates its result: removable when unused, never merged. Analyses
    read it too: a tensor result of such an op is a fresh buffer."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.ALLOC, r) for r in op.results}


class ReadsSource(MemoryEffect):
    """Reads the buffer its first argument (the source) names. Analyses read
    it too: the source of an unclassified op with this trait is read, not
    given the caller's unclassified fallback."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        groups = argument_groups(op)
        if not groups:
            return frozenset()
        return {EffectInstance(MemoryEffectKind.READ, v) for v in groups[0]}
