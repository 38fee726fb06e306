"""Evaluation of `arith` integer ops on `index` and `iN` values.

Both interpreters share it: the orchestration body's bounds, conditions and
view offsets, and the callee body's tile offsets. A value is a Python int (an
`i1` is 0 or 1), or None when it cannot be evaluated (a function argument
without a value, a data-dependent result, a division by zero).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation

Value = int | None

_INDEX_WIDTH = 64


def width(ty: Attribute) -> int | None:
    """The bit width of an integer-like type; None for anything else."""
    if isinstance(ty, IndexType):
        return _INDEX_WIDTH
    if isinstance(ty, IntegerType):
        return ty.bitwidth
    return None


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if bits > 1 and value >> (bits - 1) else value


def _unsigned(value: int, bits: int) -> int:
    return value & ((1 << bits) - 1)


def _floordiv(a: int, b: int) -> int:
    return a // b


def _ceildiv(a: int, b: int) -> int:
    return -(-a // b)


def _truncdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _truncrem(a: int, b: int) -> int:
    return a - b * _truncdiv(a, b)


# (signed?, function) for the binary ops; division by zero is not evaluable.
_BINARY: dict[type[Operation], tuple[bool, Callable[[int, int], int]]] = {
    arith.AddiOp: (True, lambda a, b: a + b),
    arith.SubiOp: (True, lambda a, b: a - b),
    arith.MuliOp: (True, lambda a, b: a * b),
    arith.DivSIOp: (True, _truncdiv),
    arith.DivUIOp: (False, _floordiv),
    arith.RemSIOp: (True, _truncrem),
    arith.RemUIOp: (False, lambda a, b: a % b),
    arith.FloorDivSIOp: (True, _floordiv),
    arith.CeilDivSIOp: (True, _ceildiv),
    arith.CeilDivUIOp: (False, _ceildiv),
    arith.MinSIOp: (True, min),
    arith.MinUIOp: (False, min),
    arith.MaxSIOp: (True, max),
    arith.MaxUIOp: (False, max),
}
_DIVIDES = frozenset(
    {
        arith.DivSIOp,
        arith.DivUIOp,
        arith.RemSIOp,
        arith.RemUIOp,
        arith.FloorDivSIOp,
        arith.CeilDivSIOp,
        arith.CeilDivUIOp,
    }
)

# arith.cmpi predicates by number: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge.
_COMPARE: tuple[tuple[bool, Callable[[int, int], bool]], ...] = (
    (True, lambda a, b: a == b),
    (True, lambda a, b: a != b),
    (True, lambda a, b: a < b),
    (True, lambda a, b: a <= b),
    (True, lambda a, b: a > b),
    (True, lambda a, b: a >= b),
    (False, lambda a, b: a < b),
    (False, lambda a, b: a <= b),
    (False, lambda a, b: a > b),
    (False, lambda a, b: a >= b),
)


def is_arith(op: Operation) -> bool:
    """Whether `evaluate` knows this op."""
    # By exact type, as `_BINARY` is read: xDSL's op classes are abstract
    # base classes, and an isinstance against 21 of them costs every op the
    # interpreters execute 21 ABC checks (a tenth of a replay's time).
    return type(op) in _KNOWN


_KNOWN: frozenset[type[Operation]] = frozenset(
    {
        arith.ConstantOp,
        arith.CmpiOp,
        arith.SelectOp,
        arith.IndexCastOp,
        arith.ExtSIOp,
        arith.ExtUIOp,
        arith.TruncIOp,
        *_BINARY,
    }
)


def evaluate(op: Operation, operands: Sequence[Value]) -> Value:
    """The value of `op`'s single result, given its operands' values."""
    result_bits = width(op.results[0].type) if op.results else None
    if isinstance(op, arith.ConstantOp):
        attr = op.value
        if isinstance(attr, IntegerAttr) and result_bits is not None:
            return _signed(attr.value.data, result_bits)
        return None
    if any(v is None for v in operands) or result_bits is None:
        return None
    values = [v for v in operands if v is not None]
    if isinstance(op, arith.SelectOp):
        return values[1] if values[0] else values[2]
    in_bits = width(op.operands[0].type)
    if in_bits is None:
        return None
    if isinstance(op, arith.CmpiOp):
        predicate = op.predicate.value.data
        if not 0 <= predicate < len(_COMPARE):
            return None
        signed, compare = _COMPARE[predicate]
        a, b = (
            _signed(v, in_bits) if signed else _unsigned(v, in_bits) for v in values
        )
        return int(compare(a, b))
    if isinstance(op, arith.IndexCastOp | arith.ExtSIOp | arith.TruncIOp):
        return _signed(values[0], min(in_bits, result_bits))
    if isinstance(op, arith.ExtUIOp):
        return _unsigned(values[0], in_bits)
    signed, function = _BINARY[type(op)]
    a, b = (_signed(v, in_bits) if signed else _unsigned(v, in_bits) for v in values)
    if b == 0 and type(op) in _DIVIDES:
        return None
    return _signed(function(a, b), result_bits)
