"""Phase 1: the buffer every SSA value of a function body names.

`!pto.tensor` values have reference semantics: the result of a store, a loop
or a call may name the same buffer as one of its operands. The *root* of a
value is the value that owns its buffer; values that control flow may bind to
several buffers are *ambiguous* (derive-call-directions.md, *Phase 1*). Roots
are keyed by SSA identity, never by name (hazard 11), and only tensor-typed
values are ever rooted (hazard 12).

In the sound default (*Modes*) a loop-carried argument is the merge of its
init and of the value yielded back to it, which the walk only reaches at the
end of the body. So that the body is still walked once, the argument starts
as its init's root with the argument itself *pending*; every root derived
from it carries the pending argument along, and the loop's end resolves it
(a fixed point over the loop's arguments). Readers that decide during the walk
either need only what the pending part cannot change (the first candidate) or
ask again once the function is walked (`RootVisitor.resolve`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode
from pypto_xdsl.analysis.modes import Compat
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.walk import BodyVisitor, walk_bodies
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import SubmitOp
from pypto_xdsl.dialects.declarations import (
    reused_argument,
    reused_operand,
    view_source,
    viewed_argument,
)
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.memory_effects import AllocatesResult
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.scope import YieldOp as ScopeYieldOp
from pypto_xdsl.dialects.types import TensorType, is_tensor_like

_WRITER_DIRECTIONS = frozenset({ParamDirection.OUT, ParamDirection.INOUT})


SMALL_MERGE = 8
"""A merge of at most this many candidates copies them into one tuple (exact
and cheap to read); a larger one keeps its merged roots instead, so that a
chain of n merges costs O(n), not O(n^2) (issue 16)."""


class Root:
    """The buffer(s) a value may name.

    Either *flat*, its candidates held in one tuple, or *wide*: a merge of more
    than SMALL_MERGE candidates, which holds the roots it merges and whose
    candidates are theirs, in order, each once. Readers that visit candidates
    per root walk the merged roots (`walk_roots`) and memoise per root."""

    __slots__ = ("_own", "ambiguous", "bound", "first", "merged", "pending")

    def __init__(
        self,
        candidates: tuple[SSAValue, ...],
        ambiguous: bool = False,
        merged: tuple[Root, ...] = (),
        pending: tuple[SSAValue, ...] = (),
    ):
        self._own = candidates
        self.ambiguous = ambiguous
        """Whether control flow may bind the value to more than one buffer."""
        self.merged = merged
        """The roots a wide root merges; () for a flat root."""
        self.pending = pending
        """Loop-carried arguments of loops still being walked whose later
        iterations may bind the value to more buffers (sound mode only). Only
        the outermost root's tuple counts: the merged roots' are not read."""
        # Candidates counted with repetition, saturating: only whether a
        # merge stays small is ever asked.
        bound = len(candidates)
        if merged:
            self.first: SSAValue = candidates[0] if candidates else merged[0].first
            for m in merged:  # a loop: `sum` over a generator costs more
                bound += m.bound
        else:
            self.first = candidates[0]  # a flat root, the common case
        self.bound = bound if bound <= SMALL_MERGE else SMALL_MERGE + 1
        """The number of candidates, counted with repetition, capped at
        SMALL_MERGE + 1: whether a merge with this root stays small."""

    @property
    def own(self) -> tuple[SSAValue, ...]:
        """The candidates held by this root itself (all of a flat root's)."""
        return self._own

    @property
    def candidates(self) -> tuple[SSAValue, ...]:
        """Distinct root values, first candidate first; never empty. O(size)
        for a wide root: per-root readers should use `walk_roots`."""
        if not self.merged:
            return self._own
        seen: dict[int, SSAValue] = {}
        for root in walk_roots(self):
            for candidate in root._own:
                seen.setdefault(id(candidate), candidate)
        return tuple(seen.values())

    def as_ambiguous(self) -> Root:
        if self.ambiguous:
            return self
        return Root(self._own, True, self.merged, self.pending)

    def with_pending(self, pending: tuple[SSAValue, ...]) -> Root:
        """The same buffers, with `pending` as the pending arguments."""
        return Root(self._own, self.ambiguous, self.merged, pending)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Root)
            and self.ambiguous == other.ambiguous
            and self.candidates == other.candidates
        )

    def __hash__(self) -> int:
        return hash((self.first, self.ambiguous))

    def __repr__(self) -> str:
        return f"Root({self.candidates!r}, ambiguous={self.ambiguous})"


