"""Phase 0: the effective parameter directions of wrapper functions (and, in
the sound mode, of functions executed inline: orchestration, inline and opaque
functions with a body).

A `group`/`spmd` wrapper forwards its parameters to inner kernels, but its
declared `param_directions` may still say `in` for a parameter an inner kernel
writes. The effective directions are the least fixed point, on the lattice
`in < out < inout`, of joining each declared direction with the direction of
every inner callee writer slot the parameter is passed to
(derive-call-directions.md, *Phase 0*). PyPTO passes the parameter itself; the
sound mode also counts an argument rooted at it, through every candidate root,
and materializes the functions executed inline, which would otherwise hide a
task's write from their callers (*Modes*).

The evidence is a body visitor, so that derive-call-directions collects it in
the same walk as phases 1 to 3: callees are walked first, so an acyclic
function's callees are final when it is walked, and only a recursive component
needs its own fixed point, solved before the walk reaches it
(`materialization_order`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from xdsl.ir import Block, OpResult, SSAValue

from pypto_xdsl.analysis.buffer_roots import RootVisitor, WhenFinal
from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode
from pypto_xdsl.analysis.fixed_point import component_fixed_point
from pypto_xdsl.analysis.modes import Compat
from pypto_xdsl.analysis.roots import IndexMemo, candidate_indices
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.walk import BodyVisitor, walk_bodies
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.scope import YieldOp as ScopeYieldOp
from pypto_xdsl.dialects.types import is_tensor_like

Directions = tuple[ParamDirection, ...]

Edge = tuple[FuncOp, int, int]
"""A callee, one of its parameters and the caller's parameter passed to it."""

# Read once per writer slot of every call: a module global costs less than an
# enum member looked up on its class.
_IN = ParamDirection.IN


def _parameter_index(block: Block | None) -> dict[int, int]:
    """`id(parameter)` -> its position, for the parameters of a body (by id:
    SSAValue's `__hash__` is a Python call)."""
    return {} if block is None else {id(arg): i for i, arg in enumerate(block.args)}


def scope_source(value: SSAValue) -> SSAValue:
    """The value a `pto.scope` result stands for (the value itself when it is
    none): PyPTO's scopes define no values, so its identity sees through
    them."""
    while type(value) is OpResult and type(value.op) is ScopeOp:
        block = value.op.regions[0].first_block
        terminator = None if block is None else block.last_op
        if not isinstance(terminator, ScopeYieldOp) or value.index >= len(
            terminator.operands
        ):
            break
        value = terminator.operands[value.index]
    return value


def is_materialized(node: FunctionNode, compat: Compat) -> bool:
    """Whether phase 0 computes `node`'s effective directions: a wrapper, or
    (sound mode) a function executed inline (an orchestration, inline or
    opaque function with a body), whose caller must see what it writes."""
    if node.kind.is_wrapper:
        return True
    return (
        compat is Compat.NONE and node.kind.executes_inline and node.block is not None
    )


def gives_evidence(callee: FunctionNode, compat: Compat) -> bool:
    """Whether a call into `callee` is evidence: not into an `opaque` or
    `orchestration` function unless (sound mode) phase 0 materializes it."""
    if callee.kind is FuncKind.OPAQUE or callee.kind is FuncKind.ORCHESTRATION:
        return is_materialized(callee, compat)
    return True


