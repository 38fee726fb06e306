"""`derive-call-directions`: materialize wrapper directions, then give every
call site the `arg_directions` its callee and buffer lineage call for."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from pypto_xdsl.analysis.call_directions import (
    call_direction_facts,
)
from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.analysis.wrapper_directions import promoted_wrapper_directions
from pypto_xdsl.dialects.attributes import FOR_KIND_ATTR, ParamDirection
from pypto_xdsl.dialects.call import ALLOWED_TENSOR_DIRECTIONS, CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.symbol_table import function_table
from pypto_xdsl.dialects.types import is_tensor_like
from pypto_xdsl.transforms.verify_call_directions import (
    call_direction_problems,
    raise_problems,
)


@dataclass(frozen=True)
class DeriveCallDirectionsPass(ModulePass):
    """Phase 0 writes each `group`/`spmd` wrapper's effective
    `param_directions`; phases 1 to 3 derive `arg_directions` for every
    `pto.call` and `pto.submit` that has none (derive-call-directions.md).
    Explicit `arg_directions` are left untouched. The IR is only changed once
    every check has passed.
    """

    name = "derive-call-directions"

    verify: bool = True
    """Run `verify-call-directions` on the result."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        funcs = function_table(op)
        graph = call_graph(op, funcs, record_events=True)
        # Phases 1 to 3 read the promoted wrappers' directions, and every
        # other function's declared ones.
        promoted = promoted_wrapper_directions(graph)
        derived = call_direction_facts(graph, promoted).derived

        problems: list[tuple[Operation, str]] = [
            (
                loop,
                f"'{FOR_KIND_ATTR}' of this scf.for is "
                f"{loop.attributes[FOR_KIND_ATTR]}, not a #pto.for_kind: use "
                f"{FOR_KIND_ATTR} = #pto.for_kind<parallel> (or sequential, unroll, "
                "pipeline), or drop it",
            )
            for loop in derived.malformed_loops
        ]
        problems.extend(
            _contradicted_explicit_directions(graph, promoted, derived.explicit)
        )
        raise_problems(op, problems, self.name)

        for wrapper, directions in promoted.items():
            wrapper.set_param_directions(directions)
        for call, directions in derived.directions.items():
            call.set_arg_directions(directions)

        if self.verify:
            raise_problems(
                op, call_direction_problems(op, funcs=funcs, graph=graph), self.name
            )


def _contradicted_explicit_directions(
    graph: CallGraph,
    promoted: Mapping[FuncOp, tuple[ParamDirection, ...]],
    explicit: Sequence[CallLikeOp],
) -> list[tuple[Operation, str]]:
    """Explicit call-site directions that phase 0's promotions make wrong."""
    problems: list[tuple[Operation, str]] = []
    if not promoted:
        return problems
    for site in explicit:
        given = site.arg_directions_tuple
        callee = graph.callee_of(site)
        if given is None or callee is None or callee not in promoted:
            continue
        before = graph.declared(callee)
        after = promoted[callee]
        for i, (arg, direction) in enumerate(
            zip(graph.args_of(site), given, strict=False)
        ):
            if i >= len(after) or before[i] == after[i]:
                continue
            allowed = ALLOWED_TENSOR_DIRECTIONS[after[i]]
            if is_tensor_like(arg.type) and direction not in allowed:
                problems.append(
                    (
                        site,
                        f"argument {i} has explicit direction "
                        f"'{direction.value}', but wrapper "
                        f"'@{callee.sym_name.data}' passes its parameter {i}"
                        f"{_param_name(callee, i)} to an inner writer, so "
                        f"derive-call-directions makes it '{after[i].value}', "
                        f"which allows {', '.join(d.value for d in allowed)}: "
                        "fix this call's arg_directions or the wrapper's body",
                    )
                )
    return problems


def _param_name(func: FuncOp, index: int) -> str:
    args = func.args
    if index < len(args) and args[index].name_hint:
        return f" (%{args[index].name_hint})"
    return ""
