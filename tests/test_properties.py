"""Property tests of `derive-call-directions` on generated programs.

Every program drawn by `strategies.programs()` is checked, in both modes of
the spec's *Modes* (`compat=none`, the sound default, and `compat=pypto`), for:

- validity: the generator only produces programs that parse and verify;
- robustness: the pass raises nothing but a diagnostic, and a diagnostic only
  when phase 0 made an explicit call-site direction inconsistent;
- its output verifies (`verify-call-directions` and the op verifiers);
- idempotence: a second run changes nothing;
- print -> parse -> print is a fixed point;
- locality: nothing but `arg_directions` (on calls and submits without them)
  and the `param_directions` of the functions phase 0 materializes (wrappers;
  by default also orchestration functions with a body) changes;
- order independence: permuting the functions changes no direction;
- agreement with `reference_directions`, the second implementation, in the
  same mode.

The generator produces every shape where PyPTO's rules hide a writer
(`test_generator_produces_every_shape`), so the two modes really differ.

Profiles (tests/conftest.py, docs/testing.md): `ci` by default, `long` with
HYPOTHESIS_PROFILE=long.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from io import StringIO

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reference_directions import COMPAT_MODES, Expected, expected_directions
from strategies import Program, programs
from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from pypto_xdsl.analysis.modes import CompatName
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.attributes import ArgDirection, FuncKind, ParamDirection
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.verify_call_directions import VerifyCallDirectionsPass

CallKey = tuple[str, int]
Observed = tuple[
    dict[CallKey, tuple[ArgDirection, ...] | None],
    dict[str, tuple[ParamDirection, ...]],
]


CTX = pto_context()


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


def materialized(func: FuncOp, compat: CompatName) -> bool:
    """Whether phase 0 writes `func`'s effective directions back."""
    if func.is_wrapper:
        return True
    # By default also an inline or opaque (kind-less) function with a body:
    # the functions executed inline.
    return compat == "none" and func.executes_inline


def observe(module: ModuleOp, compat: CompatName = "none") -> Observed:
    calls: dict[CallKey, tuple[ArgDirection, ...] | None] = {}
    signatures: dict[str, tuple[ParamDirection, ...]] = {}
    for func in functions(module):
        name = func.sym_name.data
        for i, op in enumerate(call_likes(func)):
            calls[(name, i)] = op.arg_directions_tuple
        if materialized(func, compat):
            signatures[name] = func.param_directions_tuple
    return calls, signatures


def run_pass(
    module: ModuleOp, compat: CompatName = "none"
) -> DiagnosticException | None:
    """Apply the pass; a diagnostic is returned, anything else propagates."""
    try:
        DeriveCallDirectionsPass(compat=compat).apply(CTX, module)
    except DiagnosticException as error:
        return error
    return None


def undo_pass(output: ModuleOp, original: ModuleOp, compat: CompatName) -> None:
    """Remove from `output` exactly what the pass may add to `original`."""
    for before, after in zip(functions(original), functions(output), strict=True):
        if materialized(after, compat):
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


def check_program(program: Program, order: list[int], compat: CompatName) -> None:
    text = program.text()
    module = parse(text)
    module.verify()
    expected = expected_directions(parse(text), compat)

    failure = run_pass(module, compat)
    if expected.failing_calls:
        assert failure is not None, (
            "phase 0 made the explicit directions of "
            f"{expected.failing_calls} inconsistent, but the pass did not fail"
        )
        return
    assert failure is None, f"the pass failed on a valid program: {failure}"

    module.verify()
    VerifyCallDirectionsPass(compat=compat).apply(CTX, module)

    observed = observe(module, compat)
    wrong = [
        key
        for key, want in expected.call_directions.items()
        if observed[0].get(key) != want
    ]
    assert not wrong, "directions differ from the reference:\n" + _describe(
        wrong, expected, observed
    )
    assert observed[0].keys() == expected.call_directions.keys()
    assert observed[1] == expected.function_directions

    once = render(module)
    assert run_pass(module, compat) is None
    assert render(module) == once, "a second run changed the module"

    assert render(parse(once)) == once, "print -> parse -> print is not a fixed point"

    original = parse(text)
    undo_pass(module, original, compat)
    assert render(module) == render(original), (
        "the pass changed something besides arg_directions and the "
        "materialized param_directions"
    )

    permuted = parse(program.text(order))
    assert run_pass(permuted, compat) is None
    assert observe(permuted, compat) == observed, "function order changed a direction"


