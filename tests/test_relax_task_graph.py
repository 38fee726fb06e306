"""`relax-sequential` measured with the task graph (task-graph.md): relaxing
never adds a RAW or WAW race, and gives the beginner example back its
parallelism.

On random write patterns with evaluable bounds (`relax_patterns`), the task
graph of `@main` derived with the option has no RAW/WAW race that the one
derived without it does not have: every argument the proof relaxes leaves
no two tasks that touch a common element unordered.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from pypto_xdsl.analysis.task_graph.render import json_object
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

sys.path.insert(0, str(Path(__file__).parent))

from module_task_graph import task_graph_of
from relax_patterns import build, random_pattern

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

CASES = 150


def _derive(module: ModuleOp, relax: bool) -> ModuleOp:
    DeriveCallDirectionsPass(relax_sequential=relax).apply(Context(), module)
    return module


def _races(graph: Any) -> set[tuple[int, int, str]]:
    return {
        (race.first, race.second, race.kind.value)
        for race in graph.races
        if race.kind.value != "war"
    }


def _relaxed(plain: ModuleOp, relaxed: ModuleOp) -> int:
    pairs = zip(
        (op.arg_directions_tuple for op in plain.walk() if isinstance(op, CallLikeOp)),
        (
            op.arg_directions_tuple
            for op in relaxed.walk()
            if isinstance(op, CallLikeOp)
        ),
        strict=True,
    )
    return sum(a != b for a, b in pairs)


def test_relaxing_adds_no_race_on_generated_programs() -> None:
    rng = random.Random(5)
    relaxed_sites = 0
    for _ in range(CASES):
        pattern = random_pattern(rng)
        plain = _derive(build(pattern, verify=False), False)
        relaxed = _derive(build(pattern, verify=False), True)
        before = _races(task_graph_of(plain, "main"))
        after = _races(task_graph_of(relaxed, "main"))
        assert after <= before, pattern
        relaxed_sites += _relaxed(plain, relaxed)
    assert relaxed_sites > 50  # the option did relax, or this proves nothing


def _hello_world() -> ModuleOp:
    """The shipped example without its shipped directions, so that derive
    decides them."""
    module = Parser(
        pto_context(), (EXAMPLES / "hello-world.mlir").read_text()
    ).parse_module()
    for op in module.walk():
        if isinstance(op, CallLikeOp):
            op.properties.pop("arg_directions", None)
    return module


def test_hello_world_runs_in_parallel() -> None:
    without = task_graph_of(_derive(_hello_world(), False))
    assert without.parallelism == (1.0, 16.0)
    graph = task_graph_of(_derive(_hello_world(), True))
    assert json_object(graph)["races"] == {"raw": 0, "waw": 0, "war": 0}
    assert graph.parallelism == (16.0, 16.0)
    assert json_object(graph)["runtime_edges"] == 0
