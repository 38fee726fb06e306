"""Pretty-syntax helpers shared by the `pto` ops and attributes.

Keyword parsing with diagnostics that name every valid spelling, the
all-or-none rule for per-entry direction keywords, and type lists as the
diagnostics print them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar, cast

from xdsl.dialects.builtin import ArrayAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute
from xdsl.parser import BaseParser
from xdsl.utils.str_enum import StrEnum

_E = TypeVar("_E", bound=StrEnum)
_T = TypeVar("_T")


def parse_keyword(parser: BaseParser, enum_type: type[_E], what: str) -> _E:
    """Parse one keyword of `enum_type`; an unknown one is reported by name,
    with every valid spelling (xDSL's own message names neither the attribute
    nor the offending word)."""
    start = parser.pos
    value = parser.parse_optional_identifier_or_str_literal()
    if value is None:
        parser.raise_error(f"expected {what}: one of {keyword_list(enum_type)}")
    if value not in enum_type.__members__.values():
        parser.raise_error(
            f"unknown {what} '{value}': use one of {keyword_list(enum_type)}",
            start,
            parser.pos,
        )
    return enum_type(value)


def parse_direction_keyword(
    parser: BaseParser,
    enum_type: type[StrEnum],
    what: str,
    parse_item: Callable[[], _T | None],
    expected: str,
) -> tuple[str | None, _T]:
    """One `DIRECTION? item` entry of a signature or an argument list: the
    direction keyword of `enum_type` if present, and the item. A word that
    is no direction of `enum_type` is reported as an unknown `what`
    direction, naming every valid one; no item at all is `expected`."""
    keyword = parser.parse_optional_keyword_in(tuple(e.value for e in enum_type))
    item = parse_item()
    if item is not None:
        return keyword, item
    start = parser.pos
    word = parser.parse_optional_identifier()
    if word is not None:
        parser.raise_error(
            f"unknown {what} direction '{word}': use one of {keyword_list(enum_type)}",
            start,
            parser.pos,
        )
    parser.raise_error(expected)


def keyword_list(enum_type: type[StrEnum]) -> str:
    return ", ".join(e.value for e in enum_type)


def all_or_none(
    parser: BaseParser,
    keywords: list[str | None],
    what: str,
    start: int,
    end: int,
) -> list[str] | None:
    """The keywords if every entry carries one, None if none does; a partial
    list is a parse error over `start`..`end`."""
    present = [k for k in keywords if k is not None]
    if not present:
        return None
    if len(present) != len(keywords):
        missing = ", ".join(str(i) for i, k in enumerate(keywords) if k is None)
        parser.raise_error(
            f"either every {what} or none carries a direction, but {what} "
            f"{missing} has none: add the missing directions or drop them all",
            start,
            end,
        )
    return present


def type_list(types: Sequence[Attribute]) -> str:
    """`(t0, t1, ...)`, as diagnostics show a signature."""
    return f"({', '.join(map(str, types))})"


def shown_directions(
    attr: Attribute | None, count: int, element: type[EnumAttribute[_E]]
) -> tuple[_E, ...] | None:
    """The directions a signature or call site shows: an array of `count` > 0
    `element`s, else None (absent, or printed in `<{...}>`; an empty array
    too, which the notation could not tell from an absent one)."""
    if not isinstance(attr, ArrayAttr) or not count:
        return None
    entries = cast(ArrayAttr[Attribute], attr).data
    if len(entries) != count:
        return None
    found = [cast(EnumAttribute[_E], d).data for d in entries if isinstance(d, element)]
    return tuple(found) if len(found) == count else None
