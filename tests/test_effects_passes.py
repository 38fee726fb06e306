"""xDSL's generic `cse` and `dce` keep what the direction passes read.

On generated programs (`strategies.programs()`) whose bodies under the body
rule (kernels, opaque and inline functions) are enriched with the reads and
writes that tempt the two passes (reads of tensors and tiles used by a writer,
the same read twice around a write, writers whose results nobody uses,
collectives, host collectives, `tensor.expand_clone`), running `cse` or `dce`
first changes neither what `derive-call-directions` nor what
`infer-param-directions` writes, nor whether they fail.

Each example parses once and runs four pipelines, so the default (`ci`)
profile draws 40 programs per test; `HYPOTHESIS_PROFILE=long` draws its own
count.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import Function, Program, programs
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)
from xdsl.transforms.dead_code_elimination import DeadCodeElimination
from xdsl.utils.exceptions import DiagnosticException

from pypto_xdsl.context import pto_context
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.infer_param_directions import InferParamDirectionsPass

CTX = pto_context()
TILE = "!pto.tile<64xf32>"
_PARAM = re.compile(r"(%p\d+): (!pto\.tensor<[^>]*>)")
# Every kind the body rule reads: kernels, opaque and inline functions.
_BODY_RULE = re.compile(
    r"^pto\.func (?:private )?(?:(?:incore|aic|aiv|opaque|inline) )?@"
)

# What one walk of a module observes: every function's `param_directions` and
# every op's `arg_directions`, in program order, or the failure.
Observed = tuple[tuple[tuple[str, Attribute | None], ...], bool]


def _load(name: str, source: str, ty: str, c: str) -> str:
    return (
        f'{name} = "pto.tile.load"({source}, {c}, {c}, {c}) '
        "<{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : "
        f"({ty}, index, index, index) -> {TILE}"
    )


def _store(name: str, tile: str, target: str, ty: str, c: str) -> str:
    return (
        f'{name} = "pto.tile.store"({tile}, {c}, {target}) '
        "<{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : "
        f"({TILE}, index, {ty}) -> {ty}"
    )


def _extra_ops(draw: st.DrawFn, params: list[tuple[str, str]], tag: str) -> list[str]:
    """Reads and writes of the function's tensor parameters. Every read of a
    parameter feeds a writer (dropping it would be wrong), and the same read
    comes twice around a write of what it reads."""
    c, v = f"%{tag}c", f"%{tag}v"
    lines = [f"{c} = arith.constant 0 : index", f"{v} = arith.constant 1.0 : f32"]
    for n in range(draw(st.integers(1, 4))):
        (a, ta), (b, tb), (s, ts) = (draw(st.sampled_from(params)) for _ in range(3))
        x = f"%{tag}{n}"
        kind = draw(st.integers(0, 7))
        if kind == 0:
            # A load twice, a store into its source between, a store of each.
            lines += [
                _load(f"{x}l", a, ta, c),
                _store(f"{x}s", f"{x}l", b, tb, c),
                _load(f"{x}m", a, ta, c),
                _store(f"{x}t", f"{x}m", s, ts, c),
            ]
        elif kind == 1:
            # Tile compute twice around a tile.write, each stored.
            lines += [
                _load(f"{x}l", a, ta, c),
                f'{x}x = "pto.tile.add"({x}l, {x}l) : ({TILE}, {TILE}) -> {TILE}',
                f'{x}w = "pto.tile.write"({x}l, {c}, {v}) '
                "<{operandSegmentSizes = array<i32: 1, 1, 1>}> : "
                f"({TILE}, index, f32) -> {TILE}",
                f'{x}y = "pto.tile.add"({x}l, {x}l) : ({TILE}, {TILE}) -> {TILE}',
                _store(f"{x}s", f"{x}x", b, tb, c),
                _store(f"{x}t", f"{x}y", s, ts, c),
            ]
        elif kind == 2:
            # Tensor compute feeding an expand_clone.
            lines += [
                f'{x}x = "pto.tensor.add"({a}, {a}) : ({ta}, {ta}) -> {ta}',
                f'"pto.tensor.expand_clone"({x}x, {b}) : ({ta}, {tb}) -> ()',
            ]
        elif kind == 3:
            lines.append(
                f'{x}r = "pto.pld.tensor.allgather"({a}, {b}, {s}) : '
                f"({ta}, {tb}, {ts}) -> {tb}"
            )
        elif kind == 4:
            lines.append(
                f'{x}r = "pto.pld.tensor.allreduce"({a}, {s}) '
                "<{operandSegmentSizes = array<i32: 1, 1>}> : "
                f"({ta}, {ts}) -> {ta}"
            )
        elif kind == 5:
            lines.append(f'"pto.builtin.tensor.barrier"({s}) : ({ts}) -> ()')
        elif kind == 6:
            lines.append(
                f'"pto.builtin.tensor.all_to_all_v"({a}, {b}, {s}, {a}, {s}) : '
                f"({ta}, {tb}, {ts}, {ta}, {ts}) -> ()"
            )
        else:
            # An unused read of a fresh local buffer: dce may drop both.
            lines += [
                f"{x}b = pto.tensor.create : {ta}",
                _load(f"{x}l", f"{x}b", ta, c),
            ]
    return ["  " + line for line in lines]


@st.composite
def effect_programs(draw: st.DrawFn) -> Program:
    """A generated program in which every body the body rule reads ends with
    `_extra_ops`."""
    program = draw(programs(max_ops=40))
    functions: list[Function] = []
    for index, function in enumerate(program.functions):
        lines = function.lines
        params = _PARAM.findall(lines[0])
        returns = [i for i, line in enumerate(lines) if line.startswith("  pto.return")]
        if _BODY_RULE.match(lines[0]) and params and returns:
            at = returns[-1]
            extra = _extra_ops(draw, params, f"e{index}_")
            lines = [*lines[:at], *extra, *lines[at:]]
        functions.append(Function(function.signature, lines))
    return Program(functions)


def _observe(module: ModuleOp, analysis: ModulePass) -> Observed:
    try:
        analysis.apply(CTX, module)
    except DiagnosticException:
        return (), True
    seen: list[tuple[str, Attribute | None]] = []
    stack: list[Operation] = [module]
    while stack:
        op = stack.pop()
        if op.name == "pto.func":
            seen.append(("func", op.properties.get("param_directions")))
        elif "arg_directions" in op.properties:
            seen.append(("call", op.properties["arg_directions"]))
        children = [c for r in op.regions for b in r.blocks for c in b.ops]
        stack.extend(reversed(children))
    return tuple(seen), False


def _check(program: Program, make: Callable[[], ModulePass]) -> None:
    original = Parser(CTX, program.text()).parse_module()
    original.verify()
    for generic in (CommonSubexpressionElimination(), DeadCodeElimination()):
        alone = original.clone()
        cleaned = original.clone()
        generic.apply(CTX, cleaned)
        cleaned.verify()
        assert _observe(cleaned, make()) == _observe(alone, make()), generic.name


def _example_count() -> int:
    # The profile tests/conftest.py loads; `ci` is capped at 40.
    profile = os.environ.get("HYPOTHESIS_PROFILE", "ci")
    count = settings.get_profile(profile).max_examples
    return min(count, 40) if profile == "ci" else count


@settings(max_examples=_example_count())
@given(effect_programs())
def test_cse_and_dce_keep_derived_directions(program: Program) -> None:
    _check(program, DeriveCallDirectionsPass)


@settings(max_examples=_example_count())
@given(effect_programs())
def test_cse_and_dce_keep_inferred_directions(program: Program) -> None:
    _check(program, InferParamDirectionsPass)
