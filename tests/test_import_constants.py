"""The import writes one `arith.constant` per value and type per function, at
the top of its body, in order of first use (issue 40: one per literal use
drowned the imported IR)."""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IntegerAttr

from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.interop import import_pypto

T = "pl.Tensor[[64], pl.FP32]"
PROGRAM = f"""import pypto.language as pl

@pl.program
class consts:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: {T}, i: pl.Scalar[pl.INDEX], y: pl.Out[{T}]) -> {T}:
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i], [64], [64], target_memory=pl.Mem.Vec)
        r: {T} = pl.tile.store(t, [0], y)
        return r
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: {T}, n: pl.Scalar[pl.INDEX], y: pl.Out[{T}]) -> {T}:
        for i, (acc,) in pl.range(0, n, 1, init_values=(y,)):
            for j, (acc2,) in pl.range(0, 64, 1, init_values=(acc,)):
                s: {T} = self.k(x, j, acc2)
                u: {T} = pl.yield_(s)
            v: {T} = pl.yield_(u)
        a: pl.Scalar[pl.FP32] = pl.const(0.0, pl.FP32)
        b: pl.Scalar[pl.FP32] = pl.const(-0.0, pl.FP32)
        c: pl.Scalar[pl.BOOL] = True
        return v
"""


def _constants(func: FuncOp) -> list[str]:
    found: list[str] = []
    for op in func.walk():
        if isinstance(op, arith.ConstantOp):
            value = op.value
            assert isinstance(value, IntegerAttr | FloatAttr)
            found.append(f"{value.value.data!r}:{value.type}")
    return found


def test_one_constant_per_value_and_type_per_function() -> None:
    module = import_pypto(PROGRAM, "consts.py")  # verified: every use dominated
    k, main = (op for op in module.ops if isinstance(op, FuncOp))
    # 64 is used twice, 0 once, in k; each function has its own.
    assert _constants(k) == ["64:index", "0:index"]
    # 0 and 1 of both loops once; -0.0 is not 0.0; True is an i1, not index 1.
    assert _constants(main) == [
        "0:index",
        "1:index",
        "64:index",
        "0.0:f32",
        "-0.0:f32",
        "-1:i1",  # xDSL keeps an i1 true as -1
    ]


def test_constants_open_the_body_with_their_first_use_location() -> None:
    module = import_pypto(PROGRAM, "consts.py")
    k = next(op for op in module.ops if isinstance(op, FuncOp))
    first, second, load = list(k.body.block.ops)[:3]
    assert isinstance(first, arith.ConstantOp)
    assert isinstance(second, arith.ConstantOp)
    assert load.name == "pto.tile.load"
    # The location of the first use: the literal `64` in the load's line.
    assert str(first.location) == 'loc("consts.py":7:71)'
    assert str(load.location) == 'loc("consts.py":7:49)'
