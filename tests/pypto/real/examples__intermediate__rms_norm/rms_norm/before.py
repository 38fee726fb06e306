# pypto.program: _jit_rms_norm
import pypto.language as pl

@pl.program
class _jit_rms_norm:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rms_norm_rows(x__ssa_v0: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], r__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)]], gamma__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]) -> pl.Tensor[[512, 512], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        sq_sum__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
        for hb__idx_v0, (sq_sum__iter_v1,) in pl.range(8, init_values=(sq_sum__tile,)):
            h0__ssa_v0: pl.Scalar[pl.INDEX] = hb__idx_v0 * 64
            x_tile__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0, h0__ssa_v0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            sq__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(x_tile__tile, x_tile__tile)
            tmp_tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sq_row__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49408, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(sq__tile, tmp_tile)
            sq_row_v1__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49408, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(sq_row__tile, [1, 64])
            sq_sum__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(sq_sum__iter_v1, sq_row_v1__tile)
            sq_sum__rv_v2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(sq_sum__tile_1)
        mean_sq__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(sq_sum__rv_v2, 0.001953125)
        mean_sq_v1__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.adds(mean_sq__tile, 9.9999999999999995e-07)
        inv_rms__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.rsqrt(mean_sq_v1__tile)
        inv_rms_v1__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(inv_rms__tile, [64, 1])
        for hb__idx_v0_1, (y__iter_v3,) in pl.range(8, init_values=(y__iter_v1,)):
            h0__ssa_v1: pl.Scalar[pl.INDEX] = hb__idx_v0_1 * 64
            x_tile__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0, h0__ssa_v1], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            gamma_tile__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(gamma__ssa_v0, [0, h0__ssa_v1], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            normed__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(x_tile__tile_1, inv_rms_v1__tile)
            normed_v1__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(normed__tile, gamma_tile__tile)
            y__tile: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(normed_v1__tile, [r__idx_v0, h0__ssa_v1], y__iter_v3)
            y__rv_v4: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 1048576)] = pl.yield_(y__tile)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rms_norm(self, x__ssa_v0: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], gamma__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], y__ssa_v0: pl.Out[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1048576)]]) -> pl.Tensor[[512, 512], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.parallel(0, 512, 64, init_values=(y__ssa_v0,)):
            y__rv_v4: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)] = self.rms_norm_rows(x__ssa_v0, r__idx_v0, y__iter_v1, gamma__ssa_v0)
            y__rv_v2: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)] = pl.yield_(y__rv_v4)
        return y__rv_v2