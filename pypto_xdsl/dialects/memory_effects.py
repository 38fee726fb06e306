"""What the effect declarations report to xDSL (`dce`, `cse`, ...).

The same declarations that answer the analyses answer xDSL's `MemoryEffect`
queries through the traits below, so that `dce` and `cse` never remove, merge
or reorder a writer.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from xdsl.ir import Operation
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, Resource

from pypto_xdsl.dialects.declarations import declarations
from pypto_xdsl.dialects.operand_groups import argument_groups


@dataclass(frozen=True)
class SynchronisationResource(Resource):
    """The global state every synchronising op writes: signals, pipes, cores."""

    def name(self) -> str:
        return "<pto.synchronisation>"


_SYNCHRONISATION_WRITE = EffectInstance(
    MemoryEffectKind.WRITE, None, SynchronisationResource()
)


def argument_memory_effects(op: Operation) -> set[EffectInstance]:
    """One read and/or write per operand of each argument, resolvers applied."""
    decl = declarations(op)
    effects: set[EffectInstance] = set()
    for index, group in enumerate(argument_groups(op)):
        effect = decl.effect(index, op.properties)
        for value in group:
            if effect.reads:
                effects.add(EffectInstance(MemoryEffectKind.READ, value))
            if effect.writes:
                effects.add(EffectInstance(MemoryEffectKind.WRITE, value))
    return effects


class DeclaredMemoryEffects(MemoryEffect):
    """A declared writer: reads and writes per argument, resolvers applied.
    The generator attaches it to every op with a write declaration."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        return argument_memory_effects(op)


class AllocatesResult(MemoryEffect):
    """Allocates its result: removable when unused, never merged."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.ALLOC, r) for r in op.results}


class ReadsSource(MemoryEffect):
    """Reads the buffer its first argument (the source) names."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        groups = argument_groups(op)
        if not groups:
            return frozenset()
        return {EffectInstance(MemoryEffectKind.READ, v) for v in groups[0]}


class Synchronising(MemoryEffect):
    """Its declared argument effects plus a write to global synchronisation
    state: never removed, merged or moved, whatever its arguments say."""

    @classmethod
    def get_effects(cls, op: Operation) -> Set[EffectInstance]:
        effects = (
            argument_memory_effects(op)
            if declarations(op).classified
            else set[EffectInstance]()
        )
        effects.add(_SYNCHRONISATION_WRITE)
        return effects
