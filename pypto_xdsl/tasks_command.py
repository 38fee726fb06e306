"""What `pto-tasks` does: its arguments, the input, the task graph and the
outputs. The console entry point, `pypto_xdsl.tasks_cli`, imports this module
(and with it xDSL) only once a Ctrl-C would exit quietly.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from typing import NamedTuple, TextIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException

from pypto_xdsl import __version__
from pypto_xdsl.analysis.buffer_roots import buffer_roots
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.task_graph import TaskGraphError, root_functions, task_graphs
from pypto_xdsl.analysis.task_graph.render import dot, json_object, summary
from pypto_xdsl.commands.errors import (
    EXIT_FINDINGS,
    EXIT_STATUS_HELP,
    EXIT_SUCCESS,
    ArgumentParser,
    CommandError,
    first_line,
    run_command,
)
from pypto_xdsl.commands.files import write_file
from pypto_xdsl.commands.formats import is_printed_pypto
from pypto_xdsl.commands.source import Source, located, parse_module, read_source
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.transforms.options import parse_bind

PROGRAM = "pto-tasks"

PROGRESS_AFTER = 2.0
"""Seconds before the progress line appears (on a terminal only)."""

GRAPHVIZ_MISSING = (
    "--svg needs Graphviz's `dot` on PATH, which was not found: install Graphviz "
    "(apt-get install graphviz, brew install graphviz or conda install graphviz), "
    "or write the DOT with --dot OUT.dot and render it elsewhere"
)


def _at_least_one(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not an integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not at least 1")
    return value


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = ArgumentParser(
        prog=PROGRAM,
        description="Replay the PyPTO task runtime on an orchestration function: "
        "its tasks, runtime edges, races, critical path and parallelism. Reads "
        "a pto module (.mlir, as xdsl-opt prints it) or a printed PyPTO program "
        "(.py, pypto.ir.python_print; calls without directions get them from "
        "derive-call-directions first). "
        + EXIT_STATUS_HELP
        + " Races are findings (status 0 with --exit-zero).",
    )
    parser.add_argument(
        "file",
        help="a pto module (.mlir) or a printed PyPTO program (.py); - reads "
        "standard input, either kind (told apart by its first line)",
    )
    parser.add_argument(
        "--function", metavar="NAME", help="the orchestration function to replay"
    )
    parser.add_argument(
        "--bind",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a scalar parameter's value, or a `?` dimension's as NAME.dimK",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print JSON, one object per function, instead of the summary",
    )
    parser.add_argument(
        "--dot",
        metavar="OUT.dot",
        help="write the graph as Graphviz DOT (- for stdout)",
    )
    parser.add_argument(
        "--svg",
        metavar="OUT.svg",
        help="render the graph with Graphviz's dot (- for stdout)",
    )
    parser.add_argument(
        "--drawing",
        choices=("auto", "full", "summary"),
        default="auto",
        help="full: one node per task; summary: one node per call site, loop "
        "iterations folded, races kept; auto (default): summary above "
        "300 tasks",
    )
    parser.add_argument(
        "--max-tasks",
        type=_at_least_one,
        default=100000,
        metavar="N",
        help="stop with an error at task N+1 (default 100000)",
    )
    parser.add_argument(
        "--max-iterations",
        type=_at_least_one,
        default=1024,
        metavar="N",
        help="stop with an error on a scf.while still running after N "
        "iterations (default 1024)",
    )
    parser.add_argument(
        "--exit-zero",
        action="store_true",
        help="exit with status 0 even when races are found",
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="also say on standard error what was done to the input (calls "
        "whose directions were derived, operators kept with unclassified "
        "effects)",
    )
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {__version__}"
    )
    return parser.parse_args(argv)


# Input ------------------------------------------------------------------------


def _parse(source: Source, verbose: bool) -> ModuleOp:
    if is_printed_pypto(source.name, source.text):
        return _import_pypto(source.text, source.name, verbose)
    return parse_module(source)


class Loaded(NamedTuple):
    """A printed PyPTO program imported for the task graph."""

    module: ModuleOp
    warnings: list[str]
    """What needs the user's attention, located (`FILE:LINE:COL: warning:
    ...`): operators kept with unclassified effects. Always printed."""
    notes: list[str]
    """What was done (directions derived). Printed with --verbose."""


def load(text: str, filename: str) -> Loaded:
    """The import of printed PyPTO ready for the task graph: calls without
    directions get them from `derive-call-directions` (the sound default;
    explicit directions are kept)."""
    from pypto_xdsl.dialects.call import CallOp, SubmitOp
    from pypto_xdsl.interop import generic_operator_summary, import_pypto
    from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

    module = import_pypto(text, filename)
    summary = generic_operator_summary(module)
    warnings = [] if summary is None else summary.splitlines()
    notes: list[str] = []
    missing = sum(
        1
        for op in module.walk()
        if isinstance(op, CallOp | SubmitOp) and op.arg_directions is None
    )
    if missing:
        DeriveCallDirectionsPass().apply(pto_context(), module)
        notes.append(
            f"derived the directions of {missing} call(s) that had none "
            "(derive-call-directions, sound default)"
        )
    return Loaded(module, warnings, notes)


def load_for_tasks(text: str, filename: str) -> tuple[ModuleOp, list[str]]:
    """`load` with the warnings and notes in one list (for Python callers of
    the former `interop.import_for_tasks`)."""
    loaded = load(text, filename)
    return loaded.module, loaded.warnings + loaded.notes


def _import_pypto(text: str, name: str, verbose: bool) -> ModuleOp:
    """Printed PyPTO (docs/pypto.md): imported, and the call directions it
    lacks derived (sound default; explicit ones are kept). Located warnings
    are printed; what was done only with --verbose: a clean run is quiet."""
    from pypto_xdsl.interop import PyptoImportError

    try:
        loaded = load(text, name)
    except PyptoImportError as error:
        where = f"{error.filename}:{error.line}:{error.column}"
        raise CommandError(error.message, where) from None
    except DiagnosticException as error:
        raise CommandError(f"{name}: {first_line(str(error))}") from None
    for warning in loaded.warnings:
        print(warning, file=sys.stderr)
    if verbose:
        for note in loaded.notes:
            print(f"{PROGRAM}: {note}", file=sys.stderr)
    return loaded.module


# Output -----------------------------------------------------------------------


def _one_root(roots: list[FuncOp], option: str) -> None:
    if len(roots) > 1:
        names = ", ".join(f"@{f.sym_name.data}" for f in roots)
        raise CommandError(
            f"{option} draws one function, and there are {len(roots)} ({names}): "
            "choose one with --function"
        )


def _render_svg(dot_text: str) -> str:
    found = shutil.which("dot")
    if found is None:
        raise CommandError(GRAPHVIZ_MISSING)
    done = subprocess.run(
        [found, "-Tsvg"], input=dot_text, text=True, capture_output=True, check=False
    )
    if done.returncode != 0:
        raise CommandError(f"dot failed: {first_line(done.stderr or 'no message')}")
    return done.stdout


def _write(outputs: list[tuple[str, str]]) -> None:
    """Every output at the end, once nothing can fail any more: the files
    first (each replaced whole, as pto-export writes), standard output last,
    so that a file that cannot be written leaves nothing on standard output."""
    for path, text in outputs:
        if path != "-":
            write_file(path, text.encode("utf-8"))
    for path, text in outputs:
        if path == "-":
            sys.stdout.write(text)


def _check_outputs(args: argparse.Namespace) -> None:
    to_stdout = [f"--{o}" for o in ("dot", "svg") if getattr(args, o) == "-"]
    if args.json and to_stdout:
        to_stdout.insert(0, "--json")
    if len(to_stdout) > 1:
        raise CommandError(
            f"{' and '.join(to_stdout)} would all write to standard output: "
            "send all but one to a file"
        )
    if args.svg and shutil.which("dot") is None:
        raise CommandError(GRAPHVIZ_MISSING)


# Progress ---------------------------------------------------------------------


class _Progress:
    """`pto-tasks: PHASE (N s)` on standard error, redrawn in place, for runs
    longer than PROGRESS_AFTER seconds, and only on a terminal."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.enabled = stream.isatty()
        self.phase = ""
        self.start = time.monotonic()
        self.shown = False
        self._done = threading.Event()
        self._thread: threading.Thread | None = None

    @contextmanager
    def running(self) -> Generator[_Progress]:
        if self.enabled:
            self._thread = threading.Thread(target=self._loop, daemon=True)
            self._thread.start()
        try:
            yield self
        finally:
            self._done.set()
            if self._thread is not None:
                self._thread.join()
            if self.shown:
                self.stream.write("\r\033[K")
                self.stream.flush()

    def _loop(self) -> None:
        while not self._done.wait(0.5):
            elapsed = time.monotonic() - self.start
            if elapsed >= PROGRESS_AFTER:
                self.stream.write(f"\r\033[Kpto-tasks: {self.phase} ({elapsed:.0f} s)")
                self.stream.flush()
                self.shown = True


# The command ------------------------------------------------------------------


def run(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    _check_outputs(args)
    try:
        bound = parse_bind(tuple(args.bind), option="--bind")
    except ValueError as error:
        raise CommandError(str(error)) from None
    progress = _Progress(sys.stderr)
    with progress.running():
        progress.phase = f"reading {args.file}"
        source = read_source(args.file)
        progress.phase = f"parsing {source.name}"
        module = _parse(source, args.verbose)
        graph = call_graph(module)
        if (args.dot or args.svg) and args.function is None:
            # Before the work: a drawing is of one function.
            _one_root(root_functions(graph), "--dot" if args.dot else "--svg")
        progress.phase = "executing the orchestration function"
        try:
            graphs = task_graphs(
                graph,
                buffer_roots(graph, Signatures(graph)),
                args.function,
                bound,
                max_tasks=args.max_tasks,
                max_iterations=args.max_iterations,
            )
        except TaskGraphError as error:
            raise located(source, error.op, error.message) from None
        progress.phase = "drawing"
        outputs: list[tuple[str, str]] = []
        if args.json:
            outputs.append(
                ("-", "".join(json.dumps(json_object(g)) + "\n" for g in graphs))
            )
        elif "-" not in (args.dot, args.svg):
            outputs.append(("-", "\n\n".join(summary(g) for g in graphs) + "\n"))
        drawing = None if args.drawing == "auto" else args.drawing == "summary"
        if args.dot:
            outputs.append((args.dot, dot(graphs[0], summarize=drawing)))
        if args.svg:
            text = dot(graphs[0], summarize=drawing)
            outputs.append((args.svg, _render_svg(text)))
    _write(outputs)
    races = any(g.races for g in graphs)
    return EXIT_FINDINGS if races and not args.exit_zero else EXIT_SUCCESS


def command(argv: Sequence[str] | None = None) -> int:
    """`pto-tasks ARGV`: its exit status, every error one line on stderr."""
    return run_command(PROGRAM, run, argv)
