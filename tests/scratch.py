"""Running the documents' shell commands from a scratch directory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def link_checkout(root: Path) -> Path:
    """`root` filled with links to the repository's files and the running venv:
    commands read the checkout and write into `root`, never into the checkout
    or a shared place such as /tmp (tests on other workers run at once)."""
    for entry in ROOT.iterdir():
        if entry.name not in (".git", ".venv"):
            (root / entry.name).symlink_to(entry)
    (root / ".venv").symlink_to(Path(sys.prefix))
    return root


def run_shell(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """`command` under bash in `cwd`, with the venv's tools first on PATH."""
    bin_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    return subprocess.run(
        ["bash", "-o", "pipefail", "-c", command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
