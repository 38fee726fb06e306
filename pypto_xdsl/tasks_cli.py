"""`pto-tasks`: the task graph the runtime builds from a program's directions.

    pto-tasks FILE [--function NAME] [--bind NAME=VALUE ...] [--json]
              [--dot OUT.dot] [--svg OUT.svg] [--max-tasks N]

FILE may be `-` (standard input), e.g. after `xdsl-opt -p derive-call-directions`.
Errors are one line on standard error and a non-zero exit status.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException

from pypto_xdsl.analysis.task_graph import TaskGraph, TaskGraphError, task_graphs
from pypto_xdsl.analysis.task_graph.render import dot, json_object, summary
from pypto_xdsl.context import pto_context
from pypto_xdsl.transforms.check_task_races import parse_bind

GRAPHVIZ_MISSING = (
    "--svg needs Graphviz's `dot` on PATH, which was not found: install Graphviz "
    "(apt-get install graphviz, brew install graphviz or conda install graphviz), "
    "or write the DOT with --dot OUT.dot and render it elsewhere"
)


class CommandError(Exception):
    """A one-line error for the person running the command."""


def _first_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[0] if lines else "unknown error"


def _located(text: str) -> str:
    """xDSL's `file:line:col`, source line, carets, message: as one line."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not lines:
        return "unknown error"
    for k, line in enumerate(lines[:-1]):
        if set(line) <= set("^~"):
            return f"{lines[0]}: {lines[k + 1]}"
    return lines[0] if len(lines) == 1 else f"{lines[0]}: {lines[-1]}"


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="pto-tasks",
        description="Replay the PyPTO task runtime on an orchestration function: "
        "its tasks, runtime edges, races, critical path and parallelism.",
    )
    parser.add_argument("file", help="a pto program (.mlir), or - for standard input")
    parser.add_argument("--function", help="the orchestration function to replay")
    parser.add_argument(
        "--bind",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a scalar parameter's value, or a `?` dimension's as NAME.dimK",
    )
    parser.add_argument(
        "--json", action="store_true", help="print JSON, one object per function"
    )
    parser.add_argument(
        "--dot", metavar="OUT.dot", help="write the graph as Graphviz DOT"
    )
    parser.add_argument(
        "--svg", metavar="OUT.svg", help="render the graph with Graphviz's dot"
    )
    parser.add_argument("--max-tasks", type=int, default=100000, metavar="N")
    return parser.parse_args(argv)


def _read(path: str) -> tuple[str, str]:
    if path == "-":
        return sys.stdin.read(), "<stdin>"
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read(), path
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror}") from None


def _parse(text: str, name: str) -> ModuleOp:
    if name.endswith(".py"):
        return _import_pypto(text, name)
    try:
        module = Parser(pto_context(), text, name).parse_module()
        module.verify()
    except ParseError as error:
        raise CommandError(f"cannot parse {_located(str(error))}") from None
    except (VerifyException, DiagnosticException) as error:
        raise CommandError(f"{name}: invalid IR: {_first_line(str(error))}") from None
    return module


def _import_pypto(text: str, name: str) -> ModuleOp:
    """A `.py` file is printed PyPTO (docs/pypto.md): imported, and the call
    directions it lacks derived (sound default; explicit ones are kept)."""
    from pypto_xdsl.interop import PyptoImportError, import_for_tasks

    try:
        module, notes = import_for_tasks(text, name)
    except PyptoImportError as error:
        raise CommandError(error.one_line) from None
    except DiagnosticException as error:
        raise CommandError(f"{name}: {_first_line(str(error))}") from None
    for note in notes:
        print(f"pto-tasks: {note}", file=sys.stderr)
    return module


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror}") from None


def _one(graphs: list[TaskGraph], option: str) -> TaskGraph:
    if len(graphs) != 1:
        names = ", ".join(f"@{g.name}" for g in graphs)
        raise CommandError(
            f"{option} draws one function, and there are {len(graphs)} ({names}): choose one with --function"
        )
    return graphs[0]


def _render_svg(dot_text: str, path: str) -> None:
    dot = shutil.which("dot")
    if dot is None:
        raise CommandError(GRAPHVIZ_MISSING)
    done = subprocess.run(
        [dot, "-Tsvg", "-o", path],
        input=dot_text,
        text=True,
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        raise CommandError(f"dot failed: {_first_line(done.stderr or 'no message')}")


def run(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    if args.svg and shutil.which("dot") is None:
        raise CommandError(GRAPHVIZ_MISSING)
    try:
        bound = parse_bind(tuple(args.bind), option="--bind")
    except ValueError as error:
        raise CommandError(str(error)) from None
    text, name = _read(args.file)
    module = _parse(text, name)
    try:
        graphs = task_graphs(module, args.function, bound, max_tasks=args.max_tasks)
    except TaskGraphError as error:
        raise CommandError(f"{name}: {error.op.name}: {error.message}") from None
    if args.json:
        for graph in graphs:
            print(json.dumps(json_object(graph)))
    else:
        print("\n\n".join(summary(g) for g in graphs))
    if args.dot:
        _write(args.dot, dot(_one(graphs, "--dot")))
    if args.svg:
        _render_svg(dot(_one(graphs, "--svg")), args.svg)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(argv)
    except CommandError as error:
        print(f"pto-tasks: error: {error}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`pto-tasks ... | head`): nothing left to say.
        sys.stderr.close()
        return 1
    except RecursionError:
        print(
            "pto-tasks: error: the program is nested too deeply to read",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
