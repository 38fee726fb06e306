"""The call graph of a module and its strongly connected components.

Call-result lineage reads each callee's own buffer roots, so functions are
analysed callee first; calls inside one recursive cycle fall back to PyPTO's
writer-slot rule (derive-call-directions.md, *Call results*). A pass builds the
graph once and hands it to every analysis it runs.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple, cast

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, SSAValue

from pypto_xdsl.analysis.structure import entry_block
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.symbol_table import callee_of, function_table


def covered_parameters(n_args: int, n_params: int) -> int:
    """The submit prefix rule: a call-like op's arguments are its callee's
    first parameters, in order. A `pto.call` carries every parameter, a
    `pto.submit` a prefix of them; arguments past the callee's parameter list
    are ill-formed (verifier rule 4) and stand for no parameter."""
    return min(n_args, n_params)


class CallSite(NamedTuple):
    """One `pto.call` or `pto.submit` of a function body."""

    op: CallLikeOp
    args: tuple[SSAValue, ...]
    """The carried arguments (IRDL accessors slice the operand list on every
    access; this reads it once)."""
    callee: FuncOp | None
    """None when the callee does not exist."""
    passed: int
    """How many of the callee's parameters the arguments cover: `args[i]` is
    parameter `i` for `i < passed` (`covered_parameters`; 0 without a
    callee)."""


_CALL_LIKE: dict[type[Operation], bool] = {}


def is_call_like(op: Operation) -> bool:
    """`isinstance(op, CallLikeOp)`, once per op class (an instance check
    against an abstract class is a Python-level call)."""
    found = _CALL_LIKE.get(type(op))
    if found is None:
        found = _CALL_LIKE[type(op)] = isinstance(op, CallLikeOp)
    return found


def call_sites(
    block: Block,
    funcs: Mapping[str, FuncOp],
    declared: Mapping[FuncOp, tuple[ParamDirection, ...]],
) -> tuple[CallSite, ...]:
    """The call sites of `block` and its nested regions, in program order
    (`call_site` on each call-like op)."""
    found: list[CallSite] = []
    call_like = _CALL_LIKE
    # Pre-order along each block's op list (`next_op`: a block's iterator
    # costs two Python-level calls per op); per entry, the next op to visit.
    stack: list[Operation | None] = [block.first_op]
    while stack:
        op = stack.pop()
        while op is not None:
            if op.regions:
                stack.append(op.next_op)
                for region in reversed(op.regions):
                    for nested in reversed(region.blocks):
                        stack.append(nested.first_op)
                break
            kind = call_like.get(type(op))
            if kind is None:
                kind = is_call_like(op)
            if kind:
                found.append(call_site(cast(CallLikeOp, op), funcs, declared))
            op = op.next_op
    return tuple(found)


def call_site(
    op: CallLikeOp,
    funcs: Mapping[str, FuncOp],
    declared: Mapping[FuncOp, tuple[ParamDirection, ...]] | None = None,
) -> CallSite:
    """The call site of `op`; `declared`, when given, holds one direction per
    parameter of every function, so that a graph reads each callee's
    parameter count once, not once per call."""
    args = tuple(op.args)
    callee = callee_of(op, funcs)
    if callee is None:
        return CallSite(op, args, None, 0)
    n_params = (
        len(callee.function_type.inputs) if declared is None else len(declared[callee])
    )
    return CallSite(op, args, callee, covered_parameters(len(args), n_params))


class FunctionNode(NamedTuple):
    """One function of a call graph."""

    func: FuncOp
    kind: FuncKind
    declared: tuple[ParamDirection, ...]
    """`declared_directions(func)` when the graph was built."""
    block: Block | None
    """The body; None for a declaration."""
    sites: tuple[CallSite, ...]
    """The call-like ops of the body, in program order."""


@dataclass(frozen=True)
class CallGraph:
    """Built once per pass run by `call_graph`; valid while the pass does not
    change the IR's ops (attributes may change)."""

    funcs: Mapping[str, FuncOp]
    """The module's function table."""
    nodes: Mapping[FuncOp, FunctionNode]
    """Every function of `funcs`, in table order."""
    sccs: tuple[tuple[FunctionNode, ...], ...]
    """Strongly connected components, every callee's before its callers'."""
    _cycles: Mapping[FuncOp, frozenset[FuncOp]]

    def node(self, func: FuncOp) -> FunctionNode:
        return self.nodes[func]

    def callee_first(self) -> Iterator[FunctionNode]:
        """Every function, callees before their callers."""
        for component in self.sccs:
            yield from component

    def cycle_of(self, func: FuncOp) -> frozenset[FuncOp]:
        """The functions of `func`'s component: a call from `func` to one of
        them closes a recursive cycle (for a component of one function, the
        call is a self-call)."""
        return self._cycles[func]


def declared_directions(func: FuncOp) -> tuple[ParamDirection, ...]:
    """`func.param_directions_tuple`, padded with `in` or cut to one per parameter, so that
    unverified IR never makes a lookup fail."""
    n_params = len(func.function_type.inputs)
    declared = func.param_directions_tuple
    if len(declared) == n_params:
        return declared
    return (declared + (ParamDirection.IN,) * n_params)[:n_params]


def call_graph(module: ModuleOp) -> CallGraph:
    """The call graph of `module`'s function table."""
    funcs = function_table(module)
    order = list(funcs.values())
    number = {func: k for k, func in enumerate(order)}
    declared = {func: declared_directions(func) for func in order}
    nodes: dict[FuncOp, FunctionNode] = {}
    successors: list[list[int]] = []
    for func in order:
        block = entry_block(func)
        sites = () if block is None else call_sites(block, funcs, declared)
        successors.append(
            list(
                dict.fromkeys(
                    [number[site.callee] for site in sites if site.callee is not None]
                )
            )
        )
        nodes[func] = FunctionNode(func, func.func_kind, declared[func], block, sites)
    sccs = tuple(
        tuple([nodes[order[k]] for k in component])
        for component in strongly_connected_components(successors)
    )
    cycles: dict[FuncOp, frozenset[FuncOp]] = {}
    for component in sccs:
        members = frozenset([node.func for node in component])
        for node in component:
            cycles[node.func] = members
    return CallGraph(funcs, nodes, sccs, cycles)


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
