"""Task-id arrays and barriers in the task graph (docs/task-graph.md).

The runtime orders a task after every task a `deps` entry holds when the task
is submitted: a task id, an array of them (every slot), or a barrier (every
task its deps hold). Unit tests pin each rule; a property test compares the
deps of every task with a direct model of the same program on Python lists.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from module_task_graph import task_graph_of
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from pypto_xdsl.analysis.task_graph import TaskGraphError
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import SubmitOp
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

CTX = pto_context()
TID = "!pto.task_id"
T4 = "!pto.tensor<4xf32>"


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


def program(body: str) -> str:
    """`body` inside a manual scope of @main (only deps order tasks there),
    with constants %c0..%c7 and one reader kernel @k."""
    consts = "\n".join(f"    %c{i} = arith.constant {i} : index" for i in range(8))
    return f"""builtin.module {{
  pto.func private incore @k(in {T4})
  pto.func orchestration @main(%x: {T4}) {{
{consts}
    pto.scope runtime manual {{
{body}
      pto.yield
    }}
    pto.return
  }}
}}"""


def submit(name: str, deps: str = "") -> str:
    deps_part = f" deps({deps})" if deps else ""
    return f"      %{name} = pto.submit @k(input %x){deps_part} : ({T4}) -> ({TID})"


def deps_of(text: str) -> list[set[int]]:
    graph = task_graph_of(parse(text), "main")
    return [set(t.deps) for t in graph.tasks]


ARRAY = f"!pto.array<4x{TID}>"

FILL_LOOP = f"""      %empty = pto.array.create : {ARRAY}
      %tids = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %empty) -> ({ARRAY}) {{
        %t = pto.submit @k(input %x) : ({T4}) -> ({TID})
        %next = pto.array.update_element %acc[%i], %t : {ARRAY}
        scf.yield %next : {ARRAY}
      }}"""


def test_an_array_filled_in_a_loop_orders_a_task_after_every_slot() -> None:
    body = FILL_LOOP + "\n" + submit("r", f"%tids : {ARRAY}")
    assert deps_of(program(body)) == [set(), set(), set(), set(), {0, 1, 2, 3}]


def test_an_element_read_after_the_loop_is_one_task() -> None:
    body = f"""{FILL_LOOP}
      %t2 = pto.array.get_element %tids[%c2] : {ARRAY}
{submit("r", "%t2")}"""
    assert deps_of(program(body))[4] == {2}


def test_a_partly_filled_array_holds_only_what_was_written() -> None:
    body = f"""      %empty = pto.array.create : {ARRAY}
{submit("a")}
      %one = pto.array.update_element %empty[%c3], %a : {ARRAY}
      %unwritten = pto.array.get_element %one[%c0] : {ARRAY}
{submit("r", f"%one : {ARRAY}")}
{submit("s", "%unwritten")}"""
    assert deps_of(program(body)) == [set(), {0}, set()]


def test_arrays_are_values_and_elements_snapshots() -> None:
    # %old keeps slot 0 = task 0 after %new replaces it; %snap read before
    # the update keeps task 0 too.
    body = f"""      %empty = pto.array.create : {ARRAY}
{submit("a")}
      %old = pto.array.update_element %empty[%c0], %a : {ARRAY}
      %snap = pto.array.get_element %old[%c0] : {ARRAY}
{submit("b")}
      %new = pto.array.update_element %old[%c0], %b : {ARRAY}
{submit("r1", f"%old : {ARRAY}")}
{submit("r2", f"%new : {ARRAY}")}
{submit("r3", "%snap")}"""
    assert deps_of(program(body))[2:] == [{0}, {1}, {0}]


def test_a_barrier_stands_for_its_deps_and_the_invalid_id_for_none() -> None:
    body = f"""{FILL_LOOP}
{submit("a")}
      %none = pto.system.task_invalid
      %b = pto.system.task_dummy deps(%tids : {ARRAY}, %a, %none)
      %empty_barrier = pto.system.task_dummy deps()
{submit("r", "%b, %empty_barrier, %none")}"""
    graph = task_graph_of(parse(program(body)), "main")
    assert set(graph.tasks[5].deps) == {0, 1, 2, 3, 4}
    # One runtime edge per task the barrier stands for; no barrier task.
    assert len(graph.tasks) == 6
    assert {(e.source, e.target) for e in graph.edges} == {(n, 5) for n in range(5)}


def test_each_iteration_waits_for_the_array_as_it_is_then() -> None:
    # The loop reads the whole array it carries: iteration i waits for the
    # tasks of iterations 0..i-1 (the slots written so far), as at runtime.
    body = f"""      %empty = pto.array.create : {ARRAY}
      %tids = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %empty) -> ({ARRAY}) {{
        %t = pto.submit @k(input %x) deps(%acc : {ARRAY}) : ({T4}) -> ({TID})
        %next = pto.array.update_element %acc[%i], %t : {ARRAY}
        scf.yield %next : {ARRAY}
      }}"""
    assert deps_of(program(body)) == [set(), {0}, {0, 1}, {0, 1, 2}]


def test_integer_arrays_feed_indices() -> None:
    ints = "!pto.array<4xi64>"
    body = f"""{FILL_LOOP}
      %z = pto.array.create : {ints}
      %three = arith.constant 3 : i64
      %perm = pto.array.update_element %z[%c1], %three : {ints}
      %k64 = pto.array.get_element %perm[%c1] : {ints}
      %t3 = pto.array.get_element %tids[%k64 : i64] : {ARRAY}
{submit("r", "%t3")}"""
    assert deps_of(program(body))[4] == {3}


def test_an_index_outside_the_array_is_an_error_on_the_op() -> None:
    body = f"""      %empty = pto.array.create : {ARRAY}
      %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %empty) -> ({ARRAY}) {{
        %t = pto.submit @k(input %x) : ({T4}) -> ({TID})
        %next = pto.array.update_element %acc[%i], %t : {ARRAY}
        scf.yield %next : {ARRAY}
      }}"""
    with pytest.raises(TaskGraphError) as info:
        task_graph_of(parse(program(body)), "main")
    assert info.value.message == "index 4 is outside %acc, which has 4 elements"
    assert info.value.op is not None
    assert info.value.op.name == "pto.array.update_element"


def test_an_index_that_cannot_be_evaluated_is_an_error_on_the_op() -> None:
    # A task's scalar result is computed on the device: the model has no value.
    text = program(f"""      %empty = pto.array.create : {ARRAY}
      %n, %tn = pto.submit @idx(input %x) : ({T4}) -> (index, {TID})
      %t = pto.array.get_element %empty[%n] : {ARRAY}""").replace(
        "  pto.func orchestration",
        f"  pto.func private incore @idx(in {T4}) -> index\n  pto.func orchestration",
    )
    with pytest.raises(TaskGraphError) as info:
        task_graph_of(parse(text), "main")
    assert info.value.message.startswith("the index %n cannot be evaluated")
    assert info.value.op is not None
    assert info.value.op.name == "pto.array.get_element"


# ---------------------------------------------------------------------------
# Derive treats the new ops as what they are: no tensor effects.


def test_array_ops_do_not_change_any_direction() -> None:
    kernel = f"pto.func private incore @w(out {T4})"
    with_arrays = f"""builtin.module {{
  {kernel}
  pto.func orchestration @main(%x: {T4}) {{
    %c0 = arith.constant 0 : index
    %a = pto.array.create : {ARRAY}
    %t = pto.submit @w(%x) : ({T4}) -> ({TID})
    %b = pto.array.update_element %a[%c0], %t : {ARRAY}
    %g = pto.array.get_element %b[%c0] : {ARRAY}
    %d = pto.system.task_dummy deps(%g, %b : {ARRAY})
    %t2 = pto.submit @w(%x) deps(%d, %b : {ARRAY}) : ({T4}) -> ({TID})
    pto.return
  }}
}}"""
    without = f"""builtin.module {{
  {kernel}
  pto.func orchestration @main(%x: {T4}) {{
    %t = pto.submit @w(%x) : ({T4}) -> ({TID})
    %t2 = pto.submit @w(%x) deps(%t) : ({T4}) -> ({TID})
    pto.return
  }}
}}"""
    found: list[list[str]] = []
    for text in (with_arrays, without):
        module = parse(text)
        DeriveCallDirectionsPass().apply(CTX, module)
        found.append(
            [
                " ".join(d.value for d in op.arg_directions_tuple or ())
                for op in module.walk()
                if isinstance(op, SubmitOp)
            ]
        )
    assert found[0] == found[1] == ["output_existing", "inout"]


# ---------------------------------------------------------------------------
# Property: every task's deps against a direct model on Python lists


@dataclass
class Model:
    """The program being drawn, and what the runtime makes of it."""

    lines: list[str] = field(default_factory=list[str])
    deps: list[frozenset[int]] = field(default_factory=list[frozenset[int]])
    scalars: dict[str, frozenset[int]] = field(
        default_factory=dict[str, frozenset[int]]
    )
    arrays: dict[str, tuple[int, tuple[frozenset[int], ...]]] = field(
        default_factory=dict[str, tuple[int, tuple[frozenset[int], ...]]]
    )
    """Every array version ever made: name -> (extent, slots)."""
    fresh: int = 0

    def name(self, stem: str) -> str:
        self.fresh += 1
        return f"{stem}{self.fresh}"

    def pick_deps(self, rng: random.Random) -> tuple[str, frozenset[int]]:
        entries: list[str] = []
        tasks: set[int] = set()
        for name in rng.sample(sorted(self.scalars), min(len(self.scalars), 2)):
            if rng.random() < 0.5:
                entries.append(f"%{name}")
                tasks |= self.scalars[name]
        for name in rng.sample(sorted(self.arrays), min(len(self.arrays), 2)):
            if rng.random() < 0.4:
                extent, slots = self.arrays[name]
                entries.append(f"%{name} : !pto.array<{extent}x{TID}>")
                tasks.update(t for slot in slots for t in slot)
        return ", ".join(entries), frozenset(tasks)

    def submit(self, rng: random.Random, indent: str = "      ") -> str:
        deps, tasks = self.pick_deps(rng)
        name = self.name("t")
        part = f" deps({deps})" if deps else ""
        self.lines.append(
            f"{indent}%{name} = pto.submit @k(input %x){part} : ({T4}) -> ({TID})"
        )
        self.deps.append(tasks)
        self.scalars[name] = frozenset({len(self.deps) - 1})
        return name


def draw(seed: int) -> Model:
    rng = random.Random(seed)
    m = Model()
    for extent in (4, 3):
        name = m.name("a")
        m.lines.append(f"      %{name} = pto.array.create : !pto.array<{extent}x{TID}>")
        m.arrays[name] = (extent, (frozenset(),) * extent)
    for _ in range(rng.randint(1, 10)):
        action = rng.choice(["submit", "store", "read", "barrier", "invalid", "loop"])
        array = rng.choice(sorted(m.arrays))
        extent, slots = m.arrays[array]
        ty = f"!pto.array<{extent}x{TID}>"
        k = rng.randrange(extent)
        if action == "submit":
            m.submit(rng)
        elif action == "store":
            task = m.submit(rng)
            new = m.name("a")
            m.lines.append(
                f"      %{new} = pto.array.update_element %{array}[%c{k}], %{task} : {ty}"
            )
            m.arrays[new] = (extent, (*slots[:k], m.scalars[task], *slots[k + 1 :]))
        elif action == "read":
            name = m.name("g")
            m.lines.append(
                f"      %{name} = pto.array.get_element %{array}[%c{k}] : {ty}"
            )
            m.scalars[name] = slots[k]
        elif action == "barrier":
            deps, tasks = m.pick_deps(rng)
            name = m.name("b")
            m.lines.append(f"      %{name} = pto.system.task_dummy deps({deps})")
            m.scalars[name] = tasks
        elif action == "invalid":
            name = m.name("n")
            m.lines.append(f"      %{name} = pto.system.task_invalid")
            m.scalars[name] = frozenset()
        else:
            draw_loop(rng, m, array, extent, slots, ty)
    return m


def draw_loop(
    rng: random.Random,
    m: Model,
    array: str,
    extent: int,
    slots: tuple[frozenset[int], ...],
    ty: str,
) -> None:
    """`for i < n`: submit with deps (the carried array, its slot i, or an
    outer id), then store the task id in slot i."""
    n = rng.randint(1, extent)
    shape = rng.choice(["whole", "slot", "outer", "none"])
    outer = rng.choice(sorted(m.scalars)) if m.scalars else None
    result, acc, task, nxt, got = (m.name(s) for s in ("a", "acc", "t", "nx", "g"))
    m.lines.append(
        f"      %{result} = scf.for %i{m.fresh} = %c0 to %c{n} step %c1 "
        f"iter_args(%{acc} = %{array}) -> ({ty}) {{"
    )
    deps = ""
    if shape == "whole":
        deps = f" deps(%{acc} : {ty})"
    elif shape == "slot":
        m.lines.append(
            f"        %{got} = pto.array.get_element %{acc}[%i{m.fresh}] : {ty}"
        )
        deps = f" deps(%{got})"
    elif shape == "outer" and outer is not None:
        deps = f" deps(%{outer})"
    m.lines.append(
        f"        %{task} = pto.submit @k(input %x){deps} : ({T4}) -> ({TID})"
    )
    m.lines.append(
        f"        %{nxt} = pto.array.update_element %{acc}[%i{m.fresh}], %{task} : {ty}"
    )
    m.lines.append(f"        scf.yield %{nxt} : {ty}")
    m.lines.append("      }")
    current = list(slots)
    for i in range(n):
        tasks: frozenset[int]
        if shape == "whole":
            tasks = frozenset(t for slot in current for t in slot)
        elif shape == "slot":
            tasks = current[i]
        elif shape == "outer" and outer is not None:
            tasks = m.scalars[outer]
        else:
            tasks = frozenset()
        m.deps.append(tasks)
        current[i] = frozenset({len(m.deps) - 1})
    m.arrays[result] = (extent, tuple(current))


def check(seed: int) -> None:
    m = draw(seed)
    text = program("\n".join(m.lines))
    assert deps_of(text) == [set(d) for d in m.deps], text


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_deps_of_every_task_match_a_model_on_lists(seed: int) -> None:
    check(seed)


def test_deps_match_the_model_on_a_thousand_programs() -> None:
    for seed in range(1000):
        check(seed)


# ---------------------------------------------------------------------------
# A parallel loop that carries a task id: PyPTO's codegen makes it an array


PHASES = f"""      %none = pto.system.task_invalid
      %out = scf.for %ph = %c0 to %c2 step %c1 iter_args(%prev = %none) -> ({TID}) {{
        %r = scf.for %b = %c0 to %c3 step %c1 iter_args(%p = %prev) -> ({TID}) {{
          %t = pto.submit @k(input %x) deps(%p) : ({T4}) -> ({TID})
          scf.yield %t : {TID}
        }} {{pto.for_kind = #pto.for_kind<KIND>}}
        scf.yield %r : {TID}
      }}
{submit("after", "%out")}"""


def test_a_parallel_loop_carrying_a_task_id_fences_on_every_iteration() -> None:
    # One slot per branch: a dep on the carried id waits for every slot as
    # it is then (the earlier branches of this phase, the later ones of the
    # previous phase), and the task after the loops for the last phase.
    parallel = deps_of(program(PHASES.replace("KIND", "parallel")))
    assert parallel == [
        set(),
        {0},
        {0, 1},
        {0, 1, 2},
        {1, 2, 3},
        {2, 3, 4},
        {3, 4, 5},
    ]
    # A sequential loop carries the last id only.
    sequential = deps_of(program(PHASES.replace("KIND", "sequential")))
    assert sequential == [set(), {0}, {1}, {2}, {3}, {4}, {5}]


def test_a_parallel_loop_that_only_passes_its_task_id_on_keeps_it() -> None:
    body = f"""{submit("a")}
      %r = scf.for %b = %c0 to %c3 step %c1 iter_args(%p = %a) -> ({TID}) {{
        %t = pto.submit @k(input %x) deps(%p) : ({T4}) -> ({TID})
        scf.yield %p : {TID}
      }} {{pto.for_kind = #pto.for_kind<parallel>}}
{submit("after", "%r")}"""
    assert deps_of(program(body)) == [set(), {0}, {0}, {0}, {0}]
