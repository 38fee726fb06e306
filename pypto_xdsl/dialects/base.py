"""The base class of every `pto` op: properties in one canonical order.

xDSL keeps properties in insertion order and prints them so in the generic
form. An op built from the pretty syntax, from Python, or updated by a pass
would otherwise print its properties in a different order than the same op
parsed from the generic form, and generic prints would not compare equal.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, ClassVar, NoReturn, Self

from xdsl.dialects.builtin import LocationAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import DiagnosticException

from pypto_xdsl.dialects.attributes import FOR_KIND_ATTR
from pypto_xdsl.dialects.operand_groups import SEGMENTS

_ORDERS: dict[type[PtoOperation], tuple[str, ...]] = {}


def _property_order(cls: type[PtoOperation]) -> tuple[str, ...]:
    order = _ORDERS.get(cls)
    if order is None:
        declared = [k for k in cls.get_irdl_definition().properties if k != SEGMENTS]
        lead = [k for k in cls.LEADING_PROPERTIES if k in declared]
        order = (*lead, *(k for k in declared if k not in lead))
        _ORDERS[cls] = order
    return order


_RANKS: dict[type[PtoOperation], dict[str, int]] = {}


def _property_rank(cls: type[PtoOperation]) -> dict[str, int]:
    rank = _RANKS.get(cls)
    if rank is None:
        rank = _RANKS[cls] = {k: i for i, k in enumerate(_property_order(cls))}
    return rank


def fail_on(problems: Sequence[tuple[Operation, str]]) -> NoReturn:
    """Fail verification with one diagnostic per problem, each on its op.

    A DiagnosticException passes through the enclosing op's verify wrapper
    (which only catches VerifyException), so every message stays attached to
    its own op rather than to the op whose verifier found it."""
    diagnostic = Diagnostic()
    for op, message in problems:
        diagnostic.add_message(op, message)
    error = DiagnosticException("\n".join(message for _, message in problems))
    diagnostic.raise_exception(problems[0][0], error)


def misplaced_for_kind(op: Operation) -> str:
    """The diagnostic for a `pto.for_kind` on `op`, which is no loop."""
    return (
        f"'{FOR_KIND_ATTR}' is read on scf.for and scf.parallel only: on "
        f"{op.name} it would be ignored; drop it, or put it on the loop it "
        "is meant for"
    )


class PtoOperation(IRDLOperation):
    # The same identity hash as IRDLOperation's, through CPython's C-level
    # slot: analyses key large dicts by functions and call sites, and
    # IRDLOperation's Python-level `__hash__` cost more than the lookups.
    # (Equality stays identity; dicts test `is` before calling `__eq__`.)
    __hash__ = object.__hash__

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

    # How the pretty syntax writes each property, for the diagnostic on an
    # attribute-dictionary entry of that name; a property not listed is
    # written in `<{...}>` only.
    PROPERTY_SPELLINGS: ClassVar[Mapping[str, str]] = {}

    def verify(self, verify_nested_ops: bool = True) -> None:
        # Before the op's other checks and its nested ops: a property spelled
        # as a discardable attribute changes what every other check means.
        problems = self.spelling_problems()
        if problems:
            fail_on([(self, message) for message in problems])
        super().verify(verify_nested_ops)

    def spelling_problems(self) -> list[str]:
        """One message per attribute-dictionary entry that is a property of
        this op or a `pto.for_kind` (ir.md: *Properties are never spelled as
        discardable attributes*): kept, such an entry would be ignored by
        every pass, and an ignored direction or kind is a race."""
        if not self.attributes:
            return []
        declared = type(self).get_irdl_definition().properties
        problems: list[str] = []
        for name in self.attributes:
            if name == FOR_KIND_ATTR:
                problems.append(misplaced_for_kind(self))
            elif name in declared:
                how = self.PROPERTY_SPELLINGS.get(name)
                where = "in <{...}>" if how is None else f"{how} or in <{{...}}>"
                problems.append(
                    f"'{name}' is a property of {self.name}: write {where}; an "
                    "attribute-dictionary entry of that name would be ignored"
                )
        return problems

    # Properties printed first in the generic form; IRDL lists a subclass's own
    # properties before inherited ones, which would put `core_num` before
    # `callee` on a submit.
    LEADING_PROPERTIES: ClassVar[tuple[str, ...]] = ()

    def canonicalize_properties(self) -> None:
        """Reorder properties: leading ones, declaration order, segment sizes, the rest."""
        order = _property_order(type(self))
        props = self.properties
        ordered = {k: props[k] for k in order if k in props}
        if SEGMENTS in props:
            ordered[SEGMENTS] = props[SEGMENTS]
        for k, v in props.items():
            ordered.setdefault(k, v)
        if list(ordered) != list(props):
            props.clear()
            props.update(ordered)

    def set_property(self, name: str, value: Attribute) -> None:
        """Set property `name`, keeping the canonical order.

        Passes set one property on thousands of ops: replacing a present
        property keeps the order, and a new one only moves when a property
        that belongs after it is already there (on a `pto.submit`, the
        segment sizes: then it goes just before them)."""
        props = self.properties
        if name in props:
            props[name] = value
            return
        rank = _property_rank(type(self))
        last = rank.get(name)
        if last is not None:
            # What `canonicalize_properties` would do, without rebuilding the
            # dict, where the answer is plain: every property present is
            # declared and ranks before `name`, but for the segment sizes,
            # which end the dict after properties in canonical order.
            previous = -1
            in_order = True
            segments: Attribute | None = None
            for k, v in props.items():
                if segments is not None:
                    break
                r = rank.get(k)
                if r is None:
                    if k != SEGMENTS:
                        break
                    segments = v
                    continue
                if r > last:
                    break
                in_order = in_order and r > previous
                previous = r
            else:
                if segments is None:
                    props[name] = value
                    return
                if in_order:
                    del props[SEGMENTS]
                    props[name] = value
                    props[SEGMENTS] = segments
                    return
        props[name] = value
        self.canonicalize_properties()

    def hidden_properties(self, shown: Collection[str]) -> dict[str, Attribute]:
        """The properties a pretty printer puts in `<{...}>`: those its
        notation does not show faithfully (`shown` lists the ones it does).

        Printing must never drop or change an attribute (an override lost on
        print -> parse would drop a user's no-dep), so a property the notation
        cannot express, say a directions array of the wrong length or of the
        wrong kind of attribute, is printed there instead.
        """
        return {
            k: v for k, v in self.properties.items() if k not in shown and k != SEGMENTS
        }

    def print_extra_attributes(
        self, printer: Printer, shown: Collection[str], *, keyword: bool = False
    ) -> None:
        """` <{hidden properties}>`, then the dictionary of discardable
        attributes (after `attributes` if `keyword`). Kept apart, so that a
        discardable attribute named like a property stays discardable."""
        hidden = self.hidden_properties(shown)
        if hidden:
            printer.print_string(" ")
            with printer.in_angle_brackets():
                printer.print_attr_dict(hidden)
        printer.print_op_attributes(self.attributes, print_keyword=keyword)

    @classmethod
    def parse_extra_attributes(
        cls, parser: Parser, *, keyword: bool = False
    ) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        """What `print_extra_attributes` prints: (properties, attributes)."""
        start = parser.pos
        properties = parser.parse_optional_properties_dict()
        declared = cls.get_irdl_definition().properties
        unknown = [k for k in properties if k not in declared]
        if unknown:
            parser.raise_error(
                f"'{unknown[0]}' is not a property of {cls.name}: `<{{...}}>` holds "
                f"properties only ({', '.join(declared)}); put discardable "
                "attributes in the attribute dictionary",
                start,
                parser.pos,
            )
        if keyword:
            found = parser.parse_optional_attr_dict_with_keyword()
            attributes = {} if found is None else dict(found.data)
        else:
            attributes = parser.parse_optional_attr_dict()
        return properties, attributes

    def add_parsed_attributes(
        self,
        properties: Mapping[str, Attribute],
        attributes: Mapping[str, Attribute],
    ) -> None:
        """Attach what `parse_extra_attributes` parsed: `<{...}>` entries
        replace what the notation gave, dictionary entries are discardable."""
        self.properties.update(properties)
        self.attributes.update(attributes)
        self.canonicalize_properties()
