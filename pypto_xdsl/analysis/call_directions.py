"""Phase 3: the `arg_directions` a call-like op gets from its callee's
parameter directions and the buffer lineage of its arguments
(derive-call-directions.md, *Phase 3*)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from pypto_xdsl.analysis.buffer_roots import BufferRoots, buffer_roots
from pypto_xdsl.analysis.call_graph import CallGraph, call_graph
from pypto_xdsl.analysis.prior_writers import FirstWriters, first_writers
from pypto_xdsl.analysis.symbols import function_table
from pypto_xdsl.analysis.walk import ENTER, EXIT, OP, entry_block
from pypto_xdsl.analysis.wrapper_directions import declared_directions
from pypto_xdsl.dialects.attributes import (
    ArgDirection,
    ForKind,
    ForKindAttr,
    ParamDirection,
)
from pypto_xdsl.dialects.functions import CallLikeOp, FuncOp
from pypto_xdsl.dialects.types import is_tensor_like

FOR_KIND_ATTR = "pto.for_kind"


def for_kind(loop: scf.ForOp) -> ForKind | None:
    """The kind of an `scf.for`: `sequential` without a `pto.for_kind`
    attribute, None when that attribute is not a `#pto.for_kind`."""
    attr = loop.attributes.get(FOR_KIND_ATTR)
    if attr is None:
        return ForKind.SEQUENTIAL
    return attr.data if isinstance(attr, ForKindAttr) else None


def is_sequential_loop(op: Operation) -> bool:
    """`scf.while`, or an `scf.for` whose kind is not `parallel` (a malformed
    kind counts as sequential: the conservative reading)."""
    if isinstance(op, scf.WhileOp):
        return True
    return isinstance(op, scf.ForOp) and for_kind(op) != ForKind.PARALLEL


@dataclass
class DerivedDirections:
    directions: dict[CallLikeOp, tuple[ArgDirection, ...]] = field(
        default_factory=dict[CallLikeOp, tuple[ArgDirection, ...]]
    )
    """The derived `arg_directions` of every op that has none yet."""
    malformed_loops: list[scf.ForOp] = field(default_factory=list[scf.ForOp])
    """`scf.for` ops whose `pto.for_kind` is not a `#pto.for_kind`."""


def derive_arg_directions(
    module: ModuleOp,
    *,
    funcs: Mapping[str, FuncOp] | None = None,
    graph: CallGraph | None = None,
    directions: Mapping[FuncOp, Sequence[ParamDirection]] | None = None,
    roots: Mapping[FuncOp, BufferRoots] | None = None,
    first: FirstWriters | None = None,
) -> DerivedDirections:
    """Phase 3 for every call-like op of `module` with a known callee, at least
    one argument and no `arg_directions` yet; `no_dep` overrides applied.

    Callee and enclosing-function directions are `directions[f]` where given
    (phase 0's effective wrapper directions), the declared ones otherwise.
    """
    if funcs is None:
        funcs = function_table(module)
    if graph is None:
        graph = call_graph(module, funcs)
    directions = directions or {}
    if roots is None:
        roots = buffer_roots(module, funcs=funcs, graph=graph, directions=directions)
    if first is None:
        first = first_writers(
            module, funcs=funcs, graph=graph, roots=roots, directions=directions
        )
    params = {f: directions.get(f) or declared_directions(f) for f in funcs.values()}
    derived = DerivedDirections()
    for func in funcs.values():
        func_roots = roots.get(func)
        if func_roots is not None:
            _derive_in(func, func_roots, first, graph, params, derived)
    return derived


def _derive_in(
    func: FuncOp,
    roots: BufferRoots,
    first: FirstWriters,
    graph: CallGraph,
    params: Mapping[FuncOp, Sequence[ParamDirection]],
    derived: DerivedDirections,
) -> None:
    block = entry_block(func)
    if block is None:
        return
    own = params.get(func) or declared_directions(func)
    sequential_depth = 0
    for event, op, _ in graph.events_of(func, block):
        if event == ENTER:
            if isinstance(op, scf.ForOp) and for_kind(op) is None:
                derived.malformed_loops.append(op)
            if is_sequential_loop(op):
                sequential_depth += 1
        elif event == EXIT:
            if is_sequential_loop(op):
                sequential_depth -= 1
        elif event == OP and isinstance(op, CallLikeOp):
            if op.arg_directions is not None:
                continue
            args = graph.args_of(op)
            if not args:
                continue
            callee = graph.callee_of(op)
            if callee is None:
                continue
            callee_params = params.get(callee) or declared_directions(callee)
            if len(args) > len(callee_params):
                continue  # ill-formed; the verifiers say why
            result: list[ArgDirection] = []
            for i, arg in enumerate(args):
                param = callee_params[i]
                if not is_tensor_like(arg.type):
                    result.append(ArgDirection.SCALAR)
                elif param == ParamDirection.IN:
                    result.append(ArgDirection.INPUT)
                elif param == ParamDirection.INOUT or _promote_out(
                    op, i, arg, sequential_depth, roots, first, block, own
                ):
                    result.append(ArgDirection.INOUT)
                else:
                    result.append(ArgDirection.OUTPUT_EXISTING)
            for index in op.overrides:
                if 0 <= index < len(result):
                    result[index] = ArgDirection.NO_DEP
            derived.directions[op] = tuple(result)


def _promote_out(
    op: CallLikeOp,
    index: int,
    arg: SSAValue,
    sequential_depth: int,
    roots: BufferRoots,
    first: FirstWriters,
    block: Block,
    own: Sequence[ParamDirection],
) -> bool:
    """Whether a callee `out` argument becomes `inout`: R-seq, ambiguity,
    R-prior, R-enclosing, in this order."""
    if sequential_depth > 0:
        return True
    root = roots.root_of(arg)
    if root is None:
        return False
    if root.ambiguous or (op, index) not in first:
        return True
    owner = root.first
    return (
        isinstance(owner, BlockArgument)
        and owner.owner is block
        and owner.index < len(own)
        and own[owner.index] == ParamDirection.INOUT
    )
