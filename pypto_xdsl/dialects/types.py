"""Types of the `pto` dialect: global tensors, on-chip tiles, task ids, arrays."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    IndexType,
    IntAttr,
    IntegerType,
    NoneAttr,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.attributes import MemorySpace, MemorySpaceAttr
from pypto_xdsl.dialects.syntax import parse_keyword


def _shape_attr(shape: Iterable[int | IntAttr]) -> ArrayAttr[IntAttr]:
    return ArrayAttr(IntAttr(d) if isinstance(d, int) else d for d in shape)


def _parse_shape_and_element(parser: AttrParser) -> tuple[list[int], Attribute]:
    return parser.parse_ranked_shape()


def _print_shape_and_element(
    printer: Printer, shape: ArrayAttr[IntAttr], element_type: Attribute
) -> None:
    dims = [d.data for d in shape.data]
    if dims:
        printer.print_dimension_list(dims)
        printer.print_string("x")
    printer.print_attribute(element_type)


class _ShapedPtoType(ParametrizedAttribute, TypeAttribute):
    """Shared accessors of the shaped `pto` types."""

    shape: ArrayAttr[IntAttr]
    element_type: Attribute

    def get_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    def verify(self) -> None:
        # A negative extent other than DYNAMIC_INDEX prints as a number that
        # the shape syntax cannot parse back (`-1x64`), so it is refused here.
        for i, d in enumerate(self.shape.data):
            if d.data < 0 and d.data != DYNAMIC_INDEX:
                raise VerifyException(
                    f"dimension {i} of {self.name} is {d.data}: extents are "
                    "non-negative; write a dynamic dimension as `?` (in Python, "
                    "xdsl.dialects.builtin.DYNAMIC_INDEX)"
                )

    # `<SHAPE x ELT>`; types with more parameters override both.
    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            shape, element_type = _parse_shape_and_element(parser)
        return (_shape_attr(shape), element_type)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            _print_shape_and_element(printer, self.shape, self.element_type)

    def has_same_shape_and_element(self, other: Attribute) -> bool:
        """Shape-and-element equality, the type test of the writer-slot rule."""
        return (
            isinstance(other, _ShapedPtoType)
            and self.shape == other.shape
            and self.element_type == other.element_type
        )


@irdl_attr_definition
class TensorType(_ShapedPtoType):
    """`!pto.tensor<SHAPE x ELT>`: a global-memory buffer with reference semantics."""

    name = "pto.tensor"

    shape: ArrayAttr[IntAttr]
    element_type: Attribute

    def __init__(self, shape: Iterable[int | IntAttr], element_type: Attribute):
        super().__init__(_shape_attr(shape), element_type)

    @property
    def dynamic_dims(self) -> int:
        return sum(1 for d in self.shape.data if d.data == DYNAMIC_INDEX)


@irdl_attr_definition
class TileType(_ShapedPtoType):
    """`!pto.tile<SHAPE x ELT[, MEM][, valid = [V, ...]]>`: an on-chip tile; MEM
    absent while unresolved. The valid shape is PyPTO's
    `TileView(valid_shape=...)`: the rectangle of the tile that holds data,
    from its origin; `tile.load` reads and `tile.store` writes only that.
    One extent per dimension, `?` for one known only at run time (a symbolic
    or computed extent in PyPTO); absent when it is the whole shape."""

    name = "pto.tile"

    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    memory_space: MemorySpaceAttr | NoneAttr
    valid: ArrayAttr[IntAttr] | NoneAttr
    """The valid shape as declared; `valid_shape` reads it."""

    def __init__(
        self,
        shape: Iterable[int | IntAttr],
        element_type: Attribute,
        memory_space: MemorySpaceAttr | MemorySpace | None = None,
        valid_shape: Iterable[int | IntAttr] | None = None,
    ):
        if isinstance(memory_space, MemorySpace):
            memory_space = MemorySpaceAttr(memory_space)
        dims = _shape_attr(shape)
        super().__init__(
            dims,
            element_type,
            NoneAttr() if memory_space is None else memory_space,
            _valid_attr(dims, valid_shape),
        )

    @property
    def memory(self) -> MemorySpace | None:
        """The resolved memory space, or None while unresolved."""
        if isinstance(self.memory_space, MemorySpaceAttr):
            return self.memory_space.data
        return None

    @property
    def valid_shape(self) -> tuple[int, ...]:
        """The valid extent of each dimension: the declared valid shape, else
        the shape (PyPTO: an empty valid shape is the whole tile).
        `DYNAMIC_INDEX` for an extent known only at run time (and for a `?`
        dimension of the shape when none is declared)."""
        if isinstance(self.valid, ArrayAttr):
            return tuple(d.data for d in self.valid.data)
        return self.get_shape()

    @property
    def has_valid_shape(self) -> bool:
        """Whether a valid shape other than the whole tile is declared."""
        return isinstance(self.valid, ArrayAttr)

    def verify(self) -> None:
        super().verify()
        if not isinstance(self.valid, ArrayAttr):
            return
        # PyPTO's bounds of a valid shape: its rank, 0 <= v <= shape.
        shape = self.get_shape()
        valid = self.valid_shape
        if len(valid) != len(shape):
            raise VerifyException(
                f"pto.tile valid shape {_format(valid)} has {len(valid)} "
                f"dimension(s), the tile {len(shape)}: give one extent per "
                "dimension of the shape, `?` for one known only at run time"
            )
        for i, (v, d) in enumerate(zip(valid, shape, strict=True)):
            if v < 0 and v != DYNAMIC_INDEX:
                raise VerifyException(
                    f"pto.tile valid extent {i} is {v}: valid extents are "
                    "non-negative; write one known only at run time as `?`"
                )
            if v > d >= 0:
                raise VerifyException(
                    f"pto.tile valid extent {i} is {v}, beyond the tile's {d}: a "
                    "valid region cannot be larger than the shape that holds it"
                )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            shape, element_type = _parse_shape_and_element(parser)
            memory: Attribute = NoneAttr()
            valid: list[int] | None = None
            if parser.parse_optional_punctuation(",") is not None:
                if parser.parse_optional_keyword("valid") is None:
                    memory = MemorySpaceAttr(
                        parse_keyword(parser, MemorySpace, "tile memory space")
                    )
                    if parser.parse_optional_punctuation(",") is not None:
                        parser.parse_keyword("valid")
                        valid = _parse_valid(parser)
                else:
                    valid = _parse_valid(parser)
                    if parser.parse_optional_punctuation(",") is not None:
                        parser.raise_error(
                            "the memory space comes before the valid shape: "
                            "!pto.tile<16x64xf32, vec, valid = [8, 64]>"
                        )
        dims = _shape_attr(shape)
        return (dims, element_type, memory, _valid_attr(dims, valid))

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            _print_shape_and_element(printer, self.shape, self.element_type)
            if isinstance(self.memory_space, MemorySpaceAttr):
                printer.print_string(", ")
                printer.print_string(self.memory_space.data.value)
            if isinstance(self.valid, ArrayAttr):
                printer.print_string(f", valid = {_format(self.valid_shape)}")


def _valid_attr(
    shape: ArrayAttr[IntAttr], valid: Iterable[int | IntAttr] | None
) -> ArrayAttr[IntAttr] | NoneAttr:
    """A declared valid shape; none when it is the whole static shape, as
    PyPTO's type drops a valid shape equal to the shape."""
    if valid is None:
        return NoneAttr()
    dims = _shape_attr(valid)
    if dims == shape and all(d.data >= 0 for d in dims.data):
        return NoneAttr()
    return dims


