"""The task graph's pictures: task ids in labels, a legend, and above
SUMMARIZE_ABOVE tasks one node per call site with every race kept; the
passes' docstrings and option types as xDSL's option parser reads them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from module_task_graph import task_graph_of
from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import DiagnosticException

from pypto_xdsl.analysis.task_graph import TaskGraph
from pypto_xdsl.analysis.task_graph.render import SUMMARIZE_ABOVE, dot
from pypto_xdsl.context import pto_context
from pypto_xdsl.transforms.check_task_races import CheckTaskRacesPass
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.verify_call_directions import VerifyCallDirectionsPass

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _tiles(n: int) -> TaskGraph:
    module = Parser(pto_context(), (EXAMPLES / "tiles.mlir").read_text()).parse_module()
    return task_graph_of(module, bind={"n": n})


def test_full_drawing_has_ids_and_legend() -> None:
    graph = _tiles(3)
    text = dot(graph)
    for task in graph.tasks:
        assert f't{task.number} [label="t{task.number}: ' in text
    assert "legend [" in text
    for word in ("raw", "waw", "creator", "deps", "thick", "race"):
        assert word in text.split("legend [", 1)[1]
    assert text.count("style=dashed") == len(graph.races) == 1


def test_large_graphs_fold_loops_into_call_sites() -> None:
    graph = _tiles(SUMMARIZE_ABOVE)  # 2n+1 tasks: above the threshold
    text = dot(graph)
    assert "(one node per call site)" in text
    nodes = re.findall(r"^  (s\d+) \[label=", text, re.M)
    assert nodes == ["s0", "s1", "s2"]  # produce, consume, patch
    n = SUMMARIZE_ABOVE
    assert f'label="t0..t{n - 1}: produce\\n{n} tasks [i=0..{n - 1}]"' in text
    assert f'label="raw x{n}"' in text
    # Races are kept, with their count.
    assert (
        's1 -> s2 [style=dashed, color=red, fontcolor=red, label="waw race %res"]'
        in text
    )
    assert len(text) < 3000
    # At any size on request, and the full drawing on request.
    assert "(one node per call site)" in dot(_tiles(2), summarize=True)
    assert "(one node per call site)" not in dot(graph, summarize=False)


def test_docstring_pipeline_parses() -> None:
    doc = CheckTaskRacesPass.__doc__ or ""
    spec = re.search(r"-p '([^']*)'", doc)
    assert spec is not None
    (parsed,) = parse_pipeline(spec.group(1))
    made = CheckTaskRacesPass.from_pass_spec(parsed)
    assert made.bind == ("n=4", "x.dim0=32")
    assert (made.war, made.max_tasks) == (True, 1000)


@pytest.mark.parametrize(
    "pass_type", [DeriveCallDirectionsPass, VerifyCallDirectionsPass]
)
def test_compat_typo_lists_the_choices(
    pass_type: type[DeriveCallDirectionsPass | VerifyCallDirectionsPass],
) -> None:
    (parsed,) = parse_pipeline(f"{pass_type.name}{{compat=pytpo}}")
    with pytest.raises(
        ValueError,
        match=r"^[a-z-]+: option compat: invalid value 'pytpo' \(choose from none, pypto\)$",
    ):
        pass_type.from_pass_spec(parsed)
    # From Python, where no parser checks the type: the pass's own diagnostic.
    module = Parser(pto_context(), "builtin.module {}").parse_module()
    with pytest.raises(DiagnosticException, match=r"expected 'none' .* or 'pypto'"):
        pass_type(compat="pytpo").apply(Context(), module)  # pyright: ignore[reportArgumentType]
