"""The `pto` dialect: every op, type and attribute in one xDSL Dialect."""

from __future__ import annotations

from xdsl.ir import Dialect

from pypto_xdsl.dialects import attributes as attrs
from pypto_xdsl.dialects.call import CallOp, SubmitOp
from pypto_xdsl.dialects.catalogue import OPERATORS
from pypto_xdsl.dialects.dynamic_dim import DynamicDimOp
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.generic_op import GenericOperatorOp, PtrType
from pypto_xdsl.dialects.scope import ScopeOp, YieldOp
from pypto_xdsl.dialects.task_ids import TASK_ID_OPS
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import (
    ArrayType,
    BufferType,
    TaskIdType,
    TensorType,
    TileType,
)
from pypto_xdsl.dialects.valid_cast import ValidCastOp
from pypto_xdsl.dialects.validation import validate_arg_effects

PTO = Dialect(
    "pto",
    [
        FuncOp,
        ReturnOp,
        CallOp,
        SubmitOp,
        ScopeOp,
        YieldOp,
        TensorCreateOp,
        DynamicDimOp,
        ValidCastOp,
        *TASK_ID_OPS,
        *OPERATORS,
        GenericOperatorOp,
    ],
    [
        TensorType,
        TileType,
        ArrayType,
        BufferType,
        TaskIdType,
        PtrType,
        attrs.ParamDirectionAttr,
        attrs.ArgDirectionAttr,
        attrs.FuncKindAttr,
        attrs.ForKindAttr,
        attrs.ScopeKindAttr,
        attrs.MemorySpaceAttr,
        attrs.AtomicKindAttr,
        attrs.NotifyOpAttr,
        attrs.CoalesceAttr,
        attrs.AffinityAttr,
    ],
)

# A dialect with an undeclared in-place op or a stray write channel must not load.
validate_arg_effects(PTO.operations)
