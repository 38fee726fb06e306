"""The builder API builds the shipped examples exactly as the files spell them."""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path
from typing import Any, cast

import pytest
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import ModuleOp, f32, i1, i32
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.builder import ModuleBuilder
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.attributes import (
    ArgDirection,
    AtomicKind,
    AtomicKindAttr,
    ForKind,
    FuncKind,
    MemorySpace,
    MemorySpaceAttr,
    ParamDirection,
)
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.types import TaskIdType, TensorType, TileType

EXAMPLES = Path(__file__).parent.parent / "examples"
T = TensorType([64], f32)


def _generic(op: Operation) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=True).print_op(op)
    return out.getvalue()


def _example(name: str) -> ModuleOp:
    text = (EXAMPLES / name).read_text()
    module = Parser(pto_context(), text, name).parse_module()
    module.verify()
    return module


def _assert_same(built: ModuleOp, example: str) -> None:
    expected = _example(example)
    assert built.is_structurally_equivalent(expected)
    assert _generic(built) == _generic(expected)


def _kernel(mb: ModuleBuilder) -> None:
    k = mb.function(
        "kernel",
        [T, T],
        [T],
        kind=FuncKind.INCORE,
        directions=["in", "out"],
        arg_names=["x", "out"],
    )
    k.ret(k.args[1])


def test_seed_example() -> None:
    mb = ModuleBuilder()
    _kernel(mb)
    f = mb.function("main", [T], [T], arg_names=["x"])
    (x,) = f.args
    local = f.tensor_create(T, name="local")
    a = f.call("kernel", [x, local], names=["a"]).res[0]
    b = f.call("kernel", [x, a], names=["b"]).res[0]
    f.ret(b)
    _assert_same(mb.build(), "seed-example.mlir")


def test_loops_example() -> None:
    mb = ModuleBuilder()
    _kernel(mb)
    f = mb.function("main", [T], [T], kind="orchestration", arg_names=["x"])
    (x,) = f.args
    c0, c1, c4 = f.index(0, "c0"), f.index(1, "c1"), f.index(4, "c4")
    buf = f.tensor_create(T, name="buf")
    with f.for_(c0, c4, c1, kind=ForKind.PARALLEL, iv_name="i"):
        f.call("kernel", [x, buf], names=["p"])
    with f.for_(
        c0, c4, c1, iter_args=[buf], iv_name="j", arg_names=["acc"], names=["r"]
    ) as loop:
        s = f.call("kernel", [x, loop.iter_args[0]], names=["s"]).res[0]
        f.yield_(s)
    final = f.call("kernel", [x, loop.results[0]], names=["f"]).res[0]
    f.ret(final)
    _assert_same(mb.build(), "loops.mlir")


def test_wrapper_and_submit_example() -> None:
    mb = ModuleBuilder()
    mb.declare("kernel", [T, T], [T], kind="incore", directions=["in", "out"])
    g = mb.function(
        "group",
        [T, T],
        [T],
        kind="group",
        directions=["in", "in"],
        arg_names=["x", "out"],
    )
    g.ret(g.call("kernel", list(g.args), names=["r"]).res[0])
    f = mb.function(
        "orch",
        [T, T, T],
        kind=FuncKind.ORCHESTRATION,
        directions=[ParamDirection.IN, ParamDirection.OUT, ParamDirection.OUT],
        arg_names=["x", "y", "z"],
    )
    x, y, z = f.args
    with f.scope("runtime", manual=True):
        first = f.submit(
            "group", [x, y], core_num=8, sync_start=True, names=["o1", "t1"]
        )
        f.submit("group", [x, z], deps=[first.task_id], no_dep=[0], names=["o2", "t2"])
    f.ret()
    _assert_same(mb.build(), "wrapper-and-submit.mlir")


