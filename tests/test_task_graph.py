"""The task graph's views, its races on derived programs, and `pto-tasks`."""

from __future__ import annotations

import json
import random
import shutil
from itertools import product
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from pypto_xdsl import tasks_cli
from pypto_xdsl.analysis.task_graph import (
    Buffer,
    Overlap,
    TaskGraph,
    TaskGraphError,
    View,
    overlap,
    task_graph,
)
from pypto_xdsl.analysis.task_graph.views import intervals, row_major_strides
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
CTX = pto_context()


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


# ---------------------------------------------------------------------------
# Views: the overlap test and the intervals, against element sets


def elements(view: View) -> set[int]:
    return {
        view.start + sum(i * s for i, s in zip(idx, view.strides, strict=True))
        for idx in product(*(range(n) for n in view.shape))
    }


@st.composite
def slices(draw: st.DrawFn, buffer: Buffer, layout: tuple[int, ...]) -> View:
    """An in-bounds slice of `layout`, row-major over `buffer`."""
    strides = row_major_strides(layout)
    start = 0
    shape: list[int] = []
    for n, s in zip(layout, strides, strict=True):
        size = draw(st.integers(1, n))
        start += draw(st.integers(0, n - size)) * s
        shape.append(size)
    return View(buffer, start, tuple(shape), strides)


LAYOUTS = [(64,), (8, 8), (4, 16), (2, 4, 8)]


@settings(max_examples=3000, deadline=None)
@given(st.data())
def test_overlap_is_the_runtimes_test_on_element_sets(data: st.DataObject) -> None:
    buffer = Buffer(0, "%b")
    a = data.draw(slices(buffer, data.draw(st.sampled_from(LAYOUTS))))
    b = data.draw(slices(buffer, data.draw(st.sampled_from(LAYOUTS))))
    ea, eb = elements(a), elements(b)
    found = overlap(a, b)
    if max(ea) < min(eb) or max(eb) < min(ea):
        assert found is Overlap.NONE
    elif a.strides != b.strides:
        assert found is Overlap.OVERLAP  # the runtime gives up
    elif not ea & eb:
        assert found is Overlap.NONE
    else:
        assert found is (Overlap.COVERED if eb <= ea else Overlap.OVERLAP)
    assert set().union(*(range(lo, hi) for lo, hi in intervals(a))) == ea


def test_overlap_of_other_buffers_is_none() -> None:
    a, b = Buffer(0, "%a"), Buffer(1, "%b")
    assert overlap(View(a, 0, (4,), (1,)), View(b, 0, (4,), (1,))) is Overlap.NONE


# ---------------------------------------------------------------------------
# Races on programs derived by derive-call-directions (today's rules): every
# RAW/WAW race is one of the two shapes docs/task-graph.md names.

SLICE_VS_SOURCE = "slice vs its source"
UNTRACKED = "untracked buffer written twice"
T64, T32 = "!pto.tensor<64xf32>", "!pto.tensor<32xf32>"


def random_program(seed: int) -> tuple[str, dict[str, str]]:
    """Top-level calls of declared kernels on parameters, created buffers,
    slices of them, an external call's result and an operator's result (both
    untracked), no directions: `derive-call-directions` gives them all. Also
    the provenance of each value: root, slice or untracked."""
    r = random.Random(seed)
    lines = [
        "%c0 = arith.constant 0 : index",
        "%c16 = arith.constant 16 : index",
        "%c32 = arith.constant 32 : index",
    ]
    pool: list[tuple[str, str]] = [("%x", T64), ("%y", T64)]
    origin = {"%x": "root", "%y": "root"}
    for n in range(r.randint(4, 9)):
        choice = r.random()
        if choice < 0.15:
            lines.append(f"%b{n} = pto.tensor.create : {T64}")
            pool.append((f"%b{n}", T64))
            origin[f"%b{n}"] = "root"
        elif choice < 0.3:
            source = r.choice([v for v, t in pool if t == T64])
            offset = r.choice(["%c0", "%c16", "%c32"])
            lines.append(
                f'%s{n} = "pto.tensor.slice"({source}, %c32, {offset}) '
                "<{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : "
                f"({T64}, index, index) -> {T32}"
            )
            pool.append((f"%s{n}", T32))
            origin[f"%s{n}"] = "slice"
        elif choice < 0.4:
            source = r.choice([v for v, t in pool if t == T64])
            lines.append(f"%u{n} = pto.call @gen({source}) : ({T64}) -> {T64}")
            pool.append((f"%u{n}", T64))
            origin[f"%u{n}"] = "untracked"
        elif choice < 0.45:
            lines.append(f'%v{n} = "pto.tensor.add"(%x, %x) : ({T64}, {T64}) -> {T64}')
            pool.append((f"%v{n}", T64))
            origin[f"%v{n}"] = "untracked"
        else:
            value, ty = r.choice(pool)
            kernel = r.choice(["w", "rw", "r"]) + ("64" if ty == T64 else "32")
            lines.append(f"pto.call @{kernel}({value}) : ({ty}) -> ()")
    body = "\n    ".join([*lines, "pto.return"])
    text = f"""builtin.module {{
  pto.func private incore @w64(out {T64})
  pto.func private incore @rw64(inout {T64})
  pto.func private incore @r64(in {T64})
  pto.func private incore @w32(out {T32})
  pto.func private incore @rw32(inout {T32})
  pto.func private incore @r32(in {T32})
  pto.func private incore @gen(in {T64}) -> {T64}
  pto.func orchestration @main(in %x: {T64}, out %y: {T64}) {{
    {body}
  }}
}}
"""
    return text, origin


