"""How every pass of pypto-xdsl meets its input: scope by scope, verified.

A nested `builtin.module` is its own symbol table, as in xDSL: its calls
resolve among its own functions (`CallLikeOp.resolve_callee` looks in the
nearest module). The passes analyse one table at a time, so `per_symbol_scope`
runs a pass on the module and then on each module nested in it, instead of
skipping the nested ones.

Passes assume verified IR, which xdsl-opt --disable-verify or a Python caller
may not give them. Verifying on entry would cost more than most passes, so
input is verified only when a pass fails on it with something other than a
diagnostic: then the verifier's diagnostic is what is reported (a malformed
property, say), and the failure itself only when the input verifies.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import TypeVar, cast

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import VerifyException

_Apply = TypeVar("_Apply", bound=Callable[..., None])

# What code reading IR that does not verify fails with.
_CRASHES = (
    AttributeError,
    KeyError,
    IndexError,
    TypeError,
    ValueError,
    AssertionError,
)


def symbol_scopes(module: ModuleOp) -> Iterator[ModuleOp]:
    """`module`, then every module nested in it, outer before inner. Modules
    nest as ops of a module's body (a pto.func body rejects them)."""
    stack = [module]
    while stack:
        scope = stack.pop()
        yield scope
        # By class identity: an isinstance that fails is a Python-level call on
        # xDSL's classes, and a module holds thousands of functions.
        nested = [op for op in scope.ops if type(op) is ModuleOp]
        stack.extend(reversed(nested))


def per_symbol_scope(apply: _Apply) -> _Apply:
    """Wrap a pass's `apply`: run it on each symbol scope of the module, and
    turn a failure on unverified input into the verifier's diagnostic."""

    @functools.wraps(apply)
    def run(self: ModulePass, ctx: Context, op: ModuleOp) -> None:
        try:
            for scope in list(symbol_scopes(op)):
                apply(self, ctx, scope)
        except _CRASHES:
            try:
                op.verify()
            except VerifyException as diagnostic:
                raise diagnostic from None
            raise

    return cast(_Apply, run)
