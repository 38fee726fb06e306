"""Our verdicts: the operators real PyPTO programs use on which PyPTO declares
no effect (docs/effects.md, *Our verdicts*). One test per operator family
checks every row's declarations; others check that PyPTO's rows are untouched,
that every verdict carries its reason and is listed in docs/effects.md, and
what the verdicts mean to parameter inference, the verifier and xDSL's `dce`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_effects import EXPECTED
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.traits import MemoryEffect, Pure
from xdsl.transforms.dead_code_elimination import DeadCodeElimination

from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.param_checks import in_param_write_problems
from pypto_xdsl.analysis.param_directions import infer_param_directions
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.catalogue import CATALOGUE, OPERATORS_BY_NAME, OUR_VERDICTS
from pypto_xdsl.dialects.declarations import (
    arg_effects,
    argument_count,
    declarations,
    has_verdict,
    is_classified,
    reused_argument,
)
from pypto_xdsl.dialects.effects import AllocatesResult, ArgEffect
from pypto_xdsl.dialects.memory_effects import (
    DeclaredMemoryEffects,
    ReadsOperands,
    ReadsSource,
    Synchronising,
)

R, W = ArgEffect.READ, ArgEffect.WRITE
DOCS = Path(__file__).resolve().parent.parent / "docs" / "effects.md"

# op -> (effect of each argument, reused argument, what it reports to xDSL)
Verdict = tuple[tuple[ArgEffect, ...], int | None, type[MemoryEffect]]

PURE_BINARY: dict[str, Verdict] = {
    f"tile.{n}": ((R, R), None, ReadsOperands) for n in ("sub", "div", "maximum")
}
PURE_SCALAR: dict[str, Verdict] = {
    f"tile.{n}": ((R, R), None, ReadsOperands)
    for n in ("adds", "subs", "muls", "maximums", "minimums", "cmps")
}
UNARY: dict[str, Verdict] = {
    **{
        f"tile.{n}": ((R,), None, ReadsOperands)
        for n in (
            "exp",
            "neg",
            "sqrt",
            "recip",
            "log",
            "abs",
            "relu",
            "cast",
            "fillpad",
        )
    },
    "tile.rsqrt": ((R, W), None, DeclaredMemoryEffects),
}
EXPAND: dict[str, Verdict] = {
    f"tile.{n}": ((R, R), None, ReadsOperands)
    for n in (
        "row_expand_mul",
        "row_expand_sub",
        "row_expand_div",
        "col_expand_mul",
        "col_expand_add",
        "col_expand_expdif",
        "row_expand",
        "col_expand",
    )
}
REDUCTIONS: dict[str, Verdict] = {
    **{
        f"tile.{n}": ((R, W), None, DeclaredMemoryEffects)
        for n in ("row_sum", "row_max", "row_argmax", "col_sum")
    },
    "tile.col_max": ((R,), None, ReadsOperands),
}
SHAPE: dict[str, Verdict] = {
    "tile.slice": ((R, R, R, R), 0, ReadsOperands),
    "tile.reshape": ((R, R), 0, ReadsOperands),
    "tile.transpose_view": ((R,), 0, ReadsOperands),
    "tile.transpose": ((R, R, R, W), None, DeclaredMemoryEffects),
    "tile.extract": ((R, R, R, R), None, ReadsOperands),
    "tile.concat": ((R, R), None, ReadsOperands),
}
CREATION: dict[str, Verdict] = {
    "tile.full": ((R,), None, AllocatesResult),
    "tile.ci": ((R, R), None, AllocatesResult),
}
GATHER_SORT_SELECT: dict[str, Verdict] = {
    "tile.gather": ((R, R, W), None, DeclaredMemoryEffects),
    "tile.gather_mask": ((R,), None, ReadsOperands),
    "tile.sort32": ((R, R), None, ReadsOperands),
    "tile.mrgsort_format1": ((R, R), None, ReadsOperands),
    # Two to four sources, then the scratch tile.
    "tile.mrgsort_format2": ((R, R, R, R, W), None, DeclaredMemoryEffects),
    "tile.sel": ((R, R, R, W), None, DeclaredMemoryEffects),
}
ELEMENT_ACCESS: dict[str, Verdict] = {
    "tile.read": ((R, R), None, ReadsSource),
    "tensor.read": ((R, R), None, ReadsSource),
    "tensor.dim": ((R, R), None, Pure),
}
SYSTEM: dict[str, Verdict] = {
    "system.reserve_buffer": ((), None, Synchronising),
    "system.import_peer_buffer": ((), None, Synchronising),
}
DISTRIBUTED: dict[str, Verdict] = {
    "pld.tensor.alloc_window_buffer": ((R,), None, AllocatesResult),
    "pld.tensor.window": ((R, R), 0, ReadsOperands),
    "pld.system.world_size": ((), None, Synchronising),
}
FAMILIES: dict[str, dict[str, Verdict]] = {
    "elementwise tile-tile": PURE_BINARY,
    "elementwise tile-scalar": PURE_SCALAR,
    "unary": UNARY,
    "broadcast and expand": EXPAND,
    "reductions": REDUCTIONS,
    "shape and layout": SHAPE,
    "creation": CREATION,
    "gather, sort, select": GATHER_SORT_SELECT,
    "element access": ELEMENT_ACCESS,
    "system buffers": SYSTEM,
    "distributed windows": DISTRIBUTED,
}


def test_families_cover_our_verdicts_exactly() -> None:
    names = [name for family in FAMILIES.values() for name in family]
    assert len(names) == len(set(names))
    assert {f"pto.{n}" for n in names} == set(OUR_VERDICTS)


def test_pypto_rows_are_untouched() -> None:
    # Every other row is the spec's table, exactly (test_effects checks each).
    ours = {name.removeprefix("pto.") for name in OUR_VERDICTS}
    assert {s.name for s in CATALOGUE} - ours == set(EXPECTED)
    assert not ours & set(EXPECTED)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_family_verdicts(family: str) -> None:
    for name, (effects, reused, memory) in FAMILIES[family].items():
        cls = OPERATORS_BY_NAME[f"pto.{name}"]
        op = cls.create()
        assert is_classified(cls), name
        assert argument_count(op) == len(effects), name
        assert all(has_verdict(cls, i) for i in range(len(effects))), name
        assert arg_effects(op) == effects, name
        assert reused_argument(cls) == reused, name
        assert cls.has_trait(memory), name
        # No write channel: none of these writes global memory.
        assert declarations(cls).channel is None, name


@pytest.mark.parametrize("name", sorted(OUR_VERDICTS))
def test_every_verdict_has_its_reason(name: str) -> None:
    reason = OUR_VERDICTS[name]
    assert reason
    assert "\n" not in reason
    cls = OPERATORS_BY_NAME[name]
    assert reason in (cls.__doc__ or "")


def test_docs_list_every_verdict_with_its_reason() -> None:
    text = " ".join(DOCS.read_text().split())
    for name, reason in OUR_VERDICTS.items():
        short = name.removeprefix("pto.")
        assert f"`{short}`" in text, name
        assert reason in text, name


KERNEL = """
builtin.module {
  pto.func incore @k(in %x: !pto.tensor<16x64xf32>, in %y: !pto.tensor<16x64xf32>, out %o: !pto.tensor<16x64xf32>, in %c0: index) {
    %d = "pto.tensor.dim"(%x, %c0) : (!pto.tensor<16x64xf32>, index) -> index
    %e = "pto.tensor.read"(%y, %c0, %d) <{operandSegmentSizes = array<i32: 1, 2>}> : (!pto.tensor<16x64xf32>, index, index) -> f32
    %t = "pto.tile.load"(%x, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<16x64xf32>, index, index, index) -> !pto.tile<16x64xf32, vec>
    %u = "pto.tile.adds"(%t, %e) : (!pto.tile<16x64xf32, vec>, f32) -> !pto.tile<16x64xf32, vec>
    %s = "pto.tile.store"(%u, %c0, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<16x64xf32, vec>, index, !pto.tensor<16x64xf32>) -> !pto.tensor<16x64xf32>
    pto.return
  }
}
"""


def _parse(text: str) -> ModuleOp:
    return Parser(pto_context(), text).parse_module()


def test_element_access_decides_a_parameter() -> None:
    # tensor.dim and tensor.read have verdicts: their tensors are read, never
    # undecided, so nothing is reported and nothing changes.
    module = _parse(KERNEL)
    graph = call_graph(module)
    inference = infer_param_directions(graph)
    assert inference.undecided == []
    assert in_param_write_problems(graph) == []
    func = next(iter(graph.nodes))
    assert inference.directions[func] == func.param_directions_tuple


def test_element_access_without_verdict_is_undecided() -> None:
    # The same kernel with tensor.read kept generic: %y is undecided.
    text = KERNEL.replace(
        '"pto.tensor.read"(%y, %c0, %d) <{operandSegmentSizes = array<i32: 1, 2>}>',
        '"pto.op"(%y, %c0, %d) <{op_name = "tensor.read", arg_names = ["0", "1.0", "1.1"]}>',
    )
    graph = call_graph(_parse(text))
    undecided = infer_param_directions(graph).undecided
    assert [p.message.split(" of @")[0] for p in undecided] == ["parameter %y"]
    assert [p.op.name for p in in_param_write_problems(graph)] == ["pto.op"]


def test_dce_removes_unused_pure_ops_and_keeps_scratch_writers() -> None:
    text = """
builtin.module {
  pto.func incore @k(in %t: !pto.tile<16x64xf32, vec>, in %tmp: !pto.tile<16x64xf32, vec>, in %c0: index) {
    %a = "pto.tile.exp"(%t) : (!pto.tile<16x64xf32, vec>) -> !pto.tile<16x64xf32, vec>
    %b = "pto.tile.reshape"(%t, %c0) <{operandSegmentSizes = array<i32: 1, 1>}> : (!pto.tile<16x64xf32, vec>, index) -> !pto.tile<1024xf32, vec>
    %c = "pto.tile.row_sum"(%t, %tmp) : (!pto.tile<16x64xf32, vec>, !pto.tile<16x64xf32, vec>) -> !pto.tile<16x1xf32, vec>
    pto.return
  }
}
"""
    module = _parse(text)
    DeadCodeElimination().apply(pto_context(), module)
    names = [op.name for op in module.walk()]
    assert "pto.tile.exp" not in names
    assert "pto.tile.reshape" not in names
    # row_sum writes its scratch tile: kept.
    assert "pto.tile.row_sum" in names
