"""Analyses of `pto` programs: pure functions from IR to facts, shared by the
passes in `pypto_xdsl.transforms`."""

from pypto_xdsl.analysis.buffer_roots import BufferRoots, Root, buffer_roots
from pypto_xdsl.analysis.call_directions import (
    DerivedDirections,
    derive_arg_directions,
)
from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.analysis.prior_writers import FirstWriters, first_writers
from pypto_xdsl.analysis.wrapper_directions import effective_wrapper_directions
from pypto_xdsl.dialects.symbol_table import function_table

__all__ = [
    "BufferRoots",
    "CallGraph",
    "DerivedDirections",
    "FirstWriters",
    "Root",
    "buffer_roots",
    "call_graph",
    "derive_arg_directions",
    "effective_wrapper_directions",
    "first_writers",
    "function_table",
]
