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
from module_task_graph import task_graph_of
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from pypto_xdsl import tasks_cli
from pypto_xdsl.analysis import Compat, Signatures, buffer_roots, call_graph
from pypto_xdsl.analysis.modes import CompatName
from pypto_xdsl.analysis.task_graph import (
    Buffer,
    Conflict,
    Overlap,
    TaskGraph,
    TaskGraphError,
    View,
    overlap,
    task_graph,
)
from pypto_xdsl.analysis.task_graph.render import dot, json_object
from pypto_xdsl.analysis.task_graph.views import intervals, row_major_strides
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import enclosing_func
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
# Races on programs derived by derive-call-directions. With compat=pypto
# (PyPTO's rules) the shapes of issue 14 race: two writers of the same memory
# both output_existing, which the runtime never orders. By default
# (derive-call-directions.md, *Modes*) no RAW/WAW race is left at all.

COMPAT_MODES = ("none", "pypto")
INPUTS = Path(__file__).resolve().parent / "inputs"
T64, T32, T16 = "!pto.tensor<64xf32>", "!pto.tensor<32xf32>", "!pto.tensor<16xf32>"

# How a racing task names the buffer, or what kind of task it is: the shapes.
SLICE_VS_SOURCE = "slice vs its source"
UNTRACKED = "untracked buffer written twice"
LOOP = "a loop carrying another buffer"
WRAPPER = "a wrapper writing through a slice"
HELPER = "a function executed inline writing its parameter"
SHAPES = {SLICE_VS_SOURCE, UNTRACKED, LOOP, WRAPPER, HELPER}
# Functions executed inline that write their parameter (an orchestration
# helper, an inline function, a kind-less function with a body, through a
# slice), and `@pair`, which writes both of its parameters.
INLINE_HELPERS = ("ohelper", "ihelper", "khelper")
HELPERS = {"helper", "pair", *INLINE_HELPERS}

_SLICE = (
    '"pto.tensor.slice"({source}, {size}, {offset}) '
    "<{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}> : "
    "({source_ty}, index, index) -> {ty}"
)


def slice_line(name: str, source: str, size: int, offset: str) -> str:
    ty = {32: T32, 16: T16}[size]
    return f"{name} = " + _SLICE.format(
        source=source, size=f"%c{size}", offset=offset, source_ty=T64, ty=ty
    )


