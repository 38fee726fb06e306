"""The one effect query, `argument_access`, and the traits that stand for what
analyses used to read off op names (views, reshapes, stores, loads, per-core
values, tile moves, allocations).

A downstream op is understood by every analysis at once: the twin of each
catalogue op that an analysis once dispatched on by name (same arguments,
properties and traits, another name) gives every pass the same output."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from io import StringIO
from pathlib import Path

import pytest
from module_task_graph import task_graphs_of
from xdsl.context import Context
from xdsl.dialects import test as xdsl_test
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    ModuleOp,
    UnitAttr,
    f32,
    i32,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.traits import OpTrait

from pypto_xdsl.analysis.core_affinity import op_affinity
from pypto_xdsl.analysis.relax_reasons import Reason
from pypto_xdsl.analysis.task_graph import TaskGraphError
from pypto_xdsl.analysis.task_graph.render import json_object
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.attributes import Affinity, MemorySpace, MemorySpaceAttr
from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.catalogue import CATALOGUE, OPERATORS_BY_NAME
from pypto_xdsl.dialects.declarations import (
    EffectDeclarationError,
    EffectDeclarations,
    allocated_tensor,
    argument_access,
    declared_load,
    declared_reshape,
    declared_store,
    declared_view,
    operand_accesses,
    passed_along_argument,
    unchanged_argument,
    viewed_argument,
)
from pypto_xdsl.dialects.effects import (
    AllocatesResult,
    ArgEffect,
    CoreCount,
    CoreIndex,
    LoadsTile,
    MovesTile,
    NoArgWrites,
    OutputReusesInput,
    ReadsSource,
    ReshapeOf,
    StoresTile,
    ViewOf,
    Write,
)
from pypto_xdsl.dialects.operators import OperatorSpec, make_operator
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType, TileType
from pypto_xdsl.transforms.annotate_core_affinity import AnnotateCoreAffinityPass
from pypto_xdsl.transforms.check_task_races import CheckTaskRacesPass
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.infer_param_directions import InferParamDirectionsPass

R, W, RW = ArgEffect.READ, ArgEffect.WRITE, ArgEffect.READ_WRITE
FILECHECK = Path(__file__).parent / "filecheck"


class _Fallback:
    """A fallback no effect equals: the query must hand it back untouched."""


FALLBACK = _Fallback()


def _segments(*sizes: int) -> dict[str, Attribute]:
    return {"operandSegmentSizes": DenseArrayBase.from_list(i32, sizes)}


def _values(*types: Attribute) -> list[SSAValue]:
    return list(xdsl_test.TestOp(result_types=list(types)).results)


def _catalogue(
    name: str, operands: list[SSAValue], sizes: tuple[int, ...]
) -> Operation:
    cls = OPERATORS_BY_NAME[f"pto.{name}"]
    return cls.create(operands=operands, properties=_segments(*sizes))


T = TensorType([64], f32)
TILE = TileType([16], f32)
IDX = IndexType()


# The query, branch by branch ------------------------------------------------


def test_a_view_source_only_passes_its_buffer_along() -> None:
    source, i = _values(T, IDX)
    slice_op = _catalogue("tensor.slice", [source, i, i], (1, 1, 1, 0))
    assert argument_access(slice_op, 0, FALLBACK) is None
    # Its box's indices are arguments of an unclassified op.
    assert argument_access(slice_op, 1, FALLBACK) is FALLBACK
    assert argument_access(slice_op, 2, FALLBACK) is FALLBACK
    for name in ("tensor.view", "tensor.reshape"):
        op = _catalogue(name, [source, i], (1, 1, 0))
        # Classified (no argument writes), yet the source is no read.
        assert argument_access(op, 0, FALLBACK) is None, name
        assert argument_access(op, 1, FALLBACK) is R, name
        assert passed_along_argument(op) == 0


def test_a_classified_op_gives_its_declared_effect_resolvers_applied() -> None:
    from pypto_xdsl.dialects.attributes import AtomicKind, AtomicKindAttr

    tile, i, out = _values(TILE, IDX, T)
    store = _catalogue("tile.store", [tile, i, out], (1, 1, 1, 0))
    assert argument_access(store, 2, FALLBACK) is W
    assert argument_access(store, 0, FALLBACK) is R  # undeclared: read
    assert argument_access(store, 9, FALLBACK) is R  # past the list: read
    store.properties["atomic"] = AtomicKindAttr(AtomicKind.ADD)
    assert argument_access(store, 2, FALLBACK) is RW


def test_an_unclassified_op_reads_its_declared_source_and_falls_back() -> None:
    tensor, i = _values(T, IDX)
    load = _catalogue("tile.load", [tensor, i, i, i], (1, 1, 1, 1))
    assert argument_access(load, 0, FALLBACK) is R  # ReadsSource
    assert argument_access(load, 1, FALLBACK) is FALLBACK
    lhs, rhs = _values(T, T)
    add = _catalogue("tensor.add", [lhs, rhs], ())
    for fallback in (R, RW, Reason.UNCLASSIFIED, FALLBACK):
        assert argument_access(add, 0, fallback) is fallback
        assert argument_access(add, 1, fallback) is fallback


def test_operand_accesses_give_every_operand_its_argument_access() -> None:
    source, i, j = _values(T, IDX, IDX)
    op = _catalogue("tensor.slice", [source, i, j], (1, 1, 1, 0))
    assert list(operand_accesses(op, RW)) == [(0, source, None), (1, i, RW), (2, j, RW)]


def test_only_a_writer_changes_what_it_returns() -> None:
    source, i = _values(T, IDX)
    assert unchanged_argument(_catalogue("tensor.view", [source, i], (1, 1, 0))) == 0
    setter = OPERATORS_BY_NAME["pto.tensor.set_validshape"]
    assert unchanged_argument(setter) == 0  # metadata only
    assert unchanged_argument(OPERATORS_BY_NAME["pto.tensor.write"]) is None
    assert unchanged_argument(OPERATORS_BY_NAME["pto.tile.store"]) is None
    assert unchanged_argument(OPERATORS_BY_NAME["pto.tile.add"]) is None


def test_allocations_name_a_fresh_tensor_only() -> None:
    create = TensorCreateOp(T)
    assert allocated_tensor(create) is create.result
    tile_create = OPERATORS_BY_NAME["pto.tile.create"].create(
        result_types=[TILE], properties=_segments(0)
    )
    assert allocated_tensor(tile_create) is None  # a tile is no tensor
    assert allocated_tensor(_catalogue("tensor.add", _values(T, T), ())) is None


# The catalogue declares what the names stood for ----------------------------

DECLARED: dict[str, tuple[Callable[[type[IRDLOperation]], object], object]] = {
    "tile.store": (declared_store, StoresTile(tile=0, offsets=1, tensor=2, shapes=3)),
    "tile.load": (
        declared_load,
        LoadsTile(tensor=0, offsets=1, shapes=2, valid_shape=3),
    ),
    "tensor.slice": (declared_view, ViewOf(0, shape=1, offsets=2)),
    "tensor.view": (declared_reshape, ReshapeOf(0, shape=1)),
    "tensor.reshape": (declared_reshape, ReshapeOf(0, shape=1)),
}
MARKED: dict[str, type[OpTrait]] = {
    "tile.get_block_idx": CoreIndex,
    "tile.get_block_num": CoreCount,
    "tile.move": MovesTile,
}


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_catalogue_declares_its_layouts(name: str) -> None:
    query, expected = DECLARED[name]
    assert query(OPERATORS_BY_NAME[f"pto.{name}"]) == expected
    # And no other op declares one.
    declaring = [s.name for s in CATALOGUE if query(OPERATORS_BY_NAME[s.op_name])]
    assert declaring == [n for n, (q, _) in DECLARED.items() if q is query]


@pytest.mark.parametrize("name", sorted(MARKED))
def test_catalogue_marks_what_it_is(name: str) -> None:
    trait = MARKED[name]
    assert [
        s.name for s in CATALOGUE if OPERATORS_BY_NAME[s.op_name].has_trait(trait)
    ] == [name]


def test_a_reshape_is_not_a_view_for_phase_one() -> None:
    # buffer_roots gives a view (`viewed_argument`) its own root; a reshape
    # names the whole buffer and keeps its source's root.
    assert viewed_argument(OPERATORS_BY_NAME["pto.tensor.slice"]) == 0
    for name in ("tensor.view", "tensor.reshape"):
        assert viewed_argument(OPERATORS_BY_NAME[f"pto.{name}"]) is None


def test_tile_move_affinity_follows_the_trait() -> None:
    (tile,) = _values(TileType([16], f32, MemorySpace.MAT))
    move = OPERATORS_BY_NAME["pto.tile.move"].create(
        operands=[tile],
        result_types=[TILE],
        properties={"target_memory": MemorySpaceAttr(MemorySpace.VEC)},
    )
    assert op_affinity(move) is Affinity.MIXED


# Contradictions ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("traits", "message"),
    [
        ((ViewOf(0), ReshapeOf(0), OutputReusesInput(0)), "both a view and a reshape"),
        ((ReshapeOf(0), NoArgWrites()), "does not declare OutputReusesInput(0)"),
        ((ReshapeOf(0), ReshapeOf(1), OutputReusesInput(0)), "several reshaped"),
        ((StoresTile(0, 1, 2), StoresTile(0, 1, 3)), "several stores"),
        ((LoadsTile(0, 1, 2), LoadsTile(0, 2, 1)), "several loads"),
        ((ViewOf(0, shape=-1, offsets=2),), "must not be negative"),
        ((StoresTile(0, 1, 2, -3),), "must not be negative"),
    ],
)
def test_contradictory_layouts_are_rejected(
    traits: tuple[OpTrait, ...], message: str
) -> None:
    with pytest.raises(EffectDeclarationError, match=re.escape(message)):
        EffectDeclarations.from_traits("throwaway.op", frozenset(traits))


def test_layout_traits_do_not_classify() -> None:
    decl = EffectDeclarations.from_traits(
        "throwaway.op",
        frozenset(
            {
                StoresTile(0, 1, 2),
                LoadsTile(0, 1, 2),
                ViewOf(0, 1, 2),
                ReadsSource(),
                AllocatesResult(),
            }
        ),
    )
    assert not decl.classified


# A downstream op is understood by every analysis at once ----------------------


def _twin(spec: OperatorSpec) -> type[IRDLOperation]:
    return make_operator(dataclasses.replace(spec, name=f"twin.{spec.name}"))


@irdl_op_definition
class TwinCreateOp(PtoOperation):
    """`pto.tensor.create` under another name."""

    name = "pto.twin.tensor.create"

    dynamic_sizes = var_operand_def(IndexType)
    manual_dep = opt_prop_def(UnitAttr)
    result = result_def(TensorType)
    traits = traits_def(AllocatesResult())
    assembly_format = TensorCreateOp.assembly_format


TWINNED = (
    "tile.store",
    "tile.load",
    "tile.move",
    "tile.get_block_idx",
    "tile.get_block_num",
    "tensor.slice",
    "tensor.view",
    "tensor.reshape",
)
TWINS = Dialect(
    "twin", [*(_twin(s) for s in CATALOGUE if s.name in TWINNED), TwinCreateOp]
)
NAMES = [*(f"pto.{n}" for n in TWINNED), "pto.tensor.create"]

# Programs that use every twinned op, for every analysis that used to
# dispatch on their names.
PROGRAMS = (
    "transforms/check-task-races/footprints.mlir",
    "transforms/check-task-races/races.mlir",
    "transforms/core-affinity/rules.mlir",
    "transforms/infer-param-directions/aliases.mlir",
    "transforms/infer-param-directions/writers.mlir",
    "transforms/derive-call-directions/modes/slices.mlir",
    "transforms/derive-call-directions/relax-sequential.mlir",
    "tools/pto-tasks/runtime-rules.mlir",
)
PIPELINES: dict[str, Callable[[], list[ModulePass]]] = {
    "derive": lambda: [DeriveCallDirectionsPass()],
    "infer": lambda: [InferParamDirectionsPass()],
    "annotate-core-affinity": lambda: [AnnotateCoreAffinityPass()],
    "relax": lambda: [DeriveCallDirectionsPass(relax_sequential=True)],
    "races": lambda: [DeriveCallDirectionsPass(), CheckTaskRacesPass(war=True)],
}


def _chunks(path: str) -> list[str]:
    text = (FILECHECK / path).read_text()
    return [
        c
        for c in text.split("// -----")
        if any(f'"{n}"' in c or f"{n} " in c for n in NAMES)
    ]


def _renamed(text: str) -> str:
    for name in NAMES:
        text = text.replace(f'"{name}"', f'"pto.twin.{name[4:]}"')
        text = text.replace(f" {name} ", f" pto.twin.{name[4:]} ")
    return text


def _outputs(text: str, ctx: Context) -> dict[str, str]:
    try:
        parsed = Parser(ctx, text).parse_module()
        parsed.verify()
    except Exception as error:  # a malformed-input chunk: compare its error
        return {"parse": f"{type(error).__name__}: {error}"}
    outputs: dict[str, str] = {}
    for name, pipeline in PIPELINES.items():
        module = parsed.clone()
        try:
            for p in pipeline():
                p.apply(ctx, module)
            stream = StringIO()
            Printer(stream).print_op(module)
            outputs[name] = stream.getvalue()
        except Exception as error:
            outputs[name] = f"{type(error).__name__}: {error}"
    outputs["task-graph"] = _task_graphs(parsed.clone())
    return outputs


def _task_graphs(module: ModuleOp) -> str:
    try:
        return json.dumps([json_object(g) for g in task_graphs_of(module)])
    except TaskGraphError as error:
        return f"TaskGraphError: {error}"


@pytest.mark.parametrize("path", PROGRAMS)
def test_twin_ops_are_understood_without_their_names(path: str) -> None:
    chunks = _chunks(path)
    assert chunks, path
    plain, twinned = pto_context(), pto_context(TWINS)
    for chunk in chunks:
        renamed = _renamed(chunk)
        assert renamed != chunk
        expected = _outputs(chunk, plain)
        found = _outputs(renamed, twinned)
        back = {
            k: v.replace("pto.twin.", "pto.").replace("twin.", "")
            for k, v in found.items()
        }
        assert back == expected, chunk[:200]


def test_a_downstream_reshape_is_no_read_of_its_source() -> None:
    # Written through a reshape and never read: `out`. Were the reshape's
    # source read (it has the `NoArgWrites` verdict), it would be `inout`.
    reshape = OperatorSpec(
        "acme.flatten",
        ("input:tensor", "shape[]:index"),
        result="tensor",
        traits=(NoArgWrites(), OutputReusesInput(0), ReshapeOf(0, 1)),
    )
    scribble = OperatorSpec(
        "acme.scribble",
        ("target:tensor",),
        result="tensor",
        traits=(Write(0), OutputReusesInput(0)),
    )
    acme = Dialect("acme", [make_operator(reshape), make_operator(scribble)])
    ctx = pto_context(acme)
    text = """