@pytest.mark.parametrize("compat", COMPAT_MODES)
@given(program=programs(), data=st.data())
def test_generated_programs(
    compat: CompatName, program: Program, data: st.DataObject
) -> None:
    order = data.draw(st.permutations(range(len(program.functions))), label="order")
    check_program(program, order, compat)


# -- the generator produces every shape of the issue ----------------------------
#
# Each predicate recognises, in a parsed program, one way PyPTO's rules hide a
# writer (derive-call-directions.md, *Modes*). Each must come up among the
# generated programs, or the comparison of the two modes above would not
# exercise it.

Shape = Callable[[ModuleOp], bool]


def _writer_arguments(module: ModuleOp) -> list[tuple[FuncOp, SSAValue]]:
    """(enclosing function, argument) of every declared writer slot."""
    callees = {f.sym_name.data: f for f in functions(module)}
    found: list[tuple[FuncOp, SSAValue]] = []
    for func in functions(module):
        for op in call_likes(func):
            callee = callees.get(op.callee.root_reference.data)
            if callee is None:
                continue
            dirs = callee.param_directions_tuple
            for arg, d in zip(op.args, dirs, strict=False):
                if d is not ParamDirection.IN:
                    found.append((func, arg))
    return found


def _defined_by(value: SSAValue, name: str) -> bool:
    return isinstance(value, OpResult) and value.op.name == name


def _slice_source(value: SSAValue) -> SSAValue | None:
    if _defined_by(value, "pto.tensor.slice"):
        assert isinstance(value, OpResult)
        return value.op.operands[0]
    return None


def slice_and_source_written(module: ModuleOp) -> bool:
    written = [arg for _, arg in _writer_arguments(module)]
    return any(
        (source := _slice_source(arg)) is not None
        and (
            source in written
            or any(_slice_source(o) is source for o in written if o is not arg)
        )
        for arg in written
    )


def untracked_written_twice(kind: str) -> Shape:
    def shape(module: ModuleOp) -> bool:
        written = [arg for _, arg in _writer_arguments(module)]
        for arg in written:
            if written.count(arg) < 2 or not isinstance(arg, OpResult):
                continue
            op = arg.op
            if kind == "operator" and op.name == "pto.tensor.add":
                return True
            if kind == "call" and isinstance(op, CallOp | SubmitOp):
                callee = next(
                    (
                        f
                        for f in functions(module)
                        if f.sym_name == op.callee.root_reference
                    ),
                    None,
                )
                if (
                    callee is not None
                    and callee.is_declaration
                    and all(
                        d is ParamDirection.IN for d in callee.param_directions_tuple
                    )
                ):
                    return True
        return False

    return shape


def loop_yields_another_buffer(loop: type[scf.ForOp] | type[scf.WhileOp]) -> Shape:
    def shape(module: ModuleOp) -> bool:
        written = {id(arg) for _, arg in _writer_arguments(module)}
        for op in module.walk():
            if not isinstance(op, loop):
                continue
            if isinstance(op, scf.ForOp):
                block, inits = op.body.block, list(op.iter_args)
                carried = list(block.args[1:])
                last = block.last_op
            else:
                block, inits = op.before_region.block, list(op.arguments)
                carried = list(block.args)
                last = op.after_region.block.last_op
            assert last is not None
            for arg, init, back in zip(carried, inits, last.operands, strict=True):
                if id(arg) in written and back is not arg and back is not init:
                    return True
        return False

    return shape


