"""What the tests of the commands and of the importer share: the small
printed PyPTO program `p` they write by hand (a kernel `k(x, y: Out) -> y`,
then an orchestration function `main` whose body each test gives), and the
script that starts a command and interrupts it while xDSL loads."""

from __future__ import annotations

import textwrap

T = "pl.Tensor[[64], pl.FP32]"
NAMED = "# pypto.program: p\n"
"""The first line PyPTO's printer writes (optional for the importer)."""
PRELUDE = "import pypto.language as pl\n\n@pl.program\nclass p:\n"
KERNEL = f"""\
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: {T}, y: pl.Out[{T}]) -> {T}:
        return y
"""


def main_def(params: str = f"x: {T}, y: pl.Out[{T}]", returns: str = T) -> str:
    """The head of the orchestration function `main`."""
    return (
        "    @pl.function(type=pl.FunctionType.Orchestration)\n"
        f"    def main(self, {params}) -> {returns}:\n"
    )


MAIN = main_def()


def body(text: str) -> str:
    """`text` (any indentation) as a function body: 8 spaces deep."""
    return textwrap.indent(textwrap.dedent(text), " " * 8)


def interrupted_start(entry_module: str) -> str:
    """A script that runs `entry_module`'s main as its console script does,
    sending itself a SIGINT when Python starts loading xDSL's parser (os.kill
    raises KeyboardInterrupt at once when the signal is the process's own: no
    race with the imports)."""
    return f"""
import os, signal, sys

# As in a terminal, even where this test runs with SIGINT ignored.
signal.signal(signal.SIGINT, signal.default_int_handler)

class Interrupt:
    def find_spec(self, name, path=None, target=None):
        if name == "xdsl.parser":
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, Interrupt())
from {entry_module} import main  # what the console script does
sys.exit(main(sys.argv[1:]))
"""