def _union_pending(parts: Sequence[Root]) -> tuple[SSAValue, ...]:
    pending: tuple[SSAValue, ...] = ()
    for part in parts:
        if part.pending:
            pending = (
                part.pending
                if not pending
                else tuple(dict.fromkeys(pending + part.pending))
            )
    return pending


def walk_roots(root: Root) -> list[Root]:
    """`root` and the roots it merges, transitively, each once, in candidate
    order (pre-order); iterative, as merge chains may be long."""
    order: list[Root] = []
    visited: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in visited:
            continue
        visited.add(id(node))
        order.append(node)
        stack.extend(reversed(node.merged))
    return order


Returned = tuple[tuple[Root, tuple[int, ...]] | None, ...]
"""Per operand of a body's `pto.return`: its root and, per candidate, the
parameter it is (-1 for a buffer created in the body); None when unrooted."""


class BufferRoots:
    """The roots of the values of one function body."""

    __slots__ = ("_keep", "_roots", "_sound", "function", "returned", "slot_rule_reads")

    def __init__(
        self,
        function: FuncOp,
        roots: dict[int, Root],
        keep: list[SSAValue],
        returned: Returned,
        slot_rule_reads: dict[FuncOp, tuple[ParamDirection, ...]],
        sound: bool,
    ):
        self.function = function
        self._sound = sound
        # Keyed by `id(value)`: SSAValue's `__hash__` is a Python call, and
        # roots are looked up for every argument of every call. `keep` holds
        # the keyed values, so no id is reused while this object lives.
        self._roots = roots
        self._keep = keep
        self.returned = returned
        """What callers translate their call results from; read while the
        body was walked, so that a call reads no IR of its callee."""
        self.slot_rule_reads = slot_rule_reads
        """The callee directions the writer-slot rule read, by callee: what
        these roots depend on besides the body itself."""

    def root_of(self, value: SSAValue) -> Root | None:
        """The root of `value`; None when it is unrooted."""
        root = self._roots.get(id(value))
        if root is None and self._sound and isinstance(value.type, TensorType):
            # A tensor the table leaves unrooted owns its buffer (*Modes*).
            root = self._roots[id(value)] = Root((value,))
            self._keep.append(value)
        return root


def merge_roots(parts: Sequence[Root | None]) -> Root | None:
    """The root of a value with several possible buffers (*Merges*)."""
    head = parts[0] if parts else None
    if head is not None:
        # A loop, not `all` over a generator: most merges are of one buffer.
        for part in parts:
            if part is not head:
                break
        else:
            return head  # a buffer merged with itself
    rooted = [part for part in parts if part is not None]
    if not rooted:
        return None
    ambiguous = len(rooted) < len(parts)  # an unrooted part
    pending = _union_pending(rooted)
    bound = 0
    for part in rooted:  # plain loops: merges run once per value of a loop
        bound += part.bound
        ambiguous = ambiguous or part.ambiguous
    if bound > SMALL_MERGE:
        # Wide: the parts are kept, not copied. A flat part that is not
        # ambiguous has exactly one candidate, so the merge is ambiguous
        # unless all of those are the same value.
        if not ambiguous:
            first = rooted[0].first
            for part in rooted:
                if part.first is not first:
                    ambiguous = True
                    break
        return Root((), ambiguous, tuple(rooted), pending)
    # Every part is flat (a wide one counts more than SMALL_MERGE).
    # Keyed by id: SSAValue's `__hash__` is a Python call.
    candidates: dict[int, SSAValue] = {}
    for part in rooted:
        for candidate in part.own:
            candidates[id(candidate)] = candidate
    return Root(
        tuple(candidates.values()), ambiguous or len(candidates) > 1, (), pending
    )


