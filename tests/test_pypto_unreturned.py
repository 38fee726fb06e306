"""Functions that declare results and end without `return` (PyPTO's
host-level orchestrators print so, the last statement a call), and a static
tensor passed for a parameter with a dynamic dimension (issue 38)."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, f32, i32

from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.types import TensorType, fits_parameter
from pypto_xdsl.interop import export_directions, import_pypto
from pypto_xdsl.interop.pypto.decorators import DECLARED_RESULTS

_PROGRAM = """import pypto.language as pl
N = pl.dynamic("N")

@pl.program
class p:
    @pl.function(type=pl.FunctionType.Orchestration)
    def inner(self, x: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        return y
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        self.inner(x, y, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
"""


def test_a_function_ending_without_return_returns_nothing() -> None:
    # PyPTO's parser keeps it (its return types, no return statement): it
    # imports, returns nothing, keeps the declared results as text, and
    # exports unchanged.
    module = import_pypto(_PROGRAM, "p.py")
    host = next(
        op
        for op in module.walk()
        if isinstance(op, FuncOp) and op.sym_name.data == "host"
    )
    assert host.function_type.outputs.data == ()
    assert str(host.attributes[DECLARED_RESULTS]) == '"pl.Tensor[[16, 64], pl.FP32]"'
    assert export_directions(_PROGRAM, module) == _PROGRAM


@pytest.mark.parametrize(
    ("argument", "parameter", "fits"),
    [
        (TensorType([16, 64], f32), TensorType([DYNAMIC_INDEX, 64], f32), True),
        (TensorType([16, 64], f32), TensorType([16, 64], f32), True),
        (TensorType([DYNAMIC_INDEX, 64], f32), TensorType([16, 64], f32), False),
        (TensorType([16, 64], f32), TensorType([DYNAMIC_INDEX, 32], f32), False),
        (TensorType([16, 64], f32), TensorType([DYNAMIC_INDEX, 64], i32), False),
        (TensorType([16, 64], f32), TensorType([DYNAMIC_INDEX], f32), False),
        (i32, i32, True),
    ],
)
def test_a_dynamic_dimension_takes_the_extent_passed(
    argument: TensorType, parameter: TensorType, fits: bool
) -> None:
    assert fits_parameter(argument, parameter) is fits
