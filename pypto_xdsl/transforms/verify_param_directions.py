"""`verify-param-directions`: report every `in` parameter a body writes."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.param_checks import in_param_write_problems
from pypto_xdsl.diagnostics import raise_problems
from pypto_xdsl.symbol_scopes import per_symbol_scope
from pypto_xdsl.transforms.options import CheckedOptionsPass


@dataclass(frozen=True)
class VerifyParamDirectionsPass(CheckedOptionsPass):
    """In every non-orchestration function, a tensor parameter declared `in`
    that an operator writes (data effects only; slices followed) or that is
    passed to a callee `out`/`inout` slot is reported once, at its first
    writer. Changes nothing."""

    name = "verify-param-directions"

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        raise_problems(op, in_param_write_problems(call_graph(op)), self.name)
