"""The importer's rooms (pypto_xdsl/interop/pypto/): what a `with` block's
results are, catalogue matching as a plan or None, operator construction
shared with builder.py, and a frontend that runs no pass."""

from __future__ import annotations

import ast
import subprocess
import sys

from commands_helpers import KERNEL, MAIN, PRELUDE, T, body
from xdsl.dialects.builtin import DenseArrayBase, f32
from xdsl.ir import Attribute, Block

from pypto_xdsl import construct
from pypto_xdsl.dialects.attributes import MemorySpace
from pypto_xdsl.dialects.catalogue import OPERATORS_BY_NAME
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.types import TensorType, TileType
from pypto_xdsl.interop import import_pypto
from pypto_xdsl.interop.pypto.operators import Misfit, Plan, match_catalogue
from pypto_xdsl.interop.pypto.state import ImportState

TILE = "pl.Tile[[64], pl.FP32, pl.Mem.Vec]"
HEADER = PRELUDE + KERNEL


def program(text: str) -> str:
    return HEADER + MAIN + body(text)


def scope_result_counts(text: str) -> list[int]:
    module = import_pypto(text)
    return [len(op.results) for op in module.walk() if isinstance(op, ScopeOp)]


def test_with_results_are_the_names_read_after_it() -> None:
    text = program(f"""\
        with pl.incore():
            a: {T} = self.k(x, y)
            b: {T} = self.k(x, y)
        return a
        """)
    assert scope_result_counts(text) == [1]


def test_a_name_bound_again_after_the_with_is_not_a_result() -> None:
    # `a` is read after the `with`, but only after it is bound again: the
    # value the scope made is dead (the line-number rule made it a result).
    text = program(f"""\
        with pl.incore():
            a: {T} = self.k(x, y)
        a: {T} = self.k(x, y)
        return a
        """)
    assert scope_result_counts(text) == [0]


def test_an_assignment_reads_before_it_binds() -> None:
    text = program(f"""\
        with pl.incore():
            a: {T} = self.k(x, y)
        a: {T} = self.k(a, y)
        return a
        """)
    assert scope_result_counts(text) == [1]


def test_nested_with_results_reach_the_outer_statements() -> None:
    text = program(f"""\
        with pl.scope():
            with pl.incore():
                a: {T} = self.k(x, y)
        return a
        """)
    assert scope_result_counts(text) == [1, 1]


def test_a_loop_body_is_not_looked_through() -> None:
    # `a` made in a with inside the loop leaves the loop only through
    # pl.yield_, which reads it in the loop body.
    text = program(f"""\
        for i, (acc,) in pl.range(4, init_values=(y,)):
            with pl.incore():
                a: {T} = self.k(x, acc)
            out: {T} = pl.yield_(a)
        return out
        """)
    assert scope_result_counts(text) == [1]


def _call(text: str) -> ast.Call:
    node = ast.parse(text, mode="eval").body
    assert isinstance(node, ast.Call)
    return node


def test_match_catalogue_is_a_plan_or_a_misfit() -> None:
    state = ImportState("", "<t>")
    block = Block(arg_types=[TensorType([64], f32)])
    spec = construct.SPECS["pto.tile.load"]
    tile: list[Attribute] = [TileType([64], f32, MemorySpace.VEC)]
    with state.inside(block, {"x": block.args[0]}):
        plan = match_catalogue(
            state, _call("pl.tile.load(x, [0], [64], [64])"), spec, tile
        )
        assert isinstance(plan, Plan)
        assert [kind for kind, _ in plan.groups] == [
            "tensor",
            "index",
            "index",
            "index",
        ]
        # One argument too many, a missing one, a literal where the row wants
        # a tensor, no result where the row returns a new tile: each is a
        # misfit naming the argument and what the row expects.
        for call, types, message in (
            (
                "pl.tile.load(x, [0], [64], [64], [64])",
                tile,
                "too many positional arguments: 5 given, the row takes 4",
            ),
            ("pl.tile.load(x, [0], [64])", tile, "argument valid_shape is missing"),
            (
                "pl.tile.load(1.5, [0], [64], [64])",
                tile,
                "argument tensor is '1.5' (a float literal); the row expects a tensor",
            ),
            (
                "pl.tile.load(x, [0], [64], [64])",
                [],
                "the row returns a tile that is none of its arguments",
            ),
        ):
            misfit = match_catalogue(state, _call(call), spec, types)
            assert isinstance(misfit, Misfit), call
            assert message in misfit.message, call
    # Matching only reads: nothing was appended.
    assert block.first_op is None


def test_catalogue_operator_groups_are_laid_out_by_irdl() -> None:
    text = program(f"""\
        t: {TILE} = pl.tile.load(x, [0], [64], [64])
        s: {T} = pl.tile.store(t, [0], y)
        return s
        """)
    module = import_pypto(text)
    store = next(op for op in module.walk() if op.name == "pto.tile.store")
    sizes = store.properties["operandSegmentSizes"]
    assert isinstance(sizes, DenseArrayBase)
    # tile, offsets[1], output_tensor, shapes[] absent.
    assert sizes.get_values() == (1, 1, 1, 0)
    assert type(store) is OPERATORS_BY_NAME["pto.tile.store"]
    assert not any(isinstance(op, GenericOperatorOp) for op in module.walk())


def test_the_frontend_runs_no_pass() -> None:
    code = (
        "import sys, pypto_xdsl.interop as i, pypto_xdsl.interop.frontend\n"
        "print(any(m.startswith('pypto_xdsl.transforms') for m in sys.modules))\n"
        "print(callable(i.import_for_tasks))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["False", "True"]
