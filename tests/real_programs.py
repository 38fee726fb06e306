"""The 46 shared real PyPTO programs (tests/real/README.md), read from their archive.

One copy of the generated data serves every test over real programs: the
acceptance test against PyPTO's answers (test_pypto_real_programs) and the
seed's failure on real kernels (test_real_kernels)."""

from __future__ import annotations

import tarfile
from functools import cache
from pathlib import Path

ARCHIVE = Path(__file__).parent / "real" / "real-programs.tar.xz"


@cache
def entries() -> dict[str, dict[str, str]]:
    """`file/entry` -> {`before.py`, `after.py`, `pypto.json`: text}."""
    found: dict[str, dict[str, str]] = {}
    with tarfile.open(ARCHIVE, "r:xz") as archive:
        for member in archive.getmembers():
            parts = Path(member.name).parts
            handle = archive.extractfile(member) if member.isfile() else None
            if handle is None or len(parts) < 3:
                continue
            key = "/".join(parts[-3:-1])
            found.setdefault(key, {})[parts[-1]] = handle.read().decode()
    return found
