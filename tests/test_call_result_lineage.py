"""Phase 1's call-result lineage (derive-call-directions.md, *Call results*
and *Modes*): `BufferRoots.lineage` says, per tensor result of a call-like
op, which callee parameter's argument the result names and by which rule;
the relax proof and the task graph read it rather than decide again."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import SSAValue
from xdsl.parser import Parser

from pypto_xdsl.analysis import (
    BufferRoots,
    CallResultLineage,
    CallResultRule,
    Compat,
    Signatures,
    buffer_roots,
    call_graph,
)
from pypto_xdsl.analysis.structure import nested_ops
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.symbol_table import function_table

T = "!pto.tensor<64xf32>"
H = "!pto.tensor<32xf32>"
D = "!pto.tensor<?xf32>"
BODY = CallResultRule.CALLEE_BODY
SLOT = CallResultRule.WRITER_SLOT

PROGRAM = f"""
builtin.module {{
  pto.func incore @returns_in(in %a: {T}, out %b: {T}) -> {T} {{
    pto.return %a : {T}
  }}
  pto.func incore @fresh(in %a: {T}) -> {T} {{
    %t = pto.tensor.create : {T}
    pto.return %t : {T}
  }}
  pto.func incore @either(in %a: {T}, in %b: {T}, in %c: i1) -> {T} {{
    %s = scf.if %c -> ({T}) {{
      scf.yield %a : {T}
    }} else {{
      scf.yield %b : {T}
    }}
    pto.return %s : {T}
  }}
  pto.func incore @rec(out %a: {T}, in %b: {T}) -> {T} {{
    %r = pto.call @rec(%a, %b) : ({T}, {T}) -> {T}
    pto.return %b : {T}
  }}
  pto.func private incore @k(in {T}, out {T}) -> {T}
  pto.func private incore @two(out {T}, out {T}) -> ({T}, {T})
  pto.func private incore @reads(in {T}) -> {T}
  pto.func private incore @typed(out {T}, out {H}) -> {H}
  pto.func private incore @dynamic(out {T}, out {D}) -> {D}
  pto.func orchestration @main(%x: {T}, %y: {T}, %h: {H}, %d: {D}, %c: i1) {{
    %ret = pto.call @returns_in(%x, %y) : ({T}, {T}) -> {T}
    %fresh = pto.call @fresh(%x) : ({T}) -> {T}
    %either = pto.call @either(%x, %y, %c) : ({T}, {T}, i1) -> {T}
    %rec = pto.call @rec(%x, %y) : ({T}, {T}) -> {T}
    %k = pto.call @k(%x, %y) : ({T}, {T}) -> {T}
    %two0, %two1 = pto.call @two(%x, %y) : ({T}, {T}) -> ({T}, {T})
    %reads = pto.call @reads(%x) : ({T}) -> {T}
    %typed = pto.call @typed(%x, %h) : ({T}, {H}) -> {H}
    %submitted, %tid = pto.submit @typed(%x, %h) : ({T}, {H}) -> ({H}, !pto.task_id)
    %dynamic = pto.call @dynamic(%x, %d) : ({T}, {D}) -> {D}
    pto.return
  }}
}}
"""


def _roots(compat: Compat) -> tuple[ModuleOp, dict[str, BufferRoots]]:
    module = Parser(pto_context(), PROGRAM).parse_module()
    graph = call_graph(module)
    found = buffer_roots(graph, Signatures(graph), compat=compat)
    return module, {f.sym_name.data: r for f, r in found.items()}


def _result(module: ModuleOp, function: str, name: str) -> SSAValue:
    block = function_table(module)[function].body.blocks.first
    assert block is not None
    for op in nested_ops(block):
        for result in op.results:
            if result.name_hint == name:
                return result
    raise KeyError(name)


def _lineage(compat: Compat, function: str, name: str) -> CallResultLineage | None:
    module, roots = _roots(compat)
    return roots[function].lineage(_result(module, function, name))


@pytest.mark.parametrize(
    ("name", "rule", "parameters", "ambiguous", "parameter"),
    [
        # Rule 1: what the body returns, even an `in` parameter.
        ("ret", BODY, (0,), False, 0),
        # Rule 1: a buffer the callee creates is no argument's.
        ("fresh", BODY, (-1,), False, None),
        # Rule 1: ambiguous inside the callee: every candidate, none chosen.
        ("either", BODY, (0, 1), True, None),
        # Rule 2: no body.
        ("k", SLOT, (1,), False, 1),
        # Rule 2: several results, the k-th writer slot each.
        ("two0", SLOT, (0,), False, 0),
        ("two1", SLOT, (1,), False, 1),
        # Rule 2 without a writer slot: unrooted by the rule.
        ("reads", SLOT, (), False, None),
        # Rule 2, one result: the type-matching writer slot.
        ("typed", SLOT, (1,), False, 1),
        ("submitted", SLOT, (1,), False, 1),
        # Rule 2, one result: a `?` dimension matches in the sound mode.
        ("dynamic", SLOT, (1,), False, 1),
    ],
)
def test_lineage_by_default(
    name: str,
    rule: CallResultRule,
    parameters: tuple[int, ...],
    ambiguous: bool,
    parameter: int | None,
):
    lineage = _lineage(Compat.NONE, "main", name)
    assert lineage == CallResultLineage(rule, parameters, ambiguous)
    assert lineage is not None
    assert lineage.parameter == parameter


def test_a_recursive_cycle_takes_the_writer_slot():
    # @main's call reads @rec's body (it returns %b, parameter 1); @rec's
    # own call is in its cycle: the writer slot, parameter 0.
    assert _lineage(Compat.NONE, "main", "rec") == CallResultLineage(BODY, (1,), False)
    assert _lineage(Compat.NONE, "rec", "r") == CallResultLineage(SLOT, (0,), False)


@pytest.mark.parametrize(
    ("name", "parameters"),
    [
        # Rule 1 never applies: the writer slot, whatever the body returns.
        ("ret", (1,)),
        ("either", ()),
        ("rec", (0,)),
        # A submit's result always takes the k-th writer slot.
        ("submitted", (0,)),
        # A call's single result still type-matches.
        ("typed", (1,)),
        # A `?` dimension never matches: the first writer slot.
        ("dynamic", (0,)),
    ],
)
def test_lineage_under_pypto_rules(name: str, parameters: tuple[int, ...]):
    lineage = _lineage(Compat.PYPTO, "main", name)
    assert lineage == CallResultLineage(SLOT, parameters, False)


def test_only_tensor_call_results_have_a_lineage():
    module, roots = _roots(Compat.NONE)
    main = roots["main"]
    assert main.lineage(_result(module, "main", "tid")) is None
    block = function_table(module)["main"].body.blocks.first
    assert block is not None
    assert all(main.lineage(arg) is None for arg in block.args)
