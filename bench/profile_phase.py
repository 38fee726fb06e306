"""cProfile one phase of the benchmarks on one generated input.

    python bench/profile_phase.py orchestration 10000 derive [--top 30] [--sort tottime]

Phases: parse, verify, print, walk, phase0, derive, verifier, infer. The input is
parsed (and, for `verifier`, derived) before profiling starts.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import generate  # noqa: E402
import run  # noqa: E402
from xdsl.dialects.builtin import ModuleOp  # noqa: E402
from xdsl.parser import Parser  # noqa: E402
from xdsl.passes import ModulePass  # noqa: E402

_PASSES: dict[str, tuple[str, str, dict[str, object]]] = {
    "derive": ("derive_call_directions", "DeriveCallDirectionsPass", {"verify": False}),
    "verifier": ("verify_call_directions", "VerifyCallDirectionsPass", {}),
    "infer": ("infer_param_directions", "InferParamDirectionsPass", {}),
}


def _pass(phase: str) -> ModulePass:
    module, cls, options = _PASSES[phase]
    found = run._pass(module, cls, **options)  # pyright: ignore[reportPrivateUsage]
    if isinstance(found, str):
        raise SystemExit(f"{phase}: {found}")
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("shape", choices=generate.SHAPES)
    parser.add_argument("size", type=int)
    parser.add_argument("phase", choices=run.PHASES)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--sort", default="cumulative", help="pstats sort key")
    args = parser.parse_args(argv)

    ctx = run.pto_context()
    text = generate.generate(args.shape, args.size, args.seed)
    module: ModuleOp = Parser(ctx, text).parse_module()
    target: Callable[[], object]
    if args.phase == "parse":
        target = lambda: Parser(ctx, text).parse_module()  # noqa: E731
    elif args.phase == "verify":
        target = module.verify
    elif args.phase == "print":
        target = lambda: run.print_module(module)  # noqa: E731
    elif args.phase == "walk":
        target = lambda: run.walk_all(module)  # noqa: E731
    elif args.phase == "phase0":
        fn = run.phase0_function()
        if isinstance(fn, str):
            raise SystemExit(f"phase0: {fn}")
        phase0 = fn
        target = lambda: phase0(module)  # noqa: E731
    else:
        if args.phase == "verifier":
            _pass("derive").apply(ctx, module)
        p = _pass(args.phase)
        target = lambda: p.apply(ctx, module)  # noqa: E731

    profiler = cProfile.Profile()
    profiler.runcall(target)
    stats = pstats.Stats(profiler, stream=sys.stdout)
    stats.strip_dirs().sort_stats(args.sort).print_stats(args.top)


if __name__ == "__main__":
    main()
