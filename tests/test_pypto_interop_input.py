"""The PyPTO importer on small inputs: each construct of the printed form,
and each kind of bad input (one diagnostic with its line, what is wrong and
what is supported; from the commands, exit 1, no traceback, nothing written)."""

from __future__ import annotations

from pathlib import Path

import pytest
from commands_helpers import KERNEL, NAMED, PRELUDE, T, body, main_def
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import DYNAMIC_INDEX, FileLineColLoc, ModuleOp
from xdsl.ir import Operation

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.dialects.scope import ScopeOp
from pypto_xdsl.dialects.types import TensorType
from pypto_xdsl.export_cli import main as export_main
from pypto_xdsl.interop import (
    PyptoImportError,
    export_directions,
    generic_operator_summary,
    import_pypto,
)
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

HEADER = (
    NAMED
    + PRELUDE
    + KERNEL
    + f"""\
    @pl.function(type=pl.FunctionType.AIV)
    def k2(x: {T}, y: pl.Out[{T}], z: pl.Out[{T}]) -> tuple[{T}, {T}]:
        return y, z
"""
)


def program(
    text: str, params: str = f"x: {T}, y: pl.Out[{T}]", returns: str = T
) -> str:
    """HEADER plus an orchestration function `main` with body `text`."""
    return HEADER + main_def(params, returns) + body(text)


def ops(module: ModuleOp, cls: type[Operation]) -> list[Operation]:
    return [o for o in module.walk() if isinstance(o, cls)]


def line_of(op: Operation) -> int:
    assert isinstance(op.location, FileLineColLoc)
    return op.location.line.data


# Constructs


def test_tuple_results_projected() -> None:
    m = import_pypto(
        program(f"""\
        a: {T} = pl.tensor.create([64], dtype=pl.FP32)
        t: pl.Tuple[{T}, {T}] = self.k2(x, a, y)
        b: {T} = t[0]
        c: {T} = t[1]
        return c
        """)
    )
    (call,) = ops(m, CallOp)
    main = m.ops.last
    assert isinstance(main, FuncOp)
    ret = main.body.block.last_op
    assert isinstance(ret, ReturnOp)
    assert ret.operands[0] is call.results[1]


def test_const_symbolic_dims_and_arithmetic() -> None:
    m = import_pypto(
        program("""\
        c: pl.Scalar[pl.INT32] = pl.const(4, pl.INT32)
        i: pl.Scalar[pl.INDEX] = pl.cast(c, pl.INDEX) * 2 + 1
        s: pl.Tensor[[n, 64], pl.FP32] = pl.tensor.create([i, 64], dtype=pl.FP32)
        r: pl.Tensor[[64], pl.FP32] = self.k(x, y)
        return r
        """)
    )
    (create,) = [o for o in m.walk() if o.name == "pto.tensor.create"]
    ty = create.results[0].type
    assert isinstance(ty, TensorType)
    assert ty.get_shape() == (DYNAMIC_INDEX, 64)
    assert len(create.operands) == 1
    assert any(isinstance(o, arith.IndexCastOp) for o in m.walk())


def test_memref_is_dropped() -> None:
    m = import_pypto(
        program("""\
        r: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)] = self.k(x, y)
        return r
        """)
    )
    (call,) = ops(m, CallOp)
    assert call.results[0].type == TensorType([64], call.results[0].type.element_type)  # type: ignore


def test_submit_with_deps_core_num_and_scope_results() -> None:
    m = import_pypto(
        program(f"""\
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            a: pl.Tuple[{T}, pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x, y)
            t0: pl.Scalar[pl.TASK_ID] = a[1]
            b: pl.Tuple[{T}, pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.k, x, y, core_num=8, deps=[t0], sync_start=True)
            r: {T} = b[0]
        return r
        """)
    )
    first, second = ops(m, SubmitOp)
    assert isinstance(second, SubmitOp)
    assert isinstance(first, SubmitOp)
    assert list(second.deps) == [first.results[1]]
    assert second.core_num is not None
    assert second.core_num.value.data == 8
    assert second.sync_start is not None
    (scope,) = ops(m, ScopeOp)
    assert isinstance(scope, ScopeOp)
    assert scope.manual is not None
    # `r` is read after the scope: it leaves as the scope's result.
    assert [v.type for v in scope.results] == [second.results[0].type]


