"""The `pto` dialect from Python: accessors, property order, and that nothing
but a diagnostic ever escapes on bad input."""

from __future__ import annotations

import contextlib
import io
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    ModuleOp,
    f32,
    i32,
)
from xdsl.dialects.cf import Cf
from xdsl.dialects.func import Func
from xdsl.dialects.test import Test
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.xdsl_opt_main import xDSLOptMain

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.attributes import (
    FOR_KIND_ATTR,
    ArgDirection,
    ArgDirectionAttr,
    ForKind,
    ForKindAttr,
    FuncKind,
    MemorySpace,
    ParamDirection,
    ScopeKind,
)
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.scope import ScopeOp, YieldOp
from pypto_xdsl.dialects.types import TaskIdType, TensorType, TileType

DIALECT_TESTS = Path(__file__).parent / "filecheck" / "dialects"
T = TensorType([64], f32)
DIAGNOSTICS = (ParseError, VerifyException, DiagnosticException)


def _parse(text: str) -> ModuleOp:
    return Parser(pto_context(Cf, Func, Test), text).parse_module()


def _generic(op: Operation) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=True).print_op(op)
    return out.getvalue()


def _negative_cases() -> list[tuple[str, int, str]]:
    cases: list[tuple[str, int, str]] = []
    for path in sorted(DIALECT_TESTS.glob("verify-*.mlir")):
        chunks = path.read_text().split("// -----")
        cases.extend((path.name, i, chunk) for i, chunk in enumerate(chunks))
    return cases


NEGATIVE = _negative_cases()


@pytest.mark.parametrize(
    "chunk", [c for _, _, c in NEGATIVE], ids=[f"{f}:{i}" for f, i, _ in NEGATIVE]
)
def test_bad_input_raises_only_diagnostics(chunk: str) -> None:
    """Every negative lit case fails with a diagnostic, never a Python error."""
    with pytest.raises(DIAGNOSTICS):
        _parse(chunk).verify()


@pytest.mark.parametrize(
    "name", sorted(p.name for p in DIALECT_TESTS.glob("verify-*.mlir"))
)
def test_xdsl_opt_reraises_only_the_diagnostic(name: str, tmp_path: Path) -> None:
    """Without --verify-diagnostics, xdsl-opt re-raises the diagnostic itself."""
    chunks = (DIALECT_TESTS / name).read_text().split("// -----")
    for i, chunk in enumerate(chunks):
        path = tmp_path / f"case{i}.mlir"
        path.write_text(chunk)
        with (
            contextlib.redirect_stdout(io.StringIO()),
            pytest.raises(DIAGNOSTICS),
        ):
            xDSLOptMain(args=[str(path)]).run()


def test_call_outside_a_module() -> None:
    call = CallOp("k", [], [])
    with pytest.raises(VerifyException, match="not inside a module"):
        call.verify()
    assert call.resolve_callee() is None


def test_types_and_accessors() -> None:
    assert str(TileType([16, 16], f32)) == "!pto.tile<16x16xf32>"
    assert TileType([16], f32).memory is None
    assert TileType([16], f32, MemorySpace.ACC).memory == MemorySpace.ACC
    assert TensorType([DYNAMIC_INDEX, 64], f32).dynamic_dims == 1
    assert str(TensorType([DYNAMIC_INDEX, 64], f32)) == "!pto.tensor<?x64xf32>"

    decl = FuncOp.external("k", [T, i32], [T], kind=FuncKind.GROUP)
    assert decl.is_declaration
    assert decl.is_wrapper
    assert decl.param_directions_tuple == (ParamDirection.IN, ParamDirection.IN)
    assert decl.args == ()
    opaque = FuncOp("f", ([T], []))
    assert opaque.func_kind == FuncKind.OPAQUE
    assert not opaque.is_declaration
    assert len(opaque.args) == 1

    submit = SubmitOp("k", [], [T], core_num=4, sync_start=True)
    assert submit.task_id.type == TaskIdType()
    assert [r.type for r in submit.callee_results] == [T]
    assert submit.arg_directions_tuple is None
    assert submit.no_dep_indices == ()
    assert not submit.covers_all_params


def test_properties_print_in_one_order() -> None:
    """An op built in Python, updated by a pass, or parsed prints the same."""
    module = ModuleOp(
        [
            FuncOp.external(
                "k",
                [T, T],
                [T],
                param_directions=[ParamDirection.IN, ParamDirection.OUT],
            ),
            func := FuncOp("main", ([T], [])),
        ]
    )
    x = func.args[0]
    call = CallOp("k", [x, x], [T], overrides=[0])
    submit = SubmitOp("k", [x], [T], core_num=2)
    func.body.block.add_ops([call, submit, ReturnOp()])
    call.set_arg_directions([ArgDirection.NO_DEP, ArgDirection.OUTPUT_EXISTING])
    submit.set_arg_directions([ArgDirection.INPUT])
    module.verify()
    text = _generic(module)
    assert "<{callee = @k, arg_directions = [" in text
    assert _generic(_parse(text)) == text


def test_scope_and_yield() -> None:
    scope = ScopeOp(ScopeKind.SPLIT_AIV, [YieldOp()], manual=True)
    assert scope.scope_kind == ScopeKind.SPLIT_AIV
    scope.verify()
    with pytest.raises(VerifyException, match=r"ends a pto\.scope body"):
        YieldOp().verify()


def test_property_spelled_as_an_attribute_is_rejected_from_python() -> None:
    """ir.md, *Properties are never spelled as discardable attributes*: an
    entry set from Python is rejected as one parsed is, one message per entry,
    each on its op."""
    k = FuncOp.external("k", [T], [], param_directions=[ParamDirection.OUT])
    main = FuncOp("main", ([T], []), kind=FuncKind.ORCHESTRATION)
    call = CallOp("k", [main.args[0]], [])
    main.body.block.add_ops([call, ReturnOp()])
    module = ModuleOp([k, main])
    module.verify()
    call.attributes["arg_directions"] = ArrayAttr(
        [ArgDirectionAttr(ArgDirection.INPUT)]
    )
    call.attributes["arg_direction_overrides"] = DenseArrayBase.from_list(i32, [0])
    with pytest.raises(DiagnosticException) as info:
        module.verify()
    text = str(info.value)
    assert text.count("'arg_directions' is a property of pto.call") == 1
    assert text.count("'arg_direction_overrides' is a property of pto.call") == 1
    del call.attributes["arg_directions"], call.attributes["arg_direction_overrides"]
    call.attributes[FOR_KIND_ATTR] = ForKindAttr(ForKind.PARALLEL)
    with pytest.raises(DiagnosticException, match=r"on pto\.call it would be ignored"):
        module.verify()
    del call.attributes[FOR_KIND_ATTR]
    module.verify()
