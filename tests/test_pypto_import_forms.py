"""Forms PyPTO's printer writes (python_print) that the importer reads:
dynamic dimension variables, distributed tensors, core counts computed at
run time, functions printed without a return annotation, tuples returned
whole, pl.min/pl.max on every scalar type, mixed integer scalars, pld.*
operators, and the keywords of calls and submits that change no direction."""

from __future__ import annotations

import textwrap

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    Float32Type,
    IndexType,
    IntegerType,
    ModuleOp,
    StringAttr,
)
from xdsl.ir import Operation

from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.dynamic_dim import DynamicDimOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.dialects.types import TensorType
from pypto_xdsl.interop import PyptoImportError, import_pypto
from pypto_xdsl.interop.pypto import ATTRS_KEY

T = "pl.Tensor[[64], pl.FP32]"
KERNEL = f"""\
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: {T}, y: pl.Out[{T}]) -> {T}:
        return y
"""


def program(body: str, *, top: str = "", params: str = "", returns: str = T) -> str:
    head = (
        "    @pl.function(type=pl.FunctionType.Orchestration)\n"
        f"    def main(self, x: {T}, y: pl.Out[{T}]{params})"
        + (f" -> {returns}" if returns else "")
        + ":\n"
    )
    return (
        "import pypto.language as pl\n"
        + top
        + "\n@pl.program\nclass p:\n"
        + KERNEL
        + head
        + textwrap.indent(textwrap.dedent(body), " " * 8)
    )


def ops(module: ModuleOp, cls: type[Operation]) -> list[Operation]:
    return [o for o in module.walk() if isinstance(o, cls)]


def main_of(module: ModuleOp) -> FuncOp:
    f = module.ops.last
    assert isinstance(f, FuncOp)
    return f


def test_dynamic_dimension_in_types_and_as_a_value() -> None:
    text = program(
        """\
        for i in pl.range(B_DYN):
            r: pl.Tensor[[B_DYN, 64], pl.FP32] = pl.tensor.create([B_DYN, 64], dtype=pl.FP32)
        return y
        """,
        top='B_DYN = pl.dynamic("B_DYN")\n',
    )
    m = import_pypto(text)
    dims = ops(m, DynamicDimOp)
    # One per function, read by the loop bound and the tensor's shape.
    (dim,) = dims
    assert dim.properties["dim_name"] == StringAttr("B_DYN")
    assert dim.results[0].type == IndexType()
    assert len(list(dim.results[0].uses)) == 2


def test_a_bad_dynamic_line_names_the_form() -> None:
    text = program("return y\n", top="B = pl.dynamic(B)\n")
    with pytest.raises(PyptoImportError, match=r'NAME = pl.dynamic\("NAME"\)'):
        import_pypto(text)


def test_distributed_tensor_is_a_tensor() -> None:
    text = program(
        "return y\n", params=", d: pl.InOut[pld.DistributedTensor[[4, 8], pl.INT32]]"
    )
    m = import_pypto(text)
    assert main_of(m).function_type.inputs.data[2] == TensorType(
        [4, 8], IntegerType(32)
    )


def test_runtime_core_num_is_the_submits_operand() -> None:
    text = program(
        """\
        n: pl.Scalar[pl.INDEX] = 8
        r: pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.k, x, y, core_num=n // 2)
        return y
        """
    )
    (submit,) = ops(import_pypto(text), SubmitOp)
    assert isinstance(submit, SubmitOp)
    assert submit.core_num is None
    count = submit.runtime_core_num
    assert count is not None
    assert isinstance(count.owner, arith.FloorDivSIOp)
    assert ATTRS_KEY not in submit.attributes


def test_a_runtime_core_num_of_unknown_names_is_an_error() -> None:
    text = program(
        """\
        r: pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.k, x, y, core_num=nope)
        return y
        """
    )
    with pytest.raises(PyptoImportError, match="'nope' is not defined"):
        import_pypto(text)


def test_results_from_return_when_printed_without_annotation() -> None:
    text = program(
        f"""\
        a: {T} = self.k(x, y)
        return a, y
        """,
        returns="",
    )
    outputs = main_of(import_pypto(text)).function_type.outputs.data
    assert list(outputs) == [TensorType([64], Float32Type())] * 2


