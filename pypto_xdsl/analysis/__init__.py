"""Analyses of `pto` programs: pure functions from IR to facts, shared by the
passes in `pypto_xdsl.transforms`. Each takes the `CallGraph` a pass builds
once and, where directions matter, the `Signatures` it reads them from."""

from pypto_xdsl.analysis.buffer_roots import (
    BufferRoots,
    CallResultLineage,
    CallResultRule,
    buffer_roots,
)
from pypto_xdsl.analysis.call_directions import (
    Decision,
    DerivedDirections,
    derive_call_directions,
)
from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode, call_graph
from pypto_xdsl.analysis.modes import Compat
from pypto_xdsl.analysis.prior_writers import FirstWriters, first_writers
from pypto_xdsl.analysis.roots import Root
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.wrapper_directions import (
    effective_directions,
    promoted_directions,
)

__all__ = [
    "BufferRoots",
    "CallGraph",
    "CallResultLineage",
    "CallResultRule",
    "CallSite",
    "Compat",
    "Decision",
    "DerivedDirections",
    "FirstWriters",
    "FunctionNode",
    "Root",
    "Signatures",
    "buffer_roots",
    "call_graph",
    "derive_call_directions",
    "effective_directions",
    "first_writers",
    "promoted_directions",
]
