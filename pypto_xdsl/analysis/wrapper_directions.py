"""Phase 0: the effective parameter directions of wrapper functions.

A `group`/`spmd` wrapper forwards its parameters to inner kernels, but its
declared `param_directions` may still say `in` for a parameter an inner kernel
writes. The effective directions are the least fixed point, on the lattice
`in < out < inout`, of joining each declared direction with the direction of
every inner callee parameter the wrapper's own parameter is passed to
(derive-call-directions.md, *Phase 0*).
"""

from __future__ import annotations

from collections import deque

from xdsl.ir import BlockArgument

from pypto_xdsl.analysis.call_graph import CallGraph, FunctionNode
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.func import FuncOp

# Calls into these kinds are not kernel launches and give no evidence.
_NO_EVIDENCE_KINDS = frozenset({FuncKind.ORCHESTRATION, FuncKind.OPAQUE})


def effective_wrapper_directions(
    graph: CallGraph,
) -> dict[FuncOp, tuple[ParamDirection, ...]]:
    """The effective directions of every wrapper of `graph` (kind group/spmd,
    declarations included), starting from the declared ones and only moving
    up; in table order."""
    wrappers = [node for node in graph.nodes.values() if node.kind.is_wrapper]
    effective = {node.func: node.declared for node in wrappers}
    # Who to revisit when a wrapper's directions move up.
    callers: dict[FuncOp, list[FunctionNode]] = {node.func: [] for node in wrappers}
    for node in wrappers:
        for site in node.sites:
            if site.callee is not None and site.callee in callers:
                callers[site.callee].append(node)
    # Callees first: most wrappers then see their callees' final directions
    # on their first visit. The fixed point does not depend on the order.
    queue = deque(n for n in graph.callee_first() if n.kind.is_wrapper)
    queued = {node.func for node in queue}
    while queue:
        node = queue.popleft()
        queued.discard(node.func)
        joined = _join_evidence(graph, node, effective)
        if joined == effective[node.func]:
            continue
        effective[node.func] = joined
        for caller in callers[node.func]:
            if caller.func not in queued:
                queued.add(caller.func)
                queue.append(caller)
    return effective


def promoted_wrapper_directions(
    graph: CallGraph,
) -> dict[FuncOp, tuple[ParamDirection, ...]]:
    """The effective directions of the wrappers whose effective and declared
    (as `graph` read them) directions differ: what derive-call-directions
    writes back."""
    return {
        wrapper: directions
        for wrapper, directions in effective_wrapper_directions(graph).items()
        if directions != graph.node(wrapper).declared
    }


def _join_evidence(
    graph: CallGraph,
    wrapper: FunctionNode,
    effective: dict[FuncOp, tuple[ParamDirection, ...]],
) -> tuple[ParamDirection, ...]:
    """`wrapper`'s directions joined with those of every inner callee
    parameter one of its own parameters is passed to (SSA identity)."""
    joined = list(effective[wrapper.func])
    block = wrapper.block
    for site in wrapper.sites:
        if site.callee is None:
            continue
        callee = graph.node(site.callee)
        if callee.kind in _NO_EVIDENCE_KINDS:
            continue
        inner = effective.get(callee.func, callee.declared)
        for arg, direction in zip(site.args[: site.passed], inner, strict=False):
            if (
                isinstance(arg, BlockArgument)
                and arg.owner is block
                and arg.index < len(joined)
            ):
                joined[arg.index] = joined[arg.index].merge(direction)
    return tuple(joined)
