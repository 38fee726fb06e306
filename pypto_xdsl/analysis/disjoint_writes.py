"""The disjointness proof of `relax-sequential` (derive-call-directions.md,
*Modes*): may R-seq leave a callee `out` argument alone?

For a call site `c` writing a buffer (the **root**) under sequential loops,
and every writer site `c'` of that root in the same loop nest (`c` included,
every writer slot of every call), the proof asks isl whether two instances
from **different** iterations of the loops enclosing both, below the root's
definition, write a common element:

    { (x, x') : x != x', addr_c(x) = addr_c'(x') }  is empty?

`addr` is a linear element address of the root, row-major over its shape:
the call-site view (slice offsets, affine in the enclosing loop variables and
the function's scalar parameters, which become isl parameters) plus a box of
the callee's write summary, with the callee's scalar parameters bound to the
call's scalar arguments and its own loop variables ranging over their bounds.
Loops of either kind count: without the relaxation R-seq also orders two
iterations of a parallel loop nested in (or around) a sequential one.

No proof, no relaxation: every way the question cannot be stated exactly
(see `Verdict.reason`) keeps R-seq, and so does anything isl fails on. Every
other row of the direction table still applies to a relaxed argument; for
R-prior to see every earlier write of the root, each write to it in the
function must be one the lineage of phase 1 attributes to it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import islpy as isl
from xdsl.dialects import scf
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from pypto_xdsl.analysis.affine_views import (
    Aff,
    AffineValues,
    View,
    Views,
    loop_of,
    row_major_strides,
)
from pypto_xdsl.analysis.buffer_roots import BufferRoots, Root
from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.relax_reasons import Reason
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.structure import entry_block, nested_ops
from pypto_xdsl.analysis.write_summary import (
    Box,
    Summary,
    WriteSummary,
    write_summaries,
)
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.declarations import argument_access
from pypto_xdsl.dialects.effects import ArgEffect
from pypto_xdsl.dialects.func import FuncOp, ReturnOp, enclosing_func
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.scope import YieldOp as ScopeYieldOp
from pypto_xdsl.dialects.types import TensorType

_UNROOTED = object()
"""The key of writes phase 1 gives no root."""
_UNKNOWN = object()
"""Not asked yet (a memo's default)."""

MAX_SITES = 32
"""Writer sites of one root in one loop nest the proof examines at most: the
pairs grow quadratically, and a nest with more is not worth the time."""


@dataclass(frozen=True, slots=True)
class Verdict:
    disjoint: bool
    reason: Reason
    """`disjoint`, or why R-seq stays: `conflict`, or a refusal."""


@dataclass(frozen=True, slots=True)
class _Site:
    """A tensor operand that may write its buffer, where it sits."""

    op: Operation
    slot: int
    """The argument index of a call-like op; -1 for any other op."""
    value: SSAValue
    loops: tuple[Operation, ...]
    """The loops around the op, outermost first (`scf.for`, `scf.parallel`,
    `scf.while`)."""


@dataclass
class _FunctionWrites:
    by_base: dict[SSAValue, list[tuple[_Site, View]]] = field(
        default_factory=dict[SSAValue, list[tuple[_Site, View]]]
    )
    unknown: list[tuple[_Site, Reason]] = field(
        default_factory=list[tuple[_Site, Reason]]
    )
    """Writes whose buffer the views cannot follow."""
    site_of: dict[tuple[Operation, int], _Site] = field(
        default_factory=dict[tuple[Operation, int], _Site]
    )
    facts: dict[SSAValue, _BaseFacts] = field(
        default_factory=dict[SSAValue, "_BaseFacts"]
    )
    """Per buffer, computed on its first query."""
    unknown_by_root: dict[object, list[tuple[_Site, Reason]]] | None = None
    """`unknown` by every root candidate phase 1 gives them (None: unrooted)."""


@dataclass
class _BaseFacts:
    """What every query about one buffer of a function needs, computed once."""

    builtin: bool
    """A writer other than a call (phase 2 does not count those)."""
    disagreeing: list[_Site]
    """Writes phase 1 roots elsewhere than at the buffer."""
    in_nest: dict[Operation, list[tuple[_Site, View]]] = field(
        default_factory=dict[Operation, list[tuple[_Site, View]]]
    )
    """The buffer's writes inside a loop, by loop (filled on demand)."""
    order: dict[int, int] | None = None
    """Position of each write in the function, by `id` of its site."""


class DisjointWrites:
    """`decide(op, index)` for callee `out` arguments under R-seq, on the
    functions of `graph` with the directions of `signatures` and the roots
    phase 1 gave them.

    The roots say whether phase 1's lineage follows every alias
    (`BufferRoots.sound`: the default mode, slices rooted at their input,
    loop carries merged with their yields). Under PyPTO's rules it does not,
    and a relaxed argument is only left to R-prior when every write in the
    function can be followed by the views here and phase 1 agrees with each
    one that reaches the root.
    """

    def __init__(
        self,
        graph: CallGraph,
        signatures: Signatures,
        roots: Mapping[FuncOp, BufferRoots],
    ):
        self.signatures = signatures
        self.roots = roots
        self.affine = AffineValues()
        self.views = Views(self.affine, graph, signatures, roots)
        self.reasons: Counter[Reason] = Counter()
        """How often each verdict was given, by reason."""
        self._summaries: dict[FuncOp, tuple[Summary, ...]] = {}
        self._functions: dict[FuncOp, _FunctionWrites] = {}
        self._verdicts: dict[tuple[Operation, int], Verdict] = {}
        self._empty: dict[tuple[str, str, str], bool | None] = {}
        self._pairs: dict[tuple[int, int], Reason | None] = {}
        """`_pair`'s answer by the `id`s of the two sites (held by
        `_functions`, so no id is reused while this object lives)."""

    def decide(self, op: CallLikeOp, index: int) -> Verdict:
        key = (op, index)
        verdict = self._verdicts.get(key)
        if verdict is None:
            try:
                reason = self._prove(op, index)
            except (ValueError, TypeError, IndexError, KeyError, RecursionError):
                # IR this analysis did not foresee: no proof, no relaxation,
                # and a reason the tests assert never appears.
                reason = Reason.INTERNAL_ERROR
            verdict = Verdict(reason == Reason.DISJOINT, reason)
            self._verdicts[key] = verdict
            self.reasons[reason] += 1
        return verdict

    def summary(self, callee: FuncOp, index: int) -> Summary:
        summaries = self._summaries.get(callee)
        if summaries is None:
            summaries = write_summaries(callee, self.views)
            self._summaries[callee] = summaries
        return summaries[index] if index < len(summaries) else Reason.ALIAS

    # -- the proof -----------------------------------------------------------

    def _prove(self, op: CallLikeOp, index: int) -> Reason:
        callee = self.views.callee(op)
        if callee is None:
            return Reason.ALIAS
        own = self.summary(callee, index)
        if isinstance(own, Reason):
            return own
        func = enclosing_func(op)
        if func is None:
            raise ValueError("a call-like op outside a pto.func")
        writes = self._function_writes(func)
        site = writes.site_of.get((op, index))
        if site is None:
            return Reason.ALIAS
        view = self.views.view(site.value)
        if isinstance(view, Reason):
            return view
        base = view.base
        roots = self.roots.get(func)
        root = None if roots is None else roots.root_of(site.value)
        if roots is None or root is None or root.ambiguous:
            return Reason.ALIAS
        outer = _loops_around(base, func)
        if site.loops[: len(outer)] != outer:
            return Reason.ALIAS
        nest = site.loops[len(outer) :]
        refusal = self._hidden_writes(
            writes, site, base, roots, nest[0] if nest else None
        )
        if refusal is not None:
            return refusal
        if not nest:
            return Reason.DISJOINT  # every iteration writes a buffer of its own
        if any(isinstance(loop, scf.WhileOp) for loop in nest):
            return Reason.WHILE
        if own.reads:
            return Reason.READS
        ty = base.type
        strides = row_major_strides(ty) if isinstance(ty, TensorType) else None
        if strides is None:
            return Reason.SYMBOLIC_STRIDE
        facts = self._base_facts(writes, base, roots)
        others = facts.in_nest.get(nest[0])
        if others is None:
            others = [(s, v) for s, v in writes.by_base[base] if nest[0] in s.loops]
            facts.in_nest[nest[0]] = others
        if len(others) > MAX_SITES:
            return Reason.TOO_MANY
        for other, other_view in others:
            if not isinstance(other.op, CallLikeOp):
                return Reason.WRITER
            target = self.views.callee(other.op)
            if target is None:
                return Reason.ALIAS
            summary = self.summary(target, other.slot)
            if isinstance(summary, Reason):
                return summary
            # The question is symmetric in the two sites: ask it once.
            key = (
                (id(site), id(other)) if id(site) < id(other) else (id(other), id(site))
            )
            if key in self._pairs:
                reason = self._pairs[key]
            else:
                reason = self._pair(
                    func,
                    outer,
                    strides,
                    (site, view, own),
                    (other, other_view, summary),
                )
                self._pairs[key] = reason
            if reason is not None:
                return reason
        return Reason.DISJOINT

    def _hidden_writes(
        self,
        writes: _FunctionWrites,
        site: _Site,
        base: SSAValue,
        roots: BufferRoots,
        nest_top: Operation | None,
    ) -> Reason | None:
        """Why the other rows could miss a write of `base` that an instance of
        `site` must follow, or a write in the nest could not be placed.

        R-prior orders the relaxed site after the earlier writes it sees: the
        writes phase 1 roots at `base`. A write it roots elsewhere (a slice
        under PyPTO's rules), or a relaxed site rooted elsewhere, must then
        come after the site in the nest: its earlier iterations are the
        proof's, its later ones order themselves.
        """
        facts = self._base_facts(writes, base, roots)
        if facts.builtin:
            return Reason.WRITER  # phase 2 does not count builtin writers
        entries = writes.by_base[base]
        if not _rooted_at(roots.root_of(site.value), base):
            # Everything R-prior could miss: every other write of the buffer.
            later = False
            for other, _ in entries:
                if other is site:
                    later = True
                elif not (later and nest_top in other.loops):
                    return Reason.ALIAS
        elif facts.disagreeing:
            if facts.order is None:
                facts.order = {id(other): k for k, (other, _) in enumerate(entries)}
            order = facts.order
            mine = order[id(site)]
            for other in facts.disagreeing:
                if not (order[id(other)] > mine and nest_top in other.loops):
                    return Reason.ALIAS
        if not writes.unknown:
            return None
        if not roots.sound:
            return writes.unknown[0][1]
        by_root = self._unknown_by_root(writes, roots)
        for other, reason in (*by_root.get(base, ()), *by_root.get(_UNROOTED, ())):
            if other.slot < 0 or nest_top in other.loops:
                return reason
        return None

    def _base_facts(
        self, writes: _FunctionWrites, base: SSAValue, roots: BufferRoots
    ) -> _BaseFacts:
        facts = writes.facts.get(base)
        if facts is None:
            entries = writes.by_base[base]
            facts = _BaseFacts(
                any(other.slot < 0 for other, _ in entries),
                [
                    other
                    for other, _ in entries
                    if not _rooted_at(roots.root_of(other.value), base)
                ],
            )
            writes.facts[base] = facts
        return facts

    def _unknown_by_root(
        self, writes: _FunctionWrites, roots: BufferRoots
    ) -> dict[object, list[tuple[_Site, Reason]]]:
        found = writes.unknown_by_root
        if found is None:
            found = dict[object, list[tuple[_Site, Reason]]]()
            for entry in writes.unknown:
                root = roots.root_of(entry[0].value)
                candidates: tuple[object, ...] = (
                    (_UNROOTED,) if root is None else root.candidates
                )
                for candidate in candidates:
                    found.setdefault(candidate, []).append(entry)
            writes.unknown_by_root = found
        return found

    def _pair(
        self,
        func: FuncOp,
        outer: tuple[Operation, ...],
        strides: tuple[int, ...],
        first: tuple[_Site, View, WriteSummary],
        second: tuple[_Site, View, WriteSummary],
    ) -> Reason | None:
        """None when no two instances of the two sites from different
        iterations write a common element; otherwise why not."""
        if not first[2].boxes or not second[2].boxes:
            return None  # one of them stores nothing there
        problem = _Problem(func, outer, self.views)
        refusal = problem.instance("a", first[0], first[1], first[2].boxes, strides)
        if refusal is not None:
            return refusal
        refusal = problem.instance("b", second[0], second[1], second[2].boxes, strides)
        if refusal is not None:
            return refusal
        problem.differ(first[0].loops, second[0].loops)
        empty = self._is_empty(problem.texts())
        if empty is None:
            return Reason.ISL_ERROR
        return None if empty else Reason.CONFLICT

    def _is_empty(self, texts: tuple[str, str, str]) -> bool | None:
        """Whether the intersection of `_Problem.texts` is empty. Each
        instance's union over its boxes is coalesced first: stores that tile
        a region become one piece, so the intersection does not grow with
        the product of the two callees' stores."""
        found = self._empty.get(texts, _UNKNOWN)
        if found is _UNKNOWN:
            first, second, pairs = texts
            try:
                a = isl.Set(first).coalesce()
                b = isl.Set(second).coalesce()
                found = a.intersect(isl.Set(pairs)).intersect(b).is_empty()
            except Exception:  # isl raises isl.Error, and more on odd input
                found = None
            self._empty[texts] = found
        return found if isinstance(found, bool) else None

    # -- writes of a function ------------------------------------------------

    def _function_writes(self, func: FuncOp) -> _FunctionWrites:
        found = self._functions.get(func)
        if found is None:
            found = _FunctionWrites()
            for site in self._writer_sites(func):
                found.site_of[(site.op, site.slot)] = site
                view = self.views.view(site.value)
                if isinstance(view, Reason):
                    found.unknown.append((site, view))
                else:
                    found.by_base.setdefault(view.base, []).append((site, view))
            self._functions[func] = found
        return found

    def _writer_sites(self, func: FuncOp) -> Iterator[_Site]:
        block = entry_block(func)
        if block is None:
            return
        loops_of: dict[Block, tuple[Operation, ...]] = {block: ()}
        for op in nested_ops(block):
            parent = op.parent
            if parent is None:
                continue
            loops = loops_of.get(parent)
            if loops is None:
                owner = parent.parent_op()
                outer = loops_of.get(owner.parent) if owner and owner.parent else None
                if owner is None or outer is None:
                    continue
                if isinstance(owner, scf.ForOp | scf.ParallelOp | scf.WhileOp):
                    outer = (*outer, owner)
                loops = loops_of[parent] = outer
            if not op.regions:
                yield from self._op_sites(op, loops)

    def _op_sites(self, op: Operation, loops: tuple[Operation, ...]) -> Iterator[_Site]:
        if isinstance(op, ReturnOp | scf.YieldOp | scf.ConditionOp | ScopeYieldOp):
            return
        if isinstance(op, CallLikeOp):
            callee = self.views.callee(op)
            params: Sequence[ParamDirection] = (
                () if callee is None else self.signatures.of(callee)
            )
            for i, arg in enumerate(op.args):
                if isinstance(arg.type, TensorType) and (
                    i >= len(params) or params[i] != ParamDirection.IN
                ):
                    yield _Site(op, i, arg, loops)
            return
        for g, group in enumerate(argument_groups(op)):
            # An op nobody classified may write any argument it does not
            # only read or pass along.
            access = argument_access(op, g, ArgEffect.READ_WRITE)
            if access is None or not access.writes:
                continue
            for value in group:
                if isinstance(value.type, TensorType):
                    yield _Site(op, -1, value, loops)


def disjoint_writes(
    graph: CallGraph, signatures: Signatures, roots: Mapping[FuncOp, BufferRoots]
) -> DisjointWrites:
    """The proof for the functions of `graph`, on the roots phase 1 gave
    them (`buffer_roots`, by the rules of the mode the direction table
    reads)."""
    return DisjointWrites(graph, signatures, roots)


def _rooted_at(root: Root | None, base: SSAValue) -> bool:
    return (
        root is not None
        and not root.ambiguous
        and len(root.candidates) == 1
        and root.first is base
    )


def _loops_around(value: SSAValue, func: FuncOp) -> tuple[Operation, ...]:
    """The loops enclosing the definition of `value` in `func`."""
    owner = value.owner
    parent = owner.parent_op()
    loops: list[Operation] = []
    if isinstance(value, BlockArgument) and parent is not func and parent is not None:
        loops.append(parent)  # not a buffer View follows to; kept for safety
        parent = parent.parent_op()
    while parent is not None and parent is not func:
        if isinstance(parent, scf.ForOp | scf.ParallelOp | scf.WhileOp):
            loops.append(parent)
        parent = parent.parent_op()
    return tuple(reversed(loops))


class _Problem:
    """The pairs of instances of two sites that write a common element, as
    three isl sets over one space (`texts`): the instances of each site with
    the address they write, a union over the boxes of its callee's summary,
    and the condition on a pair (different iterations, one address). Their
    intersection is empty exactly when no box of one meets a box of the
    other in different iterations, as the question asked pair by pair."""

    def __init__(self, func: FuncOp, outer: tuple[Operation, ...], views: Views):
        self.func = func
        self.views = views
        self.outer = frozenset(id(loop) for loop in outer)
        self.affine = views.affine
        self.params: dict[object, str] = {}
        self.dims: list[str] = []
        """The set's dimensions: loop variables of the caller, addresses."""
        self.names: dict[tuple[str, object], str] = {}
        self.pieces: dict[str, list[str]] = {}
        """Per instance, one disjunct per box."""
        self.common: list[str] = []
        self._sink = self.common
        self._seen: set[str] = set()
        self._box: tuple[str, list[str]] | None = None
        """While a box is stated: its tag, and the names local to it (the
        callee's parameters and loops, the tile coordinates)."""
        self._count = 0

    def texts(self) -> tuple[str, str, str]:
        params = f"[{', '.join(self.params.values())}] -> " if self.params else ""
        space = f"{params}{{ [{', '.join(self.dims)}] : "
        return (
            space + (" or ".join(self.pieces.get("a", ())) or "false") + " }",
            space + (" or ".join(self.pieces.get("b", ())) or "false") + " }",
            space + (" and ".join(self.common) or "true") + " }",
        )

    def _add(self, constraint: str) -> None:
        if constraint not in self._seen:
            self._seen.add(constraint)
            self._sink.append(constraint)

    def _dim(self, key: tuple[str, object], prefix: str) -> str:
        name = self.names.get(key)
        if name is None:
            name = f"{prefix}{self._count}"
            self._count += 1
            self.names[key] = name
            box = self._box
            if box is not None and key[0] == box[0]:
                box[1].append(name)
            else:
                self.dims.append(name)
        return name

    def namer(self, tag: str, callee: FuncOp | None) -> Callable[[SSAValue], str]:
        names = self.names
        params = self.params

        def name(value: SSAValue) -> str:
            found = params.get(value) or names.get((tag, value))
            if found is None:
                found = names.get(("shared", value)) or self._classify(
                    tag, callee, value
                )
            return found

        return name

    def _classify(self, tag: str, callee: FuncOp | None, value: SSAValue) -> str:
        """Name a variable met for the first time: a parameter of the caller
        (an isl parameter), an induction variable of a loop around the root
        (shared by both instances), or one of the instance's own."""
        if isinstance(value, BlockArgument) and value.owner.parent_op() is self.func:
            found = f"n{len(self.params)}"
            self.params[value] = found
            return found
        loop = loop_of(value)
        if loop is not None and id(loop) in self.outer:
            return self._dim(("shared", value), "s")
        if loop is not None and enclosing_func(loop) is self.func:
            return self._dim((tag, value), f"{tag}_i")
        if isinstance(value, BlockArgument) and value.owner.parent_op() is callee:
            return self._dim((tag, value), f"{tag}_q")
        return self._dim((tag, value), f"{tag}_j")

    def instance(
        self,
        tag: str,
        site: _Site,
        view: View,
        boxes: Sequence[Box],
        strides: tuple[int, ...],
    ) -> Reason | None:
        """Bind the instances of `site`: its loops, and per box of its
        callee's summary the callee's scalar parameters and loops, the tile
        coordinates and the address written (a dimension `{tag}_addr`).
        None, or why it cannot be stated."""
        op = site.op
        if not isinstance(op, CallLikeOp):
            return Reason.WRITER
        callee = self.views.callee(op)
        caller = self.namer(tag, None)
        for loop in site.loops:
            self._domain(loop, caller)
        address = f"{tag}_addr"
        self.dims.append(address)
        pieces = self.pieces.setdefault(tag, [])
        for k, box in enumerate(boxes):
            local = f"{tag}{k}_"
            names: list[str] = []
            constraints: list[str] = []
            self._box, self._sink, self._seen = (local, names), constraints, set()
            try:
                refusal = self._box_instance(
                    op, callee, caller, self.namer(local, callee), view, box, strides
                )
            finally:
                self._box, self._sink, self._seen = None, self.common, set(self.common)
            if isinstance(refusal, Reason):
                return refusal
            constraints.append(f"{address} = {refusal}")
            body = " and ".join(constraints)
            pieces.append(
                f"(exists ({', '.join(names)} : {body}))" if names else f"({body})"
            )
        return None

    def _box_instance(
        self,
        op: CallLikeOp,
        callee: FuncOp | None,
        caller: Callable[[SSAValue], str],
        inner: Callable[[SSAValue], str],
        view: View,
        box: Box,
        strides: tuple[int, ...],
    ) -> Reason | str:
        """The constraints of one box into the current sink; the address it
        writes as an isl term, or why it cannot be stated."""
        for loop in box.loops:
            self._domain(loop, inner)
        args = op.args
        bound: set[SSAValue] = set()
        for term in (*box.offsets, *box.sizes, *self._bound_terms(box.loops)):
            for atom in term.atoms():
                if (
                    callee is not None
                    and isinstance(atom, BlockArgument)
                    and atom.owner.parent_op() is callee
                    and atom not in bound
                ):
                    bound.add(atom)
                    if atom.index >= len(args):
                        return Reason.ALIAS
                    value = self.affine.affine(args[atom.index])
                    if isinstance(value, Reason):
                        return value
                    self._add(f"{inner(atom)} = {value.render(caller)}")
        address: list[str] = []
        local = self._box[0] if self._box is not None else ""
        for d, stride in enumerate(strides):
            x = self._dim((local, _Coordinate(d)), f"{local}x")
            size = box.sizes[d].render(inner)
            self._add(f"0 <= {x} < {size}")
            start = f"({view.offsets[d].render(caller)}) + ({box.offsets[d].render(inner)}) + {x}"
            address.append(f"{stride}*({start})")
        return "(" + " + ".join(address) + ")"

    def _bound_terms(self, loops: Sequence[Operation]) -> Iterator[Aff]:
        for loop in loops:
            for value in _bounds(loop):
                term = self.affine.affine(value)
                if isinstance(term, Aff):
                    yield term

    def _domain(self, loop: Operation, name: Callable[[SSAValue], str]) -> None:
        """Constrain a loop's induction variables to the iterations the
        runtime executes (derive-call-directions.md, *Modes*), never fewer.
        PyPTO's codegen counts down for a negative step (`pl.range(3, -1, -1)`
        runs 3, 2, 1, 0): a constant step > 0 gives `lb <= i < ub`, one < 0
        gives `ub < i <= lb`, both with `i = lb (mod |step|)`. A step that is
        not a constant leaves the sign, and so which bound is which, unknown:
        no bound is stated. A constant zero step keeps the variable at `lb`
        (`differ` then counts its iterations apart all the same). A bound that
        is not affine is dropped. Each case states more instances, never
        fewer: still sound."""
        if isinstance(loop, scf.ForOp):
            triples = [(_body_args(loop)[0], loop.lb, loop.ub, loop.step)]
        elif isinstance(loop, scf.ParallelOp):
            triples = list(
                zip(
                    _body_args(loop),
                    loop.lowerBound,
                    loop.upperBound,
                    loop.step,
                    strict=False,
                )
            )
        else:
            return  # a while has no induction variable
        for iv, lb, ub, step in triples:
            v = name(iv)  # named even unbounded: `differ` compares it
            stride = _constant_step(self.affine, step)
            if stride is None:
                continue
            low = self.affine.affine(lb)
            high = self.affine.affine(ub)
            if stride == 0:
                if isinstance(low, Aff):
                    self._add(f"{v} = {low.render(name)}")
                continue
            up = stride > 0
            if isinstance(low, Aff):
                self._add(f"{v} {'>=' if up else '<='} {low.render(name)}")
                if abs(stride) > 1:
                    self._add(f"({v} - ({low.render(name)})) mod {abs(stride)} = 0")
            if isinstance(high, Aff):
                self._add(f"{v} {'<' if up else '>'} {high.render(name)}")

    def differ(self, first: Sequence[Operation], second: Sequence[Operation]) -> None:
        """The two instances are in different iterations of some loop that
        encloses both below the root."""
        pairs: list[str] = []
        common = [
            loop for loop in first if loop in second and id(loop) not in self.outer
        ]
        for loop in common:
            if _still(self.affine, loop):
                # Its iterations all have the variable at `lb`: two of them
                # differ though no variable does.
                pairs.append("0 = 0")
            for iv in _ivs(loop):
                a = self.names.get(("a", iv))
                b = self.names.get(("b", iv))
                if a is not None and b is not None:
                    pairs.append(f"{a} != {b}")
        self._add("(" + (" or ".join(pairs) or "false") + ")")
        self._add("a_addr = b_addr")


@dataclass(frozen=True, slots=True)
class _Coordinate:
    """A key for a tile coordinate dimension (not an SSA value)."""

    dim: int


def _ivs(loop: Operation) -> Sequence[SSAValue]:
    if isinstance(loop, scf.ForOp):
        return _body_args(loop)[:1]
    if isinstance(loop, scf.ParallelOp):
        return _body_args(loop)
    return ()


def _body_args(loop: Operation) -> Sequence[SSAValue]:
    # `Region.block` builds a block list on every access.
    block = loop.regions[0].first_block
    return () if block is None else block.args


def _bounds(loop: Operation) -> Sequence[SSAValue]:
    if isinstance(loop, scf.ForOp):
        return (loop.lb, loop.ub, loop.step)
    if isinstance(loop, scf.ParallelOp):
        return (*loop.lowerBound, *loop.upperBound, *loop.step)
    return ()


def _constant_step(affine: AffineValues, step: SSAValue) -> int | None:
    term = affine.affine(step)
    return term.const if isinstance(term, Aff) and term.is_constant else None


def _still(affine: AffineValues, loop: Operation) -> bool:
    """Whether a loop has a constant zero step: its variable never moves."""
    steps = (
        (loop.step,)
        if isinstance(loop, scf.ForOp)
        else loop.step
        if isinstance(loop, scf.ParallelOp)
        else ()
    )
    return any(_constant_step(affine, step) == 0 for step in steps)
