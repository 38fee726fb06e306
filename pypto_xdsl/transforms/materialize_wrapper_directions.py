"""`materialize-wrapper-directions`: phase 0 of derive-call-directions as a
pass of its own: write the effective `param_directions` it decides, and
change no call."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.call_direction_checks import contradicted_explicit_directions
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.modes import CompatName, compat_option
from pypto_xdsl.analysis.wrapper_directions import (
    effective_directions,
    promoted_directions,
)
from pypto_xdsl.diagnostics import raise_problems
from pypto_xdsl.symbol_scopes import per_symbol_scope
from pypto_xdsl.transforms.options import CheckedOptionsPass


@dataclass(frozen=True)
class MaterializeWrapperDirectionsPass(CheckedOptionsPass):
    """Write the effective `param_directions` phase 0 decides
    (derive-call-directions.md, *Phase 0*): of every `group`/`spmd` wrapper,
    and, in the sound default, of every function executed inline with a body
    (orchestration, inline, opaque). Changes no call: `derive-call-directions`
    gives the same output with or without this pass run first. Fails,
    changing nothing, when a call's explicit `arg_directions` would no longer
    fit the callee's new directions."""

    name = "materialize-wrapper-directions"

    compat: CompatName = "none"
    """Phase 0 by the sound default's rules (`none`) or PyPTO's (`pypto`),
    as derive-call-directions would run it."""

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        compat = compat_option(op, self.compat, self.name)
        graph = call_graph(op)
        promoted = promoted_directions(
            graph, effective_directions(graph, compat=compat)
        )
        if not promoted:
            return
        explicit = [
            site
            for node in graph.nodes.values()
            for site in node.sites
            if site.op.arg_directions_tuple is not None
        ]
        raise_problems(
            op, contradicted_explicit_directions(graph, promoted, explicit), self.name
        )
        for func, directions in promoted.items():
            func.set_param_directions(directions)
