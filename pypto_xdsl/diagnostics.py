"""Problems found by an analysis, and how a pass reports them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from xdsl.dialects.builtin import FileLineColLoc, ModuleOp, StringAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException

from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp, enclosing_func, op_name


class PassProblems(PassFailedException, SystemExit):
    """A pass of ours found problems in the module.

    A `PassFailedException` for Python callers and for `xdsl-opt
    --verify-diagnostics` (which prints it with the annotated module). Also a
    SystemExit whose payload is one located line per problem, as
    `PassOptionError` is: `xdsl-opt` has no handler around its passes without
    `--verify-diagnostics` (xdsl 0.75.0, `xDSLOptMain.run`), so the uncaught
    error ends the program with those lines on standard error and status 1
    instead of a traceback followed by the whole module."""

    def __init__(self, message: str, lines: Sequence[str]):
        super().__init__(message)
        self.lines = tuple(lines)

    @property
    def code(self) -> str:  # pyright: ignore[reportIncompatibleVariableOverride]
        # What the interpreter prints (then exits 1) when nothing catches it.
        return "\n".join(self.lines)


class Problem(NamedTuple):
    """What is wrong and how to fix it, reported on `op`."""

    op: Operation
    message: str


def raise_problems(
    module: ModuleOp, problems: Sequence[Problem], pass_name: str
) -> None:
    """Fail with one diagnostic per problem, each attached to its op.

    The exception's own text lists every message with its op, so that a
    pipeline that logs `str(error)` keeps them; xdsl-opt also prints the
    module with each message under its op."""
    if not problems:
        return
    diagnostic = Diagnostic()
    for op, message in problems:
        diagnostic.add_message(op, message)
    lines = [f"  {describe_op(op)}: {message}" for op, message in problems]
    error = PassProblems(
        f"{pass_name} found {len(problems)} problem(s):\n" + "\n".join(lines),
        [problem_line(op, message, pass_name) for op, message in problems],
    )
    try:
        diagnostic.raise_exception(module, error)
    except RecursionError:
        # The annotated module is printed recursively, which fails on IR
        # nested deeper than the recursion limit (built in Python; xdsl-opt
        # cannot parse it). The messages are still in the exception's text.
        raise error from None


def problem_line(op: Operation, message: str, pass_name: str) -> str:
    """`FILE:LINE:COL: OP: MESSAGE` for a problem on `op` (an op of an imported
    PyPTO program has its line); `PASS: OP: MESSAGE` when neither `op` nor an
    op around it has a location (parsed MLIR text)."""
    where = source_location(op)
    return (
        f"{pass_name if where is None else where}: {describe_op(op, False)}: {message}"
    )


def describe_op(op: Operation, located: bool = True) -> str:
    """`op` for a one-line message: its name, its callee, its function, and
    (if `located`) where it is."""
    text = op_name(op)
    callee = op.properties.get("callee") if isinstance(op, CallLikeOp) else None
    if isinstance(callee, SymbolRefAttr):
        text += f" @{callee.root_reference.data}"
    func = op if isinstance(op, FuncOp) else enclosing_func(op)
    if func is not None:
        name = func.properties.get("sym_name")
        if isinstance(name, StringAttr):
            text += f" @{name.data}" if func is op else f" in @{name.data}"
    where = source_location(op) if located else None
    if where is not None:
        text += f" at {where}"
    return text


def source_location(op: Operation) -> str | None:
    """`FILE:LINE:COL` of `op` or its nearest enclosing op that has one (an
    imported PyPTO program gives every op its line), else None."""
    current: Operation | None = op
    while current is not None:
        loc = current.location
        if isinstance(loc, FileLineColLoc):
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        current = current.parent_op()
    return None


def param_name(func: FuncOp, index: int) -> str | None:
    """The name of parameter `index` of `func`, if it has one."""
    args = func.args
    if index < len(args) and args[index].name_hint:
        return args[index].name_hint
    return None


def param_label(func: FuncOp, index: int) -> str:
    """`%name` of a parameter, or `#index` when it has no name."""
    name = param_name(func, index)
    return f"#{index}" if name is None else f"%{name}"
