# pypto.program: _jit_prefill_compressor_ratio4_test
import pypto.language as pl

CMP_BLOCK_NUM_DYN = pl.dynamic("CMP_BLOCK_NUM_DYN")
STATE_BLOCK_NUM_DYN = pl.dynamic("STATE_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_prefill_compressor_ratio4_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_c4_cache_write(cmp_kv_flat_inline198__ssa_v0: pl.Out[pl.Tensor[[cmp_block_num_inline194__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], write_dst_map_inline174__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], normed_kv_inline199__ssa_v4: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]):
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        t__tmp_v51: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        final_base_v1_inline155__ssa_v0: pl.Scalar[pl.INDEX] = t__tmp_v51 * 16
        for final_dt_inline127__idx_v0, (cmp_kv_flat_inline198__iter_v1,) in pl.range(16, init_values=(cmp_kv_flat_inline198__ssa_v0,)):
            final_i_inline164__ssa_v1: pl.Scalar[pl.INDEX] = final_base_v1_inline155__ssa_v0 + final_dt_inline127__idx_v0
            dst_row_raw_inline173__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline174__ssa_v1, [0, final_i_inline164__ssa_v1])
            if 0 <= pl.cast(dst_row_raw_inline173__tile, pl.INDEX):
                dst_row_inline227__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(dst_row_raw_inline173__tile, pl.INDEX)
                t__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(normed_kv_inline199__ssa_v4, [final_i_inline164__ssa_v1, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.BF16, mode='rint')
                cmp_kv_flat_inline198__tile: pl.Tensor[[cmp_block_num_inline194__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [dst_row_inline227__ssa_v0, 0], cmp_kv_flat_inline198__iter_v1)
                cmp_kv_flat_inline198__phi_v4: pl.Tensor[[cmp_block_num_inline194__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_kv_flat_inline198__tile)
            else:
                cmp_kv_flat_inline198__phi_v4: pl.Tensor[[cmp_block_num_inline194__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_kv_flat_inline198__iter_v1)
            cmp_kv_flat_inline198__rv_v2: pl.Tensor[[cmp_block_num_inline194__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(cmp_kv_flat_inline198__phi_v4)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_c4_cache_write_spmd(self, cmp_kv_flat_inline198__ssa_v0: pl.Out[pl.Tensor[[cmp_block_num_inline194__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], write_dst_map_inline174__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], normed_kv_inline199__ssa_v4: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]):
        self.prefill_c4_cache_write(cmp_kv_flat_inline198__ssa_v0, write_dst_map_inline174__ssa_v1, normed_kv_inline199__ssa_v4)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_c4_kv_score_proj_full(proj_full_rows_inline188__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline236__ssa_v0: pl.Tensor[[t_dim_inline177__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wgate__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)], kv_proj_scratch_inline186__ssa_v0: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)]], score_proj_scratch_inline197__ssa_v0: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)]]) -> tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]]:
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
        proj_idx_inline212__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        proj_n_inline181__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline212__ssa_v0 // 4
        proj_row_block_inline175__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline212__ssa_v0 - proj_n_inline181__ssa_v0 * 4
        o0_inline166__ssa_v0: pl.Scalar[pl.INDEX] = proj_n_inline181__ssa_v0 * 64
        local_t0_inline179__ssa_v0: pl.Scalar[pl.INDEX] = proj_row_block_inline175__ssa_v0 * 128
        if local_t0_inline179__ssa_v0 < proj_full_rows_inline188__ssa_v0:
            global_t0_inline163__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + local_t0_inline179__ssa_v0
            kv_acc_inline187__tile: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            score_acc_inline192__tile: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for kb_inline235__idx_v0, (kv_acc_inline187__iter_v1, score_acc_inline192__iter_v1) in pl.range(0, 8, 2, init_values=(kv_acc_inline187__tile, score_acc_inline192__tile)):
                k0_inline172__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline235__idx_v0 * 512
                k0_inline172__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline235__idx_v0 + 1) * 512
                x_tile_inline168__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(262144, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(x_flat_inline236__ssa_v0, [global_t0_inline163__ssa_v0, k0_inline172__ssa_v0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                wkv_tile_inline167__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(393216, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline166__ssa_v0, k0_inline172__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tile_inline207__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(458752, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline166__ssa_v0, k0_inline172__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                x_tile_inline168__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(x_flat_inline236__ssa_v0, [global_t0_inline163__ssa_v0, k0_inline172__ssa_v0_1], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                wkv_tile_inline167__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline166__ssa_v0, k0_inline172__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tile_inline207__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline166__ssa_v0, k0_inline172__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                if k0_inline172__ssa_v0 == 0:
                    wkv_tile_inline167__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(393216, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline167__tile)
                    kv_acc_inline187__tile_l0_init: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for kv_acc_inline187__tile_l0_ko, (kv_acc_inline187__tile_l0_c,) in pl.range(0, 512, 256, init_values=(kv_acc_inline187__tile_l0_init,)):
                        kv_acc_inline187__tile_l0_a: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, kv_acc_inline187__tile_l0_ko, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t, kv_acc_inline187__tile_l0_ko, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline187__tile_l0_a_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, kv_acc_inline187__tile_l0_ko + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b_1: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t, kv_acc_inline187__tile_l0_ko + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if kv_acc_inline187__tile_l0_ko == 0:
                            kv_acc_inline187__tile_l0_c_first: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline187__tile_l0_a, kv_acc_inline187__tile_l0_b)
                            kv_acc_inline187__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_first)
                        else:
                            kv_acc_inline187__tile_l0_c_acc: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c, kv_acc_inline187__tile_l0_a, kv_acc_inline187__tile_l0_b)
                            kv_acc_inline187__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_acc)
                        if kv_acc_inline187__tile_l0_ko + 128 == 0:
                            kv_acc_inline187__tile_l0_c_first_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline187__tile_l0_a_1, kv_acc_inline187__tile_l0_b_1)
                            kv_acc_inline187__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_first_1)
                        else:
                            kv_acc_inline187__tile_l0_c_acc_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c_phi, kv_acc_inline187__tile_l0_a_1, kv_acc_inline187__tile_l0_b_1)
                            kv_acc_inline187__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_acc_1)
                        kv_acc_inline187__tile_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_phi_1)
                    wgate_tile_inline207__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(458752, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline207__tile)
                    score_acc_inline192__tile_l0_init: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for score_acc_inline192__tile_l0_ko, (score_acc_inline192__tile_l0_c,) in pl.range(0, 512, 256, init_values=(score_acc_inline192__tile_l0_init,)):
                        score_acc_inline192__tile_l0_a: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, score_acc_inline192__tile_l0_ko, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t, score_acc_inline192__tile_l0_ko, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline192__tile_l0_a_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, score_acc_inline192__tile_l0_ko + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b_1: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t, score_acc_inline192__tile_l0_ko + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if score_acc_inline192__tile_l0_ko == 0:
                            score_acc_inline192__tile_l0_c_first: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline192__tile_l0_a, score_acc_inline192__tile_l0_b)
                            score_acc_inline192__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_first)
                        else:
                            score_acc_inline192__tile_l0_c_acc: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c, score_acc_inline192__tile_l0_a, score_acc_inline192__tile_l0_b)
                            score_acc_inline192__tile_l0_c_phi: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_acc)
                        if score_acc_inline192__tile_l0_ko + 128 == 0:
                            score_acc_inline192__tile_l0_c_first_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline192__tile_l0_a_1, score_acc_inline192__tile_l0_b_1)
                            score_acc_inline192__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_first_1)
                        else:
                            score_acc_inline192__tile_l0_c_acc_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c_phi, score_acc_inline192__tile_l0_a_1, score_acc_inline192__tile_l0_b_1)
                            score_acc_inline192__tile_l0_c_phi_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_acc_1)
                        score_acc_inline192__tile_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_phi_1)
                    kv_acc_inline187__phi_v5, score_acc_inline192__phi_v5 = pl.yield_(kv_acc_inline187__tile_1, score_acc_inline192__tile_1)
                else:
                    wkv_tile_inline167__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(393216, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline167__tile)
                    for kv_acc_inline187__tile_l0_ko_1, (kv_acc_inline187__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(kv_acc_inline187__iter_v1,)):
                        kv_acc_inline187__tile_l0_a_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, kv_acc_inline187__tile_l0_ko_1, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b_2: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t_1, kv_acc_inline187__tile_l0_ko_1, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline187__tile_l0_a_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, kv_acc_inline187__tile_l0_ko_1 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b_3: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t_1, kv_acc_inline187__tile_l0_ko_1 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline187__tile_l0_c_acc_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c_1, kv_acc_inline187__tile_l0_a_2, kv_acc_inline187__tile_l0_b_2)
                        kv_acc_inline187__tile_l0_c_acc_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c_acc_2, kv_acc_inline187__tile_l0_a_3, kv_acc_inline187__tile_l0_b_3)
                        kv_acc_inline187__tile_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_acc_3)
                    wgate_tile_inline207__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(458752, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline207__tile)
                    for score_acc_inline192__tile_l0_ko_1, (score_acc_inline192__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(score_acc_inline192__iter_v1,)):
                        score_acc_inline192__tile_l0_a_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, score_acc_inline192__tile_l0_ko_1, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b_2: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t_1, score_acc_inline192__tile_l0_ko_1, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline192__tile_l0_a_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile, 0, score_acc_inline192__tile_l0_ko_1 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b_3: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t_1, score_acc_inline192__tile_l0_ko_1 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline192__tile_l0_c_acc_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c_1, score_acc_inline192__tile_l0_a_2, score_acc_inline192__tile_l0_b_2)
                        score_acc_inline192__tile_l0_c_acc_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c_acc_2, score_acc_inline192__tile_l0_a_3, score_acc_inline192__tile_l0_b_3)
                        score_acc_inline192__tile_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_acc_3)
                    kv_acc_inline187__phi_v5, score_acc_inline192__phi_v5 = pl.yield_(kv_acc_inline187__tile_2, score_acc_inline192__tile_2)
                if k0_inline172__ssa_v0_1 == 0:
                    wkv_tile_inline167__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline167__tile_1)
                    kv_acc_inline187__tile_l0_init_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for kv_acc_inline187__tile_l0_ko_2, (kv_acc_inline187__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(kv_acc_inline187__tile_l0_init_1,)):
                        kv_acc_inline187__tile_l0_a_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, kv_acc_inline187__tile_l0_ko_2, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b_4: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t_2, kv_acc_inline187__tile_l0_ko_2, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline187__tile_l0_a_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, kv_acc_inline187__tile_l0_ko_2 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b_5: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t_2, kv_acc_inline187__tile_l0_ko_2 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if kv_acc_inline187__tile_l0_ko_2 == 0:
                            kv_acc_inline187__tile_l0_c_first_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline187__tile_l0_a_4, kv_acc_inline187__tile_l0_b_4)
                            kv_acc_inline187__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_first_2)
                        else:
                            kv_acc_inline187__tile_l0_c_acc_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c_2, kv_acc_inline187__tile_l0_a_4, kv_acc_inline187__tile_l0_b_4)
                            kv_acc_inline187__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_acc_4)
                        if kv_acc_inline187__tile_l0_ko_2 + 128 == 0:
                            kv_acc_inline187__tile_l0_c_first_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(kv_acc_inline187__tile_l0_a_5, kv_acc_inline187__tile_l0_b_5)
                            kv_acc_inline187__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_first_3)
                        else:
                            kv_acc_inline187__tile_l0_c_acc_5: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c_phi_2, kv_acc_inline187__tile_l0_a_5, kv_acc_inline187__tile_l0_b_5)
                            kv_acc_inline187__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_acc_5)
                        kv_acc_inline187__tile_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_phi_3)
                    wgate_tile_inline207__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline207__tile_1)
                    score_acc_inline192__tile_l0_init_1: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([128, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    for score_acc_inline192__tile_l0_ko_2, (score_acc_inline192__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(score_acc_inline192__tile_l0_init_1,)):
                        score_acc_inline192__tile_l0_a_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, score_acc_inline192__tile_l0_ko_2, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b_4: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t_2, score_acc_inline192__tile_l0_ko_2, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline192__tile_l0_a_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, score_acc_inline192__tile_l0_ko_2 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b_5: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t_2, score_acc_inline192__tile_l0_ko_2 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        if score_acc_inline192__tile_l0_ko_2 == 0:
                            score_acc_inline192__tile_l0_c_first_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline192__tile_l0_a_4, score_acc_inline192__tile_l0_b_4)
                            score_acc_inline192__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_first_2)
                        else:
                            score_acc_inline192__tile_l0_c_acc_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c_2, score_acc_inline192__tile_l0_a_4, score_acc_inline192__tile_l0_b_4)
                            score_acc_inline192__tile_l0_c_phi_2: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_acc_4)
                        if score_acc_inline192__tile_l0_ko_2 + 128 == 0:
                            score_acc_inline192__tile_l0_c_first_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(score_acc_inline192__tile_l0_a_5, score_acc_inline192__tile_l0_b_5)
                            score_acc_inline192__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_first_3)
                        else:
                            score_acc_inline192__tile_l0_c_acc_5: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c_phi_2, score_acc_inline192__tile_l0_a_5, score_acc_inline192__tile_l0_b_5)
                            score_acc_inline192__tile_l0_c_phi_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_acc_5)
                        score_acc_inline192__tile_3: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_phi_3)
                    kv_acc_inline187__phi_v5_1, score_acc_inline192__phi_v5_1 = pl.yield_(kv_acc_inline187__tile_3, score_acc_inline192__tile_3)
                else:
                    wkv_tile_inline167__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline167__tile_1)
                    for kv_acc_inline187__tile_l0_ko_3, (kv_acc_inline187__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(kv_acc_inline187__phi_v5,)):
                        kv_acc_inline187__tile_l0_a_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, kv_acc_inline187__tile_l0_ko_3, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b_6: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t_3, kv_acc_inline187__tile_l0_ko_3, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline187__tile_l0_a_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, kv_acc_inline187__tile_l0_ko_3 + 128, [128, 128], target_memory=pl.Mem.Left)
                        kv_acc_inline187__tile_l0_b_7: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline167__tile_t_3, kv_acc_inline187__tile_l0_ko_3 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        kv_acc_inline187__tile_l0_c_acc_6: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c_3, kv_acc_inline187__tile_l0_a_6, kv_acc_inline187__tile_l0_b_6)
                        kv_acc_inline187__tile_l0_c_acc_7: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline187__tile_l0_c_acc_6, kv_acc_inline187__tile_l0_a_7, kv_acc_inline187__tile_l0_b_7)
                        kv_acc_inline187__tile_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(kv_acc_inline187__tile_l0_c_acc_7)
                    wgate_tile_inline207__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline207__tile_1)
                    for score_acc_inline192__tile_l0_ko_3, (score_acc_inline192__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(score_acc_inline192__phi_v5,)):
                        score_acc_inline192__tile_l0_a_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, score_acc_inline192__tile_l0_ko_3, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b_6: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_47, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t_3, score_acc_inline192__tile_l0_ko_3, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline192__tile_l0_a_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_left_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_tile_inline168__tile_1, 0, score_acc_inline192__tile_l0_ko_3 + 128, [128, 128], target_memory=pl.Mem.Left)
                        score_acc_inline192__tile_l0_b_7: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_49, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline207__tile_t_3, score_acc_inline192__tile_l0_ko_3 + 128, 0, [128, 64], target_memory=pl.Mem.Right)
                        score_acc_inline192__tile_l0_c_acc_6: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c_3, score_acc_inline192__tile_l0_a_6, score_acc_inline192__tile_l0_b_6)
                        score_acc_inline192__tile_l0_c_acc_7: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline192__tile_l0_c_acc_6, score_acc_inline192__tile_l0_a_7, score_acc_inline192__tile_l0_b_7)
                        score_acc_inline192__tile_4: pl.Tile[[128, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(score_acc_inline192__tile_l0_c_acc_7)
                    kv_acc_inline187__phi_v5_1, score_acc_inline192__phi_v5_1 = pl.yield_(kv_acc_inline187__tile_4, score_acc_inline192__tile_4)
                kv_acc_inline187__rv_v2, score_acc_inline192__rv_v2 = pl.yield_(kv_acc_inline187__phi_v5_1, score_acc_inline192__phi_v5_1)
            kv_proj_scratch_inline186__tile: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(kv_acc_inline187__rv_v2, [local_t0_inline179__ssa_v0, o0_inline166__ssa_v0], kv_proj_scratch_inline186__ssa_v0)
            score_proj_scratch_inline197__tile: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(score_acc_inline192__rv_v2, [local_t0_inline179__ssa_v0, o0_inline166__ssa_v0], score_proj_scratch_inline197__ssa_v0)
            kv_proj_scratch_inline186__phi_v2, score_proj_scratch_inline197__phi_v2 = pl.yield_(kv_proj_scratch_inline186__tile, score_proj_scratch_inline197__tile)
        else:
            kv_proj_scratch_inline186__phi_v2, score_proj_scratch_inline197__phi_v2 = pl.yield_(kv_proj_scratch_inline186__ssa_v0, score_proj_scratch_inline197__ssa_v0)
        return kv_proj_scratch_inline186__phi_v2, score_proj_scratch_inline197__phi_v2
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_c4_kv_score_proj_full_spmd(self, proj_full_rows_inline188__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline236__ssa_v0: pl.Tensor[[t_dim_inline177__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wgate__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)], kv_proj_scratch_inline186__ssa_v0: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)]], score_proj_scratch_inline197__ssa_v0: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)]]) -> tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]] = self.prefill_c4_kv_score_proj_full(proj_full_rows_inline188__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline236__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline186__ssa_v0, score_proj_scratch_inline197__ssa_v0)
        kv_proj_scratch_inline186__phi_v2: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[0]
        score_proj_scratch_inline197__phi_v2: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[1]
        return kv_proj_scratch_inline186__phi_v2, score_proj_scratch_inline197__phi_v2
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def prefill_c4_kv_score_proj_tail(proj_full_rows_inline188__ssa_v0: pl.Scalar[pl.INDEX], proj_padded_rows_inline205__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline236__ssa_v0: pl.Tensor[[t_dim_inline177__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wgate__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)], kv_proj_scratch_inline186__phi_v3: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)]], score_proj_scratch_inline197__phi_v3: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)]]) -> tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]]:
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
        tail_idx_inline171__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tail_n_inline200__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline171__ssa_v0 // 8
        tail_row_block_inline178__ssa_v0: pl.Scalar[pl.INDEX] = tail_idx_inline171__ssa_v0 - tail_n_inline200__ssa_v0 * 8
        tail_o0_inline203__ssa_v0: pl.Scalar[pl.INDEX] = tail_n_inline200__ssa_v0 * 64
        tail_t0_inline183__ssa_v0: pl.Scalar[pl.INDEX] = proj_full_rows_inline188__ssa_v0 + tail_row_block_inline178__ssa_v0 * 16
        if tail_t0_inline183__ssa_v0 < proj_padded_rows_inline205__ssa_v0:
            tail_valid_rows_inline214__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline0__ssa_v0 - tail_t0_inline183__ssa_v0, 16)
            tail_global_t0_inline216__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + tail_t0_inline183__ssa_v0
            kv_tail_acc_inline218__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            score_tail_acc_inline219__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            for tail_kb_inline224__idx_v0, (kv_tail_acc_inline218__iter_v1, score_tail_acc_inline219__iter_v1) in pl.range(0, 8, 2, init_values=(kv_tail_acc_inline218__tile, score_tail_acc_inline219__tile)):
                tail_k0_inline226__ssa_v0: pl.Scalar[pl.INDEX] = tail_kb_inline224__idx_v0 * 512
                tail_k0_inline226__ssa_v0_1: pl.Scalar[pl.INDEX] = (tail_kb_inline224__idx_v0 + 1) * 512
                x_tail_inline221__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 512])] = pl.tile.load(x_flat_inline236__ssa_v0, [tail_global_t0_inline216__ssa_v0, tail_k0_inline226__ssa_v0], [16, 512], [tail_valid_rows_inline214__ssa_v0, 512], target_memory=pl.Mem.Mat)
                wkv_tail_inline230__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline226__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tail_inline193__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline226__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                x_tail_inline221__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 512])] = pl.tile.load(x_flat_inline236__ssa_v0, [tail_global_t0_inline216__ssa_v0, tail_k0_inline226__ssa_v0_1], [16, 512], [tail_valid_rows_inline214__ssa_v0, 512], target_memory=pl.Mem.Mat)
                wkv_tail_inline230__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline226__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                wgate_tail_inline193__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [tail_o0_inline203__ssa_v0, tail_k0_inline226__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
                if tail_k0_inline226__ssa_v0 == 0:
                    wkv_tail_inline230__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline230__tile)
                    kv_tail_acc_inline218__tile_l0_init_storage: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    kv_tail_acc_inline218__tile_l0_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.set_validshape(kv_tail_acc_inline218__tile_l0_init_storage, tail_valid_rows_inline214__ssa_v0, 64)
                    for kv_tail_acc_inline218__tile_l0_ko, (kv_tail_acc_inline218__tile_l0_c,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline218__tile_l0_init,)):
                        kv_tail_acc_inline218__tile_l0_a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, kv_tail_acc_inline218__tile_l0_ko, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t, kv_tail_acc_inline218__tile_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline218__tile_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, kv_tail_acc_inline218__tile_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t, kv_tail_acc_inline218__tile_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if kv_tail_acc_inline218__tile_l0_ko == 0:
                            kv_tail_acc_inline218__tile_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline218__tile_l0_a, kv_tail_acc_inline218__tile_l0_b)
                            kv_tail_acc_inline218__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_first)
                        else:
                            kv_tail_acc_inline218__tile_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c, kv_tail_acc_inline218__tile_l0_a, kv_tail_acc_inline218__tile_l0_b)
                            kv_tail_acc_inline218__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_acc)
                        if kv_tail_acc_inline218__tile_l0_ko + 256 == 0:
                            kv_tail_acc_inline218__tile_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline218__tile_l0_a_1, kv_tail_acc_inline218__tile_l0_b_1)
                            kv_tail_acc_inline218__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_first_1)
                        else:
                            kv_tail_acc_inline218__tile_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c_phi, kv_tail_acc_inline218__tile_l0_a_1, kv_tail_acc_inline218__tile_l0_b_1)
                            kv_tail_acc_inline218__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_acc_1)
                        kv_tail_acc_inline218__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_phi_1)
                    wgate_tail_inline193__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline193__tile)
                    score_tail_acc_inline219__tile_l0_init_storage: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    score_tail_acc_inline219__tile_l0_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.set_validshape(score_tail_acc_inline219__tile_l0_init_storage, tail_valid_rows_inline214__ssa_v0, 64)
                    for score_tail_acc_inline219__tile_l0_ko, (score_tail_acc_inline219__tile_l0_c,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline219__tile_l0_init,)):
                        score_tail_acc_inline219__tile_l0_a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, score_tail_acc_inline219__tile_l0_ko, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t, score_tail_acc_inline219__tile_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline219__tile_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, score_tail_acc_inline219__tile_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t, score_tail_acc_inline219__tile_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if score_tail_acc_inline219__tile_l0_ko == 0:
                            score_tail_acc_inline219__tile_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline219__tile_l0_a, score_tail_acc_inline219__tile_l0_b)
                            score_tail_acc_inline219__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_first)
                        else:
                            score_tail_acc_inline219__tile_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c, score_tail_acc_inline219__tile_l0_a, score_tail_acc_inline219__tile_l0_b)
                            score_tail_acc_inline219__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_acc)
                        if score_tail_acc_inline219__tile_l0_ko + 256 == 0:
                            score_tail_acc_inline219__tile_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline219__tile_l0_a_1, score_tail_acc_inline219__tile_l0_b_1)
                            score_tail_acc_inline219__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_first_1)
                        else:
                            score_tail_acc_inline219__tile_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c_phi, score_tail_acc_inline219__tile_l0_a_1, score_tail_acc_inline219__tile_l0_b_1)
                            score_tail_acc_inline219__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_acc_1)
                        score_tail_acc_inline219__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.yield_(score_tail_acc_inline219__tile_l0_c_phi_1)
                    kv_tail_acc_inline218__phi_v5, score_tail_acc_inline219__phi_v5 = pl.yield_(kv_tail_acc_inline218__tile_1, score_tail_acc_inline219__tile_1)
                else:
                    wkv_tail_inline230__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline230__tile)
                    for kv_tail_acc_inline218__tile_l0_ko_1, (kv_tail_acc_inline218__tile_l0_c_1,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline218__iter_v1,)):
                        kv_tail_acc_inline218__tile_l0_a_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, kv_tail_acc_inline218__tile_l0_ko_1, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t_1, kv_tail_acc_inline218__tile_l0_ko_1, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline218__tile_l0_a_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, kv_tail_acc_inline218__tile_l0_ko_1 + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t_1, kv_tail_acc_inline218__tile_l0_ko_1 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline218__tile_l0_c_acc_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c_1, kv_tail_acc_inline218__tile_l0_a_2, kv_tail_acc_inline218__tile_l0_b_2)
                        kv_tail_acc_inline218__tile_l0_c_acc_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c_acc_2, kv_tail_acc_inline218__tile_l0_a_3, kv_tail_acc_inline218__tile_l0_b_3)
                        kv_tail_acc_inline218__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_acc_3)
                    wgate_tail_inline193__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline193__tile)
                    for score_tail_acc_inline219__tile_l0_ko_1, (score_tail_acc_inline219__tile_l0_c_1,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline219__iter_v1,)):
                        score_tail_acc_inline219__tile_l0_a_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, score_tail_acc_inline219__tile_l0_ko_1, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t_1, score_tail_acc_inline219__tile_l0_ko_1, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline219__tile_l0_a_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile, 0, score_tail_acc_inline219__tile_l0_ko_1 + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t_1, score_tail_acc_inline219__tile_l0_ko_1 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline219__tile_l0_c_acc_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c_1, score_tail_acc_inline219__tile_l0_a_2, score_tail_acc_inline219__tile_l0_b_2)
                        score_tail_acc_inline219__tile_l0_c_acc_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c_acc_2, score_tail_acc_inline219__tile_l0_a_3, score_tail_acc_inline219__tile_l0_b_3)
                        score_tail_acc_inline219__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(score_tail_acc_inline219__tile_l0_c_acc_3)
                    kv_tail_acc_inline218__phi_v5, score_tail_acc_inline219__phi_v5 = pl.yield_(kv_tail_acc_inline218__tile_2, score_tail_acc_inline219__tile_2)
                if tail_k0_inline226__ssa_v0_1 == 0:
                    wkv_tail_inline230__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline230__tile_1)
                    kv_tail_acc_inline218__tile_l0_init_storage_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    kv_tail_acc_inline218__tile_l0_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.set_validshape(kv_tail_acc_inline218__tile_l0_init_storage_1, tail_valid_rows_inline214__ssa_v0, 64)
                    for kv_tail_acc_inline218__tile_l0_ko_2, (kv_tail_acc_inline218__tile_l0_c_2,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline218__tile_l0_init_1,)):
                        kv_tail_acc_inline218__tile_l0_a_4: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, kv_tail_acc_inline218__tile_l0_ko_2, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b_4: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t_2, kv_tail_acc_inline218__tile_l0_ko_2, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline218__tile_l0_a_5: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, kv_tail_acc_inline218__tile_l0_ko_2 + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b_5: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t_2, kv_tail_acc_inline218__tile_l0_ko_2 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if kv_tail_acc_inline218__tile_l0_ko_2 == 0:
                            kv_tail_acc_inline218__tile_l0_c_first_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline218__tile_l0_a_4, kv_tail_acc_inline218__tile_l0_b_4)
                            kv_tail_acc_inline218__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_first_2)
                        else:
                            kv_tail_acc_inline218__tile_l0_c_acc_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c_2, kv_tail_acc_inline218__tile_l0_a_4, kv_tail_acc_inline218__tile_l0_b_4)
                            kv_tail_acc_inline218__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_acc_4)
                        if kv_tail_acc_inline218__tile_l0_ko_2 + 256 == 0:
                            kv_tail_acc_inline218__tile_l0_c_first_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_tail_acc_inline218__tile_l0_a_5, kv_tail_acc_inline218__tile_l0_b_5)
                            kv_tail_acc_inline218__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_first_3)
                        else:
                            kv_tail_acc_inline218__tile_l0_c_acc_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c_phi_2, kv_tail_acc_inline218__tile_l0_a_5, kv_tail_acc_inline218__tile_l0_b_5)
                            kv_tail_acc_inline218__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_acc_5)
                        kv_tail_acc_inline218__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_phi_3)
                    wgate_tail_inline193__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline193__tile_1)
                    score_tail_acc_inline219__tile_l0_init_storage_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                    score_tail_acc_inline219__tile_l0_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.set_validshape(score_tail_acc_inline219__tile_l0_init_storage_1, tail_valid_rows_inline214__ssa_v0, 64)
                    for score_tail_acc_inline219__tile_l0_ko_2, (score_tail_acc_inline219__tile_l0_c_2,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline219__tile_l0_init_1,)):
                        score_tail_acc_inline219__tile_l0_a_4: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, score_tail_acc_inline219__tile_l0_ko_2, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b_4: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t_2, score_tail_acc_inline219__tile_l0_ko_2, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline219__tile_l0_a_5: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, score_tail_acc_inline219__tile_l0_ko_2 + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b_5: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t_2, score_tail_acc_inline219__tile_l0_ko_2 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        if score_tail_acc_inline219__tile_l0_ko_2 == 0:
                            score_tail_acc_inline219__tile_l0_c_first_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline219__tile_l0_a_4, score_tail_acc_inline219__tile_l0_b_4)
                            score_tail_acc_inline219__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_first_2)
                        else:
                            score_tail_acc_inline219__tile_l0_c_acc_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c_2, score_tail_acc_inline219__tile_l0_a_4, score_tail_acc_inline219__tile_l0_b_4)
                            score_tail_acc_inline219__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_acc_4)
                        if score_tail_acc_inline219__tile_l0_ko_2 + 256 == 0:
                            score_tail_acc_inline219__tile_l0_c_first_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_tail_acc_inline219__tile_l0_a_5, score_tail_acc_inline219__tile_l0_b_5)
                            score_tail_acc_inline219__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_first_3)
                        else:
                            score_tail_acc_inline219__tile_l0_c_acc_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c_phi_2, score_tail_acc_inline219__tile_l0_a_5, score_tail_acc_inline219__tile_l0_b_5)
                            score_tail_acc_inline219__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_tail_acc_inline219__tile_l0_c_acc_5)
                        score_tail_acc_inline219__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[tail_valid_rows_inline214__ssa_v0, 64])] = pl.yield_(score_tail_acc_inline219__tile_l0_c_phi_3)
                    kv_tail_acc_inline218__phi_v5_1, score_tail_acc_inline219__phi_v5_1 = pl.yield_(kv_tail_acc_inline218__tile_3, score_tail_acc_inline219__tile_3)
                else:
                    wkv_tail_inline230__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tail_inline230__tile_1)
                    for kv_tail_acc_inline218__tile_l0_ko_3, (kv_tail_acc_inline218__tile_l0_c_3,) in pl.range(0, 512, 512, init_values=(kv_tail_acc_inline218__phi_v5,)):
                        kv_tail_acc_inline218__tile_l0_a_6: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, kv_tail_acc_inline218__tile_l0_ko_3, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b_6: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t_3, kv_tail_acc_inline218__tile_l0_ko_3, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline218__tile_l0_a_7: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, kv_tail_acc_inline218__tile_l0_ko_3 + 256, [16, 256], target_memory=pl.Mem.Left)
                        kv_tail_acc_inline218__tile_l0_b_7: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tail_inline230__tile_t_3, kv_tail_acc_inline218__tile_l0_ko_3 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        kv_tail_acc_inline218__tile_l0_c_acc_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c_3, kv_tail_acc_inline218__tile_l0_a_6, kv_tail_acc_inline218__tile_l0_b_6)
                        kv_tail_acc_inline218__tile_l0_c_acc_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_tail_acc_inline218__tile_l0_c_acc_6, kv_tail_acc_inline218__tile_l0_a_7, kv_tail_acc_inline218__tile_l0_b_7)
                        kv_tail_acc_inline218__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(kv_tail_acc_inline218__tile_l0_c_acc_7)
                    wgate_tail_inline193__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tail_inline193__tile_1)
                    for score_tail_acc_inline219__tile_l0_ko_3, (score_tail_acc_inline219__tile_l0_c_3,) in pl.range(0, 512, 512, init_values=(score_tail_acc_inline219__phi_v5,)):
                        score_tail_acc_inline219__tile_l0_a_6: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, score_tail_acc_inline219__tile_l0_ko_3, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b_6: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t_3, score_tail_acc_inline219__tile_l0_ko_3, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline219__tile_l0_a_7: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(tail_valid_rows_inline214__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tail_inline221__tile_1, 0, score_tail_acc_inline219__tile_l0_ko_3 + 256, [16, 256], target_memory=pl.Mem.Left)
                        score_tail_acc_inline219__tile_l0_b_7: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tail_inline193__tile_t_3, score_tail_acc_inline219__tile_l0_ko_3 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                        score_tail_acc_inline219__tile_l0_c_acc_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c_3, score_tail_acc_inline219__tile_l0_a_6, score_tail_acc_inline219__tile_l0_b_6)
                        score_tail_acc_inline219__tile_l0_c_acc_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_tail_acc_inline219__tile_l0_c_acc_6, score_tail_acc_inline219__tile_l0_a_7, score_tail_acc_inline219__tile_l0_b_7)
                        score_tail_acc_inline219__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(score_tail_acc_inline219__tile_l0_c_acc_7)
                    kv_tail_acc_inline218__phi_v5_1, score_tail_acc_inline219__phi_v5_1 = pl.yield_(kv_tail_acc_inline218__tile_4, score_tail_acc_inline219__tile_4)
                kv_tail_acc_inline218__rv_v2, score_tail_acc_inline219__rv_v2 = pl.yield_(kv_tail_acc_inline218__phi_v5_1, score_tail_acc_inline219__phi_v5_1)
            kv_proj_scratch_inline186__tile: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(kv_tail_acc_inline218__rv_v2, [tail_t0_inline183__ssa_v0, tail_o0_inline203__ssa_v0], kv_proj_scratch_inline186__phi_v3)
            score_proj_scratch_inline197__tile: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(score_tail_acc_inline219__rv_v2, [tail_t0_inline183__ssa_v0, tail_o0_inline203__ssa_v0], score_proj_scratch_inline197__phi_v3)
            kv_proj_scratch_inline186__phi_v5, score_proj_scratch_inline197__phi_v5 = pl.yield_(kv_proj_scratch_inline186__tile, score_proj_scratch_inline197__tile)
        else:
            kv_proj_scratch_inline186__phi_v5, score_proj_scratch_inline197__phi_v5 = pl.yield_(kv_proj_scratch_inline186__phi_v3, score_proj_scratch_inline197__phi_v3)
        return kv_proj_scratch_inline186__phi_v5, score_proj_scratch_inline197__phi_v5
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_c4_kv_score_proj_tail_spmd(self, proj_full_rows_inline188__ssa_v0: pl.Scalar[pl.INDEX], proj_padded_rows_inline205__ssa_v0: pl.Scalar[pl.INDEX], tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], x_flat_inline236__ssa_v0: pl.Tensor[[t_dim_inline177__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], wgate__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)], kv_proj_scratch_inline186__phi_v3: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)]], score_proj_scratch_inline197__phi_v3: pl.InOut[pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)]]) -> tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]] = self.prefill_c4_kv_score_proj_tail(proj_full_rows_inline188__ssa_v0, proj_padded_rows_inline205__ssa_v0, tile_rows_inline0__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline236__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline186__phi_v3, score_proj_scratch_inline197__phi_v3)
        kv_proj_scratch_inline186__phi_v5: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[0]
        score_proj_scratch_inline197__phi_v5: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[1]
        return kv_proj_scratch_inline186__phi_v5, score_proj_scratch_inline197__phi_v5
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_c4_rmsnorm_rope(write_slot_raw_inline215__ssa_v0: pl.Scalar[pl.INT32], write_dst_map_inline174__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline232__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)], pooled_kv_inline208__phi_v3: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)], normed_kv_inline199__ssa_v0: pl.Out[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)]], norm_w_2d_inline137__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)], rope_dup_idx_template_inline8__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)], rope_swap_idx_template_inline7__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4096)], rope_sign_template_inline5__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[128, 512], pl.FP32]:
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_23: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_43: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_44: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_45: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_46: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_47: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_49: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        final_block_inline136__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        final_base_inline195__ssa_v0: pl.Scalar[pl.INDEX] = final_block_inline136__ssa_v0 * 16
        cos_b_inline180__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        sin_b_inline135__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        for final_dt_inline182__idx_v0, (cos_b_inline180__iter_v1, sin_b_inline135__iter_v1, write_slot_raw_inline215__iter_v1) in pl.range(16, init_values=(cos_b_inline180__tile, sin_b_inline135__tile, write_slot_raw_inline215__ssa_v0)):
            final_i_inline164__ssa_v0: pl.Scalar[pl.INDEX] = final_base_inline195__ssa_v0 + final_dt_inline182__idx_v0
            write_slot_raw_inline215__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline174__ssa_v1, [0, final_i_inline164__ssa_v0])
            if 0 <= pl.cast(write_slot_raw_inline215__tile, pl.INDEX):
                write_pos_inline211__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_pos_map_inline232__ssa_v1, [0, final_i_inline164__ssa_v0])
                cmp_pos_inline134__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(write_pos_inline211__tile, pl.INDEX) + -3, pl.INDEX)
                t__tile: pl.Tile[[1, 32], pl.BF16, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_cos__ssa_v0, [cmp_pos_inline134__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
                cos_b_inline180__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(cos_b_inline180__iter_v1, t__tile_1, [final_dt_inline182__idx_v0, 0])
                t__tile_2: pl.Tile[[1, 32], pl.BF16, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(freqs_sin__ssa_v0, [cmp_pos_inline134__ssa_v0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                t__tile_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_2, target_type=pl.FP32, mode='round')
                sin_b_inline135__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(sin_b_inline135__iter_v1, t__tile_3, [final_dt_inline182__idx_v0, 0])
                cos_b_inline180__phi_v4, sin_b_inline135__phi_v4 = pl.yield_(cos_b_inline180__tile_1, sin_b_inline135__tile_1)
            else:
                cos_b_inline180__phi_v4, sin_b_inline135__phi_v4 = pl.yield_(cos_b_inline180__iter_v1, sin_b_inline135__iter_v1)
            cos_b_inline180__rv_v2, sin_b_inline135__rv_v2, write_slot_raw_inline215__rv_v2 = pl.yield_(cos_b_inline180__phi_v4, sin_b_inline135__phi_v4, write_slot_raw_inline215__tile)
        partial_sq_inline133__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        for k0_inline157__idx_v0, (partial_sq_inline133__iter_v1,) in pl.range(0, 512, 64, init_values=(partial_sq_inline133__tile,)):
            kv_rms_chunk_inline225__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline208__phi_v3, [final_base_inline195__ssa_v0, k0_inline157__idx_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline225__tile, kv_rms_chunk_inline225__tile)
            tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_5: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_sum(t__tile_4, tmp_tile)
            t__tile_6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 16])
            partial_sq_inline133__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(partial_sq_inline133__iter_v1, t__tile_6)
            partial_sq_inline133__rv_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(partial_sq_inline133__tile_1)
        t__tile_7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(partial_sq_inline133__rv_v2, 0.001953125)
        t__tile_8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(t__tile_7, 9.9999999999999995e-07)
        variance_inline238__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [16, 1])
        t__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(variance_inline238__tile, [1, 16])
        t__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sqrt(t__rm_a0_tmp_v0)
        t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v1, [16, 1])
        inv_rms_inline152__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_9, [1, 16])
        inv_rms_inline152__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.recip(inv_rms_inline152__rm_a0_tmp_v2)
        inv_rms_inline152__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(inv_rms_inline152__row_major_tmp_v3, [16, 1])
        for k0_inline132__idx_v0, (normed_kv_inline199__iter_v1,) in pl.range(0, 448, 64, init_values=(normed_kv_inline199__ssa_v0,)):
            kv_norm_chunk_inline209__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline208__phi_v3, [final_base_inline195__ssa_v0, k0_inline132__idx_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t__tile_10: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline137__ssa_v0, [0, k0_inline132__idx_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            gamma_inline234__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_10, target_type=pl.FP32, mode='round')
            t__tile_11: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline209__tile, inv_rms_inline152__tile)
            t__tile_12: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_11, gamma_inline234__tile)
            normed_kv_inline199__tile: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)] = pl.tile.store(t__tile_12, [final_base_inline195__ssa_v0, k0_inline132__idx_v0], normed_kv_inline199__iter_v1)
            normed_kv_inline199__rv_v2: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_36", pl.const(0, pl.INT64), 262144)] = pl.yield_(normed_kv_inline199__tile)
        kv_rope_norm_inline176__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline208__phi_v3, [final_base_inline195__ssa_v0, 448], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_13: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline137__ssa_v0, [0, 448], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_rope_inline233__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_13, target_type=pl.FP32, mode='round')
        t__tile_14: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_rope_norm_inline176__tile, inv_rms_inline152__tile)
        rope_normed_inline131__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_14, gamma_rope_inline233__tile)
        rope_dup_idx_inline228__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_dup_idx_template_inline8__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        rope_swap_idx_inline189__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_template_inline7__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        rope_sign_inline141__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_44, pl.const(18432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_sign_template_inline5__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(cos_b_inline180__rv_v2, [1, 32], [gather_lv, 0], [1, 32])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(rope_dup_idx_inline228__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_46, pl.const(26624, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_47, pl.const(26880, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        cos_il_inline130__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_45, pl.const(22528, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        gather_acc_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_1, (gather_ia_1,) in pl.range(16, init_values=(gather_acc_init_1,)):
            gather_inp_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(sin_b_inline135__rv_v2, [1, 32], [gather_lv_1, 0], [1, 32])
            gather_idx_row_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(rope_dup_idx_inline228__tile, [1, 64], [gather_lv_1, 0], [1, 64])
            gather_row_tmp_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_46, pl.const(26624, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_47, pl.const(26880, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
            gather_asmbl_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
            gather_rv_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
        sin_il_inline129__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_49, pl.const(27136, pl.INT64), 4096), pl.Mem.Vec] = gather_rv_1
        gather_acc_init_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_2, (gather_ia_2,) in pl.range(16, init_values=(gather_acc_init_2,)):
            gather_inp_row_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_normed_inline131__tile, [1, 64], [gather_lv_2, 0], [1, 64])
            gather_idx_row_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_43, pl.const(14336, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(rope_swap_idx_inline189__tile, [1, 64], [gather_lv_2, 0], [1, 64])
            gather_row_tmp_2: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_46, pl.const(26624, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_2, gather_idx_row_2, gather_row_tmp_2)
            gather_asmbl_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia_2, gather_row_2, [gather_lv_2, 0])
            gather_rv_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl_2)
        swapped_inline128__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = gather_rv_2
        t__tile_15: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(rope_normed_inline131__tile, cos_il_inline130__tile)
        t__tile_16: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(swapped_inline128__tile, rope_sign_inline141__tile)
        t__tile_17: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__tile_16, sin_il_inline129__tile)
        t__tile_18: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(6144, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile_15, t__tile_17)
        normed_kv_inline199__tile_1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_36", pl.const(0, pl.INT64), 262144)] = pl.tile.store(t__tile_18, [final_base_inline195__ssa_v0, 448], normed_kv_inline199__rv_v2)
        return normed_kv_inline199__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_c4_rmsnorm_rope_spmd(self, write_slot_raw_inline215__ssa_v0: pl.Scalar[pl.INT32], write_dst_map_inline174__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline232__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)], pooled_kv_inline208__phi_v3: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)], normed_kv_inline199__ssa_v0: pl.Out[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)]], norm_w_2d_inline137__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)], rope_dup_idx_template_inline8__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)], rope_swap_idx_template_inline7__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4096)], rope_sign_template_inline5__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[128, 512], pl.FP32]:
        normed_kv_inline199__ssa_v4: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 262144)] = self.prefill_c4_rmsnorm_rope(write_slot_raw_inline215__ssa_v0, write_dst_map_inline174__ssa_v1, write_pos_map_inline232__ssa_v1, freqs_cos__ssa_v0, freqs_sin__ssa_v0, pooled_kv_inline208__phi_v3, normed_kv_inline199__ssa_v0, norm_w_2d_inline137__ssa_v0, rope_dup_idx_template_inline8__ssa_v0, rope_swap_idx_template_inline7__ssa_v0, rope_sign_template_inline5__ssa_v0)
        return normed_kv_inline199__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_c4_rope_index_prepare(rope_dup_idx_template_inline8__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], rope_swap_idx_template_inline7__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], rope_sign_template_inline5__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]):
        for rope_r_inline4__idx_v0 in pl.range(16):
            for rope_c_inline3__idx_v0 in pl.range(64):
                rope_lane_inline2__ssa_v0: pl.Scalar[pl.INDEX] = rope_c_inline3__idx_v0 % 2
                pl.tensor.write(rope_dup_idx_template_inline8__ssa_v0, [rope_r_inline4__idx_v0, rope_c_inline3__idx_v0], pl.cast(rope_c_inline3__idx_v0 // 2, pl.INT32))
                pl.tensor.write(rope_swap_idx_template_inline7__ssa_v0, [rope_r_inline4__idx_v0, rope_c_inline3__idx_v0], pl.cast(rope_c_inline3__idx_v0 - rope_lane_inline2__ssa_v0 * 2 + 1, pl.INT32))
                pl.tensor.write(rope_sign_template_inline5__ssa_v0, [rope_r_inline4__idx_v0, rope_c_inline3__idx_v0], pl.cast(pl.cast(rope_lane_inline2__ssa_v0 * 2 - 1, pl.INT32), pl.FP32))
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_c4_softmax_pool(write_dst_map_inline174__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline232__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], compress_state_block_table__ssa_v0: pl.Tensor[[8192], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], compress_state_flat_inline202__phi_v6: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], pooled_kv_inline208__ssa_v0: pl.InOut[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)]]) -> tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 512], pl.FP32]]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_26: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_29: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_31: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_33: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        write_i_inline210__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        pool_kv_tile_inline191__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        pool_score_tile_inline217__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(28672, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        write_slot_raw_inline215__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_dst_map_inline174__ssa_v1, [0, write_i_inline210__ssa_v0])
        if 0 <= pl.cast(write_slot_raw_inline215__tile, pl.INDEX):
            write_pos_inline211__tile: pl.Scalar[pl.INT32] = pl.tensor.read(write_pos_map_inline232__ssa_v1, [0, write_i_inline210__ssa_v0])
            cur_start_inline162__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(write_pos_inline211__tile, pl.INDEX) + -3
            prev_start_inline161__ssa_v0: pl.Scalar[pl.INDEX] = cur_start_inline162__ssa_v0 - 4
            for pool_s_inline229__idx_v0, (pool_kv_tile_inline191__iter_v1, pool_score_tile_inline217__iter_v1) in pl.range(4, init_values=(pool_kv_tile_inline191__tile, pool_score_tile_inline217__tile)):
                t__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.FP32, value=0.0)
                pool_kv_tile_inline191__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline191__iter_v1, t__tile, [pool_s_inline229__idx_v0, 0])
                t__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.FP32, value=-3.4028234663852886e+38)
                pool_score_tile_inline217__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(28672, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline217__iter_v1, t__tile_1, [pool_s_inline229__idx_v0, 0])
                if 7 <= pl.cast(write_pos_inline211__tile, pl.INDEX):
                    prev_abs_inline160__ssa_v0: pl.Scalar[pl.INDEX] = prev_start_inline161__ssa_v0 + pool_s_inline229__idx_v0
                    prev_state_block_inline231__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(prev_abs_inline160__ssa_v0 // 2, pl.INDEX)
                    prev_state_intra_inline165__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(prev_abs_inline160__ssa_v0 - prev_state_block_inline231__ssa_v0 * 2, pl.INDEX)
                    prev_phys_block_raw_inline159__tile: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [prev_state_block_inline231__ssa_v0])
                    if 0 <= pl.cast(prev_phys_block_raw_inline159__tile, pl.INDEX):
                        prev_state_row_inline185__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(prev_phys_block_raw_inline159__tile, pl.INDEX) * 2 + prev_state_intra_inline165__ssa_v0
                        t__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline202__phi_v6, [prev_state_row_inline185__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                        pool_kv_tile_inline191__tile_2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline191__tile_1, t__tile_2, [pool_s_inline229__idx_v0, 0])
                        t__tile_3: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline202__phi_v6, [prev_state_row_inline185__ssa_v0, 1024], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                        pool_score_tile_inline217__tile_2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(28672, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline217__tile_1, t__tile_3, [pool_s_inline229__idx_v0, 0])
                        pool_kv_tile_inline191__phi_v5, pool_score_tile_inline217__phi_v5 = pl.yield_(pool_kv_tile_inline191__tile_2, pool_score_tile_inline217__tile_2)
                    else:
                        pool_kv_tile_inline191__phi_v5, pool_score_tile_inline217__phi_v5 = pl.yield_(pool_kv_tile_inline191__tile_1, pool_score_tile_inline217__tile_1)
                    pool_kv_tile_inline191__phi_v6, pool_score_tile_inline217__phi_v6 = pl.yield_(pool_kv_tile_inline191__phi_v5, pool_score_tile_inline217__phi_v5)
                else:
                    pool_kv_tile_inline191__phi_v6, pool_score_tile_inline217__phi_v6 = pl.yield_(pool_kv_tile_inline191__tile_1, pool_score_tile_inline217__tile_1)
                cur_slot_inline190__ssa_v0: pl.Scalar[pl.INDEX] = pool_s_inline229__idx_v0 + 4
                cur_abs_inline158__ssa_v0: pl.Scalar[pl.INDEX] = cur_start_inline162__ssa_v0 + pool_s_inline229__idx_v0
                t__tile_4: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.FP32, value=0.0)
                pool_kv_tile_inline191__tile_3: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline191__phi_v6, t__tile_4, [cur_slot_inline190__ssa_v0, 0])
                t__tile_5: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.FP32, value=-3.4028234663852886e+38)
                pool_score_tile_inline217__tile_3: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(28672, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline217__phi_v6, t__tile_5, [cur_slot_inline190__ssa_v0, 0])
                cur_state_block_inline156__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cur_abs_inline158__ssa_v0 // 2, pl.INDEX)
                cur_state_intra_inline154__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cur_abs_inline158__ssa_v0 - cur_state_block_inline156__ssa_v0 * 2, pl.INDEX)
                cur_phys_block_raw_inline153__tile: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [cur_state_block_inline156__ssa_v0])
                if 0 <= pl.cast(cur_phys_block_raw_inline153__tile, pl.INDEX):
                    cur_state_row_inline151__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cur_phys_block_raw_inline153__tile, pl.INDEX) * 2 + cur_state_intra_inline154__ssa_v0
                    t__tile_6: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline202__phi_v6, [cur_state_row_inline151__ssa_v0, 512], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    pool_kv_tile_inline191__tile_4: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_kv_tile_inline191__tile_3, t__tile_6, [cur_slot_inline190__ssa_v0, 0])
                    t__tile_7: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline202__phi_v6, [cur_state_row_inline151__ssa_v0, 1536], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    pool_score_tile_inline217__tile_4: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(28672, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.assemble(pool_score_tile_inline217__tile_3, t__tile_7, [cur_slot_inline190__ssa_v0, 0])
                    pool_kv_tile_inline191__phi_v9, pool_score_tile_inline217__phi_v9 = pl.yield_(pool_kv_tile_inline191__tile_4, pool_score_tile_inline217__tile_4)
                else:
                    pool_kv_tile_inline191__phi_v9, pool_score_tile_inline217__phi_v9 = pl.yield_(pool_kv_tile_inline191__tile_3, pool_score_tile_inline217__tile_3)
                pool_kv_tile_inline191__rv_v2, pool_score_tile_inline217__rv_v2 = pl.yield_(pool_kv_tile_inline191__phi_v9, pool_score_tile_inline217__phi_v9)
            init_slot_inline150__ssa_v0: pl.Scalar[pl.INDEX] = 7
            mi_buf_inline184__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([1, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            li_buf_inline149__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_24, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([1, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            oi_buf_inline148__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([1, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_8: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(28672, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(pool_score_tile_inline217__rv_v2, [1, 512], [init_slot_inline150__ssa_v0, 0])
            mi_buf_inline184__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(mi_buf_inline184__tile, t__tile_8, [0, 0])
            t__tile_9: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(mi_buf_inline184__tile_1, [1, 512], [0, 0])
            t__tile_10: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(mi_buf_inline184__tile_1, [1, 512], [0, 0])
            t__tile_11: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_26, pl.const(4096, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sub(t__tile_9, t__tile_10)
            t__tile_12: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_26, pl.const(4096, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(t__tile_11)
            li_buf_inline149__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_24, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(li_buf_inline149__tile, t__tile_12, [0, 0])
            t__tile_13: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(pool_kv_tile_inline191__rv_v2, [1, 512], [init_slot_inline150__ssa_v0, 0])
            oi_buf_inline148__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(oi_buf_inline148__tile, t__tile_13, [0, 0])
            for pool_slot_i_inline147__idx_v0, (li_buf_inline149__iter_v2, mi_buf_inline184__iter_v2, oi_buf_inline148__iter_v2) in pl.range(7, init_values=(li_buf_inline149__tile_1, mi_buf_inline184__tile_1, oi_buf_inline148__tile_1)):
                if 4 <= pool_slot_i_inline147__idx_v0 or 7 <= pl.cast(write_pos_inline211__tile, pl.INDEX):
                    mi_inline145__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(mi_buf_inline184__iter_v2, [1, 512], [0, 0])
                    li_inline146__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_24, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(li_buf_inline149__iter_v2, [1, 512], [0, 0])
                    oi_inline144__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(oi_buf_inline148__iter_v2, [1, 512], [0, 0])
                    slot_score_inline143__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(28672, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(pool_score_tile_inline217__rv_v2, [1, 512], [pool_slot_i_inline147__idx_v0, 0])
                    slot_kv_inline142__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(pool_kv_tile_inline191__rv_v2, [1, 512], [pool_slot_i_inline147__idx_v0, 0])
                    mi_next_inline140__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_26, pl.const(4096, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.maximum(mi_inline145__tile, slot_score_inline143__tile)
                    t__tile_14: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(6144, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sub(mi_inline145__tile, mi_next_inline140__tile)
                    alpha_inline220__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(6144, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(t__tile_14)
                    t__tile_15: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_31, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sub(slot_score_inline143__tile, mi_next_inline140__tile)
                    beta_inline139__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_31, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(t__tile_15)
                    t__tile_16: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_33, pl.const(10240, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(alpha_inline220__tile, li_inline146__tile)
                    t__tile_17: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_33, pl.const(10240, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(t__tile_16, beta_inline139__tile)
                    li_buf_inline149__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_24, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(li_buf_inline149__iter_v2, t__tile_17, [0, 0])
                    t__tile_18: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(6144, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(oi_inline144__tile, alpha_inline220__tile)
                    t__tile_19: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_31, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mul(slot_kv_inline142__tile, beta_inline139__tile)
                    t__tile_20: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(6144, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(t__tile_18, t__tile_19)
                    oi_buf_inline148__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(oi_buf_inline148__iter_v2, t__tile_20, [0, 0])
                    mi_buf_inline184__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(45056, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.assemble(mi_buf_inline184__iter_v2, mi_next_inline140__tile, [0, 0])
                    li_buf_inline149__phi_v5, mi_buf_inline184__phi_v5, oi_buf_inline148__phi_v5 = pl.yield_(li_buf_inline149__tile_2, mi_buf_inline184__tile_2, oi_buf_inline148__tile_2)
                else:
                    li_buf_inline149__phi_v5, mi_buf_inline184__phi_v5, oi_buf_inline148__phi_v5 = pl.yield_(li_buf_inline149__iter_v2, mi_buf_inline184__iter_v2, oi_buf_inline148__iter_v2)
                li_buf_inline149__rv_v3, mi_buf_inline184__rv_v3, oi_buf_inline148__rv_v3 = pl.yield_(li_buf_inline149__phi_v5, mi_buf_inline184__phi_v5, oi_buf_inline148__phi_v5)
            t__tile_21: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(oi_buf_inline148__rv_v3, [1, 512], [0, 0])
            t__tile_22: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_24, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.slice(li_buf_inline149__rv_v3, [1, 512], [0, 0])
            t__tile_23: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.div(t__tile_21, t__tile_22)
            pooled_kv_inline208__tile: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)] = pl.tile.store(t__tile_23, [write_i_inline210__ssa_v0, 0], pooled_kv_inline208__ssa_v0)
            pooled_kv_inline208__phi_v3: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 262144)] = pl.yield_(pooled_kv_inline208__tile)
        else:
            t__tile_24: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(12288, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline208__ssa_v0, [write_i_inline210__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
            pooled_kv_inline208__tile_1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)] = pl.tile.store(t__tile_24, [write_i_inline210__ssa_v0, 0], pooled_kv_inline208__ssa_v0)
            pooled_kv_inline208__phi_v3: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 262144)] = pl.yield_(pooled_kv_inline208__tile_1)
        return write_slot_raw_inline215__tile, pooled_kv_inline208__phi_v3
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_c4_softmax_pool_spmd(self, write_dst_map_inline174__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], write_pos_map_inline232__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], compress_state_block_table__ssa_v0: pl.Tensor[[8192], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], compress_state_flat_inline202__phi_v6: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], pooled_kv_inline208__ssa_v0: pl.InOut[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)]]) -> tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 512], pl.FP32]] = self.prefill_c4_softmax_pool(write_dst_map_inline174__ssa_v1, write_pos_map_inline232__ssa_v1, compress_state_block_table__ssa_v0, compress_state_flat_inline202__phi_v6, pooled_kv_inline208__ssa_v0)
        write_slot_raw_inline215__ssa_v0: pl.Scalar[pl.INT32] = ret__tmp_v0[0]
        pooled_kv_inline208__phi_v3: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0[1]
        return write_slot_raw_inline215__ssa_v0, pooled_kv_inline208__phi_v3
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_c4_state_order_commit(pooled_kv_inline208__phi_v3: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], state_order_fence_inline6__ssa_v0: pl.Out[pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4)]]):
        pool_sample_inline138__tile: pl.Scalar[pl.FP32] = pl.tensor.read(pooled_kv_inline208__phi_v3, [0, 0])
        fence_bit_inline170__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(pool_sample_inline138__tile == pool_sample_inline138__tile, pl.INT32)
        pl.tensor.write(state_order_fence_inline6__ssa_v0, [0], fence_bit_inline170__ssa_v0 * fence_bit_inline170__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_c4_state_scatter_pre(state_order_fence_inline6__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], compress_state_flat_inline202__ssa_v0: pl.Out[pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], kv_proj_scratch_inline186__phi_v6: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)], score_proj_scratch_inline197__phi_v6: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2097152)], ape__ssa_v0: pl.Tensor[[4, 1024], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)]) -> pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        scatter_local_inline223__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        scatter_order_inline240__tile: pl.Scalar[pl.INT32] = pl.tensor.read(state_order_fence_inline6__ssa_v0, [0])
        if 0 <= pl.cast(scatter_order_inline240__tile, pl.INDEX):
            scatter_global_inline241__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + scatter_local_inline223__ssa_v0
            scatter_row_raw_inline169__tile: pl.Scalar[pl.INT64] = pl.tensor.read(state_slot_mapping__ssa_v0, [scatter_global_inline241__ssa_v0])
            if 0 <= scatter_row_raw_inline169__tile:
                scatter_row_inline242__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(scatter_row_raw_inline169__tile, pl.INDEX)
                scatter_pos_inline204__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [scatter_global_inline241__ssa_v0])
                scatter_ape_slot_inline206__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(scatter_pos_inline204__tile, pl.INDEX) % 4, pl.INDEX)
                for scatter_ob_inline196__idx_v0, (compress_state_flat_inline202__iter_v1,) in pl.range(16, init_values=(compress_state_flat_inline202__ssa_v0,)):
                    scatter_o0_inline243__ssa_v0: pl.Scalar[pl.INDEX] = scatter_ob_inline196__idx_v0 * 64
                    t__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(kv_proj_scratch_inline186__phi_v6, [scatter_local_inline223__ssa_v0, scatter_o0_inline243__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    compress_state_flat_inline202__tile: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [scatter_row_inline242__ssa_v0, scatter_o0_inline243__ssa_v0], compress_state_flat_inline202__iter_v1)
                    t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(score_proj_scratch_inline197__phi_v6, [scatter_local_inline223__ssa_v0, scatter_o0_inline243__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    t__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [scatter_ape_slot_inline206__ssa_v0, scatter_o0_inline243__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_1, t__tile_2)
                    compress_state_flat_inline202__tile_1: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_3, [scatter_row_inline242__ssa_v0, scatter_o0_inline243__ssa_v0 + 1024], compress_state_flat_inline202__tile)
                    compress_state_flat_inline202__rv_v2: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline202__tile_1)
                compress_state_flat_inline202__phi_v5: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline202__rv_v2)
            else:
                compress_state_flat_inline202__phi_v5: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline202__ssa_v0)
            compress_state_flat_inline202__phi_v6: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline202__phi_v5)
        else:
            compress_state_flat_inline202__phi_v6: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline202__ssa_v0)
        return compress_state_flat_inline202__phi_v6
    @pl.function(type=pl.FunctionType.Spmd)
    def prefill_c4_state_scatter_pre_spmd(self, state_order_fence_inline6__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], compress_state_flat_inline202__ssa_v0: pl.Out[pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], kv_proj_scratch_inline186__phi_v6: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)], score_proj_scratch_inline197__phi_v6: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2097152)], ape__ssa_v0: pl.Tensor[[4, 1024], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)]) -> pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32]:
        compress_state_flat_inline202__phi_v6: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = self.prefill_c4_state_scatter_pre(state_order_fence_inline6__ssa_v0, tile_base_inline1__idx_v0, state_slot_mapping__ssa_v0, position_ids__ssa_v0, compress_state_flat_inline202__ssa_v0, kv_proj_scratch_inline186__phi_v6, score_proj_scratch_inline197__phi_v6, ape__ssa_v0)
        return compress_state_flat_inline202__phi_v6
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_c4_write_map(write_pos_map_inline232__ssa_v0: pl.InOut[pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)]], write_dst_map_inline174__ssa_v0: pl.InOut[pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)]], tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline1__idx_v0: pl.Scalar[pl.INDEX], cmp_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[1, 128], pl.INT32], pl.Tensor[[1, 128], pl.INT32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t__tile: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.INT32, value=0)
        t__tile_1: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_5, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.INT32, value=-1)
        map_seen_inline201__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(0, pl.INDEX)
        for map_local_inline213__idx_v0, (map_seen_inline201__iter_v1,) in pl.range(tile_rows_inline0__ssa_v0, init_values=(map_seen_inline201__ssa_v0,)):
            map_global_inline237__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline1__idx_v0 + map_local_inline213__idx_v0
            map_slot_raw_inline239__tile: pl.Scalar[pl.INT64] = pl.tensor.read(cmp_slot_mapping__ssa_v0, [map_global_inline237__ssa_v0])
            if 0 <= map_slot_raw_inline239__tile:
                t__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [map_global_inline237__ssa_v0])
                pl.tile.write(t__tile, [0, map_seen_inline201__iter_v1], t__tile_2)
                pl.tile.write(t__tile_1, [0, map_seen_inline201__iter_v1], pl.cast(map_slot_raw_inline239__tile, pl.INT32))
                map_seen_inline201__ssa_v3: pl.Scalar[pl.INDEX] = map_seen_inline201__iter_v1 + 1
                map_seen_inline201__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline201__ssa_v3)
            else:
                map_seen_inline201__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline201__iter_v1)
            map_seen_inline201__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(map_seen_inline201__phi_v4)
        write_pos_map_inline232__tile: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)] = pl.tile.store(t__tile, [0, 0], write_pos_map_inline232__ssa_v0)
        write_dst_map_inline174__tile: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)] = pl.tile.store(t__tile_1, [0, 0], write_dst_map_inline174__ssa_v0)
        return write_pos_map_inline232__ssa_v0, write_dst_map_inline174__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def prefill_compressor_ratio4_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], compress_state__ssa_v0: pl.InOut[pl.Tensor[[STATE_BLOCK_NUM_DYN, 2, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], compress_state_block_table__ssa_v0: pl.Tensor[[8192], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], wkv__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)], wgate__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)], ape__ssa_v0: pl.Tensor[[4, 1024], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)], norm_w__ssa_v0: pl.Tensor[[512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)], freqs_cos__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 2097152)], freqs_sin__ssa_v0: pl.Tensor[[16384, 64], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 2097152)], cmp_kv__ssa_v0: pl.InOut[pl.Tensor[[CMP_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)], cmp_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)]):
        t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        rope_dup_idx_template_inline8__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_swap_idx_template_inline7__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        rope_sign_template_inline5__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        self.prefill_c4_rope_index_prepare(rope_dup_idx_template_inline8__ssa_v0, rope_swap_idx_template_inline7__ssa_v0, rope_sign_template_inline5__ssa_v0)
        state_order_fence_inline6__ssa_v0: pl.Tensor[[1], pl.INT32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.INT32, layout=pl.TensorLayout.ND, init_value=0.0)
        for tile_base_inline1__idx_v0 in pl.range(0, t_dim_inline9__ssa_v0, 512):
            tile_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline9__ssa_v0 - tile_base_inline1__idx_v0, 512)
            with pl.scope():
                state_block_num_inline222__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(compress_state__ssa_v0, 0)
                cmp_block_num_inline194__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
                kv_proj_scratch_inline186__ssa_v0: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 2097152)] = pl.tensor.create([512, 1024], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                score_proj_scratch_inline197__ssa_v0: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 2097152)] = pl.tensor.create([512, 1024], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                compress_state_flat_inline202__ssa_v0: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(compress_state__ssa_v0, [state_block_num_inline222__ssa_v0 * 2, 2048])
                cmp_kv_flat_inline198__ssa_v0: pl.Tensor[[cmp_block_num_inline194__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline194__ssa_v0 * 32, 512])
                pooled_kv_inline208__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 262144)] = pl.tensor.create([128, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND, init_value=0.0)
                normed_kv_inline199__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 262144)] = pl.tensor.create([128, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                t_dim_inline177__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
                x_flat_inline236__ssa_v0: pl.Tensor[[t_dim_inline177__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(x__ssa_v0, [t_dim_inline177__ssa_v0, 4096])
                proj_full_rows_inline188__ssa_v0: pl.Scalar[pl.INDEX] = tile_rows_inline0__ssa_v0 // 128 * 128
                proj_padded_rows_inline205__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline0__ssa_v0 + 15) // 16 * 16
                if 0 < proj_full_rows_inline188__ssa_v0:
                    ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]] = self.prefill_c4_kv_score_proj_full_spmd(proj_full_rows_inline188__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline236__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline186__ssa_v0, score_proj_scratch_inline197__ssa_v0, attrs={"core_num": 64})
                    kv_proj_scratch_inline186__phi_v2: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[0]
                    score_proj_scratch_inline197__phi_v2: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[1]
                    kv_proj_scratch_inline186__phi_v3, score_proj_scratch_inline197__phi_v3 = pl.yield_(kv_proj_scratch_inline186__phi_v2, score_proj_scratch_inline197__phi_v2)
                else:
                    kv_proj_scratch_inline186__phi_v3, score_proj_scratch_inline197__phi_v3 = pl.yield_(kv_proj_scratch_inline186__ssa_v0, score_proj_scratch_inline197__ssa_v0)
                if proj_full_rows_inline188__ssa_v0 < proj_padded_rows_inline205__ssa_v0:
                    ret__tmp_v0_1: pl.Tuple[pl.Tensor[[512, 1024], pl.FP32], pl.Tensor[[512, 1024], pl.FP32]] = self.prefill_c4_kv_score_proj_tail_spmd(proj_full_rows_inline188__ssa_v0, proj_padded_rows_inline205__ssa_v0, tile_rows_inline0__ssa_v0, tile_base_inline1__idx_v0, x_flat_inline236__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_scratch_inline186__phi_v3, score_proj_scratch_inline197__phi_v3, attrs={"core_num": 128})
                    kv_proj_scratch_inline186__phi_v5: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0_1[0]
                    score_proj_scratch_inline197__phi_v5: pl.Tensor[[512, 1024], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0_1[1]
                    kv_proj_scratch_inline186__phi_v6, score_proj_scratch_inline197__phi_v6 = pl.yield_(kv_proj_scratch_inline186__phi_v5, score_proj_scratch_inline197__phi_v5)
                else:
                    kv_proj_scratch_inline186__phi_v6, score_proj_scratch_inline197__phi_v6 = pl.yield_(kv_proj_scratch_inline186__phi_v3, score_proj_scratch_inline197__phi_v3)
                write_pos_map_inline232__ssa_v0: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 512)] = pl.tensor.create([1, 128], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                write_dst_map_inline174__ssa_v0: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 512)] = pl.tensor.create([1, 128], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                ret__tmp_v0_2: pl.Tuple[pl.Tensor[[1, 128], pl.INT32], pl.Tensor[[1, 128], pl.INT32]] = self.prefill_c4_write_map(write_pos_map_inline232__ssa_v0, write_dst_map_inline174__ssa_v0, tile_rows_inline0__ssa_v0, tile_base_inline1__idx_v0, cmp_slot_mapping__ssa_v0, position_ids__ssa_v0)
                write_pos_map_inline232__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_2[0]
                write_dst_map_inline174__ssa_v1: pl.Tensor[[1, 128], pl.INT32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_2[1]
                compress_state_flat_inline202__phi_v6: pl.Tensor[[state_block_num_inline222__ssa_v0 * pl.const(2, pl.INDEX), 2048], pl.FP32, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 0)] = self.prefill_c4_state_scatter_pre_spmd(state_order_fence_inline6__ssa_v0, tile_base_inline1__idx_v0, state_slot_mapping__ssa_v0, position_ids__ssa_v0, compress_state_flat_inline202__ssa_v0, kv_proj_scratch_inline186__phi_v6, score_proj_scratch_inline197__phi_v6, ape__ssa_v0, attrs={"core_num": tile_rows_inline0__ssa_v0})
                ret__tmp_v0_3: pl.Tuple[pl.Scalar[pl.INT32], pl.Tensor[[128, 512], pl.FP32]] = self.prefill_c4_softmax_pool_spmd(write_dst_map_inline174__ssa_v1, write_pos_map_inline232__ssa_v1, compress_state_block_table__ssa_v0, compress_state_flat_inline202__phi_v6, pooled_kv_inline208__ssa_v0, attrs={"core_num": 128})
                write_slot_raw_inline215__ssa_v0: pl.Scalar[pl.INT32] = ret__tmp_v0_3[0]
                pooled_kv_inline208__phi_v3: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0_3[1]
                self.prefill_c4_state_order_commit(pooled_kv_inline208__phi_v3, state_order_fence_inline6__ssa_v0)
                norm_w_2d_inline137__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)] = pl.tensor.reshape(norm_w__ssa_v0, [1, 512])
                normed_kv_inline199__ssa_v4: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 262144)] = self.prefill_c4_rmsnorm_rope_spmd(write_slot_raw_inline215__ssa_v0, write_dst_map_inline174__ssa_v1, write_pos_map_inline232__ssa_v1, freqs_cos__ssa_v0, freqs_sin__ssa_v0, pooled_kv_inline208__phi_v3, normed_kv_inline199__ssa_v0, norm_w_2d_inline137__ssa_v0, rope_dup_idx_template_inline8__ssa_v0, rope_swap_idx_template_inline7__ssa_v0, rope_sign_template_inline5__ssa_v0, attrs={"core_num": 8})
                self.prefill_c4_cache_write_spmd(cmp_kv_flat_inline198__ssa_v0, write_dst_map_inline174__ssa_v1, normed_kv_inline199__ssa_v4, attrs={"core_num": 8})
        return cmp_kv__ssa_v0, compress_state__ssa_v0