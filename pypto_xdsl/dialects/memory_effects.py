"""What the effect declarations report to xDSL (`dce`, `cse`, ...).

The same declarations that answer the analyses answer xDSL's `MemoryEffect`
queries through the traits below, so that `dce` and `cse` never remove, merge
or reorder a writer. Effects follow the operand types: a `!pto.tensor` names
global memory and a `!pto.tile` an on-chip buffer that in-place ops update, so
reading one is a memory read; only an op on scalars alone is pure.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from xdsl.ir import Operation
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, Resource

from pypto_xdsl.dialects.declarations import declarations

# The allocation and reader traits are declarations the analyses read too, so
# they live with the other declarations; imported from here as well.
from pypto_xdsl.dialects.effects import AllocatesResult as AllocatesResult
from pypto_xdsl.dialects.effects import ReadsSource as ReadsSource
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.types import ArrayType, BufferType, TensorType, TileType


@dataclass(frozen=True)
class SynchronisationResource(Resource):
    """The global state every synchronising op writes: signals, pipes, cores."""

    def name(self) -> str:
        return "<pto.synchronisation>"


_SYNCHRONISATION_WRITE = EffectInstance(
    MemoryEffectKind.WRITE, None, SynchronisationResource()
)


MEMORY_TYPES = (TensorType, TileType, ArrayType, BufferType)
"""Operand types naming memory that in-place ops update (`tile.write`,
`array.update_element`, `buffer.set_validshape`, ...). Anything else is a
scalar, which no op reads from memory."""


def argument_memory_effects(op: Operation) -> set[EffectInstance]:
    """Per argument, its effect for this op instance (resolvers applied; an
    argument nobody named is `Read`): a read of each memory operand it reads,
    a write of each operand it writes."""
    decl = declarations(op)
    effects: set[EffectInstance] = set()
    for index, group in enumerate(argument_groups(op)):
        effect = decl.effect(index, op)
        for value in group:
            if effect.reads and isinstance(value.type, MEMORY_TYPES):
                effects.add(EffectInstance(MemoryEffectKind.READ, value))
            if effect.writes:
                effects.add(EffectInstance(MemoryEffectKind.WRITE, value))
    return effects


class ReadsOperands(MemoryEffect):
    """Compute: a read of every tensor, tile, array or buffer operand, so `dce`
    removes it when unused and `cse` merges it only when nothing in between
    writes; nothing at all (pure) when every operand is a scalar."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        return argument_memory_effects(op)


class DeclaredMemoryEffects(MemoryEffect):
    """A declared writer: reads and writes per argument, resolvers applied.
    The generator attaches it to every op with a write declaration; a
    hand-written op with write declarations adds it itself."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        return argument_memory_effects(op)


class Synchronising(MemoryEffect):
    """Its argument effects (an unclassified one reads its memory operands)
    plus a write to global synchronisation
    state: never removed, merged or moved, whatever its arguments say."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        effects = argument_memory_effects(op)
        effects.add(_SYNCHRONISATION_WRITE)
        return effects
