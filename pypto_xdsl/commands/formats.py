"""Which of the two inputs the commands read a text is: a pto module (MLIR,
as xdsl-opt prints it) or a printed PyPTO program (Python)."""

from __future__ import annotations

import re


def is_printed_pypto(name: str, text: str) -> bool:
    """Whether the input is a printed PyPTO program rather than a pto module:
    by its name (`.py`, `.mlir`), else (standard input, other names) by its
    first line that is neither blank nor a Python comment (`# ...`, `#!...`):
    printed PyPTO starts with `import`, `from`, `class` or a decorator; MLIR
    with an op, `module`, `//` or an alias (`#map = ...`, `!t = ...`)."""
    if name.endswith(".py"):
        return True
    if name.endswith(".mlir"):
        return False
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or _PYTHON_COMMENT.match(stripped):
            continue
        return _PYTHON_START.match(stripped) is not None
    return False


_PYTHON_COMMENT = re.compile(r"#(\s|!|$)")
_PYTHON_START = re.compile(r"(import|from|class)\s|@")
