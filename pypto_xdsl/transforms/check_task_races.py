"""`check-task-races`: replay the runtime on orchestration functions and
report every pair of tasks it leaves unordered although they conflict."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from pypto_xdsl.analysis.task_graph import Kind, TaskGraphError, task_graphs
from pypto_xdsl.analysis.task_graph.render import race_message
from pypto_xdsl.diagnostics import Problem, raise_problems


def parse_bind(entries: tuple[str, ...], *, option: str = "bind") -> dict[str, int]:
    """`NAME=VALUE` entries (`n=4`, `x.dim0=32`) as a mapping."""
    bound: dict[str, int] = {}
    for entry in entries:
        name, sep, value = entry.partition("=")
        try:
            if not sep or not name:
                raise ValueError(entry)
            bound[name.strip()] = int(value.strip(), 0)
        except ValueError:
            raise ValueError(
                f"{option} entry '{entry}' is not NAME=INTEGER (e.g. n=4 or x.dim0=32)"
            ) from None
    return bound


@dataclass(frozen=True)
class CheckTaskRacesPass(ModulePass):
    """One diagnostic per racing pair of tasks, on the later task's op, naming
    the earlier one, the buffer, the kind and the fix. WAR races only with
    `war=true`. Changes nothing."""

    name = "check-task-races"

    function: str | None = None
    """The orchestration function to replay; default: every one no function calls."""
    war: bool = False
    """Also report writes after reads."""
    bind: tuple[str, ...] = ()
    """Values of scalar parameters and `?` dimensions: `bind=n=4,x.dim0=32`."""
    max_tasks: int = 100000

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        problems: list[Problem] = []
        try:
            bound = parse_bind(self.bind)
        except ValueError as error:
            raise_problems(op, [Problem(op, str(error))], self.name)
            return
        try:
            graphs = task_graphs(op, self.function, bound, max_tasks=self.max_tasks)
        except TaskGraphError as error:
            raise_problems(op, [Problem(error.op, error.message)], self.name)
            return
        for graph in graphs:
            for race in graph.races:
                if race.kind is Kind.WAR and not self.war:
                    continue
                problems.append(
                    Problem(graph.tasks[race.second].op, race_message(graph, race))
                )
        raise_problems(op, problems, self.name)
