# pypto.program: _jit_gate_test
import pypto.language as pl

@pl.program
class _jit_gate_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def ffn_norm(x_mixed__ssa_v0: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], norm_w_2d_inline59__ssa_v0: pl.Tensor[[1, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], xg_buf_inline83__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)]], inv_rms_buf_inline58__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]], x_norm_scale__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 512)]], xn_scale_buf_inline47__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 512)]]) -> tuple[pl.Tensor[[128, 4096], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32]]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        tok_inline62__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__tmp_v0: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x_mixed__ssa_v0, [tok_inline62__ssa_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
        rms_x_inline71__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tmp_v0, target_type=pl.FP32, mode='round')
        t__tmp_v1: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline59__ssa_v0, [0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
        rms_w_inline66__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tmp_v1, target_type=pl.FP32, mode='round')
        xg_inline33__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(rms_x_inline71__ssa_v0, rms_w_inline66__ssa_v0)
        xg_buf_inline83__store: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(xg_inline33__ssa_v0, [tok_inline62__ssa_v0, 0], xg_buf_inline83__ssa_v0, [1, 4096])
        t__tmp_v2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(rms_x_inline71__ssa_v0, rms_x_inline71__ssa_v0)
        sq_rows_inline46__ssa_v0: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v2, [8, 512])
        sq_partial_tmp_inline45__ssa_v0: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sq_partial_inline50__ssa_v0: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_sum(sq_rows_inline46__ssa_v0, sq_partial_tmp_inline45__ssa_v0)
        sq_reduce_inline41__ssa_v0: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tmp_v3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(sq_partial_inline50__ssa_v0, [1, 8])
        sq_reduce_inline41__ssa_v1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(sq_reduce_inline41__ssa_v0, t__tmp_v3, [0, 0])
        sq_reduce_v1_inline37__ssa_v0: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[1, 8])] = pl.tile.set_validshape(sq_reduce_inline41__ssa_v1, 1, 8)
        sq_sum_tmp_inline38__ssa_v0: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sq_sum_inline51__ssa_v0: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.row_sum(sq_reduce_v1_inline37__ssa_v0, sq_sum_tmp_inline38__ssa_v0)
        t__tmp_v4: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.reshape(sq_sum_inline51__ssa_v0, [1, 8])
        sq_sum_v1_inline29__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.set_validshape(t__tmp_v4, 1, 1)
        t__tmp_v5: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.muls(sq_sum_v1_inline29__ssa_v0, 0.000244140625)
        t__tmp_v6: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.adds(t__tmp_v5, 9.9999999999999995e-07)
        t__tmp_v7: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.sqrt(t__tmp_v6)
        inv_rms_inline28__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.recip(t__tmp_v7)
        inv_rms_buf_inline58__store: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = pl.tile.store(inv_rms_inline28__ssa_v0, [tok_inline62__ssa_v0, 0], inv_rms_buf_inline58__ssa_v0, [1, 1])
        t__tmp_v8: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.abs(xg_inline33__ssa_v0)
        xg_abs_rows_inline94__ssa_v0: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.reshape(t__tmp_v8, [8, 512])
        amax_partial_tmp_inline36__ssa_v0: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        amax_partial_inline27__ssa_v0: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_max(xg_abs_rows_inline94__ssa_v0, amax_partial_tmp_inline36__ssa_v0)
        amax_reduce_inline48__ssa_v0: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tmp_v9: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(amax_partial_inline27__ssa_v0, [1, 8])
        amax_reduce_inline48__ssa_v1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(amax_reduce_inline48__ssa_v0, t__tmp_v9, [0, 0])
        amax_reduce_v1_inline26__ssa_v0: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[1, 8])] = pl.tile.set_validshape(amax_reduce_inline48__ssa_v1, 1, 8)
        amax_tmp_inline30__ssa_v0: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        xg_amax_inline25__ssa_v0: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.row_max(amax_reduce_v1_inline26__ssa_v0, amax_tmp_inline30__ssa_v0)
        t__tmp_v10: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.reshape(xg_amax_inline25__ssa_v0, [1, 8])
        xg_amax_v1_inline91__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.set_validshape(t__tmp_v10, 1, 1)
        amax_eps_inline74__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0001)
        amax_eps_v1_inline97__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.set_validshape(amax_eps_inline74__ssa_v0, 1, 1)
        xg_amax_v2_inline75__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.maximum(xg_amax_v1_inline91__ssa_v0, amax_eps_v1_inline97__ssa_v0)
        scale_max_inline40__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=127.0)
        scale_max_v1_inline76__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.set_validshape(scale_max_inline40__ssa_v0, 1, 1)
        xg_sq_inline49__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_9, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.div(scale_max_v1_inline76__ssa_v0, xg_amax_v2_inline75__ssa_v0)
        xg_dequant_scale_inline79__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.muls(xg_amax_v2_inline75__ssa_v0, 0.007874015748031496)
        x_norm_dequant_scale_inline81__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, 1])] = pl.tile.mul(xg_dequant_scale_inline79__ssa_v0, inv_rms_inline28__ssa_v0)
        x_norm_scale__store: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 512)] = pl.tile.store(x_norm_dequant_scale_inline81__ssa_v0, [tok_inline62__ssa_v0, 0], x_norm_scale__ssa_v0, [1, 1])
        xn_scale_buf_inline47__store: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 512)] = pl.tile.store(xg_sq_inline49__ssa_v0, [tok_inline62__ssa_v0, 0], xn_scale_buf_inline47__ssa_v0, [1, 1])
        return xg_buf_inline83__ssa_v0, inv_rms_buf_inline58__ssa_v0, x_norm_scale__ssa_v0, xn_scale_buf_inline47__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def ffn_norm_spmd(self, x_mixed__ssa_v0: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], norm_w_2d_inline59__ssa_v0: pl.Tensor[[1, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], xg_buf_inline83__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)]], inv_rms_buf_inline58__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]], x_norm_scale__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 512)]], xn_scale_buf_inline47__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 512)]]) -> tuple[pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 4096], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 4096], pl.FP32]] = self.ffn_norm(x_mixed__ssa_v0, norm_w_2d_inline59__ssa_v0, xg_buf_inline83__ssa_v0, inv_rms_buf_inline58__ssa_v0, x_norm_scale__ssa_v0, xn_scale_buf_inline47__ssa_v0)
        x_norm_scale__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[2]
        inv_rms_buf_inline58__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[1]
        xn_scale_buf_inline47__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[3]
        xg_buf_inline83__ssa_v1: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[0]
        return x_norm_scale__ssa_v0, inv_rms_buf_inline58__ssa_v0, xn_scale_buf_inline47__ssa_v0, xg_buf_inline83__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gate_aic(gate_bias__ssa_v0: pl.Tensor[[256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], xg_buf_inline83__ssa_v0: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], gate_w__ssa_v0: pl.Tensor[[256, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], inv_rms_buf_inline58__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], route_scores_buf_inline54__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]], layer_id__ssa_v0: pl.Scalar[pl.INT32], biased_scores_buf_inline67__ssa_v0: pl.InOut[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]):
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_13: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_14: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_15: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_16: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        gate_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='gate_c2v_slot_buffer', peer_func='gate_aiv')
        pl.system.aic_initialize_pipe(gate_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=2)
        gb_idx_inline64__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tg_inline82__ssa_v0: pl.Scalar[pl.INDEX] = gb_idx_inline64__ssa_v0 // 16
        nb_inline98__ssa_v0: pl.Scalar[pl.INDEX] = gb_idx_inline64__ssa_v0 % 16
        t1_inline72__ssa_v0: pl.Scalar[pl.INDEX] = tg_inline82__ssa_v0 * 16
        n0_inline78__ssa_v0: pl.Scalar[pl.INDEX] = nb_inline98__ssa_v0 * 16
        gate_logits_tile_inline39__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline100__idx_v0, (gate_logits_tile_inline39__iter_v1,) in pl.range(0, 2, 2, init_values=(gate_logits_tile_inline39__tile,)):
            gd_kd_inline61__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline100__idx_v0 * 2048
            gd_kd_inline61__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline100__idx_v0 + 1) * 2048
            gd_x_inline68__tile: pl.Tile[[16, 2048], pl.FP32, pl.MemRef(mem_mat_8, pl.const(262144, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(xg_buf_inline83__ssa_v0, [t1_inline72__ssa_v0, gd_kd_inline61__ssa_v0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
            gd_w_inline89__tile: pl.Tile[[16, 2048], pl.FP32, pl.MemRef(mem_mat_9, pl.const(393216, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(gate_w__ssa_v0, [n0_inline78__ssa_v0, gd_kd_inline61__ssa_v0], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
            gd_x_inline68__tile_1: pl.Tile[[16, 2048], pl.FP32, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(xg_buf_inline83__ssa_v0, [t1_inline72__ssa_v0, gd_kd_inline61__ssa_v0_1], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
            gd_w_inline89__tile_1: pl.Tile[[16, 2048], pl.FP32, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(gate_w__ssa_v0, [n0_inline78__ssa_v0, gd_kd_inline61__ssa_v0_1], [16, 2048], [16, 2048], target_memory=pl.Mem.Mat)
            if gd_kd_inline61__ssa_v0 == 0:
                gd_w_inline89__tile_t: pl.Tile[[2048, 16], pl.FP32, pl.MemRef(mem_mat_9, pl.const(393216, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(gd_w_inline89__tile)
                gate_logits_tile_inline39__tile_l0_init: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for gate_logits_tile_inline39__tile_l0_ko, (gate_logits_tile_inline39__tile_l0_c,) in pl.range(0, 2048, 1024, init_values=(gate_logits_tile_inline39__tile_l0_init,)):
                    gate_logits_tile_inline39__tile_l0_a: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile, 0, gate_logits_tile_inline39__tile_l0_ko, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t, gate_logits_tile_inline39__tile_l0_ko, 0, [512, 16], target_memory=pl.Mem.Right)
                    gate_logits_tile_inline39__tile_l0_a_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile, 0, gate_logits_tile_inline39__tile_l0_ko + 512, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b_1: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t, gate_logits_tile_inline39__tile_l0_ko + 512, 0, [512, 16], target_memory=pl.Mem.Right)
                    if gate_logits_tile_inline39__tile_l0_ko == 0:
                        gate_logits_tile_inline39__tile_l0_c_first: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(gate_logits_tile_inline39__tile_l0_a, gate_logits_tile_inline39__tile_l0_b)
                        gate_logits_tile_inline39__tile_l0_c_phi: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_first)
                    else:
                        gate_logits_tile_inline39__tile_l0_c_acc: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c, gate_logits_tile_inline39__tile_l0_a, gate_logits_tile_inline39__tile_l0_b)
                        gate_logits_tile_inline39__tile_l0_c_phi: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_acc)
                    if gate_logits_tile_inline39__tile_l0_ko + 512 == 0:
                        gate_logits_tile_inline39__tile_l0_c_first_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(gate_logits_tile_inline39__tile_l0_a_1, gate_logits_tile_inline39__tile_l0_b_1)
                        gate_logits_tile_inline39__tile_l0_c_phi_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_first_1)
                    else:
                        gate_logits_tile_inline39__tile_l0_c_acc_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c_phi, gate_logits_tile_inline39__tile_l0_a_1, gate_logits_tile_inline39__tile_l0_b_1)
                        gate_logits_tile_inline39__tile_l0_c_phi_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_acc_1)
                    gate_logits_tile_inline39__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_phi_1)
                gate_logits_tile_inline39__phi_v5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_1)
            else:
                gd_w_inline89__tile_t_1: pl.Tile[[2048, 16], pl.FP32, pl.MemRef(mem_mat_9, pl.const(393216, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(gd_w_inline89__tile)
                for gate_logits_tile_inline39__tile_l0_ko_1, (gate_logits_tile_inline39__tile_l0_c_1,) in pl.range(0, 2048, 1024, init_values=(gate_logits_tile_inline39__iter_v1,)):
                    gate_logits_tile_inline39__tile_l0_a_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile, 0, gate_logits_tile_inline39__tile_l0_ko_1, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b_2: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t_1, gate_logits_tile_inline39__tile_l0_ko_1, 0, [512, 16], target_memory=pl.Mem.Right)
                    gate_logits_tile_inline39__tile_l0_a_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile, 0, gate_logits_tile_inline39__tile_l0_ko_1 + 512, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b_3: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t_1, gate_logits_tile_inline39__tile_l0_ko_1 + 512, 0, [512, 16], target_memory=pl.Mem.Right)
                    gate_logits_tile_inline39__tile_l0_c_acc_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c_1, gate_logits_tile_inline39__tile_l0_a_2, gate_logits_tile_inline39__tile_l0_b_2)
                    gate_logits_tile_inline39__tile_l0_c_acc_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c_acc_2, gate_logits_tile_inline39__tile_l0_a_3, gate_logits_tile_inline39__tile_l0_b_3)
                    gate_logits_tile_inline39__tile_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_acc_3)
                gate_logits_tile_inline39__phi_v5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_2)
            if gd_kd_inline61__ssa_v0_1 == 0:
                gd_w_inline89__tile_t_2: pl.Tile[[2048, 16], pl.FP32, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(gd_w_inline89__tile_1)
                gate_logits_tile_inline39__tile_l0_init_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for gate_logits_tile_inline39__tile_l0_ko_2, (gate_logits_tile_inline39__tile_l0_c_2,) in pl.range(0, 2048, 1024, init_values=(gate_logits_tile_inline39__tile_l0_init_1,)):
                    gate_logits_tile_inline39__tile_l0_a_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile_1, 0, gate_logits_tile_inline39__tile_l0_ko_2, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b_4: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t_2, gate_logits_tile_inline39__tile_l0_ko_2, 0, [512, 16], target_memory=pl.Mem.Right)
                    gate_logits_tile_inline39__tile_l0_a_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile_1, 0, gate_logits_tile_inline39__tile_l0_ko_2 + 512, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b_5: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t_2, gate_logits_tile_inline39__tile_l0_ko_2 + 512, 0, [512, 16], target_memory=pl.Mem.Right)
                    if gate_logits_tile_inline39__tile_l0_ko_2 == 0:
                        gate_logits_tile_inline39__tile_l0_c_first_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(gate_logits_tile_inline39__tile_l0_a_4, gate_logits_tile_inline39__tile_l0_b_4)
                        gate_logits_tile_inline39__tile_l0_c_phi_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_first_2)
                    else:
                        gate_logits_tile_inline39__tile_l0_c_acc_4: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c_2, gate_logits_tile_inline39__tile_l0_a_4, gate_logits_tile_inline39__tile_l0_b_4)
                        gate_logits_tile_inline39__tile_l0_c_phi_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_acc_4)
                    if gate_logits_tile_inline39__tile_l0_ko_2 + 512 == 0:
                        gate_logits_tile_inline39__tile_l0_c_first_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(gate_logits_tile_inline39__tile_l0_a_5, gate_logits_tile_inline39__tile_l0_b_5)
                        gate_logits_tile_inline39__tile_l0_c_phi_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_first_3)
                    else:
                        gate_logits_tile_inline39__tile_l0_c_acc_5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c_phi_2, gate_logits_tile_inline39__tile_l0_a_5, gate_logits_tile_inline39__tile_l0_b_5)
                        gate_logits_tile_inline39__tile_l0_c_phi_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_acc_5)
                    gate_logits_tile_inline39__tile_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_phi_3)
                gate_logits_tile_inline39__phi_v5_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_3)
            else:
                gd_w_inline89__tile_t_3: pl.Tile[[2048, 16], pl.FP32, pl.MemRef(mem_mat_11, pl.const(131072, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(gd_w_inline89__tile_1)
                for gate_logits_tile_inline39__tile_l0_ko_3, (gate_logits_tile_inline39__tile_l0_c_3,) in pl.range(0, 2048, 1024, init_values=(gate_logits_tile_inline39__phi_v5,)):
                    gate_logits_tile_inline39__tile_l0_a_6: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile_1, 0, gate_logits_tile_inline39__tile_l0_ko_3, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b_6: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t_3, gate_logits_tile_inline39__tile_l0_ko_3, 0, [512, 16], target_memory=pl.Mem.Right)
                    gate_logits_tile_inline39__tile_l0_a_7: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_left_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(gd_x_inline68__tile_1, 0, gate_logits_tile_inline39__tile_l0_ko_3 + 512, [16, 512], target_memory=pl.Mem.Left)
                    gate_logits_tile_inline39__tile_l0_b_7: pl.Tile[[512, 16], pl.FP32, pl.MemRef(mem_right_16, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(gd_w_inline89__tile_t_3, gate_logits_tile_inline39__tile_l0_ko_3 + 512, 0, [512, 16], target_memory=pl.Mem.Right)
                    gate_logits_tile_inline39__tile_l0_c_acc_6: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c_3, gate_logits_tile_inline39__tile_l0_a_6, gate_logits_tile_inline39__tile_l0_b_6)
                    gate_logits_tile_inline39__tile_l0_c_acc_7: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(gate_logits_tile_inline39__tile_l0_c_acc_6, gate_logits_tile_inline39__tile_l0_a_7, gate_logits_tile_inline39__tile_l0_b_7)
                    gate_logits_tile_inline39__tile_4: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_l0_c_acc_7)
                gate_logits_tile_inline39__phi_v5_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__tile_4)
            gate_logits_tile_inline39__rv_v2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(gate_logits_tile_inline39__phi_v5_1)
        pl.tile.tpush_to_aiv(gate_logits_tile_inline39__rv_v2, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_aiv(gate_bias__ssa_v0: pl.Tensor[[256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], xg_buf_inline83__ssa_v0: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], gate_w__ssa_v0: pl.Tensor[[256, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], inv_rms_buf_inline58__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], route_scores_buf_inline54__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]], layer_id__ssa_v0: pl.Scalar[pl.INT32], biased_scores_buf_inline67__ssa_v0: pl.InOut[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        gate_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='gate_c2v_slot_buffer', size=2048, base=0)
        pl.system.aiv_initialize_pipe(gate_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, slot_num=2)
        if subblock_idx == 0:
            gb_idx_inline64__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline82__ssa_v0: pl.Scalar[pl.INDEX] = gb_idx_inline64__ssa_v0 // 16
            nb_inline98__ssa_v0: pl.Scalar[pl.INDEX] = gb_idx_inline64__ssa_v0 % 16
            t1_inline72__ssa_v0: pl.Scalar[pl.INDEX] = tg_inline82__ssa_v0 * 16
            n0_inline78__ssa_v0: pl.Scalar[pl.INDEX] = nb_inline98__ssa_v0 * 16
            t__tile: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(gate_bias__ssa_v0, [n0_inline78__ssa_v0], [16], [16], target_memory=pl.Mem.Vec)
            gp_bias_row_inline99__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = t__tile
            t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(inv_rms_buf_inline58__ssa_v0, [t1_inline72__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
            gate_logits_tile_inline39__rv_v2_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            gate_logits_tile_v1_inline44__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_expand_mul(gate_logits_tile_inline39__rv_v2_Vec, t__tile_1)
            pl.system.tfree_to_aic(gate_logits_tile_inline39__rv_v2_Vec, split=0)
            gp_relu_inline24__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximums(gate_logits_tile_v1_inline44__tile, 0.0)
            t__tile_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.neg(gate_logits_tile_v1_inline44__tile)
            gp_abs_inline23__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximum(gate_logits_tile_v1_inline44__tile, t__tile_2)
            t__tile_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.neg(gp_abs_inline23__tile)
            t__tile_4: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_3)
            t__tile_5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.adds(t__tile_4, 1.0)
            t__tile_6: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.log(t__tile_5)
            gp_softplus_log_inline88__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(gp_relu_inline24__tile, t__tile_6)
            t__tile_7: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.neg(gate_logits_tile_v1_inline44__tile)
            t__tile_8: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.subs(t__tile_7, 10.0)
            t__tile_9: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximums(t__tile_8, 0.0)
            gp_neg_floor_mask_inline22__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.minimums(t__tile_9, 1.0)
            t__tile_10: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.minimums(gate_logits_tile_v1_inline44__tile, 0.0)
            t__tile_11: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_10)
            gp_neg_floor_inline21__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(gp_neg_floor_mask_inline22__tile, t__tile_11)
            gp_softplus_inline20__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximum(gp_softplus_log_inline88__tile, gp_neg_floor_inline21__tile)
            gp_score_inline80__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sqrt(gp_softplus_inline20__tile)
            route_scores_buf_inline54__tile: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = pl.tile.store(gp_score_inline80__tile, [t1_inline72__ssa_v0, n0_inline78__ssa_v0], route_scores_buf_inline54__ssa_v0)
            if 3 <= pl.cast(layer_id__ssa_v0, pl.INDEX):
                t__tile_12: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=1.0)
                gp_bias_inline19__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_12, gp_bias_row_inline99__tile)
                gp_biased_inline18__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(gp_score_inline80__tile, gp_bias_inline19__tile)
                biased_scores_buf_inline67__tile: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)] = pl.tile.store(gp_biased_inline18__tile, [t1_inline72__ssa_v0, n0_inline78__ssa_v0], biased_scores_buf_inline67__ssa_v0)
            else:
                pass
            return route_scores_buf_inline54__ssa_v0, biased_scores_buf_inline67__ssa_v0
        else:
            gb_idx_inline64__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline82__ssa_v0_1: pl.Scalar[pl.INDEX] = gb_idx_inline64__ssa_v0_1 // 16
            nb_inline98__ssa_v0_1: pl.Scalar[pl.INDEX] = gb_idx_inline64__ssa_v0_1 % 16
            t1_inline72__ssa_v0_1: pl.Scalar[pl.INDEX] = tg_inline82__ssa_v0_1 * 16
            n0_inline78__ssa_v0_1: pl.Scalar[pl.INDEX] = nb_inline98__ssa_v0_1 * 16
            t__tile_13: pl.Tile[[16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(4096, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0])] = pl.tile.create([16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            gp_bias_row_inline99__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(4096, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_13, [1, 16])
            t__tile_14: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            gate_logits_tile_inline39__rv_v2_Vec_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            gate_logits_tile_v1_inline44__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_mul(gate_logits_tile_inline39__rv_v2_Vec_1, t__tile_14)
            pl.system.tfree_to_aic(gate_logits_tile_inline39__rv_v2_Vec_1, split=0)
            gp_relu_inline24__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximums(gate_logits_tile_v1_inline44__tile_1, 0.0)
            t__tile_15: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.neg(gate_logits_tile_v1_inline44__tile_1)
            gp_abs_inline23__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximum(gate_logits_tile_v1_inline44__tile_1, t__tile_15)
            t__tile_16: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.neg(gp_abs_inline23__tile_1)
            t__tile_17: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_16)
            t__tile_18: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.adds(t__tile_17, 1.0)
            t__tile_19: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.log(t__tile_18)
            gp_softplus_log_inline88__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(gp_relu_inline24__tile_1, t__tile_19)
            t__tile_20: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.neg(gate_logits_tile_v1_inline44__tile_1)
            t__tile_21: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.subs(t__tile_20, 10.0)
            t__tile_22: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximums(t__tile_21, 0.0)
            gp_neg_floor_mask_inline22__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.minimums(t__tile_22, 1.0)
            t__tile_23: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.minimums(gate_logits_tile_v1_inline44__tile_1, 0.0)
            t__tile_24: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_23)
            gp_neg_floor_inline21__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(gp_neg_floor_mask_inline22__tile_1, t__tile_24)
            gp_softplus_inline20__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximum(gp_softplus_log_inline88__tile_1, gp_neg_floor_inline21__tile_1)
            gp_score_inline80__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sqrt(gp_softplus_inline20__tile_1)
            route_scores_buf_inline54__tile_1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_50", pl.const(0, pl.INT64), 131072)] = route_scores_buf_inline54__ssa_v0
            if 3 <= pl.cast(layer_id__ssa_v0, pl.INDEX):
                t__tile_25: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 16], dtype=pl.FP32, value=1.0)
                gp_bias_inline19__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(t__tile_25, gp_bias_row_inline99__tile_1)
                gp_biased_inline18__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(4160, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(gp_score_inline80__tile_1, gp_bias_inline19__tile_1)
                biased_scores_buf_inline67__tile_1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_54", pl.const(0, pl.INT64), 131072)] = biased_scores_buf_inline67__ssa_v0
            else:
                pass
            return route_scores_buf_inline54__ssa_v0, biased_scores_buf_inline67__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def gate(gate_bias__ssa_v0: pl.Tensor[[256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], xg_buf_inline83__ssa_v0: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], gate_w__ssa_v0: pl.Tensor[[256, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], inv_rms_buf_inline58__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], route_scores_buf_inline54__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]], layer_id__ssa_v0: pl.Scalar[pl.INT32], biased_scores_buf_inline67__ssa_v0: pl.InOut[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]]:
        self.gate_aic(gate_bias__ssa_v0, xg_buf_inline83__ssa_v0, gate_w__ssa_v0, inv_rms_buf_inline58__ssa_v0, route_scores_buf_inline54__ssa_v0, layer_id__ssa_v0, biased_scores_buf_inline67__ssa_v0, __gm_pipe_buffer)
        result: pl.Tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]] = self.gate_aiv(gate_bias__ssa_v0, xg_buf_inline83__ssa_v0, gate_w__ssa_v0, inv_rms_buf_inline58__ssa_v0, route_scores_buf_inline54__ssa_v0, layer_id__ssa_v0, biased_scores_buf_inline67__ssa_v0, __gm_pipe_buffer)
        return route_scores_buf_inline54__ssa_v0, biased_scores_buf_inline67__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_pre_route(active_tokens_inline53__phi_v4: pl.Scalar[pl.INDEX], x_norm_scale__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)]], indices__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 3072)]], weights__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 3072)]]):
        for zt_inline52__idx_v0 in pl.range(128):
            if active_tokens_inline53__phi_v4 <= zt_inline52__idx_v0:
                pl.tensor.write(x_norm_scale__ssa_v0, [zt_inline52__idx_v0, 0], pl.cast(0.0, pl.FP32))
                for zk_inline34__idx_v0 in pl.range(6):
                    pl.tensor.write(indices__ssa_v0, [zt_inline52__idx_v0, zk_inline34__idx_v0], pl.cast(0, pl.INT32))
                    pl.tensor.write(weights__ssa_v0, [zt_inline52__idx_v0, zk_inline34__idx_v0], pl.cast(0.0, pl.FP32))
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def gate_spmd(self, gate_bias__ssa_v0: pl.Tensor[[256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], xg_buf_inline83__ssa_v1: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], gate_w__ssa_v0: pl.Tensor[[256, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], inv_rms_buf_inline58__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], route_scores_buf_inline54__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]], layer_id__ssa_v0: pl.Scalar[pl.INT32], biased_scores_buf_inline67__ssa_v0: pl.InOut[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]] = self.gate(gate_bias__ssa_v0, xg_buf_inline83__ssa_v1, gate_w__ssa_v0, inv_rms_buf_inline58__ssa_v1, route_scores_buf_inline54__ssa_v0, layer_id__ssa_v0, biased_scores_buf_inline67__ssa_v0, __gm_pipe_buffer)
        route_scores_buf_inline54__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[0]
        biased_scores_buf_inline67__phi_v4: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[1]
        return route_scores_buf_inline54__ssa_v0, biased_scores_buf_inline67__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def route_hash(input_ids__ssa_v0: pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], tid2eid__ssa_v0: pl.Tensor[[129280, 6], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 3102720)], route_scores_buf_inline54__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], active_tokens_inline53__phi_v4: pl.Scalar[pl.INDEX], indices__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 3072)]], weights__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 3072)]]):
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        th_idx_inline73__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t1_inline72__ssa_v1: pl.Scalar[pl.INDEX] = th_idx_inline73__ssa_v0 * 8
        hs_idx_tile_inline16__tile: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_5, pl.const(288, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        for hs_tt_inline43__idx_v0 in pl.range(8):
            t__tile: pl.Scalar[pl.INT64] = pl.tensor.read(input_ids__ssa_v0, [t1_inline72__ssa_v1 + hs_tt_inline43__idx_v0])
            hs_token_inline15__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
            for hs_k_inline13__idx_v0 in pl.range(6):
                t__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(tid2eid__ssa_v0, [hs_token_inline15__ssa_v0, hs_k_inline13__idx_v0])
                pl.tile.write(hs_idx_tile_inline16__tile, [hs_tt_inline43__idx_v0, hs_k_inline13__idx_v0], t__tile_1)
            for hs_pad_k_inline70__idx_v0 in pl.range(6, 8):
                pl.tile.write(hs_idx_tile_inline16__tile, [hs_tt_inline43__idx_v0, hs_pad_k_inline70__idx_v0], pl.cast(0, pl.INT32))
        local_scores_inline63__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(544, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_2: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8736, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(route_scores_buf_inline54__ssa_v1, [t1_inline72__ssa_v1, 0], [8, 256], [8, 256], target_memory=pl.Mem.Vec)
        local_scores_inline63__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(544, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(local_scores_inline63__tile, t__tile_2, [0, 0])
        gather_acc_init: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8736, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(8, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(544, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(local_scores_inline63__tile_1, [1, 256], [gather_lv, 0], [1, 256])
            gather_idx_row: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_5, pl.const(288, pl.INT64), 32), pl.Mem.Vec] = pl.tile.slice(hs_idx_tile_inline16__tile, [1, 8], [gather_lv, 0], [1, 8])
            gather_row_tmp: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_13, pl.const(32, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8736, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8736, pl.INT64), 8192), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        gather_all_inline57__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8736, pl.INT64), 256), pl.Mem.Vec] = gather_rv
        gather_valid_inline12__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8736, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[8, 6])] = pl.tile.set_validshape(gather_all_inline57__tile, 8, 6)
        hs_vals_pad_inline11__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(8736, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(gather_valid_inline12__tile, pad_value=pl.PadValue.zero)
        hs_idx_read_inline69__tile: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_13, pl.const(32, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        t__tile_3: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_5, pl.const(288, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(hs_idx_tile_inline16__tile, [8, 8], [0, 0])
        hs_idx_read_inline69__tile_1: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_13, pl.const(32, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(hs_idx_read_inline69__tile, t__tile_3, [0, 0])
        tmp_tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(544, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_4: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(288, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(hs_vals_pad_inline11__tile, tmp_tile)
        hs_denom_inline9__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(288, pl.INT64), 32), pl.Mem.Vec] = t__tile_4
        t__tile_5: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(544, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.row_expand_div(hs_vals_pad_inline11__tile, hs_denom_inline9__tile)
        hs_weights_pad_inline7__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(544, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.muls(t__tile_5, 1.5)
        for hs_wt_tt_inline10__idx_v0 in pl.range(8):
            if t1_inline72__ssa_v1 + hs_wt_tt_inline10__idx_v0 < active_tokens_inline53__phi_v4:
                for hs_wt_k_inline86__idx_v0 in pl.range(6):
                    t__tile_6: pl.Scalar[pl.INT32] = pl.tile.read(hs_idx_read_inline69__tile_1, [hs_wt_tt_inline10__idx_v0, hs_wt_k_inline86__idx_v0])
                    pl.tensor.write(indices__ssa_v0, [t1_inline72__ssa_v1 + hs_wt_tt_inline10__idx_v0, hs_wt_k_inline86__idx_v0], t__tile_6)
                    t__tile_7: pl.Scalar[pl.FP32] = pl.tile.read(hs_weights_pad_inline7__tile, [hs_wt_tt_inline10__idx_v0, hs_wt_k_inline86__idx_v0])
                    pl.tensor.write(weights__ssa_v0, [t1_inline72__ssa_v1 + hs_wt_tt_inline10__idx_v0, hs_wt_k_inline86__idx_v0], t__tile_7)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def route_hash_spmd(self, input_ids__ssa_v0: pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], tid2eid__ssa_v0: pl.Tensor[[129280, 6], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 3102720)], route_scores_buf_inline54__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], active_tokens_inline53__phi_v4: pl.Scalar[pl.INDEX], indices__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 3072)]], weights__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 3072)]]):
        self.route_hash(input_ids__ssa_v0, tid2eid__ssa_v0, route_scores_buf_inline54__ssa_v1, active_tokens_inline53__phi_v4, indices__ssa_v0, weights__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def route_sort(biased_scores_buf_inline67__phi_v4: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], route_scores_buf_inline54__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)], active_tokens_inline53__phi_v4: pl.Scalar[pl.INDEX], indices__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 3072)]], weights__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 3072)]]):
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        ts_idx_inline14__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t1_inline72__ssa_v2: pl.Scalar[pl.INDEX] = ts_idx_inline14__ssa_v0 * 8
        topk_idx_tile_inline6__tile: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_4, pl.const(18464, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        for sr_tt_inline32__idx_v0, (topk_idx_tile_inline6__iter_v1,) in pl.range(8, init_values=(topk_idx_tile_inline6__tile,)):
            sr_row_inline5__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(biased_scores_buf_inline67__phi_v4, [t1_inline72__ssa_v2 + sr_tt_inline32__idx_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            sr_idx_init_inline4__tile: pl.Tile[[1, 256], pl.UINT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.UINT32), [1, 256], dtype=pl.UINT32, descending=False)
            sr_sorted_inline3__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sort32(sr_row_inline5__tile, sr_idx_init_inline4__tile)
            sr_sorted_v1_inline2__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mrgsort_format1(sr_sorted_inline3__tile, pl.const(64, pl.INT32))
            t__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(sr_sorted_v1_inline2__tile, [1, 256], [0, 0])
            t__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(11264, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(sr_sorted_v1_inline2__tile, [1, 256], [0, 256])
            mrgsort2_tmp: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([1, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sr_sorted_v2_inline8__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.mrgsort_format2(t__tile, t__tile_1, mrgsort2_tmp, exhausted=False)
            sr_pairs_inline96__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(sr_sorted_v2_inline8__tile, [1, 16], [0, 0])
            sr_i_inline17__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.gather_mask(sr_pairs_inline96__tile, mask_pattern=2, output_dtype=pl.INT32)
            topk_idx_tile_inline6__tile_1: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_4, pl.const(18464, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(topk_idx_tile_inline6__iter_v1, sr_i_inline17__tile, [sr_tt_inline32__idx_v0, 0])
            topk_idx_tile_inline6__rv_v2: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_4, pl.const(18464, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(topk_idx_tile_inline6__tile_1)
        local_scores_inline63__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_2: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(route_scores_buf_inline54__ssa_v1, [t1_inline72__ssa_v2, 0], [8, 256], [8, 256], target_memory=pl.Mem.Vec)
        local_scores_inline63__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(local_scores_inline63__tile, t__tile_2, [0, 0])
        gather_acc_init: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(8, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.slice(local_scores_inline63__tile_1, [1, 256], [gather_lv, 0], [1, 256])
            gather_idx_row: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_4, pl.const(18464, pl.INT64), 32), pl.Mem.Vec] = pl.tile.slice(topk_idx_tile_inline6__rv_v2, [1, 8], [gather_lv, 0], [1, 8])
            gather_row_tmp: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_17, pl.const(18432, pl.INT64), 32), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 8192), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        gather_all_inline57__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 256), pl.Mem.Vec] = gather_rv
        gather_valid_inline12__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[8, 6])] = pl.tile.set_validshape(gather_all_inline57__tile, 8, 6)
        topk_vals_pad_inline1__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(10240, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(gather_valid_inline12__tile, pad_value=pl.PadValue.zero)
        topk_idx_read_inline85__tile: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        t__tile_3: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_4, pl.const(18464, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(topk_idx_tile_inline6__rv_v2, [8, 8], [0, 0])
        topk_idx_read_inline85__tile_1: pl.Tile[[8, 8], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.assemble(topk_idx_read_inline85__tile, t__tile_3, [0, 0])
        tmp_tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_4: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(18464, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(topk_vals_pad_inline1__tile, tmp_tile)
        nm_denom_inline31__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(18464, pl.INT64), 32), pl.Mem.Vec] = t__tile_4
        t__tile_5: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.row_expand_div(topk_vals_pad_inline1__tile, nm_denom_inline31__tile)
        nm_weights_pad_inline65__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(2048, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.muls(t__tile_5, 1.5)
        for nm_tt_inline0__idx_v0 in pl.range(8):
            if t1_inline72__ssa_v2 + nm_tt_inline0__idx_v0 < active_tokens_inline53__phi_v4:
                for nm_k_inline42__idx_v0 in pl.range(6):
                    t__tile_6: pl.Scalar[pl.INT32] = pl.tile.read(topk_idx_read_inline85__tile_1, [nm_tt_inline0__idx_v0, nm_k_inline42__idx_v0])
                    pl.tensor.write(indices__ssa_v0, [t1_inline72__ssa_v2 + nm_tt_inline0__idx_v0, nm_k_inline42__idx_v0], t__tile_6)
                    t__tile_7: pl.Scalar[pl.FP32] = pl.tile.read(nm_weights_pad_inline65__tile, [nm_tt_inline0__idx_v0, nm_k_inline42__idx_v0])
                    pl.tensor.write(weights__ssa_v0, [t1_inline72__ssa_v2 + nm_tt_inline0__idx_v0, nm_k_inline42__idx_v0], t__tile_7)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def route_sort_spmd(self, biased_scores_buf_inline67__phi_v4: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], route_scores_buf_inline54__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)], active_tokens_inline53__phi_v4: pl.Scalar[pl.INDEX], indices__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 3072)]], weights__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 3072)]]):
        self.route_sort(biased_scores_buf_inline67__phi_v4, route_scores_buf_inline54__ssa_v1, active_tokens_inline53__phi_v4, indices__ssa_v0, weights__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def x_norm_quant(xn_scale_buf_inline47__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], t0_inline90__idx_v0: pl.Scalar[pl.INDEX], x_norm_i8__iter_v1: pl.Out[pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)]], xg_buf_inline83__ssa_v0: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)]) -> pl.Tensor[[128, 4096], pl.INT8]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        xn_sq_col_inline92__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(xn_scale_buf_inline47__ssa_v0, [t0_inline90__idx_v0, 0], [8, 1], [8, 1], target_memory=pl.Mem.Vec)
        for xq_b_k_inline87__idx_v0, (x_norm_i8__iter_v3,) in pl.range(0, 4096, 512, init_values=(x_norm_i8__iter_v1,)):
            t__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(xg_buf_inline83__ssa_v0, [t0_inline90__idx_v0, xq_b_k_inline87__idx_v0], [8, 256], [8, 256], target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8224, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(xg_buf_inline83__ssa_v0, [t0_inline90__idx_v0, xq_b_k_inline87__idx_v0 + 256], [8, 256], [8, 256], target_memory=pl.Mem.Vec)
            xn_q_scaled_inline93__tile: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(t__tile, xn_sq_col_inline92__tile)
            xn_q_i32_inline95__tile: pl.Tile[[8, 256], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(xn_q_scaled_inline93__tile, target_type=pl.INT32, mode='rint')
            xn_q_half_inline77__tile: pl.Tile[[8, 256], pl.FP16, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(xn_q_i32_inline95__tile, target_type=pl.FP16, mode='round')
            t__tile_2: pl.Tile[[8, 256], pl.INT8, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(xn_q_half_inline77__tile, target_type=pl.INT8, mode='trunc')
            x_norm_i8__tile: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)] = pl.tile.store(t__tile_2, [t0_inline90__idx_v0, xq_b_k_inline87__idx_v0], x_norm_i8__iter_v3)
            xn_q_scaled_inline93__tile_1: pl.Tile[[8, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8224, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(t__tile_1, xn_sq_col_inline92__tile)
            xn_q_i32_inline95__tile_1: pl.Tile[[8, 256], pl.INT32, pl.MemRef(mem_vec_5, pl.const(8224, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(xn_q_scaled_inline93__tile_1, target_type=pl.INT32, mode='rint')
            xn_q_half_inline77__tile_1: pl.Tile[[8, 256], pl.FP16, pl.MemRef(mem_vec_5, pl.const(8224, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(xn_q_i32_inline95__tile_1, target_type=pl.FP16, mode='round')
            t__tile_3: pl.Tile[[8, 256], pl.INT8, pl.MemRef(mem_vec_5, pl.const(8224, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(xn_q_half_inline77__tile_1, target_type=pl.INT8, mode='trunc')
            x_norm_i8__tile_1: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)] = pl.tile.store(t__tile_3, [t0_inline90__idx_v0, xq_b_k_inline87__idx_v0 + 256], x_norm_i8__tile)
            x_norm_i8__rv_v4: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 524288)] = pl.yield_(x_norm_i8__tile_1)
        return x_norm_i8__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def gate_test(self, x_mixed__ssa_v0: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1048576)], norm_w__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], gate_w__ssa_v0: pl.Tensor[[256, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], gate_bias__ssa_v0: pl.Tensor[[256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)], layer_id__ssa_v0: pl.Scalar[pl.INT32], num_tokens__ssa_v0: pl.Scalar[pl.INT32], tid2eid__ssa_v0: pl.Tensor[[129280, 6], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 3102720)], input_ids__ssa_v0: pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)], x_norm_i8__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)]], x_norm_scale__ssa_v0: pl.Out[pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 512)]], indices__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 3072)]], weights__ssa_v0: pl.Out[pl.Tensor[[128, 6], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 3072)]]) -> tuple[pl.Tensor[[128, 4096], pl.INT8], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 6], pl.INT32], pl.Tensor[[128, 6], pl.FP32]]:
        xg_buf_inline83__ssa_v0: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 2097152)] = pl.tensor.create([128, 4096], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        inv_rms_buf_inline58__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 512)] = pl.tensor.create([128, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        xn_scale_buf_inline47__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 512)] = pl.tensor.create([128, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        route_scores_buf_inline54__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([128, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        biased_scores_buf_inline67__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([128, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        active_tokens_inline53__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(num_tokens__ssa_v0, pl.INDEX)
        if 128 < active_tokens_inline53__ssa_v0:
            active_tokens_inline53__ssa_v3: pl.Scalar[pl.INDEX] = pl.cast(128, pl.INDEX)
            active_tokens_inline53__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(active_tokens_inline53__ssa_v3)
        else:
            active_tokens_inline53__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(active_tokens_inline53__ssa_v0)
        active_gate_tiles_inline56__ssa_v0: pl.Scalar[pl.INDEX] = (active_tokens_inline53__phi_v4 + 15) // 16
        active_gate_tokens_inline35__ssa_v0: pl.Scalar[pl.INDEX] = active_gate_tiles_inline56__ssa_v0 * 16
        if 128 < active_gate_tokens_inline35__ssa_v0:
            active_gate_tokens_inline35__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(128, pl.INDEX)
            active_gate_tokens_inline35__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(active_gate_tokens_inline35__ssa_v1)
        else:
            active_gate_tokens_inline35__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(active_gate_tokens_inline35__ssa_v0)
        norm_w_2d_inline59__ssa_v0: pl.Tensor[[1, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tensor.reshape(norm_w__ssa_v0, [1, 4096])
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 1], pl.FP32], pl.Tensor[[128, 4096], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.ffn_norm_spmd, x_mixed__ssa_v0, norm_w_2d_inline59__ssa_v0, xg_buf_inline83__ssa_v0, inv_rms_buf_inline58__ssa_v0, x_norm_scale__ssa_v0, xn_scale_buf_inline47__ssa_v0, core_num=active_gate_tokens_inline35__phi_v2, allow_early_resolve=True)
        x_norm_scale__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[0]
        inv_rms_buf_inline58__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[1]
        xn_scale_buf_inline47__ssa_v1: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[2]
        xg_buf_inline83__ssa_v1: pl.Tensor[[128, 4096], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[3]
        tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[4]
        seed_dummy_inline84__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
        for t0_inline90__idx_v0, (x_norm_i8__iter_v1,) in pl.parallel(0, active_gate_tokens_inline35__phi_v2, 8, init_values=(x_norm_i8__ssa_v0,)):
            ret__tmp_v0_1: pl.Tuple[pl.Tensor[[128, 4096], pl.INT8], pl.Scalar[pl.TASK_ID]] = pl.submit(self.x_norm_quant, xn_scale_buf_inline47__ssa_v1, t0_inline90__idx_v0, x_norm_i8__iter_v1, xg_buf_inline83__ssa_v1, deps=[seed_dummy_inline84__ssa_v0], allow_early_resolve=True)
            x_norm_i8__rv_v4: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 524288)] = ret__tmp_v0_1[0]
            tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
            x_norm_i8__rv_v2: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 524288)] = pl.yield_(x_norm_i8__rv_v4)
        self.gate_pre_route(active_tokens_inline53__phi_v4, x_norm_scale__ssa_v1, indices__ssa_v0, weights__ssa_v0)
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gate_spmd, gate_bias__ssa_v0, xg_buf_inline83__ssa_v1, gate_w__ssa_v0, inv_rms_buf_inline58__ssa_v1, route_scores_buf_inline54__ssa_v0, layer_id__ssa_v0, biased_scores_buf_inline67__ssa_v0, gm_pipe_buffer_0, core_num=active_gate_tiles_inline56__ssa_v0 * 16, allow_early_resolve=True)
        route_scores_buf_inline54__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_2[0]
        biased_scores_buf_inline67__phi_v4: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_2[1]
        tid__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[2]
        active_route_tiles_inline60__ssa_v0: pl.Scalar[pl.INDEX] = (active_tokens_inline53__phi_v4 + 7) // 8
        if pl.cast(layer_id__ssa_v0, pl.INDEX) < 3:
            ret__tmp_v0_3: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.route_hash_spmd, input_ids__ssa_v0, tid2eid__ssa_v0, route_scores_buf_inline54__ssa_v1, active_tokens_inline53__phi_v4, indices__ssa_v0, weights__ssa_v0, core_num=active_route_tiles_inline60__ssa_v0, allow_early_resolve=True)
            tid__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[0]
        else:
            ret__tmp_v0_4: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.route_sort_spmd, biased_scores_buf_inline67__phi_v4, route_scores_buf_inline54__ssa_v1, active_tokens_inline53__phi_v4, indices__ssa_v0, weights__ssa_v0, core_num=active_route_tiles_inline60__ssa_v0, allow_early_resolve=True)
            tid__ssa_v4: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[0]
        return x_norm_i8__rv_v2, x_norm_scale__ssa_v1, indices__ssa_v0, weights__ssa_v0