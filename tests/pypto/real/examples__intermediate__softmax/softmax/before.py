# pypto.program: _jit_softmax
import pypto.language as pl

@pl.program
class _jit_softmax:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_rows(x__ssa_v0: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], r__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[512, 256], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        tile_x__tile: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.create([64, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        row_max__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_max(tile_x__tile, tmp_tile)
        shifted__tile: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.row_expand_sub(tile_x__tile, row_max__tile)
        exp_shifted__tile: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.exp(shifted__tile)
        tmp_tile_1: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.create([64, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        denom__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(exp_shifted__tile, tmp_tile_1)
        t__tile: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.row_expand_div(exp_shifted__tile, denom__tile)
        y__tile: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)] = pl.tile.store(t__tile, [r__idx_v0, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax(self, x__ssa_v0: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], y__ssa_v0: pl.Out[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[512, 256], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.parallel(0, 512, 64, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 524288)] = self.softmax_rows(x__ssa_v0, r__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)] = pl.yield_(y__ssa_v3)
        return y__rv_v2