"""`stamp-split-aiv`: pin the no-duplicate, core-agnostic ops of a
`pl.split_aiv()` scope to the AIV lane."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.core_affinity import AIV_PLACEMENT, aiv_stamp_sites
from pypto_xdsl.dialects.attributes import CORE_PLACEMENT_ATTR
from pypto_xdsl.symbol_scopes import per_symbol_scope
from pypto_xdsl.transforms.options import CheckedOptionsPass


@dataclass(frozen=True)
class StampSplitAivPass(CheckedOptionsPass):
    """Inside a `pto.scope` of kind `split_aiv`, at any depth, set
    `pto.core_placement = "aiv"` on every op that needs it (today exactly
    `pld.system.notify`). A second run changes nothing."""

    name = "stamp-split-aiv"

    @per_symbol_scope
    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for inner in aiv_stamp_sites(call_graph(op)):
            inner.attributes[CORE_PLACEMENT_ATTR] = AIV_PLACEMENT
