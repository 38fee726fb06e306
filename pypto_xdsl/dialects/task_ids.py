"""Arrays of task ids: the ops that build and read them, and the barrier.

A third of PyPTO's orchestration functions order their tasks through arrays
of task ids (`pl.Array[N, pl.TASK_ID]`, filled in loops) and dependency-only
barriers (`pl.system.task_dummy(deps=[...])`), passed to `deps=[...]`. An
array is a value: `pto.array.update_element` returns a new array, as PyPTO's
`array.update_element` does (its codegen writes in place, which agrees
because the parser rebinds the name on every `arr[i] = v`). A `deps`
entry that is an array orders the task after every task the array holds
when the task is submitted (docs/ir.md, docs/task-graph.md).

    %a = pto.array.create : !pto.array<4x!pto.task_id>
    %b = pto.array.update_element %a[%i], %t : !pto.array<4x!pto.task_id>
    %t = pto.array.get_element %b[%i] : !pto.array<4x!pto.task_id>
    %d = pto.system.task_dummy deps(%t, %b : !pto.array<4x!pto.task_id>)
    %n = pto.system.task_invalid

`pto.array.update_element` is a catalogue operator (op-effects.md declares
its effects); `ArrayUpdateSyntax` gives it the syntax and verifier above.
None of these ops touches a tensor: they play no part in call directions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.effects import NoArgWrites
from pypto_xdsl.dialects.memory_effects import (
    AllocatesResult,
    ReadsSource,
    Synchronising,
)
from pypto_xdsl.dialects.types import ArrayType, TaskIdType

TASK_ID_ARRAY = "!pto.array<N x !pto.task_id>"


def is_task_id_array(ty: Attribute) -> bool:
    return isinstance(ty, ArrayType) and isinstance(ty.element_type, TaskIdType)


def dep_problem(op_name: str, deps: Sequence[SSAValue]) -> str | None:
    """The first `deps` entry that is neither a task id nor an array of them."""
    for i, dep in enumerate(deps):
        if not isinstance(dep.type, TaskIdType) and not is_task_id_array(dep.type):
            hint = (
                "; an integer array holds no task"
                if isinstance(dep.type, ArrayType)
                else ""
            )
            return (
                f"deps entry {i} of {op_name} has type {dep.type}: deps take "
                f"!pto.task_id values or arrays of them ({TASK_ID_ARRAY}){hint}"
            )
    return None


def parse_deps(parser: Parser) -> list[SSAValue]:
    """`(` (%v (`:` TYPE)?)* `)`: an entry without a type is a `!pto.task_id`."""

    def entry() -> SSAValue:
        operand = parser.parse_unresolved_operand()
        ty: Attribute = TaskIdType()
        if parser.parse_optional_punctuation(":") is not None:
            ty = parser.parse_type()
        return parser.resolve_operand(operand, ty)

    return parser.parse_comma_separated_list(parser.Delimiter.PAREN, entry)


def print_deps(printer: Printer, deps: Sequence[SSAValue]) -> None:
    """What `parse_deps` reads; the type of an entry that is not a task id."""

    def entry(dep: SSAValue) -> None:
        printer.print_operand(dep)
        if not isinstance(dep.type, TaskIdType):
            printer.print_string(" : ")
            printer.print_attribute(dep.type)

    printer.print_string("(")
    printer.print_list(deps, entry)
    printer.print_string(")")


# Shared by get_element and update_element ------------------------------------


def _verify_access(op_name: str, array: SSAValue, index: SSAValue) -> ArrayType:
    # IRDL has checked the operand's constraint (a !pto.array) already.
    ty = cast(ArrayType, array.type)
    if not isinstance(index.type, IndexType | IntegerType):
        raise VerifyException(
            f"the index of {op_name} has type {index.type}: use an index or an integer"
        )
    extent = ty.get_shape()[0] if len(ty.get_shape()) == 1 else None
    constant = index.owner
    if (
        extent is not None
        and isinstance(constant, arith.ConstantOp)
        and isinstance(constant.value, IntegerAttr)
    ):
        k = constant.value.value.data
        if not 0 <= k < extent:
            raise VerifyException(
                f"index {k} of {op_name} is outside {ty}: use an index in [0, {extent})"
            )
    return ty


def _element_accepts(element: Attribute, value: Attribute) -> bool:
    """PyPTO's rule: the element type, or an index into an integer array (and
    the reverse), which it casts."""
    if value == element:
        return True
    ints = IndexType | IntegerType
    return isinstance(value, ints) and isinstance(element, ints)


def _parse_access(parser: Parser) -> tuple[UnresolvedOperand, SSAValue]:
    """`%a[%i (: TYPE)?]`: the array unresolved (its type follows the colon
    at the end), the index resolved (`index` unless a type is given)."""
    array = parser.parse_unresolved_operand()
    parser.parse_punctuation("[")
    index = _parse_typed_operand(parser, IndexType())
    parser.parse_punctuation("]")
    return array, index


def _parse_typed_operand(parser: Parser, default: Attribute) -> SSAValue:
    operand = parser.parse_unresolved_operand()
    ty = default
    if parser.parse_optional_punctuation(":") is not None:
        ty = parser.parse_type()
    return parser.resolve_operand(operand, ty)


def _print_access(printer: Printer, array: SSAValue, index: SSAValue) -> None:
    printer.print_string(" ")
    printer.print_operand(array)
    printer.print_string("[")
    printer.print_operand(index)
    if not isinstance(index.type, IndexType):
        printer.print_string(" : ")
        printer.print_attribute(index.type)
    printer.print_string("]")


def _parse_result_type(parser: Parser, implied: Attribute) -> Attribute:
    """An optional `-> TYPE`, printed only where the result type is not the
    one the op implies (IR that does not verify still round-trips)."""
    if parser.parse_optional_punctuation("->") is not None:
        return parser.parse_type()
    return implied


def _print_result_type(printer: Printer, result: SSAValue, implied: Attribute) -> None:
    if result.type != implied:
        printer.print_string(" -> ")
        printer.print_attribute(result.type)


def _element_of(ty: Attribute) -> Attribute:
    return ty.element_type if isinstance(ty, ArrayType) else ty


# The ops ----------------------------------------------------------------------


@irdl_op_definition
class ArrayCreateOp(PtoOperation):
    """`pl.array.create(N, dtype=T)`: an array of N elements, each zero, or the
    invalid task id for a task-id array (no task). N and T are the result type."""

    name = "pto.array.create"

    result = result_def(ArrayType)

    # A fresh array: removable when unused, never merged with another.
    traits = traits_def(NoArgWrites(), AllocatesResult())

    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, array_type: ArrayType):
        super().__init__(result_types=[array_type])


@irdl_op_definition
class ArrayGetElementOp(PtoOperation):
    """`pl.array.get_element(arr, i)`: element i, of the array's element type.
    A task id read this way is a snapshot: a later update of slot i does not
    change it."""

    name = "pto.array.get_element"

    array = operand_def(ArrayType)
    index = operand_def()
    result = result_def()

    traits = traits_def(NoArgWrites(), ReadsSource())

    def __init__(self, array: SSAValue | Operation, index: SSAValue | Operation):
        array = SSAValue.get(array)
        super().__init__(
            operands=[array, index], result_types=[_element_of(array.type)]
        )

    def verify_(self) -> None:
        ty = _verify_access(self.name, self.array, self.index)
        if self.result.type != ty.element_type:
            raise VerifyException(
                f"pto.array.get_element of {ty} returns {self.result.type}: an "
                f"element has type {ty.element_type}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ArrayGetElementOp:
        array, index = _parse_access(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ty = parser.parse_type()
        result = _parse_result_type(parser, _element_of(ty))
        op = cls.create(
            operands=[parser.resolve_operand(array, ty), index],
            result_types=[result],
            attributes=attributes,
        )
        return op

    def print(self, printer: Printer) -> None:
        _print_access(printer, self.array, self.index)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.array.type)
        _print_result_type(printer, self.result, _element_of(self.array.type))


class ArrayUpdateSyntax(PtoOperation):
    """Syntax and verifier of the catalogue's `pto.array.update_element`
    (`pl.array.update_element(arr, i, v)`, operands array, index, value): a new
    array, `arr` with element i replaced by v."""

    def verify_(self) -> None:
        array, index, value = self.operands
        ty = _verify_access(self.name, array, index)
        if not _element_accepts(ty.element_type, value.type):
            raise VerifyException(
                f"pto.array.update_element stores a value of type {value.type} into "
                f"{ty}: the value must be a {ty.element_type}"
                + (
                    " (a task id from pto.submit, pto.system.task_dummy or "
                    "pto.array.get_element)"
                    if isinstance(ty.element_type, TaskIdType)
                    else ""
                )
            )
        if self.results and self.results[0].type != ty:
            raise VerifyException(
                f"pto.array.update_element of {ty} returns {self.results[0].type}: "
                "the new array has the type of the old one"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ArrayUpdateSyntax:
        array, index = _parse_access(parser)
        parser.parse_punctuation(",")
        value = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ty = parser.parse_type()
        value_type = _element_of(ty)
        if parser.parse_optional_punctuation(",") is not None:
            value_type = parser.parse_type()
        result = _parse_result_type(parser, ty)
        return cls.create(
            operands=[
                parser.resolve_operand(array, ty),
                index,
                parser.resolve_operand(value, value_type),
            ],
            result_types=[result],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        if len(self.operands) != 3 or len(self.results) != 1 or self.properties:
            printer.print_op_with_default_format(self)
            return
        array, index, value = self.operands
        _print_access(printer, array, index)
        printer.print_string(", ")
        printer.print_operand(value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(array.type)
        if value.type != _element_of(array.type):
            printer.print_string(", ")
            printer.print_attribute(value.type)
        _print_result_type(printer, self.results[0], array.type)


@irdl_op_definition
class TaskDummyOp(PtoOperation):
    """`pl.system.task_dummy(deps=[...])`: a barrier that submits no kernel.
    Its task id stands for every task its deps hold: a task that depends on it
    runs after all of them. Empty deps, or only invalid ones: no task."""

    name = "pto.system.task_dummy"

    # Any type: the verifier names the entry that is not a task id (IRDL's
    # own message would not).
    deps = var_operand_def()
    result = result_def(TaskIdType())

    # `system.*` ops are synchronising (op-effects.md): never removed or moved.
    traits = traits_def(NoArgWrites(), Synchronising())

    def __init__(self, deps: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[deps], result_types=[TaskIdType()])

    def verify_(self) -> None:
        problem = dep_problem(self.name, self.deps)
        if problem is not None:
            raise VerifyException(problem)

    @classmethod
    def parse(cls, parser: Parser) -> TaskDummyOp:
        parser.parse_keyword("deps")
        deps = parse_deps(parser)
        attributes = parser.parse_optional_attr_dict()
        op = cls(deps)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" deps")
        print_deps(printer, self.deps)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class TaskInvalidOp(PtoOperation):
    """`pl.system.task_invalid()` (and PyPTO's `None` task id): the invalid
    task id, which names no task; a dep on it adds no edge."""

    name = "pto.system.task_invalid"

    result = result_def(TaskIdType())

    traits = traits_def(NoArgWrites(), Synchronising())

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[TaskIdType()])


TASK_ID_OPS: tuple[type[Operation], ...] = (
    ArrayCreateOp,
    ArrayGetElementOp,
    TaskDummyOp,
    TaskInvalidOp,
)
