"""Operands grouped per argument: the unit effects are declared on.

An argument is one IRDL operand definition: a single operand, an optional one
or a variadic group. Effect declarations, their queries and the xDSL memory
effects all read operands through `argument_groups`, and nothing here depends
on them, so every effect module can import it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import DenseArrayBase, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import AttrSizedOperandSegments, IRDLOperation
from xdsl.irdl.operations import OpDef, VarOperandDef

SEGMENTS = "operandSegmentSizes"
"""The property holding the size of each operand group."""

# Per op class: whether each argument is a single operand (False) or an
# optional/variadic group (True), and whether the group sizes live in the
# `operandSegmentSizes` property. None: use the IRDL accessors.
_Layout = tuple[tuple[bool, ...], bool] | None
_LAYOUTS: dict[type[IRDLOperation], _Layout] = {}
_SEGMENT_SIZES: dict[Attribute, tuple[int, ...]] = {}


def _layout(cls: type[IRDLOperation]) -> _Layout:
    if cls in _LAYOUTS:
        return _LAYOUTS[cls]
    op_def: OpDef = cls.get_irdl_definition()
    groups = tuple(isinstance(d, VarOperandDef) for _, d in op_def.operands)
    in_property = any(
        isinstance(o, AttrSizedOperandSegments) and o.as_property
        for o in op_def.options
    )
    layout: _Layout = (groups, in_property)
    if sum(groups) > 1 and not in_property:
        layout = None
    _LAYOUTS[cls] = layout
    return layout


def _segment_sizes(attr: DenseArrayBase[IntegerType]) -> tuple[int, ...]:
    sizes = _SEGMENT_SIZES.get(attr)
    if sizes is None:
        sizes = attr.get_values()
        if len(_SEGMENT_SIZES) < 4096:
            _SEGMENT_SIZES[attr] = sizes
    return sizes


def leading_group_size(op: Operation) -> int | None:
    """The size of `op`'s first operand group, from its `operandSegmentSizes`
    property; None when that is missing or does not fit the operands.

    Only the first packed size is read (xDSL packs an i32 array
    little-endian, "<i"): IRDL's accessors unpack every size on each read,
    which costs more than the rest of what an analysis reads at a call site."""
    segments = op.properties.get(SEGMENTS)
    if not isinstance(segments, DenseArrayBase):
        return None
    packed = segments.data.data
    if len(packed) < 4:
        return None
    size = int.from_bytes(packed[:4], "little", signed=True)
    return size if 0 <= size <= len(op.operands) else None


def argument_groups(op: Operation) -> tuple[tuple[SSAValue, ...], ...]:
    """The op's operands grouped per argument (IRDL operand definition), in
    argument order; an op without IRDL operand definitions has one argument
    per operand."""
    if not isinstance(op, IRDLOperation):
        return tuple((v,) for v in op.operands)
    layout = _layout(type(op))
    operands = op.operands
    if layout is not None:
        groups, in_property = layout
        if not any(groups):
            return tuple((v,) for v in operands)
        segments = op.properties.get(SEGMENTS) if in_property else None
        if isinstance(segments, DenseArrayBase):
            sizes = _segment_sizes(cast(DenseArrayBase[IntegerType], segments))
            if len(sizes) == len(groups) and sum(sizes) == len(operands):
                result: list[tuple[SSAValue, ...]] = []
                start = 0
                for size in sizes:
                    result.append(tuple(operands[start : start + size]))
                    start += size
                return tuple(result)
        elif not in_property:
            # One variadic group: it takes whatever the single operands leave.
            rest = len(operands) - (len(groups) - 1)
            result = []
            start = 0
            for variadic in groups:
                size = rest if variadic else 1
                result.append(tuple(operands[start : start + size]))
                start += size
            return tuple(result)
    return _accessor_groups(op)


def _accessor_groups(op: IRDLOperation) -> tuple[tuple[SSAValue, ...], ...]:
    op_def: OpDef = type(op).get_irdl_definition()
    groups: list[tuple[SSAValue, ...]] = []
    for field_name, _ in op_def.operands:
        value: SSAValue | Sequence[SSAValue] | None = getattr(op, field_name)
        if value is None:
            groups.append(())
        elif isinstance(value, SSAValue):
            groups.append((value,))
        else:
            groups.append(tuple(value))
    return tuple(groups)
