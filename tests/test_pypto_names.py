"""Python identifiers may hold any Unicode letter (PEP 3131); MLIR's value
names are ASCII. A printed program whose names are not ASCII imports (it
raised xDSL's ValueError from the name hint), its IR prints and parses back,
and its export is the text PyPTO prints, byte for byte."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from xdsl.parser import Parser
from xdsl.printer import Printer

from pypto_xdsl.context import pto_context
from pypto_xdsl.interop import export_directions, import_pypto
from pypto_xdsl.interop.pypto.scopes import mlir_name
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

FIXTURES = Path(__file__).parent / "pypto"
P01 = FIXTURES / "p01_tile_gain.before.pypto.py"
P01_AFTER = FIXTURES / "p01_tile_gain.after.pypto.py"
# A parameter, a loop variable and a kernel, renamed.
RENAMES = {"src__ssa_v0": "数据", "rb__idx_v0": "é_行", "gain_block": "增益"}


def _renamed(text: str) -> str:
    for old, new in RENAMES.items():
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize(
    ("name", "hint"),
    [
        ("x", "x"),
        ("a__ssa_v0", "a__ssa_v0"),
        ("数据", "_u6570_u636e"),
        ("xé", "x_u00e9"),
        ("é_x", "_u00e9_x"),
    ],
)
def test_mlir_name(name: str, hint: str) -> None:
    assert mlir_name(name) == hint


def test_non_ascii_names_import_print_parse_and_export() -> None:
    text = _renamed(P01.read_text())
    module = import_pypto(text, "p01.py")
    out = io.StringIO()
    Printer(out).print_op(module)
    printed = out.getvalue()
    assert "%_u6570_u636e" in printed
    assert "%_u00e9__u884c" in printed
    reparsed = Parser(pto_context(), printed).parse_module()
    reparsed.verify()
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), module)
    assert export_directions(text, module) == _renamed(P01_AFTER.read_text())
