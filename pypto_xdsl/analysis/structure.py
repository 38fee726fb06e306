"""The ops of a `pto.func` body, iteratively.

`Operation.walk` recurses once per nesting level and hits Python's recursion
limit around 170 nested regions; these walks keep an explicit stack, so a body
nested arbitrarily deep is walked in time linear in its size. Analyses of
function bodies run on `walk.walk_bodies`.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Block, Operation

from pypto_xdsl.dialects.func import FuncOp


def entry_block(func: FuncOp) -> Block | None:
    """The body of `func`; None for a declaration."""
    # `func.body` is an IRDL accessor that recomputes the region segments on
    # every access; a pto.func has exactly one region.
    regions = func.regions
    return regions[0].first_block if regions else None


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
