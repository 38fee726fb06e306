"""`pto-tasks` as a command-line tool: every bad input is one line on stderr,
exit status 2 and nothing written; races exit 1 unless --exit-zero; `-` for
input and outputs; --version; a progress line on a terminal; Ctrl-C exits 130
quietly. The messages themselves are checked by the lit tests under
tests/filecheck/tools/pto-tasks/."""

from __future__ import annotations

import importlib.metadata
import io
import re
import sys
import time
from pathlib import Path

import pytest

import pypto_xdsl
from pypto_xdsl import tasks_cli

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
INPUTS = ROOT / "tests" / "filecheck" / "tools" / "pto-tasks" / "inputs"
ERRORS = ROOT / "tests" / "filecheck" / "tools" / "pto-tasks" / "errors.mlir"


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
    monkeypatch.setattr(tasks_cli, "PROGRESS_AFTER", 0.0)
    terminal = _Terminal()
    progress = tasks_cli._Progress(terminal)  # pyright: ignore[reportPrivateUsage]
    with progress.running():
        progress.phase = "executing the orchestration function"
        time.sleep(1.5)
    text = terminal.getvalue()
    line = r"\r\033\[Kpto-tasks: executing the orchestration function \(\d+ s\)"
    assert re.search(line, text)
    assert text.endswith("\r\033[K")  # the line is cleared at the end
    pipe = io.StringIO()
    with tasks_cli._Progress(pipe).running():  # pyright: ignore[reportPrivateUsage]
        time.sleep(0.7)
    assert pipe.getvalue() == ""


def test_ctrl_c_exits_130_quietly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # In process: a real SIGINT races with the imports on a loaded machine.
    def interrupted(argv: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(tasks_cli, "run", interrupted)
    status, out, err = _run([str(EXAMPLES / "tiles.mlir")], capsys)
    assert (status, out, err) == (130, "", "")
