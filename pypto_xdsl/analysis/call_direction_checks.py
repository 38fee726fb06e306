"""The call-directions verifier (derive-call-directions.md, *The
call-directions verifier*), and the check derive-call-directions makes of
explicit call-site directions against phase 0's promotions.

Rules 3 to 5 are the call-like ops' own (`dialects/call.py`), shared
with their op verifiers; here they are checked against the signatures a pass
run sees, with rules 1 and 2.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import scf

from pypto_xdsl.analysis.call_graph import CallGraph, CallSite
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.diagnostics import Problem, param_name
from pypto_xdsl.dialects.attributes import FOR_KIND_ATTR, ParamDirection
from pypto_xdsl.dialects.call import (
    ALLOWED_TENSOR_DIRECTIONS,
    arg_direction_problems,
    override_problems,
)
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.types import is_tensor_like


def _listing(directions: tuple[ParamDirection, ...]) -> str:
    return "[" + ", ".join(d.value for d in directions) + "]"


def call_direction_problems(
    graph: CallGraph,
    signatures: Signatures,
    effective: Mapping[FuncOp, tuple[ParamDirection, ...]],
) -> list[Problem]:
    """Every violation of the call-directions rules, each with its op, against
    the parameter directions of `signatures` (what the IR declares once the
    pass that built `graph` wrote its own back) and phase 0's `effective`
    directions: stale signatures first, then call sites in table and program
    order."""
    problems = stale_signature_problems(signatures, effective)
    for node in graph.nodes.values():
        for site in node.sites:
            if site.callee is not None and site.args:
                problems.extend(site_problems(site, signatures.of(site.callee)))
    return problems


def stale_signature_problems(
    signatures: Signatures, effective: Mapping[FuncOp, tuple[ParamDirection, ...]]
) -> list[Problem]:
    """Rule 1: every function phase 0 materializes declares its effective
    directions."""
    return [
        Problem(
            func,
            f"{_kind_word(func)} '@{func.sym_name.data}' has stale "
            f"param_directions: effective {_listing(directions)} but "
            f"declared {_listing(signatures.of(func))}; run "
            "derive-call-directions or declare the effective directions",
        )
        for func, directions in effective.items()
        if directions != signatures.of(func)
    ]


def _kind_word(func: FuncOp, wrapper: str = "wrapper function") -> str:
    # Phase 0 also materializes inline and opaque (kind-less) functions.
    kind = func.func_kind
    return wrapper if kind.is_wrapper else f"{kind.value} function"


def site_problems(
    site: CallSite, callee_params: tuple[ParamDirection, ...]
) -> list[Problem]:
    """Rules 2 to 5 at one call site with a callee and arguments."""
    op, args = site.op, site.args
    name = f"@{site.callee.sym_name.data}" if site.callee is not None else "?"
    arg_types = [a.type for a in args]
    given = op.arg_directions_tuple
    problems: list[Problem] = []
    if given is None:
        problems.append(
            Problem(
                op,
                f"{op.name} of {name} has no arg_directions: run "
                "derive-call-directions, or give one #pto.adir per "
                f"argument ({len(args)})",
            )
        )
    elif len(given) != len(args):
        problems.append(
            Problem(
                op,
                f"arg_directions of this {op.name} has {len(given)} "
                f"entries but the op has {len(args)} argument(s): give "
                "one #pto.adir per argument",
            )
        )
    else:
        problems.extend(
            Problem(op, message)
            for message in arg_direction_problems(name, arg_types, given, callee_params)
        )
    if op.arg_direction_overrides is not None:
        problems.extend(
            Problem(op, message)
            for message in override_problems(arg_types, op.no_dep_indices)
        )
    return problems


def contradicted_explicit_directions(
    graph: CallGraph,
    promoted: Mapping[FuncOp, tuple[ParamDirection, ...]],
    explicit: Sequence[CallSite],
) -> list[Problem]:
    """Explicit call-site directions that phase 0's promotions make wrong."""
    problems: list[Problem] = []
    if not promoted:
        return problems
    for site in explicit:
        given = site.op.arg_directions_tuple
        callee = site.callee
        if given is None or callee is None or callee not in promoted:
            continue
        before = graph.node(callee).declared
        after = promoted[callee]
        for i, (arg, direction) in enumerate(zip(site.args, given, strict=False)):
            if i >= len(after) or before[i] == after[i]:
                continue
            allowed = ALLOWED_TENSOR_DIRECTIONS[after[i]]
            if is_tensor_like(arg.type) and direction not in allowed:
                label = param_name(callee, i)
                problems.append(
                    Problem(
                        site.op,
                        f"argument {i} has explicit direction "
                        f"'{direction.value}', but {_kind_word(callee, 'wrapper')} "
                        f"'@{callee.sym_name.data}' passes its parameter {i}"
                        f"{'' if label is None else f' (%{label})'} to an inner "
                        "writer, so derive-call-directions makes it "
                        f"'{after[i].value}', which allows "
                        f"{', '.join(d.value for d in allowed)}: "
                        "fix this call's arg_directions or the wrapper's body",
                    )
                )
    return problems


def malformed_loop_problems(loops: Sequence[scf.ForOp]) -> list[Problem]:
    """An `scf.for` whose `pto.for_kind` is not a `#pto.for_kind`."""
    return [
        Problem(
            loop,
            f"'{FOR_KIND_ATTR}' of this scf.for is "
            f"{loop.attributes[FOR_KIND_ATTR]}, not a #pto.for_kind: use "
            f"{FOR_KIND_ATTR} = #pto.for_kind<parallel> (or sequential, unroll, "
            "pipeline), or drop it",
        )
        for loop in loops
    ]
