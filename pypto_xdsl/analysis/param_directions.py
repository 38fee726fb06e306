"""Parameter directions from what function bodies do (op-effects.md,
*Analyses that read the declarations*).

One walk per function body collects, per tensor parameter, the operand slots
that name it through aliases (buffer roots with slices followed, every
candidate of an ambiguous value): slots of classified ops by their effect
under the op's properties, slots of unclassified ops as reads, and callee
slots whose effect depends on the callee's (evolving) direction. Structural
operands (terminators, loop inits, the source of a slice, view or reshape)
only pass a buffer along and count as neither.

Inference then runs callee first over the call graph's strongly connected
components, to a fixed point inside each recursive component, so the result
does not depend on the order of functions in the module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.buffer_roots import BufferRoots, Root, RootCollector
from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.analysis.walk import EXIT, OP, REGION, entry_block, nested_ops
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.declarations import (
    is_classified,
    operand_effects,
    write_channel,
)
from pypto_xdsl.dialects.effects import WriteChannel
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.symbol_table import callee_of, function_table

IN, OUT, INOUT = ParamDirection.IN, ParamDirection.OUT, ParamDirection.INOUT

# Their source operand only passes the buffer along (precedes their declared
# or default effects).
_PASS_ALONG_SOURCE = frozenset(
    {"pto.tensor.slice", "pto.tensor.view", "pto.tensor.reshape"}
)
_CHANNEL_KINDS = frozenset({FuncKind.INCORE, FuncKind.AIC, FuncKind.AIV})


@dataclass(frozen=True, slots=True)
class ParamWrite:
    """An operator slot writing a parameter."""

    param: int
    op: Operation
    channel: WriteChannel | None


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
    calls: list[CalleeSlot] = field(default_factory=list[CalleeSlot])
    """Callee slots naming a parameter, in program order."""


def param_label(func: FuncOp, index: int) -> str:
    """`%name` of a parameter, or `#index` when it has no name."""
    args = func.args
    if index < len(args) and args[index].name_hint:
        return f"%{args[index].name_hint}"
    return f"#{index}"


def function_facts(
    func: FuncOp, roots: BufferRoots, funcs: Mapping[str, FuncOp]
) -> FunctionFacts:
    """One walk over `func`'s body (empty facts for a declaration)."""
    block = entry_block(func)
    if block is None:
        return FunctionFacts(func)
    builder = _FactsBuilder(
        func, block, roots.root_of, lambda call: callee_of(call, funcs)
    )
    for op in nested_ops(block):
        if not op.regions:  # region operands are loop inits
            builder.add(op)
    return builder.facts


class _FactsBuilder:
    """The facts of one body, op by op, from the roots of its values."""

    __slots__ = ("_callee_of", "_param_index", "_resolved", "_root_of", "facts")

    def __init__(
        self,
        func: FuncOp,
        block: Block,
        root_of: Callable[[SSAValue], Root | None],
        callee: Callable[[CallLikeOp], FuncOp | None],
    ):
        self.facts = FunctionFacts(func)
        self._root_of = root_of
        self._callee_of = callee
        # Keyed by id: SSAValue's `__hash__` is a Python call. Roots are
        # shared by every value naming the same buffers, so each is resolved
        # once.
        self._param_index = {id(arg): i for i, arg in enumerate(block.args)}
        self._resolved: dict[int, tuple[int, ...]] = {}

    def params_of(self, value: SSAValue) -> tuple[int, ...]:
        root = self._root_of(value)
        if root is None:
            return ()
        found = self._resolved.get(id(root))
        if found is None:
            index = self._param_index
            found = self._resolved[id(root)] = tuple(
                [index[id(c)] for c in root.candidates if id(c) in index]
            )
        return found

    def add(self, op: Operation) -> None:
        """The facts of `op`, an op without regions."""
        kind = _FACT_KINDS.get(type(op))
        if kind is None:
            kind = _FACT_KINDS[type(op)] = _fact_kind(op)
        if kind == _NO_FACTS:
            return
        facts = self.facts
        params_of = self.params_of
        if kind == _CALL:
            call = cast(CallLikeOp, op)
            self.call(call, call.args, self._callee_of(call))
            return
        if kind == _UNCLASSIFIED:
            for operand in op.operands:
                facts.reads.update(params_of(operand))
            return
        self._classified(op)

    def call(
        self, op: CallLikeOp, args: Sequence[SSAValue], callee: FuncOp | None
    ) -> None:
        """The facts of a call-like op with its carried arguments and callee."""
        facts = self.facts
        for slot, arg in enumerate(args):
            params = self.params_of(arg)
            if not params:
                continue
            if callee is None:
                facts.reads.update(params)
            else:
                facts.calls.append(CalleeSlot(op, callee, slot, params))

    def _classified(self, op: Operation) -> None:
        facts = self.facts
        params_of = self.params_of
        # Most operators touch no parameter: skip their effect resolution.
        for operand in op.operands:
            if params_of(operand):
                break
        else:
            return
        channel = write_channel(op)
        for _, value, effect in operand_effects(op):
            params = params_of(value)
            if not params:
                continue
            if effect.reads:
                facts.reads.update(params)
            if effect.writes:
                facts.writes.extend(ParamWrite(p, op, channel) for p in params)


