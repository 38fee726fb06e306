"""`pto.valid_cast`: a tile seen with a wider valid rectangle.

PyPTO's printed types may give a loop-carried tile (its init, its iter arg,
its yields) or the branches of an `if` different valid shapes
(`TileView(valid_shape=...)`): one branch's `tile.matmul` keeps `[16, 4]`,
the other's `tile.matmul_acc` none. `scf` carries one type, so the importer
carries the smallest tile type whose valid rectangle holds every value's
(`types.carried_type`) and casts each value of another type to it, as
MLIR's `memref.cast` changes what a type states about a value, not the
value. The cast only widens: a footprint read from the carried type is never
narrower than the data the tile holds.

    %w = pto.valid_cast %t : !pto.tile<16x16xf32, acc, valid = [16, 4]> to !pto.tile<16x16xf32, acc>
"""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, result_def, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.types import TileType, narrowed_extent


@irdl_op_definition
class ValidCastOp(PtoOperation):
    name = "pto.valid_cast"

    source = operand_def(TileType)
    result = result_def(TileType)

    # The same tile: reads and writes nothing.
    traits = traits_def(Pure())

    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def __init__(self, source: SSAValue, result_type: TileType):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source, target = self.source.type, self.result.type
        if not isinstance(source, TileType):
            return  # IRDL names an operand that is no tile
        if (source.shape, source.element_type, source.memory_space) != (
            target.shape,
            target.element_type,
            target.memory_space,
        ):
            raise VerifyException(
                f"pto.valid_cast changes more than the valid shape ({source} to "
                f"{target}): the shape, element type and memory space stay"
            )
        i = narrowed_extent(source, target)
        if i is not None:
            raise VerifyException(
                f"pto.valid_cast narrows valid extent {i} "
                f"({_extent(source, i)} to {_extent(target, i)}): it only widens; "
                "cast to the tile's whole extent or a larger one"
            )


def _extent(tile: TileType, i: int) -> str:
    v = tile.valid_shape[i]
    return "?" if v < 0 else str(v)