def test_kernel_effects_example() -> None:
    t16 = TensorType([16], i32)
    tile = TileType([64], f32, MemorySpace.VEC)
    mb = ModuleBuilder()
    f = mb.function(
        "kernel", [T, T, T, t16], kind="incore", arg_names=["x", "y", "acc", "flag"]
    )
    x, y, acc, flag = f.args
    c0, c64 = f.index(0, "c0"), f.index(64, "c64")
    one = f.constant(1, i32, "one")
    vec = {"target_memory": MemorySpaceAttr(MemorySpace.VEC)}
    t = f.operator("tile.load", [x, [c0], [c64], [c64]], [tile], vec, names=["t"])
    s = f.operator("tile.add", [t.results[0]] * 2, [tile], names=["s"])
    f.operator("tile.store", [s.results[0], [c0], y, None], [T], names=["y1"])
    f.operator(
        "tile.store",
        [s.results[0], [c0], acc, None],
        [T],
        {"atomic": AtomicKindAttr(AtomicKind.ADD)},
        names=["a1"],
    )
    f.operator("tensor.write", [flag, [c0], one], [t16], names=["f1"])
    f.ret()
    _assert_same(mb.build(), "kernel-effects.mlir")


def test_directions_while_and_if() -> None:
    """Explicit directions, overrides, scf.while and scf.if build a valid module."""
    mb = ModuleBuilder()
    kernel = mb.declare(
        "k", [T, T, i32], [T], kind="incore", directions=["in", "out", "in"]
    )
    f = mb.function("main", [T, T, i1, i32], [T], arg_names=["x", "y", "c", "n"])
    x, y, c, n = f.args
    call = f.call(
        "k", [x, y, n], directions=["input", "output_existing", "scalar"], no_dep=[0]
    )
    loop = f.while_([y])
    with loop.before():
        f.condition(c, *loop.before_args)
    with loop.after():
        f.yield_(f.call("k", [x, loop.after_args[0], n]).res[0])
    branch = f.if_(c, [T])
    with branch.then():
        f.yield_(loop.results[0])
    with branch.otherwise():
        f.yield_(x)
    with f.scope("incore", result_types=[T]) as scope:
        f.yield_(branch.results[0])
    launch = f.submit("k", [x], core_num=2, predicate=c)
    f.ret(scope.results[0])
    module = mb.build()
    assert call.arg_directions_tuple == (
        ArgDirection.INPUT,
        ArgDirection.OUTPUT_EXISTING,
        ArgDirection.SCALAR,
    )
    assert call.no_dep_indices == (0,)
    assert call.resolve_callee() is kernel
    assert isinstance(launch, SubmitOp)
    assert launch.task_id.type == TaskIdType()
    assert [type(op) for op in module.walk() if isinstance(op, CallOp | SubmitOp)] == [
        CallOp,
        CallOp,
        SubmitOp,
    ]
    # print -> parse gives the same IR
    text = _generic(module)
    assert _generic(Parser(pto_context(), text).parse_module()) == text


def test_build_verifies() -> None:
    mb = ModuleBuilder()
    mb.declare("k", [T], directions=["in"])
    f = mb.function("main", [T], arg_names=["x"])
    f.call("k", list(f.args), directions=["output"])
    f.ret()
    with pytest.raises(VerifyException, match="direction 'output'"):
        mb.build()
    assert isinstance(mb.build(verify=False).body.block.first_op, FuncOp)


def test_unknown_callee_needs_result_types() -> None:
    mb = ModuleBuilder()
    f = mb.function("main", [T], arg_names=["x"])
    with pytest.raises(ValueError, match="not declared yet"):
        f.call("later", list(f.args))
    f.call("later", list(f.args), result_types=[])
    with pytest.raises(ValueError, match="already defined"):
        mb.declare("main", [])


# What a Python user naturally writes (issue 16, item 10): ints become
# constants, words become enum attributes, and what cannot be coerced is
# refused at the call with what to pass.


def test_int_loop_bounds_become_index_constants() -> None:
    mb = ModuleBuilder()
    f = mb.function("main", [T], [])
    with f.for_(0, 4, 1) as loop:
        pass
    f.ret()
    module = mb.build()
    bounds = [v.owner for v in loop.op.operands]
    assert all(isinstance(b, arith.ConstantOp) for b in bounds)
    assert [str(v.type) for v in loop.op.operands] == ["index"] * 3
    assert "arith.constant 4 : index" in str(module)


