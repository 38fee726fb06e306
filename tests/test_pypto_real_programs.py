"""The 46 shared real programs (tests/real/README.md): each imports; with
`compat=pypto` every call's and submit's directions equal PyPTO's
(`pypto.json`) and the export is PyPTO's own print (`after.py`) byte for byte."""

from __future__ import annotations

import json
from typing import Any

import pytest
from real_programs import entries
from xdsl.dialects.builtin import ModuleOp

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.func import FuncOp
from pypto_xdsl.interop import PyptoImportError, export_directions, import_pypto
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

# Functions that declare results and end without `return` (PyPTO's host-level
# orchestrators print so): the importer cannot tell them from a file cut at a
# statement, so they stay the truncated-file diagnostic.
NO_RETURN = {
    "examples__advanced__allreduce/l3_allreduce",
    "models__deepseek_v4_flash_dspark__lm_head/l3_lm_head",
}


def directions(module: ModuleOp) -> dict[str, list[list[str]]]:
    out: dict[str, list[list[str]]] = {}
    for func in module.ops:
        assert isinstance(func, FuncOp)
        out[func.sym_name.data] = [
            [d.value for d in (op.arg_directions_tuple or ())]
            for op in func.walk()
            if isinstance(op, CallOp | SubmitOp)
        ]
    return out


def test_the_archive_holds_46_entries() -> None:
    assert len(entries()) == 46


@pytest.mark.parametrize("key", sorted(entries()))
def test_real_program(key: str) -> None:
    files = entries()[key]
    before = files["before.py"]
    if key in NO_RETURN:
        with pytest.raises(PyptoImportError, match="ends without `return`"):
            import_pypto(before, key)
        return
    module = import_pypto(before, key)
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), module)
    reference: dict[str, Any] = json.loads(files["pypto.json"])
    ours = directions(module)
    for name, info in reference["functions"].items():
        want: list[list[str]] = [
            list(call["arg_directions"] or []) for call in info["calls"]
        ]
        assert ours.get(name) == want, name
    assert export_directions(before, module) == files["after.py"]
