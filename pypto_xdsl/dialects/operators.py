"""Operator classes generated from declarative specifications.

PyPTO's operators differ only in their argument lists, properties, result and
effect declarations, so each is one `OperatorSpec` row in `catalogue.py`
rather than a hand-written class. The generated classes are ordinary IRDL
operations: operand groups in PyPTO argument order, `operandSegmentSizes` with
one entry per argument whenever any argument is optional or variadic, PyPTO
keyword arguments as properties of the same name, and effect declarations as
op traits.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, Self, cast

from xdsl.dialects.builtin import DenseArrayBase, IndexType, IntegerType, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryEffect, NoMemoryEffect, OpTrait

from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.declarations import EffectDeclarationError, EffectDeclarations
from pypto_xdsl.dialects.memory_effects import (
    AllocatesResult,
    DeclaredMemoryEffects,
    ReadsSource,
)
from pypto_xdsl.dialects.operand_groups import SEGMENTS
from pypto_xdsl.dialects.types import (
    ArrayType,
    BufferType,
    TaskIdType,
    TensorType,
    TileType,
)

# Operand and result type kinds an argument spec may name after a colon.
TYPE_KINDS: dict[str, Any] = {
    "any": Attribute,
    "tensor": TensorType,
    "tile": TileType,
    "array": ArrayType,
    "buffer": BufferType,
    "index": IndexType,
    "int": IntegerType,
    "task": TaskIdType,
}

_ARG_RE = re.compile(
    r"^(?P<name>[a-z_][a-z0-9_]*)(?P<var>\[\])?(?P<opt>\?)?(?::(?P<kind>\w+))?$"
)


@dataclass(frozen=True)
class ArgSpec:
    """One PyPTO argument: a single operand, optional, or a variadic group."""

    name: str
    variadic: bool
    optional: bool
    kind: str

    @staticmethod
    def parse(text: str) -> ArgSpec:
        """`name`, `name?`, `name[]`, `name[]?`, each with an optional `:kind`."""
        m = _ARG_RE.match(text)
        if m is None or (m["kind"] is not None and m["kind"] not in TYPE_KINDS):
            raise ValueError(f"malformed argument spec {text!r}")
        return ArgSpec(
            m["name"], m["var"] is not None, m["opt"] is not None, m["kind"] or "any"
        )

    @property
    def segmented(self) -> bool:
        return self.variadic or self.optional


@dataclass(frozen=True)
class OperatorSpec:
    """The declaration of one `pto.<registry name>` operator."""

    name: str
    """PyPTO's registry name, e.g. `tile.store`; the op is `pto.tile.store`."""
    args: tuple[str, ...] = ()
    result: str | None = None
    """Kind of the single result (see TYPE_KINDS), or None for no result."""
    properties: Mapping[str, Any] = field(default_factory=dict[str, Any])
    """PyPTO keyword arguments: name -> attribute constraint, all optional."""
    traits: tuple[OpTrait, ...] = ()
    summary: str = ""
    property_defaults: Mapping[str, Attribute] = field(
        default_factory=dict[str, Attribute]
    )
    """The value an absent property stands for (returned by the accessor;
    never added to the op, so the generic form stays as written)."""
    base: type[PtoOperation] = PtoOperation
    """The generated class's base: a subclass gives a row its pretty syntax
    and verifier (`task_ids.ArrayUpdateSyntax`)."""

    def __post_init__(self) -> None:
        # Contradictions are rejected where the op is defined, not at first use.
        decl = self.declarations
        count = len(self.arg_specs)
        reused = () if decl.reuses is None else (decl.reuses,)
        for index in (*decl.declared_indices, *reused):
            if index >= count:
                raise EffectDeclarationError(
                    f"{self.op_name} declares an effect on argument {index} but "
                    f"has only {count} argument(s)"
                )
        if decl.may_write and any(
            isinstance(t, NoMemoryEffect | AllocatesResult | ReadsSource)
            for t in self.traits
        ):
            raise EffectDeclarationError(
                f"{self.op_name} writes an argument but reports itself to xDSL as "
                "pure, an allocation or a reader; drop that MemoryEffect trait"
            )
        for name in self.property_defaults:
            if name not in self.properties:
                raise ValueError(
                    f"{self.op_name}: default for undeclared property {name!r}"
                )

    @cached_property
    def declarations(self) -> EffectDeclarations:
        """The compiled effect declarations of the row's traits."""
        return EffectDeclarations.from_traits(self.op_name, frozenset(self.traits))

    @property
    def op_name(self) -> str:
        return f"pto.{self.name}"

    @property
    def arg_specs(self) -> tuple[ArgSpec, ...]:
        return tuple(ArgSpec.parse(a) for a in self.args)


