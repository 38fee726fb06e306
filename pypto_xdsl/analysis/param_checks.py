"""`in` parameters that a body writes, or may write (verify-param-directions)."""

from __future__ import annotations

from xdsl.ir import Operation

from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.param_directions import (
    IN,
    first_undecided,
    function_facts,
    program_order,
    slot_direction,
    undecided_message,
)
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.diagnostics import Problem, param_label
from pypto_xdsl.dialects.attributes import FuncKind


def in_param_write_problems(graph: CallGraph) -> list[Problem]:
    """Every `in` tensor parameter of a non-orchestration function that an
    operator writes or that is passed to a callee `out`/`inout` slot: once per
    parameter, at its first writer in program order. A parameter no slot
    writes but one reaches a slot without a verdict is *undecided* and
    reported too, at its first such slot: the verifier cannot vouch for it."""
    declared = Signatures(graph)
    problems: list[Problem] = []
    facts = function_facts(graph, declared)
    for func in graph.nodes:
        func_facts = facts.get(func)
        if func_facts is None or func.func_kind == FuncKind.ORCHESTRATION:
            continue
        dirs = declared.of(func)
        candidates: list[tuple[int, Operation, str]] = [
            (w.param, w.op, w.op.name) for w in func_facts.writes
        ]
        candidates.extend(
            (p, slot.op, f"{slot.op.name} @{slot.callee.sym_name.data}")
            for slot in func_facts.calls
            if slot_direction(declared, slot) is not IN
            for p in slot.params
        )
        if not candidates and not func_facts.undecided:
            continue
        order = program_order(graph.node(func).block)
        first: dict[int, tuple[Operation, str]] = {}
        for param, op, writer in sorted(candidates, key=lambda c: order.get(c[1], 0)):
            if param < len(dirs) and dirs[param] is IN:
                first.setdefault(param, (op, writer))
        undecided = first_undecided(
            func_facts,
            {p for p in range(len(dirs)) if dirs[p] is IN and p not in first},
            order,
        )
        reports: list[tuple[int, Problem]] = []
        for param, (op, writer) in first.items():
            reports.append(
                (
                    param,
                    Problem(
                        op,
                        f"parameter {param_label(func, param)} of "
                        f"@{func.sym_name.data} is declared in but {writer} writes "
                        "it: declare it out or inout in param_directions (or, if "
                        "the op does not really write it, correct the op's effect "
                        "declaration)",
                    ),
                )
            )
        for param, slot in undecided.items():
            reports.append(
                (
                    param,
                    Problem(
                        slot.op,
                        undecided_message(
                            func,
                            slot,
                            "the verifier cannot tell whether it writes the "
                            "parameter declared in",
                        ),
                    ),
                )
            )
        problems.extend(problem for _, problem in sorted(reports, key=lambda r: r[0]))
    return problems
