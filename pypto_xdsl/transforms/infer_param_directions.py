"""`infer-param-directions`: upgrade `param_directions` from what function
bodies do."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.param_directions import infer_param_directions
from pypto_xdsl.diagnostics import raise_problems
from pypto_xdsl.transforms.symbol_scopes import per_symbol_scope


@dataclass(frozen=True)
class InferParamDirectionsPass(ModulePass):
    """Body rule for every kind but `orchestration`: an `in` tensor parameter
    some slot writes becomes `out`, or `inout` if a slot also reads it.
    Propagation rule for `orchestration`: callee `out`/`inout` slots raise the
    parameters passed to them. Runs to a module-wide fixed point; declared
    `out`/`inout` are kept. Fails, changing nothing, when a parameter of an
    `incore`/`aic`/`aiv` function is written through both write channels.
    """

    name = "infer-param-directions"

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        inference = infer_param_directions(call_graph(op))
        raise_problems(op, inference.problems, self.name)
        for func, directions in inference.directions.items():
            if func.is_declaration or directions == func.param_directions_tuple:
                continue
            func.set_param_directions(directions)
