"""`verify-call-directions`: every call site carries well-formed
`arg_directions` and every wrapper signature is up to date."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.call_direction_checks import call_direction_problems
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.modes import CompatName, compat_option
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.wrapper_directions import effective_directions
from pypto_xdsl.diagnostics import raise_problems
from pypto_xdsl.symbol_scopes import per_symbol_scope
from pypto_xdsl.transforms.options import CheckedOptionsPass


@dataclass(frozen=True)
class VerifyCallDirectionsPass(CheckedOptionsPass):
    """Check that every call site has well-formed `arg_directions` and every
    function phase 0 materializes declares its effective directions; report
    every problem, each on its op, then fail. Changes nothing."""

    name = "verify-call-directions"

    compat: CompatName = "none"
    """Check phase 0 by the sound default's rules (`none`) or PyPTO's
    (`pypto`), as derive-call-directions was run."""

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        compat = compat_option(op, self.compat, self.name)
        graph = call_graph(op)
        effective = effective_directions(graph, compat=compat)
        problems = call_direction_problems(graph, Signatures(graph), effective)
        raise_problems(op, problems, self.name)