def candidate_indices(
    root: Root, index: Mapping[int, int], memo: dict[int, tuple[int, ...]]
) -> tuple[int, ...]:
    """`index[id(c)]` for the candidates `c` of `root` that `index` holds,
    distinct, in candidate order. Memoised per root in `memo` (keyed by
    `id(root)`, so the roots must outlive it): each root of a merge chain
    costs its own candidates and parts, never the whole chain again."""
    if not root.merged and len(root.own) == 1:
        # One buffer, the common case: nothing to memoise.
        own = index.get(id(root.first))
        return () if own is None else (own,)
    found = memo.get(id(root))
    if found is not None:
        return found
    # Post-order over the roots not yet memoised.
    stack: list[tuple[Root, bool]] = [(root, False)]
    while stack:
        node, ready = stack.pop()
        if id(node) in memo:
            continue
        if not ready:
            stack.append((node, True))
            stack.extend((m, False) for m in reversed(node.merged))
            continue
        values = [index[id(c)] for c in node.own if id(c) in index]
        for part in node.merged:
            values.extend(memo[id(part)])
        memo[id(node)] = tuple(dict.fromkeys(values))
    return memo[id(root)]


def buffer_roots(
    graph: CallGraph, signatures: Signatures, *, compat: Compat = Compat.NONE
) -> dict[FuncOp, BufferRoots]:
    """The buffer roots of every function of `graph` (declarations get an
    empty map), by the rules of `compat`.

    Callees are analysed before their callers, so a call result follows the
    value its callee returns. The writer-slot rule reads the callee's
    directions from `signatures`."""
    roots = RootVisitor(graph, signatures, compat)
    walk_bodies(graph, [roots])
    return roots.done


def _constant_int(value: SSAValue) -> int | None:
    op = value.owner
    if isinstance(op, arith.ConstantOp) and isinstance(op.value, IntegerAttr):
        return op.value.value.data
    return None


def runs_at_least_once(loop: scf.ForOp) -> bool:
    """Whether the trip count is a compile-time constant > 0: bounds and step
    each the result of an `arith.constant`, nothing folded."""
    lb = _constant_int(loop.operands[0])
    ub = _constant_int(loop.operands[1])
    step = _constant_int(loop.operands[2])
    return (
        lb is not None and ub is not None and step is not None and step > 0 and ub > lb
    )


def _terminator(block: Block | None) -> Operation | None:
    return None if block is None else block.last_op


