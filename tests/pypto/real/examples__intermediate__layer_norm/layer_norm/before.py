# pypto.program: _jit_layer_norm
import pypto.language as pl

@pl.program
class _jit_layer_norm:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def layer_norm_rows(x__ssa_v0: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], r__idx_v0: pl.Scalar[pl.INDEX], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], y__iter_v1: pl.Out[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[512, 256], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        tile_x__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
        scaled_x__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(tile_x__tile, 0.00390625)
        tmp_tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([32, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mean__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_sum(scaled_x__tile, tmp_tile)
        centred__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_sub(tile_x__tile, mean__tile)
        sq__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(centred__tile, centred__tile)
        sq_v1__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.adds(sq__tile, 1.0000000000000001e-05)
        sq_v2__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(sq_v1__tile, 0.00390625)
        tmp_tile_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([32, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        var_eps__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(sq_v2__tile, tmp_tile_1)
        var_eps_v1__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(var_eps__tile, [1, 32])
        std__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sqrt(var_eps_v1__tile)
        std_v1__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(std__tile, [32, 1])
        normed__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(centred__tile, std_v1__tile)
        t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(gamma__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        scaled__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(normed__tile, t__tile)
        ones__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(tile_x__tile, tile_x__tile)
        ones_v1__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.adds(ones__tile, 1.0)
        t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(beta__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        offset__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(ones_v1__tile, t__tile_1)
        t__tile_2: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(scaled__tile, offset__tile)
        y__tile: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)] = pl.tile.store(t__tile_2, [r__idx_v0, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def layer_norm(self, x__ssa_v0: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], y__ssa_v0: pl.Out[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[512, 256], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.parallel(0, 512, 32, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)] = self.layer_norm_rows(x__ssa_v0, r__idx_v0, gamma__ssa_v0, beta__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)] = pl.yield_(y__ssa_v3)
        return y__rv_v2