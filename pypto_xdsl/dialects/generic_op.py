"""`pto.op`, an operator outside the catalogue, and `!pto.ptr`, PyPTO's `pl.Ptr`.

An imported program uses operators the catalogue does not model (tile compute
such as `tile.muls`, `tensor.read`, `system.*`, ...). Each becomes one
`pto.op` that keeps PyPTO's registry name, its value arguments as operands
(named by position or keyword in `arg_names`), its other arguments as source
text in `static_args`, and its result types. It declares no effect, so it is
*unclassified* (op-effects.md): never read-only, and an analysis that needs its
effects refuses to guess.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    irdl_attr_definition,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    var_operand_def,
    var_result_def,
)
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.base import PtoOperation


@irdl_attr_definition
class PtrType(ParametrizedAttribute, TypeAttribute):
    """`!pto.ptr`: an on-chip address (PyPTO's `pl.Ptr`, the result of `tile.alloc`)."""

    name = "pto.ptr"


@irdl_op_definition
class GenericOperatorOp(PtoOperation):
    """`pto.op`: a PyPTO operator the catalogue does not model; unclassified."""

    name = "pto.op"

    op_name = prop_def(StringAttr)
    """PyPTO's registry name, e.g. `tile.muls`."""
    arg_names = prop_def(ArrayAttr[StringAttr])
    """One per operand: the position (`1`, `1.0` for the first element of a
    list argument) or the keyword the operand was passed as."""
    static_args = opt_prop_def(DictionaryAttr)
    """Arguments that are not values (`pl.Mem.Vec`, `0.5`, `'name'`), as
    source text, keyed by position or keyword."""

    arguments = var_operand_def()
    res = var_result_def()

    LEADING_PROPERTIES: ClassVar[tuple[str, ...]] = (
        "op_name",
        "arg_names",
        "static_args",
    )

    def __init__(
        self,
        op_name: str,
        arguments: Sequence[SSAValue],
        arg_names: Sequence[str],
        result_types: Sequence[Attribute],
        static_args: Mapping[str, str] | None = None,
    ):
        props: dict[str, Attribute] = {
            "op_name": StringAttr(op_name),
            "arg_names": ArrayAttr(StringAttr(n) for n in arg_names),
        }
        if static_args:
            props["static_args"] = DictionaryAttr(
                {k: StringAttr(v) for k, v in static_args.items()}
            )
        super().__init__(
            operands=[arguments], result_types=[result_types], properties=props
        )

    def verify_(self) -> None:
        if len(self.arg_names.data) != len(self.arguments):
            raise VerifyException(
                f"pto.op {self.op_name.data!r} names {len(self.arg_names.data)} "
                f"argument(s) but has {len(self.arguments)} operand(s): give "
                "arg_names one entry per operand"
            )
