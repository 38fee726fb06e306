"""`pto-tasks` as a command-line tool: every bad input is one line on stderr,
exit status 2 and nothing written; races exit 1 unless --exit-zero; `-` for
input and outputs; --version; a progress line on a terminal; Ctrl-C exits 130
quietly, during the start-up imports too; --max-tasks and --max-iterations
bound the work, loops that submit no task included. The messages themselves
are checked by the lit tests under tests/filecheck/tools/pto-tasks/."""

from __future__ import annotations

import importlib.metadata
import io
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from commands_helpers import interrupted_start
from module_task_graph import task_graphs_of
from xdsl.context import Context
from xdsl.parser import Parser

import pypto_xdsl
from pypto_xdsl import tasks_cli, tasks_command
from pypto_xdsl.analysis.task_graph import TaskGraphError
from pypto_xdsl.analysis.task_graph.orchestration import Orchestration
from pypto_xdsl.context import pto_context
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
INPUTS = ROOT / "tests" / "filecheck" / "tools" / "pto-tasks" / "inputs"
ERRORS = ROOT / "tests" / "filecheck" / "tools" / "pto-tasks" / "errors.mlir"
HUGE_LOOPS = INPUTS / "huge-loops.mlir"


def _run(
    argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str = ""
) -> tuple[int, str, str]:
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        status = tasks_cli.main(argv)
    except SystemExit as stop:  # argparse's own exits (--version, usage)
        status = stop.code if isinstance(stop.code, int) else 2
    finally:
        sys.stdin = old
    out, err = capsys.readouterr()
    return status, out, err


BAD_INPUTS = [
    [str(ERRORS)],  # an unbound scalar parameter
    [str(ERRORS), "--bind", "n"],
    [str(ERRORS), "--bind", "n=four"],
    [str(ERRORS), "--function", "main", "--bind", "nn=3"],
    [str(ERRORS), "--function", "main", "--bind", "n=1", "--bind", "y.dim0=3"],
    [str(ERRORS), "--function", "dynamic", "--bind", "x.dimm0=3"],
    [str(ERRORS), "--function", "dynamic", "--bind", "x.dim0=-3"],
    [str(ERRORS), "--bind", "n=1", "--max-tasks", "-1"],
    [str(ERRORS), "--bind", "n=1", "--max-tasks", "0"],
    [str(ERRORS), "--bind", "n=1", "--max-tasks", "many"],
    [str(ERRORS), "--bind", "n=1", "--max-iterations", "0"],
    [str(ERRORS), "--function", "nothing"],
    [str(ERRORS), "--function", "unknown_callee_dirs"],
    [str(ERRORS), "--function", "main", "--bind", "n=1", "--json", "--dot", "-"],
    [str(ERRORS), "--function", "main", "--bind", "n=1", "--dot", "-", "--svg", "-"],
    [str(ERRORS), "--bind", "n=1"],  # three functions, one drawing
    [str(ERRORS), "--function", "main", "--bind", "n=3", "--max-tasks", "2"],
    [str(INPUTS / "while.mlir"), "--max-iterations", "5"],
    [str(INPUTS / "parse-error.mlir")],
    [str(INPUTS / "invalid.mlir")],
    [str(INPUTS / "no-orchestration.mlir")],
    [str(INPUTS / "host-caller.mlir")],
    [str(INPUTS / "not-utf8.mlir")],
    ["missing.mlir"],
    [],
    [str(EXAMPLES / "loops.mlir")],  # no directions: run derive first
    [str(EXAMPLES / "hello-world.mlir"), "--drawing", "sideways"],
    [str(EXAMPLES / "hello-world.mlir"), "--no-such-option"],
]


