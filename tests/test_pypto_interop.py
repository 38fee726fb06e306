"""PyPTO interop (pypto-interop.md): import of printed PyPTO, the passes on
it, and the export of directions back into the text, on PyPTO's own 13
programs (tests/pypto/, generated data) and small hand-written inputs."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from scratch import link_checkout, run_shell
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.interop import (
    export_directions,
    import_pypto,
)
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

FIXTURES = Path(__file__).parent / "pypto"
PROGRAMS = sorted(
    p.name.removesuffix(".before.pypto.py") for p in FIXTURES.glob("*.before.pypto.py")
)
# Scalar parameters the task graph needs a value for.
BINDS = {
    "p06_branch_target": ["flag__ssa_v0=1"],
    "p07_while_halve": ["first__ssa_v0=0", "limit__ssa_v0=3"],
}


def _before(name: str) -> str:
    return (FIXTURES / f"{name}.before.pypto.py").read_text()


def _derived(text: str, **options: Any) -> ModuleOp:
    module = import_pypto(text, "prog.py")
    DeriveCallDirectionsPass(**options).apply(pto_context(), module)
    return module


def _calls(op: Operation) -> list[CallOp | SubmitOp]:
    return [o for o in op.walk() if isinstance(o, CallOp | SubmitOp)]


def test_thirteen_programs() -> None:
    assert len(PROGRAMS) == 13


@pytest.mark.parametrize("name", PROGRAMS)
def test_export_with_compat_pypto_is_pyptos_output(name: str) -> None:
    text = _before(name)
    exported = export_directions(text, _derived(text, compat="pypto"))
    assert exported == (FIXTURES / f"{name}.after.pypto.py").read_text()


@pytest.mark.parametrize("name", PROGRAMS)
def test_derive_with_compat_pypto_gives_pyptos_directions(name: str) -> None:
    expected = json.loads((FIXTURES / f"{name}.directions.json").read_text())
    module = _derived(_before(name), compat="pypto")
    functions = {f.sym_name.data: f for f in module.ops if isinstance(f, FuncOp)}
    assert set(functions) == set(expected["functions"])
    for fname, want in expected["functions"].items():
        func = functions[fname]
        kind = func.kind.data.value if func.kind is not None else "opaque"
        assert kind == want["kind"], fname
        params = (
            [d.data.value for d in func.param_directions.data]
            if func.param_directions
            else ["in"] * len(func.args)
        )
        assert params == want["param_directions"], fname
        calls = _calls(func)
        assert [c.callee.root_reference.data for c in calls] == [
            c["callee"] for c in want["calls"]
        ]
        assert [("submit" if isinstance(c, SubmitOp) else "call") for c in calls] == [
            c["kind"] for c in want["calls"]
        ]
        got = [
            [d.data.value for d in c.arg_directions.data] if c.arg_directions else None
            for c in calls
        ]
        assert got == [c["arg_directions"] for c in want["calls"]], fname
        overrides = [
            list(c.arg_direction_overrides.get_values())
            if c.arg_direction_overrides
            else []
            for c in calls
        ]
        assert overrides == [c["overrides"] for c in want["calls"]], fname


@pytest.mark.parametrize("name", PROGRAMS)
def test_pto_tasks_runs_on_every_orchestration_function(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from pypto_xdsl.tasks_cli import main

    path = str(FIXTURES / f"{name}.before.pypto.py")
    binds = [x for b in BINDS.get(name, []) for x in ("--bind", b)]
    # Races are reported, not an error (p13 races on its no_dep arguments):
    # --exit-zero keeps the exit status for errors only.
    assert main([path, *binds, "--exit-zero"]) == 0
    out = capsys.readouterr().out
    module = import_pypto(_before(name), path)
    for func in module.ops:
        if (
            isinstance(func, FuncOp)
            and func.kind is not None
            and func.kind.data.value == "orchestration"
        ):
            assert f"@{func.sym_name.data}:" in out
    assert "races:" in out
    assert "tasks" in out


def _strip_directions(text: str) -> str:
    """The program with every `arg_directions` entry and every parameter
    wrapper removed: what must not change across an export."""

    class Strip(ast.NodeTransformer):
        def visit_Call(self, node: ast.Call) -> ast.AST:
            self.generic_visit(node)
            kept: list[ast.keyword] = []
            for kw in node.keywords:
                if kw.arg == "attrs" and isinstance(kw.value, ast.Dict):
                    pairs = [
                        (k, v)
                        for k, v in zip(kw.value.keys, kw.value.values, strict=True)
                        if not (
                            isinstance(k, ast.Constant) and k.value == "arg_directions"
                        )
                    ]
                    if not pairs:
                        continue
                    kw.value.keys = [k for k, _ in pairs]
                    kw.value.values = [v for _, v in pairs]
                kept.append(kw)
            node.keywords = kept
            return node

        def visit_arg(self, node: ast.arg) -> ast.AST:
            ann = node.annotation
            if isinstance(ann, ast.Subscript) and ast.unparse(ann.value) in (
                "pl.Out",
                "pl.InOut",
            ):
                node.annotation = ann.slice
            return node

    return ast.dump(Strip().visit(ast.parse(text)))


@pytest.mark.parametrize(
    "options", [{}, {"relax_sequential": True}], ids=["default", "relax-sequential"]
)
@pytest.mark.parametrize("name", PROGRAMS)
def test_export_in_other_modes_is_valid_printed_pypto(
    name: str, options: dict[str, Any]
) -> None:
    text = _before(name)
    module = _derived(text, **options)
    exported = export_directions(text, module)
    # Same structure; only directions changed; and it reads back to the same directions.
    assert _strip_directions(exported) == _strip_directions(text)
    again = import_pypto(exported, "prog.py")
    assert [c.arg_directions for c in _calls(again)] == [
        c.arg_directions for c in _calls(module)
    ]
    assert [f.param_directions for f in again.ops if isinstance(f, FuncOp)] == [
        f.param_directions for f in module.ops if isinstance(f, FuncOp)
    ]
    changed = [
        (a, b)
        for a, b in zip(text.splitlines(), exported.splitlines(), strict=True)
        if a != b
    ]
    assert all("arg_directions" in b or "def " in b for _, b in changed)


def test_docs_commands_print_what_the_text_says(tmp_path: Path) -> None:
    """docs/pypto.md's end-to-end example prints what its prose promises."""
    import re

    root = Path(__file__).parent.parent
    doc = (root / "docs" / "pypto.md").read_text()
    script = "\n".join(re.findall(r"```sh\n(.*?)```", doc, re.S))
    # The commands use the README's .venv; run_shell puts this environment's first.
    script = script.replace("export PATH=$PWD/.venv/bin:$PATH", "")
    done = run_shell("set -e\n" + script, link_checkout(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "identical" in done.stdout
    assert "@tile_gain: 16 tasks, 15 runtime edges (15 waw)" in done.stdout
    assert "parallelism: 16.0 runtime, 16.0 true" in done.stdout
    assert (
        "%dst__ssa_v5 = pto.call @gain_block(input %src__ssa_v0, scalar" in done.stdout
    )
