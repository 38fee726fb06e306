"""Pass options as a person types them: `xdsl-opt -p 'PASS{NAME=VALUE}'`.

A bad option is one line naming the pass, the option and what it accepts.
xDSL decides what a value is (`from_spec`'s conversion, with its `isa`); this
module only says why a value was refused, before xDSL's own message (`given
('pytpo',), expected typing.Literal['none', 'pypto']`) and its traceback.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from types import NoneType, UnionType
from typing import Any, Literal, Self, Union, get_args, get_origin, get_type_hints

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, ParameterListType
from xdsl.utils.hints import isa


class PassOptionError(ValueError, SystemExit):
    """A pass option that is not one its pass takes.

    A ValueError, as xDSL's own option errors are, for code that builds
    pipelines in Python. Also a SystemExit whose payload is the message:
    `xdsl-opt` parses the pipeline with no handler around it (xdsl 0.75.0,
    `xDSLOptMain.setup_pipeline`), so the uncaught error ends the program as
    `sys.exit(message)` does, with one line on standard error and status 1,
    where any other exception would print a traceback. Nothing else of
    xDSL's is changed: other passes' errors are untouched.
    """

    def __init__(self, message: str):
        super().__init__(message)
        # What the interpreter prints when nothing catches the error, in the
        # form of xdsl-opt's own argument errors (`xdsl-opt: error: ...`).
        self.code = f"{_program()}: error: {message}"


def _program() -> str:
    return Path(sys.argv[0]).name if sys.argv and sys.argv[0] else "python"


class CheckedOptionsPass(ModulePass):
    """A pass whose options, when parsed from a pipeline spec, are checked
    one by one: an unknown name or a refused value is a PassOptionError
    naming the option and listing what it accepts."""

    @classmethod
    def from_spec(cls, spec: ArgSpec) -> Self:
        hints = get_type_hints(cls)
        options = [f.name for f in dataclasses.fields(cls) if f.init]
        for key, values in spec.parameters.items():
            name = key.replace("-", "_")
            if name not in options:
                raise PassOptionError(
                    f"{cls.name}: unknown option '{key}' ({_known(options)})"
                )
            if not _accepted(values, hints[name]):
                given = f"invalid value '{_shown(values)}'" if values else "no value"
                raise PassOptionError(
                    f"{cls.name}: option {_dashed(name)}: {given} "
                    f"({_expected(hints[name])})"
                )
        try:
            return super().from_spec(spec)
        except PassOptionError:
            raise
        except ValueError as error:
            # Whatever else xDSL refuses (a spec of another pass, say).
            raise PassOptionError(f"{cls.name}: {error}") from None


def at_least_one(pass_name: str, option: str, value: int) -> None:
    """A count option (max-tasks, ...) must be positive."""
    if value < 1:
        raise PassOptionError(
            f"{pass_name}: option {_dashed(option)}: {value} is not at least 1"
        )


def parse_bind(entries: tuple[str, ...], *, option: str = "bind") -> dict[str, int]:
    """`NAME=VALUE` entries (`n=4`, `x.dim0=32`) as a mapping: the `bind`
    option of check-task-races and `pto-tasks --bind`. A ValueError naming
    `option` for an entry that is not NAME=INTEGER."""
    bound: dict[str, int] = {}
    for entry in entries:
        name, sep, value = entry.partition("=")
        try:
            if not sep or not name.strip():
                raise ValueError(entry)
            bound[name.strip()] = int(value.strip(), 0)
        except ValueError:
            raise ValueError(
                f"{option} entry '{entry}' is not NAME=INTEGER (e.g. n=4 or x.dim0=32)"
            ) from None
    return bound


def _accepted(values: ParameterListType, hint: Any) -> bool:
    # xDSL's rule (`_convert_arg_to_type`): an empty value of an optional is
    # None; otherwise the single value, or the tuple, must have the type.
    if not values and get_origin(hint) in (Union, UnionType):
        return NoneType in get_args(hint)
    return (len(values) == 1 and isa(values[0], hint)) or isa(values, hint)


def _expected(hint: Any) -> str:
    if get_origin(hint) is Literal:
        return "choose from " + ", ".join(str(a) for a in get_args(hint))
    return "expected " + _noun(hint)


def _noun(hint: Any) -> str:
    origin = get_origin(hint)
    if origin is Literal:
        return "one of " + ", ".join(str(a) for a in get_args(hint))
    if origin in (Union, UnionType):
        return " or ".join(
            "nothing" if a is NoneType else _noun(a) for a in get_args(hint)
        )
    if origin is tuple:
        return "values separated by commas, each " + _noun(get_args(hint)[0])
    names = {bool: "true or false", int: "an integer", float: "a number"}
    return names.get(hint, "a string")


def _known(options: list[str]) -> str:
    if not options:
        return "the pass takes no options"
    return "options: " + ", ".join(_dashed(o) for o in options)


def _dashed(name: str) -> str:
    return name.replace("_", "-")


def _shown(values: ParameterListType) -> str:
    return ",".join(str(v).lower() if isinstance(v, bool) else str(v) for v in values)