def test_return_in_both_branches_of_an_if() -> None:
    m = import_pypto(
        program(
            """\
        if n > 0:
            r: pl.Tensor[[64], pl.FP32] = self.k(x, y)
            return r
        else:
            return y
        """,
            params=f"x: {T}, y: pl.Out[{T}], n: pl.Scalar[pl.INDEX]",
        )
    )
    (branch,) = ops(m, scf.IfOp)
    assert isinstance(branch, scf.IfOp)
    assert len(branch.results) == 1
    main = m.ops.last
    assert isinstance(main, FuncOp)
    ret = main.body.block.last_op
    assert isinstance(ret, ReturnOp)
    assert ret.operands[0] is branch.results[0]


def test_loops_and_while() -> None:
    m = import_pypto(
        program(
            f"""\
        for i, (acc,) in pl.parallel(0, 64, 8, init_values=(y,)):
            r: {T} = self.k(x, acc)
            out: {T} = pl.yield_(r)
        for (cnt, cur) in pl.while_(init_values=(n, out)):
            pl.cond(cnt < 4)
            nxt: pl.Scalar[pl.INDEX] = cnt + 1
            c2, last = pl.yield_(nxt, cur)
        return last
        """,
            params=f"x: {T}, y: pl.Out[{T}], n: pl.Scalar[pl.INDEX]",
        )
    )
    (loop,) = ops(m, scf.ForOp)
    assert loop.attributes["pto.for_kind"] is not None
    assert len(ops(m, scf.WhileOp)) == 1


def test_no_dep_and_explicit_directions_are_kept() -> None:
    m = import_pypto(
        program(f"""\
        r: {T} = self.k(pl.no_dep(x), y, attrs={{"arg_directions": [pl.adir.no_dep, pl.adir.output_existing], "extra": 1}})
        return r
        """)
    )
    (call,) = ops(m, CallOp)
    assert isinstance(call, CallOp)
    assert call.arg_directions is not None
    assert [d.data.value for d in call.arg_directions.data] == [
        "no_dep",
        "output_existing",
    ]
    assert list(call.arg_direction_overrides.get_values()) == [0]  # type: ignore
    assert "pypto.attrs" in call.attributes


def test_unknown_operator_is_a_counted_generic_op() -> None:
    m = import_pypto(
        program(f"""\
        v: pl.Scalar[pl.FP32] = pl.tensor.peek(x, [0])
        pl.system.barrier_all()
        r: {T} = self.k(x, y)
        return r
        """)
    )
    generic = ops(m, GenericOperatorOp)
    assert [g.op_name.data for g in generic] == ["tensor.peek", "system.barrier_all"]  # type: ignore
    summary = generic_operator_summary(m)
    assert summary is not None
    # One warning per operator, where it is first used.
    assert [
        line.split(": warning: ")[1].split(":")[0] for line in summary.splitlines()
    ] == [
        "operator tensor.peek has no catalogue row",
        "operator system.barrier_all has no catalogue row",
    ]


def test_an_import_where_every_operator_has_its_row_is_quiet() -> None:
    m = import_pypto(
        program(f"""\
        r: {T} = self.k(x, y)
        return r
        """)
    )
    assert generic_operator_summary(m) is None


def test_every_op_has_its_line() -> None:
    text = program(f"""\
        r: {T} = self.k(x, y)
        return r
        """)
    m = import_pypto(text, "prog.py")
    for op in m.walk():
        if op is not m:
            assert isinstance(op.location, FileLineColLoc), op.name
    (call,) = ops(m, CallOp)
    assert text.splitlines()[line_of(call) - 1].strip().startswith("r:")


