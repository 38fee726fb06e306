"""`verify-call-directions`: every call site carries well-formed
`arg_directions` and every wrapper signature is up to date."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from pypto_xdsl.analysis.call_direction_checks import call_direction_problems
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.diagnostics import raise_problems
from pypto_xdsl.symbol_scopes import per_symbol_scope


@dataclass(frozen=True)
class VerifyCallDirectionsPass(ModulePass):
    """Check that every call site has well-formed `arg_directions` and every
    wrapper's `param_directions` equals its effective directions; report every
    problem, each on its op, then fail. Changes nothing."""

    name = "verify-call-directions"

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        graph = call_graph(op)
        raise_problems(op, call_direction_problems(graph, Signatures(graph)), self.name)
