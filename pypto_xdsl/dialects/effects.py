"""Operator effect declarations, as op traits (op-effects.md).

This module is the single place the declarations are defined; the operator
catalogue attaches them to ops and the analyses read them back.

Per argument (operand group, in PyPTO argument order) an op may declare
`Read`, `Write` or `ReadWrite`, or a resolver that decides one of the three
from the op's properties. Per op it may declare `NoArgWrites` (a verdict about
every argument), a `WritesThrough` channel, a `CoreAffinity`, `NoDuplicate`
and `OutputReusesInput`. `EffectDeclarations` is the compiled, cached summary
of one op class; `declarations(op)` returns it.

The same declarations answer xDSL's `MemoryEffect` queries through the
`MemoryEffect` traits at the end of this module, so that `dce` and `cse` never
remove, merge or reorder a writer.
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass, field
from typing import ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    OpTrait,
    Resource,
)
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


class EffectDeclarationError(ValueError):
    """An op's effect declarations contradict each other."""


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


ConstantArgEffect = Read | Write | ReadWrite


@dataclass(frozen=True)
class ArgEffectResolver(ArgEffectTrait):
    """Argument `index`'s effect is a function of the op's properties. A
    resolver overrides a constant declared at the same index."""

    def resolve(self, properties: Mapping[str, Attribute]) -> ArgEffect:
        raise NotImplementedError()


@dataclass(frozen=True)
class AtomicResolver(ArgEffectResolver):
    """`atomic` absent or `none` → `Write`; any atomic kind → `ReadWrite`."""

    def resolve(self, properties: Mapping[str, Attribute]) -> ArgEffect:
        atomic = properties.get("atomic")
        if isinstance(atomic, AtomicKindAttr) and atomic.data != AtomicKind.NONE:
            return ArgEffect.READ_WRITE
        return ArgEffect.WRITE


@dataclass(frozen=True)
class NotifyResolver(ArgEffectResolver):
    """`op` = `set` → `Write`; absent or `atomic_add` → `ReadWrite` (an
    unannotated notify adds into, so reads, its signal)."""

    def resolve(self, properties: Mapping[str, Attribute]) -> ArgEffect:
        kind = properties.get("op")
        if isinstance(kind, NotifyOpAttr) and kind.data == NotifyOp.SET:
            return ArgEffect.WRITE
        return ArgEffect.READ_WRITE


@dataclass(frozen=True)
class MgatherResolver(ArgEffectResolver):
    """`target_memory` = `mat` and `coalesce` = `elem` → `Write` (a GM scratch
    tensor); otherwise (defaults `vec`, `row`) → `Read` (a valid shape)."""

    def resolve(self, properties: Mapping[str, Attribute]) -> ArgEffect:
        memory = properties.get("target_memory")
        coalesce = properties.get("coalesce")
        if (
            isinstance(memory, MemorySpaceAttr)
            and memory.data == MemorySpace.MAT
            and isinstance(coalesce, CoalesceAttr)
            and coalesce.data == Coalesce.ELEM
        ):
            return ArgEffect.WRITE
        return ArgEffect.READ


@dataclass(frozen=True)
class SyncallResolver(ArgEffectResolver):
    """`mode` = `"soft"` → `ReadWrite` (a software barrier counts in its
    workspace); otherwise (default `"hard"`) → `Read`."""

    def resolve(self, properties: Mapping[str, Attribute]) -> ArgEffect:
        mode = properties.get("mode")
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


# ---------------------------------------------------------------------------
# The compiled summary of one op class


