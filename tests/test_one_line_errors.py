"""Errors through `xdsl-opt` are one line each, exit 1, no traceback (issue 40),
while Python callers and `--verify-diagnostics`/`--parsing-diagnostics` see
xDSL's own exceptions.

The lit tests (tests/filecheck/interop/errors-one-line.py, pass-problems.py,
tests/filecheck/reliability/pass-problems-one-line.mlir) check what the
command prints; these check the exceptions that make it so.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, PassFailedException
from xdsl.xdsl_opt_main import xDSLOptMain

from pypto_xdsl.context import pto_context
from pypto_xdsl.diagnostics import PassProblems
from pypto_xdsl.interop import PyptoImportError, import_pypto
from pypto_xdsl.transforms.verify_param_directions import VerifyParamDirectionsPass

T = "!pto.tensor<64xf32>"
TILE = "!pto.tile<64xf32, vec>"
STORE = (
    '"pto.tile.store"(%t, %c0, %{p}) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}>'
    f" : ({TILE}, index, {T}) -> {T}"
)
WRITES_IN = f"""
builtin.module {{
  pto.func incore @k(in %t: {TILE}, in %p: {T}, in %q: {T}, in %c0: index) {{
    %0 = {STORE.format(p="p")}
    %1 = {STORE.format(p="q")}
    pto.return
  }}
}}
"""


def test_an_import_error_exits_with_its_one_line() -> None:
    with pytest.raises(PyptoImportError) as caught:
        import_pypto("x = 1\n\ndef f(:\n", "prog.py")
    error = caught.value
    # Python callers catch it as xDSL's parse error.
    assert isinstance(error, ParseError)
    assert error.one_line.startswith("prog.py:3:7: not Python: invalid syntax")
    # What the interpreter prints for an uncaught SystemExit: one line.
    assert isinstance(error, SystemExit)
    assert error.code == error.one_line
    assert "\n" not in error.one_line


def test_xdsl_opt_ends_with_the_import_error_line(tmp_path: Path) -> None:
    program = tmp_path / "prog.py"
    program.write_text("import os\n")
    with pytest.raises(SystemExit) as caught:
        xDSLOptMain(args=[str(program)]).run()
    assert caught.value.code == (
        f"{program}:1:1: not a printed PyPTO program: expected exactly one "
        "@pl.program class, found 0"
    )


def test_split_input_file_shifts_the_line(tmp_path: Path) -> None:
    """xdsl-opt moves the span of an error in a later chunk after it is
    raised; the line printed follows it."""
    first = (Path(__file__).parent / "pypto/p01_tile_gain.before.pypto.py").read_text()
    program = tmp_path / "prog.py"
    second = "\n\nimport sys\n"
    program.write_text(f"{first}\n// -----{second}")
    with pytest.raises(PyptoImportError) as alone:
        import_pypto(second, "second.py")
    # The line in the second chunk, after the first chunk's lines.
    line = alone.value.line + f"{first}\n".count("\n")
    with pytest.raises(SystemExit) as caught:
        xDSLOptMain(args=[str(program), "--split-input-file", "-o", "/dev/null"]).run()
    code = caught.value.code
    assert isinstance(code, str)
    assert code.startswith(f"{program}:{line}:1: "), code


def test_pass_problems_are_one_line_each() -> None:
    ctx = pto_context()
    module = Parser(ctx, WRITES_IN).parse_module()
    with pytest.raises(PassFailedException) as caught:
        VerifyParamDirectionsPass().apply(ctx, module)
    error = caught.value
    # The text Python callers log keeps its header and the ops.
    assert str(error).startswith("verify-param-directions found 2 problem(s):")
    assert isinstance(error, SystemExit)
    lines = str(error.code).split("\n")
    assert lines == [
        "verify-param-directions: pto.tile.store in @k: parameter %p of @k is "
        "declared in but pto.tile.store writes it: declare it out or inout in "
        "param_directions (or, if the op does not really write it, correct the "
        "op's effect declaration)",
        "verify-param-directions: pto.tile.store in @k: parameter %q of @k is "
        "declared in but pto.tile.store writes it: declare it out or inout in "
        "param_directions (or, if the op does not really write it, correct the "
        "op's effect declaration)",
    ]


def test_pass_problems_of_an_imported_program_are_located() -> None:
    text = (Path(__file__).parent / "filecheck/interop/pass-problems.py").read_text()
    module = import_pypto(text, "prog.py")
    with pytest.raises(PassFailedException) as caught:
        VerifyParamDirectionsPass().apply(pto_context(), module)
    assert isinstance(caught.value, PassProblems)
    code = caught.value.code
    assert [line.split(": ")[0] for line in code.split("\n")] == [
        "prog.py:15:39",
        "prog.py:14:39",
    ]
