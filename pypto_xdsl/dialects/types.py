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
    """`!pto.tile<SHAPE x ELT[, MEM]>`: an on-chip tile; MEM absent while unresolved."""

    name = "pto.tile"

    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    memory_space: MemorySpaceAttr | NoneAttr

    def __init__(
        self,
        shape: Iterable[int | IntAttr],
        element_type: Attribute,
        memory_space: MemorySpaceAttr | MemorySpace | None = None,
    ):
        if isinstance(memory_space, MemorySpace):
            memory_space = MemorySpaceAttr(memory_space)
        super().__init__(
            _shape_attr(shape),
            element_type,
            NoneAttr() if memory_space is None else memory_space,
        )

    @property
    def memory(self) -> MemorySpace | None:
        """The resolved memory space, or None while unresolved."""
        if isinstance(self.memory_space, MemorySpaceAttr):
            return self.memory_space.data
        return None

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            shape, element_type = _parse_shape_and_element(parser)
            memory: Attribute = NoneAttr()
            if parser.parse_optional_punctuation(",") is not None:
                memory = MemorySpaceAttr(
                    parse_keyword(parser, MemorySpace, "tile memory space")
                )
        return (_shape_attr(shape), element_type, memory)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            _print_shape_and_element(printer, self.shape, self.element_type)
            if isinstance(self.memory_space, MemorySpaceAttr):
                printer.print_string(", ")
                printer.print_string(self.memory_space.data.value)


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
