"""`pto.tensor.create`: a fresh, locally allocated global tensor."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IndexType, UnitAttr
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    irdl_op_definition,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.memory_effects import AllocatesResult
from pypto_xdsl.dialects.types import TensorType


@irdl_op_definition
class TensorCreateOp(PtoOperation):
    """Unlike the catalogue operators, the static shape lives in the result type;
    the operands are one `index` per `?` dimension. `manual_dep` is PyPTO's
    `pl.tensor.create(..., manual_dep=True)`: the runtime tracks no access to
    the buffer (no overlap lookup, no entry), so only `deps(...)` and the
    tasks' other arguments order them (docs/task-graph.md)."""

    name = "pto.tensor.create"

    dynamic_sizes = var_operand_def(IndexType)
    manual_dep = opt_prop_def(UnitAttr)
    result = result_def(TensorType)

    PROPERTY_SPELLINGS: ClassVar[Mapping[str, str]] = {
        "manual_dep": "manual_dep before the type (pto.tensor.create manual_dep : ...)",
    }

    # An allocation: `dce` may drop an unused one, `cse` never merges two.
    traits = traits_def(AllocatesResult())

    assembly_format = (
        "(`(` $dynamic_sizes^ `)`)? (`manual_dep` $manual_dep^)? attr-dict "
        "`:` type($result)"
    )

    def __init__(
        self,
        result_type: TensorType,
        dynamic_sizes: Sequence[SSAValue | Operation] = (),
        *,
        manual_dep: bool = False,
    ):
        super().__init__(
            operands=[dynamic_sizes],
            result_types=[result_type],
            properties={"manual_dep": UnitAttr()} if manual_dep else {},
        )

    def verify_(self) -> None:
        ty = self.result.type
        if ty.dynamic_dims != len(self.dynamic_sizes):
            raise VerifyException(
                f"pto.tensor.create of {ty} takes {ty.dynamic_dims} index operand(s), "
                f"one per '?' dimension, but has {len(self.dynamic_sizes)}: pass one "
                "index per '?' dimension, in order"
            )
