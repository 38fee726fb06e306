"""Every catalogue op answers the effect queries as op-effects.md says."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from xdsl.dialects import test as xdsl_test
from xdsl.dialects.builtin import StringAttr, f32
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation

from pypto_xdsl.analysis.core_affinity import op_affinity
from pypto_xdsl.dialects.attributes import (
    Affinity,
    AtomicKind,
    AtomicKindAttr,
    Coalesce,
    CoalesceAttr,
    MemorySpace,
    MemorySpaceAttr,
    NotifyOp,
    NotifyOpAttr,
)
from pypto_xdsl.dialects.catalogue import CATALOGUE, OPERATORS_BY_NAME, OUR_VERDICTS
from pypto_xdsl.dialects.declarations import (
    arg_effect,
    arg_effects,
    declarations,
    has_verdict,
    is_classified,
    is_no_duplicate,
    reused_operand,
    stated_affinity,
    write_channel,
    writes_any_argument,
)
from pypto_xdsl.dialects.effects import ArgEffect, WriteChannel
from pypto_xdsl.dialects.pto import PTO
from pypto_xdsl.dialects.types import TensorType, TileType

R, W, RW = ArgEffect.READ, ArgEffect.WRITE, ArgEffect.READ_WRITE
NAW = "naw"
ATOMIC, NOTIFY, MGATHER, SYNCALL = "atomic", "notify", "mgather", "syncall"
DMA, SCALAR = WriteChannel.DMA, WriteChannel.SCALAR
CUBE, VECTOR, SHARED = Affinity.CUBE, Affinity.VECTOR, Affinity.SHARED

# op -> (argument count, effects by index | NAW | None = unclassified, channel,
#        reused argument, affinity with no properties, no-duplicate)
Row = tuple[
    int,
    Mapping[int, ArgEffect | str] | str | None,
    WriteChannel | None,
    int | None,
    Affinity | None,
    bool,
]
EXPECTED: dict[str, Row] = {
    "tile.store": (4, {2: ATOMIC}, DMA, 2, None, False),
    "tile.mscatter": (3, {2: W}, DMA, 2, None, False),
    "tile.mgather": (4, {2: MGATHER}, DMA, None, None, False),
    "tile.write": (3, {0: RW}, None, 0, None, False),
    "tile.assemble": (3, {0: RW}, None, None, None, False),
    "tile.scatter_update": (3, {0: RW}, None, 0, None, False),
    "tile.scatter": (3, {0: RW}, None, 0, None, False),
    "tile.scatter_mask": (2, {0: RW}, None, 0, None, False),
    "tile.matmul_acc": (4, {0: RW}, None, 0, None, False),
    "tile.gemv_acc": (3, {0: RW}, None, 0, None, False),
    "tile.batch_matmul_acc": (3, {0: RW}, None, 0, None, False),
    "tile.matmul_mx_acc": (5, {0: RW}, None, 0, None, False),
    "tile.tget_scale_addr": (2, {0: W}, None, 0, None, False),
    "tile.fillpad_inplace": (1, {0: RW}, None, 0, None, False),
    "tile.gather_row": (6, {0: RW}, None, 0, None, False),
    "tile.get_block_idx": (0, None, None, None, SHARED, False),
    "tile.get_block_num": (0, None, None, None, SHARED, False),
    "tile.get_subblock_idx": (0, None, None, None, VECTOR, False),
    "tile.create": (1, None, None, None, SHARED, False),
    "tile.alloc": (2, None, None, None, VECTOR, False),
    "tile.tpush_to_aiv": (1, None, None, None, CUBE, False),
    "tile.tpop_from_aiv": (0, None, None, None, CUBE, False),
    "tile.tpush_to_aic": (1, None, None, None, VECTOR, False),
    "tile.tpop_from_aic": (0, None, None, None, VECTOR, False),
    "tile.load": (4, None, None, None, None, False),
    "tile.move": (1, None, None, None, None, False),
    "tile.add": (2, None, None, None, None, False),
    "tile.mul": (2, None, None, None, None, False),
    "tile.matmul": (2, None, None, None, None, False),
    "tile.set_validshape": (3, None, None, None, None, False),
    "tensor.assemble": (3, {0: ATOMIC}, DMA, 0, None, False),
    "tensor.write": (3, {0: W}, SCALAR, 0, None, False),
    "tensor.set_validshape": (3, NAW, None, 0, None, False),
    "tensor.view": (3, NAW, None, 0, None, False),
    "tensor.reshape": (3, NAW, None, 0, None, False),
    "tensor.slice": (4, None, None, None, None, False),
    "tensor.add": (2, None, None, None, None, False),
    "array.update_element": (3, {0: RW}, None, None, None, False),
    "pld.tensor.put": (6, {0: ATOMIC}, DMA, None, VECTOR, False),
    "pld.tile.put": (8, {0: ATOMIC}, DMA, None, VECTOR, False),
    "pld.tensor.get": (6, {0: W}, DMA, None, VECTOR, False),
    "pld.tile.get": (8, {0: W}, DMA, None, VECTOR, False),
    "pld.tile.remote_store": (4, {1: ATOMIC}, DMA, None, None, False),
    "pld.tensor.remote_store": (4, {1: ATOMIC}, DMA, None, None, False),
    "pld.tile.remote_load": (5, NAW, None, None, None, False),
    "pld.system.notify": (4, {0: NOTIFY}, None, None, None, True),
    "pld.system.wait": (3, NAW, None, None, None, False),
    "pld.system.defer_wait": (3, NAW, None, None, None, False),
    "pld.tensor.allreduce": (2, {0: RW, 1: RW}, None, 0, None, False),
    "pld.tensor.reduce_scatter": (2, {0: RW, 1: RW}, None, 0, None, False),
    "pld.tensor.broadcast": (2, {0: RW, 1: RW}, None, 0, None, False),
    "pld.tensor.barrier": (1, {0: RW}, None, 0, None, False),
    "pld.tensor.allgather": (3, {1: W, 2: RW}, None, 1, None, False),
    "pld.tensor.all_to_all": (3, {1: W, 2: RW}, None, 1, None, False),
    "pld.tensor.all_to_all_v": (5, {1: W, 2: RW, 4: W}, None, 1, None, False),
    # Host chip-dispatch collectives (no channel: they are not DMA writes).
    "builtin.tensor.allreduce": (2, {0: RW, 1: RW}, None, None, None, False),
    "builtin.tensor.allreduce_ring": (2, {0: RW, 1: RW}, None, None, None, False),
    "builtin.tensor.broadcast": (2, {0: RW, 1: RW}, None, None, None, False),
    "builtin.tensor.reduce_scatter": (2, {0: RW, 1: RW}, None, None, None, False),
    "builtin.tensor.barrier": (1, {0: RW}, None, None, None, False),
    "builtin.tensor.allgather": (3, {1: W, 2: RW}, None, None, None, False),
    "builtin.tensor.all_to_all": (3, {1: W, 2: RW}, None, None, None, False),
    "builtin.tensor.all_to_all_v": (5, {1: W, 2: RW, 4: W}, None, None, None, False),
    "tensor.expand_clone": (2, {1: W}, DMA, None, None, False),
    "system.syncall": (2, {0: SYNCALL}, None, None, SHARED, False),
    "system.set_ffts": (1, NAW, None, None, None, False),
    "system.sync_set": (1, None, None, None, SHARED, False),
    "system.sync_wait": (1, None, None, None, SHARED, False),
    "system.tfree_to_aic": (1, None, None, None, VECTOR, False),
    "system.tfree_to_aiv": (1, None, None, None, CUBE, False),
    "system.aic_initialize_pipe": (2, None, None, None, CUBE, False),
    "system.aiv_initialize_pipe": (2, None, None, None, VECTOR, False),
    "buffer.set_validshape": (3, NAW, None, 0, None, False),
}

# What each resolver gives with no properties (the defaults).
RESOLVER_DEFAULT = {ATOMIC: W, NOTIFY: RW, MGATHER: R, SYNCALL: R}


def _op(name: str, properties: Mapping[str, Attribute] | None = None) -> Operation:
    # The queries read only the class and the properties, so no operands.
    return OPERATORS_BY_NAME[f"pto.{name}"].create(properties=dict(properties or {}))


def test_catalogue_is_exactly_the_spec() -> None:
    # The spec's rows, plus our verdicts (test_effects_verdicts checks those).
    spec = {s.name for s in CATALOGUE if s.op_name not in OUR_VERDICTS}
    assert spec == set(EXPECTED)
    assert set(OPERATORS_BY_NAME) == {f"pto.{n}" for n in EXPECTED} | set(OUR_VERDICTS)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_catalogue_op_answers_every_query(name: str) -> None:
    count, effects, channel, reuses, affinity, no_dup = EXPECTED[name]
    cls = OPERATORS_BY_NAME[f"pto.{name}"]
    op = _op(name)
    assert len(cls.get_irdl_definition().operands) == count
    assert is_classified(cls) is (effects is not None)
    assert is_classified(op) is (effects is not None)
    for index in range(count + 2):
        if effects is None:
            verdict, expected = False, R
        elif effects == NAW:
            verdict, expected = True, R
        else:
            assert isinstance(effects, Mapping)
            verdict = index in effects
            declared = effects.get(index, R)
            expected = RESOLVER_DEFAULT.get(declared, declared)
        assert has_verdict(cls, index) is verdict, index
        assert arg_effect(op, index) == expected, index
    assert arg_effect(op, 1000) == R
    assert len(arg_effects(op)) == count
    assert write_channel(cls) == channel
    assert declarations(cls).reuses == reuses
    assert stated_affinity(op) == affinity
    assert is_no_duplicate(cls) is no_dup


@pytest.mark.parametrize(
    ("name", "index", "properties", "expected"),
    [
        ("tile.store", 2, {}, W),
        ("tile.store", 2, {"atomic": AtomicKindAttr(AtomicKind.NONE)}, W),
        ("tile.store", 2, {"atomic": AtomicKindAttr(AtomicKind.ADD)}, RW),
        ("tensor.assemble", 0, {"atomic": AtomicKindAttr(AtomicKind.ADD)}, RW),
        ("pld.tensor.put", 0, {"atomic": AtomicKindAttr(AtomicKind.ADD)}, RW),
        ("pld.tile.put", 0, {}, W),
        ("pld.tile.remote_store", 1, {"atomic": AtomicKindAttr(AtomicKind.ADD)}, RW),
        ("pld.tensor.remote_store", 1, {}, W),
        ("pld.system.notify", 0, {}, RW),
        ("pld.system.notify", 0, {"op": NotifyOpAttr(NotifyOp.SET)}, W),
        ("pld.system.notify", 0, {"op": NotifyOpAttr(NotifyOp.ATOMIC_ADD)}, RW),
        ("tile.mgather", 2, {}, R),
        (
            "tile.mgather",
            2,
            {
                "target_memory": MemorySpaceAttr(MemorySpace.MAT),
                "coalesce": CoalesceAttr(Coalesce.ELEM),
            },
            W,
        ),
        (
            "tile.mgather",
            2,
            {
                "target_memory": MemorySpaceAttr(MemorySpace.MAT),
                "coalesce": CoalesceAttr(Coalesce.ROW),
            },
            R,
        ),
        ("tile.mgather", 2, {"target_memory": MemorySpaceAttr(MemorySpace.MAT)}, R),
        (
            "tile.mgather",
            2,
            {
                "target_memory": MemorySpaceAttr(MemorySpace.VEC),
                "coalesce": CoalesceAttr(Coalesce.ELEM),
            },
            R,
        ),
        ("tile.mgather", 2, {"coalesce": CoalesceAttr(Coalesce.ELEM)}, R),
        ("system.syncall", 0, {}, R),
        ("system.syncall", 0, {"mode": StringAttr("hard")}, R),
        ("system.syncall", 0, {"mode": StringAttr("soft")}, RW),
    ],
)
def test_resolvers(
    name: str, index: int, properties: dict[str, Attribute], expected: ArgEffect
) -> None:
    op = _op(name, properties)
    assert arg_effect(op, index) == expected
    assert has_verdict(op, index)
    assert writes_any_argument(op) is expected.writes


@pytest.mark.parametrize(
    ("name", "properties", "expected"),
    [
        ("system.syncall", {}, SHARED),
        ("system.syncall", {"core_type": StringAttr("mix")}, SHARED),
        ("system.syncall", {"core_type": StringAttr("aic_only")}, CUBE),
        ("system.syncall", {"core_type": StringAttr("aiv_only")}, VECTOR),
        ("system.sync_set", {"core_type": StringAttr("aic")}, CUBE),
        ("system.sync_wait", {"core_type": StringAttr("aiv")}, VECTOR),
        ("system.sync_wait", {"core_type": StringAttr("aic_only")}, SHARED),
    ],
)
def test_core_type_affinity(
    name: str, properties: dict[str, Attribute], expected: Affinity
) -> None:
    assert stated_affinity(_op(name, properties)) == expected


def test_unclassified_ops_say_so() -> None:
    for op in (_op("tile.add"), _op("tensor.slice"), _op("tile.load")):
        assert not is_classified(op)
        assert not has_verdict(op, 0)
    # Ops outside the catalogue are unclassified too.
    func = next(c for c in PTO.operations if c.name == "pto.func")
    assert not is_classified(func)


def test_no_writes_is_a_verdict_without_a_write() -> None:
    op = _op("pld.system.wait")
    assert is_classified(op)
    assert all(has_verdict(op, i) for i in range(5))
    assert not writes_any_argument(op)


def test_effects_are_positional() -> None:
    # One value in two slots with different effects (hazard 7).
    from xdsl.dialects.builtin import f32
    from xdsl.dialects.test import TestOp

    from pypto_xdsl.dialects.declarations import operand_effects
    from pypto_xdsl.dialects.types import TensorType

    t = TensorType([64], f32)
    value = TestOp(result_types=[t]).results[0]
    cls = OPERATORS_BY_NAME["pto.pld.tensor.get"]
    op = cls.create(
        operands=[value, value, value],
        properties={"operandSegmentSizes": _segments(1, 1, 1, 0, 0, 0)},
    )
    assert [(i, e) for i, _, e in operand_effects(op)] == [(0, W), (1, R), (2, R)]


def _segments(*sizes: int) -> Attribute:
    from xdsl.dialects.builtin import DenseArrayBase, i32

    return DenseArrayBase.from_list(i32, sizes)


def test_reused_operand_follows_the_declaration() -> None:
    from xdsl.dialects.builtin import f32
    from xdsl.dialects.test import TestOp

    from pypto_xdsl.dialects.types import TensorType

    t = TensorType([64], f32)
    target, source = TestOp(result_types=[t, t]).results
    cls = OPERATORS_BY_NAME["pto.tensor.assemble"]
    op = cls.create(
        operands=[target, source],
        result_types=[t],
        properties={"operandSegmentSizes": _segments(1, 1, 0)},
    )
    assert isinstance(op, IRDLOperation)
    assert reused_operand(op) is target


def test_slice_is_a_view_of_its_input_and_stays_unclassified() -> None:
    from xdsl.dialects.builtin import IndexType, f32
    from xdsl.dialects.test import TestOp

    from pypto_xdsl.dialects.declarations import view_source, viewed_argument
    from pypto_xdsl.dialects.types import TensorType

    t = TensorType([64], f32)
    source = TestOp(result_types=[t]).results[0]
    index = TestOp(result_types=[IndexType()]).results[0]
    cls = OPERATORS_BY_NAME["pto.tensor.slice"]
    op = cls.create(
        operands=[source, index, index],
        result_types=[t],
        properties={"operandSegmentSizes": _segments(1, 1, 1, 0)},
    )
    assert viewed_argument(cls) == 0
    assert view_source(op) is source
    # An alias fact, not an effect declaration.
    assert not is_classified(op)
    assert not has_verdict(op, 0)
    assert not writes_any_argument(op)
    # Ops without the trait view nothing.
    assert viewed_argument(OPERATORS_BY_NAME["pto.tensor.assemble"]) is None
    assert view_source(_op("tile.add")) is None


# PyPTO's type deduction (ir.md): the result each op returns, and the argument
# whose buffer it is. None: no result.
RETURNS: dict[str, tuple[str, int] | None] = {
    "tile.write": ("tile", 0),
    "pld.tensor.allreduce": ("tensor", 0),
    "pld.tensor.reduce_scatter": ("tensor", 0),
    "pld.tensor.broadcast": ("tensor", 0),
    "pld.tensor.barrier": ("tensor", 0),
    "pld.tensor.allgather": ("tensor", 1),
    "pld.tensor.all_to_all": ("tensor", 1),
    "pld.tensor.all_to_all_v": ("tensor", 1),
    "builtin.tensor.allreduce": None,
    "builtin.tensor.allreduce_ring": None,
    "builtin.tensor.broadcast": None,
    "builtin.tensor.reduce_scatter": None,
    "builtin.tensor.barrier": None,
    "builtin.tensor.allgather": None,
    "builtin.tensor.all_to_all": None,
    "builtin.tensor.all_to_all_v": None,
    "tensor.expand_clone": None,
}


@pytest.mark.parametrize("name", sorted(RETURNS))
def test_results_follow_type_deduction(name: str) -> None:

    spec = next(s for s in CATALOGUE if s.name == name)
    expected = RETURNS[name]
    cls = OPERATORS_BY_NAME[f"pto.{name}"]
    assert len(cls.get_irdl_definition().results) == (expected is not None)
    if expected is None:
        assert spec.result is None
        assert declarations(cls).reuses is None
        return
    kind, reused = expected
    assert spec.result == kind
    assert declarations(cls).reuses == reused
    # An instance: the result is the reused argument's buffer.
    ty = TileType([64], f32) if kind == "tile" else TensorType([64], f32)
    values = xdsl_test.TestOp(result_types=[ty] * len(spec.arg_specs)).results
    operands = [
        [] if a.optional and not a.variadic else [values[i]]
        for i, a in enumerate(spec.arg_specs)
    ]
    operands[reused] = [values[reused]]
    properties: dict[str, Attribute] = {}
    if any(a.segmented for a in spec.arg_specs):
        properties["operandSegmentSizes"] = _segments(*map(len, operands))
    op = cls(operands=operands, result_types=[ty], properties=properties)
    assert reused_operand(op) is values[reused]


def _mgather(
    result_memory: MemorySpace | None, properties: Mapping[str, Attribute]
) -> Operation:

    return OPERATORS_BY_NAME["pto.tile.mgather"].create(
        result_types=[TileType([64], f32, result_memory)],
        properties=dict(properties),
    )


_MAT = {"target_memory": MemorySpaceAttr(MemorySpace.MAT)}
_VEC = {"target_memory": MemorySpaceAttr(MemorySpace.VEC)}
_ELEM = {"coalesce": CoalesceAttr(Coalesce.ELEM)}


@pytest.mark.parametrize(
    ("result_memory", "properties", "expected"),
    [
        # A resolved space in the result tile type wins.
        (MemorySpace.MAT, _ELEM, W),
        (MemorySpace.MAT, {**_VEC, **_ELEM}, W),
        (MemorySpace.VEC, {**_MAT, **_ELEM}, R),
        (MemorySpace.LEFT, {**_MAT, **_ELEM}, R),
        (MemorySpace.MAT, {}, R),
        # Unresolved: `target_memory`, absent meaning `vec`.
        (None, {**_MAT, **_ELEM}, W),
        (None, {**_VEC, **_ELEM}, R),
        (None, _ELEM, R),
    ],
)
def test_mgather_reads_the_resolved_memory_space(
    result_memory: MemorySpace | None,
    properties: Mapping[str, Attribute],
    expected: ArgEffect,
) -> None:
    op = _mgather(result_memory, properties)
    assert arg_effect(op, 2) == expected
    assert writes_any_argument(op) is expected.writes


def test_mgather_resolver_and_core_affinity_read_one_space() -> None:
    # The case: no `target_memory`, a `mat` result, `coalesce = elem`.
    op = _mgather(MemorySpace.MAT, _ELEM)
    assert arg_effect(op, 2) == W
    assert op_affinity(op) == CUBE
    vec = _mgather(MemorySpace.VEC, {**_MAT, **_ELEM})
    assert arg_effect(vec, 2) == R
    assert op_affinity(vec) == VECTOR