builtin.module {
  pto.func incore @k(%a: !pto.tensor<4x16xf32>) {
    %f = "pto.acme.flatten"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> : (!pto.tensor<4x16xf32>) -> !pto.tensor<64xf32>
    %w = "pto.acme.scribble"(%f) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}
"""
    module = Parser(ctx, text).parse_module()
    InferParamDirectionsPass().apply(ctx, module)
    stream = StringIO()
    Printer(stream).print_op(module)
    assert "pto.func incore @k(out %a: !pto.tensor<4x16xf32>)" in stream.getvalue()


def test_a_view_without_a_declared_box_is_never_taken_for_a_box() -> None:
    # A downstream view of an unknown part of its source: in a kernel, a
    # store through it touches some part of the task's argument (its whole
    # view); in the orchestration function, which submits tasks on exact
    # views, the task graph refuses to guess.
    part = OperatorSpec(
        "acme.part", ("input:tensor", "key:index"), result="tensor", traits=(ViewOf(0),)
    )
    ctx = pto_context(Dialect("acme", [make_operator(part)]))
    part_of = (
        '"pto.acme.part"(%{0}, %c1) : (!pto.tensor<128xf32>, index) '
        "-> !pto.tensor<64xf32>"
    )
    kernel = """
builtin.module {{
  pto.func incore @k(out %p: !pto.tensor<128xf32>, in %t: !pto.tile<64xf32, vec>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = {part}
    %w = "pto.tile.store"(%t, %c0, %s) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }}
  pto.func orchestration @main(out %y: !pto.tensor<128xf32>, in %t: !pto.tile<64xf32, vec>) {{
    %c1 = arith.constant 1 : index
    {call}
    pto.return
  }}
}}
"""
    direct = kernel.format(
        part=part_of.format("p"),
        call="pto.call @k(output_existing %y, input %t) : "
        "(!pto.tensor<128xf32>, !pto.tile<64xf32, vec>) -> ()",
    )
    (graph,) = task_graphs_of(Parser(ctx, direct).parse_module())
    (task,) = graph.tasks
    assert [(a.view.shape, a.reads, a.writes) for a in task.footprint] == [
        ((128,), False, True)
    ]
    through_part = kernel.format(
        part=part_of.format("p"),
        call="%s = " + part_of.format("y") + "\n    pto.call @k(output_existing "
        "%y, input %t) : (!pto.tensor<128xf32>, !pto.tile<64xf32, vec>) -> ()",
    )
    with pytest.raises(TaskGraphError, match="undeclared part of its source"):
        task_graphs_of(Parser(ctx, through_part).parse_module())
