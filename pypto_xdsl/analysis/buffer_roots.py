"""Phase 1: the buffer every SSA value of a function body names.

`!pto.tensor` values have reference semantics: the result of a store, a loop
or a call may name the same buffer as one of its operands. The *root* of a
value is the value that owns its buffer; values that control flow may bind to
several buffers are *ambiguous* (derive-call-directions.md, *Phase 1*). Roots
are keyed by SSA identity, never by name (hazard 11), and only tensor-typed
values are ever rooted (hazard 12). How a root is represented and merged is
`roots.py`'s job; this module says which value gets which root, once per
mode (*Modes*), each row in the method named:

| value                          | default (`compat=none`)            | `compat=pypto`                   | where                |
|--------------------------------|------------------------------------|----------------------------------|----------------------|
| parameter, `create` result     | itself                             | itself                           | `begin`, `leaf`      |
| `slice` result                 | its input's root                   | itself                           | `leaf`               |
| output-reusing operator result | the reused operand's root          | `assemble`'s only, others none   | `leaf`               |
| any other operator result      | itself (`get`)                     | none (unrooted)                  | `leaf`, `get`        |
| call result, callee with body  | what the callee returns (rule 1)   | the writer-slot rule (rule 2)    | `call`               |
| call result, otherwise         | the writer-slot rule               | the writer-slot rule             | `call`               |
| single-result type match       | shape and element type equal       | and no `?` dimension             | `_writer_slot_rule`  |
| `pto.submit` result k          | as a call's                        | always the k-th writer slot      | `_writer_slot_rule`  |
| loop-carried argument          | its init merged with its yield     | its init                         | `_carried`, `_close` |
| `scf.for` result               | yielded, then init if maybe 0 trips| the same                         | `_exit_for`          |
| `scf.while` result             | init, then yielded                 | yielded, then init               | `_exit_while`        |
| `scf.if`/`scf.parallel` result | the merge of the candidates        | the same                         | `exit`               |
| `pto.scope` result             | the yielded value's root           | the same                         | `exit`               |

Phase 2 reads the mode too: by default every candidate of an ambiguous value
is written, under PyPTO's rules only its first (`prior_writers`).

In the sound default a loop-carried argument is the merge of its
init and of the value yielded back to it, which the walk only reaches at the
end of the body. So that the body is still walked once, the argument starts
as its init's root with the argument itself *pending*; every root derived
from it carries the pending argument along, and the loop's end resolves it
(a fixed point over the loop's arguments). Readers that decide during the walk
either need only what the pending part cannot change (the first candidate) or
wait for the final root through a `WhenFinal` queue, the one mechanism for
that, which gives it to them once the function is walked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import NamedTuple

from xdsl.dialects import scf
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode
from pypto_xdsl.analysis.ir_access import (
    constant_int,
    entry_block,
    for_inits,
    has_tensor,
    terminator_of,
    value_at,
    yielded_values,
)
from pypto_xdsl.analysis.modes import Compat
from pypto_xdsl.analysis.roots import Root, merge_roots
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


Returned = tuple[tuple[Root, tuple[int, ...]] | None, ...]
"""Per operand of a body's `pto.return`: its root and, per candidate, the
parameter it is (-1 for a buffer created in the body); None when unrooted."""


class CallResultRule(StrEnum):
    """The rule of *Call results* that decided a call result's root."""

    CALLEE_BODY = "callee-body"
    """Rule 1: what the callee's body returns, translated to the caller."""
    WRITER_SLOT = "writer-slot"
    """Rule 2: PyPTO's writer-slot rule, which reads only the signature."""


class CallResultLineage(NamedTuple):
    """Which argument a tensor result of a call-like op names the buffer of,
    as phase 1 decided it: the one answer to that question, which the relax
    proof and the task graph read rather than decide again."""

    rule: CallResultRule
    """The rule that decided: the callee's body (rule 1) or the writer slot
    (rule 2)."""
    parameters: tuple[int, ...]
    """The callee parameters whose caller argument's buffer the result may
    name, first candidate first, each once; -1 stands for a buffer the callee
    creates (rule 1). Rule 2 names one parameter, the writer slot it took,
    or none (no writer slot for the result: unrooted by the rule). A
    parameter at or past the call's argument count (a submit's uncovered
    parameter) has no argument: phase 1 leaves that candidate unrooted."""
    ambiguous: bool
    """Rule 1: the value the callee returns is ambiguous inside the callee,
    so the result may name any of `parameters`."""

    @property
    def parameter(self) -> int | None:
        """The one callee parameter whose argument the result aliases; None
        when it names a buffer the callee creates, is ambiguous, or is
        unrooted by the rule."""
        parameters = self.parameters
        if self.ambiguous or len(parameters) != 1 or parameters[0] < 0:
            return None
        return parameters[0]


