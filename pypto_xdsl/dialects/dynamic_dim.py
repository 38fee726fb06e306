"""`pto.dynamic_dim`: the value of a program-level dynamic dimension.

PyPTO prints one `NAME = pl.dynamic("NAME")` line per dimension variable its
types name (`pl.Tensor[[NAME, 64], ...]`); a function body may also read the
name as an `index` value (a loop bound, a core count, an argument). Its value
is only known at run time; the op keeps the name, for messages, for
`pto-tasks --bind NAME=V`, and for the export.

    %b = pto.dynamic_dim "B_DYN" : index
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, StringAttr
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
