"""What a translation plugged into the PyPTO importer may ask of it.

The importer hands an `ImportContext` to the functions that translate the
constructs it delegates (task-id arrays: `task_id_arrays.py`). They read
operands and types through it, append ops at the current insertion point, and
report a problem on a line of the printed program with `error`.
"""

from __future__ import annotations

import ast
from typing import NoReturn, Protocol, TypeVar

from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Span


class PyptoImportError(ParseError, SystemExit):
    """A printed PyPTO program the importer cannot read: one diagnostic on a
    line, saying what is wrong (and what is supported).

    A `ParseError`, so `xdsl-opt --parsing-diagnostics` prints it like a
    parse error of MLIR text (the line, a caret, the message), and Python
    callers catch it as one; `one_line` is the form for commands.

    Also a SystemExit whose payload is `one_line`, as `PassOptionError` is:
    without `--parsing-diagnostics`, `xdsl-opt` re-raises a frontend's
    ParseError with no handler around it (xdsl 0.75.0, `xDSLOptMain.run`), so
    the uncaught error ends the program as `sys.exit(one_line)` does: one line
    on standard error, status 1, no traceback."""

    def __init__(self, span: Span[bytes], message: str):
        super().__init__(span, message)
        self.message = message

    @property
    def location(self) -> tuple[str, int, int]:
        """(file, line, column) of the span, read when asked: xdsl-opt shifts
        the span's lines under `--split-input-file` after the error is made."""
        filename, line, column = self.span.get_location()
        return filename, line, column

    @property
    def filename(self) -> str:
        return self.location[0]

    @property
    def line(self) -> int:
        return self.location[1]

    @property
    def column(self) -> int:
        return self.location[2]

    @property
    def one_line(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}: {self.message}"

    @property
    def code(self) -> str:  # pyright: ignore[reportIncompatibleVariableOverride]
        # What the interpreter prints (then exits 1) when nothing catches it.
        return self.one_line


_Op = TypeVar("_Op", bound=Operation)


class ImportContext(Protocol):
    def value(self, e: ast.expr, expected: Attribute | None = None) -> SSAValue:
        """The SSA value of an operand expression: a name, an int (an `index`
        constant, or of type `expected`), `t[k]`, scalar arithmetic, `pl.const`,
        `pl.cast`."""
        ...

    def type_of(self, node: ast.expr) -> Attribute:
        """The xDSL type of a printed type annotation."""
        ...

    def append(self, op: _Op, node: ast.AST) -> _Op:
        """Insert `op` at the current point; its location is `node`'s line/column."""
        ...

    def error(self, node: ast.AST, message: str) -> NoReturn:
        """Stop the import with one diagnostic on `node`'s line."""
        ...
