"""Property tests of `derive-call-directions` on generated programs.

Every program drawn by `strategies.programs()` is checked for:

- validity: the generator only produces programs that parse and verify;
- robustness: the pass raises nothing but a diagnostic, and a diagnostic only
  when phase 0 made an explicit call-site direction inconsistent;
- its output verifies (`verify-call-directions` and the op verifiers);
- idempotence: a second run changes nothing;
- print -> parse -> print is a fixed point;
- locality: nothing but `arg_directions` (on calls and submits without them)
  and wrapper `param_directions` changes;
- order independence: permuting the functions changes no direction;
- agreement with `reference_directions`, the second implementation.

Profiles (tests/conftest.py, docs/testing.md): `ci` by default, `long` with
HYPOTHESIS_PROFILE=long.
"""

from __future__ import annotations

from io import StringIO

from hypothesis import given
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects import arith, builtin, scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException

from pypto_xdsl.dialects.attributes import ArgDirection, ParamDirection
from pypto_xdsl.dialects.functions import CallOp, FuncOp, SubmitOp
from pypto_xdsl.dialects.pto import PTO
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.verify_call_directions import VerifyCallDirectionsPass
from reference_directions import Expected, expected_directions
from strategies import Program, programs

CallKey = tuple[str, int]
Observed = tuple[
    dict[CallKey, tuple[ArgDirection, ...] | None],
    dict[str, tuple[ParamDirection, ...]],
]


def make_context() -> Context:
    ctx = Context()
    for dialect in (builtin.Builtin, scf.Scf, arith.Arith, PTO):
        ctx.load_dialect(dialect)
    return ctx


CTX = make_context()


def parse(text: str) -> ModuleOp:
    return Parser(CTX, text).parse_module()


def render(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def call_likes(func: FuncOp) -> list[CallOp | SubmitOp]:
    """The call-like ops of `func` in pre-order (the reference's numbering)."""
    found: list[CallOp | SubmitOp] = []
    stack: list[Operation] = [func]
    while stack:
        op = stack.pop()
        if isinstance(op, CallOp | SubmitOp):
            found.append(op)
        children = [c for r in op.regions for b in r.blocks for c in b.ops]
        stack.extend(reversed(children))
    return found


def functions(module: ModuleOp) -> list[FuncOp]:
    return [op for op in module.ops if isinstance(op, FuncOp)]


def observe(module: ModuleOp) -> Observed:
    calls: dict[CallKey, tuple[ArgDirection, ...] | None] = {}
    wrappers: dict[str, tuple[ParamDirection, ...]] = {}
    for func in functions(module):
        name = func.sym_name.data
        for i, op in enumerate(call_likes(func)):
            calls[(name, i)] = op.directions
        if func.is_wrapper:
            wrappers[name] = func.directions
    return calls, wrappers


def run_pass(module: ModuleOp) -> DiagnosticException | None:
    """Apply the pass; a diagnostic is returned, anything else propagates."""
    try:
        DeriveCallDirectionsPass().apply(CTX, module)
    except DiagnosticException as error:
        return error
    return None


def undo_pass(output: ModuleOp, original: ModuleOp) -> None:
    """Remove from `output` exactly what the pass may add to `original`."""
    for before, after in zip(functions(original), functions(output), strict=True):
        if after.is_wrapper:
            after.param_directions = before.param_directions
            after.canonicalize_properties()
        for old, new in zip(call_likes(before), call_likes(after), strict=True):
            if old.arg_directions is None:
                new.arg_directions = None
                new.canonicalize_properties()


def _describe(keys: list[CallKey], expected: Expected, calls: Observed) -> str:
    lines: list[str] = []
    for key in keys:
        want = expected.call_directions.get(key)
        got = calls[0].get(key)
        lines.append(
            f"  {key}: expected {[d.value for d in want or ()]}, "
            f"pass wrote {[d.value for d in got or ()]}"
        )
    return "\n".join(lines)


def check_program(program: Program, order: list[int]) -> None:
    text = program.text()
    module = parse(text)
    module.verify()
    expected = expected_directions(parse(text))

    failure = run_pass(module)
    if expected.failing_calls:
        assert failure is not None, (
            "phase 0 made the explicit directions of "
            f"{expected.failing_calls} inconsistent, but the pass did not fail"
        )
        return
    assert failure is None, f"the pass failed on a valid program: {failure}"

    module.verify()
    VerifyCallDirectionsPass().apply(CTX, module)

    observed = observe(module)
    wrong = [
        key
        for key, want in expected.call_directions.items()
        if observed[0].get(key) != want
    ]
    assert not wrong, "directions differ from the reference:\n" + _describe(
        wrong, expected, observed
    )
    assert observed[0].keys() == expected.call_directions.keys()
    assert observed[1] == expected.wrapper_directions

    once = render(module)
    assert run_pass(module) is None
    assert render(module) == once, "a second run changed the module"

    assert render(parse(once)) == once, "print -> parse -> print is not a fixed point"

    original = parse(text)
    undo_pass(module, original)
    assert render(module) == render(original), (
        "the pass changed something besides arg_directions and wrapper directions"
    )

    permuted = parse(program.text(order))
    assert run_pass(permuted) is None
    assert observe(permuted) == observed, "function order changed a direction"


@given(programs(), st.data())
def test_generated_programs(program: Program, data: st.DataObject) -> None:
    order = data.draw(st.permutations(range(len(program.functions))), label="order")
    check_program(program, order)
