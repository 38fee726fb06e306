"""A second, deliberately simple implementation of `derive-call-directions`.

Written from the spec (derive-call-directions.md) alone, sharing no code with
`pypto_xdsl.analysis` or `pypto_xdsl.transforms`: it only reads IR through the
dialect classes. Both modes of the spec's section *Modes*:

- `compat="none"` (the default, sound): a slice is rooted at its input, every
  otherwise-unrooted tensor value is its own root, loop-carried arguments are
  the merge of their init and the value yielded back to them, phase 0
  follows aliases and covers the functions executed inline (orchestration,
  inline and opaque functions with a body), and inside such a function with a
  caller an argument rooted at one of its parameters is `inout` (r-caller);
- `compat="pypto"`: PyPTO's rules (slices their own roots, untracked values
  unrooted, loop-carried arguments rooted at their init, phase 0 by identity
  over wrappers only), with PyPTO's reading of the single-result writer-slot
  rule (only rooted type-matching arguments count), and the five rules of
  "as the real PyPTO does it": only create/slice/assemble, call-likes and
  value flow rooted; every call result by the writer-slot rule, a submit's
  always by the k-th slot, a `?` dimension never type-matching; loop results
  yielded first; one root (the first candidate) per value in phase 2.

Everything is recomputed on demand by direct scans:

- roots by recursion on each value's definition (no caches); the only table
  is the one the loop-carried fixed point needs: one root per carried
  argument, recomputed in sweeps over every loop until no entry changes;
- prior writers by scanning the earlier siblings of the call and of each of
  its ancestors (no `seen` set threaded through a walk, no footprint cache);
- phase 0 by sweeps over every materialized function, all evidence of a sweep
  read from the previous sweep's directions (and the roots they give), until
  nothing changes (no worklist);
- the "same recursive cycle" test by a reachability search per call.

It is slow (exponential in the worst case) and only meant for the small
generated programs of the property tests, where the pass must agree with it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue

from pypto_xdsl.dialects.attributes import (
    ArgDirection,
    ForKind,
    ForKindAttr,
    FuncKind,
    ParamDirection,
)
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.scope import ScopeOp, YieldOp
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType

IN, OUT, INOUT = ParamDirection.IN, ParamDirection.OUT, ParamDirection.INOUT
_RANK = {IN: 0, OUT: 1, INOUT: 2}

COMPAT_MODES = ("none", "pypto")

# Verifier rule 4, restated here on purpose (no shared code).
_ALLOWED: dict[ParamDirection, frozenset[ArgDirection]] = {
    IN: frozenset({ArgDirection.INPUT, ArgDirection.NO_DEP}),
    INOUT: frozenset(
        {ArgDirection.INOUT, ArgDirection.OUTPUT_EXISTING, ArgDirection.NO_DEP}
    ),
    OUT: frozenset(
        {
            ArgDirection.OUTPUT,
            ArgDirection.OUTPUT_EXISTING,
            ArgDirection.INOUT,
            ArgDirection.NO_DEP,
        }
    ),
}

# Ops whose tensor result is the buffer of one of their operand groups (the
# ones the spec's table names).
_REUSED_GROUP = {
    "pto.tensor.assemble": 0,
    "pto.tile.store": 2,
    "pto.tensor.view": 0,
    "pto.tensor.reshape": 0,
}
_SLICE = "pto.tensor.slice"
# PyPTO roots the result of one output-reusing operator only.
_PYPTO_REUSED_GROUP = {"pto.tensor.assemble": 0}

# A bound on the sweeps of a fixed point, far above what small programs need:
# reaching it means a rule is not monotone, a bug worth a loud failure.
_MAX_SWEEPS = 10_000

CallLike = CallOp | SubmitOp


@dataclass(frozen=True)
class Root:
    candidates: tuple[SSAValue, ...]
    ambiguous: bool

    @property
    def first(self) -> SSAValue:
        return self.candidates[0]


@dataclass
class Expected:
    """What the pass must produce.

    `function_directions[name]` is the `param_directions` every function phase
    0 materializes must carry afterwards: wrappers in both modes, and by
    default orchestration, inline and opaque functions with a body too.
    `call_directions[(function, i)]` is the `arg_directions` the i-th call-like
    op (pre-order walk) of `function` must carry afterwards (None: none).
    `failing_calls` lists the call-like ops whose explicit directions phase 0
    made inconsistent: if there is any, the pass must fail with a diagnostic.
    """

    function_directions: dict[str, tuple[ParamDirection, ...]]
    call_directions: dict[tuple[str, int], tuple[ArgDirection, ...] | None]
    failing_calls: list[tuple[str, int]]


def _walk(op: Operation) -> Iterator[Operation]:
    """Pre-order, without recursion."""
    stack = [op]
    while stack:
        current = stack.pop()
        yield current
        children = [c for r in current.regions for b in r.blocks for c in b.ops]
        stack.extend(reversed(children))


def _is_tensor(value: SSAValue) -> bool:
    return isinstance(value.type, TensorType)


def _enclosing_function(op: Operation) -> FuncOp:
    parent = op.parent_op()
    while not isinstance(parent, FuncOp):
        assert parent is not None
        parent = parent.parent_op()
    return parent


def _raised(old: ParamDirection, callee: ParamDirection) -> ParamDirection:
    """Phase 0's step: an `inout` write makes `inout`, an `out` write lifts
    `in` to `out`; nothing ever moves down."""
    if callee == INOUT:
        return INOUT
    if callee == OUT and old == IN:
        return OUT
    return old


class Reference:
    def __init__(self, module: ModuleOp, compat: str = "none"):
        if compat not in COMPAT_MODES:
            raise ValueError(
                f"unknown compat {compat!r}: expected one of {COMPAT_MODES}"
            )
        self.module = module
        self.sound = compat == "none"
        self.functions: dict[str, FuncOp] = {}
        for op in module.ops:
            if isinstance(op, FuncOp):
                self.functions.setdefault(op.sym_name.data, op)
        # Roots of loop-carried arguments (default mode only): an argument
        # missing here is rooted at its init alone (the fixed point's start).
        self.carried: dict[BlockArgument, Root | None] = {}
        # Effective directions of the functions phase 0 materializes.
        self.materialized: dict[str, tuple[ParamDirection, ...]] = {
            name: self._declared(f)
            for name, f in self.functions.items()
            if self._is_materialized(f)
        }
        self._phase_0()

    # -- phase 0 --------------------------------------------------------------

    def _declared(self, func: FuncOp) -> tuple[ParamDirection, ...]:
        if func.param_directions is None:
            return (IN,) * len(func.function_type.inputs.data)
        return tuple(d.data for d in func.param_directions.data)

    def _is_materialized(self, func: FuncOp) -> bool:
        if func.func_kind in (FuncKind.GROUP, FuncKind.SPMD):
            return True
        return self._executed_inline(func)

    def _executed_inline(self, func: FuncOp) -> bool:
        """Default mode: an orchestration, inline or opaque (kind-less)
        function with a body, which phase 0 materializes and where r-caller
        applies."""
        return (
            self.sound
            and func.func_kind
            in (FuncKind.ORCHESTRATION, FuncKind.INLINE, FuncKind.OPAQUE)
            and not func.is_declaration
        )

    def _gives_evidence(self, callee: FuncOp) -> bool:
        """Whether a call to `callee` is phase 0 evidence: opaque and
        orchestration callees only where phase 0 materializes them (default
        mode, with a body)."""
        if callee.func_kind in (FuncKind.OPAQUE, FuncKind.ORCHESTRATION):
            return self._is_materialized(callee)
        return True

    def _has_caller(self, func: FuncOp) -> bool:
        name = func.sym_name.data
        return any(
            isinstance(op, CallOp | SubmitOp) and op.callee.root_reference.data == name
            for f in self.functions.values()
            for op in _walk(f)
        )

    def _params_named(self, func: FuncOp, arg: SSAValue) -> set[int]:
        """The parameters of `func` an argument of an inner call writes
        through: the parameter it is, and by default every parameter it is
        rooted at (every candidate of an ambiguous root)."""
        entry = func.body.blocks.first
        found: set[int] = set()
        if not self.sound:
            # PyPTO's scopes define no values: a scope result is what it yields.
            while isinstance(arg, OpResult) and isinstance(arg.op, ScopeOp):
                terminator = self._terminator(arg.op.body.block)
                assert isinstance(terminator, YieldOp)
                arg = terminator.arguments[arg.index]
        if isinstance(arg, BlockArgument) and arg.block is entry:
            found.add(arg.index)
        if self.sound:
            r = self.root(arg)
            for c in () if r is None else r.candidates:
                if isinstance(c, BlockArgument) and c.block is entry:
                    found.add(c.index)
        return found

    def _phase_0(self) -> None:
        for _ in range(_MAX_SWEEPS):
            # Roots depend on the directions (the writer-slot rule): the
            # carried fixed point starts afresh under the current ones.
            self._carried_fixed_point()
            swept = {name: list(dirs) for name, dirs in self.materialized.items()}
            for name, dirs in swept.items():
                func = self.functions[name]
                if func.is_declaration:
                    continue
                for op in _walk(func):
                    if not isinstance(op, CallOp | SubmitOp):
                        continue
                    callee = self._callee(op)
                    if callee is None or not self._gives_evidence(callee):
                        continue
                    callee_dirs = self.directions_of(callee)
                    for i, arg in enumerate(self._args(op)[: len(callee_dirs)]):
                        for p in self._params_named(func, arg):
                            dirs[p] = _raised(dirs[p], callee_dirs[i])
            new = {name: tuple(dirs) for name, dirs in swept.items()}
            if new == self.materialized:
                return
            for name, dirs in new.items():
                old = self.materialized[name]
                assert all(_RANK[a] >= _RANK[b] for a, b in zip(dirs, old, strict=True))
            self.materialized = new
        raise RuntimeError("phase 0 found no fixed point")

    def directions_of(self, func: FuncOp) -> tuple[ParamDirection, ...]:
        name = func.sym_name.data
        if name in self.materialized:
            return self.materialized[name]
        return self._declared(func)

    # -- helpers --------------------------------------------------------------

    @staticmethod
    def _args(op: CallLike) -> Sequence[SSAValue]:
        return op.arguments if isinstance(op, CallOp) else op.args_

    def _callee(self, op: CallLike) -> FuncOp | None:
        return self.functions.get(op.callee.root_reference.data)

    def _writer_slots(self, op: CallLike) -> list[int]:
        callee = self._callee(op)
        if callee is None:
            return []
        dirs = self.directions_of(callee)
        return [
            i
            for i in range(min(len(self._args(op)), len(dirs)))
            if dirs[i] in (OUT, INOUT)
        ]

    def _calls_from(self, func: FuncOp) -> set[str]:
        return {
            op.callee.root_reference.data
            for op in _walk(func)
            if isinstance(op, CallOp | SubmitOp)
        }

    def _reaches(self, start: str, goal: str) -> bool:
        """Is there a call path of length >= 1 from `start` to `goal`?"""
        visited: set[str] = set()
        stack = [start]
        while stack:
            name = stack.pop()
            func = self.functions.get(name)
            if func is None:
                continue
            for callee in self._calls_from(func):
                if callee == goal:
                    return True
                if callee not in visited:
                    visited.add(callee)
                    stack.append(callee)
        return False

    # -- phase 1: roots ---------------------------------------------------------

    @staticmethod
    def merge(roots: Sequence[Root | None]) -> Root | None:
        rooted = [r for r in roots if r is not None]
        if not rooted:
            return None
        candidates: list[SSAValue] = []
        for r in rooted:
            for c in r.candidates:
                if c not in candidates:
                    candidates.append(c)
        ambiguous = (
            len(candidates) > 1
            or len(rooted) < len(roots)
            or any(r.ambiguous for r in rooted)
        )
        return Root(tuple(candidates), ambiguous)

    def root(self, value: SSAValue) -> Root | None:
        if not _is_tensor(value):
            return None
        found = self._table_root(value)
        if found is None and self.sound:
            # The default mode's catch-all: nothing tensor-typed is unrooted.
            return Root((value,), False)
        return found

    def _table_root(self, value: SSAValue) -> Root | None:
        """The spec's phase 1 table, row by row."""
        if isinstance(value, BlockArgument):
            return self._block_argument_root(value)
        assert isinstance(value, OpResult)
        op = value.op
        if isinstance(op, TensorCreateOp):
            return Root((value,), False)
        if op.name == _SLICE:
            if self.sound:
                return self.root(op.operands[0])
            return Root((value,), False)
        reused = _REUSED_GROUP if self.sound else _PYPTO_REUSED_GROUP
        if op.name in reused:
            return self.root(self._group(op, reused[op.name]))
        if isinstance(op, CallOp | SubmitOp):
            return self._call_result_root(op, value)
        if isinstance(op, scf.ForOp):
            i = value.index
            yielded = self._terminator(op.body.block).operands[i]
            candidates = [self.root(yielded)]
            if not self._runs_at_least_once(op):
                candidates.append(self.root(op.iter_args[i]))
            return self.merge(candidates)
        if isinstance(op, scf.WhileOp):
            condition = self._terminator(op.before_region.block)
            assert isinstance(condition, scf.ConditionOp)
            forwarded = condition.args[value.index]
            before = op.before_region.block
            if isinstance(forwarded, BlockArgument) and forwarded.block is before:
                j = forwarded.index
                after_yield = self._terminator(op.after_region.block)
                init = self.root(op.arguments[j])
                back = self.root(after_yield.operands[j])
                # PyPTO lists the yielded value's candidates first.
                return self.merge([init, back] if self.sound else [back, init])
            return self.root(forwarded)
        if isinstance(op, scf.IfOp):
            i = value.index
            then_yield = self._terminator(op.true_region.block)
            else_yield = self._terminator(op.false_region.block)
            return self.merge(
                [self.root(then_yield.operands[i]), self.root(else_yield.operands[i])]
            )
        if isinstance(op, ScopeOp):
            terminator = self._terminator(op.body.block)
            assert isinstance(terminator, YieldOp)
            return self.root(terminator.arguments[value.index])
        return None  # any other operator

    @staticmethod
    def _terminator(block: Block) -> Operation:
        last = block.last_op
        assert last is not None
        return last

    @staticmethod
    def _group(op: Operation, group: int) -> SSAValue:
        sizes = op.properties["operandSegmentSizes"]
        start = 0
        for k in range(group):
            start += int(sizes.get_values()[k])  # pyright: ignore
        return op.operands[start]

    @staticmethod
    def _constant(value: SSAValue) -> int | None:
        if isinstance(value, OpResult) and isinstance(value.op, arith.ConstantOp):
            attr = value.op.value
            if isinstance(attr, IntegerAttr):
                return attr.value.data
        return None

    def _runs_at_least_once(self, op: scf.ForOp) -> bool:
        lb, ub, step = (self._constant(v) for v in (op.lb, op.ub, op.step))
        if lb is None or ub is None or step is None:
            return False
        return step > 0 and ub > lb

    def _loop_carried(self) -> list[tuple[BlockArgument, SSAValue, SSAValue]]:
        """Every tensor loop-carried argument of the module, with its init and
        the value yielded back to it: `scf.for` iteration arguments and
        `scf.while` before-region arguments."""
        found: list[tuple[BlockArgument, SSAValue, SSAValue]] = []
        for func in self.functions.values():
            for op in _walk(func):
                if isinstance(op, scf.ForOp):
                    block = op.body.block
                    yielded = self._terminator(block).operands
                    for j, init in enumerate(op.iter_args):
                        found.append((block.args[j + 1], init, yielded[j]))
                elif isinstance(op, scf.WhileOp):
                    block = op.before_region.block
                    yielded = self._terminator(op.after_region.block).operands
                    for j, init in enumerate(op.arguments):
                        found.append((block.args[j], init, yielded[j]))
        return [entry for entry in found if _is_tensor(entry[0])]

    def _carried_fixed_point(self) -> None:
        """Default mode: each carried argument is the merge of its init and
        its yielded value, iterated from "init only" until nothing changes."""
        self.carried = {}
        if not self.sound:
            return
        loops = self._loop_carried()
        for _ in range(_MAX_SWEEPS):
            changed = False
            for arg, init, yielded in loops:
                new = self.merge([self.root(init), self.root(yielded)])
                if new != self.root(arg):
                    self.carried[arg] = new
                    changed = True
            if not changed:
                return
        raise RuntimeError("the loop-carried roots found no fixed point")

    def _block_argument_root(self, arg: BlockArgument) -> Root | None:
        parent = arg.block.parent_op()
        if isinstance(parent, FuncOp):
            return Root((arg,), False)
        if isinstance(parent, scf.ForOp):
            # Argument 0 is the induction variable (never a tensor).
            if arg in self.carried:
                return self.carried[arg]
            return self.root(parent.iter_args[arg.index - 1])
        if isinstance(parent, scf.WhileOp):
            if arg.block is parent.before_region.block:
                if arg in self.carried:
                    return self.carried[arg]
                return self.root(parent.arguments[arg.index])
            condition = self._terminator(parent.before_region.block)
            assert isinstance(condition, scf.ConditionOp)
            return self.root(condition.args[arg.index])
        return None

    def _translate(
        self, op: CallLike, result: SSAValue, callee: FuncOp, candidate: SSAValue
    ) -> Root | None:
        """A callee-side root as seen from the caller of `op`."""
        entry = callee.body.blocks.first
        if isinstance(candidate, BlockArgument) and candidate.block is entry:
            args = self._args(op)
            if candidate.index < len(args):
                return self.root(args[candidate.index])
            # Beyond a submit's carried prefix: unrooted, or by default (where
            # nothing is unrooted) the result's own buffer.
            return Root((result,), False) if self.sound else None
        return Root((result,), False)

    def _call_result_root(self, op: CallLike, value: OpResult) -> Root | None:
        results: list[SSAValue] = list(
            op.res if isinstance(op, CallOp) else op.res[:-1]
        )
        if value not in results:
            return None  # a submit's task id
        callee = self._callee(op)
        if callee is None:
            return None
        caller = _enclosing_function(op)
        k = results.index(value)
        same_cycle = callee is caller or self._reaches(
            callee.sym_name.data, caller.sym_name.data
        )
        # PyPTO never reads the callee's body.
        if self.sound and not callee.is_declaration and not same_cycle:
            ret = self._terminator(callee.body.block)
            inner = self.root(ret.operands[k])
            if inner is not None:
                if not inner.ambiguous:
                    return self._translate(op, value, callee, inner.first)
                merged = self.merge(
                    [self._translate(op, value, callee, c) for c in inner.candidates]
                )
                if merged is None:
                    return None
                return Root(merged.candidates, True)
        return self._writer_slot_root(op, value, results)

    def _writer_slot_root(
        self, op: CallLike, value: OpResult, results: list[SSAValue]
    ) -> Root | None:
        args = self._args(op)
        slots = self._writer_slots(op)
        tensor_results = [r for r in results if _is_tensor(r)]
        k = tensor_results.index(value)
        if len(tensor_results) > 1 or (not self.sound and isinstance(op, SubmitOp)):
            # PyPTO: a submit's results are a tuple, always the k-th slot.
            return self.root(args[slots[k]]) if k < len(slots) else None
        if not slots:
            return None
        # PyPTO's reading: only type-matching arguments that have a root
        # count; "exactly one distinct buffer" among them. (By default every
        # tensor argument has one.)
        # PyPTO compares symbolic dimensions by identity: a `?` never matches.
        dynamic = isinstance(value.type, TensorType) and any(
            d < 0 for d in value.type.get_shape()
        )
        matching = [
            r
            for i in slots
            if args[i].type == value.type
            and not (dynamic and not self.sound)
            and (r := self.root(args[i])) is not None
        ]
        buffers: list[SSAValue] = []
        for r in matching:
            if r.first not in buffers:
                buffers.append(r.first)
        if len(buffers) == 1:
            return matching[0]
        return self.root(args[slots[0]])

    # -- phase 2: prior writers -------------------------------------------------

    def footprint(self, op: Operation) -> list[SSAValue]:
        """Every writer-slot root (all candidates) of every call-like op in `op`."""
        written: list[SSAValue] = []
        for inner in _walk(op):
            if isinstance(inner, CallOp | SubmitOp):
                args = self._args(inner)
                for i in self._writer_slots(inner):
                    r = self.root(args[i])
                    if r is not None:
                        # PyPTO keeps one root per value, its first candidate.
                        written.extend(r.candidates if self.sound else (r.first,))
        return written

    def written_before(self, op: Operation) -> list[SSAValue]:
        """Roots written by earlier siblings of `op` and of each of its ancestors."""
        written: list[SSAValue] = []
        current = op
        while not isinstance(current, FuncOp):
            sibling = current.prev_op
            while sibling is not None:
                written.extend(self.footprint(sibling))
                sibling = sibling.prev_op
            parent = current.parent_op()
            assert parent is not None
            current = parent
        return written

    # -- phase 3 ----------------------------------------------------------------

    @staticmethod
    def in_sequential_loop(op: Operation) -> bool:
        parent = op.parent_op()
        while parent is not None and not isinstance(parent, FuncOp):
            if isinstance(parent, scf.WhileOp):
                return True
            if isinstance(parent, scf.ForOp):
                kind = parent.attributes.get("pto.for_kind")
                if not (
                    isinstance(kind, ForKindAttr) and kind.data == ForKind.PARALLEL
                ):
                    return True
            parent = parent.parent_op()
        return False

    def derive(self, op: CallLike) -> tuple[ArgDirection, ...] | None:
        callee = self._callee(op)
        args = self._args(op)
        if callee is None or not args:
            return None
        callee_dirs = self.directions_of(callee)
        func = _enclosing_function(op)
        func_dirs = self.directions_of(func)
        entry = func.body.blocks.first
        # r-caller: inside a function executed inline that has a caller, any
        # candidate root that is one of its parameters.
        r_caller = self._executed_inline(func) and self._has_caller(func)
        result: list[ArgDirection] = []
        for i, arg in enumerate(args):
            if not _is_tensor(arg):
                result.append(ArgDirection.SCALAR)
                continue
            d = callee_dirs[i]
            if d == IN:
                result.append(ArgDirection.INPUT)
                continue
            if d == INOUT:
                result.append(ArgDirection.INOUT)
                continue
            r = self.root(arg)
            if (
                self.in_sequential_loop(op)
                or (r is not None and r.ambiguous)
                or (
                    r_caller
                    and r is not None
                    and any(
                        isinstance(c, BlockArgument) and c.block is entry
                        for c in r.candidates
                    )
                )
                or (r is not None and r.first in self.written_before(op))
                or (
                    r is not None
                    and isinstance(r.first, BlockArgument)
                    and r.first.block is entry
                    and func_dirs[r.first.index] == INOUT
                )
            ):
                result.append(ArgDirection.INOUT)
            else:
                result.append(ArgDirection.OUTPUT_EXISTING)
        overrides = op.arg_direction_overrides
        if overrides is not None:
            for index in overrides.get_values():
                result[int(index)] = ArgDirection.NO_DEP  # pyright: ignore
        return tuple(result)

    def expected(self) -> Expected:
        calls: dict[tuple[str, int], tuple[ArgDirection, ...] | None] = {}
        failing: list[tuple[str, int]] = []
        for name, func in self.functions.items():
            ops = [op for op in _walk(func) if isinstance(op, CallOp | SubmitOp)]
            for i, op in enumerate(ops):
                if op.arg_directions is not None:
                    explicit = tuple(d.data for d in op.arg_directions.data)
                    calls[(name, i)] = explicit
                    callee = self._callee(op)
                    if callee is not None:
                        dirs = self.directions_of(callee)
                        for j, (arg, d) in enumerate(
                            zip(self._args(op), explicit, strict=True)
                        ):
                            if _is_tensor(arg) and d not in _ALLOWED[dirs[j]]:
                                failing.append((name, i))
                                break
                else:
                    calls[(name, i)] = self.derive(op)
        return Expected(dict(self.materialized), calls, failing)


def expected_directions(module: ModuleOp, compat: str = "none") -> Expected:
    return Reference(module, compat).expected()
