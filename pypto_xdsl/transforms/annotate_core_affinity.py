"""`annotate-core-affinity`: write each op's core affinity class on it, a test
aid for the affinity analysis."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from pypto_xdsl.analysis.core_affinity import core_affinities
from pypto_xdsl.analysis.walk import entry_block
from pypto_xdsl.dialects.attributes import AFFINITY_ATTR, AFFINITY_ATTRS
from pypto_xdsl.dialects.func import FuncOp


@dataclass(frozen=True)
class AnnotateCoreAffinityPass(ModulePass):
    """Set the discardable `pto.affinity = #pto.affinity<KIND>` on every op
    inside function bodies except terminators (op-effects.md, *Core affinity*).
    Region ops get the combination of their bodies."""

    name = "annotate-core-affinity"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in op.ops:
            if not isinstance(func, FuncOp):
                continue
            block = entry_block(func)
            if block is None:
                continue
            for inner, affinity in core_affinities(block).items():
                inner.attributes[AFFINITY_ATTR] = AFFINITY_ATTRS[affinity]