class OperatorSyntax(PtoOperation):
    """The custom form of a catalogue operator, read off its row: PyPTO's
    call with the operand groups in argument order and the keywords by name,
    then the types.

        %t = pto.tile.load(%x, [%i, %j], [%0, %1], [%0, %1], target_memory = #pto.mem<vec>)
               : (!pto.tensor<64x64xf32>, index, index, index, index, index, index) -> !pto.tile<8x8xf32, vec>

    A required argument is positional: one operand `%v`, a variadic group
    `[%a, %b]`. An optional argument is `name = %v` (or `name = [...]`), left
    out when absent. A declared property is `name = ATTR`. Other properties
    go in `<{...}>`, discardable attributes in `{...}`. The group sizes
    (`operandSegmentSizes`) are what the brackets show. An op whose operands
    cannot be grouped (unverified IR) prints `pto.NAME operands(...)` with every
    property in `<{...}>`."""

    SPEC: ClassVar[OperatorSpec]

    def _groups(self) -> list[tuple[SSAValue, ...]] | None:
        """The operands per argument, or None when they cannot be grouped."""
        args = self.SPEC.arg_specs
        operands = tuple(self.operands)
        if not any(a.segmented for a in args):
            if len(operands) != len(args):
                return None
            return [(o,) for o in operands]
        sizes_attr = self.properties.get(SEGMENTS)
        if not isinstance(sizes_attr, DenseArrayBase):
            return None
        sizes = cast(DenseArrayBase[IntegerType], sizes_attr).get_values()
        if (
            len(sizes) != len(args)
            or any(n < 0 for n in sizes)
            or sum(sizes) != len(operands)
        ):
            return None
        groups: list[tuple[SSAValue, ...]] = []
        start = 0
        for n in sizes:
            groups.append(operands[start : start + n])
            start += n
        return groups

    def print(self, printer: Printer) -> None:
        groups = self._groups()
        if groups is None:
            printer.print_string(" operands")
            with printer.in_parens():
                printer.print_list(self.operands, printer.print_operand)
            props = self.properties
            if props:
                printer.print_string(" ")
                with printer.in_angle_brackets():
                    printer.print_attr_dict(props)
            printer.print_op_attributes(self.attributes)
        else:
            items: list[tuple[str | None, tuple[SSAValue, ...] | Attribute, bool]] = []
            for arg, group in zip(self.SPEC.arg_specs, groups, strict=True):
                if arg.optional:
                    if group:
                        items.append((arg.name, group, arg.variadic or len(group) != 1))
                else:
                    items.append((None, group, arg.variadic or len(group) != 1))
            shown: list[str] = []
            for name in self.SPEC.properties:
                value = self.properties.get(name)
                if value is not None:
                    items.append((name, value, False))
                    shown.append(name)

            def print_item(
                item: tuple[str | None, tuple[SSAValue, ...] | Attribute, bool],
            ) -> None:
                name, value, bracketed = item
                if name is not None:
                    printer.print_string(f"{name} = ")
                if isinstance(value, Attribute):
                    printer.print_attribute(value)
                elif bracketed:
                    with printer.in_square_brackets():
                        printer.print_list(value, printer.print_operand)
                else:
                    printer.print_operand(value[0])

            with printer.in_parens():
                printer.print_list(items, print_item)
            self.print_extra_attributes(printer, shown)
        printer.print_string(" : ")
        printer.print_function_type(self.operand_types, self.result_types)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        spec = cls.SPEC
        args = spec.arg_specs
        start = parser.pos
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("operands") is not None:
            flat = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
            properties = parser.parse_optional_properties_dict()
            attributes = parser.parse_optional_attr_dict()
        else:
            positional: list[list[UnresolvedOperand]] = []
            named: dict[str, list[UnresolvedOperand]] = {}
            optional = {a.name for a in args if a.optional}

            def parse_group() -> list[UnresolvedOperand]:
                if parser.parse_optional_punctuation("[") is None:
                    return [parser.parse_unresolved_operand()]
                if parser.parse_optional_punctuation("]") is not None:
                    return []
                group = parser.parse_comma_separated_list(
                    parser.Delimiter.NONE, parser.parse_unresolved_operand
                )
                parser.parse_punctuation("]")
                return group

            def parse_item() -> None:
                word_start = parser.pos
                word = parser.parse_optional_identifier()
                if word is None:
                    if named or properties:
                        parser.raise_error(
                            "a positional argument follows a keyword one: write the "
                            "required arguments first, in order"
                        )
                    positional.append(parse_group())
                    return
                if word in named or word in properties:
                    parser.raise_error(
                        f"'{word}' is given twice", word_start, parser.pos
                    )
                parser.parse_punctuation("=")
                if word in optional:
                    named[word] = parse_group()
                elif word in spec.properties:
                    properties[word] = parser.parse_attribute()
                else:
                    parser.raise_error(
                        f"{cls.name} has no optional argument or property '{word}': "
                        f"{_keywords(spec)}",
                        word_start,
                        parser.pos,
                    )

            parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_item)
            required = [a for a in args if not a.optional]
            if len(positional) != len(required):
                parser.raise_error(
                    f"{cls.name} takes {len(required)} positional argument(s) "
                    f"({', '.join(a.name for a in required)}) but has "
                    f"{len(positional)}",
                    start,
                    parser.pos,
                )
            given = iter(positional)
            groups = [
                named.get(a.name, []) if a.optional else next(given) for a in args
            ]
            flat = [o for group in groups for o in group]
            if any(a.segmented for a in args):
                properties[SEGMENTS] = DenseArrayBase.from_list(
                    i32, [len(g) for g in groups]
                )
            hidden, attributes = cls.parse_extra_attributes(parser)
            properties.update(hidden)
        parser.parse_punctuation(":")
        types_pos = parser.pos
        signature = parser.parse_function_type()
        operands = parser.resolve_operands(flat, signature.inputs.data, types_pos)
        return cls.create(
            operands=operands,
            result_types=signature.outputs.data,
            properties=properties,
            attributes=attributes,
        )


