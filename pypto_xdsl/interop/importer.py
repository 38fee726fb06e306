"""The PyPTO frontend's public names, kept for their importers; the frontend
itself lives in `pypto_xdsl.interop.pypto` (one room per concern)."""

from pypto_xdsl.interop.pypto import (
    ATTRS_KEY,
    decode_source,
    generic_operator_summary,
    import_pypto,
)

__all__ = ["ATTRS_KEY", "decode_source", "generic_operator_summary", "import_pypto"]
