"""What loop-carried tensors cost: `derive-call-directions` on one sequential
`scf.for` with K tensor iteration arguments that rotate (argument k yields
argument k+1's value, the last the first's), each written by a call in the
body. By default every argument is the merge of its init and of what is
yielded back to it, so the K arguments form one cycle: the loop's end must
resolve them as one fixed point. Time per argument must not grow with K.

    python bench/rotating.py                   # K = 8, 64, 512
    python bench/rotating.py --ks 8 64 --repeat 3

Times are process CPU time, the minimum of `--repeat` runs on fresh clones,
collector paused. Per argument means beyond the same module with K = 0 (the
pass's fixed cost, which would otherwise dominate small K); next to it, a
bare walk of the module per argument (`walk/arg`, counted the same way) as
the yardstick, their ratio, and the growth of derive's time per argument
against the first K.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from pypto_xdsl.context import pto_context
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

T = "!pto.tensor<64xf32>"


def rotating(k: int) -> str:
    """One loop of `k` rotating tensor iteration arguments."""
    lines = [
        "builtin.module {",
        f"  pto.func private incore @w(out {T})",
        "  pto.func orchestration @main(%n: index) {",
        "    %c0 = arith.constant 0 : index",
        "    %c1 = arith.constant 1 : index",
    ]
    lines += [f"    %a{i} = pto.tensor.create : {T}" for i in range(k)]
    if k == 0:  # the fixed part: the loop alone
        lines += ["    scf.for %i = %c0 to %n step %c1 {", "      scf.yield"]
    else:
        iters = ", ".join(f"%it{i} = %a{i}" for i in range(k))
        types = ", ".join([T] * k)
        lines.append(
            f"    %r:{k} = scf.for %i = %c0 to %n step %c1 "
            f"iter_args({iters}) -> ({types}) {{"
        )
        lines += [f"      pto.call @w(%it{i}) : ({T}) -> ()" for i in range(k)]
        rotated = ", ".join(f"%it{(i + 1) % k}" for i in range(k))
        lines.append(f"      scf.yield {rotated} : {types}")
    lines += ["    }", "    pto.return", "  }", "}"]
    return "\n".join(lines)


def _timed(
    module: ModuleOp,
    run: Callable[[ModuleOp], object],
    repeat: int,
    number: int = 1,
) -> float:
    """The best of `repeat` timings of `number` runs on one fresh clone, per
    run (a bare walk of a small module is below the clock's resolution)."""
    best = float("inf")
    for _ in range(repeat):
        clone = module.clone()
        gc.collect()
        gc.disable()
        try:
            start = time.process_time()
            for _ in range(number):
                run(clone)
            best = min(best, (time.process_time() - start) / number)
        finally:
            gc.enable()
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--ks", type=int, nargs="*", default=[8, 64, 512])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    ctx = pto_context()
    derive = DeriveCallDirectionsPass()

    def run_derive(m: ModuleOp) -> None:
        derive.apply(ctx, m)

    def bare_walk(m: ModuleOp) -> int:
        return sum(1 for _ in m.walk())

    def timed(k: int) -> tuple[float, float]:
        module = Parser(ctx, rotating(k)).parse_module()
        return (
            _timed(module, run_derive, args.repeat),
            _timed(module, bare_walk, args.repeat, number=100),
        )

    fixed_derive, fixed_walk = timed(0)
    print(f"K = 0: derive {fixed_derive * 1e3:.2f} ms, walk {fixed_walk * 1e3:.2f} ms")
    print(
        f"{'K':>6} {'derive':>10} {'derive/arg':>12} {'walk/arg':>10} "
        f"{'derive/walk':>12} {'vs first K':>11}"
    )
    first = None
    for k in args.ks:
        seconds, walk = timed(k)
        per_arg = (seconds - fixed_derive) / k
        walk_per_arg = (walk - fixed_walk) / k
        first = per_arg if first is None else first
        print(
            f"{k:>6} {seconds:>9.4f}s {per_arg * 1e6:>10.1f}us "
            f"{walk_per_arg * 1e6:>8.2f}us {per_arg / walk_per_arg:>11.1f}x "
            f"{per_arg / first:>10.2f}x"
        )


if __name__ == "__main__":
    main()
