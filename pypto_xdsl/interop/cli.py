"""`pto-export`: derive the directions of a printed PyPTO program and write
them back into its text (docs/pypto.md).

    pto-export prog.py                      # derive-call-directions, result on stdout
    pto-export prog.py -p 'derive-call-directions{compat=pypto}' -o prog.after.py
    pto-export prog.py --module result.mlir # directions from an xdsl-opt run
    pto-export prog.py --in-place

The output is written to a temporary file next to it and renamed, so an error
never leaves a partly written file.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException

from pypto_xdsl.context import pto_context
from pypto_xdsl.interop.exporter import PyptoExportError, export_directions
from pypto_xdsl.interop.hooks import PyptoImportError
from pypto_xdsl.interop.importer import (
    decode_source,
    generic_operator_summary,
    import_pypto,
)

DEFAULT_PIPELINE = "derive-call-directions"


class CommandError(Exception):
    """A one-line error for the person running the command."""


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="pto-export",
        description="Run passes on a printed PyPTO program (pypto.ir.python_print "
        "at DeriveCallDirections' input) and write the derived call and parameter "
        "directions back into its text; every other byte is unchanged.",
    )
    parser.add_argument("file", help="the printed PyPTO program (.py)")
    parser.add_argument(
        "-p",
        "--passes",
        default=DEFAULT_PIPELINE,
        help=f"xdsl-opt pass pipeline to run on the import (default: {DEFAULT_PIPELINE})",
    )
    parser.add_argument(
        "--module",
        metavar="MLIR",
        help="take the directions from this module instead of running passes: the "
        "output of `xdsl-opt -f pypto FILE -p ... --print-debuginfo`",
    )
    out = parser.add_mutually_exclusive_group()
    out.add_argument("-o", "--output", help="write the result here (default: stdout)")
    out.add_argument(
        "-i", "--in-place", action="store_true", help="replace FILE with the result"
    )
    return parser.parse_args(argv)


def _read(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror}") from None


def _failure(error: Exception) -> str:
    """The message of a pass failure without the module dump in its notes."""
    lines = [line.rstrip() for line in str(error).strip().splitlines() if line.strip()]
    return "; ".join(line.strip() for line in lines) or type(error).__name__


def _module(args: argparse.Namespace, text: str) -> ModuleOp:
    try:
        module = import_pypto(text, args.file)
    except PyptoImportError as error:
        raise CommandError(error.one_line) from None
    summary = generic_operator_summary(module)
    if summary is not None:
        print(summary, file=sys.stderr)
    ctx = pto_context()
    if args.module is not None:
        mlir = _read(args.module).decode("utf-8", "replace")
        try:
            parsed = Parser(ctx, mlir, args.module).parse_module()
            parsed.verify()
        except ParseError as error:
            raise CommandError(
                f"cannot parse {args.module}: {_failure(error)}"
            ) from None
        except VerifyException as error:
            raise CommandError(
                f"{args.module}: invalid IR: {_failure(error)}"
            ) from None
        return parsed
    passes = Universe.get_multiverse().all_passes
    try:
        pipeline = PassPipeline.parse_spec(passes, args.passes)
    except Exception as error:  # xDSL reports a bad spec with several types
        raise CommandError(f"bad pass pipeline {args.passes!r}: {error}") from None
    try:
        pipeline.apply(ctx, module)
    except (DiagnosticException, VerifyException) as error:
        raise CommandError(_failure(error)) from None
    return module


def _write_atomically(path: str, text: str) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, temp = tempfile.mkstemp(prefix=".pto-export-", dir=directory)
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        if os.path.exists(path):
            os.chmod(temp, os.stat(path).st_mode & 0o7777)
        os.replace(temp, path)
    except OSError as error:
        if os.path.exists(temp):
            os.unlink(temp)
        raise CommandError(f"cannot write {path}: {error.strerror}") from None


def run(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    try:
        text = decode_source(_read(args.file), args.file)
    except PyptoImportError as error:
        raise CommandError(error.one_line) from None
    module = _module(args, text)
    try:
        result = export_directions(text, module)
    except PyptoExportError as error:
        raise CommandError(f"{args.file}: {error}") from None
    target = args.file if args.in_place else args.output
    if target is None:
        sys.stdout.write(result)
    else:
        _write_atomically(target, result)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(argv)
    except CommandError as error:
        print(f"pto-export: error: {error}", file=sys.stderr)
        return 1
    except RecursionError:
        print("pto-export: error: the program is nested too deeply", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
