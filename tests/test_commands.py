"""`pto-tasks` and `pto-export` as a user meets them: one convention (exit 0
success, 1 findings, 2 errors, 130 interrupted), `--version` and `-` on both,
printed PyPTO told from MLIR on standard input, help that says what each
reads, quiet success (`--verbose` says what was done), `pto-export --module`
with xdsl-opt's output, and files written whole or not at all: the umask's
mode for a new file, through symlinks, keeping hard links and the mode,
refusing a read-only file, nothing left behind on an error or a Ctrl-C."""

from __future__ import annotations

import io
import os
import signal
import stat
import subprocess
import sys
from collections.abc import Callable, Generator
from pathlib import Path

import pytest
from commands_helpers import KERNEL, MAIN, PRELUDE, T, body, interrupted_start
from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer

import pypto_xdsl
from pypto_xdsl import export_cli, tasks_cli
from pypto_xdsl.commands import files
from pypto_xdsl.commands.errors import (
    EXIT_ERROR,
    EXIT_FINDINGS,
    EXIT_INTERRUPTED,
    EXIT_SUCCESS,
)
from pypto_xdsl.commands.formats import is_printed_pypto
from pypto_xdsl.context import pto_context
from pypto_xdsl.interop import import_pypto
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "pypto"
P01 = FIXTURES / "p01_tile_gain.before.pypto.py"
P01_AFTER = FIXTURES / "p01_tile_gain.after.pypto.py"
COMPAT = "derive-call-directions{compat=pypto}"
RACY = ROOT / "examples" / "tiles.mlir"

WRITES_AN_IN = f"""\
import pypto.language as pl

@pl.program
class p:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: {T}, y: {T}) -> {T}:
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        s: {T} = pl.tile.store(t, [0], y)
        return y
"""

QUIET = (
    PRELUDE
    + KERNEL
    + MAIN
    + body(f"""\
        r: {T} = self.k(x, y)
        return r
        """)
)

Main = Callable[[list[str] | None], int]


def run(
    main: Main,
    argv: list[str],
    capsys: pytest.CaptureFixture[str],
    stdin: bytes = b"",
    warnings: bool = False,
) -> tuple[int, str, str]:
    """Status, stdout and stderr of a command; stderr without the import's
    located warnings unless `warnings` (a program with an operator outside
    the catalogue warns on every run)."""
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    try:
        status = main(argv)
    except SystemExit as stop:  # argparse's own exits (--version, --help)
        status = stop.code if isinstance(stop.code, int) else EXIT_ERROR
    finally:
        sys.stdin = old
    out, err = capsys.readouterr()
    if not warnings:
        err = "".join(
            line for line in err.splitlines(True) if ": warning: operator " not in line
        )
    return status, out, err


def export(
    argv: list[str],
    capsys: pytest.CaptureFixture[str],
    stdin: bytes = b"",
    warnings: bool = False,
) -> tuple[int, str, str]:
    return run(export_cli.main, argv, capsys, stdin, warnings)


def tasks(
    argv: list[str],
    capsys: pytest.CaptureFixture[str],
    stdin: bytes = b"",
    warnings: bool = False,
) -> tuple[int, str, str]:
    return run(tasks_cli.main, argv, capsys, stdin, warnings)


# One convention ----------------------------------------------------------------


