"""The context the commands read a pto module with."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.universe import Universe

from pypto_xdsl.context import pto_context


def command_context() -> Context:
    """The `pto` dialects loaded, every other dialect xdsl-opt knows on demand
    (a module with `func.func` helpers reads as it does in xdsl-opt)."""
    ctx = pto_context()
    loaded = set(ctx.registered_dialect_names)
    for name, factory in Universe.get_multiverse().all_dialects.items():
        if name not in loaded:
            ctx.register_dialect(name, factory)
    return ctx
