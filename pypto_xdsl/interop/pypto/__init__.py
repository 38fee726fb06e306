"""The PyPTO frontend: printed PyPTO (pypto-interop.md, *The printed form*)
as a `pto` module, in rooms along PyPTO's own parser layout.

The text is read with Python's `ast`, never with PyPTO. One `pto.func` per
method of the `@pl.program` class; statements map as the spec's *Mapping*
says. Every op gets its statement's `FileLineColLoc` (line, 1-based column of
the expression), so diagnostics name the PyPTO line and the exporter finds
each call again. Anything the importer cannot say faithfully stops the import
with one `PyptoImportError` on its line.

    text.py         entry points: decode_source, import_pypto, the pto.op summary
    spans.py        diagnostics and locations over one Input
    scopes.py       names and their bindings; what a `with` block's results are
    types.py        the type resolver (printed_types.py: the annotation forms)
    state.py        ImportState, the one object the rooms share
    decorators.py   @pl.program, @pl.function: declare, then define
    statements.py   assignments, loops, branches, scopes, return, pl.yield_
    expressions.py  scalar expressions (arith)
    operators.py    calls, submits, catalogue matching (a plan or None), pto.op
"""

from pypto_xdsl.interop.pypto.state import ATTRS_KEY
from pypto_xdsl.interop.pypto.text import (
    decode_source,
    generic_operator_summary,
    import_pypto,
)

__all__ = ["ATTRS_KEY", "decode_source", "generic_operator_summary", "import_pypto"]
