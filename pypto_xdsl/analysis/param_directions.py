"""Parameter directions from what function bodies do (op-effects.md,
*Analyses that read the declarations*).

One walk per function body collects, per tensor parameter, the operand slots
that name it through aliases (buffer roots with slices followed, every
candidate of an ambiguous value): slots of classified ops by their effect
under the op's properties, slots of ops without a verdict for them as reads *and* as undecided (the
op may write what it names: op-effects.md, *Undecided parameters*), and
callee slots whose effect depends on the callee's (evolving) direction. Structural
operands (terminators, loop inits, the source of a slice, view or reshape)
only pass a buffer along and count as neither.

Inference then runs callee first over the call graph's strongly connected
components, to a fixed point inside each recursive component, so the result
does not depend on the order of functions in the module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from enum import Enum, auto

from xdsl.ir import Block, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.buffer_roots import RootVisitor, WhenFinal
from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode
from pypto_xdsl.analysis.fixed_point import component_fixed_point
from pypto_xdsl.analysis.roots import IndexMemo, Root, candidate_indices
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.structure import nested_ops
from pypto_xdsl.analysis.walk import BodyVisitor, walk_bodies
from pypto_xdsl.diagnostics import Problem, param_label
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.declarations import (
    operand_accesses,
    passed_along_argument,
    write_channel,
)
from pypto_xdsl.dialects.effects import WriteChannel
from pypto_xdsl.dialects.func import FuncOp, op_name
from pypto_xdsl.dialects.generic_op import GenericOperatorOp

IN, OUT, INOUT = ParamDirection.IN, ParamDirection.OUT, ParamDirection.INOUT


@dataclass(frozen=True, slots=True)
class ParamWrite:
    """An operator slot writing a parameter."""

    param: int
    op: Operation
    channel: WriteChannel | None


@dataclass(frozen=True, slots=True)
class UndecidedSlot:
    """Operand `operand` (its position in `op.operands`) of an op that has no
    effect verdict for its argument `argument`, naming parameter `param`."""

    param: int
    op: Operation
    operand: int
    argument: int


@dataclass(frozen=True, slots=True)
class CalleeSlot:
    """Argument `slot` of a call-like op, naming parameters `params`."""

    op: CallLikeOp
    callee: FuncOp
    slot: int
    params: tuple[int, ...]


@dataclass
class FunctionFacts:
    """What one function body does to its parameters, by operator slots."""

    func: FuncOp
    writes: list[ParamWrite] = field(default_factory=list[ParamWrite])
    """Operator writes, in program order."""
    reads: set[int] = field(default_factory=set[int])
    """Parameters an operator slot reads (unclassified ops included)."""
    undecided: list[UndecidedSlot] = field(default_factory=list[UndecidedSlot])
    """Slots of ops without a verdict for them, naming a parameter."""
    calls: list[CalleeSlot] = field(default_factory=list[CalleeSlot])
    """Callee slots naming a parameter, in program order."""


class FactsVisitor(BodyVisitor):
    """The facts of each body as a body visitor, from the roots of the
    `RootVisitor` it was given (which must see each event first)."""

    def __init__(self, roots: RootVisitor):
        self._root_of: Callable[[SSAValue], Root | None] = roots.get
        self.facts: dict[FuncOp, FunctionFacts] = {}
        self.current: FunctionFacts
        """The facts of the body being walked."""
        self._param_index: dict[int, int] = {}
        self._resolved: IndexMemo = {}
        self._when_final = WhenFinal(roots)

    def begin(self, node: FunctionNode) -> None:
        self.current = self.facts[node.func] = FunctionFacts(node.func)
        block: Block | None = node.block
        # Keyed by id: SSAValue's `__hash__` is a Python call. Roots are
        # shared by every value naming the same buffers, so each is resolved
        # once.
        self._param_index = (
            {} if block is None else {id(arg): i for i, arg in enumerate(block.args)}
        )
        self._resolved = {}

    def params_of(
        self,
        value: SSAValue,
        later: Callable[[tuple[int, ...]], None] | None = None,
    ) -> tuple[int, ...]:
        """The parameters `value` may name, as far as the walk has come;
        `later` gets them all once the function is walked, if a loop-carried
        argument may add some (a store through it names every candidate)."""
        root = self._root_of(value)
        if root is None:
            return ()
        if later is not None:
            self._when_final(root, lambda final: later(self._indices(final)))
        return self._indices(root)

    def _indices(self, root: Root) -> tuple[int, ...]:
        return candidate_indices(root, self._param_index, self._resolved)

    def finish(self, node: FunctionNode) -> None:
        self._when_final.run()

    def leaf(self, op: Operation) -> None:
        kind = _FACT_KINDS.get(type(op))
        if kind is None:
            kind = _FACT_KINDS[type(op)] = _fact_kind(op)
        if kind == _NO_FACTS:
            return
        self._accesses(op)

    def call(self, site: CallSite) -> None:
        facts = self.current
        callee = site.callee
        for slot, arg in enumerate(site.args):
            if callee is None:
                facts.reads.update(self.params_of(arg, facts.reads.update))
                continue

            def complete(
                params: tuple[int, ...], callee: FuncOp = callee, slot: int = slot
            ) -> None:
                if params:
                    facts.calls.append(CalleeSlot(site.op, callee, slot, params))

            complete(self.params_of(arg, complete))

    def _accesses(self, op: Operation) -> None:
        facts = self.current
        params_of = self.params_of
        # Most operators touch no parameter: skip their effect resolution.
        root_of = self._root_of
        for operand in op.operands:
            if params_of(operand) or ((r := root_of(operand)) and r.pending):
                break
        else:
            return
        channel = write_channel(op)
        # A slot without a verdict is read (an unknown op is never assumed
        # not to read) and undecided: it may also write what it names.
        for position, (argument, value, effect) in enumerate(
            operand_accesses(op, _UNDECIDED)
        ):
            if effect is None:
                continue
            if effect is _UNDECIDED:

                def undecided(
                    params: tuple[int, ...],
                    position: int = position,
                    argument: int = argument,
                ) -> None:
                    facts.reads.update(params)
                    facts.undecided.extend(
                        UndecidedSlot(p, op, position, argument) for p in params
                    )

                undecided(params_of(value, undecided))
                continue

            def record(
                params: tuple[int, ...],
                reads: bool = effect.reads,
                writes: bool = effect.writes,
            ) -> None:
                if reads:
                    facts.reads.update(params)
                if writes:
                    facts.writes.extend(ParamWrite(p, op, channel) for p in params)

            record(params_of(value, record))


class _Undecided(Enum):
    """What `argument_access` answers for a slot nobody gave a verdict."""

    UNDECIDED = auto()


_UNDECIDED = _Undecided.UNDECIDED


_NO_FACTS, _ACCESSES = range(2)
_FACT_KINDS: dict[type[Operation], int] = {}


def _fact_kind(op: Operation) -> int:
    """How an op without regions contributes to its function's facts; the
    same for every op of its class."""
    if op.has_trait(IsTerminator, value_if_unregistered=False):
        return _NO_FACTS  # terminators yield or return
    if passed_along_argument(op) is not None:
        # A view or reshape: its source (the only tensor operand) passes the
        # buffer along, its other operands are the box's indices.
        return _NO_FACTS
    return _ACCESSES


def function_facts(
    graph: CallGraph, signatures: Signatures
) -> dict[FuncOp, FunctionFacts]:
    """The facts of every function of `graph`, from roots with slices
    followed and the callee directions of `signatures`."""
    roots = RootVisitor(graph, signatures)
    facts = FactsVisitor(roots)
    walk_bodies(graph, [roots, facts])
    return facts.facts


def slot_direction(signatures: Signatures, slot: CalleeSlot) -> ParamDirection:
    """The callee's direction for `slot` (`in` past its parameter list)."""
    callee_dirs = signatures.of(slot.callee)
    return callee_dirs[slot.slot] if slot.slot < len(callee_dirs) else IN


