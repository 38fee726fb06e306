# pypto.program: _jit_prefill_compressor_ratio128_test
import pypto.language as pl

CMP_BLOCK_NUM_DYN = pl.dynamic("CMP_BLOCK_NUM_DYN")
STATE_BLOCK_NUM_DYN = pl.dynamic("STATE_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_prefill_compressor_ratio128_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_hca_c128_kv_finalize(cmp_kv_flat_inline187__ssa_v0: pl.Out[pl.Tensor[[cmp_block_num_inline227__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], write_dst_map_inline229__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)], normed_kv_pad_inline188__ssa_v4: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]):
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        for final_i_inline206__idx_v0, (cmp_kv_flat_inline187__iter_v1,) in pl.range(4, init_values=(cmp_kv_flat_inline187__ssa_v0,)):
            final_cmp_row_raw_inline129__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline229__ssa_v1, [0, final_i_inline206__idx_v0])
            if 0 <= pl.cast(final_cmp_row_raw_inline129__tile, pl.INDEX):
                final_cmp_row_inline128__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(final_cmp_row_raw_inline129__tile, pl.INDEX)
                for final_hb_inline183__idx_v0, (cmp_kv_flat_inline187__iter_v3,) in pl.range(8, init_values=(cmp_kv_flat_inline187__iter_v1,)):
                    final_h0_inline127__ssa_v0: pl.Scalar[pl.INDEX] = final_hb_inline183__idx_v0 * 64
                    final_chunk_inline159__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(normed_kv_pad_inline188__ssa_v4, [final_i_inline206__idx_v0, final_h0_inline127__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    t__tile: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.cast(final_chunk_inline159__tile, target_type=pl.BF16, mode='rint')
                    cmp_kv_flat_inline187__tile: pl.Tensor[[cmp_block_num_inline227__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [final_cmp_row_inline128__ssa_v0, final_h0_inline127__ssa_v0], cmp_kv_flat_inline187__iter_v3)
                    cmp_kv_flat_inline187__rv_v4: pl.Tensor[[cmp_block_num_inline227__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_kv_flat_inline187__tile)
                cmp_kv_flat_inline187__phi_v6: pl.Tensor[[cmp_block_num_inline227__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_kv_flat_inline187__rv_v4)
            else:
                cmp_kv_flat_inline187__phi_v6: pl.Tensor[[cmp_block_num_inline227__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_kv_flat_inline187__iter_v1)
            cmp_kv_flat_inline187__rv_v2: pl.Tensor[[cmp_block_num_inline227__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_kv_flat_inline187__phi_v6)
        return
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_hca_c128_kv_score_proj_full(proj_full_rows_inline212__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline232__ssa_v0: pl.Tensor[[t_dim_inline179__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], kv_proj_scratch_inline202__ssa_v0: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)]], score_proj_scratch_inline223__ssa_v0: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)]]) -> tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]]:
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_12: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_left_16: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_17: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_right_47: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_right_49: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        proj_idx_inline213__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        proj_n_inline185__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline213__ssa_v0 // 4
        proj_row_block_inline215__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline213__ssa_v0 - proj_n_inline185__ssa_v0 * 4
        o0_inline228__ssa_v0: pl.Scalar[pl.INDEX] = proj_n_inline185__ssa_v0 * 32
        local_t0_inline184__ssa_v0: pl.Scalar[pl.INDEX] = proj_row_block_inline215__ssa_v0 * 128
        if local_t0_inline184__ssa_v0 < proj_full_rows_inline212__ssa_v0:
            global_t0_inline198__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + local_t0_inline184__ssa_v0
            kv_acc_inline221__tile: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            score_acc_inline177__tile: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for kb_inline193__idx_v0, (kv_acc_inline221__iter_v1, score_acc_inline177__iter_v1) in pl.range(0, 8, 2, init_values=(kv_acc_inline221__tile, score_acc_inline177__tile)):
                k0_inline178__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline193__idx_v0 * 512
                k0_inline178__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline193__idx_v0 + 1) * 512
                x_tile_inline174__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(x_flat_inline232__ssa_v0, [global_t0_inline198__ssa_v0, k0_inline178__ssa_v0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                wkv_tile_inline171__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(327680, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline228__ssa_v0, k0_inline178__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                wgate_tile_inline195__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(360448, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline228__ssa_v0, k0_inline178__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                x_tile_inline174__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(x_flat_inline232__ssa_v0, [global_t0_inline198__ssa_v0, k0_inline178__ssa_v0_1], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                wkv_tile_inline171__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline228__ssa_v0, k0_inline178__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                wgate_tile_inline195__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline228__ssa_v0, k0_inline178__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                if k0_inline178__ssa_v0 == 0:
                    wkv_tile_inline171__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(327680, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline171__tile)
                    kv_acc_inline221__tile_l0_init: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for kv_acc_inline221__tile_l0_ko, (kv_acc_inline221__tile_l0_c,) in pl.range(0, 512, 256, init_values=(kv_acc_inline221__tile_l0_init,)):
                        kv_acc_inline221__tile_l0_a: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, kv_acc_inline221__tile_l0_ko, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t, kv_acc_inline221__tile_l0_ko, 0, [128, 32], target_memory=pl.Mem.Right)
                        kv_acc_inline221__tile_l0_a_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, kv_acc_inline221__tile_l0_ko + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b_1: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_17, pl.const(8192, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t, kv_acc_inline221__tile_l0_ko + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        if kv_acc_inline221__tile_l0_ko == 0:
                            kv_acc_inline221__tile_l0_c_first: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline221__tile_l0_a, kv_acc_inline221__tile_l0_b)
                            kv_acc_inline221__tile_l0_c_phi: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_first)
                        else:
                            kv_acc_inline221__tile_l0_c_acc: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c, kv_acc_inline221__tile_l0_a, kv_acc_inline221__tile_l0_b)
                            kv_acc_inline221__tile_l0_c_phi: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_acc)
                        if kv_acc_inline221__tile_l0_ko + 128 == 0:
                            kv_acc_inline221__tile_l0_c_first_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline221__tile_l0_a_1, kv_acc_inline221__tile_l0_b_1)
                            kv_acc_inline221__tile_l0_c_phi_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_first_1)
                        else:
                            kv_acc_inline221__tile_l0_c_acc_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c_phi, kv_acc_inline221__tile_l0_a_1, kv_acc_inline221__tile_l0_b_1)
                            kv_acc_inline221__tile_l0_c_phi_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_acc_1)
                        kv_acc_inline221__tile_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_phi_1)
                    wgate_tile_inline195__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(360448, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline195__tile)
                    score_acc_inline177__tile_l0_init: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for score_acc_inline177__tile_l0_ko, (score_acc_inline177__tile_l0_c,) in pl.range(0, 512, 256, init_values=(score_acc_inline177__tile_l0_init,)):
                        score_acc_inline177__tile_l0_a: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, score_acc_inline177__tile_l0_ko, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t, score_acc_inline177__tile_l0_ko, 0, [128, 32], target_memory=pl.Mem.Right)
                        score_acc_inline177__tile_l0_a_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, score_acc_inline177__tile_l0_ko + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b_1: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_17, pl.const(8192, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t, score_acc_inline177__tile_l0_ko + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        if score_acc_inline177__tile_l0_ko == 0:
                            score_acc_inline177__tile_l0_c_first: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline177__tile_l0_a, score_acc_inline177__tile_l0_b)
                            score_acc_inline177__tile_l0_c_phi: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_first)
                        else:
                            score_acc_inline177__tile_l0_c_acc: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c, score_acc_inline177__tile_l0_a, score_acc_inline177__tile_l0_b)
                            score_acc_inline177__tile_l0_c_phi: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_acc)
                        if score_acc_inline177__tile_l0_ko + 128 == 0:
                            score_acc_inline177__tile_l0_c_first_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline177__tile_l0_a_1, score_acc_inline177__tile_l0_b_1)
                            score_acc_inline177__tile_l0_c_phi_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_first_1)
                        else:
                            score_acc_inline177__tile_l0_c_acc_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c_phi, score_acc_inline177__tile_l0_a_1, score_acc_inline177__tile_l0_b_1)
                            score_acc_inline177__tile_l0_c_phi_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_acc_1)
                        score_acc_inline177__tile_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_phi_1)
                    kv_acc_inline221__phi_v5, score_acc_inline177__phi_v5 = pl.yield_(kv_acc_inline221__tile_1, score_acc_inline177__tile_1)
                else:
                    wkv_tile_inline171__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(327680, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline171__tile)
                    for kv_acc_inline221__tile_l0_ko_1, (kv_acc_inline221__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(kv_acc_inline221__iter_v1,)):
                        kv_acc_inline221__tile_l0_a_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, kv_acc_inline221__tile_l0_ko_1, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b_2: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t_1, kv_acc_inline221__tile_l0_ko_1, 0, [128, 32], target_memory=pl.Mem.Right)
                        kv_acc_inline221__tile_l0_a_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, kv_acc_inline221__tile_l0_ko_1 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b_3: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_17, pl.const(8192, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t_1, kv_acc_inline221__tile_l0_ko_1 + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        kv_acc_inline221__tile_l0_c_acc_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c_1, kv_acc_inline221__tile_l0_a_2, kv_acc_inline221__tile_l0_b_2)
                        kv_acc_inline221__tile_l0_c_acc_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c_acc_2, kv_acc_inline221__tile_l0_a_3, kv_acc_inline221__tile_l0_b_3)
                        kv_acc_inline221__tile_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_acc_3)
                    wgate_tile_inline195__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(360448, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline195__tile)
                    for score_acc_inline177__tile_l0_ko_1, (score_acc_inline177__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(score_acc_inline177__iter_v1,)):
                        score_acc_inline177__tile_l0_a_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, score_acc_inline177__tile_l0_ko_1, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b_2: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t_1, score_acc_inline177__tile_l0_ko_1, 0, [128, 32], target_memory=pl.Mem.Right)
                        score_acc_inline177__tile_l0_a_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile, 0, score_acc_inline177__tile_l0_ko_1 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b_3: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_17, pl.const(8192, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t_1, score_acc_inline177__tile_l0_ko_1 + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        score_acc_inline177__tile_l0_c_acc_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c_1, score_acc_inline177__tile_l0_a_2, score_acc_inline177__tile_l0_b_2)
                        score_acc_inline177__tile_l0_c_acc_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c_acc_2, score_acc_inline177__tile_l0_a_3, score_acc_inline177__tile_l0_b_3)
                        score_acc_inline177__tile_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_acc_3)
                    kv_acc_inline221__phi_v5, score_acc_inline177__phi_v5 = pl.yield_(kv_acc_inline221__tile_2, score_acc_inline177__tile_2)
                if k0_inline178__ssa_v0_1 == 0:
                    wkv_tile_inline171__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline171__tile_1)
                    kv_acc_inline221__tile_l0_init_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for kv_acc_inline221__tile_l0_ko_2, (kv_acc_inline221__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(kv_acc_inline221__tile_l0_init_1,)):
                        kv_acc_inline221__tile_l0_a_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, kv_acc_inline221__tile_l0_ko_2, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b_4: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_47, pl.const(16384, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t_2, kv_acc_inline221__tile_l0_ko_2, 0, [128, 32], target_memory=pl.Mem.Right)
                        kv_acc_inline221__tile_l0_a_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, kv_acc_inline221__tile_l0_ko_2 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b_5: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_49, pl.const(24576, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t_2, kv_acc_inline221__tile_l0_ko_2 + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        if kv_acc_inline221__tile_l0_ko_2 == 0:
                            kv_acc_inline221__tile_l0_c_first_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline221__tile_l0_a_4, kv_acc_inline221__tile_l0_b_4)
                            kv_acc_inline221__tile_l0_c_phi_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_first_2)
                        else:
                            kv_acc_inline221__tile_l0_c_acc_4: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c_2, kv_acc_inline221__tile_l0_a_4, kv_acc_inline221__tile_l0_b_4)
                            kv_acc_inline221__tile_l0_c_phi_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_acc_4)
                        if kv_acc_inline221__tile_l0_ko_2 + 128 == 0:
                            kv_acc_inline221__tile_l0_c_first_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline221__tile_l0_a_5, kv_acc_inline221__tile_l0_b_5)
                            kv_acc_inline221__tile_l0_c_phi_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_first_3)
                        else:
                            kv_acc_inline221__tile_l0_c_acc_5: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c_phi_2, kv_acc_inline221__tile_l0_a_5, kv_acc_inline221__tile_l0_b_5)
                            kv_acc_inline221__tile_l0_c_phi_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_acc_5)
                        kv_acc_inline221__tile_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_phi_3)
                    wgate_tile_inline195__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline195__tile_1)
                    score_acc_inline177__tile_l0_init_1: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([128, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for score_acc_inline177__tile_l0_ko_2, (score_acc_inline177__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(score_acc_inline177__tile_l0_init_1,)):
                        score_acc_inline177__tile_l0_a_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, score_acc_inline177__tile_l0_ko_2, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b_4: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_47, pl.const(16384, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t_2, score_acc_inline177__tile_l0_ko_2, 0, [128, 32], target_memory=pl.Mem.Right)
                        score_acc_inline177__tile_l0_a_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, score_acc_inline177__tile_l0_ko_2 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b_5: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_49, pl.const(24576, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t_2, score_acc_inline177__tile_l0_ko_2 + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        if score_acc_inline177__tile_l0_ko_2 == 0:
                            score_acc_inline177__tile_l0_c_first_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline177__tile_l0_a_4, score_acc_inline177__tile_l0_b_4)
                            score_acc_inline177__tile_l0_c_phi_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_first_2)
                        else:
                            score_acc_inline177__tile_l0_c_acc_4: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c_2, score_acc_inline177__tile_l0_a_4, score_acc_inline177__tile_l0_b_4)
                            score_acc_inline177__tile_l0_c_phi_2: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_acc_4)
                        if score_acc_inline177__tile_l0_ko_2 + 128 == 0:
                            score_acc_inline177__tile_l0_c_first_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline177__tile_l0_a_5, score_acc_inline177__tile_l0_b_5)
                            score_acc_inline177__tile_l0_c_phi_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_first_3)
                        else:
                            score_acc_inline177__tile_l0_c_acc_5: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c_phi_2, score_acc_inline177__tile_l0_a_5, score_acc_inline177__tile_l0_b_5)
                            score_acc_inline177__tile_l0_c_phi_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_acc_5)
                        score_acc_inline177__tile_3: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_phi_3)
                    kv_acc_inline221__phi_v5_1, score_acc_inline177__phi_v5_1 = pl.yield_(kv_acc_inline221__tile_3, score_acc_inline177__tile_3)
                else:
                    wkv_tile_inline171__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline171__tile_1)
                    for kv_acc_inline221__tile_l0_ko_3, (kv_acc_inline221__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(kv_acc_inline221__phi_v5,)):
                        kv_acc_inline221__tile_l0_a_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, kv_acc_inline221__tile_l0_ko_3, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b_6: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_47, pl.const(16384, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t_3, kv_acc_inline221__tile_l0_ko_3, 0, [128, 32], target_memory=pl.Mem.Right)
                        kv_acc_inline221__tile_l0_a_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, kv_acc_inline221__tile_l0_ko_3 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline221__tile_l0_b_7: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_49, pl.const(24576, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline171__tile_t_3, kv_acc_inline221__tile_l0_ko_3 + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        kv_acc_inline221__tile_l0_c_acc_6: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c_3, kv_acc_inline221__tile_l0_a_6, kv_acc_inline221__tile_l0_b_6)
                        kv_acc_inline221__tile_l0_c_acc_7: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline221__tile_l0_c_acc_6, kv_acc_inline221__tile_l0_a_7, kv_acc_inline221__tile_l0_b_7)
                        kv_acc_inline221__tile_4: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(kv_acc_inline221__tile_l0_c_acc_7)
                    wgate_tile_inline195__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline195__tile_1)
                    for score_acc_inline177__tile_l0_ko_3, (score_acc_inline177__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(score_acc_inline177__phi_v5,)):
                        score_acc_inline177__tile_l0_a_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, score_acc_inline177__tile_l0_ko_3, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b_6: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_47, pl.const(16384, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t_3, score_acc_inline177__tile_l0_ko_3, 0, [128, 32], target_memory=pl.Mem.Right)
                        score_acc_inline177__tile_l0_a_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline174__tile_1, 0, score_acc_inline177__tile_l0_ko_3 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline177__tile_l0_b_7: pl.Tile[[128, 32], pl.BF16, pl.MemRef(mem_right_49, pl.const(24576, pl.INT64), 8192), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline195__tile_t_3, score_acc_inline177__tile_l0_ko_3 + 128, 0, [128, 32], target_memory=pl.Mem.Right)
                        score_acc_inline177__tile_l0_c_acc_6: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c_3, score_acc_inline177__tile_l0_a_6, score_acc_inline177__tile_l0_b_6)
                        score_acc_inline177__tile_l0_c_acc_7: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline177__tile_l0_c_acc_6, score_acc_inline177__tile_l0_a_7, score_acc_inline177__tile_l0_b_7)
                        score_acc_inline177__tile_4: pl.Tile[[128, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(score_acc_inline177__tile_l0_c_acc_7)
                    kv_acc_inline221__phi_v5_1, score_acc_inline177__phi_v5_1 = pl.yield_(kv_acc_inline221__tile_4, score_acc_inline177__tile_4)
                kv_acc_inline221__rv_v2, score_acc_inline177__rv_v2 = pl.yield_(kv_acc_inline221__phi_v5_1, score_acc_inline177__phi_v5_1)
            kv_proj_scratch_inline202__tile: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(kv_acc_inline221__rv_v2, [local_t0_inline184__ssa_v0, o0_inline228__ssa_v0], kv_proj_scratch_inline202__ssa_v0)
            score_proj_scratch_inline223__tile: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(score_acc_inline177__rv_v2, [local_t0_inline184__ssa_v0, o0_inline228__ssa_v0], score_proj_scratch_inline223__ssa_v0)
            kv_proj_scratch_inline202__phi_v2, score_proj_scratch_inline223__phi_v2 = pl.yield_(kv_proj_scratch_inline202__tile, score_proj_scratch_inline223__tile)
        else:
            kv_proj_scratch_inline202__phi_v2, score_proj_scratch_inline223__phi_v2 = pl.yield_(kv_proj_scratch_inline202__ssa_v0, score_proj_scratch_inline223__ssa_v0)
        return kv_proj_scratch_inline202__phi_v2, score_proj_scratch_inline223__phi_v2
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_hca_c128_kv_score_proj_full_spmd(self, proj_full_rows_inline212__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline232__ssa_v0: pl.Tensor[[t_dim_inline179__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], kv_proj_scratch_inline202__ssa_v0: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)]], score_proj_scratch_inline223__ssa_v0: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)]]) -> tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]] = self.prefill_hca_c128_kv_score_proj_full(proj_full_rows_inline212__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline232__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline202__ssa_v0, score_proj_scratch_inline223__ssa_v0)
        kv_proj_scratch_inline202__phi_v2: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0[0]
        score_proj_scratch_inline223__phi_v2: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0[1]
        return kv_proj_scratch_inline202__phi_v2, score_proj_scratch_inline223__phi_v2
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_hca_c128_kv_score_proj_tail(proj_full_rows_inline212__ssa_v0: pl.Scalar[pl.INDEX], proj_padded_rows_inline208__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline232__ssa_v0: pl.Tensor[[t_dim_inline179__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], kv_proj_scratch_inline202__phi_v3: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)]], score_proj_scratch_inline223__phi_v3: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)]]) -> tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]]:
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
        tail_idx_inline225__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tail_n_inline170__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline225__ssa_v0 // 8
        tail_row_block_inline192__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline225__ssa_v0 - tail_n_inline170__ssa_v0 * 8
        tail_o0_inline203__ssa_v0: pl.Scalar[pl.INDEX] = tail_n_inline170__ssa_v0 * 32
        tail_t0_inline181__ssa_v0: pl.Scalar[pl.INDEX] = proj_full_rows_inline212__ssa_v0 + tail_row_block_inline192__ssa_v0 * 16
        if tail_t0_inline181__ssa_v0 < proj_padded_rows_inline208__ssa_v0:
            tail_valid_rows_inline173__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline0__ssa_v0 - tail_t0_inline181__ssa_v0, 16)
            tail_global_t0_inline201__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + tail_t0_inline181__ssa_v0
            kv_tail_acc_inline214__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            score_tail_acc_inline216__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for tail_kb_inline217__idx_v0, (kv_tail_acc_inline214__iter_v1, score_tail_acc_inline216__iter_v1) in pl.range(0, 8, 2, init_values=(kv_tail_acc_inline214__tile, score_tail_acc_inline216__tile)):
                tail_k0_inline219__ssa_v0: pl.Scalar[pl.INDEX] = tail_kb_inline217__idx_v0 * 512
                tail_k0_inline219__ssa_v0_1: pl.Scalar[pl.INDEX] = (tail_kb_inline217__idx_v0 + 1) * 512
                x_tail_inline196__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(81920, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 512])] = pl.tile.load(x_flat_inline232__ssa_v0, [tail_global_t0_inline201__ssa_v0, tail_k0_inline219__ssa_v0], [16, 512], [tail_valid_rows_inline173__ssa_v0, 512], target_memory=pl.Mem.Mat)
                wkv_tail_inline241__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline219__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                wgate_tail_inline224__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline219__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                x_tail_inline196__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 512])] = pl.tile.load(x_flat_inline232__ssa_v0, [tail_global_t0_inline201__ssa_v0, tail_k0_inline219__ssa_v0_1], [16, 512], [tail_valid_rows_inline173__ssa_v0, 512], target_memory=pl.Mem.Mat)
                wkv_tail_inline241__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline219__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                wgate_tail_inline224__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline219__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                if tail_k0_inline219__ssa_v0 == 0:
                    wkv_tail_inline241__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline241__tile)
                    x_tail_inline196__tile_Left: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 512])] = pl.tile.move(x_tail_inline196__tile, target_memory=pl.Mem.Left)
                    wkv_tail_inline241__tile_t_Right: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tail_inline241__tile_t, target_memory=pl.Mem.Right)
                    kv_tail_acc_inline214__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tail_inline196__tile_Left, wkv_tail_inline241__tile_t_Right)
                    wgate_tail_inline224__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline224__tile)
                    wgate_tail_inline224__tile_t_Right: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tail_inline224__tile_t, target_memory=pl.Mem.Right)
                    score_tail_acc_inline216__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tail_inline196__tile_Left, wgate_tail_inline224__tile_t_Right)
                    kv_tail_acc_inline214__phi_v5, score_tail_acc_inline216__phi_v5 = pl.yield_(kv_tail_acc_inline214__tile_1, score_tail_acc_inline216__tile_1)
                else:
                    wkv_tail_inline241__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline241__tile)
                    x_tail_inline196__tile_Left_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 512])] = pl.tile.move(x_tail_inline196__tile, target_memory=pl.Mem.Left)
                    wkv_tail_inline241__tile_t_Right_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tail_inline241__tile_t_1, target_memory=pl.Mem.Right)
                    kv_tail_acc_inline214__tile_2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline214__iter_v1, x_tail_inline196__tile_Left_1, wkv_tail_inline241__tile_t_Right_1)
                    wgate_tail_inline224__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline224__tile)
                    wgate_tail_inline224__tile_t_Right_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tail_inline224__tile_t_1, target_memory=pl.Mem.Right)
                    score_tail_acc_inline216__tile_2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline216__iter_v1, x_tail_inline196__tile_Left_1, wgate_tail_inline224__tile_t_Right_1)
                    kv_tail_acc_inline214__phi_v5, score_tail_acc_inline216__phi_v5 = pl.yield_(kv_tail_acc_inline214__tile_2, score_tail_acc_inline216__tile_2)
                if tail_k0_inline219__ssa_v0_1 == 0:
                    wkv_tail_inline241__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline241__tile_1)
                    x_tail_inline196__tile_Left_2: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_23, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 512])] = pl.tile.move(x_tail_inline196__tile_1, target_memory=pl.Mem.Left)
                    wkv_tail_inline241__tile_t_Right_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tail_inline241__tile_t_2, target_memory=pl.Mem.Right)
                    kv_tail_acc_inline214__tile_3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tail_inline196__tile_Left_2, wkv_tail_inline241__tile_t_Right_2)
                    wgate_tail_inline224__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline224__tile_1)
                    wgate_tail_inline224__tile_t_Right_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tail_inline224__tile_t_2, target_memory=pl.Mem.Right)
                    score_tail_acc_inline216__tile_3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tail_inline196__tile_Left_2, wgate_tail_inline224__tile_t_Right_2)
                    kv_tail_acc_inline214__phi_v5_1, score_tail_acc_inline216__phi_v5_1 = pl.yield_(kv_tail_acc_inline214__tile_3, score_tail_acc_inline216__tile_3)
                else:
                    wkv_tail_inline241__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline241__tile_1)
                    x_tail_inline196__tile_Left_3: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_23, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_valid_rows_inline173__ssa_v0, 512])] = pl.tile.move(x_tail_inline196__tile_1, target_memory=pl.Mem.Left)
                    wkv_tail_inline241__tile_t_Right_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tail_inline241__tile_t_3, target_memory=pl.Mem.Right)
                    kv_tail_acc_inline214__tile_4: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline214__phi_v5, x_tail_inline196__tile_Left_3, wkv_tail_inline241__tile_t_Right_3)
                    wgate_tail_inline224__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline224__tile_1)
                    wgate_tail_inline224__tile_t_Right_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tail_inline224__tile_t_3, target_memory=pl.Mem.Right)
                    score_tail_acc_inline216__tile_4: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline216__phi_v5, x_tail_inline196__tile_Left_3, wgate_tail_inline224__tile_t_Right_3)
                    kv_tail_acc_inline214__phi_v5_1, score_tail_acc_inline216__phi_v5_1 = pl.yield_(kv_tail_acc_inline214__tile_4, score_tail_acc_inline216__tile_4)
                kv_tail_acc_inline214__rv_v2, score_tail_acc_inline216__rv_v2 = pl.yield_(kv_tail_acc_inline214__phi_v5_1, score_tail_acc_inline216__phi_v5_1)
            kv_proj_scratch_inline202__tile: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(kv_tail_acc_inline214__rv_v2, [tail_t0_inline181__ssa_v0, tail_o0_inline203__ssa_v0], kv_proj_scratch_inline202__phi_v3)
            score_proj_scratch_inline223__tile: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(score_tail_acc_inline216__rv_v2, [tail_t0_inline181__ssa_v0, tail_o0_inline203__ssa_v0], score_proj_scratch_inline223__phi_v3)
            kv_proj_scratch_inline202__phi_v5, score_proj_scratch_inline223__phi_v5 = pl.yield_(kv_proj_scratch_inline202__tile, score_proj_scratch_inline223__tile)
        else:
            kv_proj_scratch_inline202__phi_v5, score_proj_scratch_inline223__phi_v5 = pl.yield_(kv_proj_scratch_inline202__phi_v3, score_proj_scratch_inline223__phi_v3)
        return kv_proj_scratch_inline202__phi_v5, score_proj_scratch_inline223__phi_v5
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_hca_c128_kv_score_proj_tail_spmd(self, proj_full_rows_inline212__ssa_v0: pl.Scalar[pl.INDEX], proj_padded_rows_inline208__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline232__ssa_v0: pl.Tensor[[t_dim_inline179__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], kv_proj_scratch_inline202__phi_v3: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)]], score_proj_scratch_inline223__phi_v3: pl.InOut[pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)]]) -> tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]] = self.prefill_hca_c128_kv_score_proj_tail(proj_full_rows_inline212__ssa_v0, proj_padded_rows_inline208__ssa_v0, tile_rows_inline0__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline232__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline202__phi_v3, score_proj_scratch_inline223__phi_v3)
        kv_proj_scratch_inline202__phi_v5: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0[0]
        score_proj_scratch_inline223__phi_v5: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0[1]
        return kv_proj_scratch_inline202__phi_v5, score_proj_scratch_inline223__phi_v5
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_hca_c128_rmsnorm_rope(write_dst_map_inline229__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)], write_pos_map_inline226__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)], pooled_kv_pad_inline194__phi_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)], normed_kv_pad_inline188__ssa_v0: pl.Out[pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)]], norm_w_2d_inline151__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)], rope_dup_idx_template_inline8__ssa_v0: pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 2048)], rope_swap_idx_template_inline7__ssa_v0: pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 2048)], rope_sign_template_inline6__ssa_v0: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 2048)]) -> pl.Tensor[[8, 512], pl.FP32]:
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_23: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_27: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_61: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_62: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_63: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_65: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        rms_blk_inline150__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        r0_inline161__ssa_v0: pl.Scalar[pl.INDEX] = rms_blk_inline150__ssa_v0 * 8
        cos_b_inline149__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_65, pl.const(15872, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=0.0)
        sin_b_inline207__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=0.0)
        for norm_i_inline148__idx_v0, (cos_b_inline149__iter_v1, sin_b_inline207__iter_v1) in pl.range(8, init_values=(cos_b_inline149__tile, sin_b_inline207__tile)):
            norm_slot_raw_inline147__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline229__ssa_v1, [0, r0_inline161__ssa_v0 + norm_i_inline148__idx_v0])
            if 0 <= pl.cast(norm_slot_raw_inline147__tile, pl.INDEX):
                t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_pos_map_inline226__ssa_v1, [0, r0_inline161__ssa_v0 + norm_i_inline148__idx_v0])
                norm_cmp_pos_inline146__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(t__tile, pl.INDEX) + -127, pl.INDEX)
                t__tile_1: pl.Tile[[1, 32], pl.BF16, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_cos__ssa_v0, [norm_cmp_pos_inline146__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                cos_row_inline145__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='round')
                t__tile_2: pl.Tile[[1, 32], pl.BF16, pl.MemRef(mem_vec_23, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(freqs_sin__ssa_v0, [norm_cmp_pos_inline146__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                sin_row_inline209__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_2, target_type=pl.FP32, mode='round')
                cos_b_inline149__tile_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_65, pl.const(15872, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(cos_b_inline149__iter_v1, cos_row_inline145__tile, [norm_i_inline148__idx_v0, 0])
                sin_b_inline207__tile_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(sin_b_inline207__iter_v1, sin_row_inline209__tile, [norm_i_inline148__idx_v0, 0])
                cos_b_inline149__phi_v4, sin_b_inline207__phi_v4 = pl.yield_(cos_b_inline149__tile_1, sin_b_inline207__tile_1)
            else:
                cos_b_inline149__phi_v4, sin_b_inline207__phi_v4 = pl.yield_(cos_b_inline149__iter_v1, sin_b_inline207__iter_v1)
            cos_b_inline149__rv_v2, sin_b_inline207__rv_v2 = pl.yield_(cos_b_inline149__phi_v4, sin_b_inline207__phi_v4)
        partial_sq_inline144__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
        for rms_kb_inline143__idx_v0, (partial_sq_inline144__iter_v1,) in pl.range(0, 8, 2, init_values=(partial_sq_inline144__tile,)):
            rms_h0_inline142__ssa_v0: pl.Scalar[pl.INDEX] = rms_kb_inline143__idx_v0 * 64
            rms_h0_inline142__ssa_v0_1: pl.Scalar[pl.INDEX] = (rms_kb_inline143__idx_v0 + 1) * 64
            kv_rms_chunk_inline141__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(pooled_kv_pad_inline194__phi_v3, [r0_inline161__ssa_v0, rms_h0_inline142__ssa_v0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            kv_rms_chunk_inline141__tile_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(pooled_kv_pad_inline194__phi_v3, [r0_inline161__ssa_v0, rms_h0_inline142__ssa_v0_1], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            kv_rms_sq_inline140__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline141__tile, kv_rms_chunk_inline141__tile)
            tmp_tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_3: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_62, pl.const(15360, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline140__tile, tmp_tile)
            t__tile_4: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_62, pl.const(15360, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 8])
            partial_sq_inline144__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(partial_sq_inline144__iter_v1, t__tile_4)
            kv_rms_sq_inline140__tile_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(7168, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline141__tile_1, kv_rms_chunk_inline141__tile_1)
            tmp_tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_5: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_63, pl.const(15616, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline140__tile_1, tmp_tile_1)
            t__tile_6: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_63, pl.const(15616, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 8])
            partial_sq_inline144__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(partial_sq_inline144__tile_1, t__tile_6)
            partial_sq_inline144__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 2048), pl.Mem.Vec] = pl.yield_(partial_sq_inline144__tile_2)
        t__tile_7: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(partial_sq_inline144__rv_v2, 0.001953125)
        t__tile_8: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(t__tile_7, 9.9999999999999995e-07)
        variance_inline139__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [8, 1])
        t__rm_a0_tmp_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(variance_inline139__tile, [1, 8])
        t__row_major_tmp_v1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sqrt(t__rm_a0_tmp_v0)
        t__tile_9: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v1, [8, 1])
        inv_rms_inline138__rm_a0_tmp_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_9, [1, 8])
        inv_rms_inline138__row_major_tmp_v3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_63, pl.const(15616, pl.INT64), 256), pl.Mem.Vec] = pl.tile.recip(inv_rms_inline138__rm_a0_tmp_v2)
        inv_rms_inline138__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_63, pl.const(15616, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(inv_rms_inline138__row_major_tmp_v3, [8, 1])
        for norm_kb_inline137__idx_v0, (normed_kv_pad_inline188__iter_v1,) in pl.range(0, 6, 2, init_values=(normed_kv_pad_inline188__ssa_v0,)):
            norm_h0_inline135__ssa_v0: pl.Scalar[pl.INDEX] = norm_kb_inline137__idx_v0 * 64
            norm_h0_inline135__ssa_v0_1: pl.Scalar[pl.INDEX] = (norm_kb_inline137__idx_v0 + 1) * 64
            kv_norm_chunk_inline134__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(pooled_kv_pad_inline194__phi_v3, [r0_inline161__ssa_v0, norm_h0_inline135__ssa_v0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            t__tile_10: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline151__ssa_v0, [0, norm_h0_inline135__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            kv_norm_chunk_inline134__tile_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(pooled_kv_pad_inline194__phi_v3, [r0_inline161__ssa_v0, norm_h0_inline135__ssa_v0_1], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            t__tile_11: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_62, pl.const(15360, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline151__ssa_v0, [0, norm_h0_inline135__ssa_v0_1], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            gamma_inline133__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(t__tile_10, target_type=pl.FP32, mode='round')
            t__tile_12: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline134__tile, inv_rms_inline138__tile)
            normed_chunk_inline160__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_12, gamma_inline133__tile)
            normed_kv_pad_inline188__tile: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = pl.tile.store(normed_chunk_inline160__tile, [r0_inline161__ssa_v0, norm_h0_inline135__ssa_v0], normed_kv_pad_inline188__iter_v1)
            gamma_inline133__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(7168, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(t__tile_11, target_type=pl.FP32, mode='round')
            t__tile_13: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline134__tile_1, inv_rms_inline138__tile)
            normed_chunk_inline160__tile_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_13, gamma_inline133__tile_1)
            normed_kv_pad_inline188__tile_1: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = pl.tile.store(normed_chunk_inline160__tile_1, [r0_inline161__ssa_v0, norm_h0_inline135__ssa_v0_1], normed_kv_pad_inline188__tile)
            normed_kv_pad_inline188__rv_v2_main: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 16384)] = pl.yield_(normed_kv_pad_inline188__tile_1)
        norm_h0_inline135__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.const(6, pl.INDEX) * pl.const(64, pl.INDEX)
        kv_norm_chunk_inline134__tile_2: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(pooled_kv_pad_inline194__phi_v3, [r0_inline161__ssa_v0, norm_h0_inline135__ssa_v0_2], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        t__tile_14: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_23, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline151__ssa_v0, [0, norm_h0_inline135__ssa_v0_2], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_inline133__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_14, target_type=pl.FP32, mode='round')
        t__tile_15: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline134__tile_2, inv_rms_inline138__tile)
        normed_chunk_inline160__tile_2: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_15, gamma_inline133__tile_2)
        normed_kv_pad_inline188__tile_2: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 16384)] = pl.tile.store(normed_chunk_inline160__tile_2, [r0_inline161__ssa_v0, norm_h0_inline135__ssa_v0_2], normed_kv_pad_inline188__rv_v2_main)
        normed_kv_pad_inline188__rv_v2: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 16384)] = normed_kv_pad_inline188__tile_2
        kv_rope_inline189__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(pooled_kv_pad_inline194__phi_v3, [r0_inline161__ssa_v0, 448], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        t__tile_16: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_23, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline151__ssa_v0, [0, 448], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_rope_inline211__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_16, target_type=pl.FP32, mode='round')
        t__tile_17: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_rope_inline189__tile, inv_rms_inline138__tile)
        rope_normed_inline166__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_17, gamma_rope_inline211__tile)
        rope_dup_idx_inline132__tile: pl.Tile[[8, 64], pl.INT32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_dup_idx_template_inline8__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        rope_swap_idx_inline153__tile: pl.Tile[[8, 64], pl.INT32, pl.MemRef(mem_vec_23, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_template_inline7__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        rope_sign_inline136__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(7168, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(rope_sign_template_inline6__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        gather_acc_init: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(8, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_65, pl.const(15872, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(cos_b_inline149__rv_v2, [1, 32], [gather_lv, 0], [1, 32])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(rope_dup_idx_inline132__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_62, pl.const(15360, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_63, pl.const(15616, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 2048), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        cos_il_inline220__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_61, pl.const(13312, pl.INT64), 2048), pl.Mem.Vec] = gather_rv
        gather_acc_init_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_65, pl.const(15872, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_1, (gather_ia_1,) in pl.range(8, init_values=(gather_acc_init_1,)):
            gather_inp_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(sin_b_inline207__rv_v2, [1, 32], [gather_lv_1, 0], [1, 32])
            gather_idx_row_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(rope_dup_idx_inline132__tile, [1, 64], [gather_lv_1, 0], [1, 64])
            gather_row_tmp_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_62, pl.const(15360, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_63, pl.const(15616, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
            gather_asmbl_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_65, pl.const(15872, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
            gather_rv_1: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_65, pl.const(15872, pl.INT64), 2048), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
        sin_il_inline168__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_65, pl.const(15872, pl.INT64), 2048), pl.Mem.Vec] = gather_rv_1
        gather_acc_init_2: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_2, (gather_ia_2,) in pl.range(8, init_values=(gather_acc_init_2,)):
            gather_inp_row_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(rope_normed_inline166__tile, [1, 64], [gather_lv_2, 0], [1, 64])
            gather_idx_row_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_23, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(rope_swap_idx_inline153__tile, [1, 64], [gather_lv_2, 0], [1, 64])
            gather_row_tmp_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_62, pl.const(15360, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_2, gather_idx_row_2, gather_row_tmp_2)
            gather_asmbl_2: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(gather_ia_2, gather_row_2, [gather_lv_2, 0])
            gather_rv_2: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl_2)
        swapped_inline131__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 2048), pl.Mem.Vec] = gather_rv_2
        t__tile_18: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(rope_normed_inline166__tile, cos_il_inline220__tile)
        t__tile_19: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(swapped_inline131__tile, rope_sign_inline136__tile)
        t__tile_20: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(9216, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__tile_19, sin_il_inline168__tile)
        rope_rot_inline130__tile: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_24, pl.const(3072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(t__tile_18, t__tile_20)
        normed_kv_pad_inline188__tile_3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 16384)] = pl.tile.store(rope_rot_inline130__tile, [r0_inline161__ssa_v0, 448], normed_kv_pad_inline188__rv_v2)
        return normed_kv_pad_inline188__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_hca_c128_rmsnorm_rope_spmd(self, write_dst_map_inline229__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)], write_pos_map_inline226__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)], pooled_kv_pad_inline194__phi_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)], normed_kv_pad_inline188__ssa_v0: pl.Out[pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)]], norm_w_2d_inline151__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)], rope_dup_idx_template_inline8__ssa_v0: pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 2048)], rope_swap_idx_template_inline7__ssa_v0: pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 2048)], rope_sign_template_inline6__ssa_v0: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 2048)]) -> pl.Tensor[[8, 512], pl.FP32]:
        normed_kv_pad_inline188__ssa_v4: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 16384)] = self.prefill_hca_c128_rmsnorm_rope(write_dst_map_inline229__ssa_v1, write_pos_map_inline226__ssa_v1, freqs_cos__ssa_v0, freqs_sin__ssa_v0, pooled_kv_pad_inline194__phi_v3, normed_kv_pad_inline188__ssa_v0, norm_w_2d_inline151__ssa_v0, rope_dup_idx_template_inline8__ssa_v0, rope_swap_idx_template_inline7__ssa_v0, rope_sign_template_inline6__ssa_v0)
        return normed_kv_pad_inline188__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_hca_c128_rope_index_prepare(rope_dup_idx_template_inline8__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)]], rope_swap_idx_template_inline7__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)]], rope_sign_template_inline6__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]):
        for rope_r_inline5__idx_v0 in pl.range(8):
            for rope_c_inline4__idx_v0 in pl.range(64):
                rope_lane_inline3__ssa_v0: pl.Scalar[pl.INDEX] = rope_c_inline4__idx_v0 % 2
                pl.tensor.write(rope_dup_idx_template_inline8__ssa_v0, [rope_r_inline5__idx_v0, rope_c_inline4__idx_v0], pl.cast(rope_c_inline4__idx_v0 // 2, pl.INT32))
                pl.tensor.write(rope_swap_idx_template_inline7__ssa_v0, [rope_r_inline5__idx_v0, rope_c_inline4__idx_v0], pl.cast(rope_c_inline4__idx_v0 - rope_lane_inline3__ssa_v0 * 2 + 1, pl.INT32))
                pl.tensor.write(rope_sign_template_inline6__ssa_v0, [rope_r_inline5__idx_v0, rope_c_inline4__idx_v0], pl.cast(pl.cast(rope_lane_inline3__ssa_v0 * 2 - 1, pl.INT32), pl.FP32))
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_hca_c128_softmax_pool(write_dst_map_inline229__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)], write_pos_map_inline226__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)], compress_state_block_table__ssa_v0: pl.Tensor[[2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], compress_state_flat_inline190__phi_v4: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], pooled_kv_pad_inline194__ssa_v0: pl.InOut[pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[8, 512], pl.FP32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        pool_idx_inline240__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        write_i_inline191__ssa_v0: pl.Scalar[pl.INDEX] = pool_idx_inline240__ssa_v0 // 8
        hb_inline222__ssa_v0: pl.Scalar[pl.INDEX] = pool_idx_inline240__ssa_v0 - write_i_inline191__ssa_v0 * 8
        h0_inline243__ssa_v0: pl.Scalar[pl.INDEX] = hb_inline222__ssa_v0 * 64
        pool_kv_tile_inline169__tile: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        pool_score_tile_inline167__tile: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        write_slot_raw_inline165__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline229__ssa_v1, [0, write_i_inline191__ssa_v0])
        if 0 <= pl.cast(write_slot_raw_inline165__tile, pl.INDEX):
            write_pos_inline164__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_pos_map_inline226__ssa_v1, [0, write_i_inline191__ssa_v0])
            for pool_state_i_inline163__idx_v0, (pool_kv_tile_inline169__iter_v1, pool_score_tile_inline167__iter_v1) in pl.range(128, init_values=(pool_kv_tile_inline169__tile, pool_score_tile_inline167__tile)):
                t__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
                pool_kv_tile_inline169__tile_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline169__iter_v1, t__tile, [pool_state_i_inline163__idx_v0, 0])
                t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
                pool_score_tile_inline167__tile_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline167__iter_v1, t__tile_1, [pool_state_i_inline163__idx_v0, 0])
                pool_abs_inline172__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(write_pos_inline164__tile, pl.INDEX) + pool_state_i_inline163__idx_v0 + -127
                pool_state_block_inline175__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pool_abs_inline172__ssa_v0 // 8, pl.INDEX)
                pool_state_intra_inline200__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pool_abs_inline172__ssa_v0 - pool_state_block_inline175__ssa_v0 * 8, pl.INDEX)
                pool_phys_block_raw_inline199__tile: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [pool_state_block_inline175__ssa_v0])
                if 0 <= pl.cast(pool_phys_block_raw_inline199__tile, pl.INDEX):
                    pool_phys_block_inline237__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pool_phys_block_raw_inline199__tile, pl.INDEX)
                    pool_state_row_inline239__ssa_v0: pl.Scalar[pl.INDEX] = pool_phys_block_inline237__ssa_v0 * 8 + pool_state_intra_inline200__ssa_v0
                    t__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline190__phi_v4, [pool_state_row_inline239__ssa_v0, h0_inline243__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    pool_kv_tile_inline169__tile_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline169__tile_1, t__tile_2, [pool_state_i_inline163__idx_v0, 0])
                    t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline190__phi_v4, [pool_state_row_inline239__ssa_v0, h0_inline243__ssa_v0 + 512], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    pool_score_tile_inline167__tile_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline167__tile_1, t__tile_3, [pool_state_i_inline163__idx_v0, 0])
                    pool_kv_tile_inline169__phi_v5, pool_score_tile_inline167__phi_v5 = pl.yield_(pool_kv_tile_inline169__tile_2, pool_score_tile_inline167__tile_2)
                else:
                    pool_kv_tile_inline169__phi_v5, pool_score_tile_inline167__phi_v5 = pl.yield_(pool_kv_tile_inline169__tile_1, pool_score_tile_inline167__tile_1)
                pool_kv_tile_inline169__rv_v2, pool_score_tile_inline167__rv_v2 = pl.yield_(pool_kv_tile_inline169__phi_v5, pool_score_tile_inline167__phi_v5)
            transpose_tmp: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            pool_score_t_inline162__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.transpose(pool_score_tile_inline167__rv_v2, 0, 1, transpose_tmp)
            transpose_tmp_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            pool_kv_t_inline158__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.transpose(pool_kv_tile_inline169__rv_v2, 0, 1, transpose_tmp_1)
            tmp_tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            score_max_inline157__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_max(pool_score_t_inline162__tile, tmp_tile)
            t__tile_4: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_sub(pool_score_t_inline162__tile, score_max_inline157__tile)
            score_exp_inline156__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__tile_4)
            tmp_tile_1: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            score_sum_inline218__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_sum(score_exp_inline156__tile, tmp_tile_1)
            score_prob_inline155__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(score_exp_inline156__tile, score_sum_inline218__tile)
            t__tile_5: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(pool_kv_t_inline158__tile, score_prob_inline155__tile)
            tmp_tile_2: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            pooled_chunk_t_inline154__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_sum(t__tile_5, tmp_tile_2)
            t__tile_6: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(pooled_chunk_t_inline154__tile, [1, 64])
            pooled_kv_pad_inline194__tile: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = pl.tile.store(t__tile_6, [write_i_inline191__ssa_v0, h0_inline243__ssa_v0], pooled_kv_pad_inline194__ssa_v0)
            pooled_kv_pad_inline194__phi_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 16384)] = pl.yield_(pooled_kv_pad_inline194__tile)
        else:
            t__tile_7: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(pooled_kv_pad_inline194__ssa_v0, [write_i_inline191__ssa_v0, h0_inline243__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            pooled_kv_pad_inline194__tile_1: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = pl.tile.store(t__tile_7, [write_i_inline191__ssa_v0, h0_inline243__ssa_v0], pooled_kv_pad_inline194__ssa_v0)
            pooled_kv_pad_inline194__phi_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 16384)] = pl.yield_(pooled_kv_pad_inline194__tile_1)
        return pooled_kv_pad_inline194__phi_v3
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_hca_c128_softmax_pool_spmd(self, write_dst_map_inline229__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)], write_pos_map_inline226__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)], compress_state_block_table__ssa_v0: pl.Tensor[[2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], compress_state_flat_inline190__phi_v4: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], pooled_kv_pad_inline194__ssa_v0: pl.InOut[pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[8, 512], pl.FP32]:
        pooled_kv_pad_inline194__phi_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = self.prefill_hca_c128_softmax_pool(write_dst_map_inline229__ssa_v1, write_pos_map_inline226__ssa_v1, compress_state_block_table__ssa_v0, compress_state_flat_inline190__phi_v4, pooled_kv_pad_inline194__ssa_v0)
        return pooled_kv_pad_inline194__phi_v3
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_hca_c128_state_order_commit(pooled_kv_pad_inline194__phi_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], state_order_fence_inline2__ssa_v0: pl.Out[pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4)]]):
        pool_sample_inline180__tile: pl.Scalar[pl.FP32] = pl.tensor.read(pooled_kv_pad_inline194__phi_v3, [0, 0])
        fence_bit_inline152__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(pool_sample_inline180__tile == pool_sample_inline180__tile, pl.INT32)
        pl.tensor.write(state_order_fence_inline2__ssa_v0, [0], fence_bit_inline152__ssa_v0 * fence_bit_inline152__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_hca_c128_state_scatter_pre(state_order_fence_inline2__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], kv_proj_scratch_inline202__phi_v6: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)], compress_state_flat_inline190__ssa_v0: pl.InOut[pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], score_proj_scratch_inline223__phi_v6: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1048576)], ape__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 262144)]) -> pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        scatter_local_inline182__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        scatter_order_inline234__tile: pl.Scalar[pl.INT32] = pl.tensor.read(state_order_fence_inline2__ssa_v0, [0])
        if 0 <= pl.cast(scatter_order_inline234__tile, pl.INDEX):
            scatter_global_inline176__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + scatter_local_inline182__ssa_v0
            scatter_row_raw_inline204__tile: pl.Scalar[pl.INT64] = pl.tensor.read(state_slot_mapping__ssa_v0, [scatter_global_inline176__ssa_v0])
            if 0 <= scatter_row_raw_inline204__tile:
                scatter_row_inline197__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(scatter_row_raw_inline204__tile, pl.INDEX)
                scatter_pos_inline235__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [scatter_global_inline176__ssa_v0])
                scatter_ape_slot_inline236__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(scatter_pos_inline235__tile, pl.INDEX) % 128, pl.INDEX)
                t__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(kv_proj_scratch_inline202__phi_v6, [scatter_local_inline182__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                compress_state_flat_inline190__tile: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [scatter_row_inline197__ssa_v0, 0], compress_state_flat_inline190__ssa_v0)
                scatter_score_inline238__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(score_proj_scratch_inline223__phi_v6, [scatter_local_inline182__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                scatter_ape_inline242__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [scatter_ape_slot_inline236__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(scatter_score_inline238__tile, scatter_ape_inline242__tile)
                compress_state_flat_inline190__tile_1: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [scatter_row_inline197__ssa_v0, 512], compress_state_flat_inline190__tile)
                compress_state_flat_inline190__phi_v3: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline190__tile_1)
            else:
                compress_state_flat_inline190__phi_v3: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline190__ssa_v0)
            compress_state_flat_inline190__phi_v4: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline190__phi_v3)
        else:
            compress_state_flat_inline190__phi_v4: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline190__ssa_v0)
        return compress_state_flat_inline190__phi_v4
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_hca_c128_state_scatter_pre_spmd(self, state_order_fence_inline2__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], kv_proj_scratch_inline202__phi_v6: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)], compress_state_flat_inline190__ssa_v0: pl.InOut[pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], score_proj_scratch_inline223__phi_v6: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1048576)], ape__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 262144)]) -> pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32]:
        compress_state_flat_inline190__phi_v4: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = self.prefill_hca_c128_state_scatter_pre(state_order_fence_inline2__ssa_v0, tile_base_inline1__idx_v0, state_slot_mapping__ssa_v0, position_ids__ssa_v0, kv_proj_scratch_inline202__phi_v6, compress_state_flat_inline190__ssa_v0, score_proj_scratch_inline223__phi_v6, ape__ssa_v0)
        return compress_state_flat_inline190__phi_v4
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_hca_c128_write_map(write_pos_map_inline226__ssa_v0: pl.InOut[pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)]], write_dst_map_inline229__ssa_v0: pl.InOut[pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)]], tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], cmp_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[1, 8], pl.INT32], pl.Tensor[[1, 8], pl.INT32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        t__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.INT32, value=0)
        t__tile_1: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_5, pl.const(32, pl.INT64), 32), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.INT32, value=-1)
        map_seen_inline210__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(0, pl.INDEX)
        for map_local_inline230__idx_v0, (map_seen_inline210__iter_v1,) in pl.range(tile_rows_inline0__ssa_v0, init_values=(map_seen_inline210__ssa_v0,)):
            map_global_inline231__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + map_local_inline230__idx_v0
            map_slot_raw_inline233__tile: pl.Scalar[pl.INT64] = pl.tensor.read(cmp_slot_mapping__ssa_v0, [map_global_inline231__ssa_v0])
            if 0 <= map_slot_raw_inline233__tile:
                t__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [map_global_inline231__ssa_v0])
                pl.tile.write(t__tile, [0, map_seen_inline210__iter_v1], t__tile_2)
                pl.tile.write(t__tile_1, [0, map_seen_inline210__iter_v1], pl.cast(map_slot_raw_inline233__tile, pl.INT32))
                map_seen_inline210__ssa_v3: pl.Scalar[pl.INDEX] = map_seen_inline210__iter_v1 + 1
                map_seen_inline210__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline210__ssa_v3)
            else:
                map_seen_inline210__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline210__iter_v1)
            map_seen_inline210__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline210__phi_v4)
        write_pos_map_inline226__tile: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)] = pl.tile.store(t__tile, [0, 0], write_pos_map_inline226__ssa_v0)
        write_dst_map_inline229__tile: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)] = pl.tile.store(t__tile_1, [0, 0], write_dst_map_inline229__ssa_v0)
        return write_pos_map_inline226__ssa_v0, write_dst_map_inline229__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def prefill_compressor_ratio128_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], compress_state__ssa_v0: pl.InOut[pl.Tensor[[STATE_BLOCK_NUM_DYN, 8, 1024], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], compress_state_block_table__ssa_v0: pl.Tensor[[2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4194304)], ape__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)], norm_w__ssa_v0: pl.Tensor[[512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 2097152)], cmp_kv__ssa_v0: pl.InOut[pl.Tensor[[CMP_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)], cmp_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)]):
        t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        rope_dup_idx_template_inline8__ssa_v0: pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 2048)] = pl.tensor.create([8, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_swap_idx_template_inline7__ssa_v0: pl.Tensor[[8, 64], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 2048)] = pl.tensor.create([8, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_sign_template_inline6__ssa_v0: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 2048)] = pl.tensor.create([8, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        self.prefill_hca_c128_rope_index_prepare(rope_dup_idx_template_inline8__ssa_v0, rope_swap_idx_template_inline7__ssa_v0, rope_sign_template_inline6__ssa_v0)
        state_order_fence_inline2__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.INT32, layout=pl.TensorLayout.ND, init_value=0.0)
        for tile_base_inline1__idx_v0 in pl.range(0, t_dim_inline9__ssa_v0, 512):
            tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline9__ssa_v0 - tile_base_inline1__idx_v0, 512)
            with pl.scope():
                state_block_num_inline186__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(compress_state__ssa_v0, 0)
                cmp_block_num_inline227__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
                kv_proj_scratch_inline202__ssa_v0: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 1048576)] = pl.tensor.create([512, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                score_proj_scratch_inline223__ssa_v0: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 1048576)] = pl.tensor.create([512, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                compress_state_flat_inline190__ssa_v0: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(compress_state__ssa_v0, [state_block_num_inline186__ssa_v0 * 8, 1024])
                cmp_kv_flat_inline187__ssa_v0: pl.Tensor[[cmp_block_num_inline227__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline227__ssa_v0 * 32, 512])
                pooled_kv_pad_inline194__ssa_v0: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([8, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND, init_value=0.0)
                normed_kv_pad_inline188__ssa_v0: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([8, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                t_dim_inline179__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
                x_flat_inline232__ssa_v0: pl.Tensor[[t_dim_inline179__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(x__ssa_v0, [t_dim_inline179__ssa_v0, 4096])
                proj_full_rows_inline212__ssa_v0: pl.Scalar[pl.INDEX] = tile_rows_inline0__ssa_v0 // 128 * 128
                proj_padded_rows_inline208__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline0__ssa_v0 + 15) // 16 * 16
                if 0 < proj_full_rows_inline212__ssa_v0:
                    ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]] = self.prefill_hca_c128_kv_score_proj_full_spmd(proj_full_rows_inline212__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline232__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline202__ssa_v0, score_proj_scratch_inline223__ssa_v0, attrs={"core_num": 64})
                    kv_proj_scratch_inline202__phi_v2: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0[0]
                    score_proj_scratch_inline223__phi_v2: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0[1]
                    kv_proj_scratch_inline202__phi_v3, score_proj_scratch_inline223__phi_v3 = pl.yield_(kv_proj_scratch_inline202__phi_v2, score_proj_scratch_inline223__phi_v2)
                else:
                    kv_proj_scratch_inline202__phi_v3, score_proj_scratch_inline223__phi_v3 = pl.yield_(kv_proj_scratch_inline202__ssa_v0, score_proj_scratch_inline223__ssa_v0)
                if proj_full_rows_inline212__ssa_v0 < proj_padded_rows_inline208__ssa_v0:
                    ret__tmp_v0_1: pl.Tuple[pl.Tensor[[512, 512], pl.FP32], pl.Tensor[[512, 512], pl.FP32]] = self.prefill_hca_c128_kv_score_proj_tail_spmd(proj_full_rows_inline212__ssa_v0, proj_padded_rows_inline208__ssa_v0, tile_rows_inline0__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline232__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline202__phi_v3, score_proj_scratch_inline223__phi_v3, attrs={"core_num": 128})
                    kv_proj_scratch_inline202__phi_v5: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0_1[0]
                    score_proj_scratch_inline223__phi_v5: pl.Tensor[[512, 512], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0_1[1]
                    kv_proj_scratch_inline202__phi_v6, score_proj_scratch_inline223__phi_v6 = pl.yield_(kv_proj_scratch_inline202__phi_v5, score_proj_scratch_inline223__phi_v5)
                else:
                    kv_proj_scratch_inline202__phi_v6, score_proj_scratch_inline223__phi_v6 = pl.yield_(kv_proj_scratch_inline202__phi_v3, score_proj_scratch_inline223__phi_v3)
                write_pos_map_inline226__ssa_v0: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 32)] = pl.tensor.create([1, 8], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                write_dst_map_inline229__ssa_v0: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 32)] = pl.tensor.create([1, 8], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                ret__tmp_v0_2: pl.Tuple[pl.Tensor[[1, 8], pl.INT32], pl.Tensor[[1, 8], pl.INT32]] = self.prefill_hca_c128_write_map(write_pos_map_inline226__ssa_v0, write_dst_map_inline229__ssa_v0, tile_rows_inline0__ssa_v0, tile_base_inline1__idx_v0, cmp_slot_mapping__ssa_v0, position_ids__ssa_v0)
                write_pos_map_inline226__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 32)] = ret__tmp_v0_2[0]
                write_dst_map_inline229__ssa_v1: pl.Tensor[[1, 8], pl.INT32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 32)] = ret__tmp_v0_2[1]
                ret__tmp_v0_3: pl.Tuple[pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.prefill_hca_c128_state_scatter_pre_spmd, state_order_fence_inline2__ssa_v0, tile_base_inline1__idx_v0, state_slot_mapping__ssa_v0, position_ids__ssa_v0, kv_proj_scratch_inline202__phi_v6, compress_state_flat_inline190__ssa_v0, score_proj_scratch_inline223__phi_v6, ape__ssa_v0, core_num=tile_rows_inline0__ssa_v0)
                compress_state_flat_inline190__phi_v4: pl.Tensor[[state_block_num_inline186__ssa_v0 * pl.const(8, pl.INDEX), 1024], pl.FP32, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_3[0]
                _scatter_tid_inline205__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[1]
                pooled_kv_pad_inline194__phi_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 16384)] = self.prefill_hca_c128_softmax_pool_spmd(write_dst_map_inline229__ssa_v1, write_pos_map_inline226__ssa_v1, compress_state_block_table__ssa_v0, compress_state_flat_inline190__phi_v4, pooled_kv_pad_inline194__ssa_v0, attrs={"core_num": 32})
                self.prefill_hca_c128_state_order_commit(pooled_kv_pad_inline194__phi_v3, state_order_fence_inline2__ssa_v0)
                norm_w_2d_inline151__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)] = pl.tensor.reshape(norm_w__ssa_v0, [1, 512])
                normed_kv_pad_inline188__ssa_v4: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 16384)] = self.prefill_hca_c128_rmsnorm_rope_spmd(write_dst_map_inline229__ssa_v1, write_pos_map_inline226__ssa_v1, freqs_cos__ssa_v0, freqs_sin__ssa_v0, pooled_kv_pad_inline194__phi_v3, normed_kv_pad_inline188__ssa_v0, norm_w_2d_inline151__ssa_v0, rope_dup_idx_template_inline8__ssa_v0, rope_swap_idx_template_inline7__ssa_v0, rope_sign_template_inline6__ssa_v0, attrs={"core_num": 1})
                self.prefill_hca_c128_kv_finalize(cmp_kv_flat_inline187__ssa_v0, write_dst_map_inline229__ssa_v1, normed_kv_pad_inline188__ssa_v4)
        return cmp_kv__ssa_v0, compress_state__ssa_v0