"""The compiled effect declarations of an op class, and the queries every
analysis asks (op-effects.md, *The model*).

`declarations(op)` compiles an op class's effect traits once (cached per
class) into an `EffectDeclarations`. The functions below are the one effect
API of the package; analyses ask them, not the summary's fields:

- `is_classified`: has a human classified the op at all (no-writes included)?
  An unclassified op is *unknown*, never read-only; analyses that need an
  answer must be able to refuse to guess.
- `has_verdict`: has argument N been named, or covered by no-writes?
- `arg_effect`: argument N's effect for this op instance, resolvers applied;
  an index past the argument list is `Read`.
- `argument_access`: what the op does to argument N, the one answer every
  analysis gives: nothing for a source that only passes its buffer along,
  the declared effect of a classified op, a read of an unclassified op's
  `ReadsSource` source, and the caller's fallback for any other argument of
  an unclassified op (the one place the analyses differ, so a parameter).

What an op *is* where its effects do not say enough (a view, a reshape, a
store or load of a box, an allocation) is asked here too (`declared_view`,
`declared_reshape`, `declared_store`, `declared_load`, `allocated_tensor`),
never read off an op's name.

Effects are per argument position (operand group), never per SSA value: the
same value passed in two slots may get two different effects.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Set
from dataclasses import dataclass, field
from typing import TypeVar

from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.traits import OpTrait

from pypto_xdsl.dialects.attributes import Affinity
from pypto_xdsl.dialects.effects import (
    AllocatesResult,
    ArgEffect,
    ArgEffectResolver,
    CoreAffinity,
    CoreTypeAffinity,
    LoadsTile,
    NoArgWrites,
    NoDuplicate,
    OutputReusesInput,
    Read,
    ReadsSource,
    ReadWrite,
    ReshapeOf,
    StoresTile,
    ViewOf,
    Write,
    WriteChannel,
    WritesThrough,
)
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.types import TensorType


class EffectDeclarationError(ValueError):
    """An op's effect declarations contradict each other."""


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
    view: ViewOf | None = None
    reshape: ReshapeOf | None = None
    store: StoresTile | None = None
    load: LoadsTile | None = None
    reads_source: bool = False
    allocates: bool = False

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
        views: set[ViewOf] = set()
        reshapes: set[ReshapeOf] = set()
        stores: set[StoresTile] = set()
        loads: set[LoadsTile] = set()
        reads_source = allocates = False
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
            elif isinstance(trait, ViewOf):
                views.add(trait)
            elif isinstance(trait, ReshapeOf):
                reshapes.add(trait)
            elif isinstance(trait, StoresTile):
                stores.add(trait)
            elif isinstance(trait, LoadsTile):
                loads.add(trait)
            elif isinstance(trait, ReadsSource):
                reads_source = True
            elif isinstance(trait, AllocatesResult):
                allocates = True
        indices = sorted({*constants, *resolvers})
        if no_arg_writes and indices:
            raise EffectDeclarationError(
                f"{op_name} declares no argument writes and also an effect on "
                f"argument(s) {', '.join(map(str, indices))}: the two contradict "
                "each other; drop NoArgWrites or the per-argument declarations"
            )
        layouts = (
            *(i for v in views for i in (v.index, v.shape, v.offsets)),
            *(i for r in reshapes for i in (r.index, r.shape)),
            *(i for s in stores for i in (s.tile, s.offsets, s.tensor, s.shapes)),
            *(i for ld in loads for i in (ld.tensor, ld.offsets, ld.shapes)),
        )
        if any(i is not None and i < 0 for i in (*indices, *reuses, *layouts)):
            raise EffectDeclarationError(
                f"{op_name}: argument indices must not be negative"
            )
        for what, found in (
            ("write channels", channels),
            ("core affinities", affinities),
            ("core-type affinities", by_core_type),
            ("reused inputs", reuses),
            ("viewed inputs", views),
            ("reshaped inputs", reshapes),
            ("stores", stores),
            ("loads", loads),
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
        if views and reshapes:
            raise EffectDeclarationError(
                f"{op_name} declares both a view and a reshape of an input; declare one"
            )
        for reshape in reshapes:
            if reshape.index not in reuses:
                raise EffectDeclarationError(
                    f"{op_name} reshapes argument {reshape.index} but does not "
                    f"declare OutputReusesInput({reshape.index}): its result is "
                    "that buffer, which phase 1 follows only through that trait"
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
            view=next(iter(views), None),
            reshape=next(iter(reshapes), None),
            store=next(iter(stores), None),
            load=next(iter(loads), None),
            reads_source=reads_source,
            allocates=allocates,
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
    def passed_along(self) -> int | None:
        """The argument that only passes its buffer along: the source of a
        view or a reshape."""
        if self.view is not None:
            return self.view.index
        return None if self.reshape is None else self.reshape.index

    @property
    def declared_indices(self) -> tuple[int, ...]:
        return tuple(sorted({*self.constants, *self.resolvers}))

    def effect(self, index: int, op: Operation) -> ArgEffect:
        """Argument `index`'s effect for the op instance `op`: resolvers first,
        then constants, else `Read` (an index past the argument list
        included)."""
        resolver = self.resolvers.get(index)
        if resolver is not None:
            return resolver.resolve(op)
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


def _single_operand(op: Operation, index: int | None) -> SSAValue | None:
    if index is None:
        return None
    groups = argument_groups(op)
    if index >= len(groups) or len(groups[index]) != 1:
        return None
    return groups[index][0]


# ---------------------------------------------------------------------------
# The queries


def is_classified(op: Operation | type[Operation]) -> bool:
    """Whether the op has any argument-effect declaration, no-writes included."""
    return declarations(op).classified


def has_verdict(op: Operation | type[Operation], index: int) -> bool:
    """Whether argument `index` has been given a verdict (named, or covered by
    no-writes). An unnamed argument of a classified op has none."""
    return declarations(op).has_verdict(index)


def arg_effect(op: Operation, index: int) -> ArgEffect:
    """Argument `index`'s effect for this op instance, resolvers applied.
    Undeclared arguments, indices past the argument list and every argument of
    an unclassified op are `Read`: ask `is_classified` to tell those apart."""
    return declarations(op).effect(index, op)


def argument_count(op: Operation) -> int:
    """The number of arguments (operand groups) of the op."""
    if isinstance(op, IRDLOperation):
        return len(op.get_irdl_definition().operands)
    return len(op.operands)


def arg_effects(op: Operation) -> tuple[ArgEffect, ...]:
    """The effect of each of the op's arguments, in argument order."""
    decl = declarations(op)
    return tuple(decl.effect(i, op) for i in range(argument_count(op)))


def operand_effects(op: Operation) -> Iterator[tuple[int, SSAValue, ArgEffect]]:
    """`(argument index, operand, effect)` for every operand, by position."""
    decl = declarations(op)
    for index, group in enumerate(argument_groups(op)):
        effect = decl.effect(index, op)
        for value in group:
            yield index, value, effect


def writes_any_argument(op: Operation) -> bool:
    """Whether this op instance writes some argument under its properties."""
    decl = declarations(op)
    if not decl.may_write:
        return False
    return any(decl.effect(i, op).writes for i in decl.declared_indices)


def write_channel(op: Operation | type[Operation]) -> WriteChannel | None:
    """The declared write channel, if any."""
    return declarations(op).channel


def is_no_duplicate(op: Operation | type[Operation]) -> bool:
    """Whether the op must not run on a second core."""
    return declarations(op).no_duplicate


def stated_affinity(op: Operation) -> Affinity | None:
    """The op's stated lane: a declared affinity or its `core_type` rule."""
    return declarations(op).core_affinity(op.properties)


def reused_argument(op: Operation | type[Operation]) -> int | None:
    """The argument whose buffer the op's result is (`OutputReusesInput`)."""
    return declarations(op).reuses


def reused_operand(op: Operation) -> SSAValue | None:
    """The single operand whose buffer the op's result reuses, if declared."""
    return _single_operand(op, declarations(op).reuses)


def viewed_argument(op: Operation | type[Operation]) -> int | None:
    """The argument whose buffer the op's result is a view of (`ViewOf`).
    A reshape (`ReshapeOf`) is not one: phase 1 gives a view its own root."""
    view = declarations(op).view
    return None if view is None else view.index


def view_source(op: Operation) -> SSAValue | None:
    """The single operand whose buffer the op's result views, if declared."""
    return _single_operand(op, viewed_argument(op))


def declared_view(op: Operation | type[Operation]) -> ViewOf | None:
    """The op's `ViewOf` declaration: its source and, if declared, the
    argument groups of the box its result names."""
    return declarations(op).view


def declared_reshape(op: Operation | type[Operation]) -> ReshapeOf | None:
    """The op's `ReshapeOf` declaration: the whole source under the result
    type's shape, row-major."""
    return declarations(op).reshape


def declared_store(op: Operation | type[Operation]) -> StoresTile | None:
    """The op's `StoresTile` declaration: the argument groups of its tile,
    offsets, tensor and shapes."""
    return declarations(op).store


def declared_load(op: Operation | type[Operation]) -> LoadsTile | None:
    """The op's `LoadsTile` declaration: the argument groups of its tensor,
    offsets and shapes."""
    return declarations(op).load


def allocated_tensor(op: Operation) -> SSAValue | None:
    """The fresh tensor the op allocates: its only result, when the op
    declares `AllocatesResult` and the result is a tensor (`tensor.create`;
    a tile allocation allocates no tensor)."""
    if not declarations(op).allocates or len(op.results) != 1:
        return None
    result = op.results[0]
    return result if isinstance(result.type, TensorType) else None


def unchanged_argument(op: Operation | type[Operation]) -> int | None:
    """The argument whose buffer the op's result is (`OutputReusesInput`)
    when the op may write no argument under any properties: the data comes
    out unchanged (a view, a reshape, a metadata update such as
    `set_validshape`). None for an in-place writer and for every other op."""
    decl = declarations(op)
    return None if decl.may_write else decl.reuses


def passed_along_argument(op: Operation | type[Operation]) -> int | None:
    """The argument that only passes its buffer along to the op's result: the
    source of a view (`ViewOf`) or a reshape (`ReshapeOf`). The op accesses
    none of it."""
    return declarations(op).passed_along


Fallback = TypeVar("Fallback")
"""What a caller of `argument_access` assumes an unclassified op does."""


def argument_access(
    op: Operation, index: int, unclassified: Fallback
) -> ArgEffect | Fallback | None:
    """What `op` does to the buffer its argument `index` (an operand group)
    names, the one answer every analysis gives:

    - None: the source of a view or a reshape only passes its buffer along
      (`passed_along_argument`), whether the op is classified or not;
    - a classified op: the argument's effect for this instance, resolvers
      applied (`arg_effect`; an undeclared argument is `Read`);
    - an unclassified op: `Read` for its source (argument 0) if it declares
      `ReadsSource`, and `unclassified` for any other argument.

    `unclassified` is what the caller may assume of an op nobody looked at,
    the one point where analyses differ: a read for parameter inference, a
    read and a write for the task graph, a refusal for the relax proof."""
    return _access(declarations(op), op, index, unclassified)


def _access(
    decl: EffectDeclarations, op: Operation, index: int, unclassified: Fallback
) -> ArgEffect | Fallback | None:
    if index == decl.passed_along:
        return None
    if decl.classified:
        return decl.effect(index, op)
    if index == 0 and decl.reads_source:
        return ArgEffect.READ
    return unclassified


def operand_accesses(
    op: Operation, unclassified: Fallback
) -> Iterator[tuple[int, SSAValue, ArgEffect | Fallback | None]]:
    """`(argument index, operand, argument_access(op, index, unclassified))`
    for every operand, by position."""
    decl = declarations(op)
    for index, group in enumerate(argument_groups(op)):
        access = _access(decl, op, index, unclassified)
        for value in group:
            yield index, value, access