@pytest.mark.parametrize("main", [export_cli.main, tasks_cli.main])
def test_version(main: Main, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(main, ["--version"], capsys)
    assert status == EXIT_SUCCESS
    assert out.endswith(f" {pypto_xdsl.__version__}\n")


@pytest.mark.parametrize("main", [export_cli.main, tasks_cli.main])
def test_help_says_what_it_reads(
    main: Main, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(main, ["--help"], capsys)
    assert status == EXIT_SUCCESS
    text = " ".join(out.split())
    assert ".py" in text
    assert "printed PyPTO" in text
    assert ".mlir" in text
    assert "0 success, 1 findings, 2 error" in text


@pytest.mark.parametrize("main", [export_cli.main, tasks_cli.main])
def test_usage_errors_are_one_line_status_2(
    main: Main, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(main, [str(P01), "--no-such-option"], capsys)
    assert (status, out) == (EXIT_ERROR, "")
    assert len(err.splitlines()) == 1
    assert ": error: unrecognized arguments: --no-such-option" in err


def test_export_errors_are_status_2_and_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.py"
    for argv in (
        [str(tmp_path / "missing.py"), "-o", str(out)],
        [str(P01), "-p", "no-such-pass", "-o", str(out)],
        [str(P01), "-p", "derive-call-directions{compat=pytpo}", "-o", str(out)],
        [str(P01), "--module", str(tmp_path / "missing.mlir"), "-o", str(out)],
        [str(P01), "--module", str(P01_AFTER), "-o", str(out)],
        ["-", "--in-place"],
        [str(P01), "-o", str(tmp_path)],
    ):
        status, stdout, err = export(argv, capsys)
        assert (status, stdout) == (EXIT_ERROR, ""), argv
        assert len(err.splitlines()) == 1, err
        assert ": error: " in err
        assert "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_export_findings_are_status_1_located_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "prog.py"
    src.write_text(WRITES_AN_IN)
    out = tmp_path / "out.py"
    status, stdout, err = export(
        [str(src), "-p", "verify-param-directions", "-o", str(out)], capsys
    )
    assert (status, stdout) == (EXIT_FINDINGS, "")
    lines = err.splitlines()
    assert lines[0].startswith(f"{src}:"), err
    assert "@k" in lines[0]
    assert lines[-1] == (
        "pto-export: verify-param-directions found 1 problem(s); nothing written"
    )
    assert not out.exists()


def test_tasks_races_are_findings(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, _ = tasks([str(RACY), "--bind", "n=4"], capsys)
    assert status == EXIT_FINDINGS
    status, _, _ = tasks([str(RACY), "--bind", "n=4", "--exit-zero"], capsys)
    assert status == EXIT_SUCCESS


# Standard input ----------------------------------------------------------------


def test_export_reads_standard_input(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = export(["-", "-p", COMPAT], capsys, P01.read_bytes())
    assert (status, err) == (EXIT_SUCCESS, "")
    assert out == P01_AFTER.read_text()


def test_tasks_recognises_printed_pypto_on_standard_input(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from_file = tasks([str(P01)], capsys)
    from_stdin = tasks(["-"], capsys, P01.read_bytes())
    assert from_stdin == from_file
    # tensor.alloc (PyPTO's, same arguments as tile.alloc) has no row.
    rowless = P01.read_text().replace("pl.tile.alloc(", "pl.tensor.alloc(", 1)
    warned = tasks(["-"], capsys, rowless.encode(), warnings=True)[2]
    assert warned.startswith("<stdin>:8:29: warning: operator tensor.alloc")
    assert from_stdin[0] == EXIT_SUCCESS
    assert "@tile_gain: 16 tasks, 15 runtime edges (15 waw)" in from_stdin[1]


def test_tasks_import_errors_on_standard_input_are_located(
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = P01.read_text().replace("self.gain_block(", "self.nope(")
    status, out, err = tasks(["-"], capsys, text.encode())
    assert (status, out) == (EXIT_ERROR, "")
    assert err.startswith("<stdin>:")
    assert ": error: unknown callee self.nope" in err
    assert len(err.splitlines()) == 1


@pytest.mark.parametrize("main", [export_cli.main, tasks_cli.main])
def test_standard_input_not_utf8(
    main: Main, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(main, ["-"], capsys, b"import pypto\n\xff\xfe\n")
    assert (status, out) == (EXIT_ERROR, "")
    assert len(err.splitlines()) == 1
    assert "UTF-8" in err


@pytest.mark.parametrize(
    ("text", "pypto"),
    [
        ("# pypto.program: p\nimport pypto.language as pl\n", True),
        ("#!/usr/bin/env python\n\nfrom x import y\n", True),
        ("@pl.program\nclass p:\n", True),
        ("builtin.module {\n}\n", False),
        ('"builtin.module"() ({\n}) : () -> ()\n', False),
        ("// RUN: x\npto.func @f() {\n}\n", False),
        ("#map = affine_map<(d0) -> (d0)>\n", False),
        ("", False),
    ],
)
def test_which_input_is_which(text: str, pypto: bool) -> None:
    assert is_printed_pypto("<stdin>", text) is pypto


# Quiet success -----------------------------------------------------------------


def test_success_is_quiet_and_verbose_says_what_was_done(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # p01 lacks directions; with an operator outside the catalogue
    # (tensor.alloc has no row) that is a located warning, printed; what was
    # done only with --verbose.
    p01 = tmp_path / "p01.py"
    p01.write_text(P01.read_text().replace("pl.tile.alloc(", "pl.tensor.alloc(", 1))
    warnings = tasks([str(p01)], capsys, warnings=True)[2].splitlines()
    assert len(warnings) == 1  # named once, where first used
    assert warnings[0].startswith(f"{p01}:8:29: warning: operator tensor.alloc")
    assert export([str(p01)], capsys, warnings=True)[2].splitlines() == warnings
    verbose = tasks([str(p01), "--verbose"], capsys, warnings=True)[2]
    assert verbose.splitlines() == [
        *warnings,
        "pto-tasks: derived the directions of 1 call(s) that had none "
        "(derive-call-directions, sound default)",
    ]
    # Every operator of p01 itself has its row: quiet.
    assert tasks([str(P01)], capsys, warnings=True)[2] == ""
    verbose = export([str(p01), "-v"], capsys, warnings=True)[2]
    assert verbose.splitlines() == [
        *warnings,
        "pto-export: wrote the directions of 1 call(s) to standard output",
    ]
    # A program whose operators all have their rows is quiet.
    quiet = tmp_path / "quiet.py"
    quiet.write_text(QUIET)
    assert tasks([str(quiet)], capsys, warnings=True)[0::2] == (EXIT_SUCCESS, "")
    assert export([str(quiet)], capsys, warnings=True)[0::2] == (EXIT_SUCCESS, "")


# --module ---------------------------------------------------------------------


def _printed(module: ModuleOp, tmp_path: Path, debuginfo: bool = False) -> Path:
    out = io.StringIO()
    Printer(out, print_debuginfo=debuginfo).print_op(module)
    path = tmp_path / "result.mlir"
    path.write_text(out.getvalue())
    return path


def test_export_module_as_docs_show(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # What `xdsl-opt -f pypto FILE -p ...` prints (no locations).
    module = import_pypto(P01.read_text(), str(P01))
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), module)
    result = _printed(module, tmp_path)
    status, out, err = export([str(P01), "--module", str(result)], capsys)
    assert (status, err) == (EXIT_SUCCESS, "")
    assert out == P01_AFTER.read_text()


def test_export_module_with_debuginfo(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # What `xdsl-opt -f pypto FILE -p ... --print-debuginfo` prints: its
    # locations name the file as that run was given it (here another name).
    module = import_pypto(P01.read_text(), "elsewhere/prog.py")
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), module)
    result = _printed(module, tmp_path, debuginfo=True)
    assert 'loc("elsewhere/prog.py":' in result.read_text()
    status, out, err = export([str(P01), "--module", str(result)], capsys)
    assert (status, err) == (EXIT_SUCCESS, "")
    assert out == P01_AFTER.read_text()
    # A call whose location is not that of its pair in the text.
    text = result.read_text()
    line = next(x for x in text.splitlines() if "pto.call @gain_block" in x)
    shifted = text.replace(line, line.replace('prog.py":20:', 'prog.py":19:'))
    assert shifted != text
    result.write_text(shifted)
    status, out, err = export([str(P01), "--module", str(result)], capsys)
    assert (status, out) == (EXIT_ERROR, "")
    assert "pto.call @gain_block is at 19:" in err
    assert len(err.splitlines()) == 1


def test_export_module_of_another_program_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = FIXTURES / "p02_scratch_relay.before.pypto.py"
    module = import_pypto(other.read_text(), str(other))
    result = _printed(module, tmp_path)
    status, out, err = export([str(P01), "--module", str(result)], capsys)
    assert (status, out) == (EXIT_ERROR, "")
    assert len(err.splitlines()) == 1
    assert "give the module xdsl-opt printed for this program" in err


# Files -------------------------------------------------------------------------


@pytest.fixture
def umask() -> Generator[Callable[[int], int]]:
    old = os.umask(0o022)
    os.umask(old)
    yield os.umask
    os.umask(old)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _left(directory: Path) -> list[str]:
    return sorted(
        p.name for p in directory.iterdir() if p.name.startswith(".pto-export-")
    )


@pytest.mark.parametrize("mask", [0o022, 0o027, 0o002])
def test_new_output_gets_the_umasks_mode(
    mask: int,
    umask: Callable[[int], int],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    umask(mask)
    out = tmp_path / "out.py"
    assert export([str(P01), "-p", COMPAT, "-o", str(out)], capsys)[0] == 0
    assert _mode(out) == 0o666 & ~mask
    assert out.read_text() == P01_AFTER.read_text()


def _copy(tmp_path: Path, mode: int = 0o640) -> Path:
    src = tmp_path / "real" / "prog.py"
    src.parent.mkdir()
    src.write_bytes(P01.read_bytes())
    src.chmod(mode)
    return src


def test_in_place_writes_through_a_symlink(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _copy(tmp_path)
    link = tmp_path / "link.py"
    link.symlink_to(src)
    assert export([str(link), "-p", COMPAT, "--in-place"], capsys)[0] == 0
    assert link.is_symlink()
    assert src.read_text() == P01_AFTER.read_text()
    assert _mode(src) == 0o640
    assert _left(tmp_path) == _left(src.parent) == []


def test_in_place_keeps_hard_links_and_the_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _copy(tmp_path, 0o604)
    other = tmp_path / "other.py"
    os.link(src, other)
    inode = src.stat().st_ino
    assert export([str(src), "-p", COMPAT, "--in-place"], capsys)[0] == 0
    assert src.stat().st_ino == other.stat().st_ino == inode
    assert other.read_text() == P01_AFTER.read_text()
    assert _mode(src) == 0o604


def test_in_place_keeps_the_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _copy(tmp_path, 0o751)
    assert export([str(src), "-p", COMPAT, "--in-place"], capsys)[0] == 0
    assert _mode(src) == 0o751
    assert src.read_text() == P01_AFTER.read_text()


def test_a_read_only_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _copy(tmp_path, 0o444)
    status, out, err = export([str(src), "--in-place"], capsys)
    assert (status, out) == (EXIT_ERROR, "")
    assert (
        err
        == f"pto-export: error: cannot write {src}: the file is read-only (its mode has no write permission)\n"
    )
    assert src.read_bytes() == P01.read_bytes()
    assert _mode(src) == 0o444
    out_file = tmp_path / "out.py"
    out_file.write_text("keep")
    out_file.chmod(0o400)
    assert export([str(P01), "-o", str(out_file)], capsys)[0] == EXIT_ERROR
    assert out_file.read_text() == "keep"


def test_a_failed_write_leaves_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    src = _copy(tmp_path)

    def full(a: object, b: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", full)
    status, _, err = export([str(src), "--in-place"], capsys)
    assert status == EXIT_ERROR
    assert err == f"pto-export: error: cannot write {src}: No space left on device\n"
    assert src.read_bytes() == P01.read_bytes()
    assert _left(src.parent) == []


def test_an_interrupt_while_writing_leaves_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # An interrupt that is not a held signal (raised inside the write).
    src = _copy(tmp_path)

    def interrupted(a: object, b: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "replace", interrupted)
    assert export([str(src), "--in-place"], capsys) == (EXIT_INTERRUPTED, "", "")
    assert src.read_bytes() == P01.read_bytes()
    assert _left(src.parent) == []


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="no signal masks")
def test_ctrl_c_during_the_write_lands_after_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A real SIGINT in the middle of the write is held until the file is
    # whole: the result is written, no temporary file remains, status 130.
    src = _copy(tmp_path)
    replace = os.replace

    def signalled(a: str, b: str) -> None:
        os.kill(os.getpid(), signal.SIGINT)
        replace(a, b)

    monkeypatch.setattr(files.os, "replace", signalled)
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        result = export([str(src), "-p", COMPAT, "--in-place"], capsys)
    finally:
        signal.signal(signal.SIGINT, old)
    assert result == (EXIT_INTERRUPTED, "", "")
    assert src.read_text() == P01_AFTER.read_text()
    assert _left(src.parent) == []


INTERRUPTED_START = interrupted_start("pypto_xdsl.export_cli")


def test_export_ctrl_c_during_the_start_up_imports_exits_130_quietly(
    tmp_path: Path,
) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            INTERRUPTED_START,
            str(P01),
            "-o",
            str(tmp_path / "o.py"),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert (done.returncode, done.stdout, done.stderr) == (130, "", "")
    assert list(tmp_path.iterdir()) == []
