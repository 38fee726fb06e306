"""The malformed-input corpus (tests/filecheck/malformed) escapes only as diagnostics.

lit checks each case's message (with `--verify-diagnostics --parsing-diagnostics`).
Here every case also runs through `xdsl-opt`'s main entry point, in one
subprocess, twice:

- without the diagnostic flags, where the only exceptions allowed to escape are
  xDSL's diagnostics (ParseError, VerifyException, PassFailedException and the
  other DiagnosticExceptions): never a KeyError, AttributeError, AssertionError,
  IndexError, TypeError, ValueError, RecursionError, ... from our code. Every
  case must fail: a case that is accepted is not malformed;
- with the flags, where nothing at all may escape (no traceback).

and once more, case by case, with `--disable-verify`: xdsl-opt then hands
unverified IR to the printer and the passes (as a Python caller may), which
must still fail only with a diagnostic, or print what they were given.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

CORPUS = Path(__file__).parent / "filecheck" / "malformed"
ALLOWED = {
    "ParseError",
    "MultipleSpansParseError",
    "VerifyException",
    "DiagnosticException",
    "PassFailedException",
    "PassProblems",  # a PassFailedException that exits with one line per problem
}

# Runs in a fresh interpreter: xdsl-opt's main class on each case file, as the
# `xdsl-opt` script does, recording what escapes instead of printing it.
_DRIVER = r"""
import contextlib, io, json, sys, traceback
from xdsl.xdsl_opt_main import xDSLOptMain

results = {}
for path, pass_name, flags in json.loads(sys.stdin.read()):
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            xDSLOptMain(args=[path, "-p", pass_name, *flags]).run()
        escaped = None
    except BaseException as error:  # noqa: BLE001 - recording is the point
        escaped = type(error).__name__
        # Where it was raised from, past xDSL's IR core: tells our code from
        # xDSL's own printers.
        frames = [f.filename for f in traceback.extract_tb(error.__traceback__)]
        origin = next((f for f in reversed(frames) if "/xdsl/ir/" not in f), "")
        out.write(f"\nraised from: {origin}\n")
    results[f"{path}|{' '.join(flags)}"] = [escaped, out.getvalue()]
print(json.dumps(results))
"""

_UNVERIFIED = "--disable-verify"
_FLAGS = ["--split-input-file", "--verify-diagnostics", "--parsing-diagnostics"]


def _pass_name(text: str) -> str:
    match = re.search(r"^// RUN: .* -p ([\w-]+)", text, re.MULTILINE)
    assert match is not None, "every corpus file names its pass in a RUN line"
    return match.group(1)


def _cases() -> list[tuple[str, int, str, str]]:
    """(file name, case number, pass name, case text) for every corpus case."""
    cases: list[tuple[str, int, str, str]] = []
    for path in sorted(CORPUS.glob("*.mlir")):
        text = path.read_text()
        name = _pass_name(text)
        for i, chunk in enumerate(text.split("// -----")):
            cases.append((path.name, i, name, chunk))
    return cases


CASES = _cases()


def test_corpus_is_large_enough() -> None:
    assert len(CASES) >= 40


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str | None]]:
    directory = tmp_path_factory.mktemp("malformed")
    jobs: list[tuple[str, str, list[str]]] = []
    for file_name, i, pass_name, chunk in CASES:
        path = directory / f"{file_name[:-5]}-{i}.mlir"
        path.write_text(chunk)
        jobs.append((str(path), pass_name, []))
        jobs.append((str(path), pass_name, [_UNVERIFIED]))
    for path in sorted(CORPUS.glob("*.mlir")):
        jobs.append((str(path), _pass_name(path.read_text()), _FLAGS))
    done = subprocess.run(
        [sys.executable, "-c", _DRIVER],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    results: dict[str, list[str | None]] = json.loads(done.stdout)
    # Key the results by case id / file name, independent of the temp dir.
    keyed: dict[str, list[str | None]] = {}
    for key, value in results.items():
        path, flags = key.split("|")
        keyed[f"{Path(path).name}|{flags}"] = value
    return keyed


@pytest.mark.parametrize(
    ("file_name", "index"), [(f, i) for f, i, _, _ in CASES], ids=str
)
def test_only_diagnostics_escape(
    outcomes: dict[str, list[str | None]], file_name: str, index: int
) -> None:
    escaped, output = outcomes[f"{file_name[:-5]}-{index}.mlir|"]
    assert escaped is not None, (
        f"case {index} of {file_name} was accepted: it is not malformed\n{output}"
    )
    assert escaped in ALLOWED, (
        f"case {index} of {file_name} escaped as {escaped}, not as a diagnostic"
    )


@pytest.mark.parametrize(
    ("file_name", "index"), [(f, i) for f, i, _, _ in CASES], ids=str
)
def test_only_diagnostics_escape_unverified(
    outcomes: dict[str, list[str | None]], file_name: str, index: int
) -> None:
    escaped, output = outcomes[f"{file_name[:-5]}-{index}.mlir|{_UNVERIFIED}"]
    # xDSL's own scf printer cannot print an scf.for/while whose region has no
    # block (upstream, not ours); everything else must be a diagnostic.
    upstream = (
        output is not None
        and "raised from: " in output
        and (output.rstrip().endswith("xdsl/dialects/scf.py"))
    )
    assert escaped is None or escaped in ALLOWED or upstream, (
        f"case {index} of {file_name} escaped as {escaped} with {_UNVERIFIED}, "
        f"not as a diagnostic\n{output}"
    )


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.mlir")), ids=lambda p: p.name)
def test_no_traceback_with_diagnostic_flags(
    outcomes: dict[str, list[str | None]], path: Path
) -> None:
    escaped, output = outcomes[f"{path.name}|{' '.join(_FLAGS)}"]
    assert escaped is None, f"{path.name}: {escaped} escaped despite the flags"
    assert output is not None
    assert "Traceback" not in output
    cases = len(path.read_text().split("// -----"))
    assert output.count("// -----") == cases - 1, "every case printed its output"
