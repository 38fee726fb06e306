"""The `xdsl.universe` entry point: plain `xdsl-opt` sees the `pto` dialect
and every pass of this package once it is installed.

Every plugin's universe is imported at each `xdsl-opt` start, so the heavy
modules are imported inside the factories.
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import Universe


def _pto() -> Dialect:
    from pypto_xdsl.dialects.pto import PTO

    return PTO


def _passes() -> dict[str, type[ModulePass]]:
    from pypto_xdsl.transforms import ALL_PASSES

    return {p.name: p for p in ALL_PASSES}


def _lazy(name: str):
    def factory() -> type[ModulePass]:
        return _passes()[name]

    return factory


PASS_NAMES = (
    "derive-call-directions",
    "verify-call-directions",
    "infer-param-directions",
    "verify-param-directions",
    "annotate-core-affinity",
    "stamp-split-aiv",
)

PYPTO_UNIVERSE = Universe(
    all_dialects={"pto": _pto},
    all_passes={name: _lazy(name) for name in PASS_NAMES},
)