def test_int_loop_bounds_take_the_type_of_a_given_bound() -> None:
    mb = ModuleBuilder()
    f = mb.function("main", [T], [])
    start = f.constant(0, i32)
    with f.for_(start, 8, 2) as loop:
        pass
    f.ret()
    mb.build()
    assert [v.type for v in loop.op.operands] == [i32] * 3


def test_int_call_argument_becomes_a_constant_of_the_parameter_type() -> None:
    mb = ModuleBuilder()
    mb.declare("kernel", [T, i32], [], kind="incore")
    f = mb.function("main", [T], [])
    (x,) = f.args
    call = f.call("kernel", [x, 3])
    sub = f.submit("kernel", [x, 5])
    f.ret()
    mb.build()
    assert call.args[1].type == i32
    assert "arith.constant 3 : i32" in str(mb.module)
    assert sub.args[1].type == i32


def test_int_for_a_tensor_parameter_is_refused() -> None:
    mb = ModuleBuilder()
    mb.declare("kernel", [T], [], kind="incore")
    f = mb.function("main", [T], [])
    with pytest.raises(TypeError, match=r"argument 0 of pto.call @kernel .*pass an"):
        f.call("kernel", [3])


def test_int_for_an_undeclared_callee_is_refused() -> None:
    mb = ModuleBuilder()
    f = mb.function("main", [T], [])
    with pytest.raises(TypeError, match="unknown type"):
        f.call("later", [3], result_types=[])


def test_string_enum_property_becomes_the_enum_attribute() -> None:
    mb = ModuleBuilder()
    tile = TileType([64], f32)
    f = mb.function("main", [tile, T], [T])
    t, out = f.args
    store = f.operator(
        "tile.store", [t, [0], out, None], [T], properties={"atomic": "add"}
    )
    f.ret(store.results[0])
    mb.build()
    assert store.properties["atomic"] == AtomicKindAttr(AtomicKind.ADD)
    assert "#pto.atomic<add>" in str(mb.module)


def test_bad_property_word_names_the_choices() -> None:
    mb = ModuleBuilder()
    f = mb.function("main", [TileType([64], f32), T], [T])
    t, out = f.args
    with pytest.raises(
        ValueError, match=r"'sum' is not a valid atomic of .*: use one of none, add"
    ):
        f.operator("tile.store", [t, [0], out, None], [T], properties={"atomic": "sum"})
    with pytest.raises(TypeError, match=r"property atomic .* pass an attribute"):
        f.operator(
            "tile.store", [t, [0], out, None], [T], properties=cast(Any, {"atomic": 1})
        )
    with pytest.raises(ValueError, match="has no property 'atomc'"):
        f.operator("tile.store", [t, [0], out, None], [T], properties={"atomc": "add"})


def test_bad_direction_word_names_the_choices() -> None:
    mb = ModuleBuilder()
    with pytest.raises(
        ValueError, match="'input' is not a valid parameter direction: use one of in"
    ):
        mb.declare("k", [T], directions=["input"])


def test_negative_tensor_extent_is_refused() -> None:
    with pytest.raises(
        VerifyException, match=r"dimension 0 of pto.tensor is -1: .* `\?`"
    ):
        TensorType([-1, 64], f32)


# Dominance (issue 25): xDSL's verifier has no dominance check, so a use the
# builder let through would build and verify, and the printed module would not
# parse again. The call that makes the bad use fails, naming the value.


def _loop_builder() -> tuple[ModuleBuilder, Any]:
    mb = ModuleBuilder()
    mb.declare("k", [T], [T], directions=["out"])
    return mb, mb.function("main", [T], arg_names=["x"])


