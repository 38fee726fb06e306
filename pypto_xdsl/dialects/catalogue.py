"""The operator catalogue: one row per PyPTO operator the dialect models.

Argument lists follow PyPTO's order (ir.md): `name` is one operand, `name?`
an optional one, `name[]` a variadic group and `name[]?` an optional group;
`:kind` constrains the operand type (operators.TYPE_KINDS).
"""

from __future__ import annotations

from xdsl.irdl import IRDLOperation

from pypto_xdsl.dialects.attributes import AtomicKindAttr, MemorySpaceAttr
from pypto_xdsl.dialects.effects import OutputReusesInput
from pypto_xdsl.dialects.operators import OperatorSpec, make_operator

CATALOGUE: tuple[OperatorSpec, ...] = (
    OperatorSpec(
        "tensor.slice",
        ("input:tensor", "shape[]:index", "offset[]:index", "valid_shape[]?:index"),
        result="tensor",
    ),
    OperatorSpec(
        "tensor.assemble",
        ("target:tensor", "source:tensor", "offset[]:index"),
        result="tensor",
        properties={"atomic": AtomicKindAttr},
        traits=(OutputReusesInput(0),),
    ),
    OperatorSpec(
        "tile.load",
        ("tensor:tensor", "offsets[]:index", "shapes[]:index", "valid_shape[]:index"),
        result="tile",
        properties={"target_memory": MemorySpaceAttr},
    ),
    OperatorSpec(
        "tile.store",
        ("tile:tile", "offsets[]:index", "output_tensor:tensor", "shapes[]?:index"),
        result="tensor",
        properties={"atomic": AtomicKindAttr},
        traits=(OutputReusesInput(2),),
    ),
    OperatorSpec("tile.add", ("lhs:tile", "rhs:tile"), result="tile"),
)

OPERATORS: tuple[type[IRDLOperation], ...] = tuple(make_operator(s) for s in CATALOGUE)
OPERATORS_BY_NAME: dict[str, type[IRDLOperation]] = {op.name: op for op in OPERATORS}
