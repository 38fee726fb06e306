# pypto.program: _jit_compressor_test
import pypto.language as pl

B_DYN = pl.dynamic("B_DYN")
CMP_BLOCK_NUM_DYN = pl.dynamic("CMP_BLOCK_NUM_DYN")
COMPRESS_STATE_BLOCK_NUM_DYN = pl.dynamic("COMPRESS_STATE_BLOCK_NUM_DYN")
COMPRESS_STATE_MAX_BLOCKS_DYN = pl.dynamic("COMPRESS_STATE_MAX_BLOCKS_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_compressor_test:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kv_score_proj(bs_inline72__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline68__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], kv_proj_pad_inline74__ssa_v0: pl.Out[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)]], score_proj_pad_inline79__ssa_v0: pl.Out[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)]]) -> tuple[pl.Tensor[[128, 512], pl.FP32], pl.Tensor[[128, 512], pl.FP32]]:
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
        idx_inline54__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        global_row0_inline61__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline54__ssa_v0 // 8 * 16
        o0_inline39__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline54__ssa_v0 % 8 * 64
        kv_acc_inline44__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        score_acc_inline41__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline38__idx_v0, (kv_acc_inline44__iter_v1, score_acc_inline41__iter_v1) in pl.range(0, 8, 2, init_values=(kv_acc_inline44__tile, score_acc_inline41__tile)):
            k0_inline36__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline38__idx_v0 * 512
            x_rows_inline67__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(bs_inline72__ssa_v0 - global_row0_inline61__ssa_v0, 16)
            k0_inline36__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline38__idx_v0 + 1) * 512
            x_rows_inline67__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(bs_inline72__ssa_v0 - global_row0_inline61__ssa_v0, 16)
            x_tile_inline33__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 512])] = pl.tile.load(x_flat_inline68__ssa_v0, [global_row0_inline61__ssa_v0, k0_inline36__ssa_v0], [16, 512], [x_rows_inline67__ssa_v0, 512], target_memory=pl.Mem.Mat)
            wkv_tile_inline31__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline39__ssa_v0, k0_inline36__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
            wgate_tile_inline29__tile: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline39__ssa_v0, k0_inline36__ssa_v0], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
            x_tile_inline33__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 512])] = pl.tile.load(x_flat_inline68__ssa_v0, [global_row0_inline61__ssa_v0, k0_inline36__ssa_v0_1], [16, 512], [x_rows_inline67__ssa_v0_1, 512], target_memory=pl.Mem.Mat)
            wkv_tile_inline31__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wkv__ssa_v0, [o0_inline39__ssa_v0, k0_inline36__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
            wgate_tile_inline29__tile_1: pl.Tile[[64, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wgate__ssa_v0, [o0_inline39__ssa_v0, k0_inline36__ssa_v0_1], [64, 512], [64, 512], target_memory=pl.Mem.Mat)
            if k0_inline36__ssa_v0 == 0:
                wkv_tile_inline31__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline31__tile)
                kv_acc_inline44__tile_l0_init_storage: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                kv_acc_inline44__tile_l0_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.tile.set_validshape(kv_acc_inline44__tile_l0_init_storage, x_rows_inline67__ssa_v0, 64)
                for kv_acc_inline44__tile_l0_ko, (kv_acc_inline44__tile_l0_c,) in pl.range(0, 512, 512, init_values=(kv_acc_inline44__tile_l0_init,)):
                    kv_acc_inline44__tile_l0_a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, kv_acc_inline44__tile_l0_ko, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t, kv_acc_inline44__tile_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
                    kv_acc_inline44__tile_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, kv_acc_inline44__tile_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t, kv_acc_inline44__tile_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    if kv_acc_inline44__tile_l0_ko == 0:
                        kv_acc_inline44__tile_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_acc_inline44__tile_l0_a, kv_acc_inline44__tile_l0_b)
                        kv_acc_inline44__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_first)
                    else:
                        kv_acc_inline44__tile_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c, kv_acc_inline44__tile_l0_a, kv_acc_inline44__tile_l0_b)
                        kv_acc_inline44__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_acc)
                    if kv_acc_inline44__tile_l0_ko + 256 == 0:
                        kv_acc_inline44__tile_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_acc_inline44__tile_l0_a_1, kv_acc_inline44__tile_l0_b_1)
                        kv_acc_inline44__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_first_1)
                    else:
                        kv_acc_inline44__tile_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c_phi, kv_acc_inline44__tile_l0_a_1, kv_acc_inline44__tile_l0_b_1)
                        kv_acc_inline44__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_acc_1)
                    kv_acc_inline44__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.yield_(kv_acc_inline44__tile_l0_c_phi_1)
                wgate_tile_inline29__tile_t: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline29__tile)
                score_acc_inline41__tile_l0_init_storage: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                score_acc_inline41__tile_l0_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.tile.set_validshape(score_acc_inline41__tile_l0_init_storage, x_rows_inline67__ssa_v0, 64)
                for score_acc_inline41__tile_l0_ko, (score_acc_inline41__tile_l0_c,) in pl.range(0, 512, 512, init_values=(score_acc_inline41__tile_l0_init,)):
                    score_acc_inline41__tile_l0_a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, score_acc_inline41__tile_l0_ko, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t, score_acc_inline41__tile_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
                    score_acc_inline41__tile_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, score_acc_inline41__tile_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t, score_acc_inline41__tile_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    if score_acc_inline41__tile_l0_ko == 0:
                        score_acc_inline41__tile_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_acc_inline41__tile_l0_a, score_acc_inline41__tile_l0_b)
                        score_acc_inline41__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_first)
                    else:
                        score_acc_inline41__tile_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c, score_acc_inline41__tile_l0_a, score_acc_inline41__tile_l0_b)
                        score_acc_inline41__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_acc)
                    if score_acc_inline41__tile_l0_ko + 256 == 0:
                        score_acc_inline41__tile_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_acc_inline41__tile_l0_a_1, score_acc_inline41__tile_l0_b_1)
                        score_acc_inline41__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_first_1)
                    else:
                        score_acc_inline41__tile_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c_phi, score_acc_inline41__tile_l0_a_1, score_acc_inline41__tile_l0_b_1)
                        score_acc_inline41__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_acc_1)
                    score_acc_inline41__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0, 64])] = pl.yield_(score_acc_inline41__tile_l0_c_phi_1)
                kv_acc_inline44__phi_v5, score_acc_inline41__phi_v5 = pl.yield_(kv_acc_inline44__tile_1, score_acc_inline41__tile_1)
            else:
                wkv_tile_inline31__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline31__tile)
                for kv_acc_inline44__tile_l0_ko_1, (kv_acc_inline44__tile_l0_c_1,) in pl.range(0, 512, 512, init_values=(kv_acc_inline44__iter_v1,)):
                    kv_acc_inline44__tile_l0_a_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, kv_acc_inline44__tile_l0_ko_1, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t_1, kv_acc_inline44__tile_l0_ko_1, 0, [256, 64], target_memory=pl.Mem.Right)
                    kv_acc_inline44__tile_l0_a_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, kv_acc_inline44__tile_l0_ko_1 + 256, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t_1, kv_acc_inline44__tile_l0_ko_1 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    kv_acc_inline44__tile_l0_c_acc_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c_1, kv_acc_inline44__tile_l0_a_2, kv_acc_inline44__tile_l0_b_2)
                    kv_acc_inline44__tile_l0_c_acc_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c_acc_2, kv_acc_inline44__tile_l0_a_3, kv_acc_inline44__tile_l0_b_3)
                    kv_acc_inline44__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(kv_acc_inline44__tile_l0_c_acc_3)
                wgate_tile_inline29__tile_t_1: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_9, pl.const(229376, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline29__tile)
                for score_acc_inline41__tile_l0_ko_1, (score_acc_inline41__tile_l0_c_1,) in pl.range(0, 512, 512, init_values=(score_acc_inline41__iter_v1,)):
                    score_acc_inline41__tile_l0_a_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, score_acc_inline41__tile_l0_ko_1, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t_1, score_acc_inline41__tile_l0_ko_1, 0, [256, 64], target_memory=pl.Mem.Right)
                    score_acc_inline41__tile_l0_a_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile, 0, score_acc_inline41__tile_l0_ko_1 + 256, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t_1, score_acc_inline41__tile_l0_ko_1 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    score_acc_inline41__tile_l0_c_acc_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c_1, score_acc_inline41__tile_l0_a_2, score_acc_inline41__tile_l0_b_2)
                    score_acc_inline41__tile_l0_c_acc_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c_acc_2, score_acc_inline41__tile_l0_a_3, score_acc_inline41__tile_l0_b_3)
                    score_acc_inline41__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(score_acc_inline41__tile_l0_c_acc_3)
                kv_acc_inline44__phi_v5, score_acc_inline41__phi_v5 = pl.yield_(kv_acc_inline44__tile_2, score_acc_inline41__tile_2)
            if k0_inline36__ssa_v0_1 == 0:
                wkv_tile_inline31__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline31__tile_1)
                kv_acc_inline44__tile_l0_init_storage_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                kv_acc_inline44__tile_l0_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.tile.set_validshape(kv_acc_inline44__tile_l0_init_storage_1, x_rows_inline67__ssa_v0_1, 64)
                for kv_acc_inline44__tile_l0_ko_2, (kv_acc_inline44__tile_l0_c_2,) in pl.range(0, 512, 512, init_values=(kv_acc_inline44__tile_l0_init_1,)):
                    kv_acc_inline44__tile_l0_a_4: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, kv_acc_inline44__tile_l0_ko_2, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b_4: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t_2, kv_acc_inline44__tile_l0_ko_2, 0, [256, 64], target_memory=pl.Mem.Right)
                    kv_acc_inline44__tile_l0_a_5: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, kv_acc_inline44__tile_l0_ko_2 + 256, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b_5: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t_2, kv_acc_inline44__tile_l0_ko_2 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    if kv_acc_inline44__tile_l0_ko_2 == 0:
                        kv_acc_inline44__tile_l0_c_first_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_acc_inline44__tile_l0_a_4, kv_acc_inline44__tile_l0_b_4)
                        kv_acc_inline44__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_first_2)
                    else:
                        kv_acc_inline44__tile_l0_c_acc_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c_2, kv_acc_inline44__tile_l0_a_4, kv_acc_inline44__tile_l0_b_4)
                        kv_acc_inline44__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_acc_4)
                    if kv_acc_inline44__tile_l0_ko_2 + 256 == 0:
                        kv_acc_inline44__tile_l0_c_first_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(kv_acc_inline44__tile_l0_a_5, kv_acc_inline44__tile_l0_b_5)
                        kv_acc_inline44__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_first_3)
                    else:
                        kv_acc_inline44__tile_l0_c_acc_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c_phi_2, kv_acc_inline44__tile_l0_a_5, kv_acc_inline44__tile_l0_b_5)
                        kv_acc_inline44__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(kv_acc_inline44__tile_l0_c_acc_5)
                    kv_acc_inline44__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.yield_(kv_acc_inline44__tile_l0_c_phi_3)
                wgate_tile_inline29__tile_t_2: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline29__tile_1)
                score_acc_inline41__tile_l0_init_storage_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                score_acc_inline41__tile_l0_init_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.tile.set_validshape(score_acc_inline41__tile_l0_init_storage_1, x_rows_inline67__ssa_v0_1, 64)
                for score_acc_inline41__tile_l0_ko_2, (score_acc_inline41__tile_l0_c_2,) in pl.range(0, 512, 512, init_values=(score_acc_inline41__tile_l0_init_1,)):
                    score_acc_inline41__tile_l0_a_4: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, score_acc_inline41__tile_l0_ko_2, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b_4: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t_2, score_acc_inline41__tile_l0_ko_2, 0, [256, 64], target_memory=pl.Mem.Right)
                    score_acc_inline41__tile_l0_a_5: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, score_acc_inline41__tile_l0_ko_2 + 256, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b_5: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t_2, score_acc_inline41__tile_l0_ko_2 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    if score_acc_inline41__tile_l0_ko_2 == 0:
                        score_acc_inline41__tile_l0_c_first_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_acc_inline41__tile_l0_a_4, score_acc_inline41__tile_l0_b_4)
                        score_acc_inline41__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_first_2)
                    else:
                        score_acc_inline41__tile_l0_c_acc_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c_2, score_acc_inline41__tile_l0_a_4, score_acc_inline41__tile_l0_b_4)
                        score_acc_inline41__tile_l0_c_phi_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_acc_4)
                    if score_acc_inline41__tile_l0_ko_2 + 256 == 0:
                        score_acc_inline41__tile_l0_c_first_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(score_acc_inline41__tile_l0_a_5, score_acc_inline41__tile_l0_b_5)
                        score_acc_inline41__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_first_3)
                    else:
                        score_acc_inline41__tile_l0_c_acc_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c_phi_2, score_acc_inline41__tile_l0_a_5, score_acc_inline41__tile_l0_b_5)
                        score_acc_inline41__tile_l0_c_phi_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(score_acc_inline41__tile_l0_c_acc_5)
                    score_acc_inline41__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline67__ssa_v0_1, 64])] = pl.yield_(score_acc_inline41__tile_l0_c_phi_3)
                kv_acc_inline44__phi_v5_1, score_acc_inline41__phi_v5_1 = pl.yield_(kv_acc_inline44__tile_3, score_acc_inline41__tile_3)
            else:
                wkv_tile_inline31__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline31__tile_1)
                for kv_acc_inline44__tile_l0_ko_3, (kv_acc_inline44__tile_l0_c_3,) in pl.range(0, 512, 512, init_values=(kv_acc_inline44__phi_v5,)):
                    kv_acc_inline44__tile_l0_a_6: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, kv_acc_inline44__tile_l0_ko_3, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b_6: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t_3, kv_acc_inline44__tile_l0_ko_3, 0, [256, 64], target_memory=pl.Mem.Right)
                    kv_acc_inline44__tile_l0_a_7: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, kv_acc_inline44__tile_l0_ko_3 + 256, [16, 256], target_memory=pl.Mem.Left)
                    kv_acc_inline44__tile_l0_b_7: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wkv_tile_inline31__tile_t_3, kv_acc_inline44__tile_l0_ko_3 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    kv_acc_inline44__tile_l0_c_acc_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c_3, kv_acc_inline44__tile_l0_a_6, kv_acc_inline44__tile_l0_b_6)
                    kv_acc_inline44__tile_l0_c_acc_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline44__tile_l0_c_acc_6, kv_acc_inline44__tile_l0_a_7, kv_acc_inline44__tile_l0_b_7)
                    kv_acc_inline44__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(kv_acc_inline44__tile_l0_c_acc_7)
                wgate_tile_inline29__tile_t_3: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_12, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline29__tile_1)
                for score_acc_inline41__tile_l0_ko_3, (score_acc_inline41__tile_l0_c_3,) in pl.range(0, 512, 512, init_values=(score_acc_inline41__phi_v5,)):
                    score_acc_inline41__tile_l0_a_6: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_46, pl.const(16384, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, score_acc_inline41__tile_l0_ko_3, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b_6: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t_3, score_acc_inline41__tile_l0_ko_3, 0, [256, 64], target_memory=pl.Mem.Right)
                    score_acc_inline41__tile_l0_a_7: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_48, pl.const(24576, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(x_rows_inline67__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline33__tile_1, 0, score_acc_inline41__tile_l0_ko_3 + 256, [16, 256], target_memory=pl.Mem.Left)
                    score_acc_inline41__tile_l0_b_7: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_17, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wgate_tile_inline29__tile_t_3, score_acc_inline41__tile_l0_ko_3 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    score_acc_inline41__tile_l0_c_acc_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c_3, score_acc_inline41__tile_l0_a_6, score_acc_inline41__tile_l0_b_6)
                    score_acc_inline41__tile_l0_c_acc_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline41__tile_l0_c_acc_6, score_acc_inline41__tile_l0_a_7, score_acc_inline41__tile_l0_b_7)
                    score_acc_inline41__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(score_acc_inline41__tile_l0_c_acc_7)
                kv_acc_inline44__phi_v5_1, score_acc_inline41__phi_v5_1 = pl.yield_(kv_acc_inline44__tile_4, score_acc_inline41__tile_4)
            kv_acc_inline44__rv_v2, score_acc_inline41__rv_v2 = pl.yield_(kv_acc_inline44__phi_v5_1, score_acc_inline41__phi_v5_1)
        kv_proj_pad_inline74__tile: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)] = pl.tile.store(kv_acc_inline44__rv_v2, [global_row0_inline61__ssa_v0, o0_inline39__ssa_v0], kv_proj_pad_inline74__ssa_v0)
        score_proj_pad_inline79__tile: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)] = pl.tile.store(score_acc_inline41__rv_v2, [global_row0_inline61__ssa_v0, o0_inline39__ssa_v0], score_proj_pad_inline79__ssa_v0)
        return kv_proj_pad_inline74__ssa_v0, score_proj_pad_inline79__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def kv_score_proj_spmd(self, bs_inline72__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline68__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], kv_proj_pad_inline74__ssa_v0: pl.Out[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)]], score_proj_pad_inline79__ssa_v0: pl.Out[pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)]]) -> tuple[pl.Tensor[[128, 512], pl.FP32], pl.Tensor[[128, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 512], pl.FP32], pl.Tensor[[128, 512], pl.FP32]] = self.kv_score_proj(bs_inline72__ssa_v0, x_flat_inline68__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_pad_inline74__ssa_v0, score_proj_pad_inline79__ssa_v0)
        kv_proj_pad_inline74__ssa_v1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0[0]
        score_proj_pad_inline79__ssa_v1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0[1]
        return kv_proj_pad_inline74__ssa_v0, score_proj_pad_inline79__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_rope_cache_write(b_dim_inline64__ssa_v0: pl.Scalar[pl.INDEX], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], pooled_kv_inline49__rv_v2: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], normed_kv_inline95__ssa_v0: pl.InOut[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]], norm_w_2d_inline107__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)], cmp_kv_cache_flat_inline37__ssa_v0: pl.Out[pl.Tensor[[cmp_flat_rows_inline35__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], kv_flat_inline71__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], s_dim_inline42__ssa_v0: pl.Scalar[pl.INDEX], cmp_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)]):
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_23: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_34: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_68: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        t__tmp_v14: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        b0_inline59__ssa_v0: pl.Scalar[pl.INDEX] = t__tmp_v14 * 16
        rms_blk_rows_inline25__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(b_dim_inline64__ssa_v0 - b0_inline59__ssa_v0, 16)
        cos_b_inline24__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(29120, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        sin_b_inline22__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for local_c_idx_inline20__idx_v0, (cos_b_inline24__iter_v1, sin_b_inline22__iter_v1) in pl.range(rms_blk_rows_inline25__ssa_v0, init_values=(cos_b_inline24__tile, sin_b_inline22__tile)):
            row_c_idx_inline47__ssa_v0: pl.Scalar[pl.INDEX] = b0_inline59__ssa_v0 + local_c_idx_inline20__idx_v0
            t__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(cos_il__rv_v2, [row_c_idx_inline47__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            cos_b_inline24__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(29120, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(cos_b_inline24__iter_v1, t__tile, [local_c_idx_inline20__idx_v0, 0])
            t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(sin_signed__rv_v2, [row_c_idx_inline47__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            sin_b_inline22__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(sin_b_inline22__iter_v1, t__tile_1, [local_c_idx_inline20__idx_v0, 0])
            cos_b_inline24__rv_v2, sin_b_inline22__rv_v2 = pl.yield_(cos_b_inline24__tile_1, sin_b_inline22__tile_1)
        partial_sq_inline23__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_68, pl.const(28864, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        for rms_kb_inline70__idx_v0, (partial_sq_inline23__iter_v1,) in pl.range(0, 8, 2, init_values=(partial_sq_inline23__tile,)):
            rms_h0_inline40__ssa_v0: pl.Scalar[pl.INDEX] = rms_kb_inline70__idx_v0 * 64
            rms_h0_inline40__ssa_v0_1: pl.Scalar[pl.INDEX] = (rms_kb_inline70__idx_v0 + 1) * 64
            kv_rms_chunk_inline51__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline49__rv_v2, [b0_inline59__ssa_v0, rms_h0_inline40__ssa_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            kv_rms_chunk_inline51__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline49__rv_v2, [b0_inline59__ssa_v0, rms_h0_inline40__ssa_v0_1], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            kv_rms_sq_inline19__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline51__tile, kv_rms_chunk_inline51__tile)
            tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_34, pl.const(28736, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline19__tile, tmp_tile)
            kv_rms_rowsum_inline18__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_34, pl.const(28736, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [1, 16])
            partial_sq_inline23__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(partial_sq_inline23__iter_v1, kv_rms_rowsum_inline18__tile)
            kv_rms_sq_inline19__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline51__tile_1, kv_rms_chunk_inline51__tile_1)
            tmp_tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(28672, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline19__tile_1, tmp_tile_1)
            kv_rms_rowsum_inline18__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(28672, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
            partial_sq_inline23__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_68, pl.const(28864, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(partial_sq_inline23__tile_1, kv_rms_rowsum_inline18__tile_1)
            partial_sq_inline23__rv_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_68, pl.const(28864, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(partial_sq_inline23__tile_2)
        t__tile_4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(partial_sq_inline23__rv_v2, 0.001953125)
        t__tile_5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(t__tile_4, 9.9999999999999995e-07)
        variance_inline89__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [16, 1])
        t__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(variance_inline89__tile, [1, 16])
        t__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sqrt(t__rm_a0_tmp_v0)
        t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v1, [16, 1])
        inv_rms_inline75__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [1, 16])
        inv_rms_inline75__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(28672, pl.INT64), 64), pl.Mem.Vec] = pl.tile.recip(inv_rms_inline75__rm_a0_tmp_v2)
        inv_rms_inline75__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(28672, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(inv_rms_inline75__row_major_tmp_v3, [16, 1])
        for rms_kb_inline58__idx_v0, (normed_kv_inline95__iter_v1,) in pl.range(0, 6, 2, init_values=(normed_kv_inline95__ssa_v0,)):
            norm_h0_inline57__ssa_v0: pl.Scalar[pl.INDEX] = rms_kb_inline58__idx_v0 * 64
            norm_h0_inline57__ssa_v0_1: pl.Scalar[pl.INDEX] = (rms_kb_inline58__idx_v0 + 1) * 64
            kv_norm_chunk_inline45__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline49__rv_v2, [b0_inline59__ssa_v0, norm_h0_inline57__ssa_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t__tile_7: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_68, pl.const(28864, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline107__ssa_v0, [0, norm_h0_inline57__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            kv_norm_chunk_inline45__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline49__rv_v2, [b0_inline59__ssa_v0, norm_h0_inline57__ssa_v0_1], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            t__tile_8: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_34, pl.const(28736, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline107__ssa_v0, [0, norm_h0_inline57__ssa_v0_1], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            gamma_inline69__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_7, target_type=pl.FP32, mode='round')
            t__tile_9: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline45__tile, inv_rms_inline75__tile)
            normed_chunk_inline17__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_9, gamma_inline69__tile)
            normed_kv_inline95__tile: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.tile.store(normed_chunk_inline17__tile, [b0_inline59__ssa_v0, norm_h0_inline57__ssa_v0], normed_kv_inline95__iter_v1)
            gamma_inline69__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_22, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_8, target_type=pl.FP32, mode='round')
            t__tile_10: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline45__tile_1, inv_rms_inline75__tile)
            normed_chunk_inline17__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_10, gamma_inline69__tile_1)
            normed_kv_inline95__tile_1: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.tile.store(normed_chunk_inline17__tile_1, [b0_inline59__ssa_v0, norm_h0_inline57__ssa_v0_1], normed_kv_inline95__tile)
            normed_kv_inline95__rv_v2_main: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 32768)] = pl.yield_(normed_kv_inline95__tile_1)
        norm_h0_inline57__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.const(6, pl.INDEX) * pl.const(64, pl.INDEX)
        kv_norm_chunk_inline45__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline49__rv_v2, [b0_inline59__ssa_v0, norm_h0_inline57__ssa_v0_2], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_11: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline107__ssa_v0, [0, norm_h0_inline57__ssa_v0_2], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_inline69__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_11, target_type=pl.FP32, mode='round')
        t__tile_12: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline45__tile_2, inv_rms_inline75__tile)
        normed_chunk_inline17__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_12, gamma_inline69__tile_2)
        normed_kv_inline95__tile_2: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 32768)] = pl.tile.store(normed_chunk_inline17__tile_2, [b0_inline59__ssa_v0, norm_h0_inline57__ssa_v0_2], normed_kv_inline95__rv_v2_main)
        normed_kv_inline95__rv_v2: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 32768)] = normed_kv_inline95__tile_2
        kv_rope_norm_inline53__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline49__rv_v2, [b0_inline59__ssa_v0, 448], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_13: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline107__ssa_v0, [0, 448], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_rope_inline106__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_13, target_type=pl.FP32, mode='round')
        t__tile_14: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_rope_norm_inline53__tile, inv_rms_inline75__tile)
        rope_normed_inline16__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_14, gamma_rope_inline106__tile)
        rope_ones_inline15__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        t__tile_15: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        t__tile_16: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_15, target_type=pl.FP32, mode='round')
        rope_col_inline14__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(rope_ones_inline15__tile, t__tile_16)
        t__tile_17: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_col_inline14__tile, 0.5)
        t__tile_18: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_17, target_type=pl.INT32, mode='trunc')
        rope_dup_f_inline73__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_18, target_type=pl.FP32, mode='round')
        t__tile_19: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_dup_f_inline73__tile, 2.0)
        rope_lane_inline13__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(rope_col_inline14__tile, t__tile_19)
        t__tile_20: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(rope_col_inline14__tile, 1.0)
        t__tile_21: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_lane_inline13__tile, 2.0)
        t__tile_22: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sub(t__tile_20, t__tile_21)
        rope_swap_idx_inline97__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_22, target_type=pl.INT32, mode='round')
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_normed_inline16__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_swap_idx_inline97__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_22, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_68, pl.const(28864, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        swapped_inline12__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        t__tile_23: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(rope_normed_inline16__tile, cos_b_inline24__rv_v2)
        t__tile_24: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_23, pl.const(20480, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(swapped_inline12__tile, sin_b_inline22__rv_v2)
        rope_rot_inline11__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile_23, t__tile_24)
        normed_kv_inline95__tile_3: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 32768)] = pl.tile.store(rope_rot_inline11__tile, [b0_inline59__ssa_v0, 448], normed_kv_inline95__rv_v2)
        for local_c_idx_inline50__idx_v0, (cmp_kv_cache_flat_inline37__iter_v1, kv_flat_inline71__iter_v1) in pl.range(rms_blk_rows_inline25__ssa_v0, init_values=(cmp_kv_cache_flat_inline37__ssa_v0, kv_flat_inline71__ssa_v0)):
            global_c_idx_inline28__ssa_v1: pl.Scalar[pl.INDEX] = b0_inline59__ssa_v0 + local_c_idx_inline50__idx_v0
            first_pos_b_inline103__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [global_c_idx_inline28__ssa_v1 * s_dim_inline42__ssa_v0])
            pos_b_inline10__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(first_pos_b_inline103__tile, pl.INDEX) % 128
            if 128 <= pos_b_inline10__ssa_v0 + s_dim_inline42__ssa_v0:
                boundary_s_inline21__ssa_v0: pl.Scalar[pl.INDEX] = 127 - pos_b_inline10__ssa_v0
                kv_row_inline86__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(normed_kv_inline95__tile_3, [global_c_idx_inline28__ssa_v1, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                cmp_row_i64_inline55__tile: pl.Scalar[pl.INT64] = pl.tensor.read(cmp_slot_mapping__ssa_v0, [global_c_idx_inline28__ssa_v1 * s_dim_inline42__ssa_v0 + boundary_s_inline21__ssa_v0])
                if 0 <= cmp_row_i64_inline55__tile:
                    cmp_row_inline9__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cmp_row_i64_inline55__tile, pl.INDEX)
                    kv_flat_inline71__tile: pl.Tensor[[T_DYN, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_row_inline86__tile, [global_c_idx_inline28__ssa_v1 * s_dim_inline42__ssa_v0, 0], kv_flat_inline71__iter_v1)
                    t__tile_25: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_19, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_row_inline86__tile, target_type=pl.BF16, mode='rint')
                    cmp_kv_cache_flat_inline37__tile: pl.Tensor[[cmp_flat_rows_inline35__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_25, [cmp_row_inline9__ssa_v0, 0], cmp_kv_cache_flat_inline37__iter_v1)
                    cmp_kv_cache_flat_inline37__phi_v4, kv_flat_inline71__phi_v4 = pl.yield_(cmp_kv_cache_flat_inline37__tile, kv_flat_inline71__tile)
                else:
                    cmp_kv_cache_flat_inline37__phi_v4, kv_flat_inline71__phi_v4 = pl.yield_(cmp_kv_cache_flat_inline37__iter_v1, kv_flat_inline71__iter_v1)
                cmp_kv_cache_flat_inline37__phi_v5, kv_flat_inline71__phi_v5 = pl.yield_(cmp_kv_cache_flat_inline37__phi_v4, kv_flat_inline71__phi_v4)
            else:
                cmp_kv_cache_flat_inline37__phi_v5, kv_flat_inline71__phi_v5 = pl.yield_(cmp_kv_cache_flat_inline37__iter_v1, kv_flat_inline71__iter_v1)
            cmp_kv_cache_flat_inline37__rv_v2, kv_flat_inline71__rv_v2 = pl.yield_(cmp_kv_cache_flat_inline37__phi_v5, kv_flat_inline71__phi_v5)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def rmsnorm_rope_cache_write_spmd(self, b_dim_inline64__ssa_v0: pl.Scalar[pl.INDEX], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], pooled_kv_inline49__rv_v2: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], normed_kv_inline95__ssa_v0: pl.InOut[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]], norm_w_2d_inline107__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)], cmp_kv_cache_flat_inline37__ssa_v0: pl.Out[pl.Tensor[[cmp_flat_rows_inline35__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], kv_flat_inline71__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], s_dim_inline42__ssa_v0: pl.Scalar[pl.INDEX], cmp_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)]):
        self.rmsnorm_rope_cache_write(b_dim_inline64__ssa_v0, cos_il__rv_v2, sin_signed__rv_v2, pooled_kv_inline49__rv_v2, normed_kv_inline95__ssa_v0, norm_w_2d_inline107__ssa_v0, cmp_kv_cache_flat_inline37__ssa_v0, kv_flat_inline71__ssa_v0, position_ids__ssa_v0, s_dim_inline42__ssa_v0, cmp_slot_mapping__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_interleave(cos_il__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], sin_signed__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], b_dim_inline8__ssa_v0: pl.Scalar[pl.INDEX], cos__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], sin__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        il_ones_inline5__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([4, 64], dtype=pl.FP32, value=1.0)
        t__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
        il_col_inline4__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.col_expand_mul(il_ones_inline5__tile, t__tile_1)
        t__tile_2: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_col_inline4__tile, 0.5)
        t__tile_3: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_2, target_type=pl.INT32, mode='trunc')
        il_dup_f_inline3__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_3, target_type=pl.FP32, mode='round')
        il_dup_idx_inline2__tile: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(il_dup_f_inline3__tile, target_type=pl.INT32, mode='round')
        t__tile_4: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_dup_f_inline3__tile, 2.0)
        il_lane_inline7__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(il_col_inline4__tile, t__tile_4)
        t__tile_5: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_lane_inline7__tile, 2.0)
        il_sign_inline1__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.subs(t__tile_5, 1.0)
        for il_blk_inline0__idx_v0, (cos_il__iter_v1, sin_signed__iter_v1) in pl.range(b_dim_inline8__ssa_v0 // 4, init_values=(cos_il__ssa_v0, sin_signed__ssa_v0)):
            il_b0_inline6__ssa_v0: pl.Scalar[pl.INDEX] = il_blk_inline0__idx_v0 * 4
            t__tile_6: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(cos__ssa_v0, [il_b0_inline6__ssa_v0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            gather_acc_init: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([4, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv, (gather_ia,) in pl.range(4, init_values=(gather_acc_init,)):
                gather_inp_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(t__tile_6, [1, 32], [gather_lv, 0], [1, 32])
                gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(il_dup_idx_inline2__tile, [1, 64], [gather_lv, 0], [1, 64])
                gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_18, pl.const(1536, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(1792, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                gather_asmbl: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                gather_rv: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl)
            t__tile_7: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = gather_rv
            cos_il__tile: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_7, [il_b0_inline6__ssa_v0, 0], cos_il__iter_v1)
            t__tile_8: pl.Tile[[4, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sin__ssa_v0, [il_b0_inline6__ssa_v0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
            gather_acc_init_1: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([4, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv_1, (gather_ia_1,) in pl.range(4, init_values=(gather_acc_init_1,)):
                gather_inp_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_16, pl.const(1024, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(t__tile_8, [1, 32], [gather_lv_1, 0], [1, 32])
                gather_idx_row_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(il_dup_idx_inline2__tile, [1, 64], [gather_lv_1, 0], [1, 64])
                gather_row_tmp_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_18, pl.const(1536, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_19, pl.const(1792, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
                gather_asmbl_1: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
                gather_rv_1: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
            t__tile_9: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = gather_rv_1
            t__tile_10: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(t__tile_9, il_sign_inline1__tile)
            sin_signed__tile: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_10, [il_b0_inline6__ssa_v0, 0], sin_signed__iter_v1)
            cos_il__rv_v2, sin_signed__rv_v2 = pl.yield_(cos_il__tile, sin_signed__tile)
        return cos_il__ssa_v0, sin_signed__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scatter_softmax_pool(compress_state_rows_inline46__ssa_v0: pl.InOut[pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], pooled_kv_inline49__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]], b_dim_inline64__ssa_v0: pl.Scalar[pl.INDEX], s_dim_inline42__ssa_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], kv_proj_pad_inline74__ssa_v1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)], score_proj_pad_inline79__ssa_v1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)], ape__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 262144)], compress_state_block_table__ssa_v0: pl.Tensor[[B_DYN, COMPRESS_STATE_MAX_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[16, 512], pl.FP32]:
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        mem_vec_26: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        mem_vec_27: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_29: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_30: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_33: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_34: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_35: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_36: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for global_c_idx_inline28__idx_v0, (compress_state_rows_inline46__iter_v1, pooled_kv_inline49__iter_v1) in pl.range(b_dim_inline64__ssa_v0, init_values=(compress_state_rows_inline46__ssa_v0, pooled_kv_inline49__ssa_v0)):
            unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (s_dim_inline42__ssa_v0 - 0) // 2 * 2
            for s_sc_inline27__idx_v0, (compress_state_rows_inline46__iter_v3,) in pl.range(0, unroll_main_end, 2, init_values=(compress_state_rows_inline46__iter_v1,)):
                proj_row_inline30__ssa_v0: pl.Scalar[pl.INDEX] = global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + s_sc_inline27__idx_v0
                token_pos_inline82__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + s_sc_inline27__idx_v0])
                token_ape_row_inline83__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline82__tile, pl.INDEX) % 128, pl.INDEX)
                state_row_i64_inline48__tile: pl.Scalar[pl.INT64] = pl.tensor.read(state_slot_mapping__ssa_v0, [global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + s_sc_inline27__idx_v0])
                proj_row_inline30__ssa_v0_1: pl.Scalar[pl.INDEX] = global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + (s_sc_inline27__idx_v0 + 1)
                token_pos_inline82__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + (s_sc_inline27__idx_v0 + 1)])
                token_ape_row_inline83__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline82__tile_1, pl.INDEX) % 128, pl.INDEX)
                state_row_i64_inline48__tile_1: pl.Scalar[pl.INT64] = pl.tensor.read(state_slot_mapping__ssa_v0, [global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + (s_sc_inline27__idx_v0 + 1)])
                if 0 <= state_row_i64_inline48__tile:
                    state_row_inline77__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline48__tile, pl.INDEX)
                    kv_row_inline86__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline74__ssa_v1, [proj_row_inline30__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    score_row_inline60__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline79__ssa_v1, [proj_row_inline30__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    ape_row_inline84__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_27, pl.const(131072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [token_ape_row_inline83__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    t__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.add(score_row_inline60__tile, ape_row_inline84__tile)
                    compress_state_rows_inline46__tile: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_row_inline86__tile, [state_row_inline77__ssa_v0, 0], compress_state_rows_inline46__iter_v3)
                    compress_state_rows_inline46__tile_1: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [state_row_inline77__ssa_v0, 512], compress_state_rows_inline46__tile)
                    compress_state_rows_inline46__phi_v7: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__tile_1)
                else:
                    compress_state_rows_inline46__phi_v7: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__iter_v3)
                if 0 <= state_row_i64_inline48__tile_1:
                    state_row_inline77__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline48__tile_1, pl.INDEX)
                    kv_row_inline86__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(135168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline74__ssa_v1, [proj_row_inline30__ssa_v0_1, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    score_row_inline60__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(139264, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline79__ssa_v1, [proj_row_inline30__ssa_v0_1, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    ape_row_inline84__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_30, pl.const(143360, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [token_ape_row_inline83__ssa_v0_1, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    t__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(139264, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(score_row_inline60__tile_1, ape_row_inline84__tile_1)
                    compress_state_rows_inline46__tile_2: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_row_inline86__tile_1, [state_row_inline77__ssa_v0_1, 0], compress_state_rows_inline46__phi_v7)
                    compress_state_rows_inline46__tile_3: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [state_row_inline77__ssa_v0_1, 512], compress_state_rows_inline46__tile_2)
                    compress_state_rows_inline46__phi_v7_1: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__tile_3)
                else:
                    compress_state_rows_inline46__phi_v7_1: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__phi_v7)
                compress_state_rows_inline46__rv_v4_main: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__phi_v7_1)
            unroll_rem: pl.Scalar[pl.INDEX] = s_dim_inline42__ssa_v0 - unroll_main_end
            if unroll_rem == 1:
                proj_row_inline30__ssa_v0_2: pl.Scalar[pl.INDEX] = global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + unroll_main_end
                token_pos_inline82__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + unroll_main_end])
                token_ape_row_inline83__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline82__tile_2, pl.INDEX) % 128, pl.INDEX)
                state_row_i64_inline48__tile_2: pl.Scalar[pl.INT64] = pl.tensor.read(state_slot_mapping__ssa_v0, [global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0 + unroll_main_end])
                if 0 <= state_row_i64_inline48__tile_2:
                    state_row_inline77__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline48__tile_2, pl.INDEX)
                    kv_row_inline86__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline74__ssa_v1, [proj_row_inline30__ssa_v0_2, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    score_row_inline60__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline79__ssa_v1, [proj_row_inline30__ssa_v0_2, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    ape_row_inline84__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_27, pl.const(131072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(ape__ssa_v0, [token_ape_row_inline83__ssa_v0_2, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                    compress_state_rows_inline46__tile_4: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_row_inline86__tile_2, [state_row_inline77__ssa_v0_2, 0], compress_state_rows_inline46__rv_v4_main)
                    t__tile_2: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.add(score_row_inline60__tile_2, ape_row_inline84__tile_2)
                    compress_state_rows_inline46__tile_5: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_2, [state_row_inline77__ssa_v0_2, 512], compress_state_rows_inline46__tile_4)
                    compress_state_rows_inline46__phi_v7_2: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__tile_5)
                else:
                    compress_state_rows_inline46__phi_v7_2: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__rv_v4_main)
                compress_state_rows_inline46__rv_v4: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__phi_v7_2)
            else:
                compress_state_rows_inline46__rv_v4: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_rows_inline46__rv_v4_main)
            first_pos_gate_inline32__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [global_c_idx_inline28__idx_v0 * s_dim_inline42__ssa_v0])
            pos_gate_inline87__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(first_pos_gate_inline32__tile, pl.INDEX) % 128
            if 128 <= pos_gate_inline87__ssa_v0 + s_dim_inline42__ssa_v0:
                compress_pos_inline78__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(first_pos_gate_inline32__tile, pl.INDEX) - pos_gate_inline87__ssa_v0 + 127
                state_pos0_inline101__ssa_v0: pl.Scalar[pl.INDEX] = compress_pos_inline78__ssa_v0 - 127
                base_logical_blk_inline52__ssa_v0: pl.Scalar[pl.INDEX] = state_pos0_inline101__ssa_v0 // 8
                for h0_inline91__idx_v0, (pooled_kv_inline49__iter_v3,) in pl.range(0, 512, 128, init_values=(pooled_kv_inline49__iter_v1,)):
                    softmax_score_state_inline80__tile: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.create([128, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                    softmax_kv_state_inline56__tile: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.create([128, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                    for gather_i_inline92__idx_v0, (softmax_kv_state_inline56__iter_v1, softmax_score_state_inline80__iter_v1) in pl.range(0, 16, 2, init_values=(softmax_kv_state_inline56__tile, softmax_score_state_inline80__tile)):
                        blk_i_inline90__ssa_v0: pl.Scalar[pl.INDEX] = gather_i_inline92__idx_v0
                        intra0_inline34__ssa_v0: pl.Scalar[pl.INDEX] = 0
                        s0_inline85__ssa_v0: pl.Scalar[pl.INDEX] = gather_i_inline92__idx_v0 * 8
                        state_blk_raw_inline96__tile: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [global_c_idx_inline28__idx_v0, base_logical_blk_inline52__ssa_v0 + blk_i_inline90__ssa_v0])
                        blk_i_inline90__ssa_v0_1: pl.Scalar[pl.INDEX] = gather_i_inline92__idx_v0 + 1
                        intra0_inline34__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
                        s0_inline85__ssa_v0_1: pl.Scalar[pl.INDEX] = (gather_i_inline92__idx_v0 + 1) * 8
                        state_blk_raw_inline96__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(compress_state_block_table__ssa_v0, [global_c_idx_inline28__idx_v0, base_logical_blk_inline52__ssa_v0 + blk_i_inline90__ssa_v0_1])
                        slot_score_inline93__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(131072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 128], dtype=pl.FP32, value=-3.4028234663852886e+38)
                        slot_kv_inline94__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(135168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 128], dtype=pl.FP32, value=0.0)
                        if 0 <= pl.cast(state_blk_raw_inline96__tile, pl.INDEX):
                            state_blk_id_inline99__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(state_blk_raw_inline96__tile, pl.INDEX)
                            row0_inline98__ssa_v0: pl.Scalar[pl.INDEX] = state_blk_id_inline99__ssa_v0 * 8 + intra0_inline34__ssa_v0
                            slot_score_inline93__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_29, pl.const(139264, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(compress_state_rows_inline46__rv_v4, [row0_inline98__ssa_v0, h0_inline91__idx_v0 + 512], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                            slot_kv_inline94__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_30, pl.const(143360, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(compress_state_rows_inline46__rv_v4, [row0_inline98__ssa_v0, h0_inline91__idx_v0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                            slot_kv_inline94__phi_v2, slot_score_inline93__phi_v2 = pl.yield_(slot_kv_inline94__tile_1, slot_score_inline93__tile_1)
                        else:
                            slot_kv_inline94__tile_mv: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_30, pl.const(143360, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(slot_kv_inline94__tile, target_memory=pl.Mem.Vec)
                            slot_score_inline93__tile_mv: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_29, pl.const(139264, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(slot_score_inline93__tile, target_memory=pl.Mem.Vec)
                            slot_kv_inline94__phi_v2, slot_score_inline93__phi_v2 = pl.yield_(slot_kv_inline94__tile_mv, slot_score_inline93__tile_mv)
                        softmax_score_state_inline80__tile_1: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.assemble(softmax_score_state_inline80__iter_v1, slot_score_inline93__phi_v2, [s0_inline85__ssa_v0, 0])
                        softmax_kv_state_inline56__tile_1: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.assemble(softmax_kv_state_inline56__iter_v1, slot_kv_inline94__phi_v2, [s0_inline85__ssa_v0, 0])
                        slot_score_inline93__tile_2: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_33, pl.const(147456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 128], dtype=pl.FP32, value=-3.4028234663852886e+38)
                        slot_kv_inline94__tile_2: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_34, pl.const(151552, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 128], dtype=pl.FP32, value=0.0)
                        if 0 <= pl.cast(state_blk_raw_inline96__tile_1, pl.INDEX):
                            state_blk_id_inline99__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(state_blk_raw_inline96__tile_1, pl.INDEX)
                            row0_inline98__ssa_v0_1: pl.Scalar[pl.INDEX] = state_blk_id_inline99__ssa_v0_1 * 8 + intra0_inline34__ssa_v0_1
                            slot_score_inline93__tile_3: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_35, pl.const(155648, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(compress_state_rows_inline46__rv_v4, [row0_inline98__ssa_v0_1, h0_inline91__idx_v0 + 512], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                            slot_kv_inline94__tile_3: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_36, pl.const(159744, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(compress_state_rows_inline46__rv_v4, [row0_inline98__ssa_v0_1, h0_inline91__idx_v0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                            slot_kv_inline94__phi_v2_1, slot_score_inline93__phi_v2_1 = pl.yield_(slot_kv_inline94__tile_3, slot_score_inline93__tile_3)
                        else:
                            slot_kv_inline94__tile_mv_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_36, pl.const(159744, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(slot_kv_inline94__tile_2, target_memory=pl.Mem.Vec)
                            slot_score_inline93__tile_mv_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_35, pl.const(155648, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(slot_score_inline93__tile_2, target_memory=pl.Mem.Vec)
                            slot_kv_inline94__phi_v2_1, slot_score_inline93__phi_v2_1 = pl.yield_(slot_kv_inline94__tile_mv_1, slot_score_inline93__tile_mv_1)
                        softmax_score_state_inline80__tile_2: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.assemble(softmax_score_state_inline80__tile_1, slot_score_inline93__phi_v2_1, [s0_inline85__ssa_v0_1, 0])
                        softmax_kv_state_inline56__tile_2: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.assemble(softmax_kv_state_inline56__tile_1, slot_kv_inline94__phi_v2_1, [s0_inline85__ssa_v0_1, 0])
                        softmax_kv_state_inline56__rv_v2, softmax_score_state_inline80__rv_v2 = pl.yield_(softmax_kv_state_inline56__tile_2, softmax_score_state_inline80__tile_2)
                    score_max_inline62__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(131072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_max(softmax_score_state_inline80__rv_v2)
                    score_exp_inline100__tile: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.col_expand_expdif(softmax_score_state_inline80__rv_v2, score_max_inline62__tile)
                    score_sum_inline88__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(131072, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_sum(score_exp_inline100__tile)
                    t__tile_3: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(135168, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.recip(score_sum_inline88__tile)
                    score_prob_inline102__tile: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.col_expand_mul(score_exp_inline100__tile, t__tile_3)
                    t__tile_4: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.mul(softmax_kv_state_inline56__rv_v2, score_prob_inline102__tile)
                    pooled_chunk_inline105__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.col_sum(t__tile_4)
                    pooled_kv_inline49__tile: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(pooled_chunk_inline105__tile, [global_c_idx_inline28__idx_v0, h0_inline91__idx_v0], pooled_kv_inline49__iter_v3)
                    pooled_kv_inline49__rv_v4: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 32768)] = pl.yield_(pooled_kv_inline49__tile)
                pooled_kv_inline49__phi_v6: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_49", pl.const(0, pl.INT64), 32768)] = pl.yield_(pooled_kv_inline49__rv_v4)
            else:
                pooled_kv_inline49__phi_v6: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_49", pl.const(0, pl.INT64), 32768)] = pl.yield_(pooled_kv_inline49__iter_v1)
            compress_state_rows_inline46__rv_v2, pooled_kv_inline49__rv_v2 = pl.yield_(compress_state_rows_inline46__rv_v4, pooled_kv_inline49__phi_v6)
        return pooled_kv_inline49__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def compressor_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], kv__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], compress_state__ssa_v0: pl.InOut[pl.Tensor[[COMPRESS_STATE_BLOCK_NUM_DYN, 8, 1024], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], compress_state_block_table__ssa_v0: pl.Tensor[[B_DYN, COMPRESS_STATE_MAX_BLOCKS_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], wkv__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4194304)], wgate__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4194304)], ape__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 262144)], norm_w__ssa_v0: pl.Tensor[[512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 1024)], cos__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], sin__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], cmp_kv_cache__ssa_v0: pl.InOut[pl.Tensor[[CMP_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], cmp_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)], state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[T_DYN, 512], pl.FP32], pl.Tensor[[COMPRESS_STATE_BLOCK_NUM_DYN, 8, 1024], pl.FP32], pl.Tensor[[CMP_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16]]:
        late_dep__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
        cos_il__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sin_signed__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        b_dim_inline8__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cos__ssa_v0, 0)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.rope_interleave, cos_il__ssa_v0, sin_signed__ssa_v0, b_dim_inline8__ssa_v0, cos__ssa_v0, sin__ssa_v0, allow_early_resolve=True)
        cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[0]
        sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[1]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[2]
        b_dim_inline64__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(compress_state_block_table__ssa_v0, 0)
        bs_inline72__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        s_dim_inline42__ssa_v0: pl.Scalar[pl.INDEX] = bs_inline72__ssa_v0 // b_dim_inline64__ssa_v0
        compress_state_block_num_inline76__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(compress_state__ssa_v0, 0)
        cmp_block_num_inline104__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv_cache__ssa_v0, 0)
        x_flat_inline68__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = x__ssa_v0
        t_matmul_inline81__ssa_v0: pl.Scalar[pl.INDEX] = (bs_inline72__ssa_v0 + 15) // 16 * 16
        rms_blocks_inline66__ssa_v0: pl.Scalar[pl.INDEX] = (b_dim_inline64__ssa_v0 + 15) // 16
        kv_proj_pad_inline74__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 262144)] = pl.tensor.create([128, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        score_proj_pad_inline79__ssa_v0: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 262144)] = pl.tensor.create([128, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[128, 512], pl.FP32], pl.Tensor[[128, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.kv_score_proj_spmd, bs_inline72__ssa_v0, x_flat_inline68__ssa_v0, wkv__ssa_v0, wgate__ssa_v0, kv_proj_pad_inline74__ssa_v0, score_proj_pad_inline79__ssa_v0, deps=[late_dep__ssa_v0], core_num=t_matmul_inline81__ssa_v0 // 2)
        kv_proj_pad_inline74__ssa_v1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0_1[0]
        score_proj_pad_inline79__ssa_v1: pl.Tensor[[128, 512], pl.FP32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0_1[1]
        _kv_score_tid_inline63__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[2]
        compress_state_rows_num_inline65__ssa_v0: pl.Scalar[pl.INDEX] = compress_state_block_num_inline76__ssa_v0 * 8
        compress_state_rows_inline46__ssa_v0: pl.Tensor[[compress_state_rows_num_inline65__ssa_v0, 1024], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(compress_state__ssa_v0, [compress_state_rows_num_inline65__ssa_v0, 1024])
        pooled_kv_inline49__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([16, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[16, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scatter_softmax_pool, compress_state_rows_inline46__ssa_v0, pooled_kv_inline49__ssa_v0, b_dim_inline64__ssa_v0, s_dim_inline42__ssa_v0, position_ids__ssa_v0, state_slot_mapping__ssa_v0, kv_proj_pad_inline74__ssa_v1, score_proj_pad_inline79__ssa_v1, ape__ssa_v0, compress_state_block_table__ssa_v0)
        pooled_kv_inline49__rv_v2: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_2[0]
        pool_tid_inline43__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
        norm_w_2d_inline107__ssa_v0: pl.Tensor[[1, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 1024)] = pl.tensor.reshape(norm_w__ssa_v0, [1, 512])
        normed_kv_inline95__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([16, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        kv_flat_inline71__ssa_v0: pl.Tensor[[T_DYN, 512], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 0)] = kv__ssa_v0
        cmp_flat_rows_inline35__ssa_v0: pl.Scalar[pl.INDEX] = cmp_block_num_inline104__ssa_v0 * 32
        cmp_kv_cache_flat_inline37__ssa_v0: pl.Tensor[[cmp_flat_rows_inline35__ssa_v0, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv_cache__ssa_v0, [cmp_flat_rows_inline35__ssa_v0, 512])
        ret__tmp_v0_3: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.rmsnorm_rope_cache_write_spmd, b_dim_inline64__ssa_v0, cos_il__rv_v2, sin_signed__rv_v2, pooled_kv_inline49__rv_v2, normed_kv_inline95__ssa_v0, norm_w_2d_inline107__ssa_v0, cmp_kv_cache_flat_inline37__ssa_v0, kv_flat_inline71__ssa_v0, position_ids__ssa_v0, s_dim_inline42__ssa_v0, cmp_slot_mapping__ssa_v0, deps=[pool_tid_inline43__ssa_v0], core_num=rms_blocks_inline66__ssa_v0)
        cache_write_tid_inline26__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[0]
        kv__ssa_v1: pl.Tensor[[T_DYN, 512], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 0)] = kv__ssa_v0
        return kv__ssa_v1, compress_state__ssa_v0, cmp_kv_cache__ssa_v0