def _evaluate(
    facts: FunctionFacts,
    current: tuple[ParamDirection, ...],
    signatures: Signatures,
    kind: FuncKind,
) -> tuple[ParamDirection, ...]:
    result = list(current)
    n = len(result)
    if kind == FuncKind.ORCHESTRATION:
        # Propagation rule: only callee writer slots count.
        for slot in facts.calls:
            direction = slot_direction(signatures, slot)
            if direction is not IN:
                for p in slot.params:
                    if p < n:
                        result[p] = result[p].merge(direction)
        return tuple(result)
    written = {w.param for w in facts.writes}
    read = set(facts.reads)
    for slot in facts.calls:
        direction = slot_direction(signatures, slot)
        if direction is not IN:
            written.update(slot.params)
        if direction is not OUT:
            read.update(slot.params)
    for p in written:
        if p < n and result[p] is IN:
            result[p] = INOUT if p in read else OUT
    return tuple(result)


def _component_fixed_point(
    component: Sequence[FunctionNode],
    facts: Mapping[FuncOp, FunctionFacts],
    signatures: Signatures,
) -> None:
    """The least fixed point of one strongly connected component, from its
    declared directions, into `signatures`; callees outside it are final.
    Directions only move up, which bounds the iterations by twice the number
    of parameters."""
    for node in component:
        signatures.update(node.func, node.declared)

    def step(node: FunctionNode) -> bool:
        current = signatures.of(node.func)
        updated = _evaluate(facts[node.func], current, signatures, node.kind)
        if updated == current:
            return False
        signatures.update(node.func, updated)
        return True

    component_fixed_point(
        component, lambda node: [slot.callee for slot in facts[node.func].calls], step
    )