@dataclass(frozen=True)
class EffectDeclarations:
    """Every effect declaration of one op class, checked for contradictions."""

    constants: Mapping[int, ArgEffect] = field(default_factory=dict[int, ArgEffect])
    resolvers: Mapping[int, ArgEffectResolver] = field(
        default_factory=dict[int, ArgEffectResolver]
    )
    no_arg_writes: bool = False
    channel: WriteChannel | None = None
    affinity: Affinity | None = None
    core_type_affinity: CoreTypeAffinity | None = None
    no_duplicate: bool = False
    reuses: int | None = None

    @staticmethod
    def from_traits(op_name: str, traits: Set[OpTrait]) -> EffectDeclarations:
        """Compile `traits`; raise EffectDeclarationError, naming the op, on a
        contradiction. The trait set is unordered, so the check cannot depend on
        which declaration came first."""
        constants: dict[int, ArgEffect] = {}
        resolvers: dict[int, ArgEffectResolver] = {}
        no_arg_writes = False
        channels: set[WriteChannel] = set()
        affinities: set[Affinity] = set()
        by_core_type: set[CoreTypeAffinity] = set()
        no_duplicate = False
        reuses: set[int] = set()
        for trait in traits:
            if isinstance(trait, ArgEffectResolver):
                if trait.index in resolvers and resolvers[trait.index] != trait:
                    raise EffectDeclarationError(
                        f"{op_name}: argument {trait.index} has two resolvers; "
                        "declare one"
                    )
                resolvers[trait.index] = trait
            elif isinstance(trait, Read | Write | ReadWrite):
                previous = constants.get(trait.index)
                if previous is not None and previous != trait.effect:
                    first, second = sorted((previous, trait.effect))
                    raise EffectDeclarationError(
                        f"{op_name}: argument {trait.index} is declared both "
                        f"{first} and {second}; declare one"
                    )
                constants[trait.index] = trait.effect
            elif isinstance(trait, NoArgWrites):
                no_arg_writes = True
            elif isinstance(trait, WritesThrough):
                channels.add(trait.channel)
            elif isinstance(trait, CoreAffinity):
                affinities.add(trait.affinity)
            elif isinstance(trait, CoreTypeAffinity):
                by_core_type.add(trait)
            elif isinstance(trait, NoDuplicate):
                no_duplicate = True
            elif isinstance(trait, OutputReusesInput):
                reuses.add(trait.index)
        indices = sorted({*constants, *resolvers})
        if no_arg_writes and indices:
            raise EffectDeclarationError(
                f"{op_name} declares no argument writes and also an effect on "
                f"argument(s) {', '.join(map(str, indices))}: the two contradict "
                "each other; drop NoArgWrites or the per-argument declarations"
            )
        if any(i < 0 for i in indices) or any(i < 0 for i in reuses):
            raise EffectDeclarationError(
                f"{op_name}: argument indices must not be negative"
            )
        for what, found in (
            ("write channels", channels),
            ("core affinities", affinities),
            ("core-type affinities", by_core_type),
            ("reused inputs", reuses),
        ):
            if len(found) > 1:
                raise EffectDeclarationError(
                    f"{op_name} declares several {what}; declare one"
                )
        if affinities and by_core_type:
            raise EffectDeclarationError(
                f"{op_name} declares a core affinity and a core-type affinity; "
                "declare one"
            )
        return EffectDeclarations(
            constants=constants,
            resolvers=resolvers,
            no_arg_writes=no_arg_writes,
            channel=next(iter(channels), None),
            affinity=next(iter(affinities), None),
            core_type_affinity=next(iter(by_core_type), None),
            no_duplicate=no_duplicate,
            reuses=next(iter(reuses), None),
        )

    @property
    def classified(self) -> bool:
        """Has a human classified the op at all (no-writes included)?"""
        return self.no_arg_writes or bool(self.constants) or bool(self.resolvers)

    def has_verdict(self, index: int) -> bool:
        """Has argument `index` been named, or covered by no-writes?"""
        return self.no_arg_writes or index in self.constants or index in self.resolvers

    @property
    def may_write(self) -> bool:
        """Could the op write any argument? An op with a resolver counts."""
        return bool(self.resolvers) or any(e.writes for e in self.constants.values())

    @property
    def declared_indices(self) -> tuple[int, ...]:
        return tuple(sorted({*self.constants, *self.resolvers}))

    def effect(self, index: int, properties: Mapping[str, Attribute]) -> ArgEffect:
        """Argument `index`'s effect under `properties`: resolvers first, then
        constants, else `Read` (an index past the argument list included)."""
        resolver = self.resolvers.get(index)
        if resolver is not None:
            return resolver.resolve(properties)
        return self.constants.get(index, ArgEffect.READ)

    def core_affinity(self, properties: Mapping[str, Attribute]) -> Affinity | None:
        """The stated lane, if the op has one (declared or by core type)."""
        if self.affinity is not None:
            return self.affinity
        if self.core_type_affinity is not None:
            return self.core_type_affinity.affinity(properties)
        return None


UNDECLARED = EffectDeclarations()

_CACHE: dict[type[Operation], tuple[frozenset[OpTrait], EffectDeclarations]] = {}


def declarations(op: Operation | type[Operation]) -> EffectDeclarations:
    """The compiled declarations of an op or op class (cached per class, and
    recompiled if traits were added to the class since)."""
    cls = op if isinstance(op, type) else type(op)
    traits = cls.traits.traits
    cached = _CACHE.get(cls)
    if cached is not None and cached[0] is traits:
        return cached[1]
    compiled = (
        EffectDeclarations.from_traits(cls.name, traits) if traits else UNDECLARED
    )
    _CACHE[cls] = (traits, compiled)
    return compiled


def reused_operand(op: Operation) -> SSAValue | None:
    """The single operand whose buffer the op's result reuses, if declared."""
    index = declarations(op).reuses
    if index is None:
        return None
    groups = _argument_groups(op)
    if groups is None or index >= len(groups) or len(groups[index]) != 1:
        return None
    return groups[index][0]


def _argument_groups(op: Operation) -> tuple[tuple[SSAValue, ...], ...] | None:
    # operators.py builds on this module, so its helper is imported late.
    from xdsl.irdl import IRDLOperation

    from pypto_xdsl.dialects.operators import argument_groups

    if not isinstance(op, IRDLOperation):
        return None
    return argument_groups(op)


# ---------------------------------------------------------------------------
# What the declarations report to xDSL (`dce`, `cse`, ...)


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
    groups = _argument_groups(op)
    effects: set[EffectInstance] = set()
    if groups is None:
        return effects
    for index, group in enumerate(groups):
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
        groups = _argument_groups(op)
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
