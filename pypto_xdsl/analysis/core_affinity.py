"""Core affinity: which core (cube, vector, either, both) each op needs
(op-effects.md, *Core affinity and the `split_aiv` stamp*).

A leaf op is classified by the first rule that applies:

1. stamped `pto.core_placement = "aiv"`, and rules 2-7 give vector or shared
   → vector;
2. a declared affinity (`CoreAffinity`);
3. a tile move (`MovesTile`: `tile.move`): mixed if source and target spaces lie on different sides,
   otherwise the side of its source;
4. `syncall` / `sync_set` / `sync_wait` by `core_type` (`CoreTypeAffinity`);
5. the memory space of its tile result, if resolved;
6. the memory space of its first tile operand (unresolved → shared; no later
   operand is consulted);
7. shared.

Region ops combine their bodies: equal → that, one side shared → the other,
otherwise mixed. Terminators are not classified.
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, Operation
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode
from pypto_xdsl.analysis.walk import BodyVisitor, walk_bodies
from pypto_xdsl.dialects.attributes import (
    CORE_PLACEMENT_ATTR,
    Affinity,
    MemorySpace,
    ScopeKind,
)
from pypto_xdsl.dialects.call import SubmitOp
from pypto_xdsl.dialects.declarations import is_no_duplicate, stated_affinity
from pypto_xdsl.dialects.effects import MovesTile, target_memory
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.types import TileType

AIV_PLACEMENT = StringAttr("aiv")
"""The `pto.core_placement` that `stamp-split-aiv` writes."""

_VECTOR_SPACES = frozenset({MemorySpace.DDR, MemorySpace.VEC})


def memory_side(space: MemorySpace) -> Affinity:
    """`ddr` and `vec` live on the vector side; every other space on the cube."""
    return Affinity.VECTOR if space in _VECTOR_SPACES else Affinity.CUBE


def combine(a: Affinity, b: Affinity) -> Affinity:
    """Equal → that; one side shared → the other; otherwise mixed."""
    if a is b or b is Affinity.SHARED:
        return a
    if a is Affinity.SHARED:
        return b
    return Affinity.MIXED


def is_stamped(op: Operation) -> bool:
    return op.attributes.get(CORE_PLACEMENT_ATTR) == AIV_PLACEMENT


def _tile_memory(ty: Attribute) -> MemorySpace | None:
    return ty.memory if isinstance(ty, TileType) else None


def _move_affinity(op: Operation) -> Affinity:
    source = next((_tile_memory(v.type) for v in op.operands), None)
    if source is None:
        return Affinity.SHARED
    target = target_memory(op)
    side = memory_side(source)
    if target is not None and memory_side(target) is not side:
        return Affinity.MIXED
    return side


def intrinsic_affinity(op: Operation) -> Affinity:
    """Rules 2-7: the class of a leaf op, ignoring any stamp."""
    stated = stated_affinity(op)
    if stated is not None:
        return stated
    if op.has_trait(MovesTile):
        return _move_affinity(op)
    for result in op.results:
        if isinstance(result.type, TileType):
            if result.type.memory is not None:
                return memory_side(result.type.memory)
            break
    for operand in op.operands:
        if isinstance(operand.type, TileType):
            memory = operand.type.memory
            return Affinity.SHARED if memory is None else memory_side(memory)
    return Affinity.SHARED


def op_affinity(op: Operation) -> Affinity:
    """Rules 1-7: the class of a leaf op."""
    affinity = intrinsic_affinity(op)
    if affinity is Affinity.SHARED and is_stamped(op):
        return Affinity.VECTOR
    return affinity


def needs_aiv_stamp(op: Operation) -> bool:
    """No-duplicate, no stated lane, shared by rules 2-7, not a submit and not
    stamped yet. Replicating shared statements onto both lanes would otherwise
    copy it onto the cube lane, where it could release a signal before the
    vector lane's data has landed."""
    return (
        is_no_duplicate(op)
        and not isinstance(op, SubmitOp)
        and CORE_PLACEMENT_ATTR not in op.attributes
        and stated_affinity(op) is None
        and intrinsic_affinity(op) is Affinity.SHARED
    )


def core_affinities(graph: CallGraph) -> dict[Operation, Affinity]:
    """The class of every op of the function bodies of `graph` and their
    nested regions, terminators excepted; region ops combine their bodies."""
    affinities = AffinityVisitor()
    walk_bodies(graph, [affinities])
    return affinities.classes


class AffinityVisitor(BodyVisitor):
    """The rules above as a body visitor."""

    def __init__(self) -> None:
        self.classes: dict[Operation, Affinity] = {}
        self._pending: list[Affinity] = [Affinity.SHARED]

    def begin(self, node: FunctionNode) -> None:
        self._pending = [Affinity.SHARED]

    def _classify(self, op: Operation, affinity: Affinity) -> None:
        self.classes[op] = affinity
        self._pending[-1] = combine(self._pending[-1], affinity)

    def leaf(self, op: Operation) -> None:
        if not op.has_trait(IsTerminator, value_if_unregistered=False):
            self._classify(op, op_affinity(op))

    def call(self, site: CallSite) -> None:
        self.leaf(site.op)

    def enter(self, op: Operation) -> None:
        self._pending.append(Affinity.SHARED)

    def exit(self, op: Operation) -> None:
        self._classify(op, self._pending.pop())


def aiv_stamp_sites(graph: CallGraph) -> list[Operation]:
    """The ops inside a `pto.scope` of kind `split_aiv`, at any depth, that
    `needs_aiv_stamp`, in program order."""
    stamps = _StampVisitor()
    walk_bodies(graph, [stamps])
    return stamps.found


class _StampVisitor(BodyVisitor):
    def __init__(self) -> None:
        self.found: list[Operation] = []
        self._depth = 0

    def begin(self, node: FunctionNode) -> None:
        self._depth = 0

    def leaf(self, op: Operation) -> None:
        if self._depth and needs_aiv_stamp(op):
            self.found.append(op)

    def call(self, site: CallSite) -> None:
        self.leaf(site.op)

    def enter(self, op: Operation) -> None:
        self._depth += _is_split_aiv(op)

    def exit(self, op: Operation) -> None:
        self._depth -= _is_split_aiv(op)


def _is_split_aiv(op: Operation) -> bool:
    return isinstance(op, ScopeOp) and op.scope_kind == ScopeKind.SPLIT_AIV
