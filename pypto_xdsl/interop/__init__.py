"""PyPTO interop: read PyPTO's printed IR, write the directions back
(pypto-interop.md)."""

from __future__ import annotations

from typing import Any

from pypto_xdsl.interop.exporter import PyptoExportError, export_directions
from pypto_xdsl.interop.hooks import PyptoImportError
from pypto_xdsl.interop.pypto import (
    decode_source,
    generic_operator_summary,
    import_pypto,
)

__all__ = [
    "PyptoExportError",
    "PyptoImportError",
    "decode_source",
    "export_directions",
    "generic_operator_summary",
    "import_pypto",
]


def __getattr__(name: str) -> Any:
    # `import_for_tasks` runs a pass, so it is the `pto-tasks` command's
    # (`tasks_command.load_for_tasks`); the old name still resolves, lazily,
    # so that importing the frontend imports no pass.
    if name == "import_for_tasks":
        from pypto_xdsl.tasks_command import load_for_tasks

        return load_for_tasks
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