def _parse_valid(parser: AttrParser) -> list[int]:
    """`= [8, ?, 64]`: one extent per dimension, `?` for a dynamic one."""
    parser.parse_punctuation("=")

    def extent() -> int:
        if parser.parse_optional_punctuation("?") is not None:
            return DYNAMIC_INDEX
        return parser.parse_integer(
            allow_boolean=False, context_msg=" in a pto.tile valid shape"
        )

    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, extent)


def _format(dims: Sequence[int]) -> str:
    return "[" + ", ".join("?" if d == DYNAMIC_INDEX else str(d) for d in dims) + "]"


@irdl_attr_definition
class ArrayType(_ShapedPtoType):
    """`!pto.array<SHAPE x ELT>`: an on-core scalar array (PyPTO's `Array`)."""

    name = "pto.array"

    shape: ArrayAttr[IntAttr]
    element_type: Attribute

    def __init__(self, shape: Iterable[int | IntAttr], element_type: Attribute):
        super().__init__(_shape_attr(shape), element_type)

    def verify(self) -> None:
        # PyPTO's ArrayType: rank 1, a positive compile-time extent, integer
        # (or index, bool) or task-id elements.
        super().verify()
        shape = self.get_shape()
        if len(shape) != 1 or shape[0] < 1:
            raise VerifyException(
                f"pto.array has shape {'x'.join('?' if d < 0 else str(d) for d in shape) or '()'}: an "
                "array is 1-D with a static extent of at least 1, e.g. "
                "!pto.array<8x!pto.task_id>"
            )
        if not isinstance(self.element_type, IndexType | IntegerType | TaskIdType):
            raise VerifyException(
                f"pto.array of {self.element_type}: elements are integers, index "
                "or !pto.task_id"
            )


