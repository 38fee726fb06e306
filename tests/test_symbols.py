"""The cached symbol table: never stale, and built once per module, not per call."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from xdsl.dialects.builtin import ModuleOp, StringAttr, SymbolRefAttr, f32
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.builder import ModuleBuilder
from pypto_xdsl.dialects import symbol_table
from pypto_xdsl.dialects.call import CallOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.types import TensorType

T = TensorType([64], f32)


def _program(n_calls: int = 1) -> tuple[ModuleOp, FuncOp, list[CallOp]]:
    mb = ModuleBuilder()
    kernel = mb.declare("k", [T], [T], kind="incore", directions=["in"])
    f = mb.function("main", [T], arg_names=["x"])
    calls = [f.call("k", list(f.args)) for _ in range(n_calls)]
    f.ret()
    return mb.build(), kernel, calls


def _count_builds(monkeypatch: pytest.MonkeyPatch) -> list[Operation]:
    built: list[Operation] = []
    real: Callable[[Operation], dict[str, Operation]] = symbol_table._build  # pyright: ignore[reportPrivateUsage]

    def counting(table_op: Operation) -> dict[str, Operation]:
        built.append(table_op)
        return real(table_op)

    monkeypatch.setattr(symbol_table, "_build", counting)
    return built


def test_erased_callee_is_not_returned() -> None:
    module, kernel, (call,) = _program()
    assert call.resolve_callee() is kernel
    kernel.detach()
    kernel.erase()
    assert call.resolve_callee() is None
    with pytest.raises(VerifyException, match="callee @k is not defined"):
        module.verify()


def test_replaced_callee_is_found() -> None:
    module, kernel, (call,) = _program()
    assert call.resolve_callee() is kernel
    replacement = FuncOp.external("k", [T], [T])
    module.body.block.insert_op_before(replacement, kernel)
    kernel.detach()
    assert call.resolve_callee() is replacement
    module.verify()


def test_renamed_callee() -> None:
    module, kernel, (call,) = _program()
    assert call.resolve_callee() is kernel
    kernel.sym_name = StringAttr("k2")
    assert call.resolve_callee() is None
    call.callee = SymbolRefAttr("k2")
    assert call.resolve_callee() is kernel
    module.verify()


def test_moved_callee() -> None:
    _, kernel, (call,) = _program()
    assert call.resolve_callee() is kernel
    other = ModuleOp([])
    kernel.detach()
    other.body.block.add_op(kernel)
    assert call.resolve_callee() is None
    assert symbol_table.lookup_in_table(other, "k") is kernel


def test_new_function_is_found() -> None:
    module, _, (call,) = _program()
    assert call.resolve_callee() is not None
    late = FuncOp.external("late", [T], [T])
    module.body.block.add_op(late)
    call.callee = SymbolRefAttr("late")
    assert call.resolve_callee() is late


def test_invalidate_forces_a_rebuild(monkeypatch: pytest.MonkeyPatch) -> None:
    module, kernel, (call,) = _program()  # built and verified: table cached
    built = _count_builds(monkeypatch)
    assert call.resolve_callee() is kernel
    assert call.resolve_callee() is kernel
    assert built == []
    symbol_table.invalidate(module)
    assert call.resolve_callee() is kernel
    assert built == [module]


def test_one_build_per_module_verify(monkeypatch: pytest.MonkeyPatch) -> None:
    module, _, calls = _program(1_000)
    symbol_table.invalidate(module)
    built = _count_builds(monkeypatch)
    module.verify()
    assert built == [module]
    # Verifying again reuses the table.
    module.verify()
    assert built == [module]
    assert len(calls) == 1_000


def test_verify_time_does_not_grow_with_functions() -> None:
    """1,000 calls to one of 1,000 functions verify about as fast as 1,000
    calls to the only function (a per-call scan would be ~1,000x slower)."""

    def timed(n_funcs: int) -> float:
        mb = ModuleBuilder()
        for i in range(n_funcs):
            mb.declare(f"k{i}", [T], [T])
        f = mb.function("main", [T], arg_names=["x"])
        for i in range(1_000):
            f.call(f"k{i % n_funcs}", list(f.args))
        f.ret()
        module = mb.build(verify=False)
        start = time.perf_counter()
        module.verify()
        return time.perf_counter() - start

    one = min(timed(1) for _ in range(2))
    many = min(timed(1_000) for _ in range(2))
    assert many < 4 * one + 0.05
