"""Operator effect declarations, as op traits (op-effects.md).

This module is the single place the declarations are defined; the operator
catalogue attaches them to ops and the analyses read them back.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Operation, SSAValue
from xdsl.traits import OpTrait


@dataclass(frozen=True)
class OutputReusesInput(OpTrait):
    """The op's result *is* argument `index`'s buffer (PyPTO's
    `set_output_reuses_input(N)`): analyses follow results through this."""

    index: int


def reused_operand(op: Operation) -> SSAValue | None:
    """The single operand whose buffer the op's result reuses, if declared."""
    trait = op.get_trait(OutputReusesInput)
    if trait is None:
        return None
    from xdsl.irdl import IRDLOperation

    from pypto_xdsl.dialects.operators import argument_groups

    if not isinstance(op, IRDLOperation):
        return None
    groups = argument_groups(op)
    if trait.index >= len(groups) or len(groups[trait.index]) != 1:
        return None
    return groups[trait.index][0]