def test_value_used_after_the_loop_that_defines_it_is_refused() -> None:
    _, f = _loop_builder()
    (x,) = f.args
    with f.for_(0, 4, 1):
        inner = f.call("k", [x], names=["inner"]).res[0]
    with pytest.raises(
        ValueError,
        match=re.escape(
            "pto.call @k uses %inner, which is defined inside a region of scf.for that does not enclose this use: a value does not leave its region; yield it"
        ),
    ):
        f.call("k", [inner])
    # Nothing was appended: the function can still be finished.
    f.ret()


def test_value_of_one_branch_used_in_the_other_is_refused() -> None:
    _, f = _loop_builder()
    (x,) = f.args
    branch = f.if_(True)
    with branch.then():
        a = f.call("k", [x], names=["a"]).res[0]
    with (
        branch.otherwise(),
        pytest.raises(
            ValueError,
            match=re.escape("uses %a, which is defined inside a region of scf.if"),
        ),
    ):
        f.call("k", [a])


def test_value_defined_after_the_enclosing_op_is_refused() -> None:
    _, f = _loop_builder()
    (x,) = f.args
    with f.scope("runtime") as scope:
        pass
    later = f.call("k", [x], names=["later"]).res[0]
    with (
        f.inside(scope.body.block),
        pytest.raises(
            ValueError,
            match=re.escape(
                "uses %later, which is defined after the pto.scope this use is nested in: define it before the pto.scope"
            ),
        ),
    ):
        f.call("k", [later])


def test_value_of_another_function_is_refused() -> None:
    mb, f = _loop_builder()
    g = mb.function("other", [T], arg_names=["y"])
    with pytest.raises(
        ValueError, match=re.escape("uses %y, which is not defined in @main")
    ):
        f.call("k", [g.args[0]])
    with pytest.raises(
        ValueError, match=re.escape("pto.return uses %y, which is not defined in @main")
    ):
        f.ret(g.args[0])


def test_unappended_and_unnamed_values_are_named_by_their_op() -> None:
    _, f = _loop_builder()
    detached = arith.ConstantOp.from_int_and_width(0, 32)
    with pytest.raises(
        ValueError,
        match=re.escape("uses result 0 of arith.constant, which is in no block yet"),
    ):
        f.append(arith.AddiOp(detached, detached))
    loop = f.for_(0, 4, 1)
    with loop as handle:
        pass
    with pytest.raises(
        ValueError,
        match=re.escape(
            "uses block argument 0 of a region of scf.for, which is defined inside"
        ),
    ):
        f.append(arith.AddiOp(handle.induction_var, handle.induction_var))


def test_nested_op_uses_are_checked_and_values_inside_the_op_are_fine() -> None:
    _, f = _loop_builder()
    with f.for_(0, 4, 1) as loop:
        pass
    iv = loop.induction_var
    # An op built elsewhere, whose nested op uses a value of the finished loop.
    bad = scf.IfOp(f.value(True, i1, "cond"), [], [arith.AddiOp(iv, iv), scf.YieldOp()])
    with pytest.raises(
        ValueError,
        match=re.escape("arith.addi uses block argument 0 of a region of scf.for"),
    ):
        f.append(bad)
    c = arith.ConstantOp.from_int_and_width(1, 32)
    good = scf.IfOp(
        f.value(True, i1, "cond"), [], [c, arith.AddiOp(c, c), scf.YieldOp()]
    )
    f.append(good)


def test_dominating_uses_build_and_round_trip() -> None:
    mb, f = _loop_builder()
    (x,) = f.args
    a = f.call("k", [x], names=["a"]).res[0]
    with f.for_(0, 4, 1, iter_args=[a], arg_names=["acc"]) as loop:
        with f.scope("runtime"):
            b = f.call("k", [loop.iter_args[0]], names=["b"]).res[0]
            f.call("k", [b])
            f.call("k", [a])  # defined before the loop: visible inside
        f.yield_(loop.iter_args[0])
    f.call("k", [loop.results[0]])
    f.ret()
    module = mb.build()
    text = _generic(module)
    assert _generic(Parser(pto_context(), text).parse_module()) == text