class BufferRoots:
    """The roots of the values of one function body."""

    __slots__ = (
        "_keep",
        "_lineages",
        "_roots",
        "_sound",
        "function",
        "returned",
        "slot_rule_reads",
    )

    def __init__(
        self,
        function: FuncOp,
        roots: dict[int, Root],
        keep: list[SSAValue],
        returned: Returned,
        slot_rule_reads: dict[FuncOp, tuple[ParamDirection, ...]],
        sound: bool,
        lineages: dict[int, CallResultLineage],
    ):
        self.function = function
        self._sound = sound
        # By `id(result)`, like `_roots`; every key is held by `keep`.
        self._lineages = lineages
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

    @property
    def sound(self) -> bool:
        """Whether these are the default mode's roots, which follow every
        alias; under PyPTO's rules (`compat=pypto`) some are unrooted."""
        return self._sound

    def root_of(self, value: SSAValue) -> Root | None:
        """The root of `value`; None when it is unrooted."""
        return _root_in(self._roots, self._keep, value, self._sound)

    def lineage(self, result: SSAValue) -> CallResultLineage | None:
        """How phase 1 rooted `result`, a tensor result of a call-like op of
        this body with a known callee; None for any other value."""
        return self._lineages.get(id(result))


def _root_in(
    roots: dict[int, Root], keep: list[SSAValue], value: SSAValue, sound: bool
) -> Root | None:
    """`value`'s entry of `roots`; by default a tensor the table leaves
    unrooted owns its buffer (*Modes*), entered on first use (`keep` holds
    the keyed values alive)."""
    root = roots.get(id(value))
    if root is None and sound and isinstance(value.type, TensorType):
        root = roots[id(value)] = Root((value,))
        keep.append(value)
    return root


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


