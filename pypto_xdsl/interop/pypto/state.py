"""The one small object the importer's rooms pass around.

`ImportState` is what the statement, expression and operator rooms share
while one program is imported: where diagnostics point (`SpanTracker`), the
names in scope (`Scopes`), the functions declared so far, the function being
defined and the block ops are appended to. It is also the `ImportContext`
(hooks.py) handed to delegated translations (task-id arrays).
"""

from __future__ import annotations

import ast
from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import NoReturn, TypeVar

from xdsl.dialects.builtin import FileLineColLoc
from xdsl.ir import Attribute, Block, Operation, SSAValue

from pypto_xdsl.dialects.dynamic_dim import DynamicDimOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.interop.pypto import expressions, types
from pypto_xdsl.interop.pypto.scopes import Binding, Scopes, name_value
from pypto_xdsl.interop.pypto.spans import SpanTracker, Where

ATTRS_KEY = "pypto.attrs"
"""Discardable attribute holding the source text of `attrs={...}` keys and
keywords the dialect has no property for (kept, never interpreted)."""

_Op = TypeVar("_Op", bound=Operation)


@dataclass
class Function:
    """A `@pl.function` method and the `pto.func` declared for it."""

    node: ast.FunctionDef
    op: FuncOp
    # Printed without `-> ...`: the result types are those its `return` gives.
    results_from_return: bool = False


class ImportState:
    def __init__(self, text: str, filename: str):
        self.text = text
        self.filename = filename
        self.spans = SpanTracker(text, filename)
        self.scopes = Scopes(self.error)
        self.funcs: dict[str, FuncOp] = {}
        self.fn: Function | None = None
        self.block = Block()
        # The literals of the function being defined (expressions.constant).
        self.constants: dict[tuple[Attribute, int | str], SSAValue] = {}
        self.last_constant: Operation | None = None
        # `NAME = pl.dynamic("NAME")` lines: program-level dimension variables.
        self.dynamic_dims: dict[str, ast.Assign] = {}
        # Per loop statement (by id; the tree lives as long as the import):
        # the types its iter args carry once its yields widened them.
        self.carried: dict[int, list[Attribute]] = {}

    # Diagnostics and locations

    def error(self, node: Where | None, message: str) -> NoReturn:
        self.spans.error(node, message)

    def loc(self, node: Where) -> FileLineColLoc:
        return self.spans.loc(node)

    def append(self, op: _Op, node: ast.AST) -> _Op:
        """Insert `op` at the current point with `node`'s location."""
        op.location = self.loc(node)
        self.block.add_op(op)
        return op

    @contextmanager
    def inside(
        self, block: Block, bindings: dict[str, Binding] | None = None
    ) -> Generator[dict[str, Binding]]:
        """Append to `block`, with a new frame of names, until the exit."""
        saved = self.block
        self.block = block
        try:
            with self.scopes.frame({} if bindings is None else bindings) as frame:
                yield frame
        finally:
            self.block = saved

    # Names, values and types

    def lookup(self, node: ast.Name) -> Binding:
        """The binding of a name; a dynamic dimension read as a value is one
        `pto.dynamic_dim` per function, at the top of its body."""
        found = self.scopes.find(node.id)
        if found is None and node.id in self.dynamic_dims and self.fn is not None:
            return self._dynamic_dim(node)
        return self.scopes.lookup(node)

    def _dynamic_dim(self, node: ast.Name) -> SSAValue:
        op = DynamicDimOp(node.id)
        op.location = self.loc(node)
        body = self.fn.op.body.block if self.fn is not None else self.block
        # After the dimensions read before, in the order they are first read.
        first = body.first_op
        while isinstance(first, DynamicDimOp):
            first = first.next_op
        if first is None:
            body.add_op(op)
        else:
            body.insert_op_before(op, first)
        name_value(op.result, node.id)
        self.scopes.frames[0][node.id] = op.result
        return op.result

    def bind(self, name: str, value: Binding) -> None:
        self.scopes.bind(name, value)

    def value(self, e: ast.expr, expected: Attribute | None = None) -> SSAValue:
        return expressions.import_expr(self, e, expected)

    def type_of(self, node: ast.expr) -> Attribute:
        return types.type_of(self, node)

    def result_types(self, node: ast.expr) -> list[Attribute]:
        return types.result_types(self, node)
