"""Deterministic generator of synthetic `pto` programs for the benchmarks.

`generate(shape, size, seed)` returns the text of one module (xDSL's generic
form, as ir.md writes it) with about `size` operations. The same arguments give
the same text on every machine: randomness comes from a `random.Random` seeded
with the shape, size and seed.

Shapes:

- `orchestration`: one orchestration function whose body is a stream of calls
  and submits mixed with sequential and parallel `scf.for`s, `scf.while`s,
  `scf.if`s and `pto.scope`s (nested up to four levels).
- `callgraph`: many small functions (orchestration functions, kernels with
  bodies, group wrappers) calling each other, callers before callees, with a few
  back edges (self and mutual recursion).
- `deep`: one function per nest of 100 region levels (`scf.for` with an
  iteration argument, `scf.if`, `pto.scope`, `scf.while`), a call at every level.
- `wrappers`: group and SPMD wrappers in chains and cycles of ten, declared all
  `in` so that phase 0 has to promote them, and an orchestration function that
  launches every chain.
- `ring`: wrappers that are all mutually recursive (one strongly connected
  component), the worst case of phase 0's fixed point.
- `merges`: one chain of `scf.if` merges, `%m_i = scf.if -> (%m_{i-1} | %a_i)`
  with a fresh buffer (now and then the `out` parameter) as `%a_i` and a
  writer call on every few merges: each merge may be any buffer created
  before it, the worst case for the sets of buffer roots.

Run `python bench/generate.py SHAPE SIZE [--seed N] [-o FILE]` to write one.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

SHAPES = ("orchestration", "callgraph", "deep", "wrappers", "ring", "merges")

# xDSL's parser recurses through about ten frames per nested region, so at
# Python's default recursion limit `xdsl-opt` parses 100 nested regions and no
# more. The deepest op of a `deep` nest sits 100 regions below the top: the
# module's, the function's and MAX_DEPTH levels of scf/scope regions.
MAX_DEPTH = 98

T = "!pto.tensor<64xf32>"
TILE = "!pto.tile<64xf32, vec>"
TASK = "!pto.task_id"


@dataclass(frozen=True)
class Callee:
    """A callee signature: parameter kinds ('t' tensor, 'i' index), results."""

    name: str
    params: str
    n_results: int

    @property
    def type_list(self) -> str:
        return ", ".join(T if p == "t" else "index" for p in self.params)

    @property
    def results(self) -> list[str]:
        return [T] * self.n_results


# External kernels shared by every shape; the directions are declared.
_DECLARED = (
    (Callee("k_out", "tt", 1), "in, out"),
    (Callee("k_inout", "tt", 1), "in, inout"),
    (Callee("k_read", "tt", 0), "in, in"),
    (Callee("k_two", "ttt", 2), "in, out, out"),
    (Callee("k_scalar", "tti", 1), "in, out, in"),
)
# Kernels with bodies (for infer-param-directions): load %x, store into %y.
_DEFINED = (Callee("kb_store", "tt", 1), Callee("kb_acc", "tt", 0))
KERNELS: tuple[Callee, ...] = tuple(c for c, _ in _DECLARED) + _DEFINED


def _dirs(words: str) -> str:
    return "[" + ", ".join(f"#pto.dir<{w.strip()}>" for w in words.split(",")) + "]"


@dataclass
class _Region:
    """What is visible in the region being emitted."""

    tensors: list[str]
    task: str | None = None

    def child(self, *extra: str) -> _Region:
        return _Region(self.tensors[-6:] + list(extra))


@dataclass
class _Emitter:
    rng: random.Random
    lines: list[str] = field(default_factory=list[str])
    ops: int = 0
    _next: int = 0
    indent: int = 0

    def name(self, prefix: str = "v") -> str:
        self._next += 1
        return f"%{prefix}{self._next}"

    def label(self) -> str:
        self._next += 1
        return f"^bb{self._next}"

    def line(self, text: str) -> None:
        self.lines.append("  " * self.indent + text)

    def op(self, text: str) -> None:
        self.ops += 1
        self.line(text)

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"

    # -- functions ---------------------------------------------------------

    def prelude(self) -> None:
        for callee, dirs in _DECLARED:
            results = ", ".join(callee.results)
            self.op(
                f'"pto.func"() <{{sym_name = "{callee.name}", sym_visibility = "private", '
                f"function_type = ({callee.type_list}) -> ({results}), "
                f"kind = #pto.func_kind<incore>, param_directions = {_dirs(dirs)}}}> "
                "({}) : () -> ()"
            )
        self.kernel_body("kb_store", f"{T}", "in, out", atomic=False)
        self.kernel_body("kb_acc", "", "in, inout", atomic=True)

    def kernel_body(self, name: str, results: str, dirs: str, *, atomic: bool) -> None:
        with self.func(name, "tt", results, "incore", dirs) as (x, y):
            c0 = self.name("c")
            self.op(f'{c0} = "arith.constant"() <{{value = 0 : index}}> : () -> index')
            tile = self.name("tile")
            self.op(
                f'{tile} = "pto.tile.load"({x}, {c0}, {c0}, {c0}) <{{operandSegmentSizes = '
                f"array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}}> "
                f": ({T}, index, index, index) -> {TILE}"
            )
            sum_ = self.name("sum")
            self.op(
                f'{sum_} = "pto.tile.add"({tile}, {tile}) : ({TILE}, {TILE}) -> {TILE}'
            )
            stored = self.name("st")
            atomic_prop = ", atomic = #pto.atomic<add>" if atomic else ""
            self.op(
                f'{stored} = "pto.tile.store"({sum_}, {c0}, {y}) <{{operandSegmentSizes = '
                f"array<i32: 1, 1, 1, 0>{atomic_prop}}}> : ({TILE}, index, {T}) -> {T}"
            )
            self.ret([stored] if results else [])

    def func(
        self, name: str, params: str, results: str, kind: str, dirs: str | None
    ) -> _Func:
        return _Func(self, name, params, results, kind, dirs)

    def ret(self, values: list[str]) -> None:
        if values:
            types = ", ".join(T for _ in values)
            self.op(f'"pto.return"({", ".join(values)}) : ({types}) -> ()')
        else:
            self.op('"pto.return"() : () -> ()')

    def constants(self) -> None:
        for value, ty, nm in (
            ("0 : index", "index", "%c0"),
            ("1 : index", "index", "%c1"),
            ("4 : index", "index", "%c4"),
            ("true", "i1", "%true"),
        ):
            self.op(f'{nm} = "arith.constant"() <{{value = {value}}}> : () -> {ty}')

    # -- ops ---------------------------------------------------------------

    def create(self, region: _Region) -> str:
        value = self.name("buf")
        self.op(f'{value} = "pto.tensor.create"() : () -> {T}')
        region.tensors.append(value)
        return value

    def pick(self, region: _Region) -> str:
        recent = region.tensors[-8:]
        return recent[self.rng.randrange(len(recent))]

    def call(
        self, region: _Region, callee: Callee, args: list[str] | None = None
    ) -> None:
        if args is None:
            args = [self.pick(region) if p == "t" else "%c0" for p in callee.params]
        results = [self.name() for _ in range(callee.n_results)]
        lhs = f"{', '.join(results)} = " if results else ""
        out = ", ".join(callee.results)
        self.op(
            f'{lhs}"pto.call"({", ".join(args)}) <{{callee = @{callee.name}}}> '
            f": ({callee.type_list}) -> ({out})"
        )
        region.tensors.extend(results)

    def submit(
        self, region: _Region, callee: Callee, args: list[str] | None = None
    ) -> None:
        if args is None:
            n = len(callee.params) - (self.rng.random() < 0.2)
            args = [
                self.pick(region) if p == "t" else "%c0"
                for p in callee.params[: max(n, 1)]
            ]
        deps = [region.task] if region.task is not None else []
        results = [self.name() for _ in range(callee.n_results)]
        task = self.name("task")
        types = ", ".join(
            T if p == "t" else "index" for p in callee.params[: len(args)]
        )
        out = ", ".join([*callee.results, TASK])
        self.op(
            f'{", ".join([*results, task])} = "pto.submit"({", ".join(args + deps)}) '
            f"<{{callee = @{callee.name}, operandSegmentSizes = "
            f"array<i32: {len(args)}, {len(deps)}, 0, 0>}}> "
            f": ({', '.join([types] + [TASK] * len(deps)) if types else ''}) -> ({out})"
        )
        region.tensors.extend(results)
        region.task = task

    def yield_(self, op: str, values: list[str]) -> None:
        types = ", ".join(T for _ in values)
        self.op(f'"{op}"({", ".join(values)}) : ({types}) -> ()')

    # Region ops take a body callback that fills the inner region and returns
    # the value to yield.

    def for_(
        self, region: _Region, body: Callable[[_Region], str], *, parallel: bool
    ) -> None:
        init = self.pick(region)
        result, iv, acc = self.name(), self.name("i"), self.name("acc")
        self.line(f'{result} = "scf.for"(%c0, %c4, %c1, {init}) ({{')
        self.line(f"{self.label()}({iv}: index, {acc}: {T}):")
        self.ops += 1
        self.indent += 1
        inner = region.child(acc)
        self.yield_("scf.yield", [body(inner)])
        self.indent -= 1
        kind = " {pto.for_kind = #pto.for_kind<parallel>}" if parallel else ""
        self.line(f"}}){kind} : (index, index, index, {T}) -> {T}")
        region.tensors.append(result)

    def parallel(self, region: _Region, body: Callable[[_Region], str]) -> None:
        iv = self.name("i")
        self.line(
            '"scf.parallel"(%c0, %c4, %c1) <{operandSegmentSizes = '
            "array<i32: 1, 1, 1, 0>}> ({"
        )
        self.line(f"{self.label()}({iv}: index):")
        self.ops += 1
        self.indent += 1
        body(region.child())
        self.op('"scf.reduce"() : () -> ()')
        self.indent -= 1
        self.line("}) : (index, index, index) -> ()")

    def if_(
        self,
        region: _Region,
        then: Callable[[_Region], str],
        else_: Callable[[_Region], str],
    ) -> None:
        result = self.name()
        self.line(f'{result} = "scf.if"(%true) ({{')
        self.ops += 1
        self.indent += 1
        self.yield_("scf.yield", [then(region.child())])
        self.indent -= 1
        self.line("}, {")
        self.indent += 1
        self.yield_("scf.yield", [else_(region.child())])
        self.indent -= 1
        self.line(f"}}) : (i1) -> {T}")
        region.tensors.append(result)

    def while_(self, region: _Region, body: Callable[[_Region], str]) -> None:
        init = self.pick(region)
        result, before, after = self.name(), self.name("w"), self.name("w")
        self.line(f'{result} = "scf.while"({init}) ({{')
        self.line(f"{self.label()}({before}: {T}):")
        self.ops += 1
        self.indent += 1
        self.op(f'"scf.condition"(%true, {before}) : (i1, {T}) -> ()')
        self.indent -= 1
        self.line("}, {")
        self.line(f"{self.label()}({after}: {T}):")
        self.indent += 1
        self.yield_("scf.yield", [body(region.child(after))])
        self.indent -= 1
        self.line(f"}}) : ({T}) -> {T}")
        region.tensors.append(result)

    def scope(self, region: _Region, body: Callable[[_Region], str]) -> None:
        result = self.name()
        manual = ", manual" if self.rng.random() < 0.3 else ""
        self.line(
            f'{result} = "pto.scope"() <{{kind = #pto.scope_kind<runtime>{manual}}}> ({{'
        )
        self.ops += 1
        self.indent += 1
        # Transparent: the scope sees (and extends) the enclosing values.
        inner = _Region(list(region.tensors[-6:]), region.task)
        self.yield_("pto.yield", [body(inner)])
        self.indent -= 1
        self.line(f"}}) : () -> {T}")
        region.tensors.append(result)

    # -- mixed bodies --------------------------------------------------------

    def body(
        self, region: _Region, budget: int, depth: int, callees: tuple[Callee, ...]
    ) -> str:
        """Emit about `budget` ops into `region`; return a tensor to yield."""
        stop = self.ops + budget
        while self.ops < stop:
            left = stop - self.ops
            roll = self.rng.random()
            if left < 6 or depth >= 4 or roll < 0.55:
                self._leaf(region, callees)
                continue
            inner = min(left - 3, self.rng.randint(3, 24))

            def fill(r: _Region, n: int = inner) -> str:
                return self.body(r, n, depth + 1, callees)

            def half(r: _Region, n: int = inner) -> str:
                return self.body(r, max(n // 2, 1), depth + 1, callees)

            if roll < 0.67:
                self.for_(region, fill, parallel=self.rng.random() < 0.3)
            elif roll < 0.72:
                self.parallel(region, fill)
            elif roll < 0.84:
                self.if_(region, half, half)
            elif roll < 0.89:
                self.while_(region, fill)
            else:
                self.scope(region, fill)
        return self.pick(region)

    def _leaf(self, region: _Region, callees: tuple[Callee, ...]) -> None:
        roll = self.rng.random()
        if roll < 0.12 or not region.tensors:
            self.create(region)
        elif roll < 0.30:
            self.submit(region, callees[self.rng.randrange(len(callees))])
        else:
            self.call(region, callees[self.rng.randrange(len(callees))])


class _Func:
    """`with emitter.func(...) as params:` emits a pto.func around its body."""

    def __init__(
        self,
        em: _Emitter,
        name: str,
        params: str,
        results: str,
        kind: str,
        dirs: str | None,
    ):
        self.em = em
        self.names = [em.name("p") for _ in params]
        types = ", ".join(T if p == "t" else "index" for p in params)
        dir_prop = "" if dirs is None else f", param_directions = {_dirs(dirs)}"
        em.op(
            f'"pto.func"() <{{sym_name = "{name}", function_type = ({types}) -> ({results}), '
            f"kind = #pto.func_kind<{kind}>{dir_prop}}}> ({{"
        )
        args = ", ".join(
            f"{n}: {T if p == 't' else 'index'}"
            for n, p in zip(self.names, params, strict=True)
        )
        em.line(f"{em.label()}({args}):")
        em.indent += 1

    def __enter__(self) -> list[str]:
        return self.names

    def __exit__(self, *exc: object) -> None:
        self.em.indent -= 1
        self.em.line("}) : () -> ()")


# -- shapes -------------------------------------------------------------------


def _orchestration(em: _Emitter, size: int) -> None:
    with em.func("main", "tt", "", "orchestration", "in, out") as (x, y):
        em.constants()
        region = _Region([x, y])
        em.body(region, size - em.ops - 2, 0, KERNELS)
        em.ret([])


def _callgraph(em: _Emitter, size: int) -> None:
    n_funcs = max(size // 10, 2)
    funcs = [Callee(f"f{i}", "tt", 1) for i in range(n_funcs)]
    for i, me in enumerate(funcs):
        budget = em.rng.randint(4, 14)
        # Callers come before their callees; a few calls go backwards (recursion).
        later = funcs[i + 1 : i + 40]
        roll = em.rng.random()
        if roll < 0.25:
            with em.func(me.name, "tt", T, "group", "in, in") as (x, y):
                targets = later[:3] or KERNELS[:2]
                region = _Region([x, y])
                em.call(region, targets[em.rng.randrange(len(targets))], [x, y])
                em.call(region, KERNELS[em.rng.randrange(2)], [x, y])
                em.ret([y])
        elif roll < 0.45:
            em.kernel_body(me.name, T, "in, out", atomic=False)
        else:
            with em.func(me.name, "tt", T, "orchestration", "in, out") as (x, y):
                em.constants()
                region = _Region([x, y])
                back = funcs[max(i - 3, 0) : i + 1] if em.rng.random() < 0.05 else []
                callees = tuple(later[:6]) + tuple(back) + KERNELS
                em.body(region, budget, 2, callees)
                em.ret([em.pick(region)])


def _deep(em: _Emitter, size: int) -> None:
    n = 0
    while em.ops < size - 10:
        n += 1
        with em.func(f"deep{n}", "tt", "", "orchestration", "in, out") as (x, y):
            em.constants()
            region = _Region([x, y])
            em.create(region)
            levels = min(MAX_DEPTH, max((size - em.ops) // 4, 1))
            _nest(em, region, levels)
            em.ret([])


def _nest(em: _Emitter, region: _Region, levels: int) -> str:
    """One region level per step, cycling through the region ops."""

    def step(r: _Region) -> str:
        em.call(r, KERNELS[(levels + 1) % 2])
        if levels > 1:
            return _nest(em, r, levels - 1)
        return em.pick(r)

    def leaf(r: _Region) -> str:
        return em.pick(r)

    kind = levels % 4
    if kind == 0:
        em.for_(region, step, parallel=levels % 8 == 0)
    elif kind == 1:
        em.if_(region, step, leaf)
    elif kind == 2:
        em.scope(region, step)
    else:
        em.while_(region, step)
    return em.pick(region)


def _wrappers(em: _Emitter, size: int) -> None:
    group = 10
    n_groups = max(size // 34, 1)
    heads: list[str] = []
    for g in range(n_groups):
        cycle = g % 2 == 1
        names = [f"w{g}_{k}" for k in range(group)]
        heads.append(names[0])
        for k, name in enumerate(names):
            kind = "spmd" if (g + k) % 3 == 0 else "group"
            with em.func(name, "tt", T, kind, "in, in") as (a, b):
                region = _Region([a, b])
                if k + 1 < group:
                    em.call(
                        region,
                        Callee(names[k + 1], "tt", 1),
                        [b, a] if k % 2 else [a, b],
                    )
                elif cycle:
                    em.call(region, Callee(names[0], "tt", 1), [a, b])
                if k == group - 1 or (cycle and k == group // 2):
                    em.call(region, KERNELS[0], [a, b])
                if k % 4 == 3:
                    em.call(region, KERNELS[1], [a, b])
                em.ret([b])
    with em.func("main", "tt", "", "orchestration", "in, out") as (x, y):
        em.constants()
        region = _Region([x, y])
        for head in heads:
            buf = em.create(region)
            em.submit(region, Callee(head, "tt", 1), [x, buf])
        em.ret([])


def _merges(em: _Emitter, size: int) -> None:
    with em.func("main", "tt", "", "orchestration", "in, out") as (x, y):
        em.constants()
        region = _Region([x, y])
        merged = em.create(region)
        i = 0
        while em.ops < size - 6:
            i += 1
            fresh = y if i % 10 == 0 else em.create(region)
            em.if_(region, lambda _, m=merged: m, lambda _, a=fresh: a)
            merged = region.tensors[-1]
            if i % 4 == 0:
                em.call(region, KERNELS[0], [x, merged])
        em.ret([])


def wrapper_ring(n_wrappers: int, seed: int = 0) -> str:
    """`n_wrappers` mutually recursive wrappers (one strongly connected component)."""
    em = _Emitter(random.Random(f"ring:{n_wrappers}:{seed}"))
    em.indent = 1
    _ring(em, n_wrappers)
    return _module(em)


def _ring(em: _Emitter, n: int) -> None:
    em.prelude()
    for i in range(n):
        kind = "spmd" if i % 2 else "group"
        with em.func(f"r{i}", "tt", T, kind, "in, in") as (a, b):
            region = _Region([a, b])
            # Swap the parameters on the way round so both end up written.
            em.call(region, Callee(f"r{(i + 1) % n}", "tt", 1), [b, a])
            if i % 10 == 0:
                chord = Callee(f"r{em.rng.randrange(n)}", "tt", 1)
                em.call(region, chord, [a, b])
            if i == n - 1:
                em.call(region, KERNELS[0], [a, b])
            if i == n // 2:
                em.call(region, KERNELS[1], [a, b])
            em.ret([b])


def _module(em: _Emitter) -> str:
    em.ops += 1
    return '"builtin.module"() ({\n' + em.text() + "}) : () -> ()\n"


def generate(shape: str, size: int, seed: int = 0) -> str:
    """The text of a module of shape `shape` with about `size` ops."""
    if shape not in SHAPES:
        raise ValueError(f"unknown shape {shape!r}: choose from {', '.join(SHAPES)}")
    em = _Emitter(random.Random(f"{shape}:{size}:{seed}"))
    em.indent = 1
    if shape == "ring":
        _ring(em, max(size // 3, 2))
        return _module(em)
    em.prelude()
    {
        "orchestration": _orchestration,
        "callgraph": _callgraph,
        "deep": _deep,
        "wrappers": _wrappers,
        "merges": _merges,
    }[shape](em, size)
    return _module(em)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("shape", choices=SHAPES)
    parser.add_argument("size", type=int, help="approximate number of ops")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", default="-", help="file (default stdout)")
    args = parser.parse_args(argv)
    text = generate(args.shape, args.size, args.seed)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
