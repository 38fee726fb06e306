"""The least fixed point over one strongly connected component of the call
graph: phase 0 (`wrapper_directions`) and `infer-param-directions`
(`param_directions`) both evaluate a member from its callees' directions
and, when the member moved up, evaluate its callers in the component again."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from pypto_xdsl.analysis.call_graph import FunctionNode
from pypto_xdsl.dialects.func import FuncOp


def component_fixed_point(
    members: Sequence[FunctionNode],
    callees_of: Callable[[FunctionNode], Iterable[FuncOp | None]],
    step: Callable[[FunctionNode], bool],
) -> None:
    """Evaluate every member with `step` (which says whether the member's
    directions moved), then the callers in `members` of each member that
    moved, until none moves. `callees_of` names the functions a member
    calls. Directions only move up on a finite lattice, so this ends.

    Members come in discovery order, each reached from the one before it;
    popping from the end evaluates the last discovered, a callee, first, so
    that a caller mostly sees its callees' final directions."""
    in_component = {node.func for node in members}
    callers: dict[FuncOp, list[FunctionNode]] = {func: [] for func in in_component}
    for node in members:
        for callee in callees_of(node):
            if callee is not None and callee in in_component:
                callers[callee].append(node)
    queue = list(members)
    queued = set(in_component)
    while queue:
        node = queue.pop()
        queued.discard(node.func)
        if step(node):
            for caller in callers[node.func]:
                if caller.func not in queued:
                    queued.add(caller.func)
                    queue.append(caller)
