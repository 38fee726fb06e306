"""`in` parameters that a body writes (verify-param-directions)."""

from __future__ import annotations

from xdsl.ir import Operation

from pypto_xdsl.analysis.call_graph import CallGraph
from pypto_xdsl.analysis.param_directions import IN, function_facts, slot_direction
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.structure import nested_ops
from pypto_xdsl.diagnostics import Problem, param_label
from pypto_xdsl.dialects.attributes import FuncKind


def in_param_write_problems(graph: CallGraph) -> list[Problem]:
    """Every `in` tensor parameter of a non-orchestration function that an
    operator writes or that is passed to a callee `out`/`inout` slot: once per
    parameter, at its first writer in program order."""
    declared = Signatures(graph)
    problems: list[Problem] = []
    for func, func_facts in function_facts(graph, declared).items():
        if func.func_kind == FuncKind.ORCHESTRATION:
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
        if not candidates:
            continue
        block = graph.node(func).block
        order: dict[Operation, int] = {}
        if block is not None:
            order = {op: i for i, op in enumerate(nested_ops(block))}
        first: dict[int, tuple[Operation, str]] = {}
        for param, op, writer in sorted(candidates, key=lambda c: order.get(c[1], 0)):
            if param < len(dirs) and dirs[param] is IN:
                first.setdefault(param, (op, writer))
        for param in sorted(first):
            op, writer = first[param]
            problems.append(
                Problem(
                    op,
                    f"parameter {param_label(func, param)} of @{func.sym_name.data} "
                    f"is declared in but {writer} writes it: declare it out or "
                    "inout in param_directions (or, if the op does not really "
                    "write it, correct the op's effect declaration)",
                )
            )
    return problems
