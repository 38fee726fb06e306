"""The `xdsl.universe` entry point: plain `xdsl-opt` sees the `pto` dialect
and every pass of this package once it is installed.

Every plugin's universe is imported at each `xdsl-opt` start, so the heavy
modules are imported inside the factories.
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import Universe
from xdsl.utils.frontend import Frontend


def _pto() -> Dialect:
    from pypto_xdsl.dialects.pto import PTO

    return PTO


def _derive_call_directions() -> type[ModulePass]:
    from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass

    return DeriveCallDirectionsPass


def _materialize_wrapper_directions() -> type[ModulePass]:
    from pypto_xdsl.transforms.materialize_wrapper_directions import (
        MaterializeWrapperDirectionsPass,
    )

    return MaterializeWrapperDirectionsPass


def _verify_call_directions() -> type[ModulePass]:
    from pypto_xdsl.transforms.verify_call_directions import VerifyCallDirectionsPass

    return VerifyCallDirectionsPass


def _infer_param_directions() -> type[ModulePass]:
    from pypto_xdsl.transforms.infer_param_directions import InferParamDirectionsPass

    return InferParamDirectionsPass


def _verify_param_directions() -> type[ModulePass]:
    from pypto_xdsl.transforms.verify_param_directions import (
        VerifyParamDirectionsPass,
    )

    return VerifyParamDirectionsPass


def _annotate_core_affinity() -> type[ModulePass]:
    from pypto_xdsl.transforms.annotate_core_affinity import AnnotateCoreAffinityPass

    return AnnotateCoreAffinityPass


def _stamp_split_aiv() -> type[ModulePass]:
    from pypto_xdsl.transforms.stamp_split_aiv import StampSplitAivPass

    return StampSplitAivPass


def _check_task_races() -> type[ModulePass]:
    from pypto_xdsl.transforms.check_task_races import CheckTaskRacesPass

    return CheckTaskRacesPass


def _pypto_frontend() -> type[Frontend]:
    from pypto_xdsl.interop.frontend import PyptoFrontend

    return PyptoFrontend


def _py_file_frontend() -> type[Frontend]:
    from pypto_xdsl.interop.frontend import PyFileFrontend

    return PyFileFrontend


PYPTO_UNIVERSE = Universe(
    all_dialects={"pto": _pto},
    all_passes={
        "derive-call-directions": _derive_call_directions,
        "materialize-wrapper-directions": _materialize_wrapper_directions,
        "verify-call-directions": _verify_call_directions,
        "infer-param-directions": _infer_param_directions,
        "verify-param-directions": _verify_param_directions,
        "annotate-core-affinity": _annotate_core_affinity,
        "stamp-split-aiv": _stamp_split_aiv,
        "check-task-races": _check_task_races,
    },
    # `-f pypto`, and `.py` inputs (printed PyPTO, e.g. `prog.pypto.py`).
    all_frontends={"pypto": _pypto_frontend, "py": _py_file_frontend},
)
