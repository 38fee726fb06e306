"""The disjointness proof of `relax-sequential` against brute force.

On random affine write patterns with small constant bounds
(`relax_patterns`), every call site is decided by the proof and judged by
enumerating every instance:

- relaxed → the enumeration finds no two iterations writing a common element
  (soundness);
- `conflict` → the enumeration finds such a pair (isl is exact: nothing is
  lost where the question can be stated), unless a loop's step is symbolic:
  the proof then drops the loop's bounds (more instances, still sound);
- any other refusal → one the spec asks for in that pattern (a product of two
  variables, a narrowing cast or fixed-width arithmetic, a kernel that also
  reads its `out` parameter, a second writer op, a wrapper's nested call);
  how often each happens is counted.

The proof reads the directions phase 0 leaves (a stale `in` wrapper writes),
as the pass does.

`python tests/test_relax_oracle.py N [SEED] [--extended] [--steps]` runs N
patterns and prints the counts.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from relax_patterns import Pattern, build, conflicts, random_pattern

from pypto_xdsl.analysis.buffer_roots import buffer_roots
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.disjoint_writes import disjoint_writes
from pypto_xdsl.analysis.relax_reasons import Reason
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.wrapper_directions import effective_directions
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp, enclosing_func

CASES = 300
"""Patterns per CI run (about 400 call sites); more with the script."""


def judge(pattern: Pattern) -> list[tuple[str, str | None]]:
    """Per call site of `@main`: its outcome and, for a disagreement, what
    went wrong."""
    module = build(pattern, verify=False)
    truth = conflicts(pattern)
    graph = call_graph(module)
    signatures = Signatures(graph)
    for func, directions in effective_directions(graph).items():
        signatures.update(func, directions)
    proof = disjoint_writes(graph, signatures, buffer_roots(graph, signatures))
    outcomes: list[tuple[str, str | None]] = []
    for op in module.walk():
        if not isinstance(op, CallLikeOp):
            continue
        caller = enclosing_func(op)
        if caller is None or caller.sym_name.data != "main":
            continue
        callee = op.resolve_callee()
        if callee is None or signatures.of(callee)[1] != ParamDirection.OUT:
            continue
        name = op.callee.root_reference.data
        k = int(name.removeprefix("kernel").split("_")[-1])
        if pattern.sites[k].depth == 0:
            continue  # before the loops: R-seq does not apply
        verdict = proof.decide(op, 1)
        wrong: str | None = None
        if verdict.disjoint:
            outcome = "relaxed"
            if truth[k]:
                wrong = "relaxed although two iterations write a common element"
        elif verdict.reason is Reason.CONFLICT:
            outcome = "conflict"
            if not truth[k] and pattern.symbolic:
                # A symbolic step drops the loop's bounds: more instances.
                outcome = "conflict (symbolic step; enumeration: no conflict)"
            elif not truth[k]:
                wrong = "isl found a conflict that enumeration does not"
        else:
            free = "no conflict" if not truth[k] else "conflict"
            outcome = f"refused ({verdict.reason}; enumeration: {free})"
            if verdict.reason not in pattern.expected_refusals(k):
                wrong = f"refused for {verdict.reason}, which the pattern does not have"
        outcomes.append((outcome, wrong))
    return outcomes


def run(
    cases: int, seed: int, *, extended: bool = False, steps: bool = False
) -> tuple[Counter[str], list[str]]:
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    failures: list[str] = []
    for _ in range(cases):
        pattern = random_pattern(rng, extended=extended, steps=steps)
        for outcome, wrong in judge(pattern):
            counts[outcome] += 1
            if wrong is not None and len(failures) < 5:
                failures.append(f"{wrong}: {pattern}")
    return counts, failures


def _internal_errors(counts: Counter[str]) -> list[str]:
    return [k for k in counts if Reason.INTERNAL_ERROR in k]


def test_the_proof_agrees_with_enumeration() -> None:
    counts, failures = run(CASES, 13)
    assert not failures, "\n".join(failures)
    assert not _internal_errors(counts)
    # The generator must exercise every outcome, or the test proves little.
    assert counts["relaxed"] > 150
    assert counts["conflict"] > 80
    assert any(k.startswith("refused") for k in counts)


def test_wrappers_casts_and_fixed_width_agree_with_enumeration() -> None:
    # Wrapper levels (a stale `in` one phase 0 promotes), narrowing casts and
    # arithmetic on fixed-width types that wrap: never relaxed where two
    # iterations collide.
    counts, failures = run(CASES, 29, extended=True)
    assert not failures, "\n".join(failures)
    assert not _internal_errors(counts)
    assert counts["relaxed"] > 50
    assert counts["conflict"] > 50
    refusals = [k for k in counts if k.startswith("refused")]
    assert any("nested-call" in k and "enumeration: conflict" in k for k in refusals)
    assert any("non-affine" in k and "enumeration: conflict" in k for k in refusals)


def test_negative_zero_and_symbolic_steps_agree_with_enumeration() -> None:
    # Loops that count down (PyPTO's `pl.range(3, -1, -1)` runs 3, 2, 1, 0),
    # zero steps and steps given as parameters: never relaxed where two
    # iterations collide for some step; exact where the step is a constant.
    counts, failures = run(CASES, 31, steps=True)
    assert not failures, "\n".join(failures)
    assert not _internal_errors(counts)
    assert counts["relaxed"] > 80
    assert counts["conflict"] > 80
    assert counts["conflict (symbolic step; enumeration: no conflict)"] > 0


def test_main_module_is_the_only_caller_shape() -> None:
    # Every pattern's kernels are called from @main only, once per site.
    rng = random.Random(7)
    for _ in range(20):
        pattern = random_pattern(rng)
        module = build(pattern, verify=False)
        calls = [op for op in module.walk() if isinstance(op, CallLikeOp)]
        assert len(calls) == len(pattern.sites)
        funcs = [op for op in module.walk() if isinstance(op, FuncOp)]
        assert len(funcs) == len(pattern.sites) + 1


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else CASES
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 13
    found, wrong = run(
        n, seed, extended="--extended" in sys.argv, steps="--steps" in sys.argv
    )
    for key, count in sorted(found.items()):
        print(f"{count:6d}  {key}")
    print(f"{sum(found.values()):6d}  call sites, {len(wrong)} disagreements")
    for line in wrong:
        print(line)
