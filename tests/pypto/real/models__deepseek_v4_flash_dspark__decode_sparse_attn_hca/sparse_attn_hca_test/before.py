# pypto.program: _jit_sparse_attn_hca_test
import pypto.language as pl

B_DYN = pl.dynamic("B_DYN")
CMP_BLOCK_NUM_DYN = pl.dynamic("CMP_BLOCK_NUM_DYN")
CMP_TABLE_BLOCKS_DYN = pl.dynamic("CMP_TABLE_BLOCKS_DYN")
ORI_BLOCK_NUM_DYN = pl.dynamic("ORI_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_sparse_attn_hca_test:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def hca_cmp_qk_pv_aic(cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_partial_m_inline131__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], cmp_partial_l_inline151__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], cmp_partial_o_inline179__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], request_count_inline117__ssa_v0: pl.Scalar[pl.INDEX], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, CMP_TABLE_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], cmp_block_num_inline158__ssa_v0: pl.Scalar[pl.INDEX], cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]):
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_12: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_13: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_21: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_acc_31: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        hca_cmp_qk_pv_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='hca_cmp_qk_pv_v2c_slot_buffer', size=65536, base=0)
        hca_cmp_qk_pv_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='hca_cmp_qk_pv_c2v_slot_buffer', peer_func='hca_cmp_qk_pv_aiv')
        pl.system.aic_initialize_pipe(hca_cmp_qk_pv_c2v_slot_buffer_import, hca_cmp_qk_pv_v2c_slot_buffer, dir_mask=3, slot_size=32768, slot_num=2)
        qk_item_inline43__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qk_t_inline200__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline43__ssa_v0 // cmp_work_count_inline119__ssa_v0
        qk_work_inline47__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline43__ssa_v0 - qk_t_inline200__ssa_v0 * cmp_work_count_inline119__ssa_v0
        qk_request_inline42__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline200__ssa_v0 // 8
        qk_work_row_inline173__ssa_v0: pl.Scalar[pl.INDEX] = qk_work_inline47__ssa_v0 * 128
        qk_rows_inline157__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(0, pl.INDEX)
        qk_position_i32_inline206__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [qk_t_inline200__ssa_v0])
        if qk_request_inline42__ssa_v0 < request_count_inline117__ssa_v0:
            qk_kv_len_i32_inline37__tile: pl.Scalar[pl.INT32] = pl.tensor.read(kv_seq_lens__ssa_v0, [qk_request_inline42__ssa_v0])
            if 0 <= pl.cast(qk_position_i32_inline206__tile, pl.INDEX):
                if 0 <= pl.cast(qk_kv_len_i32_inline37__tile, pl.INDEX):
                    qk_position_inline132__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(qk_position_i32_inline206__tile, pl.INDEX)
                    qk_kv_len_inline36__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(qk_kv_len_i32_inline37__tile, pl.INDEX)
                    qk_position_rows_inline35__ssa_v0: pl.Scalar[pl.INDEX] = (qk_position_inline132__ssa_v0 + 1) // 128
                    qk_kv_rows_inline32__ssa_v0: pl.Scalar[pl.INDEX] = qk_kv_len_inline36__ssa_v0 // 128
                    qk_rows_inline157__ssa_v1: pl.Scalar[pl.INDEX] = pl.min(pl.min(qk_position_rows_inline35__ssa_v0, qk_kv_rows_inline32__ssa_v0), 8192)
                    qk_rows_inline157__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v1)
                else:
                    qk_rows_inline157__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0)
                qk_rows_inline157__phi_v3: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__phi_v2)
            else:
                qk_rows_inline157__phi_v3: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0)
            qk_rows_inline157__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__phi_v3)
        else:
            qk_rows_inline157__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0)
        if qk_work_row_inline173__ssa_v0 < qk_rows_inline157__phi_v4:
            qk_first_col_inline30__ssa_v0: pl.Scalar[pl.INDEX] = qk_work_inline47__ssa_v0 * 4
            qk_first_page_i32_inline140__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [qk_request_inline42__ssa_v0, qk_first_col_inline30__ssa_v0])
            if 0 <= pl.cast(qk_first_page_i32_inline140__tile, pl.INDEX):
                if pl.cast(qk_first_page_i32_inline140__tile, pl.INDEX) < cmp_block_num_inline158__ssa_v0:
                    qk_work_src_inline29__ssa_v0: pl.Scalar[pl.INDEX] = (qk_request_inline42__ssa_v0 * cmp_work_count_inline119__ssa_v0 + qk_work_inline47__ssa_v0) * 128
                    qk_kv_inline34__ssa_v0: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(98304, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(cmp_work_kv_inline53__phi_v20, [qk_work_src_inline29__ssa_v0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                    qk_kv_t_inline75__ssa_v0: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_9, pl.const(98304, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_inline34__ssa_v0)
                    for qk_hb_inline31__idx_v0 in pl.range(2):
                        qk_h0_inline28__ssa_v0: pl.Scalar[pl.INDEX] = qk_hb_inline31__idx_v0 * 32
                        qk_head_row_inline23__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline200__ssa_v0 * 64 + qk_h0_inline28__ssa_v0
                        qk_q_inline59__ssa_v0: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(65536, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline83__ssa_v0, [qk_head_row_inline23__ssa_v0, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                        qk_scores_inline22__ssa_v0_l0_init: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        for qk_scores_inline22__ssa_v0_l0_ko, (qk_scores_inline22__ssa_v0_l0_c,) in pl.range(0, 512, 256, init_values=(qk_scores_inline22__ssa_v0_l0_init,)):
                            qk_scores_inline22__ssa_v0_l0_a: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_inline59__ssa_v0, 0, qk_scores_inline22__ssa_v0_l0_ko, [32, 128], target_memory=pl.Mem.Left)
                            qk_scores_inline22__ssa_v0_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_t_inline75__ssa_v0, qk_scores_inline22__ssa_v0_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                            qk_scores_inline22__ssa_v0_l0_a_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_inline59__ssa_v0, 0, qk_scores_inline22__ssa_v0_l0_ko + 128, [32, 128], target_memory=pl.Mem.Left)
                            qk_scores_inline22__ssa_v0_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_t_inline75__ssa_v0, qk_scores_inline22__ssa_v0_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                            if qk_scores_inline22__ssa_v0_l0_ko == 0:
                                qk_scores_inline22__ssa_v0_l0_c_first: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_scores_inline22__ssa_v0_l0_a, qk_scores_inline22__ssa_v0_l0_b)
                                qk_scores_inline22__ssa_v0_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_scores_inline22__ssa_v0_l0_c_first)
                            else:
                                qk_scores_inline22__ssa_v0_l0_c_acc: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_scores_inline22__ssa_v0_l0_c, qk_scores_inline22__ssa_v0_l0_a, qk_scores_inline22__ssa_v0_l0_b)
                                qk_scores_inline22__ssa_v0_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_scores_inline22__ssa_v0_l0_c_acc)
                            if qk_scores_inline22__ssa_v0_l0_ko + 128 == 0:
                                qk_scores_inline22__ssa_v0_l0_c_first_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_scores_inline22__ssa_v0_l0_a_1, qk_scores_inline22__ssa_v0_l0_b_1)
                                qk_scores_inline22__ssa_v0_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_scores_inline22__ssa_v0_l0_c_first_1)
                            else:
                                qk_scores_inline22__ssa_v0_l0_c_acc_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_scores_inline22__ssa_v0_l0_c_phi, qk_scores_inline22__ssa_v0_l0_a_1, qk_scores_inline22__ssa_v0_l0_b_1)
                                qk_scores_inline22__ssa_v0_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_scores_inline22__ssa_v0_l0_c_acc_1)
                            qk_scores_inline22__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_scores_inline22__ssa_v0_l0_c_phi_1)
                        pl.tile.tpush_to_aiv(qk_scores_inline22__ssa_v0, split=0)
                        qk_oi_left_inline73__ssa_v0_l0_init: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([32, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        qk_oi_left_inline73__ssa_v0_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.min)] = pl.tile.tpop_from_aiv(split=0)
                        for qk_oi_left_inline73__ssa_v0_l0_ko, (qk_oi_left_inline73__ssa_v0_l0_c,) in pl.range(0, 128, 128, init_values=(qk_oi_left_inline73__ssa_v0_l0_init,)):
                            qk_oi_left_inline73__ssa_v0_l0_a: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_left_inline73__ssa_v0_l0_lmat, 0, qk_oi_left_inline73__ssa_v0_l0_ko, [32, 64], target_memory=pl.Mem.Left)
                            qk_oi_left_inline73__ssa_v0_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline34__ssa_v0, qk_oi_left_inline73__ssa_v0_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
                            qk_oi_left_inline73__ssa_v0_l0_a_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_left_inline73__ssa_v0_l0_lmat, 0, qk_oi_left_inline73__ssa_v0_l0_ko + 64, [32, 64], target_memory=pl.Mem.Left)
                            qk_oi_left_inline73__ssa_v0_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline34__ssa_v0, qk_oi_left_inline73__ssa_v0_l0_ko + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                            if qk_oi_left_inline73__ssa_v0_l0_ko == 0:
                                qk_oi_left_inline73__ssa_v0_l0_c_first: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(qk_oi_left_inline73__ssa_v0_l0_a, qk_oi_left_inline73__ssa_v0_l0_b)
                                qk_oi_left_inline73__ssa_v0_l0_c_phi: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_left_inline73__ssa_v0_l0_c_first)
                            else:
                                qk_oi_left_inline73__ssa_v0_l0_c_acc: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_left_inline73__ssa_v0_l0_c, qk_oi_left_inline73__ssa_v0_l0_a, qk_oi_left_inline73__ssa_v0_l0_b)
                                qk_oi_left_inline73__ssa_v0_l0_c_phi: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_left_inline73__ssa_v0_l0_c_acc)
                            if qk_oi_left_inline73__ssa_v0_l0_ko + 64 == 0:
                                qk_oi_left_inline73__ssa_v0_l0_c_first_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(qk_oi_left_inline73__ssa_v0_l0_a_1, qk_oi_left_inline73__ssa_v0_l0_b_1)
                                qk_oi_left_inline73__ssa_v0_l0_c_phi_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_left_inline73__ssa_v0_l0_c_first_1)
                            else:
                                qk_oi_left_inline73__ssa_v0_l0_c_acc_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_left_inline73__ssa_v0_l0_c_phi, qk_oi_left_inline73__ssa_v0_l0_a_1, qk_oi_left_inline73__ssa_v0_l0_b_1)
                                qk_oi_left_inline73__ssa_v0_l0_c_phi_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_left_inline73__ssa_v0_l0_c_acc_1)
                            qk_oi_left_inline73__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_21, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_left_inline73__ssa_v0_l0_c_phi_1)
                        pl.system.tfree_to_aiv(qk_oi_left_inline73__ssa_v0_l0_lmat, split=0)
                        qk_oi_right_inline18__ssa_v0_l0_init: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([32, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        qk_oi_right_inline18__ssa_v0_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat, pl.TileView(pad=pl.PadValue.min)] = pl.tile.tpop_from_aiv(split=0)
                        for qk_oi_right_inline18__ssa_v0_l0_ko, (qk_oi_right_inline18__ssa_v0_l0_c,) in pl.range(0, 128, 128, init_values=(qk_oi_right_inline18__ssa_v0_l0_init,)):
                            qk_oi_right_inline18__ssa_v0_l0_a: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_right_inline18__ssa_v0_l0_lmat, 0, qk_oi_right_inline18__ssa_v0_l0_ko, [32, 64], target_memory=pl.Mem.Left)
                            qk_oi_right_inline18__ssa_v0_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline34__ssa_v0, qk_oi_right_inline18__ssa_v0_l0_ko, 256, [64, 256], target_memory=pl.Mem.Right)
                            qk_oi_right_inline18__ssa_v0_l0_a_1: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_right_inline18__ssa_v0_l0_lmat, 0, qk_oi_right_inline18__ssa_v0_l0_ko + 64, [32, 64], target_memory=pl.Mem.Left)
                            qk_oi_right_inline18__ssa_v0_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_inline34__ssa_v0, qk_oi_right_inline18__ssa_v0_l0_ko + 64, 256, [64, 256], target_memory=pl.Mem.Right)
                            if qk_oi_right_inline18__ssa_v0_l0_ko == 0:
                                qk_oi_right_inline18__ssa_v0_l0_c_first: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(qk_oi_right_inline18__ssa_v0_l0_a, qk_oi_right_inline18__ssa_v0_l0_b)
                                qk_oi_right_inline18__ssa_v0_l0_c_phi: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_right_inline18__ssa_v0_l0_c_first)
                            else:
                                qk_oi_right_inline18__ssa_v0_l0_c_acc: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_right_inline18__ssa_v0_l0_c, qk_oi_right_inline18__ssa_v0_l0_a, qk_oi_right_inline18__ssa_v0_l0_b)
                                qk_oi_right_inline18__ssa_v0_l0_c_phi: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_right_inline18__ssa_v0_l0_c_acc)
                            if qk_oi_right_inline18__ssa_v0_l0_ko + 64 == 0:
                                qk_oi_right_inline18__ssa_v0_l0_c_first_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(qk_oi_right_inline18__ssa_v0_l0_a_1, qk_oi_right_inline18__ssa_v0_l0_b_1)
                                qk_oi_right_inline18__ssa_v0_l0_c_phi_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_right_inline18__ssa_v0_l0_c_first_1)
                            else:
                                qk_oi_right_inline18__ssa_v0_l0_c_acc_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_right_inline18__ssa_v0_l0_c_phi, qk_oi_right_inline18__ssa_v0_l0_a_1, qk_oi_right_inline18__ssa_v0_l0_b_1)
                                qk_oi_right_inline18__ssa_v0_l0_c_phi_1: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_right_inline18__ssa_v0_l0_c_acc_1)
                            qk_oi_right_inline18__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_acc_31, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(qk_oi_right_inline18__ssa_v0_l0_c_phi_1)
                        pl.system.tfree_to_aiv(qk_oi_right_inline18__ssa_v0_l0_lmat, split=0)
                        pl.tile.tpush_to_aiv(qk_oi_left_inline73__ssa_v0, split=0)
                        pl.tile.tpush_to_aiv(qk_oi_right_inline18__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hca_cmp_qk_pv_aiv(cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_partial_m_inline131__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], cmp_partial_l_inline151__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], cmp_partial_o_inline179__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], request_count_inline117__ssa_v0: pl.Scalar[pl.INDEX], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, CMP_TABLE_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], cmp_block_num_inline158__ssa_v0: pl.Scalar[pl.INDEX], cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        hca_cmp_qk_pv_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='hca_cmp_qk_pv_v2c_slot_buffer', peer_func='hca_cmp_qk_pv_aic')
        hca_cmp_qk_pv_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='hca_cmp_qk_pv_c2v_slot_buffer', size=65536, base=0)
        pl.system.aiv_initialize_pipe(hca_cmp_qk_pv_c2v_slot_buffer, hca_cmp_qk_pv_v2c_slot_buffer_import, dir_mask=3, slot_size=32768, slot_num=2)
        if subblock_idx == 0:
            qk_item_inline43__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline200__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline43__ssa_v0 // cmp_work_count_inline119__ssa_v0
            qk_work_inline47__ssa_v0: pl.Scalar[pl.INDEX] = qk_item_inline43__ssa_v0 - qk_t_inline200__ssa_v0 * cmp_work_count_inline119__ssa_v0
            qk_request_inline42__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline200__ssa_v0 // 8
            qk_work_row_inline173__ssa_v0: pl.Scalar[pl.INDEX] = qk_work_inline47__ssa_v0 * 128
            qk_token_base_inline41__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline200__ssa_v0 * 4 * cmp_work_count_inline119__ssa_v0 * 16
            qk_neutral_m_inline40__ssa_v0: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_12, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([16, 8], dtype=pl.FP32, value=-1e+20)
            qk_neutral_l_inline166__ssa_v0: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([16, 8], dtype=pl.FP32, value=0.0)
            qk_neutral_o_inline39__ssa_v0: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.full([16, 512], dtype=pl.FP32, value=0.0)
            qk_row_inline38__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0 + qk_work_inline47__ssa_v0 * 16
            cmp_partial_m_inline131__store: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_m_inline40__ssa_v0, [qk_row_inline38__ssa_v0, 0], cmp_partial_m_inline131__ssa_v0)
            cmp_partial_l_inline151__store: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_l_inline166__ssa_v0, [qk_row_inline38__ssa_v0, 0], cmp_partial_l_inline151__ssa_v0)
            cmp_partial_o_inline179__store: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_o_inline39__ssa_v0, [qk_row_inline38__ssa_v0, 0], cmp_partial_o_inline179__ssa_v0)
            qk_row_inline38__ssa_v1: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0 + cmp_work_count_inline119__ssa_v0 * 16 + qk_work_inline47__ssa_v0 * 16
            cmp_partial_m_inline131__store_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_m_inline40__ssa_v0, [qk_row_inline38__ssa_v1, 0], cmp_partial_m_inline131__ssa_v0)
            cmp_partial_l_inline151__store_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_l_inline166__ssa_v0, [qk_row_inline38__ssa_v1, 0], cmp_partial_l_inline151__ssa_v0)
            cmp_partial_o_inline179__store_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_o_inline39__ssa_v0, [qk_row_inline38__ssa_v1, 0], cmp_partial_o_inline179__ssa_v0)
            qk_row_inline38__ssa_v2: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0 + cmp_work_count_inline119__ssa_v0 * 32 + qk_work_inline47__ssa_v0 * 16
            cmp_partial_m_inline131__store_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_m_inline40__ssa_v0, [qk_row_inline38__ssa_v2, 0], cmp_partial_m_inline131__ssa_v0)
            cmp_partial_l_inline151__store_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_l_inline166__ssa_v0, [qk_row_inline38__ssa_v2, 0], cmp_partial_l_inline151__ssa_v0)
            cmp_partial_o_inline179__store_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_o_inline39__ssa_v0, [qk_row_inline38__ssa_v2, 0], cmp_partial_o_inline179__ssa_v0)
            qk_row_inline38__ssa_v3: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0 + cmp_work_count_inline119__ssa_v0 * 48 + qk_work_inline47__ssa_v0 * 16
            cmp_partial_m_inline131__store_v2: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_m_inline40__ssa_v0, [qk_row_inline38__ssa_v3, 0], cmp_partial_m_inline131__ssa_v0)
            cmp_partial_l_inline151__store_v2: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_l_inline166__ssa_v0, [qk_row_inline38__ssa_v3, 0], cmp_partial_l_inline151__ssa_v0)
            cmp_partial_o_inline179__store_v2: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(qk_neutral_o_inline39__ssa_v0, [qk_row_inline38__ssa_v3, 0], cmp_partial_o_inline179__ssa_v0)
            qk_rows_inline157__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(0, pl.INDEX)
            qk_position_i32_inline206__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [qk_t_inline200__ssa_v0])
            if qk_request_inline42__ssa_v0 < request_count_inline117__ssa_v0:
                qk_kv_len_i32_inline37__tile: pl.Scalar[pl.INT32] = pl.tensor.read(kv_seq_lens__ssa_v0, [qk_request_inline42__ssa_v0])
                if 0 <= pl.cast(qk_position_i32_inline206__tile, pl.INDEX):
                    if 0 <= pl.cast(qk_kv_len_i32_inline37__tile, pl.INDEX):
                        qk_position_inline132__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(qk_position_i32_inline206__tile, pl.INDEX)
                        qk_kv_len_inline36__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(qk_kv_len_i32_inline37__tile, pl.INDEX)
                        qk_position_rows_inline35__ssa_v0: pl.Scalar[pl.INDEX] = (qk_position_inline132__ssa_v0 + 1) // 128
                        qk_kv_rows_inline32__ssa_v0: pl.Scalar[pl.INDEX] = qk_kv_len_inline36__ssa_v0 // 128
                        qk_rows_inline157__ssa_v1: pl.Scalar[pl.INDEX] = pl.min(pl.min(qk_position_rows_inline35__ssa_v0, qk_kv_rows_inline32__ssa_v0), 8192)
                        qk_rows_inline157__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v1)
                    else:
                        qk_rows_inline157__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0)
                    qk_rows_inline157__phi_v3: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__phi_v2)
                else:
                    qk_rows_inline157__phi_v3: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0)
                qk_rows_inline157__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__phi_v3)
            else:
                qk_rows_inline157__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0)
            if qk_work_row_inline173__ssa_v0 < qk_rows_inline157__phi_v4:
                qk_first_col_inline30__ssa_v0: pl.Scalar[pl.INDEX] = qk_work_inline47__ssa_v0 * 4
                qk_first_page_i32_inline140__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [qk_request_inline42__ssa_v0, qk_first_col_inline30__ssa_v0])
                if 0 <= pl.cast(qk_first_page_i32_inline140__tile, pl.INDEX):
                    if pl.cast(qk_first_page_i32_inline140__tile, pl.INDEX) < cmp_block_num_inline158__ssa_v0:
                        qk_valid_rows_inline27__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(qk_rows_inline157__phi_v4 - qk_work_row_inline173__ssa_v0, 128)
                        qk_row_max_tmp_inline25__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_row_sum_tmp_inline24__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        for qk_hb_inline31__idx_v0 in pl.range(2):
                            qk_scores_inline22__ssa_v0_Vec: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                            qk_scores_v1_inline21__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.muls(qk_scores_inline22__ssa_v0_Vec, 0.044194173824159223)
                            pl.system.tfree_to_aic(qk_scores_inline22__ssa_v0_Vec, split=0)
                            qk_scores_v2_inline93__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[32, qk_valid_rows_inline27__ssa_v0])] = pl.tile.set_validshape(qk_scores_v1_inline21__ssa_v0, 32, qk_valid_rows_inline27__ssa_v0)
                            qk_scores_v3_inline20__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(qk_scores_v2_inline93__ssa_v0, pad_value=pl.PadValue.min)
                            qk_mi_inline130__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(98304, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(qk_scores_v3_inline20__ssa_v0, qk_row_max_tmp_inline25__ssa_v0)
                            t__tmp_v64: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.row_expand_sub(qk_scores_v3_inline20__ssa_v0, qk_mi_inline130__ssa_v0)
                            qk_exp_inline63__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.exp(t__tmp_v64)
                            qk_li_inline184__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(98432, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(qk_exp_inline63__ssa_v0, qk_row_sum_tmp_inline24__ssa_v0)
                            qk_exp_bf16_inline19__ssa_v0: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.cast(qk_exp_inline63__ssa_v0, target_type=pl.BF16, mode='rint')
                            pl.tile.tpush_to_aic(qk_exp_bf16_inline19__ssa_v0, split=0)
                            pl.tile.tpush_to_aic(qk_exp_bf16_inline19__ssa_v0, split=0)
                            qk_oi_left_inline73__ssa_v0_Vec: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                            qk_oi_right_inline18__ssa_v0_Vec: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                            qk_oi_inline68__ssa_v0: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.concat(qk_oi_left_inline73__ssa_v0_Vec, qk_oi_right_inline18__ssa_v0_Vec)
                            pl.system.tfree_to_aic(qk_oi_left_inline73__ssa_v0_Vec, split=0)
                            pl.system.tfree_to_aic(qk_oi_right_inline18__ssa_v0_Vec, split=0)
                            qk_h_idx0_inline109__ssa_v0: pl.Scalar[pl.INDEX] = qk_hb_inline31__idx_v0 * 2
                            qk_row0_inline17__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0 + qk_h_idx0_inline109__ssa_v0 * cmp_work_count_inline119__ssa_v0 * 16 + qk_work_inline47__ssa_v0 * 16
                            qk_row1_inline16__ssa_v0: pl.Scalar[pl.INDEX] = qk_row0_inline17__ssa_v0 + cmp_work_count_inline119__ssa_v0 * 16
                            t__tmp_v67: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(98304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline130__ssa_v0, [16, 1], [0, 0])
                            cmp_partial_m_inline131__store_v3: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tmp_v67, [qk_row0_inline17__ssa_v0, 0], cmp_partial_m_inline131__ssa_v0)
                            t__tmp_v68: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline184__ssa_v0, [16, 1], [0, 0])
                            cmp_partial_l_inline151__store_v3: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tmp_v68, [qk_row0_inline17__ssa_v0, 0], cmp_partial_l_inline151__ssa_v0)
                            t__tmp_v69: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(qk_oi_inline68__ssa_v0, [16, 512], [0, 0])
                            cmp_partial_o_inline179__store_v3: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tmp_v69, [qk_row0_inline17__ssa_v0, 0], cmp_partial_o_inline179__ssa_v0)
                            t__tmp_v70: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(98368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline130__ssa_v0, [16, 1], [16, 0])
                            cmp_partial_m_inline131__store_v4: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tmp_v70, [qk_row1_inline16__ssa_v0, 0], cmp_partial_m_inline131__ssa_v0)
                            t__tmp_v71: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(98496, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline184__ssa_v0, [16, 1], [16, 0])
                            cmp_partial_l_inline151__store_v4: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tmp_v71, [qk_row1_inline16__ssa_v0, 0], cmp_partial_l_inline151__ssa_v0)
                            t__tmp_v72: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(131328, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(qk_oi_inline68__ssa_v0, [16, 512], [16, 0])
                            cmp_partial_o_inline179__store_v4: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tmp_v72, [qk_row1_inline16__ssa_v0, 0], cmp_partial_o_inline179__ssa_v0)
            return cmp_partial_o_inline179__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_m_inline131__ssa_v0
        else:
            qk_item_inline43__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline200__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_item_inline43__ssa_v0_1 // cmp_work_count_inline119__ssa_v0
            qk_work_inline47__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_item_inline43__ssa_v0_1 - qk_t_inline200__ssa_v0_1 * cmp_work_count_inline119__ssa_v0
            qk_request_inline42__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_t_inline200__ssa_v0_1 // 8
            qk_work_row_inline173__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_work_inline47__ssa_v0_1 * 128
            qk_token_base_inline41__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_t_inline200__ssa_v0_1 * 4 * cmp_work_count_inline119__ssa_v0 * 16
            qk_neutral_m_inline40__ssa_v0_1: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 8], dtype=pl.FP32, value=-1e+20)
            qk_neutral_l_inline166__ssa_v0_1: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 8], dtype=pl.FP32, value=0.0)
            qk_neutral_o_inline39__ssa_v0_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 512], dtype=pl.FP32, value=0.0)
            qk_row_inline38__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0_1 + qk_work_inline47__ssa_v0_1 * 16
            cmp_partial_m_inline131__store_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 0)] = cmp_partial_m_inline131__ssa_v0
            cmp_partial_l_inline151__store_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 0)] = cmp_partial_l_inline151__ssa_v0
            cmp_partial_o_inline179__store_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 0)] = cmp_partial_o_inline179__ssa_v0
            qk_row_inline38__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0_1 + cmp_work_count_inline119__ssa_v0 * 16 + qk_work_inline47__ssa_v0_1 * 16
            cmp_partial_m_inline131__store_v0_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 0)] = cmp_partial_m_inline131__ssa_v0
            cmp_partial_l_inline151__store_v0_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 0)] = cmp_partial_l_inline151__ssa_v0
            cmp_partial_o_inline179__store_v0_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 0)] = cmp_partial_o_inline179__ssa_v0
            qk_row_inline38__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0_1 + cmp_work_count_inline119__ssa_v0 * 32 + qk_work_inline47__ssa_v0_1 * 16
            cmp_partial_m_inline131__store_v1_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 0)] = cmp_partial_m_inline131__ssa_v0
            cmp_partial_l_inline151__store_v1_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = cmp_partial_l_inline151__ssa_v0
            cmp_partial_o_inline179__store_v1_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 0)] = cmp_partial_o_inline179__ssa_v0
            qk_row_inline38__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0_1 + cmp_work_count_inline119__ssa_v0 * 48 + qk_work_inline47__ssa_v0_1 * 16
            cmp_partial_m_inline131__store_v2_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 0)] = cmp_partial_m_inline131__ssa_v0
            cmp_partial_l_inline151__store_v2_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 0)] = cmp_partial_l_inline151__ssa_v0
            cmp_partial_o_inline179__store_v2_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_36", pl.const(0, pl.INT64), 0)] = cmp_partial_o_inline179__ssa_v0
            qk_rows_inline157__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(0, pl.INDEX)
            qk_position_i32_inline206__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [qk_t_inline200__ssa_v0_1])
            if qk_request_inline42__ssa_v0_1 < request_count_inline117__ssa_v0:
                qk_kv_len_i32_inline37__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(kv_seq_lens__ssa_v0, [qk_request_inline42__ssa_v0_1])
                if 0 <= pl.cast(qk_position_i32_inline206__tile_1, pl.INDEX):
                    if 0 <= pl.cast(qk_kv_len_i32_inline37__tile_1, pl.INDEX):
                        qk_position_inline132__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(qk_position_i32_inline206__tile_1, pl.INDEX)
                        qk_kv_len_inline36__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(qk_kv_len_i32_inline37__tile_1, pl.INDEX)
                        qk_position_rows_inline35__ssa_v0_1: pl.Scalar[pl.INDEX] = (qk_position_inline132__ssa_v0_1 + 1) // 128
                        qk_kv_rows_inline32__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_kv_len_inline36__ssa_v0_1 // 128
                        qk_rows_inline157__ssa_v1_1: pl.Scalar[pl.INDEX] = pl.min(pl.min(qk_position_rows_inline35__ssa_v0_1, qk_kv_rows_inline32__ssa_v0_1), 8192)
                        qk_rows_inline157__phi_v2_1: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v1_1)
                    else:
                        qk_rows_inline157__phi_v2_1: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0_1)
                    qk_rows_inline157__phi_v3_1: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__phi_v2_1)
                else:
                    qk_rows_inline157__phi_v3_1: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0_1)
                qk_rows_inline157__phi_v4_1: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__phi_v3_1)
            else:
                qk_rows_inline157__phi_v4_1: pl.Scalar[pl.INDEX] = pl.yield_(qk_rows_inline157__ssa_v0_1)
            if qk_work_row_inline173__ssa_v0_1 < qk_rows_inline157__phi_v4_1:
                qk_first_col_inline30__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_work_inline47__ssa_v0_1 * 4
                qk_first_page_i32_inline140__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [qk_request_inline42__ssa_v0_1, qk_first_col_inline30__ssa_v0_1])
                if 0 <= pl.cast(qk_first_page_i32_inline140__tile_1, pl.INDEX):
                    if pl.cast(qk_first_page_i32_inline140__tile_1, pl.INDEX) < cmp_block_num_inline158__ssa_v0:
                        qk_valid_rows_inline27__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(qk_rows_inline157__phi_v4_1 - qk_work_row_inline173__ssa_v0_1, 128)
                        qk_row_max_tmp_inline25__ssa_v0_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_row_sum_tmp_inline24__ssa_v0_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        for qk_hb_inline31__idx_v0_1 in pl.range(2):
                            qk_scores_inline22__ssa_v0_Vec_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                            qk_scores_v1_inline21__ssa_v0_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(qk_scores_inline22__ssa_v0_Vec_1, 0.044194173824159223)
                            pl.system.tfree_to_aic(qk_scores_inline22__ssa_v0_Vec_1, split=0)
                            qk_scores_v2_inline93__ssa_v0_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.set_validshape(qk_scores_v1_inline21__ssa_v0_1, 0, 0)
                            qk_scores_v3_inline20__ssa_v0_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.fillpad(qk_scores_v2_inline93__ssa_v0_1, pad_value=pl.PadValue.min)
                            qk_mi_inline130__ssa_v0_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(98304, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(qk_scores_v3_inline20__ssa_v0_1, qk_row_max_tmp_inline25__ssa_v0_1)
                            t__tmp_v64_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.row_expand_sub(qk_scores_v3_inline20__ssa_v0_1, qk_mi_inline130__ssa_v0_1)
                            qk_exp_inline63__ssa_v0_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.exp(t__tmp_v64_1)
                            qk_li_inline184__ssa_v0_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(98304, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(qk_exp_inline63__ssa_v0_1, qk_row_sum_tmp_inline24__ssa_v0_1)
                            qk_exp_bf16_inline19__ssa_v0_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.cast(qk_exp_inline63__ssa_v0_1, target_type=pl.BF16, mode='rint')
                            pl.tile.tpush_to_aic(qk_exp_bf16_inline19__ssa_v0_1, split=0)
                            pl.tile.tpush_to_aic(qk_exp_bf16_inline19__ssa_v0_1, split=0)
                            qk_oi_left_inline73__ssa_v0_Vec_1: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                            qk_oi_right_inline18__ssa_v0_Vec_1: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                            qk_oi_inline68__ssa_v0_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.concat(qk_oi_left_inline73__ssa_v0_Vec_1, qk_oi_right_inline18__ssa_v0_Vec_1)
                            pl.system.tfree_to_aic(qk_oi_left_inline73__ssa_v0_Vec_1, split=0)
                            pl.system.tfree_to_aic(qk_oi_right_inline18__ssa_v0_Vec_1, split=0)
                            qk_h_idx0_inline109__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_hb_inline31__idx_v0_1 * 2
                            qk_row0_inline17__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline41__ssa_v0_1 + qk_h_idx0_inline109__ssa_v0_1 * cmp_work_count_inline119__ssa_v0 * 16 + qk_work_inline47__ssa_v0_1 * 16
                            qk_row1_inline16__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_row0_inline17__ssa_v0_1 + cmp_work_count_inline119__ssa_v0 * 16
                            t__tmp_v67_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                            cmp_partial_m_inline131__store_v3_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 0)] = cmp_partial_m_inline131__ssa_v0
                            t__tmp_v68_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                            cmp_partial_l_inline151__store_v3_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_50", pl.const(0, pl.INT64), 0)] = cmp_partial_l_inline151__ssa_v0
                            t__tmp_v69_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                            cmp_partial_o_inline179__store_v3_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 0)] = cmp_partial_o_inline179__ssa_v0
                            t__tmp_v70_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                            cmp_partial_m_inline131__store_v4_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_54", pl.const(0, pl.INT64), 0)] = cmp_partial_m_inline131__ssa_v0
                            t__tmp_v71_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                            cmp_partial_l_inline151__store_v4_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 0)] = cmp_partial_l_inline151__ssa_v0
                            t__tmp_v72_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(98560, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                            cmp_partial_o_inline179__store_v4_1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_58", pl.const(0, pl.INT64), 0)] = cmp_partial_o_inline179__ssa_v0
            return cmp_partial_o_inline179__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_m_inline131__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def hca_cmp_qk_pv(cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_partial_m_inline131__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], cmp_partial_l_inline151__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], cmp_partial_o_inline179__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], request_count_inline117__ssa_v0: pl.Scalar[pl.INDEX], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, CMP_TABLE_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], cmp_block_num_inline158__ssa_v0: pl.Scalar[pl.INDEX], cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32]]:
        self.hca_cmp_qk_pv_aic(cmp_work_count_inline119__ssa_v0, cmp_partial_m_inline131__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_o_inline179__ssa_v0, position_ids__ssa_v0, request_count_inline117__ssa_v0, kv_seq_lens__ssa_v0, cmp_block_table__ssa_v0, cmp_block_num_inline158__ssa_v0, cmp_work_kv_inline53__phi_v20, q_flat_inline83__ssa_v0, __gm_pipe_buffer)
        self.hca_cmp_qk_pv_aiv(cmp_work_count_inline119__ssa_v0, cmp_partial_m_inline131__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_o_inline179__ssa_v0, position_ids__ssa_v0, request_count_inline117__ssa_v0, kv_seq_lens__ssa_v0, cmp_block_table__ssa_v0, cmp_block_num_inline158__ssa_v0, cmp_work_kv_inline53__phi_v20, q_flat_inline83__ssa_v0, __gm_pipe_buffer)
        return cmp_partial_o_inline179__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_m_inline131__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hca_cmp_qk_pv_spmd(self, cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_partial_m_inline131__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], cmp_partial_l_inline151__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], cmp_partial_o_inline179__ssa_v0: pl.Out[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], request_count_inline117__ssa_v0: pl.Scalar[pl.INDEX], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, CMP_TABLE_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], cmp_block_num_inline158__ssa_v0: pl.Scalar[pl.INDEX], cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32]] = self.hca_cmp_qk_pv(cmp_work_count_inline119__ssa_v0, cmp_partial_m_inline131__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_o_inline179__ssa_v0, position_ids__ssa_v0, request_count_inline117__ssa_v0, kv_seq_lens__ssa_v0, cmp_block_table__ssa_v0, cmp_block_num_inline158__ssa_v0, cmp_work_kv_inline53__phi_v20, q_flat_inline83__ssa_v0, __gm_pipe_buffer)
        cmp_partial_o_inline179__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        cmp_partial_l_inline151__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        cmp_partial_m_inline131__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[2]
        return cmp_partial_o_inline179__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_m_inline131__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hca_cmp_work_gather(cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_work_kv_inline53__ssa_v0: pl.InOut[pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], cmp_table_blocks_inline150__ssa_v0: pl.Scalar[pl.INDEX], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, CMP_TABLE_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_block_num_inline158__ssa_v0: pl.Scalar[pl.INDEX], cmp_kv_flat_inline143__ssa_v0: pl.Tensor[[cmp_block_num_inline158__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        gather_item_inline191__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_request_inline52__ssa_v0: pl.Scalar[pl.INDEX] = gather_item_inline191__ssa_v0 // cmp_work_count_inline119__ssa_v0
        gather_work_inline51__ssa_v0: pl.Scalar[pl.INDEX] = gather_item_inline191__ssa_v0 - gather_request_inline52__ssa_v0 * cmp_work_count_inline119__ssa_v0
        gather_first_col_inline50__ssa_v0: pl.Scalar[pl.INDEX] = gather_work_inline51__ssa_v0 * 4
        gather_dst0_inline174__ssa_v0: pl.Scalar[pl.INDEX] = gather_item_inline191__ssa_v0 * 128
        gather_page_col_inline48__ssa_v0: pl.Scalar[pl.INDEX] = gather_first_col_inline50__ssa_v0
        gather_dst_inline112__ssa_v0: pl.Scalar[pl.INDEX] = gather_dst0_inline174__ssa_v0
        t__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([32, 512], dtype=pl.BF16, value=0.0)
        cmp_work_kv_inline53__tile: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [gather_dst_inline112__ssa_v0, 0], cmp_work_kv_inline53__ssa_v0)
        if gather_page_col_inline48__ssa_v0 < cmp_table_blocks_inline150__ssa_v0:
            gather_page_i32_inline155__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [gather_request_inline52__ssa_v0, gather_page_col_inline48__ssa_v0])
            if 0 <= pl.cast(gather_page_i32_inline155__tile, pl.INDEX):
                if pl.cast(gather_page_i32_inline155__tile, pl.INDEX) < cmp_block_num_inline158__ssa_v0:
                    gather_page_id_inline56__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(gather_page_i32_inline155__tile, pl.INDEX)
                    gather_src_inline46__ssa_v0: pl.Scalar[pl.INDEX] = gather_page_id_inline56__ssa_v0 * 32
                    t__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline143__ssa_v0, [gather_src_inline46__ssa_v0, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
                    cmp_work_kv_inline53__tile_1: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [gather_dst_inline112__ssa_v0, 0], cmp_work_kv_inline53__tile)
                    cmp_work_kv_inline53__phi_v3: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_1)
                else:
                    cmp_work_kv_inline53__phi_v3: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile)
                cmp_work_kv_inline53__phi_v4: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v3)
            else:
                cmp_work_kv_inline53__phi_v4: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile)
            cmp_work_kv_inline53__phi_v5: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v4)
        else:
            cmp_work_kv_inline53__phi_v5: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile)
        gather_page_col_inline48__ssa_v1: pl.Scalar[pl.INDEX] = gather_first_col_inline50__ssa_v0 + 1
        gather_dst_inline112__ssa_v1: pl.Scalar[pl.INDEX] = gather_dst0_inline174__ssa_v0 + 32
        t__tile_2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([32, 512], dtype=pl.BF16, value=0.0)
        cmp_work_kv_inline53__tile_2: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [gather_dst_inline112__ssa_v1, 0], cmp_work_kv_inline53__phi_v5)
        if gather_page_col_inline48__ssa_v1 < cmp_table_blocks_inline150__ssa_v0:
            gather_page_i32_inline155__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [gather_request_inline52__ssa_v0, gather_page_col_inline48__ssa_v1])
            if 0 <= pl.cast(gather_page_i32_inline155__tile_1, pl.INDEX):
                if pl.cast(gather_page_i32_inline155__tile_1, pl.INDEX) < cmp_block_num_inline158__ssa_v0:
                    gather_page_id_inline56__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(gather_page_i32_inline155__tile_1, pl.INDEX)
                    gather_src_inline46__ssa_v1: pl.Scalar[pl.INDEX] = gather_page_id_inline56__ssa_v1 * 32
                    t__tile_3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline143__ssa_v0, [gather_src_inline46__ssa_v1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
                    cmp_work_kv_inline53__tile_3: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_3, [gather_dst_inline112__ssa_v1, 0], cmp_work_kv_inline53__tile_2)
                    cmp_work_kv_inline53__phi_v8: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_3)
                else:
                    cmp_work_kv_inline53__phi_v8: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_2)
                cmp_work_kv_inline53__phi_v9: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v8)
            else:
                cmp_work_kv_inline53__phi_v9: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_2)
            cmp_work_kv_inline53__phi_v10: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v9)
        else:
            cmp_work_kv_inline53__phi_v10: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_2)
        gather_page_col_inline48__ssa_v2: pl.Scalar[pl.INDEX] = gather_first_col_inline50__ssa_v0 + 2
        gather_dst_inline112__ssa_v2: pl.Scalar[pl.INDEX] = gather_dst0_inline174__ssa_v0 + 64
        t__tile_4: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([32, 512], dtype=pl.BF16, value=0.0)
        cmp_work_kv_inline53__tile_4: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_4, [gather_dst_inline112__ssa_v2, 0], cmp_work_kv_inline53__phi_v10)
        if gather_page_col_inline48__ssa_v2 < cmp_table_blocks_inline150__ssa_v0:
            gather_page_i32_inline155__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [gather_request_inline52__ssa_v0, gather_page_col_inline48__ssa_v2])
            if 0 <= pl.cast(gather_page_i32_inline155__tile_2, pl.INDEX):
                if pl.cast(gather_page_i32_inline155__tile_2, pl.INDEX) < cmp_block_num_inline158__ssa_v0:
                    gather_page_id_inline56__ssa_v2: pl.Scalar[pl.INDEX] = pl.cast(gather_page_i32_inline155__tile_2, pl.INDEX)
                    gather_src_inline46__ssa_v2: pl.Scalar[pl.INDEX] = gather_page_id_inline56__ssa_v2 * 32
                    t__tile_5: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline143__ssa_v0, [gather_src_inline46__ssa_v2, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
                    cmp_work_kv_inline53__tile_5: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_5, [gather_dst_inline112__ssa_v2, 0], cmp_work_kv_inline53__tile_4)
                    cmp_work_kv_inline53__phi_v13: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_5)
                else:
                    cmp_work_kv_inline53__phi_v13: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_4)
                cmp_work_kv_inline53__phi_v14: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v13)
            else:
                cmp_work_kv_inline53__phi_v14: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_4)
            cmp_work_kv_inline53__phi_v15: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v14)
        else:
            cmp_work_kv_inline53__phi_v15: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_4)
        gather_page_col_inline48__ssa_v3: pl.Scalar[pl.INDEX] = gather_first_col_inline50__ssa_v0 + 3
        gather_dst_inline112__ssa_v3: pl.Scalar[pl.INDEX] = gather_dst0_inline174__ssa_v0 + 96
        t__tile_6: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([32, 512], dtype=pl.BF16, value=0.0)
        cmp_work_kv_inline53__tile_6: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_6, [gather_dst_inline112__ssa_v3, 0], cmp_work_kv_inline53__phi_v15)
        if gather_page_col_inline48__ssa_v3 < cmp_table_blocks_inline150__ssa_v0:
            gather_page_i32_inline155__tile_3: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [gather_request_inline52__ssa_v0, gather_page_col_inline48__ssa_v3])
            if 0 <= pl.cast(gather_page_i32_inline155__tile_3, pl.INDEX):
                if pl.cast(gather_page_i32_inline155__tile_3, pl.INDEX) < cmp_block_num_inline158__ssa_v0:
                    gather_page_id_inline56__ssa_v3: pl.Scalar[pl.INDEX] = pl.cast(gather_page_i32_inline155__tile_3, pl.INDEX)
                    gather_src_inline46__ssa_v3: pl.Scalar[pl.INDEX] = gather_page_id_inline56__ssa_v3 * 32
                    t__tile_7: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline143__ssa_v0, [gather_src_inline46__ssa_v3, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
                    cmp_work_kv_inline53__tile_7: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_7, [gather_dst_inline112__ssa_v3, 0], cmp_work_kv_inline53__tile_6)
                    cmp_work_kv_inline53__phi_v18: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_7)
                else:
                    cmp_work_kv_inline53__phi_v18: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_6)
                cmp_work_kv_inline53__phi_v19: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v18)
            else:
                cmp_work_kv_inline53__phi_v19: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_6)
            cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__phi_v19)
        else:
            cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_work_kv_inline53__tile_6)
        return cmp_work_kv_inline53__phi_v20
    @pl.function(type=pl.FunctionType.Spmd)
    def hca_cmp_work_gather_spmd(self, cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_work_kv_inline53__ssa_v0: pl.InOut[pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], cmp_table_blocks_inline150__ssa_v0: pl.Scalar[pl.INDEX], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, CMP_TABLE_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_block_num_inline158__ssa_v0: pl.Scalar[pl.INDEX], cmp_kv_flat_inline143__ssa_v0: pl.Tensor[[cmp_block_num_inline158__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16]:
        cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.hca_cmp_work_gather(cmp_work_count_inline119__ssa_v0, cmp_work_kv_inline53__ssa_v0, cmp_table_blocks_inline150__ssa_v0, cmp_block_table__ssa_v0, cmp_block_num_inline158__ssa_v0, cmp_kv_flat_inline143__ssa_v0)
        return cmp_work_kv_inline53__phi_v20
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hca_gather_kv(raw_kv_inline104__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline118__ssa_v0: pl.Tensor[[ori_block_num_inline127__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], raw_valid_inline100__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline198__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        g_task_inline95__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        g_t_inline148__ssa_v0: pl.Scalar[pl.INDEX] = g_task_inline95__ssa_v0 // 4
        g_seg_inline94__ssa_v0: pl.Scalar[pl.INDEX] = g_task_inline95__ssa_v0 - g_t_inline148__ssa_v0 * 4
        g_wk0_inline91__ssa_v0: pl.Scalar[pl.INDEX] = g_seg_inline94__ssa_v0 * 32
        g_row0_inline89__ssa_v0: pl.Scalar[pl.INDEX] = g_t_inline148__ssa_v0 * 128
        for g_sub_inline121__idx_v0, (raw_kv_inline104__iter_v1,) in pl.range(2, init_values=(raw_kv_inline104__ssa_v0,)):
            g_sk0_inline87__ssa_v0: pl.Scalar[pl.INDEX] = g_wk0_inline91__ssa_v0 + g_sub_inline121__idx_v0 * 16
            g_sdst_inline69__ssa_v0: pl.Scalar[pl.INDEX] = g_row0_inline89__ssa_v0 + g_sk0_inline87__ssa_v0
            g_first_inline129__tile: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0])
            g_run_matches_inline96__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(0 <= pl.cast(g_first_inline129__tile, pl.INDEX), pl.INT32)
            g_slot_i32_inline81__tile: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0])
            g_run_matches_inline96__ssa_v1: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v0 * pl.cast(pl.cast(g_slot_i32_inline81__tile, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX), pl.INT32)
            g_slot_i32_inline81__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 1])
            g_run_matches_inline96__ssa_v2: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v1 * pl.cast(pl.cast(g_slot_i32_inline81__tile_1, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 1, pl.INT32)
            g_slot_i32_inline81__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 2])
            g_run_matches_inline96__ssa_v3: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v2 * pl.cast(pl.cast(g_slot_i32_inline81__tile_2, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 2, pl.INT32)
            g_slot_i32_inline81__tile_3: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 3])
            g_run_matches_inline96__ssa_v4: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v3 * pl.cast(pl.cast(g_slot_i32_inline81__tile_3, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 3, pl.INT32)
            g_slot_i32_inline81__tile_4: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 4])
            g_run_matches_inline96__ssa_v5: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v4 * pl.cast(pl.cast(g_slot_i32_inline81__tile_4, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 4, pl.INT32)
            g_slot_i32_inline81__tile_5: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 5])
            g_run_matches_inline96__ssa_v6: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v5 * pl.cast(pl.cast(g_slot_i32_inline81__tile_5, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 5, pl.INT32)
            g_slot_i32_inline81__tile_6: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 6])
            g_run_matches_inline96__ssa_v7: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v6 * pl.cast(pl.cast(g_slot_i32_inline81__tile_6, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 6, pl.INT32)
            g_slot_i32_inline81__tile_7: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 7])
            g_run_matches_inline96__ssa_v8: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v7 * pl.cast(pl.cast(g_slot_i32_inline81__tile_7, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 7, pl.INT32)
            g_slot_i32_inline81__tile_8: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 8])
            g_run_matches_inline96__ssa_v9: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v8 * pl.cast(pl.cast(g_slot_i32_inline81__tile_8, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 8, pl.INT32)
            g_slot_i32_inline81__tile_9: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 9])
            g_run_matches_inline96__ssa_v10: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v9 * pl.cast(pl.cast(g_slot_i32_inline81__tile_9, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 9, pl.INT32)
            g_slot_i32_inline81__tile_10: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 10])
            g_run_matches_inline96__ssa_v11: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v10 * pl.cast(pl.cast(g_slot_i32_inline81__tile_10, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 10, pl.INT32)
            g_slot_i32_inline81__tile_11: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 11])
            g_run_matches_inline96__ssa_v12: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v11 * pl.cast(pl.cast(g_slot_i32_inline81__tile_11, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 11, pl.INT32)
            g_slot_i32_inline81__tile_12: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 12])
            g_run_matches_inline96__ssa_v13: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v12 * pl.cast(pl.cast(g_slot_i32_inline81__tile_12, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 12, pl.INT32)
            g_slot_i32_inline81__tile_13: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 13])
            g_run_matches_inline96__ssa_v14: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v13 * pl.cast(pl.cast(g_slot_i32_inline81__tile_13, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 13, pl.INT32)
            g_slot_i32_inline81__tile_14: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 14])
            g_run_matches_inline96__ssa_v15: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v14 * pl.cast(pl.cast(g_slot_i32_inline81__tile_14, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 14, pl.INT32)
            g_slot_i32_inline81__tile_15: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 15])
            g_run_matches_inline96__ssa_v16: pl.Scalar[pl.INT32] = g_run_matches_inline96__ssa_v15 * pl.cast(pl.cast(g_slot_i32_inline81__tile_15, pl.INDEX) == pl.cast(g_first_inline129__tile, pl.INDEX) + 15, pl.INT32)
            if pl.cast(g_run_matches_inline96__ssa_v16, pl.INDEX) == 1:
                g_run_src_inline138__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(g_first_inline129__tile, pl.INDEX)
                t__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline118__ssa_v0, [g_run_src_inline138__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                raw_kv_inline104__tile: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [g_sdst_inline69__ssa_v0, 0], raw_kv_inline104__iter_v1)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 1], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 2], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 3], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 4], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 5], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 6], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 7], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 8], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 9], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 10], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 11], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 12], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 13], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 14], 1.0)
                pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_sk0_inline87__ssa_v0 + 15], 1.0)
                raw_kv_inline104__phi_v9: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(raw_kv_inline104__tile)
            else:
                for g_dr_inline77__idx_v0, (g_slot_i32_inline81__iter_v16, raw_kv_inline104__iter_v4) in pl.range(16, init_values=(g_slot_i32_inline81__tile_15, raw_kv_inline104__iter_v1)):
                    g_lane_inline167__ssa_v0: pl.Scalar[pl.INDEX] = g_sk0_inline87__ssa_v0 + g_dr_inline77__idx_v0
                    g_dst_inline76__ssa_v0: pl.Scalar[pl.INDEX] = g_row0_inline89__ssa_v0 + g_lane_inline167__ssa_v0
                    g_slot_i32_inline81__tile_16: pl.Scalar[pl.INT32] = pl.tensor.read(window_swa_indices__ssa_v0, [g_t_inline148__ssa_v0, g_lane_inline167__ssa_v0])
                    if 0 <= pl.cast(g_slot_i32_inline81__tile_16, pl.INDEX):
                        g_slot_inline88__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(g_slot_i32_inline81__tile_16, pl.INDEX)
                        t__tile_1: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline118__ssa_v0, [g_slot_inline88__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                        raw_kv_inline104__tile_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [g_dst_inline76__ssa_v0, 0], raw_kv_inline104__iter_v4)
                        pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_lane_inline167__ssa_v0], 1.0)
                        raw_kv_inline104__phi_v8: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.yield_(raw_kv_inline104__tile_1)
                    else:
                        t__tile_2: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.BF16, value=0.0)
                        raw_kv_inline104__tile_2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [g_dst_inline76__ssa_v0, 0], raw_kv_inline104__iter_v4)
                        pl.tensor.write(raw_valid_inline100__ssa_v0, [g_t_inline148__ssa_v0, g_lane_inline167__ssa_v0], 0.0)
                        raw_kv_inline104__phi_v8: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.yield_(raw_kv_inline104__tile_2)
                    g_slot_i32_inline81__rv_v17, raw_kv_inline104__rv_v5 = pl.yield_(g_slot_i32_inline81__tile_16, raw_kv_inline104__phi_v8)
                raw_kv_inline104__phi_v9: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(raw_kv_inline104__rv_v5)
            raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.yield_(raw_kv_inline104__phi_v9)
        return raw_kv_inline104__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hca_gather_kv_spmd(self, raw_kv_inline104__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline118__ssa_v0: pl.Tensor[[ori_block_num_inline127__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], raw_valid_inline100__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline198__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16]:
        raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = self.hca_gather_kv(raw_kv_inline104__ssa_v0, window_swa_indices__ssa_v0, ori_kv_flat_inline118__ssa_v0, raw_valid_inline100__ssa_v0)
        return raw_kv_inline104__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def hca_raw_attn_aic(q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], raw_kv_t_inline105__ssa_v1: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], raw_valid_inline100__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], stream_state_m_inline149__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], stream_state_l_inline134__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], stream_heads_inline72__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]):
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_15: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_acc_17: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        hca_raw_attn_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='hca_raw_attn_v2c_slot_buffer', size=32768, base=0)
        hca_raw_attn_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='hca_raw_attn_c2v_slot_buffer', peer_func='hca_raw_attn_aiv')
        pl.system.aic_initialize_pipe(hca_raw_attn_c2v_slot_buffer_import, hca_raw_attn_v2c_slot_buffer, dir_mask=3, slot_size=16384, slot_num=2)
        t__tmp_v11_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v11_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v11_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v11_Left_mat, split=0)
        stream_raw_kv_t_left_inline210__ssa_v0_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_left_inline210__ssa_v0_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_left_inline210__ssa_v0_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_left_inline210__ssa_v0_Right_mat, split=0)
        stream_raw_scores_inline164__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(t__tmp_v11_Left, stream_raw_kv_t_left_inline210__ssa_v0_Right)
        t__tmp_v12_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v12_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v12_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v12_Left_mat, split=0)
        stream_raw_kv_t_right_inline212__ssa_v0_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_right_inline212__ssa_v0_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_right_inline212__ssa_v0_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_right_inline212__ssa_v0_Right_mat, split=0)
        stream_raw_scores_v1_inline217__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(stream_raw_scores_inline164__ssa_v0, t__tmp_v12_Left, stream_raw_kv_t_right_inline212__ssa_v0_Right)
        pl.tile.tpush_to_aiv(stream_raw_scores_v1_inline217__ssa_v0, split=0)
        stream_raw_exp_bf16_inline145__ssa_v0_Left_mat: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_exp_bf16_inline145__ssa_v0_Left: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(stream_raw_exp_bf16_inline145__ssa_v0_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(stream_raw_exp_bf16_inline145__ssa_v0_Left_mat, split=0)
        t__tmp_v15_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v15_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v15_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v15_Right_mat, split=0)
        stream_raw_oi_left_inline159__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v0_Left, t__tmp_v15_Right)
        t__tmp_v16_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v16_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v16_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v16_Right_mat, split=0)
        stream_raw_oi_right_inline219__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v0_Left, t__tmp_v16_Right)
        pl.tile.tpush_to_aiv(stream_raw_oi_left_inline159__ssa_v0, split=0)
        pl.tile.tpush_to_aiv(stream_raw_oi_right_inline219__ssa_v0, split=0)
        t__tmp_v18_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v18_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v18_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v18_Left_mat, split=0)
        stream_raw_kv_t_left_inline210__ssa_v1_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_left_inline210__ssa_v1_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_left_inline210__ssa_v1_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_left_inline210__ssa_v1_Right_mat, split=0)
        stream_raw_scores_inline164__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(t__tmp_v18_Left, stream_raw_kv_t_left_inline210__ssa_v1_Right)
        t__tmp_v19_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v19_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v19_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v19_Left_mat, split=0)
        stream_raw_kv_t_right_inline212__ssa_v1_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_right_inline212__ssa_v1_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_right_inline212__ssa_v1_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_right_inline212__ssa_v1_Right_mat, split=0)
        stream_raw_scores_v1_inline217__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(stream_raw_scores_inline164__ssa_v1, t__tmp_v19_Left, stream_raw_kv_t_right_inline212__ssa_v1_Right)
        pl.tile.tpush_to_aiv(stream_raw_scores_v1_inline217__ssa_v1, split=0)
        stream_raw_exp_bf16_inline145__ssa_v1_Left_mat: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_exp_bf16_inline145__ssa_v1_Left: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(stream_raw_exp_bf16_inline145__ssa_v1_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(stream_raw_exp_bf16_inline145__ssa_v1_Left_mat, split=0)
        t__tmp_v22_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v22_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v22_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v22_Right_mat, split=0)
        stream_raw_oi_left_inline159__ssa_v1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v1_Left, t__tmp_v22_Right)
        t__tmp_v23_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v23_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v23_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v23_Right_mat, split=0)
        stream_raw_oi_right_inline219__ssa_v1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v1_Left, t__tmp_v23_Right)
        pl.tile.tpush_to_aiv(stream_raw_oi_left_inline159__ssa_v1, split=0)
        pl.tile.tpush_to_aiv(stream_raw_oi_right_inline219__ssa_v1, split=0)
        t__tmp_v31_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v31_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v31_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v31_Left_mat, split=0)
        stream_raw_kv_t_left_inline210__ssa_v2_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_left_inline210__ssa_v2_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_left_inline210__ssa_v2_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_left_inline210__ssa_v2_Right_mat, split=0)
        stream_raw_scores_inline164__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(t__tmp_v31_Left, stream_raw_kv_t_left_inline210__ssa_v2_Right)
        t__tmp_v32_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v32_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v32_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v32_Left_mat, split=0)
        stream_raw_kv_t_right_inline212__ssa_v2_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_right_inline212__ssa_v2_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_right_inline212__ssa_v2_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_right_inline212__ssa_v2_Right_mat, split=0)
        stream_raw_scores_v1_inline217__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(stream_raw_scores_inline164__ssa_v2, t__tmp_v32_Left, stream_raw_kv_t_right_inline212__ssa_v2_Right)
        pl.tile.tpush_to_aiv(stream_raw_scores_v1_inline217__ssa_v2, split=0)
        stream_raw_exp_bf16_inline145__ssa_v2_Left_mat: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_exp_bf16_inline145__ssa_v2_Left: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(stream_raw_exp_bf16_inline145__ssa_v2_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(stream_raw_exp_bf16_inline145__ssa_v2_Left_mat, split=0)
        t__tmp_v35_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v35_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v35_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v35_Right_mat, split=0)
        stream_raw_oi_left_inline159__ssa_v2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v2_Left, t__tmp_v35_Right)
        t__tmp_v36_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v36_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v36_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v36_Right_mat, split=0)
        stream_raw_oi_right_inline219__ssa_v2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v2_Left, t__tmp_v36_Right)
        pl.tile.tpush_to_aiv(stream_raw_oi_left_inline159__ssa_v2, split=0)
        pl.tile.tpush_to_aiv(stream_raw_oi_right_inline219__ssa_v2, split=0)
        t__tmp_v44_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v44_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v44_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v44_Left_mat, split=0)
        stream_raw_kv_t_left_inline210__ssa_v3_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_left_inline210__ssa_v3_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_left_inline210__ssa_v3_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_left_inline210__ssa_v3_Right_mat, split=0)
        stream_raw_scores_inline164__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(t__tmp_v44_Left, stream_raw_kv_t_left_inline210__ssa_v3_Right)
        t__tmp_v45_Left_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v45_Left: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(t__tmp_v45_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(t__tmp_v45_Left_mat, split=0)
        stream_raw_kv_t_right_inline212__ssa_v3_Right_mat: pl.Tile[[256, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_kv_t_right_inline212__ssa_v3_Right: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(stream_raw_kv_t_right_inline212__ssa_v3_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(stream_raw_kv_t_right_inline212__ssa_v3_Right_mat, split=0)
        stream_raw_scores_v1_inline217__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(stream_raw_scores_inline164__ssa_v3, t__tmp_v45_Left, stream_raw_kv_t_right_inline212__ssa_v3_Right)
        pl.tile.tpush_to_aiv(stream_raw_scores_v1_inline217__ssa_v3, split=0)
        stream_raw_exp_bf16_inline145__ssa_v3_Left_mat: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        stream_raw_exp_bf16_inline145__ssa_v3_Left: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(stream_raw_exp_bf16_inline145__ssa_v3_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(stream_raw_exp_bf16_inline145__ssa_v3_Left_mat, split=0)
        t__tmp_v48_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v48_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v48_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v48_Right_mat, split=0)
        stream_raw_oi_left_inline159__ssa_v3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v3_Left, t__tmp_v48_Right)
        t__tmp_v49_Right_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        t__tmp_v49_Right: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(t__tmp_v49_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(t__tmp_v49_Right_mat, split=0)
        stream_raw_oi_right_inline219__ssa_v3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(stream_raw_exp_bf16_inline145__ssa_v3_Left, t__tmp_v49_Right)
        pl.tile.tpush_to_aiv(stream_raw_oi_left_inline159__ssa_v3, split=0)
        pl.tile.tpush_to_aiv(stream_raw_oi_right_inline219__ssa_v3, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hca_raw_attn_aiv(q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], raw_kv_t_inline105__ssa_v1: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], raw_valid_inline100__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], stream_state_m_inline149__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], stream_state_l_inline134__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], stream_heads_inline72__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_46: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_47: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_48: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        hca_raw_attn_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='hca_raw_attn_v2c_slot_buffer', peer_func='hca_raw_attn_aic')
        hca_raw_attn_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='hca_raw_attn_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(hca_raw_attn_c2v_slot_buffer, hca_raw_attn_v2c_slot_buffer_import, dir_mask=3, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            stream_idx_inline190__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            stream_t_inline193__ssa_v0: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v0 // 4
            stream_h_tile_inline80__ssa_v0: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v0 - stream_t_inline193__ssa_v0 * 4
            stream_h0_inline194__ssa_v0: pl.Scalar[pl.INDEX] = stream_h_tile_inline80__ssa_v0 * 16
            stream_state_row_inline195__ssa_v0: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 64 + stream_h0_inline194__ssa_v0
            stream_q_inline137__ssa_v0: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(q_flat_inline83__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            stream_row_max_tmp_inline196__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_row_sum_tmp_inline197__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_raw_begin_inline92__ssa_v0: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 128
            stream_valid_begin_inline202__ssa_v0: pl.Scalar[pl.INDEX] = 0
            stream_raw_kv_inline205__ssa_v0: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_inline104__rv_v2, [stream_raw_begin_inline92__ssa_v0, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v0: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 2048
            stream_raw_kv_t_left_inline210__ssa_v0: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v0, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v0: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v0 + 256, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v0: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(raw_valid_inline100__ssa_v0, [stream_t_inline193__ssa_v0, stream_valid_begin_inline202__ssa_v0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v0, stream_raw_valid_row_inline199__ssa_v0)
            t__tmp_v10: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.subs(stream_raw_valid_inline215__ssa_v0, 1.0)
            stream_raw_bias_inline216__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.muls(t__tmp_v10, 1e+20)
            t__tmp_v11: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 0])
            pl.tile.tpush_to_aic(t__tmp_v11, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v0, split=0)
            t__tmp_v12: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(121472, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v12, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v0, split=0)
            stream_raw_scores_v1_inline217__ssa_v0_Vec: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v13: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v0_Vec, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v0_Vec, split=0)
            stream_raw_scores_v2_inline221__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v13, stream_raw_bias_inline216__ssa_v0)
            stream_raw_mi_col_inline70__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v0, stream_row_max_tmp_inline196__ssa_v0)
            t__tmp_v14: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v0, stream_raw_mi_col_inline70__ssa_v0)
            stream_raw_exp_inline103__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__tmp_v14)
            stream_raw_exp_v1_inline186__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(stream_raw_exp_inline103__ssa_v0, stream_raw_valid_inline215__ssa_v0)
            stream_raw_li_col_inline107__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v0, stream_row_sum_tmp_inline197__ssa_v0)
            stream_raw_exp_bf16_inline145__ssa_v0: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v0, target_type=pl.BF16, mode='rint')
            t__tmp_v15: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v0, [32, 256], [0, 0])
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v0, split=0)
            pl.tile.tpush_to_aic(t__tmp_v15, split=0)
            t__tmp_v16: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(35328, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v0, [32, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v16, split=0)
            stream_raw_oi_left_inline159__ssa_v0_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v0_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v0: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v0_Vec, stream_raw_oi_right_inline219__ssa_v0_Vec)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v0_Vec, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v0_Vec, split=0)
            stream_state_m_inline149__store: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_raw_mi_col_inline70__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], stream_state_m_inline149__ssa_v0)
            stream_state_l_inline134__store: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_raw_li_col_inline107__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], stream_state_l_inline134__ssa_v0)
            stream_heads_inline72__store: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_raw_oi_inline71__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], stream_heads_inline72__ssa_v0)
            stream_raw_begin_inline92__ssa_v1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 128 + 32
            stream_valid_begin_inline202__ssa_v1: pl.Scalar[pl.INDEX] = 32
            stream_raw_kv_inline205__ssa_v1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_inline104__rv_v2, [stream_raw_begin_inline92__ssa_v1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 2048 + 512
            stream_raw_kv_t_left_inline210__ssa_v1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v1, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v1 + 256, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(raw_valid_inline100__ssa_v0, [stream_t_inline193__ssa_v0, stream_valid_begin_inline202__ssa_v1], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v1, stream_raw_valid_row_inline199__ssa_v1)
            t__tmp_v17: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.subs(stream_raw_valid_inline215__ssa_v1, 1.0)
            stream_raw_bias_inline216__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.muls(t__tmp_v17, 1e+20)
            t__tmp_v18: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 0])
            pl.tile.tpush_to_aic(t__tmp_v18, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v1, split=0)
            t__tmp_v19: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(121472, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v19, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v1, split=0)
            stream_raw_scores_v1_inline217__ssa_v1_Vec: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v20: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v1_Vec, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v1_Vec, split=0)
            stream_raw_scores_v2_inline221__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v20, stream_raw_bias_inline216__ssa_v1)
            stream_raw_mi_col_inline70__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v1, stream_row_max_tmp_inline196__ssa_v0)
            t__tmp_v21: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v1, stream_raw_mi_col_inline70__ssa_v1)
            stream_raw_exp_inline103__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__tmp_v21)
            stream_raw_exp_v1_inline186__ssa_v1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(stream_raw_exp_inline103__ssa_v1, stream_raw_valid_inline215__ssa_v1)
            stream_raw_li_col_inline107__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v1, stream_row_sum_tmp_inline197__ssa_v0)
            stream_raw_exp_bf16_inline145__ssa_v1: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v1, target_type=pl.BF16, mode='rint')
            t__tmp_v22: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v1, [32, 256], [0, 0])
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v1, split=0)
            pl.tile.tpush_to_aic(t__tmp_v22, split=0)
            t__tmp_v23: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(35328, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v1, [32, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v23, split=0)
            stream_raw_oi_left_inline159__ssa_v1_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v1_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v1_Vec, stream_raw_oi_right_inline219__ssa_v1_Vec)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v1_Vec, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v1_Vec, split=0)
            stream_m_inline220__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(stream_state_m_inline149__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            stream_l_inline222__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(stream_state_l_inline134__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            stream_o_inline223__ssa_v1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(stream_heads_inline72__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            stream_m_new_inline208__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__ssa_v1, [1, 16])
            stream_m_new_inline208__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v1, [1, 16])
            stream_m_new_inline208__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(stream_m_new_inline208__rm_a0_tmp_v0, stream_m_new_inline208__rm_a1_tmp_v1)
            stream_m_new_inline208__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__row_major_tmp_v2, [16, 1])
            t__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__ssa_v1, [1, 16])
            t__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v1, [1, 16])
            t__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3, t__rm_a1_tmp_v4)
            t__tmp_v24: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5, [16, 1])
            stream_alpha_inline62__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v24, [1, 16])
            stream_alpha_inline62__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(stream_alpha_inline62__rm_a0_tmp_v6)
            stream_alpha_inline62__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__row_major_tmp_v7, [16, 1])
            t__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v1, [1, 16])
            t__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v1, [1, 16])
            t__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8, t__rm_a1_tmp_v9)
            t__tmp_v25: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10, [16, 1])
            stream_beta_inline57__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v25, [1, 16])
            stream_beta_inline57__row_major_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(stream_beta_inline57__rm_a0_tmp_v11)
            stream_beta_inline57__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__row_major_tmp_v12, [16, 1])
            t__rm_a0_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__ssa_v1, [1, 16])
            t__rm_a1_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_inline222__ssa_v1, [1, 16])
            t__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13, t__rm_a1_tmp_v14)
            t__tmp_v26: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15, [16, 1])
            t__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__ssa_v1, [1, 16])
            t__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_li_col_inline107__ssa_v1, [1, 16])
            t__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16, t__rm_a1_tmp_v17)
            t__tmp_v27: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18, [16, 1])
            stream_l_new_inline82__rm_a0_tmp_v19: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v26, [1, 16])
            stream_l_new_inline82__rm_a1_tmp_v20: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v27, [1, 16])
            stream_l_new_inline82__row_major_tmp_v21: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(stream_l_new_inline82__rm_a0_tmp_v19, stream_l_new_inline82__rm_a1_tmp_v20)
            stream_l_new_inline82__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_new_inline82__row_major_tmp_v21, [16, 1])
            t__tmp_v28: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_o_inline223__ssa_v1, stream_alpha_inline62__ssa_v1)
            t__tmp_v29: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_raw_oi_inline71__ssa_v1, stream_beta_inline57__ssa_v1)
            stream_o_new_inline55__ssa_v1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v28, t__tmp_v29)
            stream_state_m_inline149__store_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_m_new_inline208__ssa_v1, [stream_state_row_inline195__ssa_v0, 0], stream_state_m_inline149__ssa_v0)
            stream_state_l_inline134__store_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_l_new_inline82__ssa_v1, [stream_state_row_inline195__ssa_v0, 0], stream_state_l_inline134__ssa_v0)
            stream_heads_inline72__store_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_o_new_inline55__ssa_v1, [stream_state_row_inline195__ssa_v0, 0], stream_heads_inline72__ssa_v0)
            stream_raw_begin_inline92__ssa_v2: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 128 + 64
            stream_valid_begin_inline202__ssa_v2: pl.Scalar[pl.INDEX] = 64
            stream_raw_kv_inline205__ssa_v2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_inline104__rv_v2, [stream_raw_begin_inline92__ssa_v2, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v2: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 2048 + 1024
            stream_raw_kv_t_left_inline210__ssa_v2: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v2, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v2: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v2 + 256, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(raw_valid_inline100__ssa_v0, [stream_t_inline193__ssa_v0, stream_valid_begin_inline202__ssa_v2], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v2, stream_raw_valid_row_inline199__ssa_v2)
            t__tmp_v30: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.subs(stream_raw_valid_inline215__ssa_v2, 1.0)
            stream_raw_bias_inline216__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.muls(t__tmp_v30, 1e+20)
            t__tmp_v31: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 0])
            pl.tile.tpush_to_aic(t__tmp_v31, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v2, split=0)
            t__tmp_v32: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(121472, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v32, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v2, split=0)
            stream_raw_scores_v1_inline217__ssa_v2_Vec: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v33: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v2_Vec, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v2_Vec, split=0)
            stream_raw_scores_v2_inline221__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v33, stream_raw_bias_inline216__ssa_v2)
            stream_raw_mi_col_inline70__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v2, stream_row_max_tmp_inline196__ssa_v0)
            t__tmp_v34: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v2, stream_raw_mi_col_inline70__ssa_v2)
            stream_raw_exp_inline103__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__tmp_v34)
            stream_raw_exp_v1_inline186__ssa_v2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(stream_raw_exp_inline103__ssa_v2, stream_raw_valid_inline215__ssa_v2)
            stream_raw_li_col_inline107__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v2, stream_row_sum_tmp_inline197__ssa_v0)
            stream_raw_exp_bf16_inline145__ssa_v2: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v2, target_type=pl.BF16, mode='rint')
            t__tmp_v35: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v2, [32, 256], [0, 0])
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v2, split=0)
            pl.tile.tpush_to_aic(t__tmp_v35, split=0)
            t__tmp_v36: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(35328, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v2, [32, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v36, split=0)
            stream_raw_oi_left_inline159__ssa_v2_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v2_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v2_Vec, stream_raw_oi_right_inline219__ssa_v2_Vec)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v2_Vec, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v2_Vec, split=0)
            stream_m_inline220__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(stream_state_m_inline149__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            stream_l_inline222__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(stream_state_l_inline134__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            stream_o_inline223__ssa_v2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(stream_heads_inline72__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            stream_m_new_inline208__rm_a0_tmp_v22: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__ssa_v2, [1, 16])
            stream_m_new_inline208__rm_a1_tmp_v23: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v2, [1, 16])
            stream_m_new_inline208__row_major_tmp_v24: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(stream_m_new_inline208__rm_a0_tmp_v22, stream_m_new_inline208__rm_a1_tmp_v23)
            stream_m_new_inline208__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__row_major_tmp_v24, [16, 1])
            t__rm_a0_tmp_v25: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__ssa_v2, [1, 16])
            t__rm_a1_tmp_v26: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v2, [1, 16])
            t__row_major_tmp_v27: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v25, t__rm_a1_tmp_v26)
            t__tmp_v37: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v27, [16, 1])
            stream_alpha_inline62__rm_a0_tmp_v28: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v37, [1, 16])
            stream_alpha_inline62__row_major_tmp_v29: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(stream_alpha_inline62__rm_a0_tmp_v28)
            stream_alpha_inline62__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__row_major_tmp_v29, [16, 1])
            t__rm_a0_tmp_v30: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v2, [1, 16])
            t__rm_a1_tmp_v31: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_48, pl.const(120896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v2, [1, 16])
            t__row_major_tmp_v32: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v30, t__rm_a1_tmp_v31)
            t__tmp_v38: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v32, [16, 1])
            stream_beta_inline57__rm_a0_tmp_v33: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v38, [1, 16])
            stream_beta_inline57__row_major_tmp_v34: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(stream_beta_inline57__rm_a0_tmp_v33)
            stream_beta_inline57__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__row_major_tmp_v34, [16, 1])
            t__rm_a0_tmp_v35: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__ssa_v2, [1, 16])
            t__rm_a1_tmp_v36: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_inline222__ssa_v2, [1, 16])
            t__row_major_tmp_v37: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v35, t__rm_a1_tmp_v36)
            t__tmp_v39: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v37, [16, 1])
            t__rm_a0_tmp_v38: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__ssa_v2, [1, 16])
            t__rm_a1_tmp_v39: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_li_col_inline107__ssa_v2, [1, 16])
            t__row_major_tmp_v40: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v38, t__rm_a1_tmp_v39)
            t__tmp_v40: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v40, [16, 1])
            stream_l_new_inline82__rm_a0_tmp_v41: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v39, [1, 16])
            stream_l_new_inline82__rm_a1_tmp_v42: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v40, [1, 16])
            stream_l_new_inline82__row_major_tmp_v43: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(stream_l_new_inline82__rm_a0_tmp_v41, stream_l_new_inline82__rm_a1_tmp_v42)
            stream_l_new_inline82__ssa_v2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_new_inline82__row_major_tmp_v43, [16, 1])
            t__tmp_v41: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_o_inline223__ssa_v2, stream_alpha_inline62__ssa_v2)
            t__tmp_v42: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_raw_oi_inline71__ssa_v2, stream_beta_inline57__ssa_v2)
            stream_o_new_inline55__ssa_v2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v41, t__tmp_v42)
            stream_state_m_inline149__store_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_m_new_inline208__ssa_v2, [stream_state_row_inline195__ssa_v0, 0], stream_state_m_inline149__ssa_v0)
            stream_state_l_inline134__store_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_l_new_inline82__ssa_v2, [stream_state_row_inline195__ssa_v0, 0], stream_state_l_inline134__ssa_v0)
            stream_heads_inline72__store_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_o_new_inline55__ssa_v2, [stream_state_row_inline195__ssa_v0, 0], stream_heads_inline72__ssa_v0)
            stream_raw_begin_inline92__ssa_v3: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 128 + 96
            stream_valid_begin_inline202__ssa_v3: pl.Scalar[pl.INDEX] = 96
            stream_raw_kv_inline205__ssa_v3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_inline104__rv_v2, [stream_raw_begin_inline92__ssa_v3, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v3: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0 * 2048 + 1536
            stream_raw_kv_t_left_inline210__ssa_v3: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v3, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v3: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(raw_kv_t_inline105__ssa_v1, [stream_raw_t_begin_inline207__ssa_v3 + 256, 0], [256, 32], [256, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(raw_valid_inline100__ssa_v0, [stream_t_inline193__ssa_v0, stream_valid_begin_inline202__ssa_v3], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v3, stream_raw_valid_row_inline199__ssa_v3)
            t__tmp_v43: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.subs(stream_raw_valid_inline215__ssa_v3, 1.0)
            stream_raw_bias_inline216__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.muls(t__tmp_v43, 1e+20)
            t__tmp_v44: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 0])
            pl.tile.tpush_to_aic(t__tmp_v44, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v3, split=0)
            t__tmp_v45: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(121472, pl.INT64), 15872), pl.Mem.Vec] = pl.tile.slice(stream_q_inline137__ssa_v0, [16, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v45, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v3, split=0)
            stream_raw_scores_v1_inline217__ssa_v3_Vec: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v46: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v3_Vec, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v3_Vec, split=0)
            stream_raw_scores_v2_inline221__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v46, stream_raw_bias_inline216__ssa_v3)
            stream_raw_mi_col_inline70__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v3, stream_row_max_tmp_inline196__ssa_v0)
            t__tmp_v47: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v3, stream_raw_mi_col_inline70__ssa_v3)
            stream_raw_exp_inline103__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__tmp_v47)
            stream_raw_exp_v1_inline186__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(stream_raw_exp_inline103__ssa_v3, stream_raw_valid_inline215__ssa_v3)
            stream_raw_li_col_inline107__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v3, stream_row_sum_tmp_inline197__ssa_v0)
            stream_raw_exp_bf16_inline145__ssa_v3: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v3, target_type=pl.BF16, mode='rint')
            t__tmp_v48: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v3, [32, 256], [0, 0])
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v3, split=0)
            pl.tile.tpush_to_aic(t__tmp_v48, split=0)
            t__tmp_v49: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(35328, pl.INT64), 32256), pl.Mem.Vec] = pl.tile.slice(stream_raw_kv_inline205__ssa_v3, [32, 256], [0, 256])
            pl.tile.tpush_to_aic(t__tmp_v49, split=0)
            stream_raw_oi_left_inline159__ssa_v3_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v3_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v3_Vec, stream_raw_oi_right_inline219__ssa_v3_Vec)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v3_Vec, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v3_Vec, split=0)
            stream_m_inline220__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(stream_state_m_inline149__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            stream_l_inline222__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(stream_state_l_inline134__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            stream_o_inline223__ssa_v3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(stream_heads_inline72__ssa_v0, [stream_state_row_inline195__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            stream_m_new_inline208__rm_a0_tmp_v44: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__ssa_v3, [1, 16])
            stream_m_new_inline208__rm_a1_tmp_v45: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v3, [1, 16])
            stream_m_new_inline208__row_major_tmp_v46: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.maximum(stream_m_new_inline208__rm_a0_tmp_v44, stream_m_new_inline208__rm_a1_tmp_v45)
            stream_m_new_inline208__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__row_major_tmp_v46, [16, 1])
            t__rm_a0_tmp_v47: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__ssa_v3, [1, 16])
            t__rm_a1_tmp_v48: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v3, [1, 16])
            t__row_major_tmp_v49: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v47, t__rm_a1_tmp_v48)
            t__tmp_v50: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v49, [16, 1])
            stream_alpha_inline62__rm_a0_tmp_v50: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v50, [1, 16])
            stream_alpha_inline62__row_major_tmp_v51: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(stream_alpha_inline62__rm_a0_tmp_v50)
            stream_alpha_inline62__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__row_major_tmp_v51, [16, 1])
            t__rm_a0_tmp_v52: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v3, [1, 16])
            t__rm_a1_tmp_v53: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v3, [1, 16])
            t__row_major_tmp_v54: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v52, t__rm_a1_tmp_v53)
            t__tmp_v51: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v54, [16, 1])
            stream_beta_inline57__rm_a0_tmp_v55: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v51, [1, 16])
            stream_beta_inline57__row_major_tmp_v56: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(stream_beta_inline57__rm_a0_tmp_v55)
            stream_beta_inline57__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__row_major_tmp_v56, [16, 1])
            t__rm_a0_tmp_v57: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__ssa_v3, [1, 16])
            t__rm_a1_tmp_v58: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_inline222__ssa_v3, [1, 16])
            t__row_major_tmp_v59: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v57, t__rm_a1_tmp_v58)
            t__tmp_v52: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v59, [16, 1])
            t__rm_a0_tmp_v60: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__ssa_v3, [1, 16])
            t__rm_a1_tmp_v61: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_raw_li_col_inline107__ssa_v3, [1, 16])
            t__row_major_tmp_v62: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v60, t__rm_a1_tmp_v61)
            t__tmp_v53: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v62, [16, 1])
            stream_l_new_inline82__rm_a0_tmp_v63: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v52, [1, 16])
            stream_l_new_inline82__rm_a1_tmp_v64: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v53, [1, 16])
            stream_l_new_inline82__row_major_tmp_v65: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(stream_l_new_inline82__rm_a0_tmp_v63, stream_l_new_inline82__rm_a1_tmp_v64)
            stream_l_new_inline82__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_new_inline82__row_major_tmp_v65, [16, 1])
            t__tmp_v54: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_o_inline223__ssa_v3, stream_alpha_inline62__ssa_v3)
            t__tmp_v55: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_raw_oi_inline71__ssa_v3, stream_beta_inline57__ssa_v3)
            stream_o_new_inline55__ssa_v3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v54, t__tmp_v55)
            stream_state_m_inline149__store_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_m_new_inline208__ssa_v3, [stream_state_row_inline195__ssa_v0, 0], stream_state_m_inline149__ssa_v0)
            stream_state_l_inline134__store_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_l_new_inline82__ssa_v3, [stream_state_row_inline195__ssa_v0, 0], stream_state_l_inline134__ssa_v0)
            stream_heads_inline72__store_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_o_new_inline55__ssa_v3, [stream_state_row_inline195__ssa_v0, 0], stream_heads_inline72__ssa_v0)
            return stream_heads_inline72__ssa_v0, stream_state_l_inline134__ssa_v0, stream_state_m_inline149__ssa_v0
        else:
            stream_idx_inline190__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            stream_t_inline193__ssa_v0_1: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v0_1 // 4
            stream_h_tile_inline80__ssa_v0_1: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v0_1 - stream_t_inline193__ssa_v0_1 * 4
            stream_h0_inline194__ssa_v0_1: pl.Scalar[pl.INDEX] = stream_h_tile_inline80__ssa_v0_1 * 16
            stream_state_row_inline195__ssa_v0_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 64 + stream_h0_inline194__ssa_v0_1
            stream_q_inline137__ssa_v0_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 512], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_row_max_tmp_inline196__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_row_sum_tmp_inline197__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_raw_begin_inline92__ssa_v0_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 128
            stream_valid_begin_inline202__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
            stream_raw_kv_inline205__ssa_v0_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 512], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v0_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 2048
            stream_raw_kv_t_left_inline210__ssa_v0_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v0_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v0_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v0_1, stream_raw_valid_row_inline199__ssa_v0_1)
            t__tmp_v10_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.subs(stream_raw_valid_inline215__ssa_v0_1, 1.0)
            stream_raw_bias_inline216__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(t__tmp_v10_1, 1e+20)
            t__tmp_v11_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v11_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v0_1, split=0)
            t__tmp_v12_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v12_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v0_1, split=0)
            stream_raw_scores_v1_inline217__ssa_v0_Vec_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v13_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v0_Vec_1, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v0_Vec_1, split=0)
            stream_raw_scores_v2_inline221__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__tmp_v13_1, stream_raw_bias_inline216__ssa_v0_1)
            stream_raw_mi_col_inline70__ssa_v0_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v0_1, stream_row_max_tmp_inline196__ssa_v0_1)
            t__tmp_v14_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v0_1, stream_raw_mi_col_inline70__ssa_v0_1)
            stream_raw_exp_inline103__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tmp_v14_1)
            stream_raw_exp_v1_inline186__ssa_v0_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(stream_raw_exp_inline103__ssa_v0_1, stream_raw_valid_inline215__ssa_v0_1)
            stream_raw_li_col_inline107__ssa_v0_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v0_1, stream_row_sum_tmp_inline197__ssa_v0_1)
            stream_raw_exp_bf16_inline145__ssa_v0_1: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v0_1, target_type=pl.BF16, mode='rint')
            t__tmp_v15_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v0_1, split=0)
            pl.tile.tpush_to_aic(t__tmp_v15_1, split=0)
            t__tmp_v16_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v16_1, split=0)
            stream_raw_oi_left_inline159__ssa_v0_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v0_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v0_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v0_Vec_1, stream_raw_oi_right_inline219__ssa_v0_Vec_1)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v0_Vec_1, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v0_Vec_1, split=0)
            stream_state_m_inline149__store_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_145", pl.const(0, pl.INT64), 0)] = stream_state_m_inline149__ssa_v0
            stream_state_l_inline134__store_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_146", pl.const(0, pl.INT64), 0)] = stream_state_l_inline134__ssa_v0
            stream_heads_inline72__store_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_147", pl.const(0, pl.INT64), 0)] = stream_heads_inline72__ssa_v0
            stream_raw_begin_inline92__ssa_v1_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 128 + 32
            stream_valid_begin_inline202__ssa_v1_1: pl.Scalar[pl.INDEX] = 32
            stream_raw_kv_inline205__ssa_v1_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 512], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v1_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 2048 + 512
            stream_raw_kv_t_left_inline210__ssa_v1_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v1_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v1_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v1_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v1_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v1_1, stream_raw_valid_row_inline199__ssa_v1_1)
            t__tmp_v17_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.subs(stream_raw_valid_inline215__ssa_v1_1, 1.0)
            stream_raw_bias_inline216__ssa_v1_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(t__tmp_v17_1, 1e+20)
            t__tmp_v18_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v18_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v1_1, split=0)
            t__tmp_v19_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v19_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v1_1, split=0)
            stream_raw_scores_v1_inline217__ssa_v1_Vec_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v20_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v1_Vec_1, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v1_Vec_1, split=0)
            stream_raw_scores_v2_inline221__ssa_v1_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__tmp_v20_1, stream_raw_bias_inline216__ssa_v1_1)
            stream_raw_mi_col_inline70__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v1_1, stream_row_max_tmp_inline196__ssa_v0_1)
            t__tmp_v21_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v1_1, stream_raw_mi_col_inline70__ssa_v1_1)
            stream_raw_exp_inline103__ssa_v1_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tmp_v21_1)
            stream_raw_exp_v1_inline186__ssa_v1_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(stream_raw_exp_inline103__ssa_v1_1, stream_raw_valid_inline215__ssa_v1_1)
            stream_raw_li_col_inline107__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v1_1, stream_row_sum_tmp_inline197__ssa_v0_1)
            stream_raw_exp_bf16_inline145__ssa_v1_1: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v1_1, target_type=pl.BF16, mode='rint')
            t__tmp_v22_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v1_1, split=0)
            pl.tile.tpush_to_aic(t__tmp_v22_1, split=0)
            t__tmp_v23_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v23_1, split=0)
            stream_raw_oi_left_inline159__ssa_v1_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v1_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v1_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v1_Vec_1, stream_raw_oi_right_inline219__ssa_v1_Vec_1)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v1_Vec_1, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v1_Vec_1, split=0)
            stream_m_inline220__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_l_inline222__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_o_inline223__ssa_v1_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_m_new_inline208__rm_a0_tmp_v0_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_inline220__ssa_v1_1, [1, 16])
            stream_m_new_inline208__rm_a1_tmp_v1_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v1_1, [1, 16])
            stream_m_new_inline208__row_major_tmp_v2_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximum(stream_m_new_inline208__rm_a0_tmp_v0_1, stream_m_new_inline208__rm_a1_tmp_v1_1)
            stream_m_new_inline208__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__row_major_tmp_v2_1, [16, 1])
            t__rm_a0_tmp_v3_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_inline220__ssa_v1_1, [1, 16])
            t__rm_a1_tmp_v4_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__ssa_v1_1, [1, 16])
            t__row_major_tmp_v5_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sub(t__rm_a0_tmp_v3_1, t__rm_a1_tmp_v4_1)
            t__tmp_v24_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v5_1, [16, 1])
            stream_alpha_inline62__rm_a0_tmp_v6_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v24_1, [1, 16])
            stream_alpha_inline62__row_major_tmp_v7_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(stream_alpha_inline62__rm_a0_tmp_v6_1)
            stream_alpha_inline62__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_alpha_inline62__row_major_tmp_v7_1, [16, 1])
            t__rm_a0_tmp_v8_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v1_1, [1, 16])
            t__rm_a1_tmp_v9_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__ssa_v1_1, [1, 16])
            t__row_major_tmp_v10_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sub(t__rm_a0_tmp_v8_1, t__rm_a1_tmp_v9_1)
            t__tmp_v25_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v10_1, [16, 1])
            stream_beta_inline57__rm_a0_tmp_v11_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v25_1, [1, 16])
            stream_beta_inline57__row_major_tmp_v12_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(stream_beta_inline57__rm_a0_tmp_v11_1)
            stream_beta_inline57__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_beta_inline57__row_major_tmp_v12_1, [16, 1])
            t__rm_a0_tmp_v13_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_alpha_inline62__ssa_v1_1, [1, 16])
            t__rm_a1_tmp_v14_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_l_inline222__ssa_v1_1, [1, 16])
            t__row_major_tmp_v15_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(t__rm_a0_tmp_v13_1, t__rm_a1_tmp_v14_1)
            t__tmp_v26_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v15_1, [16, 1])
            t__rm_a0_tmp_v16_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_beta_inline57__ssa_v1_1, [1, 16])
            t__rm_a1_tmp_v17_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_li_col_inline107__ssa_v1_1, [1, 16])
            t__row_major_tmp_v18_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(t__rm_a0_tmp_v16_1, t__rm_a1_tmp_v17_1)
            t__tmp_v27_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v18_1, [16, 1])
            stream_l_new_inline82__rm_a0_tmp_v19_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v26_1, [1, 16])
            stream_l_new_inline82__rm_a1_tmp_v20_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v27_1, [1, 16])
            stream_l_new_inline82__row_major_tmp_v21_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(stream_l_new_inline82__rm_a0_tmp_v19_1, stream_l_new_inline82__rm_a1_tmp_v20_1)
            stream_l_new_inline82__ssa_v1_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_l_new_inline82__row_major_tmp_v21_1, [16, 1])
            t__tmp_v28_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(stream_o_inline223__ssa_v1_1, stream_alpha_inline62__ssa_v1_1)
            t__tmp_v29_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(stream_raw_oi_inline71__ssa_v1_1, stream_beta_inline57__ssa_v1_1)
            stream_o_new_inline55__ssa_v1_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__tmp_v28_1, t__tmp_v29_1)
            stream_state_m_inline149__store_v0_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_183", pl.const(0, pl.INT64), 0)] = stream_state_m_inline149__ssa_v0
            stream_state_l_inline134__store_v0_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_184", pl.const(0, pl.INT64), 0)] = stream_state_l_inline134__ssa_v0
            stream_heads_inline72__store_v0_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_185", pl.const(0, pl.INT64), 0)] = stream_heads_inline72__ssa_v0
            stream_raw_begin_inline92__ssa_v2_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 128 + 64
            stream_valid_begin_inline202__ssa_v2_1: pl.Scalar[pl.INDEX] = 64
            stream_raw_kv_inline205__ssa_v2_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 512], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v2_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 2048 + 1024
            stream_raw_kv_t_left_inline210__ssa_v2_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v2_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v2_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v2_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v2_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v2_1, stream_raw_valid_row_inline199__ssa_v2_1)
            t__tmp_v30_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.subs(stream_raw_valid_inline215__ssa_v2_1, 1.0)
            stream_raw_bias_inline216__ssa_v2_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(t__tmp_v30_1, 1e+20)
            t__tmp_v31_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v31_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v2_1, split=0)
            t__tmp_v32_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v32_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v2_1, split=0)
            stream_raw_scores_v1_inline217__ssa_v2_Vec_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v33_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v2_Vec_1, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v2_Vec_1, split=0)
            stream_raw_scores_v2_inline221__ssa_v2_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__tmp_v33_1, stream_raw_bias_inline216__ssa_v2_1)
            stream_raw_mi_col_inline70__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v2_1, stream_row_max_tmp_inline196__ssa_v0_1)
            t__tmp_v34_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v2_1, stream_raw_mi_col_inline70__ssa_v2_1)
            stream_raw_exp_inline103__ssa_v2_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tmp_v34_1)
            stream_raw_exp_v1_inline186__ssa_v2_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(stream_raw_exp_inline103__ssa_v2_1, stream_raw_valid_inline215__ssa_v2_1)
            stream_raw_li_col_inline107__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v2_1, stream_row_sum_tmp_inline197__ssa_v0_1)
            stream_raw_exp_bf16_inline145__ssa_v2_1: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v2_1, target_type=pl.BF16, mode='rint')
            t__tmp_v35_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v2_1, split=0)
            pl.tile.tpush_to_aic(t__tmp_v35_1, split=0)
            t__tmp_v36_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v36_1, split=0)
            stream_raw_oi_left_inline159__ssa_v2_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v2_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v2_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v2_Vec_1, stream_raw_oi_right_inline219__ssa_v2_Vec_1)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v2_Vec_1, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v2_Vec_1, split=0)
            stream_m_inline220__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_l_inline222__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_o_inline223__ssa_v2_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_m_new_inline208__rm_a0_tmp_v22_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_inline220__ssa_v2_1, [1, 16])
            stream_m_new_inline208__rm_a1_tmp_v23_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v2_1, [1, 16])
            stream_m_new_inline208__row_major_tmp_v24_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximum(stream_m_new_inline208__rm_a0_tmp_v22_1, stream_m_new_inline208__rm_a1_tmp_v23_1)
            stream_m_new_inline208__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__row_major_tmp_v24_1, [16, 1])
            t__rm_a0_tmp_v25_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_inline220__ssa_v2_1, [1, 16])
            t__rm_a1_tmp_v26_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__ssa_v2_1, [1, 16])
            t__row_major_tmp_v27_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sub(t__rm_a0_tmp_v25_1, t__rm_a1_tmp_v26_1)
            t__tmp_v37_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v27_1, [16, 1])
            stream_alpha_inline62__rm_a0_tmp_v28_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v37_1, [1, 16])
            stream_alpha_inline62__row_major_tmp_v29_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(stream_alpha_inline62__rm_a0_tmp_v28_1)
            stream_alpha_inline62__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_alpha_inline62__row_major_tmp_v29_1, [16, 1])
            t__rm_a0_tmp_v30_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v2_1, [1, 16])
            t__rm_a1_tmp_v31_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_46, pl.const(88064, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__ssa_v2_1, [1, 16])
            t__row_major_tmp_v32_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sub(t__rm_a0_tmp_v30_1, t__rm_a1_tmp_v31_1)
            t__tmp_v38_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v32_1, [16, 1])
            stream_beta_inline57__rm_a0_tmp_v33_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v38_1, [1, 16])
            stream_beta_inline57__row_major_tmp_v34_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(stream_beta_inline57__rm_a0_tmp_v33_1)
            stream_beta_inline57__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_beta_inline57__row_major_tmp_v34_1, [16, 1])
            t__rm_a0_tmp_v35_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_alpha_inline62__ssa_v2_1, [1, 16])
            t__rm_a1_tmp_v36_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_l_inline222__ssa_v2_1, [1, 16])
            t__row_major_tmp_v37_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(t__rm_a0_tmp_v35_1, t__rm_a1_tmp_v36_1)
            t__tmp_v39_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v37_1, [16, 1])
            t__rm_a0_tmp_v38_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_beta_inline57__ssa_v2_1, [1, 16])
            t__rm_a1_tmp_v39_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_li_col_inline107__ssa_v2_1, [1, 16])
            t__row_major_tmp_v40_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(t__rm_a0_tmp_v38_1, t__rm_a1_tmp_v39_1)
            t__tmp_v40_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v40_1, [16, 1])
            stream_l_new_inline82__rm_a0_tmp_v41_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(86016, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v39_1, [1, 16])
            stream_l_new_inline82__rm_a1_tmp_v42_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v40_1, [1, 16])
            stream_l_new_inline82__row_major_tmp_v43_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(stream_l_new_inline82__rm_a0_tmp_v41_1, stream_l_new_inline82__rm_a1_tmp_v42_1)
            stream_l_new_inline82__ssa_v2_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_l_new_inline82__row_major_tmp_v43_1, [16, 1])
            t__tmp_v41_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(stream_o_inline223__ssa_v2_1, stream_alpha_inline62__ssa_v2_1)
            t__tmp_v42_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(stream_raw_oi_inline71__ssa_v2_1, stream_beta_inline57__ssa_v2_1)
            stream_o_new_inline55__ssa_v2_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__tmp_v41_1, t__tmp_v42_1)
            stream_state_m_inline149__store_v1_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_221", pl.const(0, pl.INT64), 0)] = stream_state_m_inline149__ssa_v0
            stream_state_l_inline134__store_v1_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_222", pl.const(0, pl.INT64), 0)] = stream_state_l_inline134__ssa_v0
            stream_heads_inline72__store_v1_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_223", pl.const(0, pl.INT64), 0)] = stream_heads_inline72__ssa_v0
            stream_raw_begin_inline92__ssa_v3_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 128 + 96
            stream_valid_begin_inline202__ssa_v3_1: pl.Scalar[pl.INDEX] = 96
            stream_raw_kv_inline205__ssa_v3_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 512], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_t_begin_inline207__ssa_v3_1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v0_1 * 2048 + 1536
            stream_raw_kv_t_left_inline210__ssa_v3_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_kv_t_right_inline212__ssa_v3_1: pl.Tile[[256, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([256, 32], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            stream_raw_valid_row_inline199__ssa_v3_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_raw_valid_zero_inline214__ssa_v3_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
            stream_raw_valid_inline215__ssa_v3_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(stream_raw_valid_zero_inline214__ssa_v3_1, stream_raw_valid_row_inline199__ssa_v3_1)
            t__tmp_v43_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.subs(stream_raw_valid_inline215__ssa_v3_1, 1.0)
            stream_raw_bias_inline216__ssa_v3_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(t__tmp_v43_1, 1e+20)
            t__tmp_v44_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v44_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_left_inline210__ssa_v3_1, split=0)
            t__tmp_v45_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v45_1, split=0)
            pl.tile.tpush_to_aic(stream_raw_kv_t_right_inline212__ssa_v3_1, split=0)
            stream_raw_scores_v1_inline217__ssa_v3_Vec_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            t__tmp_v46_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(stream_raw_scores_v1_inline217__ssa_v3_Vec_1, 0.044194173824159223)
            pl.system.tfree_to_aic(stream_raw_scores_v1_inline217__ssa_v3_Vec_1, split=0)
            stream_raw_scores_v2_inline221__ssa_v3_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__tmp_v46_1, stream_raw_bias_inline216__ssa_v3_1)
            stream_raw_mi_col_inline70__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(stream_raw_scores_v2_inline221__ssa_v3_1, stream_row_max_tmp_inline196__ssa_v0_1)
            t__tmp_v47_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(stream_raw_scores_v2_inline221__ssa_v3_1, stream_raw_mi_col_inline70__ssa_v3_1)
            stream_raw_exp_inline103__ssa_v3_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tmp_v47_1)
            stream_raw_exp_v1_inline186__ssa_v3_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(stream_raw_exp_inline103__ssa_v3_1, stream_raw_valid_inline215__ssa_v3_1)
            stream_raw_li_col_inline107__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(stream_raw_exp_v1_inline186__ssa_v3_1, stream_row_sum_tmp_inline197__ssa_v0_1)
            stream_raw_exp_bf16_inline145__ssa_v3_1: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(stream_raw_exp_v1_inline186__ssa_v3_1, target_type=pl.BF16, mode='rint')
            t__tmp_v48_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(stream_raw_exp_bf16_inline145__ssa_v3_1, split=0)
            pl.tile.tpush_to_aic(t__tmp_v48_1, split=0)
            t__tmp_v49_1: pl.Tile[[32, 256], pl.BF16, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 256], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(t__tmp_v49_1, split=0)
            stream_raw_oi_left_inline159__ssa_v3_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_right_inline219__ssa_v3_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            stream_raw_oi_inline71__ssa_v3_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.concat(stream_raw_oi_left_inline159__ssa_v3_Vec_1, stream_raw_oi_right_inline219__ssa_v3_Vec_1)
            pl.system.tfree_to_aic(stream_raw_oi_left_inline159__ssa_v3_Vec_1, split=0)
            pl.system.tfree_to_aic(stream_raw_oi_right_inline219__ssa_v3_Vec_1, split=0)
            stream_m_inline220__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_l_inline222__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_o_inline223__ssa_v3_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            stream_m_new_inline208__rm_a0_tmp_v44_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_inline220__ssa_v3_1, [1, 16])
            stream_m_new_inline208__rm_a1_tmp_v45_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v3_1, [1, 16])
            stream_m_new_inline208__row_major_tmp_v46_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximum(stream_m_new_inline208__rm_a0_tmp_v44_1, stream_m_new_inline208__rm_a1_tmp_v45_1)
            stream_m_new_inline208__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__row_major_tmp_v46_1, [16, 1])
            t__rm_a0_tmp_v47_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_inline220__ssa_v3_1, [1, 16])
            t__rm_a1_tmp_v48_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__ssa_v3_1, [1, 16])
            t__row_major_tmp_v49_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sub(t__rm_a0_tmp_v47_1, t__rm_a1_tmp_v48_1)
            t__tmp_v50_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v49_1, [16, 1])
            stream_alpha_inline62__rm_a0_tmp_v50_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v50_1, [1, 16])
            stream_alpha_inline62__row_major_tmp_v51_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(stream_alpha_inline62__rm_a0_tmp_v50_1)
            stream_alpha_inline62__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_alpha_inline62__row_major_tmp_v51_1, [16, 1])
            t__rm_a0_tmp_v52_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_mi_col_inline70__ssa_v3_1, [1, 16])
            t__rm_a1_tmp_v53_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_15, pl.const(83968, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_m_new_inline208__ssa_v3_1, [1, 16])
            t__row_major_tmp_v54_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sub(t__rm_a0_tmp_v52_1, t__rm_a1_tmp_v53_1)
            t__tmp_v51_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v54_1, [16, 1])
            stream_beta_inline57__rm_a0_tmp_v55_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v51_1, [1, 16])
            stream_beta_inline57__row_major_tmp_v56_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(stream_beta_inline57__rm_a0_tmp_v55_1)
            stream_beta_inline57__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_beta_inline57__row_major_tmp_v56_1, [16, 1])
            t__rm_a0_tmp_v57_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(137344, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_alpha_inline62__ssa_v3_1, [1, 16])
            t__rm_a1_tmp_v58_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_l_inline222__ssa_v3_1, [1, 16])
            t__row_major_tmp_v59_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(t__rm_a0_tmp_v57_1, t__rm_a1_tmp_v58_1)
            t__tmp_v52_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v59_1, [16, 1])
            t__rm_a0_tmp_v60_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(120960, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_beta_inline57__ssa_v3_1, [1, 16])
            t__rm_a1_tmp_v61_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_raw_li_col_inline107__ssa_v3_1, [1, 16])
            t__row_major_tmp_v62_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(t__rm_a0_tmp_v60_1, t__rm_a1_tmp_v61_1)
            t__tmp_v53_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__row_major_tmp_v62_1, [16, 1])
            stream_l_new_inline82__rm_a0_tmp_v63_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(32768, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v52_1, [1, 16])
            stream_l_new_inline82__rm_a1_tmp_v64_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v53_1, [1, 16])
            stream_l_new_inline82__row_major_tmp_v65_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(stream_l_new_inline82__rm_a0_tmp_v63_1, stream_l_new_inline82__rm_a1_tmp_v64_1)
            stream_l_new_inline82__ssa_v3_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(67584, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(stream_l_new_inline82__row_major_tmp_v65_1, [16, 1])
            t__tmp_v54_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_47, pl.const(88128, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(stream_o_inline223__ssa_v3_1, stream_alpha_inline62__ssa_v3_1)
            t__tmp_v55_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(stream_raw_oi_inline71__ssa_v3_1, stream_beta_inline57__ssa_v3_1)
            stream_o_new_inline55__ssa_v3_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__tmp_v54_1, t__tmp_v55_1)
            stream_state_m_inline149__store_v2_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_259", pl.const(0, pl.INT64), 0)] = stream_state_m_inline149__ssa_v0
            stream_state_l_inline134__store_v2_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_260", pl.const(0, pl.INT64), 0)] = stream_state_l_inline134__ssa_v0
            stream_heads_inline72__store_v2_1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_261", pl.const(0, pl.INT64), 0)] = stream_heads_inline72__ssa_v0
            return stream_heads_inline72__ssa_v0, stream_state_l_inline134__ssa_v0, stream_state_m_inline149__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def hca_raw_attn(q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], raw_kv_t_inline105__ssa_v1: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], raw_valid_inline100__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], stream_state_m_inline149__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], stream_state_l_inline134__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], stream_heads_inline72__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32]]:
        self.hca_raw_attn_aic(q_flat_inline83__ssa_v0, raw_kv_inline104__rv_v2, raw_kv_t_inline105__ssa_v1, raw_valid_inline100__ssa_v0, stream_state_m_inline149__ssa_v0, stream_state_l_inline134__ssa_v0, stream_heads_inline72__ssa_v0, __gm_pipe_buffer)
        self.hca_raw_attn_aiv(q_flat_inline83__ssa_v0, raw_kv_inline104__rv_v2, raw_kv_t_inline105__ssa_v1, raw_valid_inline100__ssa_v0, stream_state_m_inline149__ssa_v0, stream_state_l_inline134__ssa_v0, stream_heads_inline72__ssa_v0, __gm_pipe_buffer)
        return stream_heads_inline72__ssa_v0, stream_state_l_inline134__ssa_v0, stream_state_m_inline149__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hca_raw_attn_spmd(self, q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], raw_kv_t_inline105__ssa_v1: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], raw_valid_inline100__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], stream_state_m_inline149__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], stream_state_l_inline134__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], stream_heads_inline72__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32]] = self.hca_raw_attn(q_flat_inline83__ssa_v0, raw_kv_inline104__rv_v2, raw_kv_t_inline105__ssa_v1, raw_valid_inline100__ssa_v0, stream_state_m_inline149__ssa_v0, stream_state_l_inline134__ssa_v0, stream_heads_inline72__ssa_v0, __gm_pipe_buffer)
        stream_heads_inline72__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        stream_state_l_inline134__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        stream_state_m_inline149__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[2]
        return stream_heads_inline72__ssa_v0, stream_state_l_inline134__ssa_v0, stream_state_m_inline149__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hca_raw_transpose(raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], raw_kv_t_inline105__ssa_v0: pl.Out[pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        raw_tile_inline218__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        raw_row_inline67__ssa_v0: pl.Scalar[pl.INDEX] = raw_tile_inline218__ssa_v0 * 32
        raw_t_row_inline64__ssa_v0: pl.Scalar[pl.INDEX] = raw_tile_inline218__ssa_v0 * 512
        t__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(raw_kv_inline104__rv_v2, [raw_row_inline67__ssa_v0, 0], [32, 512], [32, 512], target_memory=pl.Mem.Vec)
        transpose_tmp: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([32, 512], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        t__tile_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_vec_4, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.transpose(t__tile, 0, 1, transpose_tmp)
        raw_kv_t_inline105__tile: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [raw_t_row_inline64__ssa_v0, 0], raw_kv_t_inline105__ssa_v0)
        return raw_kv_t_inline105__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hca_raw_transpose_spmd(self, raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], raw_kv_t_inline105__ssa_v0: pl.Out[pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16]:
        raw_kv_t_inline105__ssa_v1: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = self.hca_raw_transpose(raw_kv_inline104__rv_v2, raw_kv_t_inline105__ssa_v0)
        return raw_kv_t_inline105__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hca_stream_merge(stream_state_m_inline149__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], stream_state_l_inline134__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], stream_heads_inline72__ssa_v0: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_partial_m_inline131__ssa_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], cmp_partial_l_inline151__ssa_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], cmp_partial_o_inline179__ssa_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], attn_sink_col_inline61__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        stream_idx_inline190__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        stream_t_inline193__ssa_v1: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v1 // 4
        stream_h_tile_inline80__ssa_v1: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v1 - stream_t_inline193__ssa_v1 * 4
        stream_h0_inline194__ssa_v1: pl.Scalar[pl.INDEX] = stream_h_tile_inline80__ssa_v1 * 16
        stream_state_row_inline195__ssa_v1: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v1 * 64 + stream_h0_inline194__ssa_v1
        stream_m_inline220__ssa_v4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(66240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(stream_state_m_inline149__ssa_v0, [stream_state_row_inline195__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        stream_l_inline222__ssa_v4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(66304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(stream_state_l_inline134__ssa_v0, [stream_state_row_inline195__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        stream_o_inline223__ssa_v4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(66368, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(stream_heads_inline72__ssa_v0, [stream_state_row_inline195__ssa_v1, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
        stream_token_base_inline14__ssa_v0: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v1 * 4 * cmp_work_count_inline119__ssa_v0 * 16
        for stream_work_inline90__idx_v0, (stream_l_inline222__iter_v5, stream_m_inline220__iter_v5, stream_o_inline223__iter_v5) in pl.range(cmp_work_count_inline119__ssa_v0, init_values=(stream_l_inline222__ssa_v4, stream_m_inline220__ssa_v4, stream_o_inline223__ssa_v4)):
            stream_partial_row_inline26__ssa_v0: pl.Scalar[pl.INDEX] = stream_token_base_inline14__ssa_v0 + stream_h_tile_inline80__ssa_v1 * cmp_work_count_inline119__ssa_v0 * 16 + stream_work_inline90__idx_v0 * 16
            stream_cmp_m_aligned_inline13__ssa_v0: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(cmp_partial_m_inline131__ssa_v0, [stream_partial_row_inline26__ssa_v0, 0], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
            stream_cmp_l_aligned_inline78__ssa_v0: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(cmp_partial_l_inline151__ssa_v0, [stream_partial_row_inline26__ssa_v0, 0], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
            stream_cmp_m_inline146__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 484), pl.Mem.Vec] = pl.tile.slice(stream_cmp_m_aligned_inline13__ssa_v0, [16, 1], [0, 0])
            stream_cmp_l_inline11__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 484), pl.Mem.Vec] = pl.tile.slice(stream_cmp_l_aligned_inline78__ssa_v0, [16, 1], [0, 0])
            stream_cmp_o_inline125__ssa_v0: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(cmp_partial_o_inline179__ssa_v0, [stream_partial_row_inline26__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            stream_m_new_inline208__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(66240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__iter_v5, [1, 16])
            stream_m_new_inline208__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 484), pl.Mem.Vec] = pl.tile.reshape(stream_cmp_m_inline146__ssa_v0, [1, 16])
            stream_m_new_inline208__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(33280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(stream_m_new_inline208__rm_a0_tmp_v0, stream_m_new_inline208__rm_a1_tmp_v1)
            stream_m_new_inline208__ssa_v4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(33280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__row_major_tmp_v2, [16, 1])
            t__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(66240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__iter_v5, [1, 16])
            t__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(33280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v4, [1, 16])
            t__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_14, pl.const(33344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3, t__rm_a1_tmp_v4)
            t__tmp_v75: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(33344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5, [16, 1])
            stream_alpha_inline62__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_14, pl.const(33344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v75, [1, 16])
            stream_alpha_inline62__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_14, pl.const(33344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(stream_alpha_inline62__rm_a0_tmp_v6)
            stream_alpha_inline62__ssa_v4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(33344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__row_major_tmp_v7, [16, 1])
            t__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 484), pl.Mem.Vec] = pl.tile.reshape(stream_cmp_m_inline146__ssa_v0, [1, 16])
            t__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(33280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_new_inline208__ssa_v4, [1, 16])
            t__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8, t__rm_a1_tmp_v9)
            t__tmp_v76: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10, [16, 1])
            stream_beta_inline57__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v76, [1, 16])
            stream_beta_inline57__row_major_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(stream_beta_inline57__rm_a0_tmp_v11)
            stream_beta_inline57__ssa_v4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__row_major_tmp_v12, [16, 1])
            t__rm_a0_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_14, pl.const(33344, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_alpha_inline62__ssa_v4, [1, 16])
            t__rm_a1_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(66304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_inline222__iter_v5, [1, 16])
            t__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13, t__rm_a1_tmp_v14)
            t__tmp_v77: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15, [16, 1])
            t__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_17, pl.const(33408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_beta_inline57__ssa_v4, [1, 16])
            t__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 484), pl.Mem.Vec] = pl.tile.reshape(stream_cmp_l_inline11__ssa_v0, [1, 16])
            t__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16, t__rm_a1_tmp_v17)
            t__tmp_v78: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18, [16, 1])
            stream_l_inline222__rm_a0_tmp_v19: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v77, [1, 16])
            stream_l_inline222__rm_a1_tmp_v20: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v78, [1, 16])
            stream_l_inline222__row_major_tmp_v21: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.add(stream_l_inline222__rm_a0_tmp_v19, stream_l_inline222__rm_a1_tmp_v20)
            stream_l_inline222__ssa_v7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_inline222__row_major_tmp_v21, [16, 1])
            t__tmp_v79: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_o_inline223__iter_v5, stream_alpha_inline62__ssa_v4)
            t__tmp_v80: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(stream_cmp_o_inline125__ssa_v0, stream_beta_inline57__ssa_v4)
            stream_o_inline223__ssa_v7: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(66368, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tmp_v79, t__tmp_v80)
            stream_m_inline220__ssa_v7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(33280, pl.INT64), 64), pl.Mem.Vec] = stream_m_new_inline208__ssa_v4
            stream_l_inline222__ssa_v7_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(66304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(stream_l_inline222__ssa_v7, target_memory=pl.Mem.Vec)
            stream_m_inline220__ssa_v7_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(66240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(stream_m_inline220__ssa_v7, target_memory=pl.Mem.Vec)
            stream_l_inline222__rv_v6, stream_m_inline220__rv_v6, stream_o_inline223__rv_v6 = pl.yield_(stream_l_inline222__ssa_v7_mv, stream_m_inline220__ssa_v7_mv, stream_o_inline223__ssa_v7)
        stream_sink_inline85__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(attn_sink_col_inline61__ssa_v0, [stream_h0_inline194__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        t__rm_a0_tmp_v22: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(66240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__rv_v6, [1, 16])
        t__rm_a1_tmp_v23: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(66240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__rv_v6, [1, 16])
        t__row_major_tmp_v24: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v22, t__rm_a1_tmp_v23)
        t__tmp_v81: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v24, [16, 1])
        stream_sink_tile_inline10__rm_a0_tmp_v25: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(33472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v81, [1, 16])
        stream_sink_tile_inline10__rm_a1_tmp_v26: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_sink_inline85__ssa_v0, [1, 16])
        stream_sink_tile_inline10__row_major_tmp_v27: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(stream_sink_tile_inline10__rm_a0_tmp_v25, stream_sink_tile_inline10__rm_a1_tmp_v26)
        stream_sink_tile_inline10__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_sink_tile_inline10__row_major_tmp_v27, [16, 1])
        t__rm_a0_tmp_v28: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_sink_tile_inline10__ssa_v0, [1, 16])
        t__rm_a1_tmp_v29: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(66240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_m_inline220__rv_v6, [1, 16])
        t__row_major_tmp_v30: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v28, t__rm_a1_tmp_v29)
        t__tmp_v82: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v30, [16, 1])
        t__rm_a0_tmp_v31: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v82, [1, 16])
        t__row_major_tmp_v32: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__rm_a0_tmp_v31)
        t__tmp_v83: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v32, [16, 1])
        stream_denom_inline9__rm_a0_tmp_v33: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(66304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_l_inline222__rv_v6, [1, 16])
        stream_denom_inline9__rm_a1_tmp_v34: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v83, [1, 16])
        stream_denom_inline9__row_major_tmp_v35: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(stream_denom_inline9__rm_a0_tmp_v33, stream_denom_inline9__rm_a1_tmp_v34)
        stream_denom_inline9__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(stream_denom_inline9__row_major_tmp_v35, [16, 1])
        stream_output_inline8__ssa_v0: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(66368, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(stream_o_inline223__rv_v6, stream_denom_inline9__ssa_v0)
        stream_heads_inline72__store: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(stream_output_inline8__ssa_v0, [stream_state_row_inline195__ssa_v1, 0], stream_heads_inline72__ssa_v0)
        return stream_heads_inline72__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hca_stream_merge_spmd(self, stream_state_m_inline149__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], stream_state_l_inline134__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], stream_heads_inline72__ssa_v1: pl.InOut[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX], cmp_partial_m_inline131__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], cmp_partial_l_inline151__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], cmp_partial_o_inline179__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], attn_sink_col_inline61__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32]:
        stream_heads_inline72__ssa_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = self.hca_stream_merge(stream_state_m_inline149__ssa_v1, stream_state_l_inline134__ssa_v1, stream_heads_inline72__ssa_v1, cmp_work_count_inline119__ssa_v0, cmp_partial_m_inline131__ssa_v1, cmp_partial_l_inline151__ssa_v1, cmp_partial_o_inline179__ssa_v1, attn_sink_col_inline61__ssa_v0)
        return stream_heads_inline72__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hca_stream_pack(stream_heads_inline72__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_cos_il_inline136__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], rope_sin_signed_inline154__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], rope_swap_idx_inline113__ssa_v1: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], o_packed_flat__ssa_v0: pl.Out[pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[1024, 4096], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        stream_idx_inline190__ssa_v2: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        stream_t_inline193__ssa_v2: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v2 // 4
        stream_h_tile_inline80__ssa_v2: pl.Scalar[pl.INDEX] = stream_idx_inline190__ssa_v2 - stream_t_inline193__ssa_v2 * 4
        stream_h0_inline194__ssa_v2: pl.Scalar[pl.INDEX] = stream_h_tile_inline80__ssa_v2 * 16
        stream_state_row_inline195__ssa_v2: pl.Scalar[pl.INDEX] = stream_t_inline193__ssa_v2 * 64 + stream_h0_inline194__ssa_v2
        stream_output_v1_inline6__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(stream_heads_inline72__ssa_v0, [stream_state_row_inline195__ssa_v2, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
        stream_bf16_inline5__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_6, pl.const(37376, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(stream_output_v1_inline6__tile, target_type=pl.BF16, mode='rint')
        stream_rope_inline4__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(6400, pl.INT64), 30976), pl.Mem.Vec] = pl.tile.slice(stream_output_v1_inline6__tile, [16, 64], [0, 448])
        stream_cos_il_inline188__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(53760, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_cos_il_inline136__rv_v2, [stream_t_inline193__ssa_v2, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        stream_sin_signed_inline182__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(54016, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sin_signed_inline154__rv_v2, [stream_t_inline193__ssa_v2, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        stream_swap_zero_inline120__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(54272, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.INT32, value=0)
        t__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_inline113__ssa_v1, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        stream_swap_idx_inline12__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(54272, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_add(stream_swap_zero_inline120__tile, t__tile)
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(stream_rope_inline4__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(54272, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(stream_swap_idx_inline12__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(4352, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        stream_swapped_inline99__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        stream_rope_inline4__tile_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(54272, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.extract(stream_output_v1_inline6__tile, 0, 448, [16, 64], target_memory=pl.Mem.Vec)
        t__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(stream_rope_inline4__tile_textract, stream_cos_il_inline188__tile)
        t__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(54272, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(stream_swapped_inline99__tile, stream_sin_signed_inline182__tile)
        stream_rot_inline3__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(t__tile_1, t__tile_2)
        n_rope_bf16_inline203__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_9, pl.const(54272, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(stream_rot_inline3__tile, target_type=pl.BF16, mode='rint')
        t__tile_3: pl.Tile[[16, 448], pl.BF16, pl.MemRef(mem_vec_6, pl.const(37376, pl.INT64), 16256), pl.Mem.Vec] = pl.tile.slice(stream_bf16_inline5__tile, [16, 448], [0, 0])
        n_full_bf16_inline2__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.concat(t__tile_3, n_rope_bf16_inline203__tile)
        n_head_inline66__ssa_v0: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2
        n_pack_row_inline1__ssa_v0: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v0 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v0: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v0 % 8 * 512
        t__tile_4: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [0, 0])
        o_packed_flat__tile: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_4, [n_pack_row_inline1__ssa_v0, n_col_inline0__ssa_v0], o_packed_flat__ssa_v0)
        n_head_inline66__ssa_v1: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 1
        n_pack_row_inline1__ssa_v1: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v1 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v1: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v1 % 8 * 512
        t__tile_5: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [1, 0])
        o_packed_flat__tile_1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_5, [n_pack_row_inline1__ssa_v1, n_col_inline0__ssa_v1], o_packed_flat__tile)
        n_head_inline66__ssa_v2: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 2
        n_pack_row_inline1__ssa_v2: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v2 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v2: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v2 % 8 * 512
        t__tile_6: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(6656, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [2, 0])
        o_packed_flat__tile_2: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_6, [n_pack_row_inline1__ssa_v2, n_col_inline0__ssa_v2], o_packed_flat__tile_1)
        n_head_inline66__ssa_v3: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 3
        n_pack_row_inline1__ssa_v3: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v3 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v3: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v3 % 8 * 512
        t__tile_7: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(7680, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [3, 0])
        o_packed_flat__tile_3: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_7, [n_pack_row_inline1__ssa_v3, n_col_inline0__ssa_v3], o_packed_flat__tile_2)
        n_head_inline66__ssa_v4: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 4
        n_pack_row_inline1__ssa_v4: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v4 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v4: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v4 % 8 * 512
        t__tile_8: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [4, 0])
        o_packed_flat__tile_4: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_8, [n_pack_row_inline1__ssa_v4, n_col_inline0__ssa_v4], o_packed_flat__tile_3)
        n_head_inline66__ssa_v5: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 5
        n_pack_row_inline1__ssa_v5: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v5 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v5: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v5 % 8 * 512
        t__tile_9: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(9728, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [5, 0])
        o_packed_flat__tile_5: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_9, [n_pack_row_inline1__ssa_v5, n_col_inline0__ssa_v5], o_packed_flat__tile_4)
        n_head_inline66__ssa_v6: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 6
        n_pack_row_inline1__ssa_v6: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v6 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v6: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v6 % 8 * 512
        t__tile_10: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(10752, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [6, 0])
        o_packed_flat__tile_6: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_10, [n_pack_row_inline1__ssa_v6, n_col_inline0__ssa_v6], o_packed_flat__tile_5)
        n_head_inline66__ssa_v7: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 7
        n_pack_row_inline1__ssa_v7: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v7 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v7: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v7 % 8 * 512
        t__tile_11: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(11776, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [7, 0])
        o_packed_flat__tile_7: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_11, [n_pack_row_inline1__ssa_v7, n_col_inline0__ssa_v7], o_packed_flat__tile_6)
        n_head_inline66__ssa_v8: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 8
        n_pack_row_inline1__ssa_v8: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v8 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v8: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v8 % 8 * 512
        t__tile_12: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(12800, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [8, 0])
        o_packed_flat__tile_8: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_12, [n_pack_row_inline1__ssa_v8, n_col_inline0__ssa_v8], o_packed_flat__tile_7)
        n_head_inline66__ssa_v9: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 9
        n_pack_row_inline1__ssa_v9: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v9 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v9: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v9 % 8 * 512
        t__tile_13: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(13824, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [9, 0])
        o_packed_flat__tile_9: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_13, [n_pack_row_inline1__ssa_v9, n_col_inline0__ssa_v9], o_packed_flat__tile_8)
        n_head_inline66__ssa_v10: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 10
        n_pack_row_inline1__ssa_v10: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v10 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v10: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v10 % 8 * 512
        t__tile_14: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(14848, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [10, 0])
        o_packed_flat__tile_10: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_14, [n_pack_row_inline1__ssa_v10, n_col_inline0__ssa_v10], o_packed_flat__tile_9)
        n_head_inline66__ssa_v11: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 11
        n_pack_row_inline1__ssa_v11: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v11 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v11: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v11 % 8 * 512
        t__tile_15: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(15872, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [11, 0])
        o_packed_flat__tile_11: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_15, [n_pack_row_inline1__ssa_v11, n_col_inline0__ssa_v11], o_packed_flat__tile_10)
        n_head_inline66__ssa_v12: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 12
        n_pack_row_inline1__ssa_v12: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v12 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v12: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v12 % 8 * 512
        t__tile_16: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(16896, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [12, 0])
        o_packed_flat__tile_12: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_16, [n_pack_row_inline1__ssa_v12, n_col_inline0__ssa_v12], o_packed_flat__tile_11)
        n_head_inline66__ssa_v13: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 13
        n_pack_row_inline1__ssa_v13: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v13 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v13: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v13 % 8 * 512
        t__tile_17: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(17920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [13, 0])
        o_packed_flat__tile_13: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_17, [n_pack_row_inline1__ssa_v13, n_col_inline0__ssa_v13], o_packed_flat__tile_12)
        n_head_inline66__ssa_v14: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 14
        n_pack_row_inline1__ssa_v14: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v14 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v14: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v14 % 8 * 512
        t__tile_18: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(18944, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [14, 0])
        o_packed_flat__tile_14: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_18, [n_pack_row_inline1__ssa_v14, n_col_inline0__ssa_v14], o_packed_flat__tile_13)
        n_head_inline66__ssa_v15: pl.Scalar[pl.INDEX] = stream_h0_inline194__ssa_v2 + 15
        n_pack_row_inline1__ssa_v15: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v15 // 8 * 128 + stream_t_inline193__ssa_v2
        n_col_inline0__ssa_v15: pl.Scalar[pl.INDEX] = n_head_inline66__ssa_v15 % 8 * 512
        t__tile_19: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(19968, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(n_full_bf16_inline2__tile, [1, 512], [15, 0])
        o_packed_flat__tile_15: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile_19, [n_pack_row_inline1__ssa_v15, n_col_inline0__ssa_v15], o_packed_flat__tile_14)
        return o_packed_flat__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hca_stream_pack_spmd(self, stream_heads_inline72__ssa_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_cos_il_inline136__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], rope_sin_signed_inline154__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], rope_swap_idx_inline113__ssa_v1: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], o_packed_flat__ssa_v0: pl.Out[pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[1024, 4096], pl.BF16]:
        o_packed_flat__ssa_v16: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8388608)] = self.hca_stream_pack(stream_heads_inline72__ssa_v2, rope_cos_il_inline136__rv_v2, rope_sin_signed_inline154__rv_v2, rope_swap_idx_inline113__ssa_v1, o_packed_flat__ssa_v0)
        return o_packed_flat__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_cs(rope_cos_il_inline136__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]], rope_sin_signed_inline154__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]], rope_cs_blocks_inline101__ssa_v0: pl.Scalar[pl.INDEX], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        cp_inline172__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        cp_r0_inline156__ssa_v0: pl.Scalar[pl.INDEX] = cp_inline172__ssa_v0 * 16
        cp_c0_inline152__ssa_v0: pl.Scalar[pl.INDEX] = cp_r0_inline156__ssa_v0 * 2
        cs_one_inline175__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2944, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=1.0)
        cs_index_i32_inline142__tile: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3968, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        cs_index_inline161__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3968, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(cs_index_i32_inline142__tile, target_type=pl.FP32, mode='round')
        cs_col_inline209__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2944, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.col_expand_mul(cs_one_inline175__tile, cs_index_inline161__tile)
        cs_dup_inline133__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3968, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(cs_col_inline209__tile, 0.5)
        cs_dup_idx_inline168__tile: pl.Tile[[8, 32], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3968, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(cs_dup_inline133__tile, target_type=pl.INT32, mode='trunc')
        cs_dup_f_inline213__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(cs_dup_idx_inline168__tile, target_type=pl.FP32, mode='round')
        t__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(cs_dup_f_inline213__tile, 2.0)
        cs_lane_inline106__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2944, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(cs_col_inline209__tile, t__tile)
        t__tile_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2944, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(cs_lane_inline106__tile, 2.0)
        t__tile_2: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2944, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.subs(t__tile_1, 1.0)
        cs_sign_inline177__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2944, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.neg(t__tile_2)
        for cs_rb_inline74__idx_v0, (rope_cos_il_inline136__iter_v1, rope_sin_signed_inline154__iter_v1) in pl.range(rope_cs_blocks_inline101__ssa_v0, init_values=(rope_cos_il_inline136__ssa_v0, rope_sin_signed_inline154__ssa_v0)):
            cs_t0_inline153__ssa_v0: pl.Scalar[pl.INDEX] = cs_rb_inline74__idx_v0 * 8
            cs_cos_bf16_inline141__tile: pl.Tile[[8, 16], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(freqs_cos__ssa_v0, [cs_t0_inline153__ssa_v0, cp_r0_inline156__ssa_v0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            cs_sin_bf16_inline180__tile: pl.Tile[[8, 16], pl.BF16, pl.MemRef(mem_vec_17, pl.const(1024, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(freqs_sin__ssa_v0, [cs_t0_inline153__ssa_v0, cp_r0_inline156__ssa_v0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
            cs_cos_inline181__tile: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(cs_cos_bf16_inline141__tile, target_type=pl.FP32, mode='round')
            cs_sin_inline183__tile: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(1280, pl.INT64), 512), pl.Mem.Vec] = pl.tile.cast(cs_sin_bf16_inline180__tile, target_type=pl.FP32, mode='round')
            gather_acc_init: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv, (gather_ia,) in pl.range(8, init_values=(gather_acc_init,)):
                gather_inp_row: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(cs_cos_inline181__tile, [1, 16], [gather_lv, 0], [1, 16])
                gather_idx_row: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3968, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline168__tile, [1, 32], [gather_lv, 0], [1, 32])
                gather_row_tmp: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_17, pl.const(1024, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_22, pl.const(1792, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                gather_asmbl: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                gather_rv: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl)
            cs_cos_dup_inline102__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = gather_rv
            gather_acc_init_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_24, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv_1, (gather_ia_1,) in pl.range(8, init_values=(gather_acc_init_1,)):
                gather_inp_row_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(1280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(cs_sin_inline183__tile, [1, 16], [gather_lv_1, 0], [1, 16])
                gather_idx_row_1: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3968, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline168__tile, [1, 32], [gather_lv_1, 0], [1, 32])
                gather_row_tmp_1: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_17, pl.const(1024, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_22, pl.const(1792, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
                gather_asmbl_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_24, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
                gather_rv_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_24, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
            cs_sin_dup_inline185__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_24, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = gather_rv_1
            cs_sin_signed_inline187__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_24, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(cs_sin_dup_inline185__tile, cs_sign_inline177__tile)
            rope_cos_il_inline136__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)] = pl.tile.store(cs_cos_dup_inline102__tile, [cs_t0_inline153__ssa_v0, cp_c0_inline152__ssa_v0], rope_cos_il_inline136__iter_v1)
            rope_sin_signed_inline154__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(cs_sin_signed_inline187__tile, [cs_t0_inline153__ssa_v0, cp_c0_inline152__ssa_v0], rope_sin_signed_inline154__iter_v1)
            rope_cos_il_inline136__rv_v2, rope_sin_signed_inline154__rv_v2 = pl.yield_(rope_cos_il_inline136__tile, rope_sin_signed_inline154__tile)
        return rope_cos_il_inline136__ssa_v0, rope_sin_signed_inline154__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def rope_cs_spmd(self, rope_cos_il_inline136__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]], rope_sin_signed_inline154__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]], rope_cs_blocks_inline101__ssa_v0: pl.Scalar[pl.INDEX], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]] = self.rope_cs(rope_cos_il_inline136__ssa_v0, rope_sin_signed_inline154__ssa_v0, rope_cs_blocks_inline101__ssa_v0, freqs_cos__ssa_v0, freqs_sin__ssa_v0)
        rope_cos_il_inline136__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0[0]
        rope_sin_signed_inline154__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0[1]
        return rope_cos_il_inline136__ssa_v0, rope_sin_signed_inline154__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_swap(rope_swap_idx_inline113__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[1, 64], pl.INT32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        sw_block_inline60__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        sw_one_inline126__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=1.0)
        sw_index_i32_inline123__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        sw_index_inline97__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.cast(sw_index_i32_inline123__tile, target_type=pl.FP32, mode='round')
        sw_col_inline160__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.col_expand_mul(sw_one_inline126__tile, sw_index_inline97__tile)
        sw_dup_inline116__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.muls(sw_col_inline160__tile, 0.5)
        sw_dup_i32_inline211__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.cast(sw_dup_inline116__tile, target_type=pl.INT32, mode='trunc')
        sw_dup_f_inline163__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.cast(sw_dup_i32_inline211__tile, target_type=pl.FP32, mode='round')
        t__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.muls(sw_dup_f_inline163__tile, 2.0)
        sw_lane_inline165__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.sub(sw_col_inline160__tile, t__tile)
        sw_next_inline169__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.adds(sw_col_inline160__tile, 1.0)
        sw_lane_offset_inline170__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.muls(sw_lane_inline165__tile, 2.0)
        sw_swap_inline110__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.sub(sw_next_inline169__tile, sw_lane_offset_inline170__tile)
        t__tile_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.cast(sw_swap_inline110__tile, target_type=pl.INT32, mode='round')
        rope_swap_idx_inline113__tile: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)] = pl.tile.store(t__tile_1, [sw_block_inline60__ssa_v0, 0], rope_swap_idx_inline113__ssa_v0)
        return rope_swap_idx_inline113__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def rope_swap_spmd(self, rope_swap_idx_inline113__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[1, 64], pl.INT32]:
        rope_swap_idx_inline113__ssa_v1: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = self.rope_swap(rope_swap_idx_inline113__ssa_v0)
        return rope_swap_idx_inline113__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def sparse_attn_hca_test(self, q__ssa_v0: pl.Tensor[[T_DYN, 64, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], ori_kv__ssa_v0: pl.Tensor[[ORI_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], window_swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_kv__ssa_v0: pl.Tensor[[CMP_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[B_DYN, CMP_TABLE_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], o_packed_heads__ssa_v0: pl.Out[pl.Tensor[[8, 128, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[8, 128, 4096], pl.BF16]:
        cache_ready_dep__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
        o_packed_flat__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8388608)] = pl.tensor.reshape(o_packed_heads__ssa_v0, [1024, 4096])
        t_dim_inline198__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
        rope_cs_blocks_inline101__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline198__ssa_v0 // 8
        ori_block_num_inline127__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(ori_kv__ssa_v0, 0)
        cmp_block_num_inline158__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
        cmp_table_blocks_inline150__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_block_table__ssa_v0, 1)
        cmp_work_count_inline119__ssa_v0: pl.Scalar[pl.INDEX] = (cmp_table_blocks_inline150__ssa_v0 + 3) // 4
        ori_kv_flat_inline118__ssa_v0: pl.Tensor[[ori_block_num_inline127__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(ori_kv__ssa_v0, [ori_block_num_inline127__ssa_v0 * 32, 512])
        cmp_kv_flat_inline143__ssa_v0: pl.Tensor[[cmp_block_num_inline158__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline158__ssa_v0 * 32, 512])
        q_flat_inline83__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(q__ssa_v0, [t_dim_inline198__ssa_v0 * 64, 512])
        attn_sink_col_inline61__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(attn_sink__ssa_v0, [64, 1])
        request_count_inline117__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_block_table__ssa_v0, 0)
        raw_gather_count_inline124__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline198__ssa_v0 * 4
        raw_tile_count_inline111__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline198__ssa_v0 * 4
        stream_block_count_inline171__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline198__ssa_v0 * 4
        cmp_gather_count_inline144__ssa_v0: pl.Scalar[pl.INDEX] = request_count_inline117__ssa_v0 * cmp_work_count_inline119__ssa_v0
        cmp_qk_block_count_inline192__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline198__ssa_v0 * cmp_work_count_inline119__ssa_v0
        cmp_partial_rows_inline147__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline198__ssa_v0 * 4 * cmp_work_count_inline119__ssa_v0 * 16
        stream_state_m_inline149__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline198__ssa_v0 * 64, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        stream_state_l_inline134__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline198__ssa_v0 * 64, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        stream_heads_inline72__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline198__ssa_v0 * 64, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cmp_partial_m_inline131__ssa_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 0)] = pl.tensor.create([cmp_partial_rows_inline147__ssa_v0, 8], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cmp_partial_l_inline151__ssa_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.tensor.create([cmp_partial_rows_inline147__ssa_v0, 8], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cmp_partial_o_inline179__ssa_v0: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.tensor.create([cmp_partial_rows_inline147__ssa_v0, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        rope_cos_il_inline136__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        rope_sin_signed_inline154__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        rope_swap_idx_inline113__ssa_v0: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 256)] = pl.tensor.create([1, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        raw_branch_tids_inline122__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
        cmp_branch_tids_inline65__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
        rope_swap_tids_inline135__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
        rope_cs_tids_inline108__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
        with pl.scope():
            raw_kv_inline104__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline198__ssa_v0 * 128, 512], dtype=pl.BF16, layout=pl.TensorLayout.ND)
            raw_kv_t_inline105__ssa_v0: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.tensor.create([raw_tile_count_inline111__ssa_v0 * 512, 32], dtype=pl.BF16, layout=pl.TensorLayout.ND)
            raw_valid_inline100__ssa_v0: pl.Tensor[[t_dim_inline198__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline198__ssa_v0, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            ret__tmp_v0: pl.Tuple[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.hca_gather_kv_spmd, raw_kv_inline104__ssa_v0, window_swa_indices__ssa_v0, ori_kv_flat_inline118__ssa_v0, raw_valid_inline100__ssa_v0, deps=[cache_ready_dep__ssa_v0], core_num=raw_gather_count_inline124__ssa_v0)
            raw_kv_inline104__rv_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
            raw_gather_tid_inline98__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
            ret__tmp_v0_1: pl.Tuple[pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.hca_raw_transpose_spmd, raw_kv_inline104__rv_v2, raw_kv_t_inline105__ssa_v0, deps=[raw_gather_tid_inline98__ssa_v0], core_num=raw_tile_count_inline111__ssa_v0)
            raw_kv_t_inline105__ssa_v1: pl.Tensor[[raw_tile_count_inline111__ssa_v0 * pl.const(512, pl.INDEX), 32], pl.BF16, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_1[0]
            raw_transpose_tid_inline201__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
            ret__tmp_v0_2: pl.Tuple[pl.Tensor[[1, 64], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.rope_swap_spmd, rope_swap_idx_inline113__ssa_v0, core_num=1)
            rope_swap_idx_inline113__ssa_v1: pl.Tensor[[1, 64], pl.INT32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 256)] = ret__tmp_v0_2[0]
            rope_swap_tid_inline204__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
            ret__tmp_v0_3: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.rope_cs_spmd, rope_cos_il_inline136__ssa_v0, rope_sin_signed_inline154__ssa_v0, rope_cs_blocks_inline101__ssa_v0, freqs_cos__ssa_v0, freqs_sin__ssa_v0, core_num=2)
            rope_cos_il_inline136__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_3[0]
            rope_sin_signed_inline154__rv_v2: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_3[1]
            rope_cs_tid_inline84__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[2]
            gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
            ret__tmp_v0_4: pl.Tuple[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32], pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.hca_raw_attn_spmd, q_flat_inline83__ssa_v0, raw_kv_inline104__rv_v2, raw_kv_t_inline105__ssa_v1, raw_valid_inline100__ssa_v0, stream_state_m_inline149__ssa_v0, stream_state_l_inline134__ssa_v0, stream_heads_inline72__ssa_v0, gm_pipe_buffer_0, deps=[raw_transpose_tid_inline201__ssa_v0], core_num=stream_block_count_inline171__ssa_v0)
            stream_heads_inline72__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_4[0]
            stream_state_l_inline134__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_4[1]
            stream_state_m_inline149__ssa_v1: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_4[2]
            raw_heads_tid_inline128__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[3]
            raw_branch_tids_inline122__ssa_v1: pl.Array[1, pl.TASK_ID] = pl.array.update_element(raw_branch_tids_inline122__ssa_v0, 0, raw_heads_tid_inline128__ssa_v0)
            rope_swap_tids_inline135__ssa_v1: pl.Array[1, pl.TASK_ID] = pl.array.update_element(rope_swap_tids_inline135__ssa_v0, 0, rope_swap_tid_inline204__ssa_v0)
            rope_cs_tids_inline108__ssa_v1: pl.Array[1, pl.TASK_ID] = pl.array.update_element(rope_cs_tids_inline108__ssa_v0, 0, rope_cs_tid_inline84__ssa_v0)
        with pl.scope():
            cmp_work_kv_inline53__ssa_v0: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = pl.tensor.create([cmp_gather_count_inline144__ssa_v0 * 128, 512], dtype=pl.BF16, layout=pl.TensorLayout.ND)
            ret__tmp_v0_5: pl.Tuple[pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.hca_cmp_work_gather_spmd, cmp_work_count_inline119__ssa_v0, cmp_work_kv_inline53__ssa_v0, cmp_table_blocks_inline150__ssa_v0, cmp_block_table__ssa_v0, cmp_block_num_inline158__ssa_v0, cmp_kv_flat_inline143__ssa_v0, deps=[cache_ready_dep__ssa_v0], core_num=cmp_gather_count_inline144__ssa_v0)
            cmp_work_kv_inline53__phi_v20: pl.Tensor[[cmp_gather_count_inline144__ssa_v0 * pl.const(128, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_5[0]
            cmp_gather_tid_inline54__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_5[1]
            gm_pipe_buffer_1: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
            ret__tmp_v0_6: pl.Tuple[pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32], pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.hca_cmp_qk_pv_spmd, cmp_work_count_inline119__ssa_v0, cmp_partial_m_inline131__ssa_v0, cmp_partial_l_inline151__ssa_v0, cmp_partial_o_inline179__ssa_v0, position_ids__ssa_v0, request_count_inline117__ssa_v0, kv_seq_lens__ssa_v0, cmp_block_table__ssa_v0, cmp_block_num_inline158__ssa_v0, cmp_work_kv_inline53__phi_v20, q_flat_inline83__ssa_v0, gm_pipe_buffer_1, deps=[cmp_gather_tid_inline54__ssa_v0], core_num=cmp_qk_block_count_inline192__ssa_v0)
            cmp_partial_o_inline179__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 512], pl.FP32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_6[0]
            cmp_partial_l_inline151__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_36", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_6[1]
            cmp_partial_m_inline131__ssa_v1: pl.Tensor[[cmp_partial_rows_inline147__ssa_v0, 8], pl.FP32, pl.MemRef("mem_ddr_37", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_6[2]
            cmp_qk_tid_inline45__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_6[3]
            cmp_branch_tids_inline65__ssa_v1: pl.Array[1, pl.TASK_ID] = pl.array.update_element(cmp_branch_tids_inline65__ssa_v0, 0, cmp_qk_tid_inline45__ssa_v0)
        _submit_deps_buf_inline189__ssa_v0: pl.Array[2, pl.TASK_ID] = pl.array.create(2, dtype=pl.TASK_ID)
        t__tmp_v73: pl.Scalar[pl.TASK_ID] = pl.array.get_element(raw_branch_tids_inline122__ssa_v1, 0)
        _submit_deps_buf_inline115__ssa_v0: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline189__ssa_v0, 0, t__tmp_v73)
        t__tmp_v74: pl.Scalar[pl.TASK_ID] = pl.array.get_element(cmp_branch_tids_inline65__ssa_v1, 0)
        _submit_deps_buf_inline15__ssa_v0: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline115__ssa_v0, 1, t__tmp_v74)
        ret__tmp_v0_7: pl.Tuple[pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.hca_stream_merge_spmd, stream_state_m_inline149__ssa_v1, stream_state_l_inline134__ssa_v1, stream_heads_inline72__ssa_v1, cmp_work_count_inline119__ssa_v0, cmp_partial_m_inline131__ssa_v1, cmp_partial_l_inline151__ssa_v1, cmp_partial_o_inline179__ssa_v1, attn_sink_col_inline61__ssa_v0, deps=[_submit_deps_buf_inline15__ssa_v0], core_num=stream_block_count_inline171__ssa_v0)
        stream_heads_inline72__ssa_v2: pl.Tensor[[t_dim_inline198__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_7[0]
        stream_heads_tid_inline79__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_7[1]
        _submit_deps_buf_inline176__ssa_v0: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
        _submit_deps_buf_inline7__ssa_v0: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline176__ssa_v0, 0, stream_heads_tid_inline79__ssa_v0)
        t__tmp_v84: pl.Scalar[pl.TASK_ID] = pl.array.get_element(rope_swap_tids_inline135__ssa_v1, 0)
        _submit_deps_buf_inline33__ssa_v0: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline7__ssa_v0, 1, t__tmp_v84)
        t__tmp_v85: pl.Scalar[pl.TASK_ID] = pl.array.get_element(rope_cs_tids_inline108__ssa_v1, 0)
        _submit_deps_buf_inline58__ssa_v0: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline33__ssa_v0, 2, t__tmp_v85)
        ret__tmp_v0_8: pl.Tuple[pl.Tensor[[1024, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.hca_stream_pack_spmd, stream_heads_inline72__ssa_v2, rope_cos_il_inline136__rv_v2, rope_sin_signed_inline154__rv_v2, rope_swap_idx_inline113__ssa_v1, o_packed_flat__ssa_v0, deps=[_submit_deps_buf_inline58__ssa_v0], core_num=stream_block_count_inline171__ssa_v0)
        o_packed_flat__ssa_v16: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 8388608)] = ret__tmp_v0_8[0]
        heads_tid_inline114__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_8[1]
        o_packed_flat__ssa_v17: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 8388608)] = o_packed_flat__ssa_v16
        return o_packed_heads__ssa_v0