_NO_FACTS, _CALL, _UNCLASSIFIED, _CLASSIFIED = range(4)
_FACT_KINDS: dict[type[Operation], int] = {}


def _fact_kind(op: Operation) -> int:
    """How an op without regions contributes to its function's facts; the
    same for every op of its class."""
    if op.has_trait(IsTerminator, value_if_unregistered=False):
        return _NO_FACTS  # terminators yield or return
    if isinstance(op, CallLikeOp):
        return _CALL
    if op.name in _PASS_ALONG_SOURCE:
        # The source (the only tensor operand) passes the buffer along.
        return _NO_FACTS
    return _CLASSIFIED if is_classified(op) else _UNCLASSIFIED


def module_facts(
    module: ModuleOp,
    funcs: Mapping[str, FuncOp],
    graph: CallGraph,
    directions: Mapping[FuncOp, Sequence[ParamDirection]] | None = None,
) -> dict[FuncOp, FunctionFacts]:
    """The facts of every function of `module` (roots with slices followed,
    callee directions `directions[f]` where given, declared ones otherwise)."""
    return roots_and_facts(graph, directions or {})[1]


def roots_and_facts(
    graph: CallGraph,
    directions: Mapping[FuncOp, Sequence[ParamDirection]],
) -> tuple[dict[FuncOp, BufferRoots], dict[FuncOp, FunctionFacts]]:
    """Buffer roots (slices followed) and facts of every function, from one
    walk of each body, callees first."""
    collector = RootCollector(graph, True, directions)
    facts: dict[FuncOp, FunctionFacts] = {}
    for component in graph.sccs:
        for func in component:
            facts[func] = _walk_body(collector, func, graph)
    return collector.done, facts


def _walk_body(
    collector: RootCollector, func: FuncOp, graph: CallGraph
) -> FunctionFacts:
    """Phase 1 and the facts of one body in one walk: an op's operands are
    rooted before the walk reaches it (SSA dominance)."""
    block = collector.begin(func)
    if block is None:
        collector.finish(func)
        return FunctionFacts(func)
    builder = _FactsBuilder(func, block, collector.get, graph.callee_of)
    sites = collector.sites
    for event, op, index in graph.events_of(func, block):
        if event == OP:
            if isinstance(op, CallLikeOp):
                args, callee_at = sites.resolve(op)
                builder.call(op, args, graph.func_at(callee_at))
                collector.call(op, args, callee_at)
                continue
            builder.add(op)
            collector.leaf(op)
        elif event == REGION:
            collector.enter_region(op, index)
        elif event == EXIT:
            collector.exit(op)
    collector.finish(func)
    return builder.facts


def _slot_direction(
    directions: Mapping[FuncOp, Sequence[ParamDirection]], slot: CalleeSlot
) -> ParamDirection:
    callee_dirs = directions.get(slot.callee, ())
    return callee_dirs[slot.slot] if slot.slot < len(callee_dirs) else IN


def _evaluate(
    facts: FunctionFacts,
    current: tuple[ParamDirection, ...],
    directions: Mapping[FuncOp, Sequence[ParamDirection]],
    kind: FuncKind,
) -> tuple[ParamDirection, ...]:
    result = list(current)
    n = len(result)
    if kind == FuncKind.ORCHESTRATION:
        # Propagation rule: only callee writer slots count.
        for slot in facts.calls:
            direction = _slot_direction(directions, slot)
            if direction is not IN:
                for p in slot.params:
                    if p < n:
                        result[p] = result[p].merge(direction)
        return tuple(result)
    written = {w.param for w in facts.writes}
    read = set(facts.reads)
    for slot in facts.calls:
        direction = _slot_direction(directions, slot)
        if direction is not IN:
            written.update(slot.params)
        if direction is not OUT:
            read.update(slot.params)
    for p in written:
        if p < n and result[p] is IN:
            result[p] = INOUT if p in read else OUT
    return tuple(result)


def _component_fixed_point(
    component: Sequence[FuncOp],
    facts: Mapping[FuncOp, FunctionFacts],
    directions: dict[FuncOp, tuple[ParamDirection, ...]],
    graph: CallGraph,
) -> None:
    """The least fixed point of one strongly connected component, from its
    declared directions, into `directions`; callees outside it are final.
    Directions only move up, which bounds the iterations by twice the number
    of parameters."""
    members = set(component)
    callers: dict[FuncOp, list[FuncOp]] = {f: [] for f in component}
    for func in component:
        directions[func] = graph.declared(func)
        for slot in facts[func].calls:
            if slot.callee in members:
                callers[slot.callee].append(func)
    worklist = list(component)
    queued = set(worklist)
    while worklist:
        func = worklist.pop()
        queued.discard(func)
        updated = _evaluate(
            facts[func], directions[func], directions, graph.kind_of(func)
        )
        if updated == directions[func]:
            continue
        directions[func] = updated
        for caller in callers[func]:
            if caller not in queued:
                queued.add(caller)
                worklist.append(caller)


