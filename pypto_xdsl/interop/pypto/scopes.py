"""Names of the printed program and the values they are bound to.

PyPTO prints SSA-like Python: a name is bound by an assignment, a loop header
or a `pl.yield_`, and read later. Loop and branch bodies are closed frames (a
value leaves them only through `pl.yield_`); a `with` body is not: what it
binds and the statements after the `with` read (before binding the name
again) leaves the `pto.scope` as a result (`Scopes.read_after`).
"""

from __future__ import annotations

import ast
import bisect
import re
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import NoReturn

from xdsl.ir import SSAValue

Binding = SSAValue | tuple[SSAValue, ...]
"""What a name is bound to: one value, or the values of a tuple."""

_MLIR_NAME = re.compile(r"[A-Za-z_$.-][A-Za-z0-9_$.-]*")


def mlir_name(name: str) -> str:
    """The name hint of a Python identifier: itself where MLIR's grammar takes
    it (ASCII letters, digits, `_$.-`); a Python identifier may hold any
    Unicode letter, each of which is spelled `_uXXXX` (its code point), so
    the printed IR parses back (`数据` -> `_u6570_u636e`)."""
    if _MLIR_NAME.fullmatch(name):
        return name
    spelled = "".join(
        c if c.isascii() and (c.isalnum() or c == "_") else f"_u{ord(c):04x}"
        for c in name
    )
    return spelled if _MLIR_NAME.fullmatch(spelled) else f"_{spelled}"


def name_value(value: SSAValue, name: str) -> None:
    """Give `value` the name hint of the Python name it is bound to."""
    value.name_hint = mlir_name(name)


@dataclass
class _Cursor:
    """The statement list being imported and the index of the current statement."""

    stmts: Sequence[ast.stmt]
    index: int
    # A `with` body: its names stay visible after the `with` statement.
    transparent: bool


class Scopes:
    """A stack of frames (name -> binding) and of the statement lists being imported."""

    def __init__(self, error: Callable[[ast.AST, str], NoReturn]):
        self._error = error
        self.frames: list[dict[str, Binding]] = []
        self._cursors: list[_Cursor] = []
        # Per statement list (by id; the list is kept alive with its entry):
        # which statements read and bind each name.
        self._uses: dict[int, tuple[Sequence[ast.stmt], _Uses]] = {}

    def find(self, name: str) -> Binding | None:
        for frame in reversed(self.frames):
            found = frame.get(name)
            if found is not None:
                return found
        return None

    def lookup(self, node: ast.Name) -> Binding:
        for frame in reversed(self.frames):
            if node.id in frame:
                return frame[node.id]
        self._error(
            node,
            f"name {node.id!r} is not defined here (a value made inside a loop or "
            "branch leaves it only through pl.yield_)",
        )

    def bind(self, name: str, value: Binding) -> None:
        if isinstance(value, SSAValue) and value.name_hint is None:
            name_value(value, name)
        self.frames[-1][name] = value

    @contextmanager
    def frame(self, bindings: dict[str, Binding]) -> Generator[dict[str, Binding]]:
        """A new innermost frame holding `bindings`, popped on exit."""
        self.frames.append(bindings)
        try:
            yield bindings
        finally:
            self.frames.pop()

    # Statement lists, for the names read after a `with`

    @contextmanager
    def statement_list(
        self, stmts: Sequence[ast.stmt], *, transparent: bool = False
    ) -> Generator[_Cursor]:
        cursor = _Cursor(stmts, -1, transparent)
        self._cursors.append(cursor)
        try:
            yield cursor
        finally:
            self._cursors.pop()

    def read_after(self, name: str) -> bool:
        """Does a statement after the current one read the value `name` has
        now: later in its list before the list binds `name` again, or, inside
        a `with` body that does neither, after that `with` (recursively)?"""
        for cursor in reversed(self._cursors):
            uses = self._uses_in(cursor.stmts)
            read = _first_after(uses.reads.get(name), cursor.index)
            bound = _first_after(uses.binds.get(name), cursor.index)
            # `x = f(x)` reads the old `x` before it binds the new one.
            if read is not None and (bound is None or read <= bound):
                return True
            if bound is not None or not cursor.transparent:
                return False
        return False

    def _uses_in(self, stmts: Sequence[ast.stmt]) -> _Uses:
        entry = self._uses.get(id(stmts))
        if entry is None:
            entry = (stmts, _Uses.of(stmts))
            self._uses[id(stmts)] = entry
        return entry[1]


@dataclass
class _Uses:
    """Per name, the indices of the statements of one list that read it
    (anywhere inside) and of those that bind it (an assignment's target),
    ascending."""

    reads: dict[str, list[int]]
    binds: dict[str, list[int]]

    @staticmethod
    def of(stmts: Sequence[ast.stmt]) -> _Uses:
        uses = _Uses({}, {})
        for i, stmt in enumerate(stmts):
            for sub in ast.walk(stmt):
                if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
                    _add(uses.reads, sub.id, i)
            targets: list[ast.expr] = []
            if isinstance(stmt, ast.Assign):
                targets = stmt.targets
            elif isinstance(stmt, ast.AnnAssign):
                targets = [stmt.target]
            for target in targets:
                elts = target.elts if isinstance(target, ast.Tuple) else [target]
                for e in elts:
                    if isinstance(e, ast.Name):
                        _add(uses.binds, e.id, i)
        return uses


def _add(table: dict[str, list[int]], name: str, index: int) -> None:
    found = table.setdefault(name, [])
    if not found or found[-1] != index:
        found.append(index)


def _first_after(indices: list[int] | None, index: int) -> int | None:
    if not indices:
        return None
    k = bisect.bisect_right(indices, index)
    return indices[k] if k < len(indices) else None
