"""The call graph of a module and its strongly connected components.

Call-result lineage reads each callee's own buffer roots, so functions are
analysed callee first; calls inside one recursive cycle fall back to PyPTO's
writer-slot rule (derive-call-directions.md, *Call results*).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, SSAValue

from pypto_xdsl.analysis.walk import (
    OP,
    Event,
    call_sites_in,
    entry_block,
    structured_walk,
)
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.symbol_table import callee_of, function_table


class FunctionNode(NamedTuple):
    """One function of a call graph, by number: what phase 0 and other
    fixed points over many small functions read, without a dictionary
    lookup per function or call."""

    number: int
    """This node's number: its position in `CallGraph.nodes`."""
    func: FuncOp
    kind: FuncKind
    declared: tuple[ParamDirection, ...]
    """`declared_directions(func)`."""
    block: Block | None
    """The body; None for a declaration."""
    sites: tuple[tuple[int, tuple[int, ...]], ...]
    """Per call-like op of the body, in order: the callee's node number (-1
    when the callee does not exist) and, per argument, the parameter of
    `func` it is (-1 for any other value)."""
    calls: tuple[CallLikeOp, ...]
    """The call-like ops of the body, in program order."""
    args: tuple[tuple[SSAValue, ...], ...]
    """The carried arguments of each of `calls` (IRDL accessors slice the
    operand list on each access; this reads it once)."""


@dataclass(frozen=True)
class CallGraph:
    funcs: Mapping[str, FuncOp]
    """The module's function table."""
    sccs: tuple[tuple[FuncOp, ...], ...]
    """Strongly connected components, every callee's before its callers'."""
    events: Mapping[FuncOp, Sequence[Event]] = field(
        default_factory=dict[FuncOp, Sequence[Event]]
    )
    """The `structured_walk` of each function body, recorded once when the
    graph was built with `record_events=True` (valid while the IR is not
    changed); empty otherwise."""

    nodes: tuple[FunctionNode, ...] = ()
    """Every function of `funcs`, numbered in table order."""
    scc_nodes: tuple[tuple[int, ...], ...] = ()
    """`sccs` by node number."""
    node_of: Mapping[FuncOp, FunctionNode] = field(
        default_factory=dict[FuncOp, FunctionNode]
    )
    """The node of every function of `funcs`."""
    scc_of: tuple[int, ...] = ()
    """Index in `sccs` of each node's component."""

    # Tables by function, built on first use from the nodes: the passes read
    # the nodes, and a table of every function costs a large program's
    # caches more than it saves.

    @cached_property
    def calls(self) -> Mapping[FuncOp, tuple[CallLikeOp, ...]]:
        """The call-like ops in each function body, in program order."""
        return {node.func: node.calls for node in self.nodes}

    @cached_property
    def component(self) -> Mapping[FuncOp, int]:
        """Index in `sccs` of each function's component."""
        return {node.func: self.scc_of[node.number] for node in self.nodes}

    # Read from the node, which the graph built while the function was in
    # the CPU caches; computed for a function the graph does not know.

    def block_of(self, func: FuncOp) -> Block | None:
        """The body of `func`; None for a declaration."""
        node = self.node_of.get(func)
        return entry_block(func) if node is None else node.block

    def declared(self, func: FuncOp) -> tuple[ParamDirection, ...]:
        """`declared_directions(func)` as it was when the graph was built."""
        node = self.node_of.get(func)
        return declared_directions(func) if node is None else node.declared

    def kind_of(self, func: FuncOp) -> FuncKind:
        """`func.func_kind`."""
        node = self.node_of.get(func)
        return func.func_kind if node is None else node.kind

    def events_of(self, func: FuncOp, block: Block) -> Iterable[Event]:
        """The `structured_walk` of `block`, the body of `func`: the recorded
        one when there is one, so that analyses of one pass run share a
        single walk."""
        found = self.events.get(func)
        return structured_walk(block) if found is None else found

    # Per call site, from the IR: the walks over many calls read them by
    # position from the nodes instead (`SiteCursor`), since a table keyed by
    # every call of a large program does not stay in the CPU caches.

    def args_of(self, op: CallLikeOp) -> tuple[SSAValue, ...]:
        return tuple(op.args)

    def callee_of(self, op: CallLikeOp) -> FuncOp | None:
        return callee_of(op, self.funcs)

    def func_at(self, number: int) -> FuncOp | None:
        """The function of node `number`; None for -1 (no such callee)."""
        return self.nodes[number].func if number >= 0 else None

    def sites_of(
        self, func: FuncOp
    ) -> Iterator[tuple[CallLikeOp, tuple[SSAValue, ...], FuncOp | None]]:
        """Each call-like op of `func`'s body, in order, with its carried
        arguments and its callee (None when the callee does not exist)."""
        node = self.node_of.get(func)
        if node is None:
            return
        for op, args, (target, _) in zip(
            node.calls, node.args, node.sites, strict=True
        ):
            yield op, args, self.func_at(target)

    def in_same_cycle(self, caller: FuncOp, callee: FuncOp) -> bool:
        """Whether a call from `caller` to `callee` closes a recursive cycle.

        A call edge inside one component always lies on a cycle (for a
        component of one function, the edge is a self-call)."""
        a, b = self.node_of.get(caller), self.node_of.get(callee)
        return (
            a is not None
            and b is not None
            and self.scc_of[a.number] == self.scc_of[b.number]
        )


