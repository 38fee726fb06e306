"""The task graph: what the runtime builds from the directions, its races
and its lost parallelism (one orchestration function, replayed).

- `orchestration`: the abstract interpreter of orchestration bodies (tasks);
- `footprints`: the interpreter of callee bodies (what each task touches);
- `replay`: the runtime's rules per argument tag (its edges);
- `conflicts`: pairs of tasks whose footprints meet (the true edges);
- `metrics`, `graph`: reachability, races, extra orderings, critical paths;
- `render`: JSON, DOT and the summary.
"""

from pypto_xdsl.analysis.task_graph.graph import (
    TaskGraph,
    root_functions,
    task_graph,
    task_graphs,
)
from pypto_xdsl.analysis.task_graph.model import (
    Access,
    Argument,
    Cause,
    Conflict,
    Edge,
    Kind,
    Tag,
    Task,
    TaskGraphError,
)
from pypto_xdsl.analysis.task_graph.views import Buffer, Overlap, View, overlap

__all__ = [
    "Access",
    "Argument",
    "Buffer",
    "Cause",
    "Conflict",
    "Edge",
    "Kind",
    "Overlap",
    "Tag",
    "Task",
    "TaskGraph",
    "TaskGraphError",
    "View",
    "overlap",
    "root_functions",
    "task_graph",
    "task_graphs",
]