def test_a_tuple_returned_whole() -> None:
    text = program(
        f"""\
        t: pl.Tuple[{T}, {T}] = pl.yield_(x, y)
        return t
        """,
        returns=f"tuple[{T}, {T}]",
    )
    # pl.yield_ outside a loop is refused, so build the tuple from a call.
    text = text.replace("pl.yield_(x, y)", "self.k2(x, y)").replace(
        KERNEL,
        KERNEL
        + f"""\
    @pl.function(type=pl.FunctionType.AIV)
    def k2(x: {T}, y: pl.Out[{T}]) -> tuple[{T}, {T}]:
        return x, y
""",
    )
    m = import_pypto(text)
    ret = main_of(m).body.block.last_op
    assert ret is not None
    assert len(ret.operands) == 2


@pytest.mark.parametrize(
    ("dtype", "op"),
    [
        ("pl.INT32", arith.MinSIOp),
        ("pl.INDEX", arith.MinSIOp),
        ("pl.FP32", arith.MinimumfOp),
        ("pl.BF16", arith.MinimumfOp),
    ],
)
def test_min_on_every_scalar_type(dtype: str, op: type[Operation]) -> None:
    text = program(
        f"""\
        a: pl.Scalar[{dtype}] = pl.const(1, {dtype})
        b: pl.Scalar[{dtype}] = pl.min(a, a)
        c: pl.Scalar[{dtype}] = pl.max(a, b)
        return y
        """
    )
    m = import_pypto(text)
    assert len(ops(m, op)) == 1


def test_mixed_integer_scalars_meet_in_the_wider_type() -> None:
    text = program(
        """\
        a: pl.Scalar[pl.INT32] = pl.const(1, pl.INT32)
        b: pl.Scalar[pl.INDEX] = 4
        c: pl.Scalar[pl.INDEX] = b + a
        return y
        """
    )
    m = import_pypto(text)
    (add,) = ops(m, arith.AddiOp)
    assert add.results[0].type == IndexType()
    assert len(ops(m, arith.IndexCastOp)) == 1


def test_an_integer_argument_takes_its_parameter_width() -> None:
    text = program(
        """\
        for i in pl.range(4):
            self.s(x, y, i)
        return y
        """
    ).replace(
        KERNEL,
        KERNEL
        + f"""\
    @pl.function(type=pl.FunctionType.AIV)
    def s(x: {T}, y: pl.Out[{T}], n: pl.Scalar[pl.INT32]) -> {T}:
        return y
""",
    )
    m = import_pypto(text)
    (call,) = [c for c in ops(m, CallOp) if isinstance(c, CallOp)]
    assert call.args[2].type == IntegerType(32)


def test_device_and_dumps_keywords_are_kept() -> None:
    text = program(
        f"""\
        a: {T} = self.k(x, y, device=0)
        return a
        """
    )
    (call,) = ops(import_pypto(text), CallOp)
    assert "device" in str(call.attributes[ATTRS_KEY])


def test_pld_operators_are_dispatched_like_pl() -> None:
    text = program(
        """\
        n: pl.Scalar[pl.INT64] = pld.system.world_size()
        return y
        """
    )
    # Its catalogue row's op, or a pto.op under its pld name when it has no
    # row: either way no longer an unknown callee.
    module = import_pypto(text)
    generic = [
        op.op_name.data for op in module.walk() if isinstance(op, GenericOperatorOp)
    ]
    names = [op.name for op in module.walk()]
    assert "pto.pld.system.world_size" in names or generic == ["pld.system.world_size"]


def test_a_scope_closing_a_loop_body_yields_for_it() -> None:
    text = program(
        f"""\
        for i, (acc,) in pl.range(4, init_values=(y,)):
            with pl.incore():
                a: {T} = self.k(x, acc)
                out: {T} = pl.yield_(a)
        return out
        """
    )
    m = import_pypto(text)
    assert len(main_of(m).function_type.outputs.data) == 1