def writes_in_parameter(kinds: tuple[FuncKind, ...], via_slice: bool) -> Shape:
    """A function of `kinds` passes one of its `in` parameters (through a
    slice of it if `via_slice`) to a writer slot, and some function calls it."""

    def shape(module: ModuleOp) -> bool:
        called = {
            op.callee.root_reference.data
            for op in module.walk()
            if isinstance(op, CallOp | SubmitOp)
        }
        for func, arg in _writer_arguments(module):
            if func.func_kind not in kinds or func.sym_name.data not in called:
                continue
            source = _slice_source(arg) if via_slice else arg
            if (
                isinstance(source, BlockArgument)
                and source.block is func.body.blocks.first
                and func.param_directions_tuple[source.index] is ParamDirection.IN
            ):
                return True
        return False

    return shape


SHAPES: dict[str, Shape] = {
    "a slice and its source (or an overlapping slice) written": slice_and_source_written,
    "an operator's result written twice": untracked_written_twice("operator"),
    "an external call's result (no writer slot) written twice": untracked_written_twice(
        "call"
    ),
    "scf.for writing its carried buffer, yielding another": loop_yields_another_buffer(
        scf.ForOp
    ),
    "scf.while writing its carried buffer, yielding another": loop_yields_another_buffer(
        scf.WhileOp
    ),
    "a wrapper writing its in parameter through a slice": writes_in_parameter(
        (FuncKind.GROUP, FuncKind.SPMD), via_slice=True
    ),
    "an orchestration helper passing its in parameter to a writer": (
        writes_in_parameter((FuncKind.ORCHESTRATION,), via_slice=False)
    ),
}


def test_generator_produces_every_shape() -> None:
    seen: set[str] = set()

    @settings(max_examples=300, derandomize=True, database=None)
    @given(programs())
    def draw(program: Program) -> None:
        module = parse(program.text())
        seen.update(name for name, shape in SHAPES.items() if shape(module))

    draw()
    assert seen == set(SHAPES), f"never generated: {sorted(set(SHAPES) - seen)}"


# -- robustness on broken programs ----------------------------------------------

_VOCABULARY = (
    "in", "out", "inout", "input", "output", "output_existing", "no_dep",
    "scalar", "group", "spmd", "incore", "orchestration", "%p1", "%c0", "@f0",
    "@f9", "0", "-1", "7", "4294967296", "!pto.tensor<64xf32>",
    "!pto.tensor<?xf32>", "!pto.task_id", "!pto.tile<64xf32>", "index", "i1",
    "(", ")", "{", "}", ",", "->", ":", "=", "scf.yield", "pto.yield",
    "pto.return", "pto.call", "pto.submit", "pto.scope", "#pto.for_kind<parallel>",
    '"parallel"', "#pto.adir<input>", "deps(%t1)", "no_dep(0)", "predicate(%c0)",
)  # fmt: skip
_TOKEN = re.compile(r"[%@^]?[\w.]+|[^\s\w]")


@st.composite
def mutated_texts(draw: st.DrawFn) -> str:
    """A generated program with a few random line and token mutations."""
    lines = draw(programs(max_ops=30)).text().splitlines()
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(("token", "token", "delete", "dup", "swap")))
        if action == "delete" and len(lines) > 1:
            del lines[i]
        elif action == "dup":
            lines.insert(i, lines[i])
        elif action == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            # Quotes stay balanced: xDSL's string-literal lexer backtracks
            # exponentially on an unterminated string (its bug, not ours).
            tokens = [t for t in _TOKEN.finditer(lines[i]) if '"' not in t.group()]
            if tokens:
                token = draw(st.sampled_from(tokens))
                # Often a token of the same kind from elsewhere in the program
                # (another value, callee or keyword): such programs still
                # parse, so the verifiers and the pass see them.
                same_kind = sorted(
                    {
                        t.group()
                        for line in lines
                        for t in _TOKEN.finditer(line)
                        if t.group()[0] == token.group()[0] and '"' not in t.group()
                    }
                )
                new = draw(st.sampled_from(same_kind + list(_VOCABULARY)))
                lines[i] = lines[i][: token.start()] + new + lines[i][token.end() :]
    return "\n".join(lines) + "\n"


