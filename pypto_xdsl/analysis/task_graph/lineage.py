"""Which argument a task's result aliases: phase 1's call-result rule.

The only place the task graph asks the project's phase 1
(docs/call-directions.md, call results), so that the two never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping

from pypto_xdsl.analysis.buffer_roots import BufferRoots
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp


class ResultLineage:
    """Phase 1's call-result lineage of the functions of a call graph, as
    `roots` (`buffer_roots`) recorded it: by the rules of the mode they were
    computed in (the task graph's commands use the sound default)."""

    def __init__(self, roots: Mapping[FuncOp, BufferRoots]):
        self._roots = roots

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
