"""Where a construct of the printed program is: diagnostics and locations.

One `Input` holds the program's bytes; a diagnostic is a `PyptoImportError`
whose `Span` covers the offending node on its line, and every op gets the
`FileLineColLoc` (line, 1-based column) of the statement or expression it
comes from, so that the exporter finds each call again.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import NoReturn

from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr
from xdsl.utils.lexer import Input, Span

from pypto_xdsl.interop.hooks import PyptoImportError


@dataclass
class Position:
    """A bare position for diagnostics that have no AST node (0-based column,
    as `ast` counts)."""

    lineno: int
    col_offset: int


Where = ast.AST | Position


class SpanTracker:
    """Byte offsets of lines in one program text, computed once on the first
    diagnostic (an import that succeeds never needs them)."""

    def __init__(self, text: str, filename: str):
        self.input = Input(text.encode(), filename)
        self._file = StringAttr(filename)
        self._line_starts: list[int] | None = None

    def _offset(self, line: int, col: int) -> int:
        if self._line_starts is None:
            starts = [0]
            data = self.input.content
            pos = data.find(b"\n")
            while pos != -1:
                starts.append(pos + 1)
                pos = data.find(b"\n", pos + 1)
            self._line_starts = starts
        starts = self._line_starts
        return starts[min(max(line, 1), len(starts)) - 1] + col

    def error(self, node: Where | None, message: str) -> NoReturn:
        """Stop the import with one diagnostic covering `node` (its first line)."""
        line = getattr(node, "lineno", 1)
        col = getattr(node, "col_offset", 0)
        start = self._offset(line, col)
        end_line = getattr(node, "end_lineno", None)
        end = start + 1
        if end_line == line:
            end = self._offset(line, getattr(node, "end_col_offset", col + 1))
        end = min(max(end, start + 1), len(self.input.content))
        start = min(start, max(len(self.input.content) - 1, 0))
        raise PyptoImportError(Span(start, end, self.input), message)

    def loc(self, node: Where) -> FileLineColLoc:
        return FileLineColLoc(
            self._file,
            IntAttr(getattr(node, "lineno", 0)),
            IntAttr(getattr(node, "col_offset", -1) + 1),
        )