def runs_at_least_once(loop: scf.ForOp) -> bool:
    """Whether the trip count is a compile-time constant > 0: bounds and step
    each the result of an `arith.constant`, nothing folded."""
    lb = constant_int(loop.operands[0])
    ub = constant_int(loop.operands[1])
    step = constant_int(loop.operands[2])
    return (
        lb is not None and ub is not None and step is not None and step > 0 and ub > lb
    )


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
        self._lineages: dict[int, CallResultLineage] = {}
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
        self.opened: dict[int, int] = {}
        """Per pending argument of the body (by `id`), when it was opened:
        among arguments open at once, their order in `open`."""
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
        self._lineages = {}
        self._resolution = {}
        self._inits = {}
        self._final = {}
        self.open = []
        self.opened = {}
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
        terminator = terminator_of(block)
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
                self._lineages,
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
        # Asked for every argument of every call: a rooted value costs one
        # dict lookup here, without the call into the shared rule.
        root = self.roots.get(id(value))
        if root is not None:
            return root
        return _root_in(self.roots, self._keep, value, self.sound)

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
        if not has_tensor(results):
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
        # The lineage is kept with the roots (readers after the walk: the
        # relax proof, the task graph); a walk that drops them records none.
        lineages = self._lineages if self.keep_roots else None
        slot = 0  # the result's position among the tensor results
        for k, result in enumerate(results):
            if not is_tensor_like(result.type):
                continue
            inner = returned[k] if k < len(returned) else None
            if inner is not None:
                root = self._translate(*inner, site.args, result)
                if lineages is not None:
                    lineages[id(result)] = CallResultLineage(
                        CallResultRule.CALLEE_BODY,
                        tuple(dict.fromkeys(inner[1])),
                        inner[0].ambiguous,
                    )
            else:
                taken = self._writer_slot_rule(site, tensor_results, slot)
                root = None if taken is None else self.get(site.args[taken])
                if lineages is not None:
                    lineages[id(result)] = CallResultLineage(
                        CallResultRule.WRITER_SLOT,
                        () if taken is None else (taken,),
                        False,
                    )
            if lineages is not None:
                self._keep.append(result)
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
    ) -> int | None:
        """PyPTO's rule where the callee's body cannot tell: the writer slot
        whose argument tensor result `k` names; None when there is none."""
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
            return slots[k] if k < len(slots) else None
        if len(slots) < 2:
            # Nothing to disambiguate: the type-matching test below would pick
            # the only slot whatever it finds.
            return slots[0] if slots else None
        result_type = tensor_results[0].type
        # Among the type-matching slots, those whose argument has a root
        # (PyPTO's reading; in the sound mode every tensor has one): if they
        # name exactly one buffer, the result is that buffer.
        rooted: list[tuple[int, Root]] = []
        for i in slots:
            if (
                isinstance(result_type, TensorType)
                and (result_type.has_same_shape_and_element(args[i].type))
                and (self.sound or not _has_dynamic_dimension(result_type))
            ):
                root = self.get(args[i])
                if root is not None:
                    rooted.append((i, root))
        if rooted:
            first = rooted[0][1].first
            for _, root in rooted:
                if root.first is not first:
                    break
            else:
                return rooted[0][0]
        return slots[0]

    # Region ops ------------------------------------------------------------

    def enter_region(self, op: Operation, index: int) -> None:
        region = op.regions[index]
        block = region.first_block
        if block is None:
            return
        if type(op) is scf.ForOp:
            for arg, init in zip(block.args[1:], for_inits(op), strict=False):
                self._set(arg, self._carried(arg, init))
        elif type(op) is scf.WhileOp:
            if index == 0:
                for arg, init in zip(block.args, op.arguments, strict=False):
                    self._set(arg, self._carried(arg, init))
            else:
                condition = terminator_of(entry_block(op, 0))
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
        self.opened[id(arg)] = len(self.opened)
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
            block = entry_block(op, 0)
            if self.sound and block is not None:
                self._close(op, block.args[1:], for_inits(op), yielded_values(block))
            if has_tensor(op.results):
                self._exit_for(op)
        elif type(op) is scf.WhileOp:
            before = entry_block(op, 0)
            if self.sound and before is not None:
                yielded = yielded_values(entry_block(op, 1))
                self._close(op, before.args, op.arguments, yielded)
            if has_tensor(op.results):
                self._exit_while(op)
        elif not has_tensor(op.results):
            return
        elif type(op) is scf.IfOp:
            then_values = yielded_values(entry_block(op, 0))
            else_values = yielded_values(entry_block(op, 1))
            for i, result in enumerate(op.results):
                self._set(
                    result,
                    merge_roots(
                        [
                            self.get(value_at(then_values, i)),
                            self.get(value_at(else_values, i)),
                        ]
                    ),
                )
        elif type(op) is ScopeOp:
            terminator = terminator_of(entry_block(op, 0))
            if isinstance(terminator, ScopeYieldOp):
                for result, value in zip(
                    op.results, terminator.arguments, strict=False
                ):
                    self._set(result, self.get(value))
        elif type(op) is scf.ParallelOp:
            # Not in the spec's table: a reduced tensor may be its init or any
            # reduced value, so both are candidates.
            terminator = terminator_of(entry_block(op, 0))
            reduced = (
                terminator.operands if isinstance(terminator, scf.ReduceOp) else ()
            )
            for i, result in enumerate(op.results):
                self._set(
                    result,
                    merge_roots(
                        [
                            self.get(value_at(op.initVals, i)),
                            self.get(value_at(reduced, i)),
                        ]
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
            back = self.get(value_at(yielded, k))
            merged = merge_roots([init] if back is None else [init, back])
            assert merged is not None
            first[k] = merged
            needs[k] = [j for a in merged.pending if (j := mine.get(id(a), k)) != k]
        if any(needs.values()):
            final = _resolve_carried(first, needs, set(mine.values()), mine)
        else:
            # No argument pends on another of this loop (the common case):
            # each is a component of its own, resolved to its first root.
            final = {k: _closed(root, mine) for k, root in first.items()}
        resolved: list[tuple[SSAValue, Root]] = []
        for key, k in mine.items():
            self._resolution[key] = final[k]
            resolved.append((args[k], final[k]))
        del open_[start:]
        self.closed = (loop, tuple(resolved))

    def _exit_for(self, op: scf.ForOp) -> None:
        yielded = yielded_values(entry_block(op, 0))
        at_least_once = runs_at_least_once(op)
        for i, result in enumerate(op.results):
            inner = self._resolved(self.get(value_at(yielded, i)))
            if at_least_once:
                self._set(result, inner)
            else:
                self._set(
                    result, merge_roots([inner, self.get(value_at(for_inits(op), i))])
                )

    def _exit_while(self, op: scf.WhileOp) -> None:
        before = entry_block(op, 0)
        condition = terminator_of(before)
        if not isinstance(condition, scf.ConditionOp):
            return
        after_yielded = yielded_values(entry_block(op, 1))
        for i, result in enumerate(op.results):
            forwarded = value_at(condition.args, i)
            if forwarded is None:
                continue
            if type(forwarded) is BlockArgument and forwarded.owner is before:
                j = forwarded.index
                init = self.get(value_at(op.arguments, j))
                back = self._resolved(self.get(value_at(after_yielded, j)))
                # PyPTO lists the yielded value's candidates first.
                root = merge_roots([init, back] if self.sound else [back, init])
            else:
                root = self._resolved(self.get(forwarded))
            self._set(result, root)

    def _resolved(self, root: Root | None) -> Root | None:
        return None if root is None else self.resolve(root)


class WhenFinal:
    """The one way a visitor waits for loop-carried roots (sound mode): a
    root with pending arguments may still grow until the loops it pends on
    close, which is certain only once the function is walked. A visitor
    decides what it can with the root it has, queues here what needs the
    final root, and runs the queue in its `finish`; callbacks run in the
    order queued, after every loop of the body closed."""

    __slots__ = ("_queue", "_roots")

    def __init__(self, roots: RootVisitor):
        self._roots = roots
        self._queue: list[Callable[[], None]] = []

    def __call__(self, root: Root, callback: Callable[[Root], None]) -> bool:
        """If `root` may still grow, queue `callback` to get its final root
        and say so; a root without pending arguments is final already."""
        if not root.pending:
            return False
        resolve = self._roots.resolve
        self._queue.append(lambda: callback(resolve(root)))
        return True

    def after_walk(self, callback: Callable[[], None]) -> None:
        """Queue `callback`, which reads final roots (`RootVisitor.resolve`)
        and whatever else is final only once the body is walked."""
        self._queue.append(callback)

    def run(self) -> None:
        """Run the queue (in `finish`), and empty it for the next body."""
        queue, self._queue = self._queue, []
        for callback in queue:
            callback()


def _resolve_carried(
    first: dict[int, Root],
    needs: dict[int, list[int]],
    members: set[int],
    mine: dict[int, int],
) -> dict[int, Root]:
    """Per argument k of a loop being closed: the merge of `first[j]` for
    every argument j reachable from k through `needs` (k included), its
    first candidate `first[min j]`'s, without the pending arguments of the
    loop (`mine`, by id). Linear in the arguments and their `needs`: one
    merge per strongly connected component of `needs` (Tarjan, iterative),
    of its members' and its successor components' roots, shared by its
    members; the parts are ordered by the least argument each reaches, so
    that the first candidate is the one of the least argument reached."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    final: dict[int, Root] = {}
    least: dict[int, int] = {}
    """The least argument each resolved argument reaches."""
    for start in sorted(members):
        if start in index:
            continue
        work: list[tuple[int, int]] = [(start, 0)]
        while work:
            node, edge = work.pop()
            if edge == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            successors = needs[node]
            if edge < len(successors):
                work.append((node, edge + 1))
                nxt = successors[edge]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                component: list[int] = []
                while True:
                    j = stack.pop()
                    on_stack.discard(j)
                    component.append(j)
                    if j == node:
                        break
                _merge_component(component, first, needs, final, least, mine)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return final


def _merge_component(
    component: list[int],
    first: dict[int, Root],
    needs: dict[int, list[int]],
    final: dict[int, Root],
    least: dict[int, int],
    mine: dict[int, int],
) -> None:
    in_component = set(component)
    keyed: list[tuple[int, Root]] = [(j, first[j]) for j in component]
    outside: set[int] = set()
    for j in component:
        for n in needs[j]:
            if n not in in_component and n not in outside:
                # A component reached is resolved already (Tarjan's order).
                outside.add(n)
    done: set[int] = set()
    for n in outside:
        root = final[n]
        if id(root) not in done:  # members of one component share a root
            done.add(id(root))
            keyed.append((least[n], root))
    keyed.sort(key=lambda part: part[0])
    if len(keyed) == 1:
        root = keyed[0][1]
    else:
        merged = merge_roots([part for _, part in keyed])
        assert merged is not None
        root = merged
    root = _closed(root, mine)
    reached = keyed[0][0]
    for j in component:
        final[j] = root
        least[j] = reached


def _closed(root: Root, mine: dict[int, int]) -> Root:
    """`root` without the pending arguments of the loop being closed
    (`mine`, by id): they resolved into it."""
    return root.with_pending(tuple([a for a in root.pending if id(a) not in mine]))


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
