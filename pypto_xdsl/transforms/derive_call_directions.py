"""`derive-call-directions`: materialize wrapper directions, then give every
call site the `arg_directions` its callee and buffer lineage call for."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, ModuleOp, StringAttr

from pypto_xdsl.analysis.call_direction_checks import (
    call_direction_problems,
    contradicted_explicit_directions,
    malformed_loop_problems,
)
from pypto_xdsl.analysis.call_directions import Decision, derive_call_directions
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.modes import CompatName, compat_option
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.wrapper_directions import promoted_directions
from pypto_xdsl.diagnostics import raise_problems
from pypto_xdsl.dialects.attributes import WHY_ATTR
from pypto_xdsl.symbol_scopes import per_symbol_scope
from pypto_xdsl.transforms.options import CheckedOptionsPass


@dataclass(frozen=True)
class DeriveCallDirectionsPass(CheckedOptionsPass):
    """Phase 0 writes the effective `param_directions` of each `group`/`spmd`
    wrapper (and, by default, of each orchestration function with a body);
    phases 1 to 3 derive `arg_directions` for every `pto.call` and
    `pto.submit` that has none (derive-call-directions.md). Explicit
    `arg_directions` are left untouched. The IR is only changed once every
    check has passed.
    """

    name = "derive-call-directions"

    verify: bool = True
    """Run `verify-call-directions` on the result."""

    compat: CompatName = "none"
    """`none`: the sound default, where no alias hides a writer; `pypto`:
    PyPTO's rules exactly (derive-call-directions.md, *Modes*)."""

    explain: bool = False
    """Give every op the pass derives directions for a `pto.why`: per
    argument, the row of the table that decided it."""

    relax_sequential: bool = False
    """R-seq gives way where a proof says that no two iterations write a
    common element (derive-call-directions.md, *Modes*)."""

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        compat = compat_option(op, self.compat, self.name)
        graph = call_graph(op)
        signatures = Signatures(graph)
        derived = derive_call_directions(
            graph,
            signatures,
            compat=compat,
            relax_sequential=self.relax_sequential,
        )
        promoted = promoted_directions(graph, derived.effective)
        problems = malformed_loop_problems(derived.malformed_loops)
        problems.extend(
            contradicted_explicit_directions(graph, promoted, derived.explicit)
        )
        raise_problems(op, problems, self.name)

        for func, directions in promoted.items():
            func.set_param_directions(directions)
        for call, decisions in derived.decisions.items():
            call.set_arg_directions(derived.directions(call))
            if self.explain:
                call.attributes[WHY_ATTR] = ArrayAttr(
                    [StringAttr(why(decision)) for decision in decisions]
                )

        if self.verify:
            raise_problems(
                op,
                call_direction_problems(graph, signatures, derived.effective),
                self.name,
            )


def why(decision: Decision) -> str:
    """A decision as `pto.why` spells it: the row, and for R-prior the
    callee of the earlier writer."""
    earlier = decision.earlier
    if earlier is None:
        return decision.reason
    return f"{decision.reason}(@{earlier.callee.root_reference.data})"