def _keywords(spec: OperatorSpec) -> str:
    optional = [a.name for a in spec.arg_specs if a.optional]
    return (
        f"optional arguments: {', '.join(optional) or 'none'}; "
        f"properties: {', '.join(spec.properties) or 'none'}"
    )


def _class_name(registry_name: str) -> str:
    parts = re.split(r"[._]", registry_name)
    return "".join(p[:1].upper() + p[1:] for p in parts) + "Op"


def _operand_field(arg: ArgSpec) -> Any:
    constraint = TYPE_KINDS[arg.kind]
    if arg.variadic:
        return var_operand_def(constraint)
    if arg.optional:
        return opt_operand_def(constraint)
    return operand_def(constraint)


def _field_name(name: str) -> str:
    # IRDLOperation reserves a few attribute names (operands, results, ...).
    return f"{name}_" if name in _RESERVED_FIELDS else name


_RESERVED_FIELDS = frozenset(
    {
        "name",
        "operands",
        "results",
        "regions",
        "properties",
        "attributes",
        "traits",
        "parent",
        "successors",
        "result",
        "input",
        "type",
    }
)


def make_operator(spec: OperatorSpec) -> type[IRDLOperation]:
    """Build and register the IRDL class of one operator spec."""
    args = spec.arg_specs
    namespace: dict[str, Any] = {
        "name": spec.op_name,
        "__doc__": spec.summary or f"PyPTO's `{spec.name}`.",
        "__module__": __name__,
        "SPEC": spec,
        "__annotations__": {"SPEC": "ClassVar[OperatorSpec]"},
    }
    for arg in args:
        namespace[_field_name(arg.name)] = _operand_field(arg)
    if spec.result is not None:
        namespace["result"] = result_def(TYPE_KINDS[spec.result])
    for prop, constraint in spec.properties.items():
        namespace[prop] = opt_prop_def(constraint, spec.property_defaults.get(prop))
    traits = spec.traits
    if spec.declarations.may_write and not any(
        isinstance(t, MemoryEffect) for t in traits
    ):
        # A declared writer tells xDSL what it writes, so `dce`/`cse` keep it.
        traits = (*traits, DeclaredMemoryEffects())
    namespace["traits"] = traits_def(*traits)
    if any(a.segmented for a in args):
        namespace["irdl_options"] = (AttrSizedOperandSegments(as_property=True),)
    base = OperatorSyntax if spec.base is PtoOperation else spec.base
    cls = cast(type[IRDLOperation], type(_class_name(spec.name), (base,), namespace))
    return irdl_op_definition(cls)
