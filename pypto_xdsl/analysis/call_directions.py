"""Phase 3: the `arg_directions` a call-like op gets from its callee's
parameter directions and the buffer lineage of its arguments
(derive-call-directions.md, *Phase 3*)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from pypto_xdsl.analysis.buffer_roots import (
    BufferRoots,
    Root,
    RootCollector,
    buffer_roots,
)
from pypto_xdsl.analysis.call_graph import CallGraph, SiteCursor, call_graph
from pypto_xdsl.analysis.prior_writers import (
    FirstWriters,
    SeenRoots,
    first_writers,
    visit_call,
)
from pypto_xdsl.analysis.walk import ENTER, EXIT, OP, REGION
from pypto_xdsl.dialects.attributes import (
    FOR_KIND_ATTR,
    ArgDirection,
    ForKind,
    ForKindAttr,
    ParamDirection,
)
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.symbol_table import function_table
from pypto_xdsl.dialects.types import TensorType


def for_kind(loop: scf.ForOp) -> ForKind | None:
    """The kind of an `scf.for`: `sequential` without a `pto.for_kind`
    attribute, None when that attribute is not a `#pto.for_kind`."""
    attr = loop.attributes.get(FOR_KIND_ATTR)
    if attr is None:
        return ForKind.SEQUENTIAL
    return attr.data if isinstance(attr, ForKindAttr) else None


def is_sequential_loop(op: Operation) -> bool:
    """`scf.while`, or an `scf.for` whose kind is not `parallel` (a malformed
    kind counts as sequential: the conservative reading)."""
    if isinstance(op, scf.WhileOp):
        return True
    return isinstance(op, scf.ForOp) and for_kind(op) != ForKind.PARALLEL


@dataclass
class DerivedDirections:
    directions: dict[CallLikeOp, tuple[ArgDirection, ...]] = field(
        default_factory=dict[CallLikeOp, tuple[ArgDirection, ...]]
    )
    """The derived `arg_directions` of every op that has none yet."""
    malformed_loops: list[scf.ForOp] = field(default_factory=list[scf.ForOp])
    """`scf.for` ops whose `pto.for_kind` is not a `#pto.for_kind`."""
    explicit: list[CallLikeOp] = field(default_factory=list[CallLikeOp])
    """The ops with a known callee that have `arg_directions` already."""


def derive_arg_directions(
    module: ModuleOp,
    *,
    funcs: Mapping[str, FuncOp] | None = None,
    graph: CallGraph | None = None,
    directions: Mapping[FuncOp, Sequence[ParamDirection]] | None = None,
    roots: Mapping[FuncOp, BufferRoots] | None = None,
    first: FirstWriters | None = None,
) -> DerivedDirections:
    """Phase 3 for every call-like op of `module` with a known callee, at least
    one argument and no `arg_directions` yet; `no_dep` overrides applied.

    Callee and enclosing-function directions are `directions[f]` where given
    (phase 0's effective wrapper directions), the declared ones otherwise.
    """
    if funcs is None:
        funcs = function_table(module)
    if graph is None:
        graph = call_graph(module, funcs)
    directions = directions or {}
    if roots is None:
        roots = buffer_roots(module, funcs=funcs, graph=graph, directions=directions)
    if first is None:
        first = first_writers(
            module, funcs=funcs, graph=graph, roots=roots, directions=directions
        )
    params = _all_params(graph, directions)
    derived = DerivedDirections()
    for func in funcs.values():
        func_roots = roots.get(func)
        block = graph.block_of(func)
        if func_roots is None or block is None:
            continue
        loops = _Loops(derived)
        # `funcs` may be another table than the graph's: look up, not index.
        own = params.get(func) or graph.declared(func)
        sites = SiteCursor(graph, graph.node_of.get(func))
        for event, op, _ in graph.events_of(func, block):
            if event != OP:
                loops.event(event, op)
            elif isinstance(op, CallLikeOp):
                args, callee_at = sites.resolve(op)
                callee = graph.func_at(callee_at)
                if callee is not None:
                    _derive_call(
                        op,
                        args,
                        params.get(callee) or graph.declared(callee),
                        loops.sequential_depth,
                        func_roots.root_of,
                        first,
                        block,
                        own,
                        derived,
                    )
    return derived


@dataclass(frozen=True)
class CallDirectionFacts:
    """Phases 1 to 3 of one module, from one walk of each body."""

    roots: dict[FuncOp, BufferRoots]
    first: FirstWriters
    derived: DerivedDirections


def call_direction_facts(
    graph: CallGraph,
    directions: Mapping[FuncOp, Sequence[ParamDirection]],
) -> CallDirectionFacts:
    """`buffer_roots`, `first_writers` and `derive_arg_directions` at once.

    Each body is walked once, callees first: roots of a call's arguments are
    known when the walk reaches the call (SSA dominance), and phases 2 and 3
    need nothing else of the body. `graph` must have been built with
    `record_events=True` for the walk to be shared with the graph's own.
    """
    params = _all_params(graph, directions)
    # By node number, for the lookup at every call.
    params_at = [params[node.func] for node in graph.nodes]
    collector = RootCollector(graph, False, params)
    first: FirstWriters = set()
    derived = DerivedDirections()
    for component in graph.sccs:
        for func in component:
            block = collector.begin(func)
            if block is not None:
                _walk_body(func, block, graph, params_at, collector, first, derived)
            collector.finish(func)
    return CallDirectionFacts(collector.done, first, derived)


def _walk_body(
    func: FuncOp,
    block: Block,
    graph: CallGraph,
    params_at: Sequence[Sequence[ParamDirection]],
    collector: RootCollector,
    first: FirstWriters,
    derived: DerivedDirections,
) -> None:
    seen = SeenRoots()
    loops = _Loops(derived)
    own = params_at[collector.number]
    sites = collector.sites
    root_of = collector.get
    for event, op, index in graph.events_of(func, block):
        if event == OP:
            if isinstance(op, CallLikeOp):
                args, callee_at = sites.resolve(op)
                if callee_at >= 0:
                    callee_params = params_at[callee_at]
                    visit_call(op, args, callee_params, root_of, seen, first)
                    _derive_call(
                        op,
                        args,
                        callee_params,
                        loops.sequential_depth,
                        root_of,
                        first,
                        block,
                        own,
                        derived,
                    )
                collector.call(op, args, callee_at)
                continue
            collector.leaf(op)
            continue
        seen.event(event, op)
        loops.event(event, op)
        if event == REGION:
            collector.enter_region(op, index)
        elif event == EXIT:
            collector.exit(op)


def _all_params(
    graph: CallGraph,
    directions: Mapping[FuncOp, Sequence[ParamDirection]],
) -> dict[FuncOp, Sequence[ParamDirection]]:
    return {f: directions.get(f) or graph.declared(f) for f in graph.funcs.values()}


class _Loops:
    """How many sequential loops enclose the current point of a body walk;
    records malformed `pto.for_kind`s on the way."""

    __slots__ = ("derived", "sequential_depth")

    def __init__(self, derived: DerivedDirections):
        self.derived = derived
        self.sequential_depth = 0

    def event(self, event: int, op: Operation) -> None:
        if event == ENTER:
            if isinstance(op, scf.ForOp) and for_kind(op) is None:
                self.derived.malformed_loops.append(op)
            if is_sequential_loop(op):
                self.sequential_depth += 1
        elif event == EXIT and is_sequential_loop(op):
            self.sequential_depth -= 1


def _derive_call(
    op: CallLikeOp,
    args: Sequence[SSAValue],
    callee_params: Sequence[ParamDirection],
    sequential_depth: int,
    root_of: Callable[[SSAValue], Root | None],
    first: FirstWriters,
    block: Block,
    own: Sequence[ParamDirection],
    derived: DerivedDirections,
) -> None:
    """The directions of one call-like op without `arg_directions`."""
    if op.arg_directions is not None:
        derived.explicit.append(op)
        return
    if not args or len(args) > len(callee_params):
        return  # nothing to derive, or ill-formed (the verifiers say why)
    result: list[ArgDirection] = []
    for i, arg in enumerate(args):
        param = callee_params[i]
        if not isinstance(arg.type, TensorType):
            result.append(ArgDirection.SCALAR)
        elif param == ParamDirection.IN:
            result.append(ArgDirection.INPUT)
        elif param == ParamDirection.INOUT or _promote_out(
            op, i, arg, sequential_depth, root_of, first, block, own
        ):
            result.append(ArgDirection.INOUT)
        else:
            result.append(ArgDirection.OUTPUT_EXISTING)
    if op.arg_direction_overrides is not None:
        for index in op.no_dep_indices:
            if 0 <= index < len(result):
                result[index] = ArgDirection.NO_DEP
    derived.directions[op] = tuple(result)


def _promote_out(
    op: CallLikeOp,
    index: int,
    arg: SSAValue,
    sequential_depth: int,
    root_of: Callable[[SSAValue], Root | None],
    first: FirstWriters,
    block: Block,
    own: Sequence[ParamDirection],
) -> bool:
    """Whether a callee `out` argument becomes `inout`: R-seq, ambiguity,
    R-prior, R-enclosing, in this order."""
    if sequential_depth > 0:
        return True
    root = root_of(arg)
    if root is None:
        return False
    if root.ambiguous or (op, index) not in first:
        return True
    owner = root.first
    return (
        isinstance(owner, BlockArgument)
        and owner.owner is block
        and owner.index < len(own)
        and own[owner.index] == ParamDirection.INOUT
    )
