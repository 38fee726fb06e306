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

from pypto_xdsl.analysis.buffer_roots import BufferRoots, Root, buffer_roots
from pypto_xdsl.analysis.call_graph import (
    CallGraph,
    SiteCursor,
    call_graph,
    declared_directions,
)
from pypto_xdsl.analysis.walk import ENTER, EXIT, OP, REGION, REGION_END
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.symbol_table import function_table

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
        node = graph.node_of.get(func)
        if func_roots is not None and node is not None and node.calls:
            _scan(func, func_roots, graph, params, found)
    return found


def _scan(
    func: FuncOp,
    roots: BufferRoots,
    graph: CallGraph,
    params: Mapping[FuncOp, Sequence[ParamDirection]],
    found: FirstWriters,
) -> None:
    block = graph.block_of(func)
    if block is None:
        return
    seen = SeenRoots()
    sites = SiteCursor(graph, graph.node_of.get(func))
    for event, op, _ in graph.events_of(func, block):
        if event != OP:
            seen.event(event, op)
        elif isinstance(op, CallLikeOp):
            args, callee_at = sites.resolve(op)
            callee = graph.func_at(callee_at)
            if callee is not None:
                callee_params = params.get(callee) or declared_directions(callee)
                visit_call(op, args, callee_params, roots.root_of, seen, found)


class SeenRoots:
    """The roots already written at the current point of a body walk: the
    union-find over region instances of the module docstring. Feed it every
    non-OP event of the walk, in order."""

    __slots__ = ("_added", "_footprints", "_is_open", "_parent", "_regions", "_seen")

    def __init__(self) -> None:
        self._parent: list[int] = [0]
        self._is_open: list[bool] = [True]
        self._regions: list[int] = [0]
        self._footprints: list[int] = []
        # Keyed by `id(root)`; roots are values of the body, alive as long as it.
        self._seen: dict[int, int] = {}
        # `id(r)` of a Root whose candidates were all added, and the region
        # then current: while that region is open they all still are (the
        # open regions are the current one and its ancestors), so writing
        # the same ambiguous value again costs one lookup.
        self._added: dict[int, int] = {}

    def _find(self, node: int) -> int:
        parent = self._parent
        top = node
        while parent[top] != top:
            top = parent[top]
        while parent[node] != top:
            parent[node], node = top, parent[node]
        return top

    def _new_node(self, open_: bool) -> int:
        parent = self._parent
        parent.append(len(parent))
        self._is_open.append(open_)
        return len(parent) - 1

    def __contains__(self, root: SSAValue) -> bool:
        node = self._seen.get(id(root))
        return node is not None and self._is_open[self._find(node)]

    def add(self, root: SSAValue) -> None:
        if root not in self:
            self._seen[id(root)] = self._regions[-1]

    def add_candidates(self, root: Root) -> None:
        """Add every candidate of `root` (a Root that outlives the walk)."""
        node = self._added.get(id(root))
        if node is not None and self._is_open[self._find(node)]:
            return
        for candidate in root.candidates:
            self.add(candidate)
        self._added[id(root)] = self._regions[-1]

    def event(self, event: int, op: Operation) -> None:
        """Loops and branches are opaque writer units; `pto.scope` is
        transparent."""
        if isinstance(op, ScopeOp):
            return
        if event == ENTER:
            self._footprints.append(self._new_node(False))
        elif event == REGION:
            self._regions.append(self._new_node(True))
        elif event == REGION_END:
            closed = self._regions.pop()
            self._is_open[closed] = False
            self._parent[closed] = self._footprints[-1]
        elif event == EXIT:
            self._parent[self._footprints.pop()] = self._regions[-1]


def visit_call(
    op: CallLikeOp,
    args: Sequence[SSAValue],
    callee_params: Sequence[ParamDirection],
    root_of: Callable[[SSAValue], Root | None],
    seen: SeenRoots,
    found: FirstWriters,
) -> None:
    """Record the first-writer slots of `op`, then add every root it writes
    to `seen`."""
    written: list[Root] = []
    for i, arg in enumerate(args):
        if i >= len(callee_params):
            break
        direction = callee_params[i]
        if direction == ParamDirection.IN:
            continue
        root = root_of(arg)
        if root is None:
            continue
        if direction == ParamDirection.OUT and root.first not in seen:
            found.add((op, i))
        # Every candidate of an ambiguous argument may be the written buffer.
        written.append(root)
    for root in written:
        seen.add_candidates(root)
