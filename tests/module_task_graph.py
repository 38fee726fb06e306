"""The task graph of a parsed module as the commands build it: its call
graph once, and phase 1's roots by the sound default's rules (or by
`compat`'s)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis import Compat, Signatures, buffer_roots, call_graph
from pypto_xdsl.analysis.task_graph import TaskGraph, task_graph, task_graphs


def task_graphs_of(
    module: ModuleOp,
    function: str | None = None,
    bind: Mapping[str, int] | None = None,
    *,
    compat: Compat = Compat.NONE,
    **limits: Any,
) -> list[TaskGraph]:
    graph = call_graph(module)
    roots = buffer_roots(graph, Signatures(graph), compat=compat)
    return task_graphs(graph, roots, function, bind, **limits)


def task_graph_of(
    module: ModuleOp,
    function: str | None = None,
    bind: Mapping[str, int] | None = None,
    *,
    compat: Compat = Compat.NONE,
    **limits: Any,
) -> TaskGraph:
    graph = call_graph(module)
    roots = buffer_roots(graph, Signatures(graph), compat=compat)
    return task_graph(graph, roots, function, bind, **limits)
