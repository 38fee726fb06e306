# pypto.program: _jit_rope
import pypto.language as pl

@pl.program
class _jit_rope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_rotate(cos__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], sin__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], b__idx_v0: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)], y__iter_v1: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        cos_lo__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(cos__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        cos_hi__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(cos__ssa_v0, [0, 64], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        sin_lo__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(4352, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sin__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        sin_hi__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(4608, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sin__ssa_v0, [0, 64], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        base__ssa_v0: pl.Scalar[pl.INDEX] = b__idx_v0 * 8
        x_lo__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4864, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [base__ssa_v0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        x_hi__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [base__ssa_v0, 64], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        lo_cos__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_mul(x_lo__tile, cos_lo__tile)
        lo_sin__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_mul(x_hi__tile, sin_lo__tile)
        t__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sub(lo_cos__tile, lo_sin__tile)
        y__tile: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = pl.tile.store(t__tile, [base__ssa_v0, 0], y__iter_v1)
        hi_cos__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_mul(x_hi__tile, cos_hi__tile)
        hi_sin__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4864, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_mul(x_lo__tile, sin_hi__tile)
        t__tile_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4864, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(hi_cos__tile, hi_sin__tile)
        y__tile_1: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = pl.tile.store(t__tile_1, [base__ssa_v0, 64], y__tile)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rope(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], cos__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], sin__ssa_v0: pl.Tensor[[1, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)], y__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for b__idx_v0, (y__iter_v1,) in pl.parallel(16, init_values=(y__ssa_v0,)):
            y__ssa_v4: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)] = self.rope_rotate(cos__ssa_v0, sin__ssa_v0, b__idx_v0, x__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 65536)] = pl.yield_(y__ssa_v4)
        return y__rv_v2