"""How the ops that need more than their constructor are made, once: the
PyPTO importer and `builder.py` both build through these.

A catalogue operator gets one operand group per PyPTO argument and IRDL lays
the groups out (`operandSegmentSizes` included); a loop's PyPTO kind is the
discardable `pto.for_kind`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import scf
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.irdl import IRDLOperation

from pypto_xdsl.dialects.attributes import FOR_KIND_ATTR, ForKind, ForKindAttr
from pypto_xdsl.dialects.catalogue import CATALOGUE
from pypto_xdsl.dialects.operators import OperatorSpec

SPECS: dict[str, OperatorSpec] = {spec.op_name: spec for spec in CATALOGUE}
"""The catalogue row of each operator, by op name (`pto.tile.load`)."""


def catalogue_operator(
    cls: type[IRDLOperation],
    groups: Sequence[Sequence[SSAValue]],
    result_types: Sequence[Attribute],
    properties: Mapping[str, Attribute],
) -> IRDLOperation:
    """An operator of the catalogue: `groups` holds one list of operands per
    PyPTO argument of its row (empty for an absent optional one)."""
    return cls(
        operands=[list(group) for group in groups],
        result_types=list(result_types),
        properties=dict(properties),
    )


def for_loop(
    lower: SSAValue,
    upper: SSAValue,
    step: SSAValue,
    iter_args: Sequence[SSAValue],
    body: Block,
    kind: ForKind | None,
) -> scf.ForOp:
    """An `scf.for` over `body` (whose arguments are the induction variable and
    the carried values); `kind` None is PyPTO's sequential `pl.range`."""
    op = scf.ForOp(lower, upper, step, iter_args, Region(body))
    if kind is not None:
        op.attributes[FOR_KIND_ATTR] = ForKindAttr(kind)
    return op