def random_program(seed: int) -> tuple[str, dict[str, str]]:
    """An orchestration function `@main` with no directions, which
    derive-call-directions gives them all: calls of declared kernels on
    parameters, created buffers, slices of them (overlapping or not), an
    external call's and an operator's results (untracked under PyPTO's rules),
    a call whose single result has an untracked type-matching writer slot,
    sequential `scf.for` and `scf.while` loops whose body writes the carried
    buffer and yields another one, parallel loops writing per-iteration slices,
    a wrapper writing its `in` parameter through a slice, an orchestration
    helper passing its `in` parameter to a writing task, and functions
    executed inline (orchestration, inline, kind-less with a body) writing
    their parameters, called after a write, twice, in a loop and with one
    buffer for two parameters (`@pair(%b, %b)`). Also the provenance of each
    value (`SHAPES`, or absent for a plain root)."""
    r = random.Random(seed)
    lines = [
        "%c0 = arith.constant 0 : index",
        "%c1 = arith.constant 1 : index",
        "%c2 = arith.constant 2 : index",
        "%c4 = arith.constant 4 : index",
        "%c16 = arith.constant 16 : index",
        "%c32 = arith.constant 32 : index",
    ]
    pool: list[tuple[str, str]] = [("%x", T64), ("%y", T64)]
    origin: dict[str, str] = {}

    def some(ty: str) -> str:
        return r.choice([v for v, t in pool if t == ty])

    def kernel_call(value: str, ty: str, indent: str = "") -> str:
        kernel = r.choice(["w", "rw", "r"]) + ("64" if ty == T64 else "32")
        return f"{indent}pto.call @{kernel}({value}) : ({ty}) -> ()"

    for n in range(r.randint(4, 10)):
        choice = r.random()
        if choice < 0.1:
            lines.append(f"%b{n} = pto.tensor.create : {T64}")
            pool.append((f"%b{n}", T64))
        elif choice < 0.25:
            offset = r.choice(["%c0", "%c16", "%c32"])
            lines.append(slice_line(f"%s{n}", some(T64), 32, offset))
            pool.append((f"%s{n}", T32))
            origin[f"%s{n}"] = SLICE_VS_SOURCE
        elif choice < 0.3:
            lines.append(f"%u{n} = pto.call @gen({some(T64)}) : ({T64}) -> {T64}")
            pool.append((f"%u{n}", T64))
            origin[f"%u{n}"] = UNTRACKED
        elif choice < 0.35:
            lines.append(f'%v{n} = "pto.tensor.add"(%x, %x) : ({T64}, {T64}) -> {T64}')
            pool.append((f"%v{n}", T64))
            origin[f"%v{n}"] = UNTRACKED
        elif choice < 0.4 and any(t == T32 for _, t in pool):
            lines.append(
                f"%k{n} = pto.call @k2({some(T32)}, {some(T64)}) : "
                f"({T32}, {T64}) -> {T64}"
            )
            pool.append((f"%k{n}", T64))
            origin[f"%k{n}"] = UNTRACKED
        elif choice < 0.47:
            # A sequential loop writing its carried buffer; the body yields
            # another buffer (or the argument) back.
            acc = f"%acc{n}"
            back = r.choice([acc, some(T64), some(T64)])
            body = [kernel_call(acc, T64, "  ")]
            if r.random() < 0.5:
                body.append(kernel_call(*r.choice(pool), "  "))
            if r.random() < 0.5:
                lines.append(f'%f{n} = "scf.for"(%c0, %c2, %c1, {some(T64)}) ({{')
                lines.append(f"^bb{n}(%i{n}: index, {acc}: {T64}):")
                lines.extend(body)
                lines.append(f'  "scf.yield"({back}) : ({T64}) -> ()')
                lines.append(f"}}) : (index, index, index, {T64}) -> {T64}")
                pool.append((f"%f{n}", T64))
                origin[f"%f{n}"] = LOOP
            else:
                lines.append(f'%w{n}:2 = "scf.while"({some(T64)}, %c0) ({{')
                lines.append(f"^bb{n}({acc}: {T64}, %n{n}: index):")
                lines.append(f"  %go{n} = arith.cmpi slt, %n{n}, %c2 : index")
                lines.append(
                    f'  "scf.condition"(%go{n}, {acc}, %n{n}) : (i1, {T64}, index) -> ()'
                )
                lines.append("}, {")
                lines.append(f"^bb{n}a(%d{n}: {T64}, %m{n}: index):")
                lines.extend(line.replace(acc, f"%d{n}") for line in body)
                lines.append(f"  %m{n}x = arith.addi %m{n}, %c1 : index")
                lines.append(
                    f'  "scf.yield"({back.replace(acc, f"%d{n}")}, %m{n}x) : '
                    f"({T64}, index) -> ()"
                )
                lines.append(f"}}) : ({T64}, index) -> ({T64}, index)")
                pool.append((f"%w{n}#0", T64))
                origin[f"%w{n}"] = LOOP
            origin[acc] = origin[f"%d{n}"] = LOOP
        elif choice < 0.52:
            # A parallel loop writing disjoint per-iteration slices.
            lines.append('"scf.for"(%c0, %c4, %c1) ({')
            lines.append(f"^bb{n}(%i{n}: index):")
            lines.append(f"  %o{n} = arith.muli %i{n}, %c16 : index")
            lines.append("  " + slice_line(f"%q{n}", some(T64), 16, f"%o{n}"))
            lines.append(f"  pto.call @w16(%q{n}) : ({T16}) -> ()")
            lines.append('  "scf.yield"() : () -> ()')
            lines.append(
                "}) {pto.for_kind = #pto.for_kind<parallel>} : "
                "(index, index, index) -> ()"
            )
            origin[f"%q{n}"] = SLICE_VS_SOURCE
        elif choice < 0.57:
            lines.append(f"pto.call @wrapper({some(T64)}) : ({T64}) -> ()")
        elif choice < 0.62:
            lines.append(f"pto.call @helper({some(T64)}) : ({T64}) -> ()")
        elif choice < 0.7:
            # A function executed inline writing its parameter: a write before
            # the call, a second call and a loop come from the other choices.
            helper = r.choice(INLINE_HELPERS)
            lines.append(f"pto.call @{helper}({some(T64)}) : ({T64}) -> ()")
        elif choice < 0.74:
            # One buffer for both parameters, or two.
            first = some(T64)
            second = first if r.random() < 0.7 else some(T64)
            lines.append(f"pto.call @pair({first}, {second}) : ({T64}, {T64}) -> ()")
        elif choice < 0.78:
            # A helper called in a sequential loop.
            helper = r.choice(INLINE_HELPERS)
            lines.append('"scf.for"(%c0, %c2, %c1) ({')
            lines.append(f"^bb{n}(%i{n}: index):")
            lines.append(f"  pto.call @{helper}({some(T64)}) : ({T64}) -> ()")
            lines.append('  "scf.yield"() : () -> ()')
            lines.append("}) : (index, index, index) -> ()")
        else:
            lines.append(kernel_call(*r.choice(pool)))
    body = "\n    ".join([*lines, "pto.return"])
    text = f"""builtin.module {{
  pto.func private incore @w64(out {T64})
  pto.func private incore @rw64(inout {T64})
  pto.func private incore @r64(in {T64})
  pto.func private incore @w32(out {T32})
  pto.func private incore @rw32(inout {T32})
  pto.func private incore @r32(in {T32})
  pto.func private incore @w16(out {T16})
  pto.func private incore @gen(in {T64}) -> {T64}
  pto.func private incore @k2(out {T32}, inout {T64}) -> {T64}
  pto.func group @wrapper(in %p: {T64}) {{
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    {slice_line("%ps", "%p", 32, "%c0")}
    pto.call @w32(%ps) : ({T32}) -> ()
    pto.return
  }}
  pto.func orchestration @helper(in %h: {T64}) {{
    pto.call @rw64(%h) : ({T64}) -> ()
    pto.return
  }}
  pto.func orchestration @ohelper(%h: {T64}) {{
    pto.call @w64(%h) : ({T64}) -> ()
    pto.return
  }}
  pto.func inline @ihelper(%h: {T64}) {{
    pto.call @w64(%h) : ({T64}) -> ()
    pto.return
  }}
  pto.func @khelper(%h: {T64}) {{
    %c32 = arith.constant 32 : index
    {slice_line("%hs", "%h", 32, "%c32")}
    pto.call @w32(%hs) : ({T32}) -> ()
    pto.return
  }}
  pto.func inline @pair(%p: {T64}, %q: {T64}) {{
    pto.call @w64(%p) : ({T64}) -> ()
    pto.call @w64(%q) : ({T64}) -> ()
    pto.return
  }}
  pto.func orchestration @main(in %x: {T64}, out %y: {T64}) {{
    {body}
  }}
}}
"""
    return text, origin


