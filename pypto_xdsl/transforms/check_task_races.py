"""`check-task-races`: replay the runtime on orchestration functions and
report every pair of tasks it leaves unordered although they conflict."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.analysis.buffer_roots import buffer_roots
from pypto_xdsl.analysis.call_graph import call_graph
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.task_graph import (
    Kind,
    TaskGraph,
    TaskGraphError,
    root_functions,
    task_graphs,
)
from pypto_xdsl.analysis.task_graph.render import race_message
from pypto_xdsl.diagnostics import Problem, raise_problems
from pypto_xdsl.transforms.options import (
    CheckedOptionsPass,
    PassOptionError,
    at_least_one,
    parse_bind,
)


@dataclass(frozen=True)
class CheckTaskRacesPass(CheckedOptionsPass):
    """One diagnostic per racing pair of tasks, on the later task's op, naming
    the earlier one, the buffer, the kind and the fix. WAR races only with
    `war=true`. Changes nothing. On a module without an orchestration
    function it does nothing, quietly, like any pass on a module with nothing
    for it (a successful run prints nothing on standard error).

        xdsl-opt -p 'check-task-races{war=true bind="n=4","x.dim0=32" max-tasks=1000}'
    """

    name = "check-task-races"

    function: str | None = None
    """The orchestration function to replay; default: every one no function calls."""
    war: bool = False
    """Also report writes after reads."""
    bind: tuple[str, ...] = ()
    """Values of scalar parameters and `?` dimensions, each quoted:
    `bind="n=4","x.dim0=32"` (xDSL's option syntax)."""
    max_tasks: int = 100000
    """Stop with an error at the task after this many."""
    max_iterations: int = 1024
    """Stop with an error on a `scf.while` still running after this many
    iterations."""

    def __post_init__(self) -> None:
        # Refused where the pipeline is read, before any module is.
        at_least_one(self.name, "max_tasks", self.max_tasks)
        at_least_one(self.name, "max_iterations", self.max_iterations)
        try:
            parse_bind(self.bind)
        except ValueError as error:
            raise PassOptionError(f"{self.name}: {error}") from None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        graph = call_graph(op)
        if self.function is None and not root_functions(graph):
            return
        graphs: list[TaskGraph] = []
        failure: Problem | None = None
        try:
            # The directions are the IR's (no phase 0 here); the roots those
            # of the sound default, which follow every alias.
            roots = buffer_roots(graph, Signatures(graph))
            graphs = task_graphs(
                graph,
                roots,
                self.function,
                parse_bind(self.bind),
                max_tasks=self.max_tasks,
                max_iterations=self.max_iterations,
            )
        except ValueError as error:
            failure = Problem(op, str(error))
        except TaskGraphError as error:
            failure = Problem(error.op or op, error.message)
        if failure is not None:
            # Raised outside the handler: one diagnostic, not a chained traceback.
            raise_problems(op, [failure], self.name)
        problems = [
            Problem(graph.tasks[race.second].op, race_message(graph, race))
            for graph in graphs
            for race in graph.races
            if race.kind is not Kind.WAR or self.war
        ]
        raise_problems(op, problems, self.name)
