"""`xdsl-opt -f pypto FILE` (and `xdsl-opt FILE.py`): printed PyPTO as an xDSL frontend."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import IO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.frontend import Frontend

from pypto_xdsl.interop.importer import (
    decode_source,
    generic_operator_summary,
    import_pypto,
)


@dataclass(frozen=True)
class PyptoFrontend(Frontend):
    """Reads PyPTO's printed IR; a problem is a `ParseError` on its line
    (printed without a traceback under `--parsing-diagnostics`). The operators
    kept as `pto.op` are counted on standard error."""

    name = "pypto"

    def parse(self, ctx: Context, input: IO[bytes], input_name: str) -> ModuleOp:
        module = import_pypto(decode_source(input.read(), input_name), input_name)
        summary = generic_operator_summary(module)
        if summary is not None:
            print(summary, file=sys.stderr)
        return module


@dataclass(frozen=True)
class PyFileFrontend(PyptoFrontend):
    """The same frontend, chosen by xdsl-opt for a `.py` input file."""

    name = "py"
