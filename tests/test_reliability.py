"""What a new user broke through the Python API stays fixed (issue 16).

The IR-level regressions are lit tests under tests/filecheck/reliability and
cases of the malformed corpus; these are the ones only Python can see.
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import Program, programs
from test_properties import check_program
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException

from pypto_xdsl.analysis.modes import CompatName
from pypto_xdsl.context import pto_context
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.verify_call_directions import VerifyCallDirectionsPass

# The module that holds the merge threshold.
roots: Any = importlib.import_module("pypto_xdsl.analysis.roots")

T = "!pto.tensor<64xf32>"

TWO_PROBLEMS = f"""
builtin.module {{
  pto.func private incore @k(in {T}, out {T})
  pto.func orchestration @first(%x: {T}) {{
    pto.call @k(%x, %x) : ({T}, {T}) -> ()
    pto.return
  }}
  pto.func orchestration @second(%y: {T}) {{
    pto.call @k(input %y, input %y) : ({T}, {T}) -> ()
    pto.return
  }}
}}
"""


def test_pass_failure_text_carries_each_message_and_its_op() -> None:
    """A pipeline that logs `str(e)` keeps every problem (item 9)."""
    ctx = pto_context()
    module = Parser(ctx, TWO_PROBLEMS).parse_module()
    with pytest.raises(PassFailedException) as caught:
        # PyPTO's rules: no orchestration signature is stale.
        VerifyCallDirectionsPass(compat="pypto").apply(ctx, module)
    text = str(caught.value)
    assert text.startswith("verify-call-directions found 2 problem(s):")
    assert (
        "pto.call @k in @first: pto.call of @k has no arg_directions: run "
        "derive-call-directions" in text
    )
    assert (
        "pto.call @k in @second: argument 1 has direction 'input' but callee @k "
        "declares parameter 1 'out'" in text
    )


def test_derive_failure_text_carries_the_message() -> None:
    ctx = pto_context()
    module = Parser(ctx, TWO_PROBLEMS).parse_module()
    with pytest.raises(PassFailedException) as caught:
        DeriveCallDirectionsPass().apply(ctx, module)
    assert "pto.call @k in @second: argument 1 has direction 'input'" in str(
        caught.value
    )


@pytest.mark.parametrize("compat", ["none", "pypto"])
@settings(max_examples=40)
@given(program=programs(), data=st.data())
def test_wide_merges_agree_with_the_reference(
    compat: CompatName, program: Program, data: st.DataObject
) -> None:
    """Merges that keep their parts instead of copying candidates (item 11)
    derive what the reference derives: here every merge is wide."""
    order = data.draw(st.permutations(range(len(program.functions))), label="order")
    small = roots.SMALL_MERGE
    roots.SMALL_MERGE = 0
    try:
        check_program(program, order, compat)
    finally:
        roots.SMALL_MERGE = small
