# pypto.program: _jit_sparse_attn_csa_test
import pypto.language as pl

B_DYN = pl.dynamic("B_DYN")
CMP_BLOCK_NUM_DYN = pl.dynamic("CMP_BLOCK_NUM_DYN")
ORI_BLOCK_NUM_DYN = pl.dynamic("ORI_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_sparse_attn_csa_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def csa_slots_build_valid_qk_plan(cmp_sparse_indices_inline21__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], sparse_bias_inline54__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], t_dim_inline74__ssa_v0: pl.Scalar[pl.INDEX], idx_topk__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], valid_block_mask_inline51__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline74__ssa_v0, 5], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], qk_wcur_inline70__ssa_v0: pl.InOut[pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]], qk_order_inline117__ssa_v0: pl.Out[pl.Tensor[[640], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 2560)]]) -> tuple[pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32], pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32]]:
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_30: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        for bias_t0_inline84__idx_v0, (cmp_sparse_indices_inline21__iter_v1, sparse_bias_inline54__iter_v1) in pl.range(0, t_dim_inline74__ssa_v0, 8, init_values=(cmp_sparse_indices_inline21__ssa_v0, sparse_bias_inline54__ssa_v0)):
            t__tile: pl.Tile[[8, 512], pl.INT32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(idx_topk__ssa_v0, [bias_t0_inline84__idx_v0, 0], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            c_raw_inline68__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
            t__tile_1: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(position_ids__ssa_v0, [bias_t0_inline84__idx_v0, 0], [8, 1], [8, 1], target_memory=pl.Mem.Vec)
            c_pos_inline63__rm_a0_tmp_v0: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 8])
            c_pos_inline63__row_major_tmp_v1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(c_pos_inline63__rm_a0_tmp_v0, target_type=pl.FP32, mode='round')
            c_pos_inline63__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(c_pos_inline63__row_major_tmp_v1, [8, 1])
            t__rm_a0_tmp_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(c_pos_inline63__tile, [1, 8])
            t__row_major_tmp_v3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(t__rm_a0_tmp_v2, 1.0)
            t__tile_2: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v3, [8, 1])
            c_pos_scaled_inline87__rm_a0_tmp_v4: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [1, 8])
            c_pos_scaled_inline87__row_major_tmp_v5: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(c_pos_scaled_inline87__rm_a0_tmp_v4, 0.25)
            c_pos_scaled_inline87__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(c_pos_scaled_inline87__row_major_tmp_v5, [8, 1])
            c_pos_i32_inline89__rm_a0_tmp_v6: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(c_pos_scaled_inline87__tile, [1, 8])
            c_pos_i32_inline89__row_major_tmp_v7: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(c_pos_i32_inline89__rm_a0_tmp_v6, target_type=pl.INT32, mode='trunc')
            c_pos_i32_inline89__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(c_pos_i32_inline89__row_major_tmp_v7, [8, 1])
            c_pos_q_inline92__rm_a0_tmp_v8: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(c_pos_i32_inline89__tile, [1, 8])
            c_pos_q_inline92__row_major_tmp_v9: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_18, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(c_pos_q_inline92__rm_a0_tmp_v8, target_type=pl.FP32, mode='round')
            c_pos_q_inline92__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(16384, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(c_pos_q_inline92__row_major_tmp_v9, [8, 1])
            t__tile_3: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=1.0)
            c_upper_b_inline81__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(t__tile_3, c_pos_q_inline92__tile)
            t__tile_4: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_18, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(c_raw_inline68__tile, 1.0)
            t__tile_5: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_18, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximums(t__tile_4, 0.0)
            c_ge_inline75__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_18, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.minimums(t__tile_5, 1.0)
            t__tile_6: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sub(c_upper_b_inline81__tile, c_raw_inline68__tile)
            t__tile_7: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximums(t__tile_6, 0.0)
            c_lt_inline47__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.minimums(t__tile_7, 1.0)
            c_mask_inline61__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(c_ge_inline75__tile, c_lt_inline47__tile)
            t__tile_8: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(c_raw_inline68__tile, 1.0)
            t__tile_9: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(c_mask_inline61__tile, t__tile_8)
            c_out_inline131__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.subs(t__tile_9, 1.0)
            t__tile_10: pl.Tile[[8, 512], pl.INT32, pl.MemRef(mem_vec_18, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(c_out_inline131__tile, target_type=pl.INT32, mode='round')
            cmp_sparse_indices_inline21__tile: pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_10, [bias_t0_inline84__idx_v0, 0], cmp_sparse_indices_inline21__iter_v1)
            for c_t0_inline62__idx_v0 in pl.range(8):
                pl.tensor.write(valid_block_mask_inline51__ssa_v0, [bias_t0_inline84__idx_v0 + c_t0_inline62__idx_v0, 0], pl.cast(1, pl.INT32))
            for c_sb_inline36__idx_v0 in pl.range(1, 5):
                c_s0_inline103__ssa_v0: pl.Scalar[pl.INDEX] = (c_sb_inline36__idx_v0 - 1) * 128
                t__tile_11: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.slice(c_mask_inline61__tile, [8, 128], [0, c_s0_inline103__ssa_v0])
                tmp_tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_18, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                c_blk_valid_inline44__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_30, pl.const(32768, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_max(t__tile_11, tmp_tile)
                for c_dt_inline42__idx_v0 in pl.range(8):
                    t__tile_12: pl.Scalar[pl.FP32] = pl.tile.read(c_blk_valid_inline44__tile, [c_dt_inline42__idx_v0, 0])
                    c_valid_inline41__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(t__tile_12, pl.INT32)
                    pl.tensor.write(valid_block_mask_inline51__ssa_v0, [bias_t0_inline84__idx_v0 + c_dt_inline42__idx_v0, c_sb_inline36__idx_v0], c_valid_inline41__ssa_v0)
            t__tile_13: pl.Tile[[8, 128], pl.INT32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(window_swa_indices__ssa_v0, [bias_t0_inline84__idx_v0, 0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
            v_win_f_inline39__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_13, target_type=pl.FP32, mode='round')
            t__tile_14: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(v_win_f_inline39__tile, 1.0)
            t__tile_15: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximums(t__tile_14, 0.0)
            v_win_valid_inline35__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.minimums(t__tile_15, 1.0)
            t__tile_16: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.subs(v_win_valid_inline35__tile, 1.0)
            t__tile_17: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__tile_16, 1e+20)
            sparse_bias_inline54__tile: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_17, [bias_t0_inline84__idx_v0, 0], sparse_bias_inline54__iter_v1)
            t__tile_18: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.minimums(c_out_inline131__tile, 0.0)
            t__tile_19: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__tile_18, 1e+20)
            sparse_bias_inline54__tile_1: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_19, [bias_t0_inline84__idx_v0, 128], sparse_bias_inline54__tile)
            cmp_sparse_indices_inline21__rv_v2, sparse_bias_inline54__rv_v2 = pl.yield_(cmp_sparse_indices_inline21__tile, sparse_bias_inline54__tile_1)
        pl.tensor.write(qk_wcur_inline70__ssa_v0, [0], pl.cast(0, pl.INT32))
        for plan_t_inline28__idx_v0 in pl.range(t_dim_inline74__ssa_v0):
            for plan_sb_inline29__idx_v0 in pl.range(5):
                t__tile_20: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask_inline51__ssa_v0, [plan_t_inline28__idx_v0, plan_sb_inline29__idx_v0])
                if 0 < pl.cast(t__tile_20, pl.INDEX):
                    plan_w_inline27__tile: pl.Scalar[pl.INT32] = pl.tensor.read(qk_wcur_inline70__ssa_v0, [0])
                    pl.tensor.write(qk_order_inline117__ssa_v0, [plan_w_inline27__tile], pl.cast(plan_t_inline28__idx_v0 * 5 + plan_sb_inline29__idx_v0, pl.INT32))
                    pl.tensor.write(qk_wcur_inline70__ssa_v0, [0], pl.cast(pl.cast(plan_w_inline27__tile, pl.INDEX) + 1, pl.INT32))
        for plan_t_inline119__idx_v0 in pl.range(t_dim_inline74__ssa_v0):
            for plan_sb_inline60__idx_v0 in pl.range(5):
                t__tile_21: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask_inline51__ssa_v0, [plan_t_inline119__idx_v0, plan_sb_inline60__idx_v0])
                if pl.cast(t__tile_21, pl.INDEX) <= 0:
                    plan_w_v1_inline93__tile: pl.Scalar[pl.INT32] = pl.tensor.read(qk_wcur_inline70__ssa_v0, [0])
                    pl.tensor.write(qk_order_inline117__ssa_v0, [plan_w_v1_inline93__tile], pl.cast(plan_t_inline119__idx_v0 * 5 + plan_sb_inline60__idx_v0, pl.INT32))
                    pl.tensor.write(qk_wcur_inline70__ssa_v0, [0], pl.cast(pl.cast(plan_w_v1_inline93__tile, pl.INDEX) + 1, pl.INT32))
        return cmp_sparse_indices_inline21__ssa_v0, sparse_bias_inline54__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kv_touch(ori_kv_flat_inline66__ssa_v0: pl.InOut[pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t__tile: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline66__ssa_v0, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
        ori_kv_flat_inline66__tile: pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [0, 0], ori_kv_flat_inline66__ssa_v0)
        return ori_kv_flat_inline66__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def merge_norm(sparse_blk_mi_inline56__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline80__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_oi_inline48__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], rope_cos_il_inline55__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], rope_sin_signed_inline142__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)], rope_swap_idx_inline104__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)], o_packed_flat__ssa_v0: pl.Out[pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[1024, 4096], pl.BF16]:
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_29: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_32: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_36: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_51: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_54: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_55: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        m_idx_inline130__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        m_t_inline149__ssa_v0: pl.Scalar[pl.INDEX] = m_idx_inline130__ssa_v0 // 4
        m_h_idx_inline151__ssa_v0: pl.Scalar[pl.INDEX] = m_idx_inline130__ssa_v0 - m_t_inline149__ssa_v0 * 4
        m_h0_inline25__ssa_v0: pl.Scalar[pl.INDEX] = m_h_idx_inline151__ssa_v0 * 16
        m_blk_base_inline123__ssa_v0: pl.Scalar[pl.INDEX] = m_idx_inline130__ssa_v0 * 80
        m_mi_inline86__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline56__rv_v2, [m_blk_base_inline123__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        m_li_inline11__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_54, pl.const(164544, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline80__rv_v2, [m_blk_base_inline123__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        m_oi_inline140__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline48__rv_v2, [m_blk_base_inline123__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
        for m_sb_inline146__idx_v0, (m_li_inline11__iter_v1, m_mi_inline86__iter_v1, m_oi_inline140__iter_v1) in pl.range(1, 5, 2, init_values=(m_li_inline11__tile, m_mi_inline86__tile, m_oi_inline140__tile)):
            m_row_inline23__ssa_v0: pl.Scalar[pl.INDEX] = m_blk_base_inline123__ssa_v0 + m_sb_inline146__idx_v0 * 16
            m_row_inline23__ssa_v0_1: pl.Scalar[pl.INDEX] = m_blk_base_inline123__ssa_v0 + (m_sb_inline146__idx_v0 + 1) * 16
            m_cur_mi_inline10__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline56__rv_v2, [m_row_inline23__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            m_cur_li_inline79__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline80__rv_v2, [m_row_inline23__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            m_cur_oi_inline32__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline48__rv_v2, [m_row_inline23__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            m_cur_mi_inline10__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline56__rv_v2, [m_row_inline23__ssa_v0_1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            m_cur_li_inline79__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline80__rv_v2, [m_row_inline23__ssa_v0_1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            m_cur_oi_inline32__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline48__rv_v2, [m_row_inline23__ssa_v0_1, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            m_mi_new_inline125__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline86__iter_v1, [1, 16])
            m_mi_new_inline125__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_cur_mi_inline10__tile, [1, 16])
            m_mi_new_inline125__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(m_mi_new_inline125__rm_a0_tmp_v0, m_mi_new_inline125__rm_a1_tmp_v1)
            m_mi_new_inline125__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_new_inline125__row_major_tmp_v2, [16, 1])
            m_mi_inline86__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = m_mi_new_inline125__tile
            t__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline86__iter_v1, [1, 16])
            t__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_new_inline125__tile, [1, 16])
            t__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3, t__rm_a1_tmp_v4)
            t__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5, [16, 1])
            m_alpha_inline9__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 16])
            m_alpha_inline9__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(m_alpha_inline9__rm_a0_tmp_v6)
            m_alpha_inline9__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_alpha_inline9__row_major_tmp_v7, [16, 1])
            t__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_cur_mi_inline10__tile, [1, 16])
            t__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_new_inline125__tile, [1, 16])
            t__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8, t__rm_a1_tmp_v9)
            t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10, [16, 1])
            m_beta_inline110__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
            m_beta_inline110__row_major_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98496, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(m_beta_inline110__rm_a0_tmp_v11)
            m_beta_inline110__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98496, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_beta_inline110__row_major_tmp_v12, [16, 1])
            t__rm_a0_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_alpha_inline9__tile, [1, 16])
            t__rm_a1_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_54, pl.const(164544, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline11__iter_v1, [1, 16])
            t__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13, t__rm_a1_tmp_v14)
            t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15, [16, 1])
            t__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98496, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_beta_inline110__tile, [1, 16])
            t__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_cur_li_inline79__tile, [1, 16])
            t__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16, t__rm_a1_tmp_v17)
            t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18, [16, 1])
            m_li_inline11__rm_a0_tmp_v19: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [1, 16])
            m_li_inline11__rm_a1_tmp_v20: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
            m_li_inline11__row_major_tmp_v21: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(m_li_inline11__rm_a0_tmp_v19, m_li_inline11__rm_a1_tmp_v20)
            m_li_inline11__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline11__row_major_tmp_v21, [16, 1])
            t__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline140__iter_v1, m_alpha_inline9__tile)
            t__tile_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_cur_oi_inline32__tile, m_beta_inline110__tile)
            m_oi_inline140__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tile_4, t__tile_5)
            m_mi_new_inline125__rm_a0_tmp_v0_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline86__ssa_v3, [1, 16])
            m_mi_new_inline125__rm_a1_tmp_v1_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_cur_mi_inline10__tile_1, [1, 16])
            m_mi_new_inline125__row_major_tmp_v2_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(131328, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(m_mi_new_inline125__rm_a0_tmp_v0_1, m_mi_new_inline125__rm_a1_tmp_v1_1)
            m_mi_new_inline125__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(131328, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_new_inline125__row_major_tmp_v2_1, [16, 1])
            m_mi_inline86__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(131328, pl.INT64), 64), pl.Mem.Vec] = m_mi_new_inline125__tile_1
            t__rm_a0_tmp_v3_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline86__ssa_v3, [1, 16])
            t__rm_a1_tmp_v4_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(131328, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_new_inline125__tile_1, [1, 16])
            t__row_major_tmp_v5_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_29, pl.const(131392, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3_1, t__rm_a1_tmp_v4_1)
            t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_29, pl.const(131392, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5_1, [16, 1])
            m_alpha_inline9__rm_a0_tmp_v6_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_29, pl.const(131392, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [1, 16])
            m_alpha_inline9__row_major_tmp_v7_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_29, pl.const(131392, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(m_alpha_inline9__rm_a0_tmp_v6_1)
            m_alpha_inline9__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_29, pl.const(131392, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_alpha_inline9__row_major_tmp_v7_1, [16, 1])
            t__rm_a0_tmp_v8_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_cur_mi_inline10__tile_1, [1, 16])
            t__rm_a1_tmp_v9_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(131328, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_new_inline125__tile_1, [1, 16])
            t__row_major_tmp_v10_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8_1, t__rm_a1_tmp_v9_1)
            t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10_1, [16, 1])
            m_beta_inline110__rm_a0_tmp_v11_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_7, [1, 16])
            m_beta_inline110__row_major_tmp_v12_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_32, pl.const(131456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(m_beta_inline110__rm_a0_tmp_v11_1)
            m_beta_inline110__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_32, pl.const(131456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_beta_inline110__row_major_tmp_v12_1, [16, 1])
            t__rm_a0_tmp_v13_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_29, pl.const(131392, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_alpha_inline9__tile_1, [1, 16])
            t__rm_a1_tmp_v14_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline11__tile_1, [1, 16])
            t__row_major_tmp_v15_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13_1, t__rm_a1_tmp_v14_1)
            t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15_1, [16, 1])
            t__rm_a0_tmp_v16_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_32, pl.const(131456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_beta_inline110__tile_1, [1, 16])
            t__rm_a1_tmp_v17_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_cur_li_inline79__tile_1, [1, 16])
            t__row_major_tmp_v18_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16_1, t__rm_a1_tmp_v17_1)
            t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18_1, [16, 1])
            m_li_inline11__rm_a0_tmp_v19_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [1, 16])
            m_li_inline11__rm_a1_tmp_v20_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_9, [1, 16])
            m_li_inline11__row_major_tmp_v21_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline11__rm_a0_tmp_v19_1, m_li_inline11__rm_a1_tmp_v20_1)
            m_li_inline11__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline11__row_major_tmp_v21_1, [16, 1])
            t__tile_10: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline140__tile_1, m_alpha_inline9__tile_1)
            t__tile_11: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_cur_oi_inline32__tile_1, m_beta_inline110__tile_1)
            m_oi_inline140__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tile_10, t__tile_11)
            m_li_inline11__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_54, pl.const(164544, pl.INT64), 256), pl.Mem.Vec] = pl.tile.move(m_li_inline11__tile_2, target_memory=pl.Mem.Vec)
            m_mi_inline86__ssa_v3_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 256), pl.Mem.Vec] = pl.tile.move(m_mi_inline86__ssa_v3_1, target_memory=pl.Mem.Vec)
            m_li_inline11__rv_v2, m_mi_inline86__rv_v2, m_oi_inline140__rv_v2 = pl.yield_(m_li_inline11__tile_mv, m_mi_inline86__ssa_v3_mv, m_oi_inline140__tile_2)
        t__tile_12: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(attn_sink__ssa_v0, [m_h0_inline25__ssa_v0], [16], [16], target_memory=pl.Mem.Vec)
        n_sink_bias_inline8__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_12, [16, 1])
        t__rm_a0_tmp_v22: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline86__rv_v2, [1, 16])
        t__rm_a1_tmp_v23: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline86__rv_v2, [1, 16])
        t__row_major_tmp_v24: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v22, t__rm_a1_tmp_v23)
        t__tile_13: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v24, [16, 1])
        n_sink_tile_inline7__rm_a0_tmp_v25: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_13, [1, 16])
        n_sink_tile_inline7__rm_a1_tmp_v26: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_bias_inline8__tile, [1, 16])
        n_sink_tile_inline7__row_major_tmp_v27: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(n_sink_tile_inline7__rm_a0_tmp_v25, n_sink_tile_inline7__rm_a1_tmp_v26)
        n_sink_tile_inline7__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_tile_inline7__row_major_tmp_v27, [16, 1])
        t__rm_a0_tmp_v28: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_tile_inline7__tile, [1, 16])
        t__rm_a1_tmp_v29: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline86__rv_v2, [1, 16])
        t__row_major_tmp_v30: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v28, t__rm_a1_tmp_v29)
        t__tile_14: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v30, [16, 1])
        t__rm_a0_tmp_v31: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_14, [1, 16])
        t__row_major_tmp_v32: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__rm_a0_tmp_v31)
        t__tile_15: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v32, [16, 1])
        n_denom_inline6__rm_a0_tmp_v33: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_54, pl.const(164544, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline11__rv_v2, [1, 16])
        n_denom_inline6__rm_a1_tmp_v34: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_15, [1, 16])
        n_denom_inline6__row_major_tmp_v35: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(n_denom_inline6__rm_a0_tmp_v33, n_denom_inline6__rm_a1_tmp_v34)
        n_denom_inline6__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_denom_inline6__row_major_tmp_v35, [16, 1])
        t__tile_16: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(m_oi_inline140__rv_v2, n_denom_inline6__tile)
        n_full_inline5__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(t__tile_16, [16, 512], [0, 0])
        n_bf16_inline4__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(n_full_inline5__tile, target_type=pl.BF16, mode='rint')
        m_rope_inline3__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(1792, pl.INT64), 30976), pl.Mem.Vec] = pl.tile.slice(n_full_inline5__tile, [16, 64], [0, 448])
        m_cos_il_inline58__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_36, pl.const(131520, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(rope_cos_il_inline55__rv_v2, [m_t_inline149__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        m_sin_signed_inline46__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_51, pl.const(164288, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sin_signed_inline142__rv_v2, [m_t_inline149__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        t__tile_17: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_inline104__ssa_v1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(m_rope_inline3__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(t__tile_17, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_54, pl.const(164544, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_55, pl.const(164800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 32768), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        m_swapped_inline129__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_25, pl.const(98560, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        m_rope_inline3__tile_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.extract(t__tile_16, 0, 448, [16, 64], target_memory=pl.Mem.Vec)
        t__tile_18: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_rope_inline3__tile_textract, m_cos_il_inline58__tile)
        t__tile_19: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_swapped_inline129__tile, m_sin_signed_inline46__tile)
        m_rot_inline101__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tile_18, t__tile_19)
        n_rope_bf16_inline2__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(65600, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(m_rot_inline101__tile, target_type=pl.BF16, mode='rint')
        t__tile_20: pl.Tile[[16, 448], pl.BF16, pl.MemRef(mem_vec_13, pl.const(32768, pl.INT64), 16256), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline4__tile, [16, 448], [0, 0])
        n_full_bf16_inline1__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.concat(t__tile_20, n_rope_bf16_inline2__tile)
        n_pack_row_inline17__ssa_v0: pl.Scalar[pl.INDEX] = m_h0_inline25__ssa_v0 // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v0: pl.Scalar[pl.INDEX] = m_h0_inline25__ssa_v0 % 8 * 512
        t__tile_21: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [0, 0])
        o_packed_flat__tile: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_21, [n_pack_row_inline17__ssa_v0, n_col_inline77__ssa_v0], o_packed_flat__ssa_v0)
        n_pack_row_inline17__ssa_v1: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 1) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v1: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 1) % 8 * 512
        t__tile_22: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [1, 0])
        o_packed_flat__tile_1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_22, [n_pack_row_inline17__ssa_v1, n_col_inline77__ssa_v1], o_packed_flat__tile)
        n_pack_row_inline17__ssa_v2: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 2) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v2: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 2) % 8 * 512
        t__tile_23: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [2, 0])
        o_packed_flat__tile_2: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_23, [n_pack_row_inline17__ssa_v2, n_col_inline77__ssa_v2], o_packed_flat__tile_1)
        n_pack_row_inline17__ssa_v3: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 3) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v3: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 3) % 8 * 512
        t__tile_24: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [3, 0])
        o_packed_flat__tile_3: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_24, [n_pack_row_inline17__ssa_v3, n_col_inline77__ssa_v3], o_packed_flat__tile_2)
        n_pack_row_inline17__ssa_v4: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 4) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v4: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 4) % 8 * 512
        t__tile_25: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(4096, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [4, 0])
        o_packed_flat__tile_4: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_25, [n_pack_row_inline17__ssa_v4, n_col_inline77__ssa_v4], o_packed_flat__tile_3)
        n_pack_row_inline17__ssa_v5: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 5) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v5: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 5) % 8 * 512
        t__tile_26: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(5120, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [5, 0])
        o_packed_flat__tile_5: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_26, [n_pack_row_inline17__ssa_v5, n_col_inline77__ssa_v5], o_packed_flat__tile_4)
        n_pack_row_inline17__ssa_v6: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 6) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v6: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 6) % 8 * 512
        t__tile_27: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(6144, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [6, 0])
        o_packed_flat__tile_6: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_27, [n_pack_row_inline17__ssa_v6, n_col_inline77__ssa_v6], o_packed_flat__tile_5)
        n_pack_row_inline17__ssa_v7: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 7) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v7: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 7) % 8 * 512
        t__tile_28: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(7168, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [7, 0])
        o_packed_flat__tile_7: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_28, [n_pack_row_inline17__ssa_v7, n_col_inline77__ssa_v7], o_packed_flat__tile_6)
        n_pack_row_inline17__ssa_v8: pl.Scalar[pl.INDEX] = m_h0_inline25__ssa_v0 // 8 * 128 + m_t_inline149__ssa_v0 + 128
        n_col_inline77__ssa_v8: pl.Scalar[pl.INDEX] = m_h0_inline25__ssa_v0 % 8 * 512
        t__tile_29: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(8192, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [8, 0])
        o_packed_flat__tile_8: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_29, [n_pack_row_inline17__ssa_v8, n_col_inline77__ssa_v8], o_packed_flat__tile_7)
        n_pack_row_inline17__ssa_v9: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 9) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v9: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 1) % 8 * 512
        t__tile_30: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(9216, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [9, 0])
        o_packed_flat__tile_9: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_30, [n_pack_row_inline17__ssa_v9, n_col_inline77__ssa_v9], o_packed_flat__tile_8)
        n_pack_row_inline17__ssa_v10: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 10) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v10: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 2) % 8 * 512
        t__tile_31: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(10240, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [10, 0])
        o_packed_flat__tile_10: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_31, [n_pack_row_inline17__ssa_v10, n_col_inline77__ssa_v10], o_packed_flat__tile_9)
        n_pack_row_inline17__ssa_v11: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 11) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v11: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 3) % 8 * 512
        t__tile_32: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(11264, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [11, 0])
        o_packed_flat__tile_11: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_32, [n_pack_row_inline17__ssa_v11, n_col_inline77__ssa_v11], o_packed_flat__tile_10)
        n_pack_row_inline17__ssa_v12: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 12) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v12: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 4) % 8 * 512
        t__tile_33: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(12288, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [12, 0])
        o_packed_flat__tile_12: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_33, [n_pack_row_inline17__ssa_v12, n_col_inline77__ssa_v12], o_packed_flat__tile_11)
        n_pack_row_inline17__ssa_v13: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 13) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v13: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 5) % 8 * 512
        t__tile_34: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(13312, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [13, 0])
        o_packed_flat__tile_13: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_34, [n_pack_row_inline17__ssa_v13, n_col_inline77__ssa_v13], o_packed_flat__tile_12)
        n_pack_row_inline17__ssa_v14: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 14) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v14: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 6) % 8 * 512
        t__tile_35: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(14336, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [14, 0])
        o_packed_flat__tile_14: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_35, [n_pack_row_inline17__ssa_v14, n_col_inline77__ssa_v14], o_packed_flat__tile_13)
        n_pack_row_inline17__ssa_v15: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 15) // 8 * 128 + m_t_inline149__ssa_v0
        n_col_inline77__ssa_v15: pl.Scalar[pl.INDEX] = (m_h0_inline25__ssa_v0 + 7) % 8 * 512
        t__tile_36: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(15360, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline1__tile, [1, 512], [15, 0])
        o_packed_flat__tile_15: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_36, [n_pack_row_inline17__ssa_v15, n_col_inline77__ssa_v15], o_packed_flat__tile_14)
        return o_packed_flat__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def merge_norm_spmd(self, sparse_blk_mi_inline56__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline80__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_oi_inline48__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], rope_cos_il_inline55__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], rope_sin_signed_inline142__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)], rope_swap_idx_inline104__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)], o_packed_flat__ssa_v0: pl.Out[pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[1024, 4096], pl.BF16]:
        o_packed_flat__ssa_v16: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 8388608)] = self.merge_norm(sparse_blk_mi_inline56__rv_v2, sparse_blk_li_inline80__rv_v2, sparse_blk_oi_inline48__rv_v2, attn_sink__ssa_v0, rope_cos_il_inline55__rv_v2, rope_sin_signed_inline142__rv_v2, rope_swap_idx_inline104__ssa_v1, o_packed_flat__ssa_v0)
        return o_packed_flat__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_pv_aic(qk_items_inline148__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline80__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline56__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline48__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], qk_order_inline117__ssa_v0: pl.Tensor[[640], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2560)], sparse_bias_inline54__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], valid_block_mask_inline51__ssa_v0: pl.Tensor[[t_dim_inline74__ssa_v0, 5], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN, 1], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline66__ssa_v1: pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], cmp_sparse_indices_inline21__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)], cmp_kv_flat_inline71__ssa_v0: pl.Tensor[[cmp_block_num_inline26__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], q_flat_inline78__ssa_v0: pl.Tensor[[t_heads_inline30__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 4)]]):
        mem_mat_14: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_25: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_28: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_29: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_30: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_47: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        qk_pv_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_v2c_slot_buffer', size=32768, base=0)
        qk_pv_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_c2v_slot_buffer', peer_func='qk_pv_aiv')
        pl.system.aic_initialize_pipe(qk_pv_c2v_slot_buffer_import, qk_pv_v2c_slot_buffer, dir_mask=3, slot_size=16384, slot_num=2)
        qk_core_inline24__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qk_lane_iters_inline43__ssa_v0: pl.Scalar[pl.INDEX] = (qk_items_inline148__ssa_v0 - qk_core_inline24__ssa_v0 + 23) // 24
        for qk_it_inline19__idx_v0, (sparse_blk_li_inline80__iter_v1, sparse_blk_mi_inline56__iter_v1, sparse_blk_oi_inline48__iter_v1) in pl.range(qk_lane_iters_inline43__ssa_v0, init_values=(sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0)):
            qk_flat_inline82__ssa_v0: pl.Scalar[pl.INDEX] = qk_core_inline24__ssa_v0 + qk_it_inline19__idx_v0 * 24
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(qk_order_inline117__ssa_v0, [qk_flat_inline82__ssa_v0])
            qk_item_inline18__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
            qk_t_inline13__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline18__ssa_v0 // 5
            qk_sb_inline20__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline18__ssa_v0 - qk_t_inline13__ssa_v0 * 5
            qk_b_inline12__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline13__ssa_v0 // 8
            qk_token_base_inline45__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline13__ssa_v0 * 320
            qk_s0_inline34__ssa_v0: pl.Scalar[pl.INDEX] = qk_sb_inline20__ssa_v0 * 128
            qk_block_valid_inline16__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask_inline51__ssa_v0, [qk_t_inline13__ssa_v0, qk_sb_inline20__ssa_v0])
            if 0 < pl.cast(qk_block_valid_inline16__tile, pl.INDEX):
                qk_kv_inline122__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.create([128, 512], dtype=pl.BF16, target_memory=pl.Mem.Mat, transpose=False)
                qk_win_rows_inline95__ssa_v0: pl.Scalar[pl.INDEX] = pl.max(128 - qk_s0_inline34__ssa_v0, 0)
                if 0 < qk_win_rows_inline95__ssa_v0:
                    t__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [qk_t_inline13__ssa_v0, 0])
                    qk_pos_inline96__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_1, pl.INDEX)
                    qk_win_len_inline132__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(qk_pos_inline96__ssa_v0 + 1, 128)
                    qk_win_start_inline97__ssa_v0: pl.Scalar[pl.INDEX] = qk_pos_inline96__ssa_v0 - qk_win_len_inline132__ssa_v0 + 1
                    qk_run_rows_inline113__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(pl.max(qk_win_len_inline132__ssa_v0 - qk_s0_inline34__ssa_v0, 0), qk_win_rows_inline95__ssa_v0)
                    qk_head_inline98__ssa_v0: pl.Scalar[pl.INDEX] = (qk_win_start_inline97__ssa_v0 + qk_s0_inline34__ssa_v0) % 32
                    qk_run_lo_inline99__ssa_v0: pl.Scalar[pl.INDEX] = 0
                    qk_run_hi_inline100__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(32 - qk_head_inline98__ssa_v0, qk_run_rows_inline113__ssa_v0)
                    if qk_run_lo_inline99__ssa_v0 < qk_run_hi_inline100__ssa_v0:
                        qk_run_raw_inline102__tile: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [qk_t_inline13__ssa_v0, qk_s0_inline34__ssa_v0 + qk_run_lo_inline99__ssa_v0])
                        qk_run_src_inline31__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.max(pl.cast(qk_run_raw_inline102__tile, pl.INDEX), 0), pl.INDEX)
                        qk_kv_inline122__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__tile, ori_kv_flat_inline66__ssa_v1, [qk_run_lo_inline99__ssa_v0, 0], [qk_run_src_inline31__ssa_v0, 0], [128, 512], valid_shape=[qk_run_hi_inline100__ssa_v0 - qk_run_lo_inline99__ssa_v0, 512], transpose=False)
                        qk_kv_inline122__phi_v2: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_1)
                    else:
                        qk_kv_inline122__phi_v2: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile)
                    qk_run_lo_inline99__ssa_v1: pl.Scalar[pl.INDEX] = 32 - qk_head_inline98__ssa_v0
                    qk_run_hi_inline100__ssa_v1: pl.Scalar[pl.INDEX] = pl.min(64 - qk_head_inline98__ssa_v0, qk_run_rows_inline113__ssa_v0)
                    if qk_run_lo_inline99__ssa_v1 < qk_run_hi_inline100__ssa_v1:
                        qk_run_raw_inline102__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [qk_t_inline13__ssa_v0, qk_s0_inline34__ssa_v0 + qk_run_lo_inline99__ssa_v1])
                        qk_run_src_inline31__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(pl.max(pl.cast(qk_run_raw_inline102__tile_1, pl.INDEX), 0), pl.INDEX)
                        qk_kv_inline122__tile_2: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__phi_v2, ori_kv_flat_inline66__ssa_v1, [qk_run_lo_inline99__ssa_v1, 0], [qk_run_src_inline31__ssa_v1, 0], [128, 512], valid_shape=[qk_run_hi_inline100__ssa_v1 - qk_run_lo_inline99__ssa_v1, 512], transpose=False)
                        qk_kv_inline122__phi_v4: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_2)
                    else:
                        qk_kv_inline122__phi_v4: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v2)
                    qk_run_lo_inline99__ssa_v2: pl.Scalar[pl.INDEX] = 64 - qk_head_inline98__ssa_v0
                    qk_run_hi_inline100__ssa_v2: pl.Scalar[pl.INDEX] = pl.min(96 - qk_head_inline98__ssa_v0, qk_run_rows_inline113__ssa_v0)
                    if qk_run_lo_inline99__ssa_v2 < qk_run_hi_inline100__ssa_v2:
                        qk_run_raw_inline102__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [qk_t_inline13__ssa_v0, qk_s0_inline34__ssa_v0 + qk_run_lo_inline99__ssa_v2])
                        qk_run_src_inline31__ssa_v2: pl.Scalar[pl.INDEX] = pl.cast(pl.max(pl.cast(qk_run_raw_inline102__tile_2, pl.INDEX), 0), pl.INDEX)
                        qk_kv_inline122__tile_3: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__phi_v4, ori_kv_flat_inline66__ssa_v1, [qk_run_lo_inline99__ssa_v2, 0], [qk_run_src_inline31__ssa_v2, 0], [128, 512], valid_shape=[qk_run_hi_inline100__ssa_v2 - qk_run_lo_inline99__ssa_v2, 512], transpose=False)
                        qk_kv_inline122__phi_v6: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_3)
                    else:
                        qk_kv_inline122__phi_v6: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v4)
                    qk_run_lo_inline99__ssa_v3: pl.Scalar[pl.INDEX] = 96 - qk_head_inline98__ssa_v0
                    qk_run_hi_inline100__ssa_v3: pl.Scalar[pl.INDEX] = pl.min(128 - qk_head_inline98__ssa_v0, qk_run_rows_inline113__ssa_v0)
                    if qk_run_lo_inline99__ssa_v3 < qk_run_hi_inline100__ssa_v3:
                        qk_run_raw_inline102__tile_3: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [qk_t_inline13__ssa_v0, qk_s0_inline34__ssa_v0 + qk_run_lo_inline99__ssa_v3])
                        qk_run_src_inline31__ssa_v3: pl.Scalar[pl.INDEX] = pl.cast(pl.max(pl.cast(qk_run_raw_inline102__tile_3, pl.INDEX), 0), pl.INDEX)
                        qk_kv_inline122__tile_4: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__phi_v6, ori_kv_flat_inline66__ssa_v1, [qk_run_lo_inline99__ssa_v3, 0], [qk_run_src_inline31__ssa_v3, 0], [128, 512], valid_shape=[qk_run_hi_inline100__ssa_v3 - qk_run_lo_inline99__ssa_v3, 512], transpose=False)
                        qk_kv_inline122__phi_v8: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_4)
                    else:
                        qk_kv_inline122__phi_v8: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v6)
                    qk_run_lo_inline99__ssa_v4: pl.Scalar[pl.INDEX] = 128 - qk_head_inline98__ssa_v0
                    qk_run_hi_inline100__ssa_v4: pl.Scalar[pl.INDEX] = qk_run_rows_inline113__ssa_v0
                    if qk_run_lo_inline99__ssa_v4 < qk_run_hi_inline100__ssa_v4:
                        qk_run_raw_inline102__tile_4: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [qk_t_inline13__ssa_v0, qk_s0_inline34__ssa_v0 + qk_run_lo_inline99__ssa_v4])
                        qk_run_src_inline31__ssa_v4: pl.Scalar[pl.INDEX] = pl.cast(pl.max(pl.cast(qk_run_raw_inline102__tile_4, pl.INDEX), 0), pl.INDEX)
                        qk_kv_inline122__tile_5: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__phi_v8, ori_kv_flat_inline66__ssa_v1, [qk_run_lo_inline99__ssa_v4, 0], [qk_run_src_inline31__ssa_v4, 0], [128, 512], valid_shape=[qk_run_hi_inline100__ssa_v4 - qk_run_lo_inline99__ssa_v4, 512], transpose=False)
                        qk_kv_inline122__phi_v10: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_5)
                    else:
                        qk_kv_inline122__phi_v10: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v8)
                    qk_tail_n_inline38__ssa_v0: pl.Scalar[pl.INDEX] = qk_win_rows_inline95__ssa_v0 - qk_run_rows_inline113__ssa_v0
                    if 0 < qk_tail_n_inline38__ssa_v0:
                        qk_kv_inline122__tile_6: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__phi_v10, ori_kv_flat_inline66__ssa_v1, [qk_run_rows_inline113__ssa_v0, 0], [0, 0], [128, 512], valid_shape=[qk_tail_n_inline38__ssa_v0, 512], transpose=False)
                        qk_kv_inline122__phi_v12: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_6)
                    else:
                        qk_kv_inline122__phi_v12: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v10)
                    qk_kv_inline122__phi_v13: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v12)
                else:
                    qk_kv_inline122__phi_v13: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile)
                for qk_r_inline141__idx_v0, (qk_kv_inline122__iter_v14,) in pl.range(qk_win_rows_inline95__ssa_v0, 128, init_values=(qk_kv_inline122__phi_v13,)):
                    qk_cmp_k_inline15__ssa_v0: pl.Scalar[pl.INDEX] = qk_s0_inline34__ssa_v0 + qk_r_inline141__idx_v0 - 128
                    if qk_cmp_k_inline15__ssa_v0 < 512:
                        qk_ridx_inline106__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_sparse_indices_inline21__rv_v2, [qk_t_inline13__ssa_v0, qk_cmp_k_inline15__ssa_v0])
                        if 0 <= pl.cast(qk_ridx_inline106__tile, pl.INDEX):
                            qk_slot_inline107__ssa_v0: pl.Scalar[pl.INT32] = qk_ridx_inline106__tile
                            t__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [qk_b_inline12__ssa_v0, pl.cast(qk_slot_inline107__ssa_v0, pl.INDEX) // 32])
                            qk_cblk_inline109__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_2, pl.INDEX)
                            qk_csrc_inline57__ssa_v0: pl.Scalar[pl.INDEX] = qk_cblk_inline109__ssa_v0 * 32 + pl.cast(qk_slot_inline107__ssa_v0, pl.INDEX) % 32
                            qk_kv_inline122__tile_7: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__iter_v14, cmp_kv_flat_inline71__ssa_v0, [qk_r_inline141__idx_v0, 0], [qk_csrc_inline57__ssa_v0, 0], [1, 512], transpose=False)
                            qk_kv_inline122__phi_v18: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_7)
                        else:
                            qk_kv_inline122__tile_8: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__iter_v14, ori_kv_flat_inline66__ssa_v1, [qk_r_inline141__idx_v0, 0], [0, 0], [1, 512], transpose=False)
                            qk_kv_inline122__phi_v18: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_8)
                        qk_kv_inline122__phi_v20: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v18)
                    else:
                        qk_kv_inline122__tile_9: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.gather_row(qk_kv_inline122__iter_v14, ori_kv_flat_inline66__ssa_v1, [qk_r_inline141__idx_v0, 0], [0, 0], [1, 512], transpose=False)
                        qk_kv_inline122__phi_v20: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__tile_9)
                    qk_kv_inline122__rv_v15: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.yield_(qk_kv_inline122__phi_v20)
                qk_h0_inline33__ssa_v0: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX)
                qk_head_row_inline88__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline13__ssa_v0 * 64 + qk_h0_inline33__ssa_v0
                qk_q_tile_inline115__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_25, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline78__ssa_v0, [qk_head_row_inline88__ssa_v0, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                qk_kv_inline122__rv_v15_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_inline122__rv_v15)
                qk_raw_inline37__tile_l0_init: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for qk_raw_inline37__tile_l0_ko, (qk_raw_inline37__tile_l0_c,) in pl.range(0, 512, 256, init_values=(qk_raw_inline37__tile_l0_init,)):
                    qk_raw_inline37__tile_l0_a: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_27, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline115__tile, 0, qk_raw_inline37__tile_l0_ko, [32, 128], target_memory=pl.Mem.Left)
                    qk_raw_inline37__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_28, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15_t, qk_raw_inline37__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                    qk_raw_inline37__tile_l0_a_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_29, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline115__tile, 0, qk_raw_inline37__tile_l0_ko + 128, [32, 128], target_memory=pl.Mem.Left)
                    qk_raw_inline37__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_30, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15_t, qk_raw_inline37__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                    if qk_raw_inline37__tile_l0_ko == 0:
                        qk_raw_inline37__tile_l0_c_first: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline37__tile_l0_a, qk_raw_inline37__tile_l0_b)
                        qk_raw_inline37__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_first)
                    else:
                        qk_raw_inline37__tile_l0_c_acc: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline37__tile_l0_c, qk_raw_inline37__tile_l0_a, qk_raw_inline37__tile_l0_b)
                        qk_raw_inline37__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_acc)
                    if qk_raw_inline37__tile_l0_ko + 128 == 0:
                        qk_raw_inline37__tile_l0_c_first_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline37__tile_l0_a_1, qk_raw_inline37__tile_l0_b_1)
                        qk_raw_inline37__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_first_1)
                    else:
                        qk_raw_inline37__tile_l0_c_acc_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline37__tile_l0_c_phi, qk_raw_inline37__tile_l0_a_1, qk_raw_inline37__tile_l0_b_1)
                        qk_raw_inline37__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_acc_1)
                    qk_raw_inline37__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_phi_1)
                pl.tile.tpush_to_aiv(qk_raw_inline37__tile, split=0)
                for qk_hb_inline111__idx_v0, (sparse_blk_li_inline80__iter_v3, sparse_blk_mi_inline56__iter_v3, sparse_blk_oi_inline48__iter_v3) in pl.range(1, 2, init_values=(sparse_blk_li_inline80__iter_v1, sparse_blk_mi_inline56__iter_v1, sparse_blk_oi_inline48__iter_v1)):
                    qk_h0_inline33__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_hb_inline111__idx_v0 * 32
                    qk_head_row_inline88__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_t_inline13__ssa_v0 * 64 + qk_h0_inline33__ssa_v0_1
                    qk_q_tile_inline115__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_25, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline78__ssa_v0, [qk_head_row_inline88__ssa_v0_1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                    qk_kv_inline122__rv_v15_t_1: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_14, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_inline122__rv_v15)
                    qk_raw_inline37__tile_l0_init_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for qk_raw_inline37__tile_l0_ko_1, (qk_raw_inline37__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(qk_raw_inline37__tile_l0_init_1,)):
                        qk_raw_inline37__tile_l0_a_2: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_27, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline115__tile_1, 0, qk_raw_inline37__tile_l0_ko_1, [32, 128], target_memory=pl.Mem.Left)
                        qk_raw_inline37__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_28, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15_t_1, qk_raw_inline37__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                        qk_raw_inline37__tile_l0_a_3: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_29, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline115__tile_1, 0, qk_raw_inline37__tile_l0_ko_1 + 128, [32, 128], target_memory=pl.Mem.Left)
                        qk_raw_inline37__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_30, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15_t_1, qk_raw_inline37__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                        if qk_raw_inline37__tile_l0_ko_1 == 0:
                            qk_raw_inline37__tile_l0_c_first_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline37__tile_l0_a_2, qk_raw_inline37__tile_l0_b_2)
                            qk_raw_inline37__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_first_2)
                        else:
                            qk_raw_inline37__tile_l0_c_acc_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline37__tile_l0_c_1, qk_raw_inline37__tile_l0_a_2, qk_raw_inline37__tile_l0_b_2)
                            qk_raw_inline37__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_acc_2)
                        if qk_raw_inline37__tile_l0_ko_1 + 128 == 0:
                            qk_raw_inline37__tile_l0_c_first_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline37__tile_l0_a_3, qk_raw_inline37__tile_l0_b_3)
                            qk_raw_inline37__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_first_3)
                        else:
                            qk_raw_inline37__tile_l0_c_acc_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline37__tile_l0_c_phi_2, qk_raw_inline37__tile_l0_a_3, qk_raw_inline37__tile_l0_b_3)
                            qk_raw_inline37__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_acc_3)
                        qk_raw_inline37__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline37__tile_l0_c_phi_3)
                    pl.tile.tpush_to_aiv(qk_raw_inline37__tile_1, split=0)
                    qk_oi_inline94__tile_l0_init: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    qk_oi_inline94__tile_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                    for qk_oi_inline94__tile_l0_ko, (qk_oi_inline94__tile_l0_c,) in pl.range(0, 128, 64, init_values=(qk_oi_inline94__tile_l0_init,)):
                        qk_oi_inline94__tile_l0_a: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_27, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline94__tile_l0_lmat, 0, qk_oi_inline94__tile_l0_ko, [32, 32], target_memory=pl.Mem.Left)
                        qk_oi_inline94__tile_l0_b: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_28, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15, qk_oi_inline94__tile_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
                        qk_oi_inline94__tile_l0_a_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_29, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline94__tile_l0_lmat, 0, qk_oi_inline94__tile_l0_ko + 32, [32, 32], target_memory=pl.Mem.Left)
                        qk_oi_inline94__tile_l0_b_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_30, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15, qk_oi_inline94__tile_l0_ko + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                        if qk_oi_inline94__tile_l0_ko == 0:
                            qk_oi_inline94__tile_l0_c_first: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline94__tile_l0_a, qk_oi_inline94__tile_l0_b)
                            qk_oi_inline94__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_first)
                        else:
                            qk_oi_inline94__tile_l0_c_acc: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline94__tile_l0_c, qk_oi_inline94__tile_l0_a, qk_oi_inline94__tile_l0_b)
                            qk_oi_inline94__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_acc)
                        if qk_oi_inline94__tile_l0_ko + 32 == 0:
                            qk_oi_inline94__tile_l0_c_first_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline94__tile_l0_a_1, qk_oi_inline94__tile_l0_b_1)
                            qk_oi_inline94__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_first_1)
                        else:
                            qk_oi_inline94__tile_l0_c_acc_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline94__tile_l0_c_phi, qk_oi_inline94__tile_l0_a_1, qk_oi_inline94__tile_l0_b_1)
                            qk_oi_inline94__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_acc_1)
                        qk_oi_inline94__tile: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_phi_1)
                    pl.system.tfree_to_aiv(qk_oi_inline94__tile_l0_lmat, split=0)
                    qk_h_idx_inline85__ssa_v0: pl.Scalar[pl.INDEX] = (qk_hb_inline111__idx_v0 - 1) * 2
                    qk_r0_inline121__ssa_v0: pl.Scalar[pl.INDEX] = 0
                    qk_blk_base_inline40__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0 + qk_h_idx_inline85__ssa_v0 * 80
                    qk_row_inline90__ssa_v0: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v0 + qk_sb_inline20__ssa_v0 * 16
                    t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline94__tile, [16, 512], [qk_r0_inline121__ssa_v0, 0])
                    sparse_blk_oi_inline48__tile: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_3, [qk_row_inline90__ssa_v0, 0], sparse_blk_oi_inline48__iter_v3)
                    qk_h_idx_inline85__ssa_v1: pl.Scalar[pl.INDEX] = (qk_hb_inline111__idx_v0 - 1) * 2 + 1
                    qk_r0_inline121__ssa_v1: pl.Scalar[pl.INDEX] = 16
                    qk_blk_base_inline40__ssa_v1: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0 + qk_h_idx_inline85__ssa_v1 * 80
                    qk_row_inline90__ssa_v1: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v1 + qk_sb_inline20__ssa_v0 * 16
                    t__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline94__tile, [16, 512], [qk_r0_inline121__ssa_v1, 0])
                    sparse_blk_oi_inline48__tile_1: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_4, [qk_row_inline90__ssa_v1, 0], sparse_blk_oi_inline48__tile)
                    sparse_blk_li_inline80__rv_v4_swp, sparse_blk_mi_inline56__rv_v4_swp, sparse_blk_oi_inline48__rv_v4_swp = pl.yield_(sparse_blk_li_inline80__iter_v3, sparse_blk_mi_inline56__iter_v3, sparse_blk_oi_inline48__tile_1)
                qk_oi_inline94__tile_l0_init_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                qk_oi_inline94__tile_l0_lmat_1: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                for qk_oi_inline94__tile_l0_ko_1, (qk_oi_inline94__tile_l0_c_1,) in pl.range(0, 128, 64, init_values=(qk_oi_inline94__tile_l0_init_1,)):
                    qk_oi_inline94__tile_l0_a_2: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_27, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline94__tile_l0_lmat_1, 0, qk_oi_inline94__tile_l0_ko_1, [32, 32], target_memory=pl.Mem.Left)
                    qk_oi_inline94__tile_l0_b_2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_28, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15, qk_oi_inline94__tile_l0_ko_1, 0, [32, 512], target_memory=pl.Mem.Right)
                    qk_oi_inline94__tile_l0_a_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_29, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline94__tile_l0_lmat_1, 0, qk_oi_inline94__tile_l0_ko_1 + 32, [32, 32], target_memory=pl.Mem.Left)
                    qk_oi_inline94__tile_l0_b_3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_30, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline122__rv_v15, qk_oi_inline94__tile_l0_ko_1 + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                    if qk_oi_inline94__tile_l0_ko_1 == 0:
                        qk_oi_inline94__tile_l0_c_first_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline94__tile_l0_a_2, qk_oi_inline94__tile_l0_b_2)
                        qk_oi_inline94__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_first_2)
                    else:
                        qk_oi_inline94__tile_l0_c_acc_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline94__tile_l0_c_1, qk_oi_inline94__tile_l0_a_2, qk_oi_inline94__tile_l0_b_2)
                        qk_oi_inline94__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_acc_2)
                    if qk_oi_inline94__tile_l0_ko_1 + 32 == 0:
                        qk_oi_inline94__tile_l0_c_first_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline94__tile_l0_a_3, qk_oi_inline94__tile_l0_b_3)
                        qk_oi_inline94__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_first_3)
                    else:
                        qk_oi_inline94__tile_l0_c_acc_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline94__tile_l0_c_phi_2, qk_oi_inline94__tile_l0_a_3, qk_oi_inline94__tile_l0_b_3)
                        qk_oi_inline94__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_acc_3)
                    qk_oi_inline94__tile_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline94__tile_l0_c_phi_3)
                pl.system.tfree_to_aiv(qk_oi_inline94__tile_l0_lmat_1, split=0)
                qk_h_idx_inline85__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX)
                qk_r0_inline121__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
                qk_blk_base_inline40__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0 + qk_h_idx_inline85__ssa_v0_1 * 80
                qk_row_inline90__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v0_1 + qk_sb_inline20__ssa_v0 * 16
                t__tile_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline94__tile_1, [16, 512], [qk_r0_inline121__ssa_v0_1, 0])
                sparse_blk_oi_inline48__tile_2: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_59", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_5, [qk_row_inline90__ssa_v0_1, 0], sparse_blk_oi_inline48__rv_v4_swp)
                qk_h_idx_inline85__ssa_v1_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX) + pl.const(1, pl.INDEX)
                qk_r0_inline121__ssa_v1_1: pl.Scalar[pl.INDEX] = 16
                qk_blk_base_inline40__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0 + qk_h_idx_inline85__ssa_v1_1 * 80
                qk_row_inline90__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v1_1 + qk_sb_inline20__ssa_v0 * 16
                t__tile_6: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_47, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline94__tile_1, [16, 512], [qk_r0_inline121__ssa_v1_1, 0])
                sparse_blk_oi_inline48__tile_3: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_59", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_6, [qk_row_inline90__ssa_v1_1, 0], sparse_blk_oi_inline48__tile_2)
                sparse_blk_li_inline80__rv_v4: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_70", pl.const(0, pl.INT64), 0)] = sparse_blk_li_inline80__rv_v4_swp
                sparse_blk_mi_inline56__rv_v4: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_71", pl.const(0, pl.INT64), 0)] = sparse_blk_mi_inline56__rv_v4_swp
                sparse_blk_oi_inline48__rv_v4: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_72", pl.const(0, pl.INT64), 0)] = sparse_blk_oi_inline48__tile_3
                sparse_blk_li_inline80__phi_v7, sparse_blk_mi_inline56__phi_v7 = pl.yield_(sparse_blk_li_inline80__rv_v4, sparse_blk_mi_inline56__rv_v4)
            else:
                sparse_blk_li_inline80__phi_v7, sparse_blk_mi_inline56__phi_v7 = pl.yield_(sparse_blk_li_inline80__iter_v1, sparse_blk_mi_inline56__iter_v1)
            sparse_blk_li_inline80__rv_v2, sparse_blk_mi_inline56__rv_v2, sparse_blk_oi_inline48__rv_v2 = pl.yield_(sparse_blk_li_inline80__phi_v7, sparse_blk_mi_inline56__phi_v7, sparse_blk_oi_inline48__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qk_pv_aiv(qk_items_inline148__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline80__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline56__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline48__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], qk_order_inline117__ssa_v0: pl.Tensor[[640], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2560)], sparse_bias_inline54__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], valid_block_mask_inline51__ssa_v0: pl.Tensor[[t_dim_inline74__ssa_v0, 5], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN, 1], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline66__ssa_v1: pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], cmp_sparse_indices_inline21__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)], cmp_kv_flat_inline71__ssa_v0: pl.Tensor[[cmp_block_num_inline26__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], q_flat_inline78__ssa_v0: pl.Tensor[[t_heads_inline30__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_27: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        qk_pv_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_v2c_slot_buffer', peer_func='qk_pv_aic')
        qk_pv_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(qk_pv_c2v_slot_buffer, qk_pv_v2c_slot_buffer_import, dir_mask=3, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            qk_core_inline24__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_lane_iters_inline43__ssa_v0: pl.Scalar[pl.INDEX] = (qk_items_inline148__ssa_v0 - qk_core_inline24__ssa_v0 + 23) // 24
            for qk_it_inline19__idx_v0, (sparse_blk_li_inline80__iter_v1, sparse_blk_mi_inline56__iter_v1, sparse_blk_oi_inline48__iter_v1) in pl.range(qk_lane_iters_inline43__ssa_v0, init_values=(sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0)):
                qk_flat_inline82__ssa_v0: pl.Scalar[pl.INDEX] = qk_core_inline24__ssa_v0 + qk_it_inline19__idx_v0 * 24
                t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(qk_order_inline117__ssa_v0, [qk_flat_inline82__ssa_v0])
                qk_item_inline18__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
                qk_t_inline13__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline18__ssa_v0 // 5
                qk_sb_inline20__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline18__ssa_v0 - qk_t_inline13__ssa_v0 * 5
                qk_token_base_inline45__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline13__ssa_v0 * 320
                qk_s0_inline34__ssa_v0: pl.Scalar[pl.INDEX] = qk_sb_inline20__ssa_v0 * 128
                qk_bias_row_inline59__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sparse_bias_inline54__rv_v2, [qk_t_inline13__ssa_v0, qk_s0_inline34__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                qk_block_valid_inline16__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask_inline51__ssa_v0, [qk_t_inline13__ssa_v0, qk_sb_inline20__ssa_v0])
                if 0 < pl.cast(qk_block_valid_inline16__tile, pl.INDEX):
                    for qk_hb_inline111__idx_v0, (sparse_blk_li_inline80__iter_v3, sparse_blk_mi_inline56__iter_v3, sparse_blk_oi_inline48__iter_v3) in pl.range(2, init_values=(sparse_blk_li_inline80__iter_v1, sparse_blk_mi_inline56__iter_v1, sparse_blk_oi_inline48__iter_v1)):
                        qk_raw_inline37__tile_Vec: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                        qk_scaled_inline116__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(qk_raw_inline37__tile_Vec, 0.044194173824159223)
                        pl.system.tfree_to_aic(qk_raw_inline37__tile_Vec, split=0)
                        qk_scores_inline118__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_add(qk_scaled_inline116__tile, qk_bias_row_inline59__tile)
                        tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_mi_inline53__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(49664, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(qk_scores_inline118__tile, tmp_tile)
                        t__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_sub(qk_scores_inline118__tile, qk_mi_inline53__tile)
                        qk_exp_inline112__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__tile_1)
                        tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_li_inline120__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_22, pl.const(49792, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(qk_exp_inline112__tile, tmp_tile_1)
                        qk_exp_bf16_inline124__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(qk_exp_inline112__tile, target_type=pl.BF16, mode='rint')
                        pl.tile.tpush_to_aic(qk_exp_bf16_inline124__tile, split=0)
                        qk_h_idx_inline85__ssa_v0: pl.Scalar[pl.INDEX] = qk_hb_inline111__idx_v0 * 2
                        qk_r0_inline121__ssa_v0: pl.Scalar[pl.INDEX] = 0
                        qk_blk_base_inline40__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0 + qk_h_idx_inline85__ssa_v0 * 80
                        qk_row_inline90__ssa_v0: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v0 + qk_sb_inline20__ssa_v0 * 16
                        t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(49664, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline53__tile, [16, 1], [qk_r0_inline121__ssa_v0, 0])
                        sparse_blk_mi_inline56__tile: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [qk_row_inline90__ssa_v0, 0], sparse_blk_mi_inline56__iter_v3)
                        t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_22, pl.const(49792, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline120__tile, [16, 1], [qk_r0_inline121__ssa_v0, 0])
                        sparse_blk_li_inline80__tile: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_3, [qk_row_inline90__ssa_v0, 0], sparse_blk_li_inline80__iter_v3)
                        qk_h_idx_inline85__ssa_v1: pl.Scalar[pl.INDEX] = qk_hb_inline111__idx_v0 * 2 + 1
                        qk_r0_inline121__ssa_v1: pl.Scalar[pl.INDEX] = 16
                        qk_blk_base_inline40__ssa_v1: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0 + qk_h_idx_inline85__ssa_v1 * 80
                        qk_row_inline90__ssa_v1: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v1 + qk_sb_inline20__ssa_v0 * 16
                        t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(49664, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline53__tile, [16, 1], [qk_r0_inline121__ssa_v1, 0])
                        sparse_blk_mi_inline56__tile_1: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_4, [qk_row_inline90__ssa_v1, 0], sparse_blk_mi_inline56__tile)
                        t__tile_5: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_22, pl.const(49792, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline120__tile, [16, 1], [qk_r0_inline121__ssa_v1, 0])
                        sparse_blk_li_inline80__tile_1: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_5, [qk_row_inline90__ssa_v1, 0], sparse_blk_li_inline80__tile)
                        sparse_blk_li_inline80__rv_v4, sparse_blk_mi_inline56__rv_v4, sparse_blk_oi_inline48__rv_v4 = pl.yield_(sparse_blk_li_inline80__tile_1, sparse_blk_mi_inline56__tile_1, sparse_blk_oi_inline48__iter_v3)
                    sparse_blk_li_inline80__phi_v7, sparse_blk_mi_inline56__phi_v7, sparse_blk_oi_inline48__phi_v10 = pl.yield_(sparse_blk_li_inline80__rv_v4, sparse_blk_mi_inline56__rv_v4, sparse_blk_oi_inline48__rv_v4)
                else:
                    qk_oi_zero_inline72__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([16, 512], dtype=pl.FP32, value=0.0)
                    for qk_h_idx_inline64__idx_v0, (sparse_blk_oi_inline48__iter_v7,) in pl.range(4, init_values=(sparse_blk_oi_inline48__iter_v1,)):
                        qk_blk_base_inline40__ssa_v2: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0 + qk_h_idx_inline64__idx_v0 * 80
                        qk_row_inline90__ssa_v2: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v2 + qk_sb_inline20__ssa_v0 * 16
                        sparse_blk_mi_inline56__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=-3.0000000000000001e+38)
                        sparse_blk_mi_inline56__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sparse_blk_mi_inline56__tile_2, [16, 1])
                        pl.tile.store(sparse_blk_mi_inline56__tile_3, [qk_row_inline90__ssa_v2, 0], sparse_blk_mi_inline56__iter_v1)
                        sparse_blk_li_inline80__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
                        sparse_blk_li_inline80__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sparse_blk_li_inline80__tile_2, [16, 1])
                        pl.tile.store(sparse_blk_li_inline80__tile_3, [qk_row_inline90__ssa_v2, 0], sparse_blk_li_inline80__iter_v1)
                        sparse_blk_oi_inline48__tile: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_oi_zero_inline72__tile, [qk_row_inline90__ssa_v2, 0], sparse_blk_oi_inline48__iter_v7)
                        sparse_blk_oi_inline48__rv_v8: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 0)] = pl.yield_(sparse_blk_oi_inline48__tile)
                    sparse_blk_li_inline80__phi_v7, sparse_blk_mi_inline56__phi_v7, sparse_blk_oi_inline48__phi_v10 = pl.yield_(sparse_blk_li_inline80__iter_v1, sparse_blk_mi_inline56__iter_v1, sparse_blk_oi_inline48__rv_v8)
                sparse_blk_li_inline80__rv_v2, sparse_blk_mi_inline56__rv_v2, sparse_blk_oi_inline48__rv_v2 = pl.yield_(sparse_blk_li_inline80__phi_v7, sparse_blk_mi_inline56__phi_v7, sparse_blk_oi_inline48__phi_v10)
            return sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0
        else:
            qk_core_inline24__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_lane_iters_inline43__ssa_v0_1: pl.Scalar[pl.INDEX] = (qk_items_inline148__ssa_v0 - qk_core_inline24__ssa_v0_1 + 23) // 24
            for qk_it_inline19__idx_v0_1, (sparse_blk_li_inline80__iter_v1_1, sparse_blk_mi_inline56__iter_v1_1, sparse_blk_oi_inline48__iter_v1_1) in pl.range(qk_lane_iters_inline43__ssa_v0_1, init_values=(sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0)):
                qk_flat_inline82__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_core_inline24__ssa_v0_1 + qk_it_inline19__idx_v0_1 * 24
                t__tile_6: pl.Scalar[pl.INT32] = pl.tensor.read(qk_order_inline117__ssa_v0, [qk_flat_inline82__ssa_v0_1])
                qk_item_inline18__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(t__tile_6, pl.INDEX)
                qk_t_inline13__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_item_inline18__ssa_v0_1 // 5
                qk_sb_inline20__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_item_inline18__ssa_v0_1 - qk_t_inline13__ssa_v0_1 * 5
                qk_token_base_inline45__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_t_inline13__ssa_v0_1 * 320
                qk_s0_inline34__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_sb_inline20__ssa_v0_1 * 128
                qk_bias_row_inline59__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                qk_block_valid_inline16__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask_inline51__ssa_v0, [qk_t_inline13__ssa_v0_1, qk_sb_inline20__ssa_v0_1])
                if 0 < pl.cast(qk_block_valid_inline16__tile_1, pl.INDEX):
                    for qk_hb_inline111__idx_v0_1, (sparse_blk_li_inline80__iter_v3_1, sparse_blk_mi_inline56__iter_v3_1, sparse_blk_oi_inline48__iter_v3_1) in pl.range(2, init_values=(sparse_blk_li_inline80__iter_v1_1, sparse_blk_mi_inline56__iter_v1_1, sparse_blk_oi_inline48__iter_v1_1)):
                        qk_raw_inline37__tile_Vec_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                        qk_scaled_inline116__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(qk_raw_inline37__tile_Vec_1, 0.044194173824159223)
                        pl.system.tfree_to_aic(qk_raw_inline37__tile_Vec_1, split=0)
                        qk_scores_inline118__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(qk_scaled_inline116__tile_1, qk_bias_row_inline59__tile_1)
                        tmp_tile_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_mi_inline53__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(49664, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(qk_scores_inline118__tile_1, tmp_tile_2)
                        t__tile_7: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(qk_scores_inline118__tile_1, qk_mi_inline53__tile_1)
                        qk_exp_inline112__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_7)
                        tmp_tile_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33280, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_li_inline120__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(49664, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(qk_exp_inline112__tile_1, tmp_tile_3)
                        qk_exp_bf16_inline124__tile_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(qk_exp_inline112__tile_1, target_type=pl.BF16, mode='rint')
                        pl.tile.tpush_to_aic(qk_exp_bf16_inline124__tile_1, split=0)
                        qk_h_idx_inline85__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_hb_inline111__idx_v0_1 * 2
                        qk_r0_inline121__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
                        qk_blk_base_inline40__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0_1 + qk_h_idx_inline85__ssa_v0_1 * 80
                        qk_row_inline90__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v0_1 + qk_sb_inline20__ssa_v0_1 * 16
                        t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        sparse_blk_mi_inline56__tile_4: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 0)] = sparse_blk_mi_inline56__iter_v3_1
                        t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        sparse_blk_li_inline80__tile_4: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_50", pl.const(0, pl.INT64), 0)] = sparse_blk_li_inline80__iter_v3_1
                        qk_h_idx_inline85__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_hb_inline111__idx_v0_1 * 2 + 1
                        qk_r0_inline121__ssa_v1_1: pl.Scalar[pl.INDEX] = 16
                        qk_blk_base_inline40__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0_1 + qk_h_idx_inline85__ssa_v1_1 * 80
                        qk_row_inline90__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v1_1 + qk_sb_inline20__ssa_v0_1 * 16
                        t__tile_10: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        sparse_blk_mi_inline56__tile_5: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 0)] = sparse_blk_mi_inline56__iter_v3_1
                        t__tile_11: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        sparse_blk_li_inline80__tile_5: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_54", pl.const(0, pl.INT64), 0)] = sparse_blk_li_inline80__iter_v3_1
                        sparse_blk_li_inline80__rv_v4_1, sparse_blk_mi_inline56__rv_v4_1, sparse_blk_oi_inline48__rv_v4_1 = pl.yield_(sparse_blk_li_inline80__iter_v3_1, sparse_blk_mi_inline56__iter_v3_1, sparse_blk_oi_inline48__iter_v3_1)
                    sparse_blk_li_inline80__phi_v7_1, sparse_blk_mi_inline56__phi_v7_1, sparse_blk_oi_inline48__phi_v10_1 = pl.yield_(sparse_blk_li_inline80__rv_v4_1, sparse_blk_mi_inline56__rv_v4_1, sparse_blk_oi_inline48__rv_v4_1)
                else:
                    qk_oi_zero_inline72__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 512], dtype=pl.FP32, value=0.0)
                    for qk_h_idx_inline64__idx_v0_1, (sparse_blk_oi_inline48__iter_v7_1,) in pl.range(4, init_values=(sparse_blk_oi_inline48__iter_v1_1,)):
                        qk_blk_base_inline40__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_token_base_inline45__ssa_v0_1 + qk_h_idx_inline64__idx_v0_1 * 80
                        qk_row_inline90__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline40__ssa_v2_1 + qk_sb_inline20__ssa_v0_1 * 16
                        sparse_blk_mi_inline56__tile_6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([1, 16], dtype=pl.FP32, value=-3.0000000000000001e+38)
                        sparse_blk_mi_inline56__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(sparse_blk_mi_inline56__tile_6, [16, 1])
                        sparse_blk_li_inline80__tile_6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
                        sparse_blk_li_inline80__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(49920, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(sparse_blk_li_inline80__tile_6, [16, 1])
                        sparse_blk_oi_inline48__tile_1: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_61", pl.const(0, pl.INT64), 0)] = sparse_blk_oi_inline48__iter_v7_1
                        sparse_blk_oi_inline48__rv_v8_1: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_62", pl.const(0, pl.INT64), 0)] = pl.yield_(sparse_blk_oi_inline48__iter_v7_1)
                    sparse_blk_li_inline80__phi_v7_1, sparse_blk_mi_inline56__phi_v7_1, sparse_blk_oi_inline48__phi_v10_1 = pl.yield_(sparse_blk_li_inline80__iter_v1_1, sparse_blk_mi_inline56__iter_v1_1, sparse_blk_oi_inline48__rv_v8_1)
                sparse_blk_li_inline80__rv_v2_1, sparse_blk_mi_inline56__rv_v2_1, sparse_blk_oi_inline48__rv_v2_1 = pl.yield_(sparse_blk_li_inline80__phi_v7_1, sparse_blk_mi_inline56__phi_v7_1, sparse_blk_oi_inline48__phi_v10_1)
            return sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def qk_pv(qk_items_inline148__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline80__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline56__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline48__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], qk_order_inline117__ssa_v0: pl.Tensor[[640], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2560)], sparse_bias_inline54__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], valid_block_mask_inline51__ssa_v0: pl.Tensor[[t_dim_inline74__ssa_v0, 5], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN, 1], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline66__ssa_v1: pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], cmp_sparse_indices_inline21__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)], cmp_kv_flat_inline71__ssa_v0: pl.Tensor[[cmp_block_num_inline26__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], q_flat_inline78__ssa_v0: pl.Tensor[[t_heads_inline30__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32]]:
        self.qk_pv_aic(qk_items_inline148__ssa_v0, sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0, qk_order_inline117__ssa_v0, sparse_bias_inline54__rv_v2, valid_block_mask_inline51__ssa_v0, position_ids__ssa_v0, window_swa_indices__ssa_v0, ori_kv_flat_inline66__ssa_v1, cmp_sparse_indices_inline21__rv_v2, cmp_block_table__ssa_v0, cmp_kv_flat_inline71__ssa_v0, q_flat_inline78__ssa_v0, __gm_pipe_buffer)
        self.qk_pv_aiv(qk_items_inline148__ssa_v0, sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0, qk_order_inline117__ssa_v0, sparse_bias_inline54__rv_v2, valid_block_mask_inline51__ssa_v0, position_ids__ssa_v0, window_swa_indices__ssa_v0, ori_kv_flat_inline66__ssa_v1, cmp_sparse_indices_inline21__rv_v2, cmp_block_table__ssa_v0, cmp_kv_flat_inline71__ssa_v0, q_flat_inline78__ssa_v0, __gm_pipe_buffer)
        return sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def qk_pv_spmd(self, qk_items_inline148__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline80__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline56__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline48__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], qk_order_inline117__ssa_v0: pl.Tensor[[640], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2560)], sparse_bias_inline54__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], valid_block_mask_inline51__ssa_v0: pl.Tensor[[t_dim_inline74__ssa_v0, 5], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN, 1], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline66__ssa_v1: pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], cmp_sparse_indices_inline21__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)], cmp_kv_flat_inline71__ssa_v0: pl.Tensor[[cmp_block_num_inline26__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], q_flat_inline78__ssa_v0: pl.Tensor[[t_heads_inline30__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32]] = self.qk_pv(qk_items_inline148__ssa_v0, sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0, qk_order_inline117__ssa_v0, sparse_bias_inline54__rv_v2, valid_block_mask_inline51__ssa_v0, position_ids__ssa_v0, window_swa_indices__ssa_v0, ori_kv_flat_inline66__ssa_v1, cmp_sparse_indices_inline21__rv_v2, cmp_block_table__ssa_v0, cmp_kv_flat_inline71__ssa_v0, q_flat_inline78__ssa_v0, __gm_pipe_buffer)
        sparse_blk_li_inline80__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        sparse_blk_mi_inline56__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        sparse_blk_oi_inline48__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[2]
        return sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_cs(rope_swap_idx_inline104__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], rope_cos_il_inline55__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]], rope_sin_signed_inline142__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]], rope_cs_blocks_inline83__ssa_v0: pl.Scalar[pl.INDEX], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_32: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_34: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_36: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_37: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        sw_ones_inline133__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        t__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        sw_idx_f_inline73__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
        sw_col_inline136__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(sw_ones_inline133__tile, sw_idx_f_inline73__tile)
        t__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(sw_col_inline136__tile, 0.5)
        sw_dup_i32_inline137__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.INT32, mode='trunc')
        sw_dup_f_inline49__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(sw_dup_i32_inline137__tile, target_type=pl.FP32, mode='round')
        t__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(sw_dup_f_inline49__tile, 2.0)
        sw_lane_inline76__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(sw_col_inline136__tile, t__tile_2)
        t__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(sw_col_inline136__tile, 1.0)
        t__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(sw_lane_inline76__tile, 2.0)
        sw_swap_f_inline138__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(t__tile_3, t__tile_4)
        t__tile_5: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(sw_swap_f_inline138__tile, target_type=pl.INT32, mode='round')
        rope_swap_idx_inline104__tile: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_5, [0, 0], rope_swap_idx_inline104__ssa_v0)
        cs_ones_inline105__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP32, value=1.0)
        t__tile_6: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        cs_idx_f_inline134__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_6, target_type=pl.FP32, mode='round')
        cs_col_inline114__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(cs_ones_inline105__tile, cs_idx_f_inline134__tile)
        t__tile_7: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_col_inline114__tile, 0.5)
        cs_dup_i32_inline139__tile: pl.Tile[[8, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_7, target_type=pl.INT32, mode='trunc')
        cs_dup_f_inline108__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(cs_dup_i32_inline139__tile, target_type=pl.FP32, mode='round')
        cs_dup_idx_inline135__tile: pl.Tile[[8, 64], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(cs_dup_f_inline108__tile, target_type=pl.INT32, mode='round')
        t__tile_8: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_dup_f_inline108__tile, 2.0)
        cs_lane_inline65__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(cs_col_inline114__tile, t__tile_8)
        t__tile_9: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_lane_inline65__tile, 2.0)
        t__tile_10: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.subs(t__tile_9, 1.0)
        cs_sign_inline50__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.neg(t__tile_10)
        for cs_rb_inline69__idx_v0, (rope_cos_il_inline55__iter_v1, rope_sin_signed_inline142__iter_v1) in pl.range(rope_cs_blocks_inline83__ssa_v0, init_values=(rope_cos_il_inline55__ssa_v0, rope_sin_signed_inline142__ssa_v0)):
            cs_t0_inline143__ssa_v0: pl.Scalar[pl.INDEX] = cs_rb_inline69__idx_v0 * 8
            t__tile_11: pl.Tile[[8, 32], pl.BF16, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_cos__ssa_v0, [cs_t0_inline143__ssa_v0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            cs_cos_inline144__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_32, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_11, target_type=pl.FP32, mode='round')
            t__tile_12: pl.Tile[[8, 32], pl.BF16, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_sin__ssa_v0, [cs_t0_inline143__ssa_v0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            cs_sin_inline22__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_34, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_12, target_type=pl.FP32, mode='round')
            gather_acc_init: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv, (gather_ia,) in pl.range(8, init_values=(gather_acc_init,)):
                gather_inp_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_32, pl.const(2048, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(cs_cos_inline144__tile, [1, 32], [gather_lv, 0], [1, 32])
                gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline135__tile, [1, 64], [gather_lv, 0], [1, 64])
                gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_36, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_37, pl.const(4352, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                gather_asmbl: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                gather_rv: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
            t__tile_13: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 2048), pl.Mem.Vec] = gather_rv
            rope_cos_il_inline55__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_13, [cs_t0_inline143__ssa_v0, 0], rope_cos_il_inline55__iter_v1)
            gather_acc_init_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv_1, (gather_ia_1,) in pl.range(8, init_values=(gather_acc_init_1,)):
                gather_inp_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_34, pl.const(3072, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(cs_sin_inline22__tile, [1, 32], [gather_lv_1, 0], [1, 32])
                gather_idx_row_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline135__tile, [1, 64], [gather_lv_1, 0], [1, 64])
                gather_row_tmp_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_32, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_36, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
                gather_asmbl_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
                gather_rv_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
            cs_sin_il_inline145__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 2048), pl.Mem.Vec] = gather_rv_1
            t__tile_14: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(8704, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(cs_sin_il_inline145__tile, cs_sign_inline50__tile)
            rope_sin_signed_inline142__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_14, [cs_t0_inline143__ssa_v0, 0], rope_sin_signed_inline142__iter_v1)
            rope_cos_il_inline55__rv_v2, rope_sin_signed_inline142__rv_v2 = pl.yield_(rope_cos_il_inline55__tile, rope_sin_signed_inline142__tile)
        return rope_swap_idx_inline104__ssa_v0, rope_cos_il_inline55__ssa_v0, rope_sin_signed_inline142__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def sparse_attn_csa_test(self, q__ssa_v0: pl.Tensor[[T_DYN, 64, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], ori_kv__ssa_v0: pl.Tensor[[ORI_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_kv__ssa_v0: pl.Tensor[[CMP_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], idx_topk__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN, 1], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], o_packed_heads__ssa_v0: pl.Out[pl.Tensor[[8, 128, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[8, 128, 4096], pl.BF16]:
        o_packed_flat__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8388608)] = pl.tensor.reshape(o_packed_heads__ssa_v0, [1024, 4096])
        ori_block_num_inline91__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(ori_kv__ssa_v0, 0)
        t_dim_inline74__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
        t_heads_inline30__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline74__ssa_v0 * 64
        t_blk_inline126__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline74__ssa_v0 * 320
        t_hblocks_inline14__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline74__ssa_v0 * 4
        qk_items_inline148__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline74__ssa_v0 * 5
        rope_cs_blocks_inline83__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline74__ssa_v0 // 8
        ori_kv_flat_inline66__ssa_v0: pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(ori_kv__ssa_v0, [ori_block_num_inline91__ssa_v0 * 32, 512])
        ret__tmp_v0: pl.Tuple[pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kv_touch, ori_kv_flat_inline66__ssa_v0, allow_early_resolve=True)
        ori_kv_flat_inline66__ssa_v1: pl.Tensor[[ori_block_num_inline91__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        sparse_bias_inline54__ssa_v0: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline74__ssa_v0, 640], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cmp_sparse_indices_inline21__ssa_v0: pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline74__ssa_v0, 512], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        valid_block_mask_inline51__ssa_v0: pl.Tensor[[t_dim_inline74__ssa_v0, 5], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline74__ssa_v0, 5], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        qk_order_inline117__ssa_v0: pl.Tensor[[640], pl.INT32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 2560)] = pl.tensor.create([640], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        qk_wcur_inline70__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32], pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.csa_slots_build_valid_qk_plan, cmp_sparse_indices_inline21__ssa_v0, sparse_bias_inline54__ssa_v0, t_dim_inline74__ssa_v0, idx_topk__ssa_v0, position_ids__ssa_v0, valid_block_mask_inline51__ssa_v0, window_swa_indices__ssa_v0, qk_wcur_inline70__ssa_v0, qk_order_inline117__ssa_v0, allow_early_resolve=True)
        cmp_sparse_indices_inline21__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 512], pl.INT32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_1[0]
        sparse_bias_inline54__rv_v2: pl.Tensor[[t_dim_inline74__ssa_v0, 640], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_1[1]
        qk_plan_tid_inline67__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[2]
        cmp_block_num_inline26__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
        cmp_kv_flat_inline71__ssa_v0: pl.Tensor[[cmp_block_num_inline26__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline26__ssa_v0 * 32, 512])
        q_flat_inline78__ssa_v0: pl.Tensor[[t_heads_inline30__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(q__ssa_v0, [t_heads_inline30__ssa_v0, 512])
        sparse_blk_mi_inline56__ssa_v0: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_blk_inline126__ssa_v0, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sparse_blk_li_inline80__ssa_v0: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_blk_inline126__ssa_v0, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sparse_blk_oi_inline48__ssa_v0: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_blk_inline126__ssa_v0, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qk_pv_spmd, qk_items_inline148__ssa_v0, sparse_blk_li_inline80__ssa_v0, sparse_blk_mi_inline56__ssa_v0, sparse_blk_oi_inline48__ssa_v0, qk_order_inline117__ssa_v0, sparse_bias_inline54__rv_v2, valid_block_mask_inline51__ssa_v0, position_ids__ssa_v0, window_swa_indices__ssa_v0, ori_kv_flat_inline66__ssa_v1, cmp_sparse_indices_inline21__rv_v2, cmp_block_table__ssa_v0, cmp_kv_flat_inline71__ssa_v0, q_flat_inline78__ssa_v0, gm_pipe_buffer_0, deps=[qk_plan_tid_inline67__ssa_v0], core_num=24, allow_early_resolve=True)
        sparse_blk_li_inline80__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_2[0]
        sparse_blk_mi_inline56__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_2[1]
        sparse_blk_oi_inline48__rv_v2: pl.Tensor[[t_blk_inline126__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_2[2]
        _qk_tid_inline150__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[3]
        rope_cos_il_inline55__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        rope_sin_signed_inline142__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        rope_swap_idx_inline104__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_3: pl.Tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.rope_cs, rope_swap_idx_inline104__ssa_v0, rope_cos_il_inline55__ssa_v0, rope_sin_signed_inline142__ssa_v0, rope_cs_blocks_inline83__ssa_v0, freqs_cos__ssa_v0, freqs_sin__ssa_v0, allow_early_resolve=True)
        rope_swap_idx_inline104__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0_3[0]
        rope_cos_il_inline55__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_3[1]
        rope_sin_signed_inline142__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_3[2]
        tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[3]
        ret__tmp_v0_4: pl.Tuple[pl.Tensor[[1024, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.merge_norm_spmd, sparse_blk_mi_inline56__rv_v2, sparse_blk_li_inline80__rv_v2, sparse_blk_oi_inline48__rv_v2, attn_sink__ssa_v0, rope_cos_il_inline55__rv_v2, rope_sin_signed_inline142__rv_v2, rope_swap_idx_inline104__ssa_v1, o_packed_flat__ssa_v0, core_num=t_hblocks_inline14__ssa_v0)
        o_packed_flat__ssa_v16: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 8388608)] = ret__tmp_v0_4[0]
        merge_tid_inline147__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[1]
        o_packed_flat__ssa_v17: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 8388608)] = o_packed_flat__ssa_v16
        return o_packed_heads__ssa_v0