# pypto.program: _jit_matmul
import pypto.language as pl

@pl.program
class _jit_matmul:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def matmul_tile(a__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], mb__idx_v0: pl.Scalar[pl.INDEX], b__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], nb__idx_v0: pl.Scalar[pl.INDEX], c__iter_v3: pl.Out[pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[256, 256], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        tile_a__tile: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [mb__idx_v0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
        tile_b__tile: pl.Tile[[256, 64], pl.FP32, pl.MemRef(mem_mat_4, pl.const(65536, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, nb__idx_v0], [256, 64], [256, 64], target_memory=pl.Mem.Mat)
        t__tile_l0_init: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for t__tile_l0_ko, (t__tile_l0_c,) in pl.range(0, 256, 256, init_values=(t__tile_l0_init,)):
            t__tile_l0_a: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_a__tile, 0, t__tile_l0_ko, [64, 128], target_memory=pl.Mem.Left)
            t__tile_l0_b: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_b__tile, t__tile_l0_ko, 0, [128, 64], target_memory=pl.Mem.Right)
            t__tile_l0_a_1: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_left_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_a__tile, 0, t__tile_l0_ko + 128, [64, 128], target_memory=pl.Mem.Left)
            t__tile_l0_b_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_b__tile, t__tile_l0_ko + 128, 0, [128, 64], target_memory=pl.Mem.Right)
            if t__tile_l0_ko == 0:
                t__tile_l0_c_first: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(t__tile_l0_a, t__tile_l0_b)
                t__tile_l0_c_phi: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(t__tile_l0_c_first)
            else:
                t__tile_l0_c_acc: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(t__tile_l0_c, t__tile_l0_a, t__tile_l0_b)
                t__tile_l0_c_phi: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(t__tile_l0_c_acc)
            if t__tile_l0_ko + 128 == 0:
                t__tile_l0_c_first_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(t__tile_l0_a_1, t__tile_l0_b_1)
                t__tile_l0_c_phi_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(t__tile_l0_c_first_1)
            else:
                t__tile_l0_c_acc_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(t__tile_l0_c_phi, t__tile_l0_a_1, t__tile_l0_b_1)
                t__tile_l0_c_phi_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(t__tile_l0_c_acc_1)
            t__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(t__tile_l0_c_phi_1)
        c__tile: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = pl.tile.store(t__tile, [mb__idx_v0, nb__idx_v0], c__iter_v3)
        return c__iter_v3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def matmul(self, a__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], b__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], c__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[256, 256], pl.FP32]:
        for mb__idx_v0, (c__iter_v1,) in pl.parallel(0, 256, 64, init_values=(c__ssa_v0,)):
            for nb__idx_v0, (c__iter_v3,) in pl.parallel(0, 256, 64, init_values=(c__iter_v1,)):
                c__ssa_v5: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)] = self.matmul_tile(a__ssa_v0, mb__idx_v0, b__ssa_v0, nb__idx_v0, c__iter_v3)
                c__rv_v4: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)] = pl.yield_(c__ssa_v5)
            c__rv_v2: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)] = pl.yield_(c__rv_v4)
        return c__rv_v2