"""A Context that reads `pto` programs: builtin, arith, scf and pto loaded."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.arith import Arith
from xdsl.dialects.builtin import Builtin
from xdsl.dialects.scf import Scf
from xdsl.ir import Dialect

from pypto_xdsl.dialects.pto import PTO


def pto_context(*extra: Dialect) -> Context:
    """The dialects every `pto` program uses, plus `extra` ones."""
    ctx = Context()
    for dialect in (Builtin, Arith, Scf, PTO, *extra):
        ctx.load_dialect(dialect)
    return ctx
