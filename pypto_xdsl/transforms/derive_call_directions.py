"""`derive-call-directions`: materialize wrapper directions, then give every
call site the `arg_directions` its callee and buffer lineage call for."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from pypto_xdsl.analysis.call_direction_checks import (
    call_direction_problems,
    contradicted_explicit_directions,
    malformed_loop_problems,
)
from pypto_xdsl.analysis.call_directions import derive_call_directions
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.wrapper_directions import promoted_wrapper_directions
from pypto_xdsl.diagnostics import raise_problems
from pypto_xdsl.symbol_scopes import per_symbol_scope


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

    relax_sequential: bool = False
    """R-seq gives way where a proof says that no two iterations write a
    common element (derive-call-directions.md, *Modes*)."""

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        graph = call_graph(op)
        promoted = promoted_wrapper_directions(graph)
        # What the IR declares once the promotions are written back.
        signatures = Signatures(graph, promoted)
        derived = derive_call_directions(
            graph, signatures, relax_sequential=self.relax_sequential
        )
        problems = malformed_loop_problems(derived.malformed_loops)
        problems.extend(
            contradicted_explicit_directions(graph, promoted, derived.explicit)
        )
        raise_problems(op, problems, self.name)

        for wrapper, directions in promoted.items():
            wrapper.set_param_directions(directions)
        for call in derived.decisions:
            call.set_arg_directions(derived.directions(call))

        if self.verify:
            raise_problems(op, call_direction_problems(graph, signatures), self.name)
