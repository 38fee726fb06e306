# pypto.program: _jit_prefill_indexer_test
import pypto.language as pl

IDX_BLOCK_NUM_DYN = pl.dynamic("IDX_BLOCK_NUM_DYN")
INNER_STATE_BLOCK_NUM_DYN = pl.dynamic("INNER_STATE_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")
idx_block_num_inline601__ssa_v0 = pl.dynamic("idx_block_num_inline601__ssa_v0")

@pl.program
class _jit_prefill_indexer_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_cache_write(final_kv_inline934__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], scale_scratch_inline885__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)]], idx_kv_cache_flat_inline943__ssa_v0: pl.InOut[pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], idx_block_num_inline961__ssa_v0: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        final_block_inline887__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        final_base_v1_inline884__ssa_v0: pl.Scalar[pl.INDEX] = final_block_inline887__ssa_v1 * 16
        t__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(final_kv_inline934__rv_v2, [final_base_v1_inline884__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        t__tile_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_7, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.BF16, mode='rint')
        kv_blk_f32_inline994__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='round')
        t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.abs(kv_blk_f32_inline994__tile)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(24576, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__tile_2, tmp_tile)
        kv_amax_inline976__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(24576, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
        t__tile_4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0001)
        kv_amax_v1_inline883__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.maximum(kv_amax_inline976__tile, t__tile_4)
        t__tile_5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=127.0)
        kv_scale_q_row_inline882__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.div(t__tile_5, kv_amax_v1_inline883__tile)
        t__tile_6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.recip(kv_scale_q_row_inline882__tile)
        kv_scale_dq_col_inline881__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(16384, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [16, 1])
        kv_scale_q_col_inline880__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(kv_scale_q_row_inline882__tile, [16, 1])
        kv_scaled_inline878__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_blk_f32_inline994__tile, kv_scale_q_col_inline880__tile)
        kv_i32_inline946__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_scaled_inline878__tile, target_type=pl.INT32, mode='rint')
        kv_half_inline902__tile: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_i32_inline946__tile, target_type=pl.FP16, mode='round')
        kv_i8_blk_inline877__tile: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_half_inline902__tile, target_type=pl.INT8, mode='trunc')
        scale_scratch_inline885__tile: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)] = pl.tile.store(kv_scale_dq_col_inline881__tile, [final_base_v1_inline884__ssa_v0, 0], scale_scratch_inline885__ssa_v0)
        for final_dt_inline876__idx_v0, (idx_kv_cache_flat_inline943__iter_v1,) in pl.range(16, init_values=(idx_kv_cache_flat_inline943__ssa_v0,)):
            final_i_inline1021__ssa_v1: pl.Scalar[pl.INDEX] = final_base_v1_inline884__ssa_v0 + final_dt_inline876__idx_v0
            dst_row_raw_inline874__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline938__ssa_v1, [0, final_i_inline1021__ssa_v1])
            if 0 <= pl.cast(dst_row_raw_inline874__tile, pl.INDEX):
                dst_row_inline873__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(dst_row_raw_inline874__tile, pl.INDEX)
                t__tile_7: pl.Tile[[1, 128], pl.INT8, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(kv_i8_blk_inline877__tile, [1, 128], [final_dt_inline876__idx_v0, 0])
                idx_kv_cache_flat_inline943__tile: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_7, [dst_row_inline873__ssa_v0, 0], idx_kv_cache_flat_inline943__iter_v1)
                idx_kv_cache_flat_inline943__phi_v5: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = pl.yield_(idx_kv_cache_flat_inline943__tile)
            else:
                keepalive_row_inline879__ssa_v0: pl.Scalar[pl.INDEX] = idx_block_num_inline961__ssa_v0 * 32 - 128 + final_i_inline1021__ssa_v1
                t__tile_8: pl.Tile[[1, 128], pl.INT8, pl.MemRef(mem_vec_7, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(idx_kv_cache_flat_inline943__iter_v1, [keepalive_row_inline879__ssa_v0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                idx_kv_cache_flat_inline943__tile_1: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_8, [keepalive_row_inline879__ssa_v0, 0], idx_kv_cache_flat_inline943__iter_v1)
                idx_kv_cache_flat_inline943__phi_v5: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = pl.yield_(idx_kv_cache_flat_inline943__tile_1)
            idx_kv_cache_flat_inline943__rv_v2: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.yield_(idx_kv_cache_flat_inline943__phi_v5)
        return scale_scratch_inline885__ssa_v0, idx_kv_cache_flat_inline943__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_c4_cache_write_spmd(self, final_kv_inline934__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], scale_scratch_inline885__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)]], idx_kv_cache_flat_inline943__ssa_v0: pl.InOut[pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], idx_block_num_inline961__ssa_v0: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8]] = self.prefill_idx_c4_cache_write(final_kv_inline934__rv_v2, scale_scratch_inline885__ssa_v0, idx_kv_cache_flat_inline943__ssa_v0, write_dst_map_inline938__ssa_v1, idx_block_num_inline961__ssa_v0)
        scale_scratch_inline885__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[0]
        idx_kv_cache_flat_inline943__rv_v2: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        return scale_scratch_inline885__ssa_v0, idx_kv_cache_flat_inline943__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_complete(state_order_fence_inline8_inline524__ssa_v0: pl.InOut[pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)]]):
        fence_sample_inline1_inline529__tile: pl.Scalar[pl.INT32] = pl.tensor.read(state_order_fence_inline8_inline524__ssa_v0, [0])
        completion_bit_inline12_inline520__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(True, pl.INT32)
        pl.tensor.write(state_order_fence_inline8_inline524__ssa_v0, [0], completion_bit_inline12_inline520__ssa_v0 * completion_bit_inline12_inline520__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_c4_kv_hadamard(final_kv_inline934__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)]], normed_kv_inline983__ssa_v4: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[128, 128], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        final_block_inline887__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        final_base_inline1017__ssa_v1: pl.Scalar[pl.INDEX] = final_block_inline887__ssa_v0 * 16
        for o0_inline921__idx_v0, (final_kv_inline934__iter_v1,) in pl.range(0, 128, 64, init_values=(final_kv_inline934__ssa_v0,)):
            t__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(normed_kv_inline983__ssa_v4, [final_base_inline1017__ssa_v1, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            t__tile_1: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(4096, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(hadamard__ssa_v0, [0, o0_inline921__idx_v0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
            t__tile_Left: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(t__tile, target_memory=pl.Mem.Left)
            t__tile_Right: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tile_1, target_memory=pl.Mem.Right)
            final_acc_inline886__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(t__tile_Left, t__tile_Right)
            final_kv_inline934__tile: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)] = pl.tile.store(final_acc_inline886__tile, [final_base_inline1017__ssa_v1, o0_inline921__idx_v0], final_kv_inline934__iter_v1)
            final_kv_inline934__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 65536)] = pl.yield_(final_kv_inline934__tile)
        return final_kv_inline934__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_c4_kv_hadamard_spmd(self, final_kv_inline934__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)]], normed_kv_inline983__ssa_v4: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[128, 128], pl.FP32]:
        final_kv_inline934__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = self.prefill_idx_c4_kv_hadamard(final_kv_inline934__ssa_v0, normed_kv_inline983__ssa_v4, hadamard__ssa_v0)
        return final_kv_inline934__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_c4_kv_score_proj_full(proj_full_rows_inline931__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline1029__ssa_v0: pl.Tensor[[t_dim_inline959__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_scratch_inline1026__ssa_v0: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]], score_proj_scratch_inline949__ssa_v0: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)]]) -> tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]]:
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_12: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_left_16: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_17: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_right_47: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_right_49: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        proj_idx_inline962__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        proj_n_inline982__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline962__ssa_v0 // 4
        proj_row_block_inline964__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline962__ssa_v0 - proj_n_inline982__ssa_v0 * 4
        o0_inline950__ssa_v0: pl.Scalar[pl.INDEX] = proj_n_inline982__ssa_v0 * 64
        local_t0_inline966__ssa_v0: pl.Scalar[pl.INDEX] = proj_row_block_inline964__ssa_v0 * 128
        if local_t0_inline966__ssa_v0 < proj_full_rows_inline931__ssa_v0:
            global_t0_inline972__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline5_inline528__idx_v0 + local_t0_inline966__ssa_v0
            kv_acc_inline933__tile: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            score_acc_inline1005__tile: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for kb_inline908__idx_v0, (kv_acc_inline933__iter_v1, score_acc_inline1005__iter_v1) in pl.range(0, 8, 2, init_values=(kv_acc_inline933__tile, score_acc_inline1005__tile)):
                k0_inline1008__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline908__idx_v0 * 512
                k0_inline1008__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline908__idx_v0 + 1) * 512
                x_tile_inline984__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(262144, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(x_flat_inline1029__ssa_v0, [global_t0_inline972__ssa_v0, k0_inline1008__ssa_v0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                wkv_tile_inline985__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(393216, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wkv__ssa_v0, [o0_inline950__ssa_v0, k0_inline1008__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tile_inline940__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(458752, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wgate__ssa_v0, [o0_inline950__ssa_v0, k0_inline1008__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                x_tile_inline984__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(x_flat_inline1029__ssa_v0, [global_t0_inline972__ssa_v0, k0_inline1008__ssa_v0_1], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                wkv_tile_inline985__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wkv__ssa_v0, [o0_inline950__ssa_v0, k0_inline1008__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tile_inline940__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wgate__ssa_v0, [o0_inline950__ssa_v0, k0_inline1008__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                if k0_inline1008__ssa_v0 == 0:
                    wkv_tile_inline985__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(393216, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline985__tile)
                    kv_acc_inline933__tile_l0_init: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for kv_acc_inline933__tile_l0_ko, (kv_acc_inline933__tile_l0_c,) in pl.range(0, 512, 256, init_values=(kv_acc_inline933__tile_l0_init,)):
                        kv_acc_inline933__tile_l0_a: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, kv_acc_inline933__tile_l0_ko, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t, kv_acc_inline933__tile_l0_ko, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline933__tile_l0_a_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, kv_acc_inline933__tile_l0_ko + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b_1: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t, kv_acc_inline933__tile_l0_ko + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if kv_acc_inline933__tile_l0_ko == 0:
                            kv_acc_inline933__tile_l0_c_first: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline933__tile_l0_a, kv_acc_inline933__tile_l0_b)
                            kv_acc_inline933__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_first)
                        else:
                            kv_acc_inline933__tile_l0_c_acc: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c, kv_acc_inline933__tile_l0_a, kv_acc_inline933__tile_l0_b)
                            kv_acc_inline933__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_acc)
                        if kv_acc_inline933__tile_l0_ko + 128 == 0:
                            kv_acc_inline933__tile_l0_c_first_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline933__tile_l0_a_1, kv_acc_inline933__tile_l0_b_1)
                            kv_acc_inline933__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_first_1)
                        else:
                            kv_acc_inline933__tile_l0_c_acc_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c_phi, kv_acc_inline933__tile_l0_a_1, kv_acc_inline933__tile_l0_b_1)
                            kv_acc_inline933__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_acc_1)
                        kv_acc_inline933__tile_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_phi_1)
                    wgate_tile_inline940__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(458752, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline940__tile)
                    score_acc_inline1005__tile_l0_init: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for score_acc_inline1005__tile_l0_ko, (score_acc_inline1005__tile_l0_c,) in pl.range(0, 512, 256, init_values=(score_acc_inline1005__tile_l0_init,)):
                        score_acc_inline1005__tile_l0_a: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, score_acc_inline1005__tile_l0_ko, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t, score_acc_inline1005__tile_l0_ko, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline1005__tile_l0_a_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, score_acc_inline1005__tile_l0_ko + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b_1: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t, score_acc_inline1005__tile_l0_ko + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if score_acc_inline1005__tile_l0_ko == 0:
                            score_acc_inline1005__tile_l0_c_first: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline1005__tile_l0_a, score_acc_inline1005__tile_l0_b)
                            score_acc_inline1005__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_first)
                        else:
                            score_acc_inline1005__tile_l0_c_acc: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c, score_acc_inline1005__tile_l0_a, score_acc_inline1005__tile_l0_b)
                            score_acc_inline1005__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_acc)
                        if score_acc_inline1005__tile_l0_ko + 128 == 0:
                            score_acc_inline1005__tile_l0_c_first_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline1005__tile_l0_a_1, score_acc_inline1005__tile_l0_b_1)
                            score_acc_inline1005__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_first_1)
                        else:
                            score_acc_inline1005__tile_l0_c_acc_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c_phi, score_acc_inline1005__tile_l0_a_1, score_acc_inline1005__tile_l0_b_1)
                            score_acc_inline1005__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_acc_1)
                        score_acc_inline1005__tile_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_phi_1)
                    kv_acc_inline933__phi_v5, score_acc_inline1005__phi_v5 = pl.yield_(kv_acc_inline933__tile_1, score_acc_inline1005__tile_1)
                else:
                    wkv_tile_inline985__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(393216, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline985__tile)
                    for kv_acc_inline933__tile_l0_ko_1, (kv_acc_inline933__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(kv_acc_inline933__iter_v1,)):
                        kv_acc_inline933__tile_l0_a_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, kv_acc_inline933__tile_l0_ko_1, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b_2: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t_1, kv_acc_inline933__tile_l0_ko_1, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline933__tile_l0_a_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, kv_acc_inline933__tile_l0_ko_1 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b_3: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t_1, kv_acc_inline933__tile_l0_ko_1 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline933__tile_l0_c_acc_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c_1, kv_acc_inline933__tile_l0_a_2, kv_acc_inline933__tile_l0_b_2)
                        kv_acc_inline933__tile_l0_c_acc_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c_acc_2, kv_acc_inline933__tile_l0_a_3, kv_acc_inline933__tile_l0_b_3)
                        kv_acc_inline933__tile_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_acc_3)
                    wgate_tile_inline940__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(458752, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline940__tile)
                    for score_acc_inline1005__tile_l0_ko_1, (score_acc_inline1005__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(score_acc_inline1005__iter_v1,)):
                        score_acc_inline1005__tile_l0_a_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, score_acc_inline1005__tile_l0_ko_1, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b_2: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t_1, score_acc_inline1005__tile_l0_ko_1, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline1005__tile_l0_a_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile, 0, score_acc_inline1005__tile_l0_ko_1 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b_3: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t_1, score_acc_inline1005__tile_l0_ko_1 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline1005__tile_l0_c_acc_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c_1, score_acc_inline1005__tile_l0_a_2, score_acc_inline1005__tile_l0_b_2)
                        score_acc_inline1005__tile_l0_c_acc_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c_acc_2, score_acc_inline1005__tile_l0_a_3, score_acc_inline1005__tile_l0_b_3)
                        score_acc_inline1005__tile_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_acc_3)
                    kv_acc_inline933__phi_v5, score_acc_inline1005__phi_v5 = pl.yield_(kv_acc_inline933__tile_2, score_acc_inline1005__tile_2)
                if k0_inline1008__ssa_v0_1 == 0:
                    wkv_tile_inline985__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline985__tile_1)
                    kv_acc_inline933__tile_l0_init_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for kv_acc_inline933__tile_l0_ko_2, (kv_acc_inline933__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(kv_acc_inline933__tile_l0_init_1,)):
                        kv_acc_inline933__tile_l0_a_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, kv_acc_inline933__tile_l0_ko_2, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b_4: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t_2, kv_acc_inline933__tile_l0_ko_2, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline933__tile_l0_a_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, kv_acc_inline933__tile_l0_ko_2 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b_5: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t_2, kv_acc_inline933__tile_l0_ko_2 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if kv_acc_inline933__tile_l0_ko_2 == 0:
                            kv_acc_inline933__tile_l0_c_first_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline933__tile_l0_a_4, kv_acc_inline933__tile_l0_b_4)
                            kv_acc_inline933__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_first_2)
                        else:
                            kv_acc_inline933__tile_l0_c_acc_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c_2, kv_acc_inline933__tile_l0_a_4, kv_acc_inline933__tile_l0_b_4)
                            kv_acc_inline933__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_acc_4)
                        if kv_acc_inline933__tile_l0_ko_2 + 128 == 0:
                            kv_acc_inline933__tile_l0_c_first_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline933__tile_l0_a_5, kv_acc_inline933__tile_l0_b_5)
                            kv_acc_inline933__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_first_3)
                        else:
                            kv_acc_inline933__tile_l0_c_acc_5: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c_phi_2, kv_acc_inline933__tile_l0_a_5, kv_acc_inline933__tile_l0_b_5)
                            kv_acc_inline933__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_acc_5)
                        kv_acc_inline933__tile_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_phi_3)
                    wgate_tile_inline940__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline940__tile_1)
                    score_acc_inline1005__tile_l0_init_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for score_acc_inline1005__tile_l0_ko_2, (score_acc_inline1005__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(score_acc_inline1005__tile_l0_init_1,)):
                        score_acc_inline1005__tile_l0_a_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, score_acc_inline1005__tile_l0_ko_2, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b_4: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t_2, score_acc_inline1005__tile_l0_ko_2, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline1005__tile_l0_a_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, score_acc_inline1005__tile_l0_ko_2 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b_5: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t_2, score_acc_inline1005__tile_l0_ko_2 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if score_acc_inline1005__tile_l0_ko_2 == 0:
                            score_acc_inline1005__tile_l0_c_first_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline1005__tile_l0_a_4, score_acc_inline1005__tile_l0_b_4)
                            score_acc_inline1005__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_first_2)
                        else:
                            score_acc_inline1005__tile_l0_c_acc_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c_2, score_acc_inline1005__tile_l0_a_4, score_acc_inline1005__tile_l0_b_4)
                            score_acc_inline1005__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_acc_4)
                        if score_acc_inline1005__tile_l0_ko_2 + 128 == 0:
                            score_acc_inline1005__tile_l0_c_first_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline1005__tile_l0_a_5, score_acc_inline1005__tile_l0_b_5)
                            score_acc_inline1005__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_first_3)
                        else:
                            score_acc_inline1005__tile_l0_c_acc_5: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c_phi_2, score_acc_inline1005__tile_l0_a_5, score_acc_inline1005__tile_l0_b_5)
                            score_acc_inline1005__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_acc_5)
                        score_acc_inline1005__tile_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_phi_3)
                    kv_acc_inline933__phi_v5_1, score_acc_inline1005__phi_v5_1 = pl.yield_(kv_acc_inline933__tile_3, score_acc_inline1005__tile_3)
                else:
                    wkv_tile_inline985__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline985__tile_1)
                    for kv_acc_inline933__tile_l0_ko_3, (kv_acc_inline933__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(kv_acc_inline933__phi_v5,)):
                        kv_acc_inline933__tile_l0_a_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, kv_acc_inline933__tile_l0_ko_3, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b_6: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t_3, kv_acc_inline933__tile_l0_ko_3, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline933__tile_l0_a_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, kv_acc_inline933__tile_l0_ko_3 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline933__tile_l0_b_7: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline985__tile_t_3, kv_acc_inline933__tile_l0_ko_3 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline933__tile_l0_c_acc_6: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c_3, kv_acc_inline933__tile_l0_a_6, kv_acc_inline933__tile_l0_b_6)
                        kv_acc_inline933__tile_l0_c_acc_7: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline933__tile_l0_c_acc_6, kv_acc_inline933__tile_l0_a_7, kv_acc_inline933__tile_l0_b_7)
                        kv_acc_inline933__tile_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline933__tile_l0_c_acc_7)
                    wgate_tile_inline940__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline940__tile_1)
                    for score_acc_inline1005__tile_l0_ko_3, (score_acc_inline1005__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(score_acc_inline1005__phi_v5,)):
                        score_acc_inline1005__tile_l0_a_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, score_acc_inline1005__tile_l0_ko_3, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b_6: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t_3, score_acc_inline1005__tile_l0_ko_3, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline1005__tile_l0_a_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline984__tile_1, 0, score_acc_inline1005__tile_l0_ko_3 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline1005__tile_l0_b_7: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline940__tile_t_3, score_acc_inline1005__tile_l0_ko_3 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline1005__tile_l0_c_acc_6: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c_3, score_acc_inline1005__tile_l0_a_6, score_acc_inline1005__tile_l0_b_6)
                        score_acc_inline1005__tile_l0_c_acc_7: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline1005__tile_l0_c_acc_6, score_acc_inline1005__tile_l0_a_7, score_acc_inline1005__tile_l0_b_7)
                        score_acc_inline1005__tile_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline1005__tile_l0_c_acc_7)
                    kv_acc_inline933__phi_v5_1, score_acc_inline1005__phi_v5_1 = pl.yield_(kv_acc_inline933__tile_4, score_acc_inline1005__tile_4)
                kv_acc_inline933__rv_v2, score_acc_inline1005__rv_v2 = pl.yield_(kv_acc_inline933__phi_v5_1, score_acc_inline1005__phi_v5_1)
            kv_proj_scratch_inline1026__tile: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)] = pl.tile.store(kv_acc_inline933__rv_v2, [local_t0_inline966__ssa_v0, o0_inline950__ssa_v0], kv_proj_scratch_inline1026__ssa_v0)
            score_proj_scratch_inline949__tile: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)] = pl.tile.store(score_acc_inline1005__rv_v2, [local_t0_inline966__ssa_v0, o0_inline950__ssa_v0], score_proj_scratch_inline949__ssa_v0)
            kv_proj_scratch_inline1026__phi_v2, score_proj_scratch_inline949__phi_v2 = pl.yield_(kv_proj_scratch_inline1026__tile, score_proj_scratch_inline949__tile)
        else:
            kv_proj_scratch_inline1026__phi_v2, score_proj_scratch_inline949__phi_v2 = pl.yield_(kv_proj_scratch_inline1026__ssa_v0, score_proj_scratch_inline949__ssa_v0)
        return kv_proj_scratch_inline1026__phi_v2, score_proj_scratch_inline949__phi_v2
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_c4_kv_score_proj_full_spmd(self, proj_full_rows_inline931__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline1029__ssa_v0: pl.Tensor[[t_dim_inline959__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_scratch_inline1026__ssa_v0: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]], score_proj_scratch_inline949__ssa_v0: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)]]) -> tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]] = self.prefill_idx_c4_kv_score_proj_full(proj_full_rows_inline931__ssa_v0, tile_base_inline5_inline528__idx_v0, x_flat_inline1029__ssa_v0, inner_wkv__ssa_v0, inner_wgate__ssa_v0, kv_proj_scratch_inline1026__ssa_v0, score_proj_scratch_inline949__ssa_v0)
        kv_proj_scratch_inline1026__phi_v2: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0[0]
        score_proj_scratch_inline949__phi_v2: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0[1]
        return kv_proj_scratch_inline1026__phi_v2, score_proj_scratch_inline949__phi_v2
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_c4_kv_score_proj_tail(proj_full_rows_inline931__ssa_v0: pl.Scalar[pl.INDEX], proj_padded_rows_inline956__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline9_inline533__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline1029__ssa_v0: pl.Tensor[[t_dim_inline959__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_scratch_inline1026__phi_v3: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]], score_proj_scratch_inline949__phi_v3: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)]]) -> tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]]:
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_12: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_16: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_17: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_46: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_left_48: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        tail_idx_inline953__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tail_n_inline977__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline953__ssa_v0 // 8
        tail_row_block_inline930__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline953__ssa_v0 - tail_n_inline977__ssa_v0 * 8
        tail_o0_inline952__ssa_v0: pl.Scalar[pl.INDEX] = tail_n_inline977__ssa_v0 * 64
        tail_t0_inline978__ssa_v0: pl.Scalar[pl.INDEX] = proj_full_rows_inline931__ssa_v0 + tail_row_block_inline930__ssa_v0 * 16
        if tail_t0_inline978__ssa_v0 < proj_padded_rows_inline956__ssa_v0:
            tail_valid_rows_inline924__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline9_inline533__ssa_v0 - tail_t0_inline978__ssa_v0, 16)
            tail_global_t0_inline970__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline5_inline528__idx_v0 + tail_t0_inline978__ssa_v0
            kv_tail_acc_inline923__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            score_tail_acc_inline932__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for tail_kb_inline919__idx_v0, (kv_tail_acc_inline923__iter_v1, score_tail_acc_inline932__iter_v1) in pl.range(0, 8, 2, init_values=(kv_tail_acc_inline923__tile, score_tail_acc_inline932__tile)):
                tail_k0_inline916__ssa_v0: pl.Scalar[pl.INDEX] = tail_kb_inline919__idx_v0 * 512
                tail_k0_inline916__ssa_v0_1: pl.Scalar[pl.INDEX] = (tail_kb_inline919__idx_v0 + 1) * 512
                x_tail_inline954__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 512])] = pl.tile.load(x_flat_inline1029__ssa_v0, [tail_global_t0_inline970__ssa_v0, tail_k0_inline916__ssa_v0], [16, 512], [tail_valid_rows_inline924__ssa_v0, 512], target_memory=pl.Mem.Mat)
                wkv_tail_inline927__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wkv__ssa_v0, [tail_o0_inline952__ssa_v0, tail_k0_inline916__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tail_inline1030__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wgate__ssa_v0, [tail_o0_inline952__ssa_v0, tail_k0_inline916__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                x_tail_inline954__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 512])] = pl.tile.load(x_flat_inline1029__ssa_v0, [tail_global_t0_inline970__ssa_v0, tail_k0_inline916__ssa_v0_1], [16, 512], [tail_valid_rows_inline924__ssa_v0, 512], target_memory=pl.Mem.Mat)
                wkv_tail_inline927__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wkv__ssa_v0, [tail_o0_inline952__ssa_v0, tail_k0_inline916__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tail_inline1030__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(inner_wgate__ssa_v0, [tail_o0_inline952__ssa_v0, tail_k0_inline916__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                if tail_k0_inline916__ssa_v0 == 0:
                    wkv_tail_inline927__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline927__tile)
                    kv_tail_acc_inline923__tile_l0_init_storage: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    kv_tail_acc_inline923__tile_l0_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.set_validshape(kv_tail_acc_inline923__tile_l0_init_storage, tail_valid_rows_inline924__ssa_v0, 64)
                    for kv_tail_acc_inline923__tile_l0_ko, (kv_tail_acc_inline923__tile_l0_c,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline923__tile_l0_init,)):
                        kv_tail_acc_inline923__tile_l0_a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, kv_tail_acc_inline923__tile_l0_ko, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t, kv_tail_acc_inline923__tile_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline923__tile_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, kv_tail_acc_inline923__tile_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t, kv_tail_acc_inline923__tile_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if kv_tail_acc_inline923__tile_l0_ko == 0:
                            kv_tail_acc_inline923__tile_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline923__tile_l0_a, kv_tail_acc_inline923__tile_l0_b)
                            kv_tail_acc_inline923__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_first)
                        else:
                            kv_tail_acc_inline923__tile_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c, kv_tail_acc_inline923__tile_l0_a, kv_tail_acc_inline923__tile_l0_b)
                            kv_tail_acc_inline923__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_acc)
                        if kv_tail_acc_inline923__tile_l0_ko + 256 == 0:
                            kv_tail_acc_inline923__tile_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline923__tile_l0_a_1, kv_tail_acc_inline923__tile_l0_b_1)
                            kv_tail_acc_inline923__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_first_1)
                        else:
                            kv_tail_acc_inline923__tile_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c_phi, kv_tail_acc_inline923__tile_l0_a_1, kv_tail_acc_inline923__tile_l0_b_1)
                            kv_tail_acc_inline923__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_acc_1)
                        kv_tail_acc_inline923__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_phi_1)
                    wgate_tail_inline1030__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline1030__tile)
                    score_tail_acc_inline932__tile_l0_init_storage: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    score_tail_acc_inline932__tile_l0_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.set_validshape(score_tail_acc_inline932__tile_l0_init_storage, tail_valid_rows_inline924__ssa_v0, 64)
                    for score_tail_acc_inline932__tile_l0_ko, (score_tail_acc_inline932__tile_l0_c,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline932__tile_l0_init,)):
                        score_tail_acc_inline932__tile_l0_a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, score_tail_acc_inline932__tile_l0_ko, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t, score_tail_acc_inline932__tile_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline932__tile_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, score_tail_acc_inline932__tile_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t, score_tail_acc_inline932__tile_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if score_tail_acc_inline932__tile_l0_ko == 0:
                            score_tail_acc_inline932__tile_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline932__tile_l0_a, score_tail_acc_inline932__tile_l0_b)
                            score_tail_acc_inline932__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_first)
                        else:
                            score_tail_acc_inline932__tile_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c, score_tail_acc_inline932__tile_l0_a, score_tail_acc_inline932__tile_l0_b)
                            score_tail_acc_inline932__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_acc)
                        if score_tail_acc_inline932__tile_l0_ko + 256 == 0:
                            score_tail_acc_inline932__tile_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline932__tile_l0_a_1, score_tail_acc_inline932__tile_l0_b_1)
                            score_tail_acc_inline932__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_first_1)
                        else:
                            score_tail_acc_inline932__tile_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c_phi, score_tail_acc_inline932__tile_l0_a_1, score_tail_acc_inline932__tile_l0_b_1)
                            score_tail_acc_inline932__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_acc_1)
                        score_tail_acc_inline932__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.yield_(score_tail_acc_inline932__tile_l0_c_phi_1)
                    kv_tail_acc_inline923__phi_v5, score_tail_acc_inline932__phi_v5 = pl.yield_(kv_tail_acc_inline923__tile_1, score_tail_acc_inline932__tile_1)
                else:
                    wkv_tail_inline927__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline927__tile)
                    for kv_tail_acc_inline923__tile_l0_ko_1, (kv_tail_acc_inline923__tile_l0_c_1,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline923__iter_v1,)):
                        kv_tail_acc_inline923__tile_l0_a_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, kv_tail_acc_inline923__tile_l0_ko_1, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t_1, kv_tail_acc_inline923__tile_l0_ko_1, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline923__tile_l0_a_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, kv_tail_acc_inline923__tile_l0_ko_1 + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t_1, kv_tail_acc_inline923__tile_l0_ko_1 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline923__tile_l0_c_acc_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c_1, kv_tail_acc_inline923__tile_l0_a_2, kv_tail_acc_inline923__tile_l0_b_2)
                        kv_tail_acc_inline923__tile_l0_c_acc_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c_acc_2, kv_tail_acc_inline923__tile_l0_a_3, kv_tail_acc_inline923__tile_l0_b_3)
                        kv_tail_acc_inline923__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_acc_3)
                    wgate_tail_inline1030__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline1030__tile)
                    for score_tail_acc_inline932__tile_l0_ko_1, (score_tail_acc_inline932__tile_l0_c_1,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline932__iter_v1,)):
                        score_tail_acc_inline932__tile_l0_a_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, score_tail_acc_inline932__tile_l0_ko_1, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t_1, score_tail_acc_inline932__tile_l0_ko_1, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline932__tile_l0_a_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile, 0, score_tail_acc_inline932__tile_l0_ko_1 + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t_1, score_tail_acc_inline932__tile_l0_ko_1 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline932__tile_l0_c_acc_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c_1, score_tail_acc_inline932__tile_l0_a_2, score_tail_acc_inline932__tile_l0_b_2)
                        score_tail_acc_inline932__tile_l0_c_acc_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c_acc_2, score_tail_acc_inline932__tile_l0_a_3, score_tail_acc_inline932__tile_l0_b_3)
                        score_tail_acc_inline932__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(score_tail_acc_inline932__tile_l0_c_acc_3)
                    kv_tail_acc_inline923__phi_v5, score_tail_acc_inline932__phi_v5 = pl.yield_(kv_tail_acc_inline923__tile_2, score_tail_acc_inline932__tile_2)
                if tail_k0_inline916__ssa_v0_1 == 0:
                    wkv_tail_inline927__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline927__tile_1)
                    kv_tail_acc_inline923__tile_l0_init_storage_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    kv_tail_acc_inline923__tile_l0_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.set_validshape(kv_tail_acc_inline923__tile_l0_init_storage_1, tail_valid_rows_inline924__ssa_v0, 64)
                    for kv_tail_acc_inline923__tile_l0_ko_2, (kv_tail_acc_inline923__tile_l0_c_2,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline923__tile_l0_init_1,)):
                        kv_tail_acc_inline923__tile_l0_a_4: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, kv_tail_acc_inline923__tile_l0_ko_2, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b_4: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t_2, kv_tail_acc_inline923__tile_l0_ko_2, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline923__tile_l0_a_5: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, kv_tail_acc_inline923__tile_l0_ko_2 + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b_5: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t_2, kv_tail_acc_inline923__tile_l0_ko_2 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if kv_tail_acc_inline923__tile_l0_ko_2 == 0:
                            kv_tail_acc_inline923__tile_l0_c_first_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline923__tile_l0_a_4, kv_tail_acc_inline923__tile_l0_b_4)
                            kv_tail_acc_inline923__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_first_2)
                        else:
                            kv_tail_acc_inline923__tile_l0_c_acc_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c_2, kv_tail_acc_inline923__tile_l0_a_4, kv_tail_acc_inline923__tile_l0_b_4)
                            kv_tail_acc_inline923__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_acc_4)
                        if kv_tail_acc_inline923__tile_l0_ko_2 + 256 == 0:
                            kv_tail_acc_inline923__tile_l0_c_first_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline923__tile_l0_a_5, kv_tail_acc_inline923__tile_l0_b_5)
                            kv_tail_acc_inline923__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_first_3)
                        else:
                            kv_tail_acc_inline923__tile_l0_c_acc_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c_phi_2, kv_tail_acc_inline923__tile_l0_a_5, kv_tail_acc_inline923__tile_l0_b_5)
                            kv_tail_acc_inline923__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_acc_5)
                        kv_tail_acc_inline923__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_phi_3)
                    wgate_tail_inline1030__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline1030__tile_1)
                    score_tail_acc_inline932__tile_l0_init_storage_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    score_tail_acc_inline932__tile_l0_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.set_validshape(score_tail_acc_inline932__tile_l0_init_storage_1, tail_valid_rows_inline924__ssa_v0, 64)
                    for score_tail_acc_inline932__tile_l0_ko_2, (score_tail_acc_inline932__tile_l0_c_2,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline932__tile_l0_init_1,)):
                        score_tail_acc_inline932__tile_l0_a_4: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, score_tail_acc_inline932__tile_l0_ko_2, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b_4: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t_2, score_tail_acc_inline932__tile_l0_ko_2, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline932__tile_l0_a_5: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, score_tail_acc_inline932__tile_l0_ko_2 + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b_5: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t_2, score_tail_acc_inline932__tile_l0_ko_2 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if score_tail_acc_inline932__tile_l0_ko_2 == 0:
                            score_tail_acc_inline932__tile_l0_c_first_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline932__tile_l0_a_4, score_tail_acc_inline932__tile_l0_b_4)
                            score_tail_acc_inline932__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_first_2)
                        else:
                            score_tail_acc_inline932__tile_l0_c_acc_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c_2, score_tail_acc_inline932__tile_l0_a_4, score_tail_acc_inline932__tile_l0_b_4)
                            score_tail_acc_inline932__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_acc_4)
                        if score_tail_acc_inline932__tile_l0_ko_2 + 256 == 0:
                            score_tail_acc_inline932__tile_l0_c_first_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline932__tile_l0_a_5, score_tail_acc_inline932__tile_l0_b_5)
                            score_tail_acc_inline932__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_first_3)
                        else:
                            score_tail_acc_inline932__tile_l0_c_acc_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c_phi_2, score_tail_acc_inline932__tile_l0_a_5, score_tail_acc_inline932__tile_l0_b_5)
                            score_tail_acc_inline932__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline932__tile_l0_c_acc_5)
                        score_tail_acc_inline932__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline924__ssa_v0, 64])] = pl.yield_(score_tail_acc_inline932__tile_l0_c_phi_3)
                    kv_tail_acc_inline923__phi_v5_1, score_tail_acc_inline932__phi_v5_1 = pl.yield_(kv_tail_acc_inline923__tile_3, score_tail_acc_inline932__tile_3)
                else:
                    wkv_tail_inline927__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline927__tile_1)
                    for kv_tail_acc_inline923__tile_l0_ko_3, (kv_tail_acc_inline923__tile_l0_c_3,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline923__phi_v5,)):
                        kv_tail_acc_inline923__tile_l0_a_6: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, kv_tail_acc_inline923__tile_l0_ko_3, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b_6: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t_3, kv_tail_acc_inline923__tile_l0_ko_3, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline923__tile_l0_a_7: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, kv_tail_acc_inline923__tile_l0_ko_3 + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline923__tile_l0_b_7: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline927__tile_t_3, kv_tail_acc_inline923__tile_l0_ko_3 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline923__tile_l0_c_acc_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c_3, kv_tail_acc_inline923__tile_l0_a_6, kv_tail_acc_inline923__tile_l0_b_6)
                        kv_tail_acc_inline923__tile_l0_c_acc_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline923__tile_l0_c_acc_6, kv_tail_acc_inline923__tile_l0_a_7, kv_tail_acc_inline923__tile_l0_b_7)
                        kv_tail_acc_inline923__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(kv_tail_acc_inline923__tile_l0_c_acc_7)
                    wgate_tail_inline1030__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline1030__tile_1)
                    for score_tail_acc_inline932__tile_l0_ko_3, (score_tail_acc_inline932__tile_l0_c_3,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline932__phi_v5,)):
                        score_tail_acc_inline932__tile_l0_a_6: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, score_tail_acc_inline932__tile_l0_ko_3, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b_6: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t_3, score_tail_acc_inline932__tile_l0_ko_3, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline932__tile_l0_a_7: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline924__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline954__tile_1, 0, score_tail_acc_inline932__tile_l0_ko_3 + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline932__tile_l0_b_7: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline1030__tile_t_3, score_tail_acc_inline932__tile_l0_ko_3 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline932__tile_l0_c_acc_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c_3, score_tail_acc_inline932__tile_l0_a_6, score_tail_acc_inline932__tile_l0_b_6)
                        score_tail_acc_inline932__tile_l0_c_acc_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline932__tile_l0_c_acc_6, score_tail_acc_inline932__tile_l0_a_7, score_tail_acc_inline932__tile_l0_b_7)
                        score_tail_acc_inline932__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(score_tail_acc_inline932__tile_l0_c_acc_7)
                    kv_tail_acc_inline923__phi_v5_1, score_tail_acc_inline932__phi_v5_1 = pl.yield_(kv_tail_acc_inline923__tile_4, score_tail_acc_inline932__tile_4)
                kv_tail_acc_inline923__rv_v2, score_tail_acc_inline932__rv_v2 = pl.yield_(kv_tail_acc_inline923__phi_v5_1, score_tail_acc_inline932__phi_v5_1)
            kv_proj_scratch_inline1026__tile: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)] = pl.tile.store(kv_tail_acc_inline923__rv_v2, [tail_t0_inline978__ssa_v0, tail_o0_inline952__ssa_v0], kv_proj_scratch_inline1026__phi_v3)
            score_proj_scratch_inline949__tile: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)] = pl.tile.store(score_tail_acc_inline932__rv_v2, [tail_t0_inline978__ssa_v0, tail_o0_inline952__ssa_v0], score_proj_scratch_inline949__phi_v3)
            kv_proj_scratch_inline1026__phi_v5, score_proj_scratch_inline949__phi_v5 = pl.yield_(kv_proj_scratch_inline1026__tile, score_proj_scratch_inline949__tile)
        else:
            kv_proj_scratch_inline1026__phi_v5, score_proj_scratch_inline949__phi_v5 = pl.yield_(kv_proj_scratch_inline1026__phi_v3, score_proj_scratch_inline949__phi_v3)
        return kv_proj_scratch_inline1026__phi_v5, score_proj_scratch_inline949__phi_v5
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_c4_kv_score_proj_tail_spmd(self, proj_full_rows_inline931__ssa_v0: pl.Scalar[pl.INDEX], proj_padded_rows_inline956__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline9_inline533__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline1029__ssa_v0: pl.Tensor[[t_dim_inline959__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_scratch_inline1026__phi_v3: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]], score_proj_scratch_inline949__phi_v3: pl.InOut[pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)]]) -> tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]] = self.prefill_idx_c4_kv_score_proj_tail(proj_full_rows_inline931__ssa_v0, proj_padded_rows_inline956__ssa_v0, tile_rows_inline9_inline533__ssa_v0, tile_base_inline5_inline528__idx_v0, x_flat_inline1029__ssa_v0, inner_wkv__ssa_v0, inner_wgate__ssa_v0, kv_proj_scratch_inline1026__phi_v3, score_proj_scratch_inline949__phi_v3)
        kv_proj_scratch_inline1026__phi_v5: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0[0]
        score_proj_scratch_inline949__phi_v5: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0[1]
        return kv_proj_scratch_inline1026__phi_v5, score_proj_scratch_inline949__phi_v5
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_rmsnorm_rope(write_slot_raw_inline898__ssa_v0: pl.Scalar[pl.INT32], write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline910__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)], pooled_kv_inline996__phi_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)], norm_w_2d_inline939__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 256)], normed_kv_inline983__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)]], rope_dup_idx_template_inline0_inline525__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)], rope_swap_idx_template_inline2_inline530__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4096)], rope_sign_template_inline3_inline526__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[128, 128], pl.BF16]:
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_23: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_43: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_44: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_45: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_46: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_47: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_49: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        final_block_inline1015__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        final_base_inline1017__ssa_v0: pl.Scalar[pl.INDEX] = final_block_inline1015__ssa_v0 * 16
        cos_b_inline1018__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        sin_b_inline917__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        for final_dt_inline968__idx_v0, (cos_b_inline1018__iter_v1, sin_b_inline917__iter_v1, write_slot_raw_inline898__iter_v1) in pl.range(16, init_values=(cos_b_inline1018__tile, sin_b_inline917__tile, write_slot_raw_inline898__ssa_v0)):
            final_i_inline1021__ssa_v0: pl.Scalar[pl.INDEX] = final_base_inline1017__ssa_v0 + final_dt_inline968__idx_v0
            write_slot_raw_inline898__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline938__ssa_v1, [0, final_i_inline1021__ssa_v0])
            if 0 <= pl.cast(write_slot_raw_inline898__tile, pl.INDEX):
                write_pos_inline911__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_pos_map_inline910__ssa_v1, [0, final_i_inline1021__ssa_v0])
                cmp_pos_inline1023__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(write_pos_inline911__tile, pl.INDEX) + -3, pl.INDEX)
                t__tile: pl.Tile[[1, 32], pl.BF16, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_cos__ssa_v0, [cmp_pos_inline1023__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
                cos_b_inline1018__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(cos_b_inline1018__iter_v1, t__tile_1, [final_dt_inline968__idx_v0, 0])
                t__tile_2: pl.Tile[[1, 32], pl.BF16, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_sin__ssa_v0, [cmp_pos_inline1023__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                t__tile_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_2, target_type=pl.FP32, mode='round')
                sin_b_inline917__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(sin_b_inline917__iter_v1, t__tile_3, [final_dt_inline968__idx_v0, 0])
                cos_b_inline1018__phi_v4, sin_b_inline917__phi_v4 = pl.yield_(cos_b_inline1018__tile_1, sin_b_inline917__tile_1)
            else:
                cos_b_inline1018__phi_v4, sin_b_inline917__phi_v4 = pl.yield_(cos_b_inline1018__iter_v1, sin_b_inline917__iter_v1)
            cos_b_inline1018__rv_v2, sin_b_inline917__rv_v2, write_slot_raw_inline898__rv_v2 = pl.yield_(cos_b_inline1018__phi_v4, sin_b_inline917__phi_v4, write_slot_raw_inline898__tile)
        partial_sq_inline1024__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        for k0_inline925__idx_v0, (partial_sq_inline1024__iter_v1,) in pl.range(0, 128, 64, init_values=(partial_sq_inline1024__tile,)):
            kv_rms_chunk_inline1025__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline996__phi_v3, [final_base_inline1017__ssa_v0, k0_inline925__idx_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            kv_rms_sq_inline1027__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline1025__tile, kv_rms_chunk_inline1025__tile)
            tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline1027__tile, tmp_tile)
            t__tile_5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 16])
            partial_sq_inline1024__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(partial_sq_inline1024__iter_v1, t__tile_5)
            partial_sq_inline1024__rv_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(partial_sq_inline1024__tile_1)
        t__tile_6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(partial_sq_inline1024__rv_v2, 0.0078125)
        t__tile_7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(t__tile_6, 9.9999999999999995e-07)
        variance_inline942__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_7, [16, 1])
        t__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(variance_inline942__tile, [1, 16])
        t__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sqrt(t__rm_a0_tmp_v0)
        t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v1, [16, 1])
        inv_rms_inline995__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [1, 16])
        inv_rms_inline995__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.recip(inv_rms_inline995__rm_a0_tmp_v2)
        inv_rms_inline995__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(inv_rms_inline995__row_major_tmp_v3, [16, 1])
        kv_norm_chunk_inline1028__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline996__phi_v3, [final_base_inline1017__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_9: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline939__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_inline944__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_9, target_type=pl.FP32, mode='round')
        t__tile_10: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline1028__tile, inv_rms_inline995__tile)
        normed_chunk_inline1032__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_10, gamma_inline944__tile)
        t__tile_11: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(normed_chunk_inline1032__tile, target_type=pl.BF16, mode='rint')
        normed_kv_inline983__tile: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_11, [final_base_inline1017__ssa_v0, 0], normed_kv_inline983__ssa_v0)
        kv_rope_norm_inline1022__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline996__phi_v3, [final_base_inline1017__ssa_v0, 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_12: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline939__ssa_v0, [0, 64], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_rope_inline987__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_12, target_type=pl.FP32, mode='round')
        t__tile_13: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_rope_norm_inline1022__tile, inv_rms_inline995__tile)
        rope_normed_inline890__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_13, gamma_rope_inline987__tile)
        rope_dup_idx_inline899__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_dup_idx_template_inline0_inline525__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        rope_swap_idx_inline889__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_template_inline2_inline530__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        rope_sign_inline918__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_sign_template_inline3_inline526__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(cos_b_inline1018__rv_v2, [1, 32], [gather_lv, 0], [1, 32])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(rope_dup_idx_inline899__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_46, pl.const(26624, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_47, pl.const(26880, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        cos_il_inline888__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        gather_acc_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_1, (gather_ia_1,) in pl.range(16, init_values=(gather_acc_init_1,)):
            gather_inp_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(sin_b_inline917__rv_v2, [1, 32], [gather_lv_1, 0], [1, 32])
            gather_idx_row_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(rope_dup_idx_inline899__tile, [1, 64], [gather_lv_1, 0], [1, 64])
            gather_row_tmp_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_46, pl.const(26624, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_47, pl.const(26880, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
            gather_asmbl_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
            gather_rv_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
        sin_il_inline971__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = gather_rv_1
        gather_acc_init_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_2, (gather_ia_2,) in pl.range(16, init_values=(gather_acc_init_2,)):
            gather_inp_row_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_normed_inline890__tile, [1, 64], [gather_lv_2, 0], [1, 64])
            gather_idx_row_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(rope_swap_idx_inline889__tile, [1, 64], [gather_lv_2, 0], [1, 64])
            gather_row_tmp_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_46, pl.const(26624, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_2, gather_idx_row_2, gather_row_tmp_2)
            gather_asmbl_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia_2, gather_row_2, [gather_lv_2, 0])
            gather_rv_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl_2)
        swapped_inline895__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = gather_rv_2
        t__tile_14: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(rope_normed_inline890__tile, cos_il_inline888__tile)
        t__tile_15: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(swapped_inline895__tile, rope_sign_inline918__tile)
        t__tile_16: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__tile_15, sin_il_inline971__tile)
        rope_rot_inline937__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile_14, t__tile_16)
        t__tile_17: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(rope_rot_inline937__tile, target_type=pl.BF16, mode='rint')
        normed_kv_inline983__tile_1: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_17, [final_base_inline1017__ssa_v0, 64], normed_kv_inline983__tile)
        return normed_kv_inline983__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_c4_rmsnorm_rope_spmd(self, write_slot_raw_inline898__ssa_v0: pl.Scalar[pl.INT32], write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline910__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)], pooled_kv_inline996__phi_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)], norm_w_2d_inline939__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 256)], normed_kv_inline983__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)]], rope_dup_idx_template_inline0_inline525__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)], rope_swap_idx_template_inline2_inline530__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4096)], rope_sign_template_inline3_inline526__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[128, 128], pl.BF16]:
        normed_kv_inline983__ssa_v4: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 32768)] = self.prefill_idx_c4_rmsnorm_rope(write_slot_raw_inline898__ssa_v0, write_dst_map_inline938__ssa_v1, write_pos_map_inline910__ssa_v1, freqs_cos__ssa_v0, freqs_sin__ssa_v0, pooled_kv_inline996__phi_v3, norm_w_2d_inline939__ssa_v0, normed_kv_inline983__ssa_v0, rope_dup_idx_template_inline0_inline525__ssa_v0, rope_swap_idx_template_inline2_inline530__ssa_v0, rope_sign_template_inline3_inline526__ssa_v0)
        return normed_kv_inline983__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_rope_index_prepare(rope_dup_idx_template_inline0_inline525__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], rope_swap_idx_template_inline2_inline530__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], rope_sign_template_inline3_inline526__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]):
        for rope_r_inline4_inline531__idx_v0 in pl.range(16):
            for rope_c_inline11_inline527__idx_v0 in pl.range(64):
                rope_lane_inline7_inline532__ssa_v0: pl.Scalar[pl.INDEX] = rope_c_inline11_inline527__idx_v0 % 2
                pl.tensor.write(rope_dup_idx_template_inline0_inline525__ssa_v0, [rope_r_inline4_inline531__idx_v0, rope_c_inline11_inline527__idx_v0], pl.cast(rope_c_inline11_inline527__idx_v0 // 2, pl.INT32))
                pl.tensor.write(rope_swap_idx_template_inline2_inline530__ssa_v0, [rope_r_inline4_inline531__idx_v0, rope_c_inline11_inline527__idx_v0], pl.cast(rope_c_inline11_inline527__idx_v0 - rope_lane_inline7_inline532__ssa_v0 * 2 + 1, pl.INT32))
                pl.tensor.write(rope_sign_template_inline3_inline526__ssa_v0, [rope_r_inline4_inline531__idx_v0, rope_c_inline11_inline527__idx_v0], pl.cast(pl.cast(rope_lane_inline7_inline532__ssa_v0 * 2 - 1, pl.INT32), pl.FP32))
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_scale_scatter(scale_scratch_inline885__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], idx_kv_scale_flat_inline945__ssa_v0: pl.InOut[pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], idx_block_num_inline961__ssa_v0: pl.Scalar[pl.INDEX]):
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        scale_tile_inline872__tile: pl.Tile[[128, 1], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(scale_scratch_inline885__ssa_v1, [0, 0], [128, 1], [128, 1], target_memory=pl.Mem.Vec)
        for scale_i_inline967__idx_v0 in pl.range(128):
            dst_row_raw_inline874__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline938__ssa_v1, [0, scale_i_inline967__idx_v0])
            if 0 <= pl.cast(dst_row_raw_inline874__tile, pl.INDEX):
                dst_row_inline873__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(dst_row_raw_inline874__tile, pl.INDEX)
                scale_value_inline871__tile: pl.Scalar[pl.FP32] = pl.tile.read(scale_tile_inline872__tile, [scale_i_inline967__idx_v0, 0])
                pl.tensor.write(idx_kv_scale_flat_inline945__ssa_v0, [dst_row_inline873__ssa_v1, 0], scale_value_inline871__tile)
            else:
                keepalive_row_v1_inline870__ssa_v0: pl.Scalar[pl.INDEX] = idx_block_num_inline961__ssa_v0 * 32 - 128 + scale_i_inline967__idx_v0
                keepalive_value_inline869__tile: pl.Scalar[pl.FP32] = pl.tensor.read(idx_kv_scale_flat_inline945__ssa_v0, [keepalive_row_v1_inline870__ssa_v0, 0])
                pl.tensor.write(idx_kv_scale_flat_inline945__ssa_v0, [keepalive_row_v1_inline870__ssa_v0, 0], keepalive_value_inline869__tile)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_softmax_pool(write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline910__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], inner_compress_state_block_table__ssa_v0: pl.Tensor[[8192], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], compress_state_flat_inline948__phi_v6: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], tile_rows_inline9_inline533__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], inner_ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)], score_proj_scratch_inline949__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)], kv_proj_scratch_inline1026__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 524288)], pooled_kv_inline996__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 65536)]]) -> tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.FP32]]:
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_45: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_46: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_49: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_53: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        pool_idx_inline1020__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        write_i_inline957__ssa_v0: pl.Scalar[pl.INDEX] = pool_idx_inline1020__ssa_v0
        hb_inline988__ssa_v0: pl.Scalar[pl.INDEX] = pool_idx_inline1020__ssa_v0 - write_i_inline957__ssa_v0
        h0_inline990__ssa_v0: pl.Scalar[pl.INDEX] = hb_inline988__ssa_v0 * 128
        pool_kv_tile_inline951__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        pool_score_tile_inline991__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        write_slot_raw_inline898__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline938__ssa_v1, [0, write_i_inline957__ssa_v0])
        if 0 <= pl.cast(write_slot_raw_inline898__tile, pl.INDEX):
            write_pos_inline911__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_pos_map_inline910__ssa_v1, [0, write_i_inline957__ssa_v0])
            cur_start_inline904__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(write_pos_inline911__tile, pl.INDEX) + -3
            prev_start_inline992__ssa_v0: pl.Scalar[pl.INDEX] = cur_start_inline904__ssa_v0 - 4
            for pool_s_inline929__idx_v0, (pool_kv_tile_inline951__iter_v1, pool_score_tile_inline991__iter_v1) in pl.range(4, init_values=(pool_kv_tile_inline951__tile, pool_score_tile_inline991__tile)):
                prev_abs_inline913__ssa_v0: pl.Scalar[pl.INDEX] = prev_start_inline992__ssa_v0 + pool_s_inline929__idx_v0
                front_slot_inline922__ssa_v0: pl.Scalar[pl.INDEX] = pool_s_inline929__idx_v0
                t__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.FP32, value=0.0)
                pool_kv_tile_inline951__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline951__iter_v1, t__tile, [front_slot_inline922__ssa_v0, 0])
                t__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.FP32, value=-3.4028234663852886e+38)
                pool_score_tile_inline991__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline991__iter_v1, t__tile_1, [front_slot_inline922__ssa_v0, 0])
                if 7 <= pl.cast(write_pos_inline911__tile, pl.INDEX):
                    prev_state_block_inline979__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(prev_abs_inline913__ssa_v0 // 2, pl.INDEX)
                    prev_state_intra_inline981__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(prev_abs_inline913__ssa_v0 - prev_state_block_inline979__ssa_v0 * 2, pl.INDEX)
                    prev_phys_block_raw_inline989__tile: pl.Scalar[pl.INT32] = pl.tensor.read(inner_compress_state_block_table__ssa_v0, [prev_state_block_inline979__ssa_v0])
                    if 0 <= pl.cast(prev_phys_block_raw_inline989__tile, pl.INDEX):
                        prev_phys_block_inline960__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(prev_phys_block_raw_inline989__tile, pl.INDEX)
                        prev_state_row_inline975__ssa_v0: pl.Scalar[pl.INDEX] = prev_phys_block_inline960__ssa_v0 * 2 + prev_state_intra_inline981__ssa_v0
                        t__tile_2: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline948__phi_v6, [prev_state_row_inline975__ssa_v0, h0_inline990__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                        pool_kv_tile_inline951__tile_2: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline951__tile_1, t__tile_2, [front_slot_inline922__ssa_v0, 0])
                        t__tile_3: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline948__phi_v6, [prev_state_row_inline975__ssa_v0, h0_inline990__ssa_v0 + 256], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                        pool_score_tile_inline991__tile_2: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline991__tile_1, t__tile_3, [front_slot_inline922__ssa_v0, 0])
                        pool_kv_tile_inline951__phi_v5, pool_score_tile_inline991__phi_v5 = pl.yield_(pool_kv_tile_inline951__tile_2, pool_score_tile_inline991__tile_2)
                    else:
                        pool_kv_tile_inline951__phi_v5, pool_score_tile_inline991__phi_v5 = pl.yield_(pool_kv_tile_inline951__tile_1, pool_score_tile_inline991__tile_1)
                    pool_kv_tile_inline951__phi_v6, pool_score_tile_inline991__phi_v6 = pl.yield_(pool_kv_tile_inline951__phi_v5, pool_score_tile_inline991__phi_v5)
                else:
                    pool_kv_tile_inline951__phi_v6, pool_score_tile_inline991__phi_v6 = pl.yield_(pool_kv_tile_inline951__tile_1, pool_score_tile_inline991__tile_1)
                cur_abs_inline993__ssa_v0: pl.Scalar[pl.INDEX] = cur_start_inline904__ssa_v0 + pool_s_inline929__idx_v0
                back_slot_inline997__ssa_v0: pl.Scalar[pl.INDEX] = pool_s_inline929__idx_v0 + 4
                t__tile_4: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.FP32, value=0.0)
                pool_kv_tile_inline951__tile_3: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline951__phi_v6, t__tile_4, [back_slot_inline997__ssa_v0, 0])
                t__tile_5: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.FP32, value=-3.4028234663852886e+38)
                pool_score_tile_inline991__tile_3: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline991__phi_v6, t__tile_5, [back_slot_inline997__ssa_v0, 0])
                cur_state_block_inline998__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cur_abs_inline993__ssa_v0 // 2, pl.INDEX)
                cur_state_intra_inline915__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cur_abs_inline993__ssa_v0 - cur_state_block_inline998__ssa_v0 * 2, pl.INDEX)
                cur_phys_block_raw_inline905__tile: pl.Scalar[pl.INT32] = pl.tensor.read(inner_compress_state_block_table__ssa_v0, [cur_state_block_inline998__ssa_v0])
                if 0 <= pl.cast(cur_phys_block_raw_inline905__tile, pl.INDEX):
                    cur_phys_block_inline928__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cur_phys_block_raw_inline905__tile, pl.INDEX)
                    cur_state_row_inline973__ssa_v0: pl.Scalar[pl.INDEX] = cur_phys_block_inline928__ssa_v0 * 2 + cur_state_intra_inline915__ssa_v0
                    t__tile_6: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline948__phi_v6, [cur_state_row_inline973__ssa_v0, h0_inline990__ssa_v0 + 128], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                    pool_kv_tile_inline951__tile_4: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline951__tile_3, t__tile_6, [back_slot_inline997__ssa_v0, 0])
                    t__tile_7: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline948__phi_v6, [cur_state_row_inline973__ssa_v0, h0_inline990__ssa_v0 + 384], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                    pool_score_tile_inline991__tile_4: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline991__tile_3, t__tile_7, [back_slot_inline997__ssa_v0, 0])
                    pool_kv_tile_inline951__phi_v9, pool_score_tile_inline991__phi_v9 = pl.yield_(pool_kv_tile_inline951__tile_4, pool_score_tile_inline991__tile_4)
                else:
                    pool_kv_tile_inline951__phi_v9, pool_score_tile_inline991__phi_v9 = pl.yield_(pool_kv_tile_inline951__tile_3, pool_score_tile_inline991__tile_3)
                pool_kv_tile_inline951__rv_v2, pool_score_tile_inline991__rv_v2 = pl.yield_(pool_kv_tile_inline951__phi_v9, pool_score_tile_inline991__phi_v9)
            for pool_local_inline1000__idx_v0, (pool_kv_tile_inline951__iter_v10, pool_score_tile_inline991__iter_v10) in pl.range(tile_rows_inline9_inline533__ssa_v0, init_values=(pool_kv_tile_inline951__rv_v2, pool_score_tile_inline991__rv_v2)):
                pool_global_inline1001__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline5_inline528__idx_v0 + pool_local_inline1000__idx_v0
                pool_pos_inline969__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [pool_global_inline1001__ssa_v0])
                if pool_pos_inline969__tile <= write_pos_inline911__tile:
                    if prev_start_inline992__ssa_v0 <= pl.cast(pool_pos_inline969__tile, pl.INDEX):
                        pool_ape_slot_inline965__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(pool_pos_inline969__tile, pl.INDEX) % 4, pl.INDEX)
                        if pl.cast(pool_pos_inline969__tile, pl.INDEX) < cur_start_inline904__ssa_v0:
                            pool_slot_inline912__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(pool_pos_inline969__tile, pl.INDEX) - prev_start_inline992__ssa_v0, pl.INDEX)
                            pool_ape_inline1016__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(inner_ape__ssa_v0, [pool_ape_slot_inline965__ssa_v0, h0_inline990__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                            t__tile_8: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(score_proj_scratch_inline949__phi_v6, [pool_local_inline1000__idx_v0, h0_inline990__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                            pool_score_inline1002__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(t__tile_8, pool_ape_inline1016__tile)
                            t__tile_9: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(kv_proj_scratch_inline1026__phi_v6, [pool_local_inline1000__idx_v0, h0_inline990__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                            pool_kv_tile_inline951__tile_5: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline951__iter_v10, t__tile_9, [pool_slot_inline912__ssa_v0, 0])
                            pool_score_tile_inline991__tile_5: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline991__iter_v10, pool_score_inline1002__tile, [pool_slot_inline912__ssa_v0, 0])
                            pool_kv_tile_inline951__phi_v14, pool_score_tile_inline991__phi_v14 = pl.yield_(pool_kv_tile_inline951__tile_5, pool_score_tile_inline991__tile_5)
                        else:
                            pool_slot_inline912__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(pool_pos_inline969__tile, pl.INDEX) - cur_start_inline904__ssa_v0 + 4, pl.INDEX)
                            pool_ape_inline1016__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(inner_ape__ssa_v0, [pool_ape_slot_inline965__ssa_v0, h0_inline990__ssa_v0 + 128], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                            t__tile_10: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(score_proj_scratch_inline949__phi_v6, [pool_local_inline1000__idx_v0, h0_inline990__ssa_v0 + 128], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                            pool_score_inline1002__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(t__tile_10, pool_ape_inline1016__tile_1)
                            t__tile_11: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(kv_proj_scratch_inline1026__phi_v6, [pool_local_inline1000__idx_v0, h0_inline990__ssa_v0 + 128], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                            pool_kv_tile_inline951__tile_6: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline951__iter_v10, t__tile_11, [pool_slot_inline912__ssa_v1, 0])
                            pool_score_tile_inline991__tile_6: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline991__iter_v10, pool_score_inline1002__tile_1, [pool_slot_inline912__ssa_v1, 0])
                            pool_kv_tile_inline951__phi_v14, pool_score_tile_inline991__phi_v14 = pl.yield_(pool_kv_tile_inline951__tile_6, pool_score_tile_inline991__tile_6)
                        pool_kv_tile_inline951__phi_v15, pool_score_tile_inline991__phi_v15 = pl.yield_(pool_kv_tile_inline951__phi_v14, pool_score_tile_inline991__phi_v14)
                    else:
                        pool_kv_tile_inline951__phi_v15, pool_score_tile_inline991__phi_v15 = pl.yield_(pool_kv_tile_inline951__iter_v10, pool_score_tile_inline991__iter_v10)
                    pool_kv_tile_inline951__phi_v16, pool_score_tile_inline991__phi_v16 = pl.yield_(pool_kv_tile_inline951__phi_v15, pool_score_tile_inline991__phi_v15)
                else:
                    pool_kv_tile_inline951__phi_v16, pool_score_tile_inline991__phi_v16 = pl.yield_(pool_kv_tile_inline951__iter_v10, pool_score_tile_inline991__iter_v10)
                pool_kv_tile_inline951__rv_v11, pool_score_tile_inline991__rv_v11 = pl.yield_(pool_kv_tile_inline951__phi_v16, pool_score_tile_inline991__phi_v16)
            init_slot_inline1004__ssa_v0: pl.Scalar[pl.INDEX] = 7
            mi_buf_inline1006__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            li_buf_inline1007__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            oi_buf_inline1009__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_45, pl.const(5120, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_12: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(pool_score_tile_inline991__rv_v11, [1, 128], [init_slot_inline1004__ssa_v0, 0])
            mi_buf_inline1006__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(mi_buf_inline1006__tile, t__tile_12, [0, 0])
            t__tile_13: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(mi_buf_inline1006__tile_1, [1, 128], [0, 0])
            t__tile_14: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(mi_buf_inline1006__tile_1, [1, 128], [0, 0])
            t__tile_15: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_46, pl.const(5632, pl.INT64), 512), pl.Mem.Vec] = pl.tile.sub(t__tile_13, t__tile_14)
            t__tile_16: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_46, pl.const(5632, pl.INT64), 512), pl.Mem.Vec] = pl.tile.exp(t__tile_15)
            li_buf_inline1007__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(li_buf_inline1007__tile, t__tile_16, [0, 0])
            t__tile_17: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(pool_kv_tile_inline951__rv_v11, [1, 128], [init_slot_inline1004__ssa_v0, 0])
            oi_buf_inline1009__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_45, pl.const(5120, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(oi_buf_inline1009__tile, t__tile_17, [0, 0])
            for pool_slot_i_inline1011__idx_v0, (li_buf_inline1007__iter_v2, mi_buf_inline1006__iter_v2, oi_buf_inline1009__iter_v2) in pl.range(7, init_values=(li_buf_inline1007__tile_1, mi_buf_inline1006__tile_1, oi_buf_inline1009__tile_1)):
                if 4 <= pool_slot_i_inline1011__idx_v0 or 7 <= pl.cast(write_pos_inline911__tile, pl.INDEX):
                    mi_inline999__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(mi_buf_inline1006__iter_v2, [1, 128], [0, 0])
                    li_inline941__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(li_buf_inline1007__iter_v2, [1, 128], [0, 0])
                    oi_inline936__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_45, pl.const(5120, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(oi_buf_inline1009__iter_v2, [1, 128], [0, 0])
                    slot_score_inline1012__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(pool_score_tile_inline991__rv_v11, [1, 128], [pool_slot_i_inline1011__idx_v0, 0])
                    slot_kv_inline1031__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(pool_kv_tile_inline951__rv_v11, [1, 128], [pool_slot_i_inline1011__idx_v0, 0])
                    mi_next_inline894__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_46, pl.const(5632, pl.INT64), 512), pl.Mem.Vec] = pl.tile.maximum(mi_inline999__tile, slot_score_inline1012__tile)
                    t__tile_18: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_49, pl.const(6144, pl.INT64), 512), pl.Mem.Vec] = pl.tile.sub(mi_inline999__tile, mi_next_inline894__tile)
                    alpha_inline1013__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_49, pl.const(6144, pl.INT64), 512), pl.Mem.Vec] = pl.tile.exp(t__tile_18)
                    t__tile_19: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(slot_score_inline1012__tile, mi_next_inline894__tile)
                    beta_inline947__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(t__tile_19)
                    t__tile_20: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_53, pl.const(6656, pl.INT64), 512), pl.Mem.Vec] = pl.tile.mul(alpha_inline1013__tile, li_inline941__tile)
                    li_next_inline903__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_53, pl.const(6656, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(t__tile_20, beta_inline947__tile)
                    t__tile_21: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_49, pl.const(6144, pl.INT64), 512), pl.Mem.Vec] = pl.tile.mul(oi_inline936__tile, alpha_inline1013__tile)
                    t__tile_22: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(slot_kv_inline1031__tile, beta_inline947__tile)
                    oi_next_inline1010__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(t__tile_21, t__tile_22)
                    mi_buf_inline1006__tile_2: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(mi_buf_inline1006__iter_v2, mi_next_inline894__tile, [0, 0])
                    li_buf_inline1007__tile_2: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(li_buf_inline1007__iter_v2, li_next_inline903__tile, [0, 0])
                    oi_buf_inline1009__tile_2: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_45, pl.const(5120, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(oi_buf_inline1009__iter_v2, oi_next_inline1010__tile, [0, 0])
                    li_buf_inline1007__phi_v5, mi_buf_inline1006__phi_v5, oi_buf_inline1009__phi_v5 = pl.yield_(li_buf_inline1007__tile_2, mi_buf_inline1006__tile_2, oi_buf_inline1009__tile_2)
                else:
                    li_buf_inline1007__phi_v5, mi_buf_inline1006__phi_v5, oi_buf_inline1009__phi_v5 = pl.yield_(li_buf_inline1007__iter_v2, mi_buf_inline1006__iter_v2, oi_buf_inline1009__iter_v2)
                li_buf_inline1007__rv_v3, mi_buf_inline1006__rv_v3, oi_buf_inline1009__rv_v3 = pl.yield_(li_buf_inline1007__phi_v5, mi_buf_inline1006__phi_v5, oi_buf_inline1009__phi_v5)
            t__tile_23: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_45, pl.const(5120, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(oi_buf_inline1009__rv_v3, [1, 128], [0, 0])
            t__tile_24: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(4608, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(li_buf_inline1007__rv_v3, [1, 128], [0, 0])
            t__tile_25: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.div(t__tile_23, t__tile_24)
            pooled_kv_inline996__tile: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 65536)] = pl.tile.store(t__tile_25, [write_i_inline957__ssa_v0, h0_inline990__ssa_v0], pooled_kv_inline996__ssa_v0)
            pooled_kv_inline996__phi_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_66", pl.const(0, pl.INT64), 65536)] = pl.yield_(pooled_kv_inline996__tile)
        else:
            t__tile_26: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.FP32, value=0.0)
            pooled_kv_inline996__tile_1: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 65536)] = pl.tile.store(t__tile_26, [write_i_inline957__ssa_v0, h0_inline990__ssa_v0], pooled_kv_inline996__ssa_v0)
            pooled_kv_inline996__phi_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_66", pl.const(0, pl.INT64), 65536)] = pl.yield_(pooled_kv_inline996__tile_1)
        return write_slot_raw_inline898__tile, pooled_kv_inline996__phi_v3
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_c4_softmax_pool_spmd(self, write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline910__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], inner_compress_state_block_table__ssa_v0: pl.Tensor[[8192], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], compress_state_flat_inline948__phi_v6: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], tile_rows_inline9_inline533__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], inner_ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)], score_proj_scratch_inline949__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)], kv_proj_scratch_inline1026__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 524288)], pooled_kv_inline996__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 65536)]]) -> tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.FP32]] = self.prefill_idx_c4_softmax_pool(write_dst_map_inline938__ssa_v1, write_pos_map_inline910__ssa_v1, inner_compress_state_block_table__ssa_v0, compress_state_flat_inline948__phi_v6, tile_rows_inline9_inline533__ssa_v0, tile_base_inline5_inline528__idx_v0, position_ids__ssa_v0, inner_ape__ssa_v0, score_proj_scratch_inline949__phi_v6, kv_proj_scratch_inline1026__phi_v6, pooled_kv_inline996__ssa_v0)
        write_slot_raw_inline898__ssa_v0: pl.Scalar[pl.INT32] = ret__tmp_v0[0]
        pooled_kv_inline996__phi_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 65536)] = ret__tmp_v0[1]
        return write_slot_raw_inline898__ssa_v0, pooled_kv_inline996__phi_v3
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_state_order_commit(pooled_kv_inline996__phi_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], idx_kv_cache_flat_inline943__rv_v2: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], idx_kv_scale_flat_inline945__ssa_v0: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], state_order_fence_inline8_inline524__ssa_v0: pl.Out[pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        pool_sample_inline868__tile: pl.Scalar[pl.FP32] = pl.tensor.read(pooled_kv_inline996__phi_v3, [0, 0])
        cache_sample_inline867__tile: pl.Scalar[pl.INT8] = pl.tensor.read(idx_kv_cache_flat_inline943__rv_v2, [0, 0])
        scale_sample_inline1019__tile: pl.Scalar[pl.FP32] = pl.tensor.read(idx_kv_scale_flat_inline945__ssa_v0, [0, 0])
        pool_bit_inline891__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(pool_sample_inline868__tile == pool_sample_inline868__tile, pl.INT32)
        cache_sample_fp32_inline920__ssa_v0: pl.Scalar[pl.FP32] = pl.cast(cache_sample_inline867__tile, pl.FP32)
        cache_bit_inline897__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(cache_sample_fp32_inline920__ssa_v0 == cache_sample_fp32_inline920__ssa_v0, pl.INT32)
        scale_bit_inline875__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(scale_sample_inline1019__tile == scale_sample_inline1019__tile, pl.INT32)
        fence_bit_inline866__ssa_v0: pl.Scalar[pl.INT32] = pool_bit_inline891__ssa_v0 * cache_bit_inline897__ssa_v0 * scale_bit_inline875__ssa_v0
        pl.tensor.write(state_order_fence_inline8_inline524__ssa_v0, [0], fence_bit_inline866__ssa_v0 * fence_bit_inline866__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_state_scatter_pre(state_order_fence_inline8_inline524__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], inner_state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], compress_state_flat_inline948__ssa_v0: pl.Out[pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], inner_ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)], kv_proj_scratch_inline1026__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)], score_proj_scratch_inline949__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)]) -> pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        scatter_local_inline893__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        scatter_order_inline892__tile: pl.Scalar[pl.INT32] = pl.tensor.read(state_order_fence_inline8_inline524__ssa_v0, [0])
        if 0 <= pl.cast(scatter_order_inline892__tile, pl.INDEX):
            scatter_global_inline926__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline5_inline528__idx_v0 + scatter_local_inline893__ssa_v0
            state_row_raw_inline958__tile: pl.Scalar[pl.INT64] = pl.tensor.read(inner_state_slot_mapping__ssa_v0, [scatter_global_inline926__ssa_v0])
            if 0 <= state_row_raw_inline958__tile:
                state_row_inline906__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(state_row_raw_inline958__tile, pl.INDEX)
                scatter_pos_inline963__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [scatter_global_inline926__ssa_v0])
                ape_slot_inline974__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(scatter_pos_inline963__tile, pl.INDEX) % 4, pl.INDEX)
                for scatter_ob_inline980__idx_v0, (compress_state_flat_inline948__iter_v1,) in pl.range(4, init_values=(compress_state_flat_inline948__ssa_v0,)):
                    scatter_o0_inline935__ssa_v0: pl.Scalar[pl.INDEX] = scatter_ob_inline980__idx_v0 * 64
                    ape_row_inline986__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(inner_ape__ssa_v0, [ape_slot_inline974__ssa_v0, scatter_o0_inline935__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    t__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(kv_proj_scratch_inline1026__phi_v6, [scatter_local_inline893__ssa_v0, scatter_o0_inline935__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    compress_state_flat_inline948__tile: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [state_row_inline906__ssa_v0, scatter_o0_inline935__ssa_v0], compress_state_flat_inline948__iter_v1)
                    t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(score_proj_scratch_inline949__phi_v6, [scatter_local_inline893__ssa_v0, scatter_o0_inline935__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    t__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_1, ape_row_inline986__tile)
                    compress_state_flat_inline948__tile_1: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [state_row_inline906__ssa_v0, scatter_o0_inline935__ssa_v0 + 256], compress_state_flat_inline948__tile)
                    compress_state_flat_inline948__rv_v2: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline948__tile_1)
                compress_state_flat_inline948__phi_v5: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline948__rv_v2)
            else:
                compress_state_flat_inline948__phi_v5: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline948__ssa_v0)
            compress_state_flat_inline948__phi_v6: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline948__phi_v5)
        else:
            compress_state_flat_inline948__phi_v6: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline948__ssa_v0)
        return compress_state_flat_inline948__phi_v6
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_c4_state_scatter_pre_spmd(self, state_order_fence_inline8_inline524__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], inner_state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], compress_state_flat_inline948__ssa_v0: pl.Out[pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], inner_ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)], kv_proj_scratch_inline1026__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)], score_proj_scratch_inline949__phi_v6: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)]) -> pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32]:
        compress_state_flat_inline948__phi_v6: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = self.prefill_idx_c4_state_scatter_pre(state_order_fence_inline8_inline524__ssa_v0, tile_base_inline5_inline528__idx_v0, inner_state_slot_mapping__ssa_v0, position_ids__ssa_v0, compress_state_flat_inline948__ssa_v0, inner_ape__ssa_v0, kv_proj_scratch_inline1026__phi_v6, score_proj_scratch_inline949__phi_v6)
        return compress_state_flat_inline948__phi_v6
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_c4_write_map(tile_rows_inline9_inline533__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline5_inline528__idx_v0: pl.Scalar[pl.INDEX], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], write_pos_map_inline910__ssa_v0: pl.Out[pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]], write_dst_map_inline938__ssa_v0: pl.Out[pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]]) -> tuple[pl.Tensor[[1, 128], pl.INT32], pl.Tensor[[1, 128], pl.INT32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        write_pos_tile_inline914__tile: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.INT32, value=0)
        write_dst_tile_inline909__tile: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_5, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.INT32, value=-1)
        map_seen_inline907__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(0, pl.INDEX)
        for map_local_inline901__idx_v0, (map_seen_inline907__iter_v1,) in pl.range(tile_rows_inline9_inline533__ssa_v0, init_values=(map_seen_inline907__ssa_v0,)):
            map_global_inline900__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline5_inline528__idx_v0 + map_local_inline901__idx_v0
            map_slot_raw_inline955__tile: pl.Scalar[pl.INT64] = pl.tensor.read(idx_slot_mapping__ssa_v0, [map_global_inline900__ssa_v0])
            if 0 <= map_slot_raw_inline955__tile:
                t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [map_global_inline900__ssa_v0])
                pl.tile.write(write_pos_tile_inline914__tile, [0, map_seen_inline907__iter_v1], t__tile)
                pl.tile.write(write_dst_tile_inline909__tile, [0, map_seen_inline907__iter_v1], pl.cast(map_slot_raw_inline955__tile, pl.INT32))
                map_seen_inline907__ssa_v3: pl.Scalar[pl.INDEX] = map_seen_inline907__iter_v1 + 1
                map_seen_inline907__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline907__ssa_v3)
            else:
                map_seen_inline907__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline907__iter_v1)
            map_seen_inline907__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline907__phi_v4)
        write_pos_map_inline910__tile: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(write_pos_tile_inline914__tile, [0, 0], write_pos_map_inline910__ssa_v0)
        write_dst_map_inline938__tile: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = pl.tile.store(write_dst_tile_inline909__tile, [0, 0], write_dst_map_inline938__ssa_v0)
        return write_pos_map_inline910__ssa_v0, write_dst_map_inline938__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_qr_hadamard(qr_bf16_inline593__ssa_v1: pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], qh_acc_gm_inline619__ssa_v0: pl.Out[pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)]]) -> pl.Tensor[[32768, 128], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mm_idx_inline559__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        r0_inline607__ssa_v1: pl.Scalar[pl.INDEX] = mm_idx_inline559__ssa_v0 * 64
        t__tile: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(qr_bf16_inline593__ssa_v1, [r0_inline607__ssa_v1, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        hadamard__ssa_v0_mat: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(hadamard__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        t__tile_Left: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(t__tile, target_memory=pl.Mem.Left)
        hadamard__ssa_v0_mat_Right: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(hadamard__ssa_v0_mat, target_memory=pl.Mem.Right)
        qh_acc_inline622__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(t__tile_Left, hadamard__ssa_v0_mat_Right)
        qh_acc_gm_inline619__tile: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)] = pl.tile.store(qh_acc_inline622__tile, [r0_inline607__ssa_v1, 0], qh_acc_gm_inline619__ssa_v0)
        return qh_acc_gm_inline619__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_qr_hadamard_spmd(self, qr_bf16_inline593__ssa_v1: pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], qh_acc_gm_inline619__ssa_v0: pl.Out[pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)]]) -> pl.Tensor[[32768, 128], pl.FP32]:
        qh_acc_gm_inline619__ssa_v1: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16777216)] = self.prefill_idx_qr_hadamard(qr_bf16_inline593__ssa_v1, hadamard__ssa_v0, qh_acc_gm_inline619__ssa_v0)
        return qh_acc_gm_inline619__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_qr_proj_full_aic(qr_full_row_blocks_inline629__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__ssa_v0: pl.Out[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16777216)]], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]):
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 131072)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_17: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_18: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        prefill_idx_qr_proj_full_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='prefill_idx_qr_proj_full_c2v_slot_buffer', peer_func='prefill_idx_qr_proj_full_aiv')
        pl.system.aic_initialize_pipe(prefill_idx_qr_proj_full_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        idx_inline623__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qr_n_inline599__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline623__ssa_v0 // qr_full_row_blocks_inline629__ssa_v0
        qr_row_block_inline633__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline623__ssa_v0 - qr_n_inline599__ssa_v0 * qr_full_row_blocks_inline629__ssa_v0
        o0_inline614__ssa_v0: pl.Scalar[pl.INDEX] = qr_n_inline599__ssa_v0 * 256
        local_t0_inline617__ssa_v0: pl.Scalar[pl.INDEX] = qr_row_block_inline633__ssa_v0 * 128
        if local_t0_inline617__ssa_v0 < qr_full_rows_inline586__ssa_v0:
            global_t0_inline671__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + local_t0_inline617__ssa_v0
            qr_acc_inline620__tile: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.create([128, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
            for kb_inline678__idx_v0, (qr_acc_inline620__iter_v1,) in pl.range(0, 8, 2, init_values=(qr_acc_inline620__tile,)):
                q0_inline613__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline678__idx_v0 * 128
                q0_inline613__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline678__idx_v0 + 1) * 128
                qr_tile_inline560__tile: pl.Tile[[128, 128], pl.INT8, pl.MemRef(mem_mat_7, pl.const(32768, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(qr_view_inline664__ssa_v0, [global_t0_inline671__ssa_v0, q0_inline613__ssa_v0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
                wq_tile_inline557__tile: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_8, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wq_b__ssa_v0, [q0_inline613__ssa_v0, o0_inline614__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                qr_tile_inline560__tile_1: pl.Tile[[128, 128], pl.INT8, pl.MemRef(mem_mat_9, pl.const(81920, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(qr_view_inline664__ssa_v0, [global_t0_inline671__ssa_v0, q0_inline613__ssa_v0_1], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
                wq_tile_inline557__tile_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wq_b__ssa_v0, [q0_inline613__ssa_v0_1, o0_inline614__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                if q0_inline613__ssa_v0 == 0:
                    qr_tile_inline560__tile_Left: pl.Tile[[128, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(qr_tile_inline560__tile, target_memory=pl.Mem.Left)
                    wq_tile_inline557__tile_Right: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tile_inline557__tile, target_memory=pl.Mem.Right)
                    qr_acc_inline620__tile_1: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul(qr_tile_inline560__tile_Left, wq_tile_inline557__tile_Right)
                    qr_acc_inline620__phi_v5: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(qr_acc_inline620__tile_1)
                else:
                    qr_tile_inline560__tile_Left_1: pl.Tile[[128, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(qr_tile_inline560__tile, target_memory=pl.Mem.Left)
                    wq_tile_inline557__tile_Right_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tile_inline557__tile, target_memory=pl.Mem.Right)
                    qr_acc_inline620__tile_2: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(qr_acc_inline620__iter_v1, qr_tile_inline560__tile_Left_1, wq_tile_inline557__tile_Right_1)
                    qr_acc_inline620__phi_v5: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(qr_acc_inline620__tile_2)
                if q0_inline613__ssa_v0_1 == 0:
                    qr_tile_inline560__tile_Left_2: pl.Tile[[128, 128], pl.INT8, pl.MemRef(mem_left_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(qr_tile_inline560__tile_1, target_memory=pl.Mem.Left)
                    wq_tile_inline557__tile_Right_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_18, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tile_inline557__tile_1, target_memory=pl.Mem.Right)
                    qr_acc_inline620__tile_3: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul(qr_tile_inline560__tile_Left_2, wq_tile_inline557__tile_Right_2)
                    qr_acc_inline620__phi_v5_1: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(qr_acc_inline620__tile_3)
                else:
                    qr_tile_inline560__tile_Left_3: pl.Tile[[128, 128], pl.INT8, pl.MemRef(mem_left_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(qr_tile_inline560__tile_1, target_memory=pl.Mem.Left)
                    wq_tile_inline557__tile_Right_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_18, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tile_inline557__tile_1, target_memory=pl.Mem.Right)
                    qr_acc_inline620__tile_4: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(qr_acc_inline620__phi_v5, qr_tile_inline560__tile_Left_3, wq_tile_inline557__tile_Right_3)
                    qr_acc_inline620__phi_v5_1: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(qr_acc_inline620__tile_4)
                qr_acc_inline620__rv_v2: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(qr_acc_inline620__phi_v5_1)
            for rl_inline626__idx_v0 in pl.range(0, 128, 16):
                t__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.slice(qr_acc_inline620__rv_v2, [16, 256], [rl_inline626__idx_v0, 0])
                pl.tile.tpush_to_aiv(t__tile, split=0)
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_qr_proj_full_aiv(qr_full_row_blocks_inline629__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__ssa_v0: pl.Out[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16777216)]], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 8192], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        prefill_idx_qr_proj_full_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='prefill_idx_qr_proj_full_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(prefill_idx_qr_proj_full_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            idx_inline623__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qr_n_inline599__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline623__ssa_v0 // qr_full_row_blocks_inline629__ssa_v0
            qr_row_block_inline633__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline623__ssa_v0 - qr_n_inline599__ssa_v0 * qr_full_row_blocks_inline629__ssa_v0
            o0_inline614__ssa_v0: pl.Scalar[pl.INDEX] = qr_n_inline599__ssa_v0 * 256
            local_t0_inline617__ssa_v0: pl.Scalar[pl.INDEX] = qr_row_block_inline633__ssa_v0 * 128
            if local_t0_inline617__ssa_v0 < qr_full_rows_inline586__ssa_v0:
                global_t0_inline671__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + local_t0_inline617__ssa_v0
                t__tile: pl.Tile[[256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(wq_b_scale__ssa_v0, [o0_inline614__ssa_v0], [256], [256], target_memory=pl.Mem.Vec)
                wq_scale_inline610__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 1024), pl.Mem.Vec] = t__tile
                for rl_inline626__idx_v0, (qr_proj_inline605__iter_v1,) in pl.range(0, 128, 16, init_values=(qr_proj_inline605__ssa_v0,)):
                    t__tile_Vec: pl.Tile[[16, 256], pl.INT32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                    acc_fp32_inline637__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_Vec, target_type=pl.FP32, mode='none')
                    pl.system.tfree_to_aic(t__tile_Vec, split=0)
                    scale_dq_inline634__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(50176, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(qr_scale_view_inline638__ssa_v0, [global_t0_inline671__ssa_v0 + rl_inline626__idx_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    t__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(acc_fp32_inline637__tile, scale_dq_inline634__tile)
                    qr_dequant_inline661__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_1, wq_scale_inline610__tile)
                    qr_proj_inline605__tile: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16777216)] = pl.tile.store(qr_dequant_inline661__tile, [local_t0_inline617__ssa_v0 + rl_inline626__idx_v0, o0_inline614__ssa_v0], qr_proj_inline605__iter_v1)
                    qr_proj_inline605__rv_v2: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 16777216)] = pl.yield_(qr_proj_inline605__tile)
            else:
                pass
            return qr_proj_inline605__ssa_v0
        else:
            idx_inline623__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qr_n_inline599__ssa_v0_1: pl.Scalar[pl.INDEX] = idx_inline623__ssa_v0_1 // qr_full_row_blocks_inline629__ssa_v0
            qr_row_block_inline633__ssa_v0_1: pl.Scalar[pl.INDEX] = idx_inline623__ssa_v0_1 - qr_n_inline599__ssa_v0_1 * qr_full_row_blocks_inline629__ssa_v0
            o0_inline614__ssa_v0_1: pl.Scalar[pl.INDEX] = qr_n_inline599__ssa_v0_1 * 256
            local_t0_inline617__ssa_v0_1: pl.Scalar[pl.INDEX] = qr_row_block_inline633__ssa_v0_1 * 128
            if local_t0_inline617__ssa_v0_1 < qr_full_rows_inline586__ssa_v0:
                global_t0_inline671__ssa_v0_1: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + local_t0_inline617__ssa_v0_1
                t__tile_2: pl.Tile[[256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0])] = pl.tile.create([256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                wq_scale_inline610__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_2, [1, 256])
                for rl_inline626__idx_v0_1, (qr_proj_inline605__iter_v1_1,) in pl.range(0, 128, 16, init_values=(qr_proj_inline605__ssa_v0,)):
                    t__tile_Vec_1: pl.Tile[[16, 256], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                    acc_fp32_inline637__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(t__tile_Vec_1, target_type=pl.FP32, mode='none')
                    pl.system.tfree_to_aic(t__tile_Vec_1, split=0)
                    scale_dq_inline634__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(50176, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                    t__tile_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(acc_fp32_inline637__tile_1, scale_dq_inline634__tile_1)
                    qr_dequant_inline661__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(t__tile_3, wq_scale_inline610__tile_1)
                    qr_proj_inline605__tile_1: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 16777216)] = qr_proj_inline605__iter_v1_1
                    qr_proj_inline605__rv_v2_1: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 16777216)] = pl.yield_(qr_proj_inline605__iter_v1_1)
            else:
                pass
            return qr_proj_inline605__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def prefill_idx_qr_proj_full(qr_full_row_blocks_inline629__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__ssa_v0: pl.Out[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16777216)]], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 8192], pl.FP32]:
        self.prefill_idx_qr_proj_full_aic(qr_full_row_blocks_inline629__ssa_v0, qr_full_rows_inline586__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__ssa_v0, qr_scale_view_inline638__ssa_v0, __gm_pipe_buffer)
        result: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16777216)] = self.prefill_idx_qr_proj_full_aiv(qr_full_row_blocks_inline629__ssa_v0, qr_full_rows_inline586__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__ssa_v0, qr_scale_view_inline638__ssa_v0, __gm_pipe_buffer)
        return qr_proj_inline605__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_qr_proj_full_spmd(self, qr_full_row_blocks_inline629__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__ssa_v0: pl.Out[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16777216)]], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 8192], pl.FP32]:
        qr_proj_inline605__phi_v4: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16777216)] = self.prefill_idx_qr_proj_full(qr_full_row_blocks_inline629__ssa_v0, qr_full_rows_inline586__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__ssa_v0, qr_scale_view_inline638__ssa_v0, __gm_pipe_buffer)
        return qr_proj_inline605__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_qr_proj_tail_aic(qr_tail_row_blocks_inline621__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], qr_padded_rows_inline583__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__phi_v5: pl.InOut[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16777216)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]):
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_17: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_18: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        prefill_idx_qr_proj_tail_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='prefill_idx_qr_proj_tail_c2v_slot_buffer', peer_func='prefill_idx_qr_proj_tail_aiv')
        pl.system.aic_initialize_pipe(prefill_idx_qr_proj_tail_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        tail_idx_inline589__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tail_n_inline609__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline589__ssa_v0 // qr_tail_row_blocks_inline621__ssa_v0
        tail_row_block_inline575__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline589__ssa_v0 - tail_n_inline609__ssa_v0 * qr_tail_row_blocks_inline621__ssa_v0
        tail_o0_inline566__ssa_v0: pl.Scalar[pl.INDEX] = tail_n_inline609__ssa_v0 * 256
        tail_t0_inline596__ssa_v0: pl.Scalar[pl.INDEX] = qr_full_rows_inline586__ssa_v0 + tail_row_block_inline575__ssa_v0 * 16
        if tail_t0_inline596__ssa_v0 < qr_padded_rows_inline583__ssa_v0:
            tail_valid_rows_inline604__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - tail_t0_inline596__ssa_v0, 16)
            tail_global_t0_inline574__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + tail_t0_inline596__ssa_v0
            qr_tail_acc_inline674__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
            for tail_kb_inline585__idx_v0, (qr_tail_acc_inline674__iter_v1,) in pl.range(0, 8, 2, init_values=(qr_tail_acc_inline674__tile,)):
                tail_q0_inline581__ssa_v0: pl.Scalar[pl.INDEX] = tail_kb_inline585__idx_v0 * 128
                tail_q0_inline581__ssa_v0_1: pl.Scalar[pl.INDEX] = (tail_kb_inline585__idx_v0 + 1) * 128
                qr_tail_inline569__tile: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_mat_7, pl.const(32768, pl.INT64), 2048), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 128])] = pl.tile.load(qr_view_inline664__ssa_v0, [tail_global_t0_inline574__ssa_v0, tail_q0_inline581__ssa_v0], [16, 128], [tail_valid_rows_inline604__ssa_v0, 128], target_memory=pl.Mem.Mat)
                wq_tail_inline564__tile: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_8, pl.const(34816, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wq_b__ssa_v0, [tail_q0_inline581__ssa_v0, tail_o0_inline566__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                qr_tail_inline569__tile_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_mat_9, pl.const(67584, pl.INT64), 2048), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 128])] = pl.tile.load(qr_view_inline664__ssa_v0, [tail_global_t0_inline574__ssa_v0, tail_q0_inline581__ssa_v0_1], [16, 128], [tail_valid_rows_inline604__ssa_v0, 128], target_memory=pl.Mem.Mat)
                wq_tail_inline564__tile_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wq_b__ssa_v0, [tail_q0_inline581__ssa_v0_1, tail_o0_inline566__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                if tail_q0_inline581__ssa_v0 == 0:
                    qr_tail_inline569__tile_Left: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 128])] = pl.tile.move(qr_tail_inline569__tile, target_memory=pl.Mem.Left)
                    wq_tail_inline564__tile_Right: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tail_inline564__tile, target_memory=pl.Mem.Right)
                    qr_tail_acc_inline674__tile_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 256], compact=pl.CompactMode.normal)] = pl.tile.matmul(qr_tail_inline569__tile_Left, wq_tail_inline564__tile_Right)
                    qr_tail_acc_inline674__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 256], compact=pl.CompactMode.normal)] = pl.yield_(qr_tail_acc_inline674__tile_1)
                else:
                    qr_tail_inline569__tile_Left_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 128])] = pl.tile.move(qr_tail_inline569__tile, target_memory=pl.Mem.Left)
                    wq_tail_inline564__tile_Right_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tail_inline564__tile, target_memory=pl.Mem.Right)
                    qr_tail_acc_inline674__tile_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(qr_tail_acc_inline674__iter_v1, qr_tail_inline569__tile_Left_1, wq_tail_inline564__tile_Right_1)
                    qr_tail_acc_inline674__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 256], compact=pl.CompactMode.normal)] = pl.yield_(qr_tail_acc_inline674__tile_2)
                if tail_q0_inline581__ssa_v0_1 == 0:
                    qr_tail_inline569__tile_Left_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_17, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 128])] = pl.tile.move(qr_tail_inline569__tile_1, target_memory=pl.Mem.Left)
                    wq_tail_inline564__tile_Right_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_18, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tail_inline564__tile_1, target_memory=pl.Mem.Right)
                    qr_tail_acc_inline674__tile_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 256], compact=pl.CompactMode.normal)] = pl.tile.matmul(qr_tail_inline569__tile_Left_2, wq_tail_inline564__tile_Right_2)
                    qr_tail_acc_inline674__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 256], compact=pl.CompactMode.normal)] = pl.yield_(qr_tail_acc_inline674__tile_3)
                else:
                    qr_tail_inline569__tile_Left_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_17, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 128])] = pl.tile.move(qr_tail_inline569__tile_1, target_memory=pl.Mem.Left)
                    wq_tail_inline564__tile_Right_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_18, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wq_tail_inline564__tile_1, target_memory=pl.Mem.Right)
                    qr_tail_acc_inline674__tile_4: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(qr_tail_acc_inline674__phi_v5, qr_tail_inline569__tile_Left_3, wq_tail_inline564__tile_Right_3)
                    qr_tail_acc_inline674__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 256], compact=pl.CompactMode.normal)] = pl.yield_(qr_tail_acc_inline674__tile_4)
                qr_tail_acc_inline674__rv_v2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qr_tail_acc_inline674__phi_v5_1)
            pl.tile.tpush_to_aiv(qr_tail_acc_inline674__rv_v2, split=0)
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_qr_proj_tail_aiv(qr_tail_row_blocks_inline621__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], qr_padded_rows_inline583__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__phi_v5: pl.InOut[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16777216)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 8192], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        prefill_idx_qr_proj_tail_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='prefill_idx_qr_proj_tail_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(prefill_idx_qr_proj_tail_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            tail_idx_inline589__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tail_n_inline609__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline589__ssa_v0 // qr_tail_row_blocks_inline621__ssa_v0
            tail_row_block_inline575__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline589__ssa_v0 - tail_n_inline609__ssa_v0 * qr_tail_row_blocks_inline621__ssa_v0
            tail_o0_inline566__ssa_v0: pl.Scalar[pl.INDEX] = tail_n_inline609__ssa_v0 * 256
            tail_t0_inline596__ssa_v0: pl.Scalar[pl.INDEX] = qr_full_rows_inline586__ssa_v0 + tail_row_block_inline575__ssa_v0 * 16
            if tail_t0_inline596__ssa_v0 < qr_padded_rows_inline583__ssa_v0:
                tail_valid_rows_inline604__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - tail_t0_inline596__ssa_v0, 16)
                tail_global_t0_inline574__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + tail_t0_inline596__ssa_v0
                qr_tail_acc_inline674__rv_v2_Vec: pl.Tile[[16, 256], pl.INT32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                tail_acc_fp32_inline580__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(qr_tail_acc_inline674__rv_v2_Vec, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(qr_tail_acc_inline674__rv_v2_Vec, split=0)
                tail_scale_inline573__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49152, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[tail_valid_rows_inline604__ssa_v0, 1])] = pl.tile.load(qr_scale_view_inline638__ssa_v0, [tail_global_t0_inline574__ssa_v0, 0], [16, 1], [tail_valid_rows_inline604__ssa_v0, 1], target_memory=pl.Mem.Vec)
                t__tile: pl.Tile[[256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49216, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(wq_b_scale__ssa_v0, [tail_o0_inline566__ssa_v0], [256], [256], target_memory=pl.Mem.Vec)
                tail_wq_scale_inline654__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49216, pl.INT64), 1024), pl.Mem.Vec] = t__tile
                t__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(tail_acc_fp32_inline580__tile, tail_scale_inline573__tile)
                qr_tail_dequant_inline650__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_1, tail_wq_scale_inline654__tile)
                qr_proj_inline605__tile: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16777216)] = pl.tile.store(qr_tail_dequant_inline650__tile, [tail_t0_inline596__ssa_v0, tail_o0_inline566__ssa_v0], qr_proj_inline605__phi_v5)
            else:
                pass
            return qr_proj_inline605__phi_v5
        else:
            tail_idx_inline589__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tail_n_inline609__ssa_v0_1: pl.Scalar[pl.INDEX] = tail_idx_inline589__ssa_v0_1 // qr_tail_row_blocks_inline621__ssa_v0
            tail_row_block_inline575__ssa_v0_1: pl.Scalar[pl.INDEX] = tail_idx_inline589__ssa_v0_1 - tail_n_inline609__ssa_v0_1 * qr_tail_row_blocks_inline621__ssa_v0
            tail_o0_inline566__ssa_v0_1: pl.Scalar[pl.INDEX] = tail_n_inline609__ssa_v0_1 * 256
            tail_t0_inline596__ssa_v0_1: pl.Scalar[pl.INDEX] = qr_full_rows_inline586__ssa_v0 + tail_row_block_inline575__ssa_v0_1 * 16
            if tail_t0_inline596__ssa_v0_1 < qr_padded_rows_inline583__ssa_v0:
                tail_valid_rows_inline604__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - tail_t0_inline596__ssa_v0_1, 16)
                tail_global_t0_inline574__ssa_v0_1: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + tail_t0_inline596__ssa_v0_1
                qr_tail_acc_inline674__rv_v2_Vec_1: pl.Tile[[16, 256], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                tail_acc_fp32_inline580__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(qr_tail_acc_inline674__rv_v2_Vec_1, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(qr_tail_acc_inline674__rv_v2_Vec_1, split=0)
                tail_scale_inline573__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49152, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49216, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0])] = pl.tile.create([256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                tail_wq_scale_inline654__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49216, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_2, [1, 256])
                t__tile_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(tail_acc_fp32_inline580__tile_1, tail_scale_inline573__tile_1)
                qr_tail_dequant_inline650__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(t__tile_3, tail_wq_scale_inline654__tile_1)
                qr_proj_inline605__tile_1: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 16777216)] = qr_proj_inline605__phi_v5
            else:
                pass
            return qr_proj_inline605__phi_v5
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def prefill_idx_qr_proj_tail(qr_tail_row_blocks_inline621__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], qr_padded_rows_inline583__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__phi_v5: pl.InOut[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16777216)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 8192], pl.FP32]:
        self.prefill_idx_qr_proj_tail_aic(qr_tail_row_blocks_inline621__ssa_v0, qr_full_rows_inline586__ssa_v0, qr_padded_rows_inline583__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, qr_scale_view_inline638__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__phi_v5, __gm_pipe_buffer)
        result: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16777216)] = self.prefill_idx_qr_proj_tail_aiv(qr_tail_row_blocks_inline621__ssa_v0, qr_full_rows_inline586__ssa_v0, qr_padded_rows_inline583__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, qr_scale_view_inline638__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__phi_v5, __gm_pipe_buffer)
        return qr_proj_inline605__phi_v5
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_qr_proj_tail_spmd(self, qr_tail_row_blocks_inline621__ssa_v0: pl.Scalar[pl.INDEX], qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX], qr_padded_rows_inline583__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], qr_proj_inline605__phi_v5: pl.InOut[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16777216)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 8192], pl.FP32]:
        qr_proj_inline605__phi_v7: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16777216)] = self.prefill_idx_qr_proj_tail(qr_tail_row_blocks_inline621__ssa_v0, qr_full_rows_inline586__ssa_v0, qr_padded_rows_inline583__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, qr_scale_view_inline638__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__phi_v5, __gm_pipe_buffer)
        return qr_proj_inline605__phi_v5
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_qr_quant(qh_acc_gm_inline619__ssa_v1: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], qr_hadamard_scale_dq_inline578__ssa_v0: pl.Out[pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]], qr_hadamard_i8_inline639__ssa_v0: pl.Out[pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)]]) -> tuple[pl.Tensor[[32768, 1], pl.FP32], pl.Tensor[[32768, 128], pl.INT8]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        quant_idx_inline641__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        r0_inline607__ssa_v2: pl.Scalar[pl.INDEX] = quant_idx_inline641__ssa_v0 * 64
        qh_amax_inline561__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0001)
        for h0_inline591__idx_v0, (qh_amax_inline561__iter_v1,) in pl.range(0, 128, 32, init_values=(qh_amax_inline561__tile,)):
            qh_tile_inline588__tile: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(qh_acc_gm_inline619__ssa_v1, [r0_inline607__ssa_v2, h0_inline591__idx_v0], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.neg(qh_tile_inline588__tile)
            qh_abs_inline642__tile: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.maximum(qh_tile_inline588__tile, t__tile)
            tmp_tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(41216, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_max(qh_abs_inline642__tile, tmp_tile)
            t__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(41216, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 64])
            qh_amax_inline561__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(qh_amax_inline561__iter_v1, t__tile_2)
            qh_amax_inline561__rv_v2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(qh_amax_inline561__tile_1)
        t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=127.0)
        scale_quant_row_inline635__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.div(t__tile_3, qh_amax_inline561__rv_v2)
        t__tile_4: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.recip(scale_quant_row_inline635__tile)
        t__tile_5: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [64, 1])
        qr_hadamard_scale_dq_inline578__tile: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile_5, [r0_inline607__ssa_v2, 0], qr_hadamard_scale_dq_inline578__ssa_v0)
        scale_quant_inline643__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(scale_quant_row_inline635__tile, [64, 1])
        for h1_inline644__idx_v0, (qr_hadamard_i8_inline639__iter_v1,) in pl.range(0, 128, 32, init_values=(qr_hadamard_i8_inline639__ssa_v0,)):
            qh_quant_tile_inline592__tile: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(qh_acc_gm_inline619__ssa_v1, [r0_inline607__ssa_v2, h1_inline644__idx_v0], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
            qh_scaled_inline647__tile: pl.Tile[[64, 32], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(qh_quant_tile_inline592__tile, scale_quant_inline643__tile)
            qh_i32_inline649__tile: pl.Tile[[64, 32], pl.INT32, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(qh_scaled_inline647__tile, target_type=pl.INT32, mode='rint')
            qh_half_inline684__tile: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(qh_i32_inline649__tile, target_type=pl.FP16, mode='round')
            t__tile_6: pl.Tile[[64, 32], pl.INT8, pl.MemRef(mem_vec_7, pl.const(8448, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(qh_half_inline684__tile, target_type=pl.INT8, mode='trunc')
            qr_hadamard_i8_inline639__tile: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)] = pl.tile.store(t__tile_6, [r0_inline607__ssa_v2, h1_inline644__idx_v0], qr_hadamard_i8_inline639__iter_v1)
            qr_hadamard_i8_inline639__rv_v2: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 4194304)] = pl.yield_(qr_hadamard_i8_inline639__tile)
        return qr_hadamard_scale_dq_inline578__ssa_v0, qr_hadamard_i8_inline639__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_qr_quant_spmd(self, qh_acc_gm_inline619__ssa_v1: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], qr_hadamard_scale_dq_inline578__ssa_v0: pl.Out[pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]], qr_hadamard_i8_inline639__ssa_v0: pl.Out[pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)]]) -> tuple[pl.Tensor[[32768, 1], pl.FP32], pl.Tensor[[32768, 128], pl.INT8]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[32768, 1], pl.FP32], pl.Tensor[[32768, 128], pl.INT8]] = self.prefill_idx_qr_quant(qh_acc_gm_inline619__ssa_v1, qr_hadamard_scale_dq_inline578__ssa_v0, qr_hadamard_i8_inline639__ssa_v0)
        qr_hadamard_scale_dq_inline578__ssa_v1: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[0]
        qr_hadamard_i8_inline639__rv_v2: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4194304)] = ret__tmp_v0[1]
        return qr_hadamard_scale_dq_inline578__ssa_v0, qr_hadamard_i8_inline639__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_qr_rope(tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_proj_flat_inline563__ssa_v0: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], rope_swap_idx_template_inline184__ssa_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], cos__ssa_v0: pl.Tensor[[T_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], rope_dup_idx_template_inline189__ssa_v0: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], sin__ssa_v0: pl.Tensor[[T_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], rope_sign_template_inline193__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 256)], qr_bf16_inline593__ssa_v0: pl.Out[pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[32768, 128], pl.BF16]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_20: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_26: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        rope_sign_template_inline193__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(17792, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sign_template_inline193__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        token_idx_inline562__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        rope_global_t_inline587__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + token_idx_inline562__ssa_v0
        r0_inline607__ssa_v0: pl.Scalar[pl.INDEX] = token_idx_inline562__ssa_v0 * 64
        qr_nope_fp32_inline608__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(18048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(qr_proj_flat_inline563__ssa_v0, [r0_inline607__ssa_v0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        qr_nope_inline558__tile: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_vec_9, pl.const(34432, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(qr_nope_fp32_inline608__tile, target_type=pl.BF16, mode='rint')
        qr_rope_inline624__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(18048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(qr_proj_flat_inline563__ssa_v0, [r0_inline607__ssa_v0, 64], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        gather_acc_init: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(64, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(18048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.slice(qr_rope_inline624__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_12, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_template_inline184__ssa_v0, [gather_lv, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_13, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16896, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        qr_swapped_inline556__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = gather_rv
        t__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_26, pl.const(17536, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(cos__ssa_v0, [rope_global_t_inline587__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        gather_acc_init_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_1, (gather_ia_1,) in pl.range(1, init_values=(gather_acc_init_1,)):
            gather_inp_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_26, pl.const(17536, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(t__tile, [1, 32], [gather_lv_1, 0], [1, 32])
            gather_idx_row_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_13, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_dup_idx_template_inline189__ssa_v0, [gather_lv_1, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            gather_row_tmp_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_14, pl.const(16896, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_20, pl.const(17152, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
            gather_asmbl_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
            gather_rv_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
        cos_il_inline572__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = gather_rv_1
        t__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_22, pl.const(17408, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(sin__ssa_v0, [rope_global_t_inline587__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        gather_acc_init_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_2, (gather_ia_2,) in pl.range(1, init_values=(gather_acc_init_2,)):
            gather_inp_row_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_22, pl.const(17408, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(t__tile_1, [1, 32], [gather_lv_2, 0], [1, 32])
            gather_idx_row_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_14, pl.const(16896, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_dup_idx_template_inline189__ssa_v0, [gather_lv_2, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            gather_row_tmp_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_20, pl.const(17152, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_26, pl.const(17536, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_2, gather_idx_row_2, gather_row_tmp_2)
            gather_asmbl_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(gather_ia_2, gather_row_2, [gather_lv_2, 0])
            gather_rv_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(gather_asmbl_2)
        sin_il_inline553__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = gather_rv_2
        t__tile_2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(18048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(qr_rope_inline624__tile, cos_il_inline572__tile)
        t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(17792, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(sin_il_inline553__tile, rope_sign_template_inline193__tile)
        t__tile_4: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(qr_swapped_inline556__tile, t__tile_3)
        rope_rot_inline552__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(18048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(t__tile_2, t__tile_4)
        rope_bf16_inline612__tile: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(rope_rot_inline552__tile, target_type=pl.BF16, mode='rint')
        t__tile_5: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(18048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.concat(qr_nope_inline558__tile, rope_bf16_inline612__tile)
        qr_bf16_inline593__tile: pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_5, [r0_inline607__ssa_v0, 0], qr_bf16_inline593__ssa_v0)
        return qr_bf16_inline593__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_qr_rope_spmd(self, tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], qr_proj_flat_inline563__ssa_v0: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], rope_swap_idx_template_inline184__ssa_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], cos__ssa_v0: pl.Tensor[[T_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], rope_dup_idx_template_inline189__ssa_v0: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], sin__ssa_v0: pl.Tensor[[T_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], rope_sign_template_inline193__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 256)], qr_bf16_inline593__ssa_v0: pl.Out[pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[32768, 128], pl.BF16]:
        qr_bf16_inline593__ssa_v1: pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = self.prefill_idx_qr_rope(tile_base_inline188__idx_v0, qr_proj_flat_inline563__ssa_v0, rope_swap_idx_template_inline184__ssa_v0, cos__ssa_v0, rope_dup_idx_template_inline189__ssa_v0, sin__ssa_v0, rope_sign_template_inline193__ssa_v0, qr_bf16_inline593__ssa_v0)
        return qr_bf16_inline593__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_rope_index_prepare(rope_dup_idx_template_inline189__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)]], rope_sign_template_inline193__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]], rope_swap_idx_template_inline184__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]):
        for rope_c_inline190__idx_v0 in pl.range(64):
            rope_lane_inline192__ssa_v0: pl.Scalar[pl.INDEX] = rope_c_inline190__idx_v0 % 2
            pl.tensor.write(rope_dup_idx_template_inline189__ssa_v0, [0, rope_c_inline190__idx_v0], pl.cast(rope_c_inline190__idx_v0 // 2, pl.INT32))
            pl.tensor.write(rope_sign_template_inline193__ssa_v0, [0, rope_c_inline190__idx_v0], pl.cast(pl.cast(rope_lane_inline192__ssa_v0 * 2 - 1, pl.INT32), pl.FP32))
            for rope_r_inline194__idx_v0 in pl.range(64):
                pl.tensor.write(rope_swap_idx_template_inline184__ssa_v0, [rope_r_inline194__idx_v0, rope_c_inline190__idx_v0], pl.cast(rope_c_inline190__idx_v0 - rope_lane_inline192__ssa_v0 * 2 + 1, pl.INT32))
        return
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_score_aic(score_groups_per_wave_inline652__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], max_visible_inline187__ssa_v0: pl.Scalar[pl.INDEX], score__phi_v4: pl.Out[pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], idx_block_table__ssa_v0: pl.Tensor[[256], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], idx_block_num_inline601__ssa_v0: pl.Scalar[pl.INDEX], kv_cache_i8_flat_inline594__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline615__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline639__rv_v2: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4194304)], qr_hadamard_scale_dq_inline578__ssa_v1: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)], weights_inline651__phi_v5: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 131072)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]):
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_13: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        prefill_idx_score_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='prefill_idx_score_c2v_slot_buffer', peer_func='prefill_idx_score_aiv')
        pl.system.aic_initialize_pipe(prefill_idx_score_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        score_idx_inline646__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        score_wave_idx_inline640__ssa_v0: pl.Scalar[pl.INDEX] = score_idx_inline646__ssa_v0 // score_groups_per_wave_inline652__ssa_v0
        score_group_in_wave_inline676__ssa_v0: pl.Scalar[pl.INDEX] = score_idx_inline646__ssa_v0 - score_wave_idx_inline640__ssa_v0 * score_groups_per_wave_inline652__ssa_v0
        score_wave_base_inline577__ssa_v0: pl.Scalar[pl.INDEX] = score_wave_idx_inline640__ssa_v0 * 128
        score_wave_rows_inline598__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - score_wave_base_inline577__ssa_v0, 128)
        wave_last_t_inline677__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + score_wave_base_inline577__ssa_v0 + score_wave_rows_inline598__ssa_v0 - 1
        wave_last_pos_inline679__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [wave_last_t_inline677__ssa_v0])
        wave_max_visible_inline680__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(max_visible_inline187__ssa_v0, pl.cast((pl.cast(wave_last_pos_inline679__tile, pl.INDEX) + 1) // 4, pl.INDEX))
        wave_token0_inline600__ssa_v0: pl.Scalar[pl.INDEX] = score_group_in_wave_inline676__ssa_v0 * 8
        if wave_token0_inline600__ssa_v0 < score_wave_rows_inline598__ssa_v0:
            for cb_inline681__idx_v0, (score__iter_v5,) in pl.range(64, init_values=(score__phi_v4,)):
                cache0_inline582__ssa_v0: pl.Scalar[pl.INDEX] = cb_inline681__idx_v0 * 32
                logical_block_inline625__ssa_v0: pl.Scalar[pl.INDEX] = cache0_inline582__ssa_v0 // 32
                if cache0_inline582__ssa_v0 < wave_max_visible_inline680__ssa_v0 and logical_block_inline625__ssa_v0 < 256:
                    idx_blk_id_raw_inline683__tile: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table__ssa_v0, [logical_block_inline625__ssa_v0])
                    if 0 <= pl.cast(idx_blk_id_raw_inline683__tile, pl.INDEX) and pl.cast(idx_blk_id_raw_inline683__tile, pl.INDEX) < idx_block_num_inline601__ssa_v0:
                        idx_blk_id_inline616__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(idx_blk_id_raw_inline683__tile, pl.INDEX)
                        kv_row0_inline631__ssa_v0: pl.Scalar[pl.INDEX] = idx_blk_id_inline616__ssa_v0 * 32 + cache0_inline582__ssa_v0 % 32
                        kv_q_i8_full_inline682__tile: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_mat_9, pl.const(8192, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(kv_cache_i8_flat_inline594__ssa_v0, [kv_row0_inline631__ssa_v0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
                        for token_offset_inline627__idx_v0, (score__iter_v7,) in pl.range(8, init_values=(score__iter_v5,)):
                            wave_token_inline675__ssa_v0: pl.Scalar[pl.INDEX] = wave_token0_inline600__ssa_v0 + token_offset_inline627__idx_v0
                            if wave_token_inline675__ssa_v0 < score_wave_rows_inline598__ssa_v0:
                                local_t_inline632__ssa_v0: pl.Scalar[pl.INDEX] = score_wave_base_inline577__ssa_v0 + wave_token_inline675__ssa_v0
                                q_s0_inline628__ssa_v0: pl.Scalar[pl.INDEX] = local_t_inline632__ssa_v0 * 64
                                qr_hadamard_tile_inline568__tile: pl.Tile[[64, 128], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(qr_hadamard_i8_inline639__rv_v2, [q_s0_inline628__ssa_v0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
                                qr_hadamard_tile_inline568__tile_t: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qr_hadamard_tile_inline568__tile)
                                kv_q_i8_full_inline682__tile_Left: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(kv_q_i8_full_inline682__tile, target_memory=pl.Mem.Left)
                                qr_hadamard_tile_inline568__tile_t_Right: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_right_12, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(qr_hadamard_tile_inline568__tile_t, target_memory=pl.Mem.Right)
                                score_acc_inline551__tile: pl.Tile[[32, 64], pl.INT32, pl.MemRef(mem_acc_13, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(kv_q_i8_full_inline682__tile_Left, qr_hadamard_tile_inline568__tile_t_Right)
                                pl.tile.tpush_to_aiv(score_acc_inline551__tile, split=0)
                                score__phi_v11: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v7)
                            else:
                                score__phi_v11: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v7)
                            score__rv_v8: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v11)
                        score__phi_v12: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.yield_(score__rv_v8)
                    else:
                        score__phi_v12: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v5)
                    score__phi_v13: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v12)
                else:
                    score__phi_v13: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v5)
                score__rv_v6: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v13)
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_score_aiv(score_groups_per_wave_inline652__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], max_visible_inline187__ssa_v0: pl.Scalar[pl.INDEX], score__phi_v4: pl.Out[pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], idx_block_table__ssa_v0: pl.Tensor[[256], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], idx_block_num_inline601__ssa_v0: pl.Scalar[pl.INDEX], kv_cache_i8_flat_inline594__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline615__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline639__rv_v2: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4194304)], qr_hadamard_scale_dq_inline578__ssa_v1: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)], weights_inline651__phi_v5: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 131072)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[T_DYN, 2048], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        prefill_idx_score_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='prefill_idx_score_c2v_slot_buffer', size=16384, base=0)
        pl.system.aiv_initialize_pipe(prefill_idx_score_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            score_idx_inline646__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            score_wave_idx_inline640__ssa_v0: pl.Scalar[pl.INDEX] = score_idx_inline646__ssa_v0 // score_groups_per_wave_inline652__ssa_v0
            score_group_in_wave_inline676__ssa_v0: pl.Scalar[pl.INDEX] = score_idx_inline646__ssa_v0 - score_wave_idx_inline640__ssa_v0 * score_groups_per_wave_inline652__ssa_v0
            score_wave_base_inline577__ssa_v0: pl.Scalar[pl.INDEX] = score_wave_idx_inline640__ssa_v0 * 128
            score_wave_rows_inline598__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - score_wave_base_inline577__ssa_v0, 128)
            wave_last_t_inline677__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + score_wave_base_inline577__ssa_v0 + score_wave_rows_inline598__ssa_v0 - 1
            wave_last_pos_inline679__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [wave_last_t_inline677__ssa_v0])
            wave_max_visible_inline680__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(max_visible_inline187__ssa_v0, pl.cast((pl.cast(wave_last_pos_inline679__tile, pl.INDEX) + 1) // 4, pl.INDEX))
            wave_token0_inline600__ssa_v0: pl.Scalar[pl.INDEX] = score_group_in_wave_inline676__ssa_v0 * 8
            if wave_token0_inline600__ssa_v0 < score_wave_rows_inline598__ssa_v0:
                for cb_inline681__idx_v0, (score__iter_v5,) in pl.range(64, init_values=(score__phi_v4,)):
                    cache0_inline582__ssa_v0: pl.Scalar[pl.INDEX] = cb_inline681__idx_v0 * 32
                    logical_block_inline625__ssa_v0: pl.Scalar[pl.INDEX] = cache0_inline582__ssa_v0 // 32
                    if cache0_inline582__ssa_v0 < wave_max_visible_inline680__ssa_v0 and logical_block_inline625__ssa_v0 < 256:
                        idx_blk_id_raw_inline683__tile: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table__ssa_v0, [logical_block_inline625__ssa_v0])
                        if 0 <= pl.cast(idx_blk_id_raw_inline683__tile, pl.INDEX) and pl.cast(idx_blk_id_raw_inline683__tile, pl.INDEX) < idx_block_num_inline601__ssa_v0:
                            idx_blk_id_inline616__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(idx_blk_id_raw_inline683__tile, pl.INDEX)
                            kv_row0_inline631__ssa_v0: pl.Scalar[pl.INDEX] = idx_blk_id_inline616__ssa_v0 * 32 + cache0_inline582__ssa_v0 % 32
                            kv_cache_scale_dq_inline685__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(41216, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(kv_scale_flat_inline615__ssa_v0, [kv_row0_inline631__ssa_v0, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
                            for token_offset_inline627__idx_v0, (score__iter_v7,) in pl.range(8, init_values=(score__iter_v5,)):
                                wave_token_inline675__ssa_v0: pl.Scalar[pl.INDEX] = wave_token0_inline600__ssa_v0 + token_offset_inline627__idx_v0
                                if wave_token_inline675__ssa_v0 < score_wave_rows_inline598__ssa_v0:
                                    local_t_inline632__ssa_v0: pl.Scalar[pl.INDEX] = score_wave_base_inline577__ssa_v0 + wave_token_inline675__ssa_v0
                                    score_global_t_inline668__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + local_t_inline632__ssa_v0
                                    q_s0_inline628__ssa_v0: pl.Scalar[pl.INDEX] = local_t_inline632__ssa_v0 * 64
                                    t__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(qr_hadamard_scale_dq_inline578__ssa_v1, [q_s0_inline628__ssa_v0, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
                                    qh_scale_inline667__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 64])
                                    score_acc_inline551__tile_Vec: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                                    score_tile_inline590__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(score_acc_inline551__tile_Vec, target_type=pl.FP32, mode='none')
                                    pl.system.tfree_to_aic(score_acc_inline551__tile_Vec, split=0)
                                    t__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(score_tile_inline590__tile, kv_cache_scale_dq_inline685__tile)
                                    score_tile_v1_inline550__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_1, qh_scale_inline667__tile)
                                    t__tile_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(score_tile_v1_inline550__tile, 0.0)
                                    relu_score_inline548__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximum(score_tile_v1_inline550__tile, t__tile_2)
                                    t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(weights_inline651__phi_v5, [local_t_inline632__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                                    t__tile_4: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(relu_score_inline548__tile, t__tile_3)
                                    tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                    t__tile_5: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(t__tile_4, tmp_tile)
                                    weighted_score_inline648__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 32])
                                    pos_inline584__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [score_global_t_inline668__ssa_v0])
                                    visible_t_inline547__ssa_v0: pl.Scalar[pl.INDEX] = pl.min((pl.cast(pos_inline584__tile, pl.INDEX) + 1) // 4, 2048)
                                    if cache0_inline582__ssa_v0 < visible_t_inline547__ssa_v0:
                                        valid_len_inline549__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(visible_t_inline547__ssa_v0 - cache0_inline582__ssa_v0, 32)
                                        t__tile_6: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_len_inline549__ssa_v0])] = pl.tile.set_validshape(weighted_score_inline648__tile, 1, valid_len_inline549__ssa_v0)
                                        weighted_valid_inline546__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_6, pad_value=pl.PadValue.min)
                                        t__tile_7: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 32], dtype=pl.FP32, value=-3.4028234663852886e+38)
                                        t__tile_8: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.maximum(weighted_valid_inline546__tile, t__tile_7)
                                        score__tile: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_8, [score_global_t_inline668__ssa_v0, cache0_inline582__ssa_v0], score__iter_v7)
                                        score__phi_v10: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(score__tile)
                                    else:
                                        score__phi_v10: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v7)
                                    score__phi_v11: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v10)
                                else:
                                    score__phi_v11: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v7)
                                score__rv_v8: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v11)
                            score__phi_v12: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 0)] = pl.yield_(score__rv_v8)
                        else:
                            score__phi_v12: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v5)
                        score__phi_v13: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v12)
                    else:
                        score__phi_v13: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v5)
                    score__rv_v6: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v13)
            else:
                pass
            return score__phi_v4
        else:
            score_idx_inline646__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            score_wave_idx_inline640__ssa_v0_1: pl.Scalar[pl.INDEX] = score_idx_inline646__ssa_v0_1 // score_groups_per_wave_inline652__ssa_v0
            score_group_in_wave_inline676__ssa_v0_1: pl.Scalar[pl.INDEX] = score_idx_inline646__ssa_v0_1 - score_wave_idx_inline640__ssa_v0_1 * score_groups_per_wave_inline652__ssa_v0
            score_wave_base_inline577__ssa_v0_1: pl.Scalar[pl.INDEX] = score_wave_idx_inline640__ssa_v0_1 * 128
            score_wave_rows_inline598__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - score_wave_base_inline577__ssa_v0_1, 128)
            wave_last_t_inline677__ssa_v0_1: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + score_wave_base_inline577__ssa_v0_1 + score_wave_rows_inline598__ssa_v0_1 - 1
            wave_last_pos_inline679__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [wave_last_t_inline677__ssa_v0_1])
            wave_max_visible_inline680__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(max_visible_inline187__ssa_v0, pl.cast((pl.cast(wave_last_pos_inline679__tile_1, pl.INDEX) + 1) // 4, pl.INDEX))
            wave_token0_inline600__ssa_v0_1: pl.Scalar[pl.INDEX] = score_group_in_wave_inline676__ssa_v0_1 * 8
            if wave_token0_inline600__ssa_v0_1 < score_wave_rows_inline598__ssa_v0_1:
                for cb_inline681__idx_v0_1, (score__iter_v5_1,) in pl.range(64, init_values=(score__phi_v4,)):
                    cache0_inline582__ssa_v0_1: pl.Scalar[pl.INDEX] = cb_inline681__idx_v0_1 * 32
                    logical_block_inline625__ssa_v0_1: pl.Scalar[pl.INDEX] = cache0_inline582__ssa_v0_1 // 32
                    if cache0_inline582__ssa_v0_1 < wave_max_visible_inline680__ssa_v0_1 and logical_block_inline625__ssa_v0_1 < 256:
                        idx_blk_id_raw_inline683__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table__ssa_v0, [logical_block_inline625__ssa_v0_1])
                        if 0 <= pl.cast(idx_blk_id_raw_inline683__tile_1, pl.INDEX) and pl.cast(idx_blk_id_raw_inline683__tile_1, pl.INDEX) < idx_block_num_inline601__ssa_v0:
                            idx_blk_id_inline616__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(idx_blk_id_raw_inline683__tile_1, pl.INDEX)
                            kv_row0_inline631__ssa_v0_1: pl.Scalar[pl.INDEX] = idx_blk_id_inline616__ssa_v0_1 * 32 + cache0_inline582__ssa_v0_1 % 32
                            kv_cache_scale_dq_inline685__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(41216, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                            for token_offset_inline627__idx_v0_1, (score__iter_v7_1,) in pl.range(8, init_values=(score__iter_v5_1,)):
                                wave_token_inline675__ssa_v0_1: pl.Scalar[pl.INDEX] = wave_token0_inline600__ssa_v0_1 + token_offset_inline627__idx_v0_1
                                if wave_token_inline675__ssa_v0_1 < score_wave_rows_inline598__ssa_v0_1:
                                    local_t_inline632__ssa_v0_1: pl.Scalar[pl.INDEX] = score_wave_base_inline577__ssa_v0_1 + wave_token_inline675__ssa_v0_1
                                    score_global_t_inline668__ssa_v0_1: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + local_t_inline632__ssa_v0_1
                                    q_s0_inline628__ssa_v0_1: pl.Scalar[pl.INDEX] = local_t_inline632__ssa_v0_1 * 64
                                    t__tile_9: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([64, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                    qh_scale_inline667__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_9, [1, 64])
                                    score_acc_inline551__tile_Vec_1: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                                    score_tile_inline590__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(score_acc_inline551__tile_Vec_1, target_type=pl.FP32, mode='none')
                                    pl.system.tfree_to_aic(score_acc_inline551__tile_Vec_1, split=0)
                                    t__tile_10: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(score_tile_inline590__tile_1, kv_cache_scale_dq_inline685__tile_1)
                                    score_tile_v1_inline550__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(t__tile_10, qh_scale_inline667__tile_1)
                                    t__tile_11: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(score_tile_v1_inline550__tile_1, 0.0)
                                    relu_score_inline548__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximum(score_tile_v1_inline550__tile_1, t__tile_11)
                                    t__tile_12: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                    t__tile_13: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(relu_score_inline548__tile_1, t__tile_12)
                                    tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                    t__tile_14: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(t__tile_13, tmp_tile_1)
                                    weighted_score_inline648__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_14, [1, 32])
                                    pos_inline584__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [score_global_t_inline668__ssa_v0_1])
                                    visible_t_inline547__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min((pl.cast(pos_inline584__tile_1, pl.INDEX) + 1) // 4, 2048)
                                    if cache0_inline582__ssa_v0_1 < visible_t_inline547__ssa_v0_1:
                                        valid_len_inline549__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(visible_t_inline547__ssa_v0_1 - cache0_inline582__ssa_v0_1, 32)
                                        t__tile_15: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24576, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.set_validshape(weighted_score_inline648__tile_1, 0, 0)
                                        weighted_valid_inline546__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_15, pad_value=pl.PadValue.min)
                                        t__tile_16: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_14, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([1, 32], dtype=pl.FP32, value=-3.4028234663852886e+38)
                                        t__tile_17: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(24832, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.maximum(weighted_valid_inline546__tile_1, t__tile_16)
                                        score__tile_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 0)] = score__iter_v7_1
                                        score__phi_v10_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v7_1)
                                    else:
                                        score__phi_v10_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v7_1)
                                    score__phi_v11_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_45", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v10_1)
                                else:
                                    score__phi_v11_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_45", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v7_1)
                                score__rv_v8_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v11_1)
                            score__phi_v12_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 0)] = pl.yield_(score__rv_v8_1)
                        else:
                            score__phi_v12_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v5_1)
                        score__phi_v13_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v12_1)
                    else:
                        score__phi_v13_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v5_1)
                    score__rv_v6_1: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_49", pl.const(0, pl.INT64), 0)] = pl.yield_(score__phi_v13_1)
            else:
                pass
            return score__phi_v4
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def prefill_idx_score(score_groups_per_wave_inline652__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], max_visible_inline187__ssa_v0: pl.Scalar[pl.INDEX], score__phi_v4: pl.Out[pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], idx_block_table__ssa_v0: pl.Tensor[[256], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], idx_block_num_inline601__ssa_v0: pl.Scalar[pl.INDEX], kv_cache_i8_flat_inline594__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline615__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline639__rv_v2: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4194304)], qr_hadamard_scale_dq_inline578__ssa_v1: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)], weights_inline651__phi_v5: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 131072)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[T_DYN, 2048], pl.FP32]:
        self.prefill_idx_score_aic(score_groups_per_wave_inline652__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, position_ids__ssa_v0, max_visible_inline187__ssa_v0, score__phi_v4, idx_block_table__ssa_v0, idx_block_num_inline601__ssa_v0, kv_cache_i8_flat_inline594__ssa_v0, kv_scale_flat_inline615__ssa_v0, qr_hadamard_i8_inline639__rv_v2, qr_hadamard_scale_dq_inline578__ssa_v1, weights_inline651__phi_v5, __gm_pipe_buffer)
        result: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = self.prefill_idx_score_aiv(score_groups_per_wave_inline652__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, position_ids__ssa_v0, max_visible_inline187__ssa_v0, score__phi_v4, idx_block_table__ssa_v0, idx_block_num_inline601__ssa_v0, kv_cache_i8_flat_inline594__ssa_v0, kv_scale_flat_inline615__ssa_v0, qr_hadamard_i8_inline639__rv_v2, qr_hadamard_scale_dq_inline578__ssa_v1, weights_inline651__phi_v5, __gm_pipe_buffer)
        return score__phi_v4
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_score_init(tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], score__iter_v1: pl.Out[pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[T_DYN, 2048], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        init_idx_inline665__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        wave_idx_inline597__ssa_v0: pl.Scalar[pl.INDEX] = init_idx_inline665__ssa_v0 // 128
        wave_local_inline603__ssa_v0: pl.Scalar[pl.INDEX] = init_idx_inline665__ssa_v0 - wave_idx_inline597__ssa_v0 * 128
        wave_base_inline672__ssa_v0: pl.Scalar[pl.INDEX] = wave_idx_inline597__ssa_v0 * 128
        wave_rows_inline673__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - wave_base_inline672__ssa_v0, 128)
        if wave_local_inline603__ssa_v0 < wave_rows_inline673__ssa_v0:
            init_global_t_inline659__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + wave_base_inline672__ssa_v0 + wave_local_inline603__ssa_v0
            t__tile: pl.Tile[[1, 2048], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 2048], dtype=pl.FP32, value=-3.4028234663852886e+38)
            score__tile: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [init_global_t_inline659__ssa_v0, 0], score__iter_v1)
            score__phi_v4: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.yield_(score__tile)
        else:
            score__phi_v4: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.yield_(score__iter_v1)
        return score__phi_v4
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_score_init_spmd(self, tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], score__iter_v1: pl.Out[pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[T_DYN, 2048], pl.FP32]:
        score__phi_v4: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = self.prefill_idx_score_init(tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, score__iter_v1)
        return score__phi_v4
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_score_spmd(self, score_groups_per_wave_inline652__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], max_visible_inline187__ssa_v0: pl.Scalar[pl.INDEX], score__phi_v4: pl.Out[pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], idx_block_table__ssa_v0: pl.Tensor[[256], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], idx_block_num_inline601__ssa_v0: pl.Scalar[pl.INDEX], kv_cache_i8_flat_inline594__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline615__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline639__rv_v2: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4194304)], qr_hadamard_scale_dq_inline578__ssa_v1: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)], weights_inline651__phi_v5: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 131072)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[T_DYN, 2048], pl.FP32]:
        score__phi_v14: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = self.prefill_idx_score(score_groups_per_wave_inline652__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, position_ids__ssa_v0, max_visible_inline187__ssa_v0, score__phi_v4, idx_block_table__ssa_v0, idx_block_num_inline601__ssa_v0, kv_cache_i8_flat_inline594__ssa_v0, kv_scale_flat_inline615__ssa_v0, qr_hadamard_i8_inline639__rv_v2, qr_hadamard_scale_dq_inline578__ssa_v1, weights_inline651__phi_v5, __gm_pipe_buffer)
        return score__phi_v4
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_topk(tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], topk_idxs__iter_v1: pl.Out[pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], score__phi_v14: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[T_DYN, 512], pl.INT32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        topk_idx_inline545__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        topk_wave_idx_inline544__ssa_v0: pl.Scalar[pl.INDEX] = topk_idx_inline545__ssa_v0 // 128
        topk_wave_local_inline543__ssa_v0: pl.Scalar[pl.INDEX] = topk_idx_inline545__ssa_v0 - topk_wave_idx_inline544__ssa_v0 * 128
        topk_wave_base_inline542__ssa_v0: pl.Scalar[pl.INDEX] = topk_wave_idx_inline544__ssa_v0 * 128
        topk_wave_rows_inline541__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - topk_wave_base_inline542__ssa_v0, 128)
        if topk_wave_local_inline543__ssa_v0 < topk_wave_rows_inline541__ssa_v0:
            local_t_inline632__ssa_v1: pl.Scalar[pl.INDEX] = topk_wave_base_inline542__ssa_v0 + topk_wave_local_inline543__ssa_v0
            topk_global_t_inline540__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + local_t_inline632__ssa_v1
            t__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=-1)
            topk_idxs__tile: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [topk_global_t_inline540__ssa_v0, 0], topk_idxs__iter_v1)
            pos_inline584__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [topk_global_t_inline540__ssa_v0])
            visible_t_inline547__ssa_v1: pl.Scalar[pl.INDEX] = pl.min((pl.cast(pos_inline584__tile, pl.INDEX) + 1) // 4, 2048)
            if 0 < visible_t_inline547__ssa_v1:
                score_row_inline539__tile: pl.Tile[[1, 2048], pl.FP32, pl.MemRef(mem_vec_7, pl.const(24576, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(score__phi_v14, [topk_global_t_inline540__ssa_v0, 0], [1, 2048], [1, 2048], target_memory=pl.Mem.Vec)
                idx_init_inline538__tile: pl.Tile[[1, 2048], pl.UINT32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.UINT32), [1, 2048], dtype=pl.UINT32, descending=False)
                sorted_tile_inline537__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sort32(score_row_inline539__tile, idx_init_inline538__tile)
                sorted_tile_v1_inline618__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_7, pl.const(24576, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mrgsort_format1(sorted_tile_inline537__tile, pl.const(64, pl.INT32))
                sorted_tile_v2_inline630__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mrgsort_format1(sorted_tile_v1_inline618__tile, pl.const(256, pl.INT32))
                sorted_tile_v3_inline536__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_7, pl.const(24576, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mrgsort_format1(sorted_tile_v2_inline630__tile, pl.const(1024, pl.INT32))
                topk_pairs_inline535__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_7, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(sorted_tile_v3_inline536__tile, [1, 1024], [0, 0])
                topk_idxs_tile_inline579__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.gather_mask(topk_pairs_inline535__tile, mask_pattern=2, output_dtype=pl.INT32)
                valid_topk_inline611__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(visible_t_inline547__ssa_v1, 512)
                t__tile_1: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_topk_inline611__ssa_v0])] = pl.tile.set_validshape(topk_idxs_tile_inline579__tile, 1, valid_topk_inline611__ssa_v0)
                topk_idxs__tile_1: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [topk_global_t_inline540__ssa_v0, 0], topk_idxs__tile)
                topk_idxs__phi_v5: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(topk_idxs__tile_1)
            else:
                topk_idxs__phi_v5: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(topk_idxs__tile)
            topk_idxs__phi_v6: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(topk_idxs__phi_v5)
        else:
            topk_idxs__phi_v6: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(topk_idxs__iter_v1)
        return topk_idxs__phi_v6
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_topk_spmd(self, tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], topk_idxs__iter_v1: pl.Out[pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], score__phi_v14: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[T_DYN, 512], pl.INT32]:
        topk_idxs__phi_v6: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.prefill_idx_topk(tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, topk_idxs__iter_v1, position_ids__ssa_v0, score__phi_v14)
        return topk_idxs__phi_v6
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_weights_proj_full_aic(weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__ssa_v0: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_left_15: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_16: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        prefill_idx_weights_proj_full_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='prefill_idx_weights_proj_full_c2v_slot_buffer', peer_func='prefill_idx_weights_proj_full_aiv')
        pl.system.aic_initialize_pipe(prefill_idx_weights_proj_full_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        weights_idx_inline655__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        weights_t0_inline554__ssa_v0: pl.Scalar[pl.INDEX] = weights_idx_inline655__ssa_v0 * 32
        if weights_t0_inline554__ssa_v0 < weights_full_rows_inline570__ssa_v0:
            weights_global_t0_inline656__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + weights_t0_inline554__ssa_v0
            weights_acc_inline555__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for db_inline657__idx_v0, (weights_acc_inline555__iter_v1,) in pl.range(0, 128, 2, init_values=(weights_acc_inline555__tile,)):
                d0_inline571__ssa_v0: pl.Scalar[pl.INDEX] = db_inline657__idx_v0 * 32
                d0_inline571__ssa_v0_1: pl.Scalar[pl.INDEX] = (db_inline657__idx_v0 + 1) * 32
                x_tile_inline565__tile: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(x_view_inline636__ssa_v0, [weights_global_t0_inline656__ssa_v0, d0_inline571__ssa_v0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
                wp_tile_inline576__tile: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_6, pl.const(2048, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(weights_proj__ssa_v0, [d0_inline571__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
                x_tile_inline565__tile_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_7, pl.const(6144, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(x_view_inline636__ssa_v0, [weights_global_t0_inline656__ssa_v0, d0_inline571__ssa_v0_1], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
                wp_tile_inline576__tile_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(8192, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(weights_proj__ssa_v0, [d0_inline571__ssa_v0_1, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
                if d0_inline571__ssa_v0 == 0:
                    x_tile_inline565__tile_Left: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(x_tile_inline565__tile, target_memory=pl.Mem.Left)
                    wp_tile_inline576__tile_Right: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tile_inline576__tile, target_memory=pl.Mem.Right)
                    weights_acc_inline555__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(x_tile_inline565__tile_Left, wp_tile_inline576__tile_Right)
                    weights_acc_inline555__phi_v5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(weights_acc_inline555__tile_1)
                else:
                    x_tile_inline565__tile_Left_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(x_tile_inline565__tile, target_memory=pl.Mem.Left)
                    wp_tile_inline576__tile_Right_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tile_inline576__tile, target_memory=pl.Mem.Right)
                    weights_acc_inline555__tile_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(weights_acc_inline555__iter_v1, x_tile_inline565__tile_Left_1, wp_tile_inline576__tile_Right_1)
                    weights_acc_inline555__phi_v5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(weights_acc_inline555__tile_2)
                if d0_inline571__ssa_v0_1 == 0:
                    x_tile_inline565__tile_Left_2: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_15, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(x_tile_inline565__tile_1, target_memory=pl.Mem.Left)
                    wp_tile_inline576__tile_Right_2: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_16, pl.const(4096, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tile_inline576__tile_1, target_memory=pl.Mem.Right)
                    weights_acc_inline555__tile_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(x_tile_inline565__tile_Left_2, wp_tile_inline576__tile_Right_2)
                    weights_acc_inline555__phi_v5_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(weights_acc_inline555__tile_3)
                else:
                    x_tile_inline565__tile_Left_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_15, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(x_tile_inline565__tile_1, target_memory=pl.Mem.Left)
                    wp_tile_inline576__tile_Right_3: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_16, pl.const(4096, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tile_inline576__tile_1, target_memory=pl.Mem.Right)
                    weights_acc_inline555__tile_4: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(weights_acc_inline555__phi_v5, x_tile_inline565__tile_Left_3, wp_tile_inline576__tile_Right_3)
                    weights_acc_inline555__phi_v5_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(weights_acc_inline555__tile_4)
                weights_acc_inline555__rv_v2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(weights_acc_inline555__phi_v5_1)
            pl.tile.tpush_to_aiv(weights_acc_inline555__rv_v2, split=0)
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_weights_proj_full_aiv(weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__ssa_v0: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        prefill_idx_weights_proj_full_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='prefill_idx_weights_proj_full_c2v_slot_buffer', size=16384, base=0)
        pl.system.aiv_initialize_pipe(prefill_idx_weights_proj_full_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            weights_idx_inline655__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            weights_t0_inline554__ssa_v0: pl.Scalar[pl.INDEX] = weights_idx_inline655__ssa_v0 * 32
            if weights_t0_inline554__ssa_v0 < weights_full_rows_inline570__ssa_v0:
                weights_acc_inline555__rv_v2_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                t__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(weights_acc_inline555__rv_v2_Vec, 0.011048543456039806)
                pl.system.tfree_to_aic(weights_acc_inline555__rv_v2_Vec, split=0)
                weights_inline651__tile: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile, [weights_t0_inline554__ssa_v0, 0], weights_inline651__ssa_v0)
            else:
                pass
            return weights_inline651__ssa_v0
        else:
            weights_idx_inline655__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            weights_t0_inline554__ssa_v0_1: pl.Scalar[pl.INDEX] = weights_idx_inline655__ssa_v0_1 * 32
            if weights_t0_inline554__ssa_v0_1 < weights_full_rows_inline570__ssa_v0:
                weights_acc_inline555__rv_v2_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                t__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(weights_acc_inline555__rv_v2_Vec_1, 0.011048543456039806)
                pl.system.tfree_to_aic(weights_acc_inline555__rv_v2_Vec_1, split=0)
                weights_inline651__tile_1: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)] = weights_inline651__ssa_v0
            else:
                pass
            return weights_inline651__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def prefill_idx_weights_proj_full(weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__ssa_v0: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        self.prefill_idx_weights_proj_full_aic(weights_full_rows_inline570__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__ssa_v0, __gm_pipe_buffer)
        result: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = self.prefill_idx_weights_proj_full_aiv(weights_full_rows_inline570__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__ssa_v0, __gm_pipe_buffer)
        return weights_inline651__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_weights_proj_full_spmd(self, weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__ssa_v0: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        weights_inline651__phi_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = self.prefill_idx_weights_proj_full(weights_full_rows_inline570__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__ssa_v0, __gm_pipe_buffer)
        return weights_inline651__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_idx_weights_proj_tail_aic(weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], weights_padded_rows_inline653__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__phi_v2: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_left_15: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_16: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        prefill_idx_weights_proj_tail_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='prefill_idx_weights_proj_tail_c2v_slot_buffer', peer_func='prefill_idx_weights_proj_tail_aiv')
        pl.system.aic_initialize_pipe(prefill_idx_weights_proj_tail_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096, slot_num=2)
        weights_tail_idx_inline658__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        weights_tail_t0_inline660__ssa_v0: pl.Scalar[pl.INDEX] = weights_full_rows_inline570__ssa_v0 + weights_tail_idx_inline658__ssa_v0 * 16
        if weights_tail_t0_inline660__ssa_v0 < weights_padded_rows_inline653__ssa_v0:
            weights_tail_valid_inline606__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline183__ssa_v0 - weights_tail_t0_inline660__ssa_v0, 16)
            weights_tail_global_t0_inline662__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline188__idx_v0 + weights_tail_t0_inline660__ssa_v0
            weights_tail_acc_inline567__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for tail_db_inline645__idx_v0, (weights_tail_acc_inline567__iter_v1,) in pl.range(0, 128, 2, init_values=(weights_tail_acc_inline567__tile,)):
                tail_d0_inline663__ssa_v0: pl.Scalar[pl.INDEX] = tail_db_inline645__idx_v0 * 32
                tail_d0_inline663__ssa_v0_1: pl.Scalar[pl.INDEX] = (tail_db_inline645__idx_v0 + 1) * 32
                x_tail_inline666__tile: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 32])] = pl.tile.load(x_view_inline636__ssa_v0, [weights_tail_global_t0_inline662__ssa_v0, tail_d0_inline663__ssa_v0], [16, 32], [weights_tail_valid_inline606__ssa_v0, 32], target_memory=pl.Mem.Mat)
                wp_tail_inline602__tile: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_6, pl.const(1024, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(weights_proj__ssa_v0, [tail_d0_inline663__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
                x_tail_inline666__tile_1: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_7, pl.const(5120, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 32])] = pl.tile.load(x_view_inline636__ssa_v0, [weights_tail_global_t0_inline662__ssa_v0, tail_d0_inline663__ssa_v0_1], [16, 32], [weights_tail_valid_inline606__ssa_v0, 32], target_memory=pl.Mem.Mat)
                wp_tail_inline602__tile_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(6144, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(weights_proj__ssa_v0, [tail_d0_inline663__ssa_v0_1, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
                if tail_d0_inline663__ssa_v0 == 0:
                    x_tail_inline666__tile_Left: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_9, pl.const(1024, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 32])] = pl.tile.move(x_tail_inline666__tile, target_memory=pl.Mem.Left)
                    wp_tail_inline602__tile_Right: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tail_inline602__tile, target_memory=pl.Mem.Right)
                    weights_tail_acc_inline567__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tail_inline666__tile_Left, wp_tail_inline602__tile_Right)
                    weights_tail_acc_inline567__phi_v5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_tail_acc_inline567__tile_1)
                else:
                    x_tail_inline666__tile_Left_1: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_9, pl.const(1024, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 32])] = pl.tile.move(x_tail_inline666__tile, target_memory=pl.Mem.Left)
                    wp_tail_inline602__tile_Right_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tail_inline602__tile, target_memory=pl.Mem.Right)
                    weights_tail_acc_inline567__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(weights_tail_acc_inline567__iter_v1, x_tail_inline666__tile_Left_1, wp_tail_inline602__tile_Right_1)
                    weights_tail_acc_inline567__phi_v5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_tail_acc_inline567__tile_2)
                if tail_d0_inline663__ssa_v0_1 == 0:
                    x_tail_inline666__tile_Left_2: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_15, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 32])] = pl.tile.move(x_tail_inline666__tile_1, target_memory=pl.Mem.Left)
                    wp_tail_inline602__tile_Right_2: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_16, pl.const(4096, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tail_inline602__tile_1, target_memory=pl.Mem.Right)
                    weights_tail_acc_inline567__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tail_inline666__tile_Left_2, wp_tail_inline602__tile_Right_2)
                    weights_tail_acc_inline567__phi_v5_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_tail_acc_inline567__tile_3)
                else:
                    x_tail_inline666__tile_Left_3: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_15, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 32])] = pl.tile.move(x_tail_inline666__tile_1, target_memory=pl.Mem.Left)
                    wp_tail_inline602__tile_Right_3: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_right_16, pl.const(4096, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(wp_tail_inline602__tile_1, target_memory=pl.Mem.Right)
                    weights_tail_acc_inline567__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(weights_tail_acc_inline567__phi_v5, x_tail_inline666__tile_Left_3, wp_tail_inline602__tile_Right_3)
                    weights_tail_acc_inline567__phi_v5_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[weights_tail_valid_inline606__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_tail_acc_inline567__tile_4)
                weights_tail_acc_inline567__rv_v2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(weights_tail_acc_inline567__phi_v5_1)
            pl.tile.tpush_to_aiv(weights_tail_acc_inline567__rv_v2, split=0)
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_idx_weights_proj_tail_aiv(weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], weights_padded_rows_inline653__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__phi_v2: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        prefill_idx_weights_proj_tail_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='prefill_idx_weights_proj_tail_c2v_slot_buffer', size=8192, base=0)
        pl.system.aiv_initialize_pipe(prefill_idx_weights_proj_tail_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096, slot_num=2)
        if subblock_idx == 0:
            weights_tail_idx_inline658__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            weights_tail_t0_inline660__ssa_v0: pl.Scalar[pl.INDEX] = weights_full_rows_inline570__ssa_v0 + weights_tail_idx_inline658__ssa_v0 * 16
            if weights_tail_t0_inline660__ssa_v0 < weights_padded_rows_inline653__ssa_v0:
                weights_tail_acc_inline567__rv_v2_Vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                t__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(weights_tail_acc_inline567__rv_v2_Vec, 0.011048543456039806)
                pl.system.tfree_to_aic(weights_tail_acc_inline567__rv_v2_Vec, split=0)
                weights_inline651__tile: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile, [weights_tail_t0_inline660__ssa_v0, 0], weights_inline651__phi_v2)
            else:
                pass
            return weights_inline651__phi_v2
        else:
            weights_tail_idx_inline658__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            weights_tail_t0_inline660__ssa_v0_1: pl.Scalar[pl.INDEX] = weights_full_rows_inline570__ssa_v0 + weights_tail_idx_inline658__ssa_v0_1 * 16
            if weights_tail_t0_inline660__ssa_v0_1 < weights_padded_rows_inline653__ssa_v0:
                weights_tail_acc_inline567__rv_v2_Vec_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                t__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(weights_tail_acc_inline567__rv_v2_Vec_1, 0.011048543456039806)
                pl.system.tfree_to_aic(weights_tail_acc_inline567__rv_v2_Vec_1, split=0)
                weights_inline651__tile_1: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)] = weights_inline651__phi_v2
            else:
                pass
            return weights_inline651__phi_v2
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def prefill_idx_weights_proj_tail(weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], weights_padded_rows_inline653__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__phi_v2: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        self.prefill_idx_weights_proj_tail_aic(weights_full_rows_inline570__ssa_v0, weights_padded_rows_inline653__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__phi_v2, __gm_pipe_buffer)
        result: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = self.prefill_idx_weights_proj_tail_aiv(weights_full_rows_inline570__ssa_v0, weights_padded_rows_inline653__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__phi_v2, __gm_pipe_buffer)
        return weights_inline651__phi_v2
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_idx_weights_proj_tail_spmd(self, weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX], weights_padded_rows_inline653__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline188__idx_v0: pl.Scalar[pl.INDEX], x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_inline651__phi_v2: pl.InOut[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        weights_inline651__phi_v4: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = self.prefill_idx_weights_proj_tail(weights_full_rows_inline570__ssa_v0, weights_padded_rows_inline653__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__phi_v2, __gm_pipe_buffer)
        return weights_inline651__phi_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def prefill_indexer_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], qr__ssa_v0: pl.Tensor[[T_DYN, 1024], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], qr_scale__ssa_v0: pl.Tensor[[T_DYN, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)], cos__ssa_v0: pl.Tensor[[T_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], sin__ssa_v0: pl.Tensor[[T_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 2097152)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 32768)], inner_compress_state__ssa_v0: pl.InOut[pl.Tensor[[INNER_STATE_BLOCK_NUM_DYN, 2, 512], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)]], inner_compress_state_block_table__ssa_v0: pl.Tensor[[8192], pl.INT32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 32768)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 2097152)], inner_ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 4096)], inner_norm_w__ssa_v0: pl.Tensor[[128], pl.BF16, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 256)], idx_kv_cache__ssa_v0: pl.InOut[pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)]], idx_kv_scale__ssa_v0: pl.InOut[pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)]], idx_block_table__ssa_v0: pl.Tensor[[256], pl.INT32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 1024)], score__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)]], topk_idxs__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 0)], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)], inner_state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[T_DYN, 2048], pl.FP32], pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8], pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32], pl.Tensor[[T_DYN, 512], pl.INT32]]:
        t_dim_inline180__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        completion_inline521__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
        t_dim_inline10_inline523__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        rope_dup_idx_template_inline0_inline525__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_swap_idx_template_inline2_inline530__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_sign_template_inline3_inline526__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        self.prefill_idx_c4_rope_index_prepare(rope_dup_idx_template_inline0_inline525__ssa_v0, rope_swap_idx_template_inline2_inline530__ssa_v0, rope_sign_template_inline3_inline526__ssa_v0)
        state_order_fence_inline8_inline524__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.INT32, layout=pl.TensorLayout.ND, init_value=0.0)
        for tile_base_inline5_inline528__idx_v0 in pl.range(0, t_dim_inline10_inline523__ssa_v0, 512):
            tile_rows_inline9_inline533__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline10_inline523__ssa_v0 - tile_base_inline5_inline528__idx_v0, 512)
            with pl.scope():
                state_block_num_inline1003__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(inner_compress_state__ssa_v0, 0)
                idx_block_num_inline961__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx_kv_cache__ssa_v0, 0)
                kv_proj_scratch_inline1026__ssa_v0: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 524288)] = pl.tensor.create([512, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                score_proj_scratch_inline949__ssa_v0: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 524288)] = pl.tensor.create([512, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                compress_state_flat_inline948__ssa_v0: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(inner_compress_state__ssa_v0, [state_block_num_inline1003__ssa_v0 * 2, 512])
                idx_kv_cache_flat_inline943__ssa_v0: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_cache__ssa_v0, [idx_block_num_inline961__ssa_v0 * 32, 128])
                idx_kv_scale_flat_inline945__ssa_v0: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_scale__ssa_v0, [idx_block_num_inline961__ssa_v0 * 32, 1])
                pooled_kv_inline996__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 65536)] = pl.tensor.create([128, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                normed_kv_inline983__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 128], dtype=pl.BF16, layout=pl.TensorLayout.ND)
                final_kv_inline934__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 65536)] = pl.tensor.create([128, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                t_dim_inline959__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
                x_flat_inline1029__ssa_v0: pl.Tensor[[t_dim_inline959__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(x__ssa_v0, [t_dim_inline959__ssa_v0, 4096])
                proj_full_rows_inline931__ssa_v0: pl.Scalar[pl.INDEX] = tile_rows_inline9_inline533__ssa_v0 // 128 * 128
                proj_padded_rows_inline956__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline9_inline533__ssa_v0 + 15) // 16 * 16
                if 0 < proj_full_rows_inline931__ssa_v0:
                    ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]] = self.prefill_idx_c4_kv_score_proj_full_spmd(proj_full_rows_inline931__ssa_v0, tile_base_inline5_inline528__idx_v0, x_flat_inline1029__ssa_v0, inner_wkv__ssa_v0, inner_wgate__ssa_v0, kv_proj_scratch_inline1026__ssa_v0, score_proj_scratch_inline949__ssa_v0, attrs={"core_num": 16})
                    kv_proj_scratch_inline1026__phi_v2: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0[0]
                    score_proj_scratch_inline949__phi_v2: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0[1]
                    kv_proj_scratch_inline1026__phi_v3, score_proj_scratch_inline949__phi_v3 = pl.yield_(kv_proj_scratch_inline1026__phi_v2, score_proj_scratch_inline949__phi_v2)
                else:
                    kv_proj_scratch_inline1026__phi_v3, score_proj_scratch_inline949__phi_v3 = pl.yield_(kv_proj_scratch_inline1026__ssa_v0, score_proj_scratch_inline949__ssa_v0)
                if proj_full_rows_inline931__ssa_v0 < proj_padded_rows_inline956__ssa_v0:
                    ret__tmp_v0_1: pl.Tuple[pl.Tensor[[512, 256], pl.FP32], pl.Tensor[[512, 256], pl.FP32]] = self.prefill_idx_c4_kv_score_proj_tail_spmd(proj_full_rows_inline931__ssa_v0, proj_padded_rows_inline956__ssa_v0, tile_rows_inline9_inline533__ssa_v0, tile_base_inline5_inline528__idx_v0, x_flat_inline1029__ssa_v0, inner_wkv__ssa_v0, inner_wgate__ssa_v0, kv_proj_scratch_inline1026__phi_v3, score_proj_scratch_inline949__phi_v3, attrs={"core_num": 32})
                    kv_proj_scratch_inline1026__phi_v5: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0_1[0]
                    score_proj_scratch_inline949__phi_v5: pl.Tensor[[512, 256], pl.FP32, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0_1[1]
                    kv_proj_scratch_inline1026__phi_v6, score_proj_scratch_inline949__phi_v6 = pl.yield_(kv_proj_scratch_inline1026__phi_v5, score_proj_scratch_inline949__phi_v5)
                else:
                    kv_proj_scratch_inline1026__phi_v6, score_proj_scratch_inline949__phi_v6 = pl.yield_(kv_proj_scratch_inline1026__phi_v3, score_proj_scratch_inline949__phi_v3)
                write_pos_map_inline910__ssa_v0: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 512)] = pl.tensor.create([1, 128], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                write_dst_map_inline938__ssa_v0: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 512)] = pl.tensor.create([1, 128], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                ret__tmp_v0_2: pl.Tuple[pl.Tensor[[1, 128], pl.INT32], pl.Tensor[[1, 128], pl.INT32]] = self.prefill_idx_c4_write_map(tile_rows_inline9_inline533__ssa_v0, tile_base_inline5_inline528__idx_v0, idx_slot_mapping__ssa_v0, position_ids__ssa_v0, write_pos_map_inline910__ssa_v0, write_dst_map_inline938__ssa_v0)
                write_pos_map_inline910__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_2[0]
                write_dst_map_inline938__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_45", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_2[1]
                ret__tmp_v0_3: pl.Tuple[pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.prefill_idx_c4_state_scatter_pre_spmd, state_order_fence_inline8_inline524__ssa_v0, tile_base_inline5_inline528__idx_v0, inner_state_slot_mapping__ssa_v0, position_ids__ssa_v0, compress_state_flat_inline948__ssa_v0, inner_ape__ssa_v0, kv_proj_scratch_inline1026__phi_v6, score_proj_scratch_inline949__phi_v6, core_num=tile_rows_inline9_inline533__ssa_v0)
                compress_state_flat_inline948__phi_v6: pl.Tensor[[state_block_num_inline1003__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_3[0]
                _scatter_tid_inline896__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[1]
                ret__tmp_v0_4: pl.Tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.FP32]] = self.prefill_idx_c4_softmax_pool_spmd(write_dst_map_inline938__ssa_v1, write_pos_map_inline910__ssa_v1, inner_compress_state_block_table__ssa_v0, compress_state_flat_inline948__phi_v6, tile_rows_inline9_inline533__ssa_v0, tile_base_inline5_inline528__idx_v0, position_ids__ssa_v0, inner_ape__ssa_v0, score_proj_scratch_inline949__phi_v6, kv_proj_scratch_inline1026__phi_v6, pooled_kv_inline996__ssa_v0, attrs={"core_num": 128})
                write_slot_raw_inline898__ssa_v0: pl.Scalar[pl.INT32] = ret__tmp_v0_4[0]
                pooled_kv_inline996__phi_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 65536)] = ret__tmp_v0_4[1]
                norm_w_2d_inline939__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(inner_norm_w__ssa_v0, [1, 128])
                normed_kv_inline983__ssa_v4: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 32768)] = self.prefill_idx_c4_rmsnorm_rope_spmd(write_slot_raw_inline898__ssa_v0, write_dst_map_inline938__ssa_v1, write_pos_map_inline910__ssa_v1, freqs_cos__ssa_v0, freqs_sin__ssa_v0, pooled_kv_inline996__phi_v3, norm_w_2d_inline939__ssa_v0, normed_kv_inline983__ssa_v0, rope_dup_idx_template_inline0_inline525__ssa_v0, rope_swap_idx_template_inline2_inline530__ssa_v0, rope_sign_template_inline3_inline526__ssa_v0, attrs={"core_num": 8})
                final_kv_inline934__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_49", pl.const(0, pl.INT64), 65536)] = self.prefill_idx_c4_kv_hadamard_spmd(final_kv_inline934__ssa_v0, normed_kv_inline983__ssa_v4, hadamard__ssa_v0, attrs={"core_num": 8})
                scale_scratch_inline885__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_50", pl.const(0, pl.INT64), 512)] = pl.tensor.create([128, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                ret__tmp_v0_5: pl.Tuple[pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8]] = self.prefill_idx_c4_cache_write_spmd(final_kv_inline934__rv_v2, scale_scratch_inline885__ssa_v0, idx_kv_cache_flat_inline943__ssa_v0, write_dst_map_inline938__ssa_v1, idx_block_num_inline961__ssa_v0, attrs={"core_num": 8})
                scale_scratch_inline885__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_51", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_5[0]
                idx_kv_cache_flat_inline943__rv_v2: pl.Tensor[[idx_block_num_inline961__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_5[1]
                self.prefill_idx_c4_scale_scatter(scale_scratch_inline885__ssa_v1, write_dst_map_inline938__ssa_v1, idx_kv_scale_flat_inline945__ssa_v0, idx_block_num_inline961__ssa_v0)
                self.prefill_idx_c4_state_order_commit(pooled_kv_inline996__phi_v3, idx_kv_cache_flat_inline943__rv_v2, idx_kv_scale_flat_inline945__ssa_v0, state_order_fence_inline8_inline524__ssa_v0)
        ret__tmp_v0_6: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.prefill_idx_c4_complete, state_order_fence_inline8_inline524__ssa_v0)
        completion_tid_inline6_inline534__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_6[0]
        completion_inline521__ssa_v1: pl.Array[1, pl.TASK_ID] = pl.array.update_element(completion_inline521__ssa_v0, 0, completion_tid_inline6_inline534__ssa_v0)
        idx_kv_cache_out_inline522__ssa_v0: pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8, pl.MemRef("mem_ddr_53", pl.const(0, pl.INT64), 0)] = idx_kv_cache__ssa_v0
        idx_kv_scale_out_inline519__ssa_v0: pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32, pl.MemRef("mem_ddr_54", pl.const(0, pl.INT64), 0)] = idx_kv_scale__ssa_v0
        compress_state_out_inline518__ssa_v0: pl.Tensor[[INNER_STATE_BLOCK_NUM_DYN, 2, 512], pl.FP32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 0)] = inner_compress_state__ssa_v0
        idx_kv_cache_out_inline186__ssa_v0: pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 0)] = idx_kv_cache_out_inline522__ssa_v0
        idx_kv_scale_out_inline185__ssa_v0: pl.Tensor[[IDX_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 0)] = idx_kv_scale_out_inline519__ssa_v0
        inner_compress_state_out_inline181__ssa_v0: pl.Tensor[[INNER_STATE_BLOCK_NUM_DYN, 2, 512], pl.FP32, pl.MemRef("mem_ddr_58", pl.const(0, pl.INT64), 0)] = compress_state_out_inline518__ssa_v0
        last_pos_inline191__ssa_v0: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [t_dim_inline180__ssa_v0 - 1])
        max_visible_inline187__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.min((pl.cast(last_pos_inline191__ssa_v0, pl.INDEX) + 1) // 4, 2048), pl.INDEX)
        rope_dup_idx_template_inline189__ssa_v0: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_59", pl.const(0, pl.INT64), 256)] = pl.tensor.create([1, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_swap_idx_template_inline184__ssa_v0: pl.Tensor[[64, 64], pl.INT32, pl.MemRef("mem_ddr_60", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([64, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_sign_template_inline193__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_61", pl.const(0, pl.INT64), 256)] = pl.tensor.create([1, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        self.prefill_idx_rope_index_prepare(rope_dup_idx_template_inline189__ssa_v0, rope_sign_template_inline193__ssa_v0, rope_swap_idx_template_inline184__ssa_v0)
        for tile_base_inline188__idx_v0, (score__iter_v1, topk_idxs__iter_v1) in pl.range(0, t_dim_inline180__ssa_v0, 512, init_values=(score__ssa_v0, topk_idxs__ssa_v0)):
            with pl.scope():
                tile_rows_inline183__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline180__ssa_v0 - tile_base_inline188__idx_v0, 512)
                t_dim_inline595__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
                idx_block_num_inline601__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx_kv_cache__ssa_v0, 0)
                kv_cache_i8_flat_inline594__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_cache__ssa_v0, [idx_block_num_inline601__ssa_v0 * 32, 128])
                kv_scale_flat_inline615__ssa_v0: pl.Tensor[[idx_block_num_inline601__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_scale__ssa_v0, [idx_block_num_inline601__ssa_v0 * 32, 1])
                x_view_inline636__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(x__ssa_v0, [t_dim_inline595__ssa_v0, 4096])
                qr_view_inline664__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1024], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(qr__ssa_v0, [t_dim_inline595__ssa_v0, 1024])
                qr_scale_view_inline638__ssa_v0: pl.Tensor[[t_dim_inline595__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(qr_scale__ssa_v0, [t_dim_inline595__ssa_v0, 1])
                qr_proj_inline605__ssa_v0: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_62", pl.const(0, pl.INT64), 16777216)] = pl.tensor.create([512, 8192], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                qr_full_rows_inline586__ssa_v0: pl.Scalar[pl.INDEX] = tile_rows_inline183__ssa_v0 // 128 * 128
                qr_padded_rows_inline583__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline183__ssa_v0 + 15) // 16 * 16
                qr_full_row_blocks_inline629__ssa_v0: pl.Scalar[pl.INDEX] = 4
                if 0 < qr_full_rows_inline586__ssa_v0:
                    gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_63", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                    qr_proj_inline605__phi_v4: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_64", pl.const(0, pl.INT64), 16777216)] = self.prefill_idx_qr_proj_full_spmd(qr_full_row_blocks_inline629__ssa_v0, qr_full_rows_inline586__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__ssa_v0, qr_scale_view_inline638__ssa_v0, gm_pipe_buffer_0, attrs={"core_num": qr_full_row_blocks_inline629__ssa_v0 * 32})
                    qr_proj_inline605__phi_v5: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 16777216)] = pl.yield_(qr_proj_inline605__phi_v4)
                else:
                    qr_proj_inline605__phi_v5: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 16777216)] = pl.yield_(qr_proj_inline605__ssa_v0)
                if qr_full_rows_inline586__ssa_v0 < qr_padded_rows_inline583__ssa_v0:
                    qr_tail_row_blocks_inline621__ssa_v0: pl.Scalar[pl.INDEX] = 8
                    gm_pipe_buffer_1: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_66", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                    qr_proj_inline605__phi_v7: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_67", pl.const(0, pl.INT64), 16777216)] = self.prefill_idx_qr_proj_tail_spmd(qr_tail_row_blocks_inline621__ssa_v0, qr_full_rows_inline586__ssa_v0, qr_padded_rows_inline583__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, qr_view_inline664__ssa_v0, wq_b__ssa_v0, qr_scale_view_inline638__ssa_v0, wq_b_scale__ssa_v0, qr_proj_inline605__phi_v5, gm_pipe_buffer_1, attrs={"core_num": qr_tail_row_blocks_inline621__ssa_v0 * 32})
                    qr_proj_inline605__phi_v8: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_68", pl.const(0, pl.INT64), 16777216)] = pl.yield_(qr_proj_inline605__phi_v7)
                else:
                    qr_proj_inline605__phi_v8: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_68", pl.const(0, pl.INT64), 16777216)] = pl.yield_(qr_proj_inline605__phi_v5)
                qr_proj_flat_inline563__ssa_v0: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_68", pl.const(0, pl.INT64), 16777216)] = pl.tensor.reshape(qr_proj_inline605__phi_v8, [32768, 128])
                qr_bf16_inline593__ssa_v0: pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_69", pl.const(0, pl.INT64), 8388608)] = pl.tensor.create([32768, 128], dtype=pl.BF16, layout=pl.TensorLayout.ND)
                ret__tmp_v0_7: pl.Tuple[pl.Tensor[[32768, 128], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.prefill_idx_qr_rope_spmd, tile_base_inline188__idx_v0, qr_proj_flat_inline563__ssa_v0, rope_swap_idx_template_inline184__ssa_v0, cos__ssa_v0, rope_dup_idx_template_inline189__ssa_v0, sin__ssa_v0, rope_sign_template_inline193__ssa_v0, qr_bf16_inline593__ssa_v0, core_num=tile_rows_inline183__ssa_v0, allow_early_resolve=True)
                qr_bf16_inline593__ssa_v1: pl.Tensor[[32768, 128], pl.BF16, pl.MemRef("mem_ddr_70", pl.const(0, pl.INT64), 8388608)] = ret__tmp_v0_7[0]
                tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_7[1]
                qh_acc_gm_inline619__ssa_v0: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_71", pl.const(0, pl.INT64), 16777216)] = pl.tensor.create([32768, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                ret__tmp_v0_8: pl.Tuple[pl.Tensor[[32768, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.prefill_idx_qr_hadamard_spmd, qr_bf16_inline593__ssa_v1, hadamard__ssa_v0, qh_acc_gm_inline619__ssa_v0, core_num=tile_rows_inline183__ssa_v0, allow_early_resolve=True)
                qh_acc_gm_inline619__ssa_v1: pl.Tensor[[32768, 128], pl.FP32, pl.MemRef("mem_ddr_72", pl.const(0, pl.INT64), 16777216)] = ret__tmp_v0_8[0]
                tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_8[1]
                qr_hadamard_i8_inline639__ssa_v0: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_73", pl.const(0, pl.INT64), 4194304)] = pl.tensor.create([32768, 128], dtype=pl.INT8, layout=pl.TensorLayout.ND)
                qr_hadamard_scale_dq_inline578__ssa_v0: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_74", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([32768, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                ret__tmp_v0_9: pl.Tuple[pl.Tensor[[32768, 1], pl.FP32], pl.Tensor[[32768, 128], pl.INT8], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.prefill_idx_qr_quant_spmd, qh_acc_gm_inline619__ssa_v1, qr_hadamard_scale_dq_inline578__ssa_v0, qr_hadamard_i8_inline639__ssa_v0, core_num=tile_rows_inline183__ssa_v0, allow_early_resolve=True)
                qr_hadamard_scale_dq_inline578__ssa_v1: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_75", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_9[0]
                qr_hadamard_i8_inline639__rv_v2: pl.Tensor[[32768, 128], pl.INT8, pl.MemRef("mem_ddr_76", pl.const(0, pl.INT64), 4194304)] = ret__tmp_v0_9[1]
                tid__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_9[2]
                weights_inline651__ssa_v0: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_77", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([512, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                weights_full_rows_inline570__ssa_v0: pl.Scalar[pl.INDEX] = tile_rows_inline183__ssa_v0 // 32 * 32
                weights_padded_rows_inline653__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline183__ssa_v0 + 15) // 16 * 16
                gm_pipe_buffer_2: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_78", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                weights_inline651__phi_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_79", pl.const(0, pl.INT64), 131072)] = self.prefill_idx_weights_proj_full_spmd(weights_full_rows_inline570__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__ssa_v0, gm_pipe_buffer_2, attrs={"core_num": 16})
                if weights_full_rows_inline570__ssa_v0 < weights_padded_rows_inline653__ssa_v0:
                    gm_pipe_buffer_3: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_80", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                    weights_inline651__phi_v4: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_81", pl.const(0, pl.INT64), 131072)] = self.prefill_idx_weights_proj_tail_spmd(weights_full_rows_inline570__ssa_v0, weights_padded_rows_inline653__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, x_view_inline636__ssa_v0, weights_proj__ssa_v0, weights_inline651__phi_v2, gm_pipe_buffer_3, attrs={"core_num": 2})
                    weights_inline651__phi_v5: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_82", pl.const(0, pl.INT64), 131072)] = pl.yield_(weights_inline651__phi_v4)
                else:
                    weights_inline651__phi_v5: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_82", pl.const(0, pl.INT64), 131072)] = pl.yield_(weights_inline651__phi_v2)
                wave_count_inline669__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline183__ssa_v0 + 127) // 128
                wave_blocks_inline670__ssa_v0: pl.Scalar[pl.INDEX] = wave_count_inline669__ssa_v0 * 128
                ret__tmp_v0_10: pl.Tuple[pl.Tensor[[T_DYN, 2048], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.prefill_idx_score_init_spmd, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, score__iter_v1, core_num=wave_blocks_inline670__ssa_v0, allow_early_resolve=True)
                score__phi_v4: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_83", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_10[0]
                tid__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_10[1]
                score_groups_per_wave_inline652__ssa_v0: pl.Scalar[pl.INDEX] = 16
                gm_pipe_buffer_4: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_84", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                score__phi_v14: pl.Tensor[[T_DYN, 2048], pl.FP32, pl.MemRef("mem_ddr_85", pl.const(0, pl.INT64), 0)] = self.prefill_idx_score_spmd(score_groups_per_wave_inline652__ssa_v0, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, position_ids__ssa_v0, max_visible_inline187__ssa_v0, score__phi_v4, idx_block_table__ssa_v0, idx_block_num_inline601__ssa_v0, kv_cache_i8_flat_inline594__ssa_v0, kv_scale_flat_inline615__ssa_v0, qr_hadamard_i8_inline639__rv_v2, qr_hadamard_scale_dq_inline578__ssa_v1, weights_inline651__phi_v5, gm_pipe_buffer_4, attrs={"core_num": wave_count_inline669__ssa_v0 * score_groups_per_wave_inline652__ssa_v0})
                ret__tmp_v0_11: pl.Tuple[pl.Tensor[[T_DYN, 512], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.prefill_idx_topk_spmd, tile_rows_inline183__ssa_v0, tile_base_inline188__idx_v0, topk_idxs__iter_v1, position_ids__ssa_v0, score__phi_v14, core_num=wave_blocks_inline670__ssa_v0, allow_early_resolve=True)
                topk_idxs__phi_v6: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_86", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_11[0]
                tid__ssa_v4: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_11[1]
                score__rv_v2, topk_idxs__rv_v2 = pl.yield_(score__phi_v14, topk_idxs__phi_v6)
        return score__rv_v2, idx_kv_cache__ssa_v0, idx_kv_scale__ssa_v0, topk_idxs__rv_v2