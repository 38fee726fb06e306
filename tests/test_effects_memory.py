"""What each op reports to xDSL's `MemoryEffect` queries (op-effects.md table)."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects import test as xdsl_test
from xdsl.dialects.builtin import DenseArrayBase, IndexType, StringAttr, f32, i32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, traits_def
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    get_effects,
    only_has_effect,
)
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead

from pypto_xdsl.dialects.attributes import (
    AtomicKind,
    AtomicKindAttr,
    Coalesce,
    CoalesceAttr,
    MemorySpace,
    MemorySpaceAttr,
)
from pypto_xdsl.dialects.catalogue import CATALOGUE, OPERATORS_BY_NAME, OUR_VERDICTS
from pypto_xdsl.dialects.effects import ReadWrite, Write, WriteChannel, WritesThrough
from pypto_xdsl.dialects.memory_effects import (
    AllocatesResult,
    DeclaredMemoryEffects,
    ReadsOperands,
    ReadsSource,
    SynchronisationResource,
    Synchronising,
)
from pypto_xdsl.dialects.operators import OperatorSpec, make_operator
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType, TileType
from pypto_xdsl.dialects.validation import validate_arg_effects

COMPUTE = {
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
    "allreduce_ring",
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
        or (
            name.startswith(("pld.tensor.", "builtin.tensor."))
            and name.split(".")[-1] in _COLLECTIVES
        )
        or any(
            k in name
            for k in ("tpush", "tpop", "tfree", "initialize_pipe", "set_validshape")
        )
    )


def _expected_trait(name: str) -> type[MemoryEffect] | None:
    if name in COMPUTE:
        return ReadsOperands
    if name in ALLOCATION:
        return AllocatesResult
    if name in READER:
        return ReadsSource
    if _synchronising(name):
        return Synchronising
    if name in UNKNOWN:
        return None
    return DeclaredMemoryEffects


# The spec's rows; our verdicts' classes are checked by test_effects_verdicts.
@pytest.mark.parametrize("op_name", sorted(set(OPERATORS_BY_NAME) - set(OUR_VERDICTS)))
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


_T = TensorType([64], f32)
_TILE = TileType([64], f32)


def _values(*types: Attribute) -> tuple[SSAValue, ...]:
    return tuple(xdsl_test.TestOp(result_types=list(types)).results)


def test_compute_reads_every_tensor_and_tile_operand() -> None:
    a, b = _values(_T, _T)
    add = OPERATORS_BY_NAME["pto.tensor.add"].create(operands=[a, b], result_types=[_T])
    assert get_effects(add) == {
        EffectInstance(MemoryEffectKind.READ, a),
        EffectInstance(MemoryEffectKind.READ, b),
    }
    assert would_be_trivially_dead(add)
    (t,) = _values(_TILE)
    move = OPERATORS_BY_NAME["pto.tile.move"].create(operands=[t], result_types=[_TILE])
    assert get_effects(move) == {EffectInstance(MemoryEffectKind.READ, t)}


def test_compute_on_scalars_alone_is_pure() -> None:
    # A downstream compute op: no memory operand, no effect at all.
    spec = OperatorSpec(
        "test.scalar_compute",
        ("x:index", "y:int"),
        result="any",
        traits=(ReadsOperands(),),
    )
    cls = make_operator(spec)
    x, y = _values(IndexType(), i32)
    op = cls.create(operands=[x, y], result_types=[IndexType()])
    assert get_effects(op) == set()
    (t,) = _values(_T)
    mixed = cls.create(operands=[x, t], result_types=[IndexType()])
    assert get_effects(mixed) == {EffectInstance(MemoryEffectKind.READ, t)}


def test_a_writer_reads_no_scalar_and_writes_what_it_declares() -> None:
    t, i, v = _values(_TILE, IndexType(), f32)
    write = OPERATORS_BY_NAME["pto.tile.write"].create(
        operands=[t, i, v],
        result_types=[_TILE],
        properties={"operandSegmentSizes": _segments(1, 1, 1)},
    )
    assert get_effects(write) == {
        EffectInstance(MemoryEffectKind.READ, t),
        EffectInstance(MemoryEffectKind.WRITE, t),
    }


def _writing_properties(spec: OperatorSpec) -> dict[str, Attribute]:
    # Properties under which every resolver of the row resolves to a write.
    properties: dict[str, Attribute] = {
        "atomic": AtomicKindAttr(AtomicKind.ADD),
        "mode": StringAttr("soft"),
        "target_memory": MemorySpaceAttr(MemorySpace.MAT),
        "coalesce": CoalesceAttr(Coalesce.ELEM),
    }
    return {k: v for k, v in properties.items() if k in spec.properties}


def _instance(spec: OperatorSpec, properties: dict[str, Attribute]) -> Operation:
    values = _values(*(_TILE if a.kind == "tile" else _T for a in spec.arg_specs))
    operands = [[value] for value in values]
    if any(a.segmented for a in spec.arg_specs):
        properties["operandSegmentSizes"] = _segments(*(1 for _ in values))
    result = [] if spec.result is None else [_TILE if spec.result == "tile" else _T]
    cls = OPERATORS_BY_NAME[spec.op_name]
    return cls(operands=operands, result_types=result, properties=properties)


_WRITERS = [s for s in CATALOGUE if s.declarations.may_write]


@pytest.mark.parametrize("spec", _WRITERS, ids=lambda s: s.name)
def test_dce_and_cse_keep_every_writer(spec: OperatorSpec) -> None:
    op = _instance(spec, _writing_properties(spec))
    effects = get_effects(op)
    assert effects is not None
    assert any(e.kind is MemoryEffectKind.WRITE for e in effects)
    # Unused results do not make a writer dead, and cse sees a write.
    assert not would_be_trivially_dead(op)
    assert not only_has_effect(op, MemoryEffectKind.READ)


def test_downstream_ops_declared_with_our_traits_tell_xdsl_the_truth() -> None:
    # Built by the generator: it adds DeclaredMemoryEffects to a writer.
    spec = OperatorSpec(
        "test.fill",
        ("dst:tensor", "src:tile"),
        traits=(Write(0), WritesThrough(WriteChannel.DMA)),
    )
    generated = make_operator(spec)
    dst, src = _values(_T, _TILE)
    op = generated.create(operands=[dst, src])
    assert get_effects(op) == {
        EffectInstance(MemoryEffectKind.WRITE, dst),
        EffectInstance(MemoryEffectKind.READ, src),
    }
    assert validate_arg_effects([generated]) is None

    # Written by hand, with the bridge trait.
    @irdl_op_definition
    class HandWrittenOp(IRDLOperation):
        name = "test.hand_written"
        acc = operand_def(TensorType)
        rhs = operand_def(TensorType)
        traits = traits_def(ReadWrite(0), DeclaredMemoryEffects())

    acc, rhs = _values(_T, _T)
    hand = HandWrittenOp.create(operands=[acc, rhs])
    assert get_effects(hand) == {
        EffectInstance(MemoryEffectKind.READ, acc),
        EffectInstance(MemoryEffectKind.WRITE, acc),
        EffectInstance(MemoryEffectKind.READ, rhs),
    }


_EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
_CANONICALIZE = (
    Path(__file__).resolve().parent / "filecheck/dialects/effects-canonicalize.mlir"
)


def test_canonicalize_lit_test_covers_every_example() -> None:
    text = _CANONICALIZE.read_text()
    for example in sorted(_EXAMPLES.glob("*.mlir")):
        for pipeline in ("-p derive-call-directions", "-p canonicalize,derive"):
            assert f"%examples/{example.name} {pipeline}" in text, example.name
