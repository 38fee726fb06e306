"""`pto-tasks`: the task graph the runtime builds from a program's directions.

    pto-tasks FILE [--function NAME] [--bind NAME=VALUE ...] [--json]
              [--dot OUT.dot] [--svg OUT.svg] [--drawing auto|full|summary]
              [--max-tasks N] [--max-iterations N] [--exit-zero] [--verbose]
              [--version]

FILE is a pto module (`.mlir`) or a printed PyPTO program (`.py`); FILE and
every output may be `-` (standard input, standard output), e.g.
`xdsl-opt -p derive-call-directions prog.mlir | pto-tasks - --dot -`.
Exit status (pypto_xdsl.commands.errors, shared with pto-export): 0 without
races, 1 with races (0 with --exit-zero), 2 on an error (one line on standard
error, `FILE:LINE:COL: error: ...` when it has a place in the input, nothing
written), 130 when interrupted.

This module is the console entry point and imports nothing heavy: the command
itself is `pypto_xdsl.tasks_command`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from pypto_xdsl.commands.errors import EXIT_INTERRUPTED


def main(argv: Sequence[str] | None = None) -> int:
    """Run `pto-tasks`. xDSL and the analyses take a second or more to import:
    they are imported in here, so that a Ctrl-C while they load exits 130
    without a traceback, as one at any later moment does."""
    try:
        from pypto_xdsl.tasks_command import command

        return command(argv)
    except KeyboardInterrupt:
        # Nothing written, no traceback, the shell's status for SIGINT.
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
