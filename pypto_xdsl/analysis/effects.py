"""The effect queries every analysis asks (op-effects.md, *The model*).

Three questions, answerable separately and cheaply from an op class or an op:

- `is_classified`: has a human classified the op at all (no-writes included)?
  An unclassified op is *unknown*, never read-only; analyses that need an
  answer must be able to refuse to guess.
- `has_verdict`: has argument N been named, or covered by no-writes?
- `arg_effect`: argument N's effect for this op instance, resolvers applied;
  an index past the argument list is `Read`.

Effects are per argument position (operand group), never per SSA value: the
same value passed in two slots may get two different effects.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Operation, SSAValue
from xdsl.irdl import IRDLOperation

from pypto_xdsl.dialects.attributes import Affinity
from pypto_xdsl.dialects.effects import (
    ArgEffect,
    WriteChannel,
    declarations,
)
from pypto_xdsl.dialects.operators import argument_groups

__all__ = [
    "ArgEffect",
    "WriteChannel",
    "arg_effect",
    "arg_effects",
    "argument_count",
    "has_verdict",
    "is_classified",
    "is_no_duplicate",
    "operand_effects",
    "stated_affinity",
    "write_channel",
    "writes_any_argument",
]


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
    return declarations(op).effect(index, op.properties)


def _groups(op: Operation) -> tuple[tuple[SSAValue, ...], ...]:
    if isinstance(op, IRDLOperation) and op.get_irdl_definition().operands:
        return argument_groups(op)
    return tuple((v,) for v in op.operands)


def argument_count(op: Operation) -> int:
    """The number of arguments (operand groups) of the op."""
    if isinstance(op, IRDLOperation):
        return len(op.get_irdl_definition().operands)
    return len(op.operands)


def arg_effects(op: Operation) -> tuple[ArgEffect, ...]:
    """The effect of each of the op's arguments, in argument order."""
    decl = declarations(op)
    props = op.properties
    return tuple(decl.effect(i, props) for i in range(argument_count(op)))


def operand_effects(op: Operation) -> Iterator[tuple[int, SSAValue, ArgEffect]]:
    """`(argument index, operand, effect)` for every operand, by position."""
    decl = declarations(op)
    props = op.properties
    for index, group in enumerate(_groups(op)):
        effect = decl.effect(index, props)
        for value in group:
            yield index, value, effect


def writes_any_argument(op: Operation) -> bool:
    """Whether this op instance writes some argument under its properties."""
    decl = declarations(op)
    if not decl.may_write:
        return False
    props = op.properties
    return any(decl.effect(i, props).writes for i in decl.declared_indices)


def write_channel(op: Operation | type[Operation]) -> WriteChannel | None:
    """The declared write channel, if any."""
    return declarations(op).channel


def is_no_duplicate(op: Operation | type[Operation]) -> bool:
    """Whether the op must not run on a second core."""
    return declarations(op).no_duplicate


def stated_affinity(op: Operation) -> Affinity | None:
    """The op's stated lane: a declared affinity or its `core_type` rule."""
    return declarations(op).core_affinity(op.properties)
