# pypto.program: _jit_topk
import pypto.language as pl

@pl.program
class _jit_topk:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def topk_block(topk_idx__iter_v1: pl.Out[pl.Tensor[[64, 16], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], topk_vals__iter_v1: pl.Out[pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], r0__idx_v0: pl.Scalar[pl.INDEX], scores__ssa_v0: pl.Tensor[[64, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]) -> tuple[pl.Tensor[[64, 16], pl.INT32], pl.Tensor[[64, 16], pl.FP32]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        idx_init__tile: pl.Tile[[1, 512], pl.UINT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.UINT32), [1, 512], dtype=pl.UINT32, descending=False)
        for ri__idx_v0, (topk_idx__iter_v3, topk_vals__iter_v3) in pl.range(8, init_values=(topk_idx__iter_v1, topk_vals__iter_v1)):
            r__ssa_v0: pl.Scalar[pl.INDEX] = r0__idx_v0 + ri__idx_v0
            score_row__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(6144, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(scores__ssa_v0, [r__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
            s__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sort32(score_row__tile, idx_init__tile)
            s_v1__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_6, pl.const(6144, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mrgsort_format1(s__tile, pl.const(64, pl.INT32))
            s_v2__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mrgsort_format1(s_v1__tile, pl.const(256, pl.INT32))
            pairs__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(s_v2__tile, [1, 32], [0, 0])
            t__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_6, pl.const(6144, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.gather_mask(pairs__tile, mask_pattern=1)
            topk_vals__tile: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile, [r__ssa_v0, 0], topk_vals__iter_v3)
            t__tile_1: pl.Tile[[1, 16], pl.INT32, pl.MemRef(mem_vec_6, pl.const(6144, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.gather_mask(pairs__tile, mask_pattern=2, output_dtype=pl.INT32)
            topk_idx__tile: pl.Tensor[[64, 16], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_1, [r__ssa_v0, 0], topk_idx__iter_v3)
            topk_idx__rv_v4, topk_vals__rv_v4 = pl.yield_(topk_idx__tile, topk_vals__tile)
        return topk_idx__iter_v1, topk_vals__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def topk(self, scores__ssa_v0: pl.Tensor[[64, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], topk_vals__ssa_v0: pl.Out[pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], topk_idx__ssa_v0: pl.Out[pl.Tensor[[64, 16], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[64, 16], pl.FP32], pl.Tensor[[64, 16], pl.INT32]]:
        for r0__idx_v0, (topk_idx__iter_v1, topk_vals__iter_v1) in pl.parallel(0, 64, 8, init_values=(topk_idx__ssa_v0, topk_vals__ssa_v0)):
            ret__tmp_v0: pl.Tuple[pl.Tensor[[64, 16], pl.INT32], pl.Tensor[[64, 16], pl.FP32]] = self.topk_block(topk_idx__iter_v1, topk_vals__iter_v1, r0__idx_v0, scores__ssa_v0)
            topk_idx__rv_v4: pl.Tensor[[64, 16], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[0]
            topk_vals__rv_v4: pl.Tensor[[64, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[1]
            topk_idx__rv_v2, topk_vals__rv_v2 = pl.yield_(topk_idx__rv_v4, topk_vals__rv_v4)
        return topk_vals__rv_v2, topk_idx__rv_v2