"""PyPTO interop: read PyPTO's printed IR, write the directions back
(pypto-interop.md)."""

from pypto_xdsl.interop.exporter import PyptoExportError, export_directions
from pypto_xdsl.interop.hooks import PyptoImportError
from pypto_xdsl.interop.importer import (
    generic_operator_summary,
    import_for_tasks,
    import_pypto,
)

__all__ = [
    "PyptoExportError",
    "PyptoImportError",
    "export_directions",
    "generic_operator_summary",
    "import_for_tasks",
    "import_pypto",
]
