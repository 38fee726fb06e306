"""Analyses of `pto` programs: pure functions from IR to facts, shared by the
passes in `pypto_xdsl.transforms`."""

from pypto_xdsl.analysis.buffer_roots import BufferRoots, Root, buffer_roots
from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.analysis.symbols import function_table
from pypto_xdsl.analysis.wrapper_directions import effective_wrapper_directions

__all__ = [
    "BufferRoots",
    "CallGraph",
    "Root",
    "buffer_roots",
    "call_graph",
    "effective_wrapper_directions",
    "function_table",
]
