"""Print every pass's output on a set of inputs, to compare two versions.

    python bench/compare_outputs.py FILE... > out.txt

Each input is run through xdsl-opt in-process (so one interpreter start per
run) with every pass of the package, pretty and generic, and the no-pass
round trip; diagnostics are printed in place of the output. Run it once with
the interpreter of each version (e.g. another checkout's `.venv/bin/python`)
on the same files and `cmp` the two dumps: any difference in derived
directions, printed IR or diagnostic text shows up.

    python bench/compare_outputs.py --generate DIR [--programs N]

writes the inputs this script knows how to make: every bench shape at 1k and
10k ops, and N programs drawn from the property-test strategies.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from pathlib import Path

PIPELINES = (
    "",
    "derive-call-directions",
    "derive-call-directions{verify=false}",
    "infer-param-directions",
    "verify-call-directions",
    "verify-param-directions",
    "annotate-core-affinity",
    "stamp-split-aiv",
)


def _run(path: str, pipeline: str, generic: bool) -> str:
    from xdsl.xdsl_opt_main import xDSLOptMain

    args = [path, "--split-input-file", "--verify-diagnostics"]
    args += ["--parsing-diagnostics"]
    if pipeline:
        args += ["-p", pipeline]
    if generic:
        args.append("--print-op-generic")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            xDSLOptMain(args=args).run()
        except SystemExit as e:
            print(f"<exit {e.code}>")
        except Exception as e:  # the dump records whatever escapes
            print(f"<{type(e).__name__}: {e}>")
    return out.getvalue()


def _generate(directory: Path, programs: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench.generate import SHAPES, generate

    directory.mkdir(parents=True, exist_ok=True)
    for shape in SHAPES:
        for size in (1000, 10000):
            (directory / f"{shape}-{size}.mlir").write_text(generate(shape, size))
    if programs:
        import random
        import warnings

        from hypothesis.errors import NonInteractiveExampleWarning

        from tests.strategies import programs as program_strategy

        warnings.simplefilter("ignore", NonInteractiveExampleWarning)
        random.seed(0)
        for i in range(programs):
            text = program_strategy().example().text()
            (directory / f"program-{i:04d}.mlir").write_text(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("files", nargs="*")
    parser.add_argument("--generate", type=Path)
    parser.add_argument("--programs", type=int, default=0)
    args = parser.parse_args()
    if args.generate is not None:
        _generate(args.generate, args.programs)
        return
    for path in args.files:
        for pipeline in PIPELINES:
            for generic in (False, True):
                print(f"==== {path} -p '{pipeline}' generic={generic}")
                print(_run(path, pipeline, generic), end="")


if __name__ == "__main__":
    main()
