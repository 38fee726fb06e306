"""The entry points: a printed program's text in, a `pto` module out."""

from __future__ import annotations

import ast

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.lexer import Input, Span

from pypto_xdsl.diagnostics import source_location
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.interop.hooks import PyptoImportError
from pypto_xdsl.interop.pypto.decorators import import_program
from pypto_xdsl.interop.pypto.spans import Position
from pypto_xdsl.interop.pypto.state import ImportState


def import_pypto(text: str, filename: str = "<pypto>") -> ModuleOp:
    """The `pto` module of a printed PyPTO program; `PyptoImportError` (one
    diagnostic on a line) for anything it cannot say faithfully."""
    state = ImportState(text, filename)
    try:
        tree = ast.parse(text, filename)
    except SyntaxError as e:
        line, col = e.lineno or 1, max((e.offset or 1) - 1, 0)
        state.error(
            Position(line, col),
            f"not Python: {e.msg}; a printed PyPTO program is the text "
            "pypto.ir.python_print writes (is the file truncated?)",
        )
    return import_program(state, tree)


def decode_source(data: bytes, filename: str) -> str:
    """The text of a printed program's bytes; not UTF-8 is a diagnostic."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1)
        span = Span(e.start, e.start + 1, Input(data, filename))
        raise PyptoImportError(
            span, f"not a printed PyPTO program: byte {line}:{col + 1} is not UTF-8"
        ) from None


def generic_operator_summary(module: ModuleOp) -> str | None:
    """One warning line per operator kept as `pto.op` (outside the
    catalogue: a call that does not fit its row is an import error), named
    once where it is first used (`FILE:LINE:COL: warning: ...`) with its
    count; None when every operator has its row, so a quiet import means all
    are classified."""
    first: dict[str, GenericOperatorOp] = {}
    counts: dict[str, int] = {}
    for op in module.walk():
        if isinstance(op, GenericOperatorOp):
            name = op.op_name.data
            first.setdefault(name, op)
            counts[name] = counts.get(name, 0) + 1
    if not first:
        return None
    lines: list[str] = []
    for name, op in first.items():
        where = source_location(op)
        uses = counts[name]
        lines.append(
            ("" if where is None else f"{where}: ")
            + f"warning: operator {name} has no catalogue row: kept as pto.op with unclassified "
            f"effects ({uses} use{'' if uses == 1 else 's'}, the first here)"
        )
    return "\n".join(lines)
