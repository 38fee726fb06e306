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
from pypto_xdsl.analysis.effects import operand_effects
from pypto_xdsl.analysis.symbols import callee_of, function_table
from pypto_xdsl.analysis.walk import EXIT, OP, REGION, entry_block, nested_ops
from pypto_xdsl.dialects.attributes import FuncKind, ParamDirection
from pypto_xdsl.dialects.effects import WriteChannel, declarations
from pypto_xdsl.dialects.functions import CallLikeOp, FuncOp, ReturnOp
from pypto_xdsl.dialects.types import is_tensor_like

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
            callee = self._callee_of(call)
            for slot, arg in enumerate(call.args):
                params = params_of(arg)
                if not params:
                    continue
                if callee is None:
                    facts.reads.update(params)
                else:
                    facts.calls.append(CalleeSlot(call, callee, slot, params))
            return
        if kind == _UNCLASSIFIED:
            for operand in op.operands:
                facts.reads.update(params_of(operand))
            return
        # Most operators touch no parameter: skip their effect resolution.
        for operand in op.operands:
            if params_of(operand):
                break
        else:
            return
        channel = declarations(op).channel
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
    return _CLASSIFIED if declarations(op).classified else _UNCLASSIFIED


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
    for event, op, index in graph.events_of(func, block):
        if event == OP:
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


def infer_directions(
    facts: Mapping[FuncOp, FunctionFacts],
    graph: CallGraph,
) -> dict[FuncOp, tuple[ParamDirection, ...]]:
    """Every function's inferred directions, declared ones as the start.

    Components are visited callee first, so a caller only ever sees its
    callees' final directions; inside a recursive component a worklist runs
    to the least fixed point. Directions only move up, which bounds the
    iterations by twice the number of parameters."""
    directions: dict[FuncOp, tuple[ParamDirection, ...]] = {
        func: graph.declared(func) for func in graph.funcs.values()
    }
    for component in graph.sccs:
        members = set(component)
        callers: dict[FuncOp, list[FuncOp]] = {f: [] for f in component}
        for func in component:
            func_facts = facts.get(func)
            if func_facts is None:
                continue
            for slot in func_facts.calls:
                if slot.callee in members:
                    callers[slot.callee].append(func)
        worklist = [f for f in component if f in facts]
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
    return directions


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

    Call-result lineage uses PyPTO's writer-slot rule where the callee's body
    cannot tell, which reads callee directions; it is recomputed with the
    inferred directions until they no longer change it. Only the bodies
    whose roots may have changed are walked again, so a round costs little
    when few writer-slot rule calls see a changed direction."""
    funcs = function_table(module)
    graph = call_graph(module, funcs)
    used: dict[FuncOp, tuple[ParamDirection, ...]] = {
        func: graph.declared(func) for func in funcs.values()
    }
    roots, facts = roots_and_facts(graph, used)
    directions = infer_directions(facts, graph)
    callees: dict[FuncOp, set[FuncOp]] | None = None
    # Each round only moves directions up, so this terminates; in practice
    # the second round confirms the first.
    for _ in range(2 * sum(len(d) for d in used.values()) + 1):
        stale = _stale_lineage(graph, roots, used, directions)
        if not stale:
            break
        if callees is None:
            callees = _tensor_callees(graph)
        used = directions
        roots = _refresh(graph, roots, facts, used, stale, callees)
        directions = infer_directions(facts, graph)
    return Inference(directions, mixed_channel_problems(facts))


def _refresh(
    graph: CallGraph,
    previous: Mapping[FuncOp, BufferRoots],
    facts: dict[FuncOp, FunctionFacts],
    directions: Mapping[FuncOp, Sequence[ParamDirection]],
    stale: set[FuncOp],
    callees: Mapping[FuncOp, set[FuncOp]],
) -> dict[FuncOp, BufferRoots]:
    """The roots under new callee directions; `facts` updated to match.

    Callee first: a stale body is walked again, and so is every body that
    takes a tensor result from a callee whose returned roots have just
    changed (a caller translates them); every other body keeps its roots and
    facts, which the new directions cannot change."""
    collector = RootCollector(graph, True, directions)
    changed: set[FuncOp] = set()
    for component in graph.sccs:
        for func in component:
            old = previous.get(func)
            if (
                old is None
                or func in stale
                or not changed.isdisjoint(callees.get(func, ()))
            ):
                facts[func] = _walk_body(collector, func, graph)
                if _returned_roots_changed(func, previous, collector.done):
                    changed.add(func)
            else:
                collector.done[func] = old
    return collector.done


def _return_op(func: FuncOp) -> ReturnOp | None:
    block = entry_block(func)
    terminator = None if block is None else block.last_op
    return terminator if isinstance(terminator, ReturnOp) else None


def _returned(func: FuncOp) -> Sequence[SSAValue]:
    terminator = _return_op(func)
    return () if terminator is None else terminator.arguments


def _returned_roots_changed(
    func: FuncOp,
    before: Mapping[FuncOp, BufferRoots],
    after: Mapping[FuncOp, BufferRoots],
) -> bool:
    old, new = before.get(func), after.get(func)
    if old is None or new is None:
        return old is not new
    return any(old.root_of(v) != new.root_of(v) for v in _returned(func))


def _tensor_results(call: CallLikeOp) -> list[int]:
    return [k for k, r in enumerate(call.callee_results) if is_tensor_like(r.type)]


def _tensor_callees(graph: CallGraph) -> dict[FuncOp, set[FuncOp]]:
    """The functions each function calls for a tensor result."""
    callees: dict[FuncOp, set[FuncOp]] = {}
    for caller, calls in graph.calls.items():
        for call in calls:
            callee = graph.callee_of(call)
            if callee is not None and _tensor_results(call):
                callees.setdefault(caller, set()).add(callee)
    return callees


def _stale_lineage(
    graph: CallGraph,
    roots: Mapping[FuncOp, BufferRoots],
    used: Mapping[FuncOp, tuple[ParamDirection, ...]],
    directions: Mapping[FuncOp, tuple[ParamDirection, ...]],
) -> set[FuncOp]:
    """The functions with a call result whose root the writer-slot rule gave
    from callee directions that have changed since: a call inside a recursive
    cycle, or one whose callee's body does not tell where the result comes
    from."""
    changed = {f for f, d in directions.items() if used.get(f) != d}
    stale: set[FuncOp] = set()
    if not changed:
        return stale
    for caller, calls in graph.calls.items():
        for call in calls:
            callee = graph.callee_of(call)
            if (
                callee is not None
                and callee in changed
                and _uses_writer_slot_rule(graph, roots, caller, callee, call)
            ):
                stale.add(caller)
                break
    return stale


def _uses_writer_slot_rule(
    graph: CallGraph,
    roots: Mapping[FuncOp, BufferRoots],
    caller: FuncOp,
    callee: FuncOp,
    call: CallLikeOp,
) -> bool:
    tensor_results = _tensor_results(call)
    if not tensor_results:
        return False
    callee_roots = roots.get(callee)
    terminator = _return_op(callee)
    if (
        callee_roots is None
        or terminator is None
        or graph.in_same_cycle(caller, callee)
    ):
        return True
    returned = terminator.arguments
    return any(
        k >= len(returned) or callee_roots.root_of(returned[k]) is None
        for k in tensor_results
    )


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
