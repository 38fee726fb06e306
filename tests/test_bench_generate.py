"""The benchmark generator writes valid, deterministic programs of every shape.

Tiny sizes only, and no timing assertions: the timings live in bench/run.py.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _load_generate() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "bench_generate", BENCH / "generate.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


generate = _load_generate()


def _parse(text: str) -> ModuleOp:
    return Parser(pto_context(), text).parse_module()


def _depth(op: ModuleOp) -> int:
    deepest = 0
    stack: list[tuple[object, int]] = [(op, 0)]
    while stack:
        node, depth = stack.pop()
        assert not isinstance(node, str)
        deepest = max(deepest, depth)
        for region in getattr(node, "regions", ()):
            for block in region.blocks:
                stack.extend((child, depth + 1) for child in block.ops)
    return deepest


@pytest.mark.parametrize("shape", generate.SHAPES)
def test_shape_parses_verifies_and_round_trips(shape: str) -> None:
    text: str = generate.generate(shape, 300)
    module = _parse(text)
    module.verify()
    ops = list(module.walk())
    assert 200 <= len(ops) <= 400
    assert any(isinstance(op, CallOp | SubmitOp) for op in ops)
    reparsed = _parse(str(module))
    reparsed.verify()
    assert str(reparsed) == str(module)


@pytest.mark.parametrize("shape", generate.SHAPES)
def test_generation_is_deterministic(shape: str) -> None:
    assert generate.generate(shape, 200, 3) == generate.generate(shape, 200, 3)


@pytest.mark.parametrize("shape", ["orchestration", "callgraph"])
def test_seed_changes_random_shapes(shape: str) -> None:
    assert generate.generate(shape, 200, 3) != generate.generate(shape, 200, 4)


def test_deep_nests_to_the_parsers_limit(tmp_path: Path) -> None:
    text: str = generate.generate("deep", 500)
    # pytest's own frames eat into the recursion limit that xdsl-opt has to itself.
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(limit + 500)
    try:
        module = _parse(text)
        module.verify()
    finally:
        sys.setrecursionlimit(limit)
    # module -> pto.func -> MAX_DEPTH region ops: the deepest op is 100 regions down.
    assert _depth(module) == generate.MAX_DEPTH + 2
    # ... which plain xdsl-opt parses, verifies and prints at its default limit.
    source = tmp_path / "deep.mlir"
    source.write_text(text)
    xdsl_opt = Path(sys.executable).parent / "xdsl-opt"
    done = subprocess.run(
        [str(xdsl_opt), str(source)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-500:]
    assert "pto.call" in done.stdout


def test_wrapper_ring_is_one_cycle_of_wrappers() -> None:
    module = _parse(generate.wrapper_ring(50))
    module.verify()
    wrappers = [
        op for op in module.body.ops if isinstance(op, FuncOp) and op.is_wrapper
    ]
    assert len(wrappers) == 50
    callees = {
        op.callee.root_reference.data
        for w in wrappers
        for op in w.walk()
        if isinstance(op, CallOp)
    }
    assert {w.sym_name.data for w in wrappers} <= callees
