"""Export of directions into printed PyPTO, next to the import of the same text.

    python bench/pypto_export.py                 # 1k, 10k and 100k calls
    python bench/pypto_export.py --sizes 1000 10000 --repeat 3

For each size, a printed PyPTO program with about that many calls is generated
(one AIV kernel; an orchestration function of calls with and without `attrs`,
written on one line and across lines with comments and trailing commas, in
parallel and sequential loops carrying tensors, and submits with deps in
manual scopes). It is imported and `derive-call-directions` runs once; then
`import_pypto` and `export_directions` are timed on it. The report gives the
export's time against the import's (the export must cost a small share of
it), its time per call, and its growth from one size to the next (linear:
the time per call stays; the export before issue 40 spliced a bytearray per
edit and grew quadratically: 0.33 s at 1k calls, 21.7 s at 30k).

Times are the process's CPU time (`time.process_time`), the best of
`--repeat` runs, the collector on as a user runs it; each size runs in a
fresh interpreter (see bench/pypto_import.py for why).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.interop import export_directions, import_pypto
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from pypto_common import TASK, TILE, T, best, growth, header, measure_in_child  # noqa: E402

HEADER = header(
    [
        f"t: {TILE} = pl.tile.load(src, [r, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)",
        f"s: {T} = pl.tile.store(t, [r, 0], dst)",
    ],
    f"x: {T}, out: pl.Out[{T}]",
)

CALLS_PER_BLOCK = 6


def _block(k: int) -> list[str]:
    """Six calls, all named with suffix `k`; leaves the new tensor in `cur{k}`."""
    prev = f"cur{k - 1}" if k else "out"
    return [
        f"a{k}: {T} = pl.tensor.create([256, 128], dtype=pl.FP32)",
        f"b{k}: {T} = self.kernel(x, {k % 4}, a{k})",
        f'c{k}: {T} = self.kernel(b{k}, 1, a{k}, attrs={{"note": {k}}})',
        f"for r{k}, (acc{k},) in pl.parallel(0, 256, 64, init_values=({prev},)):",
        f"    d{k}: {T} = self.kernel(",
        f"        c{k},  # the source",
        f"        r{k},",
        f"        acc{k},",
        "    )",
        f"    e{k}: {T} = pl.yield_(d{k})",
        f"for q{k}, (acc2{k},) in pl.range(0, 4, 1, init_values=(e{k},)):",
        f"    f{k}: {T} = self.kernel(x, q{k}, acc2{k},)",
        f"    g{k}: {T} = pl.yield_(f{k})",
        "with pl.scope(mode=pl.ScopeMode.MANUAL):",
        f"    s{k}: pl.Tuple[{T}, {TASK}] = pl.submit(self.kernel, g{k}, 2, a{k})",
        f"    t{k}: {TASK} = s{k}[1]",
        f"    u{k}: pl.Tuple[{T}, {TASK}] = pl.submit(self.kernel, g{k}, 3, a{k}, deps=[t{k}])",
        f"    cur{k}: {T} = u{k}[0]",
    ]


def generate(calls: int) -> str:
    """A printed program of about `calls` calls."""
    blocks = max(1, calls // CALLS_PER_BLOCK)
    lines = [line for k in range(blocks) for line in _block(k)]
    lines.append(f"return cur{blocks - 1}")
    return HEADER + "".join(f"        {line}\n" for line in lines)


def measure(calls: int, repeat: int) -> dict[str, float]:
    text = generate(calls)
    module = import_pypto(text, "bench.py")
    DeriveCallDirectionsPass().apply(pto_context(), module)
    count = sum(1 for op in module.walk() if isinstance(op, CallOp | SubmitOp))
    t_import = best(lambda: import_pypto(text, "bench.py"), repeat)
    t_export = best(lambda: export_directions(text, module), repeat)
    return {
        "calls": count,
        "lines": text.count("\n"),
        "import": t_import,
        "export": t_export,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description="Export of directions into printed PyPTO vs its import."
    )
    parser.add_argument(
        "--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000]
    )
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(measure(args.one, args.repeat)))
        return
    print("| calls | lines | import s | export s | export/import | export µs/call |")
    print("|---|---|---|---|---|---|", flush=True)
    rows: list[dict[str, float]] = []
    for n in args.sizes:
        r = measure_in_child(__file__, n, args.repeat)
        rows.append(r)
        print(
            f"| {r['calls']:,.0f} | {r['lines']:,.0f} | {r['import']:.3f} "
            f"| {r['export']:.3f} | {r['export'] / r['import']:.3f} "
            f"| {r['export'] / r['calls'] * 1e6:.1f} |",
            flush=True,
        )
    for small, large in itertools.pairwise(rows):
        print(
            growth(
                small,
                large,
                unit="calls",
                label="calls",
                per="call",
                timed="export",
                other="import",
            )
        )


if __name__ == "__main__":
    main()
