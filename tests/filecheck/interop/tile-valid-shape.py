# RUN: xdsl-opt -f pypto %s 2>/dev/null | filecheck %s
# RUN: xdsl-opt -f pypto %s 2>/dev/null | xdsl-opt 2>/dev/null | filecheck %s
# RUN: pto-export %s -p 'derive-call-directions' 2>/dev/null | diff -u %s -
# A tile's `pl.TileView(valid_shape=[...])` is its type's valid shape: a
# literal extent as it is, a symbolic or computed one as `?`, none when the
# tile has no TileView or one without a valid shape. The export is the input
# unchanged (every call here already has its directions).
import pypto.language as pl

@pl.program
class valid:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[64, 256], pl.BF16], rows: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 256], pl.BF16]]) -> pl.Tensor[[64, 256], pl.BF16]:
        a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[8, 256])] = pl.tile.load(x, [0, 0], [16, 256], [8, 256], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(16, pl.INDEX)), 256], compact=pl.CompactMode.normal)] = pl.tile.load(x, [16, 0], [16, 256], [rows, 256], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.load(x, [32, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[64, 256], pl.BF16] = pl.tile.store(a, [0, 0], y)
        return r
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 256], pl.BF16], rows: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 256], pl.BF16]]) -> pl.Tensor[[64, 256], pl.BF16]:
        r: pl.Tensor[[64, 256], pl.BF16] = self.k(x, rows, y, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return r

# CHECK:      builtin.module {
# CHECK-NEXT:   pto.func aiv @k(in %x: !pto.tensor<64x256xbf16>, in %rows: index, out %y: !pto.tensor<64x256xbf16>) -> !pto.tensor<64x256xbf16> {
# CHECK-NEXT:     %0 = arith.constant 0 : index
# CHECK-NEXT:     %1 = arith.constant 16 : index
# CHECK-NEXT:     %2 = arith.constant 256 : index
# CHECK-NEXT:     %3 = arith.constant 8 : index
# CHECK-NEXT:     %4 = arith.constant 32 : index
# CHECK-NEXT:     %a = pto.tile.load(%x, [%0, %0], [%1, %2], [%3, %2], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [8, 256]>
# CHECK-NEXT:     %b = pto.tile.load(%x, [%1, %0], [%1, %2], [%rows, %2], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [?, 256]>
# CHECK-NEXT:     %c = pto.tile.load(%x, [%4, %0], [%1, %2], [%1, %2], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec>
# CHECK-NEXT:     %r = pto.tile.store(%a, [%0, %0], %y) : (!pto.tile<16x256xbf16, vec, valid = [8, 256]>, index, index, !pto.tensor<64x256xbf16>) -> !pto.tensor<64x256xbf16>
# CHECK-NEXT:     pto.return %r : !pto.tensor<64x256xbf16>
# CHECK-NEXT:   }
# CHECK-NEXT:   pto.func orchestration @main(in %x: !pto.tensor<64x256xbf16>, in %rows: index, out %y: !pto.tensor<64x256xbf16>) -> !pto.tensor<64x256xbf16> {
# CHECK-NEXT:     %r = pto.call @k(input %x, scalar %rows, output_existing %y) : (!pto.tensor<64x256xbf16>, index, !pto.tensor<64x256xbf16>) -> !pto.tensor<64x256xbf16>
# CHECK-NEXT:     pto.return %r : !pto.tensor<64x256xbf16>
# CHECK-NEXT:   }
# CHECK-NEXT: }