def derived(text: str, compat: CompatName = "none") -> ModuleOp:
    module = parse(text)
    DeriveCallDirectionsPass(compat=compat).apply(Context(), module)
    return module


def shapes_of(graph: TaskGraph, race: Conflict, origin: dict[str, str]) -> set[str]:
    """The shapes a race belongs to, from the two tasks: what they are (a
    wrapper, a task of the helper, a task in a loop) and how they name the
    buffer (a slice, an untracked value, a loop-carried value)."""
    kinds: set[str] = set()
    for number in (race.first, race.second):
        task = graph.tasks[number]
        op: CallLikeOp = task.op
        if task.callee == "wrapper":
            kinds.add(WRAPPER)
        func = enclosing_func(op)
        if func is not None and func.sym_name.data in HELPERS:
            kinds.add(HELPER)
        if task.context:
            kinds.add(LOOP)
        for arg in task.arguments:
            if arg.view is not None and arg.view.buffer is race.buffer:
                value = op.args[arg.index]
                kind = origin.get(f"%{value.name_hint}")
                if kind is not None:
                    kinds.add(kind)
    return kinds


def write_races(graph: TaskGraph) -> list[Conflict]:
    return [r for r in graph.races if r.kind.value != "war"]


@settings(deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_no_raw_or_waw_race_in_derived_programs_by_default(seed: int) -> None:
    text, _ = random_program(seed)
    graph = task_graph_of(derived(text), "main")
    assert not write_races(graph), text


@settings(deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_races_with_pypto_rules_are_the_known_shapes(seed: int) -> None:
    text, origin = random_program(seed)
    graph = task_graph_of(derived(text, "pypto"), "main")
    for race in write_races(graph):
        assert shapes_of(graph, race, origin), text


def test_random_programs_race_in_every_shape_with_pypto_rules() -> None:
    """The generator makes each shape race under PyPTO's rules: the default
    mode's "no race" above is not vacuous."""
    found: set[str] = set()
    for seed in range(300):
        text, origin = random_program(seed)
        graph = task_graph_of(derived(text, "pypto"), "main")
        for race in write_races(graph):
            found |= shapes_of(graph, race, origin)
        if found == SHAPES:
            return
    assert found == SHAPES


def test_each_known_shape_is_found_with_pypto_rules_only() -> None:
    text = (INPUTS / "task-graph-shapes.mlir").read_text()
    origin = {"%s": SLICE_VS_SOURCE, "%u": UNTRACKED, "%v": UNTRACKED}
    graph = task_graph_of(derived(text, "pypto"), "main")
    found = {
        (
            graph.tasks[r.first].label,
            graph.tasks[r.second].label,
            r.buffer.name,
            frozenset(shapes_of(graph, r, origin)),
        )
        for r in graph.races
    }
    assert found == {
        ("w64", "w32", "%b", frozenset({SLICE_VS_SOURCE})),
        ("w64", "w64", "%u", frozenset({UNTRACKED})),
        ("w64", "w64", "%v", frozenset({UNTRACKED})),
    }
    assert {r.kind.value for r in graph.races} == {"waw"}
    assert not task_graph_of(derived(text)).races


# Per input file and orchestration function: the WAW races (earlier task,
# later task, buffer) the task graph finds with compat=pypto. By default there
# is none in any of them.
ISSUE_SHAPES: dict[tuple[str, str], set[tuple[str, str, str]]] = {
    ("task-graph-slices.mlir", "whole_then_slice"): {("w64", "w32", "%b")},
    ("task-graph-slices.mlir", "slice_then_whole"): {("w32", "w64", "%b")},
    ("task-graph-slices.mlir", "overlapping"): {("w32", "w32", "%b")},
    ("task-graph-slices.mlir", "disjoint"): set(),
    ("task-graph-slices.mlir", "parallel_after_write"): {
        ("w64", f"w16 [i={i}]", "%b") for i in range(4)
    },
    ("task-graph-slices.mlir", "parallel_no_write"): set(),
    ("task-graph-untracked.mlir", "operator_twice"): {("w64", "w64", "%v")},
    ("task-graph-untracked.mlir", "external_twice"): {("w64", "w64", "%u")},
    ("task-graph-untracked.mlir", "writer_slot_unrooted"): {("k2", "w64", "%u")},
    ("task-graph-loops.mlir", "for_carries_another"): {("w64 [i=1]", "w64", "%c")},
    ("task-graph-loops.mlir", "while_carries_another"): {
        ("w64 [while=1]", "w64", "%c")
    },
    ("task-graph-phase0.mlir", "wrapper_slice"): {("wrapper", "w64", "%b")},
    ("task-graph-phase0.mlir", "helper_then_caller"): {("w64", "w64", "%b")},
}


@pytest.mark.parametrize("compat", COMPAT_MODES)
@pytest.mark.parametrize(("path", "function"), list(ISSUE_SHAPES))
def test_issue_shapes_race_with_pypto_rules_only(
    path: str, function: str, compat: CompatName
) -> None:
    module = derived((INPUTS / path).read_text(), compat)
    graph = task_graph_of(module, function)
    found = {
        (graph.tasks[r.first].label, graph.tasks[r.second].label, r.buffer.name)
        for r in graph.races
    }
    assert found == (ISSUE_SHAPES[(path, function)] if compat == "pypto" else set())
    assert {r.kind.value for r in graph.races} <= {"waw"}


def test_disjoint_slices_cost_nothing_by_default() -> None:
    """The second write of a disjoint slice becomes inout by default, and the
    runtime's overlap test adds no edge for it."""
    text = (INPUTS / "task-graph-slices.mlir").read_text()
    modes: tuple[tuple[CompatName, str], ...] = (
        ("pypto", "output_existing"),
        ("none", "inout"),
    )
    for compat, direction in modes:
        graph = task_graph_of(derived(text, compat), "disjoint")
        assert [t.arguments[0].direction.value for t in graph.tasks] == [
            "output_existing",
            direction,
        ]
        assert graph.edges == ()
        assert graph.critical_path == (1, 1)


# Functions executed inline (derive-call-directions.md, *Modes*, reason
# `r-caller`; these were strict xfails before the rule). The task graph
# executes a call of an orchestration, opaque or inline function with a body
# inline: the runtime sees the helper's tasks with the directions derived for
# the helper's body, whatever its call site says.
# - the caller writing first: the helper's write of its parameter is the first
#   writer in the helper, so it needs r-caller to be ordered after the caller's;
# - the helper first: phase 0 materializes inline and opaque helpers too, so
#   the caller's later write sees the helper as a writer.
_HELPER = """builtin.module {{
  pto.func private incore @w64(out !pto.tensor<64xf32>)
  pto.func {kind} @helper(in %p: !pto.tensor<64xf32>) {{
    pto.call @w64(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }}
  pto.func orchestration @main() {{
    %b = pto.tensor.create : !pto.tensor<64xf32>
    {first}
    {second}
    pto.return
  }}
}}
"""
_CALL_HELPER = "pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()"
_CALL_W64 = "pto.call @w64(%b) : (!pto.tensor<64xf32>) -> ()"


@pytest.mark.parametrize(
    ("kind", "helper_first"),
    [
        ("orchestration", True),
        ("orchestration", False),
        ("inline", True),
        ("inline", False),
        ("opaque", True),
        ("opaque", False),
    ],
)
def test_writes_through_inlined_helpers_are_ordered_by_default(
    kind: str, helper_first: bool
) -> None:
    calls = (_CALL_HELPER, _CALL_W64) if helper_first else (_CALL_W64, _CALL_HELPER)
    text = _HELPER.format(kind=kind, first=calls[0], second=calls[1])
    assert not task_graph_of(derived(text), "main").races
    assert task_graph_of(derived(text, "pypto"), "main").races


# ---------------------------------------------------------------------------
# The Python API


def test_hello_world_numbers() -> None:
    graph = task_graph_of(parse((EXAMPLES / "hello-world.mlir").read_text()))
    assert json_object(graph) == {
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
    assert dot(graph) == dot(
        task_graph_of(parse((EXAMPLES / "hello-world.mlir").read_text()))
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
    # An unbound parameter the replay never needs is no error (it is known
    # only at run time; widened where a task receives it).
    with pytest.raises(TaskGraphError, match="still runs after 1024 iterations"):
        task_graph_of(module)
    with pytest.raises(
        TaskGraphError, match=r"scf.while still runs after 8 iterations"
    ) as info:
        task_graph_of(module, bind={"n": 1}, max_iterations=8)
    assert info.value.op is not None
    assert info.value.op.name == "scf.while"
    with pytest.raises(TaskGraphError, match="more than 5 tasks"):
        task_graph_of(module, bind={"n": 1}, max_tasks=5)
    with pytest.raises(TaskGraphError, match="no function named @nope"):
        task_graph_of(module, "nope")


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
    assert status == 2  # an error (1 is: races found)
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
    assert tasks_cli.main([str(path), "--dot", str(tmp_path / "g.dot")]) == 2
    assert "choose one with --function" in capsys.readouterr().err


LINEAGE = """
builtin.module {
  pto.func incore @pick(in %a: !pto.tensor<64xf32>, out %b: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    pto.return %a : !pto.tensor<64xf32>
  }
  pto.func private incore @fill(out !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>, %buf: !pto.tensor<64xf32>) {
    %r = pto.call @pick(%x, %buf) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @fill(%r) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
"""


@pytest.mark.parametrize(
    ("compat", "written"), [(Compat.NONE, "%x"), (Compat.PYPTO, "%buf")]
)
def test_the_task_graph_reads_the_lineage_of_the_roots_it_is_given(
    compat: Compat, written: str
):
    # @pick returns its `in` parameter: by default (rule 1) %r is %x; by
    # PyPTO's rules (rule 2) the writer slot's argument, %buf. The task graph
    # takes the call graph and the roots of either mode.
    module = derived(LINEAGE)
    graph = call_graph(module)
    roots = buffer_roots(graph, Signatures(graph), compat=compat)
    fill = task_graph(graph, roots, "main").tasks[1]
    view = fill.arguments[0].view
    assert view is not None
    assert view.buffer.name == written
