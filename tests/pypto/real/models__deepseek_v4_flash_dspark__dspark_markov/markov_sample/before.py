# pypto.program: _jit_markov_sample
import pypto.language as pl

B_DYN = pl.dynamic("B_DYN")
MARKOV_HEAD_VOCAB_DYN = pl.dynamic("MARKOV_HEAD_VOCAB_DYN")

@pl.program
class _jit_markov_sample:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def dspark_base_logits(normalized_inline17__rv_v2: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], lm_head_weight__ssa_v0: pl.Tensor[[129280, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1059061760)], base_logits__ssa_v0: pl.Out[pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 66191360)]]) -> pl.Tensor[[128, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_mat_15: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_16: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_24: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_left_26: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        task_inline26__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        row_block_v1_inline24__ssa_v0: pl.Scalar[pl.INDEX] = task_inline26__ssa_v0 // 1010
        vocab_block_inline5__ssa_v0: pl.Scalar[pl.INDEX] = task_inline26__ssa_v0 - row_block_v1_inline24__ssa_v0 * 1010
        row_offset_v1_inline15__ssa_v0: pl.Scalar[pl.INDEX] = row_block_v1_inline24__ssa_v0 * 16
        vocab_offset_inline2__ssa_v0: pl.Scalar[pl.INDEX] = vocab_block_inline5__ssa_v0 * 128
        hidden_tile_inline20__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(73728, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(normalized_inline17__rv_v2, [row_offset_v1_inline15__ssa_v0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Mat)
        weight_tile_inline1__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [vocab_offset_inline2__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        weight_tile_inline1__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_tile_inline1__tile)
        logits_acc_inline3__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for logits_acc_inline3__tile_l0_ko, (logits_acc_inline3__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_acc_inline3__tile_l0_init,)):
            logits_acc_inline3__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile, 0, logits_acc_inline3__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
            logits_acc_inline3__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t, logits_acc_inline3__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
            logits_acc_inline3__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile, 0, logits_acc_inline3__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
            logits_acc_inline3__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t, logits_acc_inline3__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
            if logits_acc_inline3__tile_l0_ko == 0:
                logits_acc_inline3__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(logits_acc_inline3__tile_l0_a, logits_acc_inline3__tile_l0_b)
                logits_acc_inline3__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_first)
            else:
                logits_acc_inline3__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c, logits_acc_inline3__tile_l0_a, logits_acc_inline3__tile_l0_b)
                logits_acc_inline3__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_acc)
            if logits_acc_inline3__tile_l0_ko + 128 == 0:
                logits_acc_inline3__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(logits_acc_inline3__tile_l0_a_1, logits_acc_inline3__tile_l0_b_1)
                logits_acc_inline3__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_first_1)
            else:
                logits_acc_inline3__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c_phi, logits_acc_inline3__tile_l0_a_1, logits_acc_inline3__tile_l0_b_1)
                logits_acc_inline3__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_acc_1)
            logits_acc_inline3__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_phi_1)
        for hidden_offset_inline0__idx_v0, (hidden_tile_inline20__iter_v1, logits_acc_inline3__iter_v1, weight_tile_inline1__iter_v1) in pl.range(256, 3840, 512, init_values=(hidden_tile_inline20__tile, logits_acc_inline3__tile, weight_tile_inline1__tile)):
            hidden_tile_inline20__tile_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_15, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(normalized_inline17__rv_v2, [row_offset_v1_inline15__ssa_v0, hidden_offset_inline0__idx_v0], [16, 256], [16, 256], target_memory=pl.Mem.Mat)
            weight_tile_inline1__tile_1: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_16, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [vocab_offset_inline2__ssa_v0, hidden_offset_inline0__idx_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            hidden_tile_inline20__tile_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(73728, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(normalized_inline17__rv_v2, [row_offset_v1_inline15__ssa_v0, hidden_offset_inline0__idx_v0 + 256], [16, 256], [16, 256], target_memory=pl.Mem.Mat)
            weight_tile_inline1__tile_2: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [vocab_offset_inline2__ssa_v0, hidden_offset_inline0__idx_v0 + 256], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_tile_inline1__tile_t_1: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_16, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_tile_inline1__tile_1)
            for logits_acc_inline3__tile_l0_ko_1, (logits_acc_inline3__tile_l0_c_1,) in pl.range(0, 256, 256, init_values=(logits_acc_inline3__iter_v1,)):
                logits_acc_inline3__tile_l0_a_2: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile_1, 0, logits_acc_inline3__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                logits_acc_inline3__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t_1, logits_acc_inline3__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_acc_inline3__tile_l0_a_3: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile_1, 0, logits_acc_inline3__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_acc_inline3__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t_1, logits_acc_inline3__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_acc_inline3__tile_l0_c_acc_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c_1, logits_acc_inline3__tile_l0_a_2, logits_acc_inline3__tile_l0_b_2)
                logits_acc_inline3__tile_l0_c_acc_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c_acc_2, logits_acc_inline3__tile_l0_a_3, logits_acc_inline3__tile_l0_b_3)
                logits_acc_inline3__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_acc_3)
            weight_tile_inline1__tile_t_2: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_tile_inline1__tile_2)
            for logits_acc_inline3__tile_l0_ko_2, (logits_acc_inline3__tile_l0_c_2,) in pl.range(0, 256, 256, init_values=(logits_acc_inline3__tile_1,)):
                logits_acc_inline3__tile_l0_a_4: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_24, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile_2, 0, logits_acc_inline3__tile_l0_ko_2, [16, 128], target_memory=pl.Mem.Left)
                logits_acc_inline3__tile_l0_b_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t_2, logits_acc_inline3__tile_l0_ko_2, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_acc_inline3__tile_l0_a_5: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_26, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile_2, 0, logits_acc_inline3__tile_l0_ko_2 + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_acc_inline3__tile_l0_b_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t_2, logits_acc_inline3__tile_l0_ko_2 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_acc_inline3__tile_l0_c_acc_4: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c_2, logits_acc_inline3__tile_l0_a_4, logits_acc_inline3__tile_l0_b_4)
                logits_acc_inline3__tile_l0_c_acc_5: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c_acc_4, logits_acc_inline3__tile_l0_a_5, logits_acc_inline3__tile_l0_b_5)
                logits_acc_inline3__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_acc_5)
            hidden_tile_inline20__rv_v2_main, logits_acc_inline3__rv_v2_main, weight_tile_inline1__rv_v2_main = pl.yield_(hidden_tile_inline20__tile_2, logits_acc_inline3__tile_2, weight_tile_inline1__tile_2)
        hidden_tile_inline20__tile_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_16, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(normalized_inline17__rv_v2, [row_offset_v1_inline15__ssa_v0, 3840], [16, 256], [16, 256], target_memory=pl.Mem.Mat)
        weight_tile_inline1__tile_3: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [vocab_offset_inline2__ssa_v0, 3840], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        weight_tile_inline1__tile_t_3: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_tile_inline1__tile_3)
        for logits_acc_inline3__tile_l0_ko_3, (logits_acc_inline3__tile_l0_c_3,) in pl.range(0, 256, 256, init_values=(logits_acc_inline3__rv_v2_main,)):
            logits_acc_inline3__tile_l0_a_6: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile_3, 0, logits_acc_inline3__tile_l0_ko_3, [16, 128], target_memory=pl.Mem.Left)
            logits_acc_inline3__tile_l0_b_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t_3, logits_acc_inline3__tile_l0_ko_3, 0, [128, 128], target_memory=pl.Mem.Right)
            logits_acc_inline3__tile_l0_a_7: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hidden_tile_inline20__tile_3, 0, logits_acc_inline3__tile_l0_ko_3 + 128, [16, 128], target_memory=pl.Mem.Left)
            logits_acc_inline3__tile_l0_b_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_tile_inline1__tile_t_3, logits_acc_inline3__tile_l0_ko_3 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
            logits_acc_inline3__tile_l0_c_acc_6: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c_3, logits_acc_inline3__tile_l0_a_6, logits_acc_inline3__tile_l0_b_6)
            logits_acc_inline3__tile_l0_c_acc_7: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(logits_acc_inline3__tile_l0_c_acc_6, logits_acc_inline3__tile_l0_a_7, logits_acc_inline3__tile_l0_b_7)
            logits_acc_inline3__tile_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.yield_(logits_acc_inline3__tile_l0_c_acc_7)
        hidden_tile_inline20__rv_v2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_16, pl.const(8192, pl.INT64), 8192), pl.Mem.Mat] = hidden_tile_inline20__tile_3
        logits_acc_inline3__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = logits_acc_inline3__tile_3
        weight_tile_inline1__rv_v2: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = weight_tile_inline1__tile_3
        base_logits__tile: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 66191360)] = pl.tile.store(logits_acc_inline3__rv_v2, [row_offset_v1_inline15__ssa_v0, vocab_offset_inline2__ssa_v0], base_logits__ssa_v0)
        return base_logits__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_base_logits_spmd(self, normalized_inline17__rv_v2: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], lm_head_weight__ssa_v0: pl.Tensor[[129280, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1059061760)], base_logits__ssa_v0: pl.Out[pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 66191360)]]) -> pl.Tensor[[128, 129280], pl.FP32]:
        base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 66191360)] = self.dspark_base_logits(normalized_inline17__rv_v2, lm_head_weight__ssa_v0, base_logits__ssa_v0)
        return base_logits__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_final_norm(padded_hidden_inline11__rv_v3: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], normalized_inline17__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)]], final_norm_weight__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[128, 4096], pl.BF16]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        row_block_inline21__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        row_offset_inline23__ssa_v0: pl.Scalar[pl.INDEX] = row_block_inline21__ssa_v0 * 8
        square_sum_inline14__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_22, pl.const(32800, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
        for hidden_block_inline25__idx_v0, (square_sum_inline14__iter_v1,) in pl.range(0, 8, 2, init_values=(square_sum_inline14__tile,)):
            hidden_offset_inline9__ssa_v0: pl.Scalar[pl.INDEX] = hidden_block_inline25__idx_v0 * 512
            hidden_offset_inline9__ssa_v0_1: pl.Scalar[pl.INDEX] = (hidden_block_inline25__idx_v0 + 1) * 512
            t__tile: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_8, pl.const(51232, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(padded_hidden_inline11__rv_v3, [row_offset_inline23__ssa_v0, hidden_offset_inline9__ssa_v0], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(padded_hidden_inline11__rv_v3, [row_offset_inline23__ssa_v0, hidden_offset_inline9__ssa_v0_1], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            rms_hidden_tile_inline28__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
            t__tile_2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(rms_hidden_tile_inline28__tile, rms_hidden_tile_inline28__tile)
            tmp_tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51232, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_3: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(33824, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_sum(t__tile_2, tmp_tile)
            t__tile_4: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(33824, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 8])
            square_sum_inline14__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(square_sum_inline14__iter_v1, t__tile_4)
            rms_hidden_tile_inline28__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='round')
            t__tile_5: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(rms_hidden_tile_inline28__tile_1, rms_hidden_tile_inline28__tile_1)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_6: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_sum(t__tile_5, tmp_tile_1)
            t__tile_7: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [1, 8])
            square_sum_inline14__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_22, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(square_sum_inline14__tile_1, t__tile_7)
            square_sum_inline14__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_22, pl.const(32800, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(square_sum_inline14__tile_2)
        t__tile_8: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(square_sum_inline14__rv_v2, 0.000244140625)
        t__tile_9: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(t__tile_8, 9.9999999999999995e-07)
        rsqrt_tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51232, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_10: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 32), pl.Mem.Vec] = pl.tile.rsqrt(t__tile_9, rsqrt_tmp)
        inv_rms_inline31__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_10, [8, 1])
        for hidden_block_inline32__idx_v0, (normalized_inline17__iter_v1,) in pl.range(0, 8, 2, init_values=(normalized_inline17__ssa_v0,)):
            hidden_offset_inline9__ssa_v1: pl.Scalar[pl.INDEX] = hidden_block_inline32__idx_v0 * 512
            hidden_offset_inline9__ssa_v1_1: pl.Scalar[pl.INDEX] = (hidden_block_inline32__idx_v0 + 1) * 512
            t__tile_11: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(padded_hidden_inline11__rv_v3, [row_offset_inline23__ssa_v0, hidden_offset_inline9__ssa_v1], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            t__tile_12: pl.Tile[[512], pl.BF16, pl.MemRef(mem_vec_22, pl.const(32800, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(final_norm_weight__ssa_v0, [hidden_offset_inline9__ssa_v1], [512], [512], target_memory=pl.Mem.Vec)
            t__tile_13: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(padded_hidden_inline11__rv_v3, [row_offset_inline23__ssa_v0, hidden_offset_inline9__ssa_v1_1], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            t__tile_14: pl.Tile[[512], pl.BF16, pl.MemRef(mem_vec_24, pl.const(33824, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(final_norm_weight__ssa_v0, [hidden_offset_inline9__ssa_v1_1], [512], [512], target_memory=pl.Mem.Vec)
            rms_hidden_tile_inline28__tile_2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_11, target_type=pl.FP32, mode='round')
            t__tile_15: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_22, pl.const(32800, pl.INT64), 1024), pl.Mem.Vec] = t__tile_12
            norm_tile_inline19__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_15, target_type=pl.FP32, mode='round')
            t__tile_16: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(rms_hidden_tile_inline28__tile_2, inv_rms_inline31__tile)
            t__tile_17: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_16, norm_tile_inline19__tile)
            t__tile_18: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_6, pl.const(34848, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_17, target_type=pl.BF16, mode='rint')
            normalized_inline17__tile: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(t__tile_18, [row_offset_inline23__ssa_v0, hidden_offset_inline9__ssa_v1], normalized_inline17__iter_v1)
            rms_hidden_tile_inline28__tile_3: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51232, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_13, target_type=pl.FP32, mode='round')
            t__tile_19: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_24, pl.const(33824, pl.INT64), 1024), pl.Mem.Vec] = t__tile_14
            norm_tile_inline19__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_19, target_type=pl.FP32, mode='round')
            t__tile_20: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51232, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(rms_hidden_tile_inline28__tile_3, inv_rms_inline31__tile)
            t__tile_21: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51232, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_20, norm_tile_inline19__tile_1)
            t__tile_22: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_8, pl.const(51232, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_21, target_type=pl.BF16, mode='rint')
            normalized_inline17__tile_1: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(t__tile_22, [row_offset_inline23__ssa_v0, hidden_offset_inline9__ssa_v1_1], normalized_inline17__tile)
            normalized_inline17__rv_v2: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 1048576)] = pl.yield_(normalized_inline17__tile_1)
        return normalized_inline17__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_final_norm_spmd(self, padded_hidden_inline11__rv_v3: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], normalized_inline17__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)]], final_norm_weight__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[128, 4096], pl.BF16]:
        normalized_inline17__rv_v2: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)] = self.dspark_final_norm(padded_hidden_inline11__rv_v3, normalized_inline17__ssa_v0, final_norm_weight__ssa_v0)
        return normalized_inline17__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_hidden_pad(padded_hidden_inline11__ssa_v1: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)]], active_tokens_inline16__ssa_v0: pl.Scalar[pl.INDEX], hidden_flat_inline13__ssa_v0: pl.Tensor[[active_tokens_inline16__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 4096], pl.BF16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        for token_inline30__idx_v0, (padded_hidden_inline11__iter_v2,) in pl.range(active_tokens_inline16__ssa_v0, init_values=(padded_hidden_inline11__ssa_v1,)):
            t__tile: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(hidden_flat_inline13__ssa_v0, [token_inline30__idx_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
            padded_hidden_inline11__tile: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(t__tile, [token_inline30__idx_v0, 0], padded_hidden_inline11__iter_v2)
            padded_hidden_inline11__rv_v3: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1048576)] = pl.yield_(padded_hidden_inline11__tile)
        return padded_hidden_inline11__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_hidden_zero(padded_hidden_inline11__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)]]) -> pl.Tensor[[128, 4096], pl.BF16]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        zero_task_inline7__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        zero_row_inline12__ssa_v0: pl.Scalar[pl.INDEX] = zero_task_inline7__ssa_v0 // 8 * 8
        zero_col_inline18__ssa_v0: pl.Scalar[pl.INDEX] = zero_task_inline7__ssa_v0 % 8 * 512
        t__tile: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.BF16, value=0.0)
        padded_hidden_inline11__tile: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(t__tile, [zero_row_inline12__ssa_v0, zero_col_inline18__ssa_v0], padded_hidden_inline11__ssa_v0)
        return padded_hidden_inline11__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_hidden_zero_spmd(self, padded_hidden_inline11__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)]]) -> pl.Tensor[[128, 4096], pl.BF16]:
        padded_hidden_inline11__ssa_v1: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)] = self.dspark_hidden_zero(padded_hidden_inline11__ssa_v0)
        return padded_hidden_inline11__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_greedy(batch_inline38__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline47__ssa_v4: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__ssa_v1: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        request_inline44__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if request_inline44__ssa_v1 < batch_inline38__ssa_v0:
            source_row_inline50__ssa_v0: pl.Scalar[pl.INDEX] = request_inline44__ssa_v1 * 7 + pl.cast(pl.cast(0, pl.INT32), pl.INDEX)
            chunk_maxima_inline52__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=-3.4028229999999999e+38)
            chunk_token_ids_inline53__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=0)
            for chunk_inline54__idx_v0 in pl.range(505):
                vocab_offset_inline45__ssa_v0: pl.Scalar[pl.INDEX] = chunk_inline54__idx_v0 * 256
                scores_inline43__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 256], dtype=pl.FP32, value=-3.4028229999999999e+38)
                t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(base_logits__ssa_v1, [pl.cast(source_row_inline50__ssa_v0, pl.INDEX), vocab_offset_inline45__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(markov_bias_inline47__ssa_v4, [request_inline44__ssa_v1, vocab_offset_inline45__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
                scores_inline43__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(scores_inline43__tile, t__tile_2, [0, 0])
                tmp_tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                local_winner_inline51__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_argmax(scores_inline43__tile_1, tmp_tile)
                local_token_inline39__tile: pl.Scalar[pl.INT32] = pl.tile.read(local_winner_inline51__tile, [0, 0])
                t__tile_3: pl.Scalar[pl.FP32] = pl.tile.read(scores_inline43__tile_1, [0, pl.cast(local_token_inline39__tile, pl.INDEX)])
                pl.tile.write(chunk_maxima_inline52__tile, [0, chunk_inline54__idx_v0], t__tile_3)
                pl.tile.write(chunk_token_ids_inline53__tile, [0, chunk_inline54__idx_v0], pl.cast(vocab_offset_inline45__ssa_v0, pl.INT32) + local_token_inline39__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_argmax(chunk_maxima_inline52__tile, tmp_tile_1)
            winning_chunk_inline37__tile: pl.Scalar[pl.INT32] = pl.tile.read(t__tile_4, [0, 0])
            winning_token_inline36__tile: pl.Scalar[pl.INT32] = pl.tile.read(chunk_token_ids_inline53__tile, [0, pl.cast(winning_chunk_inline37__tile, pl.INDEX)])
            token_row_inline35__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(draft_token_scratch__ssa_v1, [request_inline44__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            pl.tile.write(token_row_inline35__tile, [0, 0], winning_token_inline36__tile)
            draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(token_row_inline35__tile, [request_inline44__ssa_v1, 0], draft_token_scratch__ssa_v1)
            draft_token_scratch__phi_v3: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__tile)
        else:
            draft_token_scratch__phi_v3: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__ssa_v1)
        return draft_token_scratch__phi_v3
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_greedy_0(batch_inline58__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline67__ssa_v4: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v3: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        request_inline64__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if request_inline64__ssa_v1 < batch_inline58__ssa_v0:
            source_row_inline70__ssa_v0: pl.Scalar[pl.INDEX] = request_inline64__ssa_v1 * 7 + pl.cast(pl.cast(1, pl.INT32), pl.INDEX)
            chunk_maxima_inline72__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=-3.4028229999999999e+38)
            chunk_token_ids_inline73__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=0)
            for chunk_inline74__idx_v0 in pl.range(505):
                vocab_offset_inline65__ssa_v0: pl.Scalar[pl.INDEX] = chunk_inline74__idx_v0 * 256
                scores_inline63__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 256], dtype=pl.FP32, value=-3.4028229999999999e+38)
                t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(base_logits__ssa_v1, [pl.cast(source_row_inline70__ssa_v0, pl.INDEX), vocab_offset_inline65__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(markov_bias_inline67__ssa_v4, [request_inline64__ssa_v1, vocab_offset_inline65__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
                scores_inline63__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(scores_inline63__tile, t__tile_2, [0, 0])
                tmp_tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                local_winner_inline71__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_argmax(scores_inline63__tile_1, tmp_tile)
                local_token_inline59__tile: pl.Scalar[pl.INT32] = pl.tile.read(local_winner_inline71__tile, [0, 0])
                t__tile_3: pl.Scalar[pl.FP32] = pl.tile.read(scores_inline63__tile_1, [0, pl.cast(local_token_inline59__tile, pl.INDEX)])
                pl.tile.write(chunk_maxima_inline72__tile, [0, chunk_inline74__idx_v0], t__tile_3)
                pl.tile.write(chunk_token_ids_inline73__tile, [0, chunk_inline74__idx_v0], pl.cast(vocab_offset_inline65__ssa_v0, pl.INT32) + local_token_inline59__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_argmax(chunk_maxima_inline72__tile, tmp_tile_1)
            winning_chunk_inline57__tile: pl.Scalar[pl.INT32] = pl.tile.read(t__tile_4, [0, 0])
            winning_token_inline56__tile: pl.Scalar[pl.INT32] = pl.tile.read(chunk_token_ids_inline73__tile, [0, pl.cast(winning_chunk_inline57__tile, pl.INDEX)])
            token_row_inline55__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(draft_token_scratch__phi_v3, [request_inline64__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            pl.tile.write(token_row_inline55__tile, [0, 1], winning_token_inline56__tile)
            draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(token_row_inline55__tile, [request_inline64__ssa_v1, 0], draft_token_scratch__phi_v3)
            draft_token_scratch__phi_v5: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__tile)
        else:
            draft_token_scratch__phi_v5: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__phi_v3)
        return draft_token_scratch__phi_v5
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_greedy_1(batch_inline78__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline87__ssa_v4: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v5: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        request_inline84__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if request_inline84__ssa_v1 < batch_inline78__ssa_v0:
            source_row_inline90__ssa_v0: pl.Scalar[pl.INDEX] = request_inline84__ssa_v1 * 7 + pl.cast(pl.cast(2, pl.INT32), pl.INDEX)
            chunk_maxima_inline92__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=-3.4028229999999999e+38)
            chunk_token_ids_inline93__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=0)
            for chunk_inline94__idx_v0 in pl.range(505):
                vocab_offset_inline85__ssa_v0: pl.Scalar[pl.INDEX] = chunk_inline94__idx_v0 * 256
                scores_inline83__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 256], dtype=pl.FP32, value=-3.4028229999999999e+38)
                t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(base_logits__ssa_v1, [pl.cast(source_row_inline90__ssa_v0, pl.INDEX), vocab_offset_inline85__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(markov_bias_inline87__ssa_v4, [request_inline84__ssa_v1, vocab_offset_inline85__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
                scores_inline83__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(scores_inline83__tile, t__tile_2, [0, 0])
                tmp_tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                local_winner_inline91__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_argmax(scores_inline83__tile_1, tmp_tile)
                local_token_inline79__tile: pl.Scalar[pl.INT32] = pl.tile.read(local_winner_inline91__tile, [0, 0])
                t__tile_3: pl.Scalar[pl.FP32] = pl.tile.read(scores_inline83__tile_1, [0, pl.cast(local_token_inline79__tile, pl.INDEX)])
                pl.tile.write(chunk_maxima_inline92__tile, [0, chunk_inline94__idx_v0], t__tile_3)
                pl.tile.write(chunk_token_ids_inline93__tile, [0, chunk_inline94__idx_v0], pl.cast(vocab_offset_inline85__ssa_v0, pl.INT32) + local_token_inline79__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_argmax(chunk_maxima_inline92__tile, tmp_tile_1)
            winning_chunk_inline77__tile: pl.Scalar[pl.INT32] = pl.tile.read(t__tile_4, [0, 0])
            winning_token_inline76__tile: pl.Scalar[pl.INT32] = pl.tile.read(chunk_token_ids_inline93__tile, [0, pl.cast(winning_chunk_inline77__tile, pl.INDEX)])
            token_row_inline75__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(draft_token_scratch__phi_v5, [request_inline84__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            pl.tile.write(token_row_inline75__tile, [0, 2], winning_token_inline76__tile)
            draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(token_row_inline75__tile, [request_inline84__ssa_v1, 0], draft_token_scratch__phi_v5)
            draft_token_scratch__phi_v7: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__tile)
        else:
            draft_token_scratch__phi_v7: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__phi_v5)
        return draft_token_scratch__phi_v7
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_greedy_2(batch_inline98__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline107__ssa_v4: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v7: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        request_inline104__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if request_inline104__ssa_v1 < batch_inline98__ssa_v0:
            source_row_inline110__ssa_v0: pl.Scalar[pl.INDEX] = request_inline104__ssa_v1 * 7 + pl.cast(pl.cast(3, pl.INT32), pl.INDEX)
            chunk_maxima_inline112__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=-3.4028229999999999e+38)
            chunk_token_ids_inline113__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=0)
            for chunk_inline114__idx_v0 in pl.range(505):
                vocab_offset_inline105__ssa_v0: pl.Scalar[pl.INDEX] = chunk_inline114__idx_v0 * 256
                scores_inline103__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 256], dtype=pl.FP32, value=-3.4028229999999999e+38)
                t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(base_logits__ssa_v1, [pl.cast(source_row_inline110__ssa_v0, pl.INDEX), vocab_offset_inline105__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(markov_bias_inline107__ssa_v4, [request_inline104__ssa_v1, vocab_offset_inline105__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
                scores_inline103__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(scores_inline103__tile, t__tile_2, [0, 0])
                tmp_tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                local_winner_inline111__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_argmax(scores_inline103__tile_1, tmp_tile)
                local_token_inline99__tile: pl.Scalar[pl.INT32] = pl.tile.read(local_winner_inline111__tile, [0, 0])
                t__tile_3: pl.Scalar[pl.FP32] = pl.tile.read(scores_inline103__tile_1, [0, pl.cast(local_token_inline99__tile, pl.INDEX)])
                pl.tile.write(chunk_maxima_inline112__tile, [0, chunk_inline114__idx_v0], t__tile_3)
                pl.tile.write(chunk_token_ids_inline113__tile, [0, chunk_inline114__idx_v0], pl.cast(vocab_offset_inline105__ssa_v0, pl.INT32) + local_token_inline99__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_argmax(chunk_maxima_inline112__tile, tmp_tile_1)
            winning_chunk_inline97__tile: pl.Scalar[pl.INT32] = pl.tile.read(t__tile_4, [0, 0])
            winning_token_inline96__tile: pl.Scalar[pl.INT32] = pl.tile.read(chunk_token_ids_inline113__tile, [0, pl.cast(winning_chunk_inline97__tile, pl.INDEX)])
            token_row_inline95__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(draft_token_scratch__phi_v7, [request_inline104__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            pl.tile.write(token_row_inline95__tile, [0, 3], winning_token_inline96__tile)
            draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(token_row_inline95__tile, [request_inline104__ssa_v1, 0], draft_token_scratch__phi_v7)
            draft_token_scratch__phi_v9: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__tile)
        else:
            draft_token_scratch__phi_v9: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__phi_v7)
        return draft_token_scratch__phi_v9
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_greedy_3(batch_inline118__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline127__ssa_v4: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v9: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        request_inline124__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if request_inline124__ssa_v1 < batch_inline118__ssa_v0:
            source_row_inline130__ssa_v0: pl.Scalar[pl.INDEX] = request_inline124__ssa_v1 * 7 + pl.cast(pl.cast(4, pl.INT32), pl.INDEX)
            chunk_maxima_inline132__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=-3.4028229999999999e+38)
            chunk_token_ids_inline133__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=0)
            for chunk_inline134__idx_v0 in pl.range(505):
                vocab_offset_inline125__ssa_v0: pl.Scalar[pl.INDEX] = chunk_inline134__idx_v0 * 256
                scores_inline123__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 256], dtype=pl.FP32, value=-3.4028229999999999e+38)
                t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(base_logits__ssa_v1, [pl.cast(source_row_inline130__ssa_v0, pl.INDEX), vocab_offset_inline125__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(markov_bias_inline127__ssa_v4, [request_inline124__ssa_v1, vocab_offset_inline125__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
                scores_inline123__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(scores_inline123__tile, t__tile_2, [0, 0])
                tmp_tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                local_winner_inline131__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_argmax(scores_inline123__tile_1, tmp_tile)
                local_token_inline119__tile: pl.Scalar[pl.INT32] = pl.tile.read(local_winner_inline131__tile, [0, 0])
                t__tile_3: pl.Scalar[pl.FP32] = pl.tile.read(scores_inline123__tile_1, [0, pl.cast(local_token_inline119__tile, pl.INDEX)])
                pl.tile.write(chunk_maxima_inline132__tile, [0, chunk_inline134__idx_v0], t__tile_3)
                pl.tile.write(chunk_token_ids_inline133__tile, [0, chunk_inline134__idx_v0], pl.cast(vocab_offset_inline125__ssa_v0, pl.INT32) + local_token_inline119__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_argmax(chunk_maxima_inline132__tile, tmp_tile_1)
            winning_chunk_inline117__tile: pl.Scalar[pl.INT32] = pl.tile.read(t__tile_4, [0, 0])
            winning_token_inline116__tile: pl.Scalar[pl.INT32] = pl.tile.read(chunk_token_ids_inline133__tile, [0, pl.cast(winning_chunk_inline117__tile, pl.INDEX)])
            token_row_inline115__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(draft_token_scratch__phi_v9, [request_inline124__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            pl.tile.write(token_row_inline115__tile, [0, 4], winning_token_inline116__tile)
            draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(token_row_inline115__tile, [request_inline124__ssa_v1, 0], draft_token_scratch__phi_v9)
            draft_token_scratch__phi_v11: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__tile)
        else:
            draft_token_scratch__phi_v11: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__phi_v9)
        return draft_token_scratch__phi_v11
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_greedy_4(batch_inline138__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline147__ssa_v4: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v11: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        request_inline144__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if request_inline144__ssa_v1 < batch_inline138__ssa_v0:
            source_row_inline150__ssa_v0: pl.Scalar[pl.INDEX] = request_inline144__ssa_v1 * 7 + pl.cast(pl.cast(5, pl.INT32), pl.INDEX)
            chunk_maxima_inline152__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=-3.4028229999999999e+38)
            chunk_token_ids_inline153__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=0)
            for chunk_inline154__idx_v0 in pl.range(505):
                vocab_offset_inline145__ssa_v0: pl.Scalar[pl.INDEX] = chunk_inline154__idx_v0 * 256
                scores_inline143__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 256], dtype=pl.FP32, value=-3.4028229999999999e+38)
                t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(base_logits__ssa_v1, [pl.cast(source_row_inline150__ssa_v0, pl.INDEX), vocab_offset_inline145__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(markov_bias_inline147__ssa_v4, [request_inline144__ssa_v1, vocab_offset_inline145__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
                scores_inline143__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(scores_inline143__tile, t__tile_2, [0, 0])
                tmp_tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                local_winner_inline151__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_argmax(scores_inline143__tile_1, tmp_tile)
                local_token_inline139__tile: pl.Scalar[pl.INT32] = pl.tile.read(local_winner_inline151__tile, [0, 0])
                t__tile_3: pl.Scalar[pl.FP32] = pl.tile.read(scores_inline143__tile_1, [0, pl.cast(local_token_inline139__tile, pl.INDEX)])
                pl.tile.write(chunk_maxima_inline152__tile, [0, chunk_inline154__idx_v0], t__tile_3)
                pl.tile.write(chunk_token_ids_inline153__tile, [0, chunk_inline154__idx_v0], pl.cast(vocab_offset_inline145__ssa_v0, pl.INT32) + local_token_inline139__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_argmax(chunk_maxima_inline152__tile, tmp_tile_1)
            winning_chunk_inline137__tile: pl.Scalar[pl.INT32] = pl.tile.read(t__tile_4, [0, 0])
            winning_token_inline136__tile: pl.Scalar[pl.INT32] = pl.tile.read(chunk_token_ids_inline153__tile, [0, pl.cast(winning_chunk_inline137__tile, pl.INDEX)])
            token_row_inline135__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(draft_token_scratch__phi_v11, [request_inline144__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            pl.tile.write(token_row_inline135__tile, [0, 5], winning_token_inline136__tile)
            draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(token_row_inline135__tile, [request_inline144__ssa_v1, 0], draft_token_scratch__phi_v11)
            draft_token_scratch__phi_v13: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__tile)
        else:
            draft_token_scratch__phi_v13: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__phi_v11)
        return draft_token_scratch__phi_v13
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_greedy_5(batch_inline158__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline167__ssa_v4: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v13: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        request_inline164__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if request_inline164__ssa_v1 < batch_inline158__ssa_v0:
            source_row_inline170__ssa_v0: pl.Scalar[pl.INDEX] = request_inline164__ssa_v1 * 7 + pl.cast(pl.cast(6, pl.INT32), pl.INDEX)
            chunk_maxima_inline172__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=-3.4028229999999999e+38)
            chunk_token_ids_inline173__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 512], dtype=pl.INT32, value=0)
            for chunk_inline174__idx_v0 in pl.range(505):
                vocab_offset_inline165__ssa_v0: pl.Scalar[pl.INDEX] = chunk_inline174__idx_v0 * 256
                scores_inline163__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 256], dtype=pl.FP32, value=-3.4028229999999999e+38)
                t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(base_logits__ssa_v1, [pl.cast(source_row_inline170__ssa_v0, pl.INDEX), vocab_offset_inline165__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(markov_bias_inline167__ssa_v4, [request_inline164__ssa_v1, vocab_offset_inline165__ssa_v0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                t__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
                scores_inline163__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(scores_inline163__tile, t__tile_2, [0, 0])
                tmp_tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                local_winner_inline171__tile: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_argmax(scores_inline163__tile_1, tmp_tile)
                local_token_inline159__tile: pl.Scalar[pl.INT32] = pl.tile.read(local_winner_inline171__tile, [0, 0])
                t__tile_3: pl.Scalar[pl.FP32] = pl.tile.read(scores_inline163__tile_1, [0, pl.cast(local_token_inline159__tile, pl.INDEX)])
                pl.tile.write(chunk_maxima_inline172__tile, [0, chunk_inline174__idx_v0], t__tile_3)
                pl.tile.write(chunk_token_ids_inline173__tile, [0, chunk_inline174__idx_v0], pl.cast(vocab_offset_inline165__ssa_v0, pl.INT32) + local_token_inline159__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 1], pl.INT32, pl.MemRef(mem_vec_9, pl.const(35840, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_argmax(chunk_maxima_inline172__tile, tmp_tile_1)
            winning_chunk_inline157__tile: pl.Scalar[pl.INT32] = pl.tile.read(t__tile_4, [0, 0])
            winning_token_inline156__tile: pl.Scalar[pl.INT32] = pl.tile.read(chunk_token_ids_inline173__tile, [0, pl.cast(winning_chunk_inline157__tile, pl.INDEX)])
            token_row_inline155__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(draft_token_scratch__phi_v13, [request_inline164__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            pl.tile.write(token_row_inline155__tile, [0, 6], winning_token_inline156__tile)
            draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)] = pl.tile.store(token_row_inline155__tile, [request_inline164__ssa_v1, 0], draft_token_scratch__phi_v13)
            draft_token_scratch__phi_v15: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__tile)
        else:
            draft_token_scratch__phi_v15: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.yield_(draft_token_scratch__phi_v13)
        return draft_token_scratch__phi_v15
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_greedy_spmd(self, batch_inline38__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline47__ssa_v4: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__ssa_v1: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__phi_v3: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = self.dspark_markov_greedy(batch_inline38__ssa_v0, base_logits__ssa_v1, markov_bias_inline47__ssa_v4, draft_token_scratch__ssa_v1)
        return draft_token_scratch__phi_v3
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_greedy_spmd_0(self, batch_inline58__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline67__ssa_v4: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v3: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__phi_v5: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = self.dspark_markov_greedy_0(batch_inline58__ssa_v0, base_logits__ssa_v1, markov_bias_inline67__ssa_v4, draft_token_scratch__phi_v3)
        return draft_token_scratch__phi_v5
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_greedy_spmd_1(self, batch_inline78__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline87__ssa_v4: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v5: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__phi_v7: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = self.dspark_markov_greedy_1(batch_inline78__ssa_v0, base_logits__ssa_v1, markov_bias_inline87__ssa_v4, draft_token_scratch__phi_v5)
        return draft_token_scratch__phi_v7
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_greedy_spmd_2(self, batch_inline98__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline107__ssa_v4: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v7: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__phi_v9: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = self.dspark_markov_greedy_2(batch_inline98__ssa_v0, base_logits__ssa_v1, markov_bias_inline107__ssa_v4, draft_token_scratch__phi_v7)
        return draft_token_scratch__phi_v9
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_greedy_spmd_3(self, batch_inline118__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline127__ssa_v4: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v9: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__phi_v11: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = self.dspark_markov_greedy_3(batch_inline118__ssa_v0, base_logits__ssa_v1, markov_bias_inline127__ssa_v4, draft_token_scratch__phi_v9)
        return draft_token_scratch__phi_v11
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_greedy_spmd_4(self, batch_inline138__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline147__ssa_v4: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v11: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__phi_v13: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = self.dspark_markov_greedy_4(batch_inline138__ssa_v0, base_logits__ssa_v1, markov_bias_inline147__ssa_v4, draft_token_scratch__phi_v11)
        return draft_token_scratch__phi_v13
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_greedy_spmd_5(self, batch_inline158__ssa_v0: pl.Scalar[pl.INDEX], base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 66191360)], markov_bias_inline167__ssa_v4: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v13: pl.InOut[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__phi_v15: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = self.dspark_markov_greedy_5(batch_inline158__ssa_v0, base_logits__ssa_v1, markov_bias_inline167__ssa_v4, draft_token_scratch__phi_v13)
        return draft_token_scratch__phi_v15
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_previous_tokens(batch_inline38__ssa_v0: pl.Scalar[pl.INDEX], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], previous_token_ids_inline40__ssa_v0: pl.Out[pl.Tensor[[batch_inline38__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]):
        for request_inline44__idx_v0 in pl.range(batch_inline38__ssa_v0):
            previous_token_inline46__tile: pl.Scalar[pl.INT64] = pl.tensor.read(anchor_token_ids__ssa_v0, [request_inline44__idx_v0])
            pl.tensor.write(previous_token_ids_inline40__ssa_v0, [request_inline44__idx_v0], previous_token_inline46__tile)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_previous_tokens_0(batch_inline58__ssa_v0: pl.Scalar[pl.INDEX], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v3: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], previous_token_ids_inline60__ssa_v0: pl.Out[pl.Tensor[[batch_inline58__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]):
        for request_inline64__idx_v0 in pl.range(batch_inline58__ssa_v0):
            previous_token_inline66__tile: pl.Scalar[pl.INT64] = pl.tensor.read(anchor_token_ids__ssa_v0, [request_inline64__idx_v0])
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(draft_token_scratch__phi_v3, [request_inline64__idx_v0, pl.cast(pl.cast(1, pl.INT32), pl.INDEX) - 1])
            previous_token_inline66__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(t__tile, pl.INT64)
            pl.tensor.write(previous_token_ids_inline60__ssa_v0, [request_inline64__idx_v0], previous_token_inline66__ssa_v1)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_previous_tokens_1(batch_inline78__ssa_v0: pl.Scalar[pl.INDEX], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v5: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], previous_token_ids_inline80__ssa_v0: pl.Out[pl.Tensor[[batch_inline78__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]):
        for request_inline84__idx_v0 in pl.range(batch_inline78__ssa_v0):
            previous_token_inline86__tile: pl.Scalar[pl.INT64] = pl.tensor.read(anchor_token_ids__ssa_v0, [request_inline84__idx_v0])
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(draft_token_scratch__phi_v5, [request_inline84__idx_v0, pl.cast(pl.cast(2, pl.INT32), pl.INDEX) - 1])
            previous_token_inline86__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(t__tile, pl.INT64)
            pl.tensor.write(previous_token_ids_inline80__ssa_v0, [request_inline84__idx_v0], previous_token_inline86__ssa_v1)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_previous_tokens_2(batch_inline98__ssa_v0: pl.Scalar[pl.INDEX], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v7: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], previous_token_ids_inline100__ssa_v0: pl.Out[pl.Tensor[[batch_inline98__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]):
        for request_inline104__idx_v0 in pl.range(batch_inline98__ssa_v0):
            previous_token_inline106__tile: pl.Scalar[pl.INT64] = pl.tensor.read(anchor_token_ids__ssa_v0, [request_inline104__idx_v0])
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(draft_token_scratch__phi_v7, [request_inline104__idx_v0, pl.cast(pl.cast(3, pl.INT32), pl.INDEX) - 1])
            previous_token_inline106__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(t__tile, pl.INT64)
            pl.tensor.write(previous_token_ids_inline100__ssa_v0, [request_inline104__idx_v0], previous_token_inline106__ssa_v1)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_previous_tokens_3(batch_inline118__ssa_v0: pl.Scalar[pl.INDEX], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v9: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], previous_token_ids_inline120__ssa_v0: pl.Out[pl.Tensor[[batch_inline118__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]):
        for request_inline124__idx_v0 in pl.range(batch_inline118__ssa_v0):
            previous_token_inline126__tile: pl.Scalar[pl.INT64] = pl.tensor.read(anchor_token_ids__ssa_v0, [request_inline124__idx_v0])
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(draft_token_scratch__phi_v9, [request_inline124__idx_v0, pl.cast(pl.cast(4, pl.INT32), pl.INDEX) - 1])
            previous_token_inline126__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(t__tile, pl.INT64)
            pl.tensor.write(previous_token_ids_inline120__ssa_v0, [request_inline124__idx_v0], previous_token_inline126__ssa_v1)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_previous_tokens_4(batch_inline138__ssa_v0: pl.Scalar[pl.INDEX], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v11: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], previous_token_ids_inline140__ssa_v0: pl.Out[pl.Tensor[[batch_inline138__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]):
        for request_inline144__idx_v0 in pl.range(batch_inline138__ssa_v0):
            previous_token_inline146__tile: pl.Scalar[pl.INT64] = pl.tensor.read(anchor_token_ids__ssa_v0, [request_inline144__idx_v0])
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(draft_token_scratch__phi_v11, [request_inline144__idx_v0, pl.cast(pl.cast(5, pl.INT32), pl.INDEX) - 1])
            previous_token_inline146__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(t__tile, pl.INT64)
            pl.tensor.write(previous_token_ids_inline140__ssa_v0, [request_inline144__idx_v0], previous_token_inline146__ssa_v1)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_previous_tokens_5(batch_inline158__ssa_v0: pl.Scalar[pl.INDEX], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], draft_token_scratch__phi_v13: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], previous_token_ids_inline160__ssa_v0: pl.Out[pl.Tensor[[batch_inline158__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]):
        for request_inline164__idx_v0 in pl.range(batch_inline158__ssa_v0):
            previous_token_inline166__tile: pl.Scalar[pl.INT64] = pl.tensor.read(anchor_token_ids__ssa_v0, [request_inline164__idx_v0])
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(draft_token_scratch__phi_v13, [request_inline164__idx_v0, pl.cast(pl.cast(6, pl.INT32), pl.INDEX) - 1])
            previous_token_inline166__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(t__tile, pl.INT64)
            pl.tensor.write(previous_token_ids_inline160__ssa_v0, [request_inline164__idx_v0], previous_token_inline166__ssa_v1)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_token_output_copy(B_DYN: pl.Scalar[pl.INDEX], draft_token_scratch__phi_v15: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], draft_token_ids__ssa_v0: pl.Out[pl.Tensor[[B_DYN, 7], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]):
        for request__idx_v0 in pl.range(B_DYN):
            for output_step__idx_v0 in pl.range(7):
                t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(draft_token_scratch__phi_v15, [request__idx_v0, output_step__idx_v0])
                pl.tensor.write(draft_token_ids__ssa_v0, [request__idx_v0, output_step__idx_v0], t__tile)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_markov_token_scratch_zero(draft_token_scratch__ssa_v0: pl.Out[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        request__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.INT32, value=0)
        draft_token_scratch__tile: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)] = pl.tile.store(t__tile, [request__ssa_v0, 0], draft_token_scratch__ssa_v0)
        return draft_token_scratch__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_markov_token_scratch_zero_spmd(self, draft_token_scratch__ssa_v0: pl.Out[pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 8], pl.INT32]:
        draft_token_scratch__ssa_v1: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)] = self.dspark_markov_token_scratch_zero(draft_token_scratch__ssa_v0)
        return draft_token_scratch__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding(previous_token_ids_inline40__ssa_v0: pl.Tensor[[batch_inline38__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline48__ssa_v0: pl.Out[pl.Tensor[[batch_inline38__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[batch_inline38__ssa_v0, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline197__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline204__tile: pl.Scalar[pl.INT64] = pl.tensor.read(previous_token_ids_inline40__ssa_v0, [token_idx_inline197__ssa_v0])
        token_row_inline205__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline204__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline205__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embedding_inline48__tile: pl.Tensor[[batch_inline38__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline197__ssa_v0, 0], markov_embedding_inline48__ssa_v0)
        return markov_embedding_inline48__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding_0(previous_token_ids_inline60__ssa_v0: pl.Tensor[[batch_inline58__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline68__ssa_v0: pl.Out[pl.Tensor[[batch_inline58__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[batch_inline58__ssa_v0, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline213__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline220__tile: pl.Scalar[pl.INT64] = pl.tensor.read(previous_token_ids_inline60__ssa_v0, [token_idx_inline213__ssa_v0])
        token_row_inline221__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline220__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline221__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embedding_inline68__tile: pl.Tensor[[batch_inline58__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline213__ssa_v0, 0], markov_embedding_inline68__ssa_v0)
        return markov_embedding_inline68__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding_1(previous_token_ids_inline80__ssa_v0: pl.Tensor[[batch_inline78__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline88__ssa_v0: pl.Out[pl.Tensor[[batch_inline78__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[batch_inline78__ssa_v0, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline229__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline236__tile: pl.Scalar[pl.INT64] = pl.tensor.read(previous_token_ids_inline80__ssa_v0, [token_idx_inline229__ssa_v0])
        token_row_inline237__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline236__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline237__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embedding_inline88__tile: pl.Tensor[[batch_inline78__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline229__ssa_v0, 0], markov_embedding_inline88__ssa_v0)
        return markov_embedding_inline88__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding_2(previous_token_ids_inline100__ssa_v0: pl.Tensor[[batch_inline98__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline108__ssa_v0: pl.Out[pl.Tensor[[batch_inline98__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[batch_inline98__ssa_v0, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline245__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline252__tile: pl.Scalar[pl.INT64] = pl.tensor.read(previous_token_ids_inline100__ssa_v0, [token_idx_inline245__ssa_v0])
        token_row_inline253__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline252__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline253__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embedding_inline108__tile: pl.Tensor[[batch_inline98__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline245__ssa_v0, 0], markov_embedding_inline108__ssa_v0)
        return markov_embedding_inline108__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding_3(previous_token_ids_inline120__ssa_v0: pl.Tensor[[batch_inline118__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline128__ssa_v0: pl.Out[pl.Tensor[[batch_inline118__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[batch_inline118__ssa_v0, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline261__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline268__tile: pl.Scalar[pl.INT64] = pl.tensor.read(previous_token_ids_inline120__ssa_v0, [token_idx_inline261__ssa_v0])
        token_row_inline269__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline268__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline269__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embedding_inline128__tile: pl.Tensor[[batch_inline118__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline261__ssa_v0, 0], markov_embedding_inline128__ssa_v0)
        return markov_embedding_inline128__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding_4(previous_token_ids_inline140__ssa_v0: pl.Tensor[[batch_inline138__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline148__ssa_v0: pl.Out[pl.Tensor[[batch_inline138__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[batch_inline138__ssa_v0, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline277__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline284__tile: pl.Scalar[pl.INT64] = pl.tensor.read(previous_token_ids_inline140__ssa_v0, [token_idx_inline277__ssa_v0])
        token_row_inline285__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline284__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline285__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embedding_inline148__tile: pl.Tensor[[batch_inline138__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline277__ssa_v0, 0], markov_embedding_inline148__ssa_v0)
        return markov_embedding_inline148__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding_5(previous_token_ids_inline160__ssa_v0: pl.Tensor[[batch_inline158__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline168__ssa_v0: pl.Out[pl.Tensor[[batch_inline158__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[batch_inline158__ssa_v0, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline293__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline300__tile: pl.Scalar[pl.INT64] = pl.tensor.read(previous_token_ids_inline160__ssa_v0, [token_idx_inline293__ssa_v0])
        token_row_inline301__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline300__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline301__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embedding_inline168__tile: pl.Tensor[[batch_inline158__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline293__ssa_v0, 0], markov_embedding_inline168__ssa_v0)
        return markov_embedding_inline168__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd(self, previous_token_ids_inline40__ssa_v0: pl.Tensor[[batch_inline38__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline48__ssa_v0: pl.Out[pl.Tensor[[batch_inline38__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 256], pl.BF16]:
        markov_embedding_inline48__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding(previous_token_ids_inline40__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline48__ssa_v0)
        return markov_embedding_inline48__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd_0(self, previous_token_ids_inline60__ssa_v0: pl.Tensor[[batch_inline58__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline68__ssa_v0: pl.Out[pl.Tensor[[batch_inline58__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 256], pl.BF16]:
        markov_embedding_inline68__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding_0(previous_token_ids_inline60__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline68__ssa_v0)
        return markov_embedding_inline68__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd_1(self, previous_token_ids_inline80__ssa_v0: pl.Tensor[[batch_inline78__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline88__ssa_v0: pl.Out[pl.Tensor[[batch_inline78__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 256], pl.BF16]:
        markov_embedding_inline88__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding_1(previous_token_ids_inline80__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline88__ssa_v0)
        return markov_embedding_inline88__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd_2(self, previous_token_ids_inline100__ssa_v0: pl.Tensor[[batch_inline98__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline108__ssa_v0: pl.Out[pl.Tensor[[batch_inline98__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 256], pl.BF16]:
        markov_embedding_inline108__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding_2(previous_token_ids_inline100__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline108__ssa_v0)
        return markov_embedding_inline108__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd_3(self, previous_token_ids_inline120__ssa_v0: pl.Tensor[[batch_inline118__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline128__ssa_v0: pl.Out[pl.Tensor[[batch_inline118__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 256], pl.BF16]:
        markov_embedding_inline128__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding_3(previous_token_ids_inline120__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline128__ssa_v0)
        return markov_embedding_inline128__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd_4(self, previous_token_ids_inline140__ssa_v0: pl.Tensor[[batch_inline138__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline148__ssa_v0: pl.Out[pl.Tensor[[batch_inline138__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 256], pl.BF16]:
        markov_embedding_inline148__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding_4(previous_token_ids_inline140__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline148__ssa_v0)
        return markov_embedding_inline148__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd_5(self, previous_token_ids_inline160__ssa_v0: pl.Tensor[[batch_inline158__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embedding_inline168__ssa_v0: pl.Out[pl.Tensor[[batch_inline158__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 256], pl.BF16]:
        markov_embedding_inline168__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding_5(previous_token_ids_inline160__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline168__ssa_v0)
        return markov_embedding_inline168__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits(markov_bias_inline47__ssa_v0: pl.Out[pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline200__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline199__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline194__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline48__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline198__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline202__idx_v0, (markov_bias_inline47__iter_v1,) in pl.range(block_inline198__ssa_v0, work_items_inline200__ssa_v0, 48, init_values=(markov_bias_inline47__ssa_v0,)):
            t0_inline201__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline202__idx_v0 // (vocab_dim_inline199__ssa_v0 // 128) * 16
            vocab0_inline203__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline202__idx_v0 % (vocab_dim_inline199__ssa_v0 // 128) * 128
            valid_rows_inline206__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline194__ssa_v0 - t0_inline201__ssa_v0, 16)
            embed_bf16_inline193__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline206__ssa_v0, 256])] = pl.tile.load(markov_embedding_inline48__ssa_v1, [t0_inline201__ssa_v0, 0], [16, 256], [valid_rows_inline206__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline195__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline203__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline195__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline195__tile)
            logits_tile_inline192__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline192__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline206__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline192__tile_l0_init_storage, valid_rows_inline206__ssa_v0, 128)
            for logits_tile_inline192__tile_l0_ko, (logits_tile_inline192__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline192__tile_l0_init,)):
                logits_tile_inline192__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline193__tile, 0, logits_tile_inline192__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline192__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline195__tile_t, logits_tile_inline192__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline192__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline193__tile, 0, logits_tile_inline192__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline192__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline195__tile_t, logits_tile_inline192__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline192__tile_l0_ko == 0:
                    logits_tile_inline192__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline192__tile_l0_a, logits_tile_inline192__tile_l0_b)
                    logits_tile_inline192__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline192__tile_l0_c_first)
                else:
                    logits_tile_inline192__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline206__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline192__tile_l0_c, logits_tile_inline192__tile_l0_a, logits_tile_inline192__tile_l0_b)
                    logits_tile_inline192__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline192__tile_l0_c_acc)
                if logits_tile_inline192__tile_l0_ko + 128 == 0:
                    logits_tile_inline192__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline192__tile_l0_a_1, logits_tile_inline192__tile_l0_b_1)
                    logits_tile_inline192__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline192__tile_l0_c_first_1)
                else:
                    logits_tile_inline192__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline206__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline192__tile_l0_c_phi, logits_tile_inline192__tile_l0_a_1, logits_tile_inline192__tile_l0_b_1)
                    logits_tile_inline192__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline206__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline192__tile_l0_c_acc_1)
                logits_tile_inline192__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline206__ssa_v0, 128])] = pl.yield_(logits_tile_inline192__tile_l0_c_phi_1)
            logits_valid_inline191__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline206__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline192__tile, valid_rows_inline206__ssa_v0, 128)
            markov_bias_inline47__tile: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline191__tile, [t0_inline201__ssa_v0, vocab0_inline203__ssa_v0], markov_bias_inline47__iter_v1)
            markov_bias_inline47__rv_v2: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(markov_bias_inline47__tile)
        return markov_bias_inline47__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits_0(markov_bias_inline67__ssa_v0: pl.Out[pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline216__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline215__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline210__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline68__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline214__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline218__idx_v0, (markov_bias_inline67__iter_v1,) in pl.range(block_inline214__ssa_v0, work_items_inline216__ssa_v0, 48, init_values=(markov_bias_inline67__ssa_v0,)):
            t0_inline217__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline218__idx_v0 // (vocab_dim_inline215__ssa_v0 // 128) * 16
            vocab0_inline219__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline218__idx_v0 % (vocab_dim_inline215__ssa_v0 // 128) * 128
            valid_rows_inline222__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline210__ssa_v0 - t0_inline217__ssa_v0, 16)
            embed_bf16_inline209__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline222__ssa_v0, 256])] = pl.tile.load(markov_embedding_inline68__ssa_v1, [t0_inline217__ssa_v0, 0], [16, 256], [valid_rows_inline222__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline211__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline219__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline211__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline211__tile)
            logits_tile_inline208__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline208__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline222__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline208__tile_l0_init_storage, valid_rows_inline222__ssa_v0, 128)
            for logits_tile_inline208__tile_l0_ko, (logits_tile_inline208__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline208__tile_l0_init,)):
                logits_tile_inline208__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline209__tile, 0, logits_tile_inline208__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline208__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline211__tile_t, logits_tile_inline208__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline208__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline209__tile, 0, logits_tile_inline208__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline208__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline211__tile_t, logits_tile_inline208__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline208__tile_l0_ko == 0:
                    logits_tile_inline208__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline208__tile_l0_a, logits_tile_inline208__tile_l0_b)
                    logits_tile_inline208__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline208__tile_l0_c_first)
                else:
                    logits_tile_inline208__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline222__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline208__tile_l0_c, logits_tile_inline208__tile_l0_a, logits_tile_inline208__tile_l0_b)
                    logits_tile_inline208__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline208__tile_l0_c_acc)
                if logits_tile_inline208__tile_l0_ko + 128 == 0:
                    logits_tile_inline208__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline208__tile_l0_a_1, logits_tile_inline208__tile_l0_b_1)
                    logits_tile_inline208__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline208__tile_l0_c_first_1)
                else:
                    logits_tile_inline208__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline222__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline208__tile_l0_c_phi, logits_tile_inline208__tile_l0_a_1, logits_tile_inline208__tile_l0_b_1)
                    logits_tile_inline208__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline222__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline208__tile_l0_c_acc_1)
                logits_tile_inline208__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline222__ssa_v0, 128])] = pl.yield_(logits_tile_inline208__tile_l0_c_phi_1)
            logits_valid_inline207__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline222__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline208__tile, valid_rows_inline222__ssa_v0, 128)
            markov_bias_inline67__tile: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline207__tile, [t0_inline217__ssa_v0, vocab0_inline219__ssa_v0], markov_bias_inline67__iter_v1)
            markov_bias_inline67__rv_v2: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(markov_bias_inline67__tile)
        return markov_bias_inline67__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits_1(markov_bias_inline87__ssa_v0: pl.Out[pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline232__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline231__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline226__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline88__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline230__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline234__idx_v0, (markov_bias_inline87__iter_v1,) in pl.range(block_inline230__ssa_v0, work_items_inline232__ssa_v0, 48, init_values=(markov_bias_inline87__ssa_v0,)):
            t0_inline233__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline234__idx_v0 // (vocab_dim_inline231__ssa_v0 // 128) * 16
            vocab0_inline235__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline234__idx_v0 % (vocab_dim_inline231__ssa_v0 // 128) * 128
            valid_rows_inline238__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline226__ssa_v0 - t0_inline233__ssa_v0, 16)
            embed_bf16_inline225__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline238__ssa_v0, 256])] = pl.tile.load(markov_embedding_inline88__ssa_v1, [t0_inline233__ssa_v0, 0], [16, 256], [valid_rows_inline238__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline227__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline235__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline227__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline227__tile)
            logits_tile_inline224__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline224__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline238__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline224__tile_l0_init_storage, valid_rows_inline238__ssa_v0, 128)
            for logits_tile_inline224__tile_l0_ko, (logits_tile_inline224__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline224__tile_l0_init,)):
                logits_tile_inline224__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline225__tile, 0, logits_tile_inline224__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline224__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline227__tile_t, logits_tile_inline224__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline224__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline225__tile, 0, logits_tile_inline224__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline224__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline227__tile_t, logits_tile_inline224__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline224__tile_l0_ko == 0:
                    logits_tile_inline224__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline224__tile_l0_a, logits_tile_inline224__tile_l0_b)
                    logits_tile_inline224__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline224__tile_l0_c_first)
                else:
                    logits_tile_inline224__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline238__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline224__tile_l0_c, logits_tile_inline224__tile_l0_a, logits_tile_inline224__tile_l0_b)
                    logits_tile_inline224__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline224__tile_l0_c_acc)
                if logits_tile_inline224__tile_l0_ko + 128 == 0:
                    logits_tile_inline224__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline224__tile_l0_a_1, logits_tile_inline224__tile_l0_b_1)
                    logits_tile_inline224__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline224__tile_l0_c_first_1)
                else:
                    logits_tile_inline224__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline238__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline224__tile_l0_c_phi, logits_tile_inline224__tile_l0_a_1, logits_tile_inline224__tile_l0_b_1)
                    logits_tile_inline224__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline238__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline224__tile_l0_c_acc_1)
                logits_tile_inline224__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline238__ssa_v0, 128])] = pl.yield_(logits_tile_inline224__tile_l0_c_phi_1)
            logits_valid_inline223__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline238__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline224__tile, valid_rows_inline238__ssa_v0, 128)
            markov_bias_inline87__tile: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline223__tile, [t0_inline233__ssa_v0, vocab0_inline235__ssa_v0], markov_bias_inline87__iter_v1)
            markov_bias_inline87__rv_v2: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(markov_bias_inline87__tile)
        return markov_bias_inline87__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits_2(markov_bias_inline107__ssa_v0: pl.Out[pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline248__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline247__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline242__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline108__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline246__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline250__idx_v0, (markov_bias_inline107__iter_v1,) in pl.range(block_inline246__ssa_v0, work_items_inline248__ssa_v0, 48, init_values=(markov_bias_inline107__ssa_v0,)):
            t0_inline249__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline250__idx_v0 // (vocab_dim_inline247__ssa_v0 // 128) * 16
            vocab0_inline251__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline250__idx_v0 % (vocab_dim_inline247__ssa_v0 // 128) * 128
            valid_rows_inline254__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline242__ssa_v0 - t0_inline249__ssa_v0, 16)
            embed_bf16_inline241__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline254__ssa_v0, 256])] = pl.tile.load(markov_embedding_inline108__ssa_v1, [t0_inline249__ssa_v0, 0], [16, 256], [valid_rows_inline254__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline243__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline251__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline243__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline243__tile)
            logits_tile_inline240__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline240__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline254__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline240__tile_l0_init_storage, valid_rows_inline254__ssa_v0, 128)
            for logits_tile_inline240__tile_l0_ko, (logits_tile_inline240__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline240__tile_l0_init,)):
                logits_tile_inline240__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline241__tile, 0, logits_tile_inline240__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline240__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline243__tile_t, logits_tile_inline240__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline240__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline241__tile, 0, logits_tile_inline240__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline240__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline243__tile_t, logits_tile_inline240__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline240__tile_l0_ko == 0:
                    logits_tile_inline240__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline240__tile_l0_a, logits_tile_inline240__tile_l0_b)
                    logits_tile_inline240__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline240__tile_l0_c_first)
                else:
                    logits_tile_inline240__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline254__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline240__tile_l0_c, logits_tile_inline240__tile_l0_a, logits_tile_inline240__tile_l0_b)
                    logits_tile_inline240__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline240__tile_l0_c_acc)
                if logits_tile_inline240__tile_l0_ko + 128 == 0:
                    logits_tile_inline240__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline240__tile_l0_a_1, logits_tile_inline240__tile_l0_b_1)
                    logits_tile_inline240__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline240__tile_l0_c_first_1)
                else:
                    logits_tile_inline240__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline254__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline240__tile_l0_c_phi, logits_tile_inline240__tile_l0_a_1, logits_tile_inline240__tile_l0_b_1)
                    logits_tile_inline240__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline254__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline240__tile_l0_c_acc_1)
                logits_tile_inline240__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline254__ssa_v0, 128])] = pl.yield_(logits_tile_inline240__tile_l0_c_phi_1)
            logits_valid_inline239__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline254__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline240__tile, valid_rows_inline254__ssa_v0, 128)
            markov_bias_inline107__tile: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline239__tile, [t0_inline249__ssa_v0, vocab0_inline251__ssa_v0], markov_bias_inline107__iter_v1)
            markov_bias_inline107__rv_v2: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(markov_bias_inline107__tile)
        return markov_bias_inline107__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits_3(markov_bias_inline127__ssa_v0: pl.Out[pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline264__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline263__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline258__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline128__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline262__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline266__idx_v0, (markov_bias_inline127__iter_v1,) in pl.range(block_inline262__ssa_v0, work_items_inline264__ssa_v0, 48, init_values=(markov_bias_inline127__ssa_v0,)):
            t0_inline265__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline266__idx_v0 // (vocab_dim_inline263__ssa_v0 // 128) * 16
            vocab0_inline267__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline266__idx_v0 % (vocab_dim_inline263__ssa_v0 // 128) * 128
            valid_rows_inline270__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline258__ssa_v0 - t0_inline265__ssa_v0, 16)
            embed_bf16_inline257__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline270__ssa_v0, 256])] = pl.tile.load(markov_embedding_inline128__ssa_v1, [t0_inline265__ssa_v0, 0], [16, 256], [valid_rows_inline270__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline259__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline267__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline259__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline259__tile)
            logits_tile_inline256__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline256__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline270__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline256__tile_l0_init_storage, valid_rows_inline270__ssa_v0, 128)
            for logits_tile_inline256__tile_l0_ko, (logits_tile_inline256__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline256__tile_l0_init,)):
                logits_tile_inline256__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline257__tile, 0, logits_tile_inline256__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline256__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline259__tile_t, logits_tile_inline256__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline256__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline257__tile, 0, logits_tile_inline256__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline256__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline259__tile_t, logits_tile_inline256__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline256__tile_l0_ko == 0:
                    logits_tile_inline256__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline256__tile_l0_a, logits_tile_inline256__tile_l0_b)
                    logits_tile_inline256__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline256__tile_l0_c_first)
                else:
                    logits_tile_inline256__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline270__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline256__tile_l0_c, logits_tile_inline256__tile_l0_a, logits_tile_inline256__tile_l0_b)
                    logits_tile_inline256__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline256__tile_l0_c_acc)
                if logits_tile_inline256__tile_l0_ko + 128 == 0:
                    logits_tile_inline256__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline256__tile_l0_a_1, logits_tile_inline256__tile_l0_b_1)
                    logits_tile_inline256__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline256__tile_l0_c_first_1)
                else:
                    logits_tile_inline256__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline270__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline256__tile_l0_c_phi, logits_tile_inline256__tile_l0_a_1, logits_tile_inline256__tile_l0_b_1)
                    logits_tile_inline256__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline270__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline256__tile_l0_c_acc_1)
                logits_tile_inline256__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline270__ssa_v0, 128])] = pl.yield_(logits_tile_inline256__tile_l0_c_phi_1)
            logits_valid_inline255__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline270__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline256__tile, valid_rows_inline270__ssa_v0, 128)
            markov_bias_inline127__tile: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline255__tile, [t0_inline265__ssa_v0, vocab0_inline267__ssa_v0], markov_bias_inline127__iter_v1)
            markov_bias_inline127__rv_v2: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(markov_bias_inline127__tile)
        return markov_bias_inline127__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits_4(markov_bias_inline147__ssa_v0: pl.Out[pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline280__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline279__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline274__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline148__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline278__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline282__idx_v0, (markov_bias_inline147__iter_v1,) in pl.range(block_inline278__ssa_v0, work_items_inline280__ssa_v0, 48, init_values=(markov_bias_inline147__ssa_v0,)):
            t0_inline281__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline282__idx_v0 // (vocab_dim_inline279__ssa_v0 // 128) * 16
            vocab0_inline283__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline282__idx_v0 % (vocab_dim_inline279__ssa_v0 // 128) * 128
            valid_rows_inline286__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline274__ssa_v0 - t0_inline281__ssa_v0, 16)
            embed_bf16_inline273__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline286__ssa_v0, 256])] = pl.tile.load(markov_embedding_inline148__ssa_v1, [t0_inline281__ssa_v0, 0], [16, 256], [valid_rows_inline286__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline275__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline283__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline275__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline275__tile)
            logits_tile_inline272__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline272__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline286__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline272__tile_l0_init_storage, valid_rows_inline286__ssa_v0, 128)
            for logits_tile_inline272__tile_l0_ko, (logits_tile_inline272__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline272__tile_l0_init,)):
                logits_tile_inline272__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline273__tile, 0, logits_tile_inline272__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline272__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline275__tile_t, logits_tile_inline272__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline272__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline273__tile, 0, logits_tile_inline272__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline272__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline275__tile_t, logits_tile_inline272__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline272__tile_l0_ko == 0:
                    logits_tile_inline272__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline272__tile_l0_a, logits_tile_inline272__tile_l0_b)
                    logits_tile_inline272__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline272__tile_l0_c_first)
                else:
                    logits_tile_inline272__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline286__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline272__tile_l0_c, logits_tile_inline272__tile_l0_a, logits_tile_inline272__tile_l0_b)
                    logits_tile_inline272__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline272__tile_l0_c_acc)
                if logits_tile_inline272__tile_l0_ko + 128 == 0:
                    logits_tile_inline272__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline272__tile_l0_a_1, logits_tile_inline272__tile_l0_b_1)
                    logits_tile_inline272__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline272__tile_l0_c_first_1)
                else:
                    logits_tile_inline272__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline286__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline272__tile_l0_c_phi, logits_tile_inline272__tile_l0_a_1, logits_tile_inline272__tile_l0_b_1)
                    logits_tile_inline272__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline286__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline272__tile_l0_c_acc_1)
                logits_tile_inline272__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline286__ssa_v0, 128])] = pl.yield_(logits_tile_inline272__tile_l0_c_phi_1)
            logits_valid_inline271__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline286__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline272__tile, valid_rows_inline286__ssa_v0, 128)
            markov_bias_inline147__tile: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline271__tile, [t0_inline281__ssa_v0, vocab0_inline283__ssa_v0], markov_bias_inline147__iter_v1)
            markov_bias_inline147__rv_v2: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(markov_bias_inline147__tile)
        return markov_bias_inline147__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits_5(markov_bias_inline167__ssa_v0: pl.Out[pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline296__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline295__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline290__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline168__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline294__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline298__idx_v0, (markov_bias_inline167__iter_v1,) in pl.range(block_inline294__ssa_v0, work_items_inline296__ssa_v0, 48, init_values=(markov_bias_inline167__ssa_v0,)):
            t0_inline297__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline298__idx_v0 // (vocab_dim_inline295__ssa_v0 // 128) * 16
            vocab0_inline299__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline298__idx_v0 % (vocab_dim_inline295__ssa_v0 // 128) * 128
            valid_rows_inline302__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline290__ssa_v0 - t0_inline297__ssa_v0, 16)
            embed_bf16_inline289__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline302__ssa_v0, 256])] = pl.tile.load(markov_embedding_inline168__ssa_v1, [t0_inline297__ssa_v0, 0], [16, 256], [valid_rows_inline302__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline291__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline299__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline291__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline291__tile)
            logits_tile_inline288__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline288__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline302__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline288__tile_l0_init_storage, valid_rows_inline302__ssa_v0, 128)
            for logits_tile_inline288__tile_l0_ko, (logits_tile_inline288__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline288__tile_l0_init,)):
                logits_tile_inline288__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline289__tile, 0, logits_tile_inline288__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline288__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline291__tile_t, logits_tile_inline288__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline288__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline289__tile, 0, logits_tile_inline288__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline288__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline291__tile_t, logits_tile_inline288__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline288__tile_l0_ko == 0:
                    logits_tile_inline288__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline288__tile_l0_a, logits_tile_inline288__tile_l0_b)
                    logits_tile_inline288__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline288__tile_l0_c_first)
                else:
                    logits_tile_inline288__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline302__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline288__tile_l0_c, logits_tile_inline288__tile_l0_a, logits_tile_inline288__tile_l0_b)
                    logits_tile_inline288__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline288__tile_l0_c_acc)
                if logits_tile_inline288__tile_l0_ko + 128 == 0:
                    logits_tile_inline288__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline288__tile_l0_a_1, logits_tile_inline288__tile_l0_b_1)
                    logits_tile_inline288__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline288__tile_l0_c_first_1)
                else:
                    logits_tile_inline288__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline302__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline288__tile_l0_c_phi, logits_tile_inline288__tile_l0_a_1, logits_tile_inline288__tile_l0_b_1)
                    logits_tile_inline288__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline302__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline288__tile_l0_c_acc_1)
                logits_tile_inline288__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline302__ssa_v0, 128])] = pl.yield_(logits_tile_inline288__tile_l0_c_phi_1)
            logits_valid_inline287__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline302__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline288__tile, valid_rows_inline302__ssa_v0, 128)
            markov_bias_inline167__tile: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline287__tile, [t0_inline297__ssa_v0, vocab0_inline299__ssa_v0], markov_bias_inline167__iter_v1)
            markov_bias_inline167__rv_v2: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(markov_bias_inline167__tile)
        return markov_bias_inline167__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd(self, markov_bias_inline47__ssa_v0: pl.Out[pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline200__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline199__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline194__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline48__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32]:
        markov_bias_inline47__rv_v2: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits(markov_bias_inline47__ssa_v0, work_items_inline200__ssa_v0, vocab_dim_inline199__ssa_v0, t_dim_inline194__ssa_v0, markov_embedding_inline48__ssa_v1, markov_w2__ssa_v0)
        return markov_bias_inline47__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd_0(self, markov_bias_inline67__ssa_v0: pl.Out[pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline216__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline215__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline210__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline68__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32]:
        markov_bias_inline67__rv_v2: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits_0(markov_bias_inline67__ssa_v0, work_items_inline216__ssa_v0, vocab_dim_inline215__ssa_v0, t_dim_inline210__ssa_v0, markov_embedding_inline68__ssa_v1, markov_w2__ssa_v0)
        return markov_bias_inline67__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd_1(self, markov_bias_inline87__ssa_v0: pl.Out[pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline232__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline231__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline226__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline88__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32]:
        markov_bias_inline87__rv_v2: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits_1(markov_bias_inline87__ssa_v0, work_items_inline232__ssa_v0, vocab_dim_inline231__ssa_v0, t_dim_inline226__ssa_v0, markov_embedding_inline88__ssa_v1, markov_w2__ssa_v0)
        return markov_bias_inline87__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd_2(self, markov_bias_inline107__ssa_v0: pl.Out[pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline248__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline247__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline242__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline108__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32]:
        markov_bias_inline107__rv_v2: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits_2(markov_bias_inline107__ssa_v0, work_items_inline248__ssa_v0, vocab_dim_inline247__ssa_v0, t_dim_inline242__ssa_v0, markov_embedding_inline108__ssa_v1, markov_w2__ssa_v0)
        return markov_bias_inline107__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd_3(self, markov_bias_inline127__ssa_v0: pl.Out[pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline264__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline263__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline258__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline128__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32]:
        markov_bias_inline127__rv_v2: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits_3(markov_bias_inline127__ssa_v0, work_items_inline264__ssa_v0, vocab_dim_inline263__ssa_v0, t_dim_inline258__ssa_v0, markov_embedding_inline128__ssa_v1, markov_w2__ssa_v0)
        return markov_bias_inline127__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd_4(self, markov_bias_inline147__ssa_v0: pl.Out[pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline280__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline279__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline274__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline148__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32]:
        markov_bias_inline147__rv_v2: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits_4(markov_bias_inline147__ssa_v0, work_items_inline280__ssa_v0, vocab_dim_inline279__ssa_v0, t_dim_inline274__ssa_v0, markov_embedding_inline148__ssa_v1, markov_w2__ssa_v0)
        return markov_bias_inline147__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd_5(self, markov_bias_inline167__ssa_v0: pl.Out[pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline296__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline295__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline290__ssa_v0: pl.Scalar[pl.INDEX], markov_embedding_inline168__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32]:
        markov_bias_inline167__rv_v2: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits_5(markov_bias_inline167__ssa_v0, work_items_inline296__ssa_v0, vocab_dim_inline295__ssa_v0, t_dim_inline290__ssa_v0, markov_embedding_inline168__ssa_v1, markov_w2__ssa_v0)
        return markov_bias_inline167__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def markov_sample(self, head_hidden__ssa_v0: pl.Tensor[[B_DYN, 7, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], final_norm_weight__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], lm_head_weight__ssa_v0: pl.Tensor[[129280, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1059061760)], anchor_token_ids__ssa_v0: pl.Tensor[[B_DYN], pl.INT64, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[MARKOV_HEAD_VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], draft_token_ids__ssa_v0: pl.Out[pl.Tensor[[B_DYN, 7], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[B_DYN, 7], pl.INT32]:
        base_logits__ssa_v0: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 66191360)] = pl.tensor.create([128, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        batch_inline8__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(head_hidden__ssa_v0, 0)
        active_tokens_inline16__ssa_v0: pl.Scalar[pl.INDEX] = batch_inline8__ssa_v0 * 7
        padded_tokens_inline22__ssa_v0: pl.Scalar[pl.INDEX] = batch_inline8__ssa_v0 * 8
        hidden_flat_inline13__ssa_v0: pl.Tensor[[active_tokens_inline16__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(head_hidden__ssa_v0, [active_tokens_inline16__ssa_v0, 4096])
        padded_hidden_inline11__ssa_v0: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1048576)] = pl.tensor.create([128, 4096], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_hidden_zero_spmd, padded_hidden_inline11__ssa_v0, core_num=128)
        padded_hidden_inline11__ssa_v1: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0[0]
        hidden_zero_tid_inline6__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[128, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_hidden_pad, padded_hidden_inline11__ssa_v1, active_tokens_inline16__ssa_v0, hidden_flat_inline13__ssa_v0, deps=[hidden_zero_tid_inline6__ssa_v0])
        padded_hidden_inline11__rv_v3: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0_1[0]
        hidden_pad_tid_inline4__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        normalized_inline17__ssa_v0: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 1048576)] = pl.tensor.create([128, 4096], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[128, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_final_norm_spmd, padded_hidden_inline11__rv_v3, normalized_inline17__ssa_v0, final_norm_weight__ssa_v0, deps=[hidden_pad_tid_inline4__ssa_v0], core_num=padded_tokens_inline22__ssa_v0 // 8, allow_early_resolve=True)
        normalized_inline17__rv_v2: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0_2[0]
        final_norm_tid_inline33__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
        row_blocks_inline34__ssa_v0: pl.Scalar[pl.INDEX] = padded_tokens_inline22__ssa_v0 // 16
        ret__tmp_v0_3: pl.Tuple[pl.Tensor[[128, 129280], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_base_logits_spmd, normalized_inline17__rv_v2, lm_head_weight__ssa_v0, base_logits__ssa_v0, deps=[final_norm_tid_inline33__ssa_v0], core_num=row_blocks_inline34__ssa_v0 * 1010)
        base_logits__ssa_v1: pl.Tensor[[128, 129280], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 66191360)] = ret__tmp_v0_3[0]
        base_logits_tid_inline29__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[1]
        base_logits_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = base_logits_tid_inline29__ssa_v0
        draft_token_scratch__ssa_v0: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 512)] = pl.tensor.create([16, 8], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_4: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_token_scratch_zero_spmd, draft_token_scratch__ssa_v0, core_num=B_DYN)
        draft_token_scratch__ssa_v1: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_4[0]
        token_scratch_zero_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[1]
        batch_inline38__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(anchor_token_ids__ssa_v0, 0)
        previous_token_ids_inline40__ssa_v0: pl.Tensor[[batch_inline38__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline38__ssa_v0], dtype=pl.INT64, layout=pl.TensorLayout.ND)
        ret__tmp_v0_5: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_previous_tokens, batch_inline38__ssa_v0, anchor_token_ids__ssa_v0, previous_token_ids_inline40__ssa_v0, deps=[token_scratch_zero_tid__ssa_v0])
        previous_tokens_tid_inline42__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_5[0]
        markov_bias_inline47__ssa_v0: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline38__ssa_v0, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        markov_embedding_inline48__ssa_v0: pl.Tensor[[batch_inline38__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline38__ssa_v0, 256], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        t_dim_inline194__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(previous_token_ids_inline40__ssa_v0, 0)
        t_linear_inline196__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline194__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0_6: pl.Tuple[pl.Tensor[[B_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd, previous_token_ids_inline40__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline48__ssa_v0, core_num=t_dim_inline194__ssa_v0, allow_early_resolve=True)
        markov_embedding_inline48__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_6[0]
        tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_6[1]
        vocab_dim_inline199__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline200__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline196__ssa_v0 // 16 * (vocab_dim_inline199__ssa_v0 // 128)
        markov_bias_inline47__rv_v2: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd(markov_bias_inline47__ssa_v0, work_items_inline200__ssa_v0, vocab_dim_inline199__ssa_v0, t_dim_inline194__ssa_v0, markov_embedding_inline48__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        markov_bias_inline47__ssa_v4: pl.Tensor[[batch_inline38__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = markov_bias_inline47__rv_v2
        markov_embedding_inline48__ssa_v2: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 0)] = markov_embedding_inline48__ssa_v1
        ret__tmp_v0_7: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_greedy_spmd, batch_inline38__ssa_v0, base_logits__ssa_v1, markov_bias_inline47__ssa_v4, draft_token_scratch__ssa_v1, deps=[base_logits_tid__ssa_v0, previous_tokens_tid_inline42__ssa_v0], core_num=16)
        draft_token_scratch__phi_v3: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_7[0]
        greedy_tid_inline49__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_7[1]
        step_0_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = greedy_tid_inline49__ssa_v0
        batch_inline58__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(anchor_token_ids__ssa_v0, 0)
        previous_token_ids_inline60__ssa_v0: pl.Tensor[[batch_inline58__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline58__ssa_v0], dtype=pl.INT64, layout=pl.TensorLayout.ND)
        ret__tmp_v0_8: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_previous_tokens_0, batch_inline58__ssa_v0, anchor_token_ids__ssa_v0, draft_token_scratch__phi_v3, previous_token_ids_inline60__ssa_v0, deps=[step_0_tid__ssa_v0])
        previous_tokens_tid_inline62__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_8[0]
        markov_bias_inline67__ssa_v0: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline58__ssa_v0, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        markov_embedding_inline68__ssa_v0: pl.Tensor[[batch_inline58__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline58__ssa_v0, 256], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        t_dim_inline210__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(previous_token_ids_inline60__ssa_v0, 0)
        t_linear_inline212__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline210__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0_9: pl.Tuple[pl.Tensor[[B_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd_0, previous_token_ids_inline60__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline68__ssa_v0, core_num=t_dim_inline210__ssa_v0, allow_early_resolve=True)
        markov_embedding_inline68__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_9[0]
        tid__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_9[1]
        vocab_dim_inline215__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline216__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline212__ssa_v0 // 16 * (vocab_dim_inline215__ssa_v0 // 128)
        markov_bias_inline67__rv_v2: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd_0(markov_bias_inline67__ssa_v0, work_items_inline216__ssa_v0, vocab_dim_inline215__ssa_v0, t_dim_inline210__ssa_v0, markov_embedding_inline68__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        markov_bias_inline67__ssa_v4: pl.Tensor[[batch_inline58__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 0)] = markov_bias_inline67__rv_v2
        markov_embedding_inline68__ssa_v2: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 0)] = markov_embedding_inline68__ssa_v1
        ret__tmp_v0_10: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_greedy_spmd_0, batch_inline58__ssa_v0, base_logits__ssa_v1, markov_bias_inline67__ssa_v4, draft_token_scratch__phi_v3, deps=[base_logits_tid__ssa_v0, previous_tokens_tid_inline62__ssa_v0], core_num=16)
        draft_token_scratch__phi_v5: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_10[0]
        greedy_tid_inline69__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_10[1]
        step_1_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = greedy_tid_inline69__ssa_v0
        batch_inline78__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(anchor_token_ids__ssa_v0, 0)
        previous_token_ids_inline80__ssa_v0: pl.Tensor[[batch_inline78__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline78__ssa_v0], dtype=pl.INT64, layout=pl.TensorLayout.ND)
        ret__tmp_v0_11: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_previous_tokens_1, batch_inline78__ssa_v0, anchor_token_ids__ssa_v0, draft_token_scratch__phi_v5, previous_token_ids_inline80__ssa_v0, deps=[step_1_tid__ssa_v0])
        previous_tokens_tid_inline82__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_11[0]
        markov_bias_inline87__ssa_v0: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline78__ssa_v0, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        markov_embedding_inline88__ssa_v0: pl.Tensor[[batch_inline78__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline78__ssa_v0, 256], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        t_dim_inline226__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(previous_token_ids_inline80__ssa_v0, 0)
        t_linear_inline228__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline226__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0_12: pl.Tuple[pl.Tensor[[B_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd_1, previous_token_ids_inline80__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline88__ssa_v0, core_num=t_dim_inline226__ssa_v0, allow_early_resolve=True)
        markov_embedding_inline88__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_12[0]
        tid__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_12[1]
        vocab_dim_inline231__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline232__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline228__ssa_v0 // 16 * (vocab_dim_inline231__ssa_v0 // 128)
        markov_bias_inline87__rv_v2: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_36", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd_1(markov_bias_inline87__ssa_v0, work_items_inline232__ssa_v0, vocab_dim_inline231__ssa_v0, t_dim_inline226__ssa_v0, markov_embedding_inline88__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        markov_bias_inline87__ssa_v4: pl.Tensor[[batch_inline78__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_37", pl.const(0, pl.INT64), 0)] = markov_bias_inline87__rv_v2
        markov_embedding_inline88__ssa_v2: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 0)] = markov_embedding_inline88__ssa_v1
        ret__tmp_v0_13: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_greedy_spmd_1, batch_inline78__ssa_v0, base_logits__ssa_v1, markov_bias_inline87__ssa_v4, draft_token_scratch__phi_v5, deps=[base_logits_tid__ssa_v0, previous_tokens_tid_inline82__ssa_v0], core_num=16)
        draft_token_scratch__phi_v7: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_13[0]
        greedy_tid_inline89__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_13[1]
        step_2_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = greedy_tid_inline89__ssa_v0
        batch_inline98__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(anchor_token_ids__ssa_v0, 0)
        previous_token_ids_inline100__ssa_v0: pl.Tensor[[batch_inline98__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline98__ssa_v0], dtype=pl.INT64, layout=pl.TensorLayout.ND)
        ret__tmp_v0_14: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_previous_tokens_2, batch_inline98__ssa_v0, anchor_token_ids__ssa_v0, draft_token_scratch__phi_v7, previous_token_ids_inline100__ssa_v0, deps=[step_2_tid__ssa_v0])
        previous_tokens_tid_inline102__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_14[0]
        markov_bias_inline107__ssa_v0: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline98__ssa_v0, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        markov_embedding_inline108__ssa_v0: pl.Tensor[[batch_inline98__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline98__ssa_v0, 256], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        t_dim_inline242__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(previous_token_ids_inline100__ssa_v0, 0)
        t_linear_inline244__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline242__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0_15: pl.Tuple[pl.Tensor[[B_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd_2, previous_token_ids_inline100__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline108__ssa_v0, core_num=t_dim_inline242__ssa_v0, allow_early_resolve=True)
        markov_embedding_inline108__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_15[0]
        tid__ssa_v4: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_15[1]
        vocab_dim_inline247__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline248__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline244__ssa_v0 // 16 * (vocab_dim_inline247__ssa_v0 // 128)
        markov_bias_inline107__rv_v2: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd_2(markov_bias_inline107__ssa_v0, work_items_inline248__ssa_v0, vocab_dim_inline247__ssa_v0, t_dim_inline242__ssa_v0, markov_embedding_inline108__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        markov_bias_inline107__ssa_v4: pl.Tensor[[batch_inline98__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_45", pl.const(0, pl.INT64), 0)] = markov_bias_inline107__rv_v2
        markov_embedding_inline108__ssa_v2: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 0)] = markov_embedding_inline108__ssa_v1
        ret__tmp_v0_16: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_greedy_spmd_2, batch_inline98__ssa_v0, base_logits__ssa_v1, markov_bias_inline107__ssa_v4, draft_token_scratch__phi_v7, deps=[base_logits_tid__ssa_v0, previous_tokens_tid_inline102__ssa_v0], core_num=16)
        draft_token_scratch__phi_v9: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_16[0]
        greedy_tid_inline109__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_16[1]
        step_3_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = greedy_tid_inline109__ssa_v0
        batch_inline118__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(anchor_token_ids__ssa_v0, 0)
        previous_token_ids_inline120__ssa_v0: pl.Tensor[[batch_inline118__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline118__ssa_v0], dtype=pl.INT64, layout=pl.TensorLayout.ND)
        ret__tmp_v0_17: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_previous_tokens_3, batch_inline118__ssa_v0, anchor_token_ids__ssa_v0, draft_token_scratch__phi_v9, previous_token_ids_inline120__ssa_v0, deps=[step_3_tid__ssa_v0])
        previous_tokens_tid_inline122__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_17[0]
        markov_bias_inline127__ssa_v0: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_49", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline118__ssa_v0, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        markov_embedding_inline128__ssa_v0: pl.Tensor[[batch_inline118__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_50", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline118__ssa_v0, 256], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        t_dim_inline258__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(previous_token_ids_inline120__ssa_v0, 0)
        t_linear_inline260__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline258__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0_18: pl.Tuple[pl.Tensor[[B_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd_3, previous_token_ids_inline120__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline128__ssa_v0, core_num=t_dim_inline258__ssa_v0, allow_early_resolve=True)
        markov_embedding_inline128__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_51", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_18[0]
        tid__ssa_v5: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_18[1]
        vocab_dim_inline263__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline264__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline260__ssa_v0 // 16 * (vocab_dim_inline263__ssa_v0 // 128)
        markov_bias_inline127__rv_v2: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd_3(markov_bias_inline127__ssa_v0, work_items_inline264__ssa_v0, vocab_dim_inline263__ssa_v0, t_dim_inline258__ssa_v0, markov_embedding_inline128__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        markov_bias_inline127__ssa_v4: pl.Tensor[[batch_inline118__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_53", pl.const(0, pl.INT64), 0)] = markov_bias_inline127__rv_v2
        markov_embedding_inline128__ssa_v2: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_54", pl.const(0, pl.INT64), 0)] = markov_embedding_inline128__ssa_v1
        ret__tmp_v0_19: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_greedy_spmd_3, batch_inline118__ssa_v0, base_logits__ssa_v1, markov_bias_inline127__ssa_v4, draft_token_scratch__phi_v9, deps=[base_logits_tid__ssa_v0, previous_tokens_tid_inline122__ssa_v0], core_num=16)
        draft_token_scratch__phi_v11: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_19[0]
        greedy_tid_inline129__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_19[1]
        step_4_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = greedy_tid_inline129__ssa_v0
        batch_inline138__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(anchor_token_ids__ssa_v0, 0)
        previous_token_ids_inline140__ssa_v0: pl.Tensor[[batch_inline138__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline138__ssa_v0], dtype=pl.INT64, layout=pl.TensorLayout.ND)
        ret__tmp_v0_20: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_previous_tokens_4, batch_inline138__ssa_v0, anchor_token_ids__ssa_v0, draft_token_scratch__phi_v11, previous_token_ids_inline140__ssa_v0, deps=[step_4_tid__ssa_v0])
        previous_tokens_tid_inline142__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_20[0]
        markov_bias_inline147__ssa_v0: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline138__ssa_v0, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        markov_embedding_inline148__ssa_v0: pl.Tensor[[batch_inline138__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_58", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline138__ssa_v0, 256], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        t_dim_inline274__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(previous_token_ids_inline140__ssa_v0, 0)
        t_linear_inline276__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline274__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0_21: pl.Tuple[pl.Tensor[[B_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd_4, previous_token_ids_inline140__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline148__ssa_v0, core_num=t_dim_inline274__ssa_v0, allow_early_resolve=True)
        markov_embedding_inline148__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_59", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_21[0]
        tid__ssa_v6: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_21[1]
        vocab_dim_inline279__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline280__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline276__ssa_v0 // 16 * (vocab_dim_inline279__ssa_v0 // 128)
        markov_bias_inline147__rv_v2: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_60", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd_4(markov_bias_inline147__ssa_v0, work_items_inline280__ssa_v0, vocab_dim_inline279__ssa_v0, t_dim_inline274__ssa_v0, markov_embedding_inline148__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        markov_bias_inline147__ssa_v4: pl.Tensor[[batch_inline138__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_61", pl.const(0, pl.INT64), 0)] = markov_bias_inline147__rv_v2
        markov_embedding_inline148__ssa_v2: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_62", pl.const(0, pl.INT64), 0)] = markov_embedding_inline148__ssa_v1
        ret__tmp_v0_22: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_greedy_spmd_4, batch_inline138__ssa_v0, base_logits__ssa_v1, markov_bias_inline147__ssa_v4, draft_token_scratch__phi_v11, deps=[base_logits_tid__ssa_v0, previous_tokens_tid_inline142__ssa_v0], core_num=16)
        draft_token_scratch__phi_v13: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_63", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_22[0]
        greedy_tid_inline149__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_22[1]
        step_5_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = greedy_tid_inline149__ssa_v0
        batch_inline158__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(anchor_token_ids__ssa_v0, 0)
        previous_token_ids_inline160__ssa_v0: pl.Tensor[[batch_inline158__ssa_v0], pl.INT64, pl.MemRef("mem_ddr_64", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline158__ssa_v0], dtype=pl.INT64, layout=pl.TensorLayout.ND)
        ret__tmp_v0_23: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_previous_tokens_5, batch_inline158__ssa_v0, anchor_token_ids__ssa_v0, draft_token_scratch__phi_v13, previous_token_ids_inline160__ssa_v0, deps=[step_5_tid__ssa_v0])
        previous_tokens_tid_inline162__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_23[0]
        markov_bias_inline167__ssa_v0: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline158__ssa_v0, 129280], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        markov_embedding_inline168__ssa_v0: pl.Tensor[[batch_inline158__ssa_v0, 256], pl.BF16, pl.MemRef("mem_ddr_66", pl.const(0, pl.INT64), 0)] = pl.tensor.create([batch_inline158__ssa_v0, 256], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        t_dim_inline290__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(previous_token_ids_inline160__ssa_v0, 0)
        t_linear_inline292__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline290__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0_24: pl.Tuple[pl.Tensor[[B_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd_5, previous_token_ids_inline160__ssa_v0, markov_w1__ssa_v0, markov_embedding_inline168__ssa_v0, core_num=t_dim_inline290__ssa_v0, allow_early_resolve=True)
        markov_embedding_inline168__ssa_v1: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_67", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_24[0]
        tid__ssa_v7: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_24[1]
        vocab_dim_inline295__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline296__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline292__ssa_v0 // 16 * (vocab_dim_inline295__ssa_v0 // 128)
        markov_bias_inline167__rv_v2: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_68", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd_5(markov_bias_inline167__ssa_v0, work_items_inline296__ssa_v0, vocab_dim_inline295__ssa_v0, t_dim_inline290__ssa_v0, markov_embedding_inline168__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        markov_bias_inline167__ssa_v4: pl.Tensor[[batch_inline158__ssa_v0, 129280], pl.FP32, pl.MemRef("mem_ddr_69", pl.const(0, pl.INT64), 0)] = markov_bias_inline167__rv_v2
        markov_embedding_inline168__ssa_v2: pl.Tensor[[B_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_70", pl.const(0, pl.INT64), 0)] = markov_embedding_inline168__ssa_v1
        ret__tmp_v0_25: pl.Tuple[pl.Tensor[[16, 8], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_markov_greedy_spmd_5, batch_inline158__ssa_v0, base_logits__ssa_v1, markov_bias_inline167__ssa_v4, draft_token_scratch__phi_v13, deps=[base_logits_tid__ssa_v0, previous_tokens_tid_inline162__ssa_v0], core_num=16)
        draft_token_scratch__phi_v15: pl.Tensor[[16, 8], pl.INT32, pl.MemRef("mem_ddr_71", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_25[0]
        greedy_tid_inline169__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_25[1]
        step_6_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = greedy_tid_inline169__ssa_v0
        ret__tmp_v0_26: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.dspark_markov_token_output_copy, B_DYN, draft_token_scratch__phi_v15, draft_token_ids__ssa_v0, deps=[step_6_tid__ssa_v0])
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_26[0]
        return draft_token_ids__ssa_v0