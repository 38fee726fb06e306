"""Pass options from a pipeline spec: every pass of the plugin refuses an
unknown option or a bad value with one line naming the pass, the option and
what it accepts. A ValueError for Python callers; uncaught, it ends the
program with that line and status 1 instead of a traceback (the lit test
tests/filecheck/transforms/pass-options.mlir runs it through `xdsl-opt`)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from xdsl.passes import PassPipeline
from xdsl.utils.arg_spec import parse_pipeline

from pypto_xdsl.transforms.check_task_races import CheckTaskRacesPass
from pypto_xdsl.transforms.options import CheckedOptionsPass, PassOptionError
from pypto_xdsl.universe import PYPTO_UNIVERSE

PASSES = sorted(PYPTO_UNIVERSE.all_passes)


@pytest.mark.parametrize("name", PASSES)
def test_every_pass_checks_its_options(name: str) -> None:
    pass_type = PYPTO_UNIVERSE.all_passes[name]()
    assert issubclass(pass_type, CheckedOptionsPass)
    (spec,) = parse_pipeline(f"{name}{{no-such-option=1}}")
    with pytest.raises(
        ValueError, match=rf"^{name}: unknown option 'no-such-option' \("
    ) as info:
        pass_type.from_pass_spec(spec)
    assert isinstance(info.value, PassOptionError)
    assert "\n" not in str(info.value)
    # Its default options parse, spelled out.
    made = pass_type.from_pass_spec(pass_type().spec(include_default=True))
    assert made == pass_type()


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            "derive-call-directions{compat=pytpo}",
            "derive-call-directions: option compat: invalid value 'pytpo' "
            "(choose from none, pypto)",
        ),
        (
            "derive-call-directions{relax-sequential=1}",
            "derive-call-directions: option relax-sequential: invalid value '1' "
            "(expected true or false)",
        ),
        (
            "check-task-races{function=1}",
            "check-task-races: option function: invalid value '1' "
            "(expected a string or nothing)",
        ),
        (
            "check-task-races{bind=1,2}",
            "check-task-races: option bind: invalid value '1,2' "
            "(expected values separated by commas, each a string)",
        ),
        (
            "check-task-races{max-iterations}",
            "check-task-races: option max-iterations: no value (expected an integer)",
        ),
        (
            "check-task-races{max-tasks=0}",
            "check-task-races: option max-tasks: 0 is not at least 1",
        ),
        (
            'check-task-races{bind="n=four"}',
            "check-task-races: bind entry 'n=four' is not NAME=INTEGER "
            "(e.g. n=4 or x.dim0=32)",
        ),
        (
            "verify-param-directions{compat=pypto}",
            "verify-param-directions: unknown option 'compat' "
            "(the pass takes no options)",
        ),
    ],
)
def test_a_bad_option_is_one_line(spec: str, message: str) -> None:
    with pytest.raises(PassOptionError) as info:
        PassPipeline.parse_spec(dict(PYPTO_UNIVERSE.all_passes), spec)
    assert str(info.value) == message


def test_python_callers_get_the_same_checks() -> None:
    with pytest.raises(ValueError, match="max-tasks: -1 is not at least 1"):
        CheckTaskRacesPass(max_tasks=-1)
    with pytest.raises(ValueError, match="bind entry 'n' is not NAME=INTEGER"):
        CheckTaskRacesPass(bind=("n",))


def test_uncaught_it_ends_the_program_with_the_line() -> None:
    program = (
        "from xdsl.passes import PassPipeline\n"
        "from pypto_xdsl.universe import PYPTO_UNIVERSE\n"
        "PassPipeline.parse_spec(dict(PYPTO_UNIVERSE.all_passes), "
        "'derive-call-directions{compat=pytpo}')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        "-c: error: derive-call-directions: option compat: invalid value 'pytpo' "
        "(choose from none, pypto)\n"
    )
