"""`walk_bodies`: the one driver every analysis of function bodies runs on.

Each analysis is a `BodyVisitor`; the driver walks each body once, callees
first, and feeds every event to every visitor, so that analyses which need
each other's facts at the same op (phases 1 to 3 of derive-call-directions)
share one walk. The walk keeps an explicit stack (see `structure`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import cast

from xdsl.ir import Block, Operation

from pypto_xdsl.analysis.call_graph import (
    CallGraph,
    CallSite,
    FunctionNode,
    call_site,
    is_call_like,
)
from pypto_xdsl.dialects.call import CallLikeOp


class BodyVisitor:
    """One analysis of function bodies, driven by `walk_bodies`.

    Events come in program order, nested regions included: `begin` once per
    function (declarations too), then per op of the body either `leaf` (no
    regions), `call` (a `pto.call`/`pto.submit`, already resolved into its
    call site) or `enter`, then `enter_region`/`exit_region` around each of
    its regions, then `exit`; finally `finish`. A visitor overrides the
    events it needs; the driver calls no other."""

    def begin(self, node: FunctionNode) -> None:
        pass

    def leaf(self, op: Operation) -> None:
        pass

    def call(self, site: CallSite) -> None:
        pass

    def enter(self, op: Operation) -> None:
        pass

    def enter_region(self, op: Operation, index: int) -> None:
        pass

    def exit_region(self, op: Operation, index: int) -> None:
        pass

    def exit(self, op: Operation) -> None:
        pass

    def finish(self, node: FunctionNode) -> None:
        pass


def _handlers(visitors: Sequence[BodyVisitor], event: str) -> list[Callable[..., None]]:
    """The bound `event` methods of the visitors that override it, hoisted
    once per run so that an event costs one call per interested visitor."""
    default = getattr(BodyVisitor, event)
    return [
        getattr(visitor, event)
        for visitor in visitors
        if getattr(type(visitor), event) is not default
    ]


_Level = tuple[Operation | None, int, Block | None, Operation | None]
"""Where the walk is in one region: the region op and the region's index
(None and 0 at the body), the block, and the next op to visit."""


def _level(owner: Operation | None, index: int, block: Block | None) -> _Level:
    """The start of `block` (None for an empty region)."""
    return (owner, index, block, None if block is None else block.first_op)


def walk_bodies(
    graph: CallGraph,
    visitors: Sequence[BodyVisitor],
    bodies: Iterable[FunctionNode] | None = None,
) -> None:
    """Walk the function bodies of `graph` once each, callees first, feeding
    every event to `visitors` in list order (a visitor may read what the
    visitors before it found at the same event).

    `bodies` walks those functions instead, in that order; it is read
    lazily, so a caller may choose the next body from what the walks so far
    found (infer-param-directions re-walks a recursive component)."""
    begins = _handlers(visitors, "begin")
    leaves = _handlers(visitors, "leaf")
    calls = _handlers(visitors, "call")
    enters = _handlers(visitors, "enter")
    region_enters = _handlers(visitors, "enter_region")
    region_exits = _handlers(visitors, "exit_region")
    exits = _handlers(visitors, "exit")
    finishes = _handlers(visitors, "finish")
    # The events are fanned out by plain loops over the hoisted handlers: a
    # loop over one handler costs less than a wrapper call per event.
    for node in graph.callee_first() if bodies is None else bodies:
        for begin in begins:
            begin(node)
        block = node.block
        if block is not None:
            # The graph lists the call sites in walk order: the next one is
            # recognised by identity.
            sites = node.sites
            k = 0
            next_call = sites[0].op if sites else None
            # Ops are followed along their block's list (`next_op`): a block's
            # iterator costs two Python-level calls per op, as much as the
            # events of a leaf.
            stack: list[_Level] = [_level(None, 0, block)]
            while stack:
                owner, index, current, op = stack.pop()
                while op is not None:
                    if op.regions:
                        stack.append((owner, index, current, op.next_op))
                        for enter in enters:
                            enter(op)
                        for enter_region in region_enters:
                            enter_region(op, 0)
                        stack.append(_level(op, 0, op.regions[0].first_block))
                        break
                    if op is next_call:
                        site = sites[k]
                        k += 1
                        next_call = sites[k].op if k < len(sites) else None
                    elif is_call_like(op):
                        # The IR changed since the graph was built.
                        site = call_site(cast(CallLikeOp, op), graph.funcs)
                    else:
                        for leaf in leaves:
                            leaf(op)
                        op = op.next_op
                        continue
                    for call in calls:
                        call(site)
                    op = op.next_op
                else:
                    following_block = None if current is None else current.next_block
                    if following_block is not None:
                        stack.append(_level(owner, index, following_block))
                        continue
                    if owner is None:
                        continue
                    for exit_region in region_exits:
                        exit_region(owner, index)
                    following = index + 1
                    if following < len(owner.regions):
                        for enter_region in region_enters:
                            enter_region(owner, following)
                        first = owner.regions[following].first_block
                        stack.append(_level(owner, following, first))
                    else:
                        for exit_ in exits:
                            exit_(owner)
        for finish in finishes:
            finish(node)
