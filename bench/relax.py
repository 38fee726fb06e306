"""What `relax-sequential` costs: `derive-call-directions` with and without it.

    python bench/relax.py                       # orchestration 10k and the stripes input
    python bench/relax.py --size 1000 --repeat 3
    python bench/relax.py --skip-generated --stores 16 64 256

Two inputs: `bench/generate.py`'s `orchestration` shape (external kernels and
a kernel storing at offset 0: the proof is asked at every R-seq site and
almost never holds), and `stripes`, N loops of the beginner example (every
site relaxes: the cost of the proofs themselves; loops of one of a few trip
counts, so the proof cache is hit). Then one row per `--stores` count: a
callee storing that many stripes, called in a loop (the proof's cost in the
number of stores of a callee: near-linear). Times are process CPU time, the minimum
of `--repeat` runs on fresh clones, collector paused. Prints the ratio, how
many arguments the option relaxed and the proof's verdicts by reason.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import generate  # noqa: E402
from xdsl.dialects.builtin import ModuleOp  # noqa: E402
from xdsl.parser import Parser  # noqa: E402

from pypto_xdsl.analysis.buffer_roots import buffer_roots  # noqa: E402
from pypto_xdsl.analysis.call_graph import call_graph  # noqa: E402
from pypto_xdsl.analysis.disjoint_writes import disjoint_writes  # noqa: E402
from pypto_xdsl.analysis.relax_reasons import Reason  # noqa: E402
from pypto_xdsl.analysis.signatures import Signatures  # noqa: E402
from pypto_xdsl.context import pto_context  # noqa: E402
from pypto_xdsl.dialects.attributes import ArgDirection  # noqa: E402
from pypto_xdsl.dialects.call import CallLikeOp  # noqa: E402
from pypto_xdsl.transforms.derive_call_directions import (  # noqa: E402
    DeriveCallDirectionsPass,
)

T = "!pto.tensor<1024xf32>"


def stripes(loops: int) -> str:
    """`loops` loops of 16 calls, each storing its own 64-element stripe."""
    kernel = f"""  pto.func incore @stripe(in %x: {T}, out %out: {T}, in %i: index) -> {T} {{
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}}> : ({T}, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}> : (!pto.tile<64xf32, vec>, index, {T}) -> {T}
    pto.return %s : {T}
  }}
"""
    body = [
        "    %c0 = arith.constant 0 : index",
        "    %c1 = arith.constant 1 : index",
        *(f"    %c{n} = arith.constant {n} : index" for n in (4, 8, 16)),
    ]
    for k in range(loops):
        trips = (4, 8, 16)[k % 3]
        body += [
            f"    %b{k} = pto.tensor.create : {T}",
            f"    scf.for %i{k} = %c0 to %c{trips} step %c1 {{",
            f"      %r{k} = pto.call @stripe(%x, %b{k}, %i{k}) : ({T}, {T}, index) -> {T}",
            "    }",
        ]
    main = (
        f"  pto.func orchestration @main(%x: {T}) {{\n"
        + "\n".join(body)
        + "\n    pto.return\n  }\n"
    )
    return "builtin.module {\n" + kernel + main + "}\n"


def stores(count: int) -> str:
    """A callee with `count` `pto.tile.store`s on its `out` parameter, each
    its own 64-element stripe of the iteration's chunk, called in a loop of
    16 iterations: the proof asks about every store of one call site."""
    size = 16 * count * 64
    t = f"!pto.tensor<{size}xf32>"
    tile = "!pto.tile<64xf32, vec>"
    seg = "operandSegmentSizes = array<i32: 1, 1, 1, 0>"
    lines = [
        f"  pto.func incore @many(in %x: {t}, out %out: {t}, in %i: index) -> {t} {{",
        "    %c0 = arith.constant 0 : index",
        "    %c64 = arith.constant 64 : index",
        f"    %chunk = arith.constant {count * 64} : index",
        "    %base = arith.muli %i, %chunk : index",
        f'    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}}> : ({t}, index, index, index) -> {tile}',
    ]
    for k in range(count):
        lines += [
            f"    %k{k} = arith.constant {k * 64} : index",
            f"    %o{k} = arith.addi %base, %k{k} : index",
            f'    %s{k} = "pto.tile.store"(%t, %o{k}, %out) <{{{seg}}}> : ({tile}, index, {t}) -> {t}',
        ]
    lines += [f"    pto.return %out : {t}", "  }"]
    main = f"""  pto.func orchestration @main(%x: {t}) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %b = pto.tensor.create : {t}
    scf.for %i = %c0 to %c16 step %c1 {{
      %r = pto.call @many(%x, %b, %i) : ({t}, {t}, index) -> {t}
    }}
    pto.return
  }}
