"""The load step both commands share: read a file (or standard input) as
UTF-8 text, parse a pto module from it and verify it, every failure one
located `CommandError` (`FILE:LINE:COL` where it has a place in the input).

`pto-tasks FILE.mlir` and `pto-export --module FILE.mlir` read their modules
here; printed PyPTO goes through the importer instead (each command's own).
"""

from __future__ import annotations

import bisect
import sys

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException

from pypto_xdsl.commands.context import command_context
from pypto_xdsl.commands.errors import CommandError, first_line

STDIN = "-"


class Source:
    """The input's text, and where each op of it starts: errors name
    `FILE:LINE:COL`."""

    def __init__(self, text: str, name: str):
        self.text = text
        self.name = name
        self.starts: dict[Operation, int] = {}
        self._lines = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]

    def where(self, op: Operation) -> str | None:
        loc = op.location
        if isinstance(loc, FileLineColLoc):
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        start = self.starts.get(op)
        if start is None:
            return None
        line = bisect.bisect_right(self._lines, start)
        return f"{self.name}:{line}:{start - self._lines[line - 1] + 1}"


class LocatingParser(Parser):
    """xDSL's parser, noting where each op starts (xDSL keeps no spans)."""

    def __init__(self, ctx: Context, source: Source):
        super().__init__(ctx, source.text, source.name)
        self._source = source

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        try:
            op = super().parse_operation()
        except VerifyException as error:
            # Some of xDSL's custom parsers verify while parsing (an scf.for
            # whose body ends in another terminator than scf.yield): a
            # parse error at the op, not a traceback.
            self.raise_error(
                first_line(str(error)), start, self._current_token.span.start
            )
        self._source.starts[op] = start
        return op


def read_bytes(path: str) -> bytes:
    """The bytes of `path`, or of standard input for `-`."""
    if path == STDIN:
        # Bytes, as from a file: a pipe of another encoding is an error here,
        # not a traceback in the interpreter's decoder.
        stream = getattr(sys.stdin, "buffer", None)
        return stream.read() if stream is not None else sys.stdin.read().encode()
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror}") from None


def read_source(path: str) -> Source:
    """The text of `path` (`-`: standard input), which must be UTF-8."""
    data = read_bytes(path)
    name = "<stdin>" if path == STDIN else path
    try:
        return Source(data.decode("utf-8"), name)
    except UnicodeDecodeError:
        raise CommandError(f"cannot read {path}: not UTF-8 text") from None


def located(source: Source, op: Operation | None, message: str) -> CommandError:
    """`message` at `op`'s place in the input."""
    # The module's own problems (no such function) are the whole file's.
    where = None if op is None or isinstance(op, ModuleOp) else source.where(op)
    if where is None:
        return CommandError(f"{source.name}: {message}")
    return CommandError(message, where)


def parse_module(source: Source) -> ModuleOp:
    """The verified pto module `source` holds."""
    if not source.text.strip():
        # xDSL says "Could not parse entire input!" of nothing at all.
        raise CommandError(
            f"{source.name}: empty input: expected a pto module (builtin.module {{...}})"
        )
    try:
        module = LocatingParser(command_context(), source).parse_module()
    except ParseError as error:
        loc = error.span.get_location()
        where = f"{loc.file}:{loc.line}:{loc.col}"
        raise CommandError(first_line(error.msg), where) from None
    try:
        module.verify()
    except (VerifyException, DiagnosticException) as error:
        raise _invalid(source, module, error) from None
    return module


def _invalid(source: Source, module: ModuleOp, error: Exception) -> CommandError:
    """The first op that does not verify, at its place in the input."""
    for op in module.walk():
        try:
            op.verify(verify_nested_ops=False)
        except (VerifyException, DiagnosticException) as found:
            cause = found.__cause__ if found.__cause__ is not None else found
            return located(source, op, f"invalid IR: {first_line(str(cause))}")
    return CommandError(f"{source.name}: invalid IR: {first_line(str(error))}")