def mixed_channel_problems(
    facts: Mapping[FuncOp, FunctionFacts],
) -> list[tuple[Operation, str]]:
    """A parameter of an `incore`/`aic`/`aiv` function written through both
    the DMA and the scalar channel, reported at its first scalar write."""
    problems: list[tuple[Operation, str]] = []
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
                (
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


@dataclass(frozen=True)
class Inference:
    directions: dict[FuncOp, tuple[ParamDirection, ...]]
    """Inferred directions of every function (declarations unchanged)."""
    problems: list[tuple[Operation, str]]
    """Mixed write-channel errors, each with the op to report it on."""


def infer_param_directions(module: ModuleOp) -> Inference:
    """Inferred `param_directions` of every function of `module`.

    Components of the call graph are visited callee first: each body is
    walked for its roots and facts once its callees' directions are final,
    so a caller's call-result lineage (PyPTO's writer-slot rule, where the
    callee's body cannot tell) reads final directions. Only inside a
    recursive component can the rule read a direction that the component's
    own fixed point then changes; the bodies that read one are walked again,
    while the component is still in the CPU caches, until nothing they read
    changes."""
    funcs = function_table(module)
    graph = call_graph(module, funcs)
    directions = {func: graph.declared(func) for func in funcs.values()}
    collector = RootCollector(graph, True, directions)
    facts: dict[FuncOp, FunctionFacts] = {}
    for component in graph.sccs:
        _infer_component(component, graph, collector, facts, directions)
    return Inference(directions, mixed_channel_problems(facts))


def _infer_component(
    component: Sequence[FuncOp],
    graph: CallGraph,
    collector: RootCollector,
    facts: dict[FuncOp, FunctionFacts],
    directions: dict[FuncOp, tuple[ParamDirection, ...]],
) -> None:
    """Roots, facts and directions of one component, into `facts`,
    `collector.done` and `directions`."""
    read: dict[FuncOp, dict[FuncOp, Sequence[ParamDirection]]] = {}
    stale = component
    # Each round only moves a direction the rule read, and every round
    # starts from the declared ones; in practice the second round confirms
    # the first. The bound only guards against a rule that never settles.
    for _ in range(2 * sum(len(directions[f]) for f in component) + 1):
        for func in stale:
            facts[func] = _walk_body(collector, func, graph)
            read[func] = collector.slot_rule_reads
        _component_fixed_point(component, facts, directions, graph)
        stale = [
            func
            for func in component
            if any(directions[c] != used for c, used in read[func].items())
        ]
        if not stale:
            return


def in_param_write_problems(module: ModuleOp) -> list[tuple[Operation, str]]:
    """Every `in` tensor parameter of a non-orchestration function that an
    operator writes or that is passed to a callee `out`/`inout` slot: once per
    parameter, at its first writer in program order."""
    funcs = function_table(module)
    graph = call_graph(module, funcs)
    declared = {func: graph.declared(func) for func in funcs.values()}
    facts = module_facts(module, funcs, graph, declared)
    problems: list[tuple[Operation, str]] = []
    for func, func_facts in facts.items():
        if func.func_kind == FuncKind.ORCHESTRATION:
            continue
        dirs = declared[func]
        first: dict[int, tuple[Operation, str]] = {}
        order: dict[Operation, int] = {}
        candidates: list[tuple[int, Operation, str]] = [
            (w.param, w.op, w.op.name) for w in func_facts.writes
        ]
        candidates.extend(
            (p, slot.op, f"{slot.op.name} @{slot.callee.sym_name.data}")
            for slot in func_facts.calls
            if _slot_direction(declared, slot) is not IN
            for p in slot.params
        )
        if not candidates:
            continue
        block = entry_block(func)
        if block is not None:
            order = {op: i for i, op in enumerate(nested_ops(block))}
        for param, op, writer in sorted(candidates, key=lambda c: order.get(c[1], 0)):
            if param < len(dirs) and dirs[param] is IN:
                first.setdefault(param, (op, writer))
        for param in sorted(first):
            op, writer = first[param]
            problems.append(
                (
                    op,
                    f"parameter {param_label(func, param)} of @{func.sym_name.data} "
                    f"is declared in but {writer} writes it: declare it out or "
                    "inout in param_directions (or, if the op does not really "
                    "write it, correct the op's effect declaration)",
                )
            )
    return problems