"""
    return "builtin.module {\n" + "\n".join(lines) + "\n" + main + "}\n"


def _derive(module: ModuleOp, relax: bool) -> None:
    DeriveCallDirectionsPass(verify=False, relax_sequential=relax).apply(
        pto_context(), module
    )


def _best(module: ModuleOp, relax: bool, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        clone = module.clone()
        gc.collect()
        gc.disable()
        start = time.process_time()
        _derive(clone, relax)
        best = min(best, time.process_time() - start)
        gc.enable()
    return best


def _directions(module: ModuleOp) -> list[tuple[ArgDirection, ...] | None]:
    return [
        op.arg_directions_tuple for op in module.walk() if isinstance(op, CallLikeOp)
    ]


def _reasons(module: ModuleOp) -> Counter[Reason]:
    """The proof's verdict at every callee `out` argument R-seq promotes."""
    derived = module.clone()
    _derive(derived, False)
    graph = call_graph(module)
    signatures = Signatures(graph)
    proof = disjoint_writes(graph, signatures, buffer_roots(graph, signatures))
    plain = [op for op in module.walk() if isinstance(op, CallLikeOp)]
    done = [op for op in derived.walk() if isinstance(op, CallLikeOp)]
    for op, after in zip(plain, done, strict=True):
        callee = op.resolve_callee()
        found = after.arg_directions_tuple
        if callee is None or found is None or op.arg_directions_tuple is not None:
            continue
        for i, direction in enumerate(found):
            if (
                i < len(callee.param_directions_tuple)
                and callee.param_directions_tuple[i].value == "out"
                and direction == ArgDirection.INOUT
                and _in_sequential_loop(op)
            ):
                proof.decide(op, i)
    return proof.reasons


def _in_sequential_loop(op: CallLikeOp) -> bool:
    from pypto_xdsl.analysis.call_directions import is_sequential_loop

    parent = op.parent_op()
    while parent is not None:
        if is_sequential_loop(parent):
            return True
        parent = parent.parent_op()
    return False


def measure(name: str, text: str, repeat: int) -> str:
    module = Parser(pto_context(), text).parse_module()
    ops = sum(1 for _ in module.walk())
    without = _best(module, False, repeat)
    with_relax = _best(module, True, repeat)
    plain, relaxed = module.clone(), module.clone()
    _derive(plain, False)
    _derive(relaxed, True)
    changed = sum(
        a != b
        for x, y in zip(_directions(plain), _directions(relaxed), strict=True)
        if x is not None and y is not None
        for a, b in zip(x, y, strict=True)
    )
    reasons = ", ".join(f"{k} {v}" for k, v in sorted(_reasons(module).items()))
    return (
        f"| {name} | {ops:,} | {without * 1e3:.1f} ms | {with_relax * 1e3:.1f} ms "
        f"| {with_relax / without:.2f} | {changed} | {reasons} |"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--stores",
        type=int,
        nargs="*",
        default=[16, 64, 256],
        help="rows for a callee with this many stores (none: skip them)",
    )
    parser.add_argument(
        "--skip-generated",
        action="store_true",
        help="only the stores rows",
    )
    args = parser.parse_args(argv)
    print(
        "| input | ops | derive | derive relax-sequential | ratio | relaxed "
        "| proof verdicts at R-seq sites |"
    )
    print("|---|--:|--:|--:|--:|--:|---|")
    if not args.skip_generated:
        text = generate.generate("orchestration", args.size, args.seed)
        print(measure("orchestration", text, args.repeat), flush=True)
        print(measure("stripes", stripes(args.size // 5), args.repeat), flush=True)
    for count in args.stores:
        print(measure(f"{count} stores", stores(count), args.repeat), flush=True)


if __name__ == "__main__":
    main()
