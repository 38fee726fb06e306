"""A hypothesis strategy for random, valid `pto` programs (as text).

`programs()` draws a module of a few functions: kernels (defined or external
declarations) with every mix of `in`/`out`/`inout` parameters, group and spmd
wrappers that forward their own parameters (nested, self- and mutually
recursive: calls mostly go to later functions, a DAG with exact call-result
lineage, and sometimes anywhere), orchestration and opaque functions. Bodies
mix `pto.call` and `pto.submit` (prefix arguments, deps, predicates, launch
options, explicit directions, no-dep overrides) with
`scf.for` of every kind (constant and unknown trip counts, loop-carried
buffers and scalars), `scf.parallel`, `scf.while`, `scf.if`, `pto.scope`,
locally created buffers, slices, assembles, tile stores and operators.

They produce every shape where PyPTO's rules hide a writer (issue 14,
derive-call-directions.md *Modes*), so that both modes are compared on them:
a slice written with its source before or after it, or next to an
overlapping slice; an operator's result or an external call's result written
twice; loops that write their carried buffer and yield another one back, with
that buffer written after the loop; wrappers writing their parameter through a
slice; orchestration helpers forwarding their parameters to writing calls.

Every program parses and verifies: submits carry a prefix of the callee's
parameters, explicit `arg_directions` obey verifier rules 3-5 against the
callee's *declared* directions (phase 0 may later make one inconsistent, which
the pass must then report), overrides name distinct tensor arguments, and types
always match. Programs are text so that the parser is exercised too; the
functions can be emitted in any order (`Program.text(order)`).

Programs stay small (about 60 ops) because parsing costs ~0.5 ms per op.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from hypothesis import strategies as st

T64: str = "!pto.tensor<64xf32>"
T32: str = "!pto.tensor<32xf32>"
TILE: str = "!pto.tile<64xf32>"
TASK: str = "!pto.task_id"
# T64 twice: most buffers share one type, so the writer-slot rule's type
# matching and buffer aliasing come up often.
TENSOR_TYPES: tuple[str, ...] = (T64, T64, T32)
SCALAR_TYPES: tuple[str, ...] = ("index", "i32", "i1")

KERNEL_KINDS = ("incore", "aic", "aiv")
WRAPPER_KINDS = ("group", "spmd")
# None: no `kind` at all (opaque). `orchestration` twice: orchestration
# helpers (a body, called from another function) are one of the shapes that
# hide a write from PyPTO's phase 0.
OTHER_KINDS: tuple[str | None, ...] = (
    None,
    "orchestration",
    "orchestration",
    "opaque",
    "inline",
)
# `parallel` twice: calls in sequential loops are all promoted (R-seq), which
# would hide every other rule from most loop bodies.
FOR_KINDS: tuple[str | None, ...] = (
    None,
    "sequential",
    "parallel",
    "parallel",
    "unroll",
    "pipeline",
)
SCOPE_KINDS = ("incore", "cluster", "runtime", "spmd", "split_aiv")

# Verifier rule 4: what an explicit direction may be, per declared direction.
ALLOWED = {
    "in": ("input", "no_dep"),
    "inout": ("inout", "output_existing", "no_dep"),
    "out": ("output", "output_existing", "inout", "no_dep"),
}

MAX_DEPTH = 3

# Scalars are mostly `in`; a scalar writer slot still counts in rule 2 (and in
# phase 0) but is never rooted.
_SCALAR_DIRECTIONS = ("in", "in", "in", "in", "in", "out", "inout")


def is_tensor(ty: str) -> bool:
    return ty.startswith("!pto.tensor")


def _types(types: Sequence[str]) -> str:
    """A result type list as a function type prints it."""
    if len(types) == 1:
        return types[0]
    return "(" + ", ".join(types) + ")"


@dataclass
class Signature:
    name: str
    kind: str | None
    params: list[str]
    directions: list[str] | None  # None: no `param_directions` (all `in`)
    results: list[str]
    declaration: bool
    private: bool

    @property
    def declared(self) -> list[str]:
        return self.directions or ["in"] * len(self.params)

    @property
    def is_wrapper(self) -> bool:
        return self.kind in WRAPPER_KINDS

    def header(self, arg_names: Sequence[str]) -> str:
        parts = ["pto.func"]
        if self.private or self.declaration:
            parts.append("private")
        if self.kind is not None:
            parts.append(self.kind)
        parts.append(f"@{self.name}")
        params: list[str] = []
        for i, ty in enumerate(self.params):
            direction = "" if self.directions is None else self.directions[i] + " "
            params.append(
                f"{direction}{ty}"
                if self.declaration
                else f"{direction}{arg_names[i]}: {ty}"
            )
        text = " ".join(parts) + "(" + ", ".join(params) + ")"
        if self.results:
            text += " -> " + _types(self.results)
        return text


@dataclass
class Function:
    signature: Signature
    lines: list[str]


@dataclass
class Program:
    functions: list[Function]

    @property
    def names(self) -> list[str]:
        return [f.signature.name for f in self.functions]

    def text(self, order: Sequence[int] | None = None) -> str:
        indices = range(len(self.functions)) if order is None else order
        lines = ["builtin.module {"]
        for i in indices:
            lines.extend("  " + line for line in self.functions[i].lines)
        lines.append("}")
        return "\n".join(lines) + "\n"

    def __repr__(self) -> str:
        # Hypothesis prints falsifying examples with repr: show the program.
        return "Program(\n" + self.text() + ")"

    @property
    def num_ops(self) -> int:
        return sum(len(f.lines) for f in self.functions)


@dataclass
class _Names:
    counter: int = 0

    def fresh(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def label(self) -> str:
        self.counter += 1
        return f"^bb{self.counter}"


@dataclass
class _Env:
    """The values visible at a point: (name, type), oldest first."""

    values: list[tuple[str, str]] = field(default_factory=lambda: [])

    def of_type(self, ty: str) -> list[str]:
        return [n for n, t in self.values if t == ty]

    def add(self, name: str, ty: str) -> None:
        self.values.append((name, ty))

    def nested(self) -> _Env:
        return _Env(list(self.values))


class _BodyGen:
    """Emits one function body; `budget` bounds the number of ops."""

    def __init__(
        self,
        draw: st.DrawFn,
        signature: Signature,
        signatures: list[Signature],
        names: _Names,
        budget: int,
    ):
        self.draw = draw
        self.sig = signature
        self.sigs = signatures
        self.names = names
        self.budget = budget
        self.ops = 0
        self.own_params: list[tuple[str, str]] = []

    # -- values ---------------------------------------------------------------

    def _emit(self, out: list[str], ind: str, line: str) -> None:
        self.ops += 1
        out.append(ind + line)

    def constant(self, env: _Env, out: list[str], ind: str, ty: str) -> str:
        name = self.names.fresh("c")
        if ty == "index":
            value = self.draw(st.sampled_from((0, 1, 2, 4)))
            self._emit(out, ind, f"{name} = arith.constant {value} : index")
        elif ty == "i1":
            value = self.draw(st.sampled_from(("true", "false")))
            self._emit(out, ind, f"{name} = arith.constant {value}")
        else:
            self._emit(out, ind, f"{name} = arith.constant 3 : {ty}")
        env.add(name, ty)
        return name

    def create(self, env: _Env, out: list[str], ind: str, ty: str) -> str:
        name = self.names.fresh("buf")
        self._emit(out, ind, f"{name} = pto.tensor.create : {ty}")
        env.add(name, ty)
        return name

    def pick(self, env: _Env, out: list[str], ind: str, ty: str) -> str:
        """A visible value of type `ty`, made on the spot if there is none."""
        forwards = self.sig.is_wrapper or self.sig.kind == "orchestration"
        if forwards and self.draw(st.booleans()):
            # Wrappers and orchestration helpers mostly forward their own
            # parameters (phase 0 evidence, in either mode).
            own = [n for n, t in self.own_params if t == ty]
            if own:
                return self.draw(st.sampled_from(own))
        candidates = env.of_type(ty)
        if candidates and self.draw(st.integers(0, 7)) != 0:
            if self.draw(st.booleans()):
                # Recent values (call, loop and branch results) make lineage
                # chains and merges flow into later calls.
                candidates = candidates[-2:]
            return self.draw(st.sampled_from(candidates))
        if is_tensor(ty):
            return self.create(env, out, ind, ty)
        return self.constant(env, out, ind, ty)

    # -- statements -----------------------------------------------------------

    def block(self, env: _Env, out: list[str], ind: str, depth: int) -> None:
        count = self.draw(st.integers(1, 8) if depth == 0 else st.integers(0, 3))
        for _ in range(count):
            if self.ops >= self.budget:
                return
            self.statement(env, out, ind, depth)

    def statement(self, env: _Env, out: list[str], ind: str, depth: int) -> None:
        kinds = ["call", "call", "call", "call", "submit", "submit", "create"]
        kinds += ["slice", "slice", "operator"]
        kinds += ["assemble", "store"]
        if depth < MAX_DEPTH:
            kinds += ["for", "for", "while", "if", "scope", "parallel"]
        kind = self.draw(st.sampled_from(kinds))
        if kind == "call":
            self.call(env, out, ind, submit=False)
        elif kind == "submit":
            self.call(env, out, ind, submit=True)
        elif kind == "create":
            self.create(env, out, ind, self.draw(st.sampled_from(TENSOR_TYPES)))
        elif kind == "slice":
            self.slice(env, out, ind)
        elif kind == "operator":
            self.operator(env, out, ind)
        elif kind == "assemble":
            self.assemble(env, out, ind)
        elif kind == "store":
            self.store(env, out, ind)
        elif kind == "for":
            self.for_(env, out, ind, depth)
        elif kind == "while":
            self.while_(env, out, ind, depth)
        elif kind == "if":
            self.if_(env, out, ind, depth)
        elif kind == "scope":
            self.scope(env, out, ind, depth)
        else:
            self.parallel(env, out, ind, depth)

    def _callee(self, forced_type: str | None) -> tuple[Signature, int | None]:
        """A callee, and the position the forced value goes to (if any)."""
        draw = self.draw
        later = self.sigs[self.sigs.index(self.sig) + 1 :]
        if forced_type is not None:
            options = [
                (sig, i)
                for sig in self.sigs
                for i, ty in enumerate(sig.params)
                if ty == forced_type
            ]
            writers = [(sig, i) for sig, i in options if sig.declared[i] != "in"]
            if writers and draw(st.integers(0, 7)) != 0:
                options = writers
            if options:
                return draw(st.sampled_from(options))
        if later and draw(st.integers(0, 3)) != 0:
            # Mostly a call DAG (exact call-result lineage through bodies),
            # sometimes any function: recursion and mutual recursion.
            return draw(st.sampled_from(later)), None
        return draw(st.sampled_from(self.sigs)), None

    def follow_up(
        self, env: _Env, out: list[str], ind: str, results: Sequence[tuple[str, str]]
    ) -> None:
        """Often pass a fresh result (a merge, a call result, a slice, an
        operator's result) on to a call, sometimes twice: a buffer PyPTO's
        rules cannot track written twice is one of the racy shapes."""
        tensors = [(n, t) for n, t in results if is_tensor(t)]
        # Not bounded by the budget: a merge result nobody uses tests nothing.
        if not tensors or not self.draw(st.sampled_from((True, True, True, False))):
            return
        forced = self.draw(st.sampled_from(tensors))
        self.write(env, out, ind, forced)
        if self.draw(st.integers(0, 2)) == 0:
            self.write(env, out, ind, forced)

    def write(
        self, env: _Env, out: list[str], ind: str, value: tuple[str, str]
    ) -> None:
        """A call or submit that passes `value`, mostly to a writer slot."""
        self.call(env, out, ind, submit=self.draw(st.booleans()), forced=value)

    def call(
        self,
        env: _Env,
        out: list[str],
        ind: str,
        *,
        submit: bool,
        forced: tuple[str, str] | None = None,
    ) -> None:
        draw = self.draw
        callee, position = self._callee(None if forced is None else forced[1])
        count = len(callee.params)
        if submit:
            count = draw(st.integers(0 if position is None else position + 1, count))
        args = [
            forced[0]
            if forced is not None and i == position
            else self.pick(env, out, ind, callee.params[i])
            for i in range(count)
        ]
        types = callee.params[:count]
        rendered = list(args)
        if count and draw(st.integers(0, 7)) == 0:
            declared = callee.declared
            for i, ty in enumerate(types):
                direction = (
                    draw(st.sampled_from(ALLOWED[declared[i]]))
                    if is_tensor(ty)
                    else "scalar"
                )
                rendered[i] = f"{direction} {args[i]}"
        tensor_indices = [i for i, ty in enumerate(types) if is_tensor(ty)]
        no_dep = ""
        if tensor_indices and draw(st.integers(0, 5)) == 0:
            chosen = draw(
                st.lists(st.sampled_from(tensor_indices), min_size=1, unique=True)
            )
            no_dep = f" no_dep({', '.join(map(str, chosen))})"
        results = [self.names.fresh("r") for _ in callee.results]
        arg_list = f"@{callee.name}({', '.join(rendered)})"
        if not submit:
            lhs = f"{', '.join(results)} = " if results else ""
            line = (
                f"{lhs}pto.call {arg_list}{no_dep} : "
                f"({', '.join(types)}) -> {_types(callee.results) if callee.results else '()'}"
            )
            self._emit(out, ind, line)
        else:
            task = self.names.fresh("t")
            extra = ""
            tasks = env.of_type(TASK)
            if tasks and draw(st.booleans()):
                deps = draw(st.lists(st.sampled_from(tasks), min_size=1, unique=True))
                extra += f" deps({', '.join(deps)})"
            if draw(st.integers(0, 3)) == 0:
                extra += f" predicate({self.pick(env, out, ind, 'i1')})"
            extra += no_dep
            if draw(st.integers(0, 3)) == 0:
                extra += f" core_num({draw(st.sampled_from((1, 8, 24)))})"
            if draw(st.integers(0, 3)) == 0:
                extra += " sync_start"
            if draw(st.integers(0, 3)) == 0:
                extra += " allow_early_resolve"
            line = (
                f"{', '.join([*results, task])} = pto.submit {arg_list}{extra} : "
                f"({', '.join(types)}) -> ({', '.join([*callee.results, TASK])})"
            )
            self._emit(out, ind, line)
            env.add(task, TASK)
        for name, ty in zip(results, callee.results, strict=True):
            env.add(name, ty)
        if forced is None:
            self.follow_up(
                env, out, ind, list(zip(results, callee.results, strict=True))
            )

    def slice(self, env: _Env, out: list[str], ind: str) -> None:
        """A slice of a visible buffer (a slice too, now and then), with the
        writes that make a slice and its source race under PyPTO's rules:
        the source written before or after the slice, overlapping slices."""
        draw = self.draw
        source_ty = draw(st.sampled_from(TENSOR_TYPES))
        source = self.pick(env, out, ind, source_ty)
        if draw(st.integers(0, 2)) == 0:
            self.write(env, out, ind, (source, source_ty))  # whole, then slice
        for _ in range(draw(st.sampled_from((1, 1, 1, 2)))):  # 2: overlapping
            offset = self.pick(env, out, ind, "index")
            result_ty = draw(st.sampled_from(TENSOR_TYPES))
            name = self.names.fresh("s")
            self._emit(
                out,
                ind,
                f'{name} = "pto.tensor.slice"({source}, {offset}, {offset}) '
                "<{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : "
                f"({source_ty}, index, index) -> {result_ty}",
            )
            env.add(name, result_ty)
            self.follow_up(env, out, ind, [(name, result_ty)])
        if draw(st.integers(0, 2)) == 0:
            self.write(env, out, ind, (source, source_ty))  # slice, then whole

    def operator(self, env: _Env, out: list[str], ind: str) -> None:
        """An operator without output reuse: its tensor result is a buffer
        PyPTO's rules do not track (unrooted), by default its own root."""
        ty = self.draw(st.sampled_from(TENSOR_TYPES))
        lhs = self.pick(env, out, ind, ty)
        rhs = self.pick(env, out, ind, ty)
        name = self.names.fresh("o")
        self._emit(
            out, ind, f'{name} = "pto.tensor.add"({lhs}, {rhs}) : ({ty}, {ty}) -> {ty}'
        )
        env.add(name, ty)
        self.follow_up(env, out, ind, [(name, ty)])

    def assemble(self, env: _Env, out: list[str], ind: str) -> None:
        target_ty = self.draw(st.sampled_from(TENSOR_TYPES))
        source_ty = self.draw(st.sampled_from(TENSOR_TYPES))
        target = self.pick(env, out, ind, target_ty)
        source = self.pick(env, out, ind, source_ty)
        offset = self.pick(env, out, ind, "index")
        name = self.names.fresh("a")
        self._emit(
            out,
            ind,
            f'{name} = "pto.tensor.assemble"({target}, {source}, {offset}) '
            "<{operandSegmentSizes = array<i32: 1, 1, 1>}> : "
            f"({target_ty}, {source_ty}, index) -> {target_ty}",
        )
        env.add(name, target_ty)

    def store(self, env: _Env, out: list[str], ind: str) -> None:
        tiles = env.of_type(TILE)
        offset = self.pick(env, out, ind, "index")
        if tiles and self.draw(st.booleans()):
            tile = self.draw(st.sampled_from(tiles))
        else:
            source_ty = self.draw(st.sampled_from(TENSOR_TYPES))
            source = self.pick(env, out, ind, source_ty)
            tile = self.names.fresh("tl")
            self._emit(
                out,
                ind,
                f'{tile} = "pto.tile.load"({source}, {offset}, {offset}, {offset}) '
                "<{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : "
                f"({source_ty}, index, index, index) -> {TILE}",
            )
            env.add(tile, TILE)
        target_ty = self.draw(st.sampled_from(TENSOR_TYPES))
        target = self.pick(env, out, ind, target_ty)
        name = self.names.fresh("st")
        self._emit(
            out,
            ind,
            f'{name} = "pto.tile.store"({tile}, {offset}, {target}) '
            "<{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : "
            f"({TILE}, index, {target_ty}) -> {target_ty}",
        )
        env.add(name, target_ty)

    def _carried_types(self) -> list[str]:
        return self.draw(
            st.lists(
                st.sampled_from((*TENSOR_TYPES, *TENSOR_TYPES, "index", "i32")),
                max_size=2,
            )
        )

    def _bound(self, env: _Env, out: list[str], ind: str) -> str:
        # A fresh constant, or any visible index (a parameter, an induction
        # variable, an older constant): both trip-count cases come up.
        if self.draw(st.booleans()):
            return self.constant(env, out, ind, "index")
        return self.pick(env, out, ind, "index")

    def _yield_values(
        self, env: _Env, out: list[str], ind: str, types: Sequence[str]
    ) -> list[str]:
        return [self.pick(env, out, ind, ty) for ty in types]

    def _write_carried(
        self, env: _Env, out: list[str], ind: str, carried: Sequence[tuple[str, str]]
    ) -> None:
        """Often write a loop-carried buffer at the top of the body: when the
        body yields another buffer back, later iterations write that one."""
        for name, ty in carried:
            if is_tensor(ty) and self.draw(st.integers(0, 2)) == 0:
                self.write(env, out, ind, (name, ty))

    def _yield_other(
        self,
        outer: _Env,
        yielded: list[str],
        types: Sequence[str],
        inits: Sequence[str],
    ) -> None:
        """Often yield back a buffer from before the loop other than the init:
        PyPTO roots the carried argument at its init alone and misses it."""
        for j, ty in enumerate(types):
            others = [v for v in outer.of_type(ty) if v != inits[j]]
            if is_tensor(ty) and others and self.draw(st.integers(0, 2)) == 0:
                yielded[j] = self.draw(st.sampled_from(others))

    def _write_yielded(
        self,
        env: _Env,
        out: list[str],
        ind: str,
        yielded: Sequence[str],
        types: Sequence[str],
    ) -> None:
        """Often write, after the loop, a buffer from before it that the body
        yielded: the next writer after the loop (a WAW race under PyPTO's
        rules)."""
        visible = {n for n, _ in env.values}
        for name, ty in zip(yielded, types, strict=True):
            if is_tensor(ty) and name in visible and self.draw(st.booleans()):
                self.write(env, out, ind, (name, ty))

    def for_(self, env: _Env, out: list[str], ind: str, depth: int) -> None:
        lb = self._bound(env, out, ind)
        ub = self._bound(env, out, ind)
        step = self._bound(env, out, ind)
        types = self._carried_types()
        inits = [self.pick(env, out, ind, ty) for ty in types]
        kind = self.draw(st.sampled_from(FOR_KINDS))
        inner = env.nested()
        iv = self.names.fresh("i")
        inner.add(iv, "index")
        carried = [self.names.fresh("acc") for _ in types]
        for name, ty in zip(carried, types, strict=True):
            inner.add(name, ty)
        body: list[str] = []
        sub = ind + "  "
        self._write_carried(inner, body, sub, list(zip(carried, types, strict=True)))
        self.block(inner, body, sub, depth + 1)
        yielded = self._yield_values(inner, body, sub, types)
        self._yield_other(env, yielded, types, inits)
        results = [self.names.fresh("f") for _ in types]
        lhs = f"{', '.join(results)} = " if results else ""
        block_args = ", ".join(
            [
                f"{iv}: index",
                *(f"{n}: {t}" for n, t in zip(carried, types, strict=True)),
            ]
        )
        self.ops += 2
        out.append(f'{ind}{lhs}"scf.for"({", ".join([lb, ub, step, *inits])}) ({{')
        out.append(f"{ind}{self.names.label()}({block_args}):")
        out.extend(body)
        out.append(
            f'{sub}"scf.yield"({", ".join(yielded)}) : ({", ".join(types)}) -> ()'
        )
        attr = "" if kind is None else f" {{pto.for_kind = #pto.for_kind<{kind}>}}"
        out.append(
            f"{ind}}}){attr} : ({', '.join(['index'] * 3 + types)}) -> "
            f"{_types(types) if types else '()'}"
        )
        for name, ty in zip(results, types, strict=True):
            env.add(name, ty)
        self.follow_up(env, out, ind, list(zip(results, types, strict=True)))
        self._write_yielded(env, out, ind, yielded, types)

    def parallel(self, env: _Env, out: list[str], ind: str, depth: int) -> None:
        lb = self._bound(env, out, ind)
        ub = self._bound(env, out, ind)
        step = self._bound(env, out, ind)
        inner = env.nested()
        iv = self.names.fresh("i")
        inner.add(iv, "index")
        body: list[str] = []
        self.block(inner, body, ind + "  ", depth + 1)
        self.ops += 2
        out.append(
            f'{ind}"scf.parallel"({lb}, {ub}, {step}) '
            "<{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({"
        )
        out.append(f"{ind}{self.names.label()}({iv}: index):")
        out.extend(body)
        out.append(f'{ind}  "scf.reduce"() : () -> ()')
        out.append(f"{ind}}}) : (index, index, index) -> ()")

    def while_(self, env: _Env, out: list[str], ind: str, depth: int) -> None:
        init_types = self._carried_types()
        inits = [self.pick(env, out, ind, ty) for ty in init_types]
        sub = ind + "  "
        # Before region: its arguments mirror the inits.
        before_env = env.nested()
        before_args = [self.names.fresh("b") for _ in init_types]
        for name, ty in zip(before_args, init_types, strict=True):
            before_env.add(name, ty)
        before: list[str] = []
        self._write_carried(
            before_env, before, sub, list(zip(before_args, init_types, strict=True))
        )
        self.block(before_env, before, sub, depth + 1)
        cond = self.pick(before_env, before, sub, "i1")
        # Forwarded values: often before-region arguments (results then merge
        # the init with the after-region's yield), sometimes anything else.
        forwarded: list[str] = []
        forwarded_types: list[str] = []
        for _ in range(self.draw(st.integers(0, 2))):
            if before_args and self.draw(st.booleans()):
                j = self.draw(st.integers(0, len(before_args) - 1))
                forwarded.append(before_args[j])
                forwarded_types.append(init_types[j])
            else:
                ty = self.draw(st.sampled_from(TENSOR_TYPES))
                forwarded.append(self.pick(before_env, before, sub, ty))
                forwarded_types.append(ty)
        after_env = env.nested()
        after_args = [self.names.fresh("d") for _ in forwarded_types]
        for name, ty in zip(after_args, forwarded_types, strict=True):
            after_env.add(name, ty)
        after: list[str] = []
        self.block(after_env, after, sub, depth + 1)
        yielded = self._yield_values(after_env, after, sub, init_types)
        self._yield_other(env, yielded, init_types, inits)
        results = [self.names.fresh("w") for _ in forwarded_types]
        lhs = f"{', '.join(results)} = " if results else ""
        self.ops += 3
        out.append(f'{ind}{lhs}"scf.while"({", ".join(inits)}) ({{')
        if before_args:
            args = ", ".join(
                f"{n}: {t}" for n, t in zip(before_args, init_types, strict=True)
            )
            out.append(f"{ind}{self.names.label()}({args}):")
        out.extend(before)
        out.append(
            f'{sub}"scf.condition"({", ".join([cond, *forwarded])}) : '
            f"({', '.join(['i1', *forwarded_types])}) -> ()"
        )
        out.append(f"{ind}}}, {{")
        if after_args:
            args = ", ".join(
                f"{n}: {t}" for n, t in zip(after_args, forwarded_types, strict=True)
            )
            out.append(f"{ind}{self.names.label()}({args}):")
        out.extend(after)
        out.append(
            f'{sub}"scf.yield"({", ".join(yielded)}) : ({", ".join(init_types)}) -> ()'
        )
        out.append(
            f"{ind}}}) : ({', '.join(init_types)}) -> "
            f"{_types(forwarded_types) if forwarded_types else '()'}"
        )
        for name, ty in zip(results, forwarded_types, strict=True):
            env.add(name, ty)
        self.follow_up(env, out, ind, list(zip(results, forwarded_types, strict=True)))
        self._write_yielded(env, out, ind, yielded, init_types)

    def if_(self, env: _Env, out: list[str], ind: str, depth: int) -> None:
        cond = self.pick(env, out, ind, "i1")
        types = self._carried_types()
        sub = ind + "  "
        regions: list[list[str]] = []
        first: list[str] = []
        for branch in range(2):
            inner = env.nested()
            body: list[str] = []
            self.block(inner, body, sub, depth + 1)
            yielded = self._yield_values(inner, body, sub, types)
            if branch == 0:
                first = yielded
            else:
                # Often a different buffer than the other branch: an ambiguous
                # result (hazard 4).
                for i, ty in enumerate(types):
                    others = [v for v in inner.of_type(ty) if v != first[i]]
                    if is_tensor(ty) and others and self.draw(st.booleans()):
                        yielded[i] = self.draw(st.sampled_from(others))
            body.append(
                f'{sub}"scf.yield"({", ".join(yielded)}) : ({", ".join(types)}) -> ()'
            )
            regions.append(body)
        results = [self.names.fresh("y") for _ in types]
        lhs = f"{', '.join(results)} = " if results else ""
        self.ops += 3
        out.append(f'{ind}{lhs}"scf.if"({cond}) ({{')
        out.extend(regions[0])
        if not types and self.draw(st.booleans()):
            out.append(f"{ind}}}, {{}}) : (i1) -> ()")  # no else region
        else:
            out.append(f"{ind}}}, {{")
            out.extend(regions[1])
            out.append(f"{ind}}}) : (i1) -> {_types(types) if types else '()'}")
        for name, ty in zip(results, types, strict=True):
            env.add(name, ty)
        self.follow_up(env, out, ind, list(zip(results, types, strict=True)))

    def scope(self, env: _Env, out: list[str], ind: str, depth: int) -> None:
        kind = self.draw(st.sampled_from(SCOPE_KINDS))
        manual = " manual" if self.draw(st.booleans()) else ""
        types = self._carried_types()
        inner = env.nested()
        body: list[str] = []
        sub = ind + "  "
        self.block(inner, body, sub, depth + 1)
        yielded = self._yield_values(inner, body, sub, types)
        results = [self.names.fresh("sc") for _ in types]
        lhs = f"{', '.join(results)} = " if results else ""
        ret = f" -> ({', '.join(types)})" if types else ""
        self.ops += 2
        out.append(f"{ind}{lhs}pto.scope {kind}{manual}{ret} {{")
        out.extend(body)
        if types:
            out.append(f"{sub}pto.yield {', '.join(yielded)} : {', '.join(types)}")
        else:
            out.append(f"{sub}pto.yield")
        out.append(f"{ind}}}")
        for name, ty in zip(results, types, strict=True):
            env.add(name, ty)
        self.follow_up(env, out, ind, list(zip(results, types, strict=True)))

    def function(self) -> list[str]:
        sig = self.sig
        arg_names = [self.names.fresh("p") for _ in sig.params]
        if sig.declaration:
            return [sig.header(arg_names)]
        env = _Env()
        for name, ty in zip(arg_names, sig.params, strict=True):
            env.add(name, ty)
        self.own_params = list(env.values)
        body: list[str] = []
        self.block(env, body, "  ", 0)
        returned = self._yield_values(env, body, "  ", sig.results)
        if returned:
            body.append(
                f"  pto.return {', '.join(returned)} : {', '.join(sig.results)}"
            )
        else:
            body.append("  pto.return")
        return [sig.header(arg_names) + " {", *body, "}"]


@st.composite
def signatures(draw: st.DrawFn, name: str) -> Signature:
    role = draw(st.sampled_from(("kernel", "kernel", "wrapper", "other")))
    if role == "kernel":
        kind: str | None = draw(st.sampled_from(KERNEL_KINDS))
    elif role == "wrapper":
        kind = draw(st.sampled_from(WRAPPER_KINDS))
    else:
        kind = draw(st.sampled_from(OTHER_KINDS))
    params = draw(
        st.lists(
            st.sampled_from((*TENSOR_TYPES, *TENSOR_TYPES, *SCALAR_TYPES)),
            min_size=draw(st.sampled_from((1, 1, 1, 0))),
            max_size=4,
        )
    )
    directions: list[str] | None = None
    if draw(st.integers(0, 4)) != 0:
        directions = [
            draw(st.sampled_from(("out", "in", "out", "inout")))
            if is_tensor(ty)
            else draw(st.sampled_from(_SCALAR_DIRECTIONS))
            for ty in params
        ]
    # A scalar result now and then: rule 2 counts tensor results only.
    results = draw(
        st.lists(st.sampled_from((*TENSOR_TYPES, *TENSOR_TYPES, "index")), max_size=2)
    )
    declaration = role == "kernel" and draw(st.integers(0, 2)) == 0
    private = draw(st.integers(0, 3)) == 0
    return Signature(name, kind, params, directions, results, declaration, private)


@st.composite
def programs(draw: st.DrawFn, max_functions: int = 5, max_ops: int = 60) -> Program:
    """A random valid module; `max_ops` bounds the ops across all bodies."""
    count = draw(st.integers(1, max_functions))
    sigs = [draw(signatures(f"f{i}")) for i in range(count)]
    names = _Names()
    budget = max(8, max_ops // count)
    functions: list[Function] = []
    for sig in sigs:
        gen = _BodyGen(draw, sig, sigs, names, budget)
        functions.append(Function(sig, gen.function()))
    return Program(functions)
