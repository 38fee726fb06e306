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
from pypto_xdsl.analysis.symbols import function_table
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.functions import FuncOp

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
    # The fixed point runs on integer wrapper indices and direction ranks:
    # dictionaries keyed by ops were the cost here.
    wrappers = [f for f in funcs.values() if graph.kind_of(f) in _WRAPPER_KINDS]
    index = {id(w): k for k, w in enumerate(wrappers)}
    ranks = [[_RANK[d] for d in graph.declared(w)] for w in wrappers]
    # Per wrapper: (own parameter, callee wrapper index, callee parameter) for
    # every inner argument that is the wrapper's parameter itself (SSA
    # identity) and is passed to a wrapper; evidence from other callees is
    # constant, so it is joined in up front.
    evidence: list[list[tuple[int, int, int]]] = [[] for _ in wrappers]
    callers: list[list[int]] = [[] for _ in wrappers]
    for k, wrapper in enumerate(wrappers):
        facts = evidence[k]
        own = ranks[k]
        n_params = len(own)
        for site in graph.calls.get(wrapper, ()):
            callee = graph.callee_of(site)
            if callee is None or graph.kind_of(callee) in _NO_EVIDENCE_KINDS:
                continue
            fixed = graph.declared(callee)
            target = index.get(id(callee))
            found = False
            for i, param in enumerate(graph.passed_of(site)):
                if i >= len(fixed):
                    break
                if 0 <= param < n_params:
                    if target is None:
                        rank = _RANK[fixed[i]]
                        if rank > own[param]:
                            own[param] = rank
                    else:
                        facts.append((param, target, i))
                        found = True
            if found and target is not None:
                callers[target].append(k)

    # Callees first (components in the graph's order, each one against its
    # discovery order, which follows call edges): most wrappers then see
    # their callees' final directions on their first visit. The fixed point
    # does not depend on the order.
    queue: deque[int] = deque()
    queued = [False] * len(wrappers)
    ordered = (
        index.get(id(f)) for component in graph.sccs for f in reversed(component)
    )
    for k in itertools.chain(ordered, range(len(wrappers))):
        if k is not None and not queued[k]:
            queued[k] = True
            queue.append(k)
    while queue:
        k = queue.popleft()
        queued[k] = False
        current = ranks[k]
        changed = False
        for param, target, i in evidence[k]:
            rank = ranks[target][i]
            if rank > current[param]:
                current[param] = rank
                changed = True
        if changed:
            for caller in callers[k]:
                if not queued[caller]:
                    queued[caller] = True
                    queue.append(caller)
    # One tuple per distinct result: most wrappers share a handful.
    shared: dict[tuple[int, ...], tuple[ParamDirection, ...]] = {}
    result: dict[FuncOp, tuple[ParamDirection, ...]] = {}
    for k, wrapper in enumerate(wrappers):
        key = tuple(ranks[k])
        directions = shared.get(key)
        if directions is None:
            directions = shared[key] = tuple([_BY_RANK[r] for r in key])
        result[wrapper] = directions
    return result
