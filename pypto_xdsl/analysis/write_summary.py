"""What a callee writes into each tensor parameter, as boxes affine in its
scalar parameters and loop variables: the callee's half of the disjointness
proof of `relax-sequential` (derive-call-directions.md, *Modes*).

A parameter has a **summary** when a store of a tile (`StoresTile`:
`pto.tile.store`) is the only op that may write it: the boxes
`[offsets, offsets + shapes)` of every store on it (the tile's shape when
`shapes` is absent), offsets composed through slices taken
inside the callee, each with the `scf.for`/`scf.parallel` loops around it.
As soon as anything else may write it there is none, with the reason: a
callee without a body, a nested call writing it, another writer op, an
unclassified op, an offset or shape that is not affine, a buffer that cannot
be followed. Whether the callee may also *read* the parameter is recorded: a
task that reads what an earlier iteration wrote needs the order R-seq gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import scf
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.affine_views import Aff, View, Views, add
from pypto_xdsl.analysis.relax_reasons import Reason
from pypto_xdsl.analysis.structure import entry_block, nested_ops
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.declarations import (
    argument_access,
    declared_store,
    unchanged_argument,
)
from pypto_xdsl.dialects.effects import StoresTile
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.dialects.operand_groups import argument_groups
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.types import TensorType, TileType

# With the terminators, the ops whose operands only pass buffers into their
# regions or steer control flow: their bodies are walked, their operands
# are neither reads nor writes.
_REGION_OPS = (scf.ForOp, scf.WhileOp, scf.IfOp, scf.ParallelOp, ScopeOp)


@dataclass(frozen=True, slots=True)
class Box:
    """The elements one store writes, in the parameter's index space."""

    offsets: tuple[Aff, ...]
    sizes: tuple[Aff, ...]
    loops: tuple[Operation, ...]
    """The callee's `scf.for`/`scf.parallel` ops around the store, outermost
    first: their induction variables range over their bounds."""


@dataclass(frozen=True, slots=True)
class WriteSummary:
    boxes: tuple[Box, ...]
    reads: bool
    """Whether the callee may read the parameter (an atomic store reads
    only what it writes and does not count)."""


Summary = WriteSummary | Reason
"""A summary, or why there is none."""


def write_summaries(callee: FuncOp, views: Views) -> tuple[Summary, ...]:
    """The summary of every parameter of `callee` (scalar ones included: they
    get an empty one)."""
    block = entry_block(callee)
    count = len(callee.function_type.inputs.data)
    if block is None:
        return (Reason.NO_BODY,) * count
    params = block.args
    boxes: list[list[Box]] = [[] for _ in params]
    reads = [False] * len(params)
    refused: list[Reason | None] = [None] * len(params)
    everything: Reason | None = None
    """A reason that holds for every parameter: a write whose buffer cannot
    be followed may reach any of them."""
    reads_unknown = False

    def refuse(index: int, reason: Reason) -> None:
        if refused[index] is None:
            refused[index] = reason

    def written(value: SSAValue, reason: Reason) -> int | None:
        """The parameter `value` is a view of; refuse it (or all) for `reason`."""
        nonlocal everything
        found = views.view(value)
        if isinstance(found, Reason):
            everything = everything or found
            return None
        index = _param_index(found, params)
        if index is not None:
            refuse(index, reason)
        return index

    def read(value: SSAValue) -> None:
        nonlocal reads_unknown
        found = views.view(value)
        if isinstance(found, Reason):
            reads_unknown = True
            return
        index = _param_index(found, params)
        if index is not None:
            reads[index] = True

    for op in nested_ops(block):
        if op.has_trait(IsTerminator) or isinstance(op, _REGION_OPS):
            continue
        if isinstance(op, CallLikeOp):
            target = views.callee(op)
            # Phase 0's effective directions (a promoted wrapper writes), as
            # every other reader of the proof: never the declared ones.
            directions = () if target is None else views.signatures.of(target)
            for i, arg in enumerate(op.args):
                if not isinstance(arg.type, TensorType):
                    continue
                if i >= len(directions) or directions[i] != ParamDirection.IN:
                    written(arg, Reason.NESTED_CALL)
                else:
                    read(arg)
            continue
        store = declared_store(op)
        if store is not None:
            box = _store_box(op, store, views, params)
            if isinstance(box, Reason):
                written(argument_groups(op)[store.tensor][0], box)
                continue
            index, found = box
            if index is not None:
                boxes[index].append(found)
            continue
        # What the metadata update returns unchanged it does not read.
        unchanged = unchanged_argument(op)
        for g, group in enumerate(argument_groups(op)):
            access = argument_access(op, g, Reason.UNCLASSIFIED)
            if access is None:
                continue  # a view passes its source along
            for value in group:
                if not isinstance(value.type, TensorType):
                    continue
                if isinstance(access, Reason):
                    written(value, access)
                elif access.writes:
                    written(value, Reason.WRITER)
                elif access.reads and unchanged != g:
                    read(value)
    summaries: list[Summary] = []
    for i in range(count):
        if i >= len(params):
            summaries.append(Reason.ALIAS)
            continue
        reason = refused[i] or (
            everything if isinstance(params[i].type, TensorType) else None
        )
        if reason is not None:
            summaries.append(reason)
        else:
            summaries.append(WriteSummary(tuple(boxes[i]), reads[i] or reads_unknown))
    return tuple(summaries)


def _param_index(view: View, params: Sequence[BlockArgument]) -> int | None:
    base = view.base
    if (
        isinstance(base, BlockArgument)
        and base.index < len(params)
        and params[base.index] is base
    ):
        return base.index
    return None


def _store_box(
    op: Operation, store: StoresTile, views: Views, params: Sequence[BlockArgument]
) -> Reason | tuple[int | None, Box]:
    """The parameter a store writes (None: a local buffer) and its box there,
    or why it cannot be stated."""
    groups = argument_groups(op)
    if (
        len(groups) <= max(store.tile, store.offsets, store.tensor)
        or len(groups[store.tile]) != 1
        or len(groups[store.tensor]) != 1
    ):
        return Reason.ALIAS
    tile, offsets = groups[store.tile][0], groups[store.offsets]
    target = groups[store.tensor][0]
    shapes = (
        groups[store.shapes]
        if store.shapes is not None and store.shapes < len(groups)
        else ()
    )
    view = views.view(target)
    if isinstance(view, Reason):
        return view
    index = _param_index(view, params)
    rank = len(view.offsets)
    if shapes:
        sizes_values: list[Aff | Reason] = [views.affine.affine(v) for v in shapes]
    elif isinstance(tile.type, TileType):
        sizes_values = [
            Aff((), d) if d >= 0 else Reason.DATA_DEPENDENT
            for d in tile.type.get_shape()
        ]
    else:
        return Reason.ALIAS
    starts: list[Aff | Reason] = [views.affine.affine(v) for v in offsets]
    if len(starts) != rank or len(sizes_values) != rank:
        return Reason.VIEW
    for part in (*starts, *sizes_values):
        if isinstance(part, Reason):
            return part
    box = Box(
        tuple(
            add(base, start)
            for base, start in zip(view.offsets, starts, strict=True)
            if isinstance(start, Aff)
        ),
        tuple(s for s in sizes_values if isinstance(s, Aff)),
        _enclosing_loops(op),
    )
    return index, box


def _enclosing_loops(op: Operation) -> tuple[Operation, ...]:
    loops: list[Operation] = []
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, FuncOp):
        if isinstance(parent, scf.ForOp | scf.ParallelOp):
            loops.append(parent)
        parent = parent.parent_op()
    return tuple(reversed(loops))