@pytest.mark.parametrize("argv", BAD_INPUTS, ids=lambda a: " ".join(a[1:]) or "-")
def test_bad_input_is_one_line_and_writes_nothing(
    argv: list[str],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    outputs = ["--dot", str(tmp_path / "g.dot")] if "--dot" not in argv else []
    status, out, err = _run(argv + outputs, capsys)
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1, err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_bad_input_on_stdin_is_located(capsys: pytest.CaptureFixture[str]) -> None:
    text = (INPUTS / "parse-error.mlir").read_text()
    status, out, err = _run(["-"], capsys, stdin=text)
    assert (status, out) == (2, "")
    assert err.startswith("<stdin>:3:18: error: ")


def test_races_exit_one_unless_exit_zero(
    capsys: pytest.CaptureFixture[str],
) -> None:
    tiles = str(EXAMPLES / "tiles.mlir")
    status, out, _ = _run([tiles, "--bind", "n=2"], capsys)
    assert status == 1
    assert "races: 1 (raw 0, waw 1, war 0)" in out
    status, out, _ = _run([tiles, "--bind", "n=2", "--exit-zero"], capsys)
    assert status == 0
    status, _, _ = _run([str(EXAMPLES / "hello-world.mlir")], capsys)
    assert status == 0


def test_dash_is_stdin_and_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    text = (EXAMPLES / "hello-world.mlir").read_text()
    status, out, err = _run(["-", "--dot", "-"], capsys, stdin=text)
    assert (status, err) == (0, "")
    assert out.startswith('digraph "main" {')
    assert "@main: 16 tasks" not in out.splitlines()[0]


def test_outputs_are_written_together(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    dot_path = tmp_path / "g.dot"
    status, out, _ = _run(
        [str(EXAMPLES / "hello-world.mlir"), "--json", "--dot", str(dot_path)], capsys
    )
    assert status == 0
    assert out.startswith('{"function": "main", "tasks": 16')
    assert dot_path.read_text().startswith('digraph "main" {')


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(["--version"], capsys)
    assert status == 0
    assert out == f"pto-tasks {pypto_xdsl.__version__}\n"
    assert importlib.metadata.version("pypto-xdsl") == pypto_xdsl.__version__


def test_package_is_typed() -> None:
    assert (Path(pypto_xdsl.__file__).parent / "py.typed").is_file()


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_line_on_a_terminal_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tasks_command, "PROGRESS_AFTER", 0.0)
    terminal = _Terminal()
    progress = tasks_command._Progress(terminal)  # pyright: ignore[reportPrivateUsage]
    with progress.running():
        progress.phase = "executing the orchestration function"
        time.sleep(1.5)
    text = terminal.getvalue()
    line = r"\r\033\[Kpto-tasks: executing the orchestration function \(\d+ s\)"
    assert re.search(line, text)
    assert text.endswith("\r\033[K")  # the line is cleared at the end
    pipe = io.StringIO()
    with tasks_command._Progress(pipe).running():  # pyright: ignore[reportPrivateUsage]
        time.sleep(0.7)
    assert pipe.getvalue() == ""


def test_ctrl_c_exits_130_quietly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # In process: a real SIGINT races with the imports on a loaded machine.
    def interrupted(argv: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(tasks_command, "run", interrupted)
    status, out, err = _run([str(EXAMPLES / "tiles.mlir")], capsys)
    assert (status, out, err) == (130, "", "")


INTERRUPTED_START = interrupted_start("pypto_xdsl.tasks_cli")


def test_ctrl_c_during_the_start_up_imports_exits_130_quietly() -> None:
    done = subprocess.run(
        [sys.executable, "-c", INTERRUPTED_START, str(EXAMPLES / "tiles.mlir")],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert (done.returncode, done.stdout, done.stderr) == (130, "", "")


# Loops that submit no task -------------------------------------------------


def _counted_iterations(monkeypatch: pytest.MonkeyPatch, limit: int) -> list[int]:
    """Counts the loop iterations the task graph model begins, and fails the
    test past `limit` (a loop of 10**12 iterations would never end)."""
    count = [0]
    begin = Orchestration._iteration  # pyright: ignore[reportPrivateUsage]

    def counted(self: Orchestration, loop: object) -> None:
        count[0] += 1
        assert count[0] <= limit, "the loop was not stopped"
        begin(self, loop)  # pyright: ignore[reportArgumentType]

    monkeypatch.setattr(Orchestration, "_iteration", counted)
    return count


@pytest.mark.parametrize(
    ("function", "line", "loop"),
    [
        ("spin", 7, "scf.for"),  # a loop of 10**12 empty iterations
        ("outer", 17, "scf.for"),  # a task once, then 10**12 iterations of a nest
        ("inner", 34, "scf.parallel"),  # the inner loop of a nest is the long one
    ],
)
def test_a_loop_that_submits_no_task_stops_at_max_iterations(
    function: str,
    line: int,
    loop: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    count = _counted_iterations(monkeypatch, limit=1000)
    argv = [str(HUGE_LOOPS), "--function", function, "--max-iterations", "16"]
    status, out, err = _run(argv, capsys)
    assert (status, out) == (2, "")
    assert err.startswith(f"{HUGE_LOOPS}:{line}:")
    assert f": error: this {loop} runs more than 16 loop iterations" in err
    assert "raise max-iterations (pto-tasks --max-iterations N)" in err
    assert len(err.splitlines()) == 1
    # Each task restarts the count: the work is bounded by the tasks.
    assert count[0] <= 3 * (16 + 1)


def test_tasks_between_idle_iterations_restart_the_count(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # 4000 iterations, a task every 1000th: never 1024 in a row without one.
    count = _counted_iterations(monkeypatch, limit=4000)
    status, out, _ = _run([str(HUGE_LOOPS), "--function", "sparse"], capsys)
    assert (status, count[0]) == (0, 4000)
    assert out.startswith("@sparse: 4 tasks")
    count[0] = 0
    status, _, err = _run(
        [str(HUGE_LOOPS), "--function", "sparse", "--max-iterations", "999"], capsys
    )
    assert status == 2
    assert "this scf.for runs more than 999 loop iterations" in err


def test_max_tasks_stops_huge_parallel_loops_before_their_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # 10**24 points of a 2-d scf.parallel, and a parallel scf.for of 10**12
    # iterations carrying a task id (one slot per iteration).
    argv = [str(HUGE_LOOPS), "--max-tasks", "100", "--function"]
    status, _, err = _run([*argv, "wide"], capsys)
    assert status == 2
    assert "the function submits more than 100 tasks" in err
    status, _, err = _run([*argv, "fenced"], capsys)
    assert status == 2
    assert err.startswith(f"{HUGE_LOOPS}:71:5: error: this parallel scf.for")
    assert "runs 1000000000000 iterations, more than the 100 tasks" in err


@pytest.mark.parametrize("seed", range(3))
def test_max_tasks_bounds_the_work_on_the_benchs_main_shape(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # bench/run.py's `orchestration` programs: 187 loops at 10k ops, scf.while
    # loops that never stop among them. Between two tasks at most
    # max-iterations iterations begin, so with max-tasks 100 the model stops
    # after at most 101 * (max-iterations + 1) of them, wherever it stops.
    text = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "generate.py"), "orchestration"]
        + ["1000", "--seed", str(seed)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    module = Parser(pto_context(), text).parse_module()
    DeriveCallDirectionsPass().apply(Context(), module)
    count = _counted_iterations(monkeypatch, limit=101 * 17)
    with pytest.raises(TaskGraphError, match=r"max-tasks|max-iterations"):
        task_graphs_of(module, max_tasks=100, max_iterations=16)
    assert count[0] > 0