_CHANNEL_KINDS = frozenset({FuncKind.INCORE, FuncKind.AIC, FuncKind.AIV})


def mixed_channel_problems(facts: Mapping[FuncOp, FunctionFacts]) -> list[Problem]:
    """A parameter of an `incore`/`aic`/`aiv` function written through both
    the DMA and the scalar channel, reported at its first scalar write."""
    problems: list[Problem] = []
    for func_facts in facts.values():
        func = func_facts.func
        if func.func_kind not in _CHANNEL_KINDS:
            continue
        first_dma: dict[int, Operation] = {}
        first_scalar: dict[int, Operation] = {}
        for write in func_facts.writes:
            if write.channel is WriteChannel.DMA:
                first_dma.setdefault(write.param, write.op)
            elif write.channel is WriteChannel.SCALAR:
                first_scalar.setdefault(write.param, write.op)
        for param in sorted(first_scalar.keys() & first_dma.keys()):
            scalar, dma = first_scalar[param], first_dma[param]
            problems.append(
                Problem(
                    scalar,
                    f"parameter {param_label(func, param)} of @{func.sym_name.data} "
                    f"is written through the scalar channel here ({scalar.name}) and "
                    f"through the DMA channel ({dma.name}); the two cannot be "
                    "ordered against one buffer, even in disjoint regions: stage "
                    "the writes through one tile (tile.write, then one tile.store) "
                    "or use tensor.write for every element",
                )
            )
    return problems


def program_order(block: Block | None) -> dict[Operation, int]:
    """Each op of a function body by its position in program order."""
    return {} if block is None else {op: i for i, op in enumerate(nested_ops(block))}


def first_undecided(
    facts: FunctionFacts, params: Set[int], order: Mapping[Operation, int]
) -> dict[int, UndecidedSlot]:
    """Per parameter of `params`, its first undecided slot in program order."""
    first: dict[int, UndecidedSlot] = {}
    for slot in sorted(facts.undecided, key=lambda s: (order.get(s.op, 0), s.operand)):
        if slot.param in params:
            first.setdefault(slot.param, slot)
    return first


def operator_label(op: Operation) -> str:
    """`op` as a message names it: `pto.op "tile.foo"` for an operator kept
    generic by the import, else its op name."""
    if isinstance(op, GenericOperatorOp):
        return f'pto.op "{op.op_name.data}"'
    return op_name(op)


def operand_label(slot: UndecidedSlot) -> str:
    """`operand N (name)`: the operand's position and, where the op says
    it, the argument's name."""
    op = slot.op
    name: str | None = None
    if isinstance(op, GenericOperatorOp):
        names = op.arg_names.data
        if slot.operand < len(names):
            name = names[slot.operand].data
    elif isinstance(op, IRDLOperation):
        fields = type(op).get_irdl_definition().operands
        if slot.argument < len(fields):
            name = fields[slot.argument][0].rstrip("_")
    return f"operand {slot.operand}" + (f" (argument {name})" if name else "")


