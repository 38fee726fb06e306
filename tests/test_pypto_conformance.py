"""`compat=pypto` gives exactly PyPTO's directions: every program of
tests/conformance/ (generated, then run through PyPTO's own
DeriveCallDirections) against what PyPTO's pass wrote (README there)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from xdsl.parser import Parser

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

FIXTURES = Path(__file__).parent / "conformance"
PROGRAMS = sorted(FIXTURES.glob("*.mlir"))

Directions = dict[str, list[list[str]]]


def test_every_fixture_is_found() -> None:
    # The generated set: a missing copy would silently shrink the test.
    assert len(PROGRAMS) == 574


def _ours(path: Path) -> tuple[Directions, dict[str, list[str]]]:
    ctx = pto_context()
    module = Parser(ctx, path.read_text(), str(path)).parse_module()
    DeriveCallDirectionsPass(compat="pypto").apply(ctx, module)
    calls: Directions = {}
    params: dict[str, list[str]] = {}
    for func in module.body.block.ops:
        assert isinstance(func, FuncOp)
        name = func.sym_name.data
        params[name] = [d.value for d in func.param_directions_tuple]
        calls[name] = [
            [d.value for d in op.arg_directions_tuple or ()]
            for op in func.walk()
            if isinstance(op, CallLikeOp)
        ]
    return calls, params


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_pypto_directions(path: Path) -> None:
    expected = json.loads(path.with_suffix(".pypto.json").read_text())
    calls, params = _ours(path)
    assert calls == {
        func: [call["arg_directions"] for call in found]
        for func, found in expected["calls"].items()
    }
    assert params == expected["param_directions"]
