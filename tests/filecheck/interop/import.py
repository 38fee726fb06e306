# RUN: xdsl-opt -f pypto %s 2>/dev/null | filecheck %s
# RUN: xdsl-opt %s 2>&1 >/dev/null | filecheck %s --check-prefix=SUMMARY
# pypto.program: small
import pypto.language as pl

@pl.program
class small:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV)
    def scale(x: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], i: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i], [64], [64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.5)
        v: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.divs(u, 2.0)
        w: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.divs(v, 2.0)
        r: pl.Tensor[[64], pl.FP32] = pl.tile.store(w, [0], y)
        return r
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.parallel(0, n, 1, init_values=(y,)):
            s: pl.Tensor[[64], pl.FP32] = self.scale(x, i, acc)
            out: pl.Tensor[[64], pl.FP32] = pl.yield_(s)
        return out

# CHECK:      builtin.module {
# CHECK-NEXT:   pto.func aiv @scale(in %x: !pto.tensor<64xf32>, in %i: index, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> attributes {pypto.attrs = {level = "pl.Level.AIV"}} {
# CHECK-NEXT:     %0 = arith.constant 64 : index
# CHECK-NEXT:     %1 = arith.constant 5.000000e-01 : f32
# CHECK-NEXT:     %2 = arith.constant 0 : index
# CHECK-NEXT:     %t = pto.tile.load(%x, [%i], [%0], [%0], target_memory = #pto.mem<vec>) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
# CHECK-NEXT:     %u = pto.tile.muls(%t, %1) : (!pto.tile<64xf32, vec>, f32) -> !pto.tile<64xf32, vec>
# CHECK-NEXT:     %v = pto.op "tile.divs"(%u, "2.0") : (!pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
# CHECK-NEXT:     %w = pto.op "tile.divs"(%v, "2.0") : (!pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
# CHECK-NEXT:     %r = pto.tile.store(%w, [%2], %y) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
# CHECK-NEXT:     pto.return %r : !pto.tensor<64xf32>
# CHECK-NEXT:   }
# CHECK-NEXT:   pto.func orchestration @main(in %x: !pto.tensor<64xf32>, in %n: index, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
# CHECK-NEXT:     %0 = arith.constant 0 : index
# CHECK-NEXT:     %1 = arith.constant 1 : index
# CHECK-NEXT:     %out = scf.for %i = %0 to %n step %1 iter_args(%acc = %y) -> (!pto.tensor<64xf32>) {
# CHECK-NEXT:       %s = pto.call @scale(%x, %i, %acc) : (!pto.tensor<64xf32>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
# CHECK-NEXT:       scf.yield %s : !pto.tensor<64xf32>
# CHECK-NEXT:     } {pto.for_kind = #pto.for_kind<parallel>}
# CHECK-NEXT:     pto.return %out : !pto.tensor<64xf32>
# CHECK-NEXT:   }
# CHECK-NEXT: }

# A scalar literal fits its row (tile.muls); an operator with no row
# (tile.divs) is named once, where it is first used.
# SUMMARY: import.py:12:49: warning: operator tile.divs has no catalogue row: kept as pto.op with unclassified effects (2 uses, the first here)
# SUMMARY-NOT: warning
