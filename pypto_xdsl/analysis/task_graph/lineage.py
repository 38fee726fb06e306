"""Which argument a task's result aliases: phase 1's call-result rule.

The only place the task graph asks the project's phase 1
(docs/call-directions.md, call results), so that the two never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.buffer_roots import BufferRoots, buffer_roots
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp


class ResultLineage:
    """Phase 1's roots of one module, by the sound default's rules."""

    def __init__(self, module: ModuleOp):
        graph = call_graph(module)
        self._roots: Mapping[FuncOp, BufferRoots] = buffer_roots(
            graph, Signatures(graph)
        )

    def aliased_parameters(
        self, call: CallLikeOp, caller: FuncOp, callee: FuncOp
    ) -> tuple[int | None, ...]:
        """Per callee result of `call`: the callee parameter whose argument
        view the result aliases (it may lie beyond a submit's carried
        prefix: a runtime-allocated buffer), or None for a fresh buffer:
        phase 1's lineage (`BufferRoots.lineage`), an ambiguous result by its
        first candidate, as phase 1 roots it."""
        caller_roots = self._roots.get(caller)
        aliased: list[int | None] = []
        for result in call.callee_results:
            lineage = None if caller_roots is None else caller_roots.lineage(result)
            first = lineage.parameters[0] if lineage and lineage.parameters else -1
            aliased.append(first if first >= 0 else None)
        return tuple(aliased)
