"""`infer-param-directions`: upgrade `param_directions` from what function
bodies do."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.param_directions import infer_param_directions
from pypto_xdsl.diagnostics import (
    Problem,
    describe_op,
    raise_problems,
    source_location,
)
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import ALLOWED_TENSOR_DIRECTIONS, CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.types import is_tensor_like
from pypto_xdsl.symbol_scopes import per_symbol_scope
from pypto_xdsl.transforms.options import CheckedOptionsPass


@dataclass(frozen=True)
class InferParamDirectionsPass(CheckedOptionsPass):
    """Body rule for every kind but `orchestration`: an `in` tensor parameter
    some slot writes becomes `out`, or `inout` if a slot also reads it.
    Propagation rule for `orchestration`: callee `out`/`inout` slots raise the
    parameters passed to them. Runs to a module-wide fixed point; declared
    `out`/`inout` are kept. Fails, changing nothing, when a parameter of an
    `incore`/`aic`/`aiv` function is written through both write channels,
    or when a promotion contradicts a call's explicit `arg_directions`.

    An undecided parameter (it reaches a slot of an op without a verdict, and
    nothing else makes it `out`/`inout`) is left as declared and reported as
    a warning on standard error, one line per parameter: the pass still
    applies every direction it could decide.
    """

    name = "infer-param-directions"

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        inference = infer_param_directions(call_graph(op))
        raise_problems(op, inference.problems, self.name)
        changed = {
            func: directions
            for func, directions in inference.directions.items()
            if not func.is_declaration and directions != func.param_directions_tuple
        }
        raise_problems(op, _invalidated_call_directions(op, changed), self.name)
        for func, directions in changed.items():
            func.set_param_directions(directions)
        for problem in inference.undecided:
            print(warning_line(problem, self.name), file=sys.stderr)


def warning_line(problem: Problem, pass_name: str) -> str:
    """`FILE:LINE:COL: warning: MESSAGE` where the op has a source location
    (an imported program), else `warning: PASS: OP: MESSAGE`."""
    where = source_location(problem.op)
    if where is not None:
        return f"{where}: warning: {problem.message}"
    return f"warning: {pass_name}: {describe_op(problem.op)}: {problem.message}"


def _invalidated_call_directions(
    module: ModuleOp, changed: Mapping[FuncOp, tuple[ParamDirection, ...]]
) -> list[Problem]:
    """Call sites whose explicit arg_directions (say from an earlier
    derive-call-directions) a promotion makes wrong: updating the callee
    alone would leave IR that does not verify, blaming the call."""
    problems: list[Problem] = []
    if not changed:
        return problems
    by_name = {f.sym_name.data: f for f in changed}
    for site in module.walk():
        if not isinstance(site, CallLikeOp):
            continue
        given = site.arg_directions_tuple
        callee = by_name.get(site.callee.root_reference.data)
        if given is None or callee is None or site.resolve_callee() is not callee:
            continue
        before = callee.param_directions_tuple
        after = changed[callee]
        for i, (arg, direction) in enumerate(zip(site.args, given, strict=False)):
            if i >= len(after) or before[i] == after[i]:
                continue
            allowed = ALLOWED_TENSOR_DIRECTIONS[after[i]]
            if not is_tensor_like(arg.type) or direction in allowed:
                continue
            hint = callee.args[i].name_hint if i < len(callee.args) else None
            param = f"parameter {i}" + (f" (%{hint})" if hint else "")
            problems.append(
                Problem(
                    site,
                    f"infer-param-directions promotes {param} of "
                    f"@{callee.sym_name.data} from '{before[i].value}' to "
                    f"'{after[i].value}', but this call's arg_directions, set "
                    f"before, pass it as '{direction.value}', which "
                    f"'{after[i].value}' does not allow (it allows "
                    f"{', '.join(d.value for d in allowed)}): run "
                    "infer-param-directions before derive-call-directions "
                    "(-p infer-param-directions,derive-call-directions), or fix "
                    "this call's arg_directions",
                )
            )
    return problems
