"""Random write patterns for `relax-sequential`, and a brute-force judge.

A `Pattern` is one orchestration function writing one buffer `%b` from call
sites in a nest of one or two loops with small constant bounds: each site
passes `%b` itself or a slice of it at offsets affine in the loop variables,
and two scalars; its kernel stores one or two tiles at offsets affine in those
scalars (and in a loop of its own). With `extended=True`, a site may call its
kernel through a `group` wrapper (declaring the buffer `out`, or a stale `in`
phase 0 promotes), and an offset may go through an integer cast or be
computed on a fixed-width type, wrapping as the hardware does. With
`steps=True`, a loop may count down (a negative step, as PyPTO's codegen runs
`pl.range(3, -1, -1)`: 3, 2, 1, 0), have a zero step, or take its step from a
parameter of `@main` (symbolic: the proof must hold whatever its value).
`build` makes the IR with the builder;
`conflicts` enumerates every instance of every site and says, for each site,
whether two instances from different iterations of the loops enclosing both
write a common element. A loop runs as PyPTO's codegen runs it (Python's
`range`: a negative step counts down while `i > ub`); a zero step, which the
IR leaves undefined (MLIR's `scf.for`; the device assembler emits `i += 0`),
is read as two iterations at `lb`: its iterations cannot be told apart by
their variable. A symbolic step takes every value of `SYMBOLIC_STEPS`. The enumeration shares nothing with the analysis but
the address model of task-graph.md: element `start + sum(idx_d * stride_d)`,
row-major strides of the buffer, a slice adding its offsets.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    f32,
)
from xdsl.ir import SSAValue

from pypto_xdsl.builder import FunctionBuilder, ModuleBuilder
from pypto_xdsl.dialects.attributes import MemorySpace
from pypto_xdsl.dialects.types import TensorType, TileType

INDEX = IndexType()
INDEX_WIDTH = 64
"""The width of `index` on every target: a cast to `i64` keeps the value."""


def wrap(value: int, width: int) -> int:
    """`value` as a signed `width`-bit integer (two's complement)."""
    half = 1 << (width - 1)
    return (value + half) % (2 * half) - half


@dataclass(frozen=True)
class Expr:
    """`(const + sum(coeff * var)) floordiv div`, or `var * var2` when
    `product` names a second variable (not affine)."""

    coeffs: tuple[tuple[str, int], ...] = ()
    const: int = 0
    div: int = 1
    product: tuple[str, str] | None = None
    width: int | None = None
    """Through an `i<width>`: the index value cast there and back, or with
    `fixed`, every step computed on `i<width>`."""
    fixed: bool = False

    def eval(self, env: Mapping[str, int]) -> int:
        if self.product is not None:
            return env[self.product[0]] * env[self.product[1]]
        if self.width is None or not self.fixed:
            value = self.const + sum(c * env[v] for v, c in self.coeffs)
            value //= self.div
            return value if self.width is None else wrap(value, self.width)
        w = self.width
        value = wrap(self.const, w)
        for v, c in self.coeffs:
            value = wrap(value + wrap(wrap(env[v], w) * wrap(c, w), w), w)
        return value // wrap(self.div, w) if self.div != 1 else value

    @property
    def affine(self) -> bool:
        """What the proof may read as exact (derive-call-directions.md,
        *Modes*: exact only on `index` values)."""
        if self.product is not None:
            return False
        return self.width is None or (self.width >= INDEX_WIDTH and not self.fixed)

    def names(self) -> set[str]:
        if self.product is not None:
            return set(self.product)
        return {v for v, _ in self.coeffs}

    def emit(self, f: FunctionBuilder, env: Mapping[str, SSAValue]) -> SSAValue:
        if self.product is not None:
            a, b = self.product
            return f.append(arith.MuliOp(env[a], env[b])).results[0]
        if self.width is not None and self.fixed:
            return self._emit_fixed(f, env, IntegerType(self.width))
        value = f.index(self.const)
        for var, coeff in self.coeffs:
            term = f.append(arith.MuliOp(env[var], f.index(coeff))).results[0]
            value = f.append(arith.AddiOp(value, term)).results[0]
        if self.div != 1:
            value = f.append(arith.FloorDivSIOp(value, f.index(self.div))).results[0]
        if self.width is not None:
            narrow = f.append(arith.IndexCastOp(value, IntegerType(self.width)))
            value = f.append(arith.IndexCastOp(narrow.results[0], INDEX)).results[0]
        return value

    def _emit_fixed(
        self, f: FunctionBuilder, env: Mapping[str, SSAValue], ty: IntegerType
    ) -> SSAValue:
        def const(v: int) -> SSAValue:
            attr = IntegerAttr(wrap(v, ty.bitwidth), ty)
            return f.append(arith.ConstantOp(attr)).results[0]

        value = const(self.const)
        for var, coeff in self.coeffs:
            narrow = f.append(arith.IndexCastOp(env[var], ty)).results[0]
            term = f.append(arith.MuliOp(narrow, const(coeff))).results[0]
            value = f.append(arith.AddiOp(value, term)).results[0]
        if self.div != 1:
            value = f.append(arith.FloorDivSIOp(value, const(self.div))).results[0]
        return f.append(arith.IndexCastOp(value, INDEX)).results[0]


@dataclass(frozen=True)
class Store:
    offsets: tuple[Expr, ...]
    """Per dimension, over `q0`, `q1` and the kernel loop's `j`."""
    tile: tuple[int, ...]
    explicit_shapes: bool


@dataclass(frozen=True)
class Kernel:
    stores: tuple[Store, ...]
    loop: tuple[int, int, int] | None
    """A loop `j` around the stores: lower bound, upper bound, step."""
    reads_out: bool = False
    """A `tile.load` from the out parameter too."""
    extra_writer: bool = False
    """A `tensor.write` into the out parameter at a constant index."""


@dataclass(frozen=True)
class Site:
    depth: int
    """How many of the pattern's loops enclose the call (0 to 2; a site at
    depth 0 is a write before the loops)."""
    slice_offsets: tuple[Expr, ...] | None
    """Over `i0`, `i1`; None passes `%b` itself."""
    scalars: tuple[Expr, Expr]
    kernel: Kernel
    after_inner: bool = False
    """After the loop one level deeper instead of before it."""
    wrappers: tuple[str, ...] = ()
    """`group` wrappers the site calls its kernel through, outermost first:
    the declared direction of each one's buffer parameter (`in` is stale:
    phase 0 promotes it to `out`)."""


@dataclass(frozen=True)
class Pattern:
    shape: tuple[int, ...]
    loops: tuple[tuple[int, int, int, bool], ...]
    """lower, upper, step, parallel; the first is sequential."""
    sites: tuple[Site, ...]
    root_in_loop0: bool = False
    """`%b` is a `tensor.create` inside the outer loop."""
    symbolic: tuple[int, ...] = ()
    """The loops whose step is a parameter of `@main` (`%s<level>`): the
    proof sees no constant; the enumeration tries every `SYMBOLIC_STEPS`."""

    def with_steps(self, steps: Mapping[int, int]) -> Pattern:
        """The pattern with the steps of the loops `steps` names replaced."""
        loops = tuple(
            (lb, ub, steps.get(level, step), parallel)
            for level, (lb, ub, step, parallel) in enumerate(self.loops)
        )
        return Pattern(self.shape, loops, self.sites, self.root_in_loop0, self.symbolic)

    def expected_refusals(self, index: int) -> set[str]:
        """The refusals the spec asks for when site `index` is decided."""
        reasons: set[str] = set()
        for k, site in enumerate(self.sites):
            exprs = [*(site.slice_offsets or ())]
            used = set[str]()
            for store in site.kernel.stores:
                exprs.extend(store.offsets)
                for e in store.offsets:
                    used |= e.names()
            exprs.extend(
                s for q, s in zip(("q0", "q1"), site.scalars, strict=True) if q in used
            )
            if any(not e.affine for e in exprs):
                reasons.add("non-affine")
            if site.kernel.extra_writer:
                reasons.add("writer")
            if site.wrappers:
                reasons.add("nested-call")
            if k == index and site.kernel.reads_out:
                reasons.add("reads")
        return reasons


def _strides(shape: Sequence[int]) -> tuple[int, ...]:
    strides = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        strides[d] = strides[d + 1] * shape[d + 1]
    return tuple(strides)


SYMBOLIC_STEPS = (-2, -1, 1, 2, 3)
"""The values a symbolic step takes in the enumeration (zero runs no
iteration in PyPTO's orchestration code: nothing to add)."""


def _range(lb: int, ub: int, step: int) -> Sequence[int]:
    """The values of the variable, iteration by iteration."""
    if step == 0:
        return (lb, lb)
    return range(lb, ub, step)


def instances(pattern: Pattern, k: int) -> dict[tuple[int, ...], set[int]]:
    """Per iteration vector of site k's loops, the elements it writes."""
    site = pattern.sites[k]
    strides = _strides(pattern.shape)
    loops = pattern.loops[: site.depth]
    found: dict[tuple[int, ...], set[int]] = {}
    # Keyed by iteration numbers, not by the variables' values: the
    # iterations of a zero step share a value.
    for point in itertools.product(
        *(enumerate(_range(lb, ub, s)) for lb, ub, s, _ in loops)
    ):
        key = tuple(n for n, _ in point)
        env = {f"i{d}": v for d, (_, v) in enumerate(point)}
        view = [e.eval(env) for e in site.slice_offsets or ()] or [0] * len(strides)
        q = {"q0": site.scalars[0].eval(env), "q1": site.scalars[1].eval(env)}
        js = _range(*site.kernel.loop) if site.kernel.loop else [0]
        written: set[int] = set()
        for j in js:
            inner = {**q, "j": j}
            for store in site.kernel.stores:
                starts = [e.eval(inner) for e in store.offsets]
                for x in itertools.product(*(range(w) for w in store.tile)):
                    written.add(
                        sum(
                            (view[d] + starts[d] + x[d]) * strides[d]
                            for d in range(len(strides))
                        )
                    )
        found[key] = written
    return found


def conflicts(pattern: Pattern) -> list[bool]:
    """Per site: do two instances of it and of some site (itself included)
    from different iterations of the loops enclosing both write a common
    element, for some value of each symbolic step? With `root_in_loop0`,
    only instances of one outer iteration share the buffer."""
    result = [False] * len(pattern.sites)
    for values in itertools.product(SYMBOLIC_STEPS, repeat=len(pattern.symbolic)):
        fixed = pattern.with_steps(dict(zip(pattern.symbolic, values, strict=True)))
        result = [a or b for a, b in zip(result, _conflicts(fixed), strict=True)]
    return result


def _conflicts(pattern: Pattern) -> list[bool]:
    all_instances = [instances(pattern, k) for k in range(len(pattern.sites))]
    result: list[bool] = []
    for k, site in enumerate(pattern.sites):
        found = False
        for k2, other in enumerate(pattern.sites):
            common = min(site.depth, other.depth)
            first = 1 if pattern.root_in_loop0 else 0
            for x, w in all_instances[k].items():
                for y, w2 in all_instances[k2].items():
                    if pattern.root_in_loop0 and x[0] != y[0]:
                        continue
                    if x[first:common] == y[first:common]:
                        continue
                    if w & w2:
                        found = True
                        break
                if found:
                    break
            if found:
                break
        result.append(found)
    return result


# -- IR ----------------------------------------------------------------------


def build(pattern: Pattern, *, verify: bool = True) -> ModuleOp:
    """The module of a pattern: one kernel per site, then `@main`."""
    mb = ModuleBuilder()
    buf = TensorType(list(pattern.shape), f32)
    for k, site in enumerate(pattern.sites):
        _kernel(mb, f"kernel{k}", site.kernel, buf)
        inner = f"kernel{k}"
        for level, direction in reversed(list(enumerate(site.wrappers))):
            wrapper = mb.function(
                f"wrap{level}_{k}",
                [buf, buf, INDEX, INDEX],
                kind="group",
                directions=["in", direction, "in", "in"],
            )
            wrapper.call(inner, list(wrapper.args))
            wrapper.ret()
            inner = f"wrap{level}_{k}"
    main = mb.function(
        "main",
        [buf, buf, *(INDEX for _ in pattern.symbolic)],
        kind="orchestration",
        arg_names=["x", "b", *(f"s{level}" for level in pattern.symbolic)],
    )
    x, b = main.args[:2]
    step_args = dict(zip(pattern.symbolic, main.args[2:], strict=True))
    sizes = [main.index(d) for d in pattern.shape]

    def sites_at(depth: int, env: dict[str, SSAValue], after: bool) -> None:
        for k, site in enumerate(pattern.sites):
            if site.depth == depth and site.after_inner == after:
                target = env["b"]
                if site.slice_offsets is not None:
                    offsets = [e.emit(main, env) for e in site.slice_offsets]
                    target = main.operator(
                        "tensor.slice", [target, sizes, offsets, None], [buf]
                    ).results[0]
                scalars = [e.emit(main, env) for e in site.scalars]
                callee = f"wrap0_{k}" if site.wrappers else f"kernel{k}"
                main.call(callee, [x, target, *scalars])

    def nest(level: int, env: dict[str, SSAValue]) -> None:
        lb, ub, step, parallel = pattern.loops[level]
        with main.for_(
            main.index(lb),
            main.index(ub),
            step_args.get(level) or main.index(step),
            kind="parallel" if parallel else None,
        ) as for_loop:
            inner = {**env, f"i{level}": for_loop.induction_var}
            if level == 0 and pattern.root_in_loop0:
                inner["b"] = main.tensor_create(buf)
            sites_at(level + 1, inner, False)
            if level + 1 < len(pattern.loops):
                nest(level + 1, inner)
            sites_at(level + 1, inner, True)

    sites_at(0, {"b": b}, False)
    nest(0, {"b": b})
    sites_at(0, {"b": b}, True)
    main.ret()
    return mb.build(verify=verify)


def _kernel(mb: ModuleBuilder, name: str, kernel: Kernel, buf: TensorType) -> None:
    f = mb.function(
        name,
        [buf, buf, INDEX, INDEX],
        kind="incore",
        directions=["in", "out", "in", "in"],
        arg_names=["x", "out", "q0", "q1"],
    )
    x, out, q0, q1 = f.args
    rank = len(buf.get_shape())
    zeros = [f.index(0) for _ in range(rank)]
    env: dict[str, SSAValue] = {"q0": q0, "q1": q1}

    def stores() -> None:
        for store in kernel.stores:
            tile_type = TileType(list(store.tile), f32, MemorySpace.VEC)
            shapes = [f.index(w) for w in store.tile]
            tile = f.operator(
                "tile.load", [x, zeros, shapes, shapes], [tile_type]
            ).results[0]
            offsets = [e.emit(f, env) for e in store.offsets]
            f.operator(
                "tile.store",
                [tile, offsets, out, shapes if store.explicit_shapes else None],
                [buf],
            )

    if kernel.loop is not None:
        lb, ub, step = kernel.loop
        with f.for_(f.index(lb), f.index(ub), f.index(step)) as j:
            env["j"] = j.induction_var
            stores()
    else:
        stores()
    if kernel.reads_out:
        shapes = [f.index(1) for _ in range(rank)]
        f.operator(
            "tile.load",
            [out, zeros, shapes, shapes],
            [TileType([1] * rank, f32, MemorySpace.VEC)],
        )
    if kernel.extra_writer:
        value = f.append(arith.ConstantOp(FloatAttr(0.0, f32))).results[0]
        f.operator("tensor.write", [out, zeros, value], [buf])
    f.ret()


# -- random patterns ---------------------------------------------------------


def _expr(
    rng: random.Random, names: Sequence[str], *, wide: bool, extended: bool = False
) -> Expr:
    roll = rng.random()
    if roll < 0.04 and len(names) >= 1:
        return Expr(product=(rng.choice(names), rng.choice(names)))
    coeffs = tuple(
        (v, rng.choice((0, 1, 2, 4, 8, 16, 32, 64) if wide else (0, 1, 2, 3, 4)))
        for v in names
        if rng.random() < 0.7
    )
    coeffs = tuple((v, c) for v, c in coeffs if c)
    const = rng.choice((0, 0, 0, 1, 3, 16, 32))
    div = rng.choice((1, 1, 1, 1, 2, 3)) if roll > 0.85 else 1
    if extended and rng.random() < 0.2:
        # i5 and i6 wrap at 16 and 32: small enough for the patterns' offsets to collide.
        width = rng.choice((5, 6, 8, 32, 64))
        return Expr(coeffs, const, div, width=width, fixed=rng.random() < 0.5)
    return Expr(coeffs, const, div)


def random_pattern(
    rng: random.Random, *, extended: bool = False, steps: bool = False
) -> Pattern:
    """A random pattern; with `extended`, also wrapper levels, integer casts
    and fixed-width arithmetic; with `steps`, negative, zero and symbolic
    steps (without them, no draw is added: a seed gives the patterns it
    always gave)."""
    rank = rng.choice((1, 1, 2))
    shape = (rng.choice((64, 128, 256)),) if rank == 1 else (8, rng.choice((8, 16)))
    n_loops = rng.choice((1, 1, 2))
    loops: list[tuple[int, int, int, bool]] = []
    for level in range(n_loops):
        lb = rng.choice((0, 0, 1))
        ub = lb + rng.randint(1, 4)
        step = rng.choice((1, 1, 2))
        if steps:
            lb, ub, step = _steps(rng, lb, ub, step)
        loops.append((lb, ub, step, level > 0 and rng.random() < 0.15))
    symbolic = (
        tuple(level for level in range(n_loops) if rng.random() < 0.2) if steps else ()
    )
    ivs = [f"i{d}" for d in range(n_loops)]
    sites: list[Site] = []
    root_in_loop0 = n_loops == 2 and rng.random() < 0.1
    for _ in range(rng.choice((1, 1, 2))):
        depth = rng.randint(1, n_loops)
        if not root_in_loop0 and rng.random() < 0.1:
            depth = 0
        visible = ivs[:depth]
        wide = rank == 1
        slice_offsets = (
            tuple(
                _expr(rng, visible, wide=wide, extended=extended) for _ in range(rank)
            )
            if rng.random() < 0.4
            else None
        )
        scalars = (
            _expr(rng, visible, wide=wide, extended=extended),
            _expr(rng, visible, wide=wide, extended=extended),
        )
        kernel_loop = (0, rng.randint(1, 3), 1) if rng.random() < 0.25 else None
        if steps and kernel_loop is not None:
            kernel_loop = _steps(rng, *kernel_loop)
        kernel_names = ["q0", "q1"] + (["j"] if kernel_loop else [])
        stores = tuple(
            Store(
                tuple(
                    _kernel_offset(rng, kernel_names, wide, extended)
                    for _ in range(rank)
                ),
                tuple(rng.choice((1, 2, 4, 8, 16, 32)) for _ in range(rank))
                if rank == 1
                else tuple(rng.choice((1, 2, 4)) for _ in range(rank)),
                rng.random() < 0.5,
            )
            for _ in range(rng.choice((1, 1, 2)))
        )
        kernel = Kernel(
            stores,
            kernel_loop,
            reads_out=rng.random() < 0.04,
            extra_writer=rng.random() < 0.04,
        )
        after = rng.random() < 0.5
        levels = rng.choice((1, 2, 2)) if extended and rng.random() < 0.15 else 0
        wrappers = tuple(rng.choice(("in", "out")) for _ in range(levels))
        sites.append(Site(depth, slice_offsets, scalars, kernel, after, wrappers))
    return Pattern(
        shape,
        tuple(loops),
        tuple(sites),
        root_in_loop0=root_in_loop0,
        symbolic=symbolic,
    )


def _steps(rng: random.Random, lb: int, ub: int, step: int) -> tuple[int, int, int]:
    """A loop that counts down over the same count of values (a quarter of
    them), or has a zero step (rarely), or stays as drawn."""
    roll = rng.random()
    if roll < 0.3:
        return (ub - 1, lb - 1 - rng.choice((0, 0, 1)), -step)
    if roll < 0.35:
        return (lb, ub, 0)
    return (lb, ub, step)


def _kernel_offset(
    rng: random.Random, names: Sequence[str], wide: bool, extended: bool
) -> Expr:
    roll = rng.random()
    if roll < 0.5:
        return Expr((("q0", 1),))  # the common shape: the offset is a scalar
    return _expr(rng, names, wide=wide, extended=extended)
