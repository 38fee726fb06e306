"""Every command the README and docs/*.md show runs as written.

The commands are the lines of the ```sh code blocks (comment-only lines
skipped, a trailing `# comment` kept: bash ignores it). Each runs with bash
from a scratch directory that links the repository's files, so that files a
command writes (`--dot g.dot`) stay out of the checkout, with the venv's
`bin` on PATH as the README says. A command must exit 0, or the status its
comment names (`# ... exit status 1`). A few long commands are not run:
NOT_RUN lists them with the reason, and an entry that no document shows any
more fails the test (the list stays checked). Commands using `--svg` run only
where Graphviz's `dot` is installed (it is optional)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from scratch import link_checkout, run_shell

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

NOT_RUN = {
    "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/xdsl-opt -p "
    "derive-call-directions examples/seed-example.mlir": "README command 1 made the venv this test runs in",
    "bash scripts/test.sh": "it is the test suite that runs this test",
    "lit -sv tests/filecheck": "scripts/test.sh runs it",
    "pytest tests/test_builder.py": "scripts/test.sh runs it",
    "ruff check . && ruff format --check .": "scripts/test.sh runs it",
    "pyright": "scripts/test.sh runs it",
    "bash scripts/test-lower-bounds.sh": "creates a second venv: a step of its own",
    ".venv/bin/python bench/run.py": "about 10 minutes",
    ".venv/bin/python bench/run.py --with-100k --write-readme": "an hour, and rewrites bench/README.md",
    "pytest tests/test_properties.py": "scripts/test.sh runs it",
    "HYPOTHESIS_PROFILE=long pytest tests/test_properties.py -x": "several minutes",
    "HYPOTHESIS_PROFILE=long HYPOTHESIS_MAX_EXAMPLES=20000 pytest tests/test_properties.py -x": "an hour",
}

_BLOCK = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)
_STATUS = re.compile(r"exit status (\d+)")


def _command(line: str) -> str:
    """The line without its trailing comment (a ` #` outside quotes)."""
    quote = ""
    for k, c in enumerate(line):
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "#" and (k == 0 or line[k - 1] in " \t"):
            return line[:k].rstrip()
    return line.rstrip()


def commands() -> list[tuple[str, str, str]]:
    """(document, command, full line) of every command line of every sh block."""
    found: list[tuple[str, str, str]] = []
    for doc in DOCUMENTS:
        for block in _BLOCK.findall(doc.read_text()):
            for line in block.splitlines():
                command = _command(line)
                if command:
                    found.append((doc.name, command, line))
    return found


COMMANDS = commands()


def test_docs_show_commands() -> None:
    assert len(COMMANDS) >= 30
    shown = {command for _, command, _ in COMMANDS}
    stale = sorted(set(NOT_RUN) - shown)
    assert not stale, f"NOT_RUN lists commands no document shows: {stale}"


# A document's commands run in its order, in one test and one scratch directory:
# later ones read what earlier ones wrote (p01.after.pypto.py), as a reader would
# run them. No test shares files with another, so any worker may take any test.
@pytest.mark.parametrize("doc", sorted({c[0] for c in COMMANDS}))
def test_commands_run_as_written(doc: str, tmp_path: Path) -> None:
    scratch = link_checkout(tmp_path)
    for _, command, line in (c for c in COMMANDS if c[0] == doc):
        if command in NOT_RUN:
            continue
        if "--svg" in command and shutil.which("dot") is None:
            continue  # Graphviz's dot is optional; test_render covers its absence
        expected = _STATUS.search(line[len(command) :])
        status = int(expected.group(1)) if expected else 0
        done = run_shell(command, scratch)
        assert done.returncode == status, (
            f"{doc}: `{command}` exited {done.returncode}, expected {status}\n"
            f"{done.stderr[-2000:]}"
        )
