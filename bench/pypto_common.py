"""What the printed-PyPTO benches share (bench/pypto_import.py,
bench/pypto_export.py): the types and the program header they generate from,
the CPU-time measure, the run of one size in a fresh interpreter, and the
growth line between two sizes."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import time
from collections.abc import Callable

T = "pl.Tensor[[256, 128], pl.FP32]"
TILE = "pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec]"
TASK = "pl.Scalar[pl.TASK_ID]"


def header(kernel_body: list[str], main_params: str) -> str:
    """A printed program up to the orchestration function's body: one AIV
    kernel(src, r, dst) with `kernel_body` (which ends in its tile.store) and
    `main(self, {main_params})`."""
    body = "".join(f"        {line}\n" for line in kernel_body)
    return f"""\
# pypto.program: bench
import pypto.language as pl

@pl.program
class bench:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(src: {T}, r: pl.Scalar[pl.INDEX], dst: pl.Out[{T}]) -> {T}:
{body}        return dst
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, {main_params}) -> {T}:
"""


def best(run: Callable[[], object], repeat: int) -> float:
    """The least process CPU time of `repeat` runs, the collector on as a
    user runs it: on a machine shared with other work, wall time mostly
    measures the wait for a core."""
    least = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.process_time()
        run()
        least = min(least, time.process_time() - start)
    return least


def measure_in_child(script: str, size: int, repeat: int) -> dict[str, float]:
    """`script --one SIZE --repeat N` in a fresh interpreter, so that no size
    inherits the heap (or the warm caches) of a smaller one: its last line,
    a JSON object."""
    out = subprocess.run(
        [sys.executable, script, "--one", str(size), "--repeat", str(repeat)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out.splitlines()[-1])


def growth(
    small: dict[str, float],
    large: dict[str, float],
    *,
    unit: str,
    label: str,
    per: str,
    timed: str,
    other: str,
) -> str:
    """How `timed` grew from one size to the next, per `per` (linear: the
    time per unit stays), next to `other`'s growth."""
    size = large[unit] / small[unit]
    grew = large[timed] / small[timed]
    return (
        f"growth x{size:.1f} {label}: {timed} x{grew:.1f} (per {per} "
        f"x{grew / size:.2f}), {other} x{large[other] / small[other]:.1f}"
    )
