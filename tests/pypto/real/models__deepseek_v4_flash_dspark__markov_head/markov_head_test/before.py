# pypto.program: _jit_markov_head_test
import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")
VOCAB_DYN = pl.dynamic("VOCAB_DYN")

@pl.program
class _jit_markov_head_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def markov_embedding(token_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embed__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[T_DYN, 256], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_idx_inline6__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_id_inline7__tile: pl.Scalar[pl.INT64] = pl.tensor.read(token_ids__ssa_v0, [token_idx_inline6__ssa_v0])
        token_row_inline8__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline7__tile, pl.INDEX)
        t__tile: pl.Tile[[1, 256], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(markov_w1__ssa_v0, [token_row_inline8__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        markov_embed__tile: pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [token_idx_inline6__ssa_v0, 0], markov_embed__ssa_v0)
        return markov_embed__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_embedding_spmd(self, token_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_embed__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[T_DYN, 256], pl.BF16]:
        markov_embed__ssa_v1: pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_embedding(token_ids__ssa_v0, markov_w1__ssa_v0, markov_embed__ssa_v0)
        return markov_embed__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def markov_logits(logits_bias__ssa_v0: pl.Out[pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline10__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline5__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline3__ssa_v0: pl.Scalar[pl.INDEX], markov_embed__ssa_v1: pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        block_inline11__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline12__idx_v0, (logits_bias__iter_v1,) in pl.range(block_inline11__ssa_v0, work_items_inline10__ssa_v0, 48, init_values=(logits_bias__ssa_v0,)):
            t0_inline14__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline12__idx_v0 // (vocab_dim_inline5__ssa_v0 // 128) * 16
            vocab0_inline9__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline12__idx_v0 % (vocab_dim_inline5__ssa_v0 // 128) * 128
            valid_rows_inline15__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline3__ssa_v0 - t0_inline14__ssa_v0, 16)
            embed_bf16_inline2__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[valid_rows_inline15__ssa_v0, 256])] = pl.tile.load(markov_embed__ssa_v1, [t0_inline14__ssa_v0, 0], [16, 256], [valid_rows_inline15__ssa_v0, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline1__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(markov_w2__ssa_v0, [vocab0_inline9__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            weight_bf16_inline1__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(8192, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_bf16_inline1__tile)
            logits_tile_inline13__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
            logits_tile_inline13__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline15__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline13__tile_l0_init_storage, valid_rows_inline15__ssa_v0, 128)
            for logits_tile_inline13__tile_l0_ko, (logits_tile_inline13__tile_l0_c,) in pl.range(0, 256, 256, init_values=(logits_tile_inline13__tile_l0_init,)):
                logits_tile_inline13__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline2__tile, 0, logits_tile_inline13__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline13__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline1__tile_t, logits_tile_inline13__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                logits_tile_inline13__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(embed_bf16_inline2__tile, 0, logits_tile_inline13__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                logits_tile_inline13__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_bf16_inline1__tile_t, logits_tile_inline13__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                if logits_tile_inline13__tile_l0_ko == 0:
                    logits_tile_inline13__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline13__tile_l0_a, logits_tile_inline13__tile_l0_b)
                    logits_tile_inline13__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline13__tile_l0_c_first)
                else:
                    logits_tile_inline13__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline15__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline13__tile_l0_c, logits_tile_inline13__tile_l0_a, logits_tile_inline13__tile_l0_b)
                    logits_tile_inline13__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline13__tile_l0_c_acc)
                if logits_tile_inline13__tile_l0_ko + 128 == 0:
                    logits_tile_inline13__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(logits_tile_inline13__tile_l0_a_1, logits_tile_inline13__tile_l0_b_1)
                    logits_tile_inline13__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline13__tile_l0_c_first_1)
                else:
                    logits_tile_inline13__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline15__ssa_v0, 128])] = pl.tile.matmul_acc(logits_tile_inline13__tile_l0_c_phi, logits_tile_inline13__tile_l0_a_1, logits_tile_inline13__tile_l0_b_1)
                    logits_tile_inline13__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(valid_rows_inline15__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(logits_tile_inline13__tile_l0_c_acc_1)
                logits_tile_inline13__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline15__ssa_v0, 128])] = pl.yield_(logits_tile_inline13__tile_l0_c_phi_1)
            logits_valid_inline0__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[valid_rows_inline15__ssa_v0, 128])] = pl.tile.set_validshape(logits_tile_inline13__tile, valid_rows_inline15__ssa_v0, 128)
            logits_bias__tile: pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(logits_valid_inline0__tile, [t0_inline14__ssa_v0, vocab0_inline9__ssa_v0], logits_bias__iter_v1)
            logits_bias__rv_v2: pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 0)] = pl.yield_(logits_bias__tile)
        return logits_bias__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def markov_logits_spmd(self, logits_bias__ssa_v0: pl.Out[pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], work_items_inline10__ssa_v0: pl.Scalar[pl.INDEX], vocab_dim_inline5__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline3__ssa_v0: pl.Scalar[pl.INDEX], markov_embed__ssa_v1: pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32]:
        logits_bias__rv_v2: pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.markov_logits(logits_bias__ssa_v0, work_items_inline10__ssa_v0, vocab_dim_inline5__ssa_v0, t_dim_inline3__ssa_v0, markov_embed__ssa_v1, markov_w2__ssa_v0)
        return logits_bias__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def markov_head_test(self, token_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], markov_w1__ssa_v0: pl.Tensor[[VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], markov_w2__ssa_v0: pl.Tensor[[VOCAB_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], logits_bias__ssa_v0: pl.Out[pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]], markov_embed__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]]):
        t_dim_inline3__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(token_ids__ssa_v0, 0)
        t_linear_inline4__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline3__ssa_v0 + 15) // 16 * 16
        ret__tmp_v0: pl.Tuple[pl.Tensor[[T_DYN, 256], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.markov_embedding_spmd, token_ids__ssa_v0, markov_w1__ssa_v0, markov_embed__ssa_v0, core_num=t_dim_inline3__ssa_v0, allow_early_resolve=True)
        markov_embed__ssa_v1: pl.Tensor[[T_DYN, 256], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        vocab_dim_inline5__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(markov_w2__ssa_v0, 0)
        work_items_inline10__ssa_v0: pl.Scalar[pl.INDEX] = t_linear_inline4__ssa_v0 // 16 * (vocab_dim_inline5__ssa_v0 // 128)
        logits_bias__rv_v2: pl.Tensor[[T_DYN, VOCAB_DYN], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = self.markov_logits_spmd(logits_bias__ssa_v0, work_items_inline10__ssa_v0, vocab_dim_inline5__ssa_v0, t_dim_inline3__ssa_v0, markov_embed__ssa_v1, markov_w2__ssa_v0, attrs={"core_num": 48})
        return logits_bias__rv_v2, markov_embed__ssa_v1