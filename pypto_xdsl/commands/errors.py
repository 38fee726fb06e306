"""One convention for both commands (`pto-tasks`, `pto-export`).

Exit status: 0 success, 1 findings (races; problems a pass found in the
program), 2 errors (bad input, options or files: one line on standard error,
nothing written), 130 interrupted (Ctrl-C: no traceback, nothing written).

Standard library only: the console entry points import this module before
xDSL, so that a Ctrl-C while xDSL loads exits 130 quietly.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

EXIT_SUCCESS = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2
EXIT_INTERRUPTED = 130

EXIT_STATUS_HELP = (
    "Exit status: 0 success, 1 findings, 2 error (one line on standard error, "
    "nothing written), 130 interrupted."
)


class CommandError(Exception):
    """A one-line error for the person running a command, at `where`
    (`FILE:LINE:COL`) when it has a place in the input."""

    def __init__(self, message: str, where: str | None = None):
        super().__init__(message)
        self.message = message
        self.where = where

    def line(self, program: str) -> str:
        """The line on standard error: `FILE:LINE:COL: error: ...` when the
        error has a place, else `PROGRAM: error: ...`."""
        if self.where is None:
            return f"{program}: error: {self.message}"
        return f"{self.where}: error: {self.message}"


def first_line(text: str) -> str:
    """The first non-blank line of a (possibly multi-line) message."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[0] if lines else "unknown error"


class ArgumentParser(argparse.ArgumentParser):
    """argparse, with its errors on one line (no usage block) and exit status
    EXIT_ERROR, as every other error of the commands."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_ERROR, f"{self.prog}: error: {message} ({self.prog} --help)\n")


def run_command(
    program: str, run: Callable[[Sequence[str] | None], int], argv: Sequence[str] | None
) -> int:
    """`run(argv)`'s exit status, every error one line on standard error."""
    try:
        return run(argv)
    except CommandError as error:
        print(error.line(program), file=sys.stderr)
        return EXIT_ERROR
    except BrokenPipeError:
        # The reader went away (`... | head`): nothing left to say.
        sys.stderr.close()
        return EXIT_ERROR
    except RecursionError:
        print(f"{program}: error: the program is nested too deeply", file=sys.stderr)
        return EXIT_ERROR
