"""The task graph against a brute-force model over element sets.

Programs are generated as plain data, printed as IR, parsed and analysed; the
model below executes the same data directly: views are sets of element
addresses (row-major index arithmetic on the buffer's layout), the runtime's
overlap test is stated on those sets (disjoint extents; same layout: set
disjointness and containment; otherwise it gives up), footprints are sets,
conflicts are set intersections and reachability is a transitive closure. It
shares nothing with the analysis but the parser.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st
from module_task_graph import task_graph_of
from xdsl.parser import Parser

from pypto_xdsl.analysis.task_graph.graph import compare
from pypto_xdsl.context import pto_context

# ---------------------------------------------------------------------------
# Programs as data

LAYOUTS: dict[tuple[int, ...], list[tuple[int, ...]]] = {
    # buffer shape -> shapes a reshape may give it (same element count)
    (8, 8): [(64,), (4, 16), (16, 4)],
    (16,): [(4, 4), (2, 8)],
    (4, 8): [(32,), (8, 4)],
}

ALLOWED = {
    "in": ["input", "no_dep"],
    "inout": ["inout", "output_existing", "no_dep"],
    "out": ["output", "output_existing", "inout", "no_dep"],
}


def strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    out: list[int] = []
    step = 1
    for n in reversed(shape):
        out.append(step)
        step *= n
    return tuple(reversed(out))


@dataclass
class ViewSpec:
    buffer: int
    layout: tuple[int, ...]
    """The row-major shape the view indexes (the buffer's, or a reshape's)."""
    offsets: list[tuple[int, int]]
    """Per dimension `c + k * i`, i the enclosing loop's variable."""
    sizes: tuple[int, ...]
    reshaped: bool

    def elements(self, i: int) -> frozenset[int]:
        st_ = strides(self.layout)
        base = [c + k * i for c, k in self.offsets]
        return frozenset(
            sum((b + x) * s for b, x, s in zip(base, idx, st_, strict=True))
            for idx in product(*(range(n) for n in self.sizes))
        )

    def box(
        self, i: int, offs: tuple[int, ...], sizes: tuple[int, ...]
    ) -> frozenset[int]:
        st_ = strides(self.layout)
        base = [c + k * i + o for (c, k), o in zip(self.offsets, offs, strict=True)]
        return frozenset(
            sum((b + x) * s for b, x, s in zip(base, idx, st_, strict=True))
            for idx in product(*(range(n) for n in sizes))
        )


@dataclass
class Param:
    view: ViewSpec
    direction: str  # callee param direction
    arg: str  # arg direction
    box: tuple[tuple[int, ...], tuple[int, ...]] | None
    """A bodied kernel's (offsets, sizes) in the view, or None: whole view.
    With `scalar`, the first offset is the kernel's scalar argument instead."""
    scalar: tuple[int, int] | None = None
    """The scalar argument passed, `c + k * i`."""
    spmd: bool = False
    """The first offset also adds `get_block_idx * sizes[0]`: the box of each
    core of the call's `cores` (task-graph.md, per-core indices)."""
    valid: tuple[int, ...] | None = None
    """The load's valid shape, when smaller than its box's sizes: only
    `[offsets, offsets + valid)` is read."""


@dataclass
class Call:
    params: list[Param]
    bodied: bool
    submit: bool = False
    deps: list[int] = field(default_factory=list[int])
    """Indices of earlier top-level submits."""
    manual: bool = False
    cores: int | None = None
    """A submit's `core_num`."""
    cores_from: str = "literal"
    """How the submit gives it: `core_num(N)` ("literal"), an operand the
    replay computes ("computed": arithmetic on constants), a scalar
    parameter of @main bound by `bind` ("bound") or not ("unbound": known
    only at run time, so the per-core index takes every value it could have
    and every SPMD box widens to the whole view)."""
    rotate: int | None = None
    """A kernel of two parameters of one shape: a loop of this many iterations
    carrying both, swapped each iteration, storing the first one's box into
    the first carried tensor: from two iterations on it writes both (past
    `max-iterations` the model must still see that)."""
    rotate_down: bool = False
    """The rotating loop counts down (step -1), as `pl.range(n - 1, -1, -1)`."""


