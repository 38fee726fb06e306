"""Import of printed PyPTO against xDSL's parse of the same program as generic MLIR.

    python bench/pypto_import.py                 # 1k, 10k and 100k statements
    python bench/pypto_import.py --sizes 1000 10000 --repeat 3
    python bench/pypto_import.py --sizes 1000 --real   # + the largest real program

For each size, a printed PyPTO program of about that many statements is
generated (one AIV kernel, and an orchestration function of calls, scratch
buffers, parallel and sequential loops carrying tensors, if/else with yields,
manual scopes with submits and deps, scalar arithmetic). It is imported once to
get the equivalent module, printed in xDSL's generic form, and then both are
timed: `import_pypto` (ast.parse, build, verify) against xDSL's `Parser` on the
generic text (parse, and parse plus verify). The report gives the ratios (the
import should cost at most the parse), the import's time per statement, and
its growth from one size to the next (linear: the time per statement stays).

Times are the process's CPU time (`time.process_time`), the best of
`--repeat` runs, with the collector on as a user runs it: on a machine shared
with other work, wall time mostly measures the wait for a core. Each size runs
in a fresh interpreter, so no size inherits the heap (or the warm caches) of a
smaller one.
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import sys
import tarfile
from pathlib import Path

from xdsl.parser import Parser
from xdsl.printer import Printer

from pypto_xdsl.context import pto_context
from pypto_xdsl.interop import import_pypto

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from pypto_common import TILE, T, best, growth, header, measure_in_child  # noqa: E402

HEADER = header(
    [
        f"t: {TILE} = pl.tile.load(src, [r, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)",
        f"u: {TILE} = pl.tile.muls(t, 0.5)",
        f"s: {T} = pl.tile.store(u, [r, 0], dst)",
    ],
    f"x: {T}, n: pl.Scalar[pl.INDEX], out: pl.Out[{T}]",
)


def _block(k: int, ind: str) -> list[str]:
    """One group of about 16 statements, all named with suffix `k`; reads
    `cur` (the current tensor) and leaves the new one in `cur{k}`."""
    prev = f"cur{k - 1}" if k else "out"
    i = ind
    return [
        f"{i}a{k}: {T} = pl.tensor.create([256, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)",
        f"{i}b{k}: {T} = self.kernel(x, {k % 4} * 64, a{k})",
        f"{i}m{k}: pl.Scalar[pl.INDEX] = n * 2 + {k}",
        f"{i}for r{k}, (acc{k},) in pl.parallel(0, 256, 64, init_values=({prev},)):",
        f"{i}    c{k}: {T} = self.kernel(b{k}, r{k}, acc{k})",
        f"{i}    d{k}: {T} = pl.yield_(c{k})",
        f"{i}for q{k}, (acc2{k},) in pl.range(0, 4, 1, init_values=(d{k},)):",
        f"{i}    e{k}: {T} = self.kernel(x, q{k}, acc2{k})",
        f"{i}    f{k}: {T} = pl.yield_(e{k})",
        f"{i}if m{k} > 3:",
        f"{i}    g{k}: {T} = self.kernel(f{k}, m{k}, a{k})",
        f"{i}    h{k}: {T} = pl.yield_(g{k})",
        f"{i}else:",
        f"{i}    h{k}: {T} = pl.yield_(f{k})",
        f"{i}with pl.scope(mode=pl.ScopeMode.MANUAL):",
        f"{i}    s{k}: pl.Tuple[{T}, pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, h{k}, m{k}, a{k})",
        f"{i}    t{k}: pl.Scalar[pl.TASK_ID] = s{k}[1]",
        f"{i}    u{k}: pl.Tuple[{T}, pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernel, h{k}, m{k}, f{k}, deps=[t{k}])",
        f"{i}    cur{k}: {T} = u{k}[0]",
    ]


def generate(statements: int) -> str:
    """A printed program of about `statements` statements."""
    lines: list[str] = []
    k = 0
    while len(lines) < statements:
        lines.extend(_block(k, " " * 8))
        k += 1
    lines.append(f"        return cur{k - 1}")
    return HEADER + "\n".join(lines) + "\n"


def largest_real_program() -> str:
    """The largest before.py of the shared real programs (tests/real/)."""
    archive = Path(__file__).resolve().parent.parent / "tests/real/real-programs.tar.xz"
    texts: list[str] = []
    with tarfile.open(archive, "r:xz") as tar:
        for member in tar.getmembers():
            handle = tar.extractfile(member) if member.isfile() else None
            if handle is not None and member.name.endswith("before.py"):
                texts.append(handle.read().decode())
    return max(texts, key=len)


def measure(statements: int, repeat: int) -> dict[str, float]:
    # 0 statements: the largest real program instead of a generated one.
    text = generate(statements) if statements else largest_real_program()
    module = import_pypto(text, "bench.py")
    ops = sum(1 for _ in module.walk())
    out = io.StringIO()
    Printer(out, print_generic_format=True).print_op(module)
    mlir = out.getvalue()

    def parse() -> None:
        Parser(pto_context(), mlir, "bench.mlir").parse_module()

    def parse_verify() -> None:
        Parser(pto_context(), mlir, "bench.mlir").parse_module().verify()

    t_import = best(lambda: import_pypto(text, "bench.py"), repeat)
    t_parse = best(parse, repeat)
    t_parse_verify = best(parse_verify, repeat)
    return {
        "statements": text.count("\n") - (HEADER.count("\n") if statements else 0),
        "ops": ops,
        "import": t_import,
        "parse": t_parse,
        "parse+verify": t_parse_verify,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description="Import of printed PyPTO vs xDSL's generic parse."
    )
    parser.add_argument(
        "--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000]
    )
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--real",
        action="store_true",
        help="add a row for the largest shared real program (tests/real/)",
    )
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(measure(args.one, args.repeat)))
        return
    print(
        "| statements | ops | import s | generic parse s | parse+verify s "
        "| import/parse | import/(parse+verify) | import µs/statement |"
    )
    print("|---|---|---|---|---|---|---|---|", flush=True)
    rows: list[dict[str, float]] = []
    for n in [*args.sizes, *([0] if args.real else [])]:
        r = measure_in_child(__file__, n, args.repeat)
        rows.append(r)
        print(
            f"| {r['statements']:,.0f} | {r['ops']:,.0f} | {r['import']:.3f} "
            f"| {r['parse']:.3f} | {r['parse+verify']:.3f} "
            f"| {r['import'] / r['parse']:.2f} | {r['import'] / r['parse+verify']:.2f} "
            f"| {r['import'] / r['statements'] * 1e6:.0f} |",
            flush=True,
        )
    for small, large in itertools.pairwise(rows[: len(args.sizes)]):
        print(
            growth(
                small,
                large,
                unit="statements",
                label="input",
                per="statement",
                timed="import",
                other="parse",
            )
        )


if __name__ == "__main__":
    main()
