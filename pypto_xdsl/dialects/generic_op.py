"""`pto.op`, an operator outside the catalogue, and `!pto.ptr`, PyPTO's `pl.Ptr`.

An imported program uses operators the catalogue does not model (tile compute
such as `tile.muls`, `tensor.read`, `system.*`, ...). Each becomes one
`pto.op` that keeps PyPTO's registry name, its value arguments as operands
(named by position or keyword in `arg_names`), its other arguments as source
text in `static_args`, and its result types. It declares no effect, so it is
*unclassified* (op-effects.md): never read-only, and an analysis that needs its
effects refuses to guess.

It prints as PyPTO's call, then the types:

    %u = pto.op "tile.muls"(%t, "0.5") : (!pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %d = pto.op "tensor.read"(%y, "1.0" = %c0, "1.1" = %c1) : (...) -> f32
    %m = pto.op "tile.alloc"("pl.Mem.Vec", "32768") : () -> !pto.ptr

Operands first, then the static arguments (source text as string literals).
An argument at its position in that list is written bare (`%t` is argument
0); any other is `NAME = ...`, NAME bare when it is a word or a number, else
quoted. What the notation cannot show (arg_names of the wrong length, an
empty or malformed static_args) goes in `<{...}>`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import ClassVar, Self, cast

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
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
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

    # The printers read properties untyped: on IR that does not verify, any
    # may hold any attribute, and what the notation cannot show goes in
    # `<{...}>` (which the parser applies over what the notation gave).

    def _shown_names(self) -> list[str] | None:
        names = self.properties.get("arg_names")
        if not isinstance(names, ArrayAttr):
            return None
        entries = cast(ArrayAttr[Attribute], names).data
        if len(entries) != len(self.operands) or not all(
            isinstance(e, StringAttr) for e in entries
        ):
            return None
        return [cast(StringAttr, e).data for e in entries]

    def _shown_statics(self) -> list[tuple[str, str]] | None:
        static = self.properties.get("static_args")
        if static is None:
            return []
        if not isinstance(static, DictionaryAttr) or not static.data:
            return None
        items = list(static.data.items())
        if not all(isinstance(v, StringAttr) for _, v in items):
            return None
        return [(k, cast(StringAttr, v).data) for k, v in items]

    def print(self, printer: Printer) -> None:
        shown: set[str] = set()
        printer.print_string(" ")
        op_name = self.properties.get("op_name")
        if isinstance(op_name, StringAttr):
            printer.print_string_literal(op_name.data)
            shown.add("op_name")
        else:
            printer.print_string_literal("")
        names = self._shown_names()
        if names is not None:
            shown.add("arg_names")
        statics = self._shown_statics()
        if statics is not None:
            shown.add("static_args")
        items: list[tuple[str, SSAValue | str]] = [
            (str(i) if names is None else names[i], v)
            for i, v in enumerate(self.operands)
        ]
        items.extend(statics or [])

        def print_item(index: int) -> None:
            key, value = items[index]
            if key != str(index):
                if _BARE_KEY.fullmatch(key) and not _LEADING_ZERO.match(key):
                    printer.print_string(key)
                else:
                    printer.print_string_literal(key)
                printer.print_string(" = ")
            if isinstance(value, str):
                printer.print_string_literal(value)
            else:
                printer.print_operand(value)

        with printer.in_parens():
            printer.print_list(range(len(items)), print_item)
        self.print_extra_attributes(printer, shown)
        printer.print_string(" : ")
        printer.print_function_type(self.operand_types, self.result_types)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        op_name = parser.parse_str_literal("the operator's PyPTO name")
        operands: list[UnresolvedOperand] = []
        names: list[str] = []
        statics: dict[str, Attribute] = {}
        index = 0

        def parse_item() -> None:
            nonlocal index
            key: str | None = None
            value: UnresolvedOperand | str | None = None
            text = parser.parse_optional_str_literal()
            if text is not None:
                if parser.parse_optional_punctuation("=") is not None:
                    key = text
                else:
                    value = text
            elif (
                number := parser.parse_optional_integer(allow_boolean=False)
            ) is not None:
                key = str(number)
                parser.parse_punctuation("=")
            elif (word := parser.parse_optional_identifier()) is not None:
                key = word
                parser.parse_punctuation("=")
            if value is None:
                value = parser.parse_optional_unresolved_operand()
                if value is None:
                    value = parser.parse_optional_str_literal()
                if value is None:
                    parser.raise_error(
                        'expected an argument of pto.op: `%value`, `"source text"`, '
                        "or either after `NAME =`"
                    )
            if key is None:
                key = str(index)
            index += 1
            if isinstance(value, str):
                statics[key] = StringAttr(value)
            else:
                operands.append(value)
                names.append(key)

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_item)
        properties, attributes = cls.parse_extra_attributes(parser)
        parser.parse_punctuation(":")
        types_pos = parser.pos
        signature = parser.parse_function_type()
        resolved = parser.resolve_operands(operands, signature.inputs.data, types_pos)
        op = cls(
            op_name,
            resolved,
            names,
            signature.outputs.data,
            {k: cast(StringAttr, v).data for k, v in statics.items()},
        )
        op.add_parsed_attributes(properties, attributes)
        return op


_BARE_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|[0-9]+")
_LEADING_ZERO = re.compile(r"0[0-9]")
