"""Directions written back into printed PyPTO (pypto-interop.md, *Writing back*).

Only two kinds of bytes change: each call's `attrs={"arg_directions": [...]}`
(added, or its value replaced; other keys kept where they are, a new entry
first as PyPTO prints it), and the `pl.Out[...]`/`pl.InOut[...]` wrapper of a
parameter whose direction the passes changed. Calls and functions are found
again by the line and column the importer stored as each op's location.

Positions are those of Python's `ast`: a line ends at `\\r\\n`, `\\r` or `\\n`
(Python's tokenizer breaks lines at all three, wherever they are, comments
included), and a column counts UTF-8 bytes. Every edit is made on the bytes
and the output is assembled in one pass, so the export is linear in the text.
The result is parsed again before it is returned: an export that is not valid
Python is an error, never a file.
"""

from __future__ import annotations

import ast
import gc
import re
from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import dataclass

from xdsl.dialects.builtin import FileLineColLoc, ModuleOp
from xdsl.ir import Operation

from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.interop.printed_types import dotted

_WRAPPERS = {
    ParamDirection.OUT: "pl.Out",
    ParamDirection.INOUT: "pl.InOut",
}

_LINE_BREAK = re.compile(rb"\r\n|\r|\n")
"""The line breaks of Python's tokenizer (str.splitlines knows more: \\f,
\\x1c, \\u2028, ...; those do not end a line of Python)."""


class PyptoExportError(Exception):
    """The module does not fit the text it is written back into, or the
    export would not be valid Python."""


@dataclass(frozen=True)
class _Edit:
    start: int
    end: int
    text: str


class _Text:
    """Byte offsets of (line, column) positions, as `ast` reports them."""

    def __init__(self, data: bytes):
        self.data = data
        self.starts = [0] + [m.end() for m in _LINE_BREAK.finditer(data)]

    def offset(self, line: int, col: int) -> int:
        if not 1 <= line <= len(self.starts):
            raise PyptoExportError(f"line {line} is not in the text")
        return self.starts[line - 1] + col

    def start(self, node: ast.expr | ast.keyword) -> int:
        return self.offset(node.lineno, node.col_offset)

    def end(self, node: ast.expr | ast.keyword) -> int:
        line = node.end_lineno if node.end_lineno is not None else node.lineno
        col = (
            node.end_col_offset if node.end_col_offset is not None else node.col_offset
        )
        return self.offset(line, col)


def _position(op: Operation) -> tuple[int, int] | None:
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        return loc.line.data, loc.column.data - 1
    return None


def _directions_text(op: CallOp | SubmitOp) -> str | None:
    dirs = op.arg_directions
    if dirs is None or not dirs.data:
        # PyPTO's DeriveCallDirections leaves a call without arguments as
        # printed: its empty direction list equals the absent attribute.
        return None
    return "[" + ", ".join(f"pl.adir.{d.data.value}" for d in dirs.data) + "]"


def _callee(call: ast.Call) -> str | None:
    """`f` of `self.f(...)` and of `pl.submit(self.f, ...)`."""
    target = call.args[0] if call.args and dotted(call.func) in _SUBMITS else call.func
    if isinstance(target, ast.Attribute) and dotted(target.value) == "self":
        return target.attr
    return None


_SUBMITS = ("pl.submit", "pl.spmd_submit")


def _same_directions(node: ast.expr, directions: str) -> bool:
    if not isinstance(node, ast.List):
        return False
    return "[" + ", ".join(ast.unparse(e) for e in node.elts) + "]" == directions


_SPACE = frozenset(b" \t\f\r\n\\")


def _skip_comment(data: bytes, at: int, limit: int) -> int:
    """The end of the comment starting at `at` (its line break excluded)."""
    while at < limit and data[at] not in b"\r\n":
        at += 1
    return at


