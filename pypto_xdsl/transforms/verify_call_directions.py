"""`verify-call-directions`: every call site carries well-formed
`arg_directions` and every wrapper signature is up to date."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException

from pypto_xdsl.analysis.call_graph import CallGraph, call_graph, declared_directions
from pypto_xdsl.analysis.wrapper_directions import (
    effective_wrapper_directions,
    promoted_wrapper_directions,
)
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import (
    CallLikeOp,
    arg_direction_problems,
    override_problems,
)
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.symbol_table import function_table


def _listing(directions: tuple[ParamDirection, ...]) -> str:
    return "[" + ", ".join(d.value for d in directions) + "]"


def call_direction_problems(
    module: ModuleOp,
    *,
    funcs: Mapping[str, FuncOp] | None = None,
    graph: CallGraph | None = None,
) -> list[tuple[Operation, str]]:
    """Every violation of the call-directions rules, each with its op
    (derive-call-directions.md, *The call-directions verifier*): stale
    wrapper signatures first, then call sites in table and program order."""
    if funcs is None:
        funcs = function_table(module)
    sites = _SiteProblems()
    declared_of: Callable[[FuncOp], tuple[ParamDirection, ...]]
    if graph is None:
        # Call sites are checked as the graph reaches them, and the graph
        # has just read every signature: a stale wrapper is a promoted one.
        graph = call_graph(module, funcs, visit_site=sites.check)
        stale = promoted_wrapper_directions(graph)
        declared_of = graph.declared
    else:
        for func in funcs.values():
            for op, args, callee in graph.sites_of(func):
                sites.check(op, args, callee)
        # A pass may have changed signatures since it built `graph`.
        stale = {
            wrapper: directions
            for wrapper, directions in effective_wrapper_directions(
                module, funcs, graph
            ).items()
            if directions != declared_directions(wrapper)
        }
        declared_of = declared_directions
    problems: list[tuple[Operation, str]] = [
        (
            wrapper,
            f"wrapper function '@{wrapper.sym_name.data}' has stale "
            f"param_directions: effective {_listing(directions)} but "
            f"declared {_listing(declared_of(wrapper))}; run "
            "derive-call-directions or declare the effective directions",
        )
        for wrapper, directions in stale.items()
    ]
    problems.extend(sites.problems)
    return problems


class _SiteProblems:
    """Rules 3 to 5 at each call-like op, against its callee's signature."""

    __slots__ = ("_params", "problems")

    def __init__(self) -> None:
        self.problems: list[tuple[Operation, str]] = []
        # Read from the IR, not from a call graph: a pass may have changed
        # signatures since it built its graph (derive-call-directions
        # verifies its own result).
        self._params: dict[FuncOp, tuple[ParamDirection, ...]] = {}

    def check(
        self, op: CallLikeOp, args: Sequence[SSAValue], callee: FuncOp | None
    ) -> None:
        if callee is None or not args:
            return
        callee_params = self._params.get(callee)
        if callee_params is None:
            callee_params = self._params[callee] = declared_directions(callee)
        problems = self.problems
        name = f"@{callee.sym_name.data}"
        arg_types = [a.type for a in args]
        given = op.arg_directions_tuple
        if given is None:
            problems.append(
                (
                    op,
                    f"{op.name} of {name} has no arg_directions: run "
                    "derive-call-directions, or give one #pto.adir per "
                    f"argument ({len(args)})",
                )
            )
        elif len(given) != len(args):
            problems.append(
                (
                    op,
                    f"arg_directions of this {op.name} has {len(given)} "
                    f"entries but the op has {len(args)} argument(s): give "
                    "one #pto.adir per argument",
                )
            )
        else:
            problems.extend(
                (op, message)
                for message in arg_direction_problems(
                    name, arg_types, given, callee_params
                )
            )
        if op.arg_direction_overrides is not None:
            problems.extend(
                (op, message)
                for message in override_problems(arg_types, op.no_dep_indices)
            )


def raise_problems(
    module: ModuleOp, problems: list[tuple[Operation, str]], pass_name: str
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


@dataclass(frozen=True)
class VerifyCallDirectionsPass(ModulePass):
    """Check that every call site has well-formed `arg_directions` and every
    wrapper's `param_directions` equals its effective directions; report every
    problem, each on its op, then fail. Changes nothing."""

    name = "verify-call-directions"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        raise_problems(op, call_direction_problems(op), self.name)
