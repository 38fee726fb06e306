"""`materialize-wrapper-directions` is phase 0 alone: on every generated
program (`strategies.programs()`), in both modes, it changes no call, writes
exactly the effective directions `derive-call-directions` writes, and
`derive-call-directions` gives the same output (or the same failure) with or
without it run first."""

from __future__ import annotations

from io import StringIO

from hypothesis import given, settings
from strategies import Program, programs
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from pypto_xdsl.analysis.modes import CompatName
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.materialize_wrapper_directions import (
    MaterializeWrapperDirectionsPass,
)

CTX = pto_context()


def _text(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def _derive(module: ModuleOp, compat: CompatName) -> str:
    try:
        DeriveCallDirectionsPass(compat=compat).apply(CTX, module)
    except (DiagnosticException, PassFailedException) as error:
        return f"error: {error}"
    return _text(module)


def _calls(module: ModuleOp) -> list[str]:
    return [
        str(op.arg_directions) for op in module.walk() if isinstance(op, CallLikeOp)
    ]


def _signatures(module: ModuleOp) -> list[str]:
    return [
        str(op.param_directions_tuple) for op in module.walk() if isinstance(op, FuncOp)
    ]


@settings(max_examples=60)
@given(programs())
def test_materialize_then_derive_is_derive(program: Program) -> None:
    text = program.text()
    modes: tuple[CompatName, ...] = ("none", "pypto")
    for compat in modes:
        alone = Parser(CTX, text).parse_module()
        first = Parser(CTX, text).parse_module()
        calls = _calls(first)
        try:
            MaterializeWrapperDirectionsPass(compat=compat).apply(CTX, first)
        except (DiagnosticException, PassFailedException):
            # It fails only where derive fails too, on the same calls.
            assert _derive(alone, compat).startswith("error: ")
            continue
        assert _calls(first) == calls  # no call changes
        materialized = _signatures(first)
        expected = _derive(alone, compat)
        if not expected.startswith("error: "):
            # The signatures it writes are those derive writes.
            assert materialized == _signatures(Parser(CTX, expected).parse_module())
        assert _derive(first, compat) == expected
