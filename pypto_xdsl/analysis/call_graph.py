"""The call graph of a module and its strongly connected components.

Call-result lineage reads each callee's own buffer roots, so functions are
analysed callee first; calls inside one recursive cycle fall back to PyPTO's
writer-slot rule (derive-call-directions.md, *Call results*).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import SSAValue

from pypto_xdsl.analysis.symbols import callee_of, function_table
from pypto_xdsl.analysis.walk import call_sites
from pypto_xdsl.dialects.functions import CallLikeOp, FuncOp


@dataclass(frozen=True)
class CallGraph:
    funcs: Mapping[str, FuncOp]
    """The module's function table."""
    calls: Mapping[FuncOp, tuple[CallLikeOp, ...]]
    """The call-like ops in each function body, in program order."""
    sccs: tuple[tuple[FuncOp, ...], ...]
    """Strongly connected components, every callee's before its callers'."""
    component: Mapping[FuncOp, int]
    """Index in `sccs` of each function's component."""
    arguments: Mapping[CallLikeOp, tuple[SSAValue, ...]]
    """The carried arguments of every call-like op (IRDL accessors slice the
    operand list on each access; this reads it once)."""
    callees: Mapping[CallLikeOp, FuncOp]
    """The callee of every call-like op whose callee exists."""

    def args_of(self, op: CallLikeOp) -> tuple[SSAValue, ...]:
        found = self.arguments.get(op)
        return tuple(op.args) if found is None else found

    def callee_of(self, op: CallLikeOp) -> FuncOp | None:
        found = self.callees.get(op)
        return callee_of(op, self.funcs) if found is None else found

    def in_same_cycle(self, caller: FuncOp, callee: FuncOp) -> bool:
        """Whether a call from `caller` to `callee` closes a recursive cycle.

        A call edge inside one component always lies on a cycle (for a
        component of one function, the edge is a self-call)."""
        component = self.component.get(caller)
        return component is not None and component == self.component.get(callee)


def call_graph(
    module: ModuleOp, funcs: Mapping[str, FuncOp] | None = None
) -> CallGraph:
    if funcs is None:
        funcs = function_table(module)
    calls: dict[FuncOp, tuple[CallLikeOp, ...]] = {}
    successors: dict[FuncOp, list[FuncOp]] = {}
    arguments: dict[CallLikeOp, tuple[SSAValue, ...]] = {}
    callees: dict[CallLikeOp, FuncOp] = {}
    for func in funcs.values():
        sites = tuple(call_sites(func))
        calls[func] = sites
        called: dict[FuncOp, None] = {}
        for site in sites:
            arguments[site] = tuple(site.args)
            callee = callee_of(site, funcs)
            if callee is not None:
                callees[site] = callee
                called[callee] = None
        successors[func] = list(called)
    sccs = strongly_connected_components(list(funcs.values()), successors)
    component = {func: i for i, scc in enumerate(sccs) for func in scc}
    return CallGraph(funcs, calls, sccs, component, arguments, callees)


def strongly_connected_components(
    nodes: list[FuncOp], successors: Mapping[FuncOp, list[FuncOp]]
) -> tuple[tuple[FuncOp, ...], ...]:
    """Tarjan's algorithm with an explicit stack; components come out in
    reverse topological order (every component after those it reaches)."""
    index: dict[FuncOp, int] = {}
    low: dict[FuncOp, int] = {}
    on_stack: set[FuncOp] = set()
    stack: list[FuncOp] = []
    components: list[tuple[FuncOp, ...]] = []
    for start in nodes:
        if start in index:
            continue
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        work = [(start, iter(successors.get(start, ())))]
        while work:
            node, edges = work[-1]
            target = next(edges, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(successors.get(target, ()))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                members: list[FuncOp] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.append(member)
                    if member is node:
                        break
                components.append(tuple(reversed(members)))
    return tuple(components)
