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
from xdsl.ir import BlockArgument

from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.analysis.symbols import function_table
from pypto_xdsl.analysis.walk import entry_block
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.functions import FuncOp

# Calls into these kinds are not kernel launches and give no evidence.
_NO_EVIDENCE_KINDS = frozenset({FuncKind.ORCHESTRATION, FuncKind.OPAQUE})
_BY_RANK = (ParamDirection.IN, ParamDirection.OUT, ParamDirection.INOUT)


def declared_directions(func: FuncOp) -> tuple[ParamDirection, ...]:
    """`func.directions`, padded with `in` or cut to one per parameter, so that
    unverified IR never makes a lookup fail."""
    n_params = len(func.function_type.inputs)
    declared = func.directions
    if len(declared) == n_params:
        return declared
    return (declared + (ParamDirection.IN,) * n_params)[:n_params]


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
    # hashing ops goes through a Python-level `__hash__`, which dominated.
    wrappers = [f for f in funcs.values() if f.is_wrapper]
    index = {id(w): k for k, w in enumerate(wrappers)}
    ranks = [[d.rank for d in declared_directions(w)] for w in wrappers]
    # Per wrapper: (own parameter, callee wrapper index, callee parameter) for
    # every inner argument that is the wrapper's parameter itself (SSA
    # identity) and is passed to a wrapper; evidence from other callees is
    # constant, so it is joined in up front.
    evidence: list[list[tuple[int, int, int]]] = [[] for _ in wrappers]
    callers: list[list[int]] = [[] for _ in wrappers]
    static: dict[int, tuple[ParamDirection, ...]] = {}
    for k, wrapper in enumerate(wrappers):
        block = entry_block(wrapper)
        if block is None:
            continue
        facts = evidence[k]
        own = ranks[k]
        n_params = len(own)
        for site in graph.calls.get(wrapper, ()):
            callee = graph.callee_of(site)
            if callee is None or callee.func_kind in _NO_EVIDENCE_KINDS:
                continue
            n_callee_params = len(callee.function_type.inputs)
            target = index.get(id(callee))
            fixed: tuple[ParamDirection, ...] = ()
            if target is None:
                fixed = static.get(id(callee)) or ()
                if not fixed:
                    fixed = declared_directions(callee)
                    static[id(callee)] = fixed
            found = False
            for i, arg in enumerate(graph.args_of(site)):
                if i >= n_callee_params:
                    break
                if (
                    isinstance(arg, BlockArgument)
                    and arg.owner is block
                    and arg.index < n_params
                ):
                    if target is None:
                        rank = fixed[i].rank
                        if rank > own[arg.index]:
                            own[arg.index] = rank
                    else:
                        facts.append((arg.index, target, i))
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
    return {w: tuple(_BY_RANK[r] for r in ranks[k]) for k, w in enumerate(wrappers)}
