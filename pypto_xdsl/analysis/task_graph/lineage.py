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
from pypto_xdsl.dialects.types import is_tensor_like


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
        prefix: a runtime-allocated buffer), or None for a fresh buffer."""
        returned = self._roots[callee].returned if callee in self._roots else ()
        caller_roots = self._roots.get(caller)
        args = call.args
        aliased: list[int | None] = []
        for k, result in enumerate(call.callee_results):
            if not is_tensor_like(result.type):
                aliased.append(None)
                continue
            inner = returned[k] if k < len(returned) else None
            if inner is not None:
                # Rule 1: the callee's body says which parameter it returns;
                # an ambiguous one keeps its first candidate, as phase 1 does.
                param = inner[1][0]
                aliased.append(param if param >= 0 else None)
                continue
            # Rule 2 (no body, a cycle, unrooted inside): the argument whose
            # buffer phase 1 gave the result, writer slots first.
            root = None if caller_roots is None else caller_roots.root_of(result)
            if root is None or root.first is result or caller_roots is None:
                aliased.append(None)
                continue
            directions = callee.param_directions_tuple
            matching = [
                i
                for i, arg in enumerate(args)
                if (r := caller_roots.root_of(arg)) is not None
                and r.first is root.first
            ]
            writers = [
                i
                for i in matching
                if i < len(directions) and directions[i].value != "in"
            ]
            chosen = writers or matching
            aliased.append(chosen[0] if chosen else None)
        return tuple(aliased)
