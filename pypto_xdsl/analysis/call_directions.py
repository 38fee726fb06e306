"""Phase 3: the `arg_directions` a call-like op gets from its callee's
parameter directions and the buffer lineage of its arguments
(derive-call-directions.md, *Phase 3*).

For each argument the first matching row of the table wins:

| callee direction | argument | row                         | result            |
|------------------|----------|-----------------------------|-------------------|
| any              | scalar   | `scalar`                    | `scalar`          |
| `in`             | tensor   | `input`                     | `input`           |
| `inout`          | tensor   | `inout`                     | `inout`           |
| `out`            | tensor   | `r_seq` (unless disjoint)   | `inout`           |
| `out`            | tensor   | `ambiguous`                 | `inout`           |
| `out`            | tensor   | `r_caller` (default mode)   | `inout`           |
| `out`            | tensor   | `r_prior`                   | `inout`           |
| `out`            | tensor   | `r_enclosing`               | `inout`           |
| `out`            | tensor   | otherwise                   | `output_existing` |

then every `no_dep` index becomes `no_dep`. With `relax-sequential`, R-seq
gives way where `disjoint_writes` proves that no two iterations write a
common element; an argument the next rows leave `output_existing` then says
`disjoint`. Each argument's `Decision` keeps
the row that decided it, by the name `pto.why` gives it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from xdsl.dialects import scf
from xdsl.ir import Block, BlockArgument, Operation

from pypto_xdsl.analysis.buffer_roots import RootVisitor, WhenFinal, buffer_roots
from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode
from pypto_xdsl.analysis.disjoint_writes import DisjointWrites, disjoint_writes
from pypto_xdsl.analysis.modes import Compat
from pypto_xdsl.analysis.prior_writers import PriorWriterVisitor
from pypto_xdsl.analysis.relax_reasons import Reason
from pypto_xdsl.analysis.roots import Root, candidate_indices
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.walk import BodyVisitor, walk_bodies
from pypto_xdsl.analysis.wrapper_directions import (
    EvidenceVisitor,
    effective_directions,
    in_table_order,
    materialization_order,
)
from pypto_xdsl.dialects.attributes import (
    FOR_KIND_ATTR,
    ArgDirection,
    ForKind,
    ForKindAttr,
    ParamDirection,
)
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
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
    # By class identity: see `buffer_roots.RootVisitor.exit`.
    if type(op) is scf.WhileOp:
        return True
    return type(op) is scf.ForOp and for_kind(op) != ForKind.PARALLEL


class Decision(NamedTuple):
    """The direction of one argument and the row that decided it."""

    direction: ArgDirection
    reason: str
    """The row's name, as `pto.why` spells it: `scalar`, `input`, `inout`,
    `r-seq` (with `relax-sequential`, `r-seq(REASON)`: why the proof did not
    hold), `ambiguous`, `r-caller`, `r-prior`, `r-enclosing`, `disjoint`,
    `output-existing` or `no-dep`."""
    earlier: CallLikeOp | None = None
    """For `r-prior`: the earlier writer of the argument's root."""


# Read once per argument of every call: a module global costs less than an
# enum member looked up on its class.
_IN = ParamDirection.IN
_INOUT = ParamDirection.INOUT

SCALAR = Decision(ArgDirection.SCALAR, "scalar")
INPUT = Decision(ArgDirection.INPUT, "input")
INOUT = Decision(ArgDirection.INOUT, "inout")
R_SEQ = Decision(ArgDirection.INOUT, "r-seq")
AMBIGUOUS = Decision(ArgDirection.INOUT, "ambiguous")
R_CALLER = Decision(ArgDirection.INOUT, "r-caller")
R_ENCLOSING = Decision(ArgDirection.INOUT, "r-enclosing")
OUTPUT_EXISTING = Decision(ArgDirection.OUTPUT_EXISTING, "output-existing")
DISJOINT = Decision(ArgDirection.OUTPUT_EXISTING, "disjoint")
NO_DEP = Decision(ArgDirection.NO_DEP, "no-dep")
_R_SEQ_BECAUSE = {
    reason: Decision(ArgDirection.INOUT, f"r-seq({reason})") for reason in Reason
}
"""R-seq kept under `relax-sequential`, by the proof's reason."""


@dataclass
class DerivedDirections:
    decisions: dict[CallLikeOp, tuple[Decision, ...]] = field(
        default_factory=dict[CallLikeOp, tuple[Decision, ...]]
    )
    """Per argument, the derived direction and its row, for every op with a
    known callee, at least one argument and no `arg_directions` yet."""
    effective: dict[FuncOp, tuple[ParamDirection, ...]] = field(
        default_factory=dict[FuncOp, tuple[ParamDirection, ...]]
    )
    """Phase 0: the effective directions of every function it materializes."""
    malformed_loops: list[scf.ForOp] = field(default_factory=list[scf.ForOp])
    """`scf.for` ops whose `pto.for_kind` is not a `#pto.for_kind`."""
    explicit: list[CallSite] = field(default_factory=list[CallSite])
    """The sites with a known callee whose op has `arg_directions` already."""

    def directions(self, op: CallLikeOp) -> tuple[ArgDirection, ...]:
        """The derived `arg_directions` of `op`."""
        return tuple([decision.direction for decision in self.decisions[op]])