def undecided_message(func: FuncOp, slot: UndecidedSlot, consequence: str) -> str:
    """What an undecided parameter reports: the op, the operand, the
    parameter, what it means for the pass, and the two fixes."""
    param = param_label(func, slot.param)
    return (
        f"parameter {param} of @{func.sym_name.data} reaches {operand_label(slot)} "
        f"of {operator_label(slot.op)}, which has no effect verdict for it, so "
        f"{consequence}: declare the op's effects (a catalogue row or effect "
        f"traits, docs/effects.md) or declare {param} out or inout in "
        "param_directions"
    )


def undecided_problems(
    graph: CallGraph,
    facts: Mapping[FuncOp, FunctionFacts],
    directions: Callable[[FuncOp], tuple[ParamDirection, ...]],
) -> list[Problem]:
    """Every `in` tensor parameter of a non-orchestration function that
    reaches a slot without a verdict and that `directions` leave `in`: once
    per parameter, at its first such slot in program order, in module order."""
    problems: list[Problem] = []
    for func in graph.nodes:
        func_facts = facts.get(func)
        if (
            func_facts is None
            or func.func_kind == FuncKind.ORCHESTRATION
            or not func_facts.undecided
        ):
            continue
        dirs = directions(func)
        params = {s.param for s in func_facts.undecided}
        still_in = {p for p in params if p < len(dirs) and dirs[p] is IN}
        if not still_in:
            continue
        order = program_order(graph.node(func).block)
        for _, slot in sorted(first_undecided(func_facts, still_in, order).items()):
            problems.append(
                Problem(
                    slot.op,
                    undecided_message(
                        func, slot, f"its direction is undecided and stays {IN.value}"
                    ),
                )
            )
    return problems


@dataclass(frozen=True)
class Inference:
    directions: dict[FuncOp, tuple[ParamDirection, ...]]
    """Inferred directions of every function (declarations unchanged)."""
    problems: list[Problem]
    """Mixed write-channel errors, each with the op to report it on."""
    undecided: list[Problem] = field(default_factory=list[Problem])
    """Undecided parameters (op-effects.md): an `in` parameter that reaches a
    slot without a verdict and that no other slot makes `out`/`inout`. Left
    as declared; each with the first such op."""


def infer_param_directions(graph: CallGraph) -> Inference:
    """Inferred `param_directions` of every function of `graph`.

    Components of the call graph are visited callee first: each body is
    walked for its roots and facts once its callees' directions are final,
    so a caller's call-result lineage (PyPTO's writer-slot rule, where the
    callee's body cannot tell) reads final directions. Only inside a
    recursive component can the rule read a direction that the component's
    own fixed point then changes; the bodies that read one are walked
    again, until nothing they read changes."""
    signatures = Signatures(graph)
    roots = RootVisitor(graph, signatures)
    facts = FactsVisitor(roots)
    walk_bodies(graph, [roots, facts], _inference_order(graph, roots, facts))
    return Inference(
        {func: signatures.of(func) for func in graph.nodes},
        mixed_channel_problems(facts.facts),
        undecided_problems(graph, facts.facts, signatures.of),
    )


def _inference_order(
    graph: CallGraph, roots: RootVisitor, facts: FactsVisitor
) -> Iterator[FunctionNode]:
    """The bodies to walk, component by component, callee first; each
    component's fixed point runs once its bodies are walked (the driver
    reads this lazily), and the bodies whose writer-slot rule read a
    direction that fixed point then changed are walked again."""
    signatures = roots.signatures
    for component in graph.sccs:
        stale: Sequence[FunctionNode] = component
        # Each round only moves a direction the rule read, and every round
        # starts from the declared ones; in practice the second round
        # confirms the first. The bound only guards against a rule that
        # never settles.
        for _ in range(2 * sum(len(node.declared) for node in component) + 1):
            yield from stale
            _component_fixed_point(component, facts.facts, signatures)
            stale = [
                node
                for node in component
                if any(
                    signatures.of(callee) != used
                    for callee, used in roots.done[node.func].slot_rule_reads.items()
                )
            ]
            if not stale:
                break