class RootVisitor(BodyVisitor):
    """Phase 1 as a body visitor: `get` is the root of a value of the body
    being walked, as far as the walk has come (with pending loop-carried
    arguments in the sound mode: see the module docstring); `done` the final
    roots of every body walked so far (with `keep_roots`)."""

    def __init__(
        self,
        graph: CallGraph,
        signatures: Signatures,
        compat: Compat = Compat.NONE,
        *,
        keep_roots: bool = True,
    ):
        self.graph = graph
        self.signatures = signatures
        self.sound = compat is Compat.NONE
        self.keep_roots = keep_roots
        """Whether `done` keeps what was found in every body walked; without,
        only `returned` does, and the roots of a body are dropped once it is
        walked (a pass that only needs them during the walk then keeps no
        object per value alive)."""
        self.done: dict[FuncOp, BufferRoots] = {}
        self.returned: dict[FuncOp, Returned] = {}
        """What each body walked so far returns (`BufferRoots.returned`)."""
        self.roots: dict[int, Root] = {}
        self._keep: list[SSAValue] = []
        self._block: Block | None = None
        self._cycle: frozenset[FuncOp] = frozenset()
        self._slot_rule_reads: dict[FuncOp, tuple[ParamDirection, ...]] = {}
        self._resolution: dict[int, Root] = {}
        self._inits: dict[int, Root] = {}
        self._final: dict[int, tuple[Root, Root]] = {}
        # The writer slots of a signature, by its directions and how many
        # parameters the call covers: the same for every call of a callee.
        self._writer_slots: dict[
            tuple[tuple[ParamDirection, ...], int], tuple[int, ...]
        ] = {}
        self.open: list[BlockArgument] = []
        """The pending arguments of the loops being walked, outermost first."""
        self.closed: tuple[Operation | None, tuple[tuple[SSAValue, Root], ...]] = (
            None,
            (),
        )
        """The loop the walk left last and what each of its pending arguments
        resolved to (pending only on enclosing loops)."""

    def begin(self, node: FunctionNode) -> None:
        self.roots = {}
        self._keep = []
        self._slot_rule_reads = {}
        self._resolution = {}
        self._inits = {}
        self._final = {}
        self.open = []
        self.closed = (None, ())
        self._cycle = self.graph.cycle_of(node.func)
        block = self._block = node.block
        if block is not None:
            for arg in block.args:
                self._set(arg, Root((arg,)))

    def finish(self, node: FunctionNode) -> None:
        if self._resolution and self.keep_roots:
            # Every loop is closed: give every value its final root. (Without
            # `keep_roots`, the roots die with the body, and each reader
            # resolves only what it reads.)
            roots = self.roots
            for key, root in roots.items():
                if root.pending:
                    roots[key] = self.resolve(root)
        block = self._block
        terminator = _terminator(block)
        returned: Returned = ()
        if isinstance(terminator, ReturnOp):
            returned = tuple([self._returned(v, block) for v in terminator.operands])
        self.returned[node.func] = returned
        if self.keep_roots:
            self.done[node.func] = BufferRoots(
                node.func,
                self.roots,
                self._keep,
                returned,
                self._slot_rule_reads,
                self.sound,
            )

    def _returned(
        self, value: SSAValue, block: Block | None
    ) -> tuple[Root, tuple[int, ...]] | None:
        root = self.get(value)
        if root is None:
            return None
        root = self.resolve(root)
        params = tuple(
            [
                c.index if type(c) is BlockArgument and c.owner is block else -1
                for c in root.candidates
            ]
        )
        return root, params

    def _set(self, value: SSAValue, root: Root | None) -> None:
        if root is not None and isinstance(value.type, TensorType):
            self.roots[id(value)] = root
            self._keep.append(value)

    def get(self, value: SSAValue | None) -> Root | None:
        """The root of a value of the body being walked."""
        if value is None:
            return None
        root = self.roots.get(id(value))
        if root is None and self.sound and isinstance(value.type, TensorType):
            # Sound mode: a tensor the table leaves unrooted owns its buffer.
            root = self.roots[id(value)] = Root((value,))
            self._keep.append(value)
        return root

    def resolve(self, root: Root) -> Root:
        """`root` with every pending argument of a loop already left replaced
        by what it resolved to; final once the function is walked."""
        if not root.pending:
            return root
        memo = self._final.get(id(root))
        if memo is not None:
            return memo[1]
        parts: list[Root | None] = []
        remaining: list[SSAValue] = []
        for arg in root.pending:
            resolved = self._resolution.get(id(arg))
            if resolved is None:
                remaining.append(arg)
            else:
                parts.append(self.resolve(resolved))
        if not parts:
            return root
        found = merge_roots([root.with_pending(tuple(remaining)), *parts])
        assert found is not None
        if not found.pending:
            # Final: no later resolution can change it. The key is kept alive.
            self._final[id(root)] = (root, found)
        return found

    def carried(self, arg: SSAValue) -> Root:
        """What the pending loop-carried argument `arg` resolved to (its loop
        must be closed)."""
        return self._resolution[id(arg)]

    # Leaf ops --------------------------------------------------------------

    def leaf(self, op: Operation) -> None:
        kind = _LEAF_KINDS.get(type(op))
        if kind is None:
            kind = _LEAF_KINDS[type(op)] = _leaf_kind(op)
        if kind == _PASSIVE:
            # Its results name no buffer (compat), or each its own, which
            # `get` gives on first use (sound): do not even read them.
            return
        results = op.results
        if not _has_tensor(results):
            return
        if kind == _CREATE:
            for result in results:
                self._set(result, Root((result,)))
            return
        if kind == _SLICE:
            # PyPTO: a slice is its own buffer. Sound: it names its source's.
            root = self.get(view_source(op)) if self.sound else None
            for result in results:
                self._set(result, root if root is not None else Root((result,)))
            return
        if not self.sound and op.name not in _PYPTO_REUSING:
            # PyPTO roots the result of one output-reusing operator only.
            return
        reused = reused_operand(op)
        if reused is not None:
            root = self.get(reused)
            for result in results:
                self._set(result, root)

    def call(self, site: CallSite) -> None:
        callee = site.callee
        if callee is None:
            return
        results = site.op.callee_results
        tensor_results = [r for r in results if is_tensor_like(r.type)]
        if not tensor_results:
            return
        returned: Returned = ()
        if self.sound and callee not in self._cycle:
            # PyPTO never reads the callee's body: rule 2 for every callee.
            returned = self.returned.get(callee, ())
        slot = 0  # the result's position among the tensor results
        for k, result in enumerate(results):
            if not is_tensor_like(result.type):
                continue
            inner = returned[k] if k < len(returned) else None
            if inner is not None:
                root = self._translate(*inner, site.args, result)
            else:
                root = self._writer_slot_rule(site, tensor_results, slot)
            slot += 1
            self._set(result, root)

    def _translate(
        self,
        inner: Root,
        params: tuple[int, ...],
        args: Sequence[SSAValue],
        result: SSAValue,
    ) -> Root | None:
        """The caller-side root of a value the callee returns (exact lineage);
        `params` says which candidate of `inner` is which callee parameter."""
        parts: list[Root | None] = []
        # A parameter (or the callee's own buffers, -1) once, however many
        # candidates of `inner` it stands for.
        for param in dict.fromkeys(params):
            if param < 0:
                # A buffer created inside the callee: the result owns it.
                parts.append(Root((result,)))
            else:
                parts.append(self.get(args[param]) if param < len(args) else None)
        root = merge_roots(parts)
        if root is not None and inner.ambiguous:
            root = root.as_ambiguous()
        return root

    def _writer_slot_rule(
        self, site: CallSite, tensor_results: Sequence[SSAValue], k: int
    ) -> Root | None:
        """PyPTO's rule where the callee's body cannot tell."""
        assert site.callee is not None
        directions = self.signatures.of(site.callee)
        self._slot_rule_reads[site.callee] = directions
        args = site.args
        slots = self._writer_slots.get((directions, site.passed))
        if slots is None:
            slots = self._writer_slots[directions, site.passed] = tuple(
                [
                    i
                    for i in range(min(site.passed, len(directions)))
                    if directions[i] in _WRITER_DIRECTIONS
                ]
            )
        if len(tensor_results) > 1 or (not self.sound and type(site.op) is SubmitOp):
            # PyPTO types a submit's results as a tuple: always the k-th slot.
            return self.get(args[slots[k]]) if k < len(slots) else None
        if len(slots) < 2:
            # Nothing to disambiguate: the type-matching test below would pick
            # the only slot whatever it finds.
            return self.get(args[slots[0]]) if slots else None
        result_type = tensor_results[0].type
        # Among the type-matching slots, those whose argument has a root
        # (PyPTO's reading; in the sound mode every tensor has one): if they
        # name exactly one buffer, the result is that buffer.
        rooted: list[Root] = []
        for i in slots:
            if (
                isinstance(result_type, TensorType)
                and (result_type.has_same_shape_and_element(args[i].type))
                and (self.sound or not _has_dynamic_dimension(result_type))
            ):
                root = self.get(args[i])
                if root is not None:
                    rooted.append(root)
        if rooted:
            first = rooted[0].first
            for root in rooted:
                if root.first is not first:
                    break
            else:
                return rooted[0]
        return self.get(args[slots[0]])

    # Region ops ------------------------------------------------------------

    def enter_region(self, op: Operation, index: int) -> None:
        region = op.regions[index]
        block = region.first_block
        if block is None:
            return
        if type(op) is scf.ForOp:
            for arg, init in zip(block.args[1:], _inits(op), strict=False):
                self._set(arg, self._carried(arg, init))
        elif type(op) is scf.WhileOp:
            if index == 0:
                for arg, init in zip(block.args, op.arguments, strict=False):
                    self._set(arg, self._carried(arg, init))
            else:
                condition = _terminator(_entry(op, 0))
                if isinstance(condition, scf.ConditionOp):
                    for arg, forwarded in zip(block.args, condition.args, strict=False):
                        self._set(arg, self.get(forwarded))

    def _carried(self, arg: BlockArgument, init: SSAValue) -> Root | None:
        """A loop-carried argument on entry: its init's root (PyPTO), or that
        with the argument itself pending until the loop's end (sound)."""
        root = self.get(init)
        if root is None or not self.sound or not isinstance(arg.type, TensorType):
            return root
        self.open.append(arg)
        self._inits[id(arg)] = root
        # The init's own pending arguments are reached through this one's
        # resolution, which holds the init.
        return root.with_pending((arg,))

    def exit(self, op: Operation) -> None:
        # By class identity, not isinstance: xDSL's IR classes have ABCMeta, so
        # an isinstance that fails is a Python-level call, and this runs on
        # every region op; the scf ops, `pto.scope` and BlockArgument have no
        # subclasses.
        if type(op) is scf.ForOp:
            block = _entry(op, 0)
            if self.sound and block is not None:
                self._close(op, block.args[1:], _inits(op), _yielded(block))
            if _has_tensor(op.results):
                self._exit_for(op)
        elif type(op) is scf.WhileOp:
            before = _entry(op, 0)
            if self.sound and before is not None:
                yielded = _yielded(_entry(op, 1))
                self._close(op, before.args, op.arguments, yielded)
            if _has_tensor(op.results):
                self._exit_while(op)
        elif not _has_tensor(op.results):
            return
        elif type(op) is scf.IfOp:
            then_values = _yielded(_entry(op, 0))
            else_values = _yielded(_entry(op, 1))
            for i, result in enumerate(op.results):
                self._set(
                    result,
                    merge_roots(
                        [self.get(_at(then_values, i)), self.get(_at(else_values, i))]
                    ),
                )
        elif type(op) is ScopeOp:
            terminator = _terminator(_entry(op, 0))
            if isinstance(terminator, ScopeYieldOp):
                for result, value in zip(
                    op.results, terminator.arguments, strict=False
                ):
                    self._set(result, self.get(value))
        elif type(op) is scf.ParallelOp:
            # Not in the spec's table: a reduced tensor may be its init or any
            # reduced value, so both are candidates.
            terminator = _terminator(_entry(op, 0))
            reduced = (
                terminator.operands if isinstance(terminator, scf.ReduceOp) else ()
            )
            for i, result in enumerate(op.results):
                self._set(
                    result,
                    merge_roots(
                        [self.get(_at(op.initVals, i)), self.get(_at(reduced, i))]
                    ),
                )

    def _close(
        self,
        loop: Operation,
        args: Sequence[BlockArgument],
        inits: Sequence[SSAValue],
        yielded: Sequence[SSAValue],
    ) -> None:
        """Resolve the pending arguments of `loop`: each is the merge of its
        init and of the value yielded back to it, which may name the loop's
        arguments in turn (the least fixed point: every argument reachable
        through the pending ones)."""
        # The loop's own pending arguments end the open list: the loops
        # inside it are closed already.
        open_ = self.open
        start = len(open_)
        owner = args[0].owner if args else None
        while start and open_[start - 1].owner is owner:
            start -= 1
        offset = args[0].index if args else 0
        mine = {id(arg): arg.index - offset for arg in open_[start:]}
        if not mine:
            self.closed = (loop, ())
            return
        # Per argument: its init's root merged with
        # the yielded value's root, and the loop's arguments those pend on.
        first: dict[int, Root] = {}
        needs: dict[int, list[int]] = {}
        for key, k in mine.items():
            init = self._inits.pop(key)
            back = self.get(_at(yielded, k))
            merged = merge_roots([init] if back is None else [init, back])
            assert merged is not None
            first[k] = merged
            needs[k] = [j for a in merged.pending if (j := mine.get(id(a), k)) != k]
        resolved: list[tuple[SSAValue, Root]] = []
        for key, k in mine.items():
            root = first[k]
            if needs[k]:  # it pends on other arguments of the loop
                reach = {k}
                stack = [k]
                while stack:
                    for j in needs[stack.pop()]:
                        if j not in reach:
                            reach.add(j)
                            stack.append(j)
                root = merge_roots([first[j] for j in sorted(reach)])
                assert root is not None
            root = root.with_pending(
                tuple([a for a in root.pending if id(a) not in mine])
            )
            self._resolution[key] = root
            resolved.append((args[k], root))
        del open_[start:]
        self.closed = (loop, tuple(resolved))

    def _exit_for(self, op: scf.ForOp) -> None:
        yielded = _yielded(_entry(op, 0))
        at_least_once = runs_at_least_once(op)
        for i, result in enumerate(op.results):
            inner = self._resolved(self.get(_at(yielded, i)))
            if at_least_once:
                self._set(result, inner)
            else:
                self._set(result, merge_roots([inner, self.get(_at(_inits(op), i))]))

    def _exit_while(self, op: scf.WhileOp) -> None:
        before = _entry(op, 0)
        condition = _terminator(before)
        if not isinstance(condition, scf.ConditionOp):
            return
        after_yielded = _yielded(_entry(op, 1))
        for i, result in enumerate(op.results):
            forwarded = _at(condition.args, i)
            if forwarded is None:
                continue
            if type(forwarded) is BlockArgument and forwarded.owner is before:
                j = forwarded.index
                init = self.get(_at(op.arguments, j))
                back = self._resolved(self.get(_at(after_yielded, j)))
                # PyPTO lists the yielded value's candidates first.
                root = merge_roots([init, back] if self.sound else [back, init])
            else:
                root = self._resolved(self.get(forwarded))
            self._set(result, root)

    def _resolved(self, root: Root | None) -> Root | None:
        return None if root is None else self.resolve(root)