def _from_our_code(error: BaseException) -> bool:
    tb = error.__traceback__
    while tb is not None:
        if "pypto_xdsl" in tb.tb_frame.f_code.co_filename:
            return True
        tb = tb.tb_next
    return False


@given(mutated_texts())
def test_broken_programs_only_raise_diagnostics(text: str) -> None:
    """Parsing, verifying and both passes fail only with diagnostics.

    An exception of another kind fails the test when our code is on its
    traceback (xDSL's own parser limits are out of scope here).
    """
    try:
        module = parse(text)
        module.verify()
        VerifyCallDirectionsPass().apply(CTX, parse(text))
    except (ParseError, DiagnosticException):
        pass
    except Exception as error:
        if _from_our_code(error):
            raise
        return
    else:
        for compat in COMPAT_MODES:
            with contextlib.suppress(DiagnosticException):
                DeriveCallDirectionsPass(compat=compat).apply(CTX, parse(text))


# -- regressions found by the properties ----------------------------------------

# The writer-slot rule with one result whose only type-matching writer slot is
# unrooted under PyPTO's rules (%u, an external call's result). PyPTO's reading
# counts only rooted candidates, so with compat=pypto the 64xf32 result is the
# first writer slot, the 32xf32 %a; by default %u is its own root and the only
# candidate. Either way the last call has a prior writer of its root.
# (The reference first read the spec as "the argument names itself" under
# PyPTO's rules too, as the pass did before issue 14.)
_UNROOTED_WRITER_SLOT = """
builtin.module {
  pto.func private incore @none() -> !pto.tensor<64xf32>
  pto.func private incore @k2(out !pto.tensor<32xf32>, inout !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func @main(%a: !pto.tensor<32xf32>) {
    %u = pto.call @none() : () -> !pto.tensor<64xf32>
    %r = pto.call @k2(%a, %u) : (!pto.tensor<32xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w(%r) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
"""


@pytest.mark.parametrize("compat", COMPAT_MODES)
def test_unrooted_type_matching_writer_slot(compat: CompatName) -> None:
    module = parse(_UNROOTED_WRITER_SLOT)
    expected = expected_directions(parse(_UNROOTED_WRITER_SLOT), compat)
    assert run_pass(module, compat) is None
    calls, _ = observe(module, compat)
    assert calls == expected.call_directions
    assert calls[("main", 2)] == (ArgDirection.INOUT,)


# The same with a second write of %u instead of %r: PyPTO's reading pins %r to
# %a, so under compat=pypto the writes of %u by @k2 and by @w are unordered
# (w is output_existing); by default %u is rooted and @w sees @k2's write.
_UNROOTED_WRITER_SLOT_THEN_SLOT = _UNROOTED_WRITER_SLOT.replace(
    "pto.call @w(%r)", "pto.call @w(%u)"
)


@pytest.mark.parametrize(
    ("compat", "last"),
    [("pypto", ArgDirection.OUTPUT_EXISTING), ("none", ArgDirection.INOUT)],
)
def test_unrooted_writer_slot_argument_written_again(
    compat: CompatName, last: ArgDirection
) -> None:
    module = parse(_UNROOTED_WRITER_SLOT_THEN_SLOT)
    expected = expected_directions(parse(_UNROOTED_WRITER_SLOT_THEN_SLOT), compat)
    assert run_pass(module, compat) is None
    calls, _ = observe(module, compat)
    assert calls == expected.call_directions
    assert calls[("main", 2)] == (last,)
