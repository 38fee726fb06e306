"""`pto-export`: write the directions passes derive back into a printed PyPTO
program (docs/pypto.md; the command is `pypto_xdsl.commands.export`).

This module is the console entry point and imports nothing heavy, so that a
Ctrl-C while xDSL loads exits 130 without a traceback, as one at any later
moment does (nothing is written: commands/files.py).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from pypto_xdsl.commands.errors import EXIT_INTERRUPTED


def main(argv: Sequence[str] | None = None) -> int:
    try:
        from pypto_xdsl.commands.export import command

        return command(argv)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
