"""What each op reports to xDSL's `MemoryEffect` queries (op-effects.md table)."""

from __future__ import annotations

import pytest
from xdsl.dialects import test as xdsl_test
from xdsl.dialects.builtin import DenseArrayBase, StringAttr, f32, i32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    get_effects,
)

from pypto_xdsl.dialects.attributes import AtomicKind, AtomicKindAttr
from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.memory_effects import (
    AllocatesResult,
    DeclaredMemoryEffects,
    ReadsSource,
    SynchronisationResource,
    Synchronising,
)
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType, TileType

PURE = {
    "tile.move",
    "tile.add",
    "tile.mul",
    "tile.matmul",
    "tensor.view",
    "tensor.reshape",
    "tensor.add",
}
ALLOCATION = {"tile.create", "tile.alloc"}
READER = {"tile.load", "pld.tile.remote_load"}
UNKNOWN = {
    "tile.get_block_idx",
    "tile.get_block_num",
    "tile.get_subblock_idx",
    "tensor.slice",
}
_COLLECTIVES = {
    "allreduce",
    "reduce_scatter",
    "broadcast",
    "barrier",
    "allgather",
    "all_to_all",
    "all_to_all_v",
}


def _synchronising(name: str) -> bool:
    return (
        name.startswith(("pld.system.", "system.", "prefetch."))
        or (name.startswith("pld.tensor.") and name.split(".")[-1] in _COLLECTIVES)
        or any(
            k in name
            for k in ("tpush", "tpop", "tfree", "initialize_pipe", "set_validshape")
        )
    )


def _expected_trait(name: str) -> type[MemoryEffect] | None:
    if name in PURE:
        return NoMemoryEffect
    if name in ALLOCATION:
        return AllocatesResult
    if name in READER:
        return ReadsSource
    if _synchronising(name):
        return Synchronising
    if name in UNKNOWN:
        return None
    return DeclaredMemoryEffects


@pytest.mark.parametrize("op_name", sorted(OPERATORS_BY_NAME))
def test_memory_effect_class(op_name: str) -> None:
    cls = OPERATORS_BY_NAME[op_name]
    traits = cls.get_traits_of_type(MemoryEffect)
    expected = _expected_trait(op_name.removeprefix("pto."))
    if expected is None:
        assert traits == []
    else:
        assert len(traits) == 1
        assert isinstance(traits[0], expected)


def test_tensor_create_is_an_allocation() -> None:
    op = TensorCreateOp(TensorType([64], f32))
    assert get_effects(op) == {EffectInstance(MemoryEffectKind.ALLOC, op.result)}


def _segments(*sizes: int) -> Attribute:
    return DenseArrayBase.from_list(i32, sizes)


def _store(atomic: AtomicKind | None) -> tuple[Operation, SSAValue, SSAValue]:
    tensor, tile = TensorType([64], f32), TileType([64], f32)
    source, target = xdsl_test.TestOp(result_types=[tile, tensor]).results
    props: dict[str, Attribute] = {"operandSegmentSizes": _segments(1, 0, 1, 0)}
    if atomic is not None:
        props["atomic"] = AtomicKindAttr(atomic)
    op = OPERATORS_BY_NAME["pto.tile.store"].create(
        operands=[source, target], result_types=[tensor], properties=props
    )
    return op, source, target


def test_declared_writer_reports_per_argument_effects() -> None:
    plain, tile, tensor = _store(None)
    assert get_effects(plain) == {
        EffectInstance(MemoryEffectKind.READ, tile),
        EffectInstance(MemoryEffectKind.WRITE, tensor),
    }
    atomic, tile, tensor = _store(AtomicKind.ADD)
    assert get_effects(atomic) == {
        EffectInstance(MemoryEffectKind.READ, tile),
        EffectInstance(MemoryEffectKind.READ, tensor),
        EffectInstance(MemoryEffectKind.WRITE, tensor),
    }


def test_synchronising_op_writes_global_state_whatever_its_arguments() -> None:
    signal = xdsl_test.TestOp(result_types=[TensorType([16], i32)]).results[0]
    hard = OPERATORS_BY_NAME["pto.system.syncall"].create(
        operands=[signal],
        properties={"operandSegmentSizes": _segments(1, 0), "mode": StringAttr("hard")},
    )
    effects = get_effects(hard)
    assert effects is not None
    assert EffectInstance(MemoryEffectKind.READ, signal) in effects
    assert any(
        e.kind is MemoryEffectKind.WRITE
        and isinstance(e.resource, SynchronisationResource)
        for e in effects
    )
