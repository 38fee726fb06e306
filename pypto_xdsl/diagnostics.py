"""Problems found by an analysis, and how a pass reports them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException

from pypto_xdsl.dialects.func import FuncOp


class Problem(NamedTuple):
    """What is wrong and how to fix it, reported on `op`."""

    op: Operation
    message: str


def raise_problems(
    module: ModuleOp, problems: Sequence[Problem], pass_name: str
) -> None:
    """Fail with one diagnostic per problem, each attached to its op."""
    if not problems:
        return
    diagnostic = Diagnostic()
    for op, message in problems:
        diagnostic.add_message(op, message)
    error = PassFailedException(f"{pass_name} found {len(problems)} problem(s)")
    try:
        diagnostic.raise_exception(module, error)
    except RecursionError:
        # The annotated module is printed recursively, which fails on IR
        # nested deeper than the recursion limit (built in Python; xdsl-opt
        # cannot parse it). The messages are still reported, by op name.
        error.add_note("\n".join(f"{op.name}: {message}" for op, message in problems))
        raise error from None


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
