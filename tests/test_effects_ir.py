"""Every catalogue op parses in generic form with one operand group per
argument (`operandSegmentSizes` with one entry per argument whenever a group
is optional or variadic), verifies, and round-trips."""

from __future__ import annotations

import pytest
from xdsl.dialects import builtin
from xdsl.parser import Parser
from xdsl.printer import Printer

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.catalogue import CATALOGUE
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.operators import OperatorSpec

TYPES = {
    "tensor": "!pto.tensor<64xf32>",
    "tile": "!pto.tile<64xf32, vec>",
    "array": "!pto.array<4xi32>",
    "buffer": "!pto.buffer<64xf32>",
    "index": "index",
    "int": "i32",
    "any": "index",
}
VALUES = {
    "tensor": "%t",
    "tile": "%l",
    "array": "%a",
    "buffer": "%b",
    "index": "%i",
    "int": "%n",
    "any": "%i",
}


def _program(spec: OperatorSpec) -> str:
    operands: list[str] = []
    types: list[str] = []
    for arg in spec.arg_specs:
        operands.append(VALUES[arg.kind])
        types.append(TYPES[arg.kind])
    props = ""
    if any(a.segmented for a in spec.arg_specs):
        sizes = ", ".join("1" for _ in spec.arg_specs)
        props = f" <{{operandSegmentSizes = array<i32: {sizes}>}}>"
    result = "" if spec.result is None else "%r = "
    result_type = "" if spec.result is None else TYPES[spec.result]
    op = (
        f'{result}"{spec.op_name}"({", ".join(operands)}){props} : '
        f"({', '.join(types)}) -> ({result_type})"
    )
    params = ", ".join(
        f"{VALUES[k]}: {TYPES[k]}" for k in ("tensor", "tile", "array", "buffer")
    )
    return (
        "builtin.module {\n"
        f"  pto.func incore @f({params}, %i: index, %n: i32) {{\n"
        f"    {op}\n"
        "    pto.return\n"
        "  }\n"
        "}\n"
    )


def _generic(module: builtin.ModuleOp) -> str:
    from io import StringIO

    out = StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue()


@pytest.mark.parametrize("spec", CATALOGUE, ids=lambda s: s.name)
def test_catalogue_op_round_trips(spec: OperatorSpec) -> None:
    ctx = pto_context()
    module = Parser(ctx, _program(spec)).parse_module()
    module.verify()
    func = next(iter(module.ops))
    assert isinstance(func, FuncOp)
    generic = _generic(module)
    again = Parser(ctx, generic).parse_module()
    again.verify()
    assert _generic(again) == generic
    assert f'"{spec.op_name}"' in generic


def test_builder_deduces_the_reused_result() -> None:
    from xdsl.dialects.builtin import f32, i32

    from pypto_xdsl.builder import ModuleBuilder
    from pypto_xdsl.dialects.attributes import MemorySpace
    from pypto_xdsl.dialects.types import TensorType, TileType

    t, s = TensorType([64], f32), TensorType([16], i32)
    tile = TileType([64], f32, MemorySpace.VEC)
    mb = ModuleBuilder()
    f = mb.function("k", [t, t, s, tile], kind="incore")
    x, y, sig, v = f.args
    c0 = f.index(0)
    value = f.constant(1, i32)
    write = f.operator("tile.write", [v, [c0], value])
    gather = f.operator("pld.tensor.allgather", [x, y, sig])
    barrier = f.operator("pld.tensor.barrier", [sig])
    host = f.operator("builtin.tensor.allreduce", [x, sig])
    clone = f.operator("tensor.expand_clone", [x, y])
    f.ret()
    mb.build()  # verified
    assert [r.type for r in write.results] == [tile]
    assert [r.type for r in gather.results] == [t]
    assert [r.type for r in barrier.results] == [s]
    assert not host.results
    assert not clone.results
