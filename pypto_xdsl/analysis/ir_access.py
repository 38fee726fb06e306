"""Reading the IR fast: the accessors phase 1 runs on every op.

IRDL's named accessors recompute operand and region segments on every read,
and `any` over a generator costs more than the test itself on ops with no or
one result. The scf ops' layouts are fixed (regions in declaration order, an
`scf.for`'s operands are its bounds, its step, then its inits), so these read
them by position. Constant-factor tricks live here and in `walk.py`, not in
the rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Block, Operation, SSAValue

from pypto_xdsl.dialects.types import is_tensor_like


def constant_int(value: SSAValue) -> int | None:
    op = value.owner
    if isinstance(op, arith.ConstantOp) and isinstance(op.value, IntegerAttr):
        return op.value.value.data
    return None


def terminator_of(block: Block | None) -> Operation | None:
    return None if block is None else block.last_op


def has_tensor(values: Sequence[SSAValue]) -> bool:
    # A plain loop: `any` over a generator costs more than the test itself on
    # the many ops with no or one result.
    for value in values:  # noqa: SIM110
        if is_tensor_like(value.type):
            return True
    return False


# IRDL's named accessors recompute operand and region segments on every read;
# the scf ops' layouts are fixed: regions in declaration order, and an
# `scf.for`'s operands are its bounds, its step, then its inits.


def entry_block(op: Operation, region: int) -> Block | None:
    return op.regions[region].first_block


def for_inits(loop: scf.ForOp) -> Sequence[SSAValue]:
    return loop.operands[3:]


def yielded_values(block: Block | None) -> Sequence[SSAValue]:
    terminator = terminator_of(block)
    return () if terminator is None else terminator.operands


def value_at(values: Sequence[SSAValue], index: int) -> SSAValue | None:
    return values[index] if index < len(values) else None