def _new_keyword_place(text: _Text, call: ast.Call, entry: str) -> tuple[int, str]:
    """Where `attrs={...}` goes in a call that has none, and its text.

    After the last argument (its closing parentheses included), not before the
    call's `)`: between the two there may be a trailing comma (`f(a, b,)`,
    black's magic comma, kept after the new keyword) and comments (which must
    stay after it, or they would swallow it)."""
    data = text.data
    close = text.end(call) - 1
    if data[close : close + 1] != b")":
        raise PyptoExportError(
            f"line {call.lineno}: the call does not end where the module says"
        )
    arguments: list[ast.expr | ast.keyword] = [*call.args, *call.keywords]
    if not arguments:
        # `f()`: right after the opening parenthesis, before any comment.
        at = text.end(call.func)
        while at < close and data[at] != ord("("):
            at = _skip_comment(data, at, close) if data[at] == ord("#") else at + 1
        return at + 1, f"attrs={{{entry}}}"
    at = max(text.end(a) for a in arguments)
    place = at
    while at < close:
        byte = data[at]
        if byte == ord(")"):  # closes a parenthesized last argument
            at += 1
            place = at
        elif byte == ord(","):
            return at + 1, f" attrs={{{entry}}},"
        elif byte == ord("#"):
            at = _skip_comment(data, at, close)
        elif byte in _SPACE:
            at += 1
        else:
            raise PyptoExportError(
                f"line {call.lineno}: unexpected {chr(byte)!r} after the last "
                "argument of the call"
            )
    return place, f", attrs={{{entry}}}"


def _call_edit(text: _Text, call: ast.Call, directions: str) -> _Edit | None:
    entry = f'"arg_directions": {directions}'
    attrs = next((k for k in call.keywords if k.arg == "attrs"), None)
    if attrs is None:
        at, inserted = _new_keyword_place(text, call, entry)
        return _Edit(at, at, inserted)
    d = attrs.value
    if not isinstance(d, ast.Dict):
        raise PyptoExportError(f"line {call.lineno}: attrs is not a dict literal")
    for k, v in zip(d.keys, d.values, strict=True):
        if k is None:
            raise PyptoExportError(
                f"line {call.lineno}: attrs has a ** entry; give its keys literally"
            )
        if isinstance(k, ast.Constant) and k.value == "arg_directions":
            if _same_directions(v, directions):
                return None  # written as the module says already: keep its bytes
            return _Edit(text.start(v), text.end(v), directions)
    if d.keys:
        first = d.keys[0]
        assert first is not None  # checked in the loop above
        at = text.start(first)
        return _Edit(at, at, f"{entry}, ")
    brace = text.start(d) + 1
    return _Edit(brace, brace, entry)


def _param_edit(
    text: _Text, arg: ast.arg, old: ParamDirection, new: ParamDirection
) -> _Edit | None:
    ann = arg.annotation
    if ann is None or old == new:
        return None
    inner = ann
    if isinstance(ann, ast.Subscript) and dotted(ann.value) in ("pl.Out", "pl.InOut"):
        inner = ann.slice
    inner_text = text.data[text.start(inner) : text.end(inner)].decode()
    wrapped = (
        inner_text if new == ParamDirection.IN else f"{_WRAPPERS[new]}[{inner_text}]"
    )
    return _Edit(text.start(ann), text.end(ann), wrapped)


def _directions(func: FuncOp, count: int) -> list[ParamDirection]:
    dirs = func.param_directions
    if dirs is None or not dirs.data:
        return [ParamDirection.IN] * count
    return [d.data for d in dirs.data]


def _assembled(data: bytes, edits: list[_Edit]) -> bytes:
    """`data` with every edit made, in one pass over it."""
    parts: list[bytes] = []
    pos = 0
    for edit in sorted(edits, key=lambda e: e.start):  # stable: walk order at a tie
        if edit.start < pos:
            raise PyptoExportError(
                "two edits overlap: export the module imported from this text"
            )
        parts.append(data[pos : edit.start])
        parts.append(edit.text.encode())
        pos = edit.end
    parts.append(data[pos:])
    return b"".join(parts)


