"""The `xdsl.universe` entry point: plain `xdsl-opt` sees the `pto` dialect
and every pass of this package once it is installed.

Every plugin's universe is imported at each `xdsl-opt` start, so the heavy
modules are imported inside the factories.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import Universe

# pass name -> (module under pypto_xdsl.transforms, class name)
PASSES: dict[str, tuple[str, str]] = {
    "derive-call-directions": ("derive_call_directions", "DeriveCallDirectionsPass"),
    "verify-call-directions": ("verify_call_directions", "VerifyCallDirectionsPass"),
    "infer-param-directions": ("infer_param_directions", "InferParamDirectionsPass"),
    "verify-param-directions": ("verify_param_directions", "VerifyParamDirectionsPass"),
    "annotate-core-affinity": ("annotate_core_affinity", "AnnotateCoreAffinityPass"),
    "stamp-split-aiv": ("stamp_split_aiv", "StampSplitAivPass"),
}


def _pto() -> Dialect:
    from pypto_xdsl.dialects.pto import PTO

    return PTO


def _pass_factory(module: str, cls: str) -> Callable[[], type[ModulePass]]:
    def factory() -> type[ModulePass]:
        pass_type: type[ModulePass] = getattr(
            import_module(f"pypto_xdsl.transforms.{module}"), cls
        )
        return pass_type

    return factory


PYPTO_UNIVERSE = Universe(
    all_dialects={"pto": _pto},
    all_passes={name: _pass_factory(*where) for name, where in PASSES.items()},
)