class SiteCursor:
    """The call sites of one body in walk order, as its node lists them.

    A walk of the body hands every call-like op it meets, in order, to
    `resolve`; IR that the graph does not describe (changed since) is
    resolved from the op itself."""

    __slots__ = ("_graph", "_next", "_node")

    def __init__(self, graph: CallGraph, node: FunctionNode | None):
        self._graph = graph
        self._node = node
        self._next = 0

    def resolve(self, op: CallLikeOp) -> tuple[tuple[SSAValue, ...], int]:
        """The carried arguments of `op` and its callee's node number (-1
        when the callee does not exist)."""
        node = self._node
        k = self._next
        if node is not None and k < len(node.calls) and node.calls[k] is op:
            self._next = k + 1
            return node.args[k], node.sites[k][0]
        callee = callee_of(op, self._graph.funcs)
        found = None if callee is None else self._graph.node_of.get(callee)
        return tuple(op.args), -1 if found is None else found.number


def declared_directions(func: FuncOp) -> tuple[ParamDirection, ...]:
    """`func.param_directions_tuple`, padded with `in` or cut to one per parameter, so that
    unverified IR never makes a lookup fail."""
    n_params = len(func.function_type.inputs)
    declared = func.param_directions_tuple
    if len(declared) == n_params:
        return declared
    return (declared + (ParamDirection.IN,) * n_params)[:n_params]


SiteVisitor = Callable[[CallLikeOp, tuple[SSAValue, ...], FuncOp | None], None]
"""Called with a call-like op, its carried arguments and its callee (None
when the callee does not exist)."""


def call_graph(
    module: ModuleOp,
    funcs: Mapping[str, FuncOp] | None = None,
    *,
    record_events: bool = False,
    visit_site: SiteVisitor | None = None,
) -> CallGraph:
    """The call graph of `module`. `record_events=True` also keeps each body's
    `structured_walk` for the analyses that follow, as long as nothing
    changes the IR in between. `visit_site` sees every call-like op as the
    graph reaches it, in table then program order: a check of every call
    site then costs no second sweep over the module."""
    if funcs is None:
        funcs = function_table(module)
    events: dict[FuncOp, Sequence[Event]] = {}
    # Signatures are read here, while each function is in the CPU caches:
    # on a large module a second pass over the functions costs more in cache
    # misses than in work.
    node_of: dict[FuncOp, FunctionNode] = {}
    order = list(funcs.values())
    number = {id(func): k for k, func in enumerate(order)}
    nodes: list[FunctionNode] = []
    edges: list[list[int]] = []
    for func in order:
        block = entry_block(func)
        if record_events:
            walked = [] if block is None else _events(block)
            events[func] = walked
            sites = tuple(
                [
                    op
                    for kind, op, _ in walked
                    if kind == OP and isinstance(op, CallLikeOp)
                ]
            )
        else:
            sites = () if block is None else tuple(call_sites_in(block))
        called: dict[int, None] = {}
        params = (
            {id(a): i for i, a in enumerate(block.args)}
            if sites and block is not None
            else {}
        )
        refs: list[tuple[int, tuple[int, ...]]] = []
        site_args: list[tuple[SSAValue, ...]] = []
        for site in sites:
            args = tuple(site.args)
            site_args.append(args)
            given = tuple([params.get(id(a), -1) for a in args])
            callee = callee_of(site, funcs)
            target = -1
            if callee is not None:
                target = number[id(callee)]
                called[target] = None
            refs.append((target, given))
            if visit_site is not None:
                visit_site(site, args, callee)
        edges.append(list(called))
        node = FunctionNode(
            len(nodes),
            func,
            func.func_kind,
            declared_directions(func),
            block,
            tuple(refs),
            sites,
            tuple(site_args),
        )
        nodes.append(node)
        node_of[func] = node
    # Tarjan on node numbers.
    scc_nodes = tuple(tuple(scc) for scc in strongly_connected_components(edges))
    sccs = tuple(tuple([order[k] for k in scc]) for scc in scc_nodes)
    scc_of = [0] * len(nodes)
    for i, scc in enumerate(scc_nodes):
        for k in scc:
            scc_of[k] = i
    return CallGraph(
        funcs,
        sccs,
        events,
        tuple(nodes),
        scc_nodes,
        node_of,
        tuple(scc_of),
    )


def _events(block: Block) -> list[Event]:
    """`structured_walk(block)` as a list; most bodies have no nested regions,
    and listing their ops directly skips the walk's generator machinery."""
    ops = list(block.ops)
    for op in ops:
        if op.regions:
            return list(structured_walk(block))
    return [(OP, op, -1) for op in ops]


def strongly_connected_components(
    successors: Sequence[Sequence[int]],
) -> list[list[int]]:
    """Tarjan's algorithm with an explicit stack over nodes `0..n-1`;
    components come out in reverse topological order (every component after
    those it reaches), members in discovery order."""
    unvisited = -1
    n = len(successors)
    index = [unvisited] * n
    low = [unvisited] * n
    on_stack = [False] * n
    stack: list[int] = []
    components: list[list[int]] = []
    counter = 0
    for start in range(n):
        if index[start] != unvisited:
            continue
        work: list[tuple[int, Iterator[int]]] = []
        target: int | None = start
        node = start
        while True:
            if target is not None:
                index[target] = low[target] = counter
                counter += 1
                stack.append(target)
                on_stack[target] = True
                work.append((target, iter(successors[target])))
            if not work:
                break
            node, pending = work[-1]
            target = next(pending, None)
            if target is not None:
                if index[target] == unvisited:
                    continue
                if on_stack[target] and index[target] < low[node]:
                    low[node] = index[target]
                target = None
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                if low[node] < low[parent]:
                    low[parent] = low[node]
            if low[node] == index[node]:
                component: list[int] = []
                while True:
                    member = stack.pop()
                    on_stack[member] = False
                    component.append(member)
                    if member == node:
                        break
                component.reverse()
                components.append(component)
    return components
