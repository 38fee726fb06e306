"""Verifier scaling: callee lookup goes through a symbol table built once per
module, so verifying calls costs the same whatever the number of functions.

Two modules with 10,000 `pto.call`s each (two tensor arguments with explicit
`arg_directions`, so the direction rules run too), in one orchestration
function:

- `one_callee`: every call targets the module's only kernel;
- `many_callees`: 3,000 functions (2,999 kernel declarations and the caller),
  the calls spread round-robin over the kernels.

xDSL's `func.call` scans the module per call: the second shape would take
minutes. The target is `many_callees` at most twice `one_callee`.

    python bench/verify_scaling.py [--calls N] [--funcs N] [--repeat N]
"""

from __future__ import annotations

import argparse
import time

from xdsl.dialects.builtin import ModuleOp, f32

from pypto_xdsl.builder import ModuleBuilder
from pypto_xdsl.dialects import symbol_table
from pypto_xdsl.dialects.types import TensorType

T = TensorType([64], f32)


def build(n_calls: int, n_funcs: int) -> ModuleOp:
    """`n_funcs` functions in all: `n_funcs - 1` kernels and one caller."""
    mb = ModuleBuilder()
    kernels = [f"kernel{i}" for i in range(max(1, n_funcs - 1))]
    for name in kernels:
        mb.declare(name, [T, T], [T], kind="incore", directions=["in", "out"])
    f = mb.function("main", [T, T], kind="orchestration", arg_names=["x", "y"])
    x, y = f.args
    for i in range(n_calls):
        f.call(
            kernels[i % len(kernels)], [x, y], directions=["input", "output_existing"]
        )
    f.ret()
    return mb.build(verify=False)


def time_verify(module: ModuleOp, repeat: int) -> float:
    """Best of `repeat` full verifications, each from a cold symbol table."""
    best = float("inf")
    for _ in range(repeat):
        symbol_table.invalidate(module)
        start = time.perf_counter()
        module.verify()
        best = min(best, time.perf_counter() - start)
    return best


def measure(
    n_calls: int = 10_000, n_funcs: int = 3_000, repeat: int = 3
) -> dict[str, float]:
    """Seconds to verify both module shapes, and their ratio."""
    one = time_verify(build(n_calls, 2), repeat)
    many = time_verify(build(n_calls, n_funcs), repeat)
    return {
        "one_callee_s": one,
        "many_callees_s": many,
        "ratio": many / one,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description="Verifier scaling of callee lookup.")
    parser.add_argument("--calls", type=int, default=10_000)
    parser.add_argument("--funcs", type=int, default=3_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    result = measure(args.calls, args.funcs, args.repeat)
    print(
        f"{args.calls:,} calls to 1 function:            {result['one_callee_s']:.3f} s"
    )
    print(
        f"{args.calls:,} calls over {args.funcs:,} functions: "
        f"{result['many_callees_s']:.3f} s"
    )
    print(f"ratio: {result['ratio']:.2f} (target: at most 2)")


if __name__ == "__main__":
    main()
