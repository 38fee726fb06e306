"""Benchmark runner: xDSL's own parse/verify/print next to this package's passes.

For every shape of `generate.py` and every size it measures, in one process:
parse, verify, print, a bare walk over all ops (`module.walk()`), phase 0 alone
(`effective_directions`), `derive-call-directions` alone
(`verify=false`), the call-directions verifier alone and
`infer-param-directions` alone; then, as subprocesses, `xdsl-opt FILE -p
derive-call-directions` against plain `xdsl-opt FILE`. Each time is the minimum
of `--repeat` runs, each started with a full collection and cold CPU caches and
run with the garbage collector paused (`--gc` and `--warm` keep it on and the
caches warm). It prints the results
table, the growth when the program grows tenfold, phase 0 on 1,000 and 10,000
mutually recursive wrappers, verifier scaling (bench/verify_scaling.py) and
the acceptance targets; `--write-readme` puts the same text into
bench/README.md between its markers.

    python bench/run.py                    # 1k and 10k ops
    python bench/run.py --with-100k --write-readme

A pass that does not exist yet shows as `n/a`; one that raises shows as `error`
(the message is printed).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import mmap
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from io import StringIO
from pathlib import Path
from typing import Any, cast

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import generate  # noqa: E402
import xdsl  # noqa: E402
from xdsl.dialects.builtin import ModuleOp  # noqa: E402
from xdsl.parser import Parser  # noqa: E402
from xdsl.passes import ModulePass  # noqa: E402
from xdsl.printer import Printer  # noqa: E402

from pypto_xdsl.context import pto_context  # noqa: E402

README = HERE / "README.md"
BEGIN = "<!-- bench-results:begin -->"
END = "<!-- bench-results:end -->"

PHASES = ("parse", "verify", "print", "walk", "phase0", "derive", "verifier", "infer")
RATIOS = (
    ("derive", "walk"),
    ("verifier", "walk"),
    ("infer", "walk"),
    ("phase0", "walk"),
)

# Acceptance targets (issue 5).
DERIVE_OVER_WALK = 10.0
E2E_OVER_PLAIN = 1.3
MAX_GROWTH = 11.0
PHASE0_RING_SECONDS = 1.0
VERIFY_SCALING = 2.0

MIN_TOTAL = 0.5
MAX_RUNS = 30

NA = "n/a"
ERROR = "error"

Outcome = float | str  # seconds, or NA / ERROR


# -- lazily loaded passes ---------------------------------------------------------


def phase0_function() -> Callable[[ModuleOp], object] | str:
    """Phase 0 on a module: the call graph, then the effective wrapper
    directions (NA or ERROR as `_load` finds them)."""
    graph_of = _load("pypto_xdsl.analysis.call_graph", "call_graph")
    effective = _load("pypto_xdsl.analysis.wrapper_directions", "effective_directions")
    if effective == NA:  # an older tree
        effective = _load(
            "pypto_xdsl.analysis.wrapper_directions", "effective_wrapper_directions"
        )
    if isinstance(graph_of, str):
        return graph_of
    if isinstance(effective, str):
        return effective
    build = cast(Callable[[ModuleOp], object], graph_of)
    phase0 = cast(Callable[[object], object], effective)
    return lambda module: phase0(build(module))


def _load(module: str, attr: str) -> Any | str:
    """`module.attr`, NA while the module does not exist, ERROR if it is broken."""
    try:
        found = importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name is not None and module.startswith(e.name):
            return NA
        traceback.print_exc(limit=3)
        return ERROR
    except Exception:
        traceback.print_exc(limit=3)
        return ERROR
    return getattr(found, attr, NA)


def _pass(module: str, cls: str, **options: object) -> ModulePass | str:
    pass_type = _load(f"pypto_xdsl.transforms.{module}", cls)
    if isinstance(pass_type, str):
        return pass_type
    try:
        return cast(ModulePass, pass_type(**options))
    except Exception:
        traceback.print_exc(limit=3)
        return ERROR


# -- timing -------------------------------------------------------------------


class Clock:
    """CPU time by default: the machine is shared, and a process waiting for a
    core is not slower code. `--clock wall` switches to time.perf_counter."""

    cpu = True

    def now(self) -> float:
        return time.process_time() if self.cpu else time.perf_counter()

    def children(self) -> float:
        if not self.cpu:
            return time.perf_counter()
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime


CLOCK = Clock()


class Caches:
    """Starts every timed run with cold CPU caches and TLBs.

    A 1k-op module fits in a last-level cache and in the TLBs (and
    `gc.collect()` before a run has just touched all of it), a 10k-op module
    may not: with warm caches even a bare walk costs 25-40% more per op at
    10k than at 1k, which is the memory hierarchy, not the code. Before each
    run this copies a buffer twice the size of the machine's largest cache
    (read from sysfs; at least 64 MiB), in 4 KiB pages (transparent huge
    pages would leave the TLBs warm), so that every size starts from the
    same state and growth measures the work done. A buffer smaller than the
    cache would leave a small module in it and only evict a large one.
    `--warm` turns this off."""

    cold = True
    _buffers: tuple[mmap.mmap, mmap.mmap] | None = None

    @staticmethod
    def largest_cache() -> int:
        """The size in bytes of the largest CPU cache sysfs reports, 0 if none."""
        largest = 0
        for entry in Path("/sys/devices/system/cpu/cpu0/cache").glob("index*/size"):
            try:
                text = entry.read_text().strip()
            except OSError:
                continue
            scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:], 1)
            digits = text.rstrip("KMG")
            if digits.isdigit():
                largest = max(largest, int(digits) * scale)
        return largest

    @classmethod
    def size(cls) -> int:
        return max(64 << 20, 2 * cls.largest_cache())

    @classmethod
    def evict(cls) -> None:
        if not cls.cold:
            return
        if cls._buffers is None:
            size = cls.size()
            source, target = mmap.mmap(-1, size), mmap.mmap(-1, size)
            for buffer in (source, target):
                if hasattr(mmap, "MADV_NOHUGEPAGE"):
                    buffer.madvise(mmap.MADV_NOHUGEPAGE)
            source.write(b"\x01" * size)
            cls._buffers = (source, target)
        source, target = cls._buffers
        target[:] = source


class Collector:
    """Pauses CPython's cyclic garbage collector during each timed run, as
    `timeit` does (a full collection runs just before). A full collection
    scans the whole heap, and when one falls into a run depends on how many
    objects the process already holds, not on the phase: with it on, xDSL's
    own parser grows 5% faster from 1k to 10k ops than with it off. `--gc`
    keeps it on."""

    paused = True


Samples = list[float]


def best_of(
    repeat: int,
    run: Callable[[], object],
    setup: Callable[[], None] | None = None,
) -> Samples | str:
    """Every timed run of `run`, in order; ERROR if it raises.

    At least `repeat` runs, more for cheap phases (until MIN_TOTAL seconds have
    been timed, at most MAX_RUNS runs): on a loaded machine only the minimum of
    many runs of a millisecond-long phase is stable. Each run follows
    `setup`, a full collection and a cache eviction, none of them timed.
    """
    samples: Samples = []
    total = 0.0
    while len(samples) < repeat or (total < MIN_TOTAL and len(samples) < MAX_RUNS):
        if setup is not None:
            setup()
        gc.collect()
        Caches.evict()
        if Collector.paused:
            gc.disable()
        start = CLOCK.now()
        try:
            run()
        except Exception as e:
            first = str(e).splitlines()[0][:200] if str(e) else ""
            print(f"    ! {type(e).__name__}: {first}")
            return ERROR
        finally:
            elapsed = CLOCK.now() - start
            gc.enable()
        samples.append(elapsed)
        total += elapsed
    return samples


def _best(samples: Samples | str) -> Outcome:
    return samples if isinstance(samples, str) else min(samples)


def walk_all(module: ModuleOp) -> int:
    n = 0
    for _ in module.walk():
        n += 1
    return n


def print_module(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def xdsl_opt_seconds(path: Path, passes: str, repeat: int) -> tuple[Outcome, Outcome]:
    """Best `xdsl-opt FILE` and `xdsl-opt FILE -p PASSES` times.

    The two commands alternate, so that load from other processes hits both.
    """
    exe = shutil.which("xdsl-opt") or str(Path(sys.executable).parent / "xdsl-opt")
    plain = [exe, str(path), "-o", os.devnull]
    commands = (plain, [*plain, "-p", passes])
    best = [float("inf"), float("inf")]
    for _ in range(repeat):
        for i, cmd in enumerate(commands):
            start = CLOCK.children()
            done = subprocess.run(cmd, capture_output=True, text=True, check=False)
            elapsed = CLOCK.children() - start
            if done.returncode != 0:
                last = (done.stderr.strip().splitlines() or ["?"])[-1]
                print(f"    ! {' '.join(cmd[1:])} failed: {last[:200]}")
                return (ERROR, ERROR) if i == 0 else (best[0], ERROR)
            best[i] = min(best[i], elapsed)
    return best[0], best[1]


@dataclass
class Measurement:
    shape: str
    size: int
    ops: int = 0
    times: dict[str, Outcome] = field(default_factory=dict[str, Outcome])
    """The best run of each phase."""
    samples: dict[str, Samples] = field(default_factory=dict[str, Samples])
    """Every run of each phase, in order."""
    e2e_plain: Outcome = NA
    e2e_pass: Outcome = NA

    def record(self, phase: str, samples: Samples | str) -> None:
        self.times[phase] = _best(samples)
        if not isinstance(samples, str):
            self.samples[phase] = samples

    def ratio(self, num: str, den: str) -> Outcome:
        return _div(self.times.get(num, NA), self.times.get(den, NA))

    @property
    def e2e_ratio(self) -> Outcome:
        return _div(self.e2e_pass, self.e2e_plain)


def _div(a: Outcome, b: Outcome) -> Outcome:
    if isinstance(a, str):
        return a
    if isinstance(b, str):
        return b
    return a / b if b > 0 else NA


def measure(
    shape: str,
    size: int,
    *,
    seed: int,
    repeat: int,
    e2e_repeat: int,
    phases: frozenset[str] = frozenset(PHASES),
) -> Measurement:
    ctx = pto_context()
    text = generate.generate(shape, size, seed)
    result = Measurement(shape, size)
    t = result.times
    parsed: list[ModuleOp] = []

    def parse() -> None:
        parsed[:] = [Parser(ctx, text, f"{shape}-{size}").parse_module()]

    result.record("parse", best_of(repeat, parse))
    if not parsed:
        return result
    module = parsed[0]
    result.ops = walk_all(module)
    if "verify" in phases:
        result.record("verify", best_of(repeat, module.verify))
    if "print" in phases:
        result.record("print", best_of(repeat, lambda: print_module(module)))
    result.record("walk", best_of(repeat, lambda: walk_all(module)))

    phase0 = phase0_function()
    if "phase0" not in phases:
        pass
    elif isinstance(phase0, str):
        t["phase0"] = phase0
    else:
        fn = phase0
        result.record("phase0", best_of(repeat, lambda: fn(module)))

    # Passes rewrite the module: each run gets its own clone (not timed).
    work: list[ModuleOp] = [module]

    def fresh() -> None:
        work[0] = module.clone()

    def timed_pass(
        p: ModulePass | str, setup: Callable[[], None] | None
    ) -> Samples | str:
        if isinstance(p, str):
            return p
        return best_of(repeat, lambda: p.apply(ctx, work[0]), setup)

    derive = _pass("derive_call_directions", "DeriveCallDirectionsPass", verify=False)
    result.record("derive", timed_pass(derive, fresh))
    verifier = _pass("verify_call_directions", "VerifyCallDirectionsPass")
    if "verifier" not in phases:
        pass
    elif isinstance(derive, str) or isinstance(t["derive"], str):
        # The verifier needs derived IR to succeed on.
        t["verifier"] = verifier if isinstance(verifier, str) else NA
    else:
        result.record("verifier", timed_pass(verifier, None))
    infer = _pass("infer_param_directions", "InferParamDirectionsPass")
    if "infer" in phases:
        result.record("infer", timed_pass(infer, fresh))
    work.clear()

    if e2e_repeat > 0:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / f"{shape}-{size}.mlir"
            path.write_text(text)
            if isinstance(derive, str):
                result.e2e_pass = derive
            else:
                result.e2e_plain, result.e2e_pass = xdsl_opt_seconds(
                    path, "derive-call-directions", e2e_repeat
                )
    return result


# -- phase 0 on mutually recursive wrappers and verifier scaling -------------------


@dataclass
class Ring:
    wrappers: int
    ops: int = 0
    phase0: Outcome = NA
    derive: Outcome = NA
    phase0_samples: Samples = field(default_factory=list[float])


def measure_ring(n_wrappers: int, *, repeat: int) -> Ring:
    """Phase 0 alone and the whole derive pass on one cycle of wrappers."""
    ctx = pto_context()
    module = Parser(ctx, generate.wrapper_ring(n_wrappers)).parse_module()
    ring = Ring(n_wrappers, walk_all(module))
    phase0 = phase0_function()
    if isinstance(phase0, str):
        ring.phase0 = phase0
    else:
        fn = phase0
        samples = best_of(repeat, lambda: fn(module))
        ring.phase0 = _best(samples)
        if not isinstance(samples, str):
            ring.phase0_samples = samples
    derive = _pass("derive_call_directions", "DeriveCallDirectionsPass", verify=False)
    if isinstance(derive, str):
        ring.derive = derive
    else:
        work = [module]

        def fresh() -> None:
            work[0] = module.clone()

        ring.derive = _best(best_of(repeat, lambda: derive.apply(ctx, work[0]), fresh))
    return ring


def measure_verify_scaling() -> Mapping[str, float] | str:
    fn = _load("verify_scaling", "measure")
    if isinstance(fn, str):
        return fn
    try:
        return cast(Callable[[], Mapping[str, float]], fn)()
    except Exception:
        traceback.print_exc(limit=5)
        return ERROR


# -- reporting -------------------------------------------------------------------


def fmt_time(v: Outcome) -> str:
    if isinstance(v, str):
        return v
    if v >= 10:
        return f"{v:.1f} s"
    if v >= 1:
        return f"{v:.2f} s"
    return f"{v * 1e3:.1f} ms" if v >= 0.01 else f"{v * 1e3:.2f} ms"


def fmt_ratio(v: Outcome) -> str:
    return v if isinstance(v, str) else f"{v:.2f}"


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |"]
    lines.append(
        "|" + "|".join("---" if i < 2 else "--:" for i in range(len(header))) + "|"
    )
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def same_draws(a: Samples, b: Samples) -> tuple[float, float]:
    """The best of the first k runs of each, k the smaller count: the minimum
    of more runs is lower, so a cheap phase timed 30 times at 1k and 4 times
    at 10k would otherwise seem to grow faster than it does."""
    k = min(len(a), len(b))
    return min(a[:k]), min(b[:k])


def growth(small: Measurement, big: Measurement, phase: str) -> Outcome:
    """Time ratio normalised to exactly ten times the ops."""
    if phase == "e2e_pass":
        a, b = small.e2e_pass, big.e2e_pass
    elif phase == "e2e_plain":
        a, b = small.e2e_plain, big.e2e_plain
    elif phase in small.samples and phase in big.samples:
        a, b = same_draws(small.samples[phase], big.samples[phase])
    else:
        a, b = small.times.get(phase, NA), big.times.get(phase, NA)
    r = _div(b, a)
    if isinstance(r, str) or not small.ops or not big.ops:
        return r
    return r * 10 / (big.ops / small.ops)


def ring_growth(small: Ring, big: Ring) -> Outcome:
    if small.phase0_samples and big.phase0_samples:
        a, b = same_draws(small.phase0_samples, big.phase0_samples)
        return _div(b, a)
    return _div(big.phase0, small.phase0)


@dataclass
class Report:
    results: list[Measurement]
    rings: dict[int, Ring]
    scaling: Mapping[str, float] | str
    lines: list[str] = field(default_factory=list[str])
    verdicts: list[tuple[str, bool | None, str]] = field(
        default_factory=list[tuple[str, bool | None, str]]
    )

    def build(self) -> list[str]:
        out = self.lines
        header = ["shape", "ops", *PHASES, *(f"{a}/{b}" for a, b in RATIOS)]
        header += ["xdsl-opt", "xdsl-opt -p derive", "e2e ratio"]
        rows: list[list[str]] = []
        for m in self.results:
            row = [m.shape, f"{m.ops:,}"]
            row += [fmt_time(m.times.get(p, NA)) for p in PHASES]
            row += [fmt_ratio(m.ratio(a, b)) for a, b in RATIOS]
            row += [fmt_time(m.e2e_plain), fmt_time(m.e2e_pass), fmt_ratio(m.e2e_ratio)]
            rows.append(row)
        out += table(header, rows)

        growth_phases = [*PHASES, "e2e_plain", "e2e_pass"]
        grow_rows: list[list[str]] = []
        for small, big in self._steps():
            row = [small.shape, f"{small.ops:,} → {big.ops:,}"]
            row += [fmt_ratio(growth(small, big, p)) for p in growth_phases]
            grow_rows.append(row)
        if grow_rows:
            out += [
                "",
                "Growth when the program grows tenfold (time ratio, normalised to 10.0x the ops):",
                "",
            ]
            out += table(["shape", "ops", *growth_phases], grow_rows)

        out += [
            "",
            "Phase 0 (`effective_directions`) on mutually recursive wrappers (one cycle):",
            "",
        ]
        ring_rows: list[list[str]] = []
        previous: Ring | None = None
        for ring in sorted(self.rings.values(), key=lambda r: r.wrappers):
            grown = NA if previous is None else ring_growth(previous, ring)
            ring_rows.append(
                [
                    f"{ring.wrappers:,}",
                    f"{ring.ops:,}",
                    fmt_time(ring.phase0),
                    fmt_ratio(grown) if previous is not None else "",
                    fmt_time(ring.derive),
                ]
            )
            previous = ring
        out += table(
            ["wrappers", "ops", "phase 0", "growth", "derive (verify=false)"],
            ring_rows,
        )

        out += ["", "Verifier scaling (`bench/verify_scaling.py`):", ""]
        if isinstance(self.scaling, str):
            out.append(f"- {self.scaling}")
        else:
            for key, value in self.scaling.items():
                shown = (
                    fmt_time(value)
                    if key.endswith(("_s", "seconds", "time"))
                    else f"{value:.3g}"
                )
                out.append(f"- `{key}`: {shown}")

        self._judge()
        out += ["", "Targets:", ""]
        for text, ok, number in self.verdicts:
            mark = "n/a" if ok is None else ("PASS" if ok else "MISS")
            out.append(f"- **{mark}** {text}: {number}")
        return out

    def _steps(self) -> list[tuple[Measurement, Measurement]]:
        steps: list[tuple[Measurement, Measurement]] = []
        for small in self.results:
            for big in self.results:
                if big.shape == small.shape and big.size == small.size * 10:
                    steps.append((small, big))
        return steps

    def _judge(self) -> None:
        v = self.verdicts
        sizes = sorted({m.size for m in self.results})
        at = 100_000 if 100_000 in sizes else (sizes[-1] if sizes else 0)
        ratios = [
            (m.shape, m.ratio("derive", "walk")) for m in self.results if m.size == at
        ]
        v.append(
            _verdict(
                f"derive alone ≤ {DERIVE_OVER_WALK:g}x a bare walk at {at:,} ops",
                ratios,
                DERIVE_OVER_WALK,
            )
        )
        e2e = [(m.shape, m.e2e_ratio) for m in self.results if m.size == 10_000]
        v.append(
            _verdict(
                f"xdsl-opt -p derive-call-directions ≤ {E2E_OVER_PLAIN:g}x plain xdsl-opt at 10,000 ops",
                e2e,
                E2E_OVER_PLAIN,
            )
        )
        grow: list[tuple[str, Outcome]] = []
        for small, big in self._steps():
            for p in [*PHASES, "e2e_plain", "e2e_pass"]:
                g = growth(small, big, p)
                if g != NA:  # not measured at one of the sizes
                    grow.append(
                        (f"{small.shape} {p} {_k(small.size)}→{_k(big.size)}", g)
                    )
        text, ok, number = _verdict(
            f"every phase grows ≤ {MAX_GROWTH:g}x for 10x the program",
            grow,
            MAX_GROWTH,
            only_worst=True,
        )
        # The yardstick: a bare walk does the same work per op at every size,
        # so its own growth is what the memory hierarchy adds.
        walks = [
            (f"{s.shape} {_k(s.size)}→{_k(b.size)}", growth(s, b, "walk"))
            for s, b in self._steps()
        ]
        known = [(k, x) for k, x in walks if not isinstance(x, str)]
        if known:
            k, x = max(known, key=lambda kx: cast(float, kx[1]))
            number += (
                f" (for comparison, the bare walk grows up to {fmt_ratio(x)}: {k})"
            )
        v.append((text, ok, number))
        ring1k = self.rings[1_000].phase0 if 1_000 in self.rings else NA
        v.append(
            _verdict(
                f"phase 0 on 1,000 mutually recursive wrappers < {PHASE0_RING_SECONDS:g} s",
                [("1,000", ring1k)],
                PHASE0_RING_SECONDS,
                seconds=True,
            )
        )
        if 10_000 in self.rings and 1_000 in self.rings:
            g = ring_growth(self.rings[1_000], self.rings[10_000])
            v.append(
                _verdict(
                    f"phase 0 grows ≤ {MAX_GROWTH:g}x from 1,000 to 10,000 wrappers",
                    [("ring", g)],
                    MAX_GROWTH,
                )
            )
        if isinstance(self.scaling, str):
            v.append(
                (
                    f"verifying 3,000 functions/10,000 calls ≤ {VERIFY_SCALING:g}x one function/10,000 calls",
                    None,
                    self.scaling,
                )
            )
        else:
            ratio_keys = [k for k in self.scaling if "ratio" in k]
            ratio: Outcome = self.scaling[ratio_keys[0]] if ratio_keys else NA
            v.append(
                _verdict(
                    f"verifying 3,000 functions/10,000 calls ≤ {VERIFY_SCALING:g}x one function/10,000 calls",
                    [("ratio", ratio)],
                    VERIFY_SCALING,
                )
            )


def _k(size: int) -> str:
    return f"{size // 1000}k" if size >= 1000 and size % 1000 == 0 else f"{size:,}"


def _verdict(
    text: str,
    values: Sequence[tuple[str, Outcome]],
    limit: float,
    *,
    only_worst: bool = False,
    seconds: bool = False,
) -> tuple[str, bool | None, str]:
    known = [(k, x) for k, x in values if not isinstance(x, str)]
    unknown = [(k, x) for k, x in values if isinstance(x, str)]
    if not values or (not known and unknown):
        return text, None, ", ".join(f"{k}: {x}" for k, x in unknown) or "not measured"
    show: Callable[[Outcome], str] = fmt_time if seconds else fmt_ratio
    ok = all(cast(float, x) <= limit for _, x in known) and not unknown
    if only_worst:
        worst = max(known, key=lambda kx: cast(float, kx[1]))
        over = [
            f"{k} = {show(cast(float, x))}" for k, x in known if cast(float, x) > limit
        ]
        parts = [f"worst {worst[0]} = {show(cast(float, worst[1]))}"]
        if over:
            parts.append("over the limit: " + ", ".join(over))
    else:
        parts = [f"{k} = {show(cast(float, x))}" for k, x in known]
    parts += [f"{k}: {x}" for k, x in unknown]
    return text, ok, "; ".join(parts)


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"xDSL {getattr(xdsl, '__version__', '?')}"
    )


def write_readme(lines: Sequence[str]) -> None:
    text = README.read_text()
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{README} lacks the markers {BEGIN} / {END}")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    README.write_text(head + BEGIN + "\n" + "\n".join(lines) + "\n" + END + tail)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--shapes",
        default="orchestration,callgraph,deep,wrappers,merges",
        help="comma-separated (default: %(default)s; also: ring)",
    )
    parser.add_argument(
        "--sizes",
        default="1000,10000",
        help="comma-separated op counts (default: %(default)s)",
    )
    parser.add_argument(
        "--with-100k",
        action="store_true",
        help="also 100,000 ops (minutes: parsing alone takes ~50 s per shape)",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="runs per phase, minimum taken (default: %(default)s)",
    )
    parser.add_argument(
        "--repeat-100k",
        type=int,
        default=1,
        help="runs per phase at 100k ops (default: %(default)s)",
    )
    parser.add_argument(
        "--e2e-repeat",
        type=int,
        default=3,
        help="xdsl-opt runs per file, 0 to skip (default: %(default)s)",
    )
    parser.add_argument(
        "--e2e-max-size",
        type=int,
        default=10_000,
        help="largest size run through xdsl-opt (default: %(default)s)",
    )
    parser.add_argument(
        "--rings",
        default="1000,10000",
        help="wrapper counts for phase 0 on one cycle (default: %(default)s)",
    )
    parser.add_argument(
        "--no-verify-scaling", action="store_true", help="skip bench/verify_scaling.py"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--phases",
        default=",".join(PHASES),
        help="comma-separated phases to time; parse, walk and derive always run "
        "(default: all)",
    )
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="process CPU time (default) or wall time",
    )
    parser.add_argument(
        "--gc",
        action="store_true",
        help="keep the garbage collector on during timed runs (default: paused)",
    )
    parser.add_argument(
        "--warm",
        action="store_true",
        help="keep the CPU caches warm between runs (default: evict them)",
    )
    parser.add_argument(
        "--write-readme",
        action="store_true",
        help="replace the results in bench/README.md",
    )
    args = parser.parse_args(argv)

    CLOCK.cpu = args.clock == "cpu"
    Caches.cold = not args.warm
    Collector.paused = not args.gc
    shapes = [s for s in args.shapes.split(",") if s]
    sizes = [int(s) for s in args.sizes.split(",") if s]
    if args.with_100k and 100_000 not in sizes:
        sizes.append(100_000)
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())

    results: list[Measurement] = []
    for size in sizes:
        for shape in shapes:
            print(f"{shape} {size:,} ...", flush=True)
            repeat = args.repeat_100k if size >= 100_000 else args.repeat
            e2e = args.e2e_repeat if size <= args.e2e_max_size else 0
            m = measure(
                shape,
                size,
                seed=args.seed,
                repeat=repeat,
                e2e_repeat=e2e,
                phases=frozenset(p for p in args.phases.split(",") if p),
            )
            results.append(m)
            print(
                "    "
                + ", ".join(f"{p} {fmt_time(m.times.get(p, NA))}" for p in PHASES)
                + f", e2e {fmt_ratio(m.e2e_ratio)}",
                flush=True,
            )
    rings: dict[int, Ring] = {}
    for n in (int(s) for s in args.rings.split(",") if s):
        ring = rings[n] = measure_ring(n, repeat=args.repeat)
        print(
            f"ring {n:,}: phase 0 {fmt_time(ring.phase0)}, "
            f"derive {fmt_time(ring.derive)}",
            flush=True,
        )
    scaling: Mapping[str, float] | str = (
        "skipped" if args.no_verify_scaling else measure_verify_scaling()
    )

    report = Report(results, rings, scaling)
    body = report.build()
    command = "python bench/run.py " + " ".join(
        argv if argv is not None else sys.argv[1:]
    )
    clock = "process CPU time" if CLOCK.cpu else "wall time"
    clock += (
        f", cold caches ({Caches.size() >> 20} MiB copied before each run)"
        if Caches.cold
        else ", warm caches"
    )
    clock += ", collector paused" if Collector.paused else ", collector on"
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    lines = [
        f"Measured {started} on {machine()} with `{command.strip()}` "
        f"({clock}; load average at the end {load}).",
        "",
        *body,
    ]
    print()
    print("\n".join(lines))
    if args.write_readme:
        write_readme(lines)
        print(f"\nwrote {README.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