class EvidenceVisitor(BodyVisitor):
    """Phase 0 as a body visitor: at the end of each materialized function,
    its directions joined with the evidence of its body go into `effective`
    and into `signatures` (which every later reader then sees). With the
    sound mode's rules it reads the roots of the `RootVisitor` it is given
    (which must see each event first)."""

    def __init__(
        self,
        graph: CallGraph,
        signatures: Signatures,
        compat: Compat,
        roots: RootVisitor | None = None,
    ):
        assert roots is not None or compat is Compat.PYPTO
        self.graph = graph
        self.signatures = signatures
        self.compat = compat
        self.roots = roots
        self.effective: dict[FuncOp, Directions] = {}
        """Every materialized function walked so far, declarations included."""
        self.changed: set[FuncOp] = set()
        """The functions whose directions a walk moved up."""
        self.solved: set[FuncOp] = set()
        """Members of recursive components, final before the walk reaches
        them."""
        self._joined: list[ParamDirection] | None = None
        self._params: dict[int, int] = {}
        self._resolved: IndexMemo = {}
        self._queued: set[tuple[int, ParamDirection]] = set()
        """The (root, direction) pairs of this body whose final join is
        queued: a root written through many calls is joined once at the end
        (by `id`: the queue holds each root alive until then)."""
        self._gives: dict[FuncOp, bool] = {}
        self._when_final = None if roots is None else WhenFinal(roots)

    def begin(self, node: FunctionNode) -> None:
        if node.func in self.solved or not is_materialized(node, self.compat):
            self._joined = None
            return
        # From the directions reached so far, never demoting: a recursive
        # component's walks then only move up, and end.
        self._joined = list(self.signatures.of(node.func))
        block = node.block
        self._params = _parameter_index(block)
        self._resolved = {}
        self._queued = set()

    def call(self, site: CallSite) -> None:
        joined = self._joined
        callee = site.callee
        if joined is None or callee is None:
            return
        if not self._gives_evidence(callee):
            return
        inner = self.signatures.of(callee)
        params = self._params
        args = site.args
        for i in range(min(site.passed, len(inner))):
            direction = inner[i]
            if direction is _IN:
                continue
            arg = args[i]
            own = params.get(id(arg))
            if own is None and self.roots is None:
                own = params.get(id(scope_source(arg)))
            if own is not None:  # the parameter itself
                joined[own] = joined[own].merge(direction)
                continue
            self._join_named(joined, arg, direction)

    def _gives_evidence(self, callee: FuncOp) -> bool:
        gives = self._gives.get(callee)
        if gives is None:
            gives = self._gives[callee] = gives_evidence(
                self.graph.node(callee), self.compat
            )
        return gives

    def _join_named(
        self, joined: list[ParamDirection], arg: SSAValue, direction: ParamDirection
    ) -> None:
        """Join `direction` into the parameters `arg` may name (sound mode;
        PyPTO's rules go by SSA identity only)."""
        roots, when_final = self.roots, self._when_final
        if roots is None or when_final is None:
            return
        root = roots.get(arg)
        if root is None:
            return
        _join(joined, candidate_indices(root, self._params, self._resolved), direction)
        if not root.pending:
            return  # final already: nothing to queue (the common case)
        queued = (id(root), direction)
        if queued in self._queued:
            return
        self._queued.add(queued)
        # What later iterations may add is joined once the root is final.
        when_final(
            root,
            lambda final: _join(
                joined,
                candidate_indices(final, self._params, self._resolved),
                direction,
            ),
        )

    def parameter_edges(self, node: FunctionNode) -> list[Edge] | None:
        """The evidence of `node`'s body as edges, when it needs no roots:
        per writer slot of a call that gives evidence whose argument is one
        of `node`'s parameters, the callee, the slot and the parameter. None
        when the rules need the body's roots (sound mode: some tensor argument
        of a call is not a parameter), and a walk must find the evidence."""
        block = node.block
        params = _parameter_index(block)
        sound = self.roots is not None
        edges: list[Edge] = []
        for site in node.sites:
            callee = site.callee
            if callee is not None and not self._gives_evidence(callee):
                callee = None
            for i, arg in enumerate(site.args):
                own = params.get(id(arg if sound else scope_source(arg)))
                if own is None:
                    if sound and is_tensor_like(arg.type):
                        return None
                elif callee is not None and i < site.passed:
                    edges.append((callee, i, own))
        return edges

    def evaluate(self, node: FunctionNode, edges: Sequence[Edge]) -> None:
        """Phase 0 for `node` from its `parameter_edges`: what a walk of its
        body finds, without the walk (a recursive component evaluates its
        members again and again)."""
        joined = list(self.signatures.of(node.func))
        of = self.signatures.of
        for callee, i, own in edges:
            joined[own] = joined[own].merge(of(callee)[i])
        self._settle(node.func, joined)

    def own_final(self) -> bool:
        """Whether the directions of the function being walked are final
        already (else they are once the walk finishes it)."""
        return self._joined is None

    def finish(self, node: FunctionNode) -> None:
        joined = self._joined
        if joined is None:
            return
        if self._when_final is not None:
            self._when_final.run()
        self._settle(node.func, joined)

    def _settle(self, func: FuncOp, joined: list[ParamDirection]) -> None:
        effective = tuple(joined)
        self.effective[func] = effective
        if effective != self.signatures.of(func):
            self.signatures.update(func, effective)
            self.changed.add(func)


