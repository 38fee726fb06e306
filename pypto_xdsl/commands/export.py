"""`pto-export`: derive the directions of a printed PyPTO program and write
them back into its text (docs/pypto.md).

    pto-export prog.py                      # derive-call-directions, result on stdout
    pto-export prog.py -p 'derive-call-directions{compat=pypto}' -o prog.after.py
    pto-export prog.py --module result.mlir # directions from an xdsl-opt run
    pto-export prog.py --in-place
    cat prog.py | pto-export - > prog.after.py

Exit status (commands/errors.py): 0 written, 1 findings (a pass found
problems in the program: they are printed, nothing is written), 2 an error
(one line, nothing written), 130 interrupted. Files are written by
commands/files.py: whole or not at all.

The console entry point is `pypto_xdsl.export_cli`, which imports this module
once a Ctrl-C would exit quietly.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import NamedTuple

from xdsl.dialects.builtin import FileLineColLoc, ModuleOp
from xdsl.ir import Operation
from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import (
    DiagnosticException,
    PassFailedException,
    VerifyException,
)

from pypto_xdsl import __version__
from pypto_xdsl.commands.errors import (
    EXIT_FINDINGS,
    EXIT_STATUS_HELP,
    EXIT_SUCCESS,
    ArgumentParser,
    CommandError,
    run_command,
)
from pypto_xdsl.commands.files import write_file
from pypto_xdsl.commands.formats import is_printed_pypto
from pypto_xdsl.commands.source import parse_module, read_bytes, read_source
from pypto_xdsl.context import pto_context
from pypto_xdsl.diagnostics import PassProblems
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.interop.exporter import PyptoExportError, export_directions
from pypto_xdsl.interop.hooks import PyptoImportError
from pypto_xdsl.interop.importer import (
    decode_source,
    generic_operator_summary,
    import_pypto,
)

PROGRAM = "pto-export"
DEFAULT_PIPELINE = "derive-call-directions"
STDIN = "<stdin>"


class Arguments(NamedTuple):
    file: str
    passes: str
    module: str | None
    output: str | None
    in_place: bool
    verbose: bool


def _arguments(argv: Sequence[str] | None) -> Arguments:
    parser = ArgumentParser(
        prog=PROGRAM,
        description="Read a printed PyPTO program (.py: pypto.ir.python_print "
        "at DeriveCallDirections' input), run passes on its import, and write "
        "the derived call and parameter directions back into its text; every "
        "other byte is unchanged, and the result is checked to be valid Python. "
        "With --module, the directions come from a pto module (.mlir) that "
        "xdsl-opt printed for the same file. "
        + EXIT_STATUS_HELP
        + " Findings are problems a pass found in the program (nothing is "
        "written).",
    )
    parser.add_argument(
        "file", help="the printed PyPTO program (.py), or - for standard input"
    )
    parser.add_argument(
        "-p",
        "--passes",
        default=DEFAULT_PIPELINE,
        help=f"xdsl-opt pass pipeline to run on the import (default: {DEFAULT_PIPELINE})",
    )
    parser.add_argument(
        "--module",
        metavar="RESULT.mlir",
        help="take the directions from this pto module instead of running passes: "
        "what `xdsl-opt -f pypto FILE -p ...` printed (with or without "
        "--print-debuginfo)",
    )
    out = parser.add_mutually_exclusive_group()
    out.add_argument(
        "-o", "--output", help="write the result here (default: standard output)"
    )
    out.add_argument(
        "-i",
        "--in-place",
        action="store_true",
        help="replace FILE with the result (through a symlink, keeping its mode "
        "and hard links)",
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="also say on standard error what was written (how many calls' "
        "directions, and where)",
    )
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {__version__}"
    )
    ns = parser.parse_args(argv)
    return Arguments(ns.file, ns.passes, ns.module, ns.output, ns.in_place, ns.verbose)


def _import_error(error: PyptoImportError) -> CommandError:
    return CommandError(error.message, f"{error.filename}:{error.line}:{error.column}")


def _failure(error: Exception) -> str:
    """The message of a failure on one line, without the module dump xDSL
    adds in its notes."""
    lines = [line.strip() for line in str(error).strip().splitlines() if line.strip()]
    return "; ".join(lines) or type(error).__name__


class _Findings(Exception):
    """A pass found problems in the program: its lines, to print."""

    def __init__(self, lines: list[str]):
        super().__init__("\n".join(lines))
        self.lines = lines


def _module(args: Arguments, text: str, name: str) -> ModuleOp:
    try:
        module = import_pypto(text, name)
    except PyptoImportError as error:
        raise _import_error(error) from None
    # Operators kept with unclassified effects: located warnings, printed
    # always (the directions around them may be less precise).
    summary = generic_operator_summary(module)
    if summary is not None:
        print(summary, file=sys.stderr)
    if args.module is not None:
        _take_directions(module, _parsed(args.module), args.module, name)
        return module
    passes = Universe.get_multiverse().all_passes
    try:
        pipeline = PassPipeline.parse_spec(passes, args.passes)
    except SystemExit as error:
        # Our passes' option errors (transforms/options.py) are SystemExits
        # carrying their line, for xdsl-opt.
        raise CommandError(f"bad pass pipeline {args.passes!r}: {error}") from None
    except Exception as error:  # xDSL reports a bad spec with several types
        raise CommandError(f"bad pass pipeline {args.passes!r}: {error}") from None
    try:
        pipeline.apply(pto_context(), module)
    except PassFailedException as error:
        raise _Findings(_problem_lines(error)) from None
    except (DiagnosticException, VerifyException) as error:
        raise CommandError(_failure(error)) from None
    return module


def _problem_lines(error: PassFailedException) -> list[str]:
    """One located line per problem (a pass of ours: diagnostics.PassProblems;
    another pass: the lines of its message, without the module dump xDSL
    puts in its notes), then what happened."""
    text = [line.strip() for line in str(error).strip().splitlines() if line.strip()]
    head = text[0].rstrip(":") if text else "a pass failed"
    lines = list(error.lines) if isinstance(error, PassProblems) else text[1:]
    return [*lines, f"{PROGRAM}: {head}; nothing written"]


def _parsed(path: str) -> ModuleOp:
    source = read_source(path)
    if is_printed_pypto(path, source.text):
        raise CommandError(
            f"--module {path}: a printed PyPTO program, not a pto module: give "
            "what `xdsl-opt -f pypto FILE -p ...` printed for FILE"
        )
    return parse_module(source)


_DIRECTED = (FuncOp, CallOp, SubmitOp)


def _label(op: Operation) -> str:
    if isinstance(op, FuncOp):
        return f"function @{op.sym_name.data}"
    assert isinstance(op, CallOp | SubmitOp)
    return f"{op.name} @{op.callee.root_reference.data}"


def _take_directions(
    imported: ModuleOp, result: ModuleOp, result_name: str, name: str
) -> None:
    """The directions of `result` (xdsl-opt's output for the same program,
    after passes) onto `imported`, whose ops know their places in the text.

    The functions and calls of both are paired in order: passes change
    directions, not which functions and calls there are. A location in
    `result` (--print-debuginfo) must name the place of its pair."""
    mine = [op for op in imported.walk() if isinstance(op, _DIRECTED)]
    theirs = [op for op in result.walk() if isinstance(op, _DIRECTED)]
    for index, (a, b) in enumerate(zip(mine, theirs, strict=False)):
        if type(a) is not type(b) or _label(a) != _label(b):
            raise CommandError(
                f"{result_name}: {_label(b)} (function or call {index + 1}) is "
                f"{_label(a)} in {name}: give the module xdsl-opt printed for "
                "this program"
            )
        loc = b.location
        # Line and column only: the two runs may name the file differently
        # (`prog.py`, `./prog.py`).
        if isinstance(loc, FileLineColLoc) and _place(b) != _place(a):
            raise CommandError(
                f"{result_name}: {_label(b)} is at {loc.line.data}:"
                f"{loc.column.data}, in {name} at {_place(a)}: give the module "
                "xdsl-opt printed for this program"
            )
        for key in ("param_directions", "arg_directions"):
            value = b.properties.get(key)
            if value is None:
                a.properties.pop(key, None)
            else:
                a.properties[key] = value
    if len(mine) != len(theirs):
        raise CommandError(
            f"{result_name} has {len(theirs)} functions and calls, {name} "
            f"{len(mine)}: give the module xdsl-opt printed for this program"
        )


def _place(op: Operation) -> str:
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        return f"{loc.line.data}:{loc.column.data}"
    return "an unknown place"


def run(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    if args.in_place and args.file == "-":
        raise CommandError("--in-place needs a file: standard input cannot be replaced")
    name = STDIN if args.file == "-" else args.file
    try:
        text = decode_source(read_bytes(args.file), name)
    except PyptoImportError as error:
        raise _import_error(error) from None
    try:
        module = _module(args, text, name)
    except _Findings as findings:
        for line in findings.lines:
            print(line, file=sys.stderr)
        return EXIT_FINDINGS
    try:
        result = export_directions(text, module)
    except PyptoExportError as error:
        raise CommandError(f"{name}: {error}") from None
    data = result.encode()
    target = args.file if args.in_place else args.output
    if target is None or target == "-":
        sys.stdout.flush()
        stream = getattr(sys.stdout, "buffer", None)
        if stream is not None:
            stream.write(data)
            stream.flush()
        else:
            sys.stdout.write(result)
    else:
        write_file(target, data)
    if args.verbose:
        calls = sum(
            1
            for op in module.walk()
            if isinstance(op, CallOp | SubmitOp) and op.arg_directions
        )
        where = "standard output" if target in (None, "-") else target
        print(
            f"{PROGRAM}: wrote the directions of {calls} call(s) to {where}",
            file=sys.stderr,
        )
    return EXIT_SUCCESS


def command(argv: Sequence[str] | None = None) -> int:
    """`pto-export ARGV`: its exit status, every error one line on stderr."""
    return run_command(PROGRAM, run, argv)
