# pypto.program: _jit_sparse_attn_swa_test
import pypto.language as pl

ORI_BLOCK_NUM_DYN = pl.dynamic("ORI_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_sparse_attn_swa_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def merge_norm(sparse_blk_mi_inline60__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline47__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_oi_inline95__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], rope_swap_idx_inline37__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline40__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)], rope_sin_signed_inline39__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)], o_packed_flat__ssa_v0: pl.Out[pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[8192, 512], pl.BF16]:
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_20: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        m_idx_inline8__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        m_t_inline48__ssa_v0: pl.Scalar[pl.INDEX] = m_idx_inline8__ssa_v0 // 4
        m_h_idx_inline7__ssa_v0: pl.Scalar[pl.INDEX] = m_idx_inline8__ssa_v0 - m_t_inline48__ssa_v0 * 4
        m_h0_inline6__ssa_v0: pl.Scalar[pl.INDEX] = m_h_idx_inline7__ssa_v0 * 16
        m_blk_base_inline117__ssa_v0: pl.Scalar[pl.INDEX] = m_t_inline48__ssa_v0 * 64 + m_h0_inline6__ssa_v0
        m_mi_inline20__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline60__rv_v2, [m_blk_base_inline117__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        m_li_inline75__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(49152, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline47__rv_v2, [m_blk_base_inline117__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        m_oi_inline12__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline95__rv_v2, [m_blk_base_inline117__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
        t__tile: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(53248, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(attn_sink__ssa_v0, [m_h0_inline6__ssa_v0], [16], [16], target_memory=pl.Mem.Vec)
        n_sink_inline5__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(53248, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [16, 1])
        n_sink_delta_inline42__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(53248, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_inline5__tile, [1, 16])
        n_sink_delta_inline42__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline20__tile, [1, 16])
        n_sink_delta_inline42__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sub(n_sink_delta_inline42__rm_a0_tmp_v0, n_sink_delta_inline42__rm_a1_tmp_v1)
        n_sink_delta_inline42__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_delta_inline42__row_major_tmp_v2, [16, 1])
        n_sink_exp_inline4__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_delta_inline42__tile, [1, 16])
        n_sink_exp_inline4__row_major_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(n_sink_exp_inline4__rm_a0_tmp_v3)
        n_sink_exp_inline4__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_exp_inline4__row_major_tmp_v4, [16, 1])
        n_denom_inline36__rm_a0_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline75__tile, [1, 16])
        n_denom_inline36__rm_a1_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_sink_exp_inline4__tile, [1, 16])
        n_denom_inline36__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(n_denom_inline36__rm_a0_tmp_v5, n_denom_inline36__rm_a1_tmp_v6)
        n_denom_inline36__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(n_denom_inline36__row_major_tmp_v7, [16, 1])
        n_normalized_inline3__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(m_oi_inline12__tile, n_denom_inline36__tile)
        n_full_inline2__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_normalized_inline3__tile, [16, 512], [0, 0])
        n_bf16_inline46__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(n_full_inline2__tile, target_type=pl.BF16, mode='rint')
        m_rope_inline101__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(1792, pl.INT64), 30976), pl.Mem.Vec] = pl.tile.slice(n_full_inline2__tile, [16, 64], [0, 448])
        t__tile_1: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_17, pl.const(49152, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_inline37__ssa_v1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(53248, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(m_rope_inline101__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_17, pl.const(49152, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(t__tile_1, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_19, pl.const(57344, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_20, pl.const(57600, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(53248, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(53248, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        m_swapped_inline0__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(53248, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        m_cos_il_inline19__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(57344, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_cos_il_inline40__rv_v2, [m_t_inline48__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        m_sin_signed_inline54__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_20, pl.const(57600, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sin_signed_inline39__rv_v2, [m_t_inline48__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        m_rope_inline101__tile_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_17, pl.const(49152, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.extract(n_normalized_inline3__tile, 0, 448, [16, 64], target_memory=pl.Mem.Vec)
        m_rope_cos_inline79__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_rope_inline101__tile_textract, m_cos_il_inline19__tile)
        m_swap_sin_inline53__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_17, pl.const(49152, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(m_swapped_inline0__tile, m_sin_signed_inline54__tile)
        m_rot_inline120__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_rope_cos_inline79__tile, m_swap_sin_inline53__tile)
        n_rope_bf16_inline1__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(m_rot_inline120__tile, target_type=pl.BF16, mode='rint')
        m_g0_inline14__ssa_v0: pl.Scalar[pl.INDEX] = m_h0_inline6__ssa_v0 // 8
        m_src_h0_inline93__ssa_v0: pl.Scalar[pl.INDEX] = 0
        n_pack_row_inline111__ssa_v0: pl.Scalar[pl.INDEX] = m_g0_inline14__ssa_v0 * 128 + m_t_inline48__ssa_v0
        n_dst_head_inline89__ssa_v0: pl.Scalar[pl.INDEX] = n_pack_row_inline111__ssa_v0 * 8
        t__tile_2: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 8064), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline46__tile, [8, 448], [m_src_h0_inline93__ssa_v0, 0])
        o_packed_flat__tile: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_2, [n_dst_head_inline89__ssa_v0, 0], o_packed_flat__ssa_v0)
        t__tile_3: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1__tile, [8, 64], [m_src_h0_inline93__ssa_v0, 0])
        o_packed_flat__tile_1: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_3, [n_dst_head_inline89__ssa_v0, 448], o_packed_flat__tile)
        m_src_h0_inline93__ssa_v1: pl.Scalar[pl.INDEX] = 8
        n_pack_row_inline111__ssa_v1: pl.Scalar[pl.INDEX] = m_g0_inline14__ssa_v0 * 128 + m_t_inline48__ssa_v0 + 128
        n_dst_head_inline89__ssa_v1: pl.Scalar[pl.INDEX] = n_pack_row_inline111__ssa_v1 * 8
        t__tile_4: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 8064), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline46__tile, [8, 448], [m_src_h0_inline93__ssa_v1, 0])
        o_packed_flat__tile_2: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_4, [n_dst_head_inline89__ssa_v1, 0], o_packed_flat__tile_1)
        t__tile_5: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1__tile, [8, 64], [m_src_h0_inline93__ssa_v1, 0])
        o_packed_flat__tile_3: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_5, [n_dst_head_inline89__ssa_v1, 448], o_packed_flat__tile_2)
        return o_packed_flat__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def merge_norm_spmd(self, sparse_blk_mi_inline60__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline47__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_oi_inline95__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], rope_swap_idx_inline37__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline40__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)], rope_sin_signed_inline39__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)], o_packed_flat__ssa_v0: pl.Out[pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[8192, 512], pl.BF16]:
        o_packed_flat__ssa_v4: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 8388608)] = self.merge_norm(sparse_blk_mi_inline60__rv_v2, sparse_blk_li_inline47__rv_v2, sparse_blk_oi_inline95__rv_v2, attn_sink__ssa_v0, rope_swap_idx_inline37__ssa_v1, rope_cos_il_inline40__rv_v2, rope_sin_signed_inline39__rv_v2, o_packed_flat__ssa_v0)
        return o_packed_flat__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_pv_aic(sparse_bias__rv_v2: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], swa_kv_flat_inline56__rv_v2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline47__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline60__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline95__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], q_flat_inline52__ssa_v0: pl.Tensor[[t_heads_inline76__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]):
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_12: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_13: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_30: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        qk_pv_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_v2c_slot_buffer', size=32768, base=0)
        qk_pv_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_c2v_slot_buffer', peer_func='qk_pv_aiv')
        pl.system.aic_initialize_pipe(qk_pv_c2v_slot_buffer_import, qk_pv_v2c_slot_buffer, dir_mask=3, slot_size=16384, slot_num=2)
        qk_t_inline99__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qk_token_base_inline103__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline99__ssa_v0 * 64
        qk_s0_inline105__ssa_v0: pl.Scalar[pl.INDEX] = 0
        qk_base_inline106__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline99__ssa_v0 * 128 + qk_s0_inline105__ssa_v0
        qk_kv_inline98__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(swa_kv_flat_inline56__rv_v2, [qk_base_inline106__ssa_v0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
        qk_h0_inline69__ssa_v0: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX)
        qk_head_row_inline110__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline99__ssa_v0 * 64 + qk_h0_inline69__ssa_v0
        qk_q_tile_inline112__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline52__ssa_v0, [qk_head_row_inline110__ssa_v0, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
        qk_kv_inline98__tile_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_7, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_inline98__tile)
        qk_raw_inline108__tile_l0_init: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for qk_raw_inline108__tile_l0_ko, (qk_raw_inline108__tile_l0_c,) in pl.range(0, 512, 256, init_values=(qk_raw_inline108__tile_l0_init,)):
            qk_raw_inline108__tile_l0_a: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline112__tile, 0, qk_raw_inline108__tile_l0_ko, [32, 128], target_memory=pl.Mem.Left)
            qk_raw_inline108__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile_t, qk_raw_inline108__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
            qk_raw_inline108__tile_l0_a_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline112__tile, 0, qk_raw_inline108__tile_l0_ko + 128, [32, 128], target_memory=pl.Mem.Left)
            qk_raw_inline108__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile_t, qk_raw_inline108__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
            if qk_raw_inline108__tile_l0_ko == 0:
                qk_raw_inline108__tile_l0_c_first: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline108__tile_l0_a, qk_raw_inline108__tile_l0_b)
                qk_raw_inline108__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_first)
            else:
                qk_raw_inline108__tile_l0_c_acc: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline108__tile_l0_c, qk_raw_inline108__tile_l0_a, qk_raw_inline108__tile_l0_b)
                qk_raw_inline108__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_acc)
            if qk_raw_inline108__tile_l0_ko + 128 == 0:
                qk_raw_inline108__tile_l0_c_first_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline108__tile_l0_a_1, qk_raw_inline108__tile_l0_b_1)
                qk_raw_inline108__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_first_1)
            else:
                qk_raw_inline108__tile_l0_c_acc_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline108__tile_l0_c_phi, qk_raw_inline108__tile_l0_a_1, qk_raw_inline108__tile_l0_b_1)
                qk_raw_inline108__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_acc_1)
            qk_raw_inline108__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_phi_1)
        pl.tile.tpush_to_aiv(qk_raw_inline108__tile, split=0)
        for qk_hb_inline85__idx_v0, (sparse_blk_oi_inline95__iter_v1,) in pl.range(1, 2, init_values=(sparse_blk_oi_inline95__ssa_v0,)):
            qk_h0_inline69__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_hb_inline85__idx_v0 * 32
            qk_head_row_inline110__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_t_inline99__ssa_v0 * 64 + qk_h0_inline69__ssa_v0_1
            qk_q_tile_inline112__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline52__ssa_v0, [qk_head_row_inline110__ssa_v0_1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            qk_kv_inline98__tile_t_1: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_7, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_inline98__tile)
            qk_raw_inline108__tile_l0_init_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for qk_raw_inline108__tile_l0_ko_1, (qk_raw_inline108__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(qk_raw_inline108__tile_l0_init_1,)):
                qk_raw_inline108__tile_l0_a_2: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline112__tile_1, 0, qk_raw_inline108__tile_l0_ko_1, [32, 128], target_memory=pl.Mem.Left)
                qk_raw_inline108__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile_t_1, qk_raw_inline108__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                qk_raw_inline108__tile_l0_a_3: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline112__tile_1, 0, qk_raw_inline108__tile_l0_ko_1 + 128, [32, 128], target_memory=pl.Mem.Left)
                qk_raw_inline108__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile_t_1, qk_raw_inline108__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if qk_raw_inline108__tile_l0_ko_1 == 0:
                    qk_raw_inline108__tile_l0_c_first_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline108__tile_l0_a_2, qk_raw_inline108__tile_l0_b_2)
                    qk_raw_inline108__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_first_2)
                else:
                    qk_raw_inline108__tile_l0_c_acc_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline108__tile_l0_c_1, qk_raw_inline108__tile_l0_a_2, qk_raw_inline108__tile_l0_b_2)
                    qk_raw_inline108__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_acc_2)
                if qk_raw_inline108__tile_l0_ko_1 + 128 == 0:
                    qk_raw_inline108__tile_l0_c_first_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline108__tile_l0_a_3, qk_raw_inline108__tile_l0_b_3)
                    qk_raw_inline108__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_first_3)
                else:
                    qk_raw_inline108__tile_l0_c_acc_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline108__tile_l0_c_phi_2, qk_raw_inline108__tile_l0_a_3, qk_raw_inline108__tile_l0_b_3)
                    qk_raw_inline108__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_acc_3)
                qk_raw_inline108__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline108__tile_l0_c_phi_3)
            pl.tile.tpush_to_aiv(qk_raw_inline108__tile_1, split=0)
            qk_oi_inline115__tile_l0_init: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            qk_oi_inline115__tile_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            for qk_oi_inline115__tile_l0_ko, (qk_oi_inline115__tile_l0_c,) in pl.range(0, 128, 64, init_values=(qk_oi_inline115__tile_l0_init,)):
                qk_oi_inline115__tile_l0_a: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline115__tile_l0_lmat, 0, qk_oi_inline115__tile_l0_ko, [32, 32], target_memory=pl.Mem.Left)
                qk_oi_inline115__tile_l0_b: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile, qk_oi_inline115__tile_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
                qk_oi_inline115__tile_l0_a_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline115__tile_l0_lmat, 0, qk_oi_inline115__tile_l0_ko + 32, [32, 32], target_memory=pl.Mem.Left)
                qk_oi_inline115__tile_l0_b_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile, qk_oi_inline115__tile_l0_ko + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                if qk_oi_inline115__tile_l0_ko == 0:
                    qk_oi_inline115__tile_l0_c_first: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline115__tile_l0_a, qk_oi_inline115__tile_l0_b)
                    qk_oi_inline115__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_first)
                else:
                    qk_oi_inline115__tile_l0_c_acc: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline115__tile_l0_c, qk_oi_inline115__tile_l0_a, qk_oi_inline115__tile_l0_b)
                    qk_oi_inline115__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_acc)
                if qk_oi_inline115__tile_l0_ko + 32 == 0:
                    qk_oi_inline115__tile_l0_c_first_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline115__tile_l0_a_1, qk_oi_inline115__tile_l0_b_1)
                    qk_oi_inline115__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_first_1)
                else:
                    qk_oi_inline115__tile_l0_c_acc_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline115__tile_l0_c_phi, qk_oi_inline115__tile_l0_a_1, qk_oi_inline115__tile_l0_b_1)
                    qk_oi_inline115__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_acc_1)
                qk_oi_inline115__tile: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_phi_1)
            pl.system.tfree_to_aiv(qk_oi_inline115__tile_l0_lmat, split=0)
            qk_h_idx_inline71__ssa_v0: pl.Scalar[pl.INDEX] = (qk_hb_inline85__idx_v0 - 1) * 2
            qk_r0_inline122__ssa_v0: pl.Scalar[pl.INDEX] = 0
            qk_blk_base_inline123__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0 + qk_h_idx_inline71__ssa_v0 * 16
            qk_row_inline109__ssa_v0: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v0
            t__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline115__tile, [16, 512], [qk_r0_inline122__ssa_v0, 0])
            sparse_blk_oi_inline95__tile: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [qk_row_inline109__ssa_v0, 0], sparse_blk_oi_inline95__iter_v1)
            qk_h_idx_inline71__ssa_v1: pl.Scalar[pl.INDEX] = (qk_hb_inline85__idx_v0 - 1) * 2 + 1
            qk_r0_inline122__ssa_v1: pl.Scalar[pl.INDEX] = 16
            qk_blk_base_inline123__ssa_v1: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0 + qk_h_idx_inline71__ssa_v1 * 16
            qk_row_inline109__ssa_v1: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v1
            t__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline115__tile, [16, 512], [qk_r0_inline122__ssa_v1, 0])
            sparse_blk_oi_inline95__tile_1: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [qk_row_inline109__ssa_v1, 0], sparse_blk_oi_inline95__tile)
            sparse_blk_oi_inline95__rv_v2_swp: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 0)] = pl.yield_(sparse_blk_oi_inline95__tile_1)
        qk_oi_inline115__tile_l0_init_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        qk_oi_inline115__tile_l0_lmat_1: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        for qk_oi_inline115__tile_l0_ko_1, (qk_oi_inline115__tile_l0_c_1,) in pl.range(0, 128, 64, init_values=(qk_oi_inline115__tile_l0_init_1,)):
            qk_oi_inline115__tile_l0_a_2: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline115__tile_l0_lmat_1, 0, qk_oi_inline115__tile_l0_ko_1, [32, 32], target_memory=pl.Mem.Left)
            qk_oi_inline115__tile_l0_b_2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile, qk_oi_inline115__tile_l0_ko_1, 0, [32, 512], target_memory=pl.Mem.Right)
            qk_oi_inline115__tile_l0_a_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline115__tile_l0_lmat_1, 0, qk_oi_inline115__tile_l0_ko_1 + 32, [32, 32], target_memory=pl.Mem.Left)
            qk_oi_inline115__tile_l0_b_3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline98__tile, qk_oi_inline115__tile_l0_ko_1 + 32, 0, [32, 512], target_memory=pl.Mem.Right)
            if qk_oi_inline115__tile_l0_ko_1 == 0:
                qk_oi_inline115__tile_l0_c_first_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline115__tile_l0_a_2, qk_oi_inline115__tile_l0_b_2)
                qk_oi_inline115__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_first_2)
            else:
                qk_oi_inline115__tile_l0_c_acc_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline115__tile_l0_c_1, qk_oi_inline115__tile_l0_a_2, qk_oi_inline115__tile_l0_b_2)
                qk_oi_inline115__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_acc_2)
            if qk_oi_inline115__tile_l0_ko_1 + 32 == 0:
                qk_oi_inline115__tile_l0_c_first_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline115__tile_l0_a_3, qk_oi_inline115__tile_l0_b_3)
                qk_oi_inline115__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_first_3)
            else:
                qk_oi_inline115__tile_l0_c_acc_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline115__tile_l0_c_phi_2, qk_oi_inline115__tile_l0_a_3, qk_oi_inline115__tile_l0_b_3)
                qk_oi_inline115__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_acc_3)
            qk_oi_inline115__tile_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline115__tile_l0_c_phi_3)
        pl.system.tfree_to_aiv(qk_oi_inline115__tile_l0_lmat_1, split=0)
        qk_h_idx_inline71__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX)
        qk_r0_inline122__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
        qk_blk_base_inline123__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0 + qk_h_idx_inline71__ssa_v0_1 * 16
        qk_row_inline109__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v0_1
        t__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline115__tile_1, [16, 512], [qk_r0_inline122__ssa_v0_1, 0])
        sparse_blk_oi_inline95__tile_2: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [qk_row_inline109__ssa_v0_1, 0], sparse_blk_oi_inline95__rv_v2_swp)
        qk_h_idx_inline71__ssa_v1_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX) + pl.const(1, pl.INDEX)
        qk_r0_inline122__ssa_v1_1: pl.Scalar[pl.INDEX] = 16
        qk_blk_base_inline123__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0 + qk_h_idx_inline71__ssa_v1_1 * 16
        qk_row_inline109__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v1_1
        t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_30, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline115__tile_1, [16, 512], [qk_r0_inline122__ssa_v1_1, 0])
        sparse_blk_oi_inline95__tile_3: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_3, [qk_row_inline109__ssa_v1_1, 0], sparse_blk_oi_inline95__tile_2)
        sparse_blk_oi_inline95__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_51", pl.const(0, pl.INT64), 0)] = sparse_blk_oi_inline95__tile_3
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qk_pv_aiv(sparse_bias__rv_v2: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], swa_kv_flat_inline56__rv_v2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline47__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline60__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline95__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], q_flat_inline52__ssa_v0: pl.Tensor[[t_heads_inline76__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        qk_pv_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_v2c_slot_buffer', peer_func='qk_pv_aic')
        qk_pv_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(qk_pv_c2v_slot_buffer, qk_pv_v2c_slot_buffer_import, dir_mask=3, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            qk_t_inline99__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_token_base_inline103__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline99__ssa_v0 * 64
            qk_s0_inline105__ssa_v0: pl.Scalar[pl.INDEX] = 0
            qk_bias_row_inline100__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49408, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sparse_bias__rv_v2, [qk_t_inline99__ssa_v0, qk_s0_inline105__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            for qk_hb_inline85__idx_v0, (sparse_blk_li_inline47__iter_v1, sparse_blk_mi_inline60__iter_v1) in pl.range(2, init_values=(sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0)):
                qk_raw_inline108__tile_Vec: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                qk_scaled_inline113__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(qk_raw_inline108__tile_Vec, 0.044194173824159223)
                pl.system.tfree_to_aic(qk_raw_inline108__tile_Vec, split=0)
                qk_scores_inline87__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_add(qk_scaled_inline113__tile, qk_bias_row_inline100__tile)
                tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                qk_mi_inline114__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(49152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(qk_scores_inline87__tile, tmp_tile)
                t__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(qk_scores_inline87__tile, qk_mi_inline114__tile)
                qk_exp_inline77__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(t__tile)
                tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                qk_li_inline102__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(49280, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(qk_exp_inline77__tile, tmp_tile_1)
                qk_exp_bf16_inline107__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(qk_exp_inline77__tile, target_type=pl.BF16, mode='rint')
                pl.tile.tpush_to_aic(qk_exp_bf16_inline107__tile, split=0)
                qk_h_idx_inline71__ssa_v0: pl.Scalar[pl.INDEX] = qk_hb_inline85__idx_v0 * 2
                qk_r0_inline122__ssa_v0: pl.Scalar[pl.INDEX] = 0
                qk_blk_base_inline123__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0 + qk_h_idx_inline71__ssa_v0 * 16
                qk_row_inline109__ssa_v0: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v0
                t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline114__tile, [16, 1], [qk_r0_inline122__ssa_v0, 0])
                sparse_blk_mi_inline60__tile: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [qk_row_inline109__ssa_v0, 0], sparse_blk_mi_inline60__iter_v1)
                t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline102__tile, [16, 1], [qk_r0_inline122__ssa_v0, 0])
                sparse_blk_li_inline47__tile: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [qk_row_inline109__ssa_v0, 0], sparse_blk_li_inline47__iter_v1)
                qk_h_idx_inline71__ssa_v1: pl.Scalar[pl.INDEX] = qk_hb_inline85__idx_v0 * 2 + 1
                qk_r0_inline122__ssa_v1: pl.Scalar[pl.INDEX] = 16
                qk_blk_base_inline123__ssa_v1: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0 + qk_h_idx_inline71__ssa_v1 * 16
                qk_row_inline109__ssa_v1: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v1
                t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline114__tile, [16, 1], [qk_r0_inline122__ssa_v1, 0])
                sparse_blk_mi_inline60__tile_1: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_3, [qk_row_inline109__ssa_v1, 0], sparse_blk_mi_inline60__tile)
                t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline102__tile, [16, 1], [qk_r0_inline122__ssa_v1, 0])
                sparse_blk_li_inline47__tile_1: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_4, [qk_row_inline109__ssa_v1, 0], sparse_blk_li_inline47__tile)
                sparse_blk_li_inline47__rv_v2, sparse_blk_mi_inline60__rv_v2 = pl.yield_(sparse_blk_li_inline47__tile_1, sparse_blk_mi_inline60__tile_1)
            return sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0
        else:
            qk_t_inline99__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_token_base_inline103__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_t_inline99__ssa_v0_1 * 64
            qk_s0_inline105__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
            qk_bias_row_inline100__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49408, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for qk_hb_inline85__idx_v0_1, (sparse_blk_li_inline47__iter_v1_1, sparse_blk_mi_inline60__iter_v1_1) in pl.range(2, init_values=(sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0)):
                qk_raw_inline108__tile_Vec_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                qk_scaled_inline113__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(qk_raw_inline108__tile_Vec_1, 0.044194173824159223)
                pl.system.tfree_to_aic(qk_raw_inline108__tile_Vec_1, split=0)
                qk_scores_inline87__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(qk_scaled_inline113__tile_1, qk_bias_row_inline100__tile_1)
                tmp_tile_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                qk_mi_inline114__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(qk_scores_inline87__tile_1, tmp_tile_2)
                t__tile_5: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(qk_scores_inline87__tile_1, qk_mi_inline114__tile_1)
                qk_exp_inline77__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_5)
                tmp_tile_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                qk_li_inline102__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(qk_exp_inline77__tile_1, tmp_tile_3)
                qk_exp_bf16_inline107__tile_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(qk_exp_inline77__tile_1, target_type=pl.BF16, mode='rint')
                pl.tile.tpush_to_aic(qk_exp_bf16_inline107__tile_1, split=0)
                qk_h_idx_inline71__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_hb_inline85__idx_v0_1 * 2
                qk_r0_inline122__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
                qk_blk_base_inline123__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0_1 + qk_h_idx_inline71__ssa_v0_1 * 16
                qk_row_inline109__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v0_1
                t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                sparse_blk_mi_inline60__tile_2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 0)] = sparse_blk_mi_inline60__iter_v1_1
                t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                sparse_blk_li_inline47__tile_2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = sparse_blk_li_inline47__iter_v1_1
                qk_h_idx_inline71__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_hb_inline85__idx_v0_1 * 2 + 1
                qk_r0_inline122__ssa_v1_1: pl.Scalar[pl.INDEX] = 16
                qk_blk_base_inline123__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_token_base_inline103__ssa_v0_1 + qk_h_idx_inline71__ssa_v1_1 * 16
                qk_row_inline109__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline123__ssa_v1_1
                t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                sparse_blk_mi_inline60__tile_3: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 0)] = sparse_blk_mi_inline60__iter_v1_1
                t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                sparse_blk_li_inline47__tile_3: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_36", pl.const(0, pl.INT64), 0)] = sparse_blk_li_inline47__iter_v1_1
                sparse_blk_li_inline47__rv_v2_1, sparse_blk_mi_inline60__rv_v2_1 = pl.yield_(sparse_blk_li_inline47__iter_v1_1, sparse_blk_mi_inline60__iter_v1_1)
            return sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def qk_pv(sparse_bias__rv_v2: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], swa_kv_flat_inline56__rv_v2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline47__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline60__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline95__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], q_flat_inline52__ssa_v0: pl.Tensor[[t_heads_inline76__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32]]:
        self.qk_pv_aic(sparse_bias__rv_v2, swa_kv_flat_inline56__rv_v2, sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0, q_flat_inline52__ssa_v0, __gm_pipe_buffer)
        self.qk_pv_aiv(sparse_bias__rv_v2, swa_kv_flat_inline56__rv_v2, sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0, q_flat_inline52__ssa_v0, __gm_pipe_buffer)
        return sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def qk_pv_spmd(self, sparse_bias__rv_v2: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], swa_kv_flat_inline56__rv_v2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], sparse_blk_li_inline47__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], sparse_blk_mi_inline60__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], sparse_blk_oi_inline95__ssa_v0: pl.Out[pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], q_flat_inline52__ssa_v0: pl.Tensor[[t_heads_inline76__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32]] = self.qk_pv(sparse_bias__rv_v2, swa_kv_flat_inline56__rv_v2, sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0, q_flat_inline52__ssa_v0, __gm_pipe_buffer)
        sparse_blk_li_inline47__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        sparse_blk_mi_inline60__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        sparse_blk_oi_inline95__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[2]
        return sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_cs(rope_swap_idx_inline37__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], rope_cos_il_inline40__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]], rope_sin_signed_inline39__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]], rope_cs_blocks_inline92__ssa_v0: pl.Scalar[pl.INDEX], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_34: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_36: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_37: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_39: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        swap_ones_inline73__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        swap_range_i32_inline34__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        swap_range_inline33__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(swap_range_i32_inline34__tile, target_type=pl.FP32, mode='round')
        swap_col_inline51__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(swap_ones_inline73__tile, swap_range_inline33__tile)
        swap_half_inline81__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(swap_col_inline51__tile, 0.5)
        swap_dup_i32_inline32__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(swap_half_inline81__tile, target_type=pl.INT32, mode='trunc')
        swap_dup_f_inline30__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(swap_dup_i32_inline32__tile, target_type=pl.FP32, mode='round')
        t__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(swap_dup_f_inline30__tile, 2.0)
        swap_lane_inline28__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(swap_col_inline51__tile, t__tile)
        swap_next_inline26__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(swap_col_inline51__tile, 1.0)
        swap_stride_inline25__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(swap_lane_inline28__tile, 2.0)
        swap_idx_f_inline24__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(swap_next_inline26__tile, swap_stride_inline25__tile)
        t__tile_1: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(swap_idx_f_inline24__tile, target_type=pl.INT32, mode='round')
        rope_swap_idx_inline37__tile: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_1, [0, 0], rope_swap_idx_inline37__ssa_v0)
        cs_ones_inline62__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=1.0)
        cs_range_i32_inline23__tile: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        cs_range_inline38__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(cs_range_i32_inline23__tile, target_type=pl.FP32, mode='round')
        cs_col_inline22__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(cs_ones_inline62__tile, cs_range_inline38__tile)
        cs_half_inline84__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_col_inline22__tile, 0.5)
        cs_dup_i32_inline21__tile: pl.Tile[[8, 32], pl.INT32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(cs_half_inline84__tile, target_type=pl.INT32, mode='trunc')
        cs_dup_f_inline27__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(cs_dup_i32_inline21__tile, target_type=pl.FP32, mode='round')
        cs_dup_idx_inline18__tile: pl.Tile[[8, 32], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(cs_dup_f_inline27__tile, target_type=pl.INT32, mode='round')
        t__tile_2: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_dup_f_inline27__tile, 2.0)
        cs_lane_inline72__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(cs_col_inline22__tile, t__tile_2)
        t__tile_3: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_lane_inline72__tile, 2.0)
        cs_sign_base_inline17__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.subs(t__tile_3, 1.0)
        cs_sign_inline16__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2816, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.neg(cs_sign_base_inline17__tile)
        for cp_inline80__idx_v0, (rope_cos_il_inline40__iter_v1, rope_sin_signed_inline39__iter_v1) in pl.range(2, init_values=(rope_cos_il_inline40__ssa_v0, rope_sin_signed_inline39__ssa_v0)):
            cp_r0_inline70__ssa_v0: pl.Scalar[pl.INDEX] = cp_inline80__idx_v0 * 16
            cp_c0_inline97__ssa_v0: pl.Scalar[pl.INDEX] = cp_r0_inline70__ssa_v0 * 2
            for cs_rb_inline118__idx_v0, (rope_cos_il_inline40__iter_v3, rope_sin_signed_inline39__iter_v3) in pl.range(rope_cs_blocks_inline92__ssa_v0, init_values=(rope_cos_il_inline40__iter_v1, rope_sin_signed_inline39__iter_v1)):
                cs_t0_inline15__ssa_v0: pl.Scalar[pl.INDEX] = cs_rb_inline118__idx_v0 * 8
                t__tile_4: pl.Tile[[8, 16], pl.BF16, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_cos__ssa_v0, [cs_t0_inline15__ssa_v0, cp_r0_inline70__ssa_v0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
                cs_cos_inline13__tile: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1792, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_4, target_type=pl.FP32, mode='round')
                t__tile_5: pl.Tile[[8, 16], pl.BF16, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_sin__ssa_v0, [cs_t0_inline15__ssa_v0, cp_r0_inline70__ssa_v0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
                cs_sin_inline11__tile: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_34, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.cast(t__tile_5, target_type=pl.FP32, mode='round')
                gather_acc_init: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                for gather_lv, (gather_ia,) in pl.range(8, init_values=(gather_acc_init,)):
                    gather_inp_row: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1792, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(cs_cos_inline13__tile, [1, 16], [gather_lv, 0], [1, 16])
                    gather_idx_row: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline18__tile, [1, 32], [gather_lv, 0], [1, 32])
                    gather_row_tmp: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_36, pl.const(1536, pl.INT64), 128), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                    gather_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_37, pl.const(1664, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                    gather_asmbl: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                    gather_rv: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
                cs_cos_dup_inline31__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(6912, pl.INT64), 1024), pl.Mem.Vec] = gather_rv
                gather_acc_init_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1792, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                for gather_lv_1, (gather_ia_1,) in pl.range(8, init_values=(gather_acc_init_1,)):
                    gather_inp_row_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_34, pl.const(1024, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(cs_sin_inline11__tile, [1, 16], [gather_lv_1, 0], [1, 16])
                    gather_idx_row_1: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline18__tile, [1, 32], [gather_lv_1, 0], [1, 32])
                    gather_row_tmp_1: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_36, pl.const(1536, pl.INT64), 128), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                    gather_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_37, pl.const(1664, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
                    gather_asmbl_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1792, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
                    gather_rv_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1792, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
                cs_sin_dup_inline10__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1792, pl.INT64), 1024), pl.Mem.Vec] = gather_rv_1
                cs_sin_signed_inline9__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1792, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(cs_sin_dup_inline10__tile, cs_sign_inline16__tile)
                rope_cos_il_inline40__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(cs_cos_dup_inline31__tile, [cs_t0_inline15__ssa_v0, cp_c0_inline97__ssa_v0], rope_cos_il_inline40__iter_v3)
                rope_sin_signed_inline39__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(cs_sin_signed_inline9__tile, [cs_t0_inline15__ssa_v0, cp_c0_inline97__ssa_v0], rope_sin_signed_inline39__iter_v3)
                rope_cos_il_inline40__rv_v4, rope_sin_signed_inline39__rv_v4 = pl.yield_(rope_cos_il_inline40__tile, rope_sin_signed_inline39__tile)
            rope_cos_il_inline40__rv_v2, rope_sin_signed_inline39__rv_v2 = pl.yield_(rope_cos_il_inline40__rv_v4, rope_sin_signed_inline39__rv_v4)
        return rope_swap_idx_inline37__ssa_v0, rope_cos_il_inline40__ssa_v0, rope_sin_signed_inline39__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def swa_gather_kv(swa_kv_flat_inline56__ssa_v0: pl.Out[pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline88__ssa_v0: pl.Tensor[[ori_block_num_inline94__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        g_task_inline55__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        g_t_inline65__ssa_v0: pl.Scalar[pl.INDEX] = g_task_inline55__ssa_v0 // 4
        g_split_inline64__ssa_v0: pl.Scalar[pl.INDEX] = g_task_inline55__ssa_v0 - g_t_inline65__ssa_v0 * 4
        g_r0_inline61__ssa_v0: pl.Scalar[pl.INDEX] = g_split_inline64__ssa_v0 * 32
        g_base_inline59__ssa_v0: pl.Scalar[pl.INDEX] = g_t_inline65__ssa_v0 * 128
        for g_sub_inline74__idx_v0, (swa_kv_flat_inline56__iter_v1,) in pl.range(2, init_values=(swa_kv_flat_inline56__ssa_v0,)):
            g_sr0_inline66__ssa_v0: pl.Scalar[pl.INDEX] = g_r0_inline61__ssa_v0 + g_sub_inline74__idx_v0 * 16
            g_sdst_inline58__ssa_v0: pl.Scalar[pl.INDEX] = g_base_inline59__ssa_v0 + g_sr0_inline66__ssa_v0
            g_first_inline82__tile: pl.Scalar[pl.INT32] = pl.tensor.read(swa_indices__ssa_v0, [g_t_inline65__ssa_v0, g_sr0_inline66__ssa_v0])
            g_last_inline57__tile: pl.Scalar[pl.INT32] = pl.tensor.read(swa_indices__ssa_v0, [g_t_inline65__ssa_v0, g_sr0_inline66__ssa_v0 + 15])
            g_run_ok_inline50__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(g_last_inline57__tile - g_first_inline82__tile, pl.INDEX) + pl.min(pl.cast(g_first_inline82__tile, pl.INDEX), 0) * 16
            if g_run_ok_inline50__ssa_v0 == 15:
                g_run_src_inline44__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(g_first_inline82__tile, pl.INDEX)
                t__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline88__ssa_v0, [g_run_src_inline44__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                swa_kv_flat_inline56__tile: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [g_sdst_inline58__ssa_v0, 0], swa_kv_flat_inline56__iter_v1)
                swa_kv_flat_inline56__phi_v9: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)] = pl.yield_(swa_kv_flat_inline56__tile)
            else:
                for g_dr_inline45__idx_v0, (swa_kv_flat_inline56__iter_v4,) in pl.range(16, init_values=(swa_kv_flat_inline56__iter_v1,)):
                    g_dst_inline63__ssa_v0: pl.Scalar[pl.INDEX] = g_sdst_inline58__ssa_v0 + g_dr_inline45__idx_v0
                    g_slot_i32_inline43__tile: pl.Scalar[pl.INT32] = pl.tensor.read(swa_indices__ssa_v0, [g_t_inline65__ssa_v0, g_sr0_inline66__ssa_v0 + g_dr_inline45__idx_v0])
                    if 0 <= pl.cast(g_slot_i32_inline43__tile, pl.INDEX):
                        g_slot_inline41__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(g_slot_i32_inline43__tile, pl.INDEX)
                        t__tile_1: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline88__ssa_v0, [g_slot_inline41__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                        swa_kv_flat_inline56__tile_1: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [g_dst_inline63__ssa_v0, 0], swa_kv_flat_inline56__iter_v4)
                        swa_kv_flat_inline56__phi_v8: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(swa_kv_flat_inline56__tile_1)
                    else:
                        t__tile_2: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.BF16, value=0.0)
                        swa_kv_flat_inline56__tile_2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [g_dst_inline63__ssa_v0, 0], swa_kv_flat_inline56__iter_v4)
                        swa_kv_flat_inline56__phi_v8: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(swa_kv_flat_inline56__tile_2)
                    swa_kv_flat_inline56__rv_v5: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.yield_(swa_kv_flat_inline56__phi_v8)
                swa_kv_flat_inline56__phi_v9: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)] = pl.yield_(swa_kv_flat_inline56__rv_v5)
            swa_kv_flat_inline56__rv_v2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(swa_kv_flat_inline56__phi_v9)
        return swa_kv_flat_inline56__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def swa_gather_kv_spmd(self, swa_kv_flat_inline56__ssa_v0: pl.Out[pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline88__ssa_v0: pl.Tensor[[ori_block_num_inline94__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16]:
        swa_kv_flat_inline56__rv_v2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.swa_gather_kv(swa_kv_flat_inline56__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline88__ssa_v0)
        return swa_kv_flat_inline56__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def swa_valid_bias(sparse_bias__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], bias_blocks__ssa_v0: pl.Scalar[pl.INDEX], swa_lens__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[T_DYN, 128], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        t__tile: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 128], dtype=pl.INT32, descending=False)
        v_col__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
        for vb__idx_v0, (sparse_bias__iter_v1,) in pl.range(bias_blocks__ssa_v0, init_values=(sparse_bias__ssa_v0,)):
            v_t0__ssa_v0: pl.Scalar[pl.INDEX] = vb__idx_v0 * 8
            t__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 128], dtype=pl.FP32, value=0.0)
            v_col_m__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand(t__tile_1, v_col__tile)
            t__tile_2: pl.Tile[[8], pl.INT32, pl.MemRef(mem_vec_6, pl.const(4608, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(swa_lens__ssa_v0, [v_t0__ssa_v0], [8], [8], target_memory=pl.Mem.Vec)
            t__tile_3: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_6, pl.const(4608, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [8, 1])
            v_lens__rm_a0_tmp_v0: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_6, pl.const(4608, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 8])
            v_lens__row_major_tmp_v1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(4608, pl.INT64), 32), pl.Mem.Vec] = pl.tile.cast(v_lens__rm_a0_tmp_v0, target_type=pl.FP32, mode='round')
            v_lens__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(4608, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(v_lens__row_major_tmp_v1, [8, 1])
            t__tile_4: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_sub(v_col_m__tile, v_lens__tile)
            t__tile_5: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.neg(t__tile_4)
            t__tile_6: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.maximums(t__tile_5, 0.0)
            v_valid__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.minimums(t__tile_6, 1.0)
            t__tile_7: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.subs(v_valid__tile, 1.0)
            t__tile_8: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t__tile_7, 1e+20)
            sparse_bias__tile: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_8, [v_t0__ssa_v0, 0], sparse_bias__iter_v1)
            sparse_bias__rv_v2: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)] = pl.yield_(sparse_bias__tile)
        return sparse_bias__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def sparse_attn_swa_test(self, q__ssa_v0: pl.Tensor[[T_DYN, 64, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], ori_kv__ssa_v0: pl.Tensor[[ORI_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], swa_lens__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], o_packed_heads__ssa_v0: pl.Out[pl.Tensor[[8, 1024, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[8, 1024, 512], pl.BF16]:
        bias_blocks__ssa_v0: pl.Scalar[pl.INDEX] = T_DYN // 8
        sparse_bias__ssa_v0: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)] = pl.tensor.create([T_DYN, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sparse_bias__rv_v2: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = self.swa_valid_bias(sparse_bias__ssa_v0, bias_blocks__ssa_v0, swa_lens__ssa_v0)
        o_packed_flat__ssa_v0: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8388608)] = pl.tensor.reshape(o_packed_heads__ssa_v0, [8192, 512])
        t_dim_inline67__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
        t_heads_inline76__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline67__ssa_v0 * 64
        t_win_inline86__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline67__ssa_v0 * 128
        t_blk_inline121__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline67__ssa_v0 * 64
        t_hblocks_inline78__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline67__ssa_v0 * 4
        t_gather_inline91__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline67__ssa_v0 * 4
        rope_cs_blocks_inline92__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline67__ssa_v0 // 8
        ori_block_num_inline94__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(ori_kv__ssa_v0, 0)
        ori_kv_flat_inline88__ssa_v0: pl.Tensor[[ori_block_num_inline94__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(ori_kv__ssa_v0, [ori_block_num_inline94__ssa_v0 * 32, 512])
        swa_kv_flat_inline56__ssa_v0: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_win_inline86__ssa_v0, 512], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        gather_tids_inline68__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.swa_gather_kv_spmd, swa_kv_flat_inline56__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline88__ssa_v0, core_num=t_gather_inline91__ssa_v0)
        swa_kv_flat_inline56__rv_v2: pl.Tensor[[t_win_inline86__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        gather_tid_inline83__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        gather_tids_inline68__ssa_v1: pl.Array[1, pl.TASK_ID] = pl.array.update_element(gather_tids_inline68__ssa_v0, 0, gather_tid_inline83__ssa_v0)
        q_flat_inline52__ssa_v0: pl.Tensor[[t_heads_inline76__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(q__ssa_v0, [t_heads_inline76__ssa_v0, 512])
        sparse_blk_mi_inline60__ssa_v0: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_blk_inline121__ssa_v0, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sparse_blk_li_inline47__ssa_v0: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_blk_inline121__ssa_v0, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sparse_blk_oi_inline95__ssa_v0: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_blk_inline121__ssa_v0, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _submit_deps_buf_inline49__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
        t__tmp_v12: pl.Scalar[pl.TASK_ID] = pl.array.get_element(gather_tids_inline68__ssa_v1, 0)
        _submit_deps_buf_inline90__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline49__ssa_v0, 0, t__tmp_v12)
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32], pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qk_pv_spmd, sparse_bias__rv_v2, swa_kv_flat_inline56__rv_v2, sparse_blk_li_inline47__ssa_v0, sparse_blk_mi_inline60__ssa_v0, sparse_blk_oi_inline95__ssa_v0, q_flat_inline52__ssa_v0, gm_pipe_buffer_0, deps=[_submit_deps_buf_inline90__ssa_v0], core_num=t_dim_inline67__ssa_v0, allow_early_resolve=True)
        sparse_blk_li_inline47__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_1[0]
        sparse_blk_mi_inline60__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_1[1]
        sparse_blk_oi_inline95__rv_v2: pl.Tensor[[t_blk_inline121__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_1[2]
        qk_tid_inline96__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[3]
        rope_cos_il_inline40__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        rope_sin_signed_inline39__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        rope_swap_idx_inline37__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.rope_cs, rope_swap_idx_inline37__ssa_v0, rope_cos_il_inline40__ssa_v0, rope_sin_signed_inline39__ssa_v0, rope_cs_blocks_inline92__ssa_v0, freqs_cos__ssa_v0, freqs_sin__ssa_v0)
        rope_swap_idx_inline37__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0_2[0]
        rope_cos_il_inline40__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_2[1]
        rope_sin_signed_inline39__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_2[2]
        rope_tid_inline35__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[3]
        ret__tmp_v0_3: pl.Tuple[pl.Tensor[[8192, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.merge_norm_spmd, sparse_blk_mi_inline60__rv_v2, sparse_blk_li_inline47__rv_v2, sparse_blk_oi_inline95__rv_v2, attn_sink__ssa_v0, rope_swap_idx_inline37__ssa_v1, rope_cos_il_inline40__rv_v2, rope_sin_signed_inline39__rv_v2, o_packed_flat__ssa_v0, deps=[qk_tid_inline96__ssa_v0, rope_tid_inline35__ssa_v0], core_num=t_hblocks_inline78__ssa_v0, allow_early_resolve=True)
        o_packed_flat__ssa_v4: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 8388608)] = ret__tmp_v0_3[0]
        merge_tid_inline29__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[1]
        o_packed_flat__ssa_v5: pl.Tensor[[8192, 512], pl.BF16, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 8388608)] = o_packed_flat__ssa_v4
        return o_packed_heads__ssa_v0