def _join(
    joined: list[ParamDirection], params: Sequence[int], direction: ParamDirection
) -> None:
    for param in params:
        if param < len(joined):
            joined[param] = joined[param].merge(direction)


def materialization_order(
    graph: CallGraph, visitors: Sequence[BodyVisitor], evidence: EvidenceVisitor
) -> Iterator[FunctionNode]:
    """Every function, callee first, for a walk with `evidence` among its
    visitors; before a recursive component, its phase 0 fixed point is
    solved by walks of its materialized members with `visitors` (a
    `RootVisitor`, if the rules need one, then `evidence`), re-walking the
    callers in the component of each member that moved up."""
    for component in graph.sccs:
        if _is_recursive(component):
            _solve_component(graph, component, visitors, evidence)
        yield from component


def _is_recursive(component: Sequence[FunctionNode]) -> bool:
    if len(component) > 1:
        return True
    node = component[0]
    return any(site.callee is node.func for site in node.sites)


def _solve_component(
    graph: CallGraph,
    component: Sequence[FunctionNode],
    visitors: Sequence[BodyVisitor],
    evidence: EvidenceVisitor,
) -> None:
    members = [n for n in component if is_materialized(n, evidence.compat)]
    if not members:
        return
    edges = {node.func: evidence.parameter_edges(node) for node in members}

    def step(node: FunctionNode) -> bool:
        evidence.changed.clear()
        found = edges[node.func]
        if found is None:
            walk_bodies(graph, visitors, [node])
        else:
            evidence.evaluate(node, found)
        return node.func in evidence.changed

    component_fixed_point(
        members, lambda node: [site.callee for site in node.sites], step
    )
    evidence.solved.update(node.func for node in members)


def effective_directions(
    graph: CallGraph, *, compat: Compat = Compat.NONE
) -> dict[FuncOp, Directions]:
    """The effective directions of every function phase 0 materializes
    (declarations included), starting from the declared ones and only moving
    up; in table order."""
    signatures = Signatures(graph)
    if compat is Compat.PYPTO:
        evidence = EvidenceVisitor(graph, signatures, compat)
        visitors: list[BodyVisitor] = [evidence]
        # The evidence is SSA identity: only the materialized bodies matter.
        order = (
            node
            for node in materialization_order(graph, visitors, evidence)
            if is_materialized(node, compat)
        )
    else:
        roots = RootVisitor(graph, signatures, compat)
        evidence = EvidenceVisitor(graph, signatures, compat, roots)
        visitors = [roots, evidence]
        order = materialization_order(graph, visitors, evidence)
    walk_bodies(graph, visitors, order)
    return in_table_order(graph, evidence.effective)


def in_table_order(
    graph: CallGraph, effective: dict[FuncOp, Directions]
) -> dict[FuncOp, Directions]:
    return {func: effective[func] for func in graph.nodes if func in effective}


def promoted_directions(
    graph: CallGraph, effective: dict[FuncOp, Directions]
) -> dict[FuncOp, Directions]:
    """The functions of `effective` whose effective and declared (as `graph`
    read them) directions differ: what derive-call-directions writes back."""
    return {
        func: directions
        for func, directions in effective.items()
        if directions != graph.node(func).declared
    }
