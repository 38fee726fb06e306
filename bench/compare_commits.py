"""Compare every pass's output, byte for byte, between this tree and an older
commit.

Inputs: programs drawn from `tests/strategies.py` (`--programs` per seed,
`--seeds` seeds), every lit input of `tests/filecheck` (split at `// -----`),
and every shape of `bench/generate.py` at `--sizes` ops. Each input goes
through every pass of `PIPELINES` in a subprocess per tree (PYTHONPATH set to
that tree), which parses, verifies, runs the passes, verifies and prints the
module, or prints the error it raised (diagnostic text included). The two
trees' outputs are compared per (input, pipeline); the first differences are
shown in full.

    python bench/compare_commits.py --base 98b3290
    python bench/compare_commits.py --base main --programs 100 --sizes 1000
    python bench/compare_commits.py --base 98b3290 --head-compat pypto

`--head-compat` gives this tree's derive-call-directions and
verify-call-directions that `compat` option (an older tree may predate it);
`--base-compat` the base tree's, to compare one mode across two commits:

    python bench/compare_commits.py --base main --head-compat pypto --base-compat pypto
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from io import StringIO
from pathlib import Path
from typing import Any, cast

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

PIPELINES: dict[str, list[tuple[str, str, dict[str, bool]]]] = {
    "derive": [("derive_call_directions", "DeriveCallDirectionsPass", {})],
    "derive{verify=false}": [
        ("derive_call_directions", "DeriveCallDirectionsPass", {"verify": False})
    ],
    "infer": [("infer_param_directions", "InferParamDirectionsPass", {})],
    "verify-call-directions": [
        ("verify_call_directions", "VerifyCallDirectionsPass", {})
    ],
    "verify-param-directions": [
        ("verify_param_directions", "VerifyParamDirectionsPass", {})
    ],
    "annotate-core-affinity": [
        ("annotate_core_affinity", "AnnotateCoreAffinityPass", {})
    ],
    "stamp-split-aiv": [("stamp_split_aiv", "StampSplitAivPass", {})],
    "infer,derive": [
        ("infer_param_directions", "InferParamDirectionsPass", {}),
        ("derive_call_directions", "DeriveCallDirectionsPass", {}),
    ],
    "derive{relax-sequential}": [
        (
            "derive_call_directions",
            "DeriveCallDirectionsPass",
            {"relax_sequential": True},
        )
    ],
    # The races, every kind, as the pass reports them (its error text).
    "derive,check-task-races{war}": [
        ("derive_call_directions", "DeriveCallDirectionsPass", {}),
        ("check_task_races", "CheckTaskRacesPass", {"war": True}),
    ],
}


# Inputs ----------------------------------------------------------------------


def strategy_programs(count: int, seeds: int) -> list[str]:
    """`count` programs per seed from `strategies.programs()`, drawn through
    hypothesis with a fixed seed each (no example database)."""
    sys.path.insert(0, str(ROOT / "tests"))
    import importlib

    from hypothesis import HealthCheck, Phase, given, seed, settings
    from hypothesis.strategies import SearchStrategy

    strategies = importlib.import_module("strategies")
    drawn = cast(SearchStrategy[Any], strategies.programs())
    texts: dict[str, None] = {}
    for s in range(seeds):

        @seed(s)
        @settings(
            max_examples=count,
            database=None,
            phases=[Phase.generate],
            suppress_health_check=[
                HealthCheck.too_slow,
                HealthCheck.data_too_large,
                HealthCheck.filter_too_much,
                HealthCheck.large_base_example,
            ],
            deadline=None,
        )
        @given(drawn)
        def draw(program: Any) -> None:
            texts[cast(str, program.text())] = None

        draw()
    return list(texts)


def lit_inputs() -> list[str]:
    chunks: list[str] = []
    for path in sorted((ROOT / "tests" / "filecheck").rglob("*.mlir")):
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue  # a fixture of bad input bytes, for the parser's tests
        for chunk in text.split("// -----"):
            lines = [
                line for line in chunk.splitlines() if not line.startswith("// RUN")
            ]
            if any(
                line.strip() and not line.strip().startswith("//") for line in lines
            ):
                chunks.append("\n".join(lines) + "\n")
    return chunks


def bench_inputs(sizes: list[int]) -> list[tuple[str, str]]:
    sys.path.insert(0, str(HERE))
    import generate

    return [
        (f"{shape}-{size}", generate.generate(shape, size))
        for shape in generate.SHAPES
        for size in sizes
    ]


# Worker: runs in a subprocess with PYTHONPATH set to one tree ---------------


def worker(cases_path: str, out_path: str) -> None:
    import importlib

    from xdsl.parser import Parser
    from xdsl.printer import Printer

    import pypto_xdsl
    from pypto_xdsl.context import pto_context

    cases = json.loads(Path(cases_path).read_text())
    compat = os.environ.get(_COMPAT_ENV)
    with_compat = {"DeriveCallDirectionsPass", "VerifyCallDirectionsPass"}
    passes = {
        name: [
            getattr(importlib.import_module(f"pypto_xdsl.transforms.{module}"), cls)(
                **options,
                **({"compat": compat} if compat and cls in with_compat else {}),
            )
            for module, cls, options in steps
        ]
        for name, steps in PIPELINES.items()
    }
    results: dict[str, str] = {"tree": str(Path(pypto_xdsl.__file__).parent)}
    sys.setrecursionlimit(10000)
    for n, (key, text) in enumerate(cases.items()):
        if n % 500 == 0:
            print(f"{out_path}: {n}/{len(cases)}", file=sys.stderr, flush=True)
        ctx = pto_context()
        try:
            parsed = Parser(ctx, text).parse_module()
            parsed.verify()
        except Exception as error:
            results[f"{key}|parse"] = f"{type(error).__name__}: {error}"
            continue
        for name, pipeline in passes.items():
            module = parsed.clone()
            try:
                for p in pipeline:
                    p.apply(ctx, module)
                module.verify()
                stream = StringIO()
                Printer(stream).print_op(module)
                output = stream.getvalue()
            except Exception as error:
                output = f"{type(error).__name__}: {error}"
            results[f"{key}|{name}"] = output
    Path(out_path).write_text(json.dumps(results))


# Driver ----------------------------------------------------------------------


def _base_tree(base: str) -> Path:
    sha = subprocess.run(
        ["git", "rev-parse", "--short", base],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    tree = Path(tempfile.gettempdir()) / f"pypto-xdsl-base-{sha}"
    if not (tree / "pypto_xdsl").is_dir():
        subprocess.run(
            ["git", "worktree", "add", "--detach", "--force", str(tree), sha],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
    return tree


_COMPAT_ENV = "PYPTO_COMPARE_COMPAT"


def _run(
    tree: Path, cases: Path, out: Path, compat: str | None = None
) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    env.pop(_COMPAT_ENV, None)
    if compat:
        env[_COMPAT_ENV] = compat
    return subprocess.Popen(
        [
            sys.executable,
            str(Path(__file__).resolve()),
            "--worker",
            str(cases),
            str(out),
        ],
        env=env,
        cwd=tempfile.gettempdir(),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--base", default="98b3290", help="commit to compare with")
    parser.add_argument("--programs", type=int, default=500, help="per seed")
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10000])
    parser.add_argument("--show", type=int, default=3, help="differences shown")
    parser.add_argument(
        "--head-compat", help="compat option for this tree's direction passes"
    )
    parser.add_argument(
        "--base-compat",
        help="compat option for the base tree's direction passes (a base "
        "that has the option: compare one mode across commits)",
    )
    parser.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(*args.worker)
        return 0

    programs = strategy_programs(args.programs, args.seeds)
    lit = lit_inputs()
    bench = bench_inputs(args.sizes)
    cases: dict[str, str] = {f"program-{i}": t for i, t in enumerate(programs)}
    cases.update({f"lit-{i}": t for i, t in enumerate(lit)})
    cases.update(dict(bench))
    print(
        f"inputs: {len(programs)} generated programs, {len(lit)} lit inputs, "
        f"{len(bench)} bench inputs; {len(PIPELINES)} pipelines each",
        flush=True,
    )

    base = _base_tree(args.base)
    cases_text = json.dumps(cases)
    # The base tree does not change: its outputs are kept next to it.
    key = hashlib.sha256((cases_text + (args.base_compat or "")).encode()).hexdigest()[
        :16
    ]
    cached = base.parent / f"{base.name}-outputs-{key}.json"
    with tempfile.TemporaryDirectory() as tmp:
        cases_path = Path(tmp) / "cases.json"
        cases_path.write_text(cases_text)
        head_out = Path(tmp) / "head.json"
        workers = [_run(ROOT, cases_path, head_out, args.head_compat)]
        if not cached.exists():
            workers.append(_run(base, cases_path, cached, args.base_compat))
        else:
            print(f"base outputs from {cached}")
        if any(w.wait() != 0 for w in workers):
            cached.unlink(missing_ok=True)
            print("a worker failed")
            return 2
        old = json.loads(cached.read_text())
        new = json.loads(head_out.read_text())
    print(f"base: {old.pop('tree')}\nhead: {new.pop('tree')}")
    keys = sorted(old.keys() | new.keys())
    differ = [k for k in keys if old.get(k) != new.get(k)]
    errors = sum("Exception" in v or "Error" in v[:40] for v in new.values())
    digest = hashlib.sha256("".join(new.get(k, "") for k in keys).encode()).hexdigest()[
        :16
    ]
    print(
        f"compared {len(keys)} outputs ({errors} of them diagnostics or "
        f"errors): {len(differ)} differ; outputs digest {digest}"
    )
    for key in differ[: args.show]:
        print(f"--- {key}")
        sys.stdout.writelines(
            difflib.unified_diff(
                old.get(key, "<missing>").splitlines(keepends=True),
                new.get(key, "<missing>").splitlines(keepends=True),
                "base",
                "head",
                n=2,
            )
        )
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
