"""`stamp-split-aiv`: pin the no-duplicate, core-agnostic ops of a
`pl.split_aiv()` scope to the AIV lane."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from pypto_xdsl.analysis.core_affinity import (
    AIV_PLACEMENT,
    intrinsic_affinity,
    stated_lane,
)
from pypto_xdsl.analysis.walk import ENTER, EXIT, OP, structured_walk
from pypto_xdsl.dialects.attributes import CORE_PLACEMENT_ATTR, Affinity, ScopeKind
from pypto_xdsl.dialects.call import SubmitOp
from pypto_xdsl.dialects.declarations import is_no_duplicate
from pypto_xdsl.dialects.scope import ScopeOp


def _is_split_aiv(op: Operation) -> bool:
    return isinstance(op, ScopeOp) and op.scope_kind == ScopeKind.SPLIT_AIV


def needs_aiv_stamp(op: Operation) -> bool:
    """No-duplicate, no stated lane, shared by rules 2-7, not a submit and not
    stamped yet. Replicating shared statements onto both lanes would otherwise
    copy it onto the cube lane, where it could release a signal before the
    vector lane's data has landed."""
    return (
        is_no_duplicate(op)
        and not isinstance(op, SubmitOp)
        and CORE_PLACEMENT_ATTR not in op.attributes
        and stated_lane(op) is None
        and intrinsic_affinity(op) is Affinity.SHARED
    )


@dataclass(frozen=True)
class StampSplitAivPass(ModulePass):
    """Inside a `pto.scope` of kind `split_aiv`, at any depth, set
    `pto.core_placement = "aiv"` on every op that needs it (today exactly
    `pld.system.notify`). A second run changes nothing."""

    name = "stamp-split-aiv"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        depth = 0
        for kind, inner, _ in structured_walk(op.body.block):
            if kind == ENTER:
                depth += _is_split_aiv(inner)
            elif kind == EXIT:
                depth -= _is_split_aiv(inner)
            elif kind == OP and depth and needs_aiv_stamp(inner):
                inner.attributes[CORE_PLACEMENT_ATTR] = AIV_PLACEMENT
