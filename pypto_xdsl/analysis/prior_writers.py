"""Phase 2: which call-like op is the first writer of each buffer it writes.

Walking a body in order with the set `seen` of roots already written, a
writer slot whose callee parameter is `out` is the *first writer* of its root
when that root is not in `seen`. Loops and branches are opaque writer units:
each of their regions starts from the `seen` of the unit's entry, and the
unit's whole footprint joins `seen` after it; `pto.scope` is transparent
(derive-call-directions.md, *Phase 2*).

Copying `seen` into every region would cost O(|seen|) per region. Instead each
root remembers the region in which it was first written, and regions are
merged with a union-find as they close: a closed region of a unit merges into
the unit's footprint, which merges into the enclosing region when the unit
ends. A root is in `seen` exactly when its region has merged into a region
that is still open, so the walk stays linear in the size of the body.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from pypto_xdsl.analysis.buffer_roots import BufferRoots, buffer_roots
from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.analysis.symbols import function_table
from pypto_xdsl.analysis.walk import (
    ENTER,
    EXIT,
    OP,
    REGION,
    REGION_END,
    entry_block,
)
from pypto_xdsl.analysis.wrapper_directions import declared_directions
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.functions import CallLikeOp, FuncOp
from pypto_xdsl.dialects.scope import ScopeOp

FirstWriters = set[tuple[CallLikeOp, int]]
"""`(op, argument index)` for every writer slot whose op is the first writer of
the slot's root."""


def first_writers(
    module: ModuleOp,
    *,
    funcs: Mapping[str, FuncOp] | None = None,
    graph: CallGraph | None = None,
    roots: Mapping[FuncOp, BufferRoots] | None = None,
    directions: Mapping[FuncOp, Sequence[ParamDirection]] | None = None,
) -> FirstWriters:
    """The first-writer slots of every call-like op of `module`.

    Callee directions are `directions[callee]` where given (e.g. phase 0's
    effective wrapper directions), the declared ones otherwise. `funcs`,
    `graph` and `roots` may be passed in to share them within a pass run.
    """
    if funcs is None:
        funcs = function_table(module)
    if graph is None:
        graph = call_graph(module, funcs)
    if roots is None:
        roots = buffer_roots(module, funcs=funcs, graph=graph)
    overlay = directions or {}
    params = {f: overlay.get(f) or declared_directions(f) for f in funcs.values()}
    found: FirstWriters = set()
    for func in funcs.values():
        func_roots = roots.get(func)
        # Only call-like ops write; most small functions call nothing.
        if func_roots is not None and graph.calls.get(func):
            _scan(func, func_roots, graph, params, found)
    return found


def _scan(
    func: FuncOp,
    roots: BufferRoots,
    graph: CallGraph,
    params: Mapping[FuncOp, Sequence[ParamDirection]],
    found: FirstWriters,
) -> None:
    block = entry_block(func)
    if block is None:
        return
    # Union-find over region instances; `is_open` marks the regions being walked.
    parent: list[int] = [0]
    is_open: list[bool] = [True]
    regions: list[int] = [0]
    footprints: list[int] = []
    seen: dict[SSAValue, int] = {}

    def find(node: int) -> int:
        top = node
        while parent[top] != top:
            top = parent[top]
        while parent[node] != top:
            parent[node], node = top, parent[node]
        return top

    def new_node(open_: bool) -> int:
        parent.append(len(parent))
        is_open.append(open_)
        return len(parent) - 1

    def in_seen(root: SSAValue) -> bool:
        node = seen.get(root)
        return node is not None and is_open[find(node)]

    for event, op, _ in graph.events_of(func, block):
        if event == OP:
            if isinstance(op, CallLikeOp):
                written = _visit_call(op, roots, graph, params, in_seen, found)
                for root in written:
                    if not in_seen(root):
                        seen[root] = regions[-1]
        elif _is_transparent(op):
            continue
        elif event == ENTER:
            footprints.append(new_node(False))
        elif event == REGION:
            regions.append(new_node(True))
        elif event == REGION_END:
            closed = regions.pop()
            is_open[closed] = False
            parent[closed] = footprints[-1]
        elif event == EXIT:
            parent[footprints.pop()] = regions[-1]


def _is_transparent(op: Operation) -> bool:
    return isinstance(op, ScopeOp)


def _visit_call(
    op: CallLikeOp,
    roots: BufferRoots,
    graph: CallGraph,
    params: Mapping[FuncOp, Sequence[ParamDirection]],
    in_seen: Callable[[SSAValue], bool],
    found: FirstWriters,
) -> list[SSAValue]:
    """Record the first-writer slots of `op`; return every root it writes."""
    callee = graph.callee_of(op)
    if callee is None:
        return []
    callee_params = params.get(callee) or declared_directions(callee)
    written: list[SSAValue] = []
    for i, arg in enumerate(graph.args_of(op)):
        if i >= len(callee_params):
            break
        direction = callee_params[i]
        if direction == ParamDirection.IN:
            continue
        root = roots.root_of(arg)
        if root is None:
            continue
        if direction == ParamDirection.OUT and not in_seen(root.first):
            found.add((op, i))
        # Every candidate of an ambiguous argument may be the written buffer.
        written.extend(root.candidates)
    return written
