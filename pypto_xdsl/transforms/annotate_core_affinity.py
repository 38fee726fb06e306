"""`annotate-core-affinity`: write each op's core affinity class on it, a test
aid for the affinity analysis."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.core_affinity import core_affinities
from pypto_xdsl.dialects.attributes import AFFINITY_ATTR, AFFINITY_ATTRS
from pypto_xdsl.symbol_scopes import per_symbol_scope
from pypto_xdsl.transforms.options import CheckedOptionsPass


@dataclass(frozen=True)
class AnnotateCoreAffinityPass(CheckedOptionsPass):
    """Set the discardable `pto.affinity = #pto.affinity<KIND>` on every op
    inside function bodies except terminators (op-effects.md, *Core affinity*).
    Region ops get the combination of their bodies."""

    name = "annotate-core-affinity"

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for inner, affinity in core_affinities(call_graph(op)).items():
            inner.attributes[AFFINITY_ATTR] = AFFINITY_ATTRS[affinity]
