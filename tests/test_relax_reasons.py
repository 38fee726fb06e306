"""Why `relax-sequential` relaxes or keeps R-seq, case by case, and what it
must never change.

The cases are the lit file's (tests/filecheck/.../relax-sequential.mlir): each
call site in a loop gets the proof's verdict, and the reason must be the one
the case is about, not any refusal that happens to keep `inout`.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import cast

import islpy as isl
import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer

from pypto_xdsl.analysis.buffer_roots import buffer_roots
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.disjoint_writes import DisjointWrites, Verdict, disjoint_writes
from pypto_xdsl.analysis.modes import Compat
from pypto_xdsl.analysis.relax_reasons import Reason
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.write_summary import WriteSummary
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass


def _load_bench(name: str) -> ModuleType:
    bench = Path(__file__).resolve().parent.parent / "bench"
    if str(bench) not in sys.path:
        sys.path.insert(0, str(bench))  # bench/relax.py imports generate
    spec = importlib.util.spec_from_file_location(
        f"relax_bench_{name}", bench / f"{name}.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


bench_generate = _load_bench("generate")
LIT = (
    Path(__file__).parent
    / "filecheck/transforms/derive-call-directions/relax-sequential.mlir"
)

# In the lit file's order: the verdict of each call site inside a loop.
EXPECTED = [
    ["disjoint"],  # the 16-stripe loop
    ["disjoint"],  # a symbolic trip count
    ["disjoint"],  # a per-iteration slice at i*64
    ["disjoint"],  # a 2-D stripe
    ["disjoint"],  # nested loops, injective offset
    ["disjoint"],  # relaxed, then R-prior (the pass's next row)
    ["conflict"],  # i*32 with a 64-wide store
    ["conflict"],  # (i floordiv 2)*64
    ["conflict"],  # only the outer variable moves the offset
    ["conflict"],  # i*0
    ["conflict", "conflict"],  # two sites interleaving
    ["conflict"],  # a second store at a constant offset
    ["non-affine"],  # param x iv
    ["no-body"],
    ["writer"],  # tensor.write
    ["nested-call"],
    ["data-dependent"],  # an offset carried by the loop
    ["symbolic-stride"],  # a `?` inner dimension
    ["alias"],  # a slice written before the loop, hidden from R-prior
    ["disjoint"],  # a loop-carried buffer
]


def _modules() -> list[ModuleOp]:
    chunks = LIT.read_text().split("// -----")
    return [Parser(pto_context(), chunk).parse_module() for chunk in chunks]


def _proof(module: ModuleOp, compat: Compat) -> DisjointWrites:
    graph = call_graph(module)
    signatures = Signatures(graph)
    return disjoint_writes(
        graph, signatures, buffer_roots(graph, signatures, compat=compat)
    )


def _verdicts(module: ModuleOp, compat: Compat = Compat.PYPTO) -> list[Verdict]:
    # PyPTO's lineage by default, as the lit file's CHECK lines run it.
    proof = _proof(module, compat)
    verdicts: list[Verdict] = []
    for op in module.walk():
        if isinstance(op, CallLikeOp) and not isinstance(op.parent_op(), FuncOp):
            verdicts.append(proof.decide(op, 1))
    return verdicts


def test_every_case_has_its_reason() -> None:
    modules = _modules()
    assert len(modules) == len(EXPECTED)
    for module, expected in zip(modules, EXPECTED, strict=True):
        assert [v.reason for v in _verdicts(module)] == expected


def test_with_slices_followed_the_hidden_slice_write_is_seen() -> None:
    # With phase 1 following slices (the sound lineage), the slice written
    # before the loop is a write of %out that R-prior sees: the proof may hold.
    last = _modules()[-2]
    assert [v.reason for v in _verdicts(last, compat=Compat.NONE)] == ["disjoint"]


def test_an_isl_failure_keeps_r_seq(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(text: str) -> isl.Set:
        raise isl.Error(f"cannot parse {text}")

    monkeypatch.setattr(isl, "Set", fail)
    first = _modules()[0]
    assert [v.reason for v in _verdicts(first)] == ["isl-error"]


def test_summaries_of_the_stripe_kernel() -> None:
    module = _modules()[0]
    proof = _proof(module, Compat.PYPTO)
    kernel = next(op for op in module.walk() if isinstance(op, FuncOp))
    summary = proof.summary(kernel, 1)
    assert isinstance(summary, WriteSummary)
    (box,) = summary.boxes
    assert not summary.reads
    assert [s.const for s in box.sizes] == [64]
    assert box.offsets[0].render(lambda v: "i") == "64*i"
    # The loaded parameter is read and never written.
    assert proof.summary(kernel, 0) == WriteSummary((), True)


def _print(module: ModuleOp) -> str:
    from io import StringIO

    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


@pytest.mark.parametrize("shape", ["orchestration", "callgraph", "wrappers"])
def test_off_is_byte_identical(shape: str) -> None:
    text: str = bench_generate.generate(shape, 1500, 3)
    ctx = pto_context()
    plain = Parser(ctx, text).parse_module()
    off = plain.clone()
    DeriveCallDirectionsPass().apply(ctx, plain)
    DeriveCallDirectionsPass(relax_sequential=False).apply(ctx, off)
    assert _print(plain) == _print(off)


def test_a_nest_with_too_many_writers_keeps_r_seq() -> None:
    # 33 calls in one loop body, each storing its own stripe: the proof would
    # hold, but the nest has more writer sites than MAX_SITES.
    from pypto_xdsl.analysis.disjoint_writes import MAX_SITES

    t = "!pto.tensor<1024xf32>"
    calls = "\n".join(
        f"      %q{k} = arith.addi %base, %c{k} : index\n"
        f"      %r{k} = pto.call @store1(%x, %out, %q{k}) : ({t}, {t}, index) -> {t}"
        for k in range(MAX_SITES + 1)
    )
    constants = "\n".join(
        f"    %c{k} = arith.constant {k} : index" for k in range(MAX_SITES + 1)
    )
    text = f"""builtin.module {{
  pto.func incore @store1(in %x: {t}, out %out: {t}, in %q: index) -> {t} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tile = "pto.tile.load"(%x, %c0, %c1, %c1) <{{operandSegmentSizes = array<i32: 1, 1, 1, 1>}}> : ({t}, index, index, index) -> !pto.tile<1xf32, vec>
    %s = "pto.tile.store"(%tile, %q, %out) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}> : (!pto.tile<1xf32, vec>, index, {t}) -> {t}
    pto.return %s : {t}
  }}
  pto.func orchestration @main(%x: {t}, %out: {t}) {{
{constants}
    %stride = arith.constant {MAX_SITES + 1} : index
    %n = arith.constant 4 : index
    scf.for %i = %c0 to %n step %c1 {{
      %base = arith.muli %i, %stride : index
{calls}
    }}
    pto.return
  }}
}}
"""
    module = Parser(pto_context(), text).parse_module()
    assert {v.reason for v in _verdicts(module)} == {"too-many"}


def test_an_exception_in_the_proof_is_an_internal_error_that_keeps_r_seq(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # IR the proof does not foresee: R-seq stays, under a reason of its own
    # (never one a user could take for a property of the program).
    def fail(self: DisjointWrites, op: CallLikeOp, index: int) -> Reason:
        raise KeyError(op)

    monkeypatch.setattr(DisjointWrites, "_prove", fail)
    first = _modules()[0]
    assert [v.reason for v in _verdicts(first)] == [Reason.INTERNAL_ERROR]
    DeriveCallDirectionsPass(relax_sequential=True, explain=True).apply(
        pto_context(), first
    )
    assert 'pto.why = ["input", "r-seq(internal-error)", "scalar"]' in _print(first)


@pytest.mark.parametrize("shape", ["orchestration", "callgraph"])
def test_generated_programs_never_meet_an_internal_error(shape: str) -> None:
    # Every R-seq site of the generated programs asks the proof; its reasons
    # show in pto.why, and not one of them may be a bug of the proof.
    text: str = bench_generate.generate(shape, 1500, 5)
    module = Parser(pto_context(), text).parse_module()
    DeriveCallDirectionsPass(relax_sequential=True, explain=True).apply(
        pto_context(), module
    )
    printed = _print(module)
    assert "r-seq(" in printed
    assert Reason.INTERNAL_ERROR not in printed


def test_every_reason_of_the_lit_cases_shows_in_pto_why() -> None:
    # The verdict the proof gives each case is the one pto.why names.
    for module, expected in zip(_modules(), EXPECTED, strict=True):
        DeriveCallDirectionsPass(relax_sequential=True, explain=True).apply(
            pto_context(), module
        )
        shown = [
            why
            for op in module.walk()
            if isinstance(op, CallLikeOp) and not isinstance(op.parent_op(), FuncOp)
            for why in _why(op)
            if why == "disjoint" or why.startswith("r-seq")
        ]
        wanted = [
            "disjoint" if reason == "disjoint" else f"r-seq({reason})"
            for reason in expected
        ]
        if shown != wanted:
            # R-prior may follow a relaxed argument; the alias case relaxes
            # in the default mode (EXPECTED is PyPTO's lineage).
            assert wanted in (["r-seq(alias)"], ["disjoint"]), (shown, wanted)


def _why(op: CallLikeOp) -> list[str]:
    from xdsl.dialects.builtin import ArrayAttr, StringAttr

    attr = op.attributes.get("pto.why")
    assert isinstance(attr, ArrayAttr)
    entries = cast(ArrayAttr[StringAttr], attr).data
    return [entry.data for entry in entries]


def test_a_callee_with_many_stores_costs_one_question_per_pair_of_sites(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The proof is linear in the stores of a callee: one isl question per
    # pair of writer sites (three sets: each site's union of boxes, and the
    # pair's condition), not one per pair of stores.
    bench_relax = _load_bench("relax")
    module = Parser(pto_context(), bench_relax.stores(48)).parse_module()
    made: list[str] = []
    real = isl.Set

    def counting(text: str) -> isl.Set:
        made.append(text)
        return real(text)

    monkeypatch.setattr(isl, "Set", counting)
    assert [v.reason for v in _verdicts(module, Compat.NONE)] == ["disjoint"]
    assert len(made) == 3
