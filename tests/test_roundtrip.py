"""Everything a `pto` module prints parses back, and printing it again gives
the same text: pretty and generic, with and without `--print-debuginfo`
(issue 40: `xdsl-opt --print-debuginfo examples/seed-example.mlir | xdsl-opt`
failed on the `loc(...)` of `pto.func` arguments).

Over every example, every printed PyPTO fixture (imported), and every chunk
of every lit input (`// -----`, tests/filecheck and tests/inputs) that
parses and verifies as it is: the
malformed cases are inputs of negative tests, not modules, and are left out
by that rule.
"""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.scf import WhileOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError

from pypto_xdsl.interop import PyptoImportError, import_pypto

ROOT = Path(__file__).resolve().parent.parent
MLIR = sorted(
    [
        *(ROOT / "examples").glob("*.mlir"),
        *(ROOT / "tests" / "filecheck").rglob("*.mlir"),
        *(ROOT / "tests" / "inputs").glob("*.mlir"),
    ]
)
PYPTO = sorted(
    [
        *(ROOT / "tests" / "pypto").glob("*.py"),
        *(ROOT / "tests" / "filecheck" / "interop").glob("*.py"),
    ]
)
# (generic, debuginfo)
MODES = [(False, False), (False, True), (True, False), (True, True)]


_CONTEXT: list[Context] = []


def _context() -> Context:
    """What xdsl-opt loads: every dialect of every installed universe."""
    if not _CONTEXT:
        ctx = Context()
        for name, factory in Universe.get_multiverse().all_dialects.items():
            ctx.register_dialect(name, factory)
        _CONTEXT.append(ctx)
    return _CONTEXT[0]


def _print(module: ModuleOp, generic: bool, debuginfo: bool) -> str:
    out = StringIO()
    Printer(out, print_generic_format=generic, print_debuginfo=debuginfo).print_op(
        module
    )
    return out.getvalue()


def _modules(path: Path) -> list[ModuleOp]:
    """The modules `path` holds as they are (none for a malformed input)."""
    if path.suffix == ".py":
        try:
            return [import_pypto(path.read_text(), path.name)]
        except PyptoImportError:
            return []
    try:
        text = path.read_text()
    except UnicodeDecodeError:
        return []
    modules: list[ModuleOp] = []
    for chunk in text.split("// -----"):
        try:
            module = Parser(_context(), chunk, path.name).parse_module()
            module.verify()
        except (ParseError, DiagnosticException):
            continue
        modules.append(module)
    return modules


def _check_fixed_point(module: ModuleOp, generic: bool, debuginfo: bool) -> None:
    text = _print(module, generic, debuginfo)
    if (
        debuginfo
        and not generic
        and any(isinstance(op, WhileOp) for op in module.walk())
    ):
        # xDSL 0.75.0's custom scf.while prints its location twice (after
        # its type, through Printer.print_operation_type, and again at its
        # end) and cannot read that back. Not a pto op; checked here so the
        # day xDSL prints it right, this branch fails and goes.
        with pytest.raises(ParseError, match="Expected region"):
            Parser(_context(), text).parse_module()
        return
    again = Parser(_context(), text).parse_module()
    assert _print(again, generic, debuginfo) == text
    if debuginfo:
        # The locations read back are the ones printed: nothing else changed.
        assert _print(again, generic, False) == _print(module, generic, False)


@pytest.mark.parametrize(
    "path", MLIR + PYPTO, ids=[str(p.relative_to(ROOT)) for p in MLIR + PYPTO]
)
def test_print_parse_print_is_a_fixed_point(path: Path) -> None:
    for module in _modules(path):
        for generic, debuginfo in MODES:
            _check_fixed_point(module, generic, debuginfo)


def test_the_inputs_hold_modules() -> None:
    """The rule that leaves malformed inputs out leaves the examples and the
    PyPTO fixtures in."""
    for path in [
        *(ROOT / "examples").glob("*.mlir"),
        *(ROOT / "tests" / "pypto").glob("*.py"),
    ]:
        assert _modules(path), path