@dataclass
class Group:
    calls: list[Call]
    trips: int | None  # None: top level, else a loop 0..trips
    down: bool = False
    """The loop counts down, trips - 1 to 0 by -1 (`pl.range(trips - 1, -1,
    -1)`): the same iterations in the reverse order."""

    def iterations(self) -> range:
        if self.trips is None:
            return range(1)
        return range(self.trips - 1, -1, -1) if self.down else range(self.trips)


@dataclass
class Program:
    buffers: list[tuple[tuple[int, ...], bool]]  # shape, created (else a parameter)
    groups: list[Group]
    untracked: set[int] = field(default_factory=set[int])
    """Created buffers made with `manual_dep`: no task looks them up or
    registers an entry for them."""


def draw_view(
    r: random.Random, buffers: list[tuple[tuple[int, ...], bool]], trips: int | None
) -> ViewSpec:
    b = r.randrange(len(buffers))
    shape = buffers[b][0]
    layout, reshaped = shape, False
    if r.random() < 0.25:
        layout, reshaped = r.choice(LAYOUTS[shape]), True
    if r.random() < 0.3:
        return ViewSpec(b, layout, [(0, 0)] * len(layout), layout, reshaped)
    sizes: list[int] = []
    offsets: list[tuple[int, int]] = []
    for n in layout:
        size = r.randint(1, n)
        room = n - size
        k = 0
        if trips and r.random() < 0.5 and room >= trips - 1 >= 1:
            k = r.randint(1, room // (trips - 1))
        c = r.randint(0, room - k * (trips - 1 if trips else 0))
        sizes.append(size)
        offsets.append((c, k))
    return ViewSpec(b, layout, offsets, tuple(sizes), reshaped)


CORES_FROM = ("literal", "computed", "bound", "unbound")


def draw_program(seed: int) -> Program:
    r = random.Random(seed)
    # A second stream, so that every seed draws the program it drew before
    # core counts could be runtime values.
    forms = random.Random(seed + 0x9E3779B9)
    buffers = [
        (r.choice(list(LAYOUTS)), r.random() < 0.4) for _ in range(r.randint(1, 2))
    ]
    groups: list[Group] = []
    submits = 0
    visible: list[int] = []  # submits whose task id later calls may name
    for _ in range(r.randint(1, 3)):
        trips = r.choice([None, None, 1, 2, 3])
        manual = trips is None and r.random() < 0.25
        calls: list[Call] = []
        inside: list[int] = []
        for _ in range(r.randint(1, 3)):
            bodied = r.random() < 0.5
            params: list[Param] = []
            for _ in range(r.randint(1, 2)):
                view = draw_view(r, buffers, trips)
                direction = r.choice(["in", "out", "inout"])
                box = None
                scalar = None
                if bodied:
                    sizes = tuple(r.randint(1, n) for n in view.sizes)
                    offs = tuple(
                        r.randint(0, n - s)
                        for n, s in zip(view.sizes, sizes, strict=True)
                    )
                    box = (offs, sizes)
                    room = view.sizes[0] - sizes[0]
                    if trips and room >= trips - 1 >= 1 and r.random() < 0.5:
                        k = r.randint(1, room // (trips - 1))
                        scalar = (r.randint(0, room - k * (trips - 1)), k)
                param = Param(
                    view, direction, r.choice(ALLOWED[direction]), box, scalar
                )
                if box is not None and direction != "out" and r.random() < 0.3:
                    param.valid = tuple(r.randint(1, n) for n in box[1])
                params.append(param)
            submit = trips is None and (manual or r.random() < 0.4)
            deps: list[int] = []
            if submit and (visible or inside) and r.random() < 0.5:
                deps = [r.choice(visible + inside)]
            call = Call(params, bodied, submit, deps, manual)
            if bodied and submit and r.random() < 0.3:
                _spmd(r, call)
                call.cores_from = forms.choice(CORES_FROM)
            elif bodied and r.random() < 0.2:
                _rotating(r, call)
            calls.append(call)
            if submit:
                inside.append(submits)
                submits += 1
        if not manual:
            visible.extend(inside)
        groups.append(Group(calls, trips, trips is not None and r.random() < 0.3))
    untracked = {
        b for b, (_, created) in enumerate(buffers) if created and r.random() < 0.3
    }
    return Program(buffers, groups, untracked)


def _spmd(r: random.Random, call: Call) -> None:
    """Launch the call on several cores; params whose view has room for one
    box per core store at `block_idx * size` past their offset."""
    cores = r.randint(1, 4)
    call.cores = cores
    for p in call.params:
        if p.box is None or p.scalar is not None:
            continue
        offs, sizes = p.box
        room = p.view.sizes[0] - cores * sizes[0]
        if room >= 0:
            p.spmd = True
            p.box = ((r.randint(0, room), *offs[1:]), sizes)


def _rotating(r: random.Random, call: Call) -> None:
    """Make the call's kernel the rotating loop over its first parameter and
    a second one of the same shape (a region of the same buffer)."""
    first = call.params[0]
    if first.box is None:
        return
    v = first.view
    offsets = [
        (r.randint(0, n - size), 0) for n, size in zip(v.layout, v.sizes, strict=True)
    ]
    second = ViewSpec(v.buffer, v.layout, offsets, v.sizes, v.reshaped)
    direction = r.choice(["in", "out", "inout"])
    call.params = [
        Param(v, first.direction, first.arg, first.box),
        Param(second, direction, r.choice(ALLOWED[direction]), first.box),
    ]
    call.rotate = r.choice([1, 2, 3, 1500])
    call.rotate_down = r.random() < 0.3


# ---------------------------------------------------------------------------
# Printing


def ttype(shape: tuple[int, ...]) -> str:
    return f"!pto.tensor<{'x'.join(map(str, shape))}xf32>"


class Printer:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.kernels: list[str] = []
        self.n = 0
        self.scalars: list[tuple[str, int | None]] = []
        """@main's scalar parameters: a core count, bound or not."""

    def fresh(self, stem: str) -> str:
        self.n += 1
        return f"%{stem}{self.n}"

    def const(self, v: int) -> str:
        name = self.fresh("c")
        self.lines.append(f"{name} = arith.constant {v} : index")
        return name

    def affine(self, c: int, k: int, iv: str | None) -> str:
        if k == 0 or iv is None:
            return self.const(c)
        prod = self.fresh("m")
        self.lines.append(f"{prod} = arith.muli {iv}, {self.const(k)} : index")
        total = self.fresh("o")
        self.lines.append(f"{total} = arith.addi {prod}, {self.const(c)} : index")
        return total

    def cores(self, call: Call, cores: int) -> str | int:
        """What `core_num(...)` names: the count or a value that holds it."""
        if call.cores_from == "computed":
            name = self.fresh("n")
            self.lines.append(
                f"{name} = arith.addi {self.const(cores - 1)}, {self.const(1)} : index"
            )
            return name
        if call.cores_from in ("bound", "unbound"):
            name = f"n{len(self.scalars)}"
            self.scalars.append((name, cores if call.cores_from == "bound" else None))
            return f"%{name}"
        return cores

    def view(self, v: ViewSpec, iv: str | None) -> str:
        shape = PROGRAM_SHAPES[v.buffer]
        source = f"%b{v.buffer}"
        if v.reshaped:
            dims = [self.const(n) for n in v.layout]
            name = self.fresh("r")
            self.lines.append(
                f'{name} = "pto.tensor.reshape"({source}, {", ".join(dims)}) '
                f"<{{operandSegmentSizes = array<i32: 1, {len(dims)}, 0>}}> : "
                f"({ttype(shape)}, {', '.join(['index'] * len(dims))}) -> {ttype(v.layout)}"
            )
            source = name
        if v.sizes == v.layout and all(c == 0 and k == 0 for c, k in v.offsets):
            return source
        sizes = [self.const(n) for n in v.sizes]
        offs = [self.affine(c, k, iv) for c, k in v.offsets]
        name = self.fresh("s")
        rank = len(v.sizes)
        self.lines.append(
            f'{name} = "pto.tensor.slice"({source}, {", ".join(sizes + offs)}) '
            f"<{{operandSegmentSizes = array<i32: 1, {rank}, {rank}, 0>}}> : "
            f"({ttype(v.layout)}, {', '.join(['index'] * (2 * rank))}) -> {ttype(v.sizes)}"
        )
        return name

    def kernel(self, call: Call) -> str:
        name = f"k{len(self.kernels)}"
        params: list[str] = []
        body: list[str] = []
        consts: dict[int, str] = {}

        def c(v: int) -> str:
            if v not in consts:
                consts[v] = f"%kc{v}" if v >= 0 else f"%kcm{-v}"
                body.insert(0, f"{consts[v]} = arith.constant {v} : index")
            return consts[v]

        if call.rotate is not None:
            for j, p in enumerate(call.params):
                params.append(f"{p.direction} %p{j}: {ttype(p.view.sizes)}")
            body.extend(self.rotating(call, c))
        for j, p in enumerate(call.params):
            if call.rotate is not None:
                break
            if p.scalar is not None:
                params.append(f"in %o{j}: index")
            params.append(f"{p.direction} %p{j}: {ttype(p.view.sizes)}")
            if p.box is None:
                continue
            offs, sizes = p.box
            rank = len(sizes)
            off_names = [
                f"%o{j}" if (p.scalar is not None and d == 0) else c(o)
                for d, o in enumerate(offs)
            ]
            if p.spmd:
                body.append(f'%blk{j} = "pto.tile.get_block_idx"() : () -> index')
                body.append(f"%bo{j} = arith.muli %blk{j}, {c(sizes[0])} : index")
                body.append(f"%so{j} = arith.addi %bo{j}, {off_names[0]} : index")
                off_names[0] = f"%so{j}"
            size_names = [c(s) for s in sizes]
            valid_names = [c(s) for s in (p.valid or sizes)]
            tile = f"!pto.tile<{'x'.join(map(str, sizes))}xf32>"
            if p.direction in ("in", "inout"):
                body.append(
                    f'%l{j} = "pto.tile.load"(%p{j}, {", ".join(off_names + size_names + valid_names)}) '
                    f"<{{operandSegmentSizes = array<i32: 1, {rank}, {rank}, {rank}>}}> : "
                    f"({ttype(p.view.sizes)}, {', '.join(['index'] * (3 * rank))}) -> {tile}"
                )
            if p.direction in ("out", "inout"):
                body.append(
                    f'%t{j} = "pto.tile.create"({", ".join(size_names)}) '
                    f"<{{operandSegmentSizes = array<i32: {rank}>}}> : "
                    f"({', '.join(['index'] * rank)}) -> {tile}"
                )
                body.append(
                    f'%w{j} = "pto.tile.store"(%t{j}, {", ".join(off_names)}, %p{j}) '
                    f"<{{operandSegmentSizes = array<i32: 1, {rank}, 1, 0>}}> : "
                    f"({tile}, {', '.join(['index'] * rank)}, {ttype(p.view.sizes)}) -> {ttype(p.view.sizes)}"
                )
        signature = ", ".join(params)
        if call.bodied:
            inner = "\n    ".join([*body, "pto.return"])
            self.kernels.append(
                f"pto.func incore @{name}({signature}) {{\n    {inner}\n  }}"
            )
        else:
            types = ", ".join(
                p.split(": ")[0].split(" ")[0] + " " + p.split(": ")[1] for p in params
            )
            self.kernels.append(f"pto.func private incore @{name}({types})")
        return name

    @staticmethod
    def rotating(call: Call, c: Callable[[int], str]) -> list[str]:
        first = call.params[0]
        assert first.box is not None
        assert call.rotate is not None
        offs, sizes = first.box
        rank = len(sizes)
        ty = ttype(first.view.sizes)
        tile = f"!pto.tile<{'x'.join(map(str, sizes))}xf32>"
        size_names = [c(s) for s in sizes]
        lb, ub, step = (
            (call.rotate - 1, -1, -1) if call.rotate_down else (0, call.rotate, 1)
        )
        return [
            f"%rot:2 = scf.for %j = {c(lb)} to {c(ub)} step {c(step)} "
            f"iter_args(%a = %p0, %b = %p1) -> ({ty}, {ty}) {{",
            f'  %t = "pto.tile.create"({", ".join(size_names)}) '
            f"<{{operandSegmentSizes = array<i32: {rank}>}}> : "
            f"({', '.join(['index'] * rank)}) -> {tile}",
            f'  %w = "pto.tile.store"(%t, {", ".join(c(o) for o in offs)}, %a) '
            f"<{{operandSegmentSizes = array<i32: 1, {rank}, 1, 0>}}> : "
            f"({tile}, {', '.join(['index'] * rank)}, {ty}) -> {ty}",
            f"  scf.yield %b, %w : {ty}, {ty}",
            "}",
        ]

    def call(self, call: Call, iv: str | None, ids: list[str]) -> None:
        callee = self.kernel(call)
        args: list[str] = []
        types: list[str] = []
        for p in call.params:
            view = self.view(p.view, iv)
            if p.scalar is not None:
                args.append(f"scalar {self.affine(*p.scalar, iv)}")
                types.append("index")
            args.append(f"{p.arg} {view}")
            types.append(ttype(p.view.sizes))
        sig = f"({', '.join(types)})"
        if call.submit:
            deps = f" deps({', '.join(ids[d] for d in call.deps)})" if call.deps else ""
            if call.cores is not None:
                deps += f" core_num({self.cores(call, call.cores)})"
            tid = self.fresh("t")
            ids.append(tid)
            self.lines.append(
                f"{tid} = pto.submit @{callee}({', '.join(args)}){deps} : {sig} -> !pto.task_id"
            )
        else:
            self.lines.append(f"pto.call @{callee}({', '.join(args)}) : {sig} -> ()")


PROGRAM_SHAPES: list[tuple[int, ...]] = []
BINDS: dict[str, int] = {}
"""The `bind` of the program last printed: its bound core counts."""


def print_program(program: Program) -> str:
    PROGRAM_SHAPES[:] = [shape for shape, _ in program.buffers]
    pr = Printer()
    ids: list[str] = []
    for b, (shape, created) in enumerate(program.buffers):
        if created:
            manual_dep = " manual_dep" if b in program.untracked else ""
            pr.lines.append(f"%b{b} = pto.tensor.create{manual_dep} : {ttype(shape)}")
    for group in program.groups:
        if group.trips is None:
            scope_start = len(pr.lines)
            for call in group.calls:
                pr.call(call, None, ids)
            if group.calls[0].manual:
                inner = pr.lines[scope_start:]
                del pr.lines[scope_start:]
                pr.lines.append("pto.scope runtime manual {")
                pr.lines.extend("  " + line for line in inner)
                pr.lines.append("  pto.yield")
                pr.lines.append("}")
        else:
            its = group.iterations()
            lb, ub, step = pr.const(its.start), pr.const(its.stop), pr.const(its.step)
            iv = pr.fresh("i")
            start = len(pr.lines)
            for call in group.calls:
                pr.call(call, iv, ids)
            inner = pr.lines[start:]
            del pr.lines[start:]
            pr.lines.append(f"scf.for {iv} = {lb} to {ub} step {step} {{")
            pr.lines.extend("  " + line for line in inner)
            pr.lines.append("}")
    params = ", ".join(
        [
            f"out %b{b}: {ttype(shape)}"
            for b, (shape, created) in enumerate(program.buffers)
            if not created
        ]
        + [f"in %{name}: index" for name, _ in pr.scalars]
    )
    BINDS.clear()
    BINDS.update({name: v for name, v in pr.scalars if v is not None})
    body = "\n    ".join([*pr.lines, "pto.return"])
    kernels = "\n  ".join(pr.kernels)
    return f"builtin.module {{\n  {kernels}\n  pto.func orchestration @main({params}) {{\n    {body}\n  }}\n}}\n"


# ---------------------------------------------------------------------------
# The brute-force model


@dataclass
class BTask:
    args: list[tuple[int, frozenset[int], tuple[int, ...], str]]
    """(buffer, elements, layout, runtime tag) per tensor argument."""
    reads: dict[int, set[int]]
    writes: dict[int, set[int]]
    manual: bool
    deps: list[int]


TAGS = {
    "input": "IN",
    "inout": "INOUT",
    "output_existing": "OUT",
    "output": "OUT",
    "no_dep": "NODEP",
}


def brute_tasks(program: Program) -> list[BTask]:
    tasks: list[BTask] = []
    submit_tasks: list[int] = []
    for group in program.groups:
        for i in group.iterations():
            for call in group.calls:
                args: list[tuple[int, frozenset[int], tuple[int, ...], str]] = []
                reads: dict[int, set[int]] = {}
                writes: dict[int, set[int]] = {}
                for p in call.params:
                    v = p.view
                    elements = v.elements(i)
                    layout = v.layout if not v.reshaped else ("reshape", *v.layout)
                    args.append((v.buffer, elements, layout, TAGS[p.arg]))  # type: ignore[arg-type]
                    if call.rotate is not None:
                        assert p.box is not None
                        if p is call.params[0] or call.rotate >= 2:
                            written = v.box(i, *p.box)
                            writes.setdefault(v.buffer, set()).update(written)
                        continue
                    if call.bodied:
                        if p.box is None:
                            continue
                        offs, sizes = p.box
                        if p.scalar is not None:
                            c, k = p.scalar
                            offs = (c + k * i, *offs[1:])
                        touched = set[int]()
                        read = set[int]()
                        if p.spmd and call.cores_from == "unbound":
                            # The per-core index takes every value it could
                            # have: the box is anywhere in the view.
                            touched = read = set(elements)
                        else:
                            for blk in range(call.cores or 1) if p.spmd else [0]:
                                core = (offs[0] + blk * sizes[0], *offs[1:])
                                touched |= v.box(i, core, sizes)
                                read |= v.box(i, core, p.valid or sizes)
                    else:
                        touched = read = set(elements)
                    if p.direction in ("in", "inout"):
                        reads.setdefault(v.buffer, set()).update(read)
                    if p.direction in ("out", "inout"):
                        writes.setdefault(v.buffer, set()).update(touched)
                deps = [submit_tasks[d] for d in call.deps]
                if call.submit:
                    submit_tasks.append(len(tasks))
                tasks.append(BTask(args, reads, writes, call.manual, deps))
    return tasks


def brute_overlap(
    probe: tuple[frozenset[int], tuple[int, ...]],
    entry: tuple[frozenset[int], tuple[int, ...]],
) -> str:
    (pe, pl), (ee, el) = probe, entry
    if not pe or not ee or max(pe) < min(ee) or max(ee) < min(pe):
        return "none"
    if pl != el:
        return "overlap"  # the runtime gives up on different layouts
    if not pe & ee:
        return "none"
    return "covered" if ee <= pe else "overlap"


def brute_replay(tasks: list[BTask], untracked: set[int]) -> set[tuple[int, int]]:
    edges: set[tuple[int, int]] = set()
    live: dict[int, list[tuple[frozenset[int], tuple[int, ...], int]]] = {}
    for me, task in enumerate(tasks):
        for d in task.deps:
            edges.add((d, me))
        if task.manual:
            continue
        for buffer, elements, layout, tag in task.args:
            if buffer in untracked:
                continue
            entries = live.setdefault(buffer, [])
            if tag in ("IN", "INOUT"):
                kept: list[tuple[frozenset[int], tuple[int, ...], int]] = []
                for e_el, e_lay, producer in entries:
                    seen = brute_overlap((elements, layout), (e_el, e_lay))
                    if seen != "none" and producer != me:
                        edges.add((producer, me))
                    if tag == "IN" or seen != "covered":
                        kept.append((e_el, e_lay, producer))
                if tag == "INOUT":
                    kept.append((elements, layout, me))
                live[buffer] = kept
            elif tag == "OUT":
                entries.append((elements, layout, me))
    return edges


def brute_conflicts(tasks: list[BTask]) -> dict[tuple[int, int], str]:
    found: dict[tuple[int, int], str] = {}
    for i, a in enumerate(tasks):
        for j in range(i + 1, len(tasks)):
            b = tasks[j]
            kinds: set[str] = set()
            for buf in set(a.writes) | set(a.reads):
                if a.writes.get(buf, set()) & b.reads.get(buf, set()):
                    kinds.add("raw")
                if a.writes.get(buf, set()) & b.writes.get(buf, set()):
                    kinds.add("waw")
                if a.reads.get(buf, set()) & b.writes.get(buf, set()):
                    kinds.add("war")
            for kind in ("raw", "waw", "war"):
                if kind in kinds:
                    found[(i, j)] = kind
                    break
    return found


def closure(n: int, edges: set[tuple[int, int]]) -> list[set[int]]:
    reach: list[set[int]] = [set() for _ in range(n)]
    for i in range(n - 1, -1, -1):
        for s, t in edges:
            if s == i:
                reach[i] |= {t} | reach[t]
    return reach


def longest(n: int, edges: set[tuple[int, int]]) -> int:
    depth = [1] * n
    for t in range(n):
        for s, tt in edges:
            if tt == t:
                depth[t] = max(depth[t], depth[s] + 1)
    return max(depth, default=0)


# ---------------------------------------------------------------------------
# The comparison


def check(seed: int) -> None:
    program = draw_program(seed)
    text = print_program(program)
    module = Parser(pto_context(), text).parse_module()
    module.verify()
    graph = task_graph_of(module, bind=BINDS)
    tasks = brute_tasks(program)
    n = len(tasks)
    assert len(graph.tasks) == n, text
    edges = brute_replay(tasks, program.untracked)
    assert {(e.source, e.target) for e in graph.edges} == edges, text
    found = brute_conflicts(tasks)
    assert {(c.first, c.second): c.kind.value for c in graph.conflicts} == found, text
    reach_rt = closure(n, edges)
    reach_true = closure(n, set(found))
    races = {p: k for p, k in found.items() if p[1] not in reach_rt[p[0]]}
    assert {(r.first, r.second): r.kind.value for r in graph.races} == races, text
    extra = sum(len(reach_rt[i] - reach_true[i]) for i in range(n))
    assert graph.extra_orderings == extra, text
    assert graph.critical_path == (longest(n, edges), longest(n, set(found))), text
    # Reachability a few targets at a time: the same facts.
    narrow = compare(graph.function, graph.tasks, width=2)
    assert narrow.races == graph.races, text
    assert narrow.extra_orderings == graph.extra_orderings, text
    assert narrow.blamed == graph.blamed, text
    assert narrow.critical_path == graph.critical_path, text


@settings(deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_replay_and_conflicts_match_brute_force(seed: int) -> None:
    check(seed)


def test_runtime_core_counts_match_brute_force() -> None:
    """Seeds whose submits give their core count as a value (computed, bound
    or known only at run time), so that each rule is met on every run."""
    checked = 0
    for seed in range(5000):
        program = draw_program(seed)
        forms = {
            call.cores_from
            for group in program.groups
            for call in group.calls
            if call.cores is not None
        }
        if forms - {"literal"}:
            check(seed)
            checked += 1
        if checked == 60:
            break
    assert checked == 60
