# pypto.program: _jit_gemm
import pypto.language as pl

@pl.program
class _jit_gemm:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gemm_tile(a__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], mb__idx_v0: pl.Scalar[pl.INDEX], b__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], nb__idx_v0: pl.Scalar[pl.INDEX], c__iter_v3: pl.Out[pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[256, 256], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__tile,)):
            k0__ssa_v0: pl.Scalar[pl.INDEX] = kb__idx_v0 * 64
            tile_a__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [mb__idx_v0, k0__ssa_v0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            tile_b__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k0__ssa_v0, nb__idx_v0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            if kb__idx_v0 == 0:
                tile_a__tile_Left: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(tile_a__tile, target_memory=pl.Mem.Left)
                tile_b__tile_Right: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(tile_b__tile, target_memory=pl.Mem.Right)
                acc__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(tile_a__tile_Left, tile_b__tile_Right)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc__tile_1)
            else:
                tile_a__tile_Left_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(tile_a__tile, target_memory=pl.Mem.Left)
                tile_b__tile_Right_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(tile_b__tile, target_memory=pl.Mem.Right)
                acc__tile_2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc__iter_v1, tile_a__tile_Left_1, tile_b__tile_Right_1)
                acc__phi_v5: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc__phi_v5)
        c__tile: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = pl.tile.store(acc__rv_v2, [mb__idx_v0, nb__idx_v0], c__iter_v3)
        return c__iter_v3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def gemm(self, a__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], b__ssa_v0: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], c__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[256, 256], pl.FP32]:
        for mb__idx_v0, (c__iter_v1,) in pl.parallel(0, 256, 64, init_values=(c__ssa_v0,)):
            for nb__idx_v0, (c__iter_v3,) in pl.parallel(0, 256, 64, init_values=(c__iter_v1,)):
                c__ssa_v5: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)] = self.gemm_tile(a__ssa_v0, mb__idx_v0, b__ssa_v0, nb__idx_v0, c__iter_v3)
                c__rv_v4: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)] = pl.yield_(c__ssa_v5)
            c__rv_v2: pl.Tensor[[256, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)] = pl.yield_(c__rv_v4)
        return c__rv_v2