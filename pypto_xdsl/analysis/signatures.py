"""Which parameter directions an analysis reads for each function."""

from __future__ import annotations

from collections.abc import Mapping

from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.func import FuncOp


class Signatures:
    """The parameter directions of every function of a call graph: the
    `overlay`'s where it has some (phase 0's promoted wrappers, or the
    directions infer-param-directions has reached so far), the declared ones
    (as the graph read them) otherwise."""

    __slots__ = ("_of",)

    def __init__(
        self,
        graph: CallGraph,
        overlay: Mapping[FuncOp, tuple[ParamDirection, ...]] | None = None,
    ):
        overlay = overlay or {}
        self._of: dict[FuncOp, tuple[ParamDirection, ...]] = {
            func: overlay.get(func) or node.declared
            for func, node in graph.nodes.items()
        }

    def of(self, func: FuncOp) -> tuple[ParamDirection, ...]:
        return self._of[func]

    def update(self, func: FuncOp, directions: tuple[ParamDirection, ...]) -> None:
        """Give `func` new directions (an inference moving up its lattice)."""
        self._of[func] = directions
