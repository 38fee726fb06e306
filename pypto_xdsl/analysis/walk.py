"""Iterative walks over `pto.func` bodies.

`Operation.walk` recurses once per nesting level and hits Python's recursion
limit around 170 nested regions; these walks keep an explicit stack, so a body
nested arbitrarily deep is walked in time linear in its size.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Block, Operation, Region

from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp

OP = 0
"""An op without regions."""
ENTER = 1
"""An op with regions, before its first region."""
REGION = 2
"""The start of region `index` of an op with regions."""
REGION_END = 3
"""The end of region `index` of an op with regions."""
EXIT = 4
"""An op with regions, after its last region."""

Event = tuple[int, Operation, int]


def _region_ops(region: Region) -> Iterator[Operation]:
    for block in region.blocks:
        yield from block.ops


def entry_block(func: FuncOp) -> Block | None:
    """The body of `func`; None for a declaration."""
    # `func.body` is an IRDL accessor that recomputes the region segments on
    # every access; a pto.func has exactly one region.
    regions = func.regions
    return regions[0].blocks.first if regions else None


def structured_walk(block: Block) -> Iterator[Event]:
    """Events `(kind, op, region index)` for the ops of `block` in program order,
    nested regions included: OP for a leaf op; ENTER, then REGION/REGION_END
    around each region, then EXIT for an op with regions. The index is -1 for
    OP, ENTER and EXIT."""
    stack: list[tuple[Operation | None, int, Iterator[Operation]]] = [
        (None, 0, iter(block.ops))
    ]
    while stack:
        owner, index, ops = stack[-1]
        op = next(ops, None)
        if op is None:
            stack.pop()
            if owner is None:
                continue
            yield REGION_END, owner, index
            following = index + 1
            if following < len(owner.regions):
                yield REGION, owner, following
                stack.append((owner, following, _region_ops(owner.regions[following])))
            else:
                yield EXIT, owner, -1
            continue
        if not op.regions:
            yield OP, op, -1
            continue
        yield ENTER, op, -1
        yield REGION, op, 0
        stack.append((op, 0, _region_ops(op.regions[0])))


def nested_ops(block: Block) -> Iterator[Operation]:
    """Every op of `block` and of its nested regions, in pre-order."""
    stack: list[Iterator[Operation]] = [iter(block.ops)]
    while stack:
        op = next(stack[-1], None)
        if op is None:
            stack.pop()
            continue
        yield op
        for region in reversed(op.regions):
            for nested in reversed(region.blocks):
                stack.append(iter(nested.ops))


def call_sites_in(block: Block) -> list[CallLikeOp]:
    """Every `pto.call` and `pto.submit` in `block`, nested ones included, in
    order."""
    return [op for op in nested_ops(block) if isinstance(op, CallLikeOp)]
