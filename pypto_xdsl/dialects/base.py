"""The base class of every `pto` op: properties in one canonical order.

xDSL keeps properties in insertion order and prints them so in the generic
form. An op built from the pretty syntax, from Python, or updated by a pass
would otherwise print its properties in a different order than the same op
parsed from the generic form, and generic prints would not compare equal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from xdsl.dialects.builtin import LocationAttr
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.irdl import IRDLOperation

_SEGMENTS = "operandSegmentSizes"


class PtoOperation(IRDLOperation):
    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.canonicalize_properties()

    @classmethod
    def create(
        cls,
        *,
        operands: Sequence[SSAValue] = (),
        result_types: Sequence[Attribute] = (),
        properties: Mapping[str, Attribute] = {},
        attributes: Mapping[str, Attribute] = {},
        location: LocationAttr | None = None,
        successors: Sequence[Block] = (),
        regions: Sequence[Region] = (),
    ) -> Self:
        op = super().create(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            location=location,
            successors=successors,
            regions=regions,
        )
        op.canonicalize_properties()
        return op

    def canonicalize_properties(self) -> None:
        """Reorder properties: declaration order, then segment sizes, then the rest."""
        order = type(self).get_irdl_definition().properties
        props = self.properties
        ordered = {k: props[k] for k in order if k in props}
        if _SEGMENTS in props:
            ordered[_SEGMENTS] = props[_SEGMENTS]
        for k, v in props.items():
            ordered.setdefault(k, v)
        if list(ordered) != list(props):
            props.clear()
            props.update(ordered)