@irdl_attr_definition
class BufferType(_ShapedPtoType):
    """`!pto.buffer<SHAPE x ELT>`: a buffer-stage on-chip buffer (its descriptor
    carries a valid shape that `pto.buffer.set_validshape` updates)."""

    name = "pto.buffer"

    shape: ArrayAttr[IntAttr]
    element_type: Attribute

    def __init__(self, shape: Iterable[int | IntAttr], element_type: Attribute):
        super().__init__(_shape_attr(shape), element_type)


@irdl_attr_definition
class TaskIdType(ParametrizedAttribute, TypeAttribute):
    """`!pto.task_id`: the id of a submitted task, used as a dependency token."""

    name = "pto.task_id"


def is_tensor_like(ty: Attribute) -> bool:
    """Only global tensors take part in call directions; all else is `scalar`."""
    return isinstance(ty, TensorType)


def carried_type(types: Sequence[Attribute]) -> Attribute | None:
    """The type a loop or an `if` carries for values of `types` (its init and
    yields): their common type; for tiles that differ only in their valid
    shape, the one whose valid rectangle holds all of theirs (per dimension
    the common extent, else the largest, else, with an extent known only at
    run time among them, the tile's own: never narrower than any of them).
    None when they differ otherwise."""
    first = types[0]
    if all(t == first for t in types):
        return first
    tiles = [t for t in types if isinstance(t, TileType)]
    if len(tiles) != len(types) or any(
        (t.shape, t.element_type, t.memory_space)
        != (tiles[0].shape, tiles[0].element_type, tiles[0].memory_space)
        for t in tiles
    ):
        return None
    shape = tiles[0].get_shape()
    valid: list[int] = []
    for i, extent in enumerate(shape):
        extents = {t.valid_shape[i] for t in tiles}
        if len(extents) == 1:
            valid.append(extents.pop())
        elif DYNAMIC_INDEX in extents:
            valid.append(extent)
        else:
            valid.append(max(extents))
    return TileType(shape, tiles[0].element_type, tiles[0].memory, valid)


def narrowed_extent(source: TileType, target: TileType) -> int | None:
    """The first dimension whose valid extent `target` may hold less of than
    `source` (a cast from one to the other would drop data), or None."""
    shape = source.get_shape()
    for i, (s, t) in enumerate(
        zip(source.valid_shape, target.valid_shape, strict=True)
    ):
        if t in (s, shape[i]):
            continue
        if DYNAMIC_INDEX in (s, t) or t < s:
            return i
    return None


def fits_parameter(argument: Attribute, parameter: Attribute) -> bool:
    """Whether a value of type `argument` may be passed for a parameter of
    type `parameter`: the same type, or a tensor whose every dimension is the
    parameter's where that one is static (a dynamic dimension, PyPTO's
    `pl.dynamic`, takes the extent of the tensor passed at each call)."""
    if argument == parameter:
        return True
    if not (isinstance(argument, TensorType) and isinstance(parameter, TensorType)):
        return False
    got, want = argument.get_shape(), parameter.get_shape()
    return (
        argument.element_type == parameter.element_type
        and len(got) == len(want)
        and all(w in (g, DYNAMIC_INDEX) for g, w in zip(got, want, strict=True))
    )
