# RUN: xdsl-opt -f pypto %s 2>/dev/null | filecheck %s
# RUN: xdsl-opt -f pypto %s 2>/dev/null | xdsl-opt 2>/dev/null | filecheck %s
# RUN: pto-export %s -p 'derive-call-directions' 2>/dev/null | diff -u %s -
# A loop or an if whose values are tiles of different valid shapes (PyPTO
# prints a matmul's [16, 4] in one branch and a matmul_acc's none in the
# other) carries the tile type whose valid rectangle holds them all: per
# dimension the common extent, else the largest, else the tile's; each
# value of another type is cast to it (pto.valid_cast, which only widens).
# The outer loop's yield widens its iter arg past its init's [8, 256]: its
# body is imported again, and the inner loop started from the outer iter arg
# carries the wider type too. The export is the input unchanged.
import pypto.language as pl

@pl.program
class carried:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[64, 256], pl.BF16], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 256], pl.BF16]]) -> pl.Tensor[[64, 256], pl.BF16]:
        a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 256])] = pl.tile.load(x, [0, 0], [16, 256], [8, 256], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(a,)):
            for j, (inner,) in pl.range(2, init_values=(acc,)):
                inner_phi: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 256])] = pl.yield_(inner)
            c: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
            if i == 0:
                p: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 256])] = pl.yield_(inner_phi)
            else:
                p: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 256])] = pl.yield_(c)
            acc_phi: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[8, 256])] = pl.yield_(p)
        for (cnt, w) in pl.while_(init_values=(n, a)):
            pl.cond(cnt < 4)
            cnt_next: pl.Scalar[pl.INDEX] = cnt + 1
            b: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[12, 256])] = pl.tile.load(x, [32, 0], [16, 256], [12, 256], target_memory=pl.Mem.Vec)
            cnt_phi, w_phi = pl.yield_(cnt_next, b)
        r: pl.Tensor[[64, 256], pl.BF16] = pl.tile.store(acc_phi, [0, 0], y)
        s: pl.Tensor[[64, 256], pl.BF16] = pl.tile.store(w_phi, [16, 0], r)
        return s

# CHECK:      builtin.module {
# CHECK-NEXT:   pto.func aiv @k(in %x: !pto.tensor<64x256xbf16>, in %n: index, out %y: !pto.tensor<64x256xbf16>) -> !pto.tensor<64x256xbf16> {
# CHECK-NEXT:     %0 = arith.constant 0 : index
# CHECK-NEXT:     %1 = arith.constant 16 : index
# CHECK-NEXT:     %2 = arith.constant 256 : index
# CHECK-NEXT:     %3 = arith.constant 8 : index
# CHECK-NEXT:     %4 = arith.constant 4 : index
# CHECK-NEXT:     %5 = arith.constant 1 : index
# CHECK-NEXT:     %6 = arith.constant 2 : index
# CHECK-NEXT:     %7 = arith.constant 32 : index
# CHECK-NEXT:     %8 = arith.constant 12 : index
# CHECK-NEXT:     %a = pto.tile.load(%x, [%0, %0], [%1, %2], [%3, %2], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [8, 256]>
# CHECK-NEXT:     %9 = pto.valid_cast %a : !pto.tile<16x256xbf16, vec, valid = [8, 256]> to !pto.tile<16x256xbf16, vec>
# CHECK-NEXT:     %acc_phi = scf.for %i = %0 to %4 step %5 iter_args(%acc = %9) -> (!pto.tile<16x256xbf16, vec>) {
# CHECK-NEXT:       %inner_phi = scf.for %j = %0 to %6 step %5 iter_args(%inner = %acc) -> (!pto.tile<16x256xbf16, vec>) {
# CHECK-NEXT:         scf.yield %inner : !pto.tile<16x256xbf16, vec>
# CHECK-NEXT:       }
# CHECK-NEXT:       %c = pto.tile.load(%x, [%1, %0], [%1, %2], [%1, %2], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec>
# CHECK-NEXT:       %10 = arith.cmpi eq, %i, %0 : index
# CHECK-NEXT:       %p = scf.if %10 -> (!pto.tile<16x256xbf16, vec>) {
# CHECK-NEXT:         scf.yield %inner_phi : !pto.tile<16x256xbf16, vec>
# CHECK-NEXT:       } else {
# CHECK-NEXT:         scf.yield %c : !pto.tile<16x256xbf16, vec>
# CHECK-NEXT:       }
# CHECK-NEXT:       scf.yield %p : !pto.tile<16x256xbf16, vec>
# CHECK-NEXT:     }
# CHECK-NEXT:     %11 = pto.valid_cast %a : !pto.tile<16x256xbf16, vec, valid = [8, 256]> to !pto.tile<16x256xbf16, vec, valid = [12, 256]>
# CHECK-NEXT:     %cnt_phi, %w_phi = scf.while (%cnt = %n, %w = %11) : (index, !pto.tile<16x256xbf16, vec, valid = [12, 256]>) -> (index, !pto.tile<16x256xbf16, vec, valid = [12, 256]>) {
# CHECK-NEXT:       %12 = arith.cmpi slt, %cnt, %4 : index
# CHECK-NEXT:       scf.condition(%12) %cnt, %w : index, !pto.tile<16x256xbf16, vec, valid = [12, 256]>
# CHECK-NEXT:     } do {
# CHECK-NEXT:     ^bb0(%cnt_1: index, %w_1: !pto.tile<16x256xbf16, vec, valid = [12, 256]>):
# CHECK-NEXT:       %cnt_next = arith.addi %cnt_1, %5 : index
# CHECK-NEXT:       %b = pto.tile.load(%x, [%7, %0], [%1, %2], [%8, %2], target_memory = #pto.mem<vec>) : (!pto.tensor<64x256xbf16>, index, index, index, index, index, index) -> !pto.tile<16x256xbf16, vec, valid = [12, 256]>
# CHECK-NEXT:       scf.yield %cnt_next, %b : index, !pto.tile<16x256xbf16, vec, valid = [12, 256]>
# CHECK-NEXT:     }
# CHECK-NEXT:     %r = pto.tile.store(%acc_phi, [%0, %0], %y) : (!pto.tile<16x256xbf16, vec>, index, index, !pto.tensor<64x256xbf16>) -> !pto.tensor<64x256xbf16>
# CHECK-NEXT:     %s = pto.tile.store(%w_phi, [%1, %0], %r) : (!pto.tile<16x256xbf16, vec, valid = [12, 256]>, index, index, !pto.tensor<64x256xbf16>) -> !pto.tensor<64x256xbf16>
# CHECK-NEXT:     pto.return %s : !pto.tensor<64x256xbf16>
# CHECK-NEXT:   }
# CHECK-NEXT: }