def derive_call_directions(
    graph: CallGraph,
    signatures: Signatures,
    *,
    compat: Compat = Compat.NONE,
    relax_sequential: bool = False,
) -> DerivedDirections:
    """Phases 0 to 3 for every function of `graph`, in one walk of each body
    (a recursive component's phase 0 walks its members first), by the rules
    of `compat`. `signatures` starts as the declared directions and ends as
    what the IR declares once phase 0's promotions are written back."""
    if relax_sequential:
        # The proof reads the writes that follow a call, with final callee
        # directions: phase 0 first, then the roots, kept, of a walk of their
        # own (the walk below drops each body's roots once it is walked).
        for func, directions in effective_directions(graph, compat=compat).items():
            signatures.update(func, directions)
        proof = disjoint_writes(
            graph, signatures, buffer_roots(graph, signatures, compat=compat)
        )
    else:
        proof = None
    roots = RootVisitor(graph, signatures, compat, keep_roots=False)
    evidence = EvidenceVisitor(
        graph, signatures, compat, None if compat is Compat.PYPTO else roots
    )
    writers = PriorWriterVisitor(roots, signatures)
    directions = DirectionVisitor(
        roots,
        writers,
        evidence,
        signatures,
        proof,
        frozenset() if compat is Compat.PYPTO else called_inline(graph),
    )
    phase0: list[BodyVisitor] = (
        [evidence] if compat is Compat.PYPTO else [roots, evidence]
    )
    walk_bodies(
        graph,
        [roots, evidence, writers, directions],
        materialization_order(graph, phase0, evidence),
    )
    directions.derived.effective = in_table_order(graph, evidence.effective)
    return directions.derived


def called_inline(graph: CallGraph) -> frozenset[FuncOp]:
    """The functions executed inline that have a caller in the module: where
    the default mode's `r_caller` row applies (a function with no caller is
    an entry point, whose parameters are the runtime's external buffers)."""
    return frozenset(
        [
            site.callee
            for node in graph.nodes.values()
            for site in node.sites
            if site.callee is not None and site.callee.executes_inline
        ]
    )


# The rows for a callee `out` tensor argument, in the table's order; each
# returns its decision when its condition holds.


def r_seq(
    sequential: bool, site: CallSite, index: int, proof: DisjointWrites | None = None
) -> Decision | None:
    """R-seq: the call is inside a sequential loop of the same function;
    with `relax-sequential`, unless `proof` holds for the argument (and if
    not, the decision names why: `r-seq(conflict)`)."""
    if not sequential:
        return None
    if proof is None:
        return R_SEQ
    verdict = proof.decide(site.op, index)
    return None if verdict.disjoint else _R_SEQ_BECAUSE[verdict.reason]


def ambiguous(root: Root | None) -> Decision | None:
    """Control flow may bind the argument to more than one buffer."""
    return AMBIGUOUS if root is not None and root.ambiguous else None


def r_caller(root: Root | None, params: Mapping[int, int] | None) -> Decision | None:
    """R-caller (default mode): inside a function executed inline that has a
    caller (`params`, its parameters by `id`, else None), the argument may
    name one of its parameters. The runtime runs the body in the caller's
    context, so that buffer may have been written before the call, or be
    another parameter too (`@h(%b, %b)`): the function's own first-writer
    scan cannot see either."""
    if params is None or root is None:
        return None
    if not root.merged and len(root.own) == 1:
        found = id(root.first) in params  # one buffer, the common case
    else:
        found = bool(candidate_indices(root, params, {}))
    return R_CALLER if found else None


def r_prior(
    writers: PriorWriterVisitor, site: CallSite, index: int, root: Root | None
) -> Decision | None:
    """R-prior: the argument has a root, and the op is not its first writer."""
    key = (site.op, index)
    if root is None or key in writers.first:
        return None
    return Decision(ArgDirection.INOUT, "r-prior", writers.earlier.get(key))


def r_enclosing(
    root: Root | None, block: Block, own: Sequence[ParamDirection]
) -> Decision | None:
    """R-enclosing: the root is a parameter of the enclosing function whose
    (materialized) direction is `inout`."""
    if root is None:
        return None
    owner = root.first
    if (
        type(owner) is BlockArgument
        and owner.owner is block
        and owner.index < len(own)
        and own[owner.index] == ParamDirection.INOUT
    ):
        return R_ENCLOSING
    return None


def no_dep(op: CallLikeOp, decisions: list[Decision]) -> None:
    """Every index in `arg_direction_overrides` becomes `no_dep`."""
    if op.arg_direction_overrides is not None:
        for index in op.no_dep_indices:
            if 0 <= index < len(decisions):
                decisions[index] = NO_DEP


class LoopNest:
    """How many sequential loops enclose the current point of a body walk."""

    __slots__ = ("sequential_depth",)

    def __init__(self) -> None:
        self.sequential_depth = 0


