"""The 46 shared real programs (tests/real/README.md): each imports; with
`compat=pypto` every call's and submit's directions equal PyPTO's
(`pypto.json`) and the export is PyPTO's own print (`after.py`) byte for byte;
the default mode's export differs from `after.py` only in directions and in
`pl.Out`/`pl.InOut` wrappers."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from real_programs import entries
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.interop import export_directions, import_pypto
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass


def directions(module: ModuleOp) -> dict[str, list[list[str]]]:
    out: dict[str, list[list[str]]] = {}
    for func in module.ops:
        assert isinstance(func, FuncOp)
        out[func.sym_name.data] = [
            [d.value for d in (op.arg_directions_tuple or ())]
            for op in func.walk()
            if isinstance(op, CallOp | SubmitOp)
        ]
    return out


def test_the_archive_holds_46_entries() -> None:
    assert len(entries()) == 46


@pytest.mark.parametrize("key", sorted(entries()))
def test_real_program(key: str) -> None:
    files = entries()[key]
    before = files["before.py"]
    module = import_pypto(before, key)
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), module)
    reference: dict[str, Any] = json.loads(files["pypto.json"])
    ours = directions(module)
    for name, info in reference["functions"].items():
        want: list[list[str]] = [
            list(call["arg_directions"] or []) for call in info["calls"]
        ]
        assert ours.get(name) == want, name
    assert export_directions(before, module) == files["after.py"]


_DIRECTION = re.compile(r"pl\.adir\.\w+")
_WRAPPER = re.compile(r"pl\.(?:Out|InOut)\[")


def without_directions(text: str) -> str:
    """`text` with every call's directions made one and every `pl.Out[T]` /
    `pl.InOut[T]` parameter wrapper removed (T kept): what the default mode
    may change of PyPTO's own print."""
    text = _DIRECTION.sub("pl.adir._", text)
    out: list[str] = []
    closing: list[bool] = []  # per open bracket: whether it closes a wrapper
    i = 0
    while i < len(text):
        wrapper = _WRAPPER.match(text, i)
        if wrapper is not None:
            closing.append(True)
            i = wrapper.end()
            continue
        c = text[i]
        if c == "[":
            closing.append(False)
        elif c == "]" and closing and closing.pop():
            i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def test_without_directions_keeps_everything_else() -> None:
    assert (
        without_directions(
            "def f(a: pl.Out[pl.Tensor[[4], pl.FP32]], b: pl.InOut[pl.Tensor[[2], "
            'pl.FP32]]):\n    self.k(a, b, attrs={"arg_directions": '
            "[pl.adir.output_existing, pl.adir.inout]})"
        )
        == "def f(a: pl.Tensor[[4], pl.FP32], b: pl.Tensor[[2], pl.FP32]):\n"
        '    self.k(a, b, attrs={"arg_directions": [pl.adir._, pl.adir._]})'
    )


@pytest.mark.parametrize("key", sorted(entries()))
def test_default_mode_changes_only_directions(key: str) -> None:
    files = entries()[key]
    before = files["before.py"]
    module = import_pypto(before, key)
    DeriveCallDirectionsPass().apply(pto_context(), module)
    exported = export_directions(before, module)
    assert without_directions(exported) == without_directions(files["after.py"])
