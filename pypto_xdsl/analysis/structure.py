"""The ops of a `pto.func` body, iteratively.

`Operation.walk` recurses once per nesting level and hits Python's recursion
limit around 170 nested regions; these walks keep an explicit stack, so a body
nested arbitrarily deep is walked in time linear in its size. Analyses of
function bodies run on `walk.walk_bodies`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from xdsl.ir import Block, Operation, Region

from pypto_xdsl.dialects.func import FuncOp


def region_ops(region: Region) -> Iterator[Operation]:
    """The ops of `region`, block by block."""
    first = region.first_block
    if first is not None and first.next_block is None:
        # The common case of one block: its own iterator, with no generator
        # frame resumed per op in between.
        return iter(first.ops)
    return _ops_of_blocks(region)


def _ops_of_blocks(region: Region) -> Iterator[Operation]:
    for block in region.blocks:
        yield from block.ops


def nested_region_ops(op: Operation) -> Iterator[Operation]:
    """The ops directly inside the regions of `op`, region by region."""
    regions = op.regions
    if len(regions) == 1:
        return region_ops(regions[0])
    return _ops_of_regions(regions)


def _ops_of_regions(regions: Sequence[Region]) -> Iterator[Operation]:
    for region in regions:
        yield from region_ops(region)


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