class _Nodes:
    """The calls and defs of a tree by (line, column).

    Printed PyPTO binds every call to a name (`x: T = self.f(...)`), so the
    calls the module names are the values of statements: those are indexed
    from the statements alone. A position not found there (a call nested in
    an expression) makes one walk of the whole tree, which visits every
    expression node, ten times as many as statements."""

    def __init__(self, tree: ast.Module):
        self.tree = tree
        self.calls: dict[tuple[int, int], ast.Call] = {}
        self.defs: dict[tuple[int, int], ast.FunctionDef] = {}
        self._walked = False
        stack: list[ast.stmt] = list(reversed(tree.body))
        while stack:
            stmt = stack.pop()
            if isinstance(stmt, ast.FunctionDef):
                self.defs[(stmt.lineno, stmt.col_offset)] = stmt
            value = getattr(stmt, "value", None)
            if isinstance(value, ast.Call):
                self.calls[(value.lineno, value.col_offset)] = value
            for field in ("body", "orelse", "finalbody"):
                nested: object = getattr(stmt, field, None)
                if isinstance(nested, list):
                    stack.extend(
                        n
                        for n in reversed(nested)  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
                        if isinstance(n, ast.stmt)
                    )

    def _walk(self) -> None:
        if self._walked:
            return
        self._walked = True
        with _collector_paused():
            for node in ast.walk(self.tree):
                if isinstance(node, ast.Call):
                    self.calls.setdefault((node.lineno, node.col_offset), node)
                elif isinstance(node, ast.FunctionDef):
                    self.defs.setdefault((node.lineno, node.col_offset), node)

    def call(self, pos: tuple[int, int] | None) -> ast.Call | None:
        if pos is None:
            return None
        if pos not in self.calls:
            self._walk()
        return self.calls.get(pos)

    def def_(self, pos: tuple[int, int] | None) -> ast.FunctionDef | None:
        if pos is None:
            return None
        if pos not in self.defs:
            self._walk()
        return self.defs.get(pos)


def export_directions(text: str, module: ModuleOp) -> str:
    """`text` with the call and parameter directions of `module` written in;
    every other byte unchanged. `module` is the import of `text` after passes.
    The result is valid Python (checked): PyptoExportError otherwise."""
    source = _Text(text.encode())
    with _collector_paused():
        nodes = _Nodes(ast.parse(text))
    edits: list[_Edit] = []
    for op in module.walk():
        if isinstance(op, CallOp | SubmitOp):
            directions = _directions_text(op)
            if directions is None:
                continue
            pos = _position(op)
            call = nodes.call(pos)
            if call is None or _callee(call) != op.callee.root_reference.data:
                raise PyptoExportError(
                    f"{op.name} @{op.callee.root_reference.data} has no call at "
                    f"{_shown(pos)} in the text: export the module imported from "
                    "this text"
                )
            edit = _call_edit(source, call, directions)
            if edit is not None:
                edits.append(edit)
        elif isinstance(op, FuncOp):
            pos = _position(op)
            node = nodes.def_(pos)
            if node is None:
                raise PyptoExportError(
                    f"function @{op.sym_name.data} has no def at {_shown(pos)} in "
                    "the text: export the module imported from this text"
                )
            params = [
                a
                for a in node.args.args
                if not (a.arg == "self" and a.annotation is None)
            ]
            new = _directions(op, len(params))
            if len(new) != len(params):
                raise PyptoExportError(
                    f"function @{op.sym_name.data} has {len(new)} parameter(s), "
                    f"its def {len(params)}"
                )
            for arg, direction in zip(params, new, strict=True):
                edit = _param_edit(source, arg, _printed_direction(arg), direction)
                if edit is not None:
                    edits.append(edit)
    result = _assembled(source.data, edits).decode()
    _check_python(result)
    return result


def _shown(pos: tuple[int, int] | None) -> str:
    if pos is None:
        return "an unknown place (the op has no FileLineColLoc)"
    return f"{pos[0]}:{pos[1] + 1}"


@contextmanager
def _collector_paused() -> Generator[None]:
    """Python's cyclic collector off while `ast` builds a tree.

    A tree is millions of objects, so its construction triggers full
    collections, and each of them also traverses everything else the process
    holds: the module being exported, a million more. That tripled the
    export's time (10k calls: 7.4 s, 2.6 s paused). Trees have no cycles:
    reference counting frees them whole, so pausing leaks nothing."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _check_python(result: str) -> None:
    """The export parses as Python, or it is not written."""
    try:
        with _collector_paused():
            ast.parse(result)
    except SyntaxError as error:
        raise PyptoExportError(
            f"the export would not be valid Python ({error.msg} at line "
            f"{error.lineno}); nothing written. Please report this with the input"
        ) from None


def _printed_direction(arg: ast.arg) -> ParamDirection:
    ann = arg.annotation
    if isinstance(ann, ast.Subscript):
        head = dotted(ann.value)
        if head == "pl.Out":
            return ParamDirection.OUT
        if head == "pl.InOut":
            return ParamDirection.INOUT
    return ParamDirection.IN
