"""`export_directions` on text as people and tools write it: Python's own line
breaks (`\\r\\n`, `\\r`, `\\n`, a lone `\\r` in a comment), trailing commas and
comments anywhere in a call, non-ASCII names; the result is always valid
Python (checked before it is returned) and built in one pass."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from commands_helpers import KERNEL, MAIN, PRELUDE, T

from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.call import CallOp
from pypto_xdsl.interop import (
    PyptoExportError,
    export_directions,
    exporter,
    import_pypto,
)
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

FIXTURES = Path(__file__).parent / "pypto"
PROGRAMS = sorted(FIXTURES.glob("*.before.pypto.py"))

DIRS = '"arg_directions": [pl.adir.input, pl.adir.output_existing]'
HEADER = PRELUDE + KERNEL + MAIN


def exported(text: str) -> str:
    module = import_pypto(text, "prog.py")
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), module)
    out = export_directions(text, module)
    ast.parse(out)
    return out


def body(*lines: str) -> str:
    return HEADER + "".join(f"        {line}\n" for line in lines)


# Line breaks: Python's, not str.split("\n")


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name.split(".")[0])
@pytest.mark.parametrize("newline", ["\r\n", "\r"], ids=["crlf", "cr"])
def test_line_endings_of_the_fixtures(path: Path, newline: str) -> None:
    # read_bytes: read_text would translate the line endings back.
    text = path.read_bytes().decode()
    assert "\r" not in text
    expected = exported(text).replace("\n", newline)
    assert exported(text.replace("\n", newline)) == expected


def test_lone_carriage_return_in_a_comment() -> None:
    # Python ends a line at a lone \r, in a comment too: every later position
    # is one line further down than a split on \n says.
    plain = body("# a note", "# more", f"r: {T} = self.k(x, y)", "return r")
    with_cr = plain.replace("# a note\n", "# a note\r")
    assert with_cr != plain
    out = exported(with_cr)
    assert out == exported(plain).replace("# a note\n", "# a note\r")
    assert f"r: {T} = self.k(x, y, attrs={{{DIRS}}})" in out


def test_form_feed_and_unicode_separators_do_not_end_a_line() -> None:
    # str.splitlines breaks at these; Python's tokenizer does not.
    plain = body("# a note", f"r: {T} = self.k(x, y)", "return r")
    odd = plain.replace("# a note\n", "# a\x0c note \x0b\x1c\u2028\x85 end\n")
    assert odd != plain
    assert exported(odd) == exported(plain).replace(
        "# a note\n", "# a\x0c note \x0b\x1c\u2028\x85 end\n"
    )


def test_columns_count_utf8_bytes() -> None:
    # A replaced direction list after a non-ASCII string on its line: ast's
    # columns are UTF-8 bytes, and so are the export's offsets.
    written = 'attrs={"note": "é ü", "arg_directions": [pl.adir.input, pl.adir.inout]}'
    text = body(f"r: {T} = self.k(x, y, {written})", "return r")
    module = import_pypto(text, "prog.py")
    derived = import_pypto(body(f"r: {T} = self.k(x, y)", "return r"), "prog.py")
    DeriveCallDirectionsPass(compat="pypto").apply(pto_context(), derived)
    (call,) = [o for o in module.walk() if isinstance(o, CallOp)]
    (source,) = [o for o in derived.walk() if isinstance(o, CallOp)]
    call.arg_directions = source.arg_directions
    out = export_directions(text, module)
    assert out == text.replace("pl.adir.inout]", "pl.adir.output_existing]")


# Trailing commas and comments anywhere in a call


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        ("self.k(x, y,)", f"self.k(x, y, attrs={{{DIRS}}},)"),
        ("self.k(x, y , )", f"self.k(x, y , attrs={{{DIRS}}}, )"),
        ("self.k(x, (y))", f"self.k(x, (y), attrs={{{DIRS}}})"),
        ("self.k(x, ((y)),)", f"self.k(x, ((y)), attrs={{{DIRS}}},)"),
        ("self.k(x, y )", f"self.k(x, y, attrs={{{DIRS}}} )"),
        (
            "self.k(x, y,  # why\n        )",
            f"self.k(x, y, attrs={{{DIRS}}},  # why\n        )",
        ),
        (
            "self.k(x, y  # why, (really)\n        )",
            f"self.k(x, y, attrs={{{DIRS}}}  # why, (really)\n        )",
        ),
        (
            "self.k(  # first\n            x,  # x\n            y,  # y\n        )",
            f"self.k(  # first\n            x,  # x\n            y, attrs={{{DIRS}}},  # y\n        )",
        ),
        (
            "self.k(x,\\\n            y)",
            f"self.k(x,\\\n            y, attrs={{{DIRS}}})",
        ),
        (
            'self.k(x, y, attrs={  # keep\n            "note": 1,\n        })',
            f'self.k(x, y, attrs={{  # keep\n            {DIRS}, "note": 1,\n        }})',
        ),
        (
            "self.k(x, y, attrs={  # empty\n        })",
            f"self.k(x, y, attrs={{{DIRS}  # empty\n        }})",
        ),
    ],
    ids=[
        "trailing-comma",
        "spaced-trailing-comma",
        "parenthesized-last",
        "parenthesized-trailing-comma",
        "space-before-close",
        "comma-then-comment",
        "comment-with-parens",
        "one-argument-a-line",
        "backslash",
        "attrs-with-comment",
        "empty-attrs-with-comment",
    ],
)
def test_calls_as_people_write_them(call: str, expected: str) -> None:
    text = body(f"r: {T} = {call}", "return r")
    out = exported(text)
    assert out == text.replace(call, expected)


def test_submit_with_keywords_and_trailing_comma() -> None:
    text = body(
        "with pl.scope(mode=pl.ScopeMode.MANUAL):",
        f"    s: pl.Tuple[{T}, pl.Scalar[pl.TASK_ID]] = pl.submit(",
        "        self.k,",
        "        x,",
        "        y,  # the output",
        "    )",
        f"    r: {T} = s[0]",
        "return r",
    )
    out = exported(text)
    assert f"        y, attrs={{{DIRS}}},  # the output\n" in out


# Always valid Python


def test_an_export_that_is_not_python_is_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Break the rule once: a direction list that does not close.
    def unclosed(op: object) -> str:
        return "[pl.adir.input"

    monkeypatch.setattr(exporter, "_directions_text", unclosed)
    text = body(f"r: {T} = self.k(x, y)", "return r")
    module = import_pypto(text, "prog.py")
    with pytest.raises(PyptoExportError, match="would not be valid Python"):
        export_directions(text, module)


def test_overlapping_edits_are_an_error() -> None:
    with pytest.raises(PyptoExportError, match="overlap"):
        exporter._assembled(  # pyright: ignore[reportPrivateUsage]
            b"abcdef",
            [exporter._Edit(1, 4, "x"), exporter._Edit(2, 3, "y")],  # pyright: ignore[reportPrivateUsage]
        )


def test_edits_assembled_in_order() -> None:
    edits = [
        exporter._Edit(4, 4, "<"),  # pyright: ignore[reportPrivateUsage]
        exporter._Edit(0, 1, "A"),  # pyright: ignore[reportPrivateUsage]
        exporter._Edit(4, 5, "E"),  # pyright: ignore[reportPrivateUsage]
    ]
    assert exporter._assembled(b"abcdef", edits) == b"Abcd<Ef"  # pyright: ignore[reportPrivateUsage]


def test_a_module_without_locations_names_no_none() -> None:
    text = body(f"r: {T} = self.k(x, y)", "return r")
    module = import_pypto(text, "prog.py")
    from xdsl.dialects.builtin import UnknownLoc

    for op in module.walk():
        op.location = UnknownLoc()
    with pytest.raises(PyptoExportError, match="no FileLineColLoc") as error:
        export_directions(text, module)
    assert "None" not in str(error.value)
