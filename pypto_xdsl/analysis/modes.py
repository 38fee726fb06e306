"""The two rule sets of derive-call-directions (derive-call-directions.md,
*Modes*): the sound default, and PyPTO's rules on request."""

from __future__ import annotations

from typing import Literal

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.str_enum import StrEnum

from pypto_xdsl.diagnostics import Problem, raise_problems

CompatName = Literal["none", "pypto"]
"""The type of a pass's `compat` option: xDSL's option parser rejects any other
value with a one-line error that lists these two."""


class Compat(StrEnum):
    """The value of the `compat` option."""

    NONE = "none"
    """The sound default: no alias can hide a writer."""
    PYPTO = "pypto"
    """PyPTO's rules exactly, for bit-for-bit agreement with a PyPTO pipeline."""

    @staticmethod
    def parse(value: str) -> Compat:
        """The mode a `compat=value` option names; ValueError with the fix
        otherwise."""
        try:
            return Compat(value)
        except ValueError:
            raise ValueError(
                f"unknown compat '{value}': expected 'none' (the sound default) "
                "or 'pypto' (PyPTO's rules)"
            ) from None


def compat_option(module: ModuleOp, value: str, pass_name: str) -> Compat:
    """The mode a pass's `compat` option names; otherwise the pass fails with
    the fix as a diagnostic on the module."""
    try:
        return Compat.parse(value)
    except ValueError as error:
        raise_problems(module, [Problem(module, str(error))], pass_name)
        raise  # raise_problems has raised already