_PYPTO_REUSING = frozenset({"pto.tensor.assemble"})
"""The output-reusing operators whose result PyPTO roots (at the reused
operand); every other operator result is unrooted under its rules."""


def _has_dynamic_dimension(tensor: TensorType) -> bool:
    return any(d < 0 for d in tensor.get_shape())


_PASSIVE, _CREATE, _SLICE, _REUSE = range(4)
_LEAF_KINDS: dict[type[Operation], int] = {}


def _leaf_kind(op: Operation) -> int:
    """What an op without regions does to roots; the same for every op of
    its class (an op's name and effect declarations are its class's)."""
    if op.has_trait(AllocatesResult):
        return _CREATE
    if viewed_argument(op) is not None:
        return _SLICE
    return _PASSIVE if reused_argument(op) is None else _REUSE


def _has_tensor(values: Sequence[SSAValue]) -> bool:
    # A plain loop: `any` over a generator costs more than the test itself on
    # the many ops with no or one result.
    for value in values:  # noqa: SIM110
        if is_tensor_like(value.type):
            return True
    return False


# IRDL's named accessors recompute operand and region segments on every read;
# the scf ops' layouts are fixed: regions in declaration order, and an
# `scf.for`'s operands are its bounds, its step, then its inits.


def _entry(op: Operation, region: int) -> Block | None:
    return op.regions[region].first_block


def _inits(loop: scf.ForOp) -> Sequence[SSAValue]:
    return loop.operands[3:]


def _yielded(block: Block | None) -> Sequence[SSAValue]:
    terminator = _terminator(block)
    return () if terminator is None else terminator.operands


def _at(values: Sequence[SSAValue], index: int) -> SSAValue | None:
    return values[index] if index < len(values) else None