def test_pass_diagnostic_names_the_pypto_line() -> None:
    # PyPTO's own no-dep program races (the user chose no_dep): check-task-races
    # reports each race on the PyPTO line of the later call.
    from xdsl.utils.exceptions import DiagnosticException

    from pypto_xdsl.transforms.check_task_races import CheckTaskRacesPass

    path = Path(__file__).parent / "pypto" / "p13_nodep_fan.after.pypto.py"
    module = import_pypto(path.read_text(), "p13.py")
    with pytest.raises(
        DiagnosticException,
        match=r"pto\.call @finish in @nodep_fan at p13\.py:41:113: raw race",
    ):
        CheckTaskRacesPass().apply(pto_context(), module)


def test_export_adds_attrs_and_wrappers() -> None:
    # An orchestration parameter written through a call gains pl.Out in the default mode.
    text = program(
        f"""\
        r: {T} = self.k(x, z)
        return r
        """,
        params=f"x: {T}, z: {T}",
    )
    module = import_pypto(text)
    DeriveCallDirectionsPass().apply(pto_context(), module)
    out = export_directions(text, module)
    assert f"z: pl.Out[{T}]" in out
    assert (
        'self.k(x, z, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})'
        in out
    )


# Bad input: one diagnostic naming the line


BAD = {
    "not-python": ("@pl.program\nclass p:\n    def f(:\n", 3, "not Python"),
    "not-a-program": (
        "import pypto.language as pl\nx = 1\n",
        2,
        "not a printed PyPTO program",
    ),
    "no-program-class": ("import pypto.language as pl\n", 1, "exactly one @pl.program"),
    "unknown-statement": (
        program("while True:\n    pass\nreturn y\n"),
        14,
        "unknown statement form (While)",
    ),
    "unknown-callee": (
        program(f"r: {T} = self.nope(x, y)\nreturn r\n"),
        14,
        "unknown callee self.nope",
    ),
    "unknown-function": (
        program(f"r: {T} = math.sqrt(x)\nreturn r\n"),
        14,
        "unknown callee 'math.sqrt'",
    ),
    "truncated": (program(f"r: {T} = self.k(x,\n"), 14, "not Python"),
    "unknown-type": (
        program("return y\n", params=f"x: pl.Blob[1], y: pl.Out[{T}]"),
        13,
        "unknown type 'pl.Blob[1]'",
    ),
    "unknown-dtype": (
        program("return y\n", params=f"x: pl.Tensor[[4], pl.FP7], y: pl.Out[{T}]"),
        13,
        "unknown dtype 'pl.FP7'",
    ),
    "conflicting-attrs-twice": (
        program(f'r: {T} = self.k(x, y, attrs={{"a": 1, "a": 2}})\nreturn r\n'),
        14,
        "conflicting attrs: key 'a' is given twice",
    ),
    "conflicting-attrs-length": (
        program(
            f'r: {T} = self.k(x, y, attrs={{"arg_directions": [pl.adir.input]}})\nreturn r\n'
        ),
        14,
        "conflicting attrs: 1 arg_directions for 2 argument(s)",
    ),
    "conflicting-no-dep": (
        program(
            f'r: {T} = self.k(pl.no_dep(x), y, attrs={{"arg_direction_overrides": [1]}})\nreturn r\n'
        ),
        14,
        "conflicting attrs: pl.no_dep marks",
    ),
    "wrong-arity": (
        program(f"r: {T} = self.k(x)\nreturn r\n"),
        14,
        "takes 2 argument(s) but is given 1",
    ),
    "undefined-name": (
        program(f"r: {T} = self.k(q, y)\nreturn r\n"),
        14,
        "name 'q' is not defined",
    ),
    "early-return": (
        program("return y\nreturn y\n"),
        14,
        "`return` is supported as the last statement",
    ),
    "array-dtype": (
        program("return y\n", params=f"x: pl.Array[8, pl.FP32], y: pl.Out[{T}]"),
        13,
        "an array of pl.FP32: arrays hold integer dtypes, pl.BOOL, pl.INDEX and pl.TASK_ID",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_input_is_one_diagnostic_on_its_line(case: str) -> None:
    text, line, message = BAD[case]
    with pytest.raises(PyptoImportError) as info:
        import_pypto(text, "bad.py")
    error = info.value
    assert message in error.message
    assert error.line == line, error.one_line
    assert error.one_line.startswith(f"bad.py:{line}:")


@pytest.mark.parametrize("case", sorted(BAD))
def test_pto_export_refuses_bad_input_and_writes_nothing(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, line, message = BAD[case]
    src = tmp_path / "bad.py"
    src.write_text(text)
    out = tmp_path / "out.py"
    assert export_main([str(src), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{src}:{line}:")
    assert ": error: " in err
    assert message in err
    assert err.count("\n") == 1
    assert "Traceback" not in err
    assert not out.exists()
    assert export_main([str(src), "--in-place"]) == 2
    assert src.read_text() == text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.py"]


def test_pto_tasks_refuses_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from pypto_xdsl.tasks_cli import main

    src = tmp_path / "bad.py"
    src.write_text(BAD["unknown-callee"][0])
    assert main([str(src)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{src}:14:")
    assert ": error: " in err
    assert "unknown callee self.nope" in err


def test_pto_export_writes_atomically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = program(f"r: {T} = self.k(x, y)\nreturn r\n")
    src = tmp_path / "prog.py"
    src.write_text(text)
    assert (
        export_main(
            [str(src), "--in-place", "-p", "derive-call-directions{compat=pypto}"]
        )
        == 0
    )
    assert (
        'attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]}'
        in src.read_text()
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["prog.py"]
    # A failing pipeline leaves the file as it was.
    before = src.read_text()
    assert export_main([str(src), "--in-place", "-p", "no-such-pass"]) == 2
    assert src.read_text() == before
    assert "pto-export: error: bad pass pipeline" in capsys.readouterr().err


def test_export_keeps_the_bytes_of_explicit_directions() -> None:
    # derive keeps explicit directions, so the export leaves them as written.
    text = program(
        f'r: {T} = self.k(x, y, attrs={{"arg_directions":[pl.adir.input,pl.adir.output_existing]}})\nreturn r\n'
    )
    module = import_pypto(text)
    DeriveCallDirectionsPass().apply(pto_context(), module)
    assert export_directions(text, module) == text


def test_export_into_empty_attrs() -> None:
    text = (
        HEADER
        + "    @pl.function(type=pl.FunctionType.AIV)\n"
        + f"    def z(x: {T}) -> {T}:\n"
        + f"        t: {T} = pl.tensor.create([64], dtype=pl.FP32)\n"
        + "        return t\n"
        + "    @pl.function(type=pl.FunctionType.Orchestration)\n"
        + f"    def main(self, x: {T}) -> {T}:\n"
        + f"        a: {T} = self.z(x)\n"
        + f"        b: {T} = self.z(a, attrs={{}})\n"
        + "        return b\n"
    )
    module = import_pypto(text)
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), module)
    out = export_directions(text, module)
    assert f'a: {T} = self.z(x, attrs={{"arg_directions": [pl.adir.input]}})' in out
    assert f'b: {T} = self.z(a, attrs={{"arg_directions": [pl.adir.input]}})' in out


def test_export_refuses_a_module_of_another_text() -> None:
    from pypto_xdsl.interop import PyptoExportError

    text = program(f"r: {T} = self.k(x, y)\nreturn r\n")
    module = import_pypto(text)
    DeriveCallDirectionsPass().apply(pto_context(), module)
    shifted = "\n" + text  # every call one line further down
    with pytest.raises(
        PyptoExportError, match="export the module imported from this text"
    ):
        export_directions(shifted, module)


def _zero_argument_program() -> str:
    return (
        HEADER
        + "    @pl.function(type=pl.FunctionType.Orchestration)\n"
        + "    def tick(self) -> pl.Scalar[pl.INDEX]:\n"
        + "        a: pl.Scalar[pl.INDEX] = 1\n"
        + "        return a\n"
        + "    @pl.function(type=pl.FunctionType.Orchestration)\n"
        + f"    def main(self, x: {T}, y: pl.Out[{T}]) -> {T}:\n"
        + "        n: pl.Scalar[pl.INDEX] = self.tick()\n"
        + f"        r: {T} = self.k(x, y)\n"
        + "        return r\n"
    )


@pytest.mark.parametrize(
    "derive",
    [
        DeriveCallDirectionsPass(),
        DeriveCallDirectionsPass(compat="pypto"),
        DeriveCallDirectionsPass(relax_sequential=True),
    ],
    ids=["default", "compat=pypto", "relax-sequential"],
)
def test_a_call_without_arguments_is_left_as_printed(
    derive: DeriveCallDirectionsPass,
) -> None:
    # PyPTO's DeriveCallDirections gives `self.tick()` no attrs: the directions
    # it derives (none) equal the absent attribute, so the call stays as printed.
    text = _zero_argument_program()
    module = import_pypto(text)
    derive.apply(pto_context(), module)
    out = export_directions(text, module)
    assert "        n: pl.Scalar[pl.INDEX] = self.tick()\n" in out
    assert (
        out.replace(
            'self.k(x, y, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})',
            "self.k(x, y)",
        )
        == text
    )


def test_an_empty_direction_list_is_not_written() -> None:
    # Even where a module gives a call without arguments an empty list.
    text = _zero_argument_program()
    module = import_pypto(text)
    tick = next(c for c in ops(module, CallOp) if not c.operands)
    assert isinstance(tick, CallOp)
    tick.set_arg_directions(())
    assert export_directions(text, module) == text


def _array_parameter_program() -> str:
    tid = "pl.Scalar[pl.TASK_ID]"
    launch = f"pl.Tuple[{T}, {tid}]"
    arr = "pl.Array[2, pl.TASK_ID]"
    return (
        HEADER
        + "    @pl.function(type=pl.FunctionType.Orchestration)\n"
        + f"    def after(self, tids: {arr}, x: {T}, y: pl.Out[{T}]) -> {T}:\n"
        + "        with pl.manual_scope():\n"
        + f"            s: {launch} = pl.submit(self.k, x, y, deps=[tids])\n"
        + f"            r: {T} = s[0]\n"
        + "        return r\n"
        + "    @pl.function(type=pl.FunctionType.Orchestration)\n"
        + f"    def main(self, x: {T}, y: pl.Out[{T}]) -> {T}:\n"
        + "        with pl.manual_scope():\n"
        + f"            a: {arr} = pl.array.create(2, dtype=pl.TASK_ID)\n"
        + f"            s: {launch} = pl.submit(self.k, x, y)\n"
        + f"            t: {tid} = s[1]\n"
        + f"            b: {arr} = pl.array.update_element(a, 1, t)\n"
        + f"            r: {T} = self.after(b, x, y)\n"
        + "        return r\n"
    )


def test_a_task_id_array_parameter_carries_its_tasks_into_the_callee(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A function may take a task-id array like any scalar: the call passes it
    # as `scalar` (PyPTO's rule for every non-tensor argument), and the task
    # graph, running the helper inline, orders its submit after the task the
    # array holds. Replayed on its own, the helper's array holds no task.
    from module_task_graph import task_graph_of

    from pypto_xdsl.dialects.types import ArrayType
    from pypto_xdsl.tasks_cli import main as tasks_main

    text = _array_parameter_program()
    module = import_pypto(text)
    after = ops(module, FuncOp)[2]
    assert isinstance(after, FuncOp)
    assert after.sym_name.data == "after"
    assert isinstance(after.function_type.inputs.data[0], ArrayType)
    DeriveCallDirectionsPass().apply(pto_context(), module)
    out = export_directions(text, module)
    assert (
        'self.after(b, x, y, attrs={"arg_directions": '
        "[pl.adir.scalar, pl.adir.input, pl.adir.inout]})" in out
    )
    assert [set(t.deps) for t in task_graph_of(module, "main").tasks] == [set(), {0}]
    src = tmp_path / "p.py"
    src.write_text(text)
    assert tasks_main([str(src), "--function", "after"]) == 2
    line = HEADER.count("\n") + 4
    column = text.splitlines()[line - 1].index("pl.submit") + 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == f"{src}:{line}:{column}: error: deps %tids names no task"
