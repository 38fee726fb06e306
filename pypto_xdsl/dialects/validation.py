"""Load-time validation of operator effect declarations (PyPTO's
`OpRegistry::ValidateArgEffects`).

The `pto` dialect runs it over its own ops when it is imported; a downstream
dialect that adds ops runs `validate_arg_effects` over its own classes. Every
offender is named in one error, with the fix, rather than failing on first use.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.ir import Operation

from pypto_xdsl.dialects.declarations import EffectDeclarationError, declarations

CHANNEL_WITHOUT_WRITE = (
    "The following ops declare a write channel but write through no argument "
    "(a channel says how an op writes, so it is either stray or its write "
    "declaration is missing): declare Write, ReadWrite or a resolver on the "
    "argument the op writes, or drop the write channel:"
)
REUSE_WITHOUT_VERDICT = (
    "The following ops update an argument in place but never declared what they "
    "do to it (their result is that argument's buffer, so an unclassified slot "
    "reads as a pure consumer): declare Read, Write, ReadWrite or a resolver on "
    "that argument, or NoArgWrites if the op writes no argument:"
)
CONTRADICTIONS = "The following ops declare contradictory effects:"


class ArgEffectValidationError(ValueError):
    """Some ops' effect declarations break the load-time rules."""


def arg_effect_problems(op_classes: Iterable[type[Operation]]) -> list[str]:
    """The sections of the validation error (empty when every op is fine)."""
    channel: list[str] = []
    reuse: list[str] = []
    contradictory: list[str] = []
    for cls in op_classes:
        try:
            decl = declarations(cls)
        except EffectDeclarationError as e:
            contradictory.append(f"- {cls.name}: {e}")
            continue
        if decl.channel is not None and not decl.may_write:
            channel.append(f"- {cls.name}")
        if decl.reuses is not None and not decl.has_verdict(decl.reuses):
            reuse.append(f"- {cls.name} (in-place on argument {decl.reuses})")
    sections: list[str] = []
    for header, lines in (
        (CHANNEL_WITHOUT_WRITE, channel),
        (REUSE_WITHOUT_VERDICT, reuse),
        (CONTRADICTIONS, contradictory),
    ):
        if lines:
            sections.append("\n".join((header, *sorted(lines))))
    return sections


def validate_arg_effects(op_classes: Iterable[type[Operation]]) -> None:
    """Raise ArgEffectValidationError listing every op whose declarations break
    a rule: a write channel without a write, or an in-place result whose
    argument has no verdict."""
    sections = arg_effect_problems(op_classes)
    if sections:
        raise ArgEffectValidationError("\n".join(sections))
