"""Directions written back into printed PyPTO (pypto-interop.md, *Writing back*).

Only two kinds of bytes change: each call's `attrs={"arg_directions": [...]}`
(added, or its value replaced; other keys kept where they are, a new entry
first as PyPTO prints it), and the `pl.Out[...]`/`pl.InOut[...]` wrapper of a
parameter whose direction the passes changed. Calls and functions are found
again by the line and column the importer stored as each op's location.
"""

from __future__ import annotations

import ast
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


class PyptoExportError(Exception):
    """The module does not fit the text it is written back into."""


@dataclass(frozen=True)
class _Edit:
    start: int
    end: int
    text: str


class _Text:
    """Byte offsets of (line, column) positions, as `ast` reports them."""

    def __init__(self, data: bytes):
        self.data = data
        self.starts = [0]
        pos = data.find(b"\n")
        while pos != -1:
            self.starts.append(pos + 1)
            pos = data.find(b"\n", pos + 1)

    def offset(self, line: int, col: int) -> int:
        return self.starts[line - 1] + col

    def start(self, node: ast.expr) -> int:
        return self.offset(node.lineno, node.col_offset)

    def end(self, node: ast.expr) -> int:
        return self.offset(
            node.end_lineno or node.lineno, node.end_col_offset or node.col_offset
        )


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


def _call_edit(text: _Text, call: ast.Call, directions: str) -> _Edit | None:
    entry = f'"arg_directions": {directions}'
    attrs = next((k for k in call.keywords if k.arg == "attrs"), None)
    if attrs is None:
        # Before the closing parenthesis: `, attrs={...}` (no comma for `f()`).
        close = text.end(call) - 1
        sep = ", " if call.args or call.keywords else ""
        return _Edit(close, close, f"{sep}attrs={{{entry}}}")
    d = attrs.value
    if not isinstance(d, ast.Dict):
        raise PyptoExportError(f"line {call.lineno}: attrs is not a dict literal")
    for k, v in zip(d.keys, d.values, strict=True):
        if isinstance(k, ast.Constant) and k.value == "arg_directions":
            if _same_directions(v, directions):
                return None  # written as the module says already: keep its bytes
            return _Edit(text.start(v), text.end(v), directions)
    if d.keys:
        first = d.keys[0]
        assert first is not None
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


def export_directions(text: str, module: ModuleOp) -> str:
    """`text` with the call and parameter directions of `module` written in;
    every other byte unchanged. `module` is the import of `text` after passes."""
    source = _Text(text.encode())
    tree = ast.parse(text)
    calls: dict[tuple[int, int], ast.Call] = {}
    defs: dict[tuple[int, int], ast.FunctionDef] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            calls[(node.lineno, node.col_offset)] = node
        elif isinstance(node, ast.FunctionDef):
            defs[(node.lineno, node.col_offset)] = node
    edits: list[_Edit] = []
    for op in module.walk():
        if isinstance(op, CallOp | SubmitOp):
            directions = _directions_text(op)
            if directions is None:
                continue
            pos = _position(op)
            call = calls.get(pos) if pos is not None else None
            if call is None or _callee(call) != op.callee.root_reference.data:
                raise PyptoExportError(
                    f"{op.name} @{op.callee.root_reference.data} has no call at "
                    f"{pos} in the text: export the module imported from this text"
                )
            edit = _call_edit(source, call, directions)
            if edit is not None:
                edits.append(edit)
        elif isinstance(op, FuncOp):
            pos = _position(op)
            node = defs.get(pos) if pos is not None else None
            if node is None:
                raise PyptoExportError(
                    f"function @{op.sym_name.data} has no def at {pos} in the text: "
                    "export the module imported from this text"
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
    out = bytearray(source.data)
    for edit in sorted(edits, key=lambda e: e.start, reverse=True):
        out[edit.start : edit.end] = edit.text.encode()
    return out.decode()


def _printed_direction(arg: ast.arg) -> ParamDirection:
    ann = arg.annotation
    if isinstance(ann, ast.Subscript):
        head = dotted(ann.value)
        if head == "pl.Out":
            return ParamDirection.OUT
        if head == "pl.InOut":
            return ParamDirection.INOUT
    return ParamDirection.IN