class DirectionVisitor(BodyVisitor):
    """Phase 3 as a body visitor, on the facts of phases 1 and 2 at the same
    call (both visitors must see each event first).

    Where the rows after R-seq may still decide otherwise, the argument is
    decided once the function is walked (queued on a `WhenFinal`, like every
    visitor's work that waits for loop-carried roots): until then its root
    may have pending loop-carried arguments, its first-writer verdict may be
    tentative, and a materialized function's own directions (R-enclosing)
    may still move up."""

    def __init__(
        self,
        roots: RootVisitor,
        writers: PriorWriterVisitor,
        evidence: EvidenceVisitor,
        signatures: Signatures,
        proof: DisjointWrites | None = None,
        called_inline: frozenset[FuncOp] = frozenset(),
    ):
        self.proof = proof
        self.called_inline = called_inline
        """Where `r_caller` applies (see `called_inline`)."""
        self.evidence = evidence
        self.roots = roots
        self.writers = writers
        self.signatures = signatures
        self.derived = DerivedDirections()
        self.loops = LoopNest()
        self._block: Block | None = None
        self._func: FuncOp | None = None
        self._caller_params: dict[int, int] | None = None
        self._when_final = WhenFinal(roots)

    def begin(self, node: FunctionNode) -> None:
        self.loops = LoopNest()
        self._block = node.block
        self._func = node.func
        self._caller_params = (
            {id(arg): i for i, arg in enumerate(node.block.args)}
            if node.block is not None and node.func in self.called_inline
            else None
        )

    def enter(self, op: Operation) -> None:
        if type(op) is scf.ForOp and for_kind(op) is None:
            self.derived.malformed_loops.append(op)
        if is_sequential_loop(op):
            self.loops.sequential_depth += 1

    def exit(self, op: Operation) -> None:
        if is_sequential_loop(op):
            self.loops.sequential_depth -= 1

    def call(self, site: CallSite) -> None:
        """The directions of one call-like op without `arg_directions`."""
        callee = site.callee
        if callee is None:
            return
        op = site.op
        if op.arg_directions is not None:
            self.derived.explicit.append(site)
            return
        args = site.args
        if not args or len(args) > site.passed:
            return  # nothing to derive, or ill-formed (the verifiers say why)
        callee_params = self.signatures.of(callee)
        sequential = self.loops.sequential_depth > 0
        decisions: list[Decision] = []
        later: list[int] = []
        root_of = self.roots.get
        own_final = self.evidence.own_final()
        for i, arg in enumerate(args):
            param = callee_params[i]
            if not isinstance(arg.type, TensorType):
                decisions.append(SCALAR)
            elif param is _IN:
                decisions.append(INPUT)
            elif param is _INOUT:
                decisions.append(INOUT)
            elif sequential and (kept := r_seq(sequential, site, i, self.proof)):
                decisions.append(kept)
            else:
                root = root_of(arg)
                if self._may_change(op, i, root, own_final):
                    decisions.append(OUTPUT_EXISTING)  # decided at the end
                    later.append(i)
                else:
                    decisions.append(self._out(site, i, root, sequential))
        if later:
            self._when_final.after_walk(lambda: self._decide(site, sequential, later))
        else:
            no_dep(op, decisions)
        self.derived.decisions[op] = tuple(decisions)

    def _may_change(
        self, op: CallLikeOp, index: int, root: Root | None, own_final: bool
    ) -> bool:
        """Whether the rows after R-seq may decide otherwise once the function
        is walked (see the class docstring)."""
        if root is None:
            return False
        if root.pending or (op, index) in self.writers.tentative:
            return True
        first = root.first
        return (
            not own_final
            and type(first) is BlockArgument
            and first.owner is self._block
        )

    def _out(
        self, site: CallSite, index: int, root: Root | None, sequential: bool
    ) -> Decision:
        """The rows for a callee `out` tensor argument, first match wins."""
        block, func = self._block, self._func
        assert block is not None
        assert func is not None
        return (
            r_seq(sequential, site, index, self.proof)
            or ambiguous(root)
            or r_caller(root, self._caller_params)
            or r_prior(self.writers, site, index, root)
            or r_enclosing(root, block, self.signatures.of(func))
            # Under a sequential loop only where R-seq gave way.
            or (DISJOINT if sequential else OUTPUT_EXISTING)
        )

    def _decide(self, site: CallSite, sequential: bool, indices: list[int]) -> None:
        """The rows after R-seq for the arguments `indices` of `site`, with
        the final roots, verdicts and own directions."""
        resolve = self.roots.resolve
        root_of = self.roots.get
        decisions = list(self.derived.decisions[site.op])
        for i in indices:
            root = root_of(site.args[i])
            decisions[i] = self._out(
                site, i, None if root is None else resolve(root), sequential
            )
        no_dep(site.op, decisions)
        self.derived.decisions[site.op] = tuple(decisions)

    def finish(self, node: FunctionNode) -> None:
        self._when_final.run()
