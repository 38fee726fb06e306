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
    wrappers = [f for f in funcs.values() if f.is_wrapper]
    effective: dict[FuncOp, list[ParamDirection]] = {
        w: list(declared_directions(w)) for w in wrappers
    }
    # Per wrapper: (own parameter, callee, callee parameter) for every inner
    # argument that is the wrapper's parameter itself (SSA identity).
    evidence: dict[FuncOp, list[tuple[int, FuncOp, int]]] = {}
    callers: dict[FuncOp, list[FuncOp]] = {w: [] for w in wrappers}
    for wrapper in wrappers:
        block = entry_block(wrapper)
        facts: list[tuple[int, FuncOp, int]] = []
        evidence[wrapper] = facts
        if block is None:
            continue
        n_params = len(effective[wrapper])
        for site in graph.calls.get(wrapper, ()):
            callee = graph.callee_of(site)
            if callee is None or callee.func_kind in _NO_EVIDENCE_KINDS:
                continue
            n_callee_params = len(callee.function_type.inputs)
            found = False
            for i, arg in enumerate(graph.args_of(site)):
                if i >= n_callee_params:
                    break
                if (
                    isinstance(arg, BlockArgument)
                    and arg.owner is block
                    and arg.index < n_params
                ):
                    facts.append((arg.index, callee, i))
                    found = True
            if found and callee in callers:
                callers[callee].append(wrapper)

    static = {f: declared_directions(f) for f in funcs.values() if not f.is_wrapper}
    queue = deque(wrappers)
    queued = set(wrappers)
    while queue:
        wrapper = queue.popleft()
        queued.discard(wrapper)
        current = effective[wrapper]
        changed = False
        for param, callee, i in evidence[wrapper]:
            inner = effective.get(callee)
            direction = inner[i] if inner is not None else static[callee][i]
            merged = current[param].merge(direction)
            if merged is not current[param]:
                current[param] = merged
                changed = True
        if changed:
            for caller in callers[wrapper]:
                if caller not in queued:
                    queued.add(caller)
                    queue.append(caller)
    return {w: tuple(d) for w, d in effective.items()}
