"""Core affinity: which core (cube, vector, either, both) each op needs
(op-effects.md, *Core affinity and the `split_aiv` stamp*).

A leaf op is classified by the first rule that applies:

1. stamped `pto.core_placement = "aiv"`, and rules 2-7 give vector or shared
   → vector;
2. a declared affinity (`CoreAffinity`);
3. `tile.move`: mixed if source and target spaces lie on different sides,
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
from xdsl.ir import Attribute, Block, Operation
from xdsl.traits import IsTerminator

from pypto_xdsl.analysis.walk import ENTER, EXIT, OP, structured_walk
from pypto_xdsl.dialects.attributes import (
    CORE_PLACEMENT_ATTR,
    Affinity,
    MemorySpace,
)
from pypto_xdsl.dialects.declarations import stated_affinity
from pypto_xdsl.dialects.effects import target_memory
from pypto_xdsl.dialects.types import TileType

AIV_PLACEMENT = StringAttr("aiv")

_VECTOR_SPACES = frozenset({MemorySpace.DDR, MemorySpace.VEC})
_MOVE = "pto.tile.move"


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


def stated_lane(op: Operation) -> Affinity | None:
    """The lane rule 2 or 4 states for the op, if any."""
    return stated_affinity(op)


def intrinsic_affinity(op: Operation) -> Affinity:
    """Rules 2-7: the class of a leaf op, ignoring any stamp."""
    stated = stated_lane(op)
    if stated is not None:
        return stated
    if op.name == _MOVE:
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


def core_affinities(block: Block) -> dict[Operation, Affinity]:
    """The class of every op of `block` and its nested regions, terminators
    excepted; region ops combine their bodies. One iterative walk."""
    classes: dict[Operation, Affinity] = {}
    pending: list[Affinity] = [Affinity.SHARED]
    for kind, op, _ in structured_walk(block):
        if kind == ENTER:
            pending.append(Affinity.SHARED)
            continue
        if kind == OP:
            if op.has_trait(IsTerminator, value_if_unregistered=False):
                continue
            affinity = op_affinity(op)
        elif kind == EXIT:
            affinity = pending.pop()
        else:
            continue
        classes[op] = affinity
        pending[-1] = combine(pending[-1], affinity)
    return classes