def derived(text: str) -> ModuleOp:
    module = parse(text)
    DeriveCallDirectionsPass().apply(Context(), module)
    return module


def shape_of(
    graph: TaskGraph, first: int, second: int, buffer: Buffer, origin: dict[str, str]
) -> str | None:
    """Which of the two shapes a race is, from how each task names the buffer."""
    kinds: set[str] = set()
    for number in (first, second):
        task = graph.tasks[number]
        op: CallLikeOp = task.op
        for arg in task.arguments:
            if arg.view is not None and arg.view.buffer is buffer:
                value = op.args[arg.index]
                kinds.add(origin.get(f"%{value.name_hint}", "root"))
    if "untracked" in kinds:
        return UNTRACKED
    if "slice" in kinds:
        return SLICE_VS_SOURCE
    return None


@settings(deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_races_of_derived_programs_are_the_two_known_shapes(seed: int) -> None:
    text, origin = random_program(seed)
    graph = task_graph(derived(text))
    for race in graph.races:
        if race.kind.value == "war":
            continue
        assert shape_of(graph, race.first, race.second, race.buffer, origin), text


def test_each_known_shape_is_found() -> None:
    text = (EXAMPLES.parent / "tests" / "inputs" / "task-graph-shapes.mlir").read_text()
    graph = task_graph(derived(text))
    origin = {"%s": "slice", "%u": "untracked", "%v": "untracked"}
    found = {
        (
            graph.tasks[r.first].label,
            graph.tasks[r.second].label,
            r.buffer.name,
            shape_of(graph, r.first, r.second, r.buffer, origin),
        )
        for r in graph.races
    }
    assert found == {
        ("w64", "w32", "%b", SLICE_VS_SOURCE),
        ("w64", "w64", "%u", UNTRACKED),
        ("w64", "w64", "%v", UNTRACKED),
    }
    assert {r.kind.value for r in graph.races} == {"waw"}


# ---------------------------------------------------------------------------
# The Python API


def test_hello_world_numbers() -> None:
    graph = task_graph(parse((EXAMPLES / "hello-world.mlir").read_text()))
    assert graph.to_json() == {
        "function": "main",
        "tasks": 16,
        "runtime_edges": 15,
        "races": {"raw": 0, "waw": 0, "war": 0},
        "race_pairs": [],
        "extra_orderings": 120,
        "critical_path": {"runtime": 16, "true": 1},
        "parallelism": {"runtime": 1.0, "true": 16.0},
    }
    assert [t.context for t in graph.tasks[:2]] == [(("i", 0),), (("i", 1),)]
    # Each task writes its own stripe, at the offset the kernel computes.
    writes = [
        (a.view.start, a.view.shape) for a in graph.tasks[3].footprint if a.writes
    ]
    assert writes == [(192, (64,))]
    assert (
        graph.to_dot()
        == task_graph(parse((EXAMPLES / "hello-world.mlir").read_text())).to_dot()
    )


def test_errors_name_the_op() -> None:
    text = """builtin.module {
  pto.func private incore @k(in index, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %n: index, out %y: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    "scf.while"() ({
      %go = arith.cmpi slt, %c0, %c1 : index
      "scf.condition"(%go) : (i1) -> ()
    }, {
      pto.call @k(scalar %c0, inout %y) : (index, !pto.tensor<64xf32>) -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    pto.return
  }
}"""
    module = parse(text)
    with pytest.raises(TaskGraphError, match="has no value: bind it"):
        task_graph(module)
    with pytest.raises(
        TaskGraphError, match=r"scf.while still runs after 8 iterations"
    ) as info:
        task_graph(module, bind={"n": 1}, max_iterations=8)
    assert info.value.op.name == "scf.while"
    with pytest.raises(TaskGraphError, match="more than 5 tasks"):
        task_graph(module, bind={"n": 1}, max_tasks=5)
    with pytest.raises(TaskGraphError, match="no function named @nope"):
        task_graph(module, "nope")


# ---------------------------------------------------------------------------
# pto-tasks


def test_svg_without_graphviz_says_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def which(name: str) -> str | None:
        return None

    monkeypatch.setattr(shutil, "which", which)
    status = tasks_cli.main(
        [str(EXAMPLES / "hello-world.mlir"), "--svg", str(tmp_path / "g.svg")]
    )
    err = capsys.readouterr().err
    assert status == 1
    assert err.count("\n") == 1
    assert "--svg needs Graphviz's `dot` on PATH" in err
    assert "apt-get install graphviz" in err
    assert not (tmp_path / "g.svg").exists()


def test_json_of_several_functions_is_one_object_per_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = (EXAMPLES / "hello-world.mlir").read_text()
    second = (
        text.replace('sym_name = "main"', 'sym_name = "main2"')
        .replace('sym_name = "kernel"', 'sym_name = "kernel2"')
        .replace("@kernel", "@kernel2")
    )
    body = second[second.index("({") + 2 : second.rindex("})")]
    path = tmp_path / "two.mlir"
    path.write_text(text[: text.rindex("})")] + body + "}) : () -> ()\n")
    assert tasks_cli.main([str(path), "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line)["function"] for line in lines] == ["main", "main2"]
    assert tasks_cli.main([str(path), "--dot", str(tmp_path / "g.dot")]) == 1
    assert "choose one with --function" in capsys.readouterr().err
