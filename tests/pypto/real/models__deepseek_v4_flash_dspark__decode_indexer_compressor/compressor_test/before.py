# pypto.program: _jit_compressor_test
import pypto.language as pl

B_DYN = pl.dynamic("B_DYN")
IDX_CACHE_BLOCK_NUM_DYN = pl.dynamic("IDX_CACHE_BLOCK_NUM_DYN")
INNER_STATE_BLOCK_NUM_DYN = pl.dynamic("INNER_STATE_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_compressor_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kv_and_cache_write(b_dim_inline47__ssa_v0: pl.Scalar[pl.INDEX], kv_final_inline118__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], idx_kv_cache_flat_inline52__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline29__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], kv_flat_inline100__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], s_dim_inline73__ssa_v0: pl.Scalar[pl.INDEX], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], idx_kv_scale_flat_inline96__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline29__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]]):
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        wr_blk_inline135__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        wr_b0_inline20__ssa_v0: pl.Scalar[pl.INDEX] = wr_blk_inline135__ssa_v0 * 16
        wr_blk_rows_inline136__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(b_dim_inline47__ssa_v0 - wr_b0_inline20__ssa_v0, 16)
        t__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(kv_final_inline118__rv_v2, [wr_b0_inline20__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        t__tile_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.BF16, mode='rint')
        kv_blk_f32_inline139__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='round')
        t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.abs(kv_blk_f32_inline139__tile)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__tile_2, tmp_tile)
        kv_amax_inline138__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
        t__tile_4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0001)
        kv_amax_v1_inline140__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.maximum(kv_amax_inline138__tile, t__tile_4)
        t__tile_5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=127.0)
        kv_scale_q_row_inline49__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.div(t__tile_5, kv_amax_v1_inline140__tile)
        t__tile_6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.recip(kv_scale_q_row_inline49__tile)
        kv_scale_dq_col_inline95__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [16, 1])
        kv_scale_q_col_inline141__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(kv_scale_q_row_inline49__tile, [16, 1])
        kv_scaled_inline61__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_blk_f32_inline139__tile, kv_scale_q_col_inline141__tile)
        kv_i32_inline70__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_scaled_inline61__tile, target_type=pl.INT32, mode='rint')
        kv_half_inline127__tile: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_i32_inline70__tile, target_type=pl.FP16, mode='round')
        kv_i8_blk_inline11__tile: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_half_inline127__tile, target_type=pl.INT8, mode='trunc')
        for inner_inline31__idx_v0, (idx_kv_cache_flat_inline52__iter_v1, kv_flat_inline100__iter_v1) in pl.range(wr_blk_rows_inline136__ssa_v0, init_values=(idx_kv_cache_flat_inline52__ssa_v0, kv_flat_inline100__ssa_v0)):
            c_idx_inline42__ssa_v1: pl.Scalar[pl.INDEX] = wr_b0_inline20__ssa_v0 + inner_inline31__idx_v0
            first_pos_b_inline39__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline42__ssa_v1 * s_dim_inline73__ssa_v0])
            pos_b_inline54__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(first_pos_b_inline39__tile, pl.INDEX) % 4
            if 4 <= pos_b_inline54__ssa_v1 + s_dim_inline73__ssa_v0:
                boundary_s_inline68__ssa_v0: pl.Scalar[pl.INDEX] = 3 - pos_b_inline54__ssa_v1
                kv_row_fp32_inline10__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(kv_final_inline118__rv_v2, [c_idx_inline42__ssa_v1, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                cache_row_i64_inline9__tile: pl.Scalar[pl.INT64] = pl.tensor.read(idx_slot_mapping__ssa_v0, [c_idx_inline42__ssa_v1 * s_dim_inline73__ssa_v0 + boundary_s_inline68__ssa_v0])
                if 0 <= cache_row_i64_inline9__tile:
                    cache_row_inline35__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cache_row_i64_inline9__tile, pl.INDEX)
                    kv_flat_inline100__tile: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_row_fp32_inline10__tile, [c_idx_inline42__ssa_v1 * s_dim_inline73__ssa_v0, 0], kv_flat_inline100__iter_v1)
                    t__tile_7: pl.Tile[[1, 128], pl.INT8, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(kv_i8_blk_inline11__tile, [1, 128], [inner_inline31__idx_v0, 0])
                    idx_kv_cache_flat_inline52__tile: pl.Tensor[[idx_block_num_inline29__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_7, [cache_row_inline35__ssa_v0, 0], idx_kv_cache_flat_inline52__iter_v1)
                    t__tile_8: pl.Scalar[pl.FP32] = pl.tile.read(kv_scale_dq_col_inline95__tile, [inner_inline31__idx_v0, 0])
                    pl.tensor.write(idx_kv_scale_flat_inline96__ssa_v0, [cache_row_inline35__ssa_v0, 0], t__tile_8)
                    idx_kv_cache_flat_inline52__phi_v4, kv_flat_inline100__phi_v4 = pl.yield_(idx_kv_cache_flat_inline52__tile, kv_flat_inline100__tile)
                else:
                    idx_kv_cache_flat_inline52__phi_v4, kv_flat_inline100__phi_v4 = pl.yield_(idx_kv_cache_flat_inline52__iter_v1, kv_flat_inline100__iter_v1)
                idx_kv_cache_flat_inline52__phi_v5, kv_flat_inline100__phi_v5 = pl.yield_(idx_kv_cache_flat_inline52__phi_v4, kv_flat_inline100__phi_v4)
            else:
                idx_kv_cache_flat_inline52__phi_v5, kv_flat_inline100__phi_v5 = pl.yield_(idx_kv_cache_flat_inline52__iter_v1, kv_flat_inline100__iter_v1)
            idx_kv_cache_flat_inline52__rv_v2, kv_flat_inline100__rv_v2 = pl.yield_(idx_kv_cache_flat_inline52__phi_v5, kv_flat_inline100__phi_v5)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def kv_and_cache_write_spmd(self, b_dim_inline47__ssa_v0: pl.Scalar[pl.INDEX], kv_final_inline118__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], idx_kv_cache_flat_inline52__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline29__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], kv_flat_inline100__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], s_dim_inline73__ssa_v0: pl.Scalar[pl.INDEX], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], idx_kv_scale_flat_inline96__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline29__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]]):
        self.kv_and_cache_write(b_dim_inline47__ssa_v0, kv_final_inline118__rv_v2, idx_kv_cache_flat_inline52__ssa_v0, kv_flat_inline100__ssa_v0, position_ids__ssa_v0, s_dim_inline73__ssa_v0, idx_slot_mapping__ssa_v0, idx_kv_scale_flat_inline96__ssa_v0)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kv_hadamard(normed_kv_inline119__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], kv_final_inline118__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        had_blk_inline133__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        had_b0_inline51__ssa_v0: pl.Scalar[pl.INDEX] = had_blk_inline133__ssa_v0 * 16
        kv_proj_tile_inline116__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(normed_kv_inline119__ssa_v4, [had_b0_inline51__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        for o0_inline74__idx_v0, (kv_final_inline118__iter_v1,) in pl.range(0, 128, 64, init_values=(kv_final_inline118__ssa_v0,)):
            hadamard_tile_inline101__tile: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(4096, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(hadamard__ssa_v0, [0, o0_inline74__idx_v0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
            kv_proj_tile_inline116__tile_Left: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(kv_proj_tile_inline116__tile, target_memory=pl.Mem.Left)
            hadamard_tile_inline101__tile_Right: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(hadamard_tile_inline101__tile, target_memory=pl.Mem.Right)
            kv_hadamard_acc_inline134__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(kv_proj_tile_inline116__tile_Left, hadamard_tile_inline101__tile_Right)
            kv_final_inline118__tile: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(kv_hadamard_acc_inline134__tile, [had_b0_inline51__ssa_v0, o0_inline74__idx_v0], kv_final_inline118__iter_v1)
            kv_final_inline118__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 8192)] = pl.yield_(kv_final_inline118__tile)
        return kv_final_inline118__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def kv_hadamard_spmd(self, normed_kv_inline119__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], kv_final_inline118__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[16, 128], pl.FP32]:
        kv_final_inline118__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.kv_hadamard(normed_kv_inline119__ssa_v4, kv_final_inline118__ssa_v0, hadamard__ssa_v0)
        return kv_final_inline118__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kv_score_proj(bs_inline128__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline79__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_pad_inline75__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)]], score_proj_pad_inline40__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]]) -> tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]]:
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_12: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_13: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_14: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_23: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_24: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        idx_inline28__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        global_row0_inline78__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline28__ssa_v0 // 8 * 16
        o0_inline55__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline28__ssa_v0 % 8 * 32
        kv_acc_inline53__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        score_acc_inline59__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline122__idx_v0, (kv_acc_inline53__iter_v1, score_acc_inline59__iter_v1) in pl.range(0, 8, 2, init_values=(kv_acc_inline53__tile, score_acc_inline59__tile)):
            k0_inline34__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline122__idx_v0 * 512
            x_rows_inline46__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(bs_inline128__ssa_v0 - global_row0_inline78__ssa_v0, 16)
            k0_inline34__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline122__idx_v0 + 1) * 512
            x_rows_inline46__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(bs_inline128__ssa_v0 - global_row0_inline78__ssa_v0, 16)
            x_tile_inline71__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(81920, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0, 512])] = pl.tile.load(x_flat_inline79__ssa_v0, [global_row0_inline78__ssa_v0, k0_inline34__ssa_v0], [16, 512], [x_rows_inline46__ssa_v0, 512], target_memory=pl.Mem.Mat)
            wkv_tile_inline115__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline55__ssa_v0, k0_inline34__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            wgate_tile_inline81__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline55__ssa_v0, k0_inline34__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            x_tile_inline71__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0_1, 512])] = pl.tile.load(x_flat_inline79__ssa_v0, [global_row0_inline78__ssa_v0, k0_inline34__ssa_v0_1], [16, 512], [x_rows_inline46__ssa_v0_1, 512], target_memory=pl.Mem.Mat)
            wkv_tile_inline115__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline55__ssa_v0, k0_inline34__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            wgate_tile_inline81__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline55__ssa_v0, k0_inline34__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            if k0_inline34__ssa_v0 == 0:
                wkv_tile_inline115__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline115__tile)
                x_tile_inline71__tile_Left: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0, 512])] = pl.tile.move(x_tile_inline71__tile, target_memory=pl.Mem.Left)
                wkv_tile_inline115__tile_t_Right: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline115__tile_t, target_memory=pl.Mem.Right)
                kv_acc_inline53__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline71__tile_Left, wkv_tile_inline115__tile_t_Right)
                wgate_tile_inline81__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline81__tile)
                wgate_tile_inline81__tile_t_Right: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline81__tile_t, target_memory=pl.Mem.Right)
                score_acc_inline59__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline71__tile_Left, wgate_tile_inline81__tile_t_Right)
                kv_acc_inline53__phi_v5, score_acc_inline59__phi_v5 = pl.yield_(kv_acc_inline53__tile_1, score_acc_inline59__tile_1)
            else:
                wkv_tile_inline115__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline115__tile)
                x_tile_inline71__tile_Left_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0, 512])] = pl.tile.move(x_tile_inline71__tile, target_memory=pl.Mem.Left)
                wkv_tile_inline115__tile_t_Right_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline115__tile_t_1, target_memory=pl.Mem.Right)
                kv_acc_inline53__tile_2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline53__iter_v1, x_tile_inline71__tile_Left_1, wkv_tile_inline115__tile_t_Right_1)
                wgate_tile_inline81__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline81__tile)
                wgate_tile_inline81__tile_t_Right_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline81__tile_t_1, target_memory=pl.Mem.Right)
                score_acc_inline59__tile_2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline59__iter_v1, x_tile_inline71__tile_Left_1, wgate_tile_inline81__tile_t_Right_1)
                kv_acc_inline53__phi_v5, score_acc_inline59__phi_v5 = pl.yield_(kv_acc_inline53__tile_2, score_acc_inline59__tile_2)
            if k0_inline34__ssa_v0_1 == 0:
                wkv_tile_inline115__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline115__tile_1)
                x_tile_inline71__tile_Left_2: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_23, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0_1, 512])] = pl.tile.move(x_tile_inline71__tile_1, target_memory=pl.Mem.Left)
                wkv_tile_inline115__tile_t_Right_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline115__tile_t_2, target_memory=pl.Mem.Right)
                kv_acc_inline53__tile_3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0_1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline71__tile_Left_2, wkv_tile_inline115__tile_t_Right_2)
                wgate_tile_inline81__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline81__tile_1)
                wgate_tile_inline81__tile_t_Right_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline81__tile_t_2, target_memory=pl.Mem.Right)
                score_acc_inline59__tile_3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0_1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline71__tile_Left_2, wgate_tile_inline81__tile_t_Right_2)
                kv_acc_inline53__phi_v5_1, score_acc_inline59__phi_v5_1 = pl.yield_(kv_acc_inline53__tile_3, score_acc_inline59__tile_3)
            else:
                wkv_tile_inline115__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline115__tile_1)
                x_tile_inline71__tile_Left_3: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_23, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline46__ssa_v0_1, 512])] = pl.tile.move(x_tile_inline71__tile_1, target_memory=pl.Mem.Left)
                wkv_tile_inline115__tile_t_Right_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline115__tile_t_3, target_memory=pl.Mem.Right)
                kv_acc_inline53__tile_4: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline53__phi_v5, x_tile_inline71__tile_Left_3, wkv_tile_inline115__tile_t_Right_3)
                wgate_tile_inline81__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline81__tile_1)
                wgate_tile_inline81__tile_t_Right_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline81__tile_t_3, target_memory=pl.Mem.Right)
                score_acc_inline59__tile_4: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline59__phi_v5, x_tile_inline71__tile_Left_3, wgate_tile_inline81__tile_t_Right_3)
                kv_acc_inline53__phi_v5_1, score_acc_inline59__phi_v5_1 = pl.yield_(kv_acc_inline53__tile_4, score_acc_inline59__tile_4)
            kv_acc_inline53__rv_v2, score_acc_inline59__rv_v2 = pl.yield_(kv_acc_inline53__phi_v5_1, score_acc_inline59__phi_v5_1)
        kv_proj_pad_inline75__tile: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = pl.tile.store(kv_acc_inline53__rv_v2, [global_row0_inline78__ssa_v0, o0_inline55__ssa_v0], kv_proj_pad_inline75__ssa_v0)
        score_proj_pad_inline40__tile: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = pl.tile.store(score_acc_inline59__rv_v2, [global_row0_inline78__ssa_v0, o0_inline55__ssa_v0], score_proj_pad_inline40__ssa_v0)
        return kv_proj_pad_inline75__ssa_v0, score_proj_pad_inline40__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def kv_score_proj_spmd(self, bs_inline128__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline79__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_pad_inline75__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)]], score_proj_pad_inline40__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]]) -> tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]] = self.kv_score_proj(bs_inline128__ssa_v0, x_flat_inline79__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_pad_inline75__ssa_v0, score_proj_pad_inline40__ssa_v0)
        kv_proj_pad_inline75__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[0]
        score_proj_pad_inline40__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[1]
        return kv_proj_pad_inline75__ssa_v0, score_proj_pad_inline40__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_rope(b_dim_inline47__ssa_v0: pl.Scalar[pl.INDEX], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], pooled_kv_inline23__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], normed_kv_inline119__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], norm_w_2d_inline109__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[16, 128], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_50: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        rms_blk_inline94__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        b0_inline110__ssa_v0: pl.Scalar[pl.INDEX] = rms_blk_inline94__ssa_v0 * 16
        rms_blk_rows_inline112__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(b_dim_inline47__ssa_v0 - b0_inline110__ssa_v0, 16)
        cos_b_inline36__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(24704, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[rms_blk_rows_inline112__ssa_v0, 64])] = pl.tile.load(cos_il__rv_v2, [b0_inline110__ssa_v0, 0], [16, 64], [rms_blk_rows_inline112__ssa_v0, 64], target_memory=pl.Mem.Vec)
        sin_b_inline86__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(29056, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[rms_blk_rows_inline112__ssa_v0, 64])] = pl.tile.load(sin_signed__rv_v2, [b0_inline110__ssa_v0, 0], [16, 64], [rms_blk_rows_inline112__ssa_v0, 64], target_memory=pl.Mem.Vec)
        partial_sq_inline32__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        for k0_inline113__idx_v0, (partial_sq_inline32__iter_v1,) in pl.range(0, 128, 128, init_values=(partial_sq_inline32__tile,)):
            kv_rms_chunk_inline114__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline23__rv_v2, [b0_inline110__ssa_v0, k0_inline113__idx_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            kv_rms_chunk_inline114__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline23__rv_v2, [b0_inline110__ssa_v0, k0_inline113__idx_v0 + 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            kv_rms_sq_inline72__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline114__tile, kv_rms_chunk_inline114__tile)
            tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(12288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline72__tile, tmp_tile)
            kv_rms_rowsum_inline117__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(12288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 16])
            partial_sq_inline32__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(partial_sq_inline32__iter_v1, kv_rms_rowsum_inline117__tile)
            kv_rms_sq_inline72__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline114__tile_1, kv_rms_chunk_inline114__tile_1)
            tmp_tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24640, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline72__tile_1, tmp_tile_1)
            kv_rms_rowsum_inline117__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24640, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
            partial_sq_inline32__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(partial_sq_inline32__tile_1, kv_rms_rowsum_inline117__tile_1)
            partial_sq_inline32__rv_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(partial_sq_inline32__tile_2)
        t__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(partial_sq_inline32__rv_v2, 0.0078125)
        t__tile_3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(t__tile_2, 9.9999999999999995e-07)
        variance_inline120__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [16, 1])
        t__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(variance_inline120__tile, [1, 16])
        t__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sqrt(t__rm_a0_tmp_v0)
        t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v1, [16, 1])
        inv_rms_inline105__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 16])
        inv_rms_inline105__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.recip(inv_rms_inline105__rm_a0_tmp_v2)
        inv_rms_inline105__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(inv_rms_inline105__row_major_tmp_v3, [16, 1])
        kv_norm_chunk_inline123__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline23__rv_v2, [b0_inline110__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_5: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline109__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_inline125__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_5, target_type=pl.FP32, mode='round')
        t__tile_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline123__tile, inv_rms_inline105__tile)
        normed_chunk_inline37__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_6, gamma_inline125__tile)
        t__tile_7: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(normed_chunk_inline37__tile, target_type=pl.BF16, mode='rint')
        normed_kv_inline119__tile: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_7, [b0_inline110__ssa_v0, 0], normed_kv_inline119__ssa_v0)
        normed_kv_inline119__rv_v2: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4096)] = normed_kv_inline119__tile
        kv_rope_norm_inline129__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline23__rv_v2, [b0_inline110__ssa_v0, 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_8: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline109__ssa_v0, [0, 64], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_rope_inline15__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_8, target_type=pl.FP32, mode='round')
        t__tile_9: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_rope_norm_inline129__tile, inv_rms_inline105__tile)
        rope_normed_inline130__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_9, gamma_rope_inline15__tile)
        rope_ones_inline131__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        t__tile_10: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        t__tile_11: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_10, target_type=pl.FP32, mode='round')
        rope_col_inline126__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(rope_ones_inline131__tile, t__tile_11)
        t__tile_12: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_col_inline126__tile, 0.5)
        t__tile_13: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_12, target_type=pl.INT32, mode='trunc')
        rope_dup_f_inline19__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_13, target_type=pl.FP32, mode='round')
        t__tile_14: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_dup_f_inline19__tile, 2.0)
        rope_lane_inline58__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(rope_col_inline126__tile, t__tile_14)
        t__tile_15: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(rope_col_inline126__tile, 1.0)
        t__tile_16: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_lane_inline58__tile, 2.0)
        t__tile_17: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sub(t__tile_15, t__tile_16)
        rope_swap_idx_inline66__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_17, target_type=pl.INT32, mode='round')
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_normed_inline130__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_swap_idx_inline66__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        swapped_inline132__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        t__tile_18: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(rope_normed_inline130__tile, cos_b_inline36__tile)
        t__tile_19: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(swapped_inline132__tile, sin_b_inline86__tile)
        rope_rot_inline84__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile_18, t__tile_19)
        t__tile_20: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(rope_rot_inline84__tile, target_type=pl.BF16, mode='rint')
        normed_kv_inline119__tile_1: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_20, [b0_inline110__ssa_v0, 64], normed_kv_inline119__rv_v2)
        return normed_kv_inline119__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def rmsnorm_rope_spmd(self, b_dim_inline47__ssa_v0: pl.Scalar[pl.INDEX], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], pooled_kv_inline23__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], normed_kv_inline119__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], norm_w_2d_inline109__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[16, 128], pl.BF16]:
        normed_kv_inline119__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = self.rmsnorm_rope(b_dim_inline47__ssa_v0, cos_il__rv_v2, sin_signed__rv_v2, pooled_kv_inline23__rv_v2, normed_kv_inline119__ssa_v0, norm_w_2d_inline109__ssa_v0)
        return normed_kv_inline119__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_interleave(cos_il__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], sin_signed__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], b_dim_inline8__ssa_v0: pl.Scalar[pl.INDEX], cos__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], sin__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        il_ones_inline7__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([4, 64], dtype=pl.FP32, value=1.0)
        t__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
        il_col_inline6__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.col_expand_mul(il_ones_inline7__tile, t__tile_1)
        t__tile_2: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_col_inline6__tile, 0.5)
        t__tile_3: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_2, target_type=pl.INT32, mode='trunc')
        il_dup_f_inline4__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_3, target_type=pl.FP32, mode='round')
        il_dup_idx_inline3__tile: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(il_dup_f_inline4__tile, target_type=pl.INT32, mode='round')
        t__tile_4: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_dup_f_inline4__tile, 2.0)
        il_lane_inline2__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(il_col_inline6__tile, t__tile_4)
        t__tile_5: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_lane_inline2__tile, 2.0)
        il_sign_inline1__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.subs(t__tile_5, 1.0)
        for il_blk_inline5__idx_v0, (cos_il__iter_v1, sin_signed__iter_v1) in pl.range(b_dim_inline8__ssa_v0 // 4, init_values=(cos_il__ssa_v0, sin_signed__ssa_v0)):
            il_b0_inline0__ssa_v0: pl.Scalar[pl.INDEX] = il_blk_inline5__idx_v0 * 4
            t__tile_6: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(cos__ssa_v0, [il_b0_inline0__ssa_v0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            gather_acc_init: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([4, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv, (gather_ia,) in pl.range(4, init_values=(gather_acc_init,)):
                gather_inp_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(t__tile_6, [1, 32], [gather_lv, 0], [1, 32])
                gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(il_dup_idx_inline3__tile, [1, 64], [gather_lv, 0], [1, 64])
                gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_18, pl.const(1536, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(1792, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                gather_asmbl: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                gather_rv: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl)
            t__tile_7: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = gather_rv
            cos_il__tile: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_7, [il_b0_inline0__ssa_v0, 0], cos_il__iter_v1)
            t__tile_8: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sin__ssa_v0, [il_b0_inline0__ssa_v0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            gather_acc_init_1: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([4, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv_1, (gather_ia_1,) in pl.range(4, init_values=(gather_acc_init_1,)):
                gather_inp_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(t__tile_8, [1, 32], [gather_lv_1, 0], [1, 32])
                gather_idx_row_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(il_dup_idx_inline3__tile, [1, 64], [gather_lv_1, 0], [1, 64])
                gather_row_tmp_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_18, pl.const(1536, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(1792, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
                gather_asmbl_1: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
                gather_rv_1: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
            t__tile_9: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = gather_rv_1
            t__tile_10: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(t__tile_9, il_sign_inline1__tile)
            sin_signed__tile: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_10, [il_b0_inline0__ssa_v0, 0], sin_signed__iter_v1)
            cos_il__rv_v2, sin_signed__rv_v2 = pl.yield_(cos_il__tile, sin_signed__tile)
        return cos_il__ssa_v0, sin_signed__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scatter_softmax_pool(compress_state_flat_inline60__ssa_v0: pl.InOut[pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], pooled_kv_inline23__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]], b_dim_inline47__ssa_v0: pl.Scalar[pl.INDEX], s_dim_inline73__ssa_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], inner_state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], kv_proj_pad_inline75__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)], score_proj_pad_inline40__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)], ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)], compress_state_block_table__ssa_v0: pl.Tensor[[B_DYN, 8192], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_32: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_40: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        for c_idx_inline42__idx_v0, (compress_state_flat_inline60__iter_v1, pooled_kv_inline23__iter_v1) in pl.range(b_dim_inline47__ssa_v0, init_values=(compress_state_flat_inline60__ssa_v0, pooled_kv_inline23__ssa_v0)):
            unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (s_dim_inline73__ssa_v0 - 0) // 2 * 2
            for s_sc_inline89__idx_v0, (compress_state_flat_inline60__iter_v3,) in pl.range(0, unroll_main_end, 2, init_values=(compress_state_flat_inline60__iter_v1,)):
                token_pos_inline50__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + s_sc_inline89__idx_v0])
                state_row_i64_inline62__tile: pl.Scalar[pl.INT64] = pl.tensor.read(inner_state_slot_mapping__ssa_v0, [c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + s_sc_inline89__idx_v0])
                proj_row_inline48__ssa_v0: pl.Scalar[pl.INDEX] = c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + s_sc_inline89__idx_v0
                token_ape_row_inline45__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline50__tile, pl.INDEX) % 4, pl.INDEX)
                token_pos_inline50__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + (s_sc_inline89__idx_v0 + 1)])
                state_row_i64_inline62__tile_1: pl.Scalar[pl.INT64] = pl.tensor.read(inner_state_slot_mapping__ssa_v0, [c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + (s_sc_inline89__idx_v0 + 1)])
                proj_row_inline48__ssa_v0_1: pl.Scalar[pl.INDEX] = c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + (s_sc_inline89__idx_v0 + 1)
                token_ape_row_inline45__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline50__tile_1, pl.INDEX) % 4, pl.INDEX)
                if 0 <= state_row_i64_inline62__tile:
                    state_row_inline82__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline62__tile, pl.INDEX)
                    kv_tile_inline44__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline75__ssa_v1, [proj_row_inline48__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_inline43__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline40__ssa_v1, [proj_row_inline48__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    ape_tile_inline41__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [token_ape_row_inline45__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_v1_inline33__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(score_tile_inline43__tile, ape_tile_inline41__tile)
                    compress_state_flat_inline60__tile: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_tile_inline44__tile, [state_row_inline82__ssa_v0, 0], compress_state_flat_inline60__iter_v3)
                    compress_state_flat_inline60__tile_1: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(score_tile_v1_inline33__tile, [state_row_inline82__ssa_v0, 256], compress_state_flat_inline60__tile)
                    compress_state_flat_inline60__phi_v7: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__tile_1)
                else:
                    compress_state_flat_inline60__phi_v7: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__iter_v3)
                if 0 <= state_row_i64_inline62__tile_1:
                    state_row_inline82__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline62__tile_1, pl.INDEX)
                    kv_tile_inline44__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline75__ssa_v1, [proj_row_inline48__ssa_v0_1, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_inline43__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline40__ssa_v1, [proj_row_inline48__ssa_v0_1, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    ape_tile_inline41__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [token_ape_row_inline45__ssa_v0_1, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_v1_inline33__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(score_tile_inline43__tile_1, ape_tile_inline41__tile_1)
                    compress_state_flat_inline60__tile_2: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_tile_inline44__tile_1, [state_row_inline82__ssa_v0_1, 0], compress_state_flat_inline60__phi_v7)
                    compress_state_flat_inline60__tile_3: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(score_tile_v1_inline33__tile_1, [state_row_inline82__ssa_v0_1, 256], compress_state_flat_inline60__tile_2)
                    compress_state_flat_inline60__phi_v7_1: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__tile_3)
                else:
                    compress_state_flat_inline60__phi_v7_1: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__phi_v7)
                compress_state_flat_inline60__rv_v4_main: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__phi_v7_1)
            unroll_rem: pl.Scalar[pl.INDEX] = s_dim_inline73__ssa_v0 - unroll_main_end
            if unroll_rem == 1:
                token_pos_inline50__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + unroll_main_end])
                state_row_i64_inline62__tile_2: pl.Scalar[pl.INT64] = pl.tensor.read(inner_state_slot_mapping__ssa_v0, [c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + unroll_main_end])
                proj_row_inline48__ssa_v0_2: pl.Scalar[pl.INDEX] = c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0 + unroll_main_end
                token_ape_row_inline45__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline50__tile_2, pl.INDEX) % 4, pl.INDEX)
                if 0 <= state_row_i64_inline62__tile_2:
                    state_row_inline82__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline62__tile_2, pl.INDEX)
                    kv_tile_inline44__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline75__ssa_v1, [proj_row_inline48__ssa_v0_2, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_inline43__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline40__ssa_v1, [proj_row_inline48__ssa_v0_2, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    ape_tile_inline41__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [token_ape_row_inline45__ssa_v0_2, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_v1_inline33__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(score_tile_inline43__tile_2, ape_tile_inline41__tile_2)
                    compress_state_flat_inline60__tile_4: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_tile_inline44__tile_2, [state_row_inline82__ssa_v0_2, 0], compress_state_flat_inline60__rv_v4_main)
                    compress_state_flat_inline60__tile_5: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tile.store(score_tile_v1_inline33__tile_2, [state_row_inline82__ssa_v0_2, 256], compress_state_flat_inline60__tile_4)
                    compress_state_flat_inline60__phi_v7_2: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__tile_5)
                else:
                    compress_state_flat_inline60__phi_v7_2: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__rv_v4_main)
                compress_state_flat_inline60__rv_v4: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__phi_v7_2)
            else:
                compress_state_flat_inline60__rv_v4: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline60__rv_v4_main)
            pad_idx_inline85__ssa_v0: pl.Scalar[pl.INDEX] = c_idx_inline42__idx_v0
            first_pos_b_inline39__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline42__idx_v0 * s_dim_inline73__ssa_v0])
            pos_b_inline54__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(first_pos_b_inline39__tile, pl.INDEX) % 4
            pre_tokens_b_inline30__ssa_v0: pl.Scalar[pl.INDEX] = 4 - pos_b_inline54__ssa_v0
            boundary_end_b_inline27__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(first_pos_b_inline39__tile, pl.INDEX) + pre_tokens_b_inline30__ssa_v0 - 1
            cur_window_start_b_inline25__ssa_v0: pl.Scalar[pl.INDEX] = boundary_end_b_inline27__ssa_v0 - 4 + 1
            prev_window_start_b_inline88__ssa_v0: pl.Scalar[pl.INDEX] = cur_window_start_b_inline25__ssa_v0 - 4
            if 4 <= pos_b_inline54__ssa_v0 + s_dim_inline73__ssa_v0:
                for hb_inline67__idx_v0, (pooled_kv_inline23__iter_v3,) in pl.range(2, init_values=(pooled_kv_inline23__iter_v1,)):
                    h0_inline137__ssa_v0: pl.Scalar[pl.INDEX] = hb_inline67__idx_v0 * 64
                    last_abs_inline21__ssa_v0: pl.Scalar[pl.INDEX] = cur_window_start_b_inline25__ssa_v0 + 3
                    last_blk_off_inline83__ssa_v0: pl.Scalar[pl.INDEX] = last_abs_inline21__ssa_v0 // 2
                    last_intra_inline18__ssa_v0: pl.Scalar[pl.INDEX] = last_abs_inline21__ssa_v0 % 2
                    t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [c_idx_inline42__idx_v0, last_blk_off_inline83__ssa_v0])
                    last_blk_id_inline16__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
                    last_row_inline91__ssa_v0: pl.Scalar[pl.INDEX] = last_blk_id_inline16__ssa_v0 * 2 + last_intra_inline18__ssa_v0
                    last_col0_inline38__ssa_v0: pl.Scalar[pl.INDEX] = h0_inline137__ssa_v0 + 384
                    mi_inline14__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline60__rv_v4, [last_row_inline91__ssa_v0, last_col0_inline38__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(mi_inline14__tile, mi_inline14__tile)
                    li_inline13__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_1)
                    oi_inline57__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline60__rv_v4, [last_row_inline91__ssa_v0, h0_inline137__ssa_v0 + 128], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    for s_inline111__idx_v0, (li_inline13__iter_v1, mi_inline14__iter_v1, oi_inline57__iter_v1) in pl.range(4, init_values=(li_inline13__tile, mi_inline14__tile, oi_inline57__tile)):
                        prev_abs_inline12__ssa_v0: pl.Scalar[pl.INDEX] = prev_window_start_b_inline88__ssa_v0 + s_inline111__idx_v0
                        front_score_inline87__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=-3.4028234663852886e+38)
                        front_kv_inline90__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
                        if 4 <= pl.cast(first_pos_b_inline39__tile, pl.INDEX):
                            prev_blk_off_inline93__ssa_v0: pl.Scalar[pl.INDEX] = prev_abs_inline12__ssa_v0 // 2
                            prev_intra_inline17__ssa_v0: pl.Scalar[pl.INDEX] = prev_abs_inline12__ssa_v0 % 2
                            t__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [c_idx_inline42__idx_v0, prev_blk_off_inline93__ssa_v0])
                            prev_blk_id_inline80__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_2, pl.INDEX)
                            prev_row_inline63__ssa_v0: pl.Scalar[pl.INDEX] = prev_blk_id_inline80__ssa_v0 * 2 + prev_intra_inline17__ssa_v0
                            front_score_inline87__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline60__rv_v4, [prev_row_inline63__ssa_v0, h0_inline137__ssa_v0 + 256], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                            front_kv_inline90__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline60__rv_v4, [prev_row_inline63__ssa_v0, h0_inline137__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                            front_kv_inline90__phi_v2, front_score_inline87__phi_v2 = pl.yield_(front_kv_inline90__tile_1, front_score_inline87__tile_1)
                        else:
                            front_kv_inline90__tile_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.move(front_kv_inline90__tile, target_memory=pl.Mem.Vec)
                            front_score_inline87__tile_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(front_score_inline87__tile, target_memory=pl.Mem.Vec)
                            front_kv_inline90__phi_v2, front_score_inline87__phi_v2 = pl.yield_(front_kv_inline90__tile_mv, front_score_inline87__tile_mv)
                        mi_next_front_inline22__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximum(mi_inline14__iter_v1, front_score_inline87__phi_v2)
                        t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(mi_inline14__iter_v1, mi_next_front_inline22__tile)
                        alpha_front_inline97__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_3)
                        t__tile_4: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(front_score_inline87__phi_v2, mi_next_front_inline22__tile)
                        beta_front_inline99__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_4)
                        t__tile_5: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_40, pl.const(4352, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(alpha_front_inline97__tile, li_inline13__iter_v1)
                        li_inline13__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_5, beta_front_inline99__tile)
                        t__tile_6: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(oi_inline57__iter_v1, alpha_front_inline97__tile)
                        t__tile_7: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(front_kv_inline90__phi_v2, beta_front_inline99__tile)
                        oi_inline57__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_6, t__tile_7)
                        mi_inline14__ssa_v3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 256), pl.Mem.Vec] = mi_next_front_inline22__tile
                        mi_inline14__ssa_v3_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(mi_inline14__ssa_v3, target_memory=pl.Mem.Vec)
                        li_inline13__rv_v2, mi_inline14__rv_v2, oi_inline57__rv_v2 = pl.yield_(li_inline13__tile_1, mi_inline14__ssa_v3_mv, oi_inline57__tile_1)
                    for s_inline102__idx_v0, (li_inline13__iter_v4, mi_inline14__iter_v4, oi_inline57__iter_v4) in pl.range(3, init_values=(li_inline13__rv_v2, mi_inline14__rv_v2, oi_inline57__rv_v2)):
                        cur_abs_inline103__ssa_v0: pl.Scalar[pl.INDEX] = cur_window_start_b_inline25__ssa_v0 + s_inline102__idx_v0
                        cur_blk_off_inline92__ssa_v0: pl.Scalar[pl.INDEX] = cur_abs_inline103__ssa_v0 // 2
                        cur_intra_inline77__ssa_v0: pl.Scalar[pl.INDEX] = cur_abs_inline103__ssa_v0 % 2
                        t__tile_8: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [c_idx_inline42__idx_v0, cur_blk_off_inline92__ssa_v0])
                        cur_blk_id_inline104__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_8, pl.INDEX)
                        cur_row_inline124__ssa_v0: pl.Scalar[pl.INDEX] = cur_blk_id_inline104__ssa_v0 * 2 + cur_intra_inline77__ssa_v0
                        back_col0_inline24__ssa_v0: pl.Scalar[pl.INDEX] = h0_inline137__ssa_v0 + 384
                        back_score_inline106__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline60__rv_v4, [cur_row_inline124__ssa_v0, back_col0_inline24__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                        back_kv_inline69__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline60__rv_v4, [cur_row_inline124__ssa_v0, h0_inline137__ssa_v0 + 128], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                        mi_next_back_inline26__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximum(mi_inline14__iter_v4, back_score_inline106__tile)
                        t__tile_9: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.sub(mi_inline14__iter_v4, mi_next_back_inline26__tile)
                        alpha_back_inline107__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.exp(t__tile_9)
                        t__tile_10: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(back_score_inline106__tile, mi_next_back_inline26__tile)
                        beta_back_inline108__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_10)
                        t__tile_11: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_40, pl.const(4352, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(alpha_back_inline107__tile, li_inline13__iter_v4)
                        li_inline13__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_11, beta_back_inline108__tile)
                        t__tile_12: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(oi_inline57__iter_v4, alpha_back_inline107__tile)
                        t__tile_13: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(back_kv_inline69__tile, beta_back_inline108__tile)
                        oi_inline57__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_12, t__tile_13)
                        mi_inline14__ssa_v6: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 256), pl.Mem.Vec] = mi_next_back_inline26__tile
                        mi_inline14__ssa_v6_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(mi_inline14__ssa_v6, target_memory=pl.Mem.Vec)
                        li_inline13__rv_v5, mi_inline14__rv_v5, oi_inline57__rv_v5 = pl.yield_(li_inline13__tile_2, mi_inline14__ssa_v6_mv, oi_inline57__tile_2)
                    pooled_chunk_inline98__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.div(oi_inline57__rv_v5, li_inline13__rv_v5)
                    pooled_kv_inline23__tile: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(pooled_chunk_inline98__tile, [pad_idx_inline85__ssa_v0, h0_inline137__ssa_v0], pooled_kv_inline23__iter_v3)
                    pooled_kv_inline23__rv_v4: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_64", pl.const(0, pl.INT64), 8192)] = pl.yield_(pooled_kv_inline23__tile)
                pooled_kv_inline23__phi_v6: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 8192)] = pl.yield_(pooled_kv_inline23__rv_v4)
            else:
                pooled_kv_inline23__phi_v6: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 8192)] = pl.yield_(pooled_kv_inline23__iter_v1)
            compress_state_flat_inline60__rv_v2, pooled_kv_inline23__rv_v2 = pl.yield_(compress_state_flat_inline60__rv_v4, pooled_kv_inline23__phi_v6)
        return pooled_kv_inline23__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def compressor_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], kv__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], compress_state__ssa_v0: pl.InOut[pl.Tensor[[INNER_STATE_BLOCK_NUM_DYN, 2, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], compress_state_block_table__ssa_v0: pl.Tensor[[B_DYN, 8192], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)], wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2097152)], ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)], norm_w__ssa_v0: pl.Tensor[[128], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)], cos__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], sin__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 32768)], idx_kv_cache__ssa_v0: pl.InOut[pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)]], idx_kv_scale__ssa_v0: pl.InOut[pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)], inner_state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[T_DYN, 128], pl.FP32], pl.Tensor[[INNER_STATE_BLOCK_NUM_DYN, 2, 512], pl.FP32], pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8], pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32]]:
        late_dep__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
        cos_il__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sin_signed__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        b_dim_inline8__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cos__ssa_v0, 0)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.rope_interleave, cos_il__ssa_v0, sin_signed__ssa_v0, b_dim_inline8__ssa_v0, cos__ssa_v0, sin__ssa_v0, allow_early_resolve=True)
        cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[0]
        sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[1]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[2]
        b_dim_inline47__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(compress_state_block_table__ssa_v0, 0)
        bs_inline128__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        s_dim_inline73__ssa_v0: pl.Scalar[pl.INDEX] = bs_inline128__ssa_v0 // b_dim_inline47__ssa_v0
        t_matmul_inline56__ssa_v0: pl.Scalar[pl.INDEX] = (bs_inline128__ssa_v0 + 15) // 16 * 16
        rms_blocks_inline65__ssa_v0: pl.Scalar[pl.INDEX] = (b_dim_inline47__ssa_v0 + 15) // 16
        x_flat_inline79__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = x__ssa_v0
        kv_proj_pad_inline75__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([128, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        score_proj_pad_inline40__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([128, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        compress_state_block_num_inline64__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(compress_state__ssa_v0, 0)
        idx_block_num_inline29__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx_kv_cache__ssa_v0, 0)
        compress_state_flat_inline60__ssa_v0: pl.Tensor[[compress_state_block_num_inline64__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(compress_state__ssa_v0, [compress_state_block_num_inline64__ssa_v0 * 2, 512])
        kv_flat_inline100__ssa_v0: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = kv__ssa_v0
        idx_kv_cache_flat_inline52__ssa_v0: pl.Tensor[[idx_block_num_inline29__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_cache__ssa_v0, [idx_block_num_inline29__ssa_v0 * 32, 128])
        idx_kv_scale_flat_inline96__ssa_v0: pl.Tensor[[idx_block_num_inline29__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_scale__ssa_v0, [idx_block_num_inline29__ssa_v0 * 32, 1])
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.kv_score_proj_spmd, bs_inline128__ssa_v0, x_flat_inline79__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_pad_inline75__ssa_v0, score_proj_pad_inline40__ssa_v0, deps=[late_dep__ssa_v0], core_num=t_matmul_inline56__ssa_v0 // 2)
        kv_proj_pad_inline75__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_1[0]
        score_proj_pad_inline40__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_1[1]
        _kv_score_tid_inline76__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[2]
        pooled_kv_inline23__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scatter_softmax_pool, compress_state_flat_inline60__ssa_v0, pooled_kv_inline23__ssa_v0, b_dim_inline47__ssa_v0, s_dim_inline73__ssa_v0, position_ids__ssa_v0, inner_state_slot_mapping__ssa_v0, kv_proj_pad_inline75__ssa_v1, score_proj_pad_inline40__ssa_v1, ape__ssa_v0, compress_state_block_table__ssa_v0, allow_early_resolve=True)
        pooled_kv_inline23__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 8192)] = ret__tmp_v0_2[0]
        tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
        normed_kv_inline119__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 128], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        norm_w_2d_inline109__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(norm_w__ssa_v0, [1, 128])
        normed_kv_inline119__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4096)] = self.rmsnorm_rope_spmd(b_dim_inline47__ssa_v0, cos_il__rv_v2, sin_signed__rv_v2, pooled_kv_inline23__rv_v2, normed_kv_inline119__ssa_v0, norm_w_2d_inline109__ssa_v0, attrs={"core_num": rms_blocks_inline65__ssa_v0})
        kv_final_inline118__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        kv_final_inline118__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 8192)] = self.kv_hadamard_spmd(normed_kv_inline119__ssa_v4, kv_final_inline118__ssa_v0, hadamard__ssa_v0, attrs={"core_num": rms_blocks_inline65__ssa_v0})
        ret__tmp_v0_3: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.kv_and_cache_write_spmd, b_dim_inline47__ssa_v0, kv_final_inline118__rv_v2, idx_kv_cache_flat_inline52__ssa_v0, kv_flat_inline100__ssa_v0, position_ids__ssa_v0, s_dim_inline73__ssa_v0, idx_slot_mapping__ssa_v0, idx_kv_scale_flat_inline96__ssa_v0, core_num=rms_blocks_inline65__ssa_v0, allow_early_resolve=True)
        tid__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[0]
        return kv__ssa_v0, compress_state__ssa_v0, idx_kv_cache__ssa_v0, idx_kv_scale__ssa_v0