"""`pto.dynamic_dim`: the value of a program-level dynamic dimension.

PyPTO prints one `NAME = pl.dynamic("NAME")` line per dimension variable its
types name (`pl.Tensor[[NAME, 64], ...]`); a function body may also read the
name as an `index` value (a loop bound, a core count, an argument). Its value
is only known at run time; the op keeps the name, for messages, for
`pto-tasks --bind NAME=V`, and for the export.

    %b = pto.dynamic_dim "B_DYN" : index
"""

from __future__ import annotations

from xdsl.dialects.builtin import DictionaryAttr, IndexType, StringAttr
from xdsl.ir import Operation
from xdsl.irdl import irdl_op_definition, prop_def, result_def, traits_def
from xdsl.traits import Pure

from pypto_xdsl.dialects.base import PtoOperation


@irdl_op_definition
class DynamicDimOp(PtoOperation):
    name = "pto.dynamic_dim"

    dim_name = prop_def(StringAttr)
    result = result_def(IndexType)

    # Reads nothing, writes nothing: the same name always gives the same value.
    traits = traits_def(Pure())

    assembly_format = "$dim_name attr-dict `:` type($result)"

    def __init__(self, name: str):
        super().__init__(
            properties={"dim_name": StringAttr(name)}, result_types=[IndexType()]
        )


PARAM_DIM_NAMES = "pypto.dynamic_dims"
"""Discardable attribute of a `pto.func`: the `pl.dynamic` name of each `?`
dimension of a parameter type that PyPTO printed as one, keyed by the
parameter's position and the dimension, `"argI.dimK"`:

    pto.func orchestration @main(in %x: !pto.tensor<?x64xf32>)
        attributes {pypto.dynamic_dims = {"arg0.dim0" = "T_DYN"}} { ... }

The type keeps `?` (MLIR's form); the name is what `pto-tasks --bind T_DYN=V`
and messages use, as for a `pto.dynamic_dim "T_DYN"` read as a value."""


def param_dim_key(index: int, dim: int) -> str:
    """The key of dimension `dim` of parameter `index` in `PARAM_DIM_NAMES`."""
    return f"arg{index}.dim{dim}"


def param_dim_names(op: Operation) -> dict[str, str]:
    """The `PARAM_DIM_NAMES` of a function: key -> `pl.dynamic` name (entries
    that are not strings are ignored: the attribute is discardable)."""
    found = op.attributes.get(PARAM_DIM_NAMES)
    if not isinstance(found, DictionaryAttr):
        return {}
    return {
        key: value.data
        for key, value in found.data.items()
        if isinstance(value, StringAttr)
    }
