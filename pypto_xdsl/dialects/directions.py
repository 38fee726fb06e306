"""Which argument directions a call site may carry: verifier rules 3 to 5.

Shared by the `pto.call`/`pto.submit` op verifiers (which reject ill-formed IR
as soon as it is parsed) and `verify-call-directions` (which reports every
problem of a module in one run).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute

from pypto_xdsl.dialects.attributes import ArgDirection, ParamDirection
from pypto_xdsl.dialects.types import is_tensor_like

ALLOWED_TENSOR_DIRECTIONS: dict[ParamDirection, tuple[ArgDirection, ...]] = {
    ParamDirection.IN: (ArgDirection.INPUT, ArgDirection.NO_DEP),
    ParamDirection.INOUT: (
        ArgDirection.INOUT,
        ArgDirection.OUTPUT_EXISTING,
        ArgDirection.NO_DEP,
    ),
    ParamDirection.OUT: (
        ArgDirection.OUTPUT,
        ArgDirection.OUTPUT_EXISTING,
        ArgDirection.INOUT,
        ArgDirection.NO_DEP,
    ),
}


def _names(directions: Sequence[ArgDirection]) -> str:
    return ", ".join(d.value for d in directions)


def arg_direction_problems(
    callee: str,
    arg_types: Sequence[Attribute],
    arg_directions: Sequence[ArgDirection],
    param_directions: Sequence[ParamDirection],
) -> list[str]:
    """Rules 3 and 4 for each argument: one message per offending argument.

    `arg_directions` must already have one entry per argument.
    """
    problems: list[str] = []
    for i, (ty, direction) in enumerate(zip(arg_types, arg_directions, strict=False)):
        if i >= len(param_directions):
            problems.append(
                f"argument {i} has no parameter in callee {callee}, which takes "
                f"{len(param_directions)}: drop the extra argument"
            )
            continue
        param = param_directions[i]
        if not is_tensor_like(ty):
            if direction != ArgDirection.SCALAR:
                problems.append(
                    f"argument {i} is a non-tensor ({ty}) but has direction "
                    f"'{direction.value}': non-tensor arguments must be 'scalar', so give "
                    f"argument {i} 'scalar'"
                )
            continue
        if direction == ArgDirection.SCALAR:
            problems.append(
                f"argument {i} is a tensor but has direction 'scalar': use one of "
                f"{_names(ALLOWED_TENSOR_DIRECTIONS[param])} for callee {callee}'s "
                f"'{param.value}' parameter"
            )
            continue
        allowed = ALLOWED_TENSOR_DIRECTIONS[param]
        if direction not in allowed:
            problems.append(
                f"argument {i} has direction '{direction.value}' but callee "
                f"{callee} declares parameter {i} '{param.value}', which allows "
                f"{_names(allowed)}: fix arg_directions or the callee's "
                "param_directions"
            )
    return problems


def override_problems(
    arg_types: Sequence[Attribute], overrides: Sequence[int]
) -> list[str]:
    """Rule 5: every no-dep override is in range, names a tensor, appears once."""
    problems: list[str] = []
    seen: set[int] = set()
    for index in overrides:
        if index < 0 or index >= len(arg_types):
            problems.append(
                f"arg_direction_overrides names argument {index}, but the op has "
                f"{len(arg_types)} argument(s): use an index in "
                f"[0, {len(arg_types)})"
            )
        elif not is_tensor_like(arg_types[index]):
            problems.append(
                f"arg_direction_overrides names argument {index}, a non-tensor "
                f"({arg_types[index]}): no_dep applies to tensor arguments only, so "
                f"drop {index} from the overrides"
            )
        elif index in seen:
            problems.append(
                f"arg_direction_overrides names argument {index} more than once: "
                "list each index once"
            )
        seen.add(index)
    return problems
