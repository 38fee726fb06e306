"""`pto.scope` and its terminator `pto.yield`: structured scopes such as
`pl.incore()`, `pl.manual_scope()` or `pl.split_aiv()`. Every analysis sees
through them: values flow in and out unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import UnitAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, ReturnLike
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.attributes import ScopeKind, ScopeKindAttr
from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.syntax import parse_keyword

_SCOPE_KEYWORDS = tuple(k.value for k in ScopeKind)


@irdl_op_definition
class ScopeOp(PtoOperation):
    """A single-block scope whose `pto.yield` operands become its results."""

    name = "pto.scope"

    kind = prop_def(ScopeKindAttr)
    manual = opt_prop_def(UnitAttr)

    PROPERTY_SPELLINGS: ClassVar[Mapping[str, str]] = {
        "kind": "the kind after the op name (pto.scope runtime)",
        "manual": "manual after the kind (pto.scope runtime manual)",
    }
    res = var_result_def()
    body = region_def("single_block")

    def __init__(
        self,
        kind: ScopeKind,
        body: Region | Block | Sequence[Operation],
        result_types: Sequence[Attribute] = (),
        *,
        manual: bool = False,
    ):
        if isinstance(body, Block):
            body = Region(body)
        elif not isinstance(body, Region):
            body = Region(Block(body))
        super().__init__(
            result_types=[result_types],
            properties={
                "kind": ScopeKindAttr(kind),
                "manual": UnitAttr() if manual else None,
            },
            regions=[body],
        )

    @property
    def scope_kind(self) -> ScopeKind:
        return self.kind.data

    def verify_(self) -> None:
        block = self.body.block
        if block.args:
            raise VerifyException(
                f"the body of pto.scope has {len(block.args)} block argument(s): a "
                "scope body takes none; use values defined before the scope"
            )
        if not isinstance(block.last_op, YieldOp):
            raise VerifyException(
                "the body of pto.scope must end with pto.yield: add "
                "`pto.yield` (with the values the scope returns)"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ScopeOp:
        kind = parse_keyword(parser, ScopeKind, "scope kind")
        manual = parser.parse_optional_keyword("manual") is not None
        properties, attributes = cls.parse_extra_attributes(parser, keyword=True)
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
        body = parser.parse_region()
        op = ScopeOp(kind, body, result_types, manual=manual)
        op.add_parsed_attributes(properties, attributes)
        return op

    def print(self, printer: Printer) -> None:
        shown: set[str] = set()
        # Read untyped: on IR that does not verify, a property may hold any
        # attribute.
        kind = self.properties.get("kind")
        manual = self.properties.get("manual")
        # The notation needs a kind: one of the wrong kind of attribute (on
        # IR that does not verify) prints as `runtime` and is restored from
        # `<{...}>`.
        if isinstance(kind, ScopeKindAttr):
            printer.print_string(f" {kind.data.value}")
            shown.add("kind")
        else:
            printer.print_string(f" {ScopeKind.RUNTIME.value}")
        if isinstance(manual, UnitAttr):
            printer.print_string(" manual")
            shown.add("manual")
        self.print_extra_attributes(printer, shown, keyword=True)
        if self.res:
            printer.print_string(" -> (")
            printer.print_list(self.res.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        block = self.body.first_block
        # Block arguments never verify here, but printing must not hide them.
        printer.print_region(self.body, block is not None and bool(block.args), True)


@irdl_op_definition
class YieldOp(PtoOperation):
    name = "pto.yield"

    arguments = var_operand_def()

    traits = traits_def(IsTerminator(), ReturnLike())

    assembly_format = "attr-dict ($arguments^ `:` type($arguments))?"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        scope = self.parent_op()
        if not isinstance(scope, ScopeOp):
            raise VerifyException(
                "pto.yield ends a pto.scope body, but this one is in "
                f"{'no op' if scope is None else repr(scope.name)}: end a pto.func "
                "body with pto.return and scf regions with scf.yield"
            )
        if self.arguments.types != scope.res.types:
            raise VerifyException(
                f"pto.yield yields ({', '.join(map(str, self.arguments.types))}) but "
                f"the scope returns ({', '.join(map(str, scope.res.types))}): yield "
                "one value per scope result, of its type"
            )
