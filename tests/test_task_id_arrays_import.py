"""Printed PyPTO's task-id arrays and barriers through the importer
(`pypto_xdsl/interop/task_id_arrays.py`): each construct, what the task graph
makes of it, and each bad use as one diagnostic on its line."""

from __future__ import annotations

import pytest
from commands_helpers import KERNEL, MAIN, NAMED, PRELUDE, T, body
from module_task_graph import task_graph_of
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Operation

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.task_ids import (
    ArrayCreateOp,
    ArrayGetElementOp,
    TaskDummyOp,
    TaskInvalidOp,
)
from pypto_xdsl.dialects.types import ArrayType, TaskIdType
from pypto_xdsl.interop import PyptoImportError, import_pypto
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

TID = "pl.Scalar[pl.TASK_ID]"
SUBMIT = f"pl.Tuple[{T}, {TID}]"
HEADER = NAMED + PRELUDE + KERNEL + MAIN
FIRST_LINE = HEADER.count("\n") + 1
"""The line of the body's first statement."""


def program(text: str) -> str:
    return HEADER + body(text)


def ops(text: str, cls: type[Operation]) -> list[Operation]:
    return [o for o in import_pypto(text).walk() if isinstance(o, cls)]


def deps_per_task(text: str) -> list[set[int]]:
    module = import_pypto(text)
    DeriveCallDirectionsPass().apply(pto_context(), module)
    return [set(t.deps) for t in task_graph_of(module, "main").tasks]


FAN_IN = f"""\
with pl.scope(mode=pl.ScopeMode.MANUAL):
    tids: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
    for i, (acc,) in pl.range(3, init_values=(tids,)):
        r: {SUBMIT} = pl.submit(self.k, x, y)
        t: {TID} = r[1]
        acc2: pl.Array[3, pl.TASK_ID] = pl.array.update_element(acc, i, t)
        out = pl.yield_(acc2)
    DEPS
return y
"""


def test_an_array_in_deps_orders_after_every_task_it_holds() -> None:
    body = FAN_IN.replace(
        "DEPS", f"last: {SUBMIT} = pl.submit(self.k, x, y, deps=[out])"
    )
    assert deps_per_task(program(body)) == [set(), set(), set(), {0, 1, 2}]


def test_a_barrier_an_element_and_none() -> None:
    body = FAN_IN.replace(
        "DEPS",
        f"""gate: {TID} = pl.system.task_dummy(deps=[out, None])
    one: {TID} = pl.array.get_element(out, 1)
    seed: {TID} = pl.system.task_invalid()
    last: {SUBMIT} = pl.submit(self.k, x, y, deps=[gate, None])
    other: {SUBMIT} = pl.submit(self.k, x, y, deps=[one, seed])""",
    )
    text = program(body)
    (dummy,) = ops(text, TaskDummyOp)
    assert isinstance(dummy, TaskDummyOp)
    assert len(dummy.deps) == 1
    (get,) = ops(text, ArrayGetElementOp)
    assert isinstance(get.results[0].type, TaskIdType)
    # `None` in deps: the importer's seed, the invalid id (no task).
    assert len(ops(text, TaskInvalidOp)) == 2
    assert deps_per_task(text)[3:] == [{0, 1, 2}, {1}]


def test_positional_dtype_attrs_and_integer_arrays() -> None:
    body = """\
    a: pl.Array[4, pl.INT32] = pl.array.create(4, pl.INT32, attrs={"note": 1})
    a2: pl.Array[4, pl.INT32] = pl.array.update_element(a, 0, pl.const(7, pl.INT32))
    v: pl.Scalar[pl.INT32] = pl.array.get_element(a2, 0)
    return y
    """
    text = program(body)
    (create,) = ops(text, ArrayCreateOp)
    assert create.results[0].type == ArrayType([4], IntegerType(32))
    assert str(create.attributes["pypto.attrs"]) == "\"{'note': 1}\""


def test_ops_carry_their_lines() -> None:
    body = FAN_IN.replace("DEPS", f"g: {TID} = pl.system.task_dummy(deps=[out])")
    (dummy,) = ops(program(body), TaskDummyOp)
    assert dummy.location.line.data == FIRST_LINE + 7  # type: ignore[attr-defined]


BAD: dict[str, tuple[str, int, str]] = {
    "float-array": (
        "a: pl.Array[4, pl.FP32] = pl.array.create(4, dtype=pl.FP32)",
        0,
        "an array of pl.FP32: arrays hold integer dtypes, pl.BOOL, pl.INDEX and pl.TASK_ID",
    ),
    "symbolic-extent": (
        "a: pl.Array[4, pl.TASK_ID] = pl.array.create(n, dtype=pl.TASK_ID)",
        0,
        "the extent of an array is a positive integer literal",
    ),
    "annotation-extent": (
        "a: pl.Array[0, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)",
        0,
        "the extent of an array is a positive integer literal",
    ),
    "annotation-conflict": (
        "a: pl.Array[8, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)",
        0,
        "pl.array.create gives !pto.array<4x!pto.task_id> but the annotation says "
        "!pto.array<8x!pto.task_id>: fix the annotation",
    ),
    "arity": (
        "a: pl.Array[4, pl.TASK_ID] = pl.array.create(4)",
        0,
        "pl.array.create takes extent, dtype, each once",
    ),
    "not-an-array": (
        f"t: {TID} = pl.array.get_element(x, 0)",
        0,
        "x is a !pto.tensor<64xf32>, not an array (pl.Array[...])",
    ),
    "wrong-element": (
        "a: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)\n"
        "b: pl.Array[4, pl.TASK_ID] = pl.array.update_element(a, 0, 3)",
        1,
        "pl.array.update_element: pto.array.update_element stores a value of type",
    ),
    "out-of-range": (
        "a: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)\n"
        f"t: {TID} = pl.array.get_element(a, 4)",
        1,
        "index 4 of pto.array.get_element is outside !pto.array<4x!pto.task_id>",
    ),
    "deps-not-a-list": (
        f"g: {TID} = pl.system.task_dummy(deps=x)",
        0,
        "deps of pl.system.task_dummy is a list",
    ),
    "tensor-dep": (
        f"g: {TID} = pl.system.task_dummy(deps=[x])",
        0,
        "deps entry 0 of pto.system.task_dummy has type !pto.tensor<64xf32>",
    ),
    "unknown-array-op": (
        "pl.array.fill(x, 0)",
        0,
        "pl.array.fill is not supported: supported are pl.array.create(N, dtype=...)",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_use_is_one_diagnostic_on_its_line(case: str) -> None:
    body, offset, message = BAD[case]
    with pytest.raises(PyptoImportError) as info:
        import_pypto(program(body + "\nreturn y\n"), "bad.py")
    assert message in info.value.message, info.value.message
    assert info.value.line == FIRST_LINE + offset, info.value.one_line
