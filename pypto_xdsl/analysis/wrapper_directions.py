"""Phase 0: the effective parameter directions of wrapper functions.

A `group`/`spmd` wrapper forwards its parameters to inner kernels, but its
declared `param_directions` may still say `in` for a parameter an inner kernel
writes. The effective directions are the least fixed point, on the lattice
`in < out < inout`, of joining each declared direction with the direction of
every inner callee parameter the wrapper's own parameter is passed to
(derive-call-directions.md, *Phase 0*).
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Mapping

from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.symbol_table import function_table

# Calls into these kinds are not kernel launches and give no evidence.
_NO_EVIDENCE_KINDS = frozenset({FuncKind.ORCHESTRATION, FuncKind.OPAQUE})
_WRAPPER_KINDS = frozenset({FuncKind.GROUP, FuncKind.SPMD})
_BY_RANK = (ParamDirection.IN, ParamDirection.OUT, ParamDirection.INOUT)
_RANK = {d: d.rank for d in _BY_RANK}


def effective_wrapper_directions(
    module: ModuleOp,
    funcs: Mapping[str, FuncOp] | None = None,
    graph: CallGraph | None = None,
) -> dict[FuncOp, tuple[ParamDirection, ...]]:
    """The effective directions of every wrapper of `module` (kind group/spmd,
    declarations included), starting from the declared ones and only moving up.

    `funcs` (the function table) and `graph` (the call graph) may be passed
    in to share them with other analyses of the same pass run.
    """
    if funcs is None:
        funcs = function_table(module)
    if graph is None:
        graph = call_graph(module, funcs)
    return _fixed_point(graph, promoted_only=False)


def promoted_wrapper_directions(
    graph: CallGraph,
) -> dict[FuncOp, tuple[ParamDirection, ...]]:
    """The effective directions of the wrappers whose effective and declared
    (as `graph` read them) directions differ: what derive-call-directions
    writes back."""
    return _fixed_point(graph, promoted_only=True)


def _fixed_point(
    graph: CallGraph, *, promoted_only: bool
) -> dict[FuncOp, tuple[ParamDirection, ...]]:
    # Runs on node numbers and flat lists of direction ranks (wrapper w's
    # parameters at `flat[start[w]:start[w + 1]]`): on programs of many small
    # functions, dictionaries keyed by ops and a list per wrapper spread the
    # work over memory, and cache misses cost more than the work.
    nodes = graph.nodes
    wrapper_of = [-1] * len(nodes)
    wrappers: list[int] = []
    start: list[int] = []
    flat: list[int] = []
    for k, node in enumerate(nodes):
        if node.kind in _WRAPPER_KINDS:
            wrapper_of[k] = len(wrappers)
            wrappers.append(k)
            start.append(len(flat))
            flat.extend([_RANK[d] for d in node.declared])
    start.append(len(flat))
    declared = flat.copy()
    # Evidence, per wrapper: flat positions (own parameter, callee wrapper
    # parameter) for every inner argument that is the wrapper's parameter
    # itself (SSA identity) passed to a wrapper. Evidence from other callees
    # is constant, so it is joined in up front.
    first_fact: list[int] = []
    own_at: list[int] = []
    callee_at: list[int] = []
    callers: list[list[int]] = [[] for _ in wrappers]
    for w, k in enumerate(wrappers):
        first_fact.append(len(own_at))
        base = start[w]
        n_params = start[w + 1] - base
        for target, passed in nodes[k].sites:
            if target < 0:
                continue
            callee = nodes[target]
            if callee.kind in _NO_EVIDENCE_KINDS:
                continue
            fixed = callee.declared
            inner = wrapper_of[target]
            found = False
            for i, param in enumerate(passed):
                if i >= len(fixed):
                    break
                if 0 <= param < n_params:
                    if inner < 0:
                        rank = _RANK[fixed[i]]
                        if rank > flat[base + param]:
                            flat[base + param] = rank
                    else:
                        own_at.append(base + param)
                        callee_at.append(start[inner] + i)
                        found = True
            if found:
                callers[inner].append(w)
    first_fact.append(len(own_at))

    # Callees first (components in the graph's order, each one against its
    # discovery order, which follows call edges): most wrappers then see
    # their callees' final directions on their first visit. The fixed point
    # does not depend on the order.
    queue: deque[int] = deque()
    queued = [False] * len(wrappers)
    ordered = (wrapper_of[k] for scc in graph.scc_nodes for k in reversed(scc))
    for w in itertools.chain(ordered, range(len(wrappers))):
        if w >= 0 and not queued[w]:
            queued[w] = True
            queue.append(w)
    while queue:
        w = queue.popleft()
        queued[w] = False
        changed = False
        for j in range(first_fact[w], first_fact[w + 1]):
            rank = flat[callee_at[j]]
            if rank > flat[own_at[j]]:
                flat[own_at[j]] = rank
                changed = True
        if changed:
            for caller in callers[w]:
                if not queued[caller]:
                    queued[caller] = True
                    queue.append(caller)
    # One tuple per distinct result: most wrappers share a handful.
    shared: dict[tuple[int, ...], tuple[ParamDirection, ...]] = {}
    result: dict[FuncOp, tuple[ParamDirection, ...]] = {}
    for w, k in enumerate(wrappers):
        if (
            promoted_only
            and flat[start[w] : start[w + 1]] == declared[start[w] : start[w + 1]]
        ):
            continue
        key = tuple(flat[start[w] : start[w + 1]])
        directions = shared.get(key)
        if directions is None:
            directions = shared[key] = tuple([_BY_RANK[r] for r in key])
        result[nodes[k].func] = directions
    return result
