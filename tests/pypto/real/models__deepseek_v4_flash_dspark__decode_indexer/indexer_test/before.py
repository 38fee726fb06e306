# pypto.program: _jit_indexer_test
import pypto.language as pl

B_DYN = pl.dynamic("B_DYN")
IDX_CACHE_BLOCK_NUM_DYN = pl.dynamic("IDX_CACHE_BLOCK_NUM_DYN")
INNER_STATE_BLOCK_NUM_DYN = pl.dynamic("INNER_STATE_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_indexer_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def idx_qr_proj_dequant(wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], qr_proj_inline38__ssa_v0: pl.Out[pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], bs_inline54__ssa_v0: pl.Scalar[pl.INDEX], qr_acc_pad_inline143__rv_v2: pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], qr_scale__ssa_v0: pl.Tensor[[T_DYN, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        ot_inline84__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        o_base_inline35__ssa_v1: pl.Scalar[pl.INDEX] = ot_inline84__ssa_v0 * 1024
        t__tile: pl.Tile[[1024], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(wq_b_scale__ssa_v0, [o_base_inline35__ssa_v1], [1024], [1024], target_memory=pl.Mem.Vec)
        wq_scale_inline80__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = t__tile
        for dq_t0_inline83__idx_v0, (qr_proj_inline38__iter_v1,) in pl.range(0, bs_inline54__ssa_v0, 8, init_values=(qr_proj_inline38__ssa_v0,)):
            t__tile_1: pl.Tile[[8, 1024], pl.INT32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(qr_acc_pad_inline143__rv_v2, [dq_t0_inline83__idx_v0, o_base_inline35__ssa_v1], [8, 1024], [8, 1024], target_memory=pl.Mem.Vec)
            acc_fp32_inline61__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='none')
            qr_scale_tile_inline77__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(36864, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(qr_scale__ssa_v0, [dq_t0_inline83__idx_v0, 0], [8, 1], [8, 1], target_memory=pl.Mem.Vec)
            t__tile_2: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(acc_fp32_inline61__tile, qr_scale_tile_inline77__tile)
            qr_dequant_inline75__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_2, wq_scale_inline80__tile)
            qr_proj_inline38__tile: pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(qr_dequant_inline75__tile, [dq_t0_inline83__idx_v0, o_base_inline35__ssa_v1], qr_proj_inline38__iter_v1)
            qr_proj_inline38__rv_v2: pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.yield_(qr_proj_inline38__tile)
        return qr_proj_inline38__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def idx_qr_proj_dequant_spmd(self, wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], qr_proj_inline38__ssa_v0: pl.Out[pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], bs_inline54__ssa_v0: pl.Scalar[pl.INDEX], qr_acc_pad_inline143__rv_v2: pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)], qr_scale__ssa_v0: pl.Tensor[[T_DYN, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32]:
        qr_proj_inline38__rv_v2: pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = self.idx_qr_proj_dequant(wq_b_scale__ssa_v0, qr_proj_inline38__ssa_v0, bs_inline54__ssa_v0, qr_acc_pad_inline143__rv_v2, qr_scale__ssa_v0)
        return qr_proj_inline38__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def idx_qr_proj_matmul(bs_inline54__ssa_v0: pl.Scalar[pl.INDEX], qr_acc_pad_inline143__ssa_v0: pl.Out[pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4194304)]], qr__ssa_v0: pl.Tensor[[T_DYN, 1024], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)]) -> pl.Tensor[[128, 8192], pl.INT32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        qr_unit_inline67__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qr_rb_inline72__ssa_v0: pl.Scalar[pl.INDEX] = qr_unit_inline67__ssa_v0 // 8
        ot_inline30__ssa_v0: pl.Scalar[pl.INDEX] = qr_unit_inline67__ssa_v0 - qr_rb_inline72__ssa_v0 * 8
        qr_r0_inline135__ssa_v0: pl.Scalar[pl.INDEX] = qr_rb_inline72__ssa_v0 * 16
        qr_rows_inline52__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(bs_inline54__ssa_v0 - qr_r0_inline135__ssa_v0, 16)
        o_base_inline35__ssa_v0: pl.Scalar[pl.INDEX] = ot_inline30__ssa_v0 * 1024
        for ns_inline66__idx_v0, (qr_acc_pad_inline143__iter_v1,) in pl.range(0, 1024, 512, init_values=(qr_acc_pad_inline143__ssa_v0,)):
            qr_acc_inline68__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([16, 512], dtype=pl.INT32, target_memory=pl.Mem.Acc)
            for kb_inline69__idx_v0, (qr_acc_inline68__iter_v1,) in pl.range(0, 4, 2, init_values=(qr_acc_inline68__tile,)):
                q0_inline45__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline69__idx_v0 * 256
                q0_inline45__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline69__idx_v0 + 1) * 256
                qr_tile_inline53__tile: pl.Tile[[16, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 256])] = pl.tile.load(qr__ssa_v0, [qr_r0_inline135__ssa_v0, q0_inline45__ssa_v0], [16, 256], [qr_rows_inline52__ssa_v0, 256], target_memory=pl.Mem.Mat)
                wq_tile_inline47__tile: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(wq_b__ssa_v0, [q0_inline45__ssa_v0, o_base_inline35__ssa_v0 + ns_inline66__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                qr_tile_inline53__tile_1: pl.Tile[[16, 256], pl.INT8, pl.MemRef(mem_mat_6, pl.const(135168, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 256])] = pl.tile.load(qr__ssa_v0, [qr_r0_inline135__ssa_v0, q0_inline45__ssa_v0_1], [16, 256], [qr_rows_inline52__ssa_v0, 256], target_memory=pl.Mem.Mat)
                wq_tile_inline47__tile_1: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_7, pl.const(139264, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(wq_b__ssa_v0, [q0_inline45__ssa_v0_1, o_base_inline35__ssa_v0 + ns_inline66__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                if q0_inline45__ssa_v0 == 0:
                    qr_acc_inline68__tile_l0_init_storage: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([16, 512], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    qr_acc_inline68__tile_l0_init: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.tile.set_validshape(qr_acc_inline68__tile_l0_init_storage, qr_rows_inline52__ssa_v0, 512)
                    for qr_acc_inline68__tile_l0_ko, (qr_acc_inline68__tile_l0_c,) in pl.range(0, 256, 128, init_values=(qr_acc_inline68__tile_l0_init,)):
                        qr_acc_inline68__tile_l0_a: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_9, pl.const(3072, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile, 0, qr_acc_inline68__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile, qr_acc_inline68__tile_l0_ko, 0, [64, 512], target_memory=pl.Mem.Right)
                        qr_acc_inline68__tile_l0_a_1: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile, 0, qr_acc_inline68__tile_l0_ko + 64, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b_1: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile, qr_acc_inline68__tile_l0_ko + 64, 0, [64, 512], target_memory=pl.Mem.Right)
                        if qr_acc_inline68__tile_l0_ko == 0:
                            qr_acc_inline68__tile_l0_c_first: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.tile.matmul(qr_acc_inline68__tile_l0_a, qr_acc_inline68__tile_l0_b)
                            qr_acc_inline68__tile_l0_c_phi: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_first)
                        else:
                            qr_acc_inline68__tile_l0_c_acc: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c, qr_acc_inline68__tile_l0_a, qr_acc_inline68__tile_l0_b)
                            qr_acc_inline68__tile_l0_c_phi: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_acc)
                        if qr_acc_inline68__tile_l0_ko + 64 == 0:
                            qr_acc_inline68__tile_l0_c_first_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.tile.matmul(qr_acc_inline68__tile_l0_a_1, qr_acc_inline68__tile_l0_b_1)
                            qr_acc_inline68__tile_l0_c_phi_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_first_1)
                        else:
                            qr_acc_inline68__tile_l0_c_acc_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c_phi, qr_acc_inline68__tile_l0_a_1, qr_acc_inline68__tile_l0_b_1)
                            qr_acc_inline68__tile_l0_c_phi_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_acc_1)
                        qr_acc_inline68__tile_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.yield_(qr_acc_inline68__tile_l0_c_phi_1)
                    qr_acc_inline68__phi_v5: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_1)
                else:
                    for qr_acc_inline68__tile_l0_ko_1, (qr_acc_inline68__tile_l0_c_1,) in pl.range(0, 256, 128, init_values=(qr_acc_inline68__iter_v1,)):
                        qr_acc_inline68__tile_l0_a_2: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_9, pl.const(3072, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile, 0, qr_acc_inline68__tile_l0_ko_1, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b_2: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile, qr_acc_inline68__tile_l0_ko_1, 0, [64, 512], target_memory=pl.Mem.Right)
                        qr_acc_inline68__tile_l0_a_3: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile, 0, qr_acc_inline68__tile_l0_ko_1 + 64, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b_3: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile, qr_acc_inline68__tile_l0_ko_1 + 64, 0, [64, 512], target_memory=pl.Mem.Right)
                        qr_acc_inline68__tile_l0_c_acc_2: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c_1, qr_acc_inline68__tile_l0_a_2, qr_acc_inline68__tile_l0_b_2)
                        qr_acc_inline68__tile_l0_c_acc_3: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c_acc_2, qr_acc_inline68__tile_l0_a_3, qr_acc_inline68__tile_l0_b_3)
                        qr_acc_inline68__tile_2: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qr_acc_inline68__tile_l0_c_acc_3)
                    qr_acc_inline68__phi_v5: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_2)
                if q0_inline45__ssa_v0_1 == 0:
                    qr_acc_inline68__tile_l0_init_storage_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([16, 512], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    qr_acc_inline68__tile_l0_init_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.tile.set_validshape(qr_acc_inline68__tile_l0_init_storage_1, qr_rows_inline52__ssa_v0, 512)
                    for qr_acc_inline68__tile_l0_ko_2, (qr_acc_inline68__tile_l0_c_2,) in pl.range(0, 256, 128, init_values=(qr_acc_inline68__tile_l0_init_1,)):
                        qr_acc_inline68__tile_l0_a_4: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_25, pl.const(1024, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile_1, 0, qr_acc_inline68__tile_l0_ko_2, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b_4: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile_1, qr_acc_inline68__tile_l0_ko_2, 0, [64, 512], target_memory=pl.Mem.Right)
                        qr_acc_inline68__tile_l0_a_5: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_27, pl.const(2048, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile_1, 0, qr_acc_inline68__tile_l0_ko_2 + 64, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b_5: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile_1, qr_acc_inline68__tile_l0_ko_2 + 64, 0, [64, 512], target_memory=pl.Mem.Right)
                        if qr_acc_inline68__tile_l0_ko_2 == 0:
                            qr_acc_inline68__tile_l0_c_first_2: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.tile.matmul(qr_acc_inline68__tile_l0_a_4, qr_acc_inline68__tile_l0_b_4)
                            qr_acc_inline68__tile_l0_c_phi_2: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_first_2)
                        else:
                            qr_acc_inline68__tile_l0_c_acc_4: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c_2, qr_acc_inline68__tile_l0_a_4, qr_acc_inline68__tile_l0_b_4)
                            qr_acc_inline68__tile_l0_c_phi_2: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_acc_4)
                        if qr_acc_inline68__tile_l0_ko_2 + 64 == 0:
                            qr_acc_inline68__tile_l0_c_first_3: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.tile.matmul(qr_acc_inline68__tile_l0_a_5, qr_acc_inline68__tile_l0_b_5)
                            qr_acc_inline68__tile_l0_c_phi_3: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_first_3)
                        else:
                            qr_acc_inline68__tile_l0_c_acc_5: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c_phi_2, qr_acc_inline68__tile_l0_a_5, qr_acc_inline68__tile_l0_b_5)
                            qr_acc_inline68__tile_l0_c_phi_3: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_l0_c_acc_5)
                        qr_acc_inline68__tile_3: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512])] = pl.yield_(qr_acc_inline68__tile_l0_c_phi_3)
                    qr_acc_inline68__phi_v5_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_3)
                else:
                    for qr_acc_inline68__tile_l0_ko_3, (qr_acc_inline68__tile_l0_c_3,) in pl.range(0, 256, 128, init_values=(qr_acc_inline68__phi_v5,)):
                        qr_acc_inline68__tile_l0_a_6: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_25, pl.const(1024, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile_1, 0, qr_acc_inline68__tile_l0_ko_3, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b_6: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile_1, qr_acc_inline68__tile_l0_ko_3, 0, [64, 512], target_memory=pl.Mem.Right)
                        qr_acc_inline68__tile_l0_a_7: pl.Tile[[16, 64], pl.INT8, pl.MemRef(mem_left_27, pl.const(2048, pl.INT64), 1024), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(qr_rows_inline52__ssa_v0, pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(qr_tile_inline53__tile_1, 0, qr_acc_inline68__tile_l0_ko_3 + 64, [16, 64], target_memory=pl.Mem.Left)
                        qr_acc_inline68__tile_l0_b_7: pl.Tile[[64, 512], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(wq_tile_inline47__tile_1, qr_acc_inline68__tile_l0_ko_3 + 64, 0, [64, 512], target_memory=pl.Mem.Right)
                        qr_acc_inline68__tile_l0_c_acc_6: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c_3, qr_acc_inline68__tile_l0_a_6, qr_acc_inline68__tile_l0_b_6)
                        qr_acc_inline68__tile_l0_c_acc_7: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qr_acc_inline68__tile_l0_c_acc_6, qr_acc_inline68__tile_l0_a_7, qr_acc_inline68__tile_l0_b_7)
                        qr_acc_inline68__tile_4: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qr_acc_inline68__tile_l0_c_acc_7)
                    qr_acc_inline68__phi_v5_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc, pl.TileView(valid_shape=[qr_rows_inline52__ssa_v0, 512], compact=pl.CompactMode.normal)] = pl.yield_(qr_acc_inline68__tile_4)
                qr_acc_inline68__rv_v2: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qr_acc_inline68__phi_v5_1)
            qr_acc_pad_inline143__tile: pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4194304)] = pl.tile.store(qr_acc_inline68__rv_v2, [qr_r0_inline135__ssa_v0, o_base_inline35__ssa_v0 + ns_inline66__idx_v0], qr_acc_pad_inline143__iter_v1)
            qr_acc_pad_inline143__rv_v2: pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 4194304)] = pl.yield_(qr_acc_pad_inline143__tile)
        return qr_acc_pad_inline143__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def idx_qr_proj_matmul_spmd(self, bs_inline54__ssa_v0: pl.Scalar[pl.INDEX], qr_acc_pad_inline143__ssa_v0: pl.Out[pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4194304)]], qr__ssa_v0: pl.Tensor[[T_DYN, 1024], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)]) -> pl.Tensor[[128, 8192], pl.INT32]:
        qr_acc_pad_inline143__rv_v2: pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4194304)] = self.idx_qr_proj_matmul(bs_inline54__ssa_v0, qr_acc_pad_inline143__ssa_v0, qr__ssa_v0, wq_b__ssa_v0)
        return qr_acc_pad_inline143__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kv_and_cache_write(b_dim_inline411__ssa_v0: pl.Scalar[pl.INDEX], kv_final_inline376__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], idx_kv_cache_flat_inline313__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline320__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], kv_flat_inline337__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], s_dim_inline329__ssa_v0: pl.Scalar[pl.INDEX], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], idx_kv_scale_flat_inline394__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline320__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]]):
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        wr_blk_inline343__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        wr_b0_inline325__ssa_v0: pl.Scalar[pl.INDEX] = wr_blk_inline343__ssa_v0 * 16
        wr_blk_rows_inline344__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(b_dim_inline411__ssa_v0 - wr_b0_inline325__ssa_v0, 16)
        t__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(kv_final_inline376__rv_v2, [wr_b0_inline325__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        t__tile_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.BF16, mode='rint')
        kv_blk_f32_inline315__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='round')
        t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.abs(kv_blk_f32_inline315__tile)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__tile_2, tmp_tile)
        kv_amax_inline345__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(8192, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
        t__tile_4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0001)
        kv_amax_v1_inline409__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.maximum(kv_amax_inline345__tile, t__tile_4)
        t__tile_5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=127.0)
        kv_scale_q_row_inline309__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.div(t__tile_5, kv_amax_v1_inline409__tile)
        t__tile_6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.recip(kv_scale_q_row_inline309__tile)
        kv_scale_dq_col_inline410__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [16, 1])
        kv_scale_q_col_inline412__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(kv_scale_q_row_inline309__tile, [16, 1])
        kv_scaled_inline333__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_blk_f32_inline315__tile, kv_scale_q_col_inline412__tile)
        kv_i32_inline291__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_scaled_inline333__tile, target_type=pl.INT32, mode='rint')
        kv_half_inline413__tile: pl.Tile[[16, 128], pl.FP16, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_i32_inline291__tile, target_type=pl.FP16, mode='round')
        kv_i8_blk_inline283__tile: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(kv_half_inline413__tile, target_type=pl.INT8, mode='trunc')
        for inner_inline284__idx_v0, (idx_kv_cache_flat_inline313__iter_v1, kv_flat_inline337__iter_v1) in pl.range(wr_blk_rows_inline344__ssa_v0, init_values=(idx_kv_cache_flat_inline313__ssa_v0, kv_flat_inline337__ssa_v0)):
            c_idx_inline342__ssa_v1: pl.Scalar[pl.INDEX] = wr_b0_inline325__ssa_v0 + inner_inline284__idx_v0
            first_pos_b_inline298__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline342__ssa_v1 * s_dim_inline329__ssa_v0])
            pos_b_inline302__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(first_pos_b_inline298__tile, pl.INDEX) % 4
            if 4 <= pos_b_inline302__ssa_v1 + s_dim_inline329__ssa_v0:
                boundary_s_inline282__ssa_v0: pl.Scalar[pl.INDEX] = 3 - pos_b_inline302__ssa_v1
                kv_row_fp32_inline319__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(kv_final_inline376__rv_v2, [c_idx_inline342__ssa_v1, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                cache_row_i64_inline312__tile: pl.Scalar[pl.INT64] = pl.tensor.read(idx_slot_mapping__ssa_v0, [c_idx_inline342__ssa_v1 * s_dim_inline329__ssa_v0 + boundary_s_inline282__ssa_v0])
                if 0 <= cache_row_i64_inline312__tile:
                    cache_row_inline281__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cache_row_i64_inline312__tile, pl.INDEX)
                    kv_flat_inline337__tile: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_row_fp32_inline319__tile, [c_idx_inline342__ssa_v1 * s_dim_inline329__ssa_v0, 0], kv_flat_inline337__iter_v1)
                    t__tile_7: pl.Tile[[1, 128], pl.INT8, pl.MemRef(mem_vec_6, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(kv_i8_blk_inline283__tile, [1, 128], [inner_inline284__idx_v0, 0])
                    idx_kv_cache_flat_inline313__tile: pl.Tensor[[idx_block_num_inline320__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_7, [cache_row_inline281__ssa_v0, 0], idx_kv_cache_flat_inline313__iter_v1)
                    t__tile_8: pl.Scalar[pl.FP32] = pl.tile.read(kv_scale_dq_col_inline410__tile, [inner_inline284__idx_v0, 0])
                    pl.tensor.write(idx_kv_scale_flat_inline394__ssa_v0, [cache_row_inline281__ssa_v0, 0], t__tile_8)
                    idx_kv_cache_flat_inline313__phi_v4, kv_flat_inline337__phi_v4 = pl.yield_(idx_kv_cache_flat_inline313__tile, kv_flat_inline337__tile)
                else:
                    idx_kv_cache_flat_inline313__phi_v4, kv_flat_inline337__phi_v4 = pl.yield_(idx_kv_cache_flat_inline313__iter_v1, kv_flat_inline337__iter_v1)
                idx_kv_cache_flat_inline313__phi_v5, kv_flat_inline337__phi_v5 = pl.yield_(idx_kv_cache_flat_inline313__phi_v4, kv_flat_inline337__phi_v4)
            else:
                idx_kv_cache_flat_inline313__phi_v5, kv_flat_inline337__phi_v5 = pl.yield_(idx_kv_cache_flat_inline313__iter_v1, kv_flat_inline337__iter_v1)
            idx_kv_cache_flat_inline313__rv_v2, kv_flat_inline337__rv_v2 = pl.yield_(idx_kv_cache_flat_inline313__phi_v5, kv_flat_inline337__phi_v5)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def kv_and_cache_write_spmd(self, b_dim_inline411__ssa_v0: pl.Scalar[pl.INDEX], kv_final_inline376__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], idx_kv_cache_flat_inline313__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline320__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], kv_flat_inline337__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], s_dim_inline329__ssa_v0: pl.Scalar[pl.INDEX], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], idx_kv_scale_flat_inline394__ssa_v0: pl.Out[pl.Tensor[[idx_block_num_inline320__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]]):
        self.kv_and_cache_write(b_dim_inline411__ssa_v0, kv_final_inline376__rv_v2, idx_kv_cache_flat_inline313__ssa_v0, kv_flat_inline337__ssa_v0, position_ids__ssa_v0, s_dim_inline329__ssa_v0, idx_slot_mapping__ssa_v0, idx_kv_scale_flat_inline394__ssa_v0)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kv_hadamard(normed_kv_inline386__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], kv_final_inline376__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        had_blk_inline383__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        had_b0_inline405__ssa_v0: pl.Scalar[pl.INDEX] = had_blk_inline383__ssa_v0 * 16
        kv_proj_tile_inline296__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(normed_kv_inline386__ssa_v4, [had_b0_inline405__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        for o0_inline406__idx_v0, (kv_final_inline376__iter_v1,) in pl.range(0, 128, 64, init_values=(kv_final_inline376__ssa_v0,)):
            hadamard_tile_inline352__tile: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(4096, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(hadamard__ssa_v0, [0, o0_inline406__idx_v0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
            kv_proj_tile_inline296__tile_Left: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(kv_proj_tile_inline296__tile, target_memory=pl.Mem.Left)
            hadamard_tile_inline352__tile_Right: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(hadamard_tile_inline352__tile, target_memory=pl.Mem.Right)
            kv_hadamard_acc_inline407__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(kv_proj_tile_inline296__tile_Left, hadamard_tile_inline352__tile_Right)
            kv_final_inline376__tile: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(kv_hadamard_acc_inline407__tile, [had_b0_inline405__ssa_v0, o0_inline406__idx_v0], kv_final_inline376__iter_v1)
            kv_final_inline376__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 8192)] = pl.yield_(kv_final_inline376__tile)
        return kv_final_inline376__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def kv_hadamard_spmd(self, normed_kv_inline386__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], kv_final_inline376__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[16, 128], pl.FP32]:
        kv_final_inline376__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.kv_hadamard(normed_kv_inline386__ssa_v4, kv_final_inline376__ssa_v0, hadamard__ssa_v0)
        return kv_final_inline376__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kv_score_proj(bs_inline396__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline351__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_pad_inline327__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)]], score_proj_pad_inline355__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]]) -> tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]]:
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
        idx_inline304__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        global_row0_inline347__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline304__ssa_v0 // 8 * 16
        o0_inline308__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline304__ssa_v0 % 8 * 32
        kv_acc_inline353__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        score_acc_inline324__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.create([16, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline286__idx_v0, (kv_acc_inline353__iter_v1, score_acc_inline324__iter_v1) in pl.range(0, 8, 2, init_values=(kv_acc_inline353__tile, score_acc_inline324__tile)):
            k0_inline299__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline286__idx_v0 * 512
            x_rows_inline354__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(bs_inline396__ssa_v0 - global_row0_inline347__ssa_v0, 16)
            k0_inline299__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline286__idx_v0 + 1) * 512
            x_rows_inline354__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(bs_inline396__ssa_v0 - global_row0_inline347__ssa_v0, 16)
            x_tile_inline340__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_7, pl.const(81920, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0, 512])] = pl.tile.load(x_flat_inline351__ssa_v0, [global_row0_inline347__ssa_v0, k0_inline299__ssa_v0], [16, 512], [x_rows_inline354__ssa_v0, 512], target_memory=pl.Mem.Mat)
            wkv_tile_inline330__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(inner_wkv__ssa_v0, [o0_inline308__ssa_v0, k0_inline299__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            wgate_tile_inline326__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(inner_wgate__ssa_v0, [o0_inline308__ssa_v0, k0_inline299__ssa_v0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            x_tile_inline340__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0_1, 512])] = pl.tile.load(x_flat_inline351__ssa_v0, [global_row0_inline347__ssa_v0, k0_inline299__ssa_v0_1], [16, 512], [x_rows_inline354__ssa_v0_1, 512], target_memory=pl.Mem.Mat)
            wkv_tile_inline330__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(inner_wkv__ssa_v0, [o0_inline308__ssa_v0, k0_inline299__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            wgate_tile_inline326__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(inner_wgate__ssa_v0, [o0_inline308__ssa_v0, k0_inline299__ssa_v0_1], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
            if k0_inline299__ssa_v0 == 0:
                wkv_tile_inline330__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline330__tile)
                x_tile_inline340__tile_Left: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0, 512])] = pl.tile.move(x_tile_inline340__tile, target_memory=pl.Mem.Left)
                wkv_tile_inline330__tile_t_Right: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline330__tile_t, target_memory=pl.Mem.Right)
                kv_acc_inline353__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline340__tile_Left, wkv_tile_inline330__tile_t_Right)
                wgate_tile_inline326__tile_t: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline326__tile)
                wgate_tile_inline326__tile_t_Right: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline326__tile_t, target_memory=pl.Mem.Right)
                score_acc_inline324__tile_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline340__tile_Left, wgate_tile_inline326__tile_t_Right)
                kv_acc_inline353__phi_v5, score_acc_inline324__phi_v5 = pl.yield_(kv_acc_inline353__tile_1, score_acc_inline324__tile_1)
            else:
                wkv_tile_inline330__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline330__tile)
                x_tile_inline340__tile_Left_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0, 512])] = pl.tile.move(x_tile_inline340__tile, target_memory=pl.Mem.Left)
                wkv_tile_inline330__tile_t_Right_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline330__tile_t_1, target_memory=pl.Mem.Right)
                kv_acc_inline353__tile_2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline353__iter_v1, x_tile_inline340__tile_Left_1, wkv_tile_inline330__tile_t_Right_1)
                wgate_tile_inline326__tile_t_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline326__tile)
                wgate_tile_inline326__tile_t_Right_1: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline326__tile_t_1, target_memory=pl.Mem.Right)
                score_acc_inline324__tile_2: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline324__iter_v1, x_tile_inline340__tile_Left_1, wgate_tile_inline326__tile_t_Right_1)
                kv_acc_inline353__phi_v5, score_acc_inline324__phi_v5 = pl.yield_(kv_acc_inline353__tile_2, score_acc_inline324__tile_2)
            if k0_inline299__ssa_v0_1 == 0:
                wkv_tile_inline330__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline330__tile_1)
                x_tile_inline340__tile_Left_2: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_23, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0_1, 512])] = pl.tile.move(x_tile_inline340__tile_1, target_memory=pl.Mem.Left)
                wkv_tile_inline330__tile_t_Right_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline330__tile_t_2, target_memory=pl.Mem.Right)
                kv_acc_inline353__tile_3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0_1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline340__tile_Left_2, wkv_tile_inline330__tile_t_Right_2)
                wgate_tile_inline326__tile_t_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline326__tile_1)
                wgate_tile_inline326__tile_t_Right_2: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline326__tile_t_2, target_memory=pl.Mem.Right)
                score_acc_inline324__tile_3: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0_1, 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_tile_inline340__tile_Left_2, wgate_tile_inline326__tile_t_Right_2)
                kv_acc_inline353__phi_v5_1, score_acc_inline324__phi_v5_1 = pl.yield_(kv_acc_inline353__tile_3, score_acc_inline324__tile_3)
            else:
                wkv_tile_inline330__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_11, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wkv_tile_inline330__tile_1)
                x_tile_inline340__tile_Left_3: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_left_23, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[x_rows_inline354__ssa_v0_1, 512])] = pl.tile.move(x_tile_inline340__tile_1, target_memory=pl.Mem.Left)
                wkv_tile_inline330__tile_t_Right_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wkv_tile_inline330__tile_t_3, target_memory=pl.Mem.Right)
                kv_acc_inline353__tile_4: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(kv_acc_inline353__phi_v5, x_tile_inline340__tile_Left_3, wkv_tile_inline330__tile_t_Right_3)
                wgate_tile_inline326__tile_t_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_mat_12, pl.const(49152, pl.INT64), 32768), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wgate_tile_inline326__tile_1)
                wgate_tile_inline326__tile_t_Right_3: pl.Tile[[512, 32], pl.BF16, pl.MemRef(mem_right_24, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(wgate_tile_inline326__tile_t_3, target_memory=pl.Mem.Right)
                score_acc_inline324__tile_4: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_6, pl.const(2048, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(score_acc_inline324__phi_v5, x_tile_inline340__tile_Left_3, wgate_tile_inline326__tile_t_Right_3)
                kv_acc_inline353__phi_v5_1, score_acc_inline324__phi_v5_1 = pl.yield_(kv_acc_inline353__tile_4, score_acc_inline324__tile_4)
            kv_acc_inline353__rv_v2, score_acc_inline324__rv_v2 = pl.yield_(kv_acc_inline353__phi_v5_1, score_acc_inline324__phi_v5_1)
        kv_proj_pad_inline327__tile: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = pl.tile.store(kv_acc_inline353__rv_v2, [global_row0_inline347__ssa_v0, o0_inline308__ssa_v0], kv_proj_pad_inline327__ssa_v0)
        score_proj_pad_inline355__tile: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = pl.tile.store(score_acc_inline324__rv_v2, [global_row0_inline347__ssa_v0, o0_inline308__ssa_v0], score_proj_pad_inline355__ssa_v0)
        return kv_proj_pad_inline327__ssa_v0, score_proj_pad_inline355__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def kv_score_proj_spmd(self, bs_inline396__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline351__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)], kv_proj_pad_inline327__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)]], score_proj_pad_inline355__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)]]) -> tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32]] = self.kv_score_proj(bs_inline396__ssa_v0, x_flat_inline351__ssa_v0, inner_wkv__ssa_v0, inner_wgate__ssa_v0, kv_proj_pad_inline327__ssa_v0, score_proj_pad_inline355__ssa_v0)
        kv_proj_pad_inline327__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[0]
        score_proj_pad_inline355__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[1]
        return kv_proj_pad_inline327__ssa_v0, score_proj_pad_inline355__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qr_hadamard_matmul(qr_bf16_inline65__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], qh_acc_gm_inline119__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        idx_inline132__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        o0_inline31__ssa_v1: pl.Scalar[pl.INDEX] = idx_inline132__ssa_v0 * 64
        t__tile: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(qr_bf16_inline65__ssa_v1, [o0_inline31__ssa_v1, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        hadamard__ssa_v0_mat: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(16384, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(hadamard__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        t__tile_Left: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(t__tile, target_memory=pl.Mem.Left)
        hadamard__ssa_v0_mat_Right: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.move(hadamard__ssa_v0_mat, target_memory=pl.Mem.Right)
        qh_acc_inline60__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(t__tile_Left, hadamard__ssa_v0_mat_Right)
        qh_acc_gm_inline119__tile: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(qh_acc_inline60__tile, [o0_inline31__ssa_v1, 0], qh_acc_gm_inline119__ssa_v0)
        return qh_acc_gm_inline119__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def qr_hadamard_matmul_spmd(self, qr_bf16_inline65__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], qh_acc_gm_inline119__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32]:
        qh_acc_gm_inline119__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.qr_hadamard_matmul(qr_bf16_inline65__ssa_v1, hadamard__ssa_v0, qh_acc_gm_inline119__ssa_v0)
        return qh_acc_gm_inline119__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qr_hadamard_quant(qh_acc_gm_inline119__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], qr_hadamard_scale_dq_inline121__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], qr_hadamard_i8_inline82__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> tuple[pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32], pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        idx_inline78__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        o0_inline31__ssa_v2: pl.Scalar[pl.INDEX] = idx_inline78__ssa_v0 * 64
        qh_amax_inline44__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0001)
        for h0_inline62__idx_v0, (qh_amax_inline44__iter_v1,) in pl.range(0, 128, 64, init_values=(qh_amax_inline44__tile,)):
            qh_a_f32_inline106__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(qh_acc_gm_inline119__ssa_v1, [o0_inline31__ssa_v2, h0_inline62__idx_v0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.neg(qh_a_f32_inline106__tile)
            qh_a_abs_inline58__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximum(qh_a_f32_inline106__tile, t__tile)
            tmp_tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_max(qh_a_abs_inline58__tile, tmp_tile)
            qh_a_max_inline70__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 64])
            qh_amax_inline44__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(qh_amax_inline44__iter_v1, qh_a_max_inline70__tile)
            qh_amax_inline44__rv_v2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(qh_amax_inline44__tile_1)
        t__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=127.0)
        qh_scale_quant_row_inline55__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.div(t__tile_2, qh_amax_inline44__rv_v2)
        t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.recip(qh_scale_quant_row_inline55__tile)
        qh_scale_dq_inline33__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [64, 1])
        qr_hadamard_scale_dq_inline121__tile: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(qh_scale_dq_inline33__tile, [o0_inline31__ssa_v2, 0], qr_hadamard_scale_dq_inline121__ssa_v0)
        qh_scale_quant_inline28__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(qh_scale_quant_row_inline55__tile, [64, 1])
        for h1_inline19__idx_v0, (qr_hadamard_i8_inline82__iter_v1,) in pl.range(0, 128, 64, init_values=(qr_hadamard_i8_inline82__ssa_v0,)):
            qh_q_f32_inline17__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(qh_acc_gm_inline119__ssa_v1, [o0_inline31__ssa_v2, h1_inline19__idx_v0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            qh_q_scaled_inline40__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(qh_q_f32_inline17__tile, qh_scale_quant_inline28__tile)
            qh_q_i32_inline144__tile: pl.Tile[[64, 64], pl.INT32, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(qh_q_scaled_inline40__tile, target_type=pl.INT32, mode='rint')
            qh_q_half_inline89__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(qh_q_i32_inline144__tile, target_type=pl.FP16, mode='round')
            qh_i8_inline49__tile: pl.Tile[[64, 64], pl.INT8, pl.MemRef(mem_vec_7, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(qh_q_half_inline89__tile, target_type=pl.INT8, mode='trunc')
            qr_hadamard_i8_inline82__tile: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(qh_i8_inline49__tile, [o0_inline31__ssa_v2, h1_inline19__idx_v0], qr_hadamard_i8_inline82__iter_v1)
            qr_hadamard_i8_inline82__rv_v2: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 0)] = pl.yield_(qr_hadamard_i8_inline82__tile)
        return qr_hadamard_scale_dq_inline121__ssa_v0, qr_hadamard_i8_inline82__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def qr_hadamard_quant_spmd(self, qh_acc_gm_inline119__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], qr_hadamard_scale_dq_inline121__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], qr_hadamard_i8_inline82__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> tuple[pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32], pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32], pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8]] = self.qr_hadamard_quant(qh_acc_gm_inline119__ssa_v1, qr_hadamard_scale_dq_inline121__ssa_v0, qr_hadamard_i8_inline82__ssa_v0)
        qr_hadamard_scale_dq_inline121__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        qr_hadamard_i8_inline82__rv_v2: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        return qr_hadamard_scale_dq_inline121__ssa_v0, qr_hadamard_i8_inline82__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qr_rope(rope_swap_idx_t_inline43__ssa_v1: pl.Tensor[[32, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)], qr_proj_flat_inline64__ssa_v0: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], qr_bf16_inline65__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        idx_inline111__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        o0_inline31__ssa_v0: pl.Scalar[pl.INDEX] = idx_inline111__ssa_v0 * 32
        batch_idx_inline25__ssa_v0: pl.Scalar[pl.INDEX] = o0_inline31__ssa_v0 // 512
        rope_swap_idx_inline42__tile: pl.Tile[[32, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_t_inline43__ssa_v1, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        cos_row_inline115__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16896, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(cos_il__rv_v2, [batch_idx_inline25__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        sin_row_inline88__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(17152, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sin_signed__rv_v2, [batch_idx_inline25__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        qr_nope_slice_inline56__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(17408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(qr_proj_flat_inline64__ssa_v0, [o0_inline31__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        qr_rope_slice_inline23__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(25600, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(qr_proj_flat_inline64__ssa_v0, [o0_inline31__ssa_v0, 64], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        gather_acc_init: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(32, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(25600, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(qr_rope_slice_inline23__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(rope_swap_idx_inline42__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(8192, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(8448, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        qr_swapped_inline48__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = gather_rv
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(qr_rope_slice_inline23__tile, cos_row_inline115__tile)
        t__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(25600, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(qr_swapped_inline48__tile, sin_row_inline88__tile)
        rope_rot_inline81__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile, t__tile_1)
        t__tile_2: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_vec_8, pl.const(17408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(qr_nope_slice_inline56__tile, target_type=pl.BF16, mode='rint')
        t__tile_3: pl.Tile[[32, 64], pl.BF16, pl.MemRef(mem_vec_9, pl.const(25600, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(rope_rot_inline81__tile, target_type=pl.BF16, mode='rint')
        qr_vec_inline24__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_5, pl.const(8704, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.concat(t__tile_2, t__tile_3)
        qr_bf16_inline65__tile: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(qr_vec_inline24__tile, [o0_inline31__ssa_v0, 0], qr_bf16_inline65__ssa_v0)
        return qr_bf16_inline65__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def qr_rope_spmd(self, rope_swap_idx_t_inline43__ssa_v1: pl.Tensor[[32, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)], qr_proj_flat_inline64__ssa_v0: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], qr_bf16_inline65__ssa_v0: pl.Out[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16]:
        qr_bf16_inline65__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = self.qr_rope(rope_swap_idx_t_inline43__ssa_v1, cos_il__rv_v2, sin_signed__rv_v2, qr_proj_flat_inline64__ssa_v0, qr_bf16_inline65__ssa_v0)
        return qr_bf16_inline65__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qr_rope_swap_idx(rope_swap_idx_t_inline43__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.INT32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([32, 64], dtype=pl.FP32, value=1.0)
        t__tile_1: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        t__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='round')
        sw_col_inline46__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile, t__tile_2)
        t__tile_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(sw_col_inline46__tile, 0.5)
        t__tile_4: pl.Tile[[32, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_3, target_type=pl.INT32, mode='trunc')
        sw_dup_f_inline110__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_4, target_type=pl.FP32, mode='round')
        t__tile_5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(sw_dup_f_inline110__tile, 2.0)
        sw_lane_inline128__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sub(sw_col_inline46__tile, t__tile_5)
        t__tile_6: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(sw_col_inline46__tile, 1.0)
        t__tile_7: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(sw_lane_inline128__tile, 2.0)
        t__tile_8: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sub(t__tile_6, t__tile_7)
        t__tile_9: pl.Tile[[32, 64], pl.INT32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_8, target_type=pl.INT32, mode='round')
        rope_swap_idx_t_inline43__tile: pl.Tensor[[32, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t__tile_9, [0, 0], rope_swap_idx_t_inline43__ssa_v0)
        return rope_swap_idx_t_inline43__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_rope(b_dim_inline411__ssa_v0: pl.Scalar[pl.INDEX], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], pooled_kv_inline357__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], normed_kv_inline386__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], norm_w_2d_inline387__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[16, 128], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_50: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        rms_blk_inline294__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        b0_inline356__ssa_v0: pl.Scalar[pl.INDEX] = rms_blk_inline294__ssa_v0 * 16
        rms_blk_rows_inline287__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(b_dim_inline411__ssa_v0 - b0_inline356__ssa_v0, 16)
        cos_b_inline389__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(24704, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[rms_blk_rows_inline287__ssa_v0, 64])] = pl.tile.load(cos_il__rv_v2, [b0_inline356__ssa_v0, 0], [16, 64], [rms_blk_rows_inline287__ssa_v0, 64], target_memory=pl.Mem.Vec)
        sin_b_inline341__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(29056, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[rms_blk_rows_inline287__ssa_v0, 64])] = pl.tile.load(sin_signed__rv_v2, [b0_inline356__ssa_v0, 0], [16, 64], [rms_blk_rows_inline287__ssa_v0, 64], target_memory=pl.Mem.Vec)
        partial_sq_inline391__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0)
        for k0_inline393__idx_v0, (partial_sq_inline391__iter_v1,) in pl.range(0, 128, 128, init_values=(partial_sq_inline391__tile,)):
            kv_rms_chunk_inline395__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline357__rv_v2, [b0_inline356__ssa_v0, k0_inline393__idx_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            kv_rms_chunk_inline395__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline357__rv_v2, [b0_inline356__ssa_v0, k0_inline393__idx_v0 + 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            kv_rms_sq_inline397__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline395__tile, kv_rms_chunk_inline395__tile)
            tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(12288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline397__tile, tmp_tile)
            kv_rms_rowsum_inline305__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(12288, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 16])
            partial_sq_inline391__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(partial_sq_inline391__iter_v1, kv_rms_rowsum_inline305__tile)
            kv_rms_sq_inline397__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(kv_rms_chunk_inline395__tile_1, kv_rms_chunk_inline395__tile_1)
            tmp_tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24640, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(kv_rms_sq_inline397__tile_1, tmp_tile_1)
            kv_rms_rowsum_inline305__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_16, pl.const(24640, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
            partial_sq_inline391__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(partial_sq_inline391__tile_1, kv_rms_rowsum_inline305__tile_1)
            partial_sq_inline391__rv_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(partial_sq_inline391__tile_2)
        t__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(partial_sq_inline391__rv_v2, 0.0078125)
        t__tile_3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(t__tile_2, 9.9999999999999995e-07)
        variance_inline399__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [16, 1])
        t__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(variance_inline399__tile, [1, 16])
        t__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sqrt(t__rm_a0_tmp_v0)
        t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v1, [16, 1])
        inv_rms_inline400__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 16])
        inv_rms_inline400__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.recip(inv_rms_inline400__rm_a0_tmp_v2)
        inv_rms_inline400__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(inv_rms_inline400__row_major_tmp_v3, [16, 1])
        kv_norm_chunk_inline348__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline357__rv_v2, [b0_inline356__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_5: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline387__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_inline390__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_5, target_type=pl.FP32, mode='round')
        t__tile_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_norm_chunk_inline348__tile, inv_rms_inline400__tile)
        normed_chunk_inline373__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_6, gamma_inline390__tile)
        t__tile_7: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(normed_chunk_inline373__tile, target_type=pl.BF16, mode='rint')
        normed_kv_inline386__tile: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_7, [b0_inline356__ssa_v0, 0], normed_kv_inline386__ssa_v0)
        normed_kv_inline386__rv_v2: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4096)] = normed_kv_inline386__tile
        kv_rope_norm_inline349__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(pooled_kv_inline357__rv_v2, [b0_inline356__ssa_v0, 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tile_8: pl.Tile[[1, 64], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(norm_w_2d_inline387__ssa_v0, [0, 64], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        gamma_rope_inline388__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_8, target_type=pl.FP32, mode='round')
        t__tile_9: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(kv_rope_norm_inline349__tile, inv_rms_inline400__tile)
        rope_normed_inline367__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_9, gamma_rope_inline388__tile)
        rope_ones_inline359__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        t__tile_10: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        t__tile_11: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_10, target_type=pl.FP32, mode='round')
        rope_col_inline306__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(rope_ones_inline359__tile, t__tile_11)
        t__tile_12: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_col_inline306__tile, 0.5)
        t__tile_13: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_12, target_type=pl.INT32, mode='trunc')
        rope_dup_f_inline402__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_13, target_type=pl.FP32, mode='round')
        t__tile_14: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_dup_f_inline402__tile, 2.0)
        rope_lane_inline403__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(rope_col_inline306__tile, t__tile_14)
        t__tile_15: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(rope_col_inline306__tile, 1.0)
        t__tile_16: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(rope_lane_inline403__tile, 2.0)
        t__tile_17: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sub(t__tile_15, t__tile_16)
        rope_swap_idx_inline303__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile_17, target_type=pl.INT32, mode='round')
        gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_normed_inline367__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(rope_swap_idx_inline303__tile, [1, 64], [gather_lv, 0], [1, 64])
            gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_14, pl.const(12352, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_50, pl.const(28800, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
        swapped_inline404__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
        t__tile_18: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(rope_normed_inline367__tile, cos_b_inline389__tile)
        t__tile_19: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(swapped_inline404__tile, sin_b_inline341__tile)
        rope_rot_inline321__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__tile_18, t__tile_19)
        t__tile_20: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_11, pl.const(4096, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(rope_rot_inline321__tile, target_type=pl.BF16, mode='rint')
        normed_kv_inline386__tile_1: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_20, [b0_inline356__ssa_v0, 64], normed_kv_inline386__rv_v2)
        return normed_kv_inline386__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def rmsnorm_rope_spmd(self, b_dim_inline411__ssa_v0: pl.Scalar[pl.INDEX], cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], pooled_kv_inline357__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], normed_kv_inline386__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], norm_w_2d_inline387__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[16, 128], pl.BF16]:
        normed_kv_inline386__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = self.rmsnorm_rope(b_dim_inline411__ssa_v0, cos_il__rv_v2, sin_signed__rv_v2, pooled_kv_inline357__rv_v2, normed_kv_inline386__ssa_v0, norm_w_2d_inline387__ssa_v0)
        return normed_kv_inline386__ssa_v0
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
        il_col_inline5__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.col_expand_mul(il_ones_inline7__tile, t__tile_1)
        t__tile_2: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_col_inline5__tile, 0.5)
        t__tile_3: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_2, target_type=pl.INT32, mode='trunc')
        il_dup_f_inline4__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(t__tile_3, target_type=pl.FP32, mode='round')
        il_dup_idx_inline3__tile: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(il_dup_f_inline4__tile, target_type=pl.INT32, mode='round')
        t__tile_4: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_dup_f_inline4__tile, 2.0)
        il_lane_inline2__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(il_col_inline5__tile, t__tile_4)
        t__tile_5: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.muls(il_lane_inline2__tile, 2.0)
        il_sign_inline1__tile: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.subs(t__tile_5, 1.0)
        for il_blk_inline6__idx_v0, (cos_il__iter_v1, sin_signed__iter_v1) in pl.range(b_dim_inline8__ssa_v0 // 4, init_values=(cos_il__ssa_v0, sin_signed__ssa_v0)):
            il_b0_inline0__ssa_v0: pl.Scalar[pl.INDEX] = il_blk_inline6__idx_v0 * 4
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
    def scatter_softmax_pool(compress_state_flat_inline314__ssa_v0: pl.InOut[pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], pooled_kv_inline357__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]], b_dim_inline411__ssa_v0: pl.Scalar[pl.INDEX], s_dim_inline329__ssa_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], inner_state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], kv_proj_pad_inline327__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)], score_proj_pad_inline355__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)], inner_ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)], inner_compress_state_block_table__ssa_v0: pl.Tensor[[B_DYN, 8192], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_32: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_40: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        for c_idx_inline342__idx_v0, (compress_state_flat_inline314__iter_v1, pooled_kv_inline357__iter_v1) in pl.range(b_dim_inline411__ssa_v0, init_values=(compress_state_flat_inline314__ssa_v0, pooled_kv_inline357__ssa_v0)):
            unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (s_dim_inline329__ssa_v0 - 0) // 2 * 2
            for s_sc_inline363__idx_v0, (compress_state_flat_inline314__iter_v3,) in pl.range(0, unroll_main_end, 2, init_values=(compress_state_flat_inline314__iter_v1,)):
                token_pos_inline392__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + s_sc_inline363__idx_v0])
                state_row_i64_inline358__tile: pl.Scalar[pl.INT64] = pl.tensor.read(inner_state_slot_mapping__ssa_v0, [c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + s_sc_inline363__idx_v0])
                proj_row_inline318__ssa_v0: pl.Scalar[pl.INDEX] = c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + s_sc_inline363__idx_v0
                token_ape_row_inline300__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline392__tile, pl.INDEX) % 4, pl.INDEX)
                token_pos_inline392__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + (s_sc_inline363__idx_v0 + 1)])
                state_row_i64_inline358__tile_1: pl.Scalar[pl.INT64] = pl.tensor.read(inner_state_slot_mapping__ssa_v0, [c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + (s_sc_inline363__idx_v0 + 1)])
                proj_row_inline318__ssa_v0_1: pl.Scalar[pl.INDEX] = c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + (s_sc_inline363__idx_v0 + 1)
                token_ape_row_inline300__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline392__tile_1, pl.INDEX) % 4, pl.INDEX)
                if 0 <= state_row_i64_inline358__tile:
                    state_row_inline310__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline358__tile, pl.INDEX)
                    kv_tile_inline408__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline327__ssa_v1, [proj_row_inline318__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_inline336__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline355__ssa_v1, [proj_row_inline318__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    ape_tile_inline365__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(inner_ape__ssa_v0, [token_ape_row_inline300__ssa_v0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_v1_inline295__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(score_tile_inline336__tile, ape_tile_inline365__tile)
                    compress_state_flat_inline314__tile: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_tile_inline408__tile, [state_row_inline310__ssa_v0, 0], compress_state_flat_inline314__iter_v3)
                    compress_state_flat_inline314__tile_1: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(score_tile_v1_inline295__tile, [state_row_inline310__ssa_v0, 256], compress_state_flat_inline314__tile)
                    compress_state_flat_inline314__phi_v7: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__tile_1)
                else:
                    compress_state_flat_inline314__phi_v7: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__iter_v3)
                if 0 <= state_row_i64_inline358__tile_1:
                    state_row_inline310__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline358__tile_1, pl.INDEX)
                    kv_tile_inline408__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline327__ssa_v1, [proj_row_inline318__ssa_v0_1, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_inline336__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline355__ssa_v1, [proj_row_inline318__ssa_v0_1, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    ape_tile_inline365__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(inner_ape__ssa_v0, [token_ape_row_inline300__ssa_v0_1, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_v1_inline295__tile_1: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(score_tile_inline336__tile_1, ape_tile_inline365__tile_1)
                    compress_state_flat_inline314__tile_2: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_tile_inline408__tile_1, [state_row_inline310__ssa_v0_1, 0], compress_state_flat_inline314__phi_v7)
                    compress_state_flat_inline314__tile_3: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tile.store(score_tile_v1_inline295__tile_1, [state_row_inline310__ssa_v0_1, 256], compress_state_flat_inline314__tile_2)
                    compress_state_flat_inline314__phi_v7_1: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__tile_3)
                else:
                    compress_state_flat_inline314__phi_v7_1: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__phi_v7)
                compress_state_flat_inline314__rv_v4_main: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__phi_v7_1)
            unroll_rem: pl.Scalar[pl.INDEX] = s_dim_inline329__ssa_v0 - unroll_main_end
            if unroll_rem == 1:
                token_pos_inline392__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + unroll_main_end])
                state_row_i64_inline358__tile_2: pl.Scalar[pl.INT64] = pl.tensor.read(inner_state_slot_mapping__ssa_v0, [c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + unroll_main_end])
                proj_row_inline318__ssa_v0_2: pl.Scalar[pl.INDEX] = c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0 + unroll_main_end
                token_ape_row_inline300__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(pl.cast(token_pos_inline392__tile_2, pl.INDEX) % 4, pl.INDEX)
                if 0 <= state_row_i64_inline358__tile_2:
                    state_row_inline310__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(state_row_i64_inline358__tile_2, pl.INDEX)
                    kv_tile_inline408__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(kv_proj_pad_inline327__ssa_v1, [proj_row_inline318__ssa_v0_2, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_inline336__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(score_proj_pad_inline355__ssa_v1, [proj_row_inline318__ssa_v0_2, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    ape_tile_inline365__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(inner_ape__ssa_v0, [token_ape_row_inline300__ssa_v0_2, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
                    score_tile_v1_inline295__tile_2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(score_tile_inline336__tile_2, ape_tile_inline365__tile_2)
                    compress_state_flat_inline314__tile_4: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tile.store(kv_tile_inline408__tile_2, [state_row_inline310__ssa_v0_2, 0], compress_state_flat_inline314__rv_v4_main)
                    compress_state_flat_inline314__tile_5: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tile.store(score_tile_v1_inline295__tile_2, [state_row_inline310__ssa_v0_2, 256], compress_state_flat_inline314__tile_4)
                    compress_state_flat_inline314__phi_v7_2: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__tile_5)
                else:
                    compress_state_flat_inline314__phi_v7_2: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__rv_v4_main)
                compress_state_flat_inline314__rv_v4: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__phi_v7_2)
            else:
                compress_state_flat_inline314__rv_v4: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)] = pl.yield_(compress_state_flat_inline314__rv_v4_main)
            pad_idx_inline398__ssa_v0: pl.Scalar[pl.INDEX] = c_idx_inline342__idx_v0
            first_pos_b_inline298__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [c_idx_inline342__idx_v0 * s_dim_inline329__ssa_v0])
            pos_b_inline302__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(first_pos_b_inline298__tile, pl.INDEX) % 4
            pre_tokens_b_inline361__ssa_v0: pl.Scalar[pl.INDEX] = 4 - pos_b_inline302__ssa_v0
            boundary_end_b_inline338__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(first_pos_b_inline298__tile, pl.INDEX) + pre_tokens_b_inline361__ssa_v0 - 1
            cur_window_start_b_inline360__ssa_v0: pl.Scalar[pl.INDEX] = boundary_end_b_inline338__ssa_v0 - 4 + 1
            prev_window_start_b_inline292__ssa_v0: pl.Scalar[pl.INDEX] = cur_window_start_b_inline360__ssa_v0 - 4
            if 4 <= pos_b_inline302__ssa_v0 + s_dim_inline329__ssa_v0:
                for hb_inline297__idx_v0, (pooled_kv_inline357__iter_v3,) in pl.range(2, init_values=(pooled_kv_inline357__iter_v1,)):
                    h0_inline362__ssa_v0: pl.Scalar[pl.INDEX] = hb_inline297__idx_v0 * 64
                    last_abs_inline290__ssa_v0: pl.Scalar[pl.INDEX] = cur_window_start_b_inline360__ssa_v0 + 3
                    last_blk_off_inline382__ssa_v0: pl.Scalar[pl.INDEX] = last_abs_inline290__ssa_v0 // 2
                    last_intra_inline311__ssa_v0: pl.Scalar[pl.INDEX] = last_abs_inline290__ssa_v0 % 2
                    t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(inner_compress_state_block_table__ssa_v0, [c_idx_inline342__idx_v0, last_blk_off_inline382__ssa_v0])
                    last_blk_id_inline289__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
                    last_row_inline328__ssa_v0: pl.Scalar[pl.INDEX] = last_blk_id_inline289__ssa_v0 * 2 + last_intra_inline311__ssa_v0
                    last_col0_inline288__ssa_v0: pl.Scalar[pl.INDEX] = h0_inline362__ssa_v0 + 384
                    mi_inline301__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline314__rv_v4, [last_row_inline328__ssa_v0, last_col0_inline288__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    t__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(mi_inline301__tile, mi_inline301__tile)
                    li_inline307__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_1)
                    oi_inline334__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline314__rv_v4, [last_row_inline328__ssa_v0, h0_inline362__ssa_v0 + 128], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                    for s_inline331__idx_v0, (li_inline307__iter_v1, mi_inline301__iter_v1, oi_inline334__iter_v1) in pl.range(4, init_values=(li_inline307__tile, mi_inline301__tile, oi_inline334__tile)):
                        prev_abs_inline285__ssa_v0: pl.Scalar[pl.INDEX] = prev_window_start_b_inline292__ssa_v0 + s_inline331__idx_v0
                        front_score_inline317__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=-3.4028234663852886e+38)
                        front_kv_inline364__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([1, 64], dtype=pl.FP32, value=0.0)
                        if 4 <= pl.cast(first_pos_b_inline298__tile, pl.INDEX):
                            prev_blk_off_inline366__ssa_v0: pl.Scalar[pl.INDEX] = prev_abs_inline285__ssa_v0 // 2
                            prev_intra_inline368__ssa_v0: pl.Scalar[pl.INDEX] = prev_abs_inline285__ssa_v0 % 2
                            t__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(inner_compress_state_block_table__ssa_v0, [c_idx_inline342__idx_v0, prev_blk_off_inline366__ssa_v0])
                            prev_blk_id_inline335__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_2, pl.INDEX)
                            prev_row_inline369__ssa_v0: pl.Scalar[pl.INDEX] = prev_blk_id_inline335__ssa_v0 * 2 + prev_intra_inline368__ssa_v0
                            front_score_inline317__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline314__rv_v4, [prev_row_inline369__ssa_v0, h0_inline362__ssa_v0 + 256], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                            front_kv_inline364__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline314__rv_v4, [prev_row_inline369__ssa_v0, h0_inline362__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                            front_kv_inline364__phi_v2, front_score_inline317__phi_v2 = pl.yield_(front_kv_inline364__tile_1, front_score_inline317__tile_1)
                        else:
                            front_kv_inline364__tile_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.move(front_kv_inline364__tile, target_memory=pl.Mem.Vec)
                            front_score_inline317__tile_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(front_score_inline317__tile, target_memory=pl.Mem.Vec)
                            front_kv_inline364__phi_v2, front_score_inline317__phi_v2 = pl.yield_(front_kv_inline364__tile_mv, front_score_inline317__tile_mv)
                        mi_next_front_inline370__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximum(mi_inline301__iter_v1, front_score_inline317__phi_v2)
                        t__tile_3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(mi_inline301__iter_v1, mi_next_front_inline370__tile)
                        alpha_front_inline371__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_3)
                        t__tile_4: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(front_score_inline317__phi_v2, mi_next_front_inline370__tile)
                        beta_front_inline332__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_4)
                        t__tile_5: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_40, pl.const(4352, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(alpha_front_inline371__tile, li_inline307__iter_v1)
                        li_inline307__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_5, beta_front_inline332__tile)
                        t__tile_6: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(oi_inline334__iter_v1, alpha_front_inline371__tile)
                        t__tile_7: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(front_kv_inline364__phi_v2, beta_front_inline332__tile)
                        oi_inline334__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_6, t__tile_7)
                        mi_inline301__ssa_v3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 256), pl.Mem.Vec] = mi_next_front_inline370__tile
                        mi_inline301__ssa_v3_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(mi_inline301__ssa_v3, target_memory=pl.Mem.Vec)
                        li_inline307__rv_v2, mi_inline301__rv_v2, oi_inline334__rv_v2 = pl.yield_(li_inline307__tile_1, mi_inline301__ssa_v3_mv, oi_inline334__tile_1)
                    for s_inline372__idx_v0, (li_inline307__iter_v4, mi_inline301__iter_v4, oi_inline334__iter_v4) in pl.range(3, init_values=(li_inline307__rv_v2, mi_inline301__rv_v2, oi_inline334__rv_v2)):
                        cur_abs_inline375__ssa_v0: pl.Scalar[pl.INDEX] = cur_window_start_b_inline360__ssa_v0 + s_inline372__idx_v0
                        cur_blk_off_inline374__ssa_v0: pl.Scalar[pl.INDEX] = cur_abs_inline375__ssa_v0 // 2
                        cur_intra_inline293__ssa_v0: pl.Scalar[pl.INDEX] = cur_abs_inline375__ssa_v0 % 2
                        t__tile_8: pl.Scalar[pl.INT32] = pl.tensor.read(inner_compress_state_block_table__ssa_v0, [c_idx_inline342__idx_v0, cur_blk_off_inline374__ssa_v0])
                        cur_blk_id_inline350__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_8, pl.INDEX)
                        cur_row_inline377__ssa_v0: pl.Scalar[pl.INDEX] = cur_blk_id_inline350__ssa_v0 * 2 + cur_intra_inline293__ssa_v0
                        back_col0_inline378__ssa_v0: pl.Scalar[pl.INDEX] = h0_inline362__ssa_v0 + 384
                        back_score_inline379__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline314__rv_v4, [cur_row_inline377__ssa_v0, back_col0_inline378__ssa_v0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                        back_kv_inline346__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(2048, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(compress_state_flat_inline314__rv_v4, [cur_row_inline377__ssa_v0, h0_inline362__ssa_v0 + 128], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
                        mi_next_back_inline380__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.maximum(mi_inline301__iter_v4, back_score_inline379__tile)
                        t__tile_9: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.sub(mi_inline301__iter_v4, mi_next_back_inline380__tile)
                        alpha_back_inline381__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.exp(t__tile_9)
                        t__tile_10: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sub(back_score_inline379__tile, mi_next_back_inline380__tile)
                        beta_back_inline384__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.exp(t__tile_10)
                        t__tile_11: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_40, pl.const(4352, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(alpha_back_inline381__tile, li_inline307__iter_v4)
                        li_inline307__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(5632, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_11, beta_back_inline384__tile)
                        t__tile_12: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_32, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(oi_inline334__iter_v4, alpha_back_inline381__tile)
                        t__tile_13: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(back_kv_inline346__tile, beta_back_inline384__tile)
                        oi_inline334__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(t__tile_12, t__tile_13)
                        mi_inline301__ssa_v6: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(3072, pl.INT64), 256), pl.Mem.Vec] = mi_next_back_inline380__tile
                        mi_inline301__ssa_v6_mv: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.move(mi_inline301__ssa_v6, target_memory=pl.Mem.Vec)
                        li_inline307__rv_v5, mi_inline301__rv_v5, oi_inline334__rv_v5 = pl.yield_(li_inline307__tile_2, mi_inline301__ssa_v6_mv, oi_inline334__tile_2)
                    pooled_chunk_inline385__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(4608, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.div(oi_inline334__rv_v5, li_inline307__rv_v5)
                    pooled_kv_inline357__tile: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(pooled_chunk_inline385__tile, [pad_idx_inline398__ssa_v0, h0_inline362__ssa_v0], pooled_kv_inline357__iter_v3)
                    pooled_kv_inline357__rv_v4: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_64", pl.const(0, pl.INT64), 8192)] = pl.yield_(pooled_kv_inline357__tile)
                pooled_kv_inline357__phi_v6: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 8192)] = pl.yield_(pooled_kv_inline357__rv_v4)
            else:
                pooled_kv_inline357__phi_v6: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 8192)] = pl.yield_(pooled_kv_inline357__iter_v1)
            compress_state_flat_inline314__rv_v2, pooled_kv_inline357__rv_v2 = pl.yield_(compress_state_flat_inline314__rv_v4, pooled_kv_inline357__phi_v6)
        return pooled_kv_inline357__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def score_aic(kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline82__rv_v2: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], qr_hadamard_scale_dq_inline121__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], weights_inline94__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], score_flat_inline122__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], idx_block_table_flat_inline95__ssa_v0: pl.Tensor[[idx_table_len_inline63__ssa_v0], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], kv_cache_i8_flat_inline73__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline118__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4)]]):
        pl.func_attr({"slot_num": 2})
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_12: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_13: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_14: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_15: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_16: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_17: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        score_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='score_c2v_slot_buffer', peer_func='score_aiv')
        pl.system.aic_initialize_pipe(score_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        unit_inline123__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tg_inline124__ssa_v0: pl.Scalar[pl.INDEX] = unit_inline123__ssa_v0 // 2
        split_inline114__ssa_v0: pl.Scalar[pl.INDEX] = unit_inline123__ssa_v0 - tg_inline124__ssa_v0 * 2
        b_inline142__ssa_v0: pl.Scalar[pl.INDEX] = tg_inline124__ssa_v0 // 8
        s_inline113__ssa_v0: pl.Scalar[pl.INDEX] = tg_inline124__ssa_v0 - b_inline142__ssa_v0 * 8
        t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(kv_seq_lens__ssa_v0, [b_inline142__ssa_v0])
        clen_b_inline126__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX) // 4
        pos_t_inline127__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [b_inline142__ssa_v0 * 8 + s_inline113__ssa_v0])
        visible_len_t_inline27__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(pl.min(clen_b_inline126__ssa_v0, (pl.cast(pos_t_inline127__tile, pl.INDEX) + 1) // 4), 4096)
        cblk_t_inline107__ssa_v0: pl.Scalar[pl.INDEX] = (visible_len_t_inline27__ssa_v0 + 31) // 32
        qb_inline85__ssa_v0: pl.Scalar[pl.INDEX] = b_inline142__ssa_v0 * 512
        qr_full_inline120__tile: pl.Tile[[64, 128], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(qr_hadamard_i8_inline82__rv_v2, [qb_inline85__ssa_v0 + s_inline113__ssa_v0 * 64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        lane_iters_inline131__ssa_v0: pl.Scalar[pl.INDEX] = (cblk_t_inline107__ssa_v0 - split_inline114__ssa_v0 + 1) // 2
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (lane_iters_inline131__ssa_v0 - 0) // 2 * 2
        for cb_local_inline133__idx_v0 in pl.range(0, unroll_main_end, 2):
            cb_inline87__ssa_v0: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0 + cb_local_inline133__idx_v0 * 2
            cache0_inline90__ssa_v0: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0 * 32
            t__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0 * 256 + cache0_inline90__ssa_v0 // 32])
            idx_blk_id_inline97__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_1, pl.INDEX)
            kv0_inline18__ssa_v0: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0 * 32 + cache0_inline90__ssa_v0 % 32
            cb_inline87__ssa_v0_1: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0 + (cb_local_inline133__idx_v0 + 1) * 2
            cache0_inline90__ssa_v0_1: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0_1 * 32
            t__tile_2: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0 * 256 + cache0_inline90__ssa_v0_1 // 32])
            idx_blk_id_inline97__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(t__tile_2, pl.INDEX)
            kv0_inline18__ssa_v0_1: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0_1 * 32 + cache0_inline90__ssa_v0_1 % 32
            kv_i8_mat_inline59__tile: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_mat_11, pl.const(8192, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(kv_cache_i8_flat_inline73__ssa_v0, [kv0_inline18__ssa_v0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
            kv_i8_mat_inline59__tile_1: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_mat_12, pl.const(12288, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(kv_cache_i8_flat_inline73__ssa_v0, [kv0_inline18__ssa_v0_1, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
            qr_full_inline120__tile_t: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qr_full_inline120__tile)
            kv_i8_mat_inline59__tile_Left: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(kv_i8_mat_inline59__tile, target_memory=pl.Mem.Left)
            qr_full_inline120__tile_t_Right: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(qr_full_inline120__tile_t, target_memory=pl.Mem.Right)
            score_acc_red_inline134__tile: pl.Tile[[32, 64], pl.INT32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(kv_i8_mat_inline59__tile_Left, qr_full_inline120__tile_t_Right)
            pl.tile.tpush_to_aiv(score_acc_red_inline134__tile, split=0)
            qr_full_inline120__tile_t_1: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qr_full_inline120__tile)
            kv_i8_mat_inline59__tile_Left_1: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_left_16, pl.const(4096, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(kv_i8_mat_inline59__tile_1, target_memory=pl.Mem.Left)
            qr_full_inline120__tile_t_Right_1: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_right_17, pl.const(8192, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(qr_full_inline120__tile_t_1, target_memory=pl.Mem.Right)
            score_acc_red_inline134__tile_1: pl.Tile[[32, 64], pl.INT32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(kv_i8_mat_inline59__tile_Left_1, qr_full_inline120__tile_t_Right_1)
            pl.tile.tpush_to_aiv(score_acc_red_inline134__tile_1, split=0)
        unroll_rem: pl.Scalar[pl.INDEX] = lane_iters_inline131__ssa_v0 - unroll_main_end
        if unroll_rem == 1:
            cb_inline87__ssa_v0_2: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0 + unroll_main_end * 2
            cache0_inline90__ssa_v0_2: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0_2 * 32
            t__tile_3: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0 * 256 + cache0_inline90__ssa_v0_2 // 32])
            idx_blk_id_inline97__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(t__tile_3, pl.INDEX)
            kv0_inline18__ssa_v0_2: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0_2 * 32 + cache0_inline90__ssa_v0_2 % 32
            kv_i8_mat_inline59__tile_2: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_mat_11, pl.const(8192, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(kv_cache_i8_flat_inline73__ssa_v0, [kv0_inline18__ssa_v0_2, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
            qr_full_inline120__tile_t_2: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qr_full_inline120__tile)
            kv_i8_mat_inline59__tile_Left_2: pl.Tile[[32, 128], pl.INT8, pl.MemRef(mem_left_13, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(kv_i8_mat_inline59__tile_2, target_memory=pl.Mem.Left)
            qr_full_inline120__tile_t_Right_2: pl.Tile[[128, 64], pl.INT8, pl.MemRef(mem_right_14, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(qr_full_inline120__tile_t_2, target_memory=pl.Mem.Right)
            score_acc_red_inline134__tile_2: pl.Tile[[32, 64], pl.INT32, pl.MemRef(mem_acc_15, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(kv_i8_mat_inline59__tile_Left_2, qr_full_inline120__tile_t_Right_2)
            pl.tile.tpush_to_aiv(score_acc_red_inline134__tile_2, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def score_aiv(kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline82__rv_v2: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], qr_hadamard_scale_dq_inline121__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], weights_inline94__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], score_flat_inline122__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], idx_block_table_flat_inline95__ssa_v0: pl.Tensor[[idx_table_len_inline63__ssa_v0], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], kv_cache_i8_flat_inline73__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline118__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[T_DYN, 4096], pl.FP32]:
        pl.func_attr({"slot_num": 2, "dual_aiv_dispatch": True})
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_26: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_27: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        score_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='score_c2v_slot_buffer', size=16384, base=0)
        pl.system.aiv_initialize_pipe(score_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            unit_inline123__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline124__ssa_v0: pl.Scalar[pl.INDEX] = unit_inline123__ssa_v0 // 2
            split_inline114__ssa_v0: pl.Scalar[pl.INDEX] = unit_inline123__ssa_v0 - tg_inline124__ssa_v0 * 2
            b_inline142__ssa_v0: pl.Scalar[pl.INDEX] = tg_inline124__ssa_v0 // 8
            s_inline113__ssa_v0: pl.Scalar[pl.INDEX] = tg_inline124__ssa_v0 - b_inline142__ssa_v0 * 8
            t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(kv_seq_lens__ssa_v0, [b_inline142__ssa_v0])
            clen_b_inline126__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX) // 4
            pos_t_inline127__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [b_inline142__ssa_v0 * 8 + s_inline113__ssa_v0])
            visible_len_t_inline27__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(pl.min(clen_b_inline126__ssa_v0, (pl.cast(pos_t_inline127__tile, pl.INDEX) + 1) // 4), 4096)
            cblk_t_inline107__ssa_v0: pl.Scalar[pl.INDEX] = (visible_len_t_inline27__ssa_v0 + 31) // 32
            tb_inline93__ssa_v0: pl.Scalar[pl.INDEX] = b_inline142__ssa_v0 * 8
            qb_inline85__ssa_v0: pl.Scalar[pl.INDEX] = b_inline142__ssa_v0 * 512
            t__tile_1: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(qr_hadamard_scale_dq_inline121__ssa_v1, [qb_inline85__ssa_v0 + s_inline113__ssa_v0 * 64, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
            qh_scale_s_inline125__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 64])
            t__tile_2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(weights_inline94__ssa_v1, [tb_inline93__ssa_v0 + s_inline113__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            weights_row_s_inline130__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16640, pl.INT64), 256), pl.Mem.Vec] = t__tile_2
            lane_iters_inline131__ssa_v0: pl.Scalar[pl.INDEX] = (cblk_t_inline107__ssa_v0 - split_inline114__ssa_v0 + 1) // 2
            unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (lane_iters_inline131__ssa_v0 - 0) // 2 * 2
            for cb_local_inline133__idx_v0, (score_flat_inline122__iter_v1,) in pl.range(0, unroll_main_end, 2, init_values=(score_flat_inline122__ssa_v0,)):
                cb_inline87__ssa_v0: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0 + cb_local_inline133__idx_v0 * 2
                cache0_inline90__ssa_v0: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0 * 32
                valid_len_inline21__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(visible_len_t_inline27__ssa_v0 - cache0_inline90__ssa_v0, 32)
                t__tile_3: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0 * 256 + cache0_inline90__ssa_v0 // 32])
                idx_blk_id_inline97__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile_3, pl.INDEX)
                kv0_inline18__ssa_v0: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0 * 32 + cache0_inline90__ssa_v0 % 32
                cb_inline87__ssa_v0_1: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0 + (cb_local_inline133__idx_v0 + 1) * 2
                cache0_inline90__ssa_v0_1: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0_1 * 32
                valid_len_inline21__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(visible_len_t_inline27__ssa_v0 - cache0_inline90__ssa_v0_1, 32)
                t__tile_4: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0 * 256 + cache0_inline90__ssa_v0_1 // 32])
                idx_blk_id_inline97__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(t__tile_4, pl.INDEX)
                kv0_inline18__ssa_v0_1: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0_1 * 32 + cache0_inline90__ssa_v0_1 % 32
                kv_dq_red_inline29__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16896, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(kv_scale_flat_inline118__ssa_v0, [kv0_inline18__ssa_v0, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
                kv_dq_red_inline29__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(17024, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(kv_scale_flat_inline118__ssa_v0, [kv0_inline18__ssa_v0_1, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
                score_acc_red_inline134__tile_Vec: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                score_tile_red_inline109__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(score_acc_red_inline134__tile_Vec, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(score_acc_red_inline134__tile_Vec, split=0)
                score_tile_red_v1_inline136__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(score_tile_red_inline109__tile, qh_scale_s_inline125__tile)
                relu_score_red_inline86__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximums(score_tile_red_v1_inline136__tile, 0.0)
                weighted_score_red_inline138__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_17, pl.const(17152, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(relu_score_red_inline86__tile, weights_row_s_inline130__tile)
                tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_5: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(41728, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(weighted_score_red_inline138__tile, tmp_tile)
                weighted_score_row_inline137__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_19, pl.const(41728, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 32])
                weighted_score_row_inline137__rm_a1_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16896, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(kv_dq_red_inline29__tile, [1, 32])
                weighted_score_row_inline137__row_major_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(weighted_score_row_inline137__rm_a0_tmp_v0, weighted_score_row_inline137__rm_a1_tmp_v1)
                weighted_score_row_inline137__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(weighted_score_row_inline137__row_major_tmp_v2, [32, 1])
                weighted_score_s_inline79__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(weighted_score_row_inline137__tile, [1, 32])
                t__tile_6: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_len_inline21__ssa_v0])] = pl.tile.set_validshape(weighted_score_s_inline79__tile, 1, valid_len_inline21__ssa_v0)
                weighted_score_valid_s_inline139__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_6, pad_value=pl.PadValue.min)
                weighted_score_valid_s_v1_inline96__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.maximums(weighted_score_valid_s_inline139__tile, -3.4028234663852886e+38)
                score_flat_inline122__tile: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tile.store(weighted_score_valid_s_v1_inline96__tile, [tb_inline93__ssa_v0 + s_inline113__ssa_v0, cache0_inline90__ssa_v0], score_flat_inline122__iter_v1)
                score_acc_red_inline134__tile_Vec_1: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                score_tile_red_inline109__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(score_acc_red_inline134__tile_Vec_1, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(score_acc_red_inline134__tile_Vec_1, split=0)
                score_tile_red_v1_inline136__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(score_tile_red_inline109__tile_1, qh_scale_s_inline125__tile)
                relu_score_red_inline86__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximums(score_tile_red_v1_inline136__tile_1, 0.0)
                weighted_score_red_inline138__tile_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_26, pl.const(41856, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(relu_score_red_inline86__tile_1, weights_row_s_inline130__tile)
                tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_7: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(66432, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(weighted_score_red_inline138__tile_1, tmp_tile_1)
                weighted_score_row_inline137__rm_a0_tmp_v0_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_28, pl.const(66432, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(t__tile_7, [1, 32])
                weighted_score_row_inline137__rm_a1_tmp_v1_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_13, pl.const(17024, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(kv_dq_red_inline29__tile_1, [1, 32])
                weighted_score_row_inline137__row_major_tmp_v2_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(weighted_score_row_inline137__rm_a0_tmp_v0_1, weighted_score_row_inline137__rm_a1_tmp_v1_1)
                weighted_score_row_inline137__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(weighted_score_row_inline137__row_major_tmp_v2_1, [32, 1])
                weighted_score_s_inline79__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(weighted_score_row_inline137__tile_1, [1, 32])
                t__tile_8: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_len_inline21__ssa_v0_1])] = pl.tile.set_validshape(weighted_score_s_inline79__tile_1, 1, valid_len_inline21__ssa_v0_1)
                weighted_score_valid_s_inline139__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_8, pad_value=pl.PadValue.min)
                weighted_score_valid_s_v1_inline96__tile_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.maximums(weighted_score_valid_s_inline139__tile_1, -3.4028234663852886e+38)
                score_flat_inline122__tile_1: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tile.store(weighted_score_valid_s_v1_inline96__tile_1, [tb_inline93__ssa_v0 + s_inline113__ssa_v0, cache0_inline90__ssa_v0_1], score_flat_inline122__tile)
                score_flat_inline122__rv_v2_main: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = pl.yield_(score_flat_inline122__tile_1)
            unroll_rem: pl.Scalar[pl.INDEX] = lane_iters_inline131__ssa_v0 - unroll_main_end
            if unroll_rem == 1:
                cb_inline87__ssa_v0_2: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0 + unroll_main_end * 2
                cache0_inline90__ssa_v0_2: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0_2 * 32
                valid_len_inline21__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.min(visible_len_t_inline27__ssa_v0 - cache0_inline90__ssa_v0_2, 32)
                t__tile_9: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0 * 256 + cache0_inline90__ssa_v0_2 // 32])
                idx_blk_id_inline97__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.cast(t__tile_9, pl.INDEX)
                kv0_inline18__ssa_v0_2: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0_2 * 32 + cache0_inline90__ssa_v0_2 % 32
                kv_dq_red_inline29__tile_2: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(17152, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(kv_scale_flat_inline118__ssa_v0, [kv0_inline18__ssa_v0_2, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
                score_acc_red_inline134__tile_Vec_2: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                score_tile_red_inline109__tile_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(score_acc_red_inline134__tile_Vec_2, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(score_acc_red_inline134__tile_Vec_2, split=0)
                score_tile_red_v1_inline136__tile_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(score_tile_red_inline109__tile_2, qh_scale_s_inline125__tile)
                relu_score_red_inline86__tile_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximums(score_tile_red_v1_inline136__tile_2, 0.0)
                weighted_score_red_inline138__tile_2: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(relu_score_red_inline86__tile_2, weights_row_s_inline130__tile)
                tmp_tile_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_10: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_26, pl.const(41856, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_sum(weighted_score_red_inline138__tile_2, tmp_tile_2)
                weighted_score_row_inline137__rm_a0_tmp_v0_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_26, pl.const(41856, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(t__tile_10, [1, 32])
                weighted_score_row_inline137__rm_a1_tmp_v1_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(17152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(kv_dq_red_inline29__tile_2, [1, 32])
                weighted_score_row_inline137__row_major_tmp_v2_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(weighted_score_row_inline137__rm_a0_tmp_v0_2, weighted_score_row_inline137__rm_a1_tmp_v1_2)
                weighted_score_row_inline137__tile_2: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(weighted_score_row_inline137__row_major_tmp_v2_2, [32, 1])
                weighted_score_s_inline79__tile_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec] = pl.tile.reshape(weighted_score_row_inline137__tile_2, [1, 32])
                t__tile_11: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_len_inline21__ssa_v0_2])] = pl.tile.set_validshape(weighted_score_s_inline79__tile_2, 1, valid_len_inline21__ssa_v0_2)
                weighted_score_valid_s_inline139__tile_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_11, pad_value=pl.PadValue.min)
                weighted_score_valid_s_v1_inline96__tile_2: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.maximums(weighted_score_valid_s_inline139__tile_2, -3.4028234663852886e+38)
                score_flat_inline122__tile_2: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = pl.tile.store(weighted_score_valid_s_v1_inline96__tile_2, [tb_inline93__ssa_v0 + s_inline113__ssa_v0, cache0_inline90__ssa_v0_2], score_flat_inline122__rv_v2_main)
                score_flat_inline122__rv_v2: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 0)] = pl.yield_(score_flat_inline122__tile_2)
            else:
                score_flat_inline122__rv_v2: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 0)] = pl.yield_(score_flat_inline122__rv_v2_main)
            return score_flat_inline122__ssa_v0
        else:
            unit_inline123__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline124__ssa_v0_1: pl.Scalar[pl.INDEX] = unit_inline123__ssa_v0_1 // 2
            split_inline114__ssa_v0_1: pl.Scalar[pl.INDEX] = unit_inline123__ssa_v0_1 - tg_inline124__ssa_v0_1 * 2
            b_inline142__ssa_v0_1: pl.Scalar[pl.INDEX] = tg_inline124__ssa_v0_1 // 8
            s_inline113__ssa_v0_1: pl.Scalar[pl.INDEX] = tg_inline124__ssa_v0_1 - b_inline142__ssa_v0_1 * 8
            t__tile_12: pl.Scalar[pl.INT32] = pl.tensor.read(kv_seq_lens__ssa_v0, [b_inline142__ssa_v0_1])
            clen_b_inline126__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.cast(t__tile_12, pl.INDEX) // 4
            pos_t_inline127__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [b_inline142__ssa_v0_1 * 8 + s_inline113__ssa_v0_1])
            visible_len_t_inline27__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(pl.min(clen_b_inline126__ssa_v0_1, (pl.cast(pos_t_inline127__tile_1, pl.INDEX) + 1) // 4), 4096)
            cblk_t_inline107__ssa_v0_1: pl.Scalar[pl.INDEX] = (visible_len_t_inline27__ssa_v0_1 + 31) // 32
            tb_inline93__ssa_v0_1: pl.Scalar[pl.INDEX] = b_inline142__ssa_v0_1 * 8
            qb_inline85__ssa_v0_1: pl.Scalar[pl.INDEX] = b_inline142__ssa_v0_1 * 512
            t__tile_13: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([64, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            qh_scale_s_inline125__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_13, [1, 64])
            t__tile_14: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16640, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            weights_row_s_inline130__tile_1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16640, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = t__tile_14
            lane_iters_inline131__ssa_v0_1: pl.Scalar[pl.INDEX] = (cblk_t_inline107__ssa_v0_1 - split_inline114__ssa_v0_1 + 1) // 2
            unroll_main_end_1: pl.Scalar[pl.INDEX] = 0 + (lane_iters_inline131__ssa_v0_1 - 0) // 2 * 2
            for cb_local_inline133__idx_v0_1, (score_flat_inline122__iter_v1_1,) in pl.range(0, unroll_main_end_1, 2, init_values=(score_flat_inline122__ssa_v0,)):
                cb_inline87__ssa_v0_3: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0_1 + cb_local_inline133__idx_v0_1 * 2
                cache0_inline90__ssa_v0_3: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0_3 * 32
                valid_len_inline21__ssa_v0_3: pl.Scalar[pl.INDEX] = pl.min(visible_len_t_inline27__ssa_v0_1 - cache0_inline90__ssa_v0_3, 32)
                t__tile_15: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0_1 * 256 + cache0_inline90__ssa_v0_3 // 32])
                idx_blk_id_inline97__ssa_v0_3: pl.Scalar[pl.INDEX] = pl.cast(t__tile_15, pl.INDEX)
                kv0_inline18__ssa_v0_3: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0_3 * 32 + cache0_inline90__ssa_v0_3 % 32
                cb_inline87__ssa_v0_4: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0_1 + (cb_local_inline133__idx_v0_1 + 1) * 2
                cache0_inline90__ssa_v0_4: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0_4 * 32
                valid_len_inline21__ssa_v0_4: pl.Scalar[pl.INDEX] = pl.min(visible_len_t_inline27__ssa_v0_1 - cache0_inline90__ssa_v0_4, 32)
                t__tile_16: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0_1 * 256 + cache0_inline90__ssa_v0_4 // 32])
                idx_blk_id_inline97__ssa_v0_4: pl.Scalar[pl.INDEX] = pl.cast(t__tile_16, pl.INDEX)
                kv0_inline18__ssa_v0_4: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0_4 * 32 + cache0_inline90__ssa_v0_4 % 32
                score_flat_inline122__tile_3: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 0)] = score_flat_inline122__iter_v1_1
                score_flat_inline122__tile_4: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 0)] = score_flat_inline122__iter_v1_1
                kv_dq_red_inline29__tile_3: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16896, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                score_acc_red_inline134__tile_Vec_3: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                score_tile_red_inline109__tile_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(score_acc_red_inline134__tile_Vec_3, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(score_acc_red_inline134__tile_Vec_3, split=0)
                score_tile_red_v1_inline136__tile_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(score_tile_red_inline109__tile_3, qh_scale_s_inline125__tile_1)
                relu_score_red_inline86__tile_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximums(score_tile_red_v1_inline136__tile_3, 0.0)
                weighted_score_red_inline138__tile_3: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_17, pl.const(17152, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(relu_score_red_inline86__tile_3, weights_row_s_inline130__tile_1)
                tmp_tile_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_17: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(17024, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(weighted_score_red_inline138__tile_3, tmp_tile_3)
                weighted_score_row_inline137__rm_a0_tmp_v0_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_13, pl.const(17024, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_17, [1, 32])
                weighted_score_row_inline137__rm_a1_tmp_v1_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_12, pl.const(16896, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(kv_dq_red_inline29__tile_3, [1, 32])
                weighted_score_row_inline137__row_major_tmp_v2_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(weighted_score_row_inline137__rm_a0_tmp_v0_3, weighted_score_row_inline137__rm_a1_tmp_v1_3)
                weighted_score_row_inline137__tile_3: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(weighted_score_row_inline137__row_major_tmp_v2_3, [32, 1])
                weighted_score_s_inline79__tile_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(weighted_score_row_inline137__tile_3, [1, 32])
                t__tile_18: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.set_validshape(weighted_score_s_inline79__tile_3, 0, 0)
                weighted_score_valid_s_inline139__tile_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_18, pad_value=pl.PadValue.min)
                weighted_score_valid_s_v1_inline96__tile_3: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.maximums(weighted_score_valid_s_inline139__tile_3, -3.4028234663852886e+38)
                kv_dq_red_inline29__tile_4: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(41728, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                score_acc_red_inline134__tile_Vec_4: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                score_tile_red_inline109__tile_4: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(score_acc_red_inline134__tile_Vec_4, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(score_acc_red_inline134__tile_Vec_4, split=0)
                score_tile_red_v1_inline136__tile_4: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(score_tile_red_inline109__tile_4, qh_scale_s_inline125__tile_1)
                relu_score_red_inline86__tile_4: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximums(score_tile_red_v1_inline136__tile_4, 0.0)
                weighted_score_red_inline138__tile_4: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_26, pl.const(41856, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(relu_score_red_inline86__tile_4, weights_row_s_inline130__tile_1)
                tmp_tile_4: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_19: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(66432, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(weighted_score_red_inline138__tile_4, tmp_tile_4)
                weighted_score_row_inline137__rm_a0_tmp_v0_4: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_28, pl.const(66432, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_19, [1, 32])
                weighted_score_row_inline137__rm_a1_tmp_v1_4: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_19, pl.const(41728, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(kv_dq_red_inline29__tile_4, [1, 32])
                weighted_score_row_inline137__row_major_tmp_v2_4: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(weighted_score_row_inline137__rm_a0_tmp_v0_4, weighted_score_row_inline137__rm_a1_tmp_v1_4)
                weighted_score_row_inline137__tile_4: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(weighted_score_row_inline137__row_major_tmp_v2_4, [32, 1])
                weighted_score_s_inline79__tile_4: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(weighted_score_row_inline137__tile_4, [1, 32])
                t__tile_20: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.set_validshape(weighted_score_s_inline79__tile_4, 0, 0)
                weighted_score_valid_s_inline139__tile_4: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_20, pad_value=pl.PadValue.min)
                weighted_score_valid_s_v1_inline96__tile_4: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.maximums(weighted_score_valid_s_inline139__tile_4, -3.4028234663852886e+38)
                score_flat_inline122__rv_v2_main_1: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_68", pl.const(0, pl.INT64), 0)] = pl.yield_(score_flat_inline122__iter_v1_1)
            unroll_rem_1: pl.Scalar[pl.INDEX] = lane_iters_inline131__ssa_v0_1 - unroll_main_end_1
            if unroll_rem_1 == 1:
                cb_inline87__ssa_v0_5: pl.Scalar[pl.INDEX] = split_inline114__ssa_v0_1 + unroll_main_end_1 * 2
                cache0_inline90__ssa_v0_5: pl.Scalar[pl.INDEX] = cb_inline87__ssa_v0_5 * 32
                valid_len_inline21__ssa_v0_5: pl.Scalar[pl.INDEX] = pl.min(visible_len_t_inline27__ssa_v0_1 - cache0_inline90__ssa_v0_5, 32)
                t__tile_21: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table_flat_inline95__ssa_v0, [b_inline142__ssa_v0_1 * 256 + cache0_inline90__ssa_v0_5 // 32])
                idx_blk_id_inline97__ssa_v0_5: pl.Scalar[pl.INDEX] = pl.cast(t__tile_21, pl.INDEX)
                kv0_inline18__ssa_v0_5: pl.Scalar[pl.INDEX] = idx_blk_id_inline97__ssa_v0_5 * 32 + cache0_inline90__ssa_v0_5 % 32
                kv_dq_red_inline29__tile_5: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(17152, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                score_acc_red_inline134__tile_Vec_5: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                score_tile_red_inline109__tile_5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(score_acc_red_inline134__tile_Vec_5, target_type=pl.FP32, mode='none')
                pl.system.tfree_to_aic(score_acc_red_inline134__tile_Vec_5, split=0)
                score_tile_red_v1_inline136__tile_5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(score_tile_red_inline109__tile_5, qh_scale_s_inline125__tile_1)
                relu_score_red_inline86__tile_5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.maximums(score_tile_red_v1_inline136__tile_5, 0.0)
                weighted_score_red_inline138__tile_5: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_27, pl.const(50048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_mul(relu_score_red_inline86__tile_5, weights_row_s_inline130__tile_1)
                tmp_tile_5: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_22: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_26, pl.const(41856, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(weighted_score_red_inline138__tile_5, tmp_tile_5)
                weighted_score_row_inline137__rm_a0_tmp_v0_5: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_26, pl.const(41856, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tile_22, [1, 32])
                weighted_score_row_inline137__rm_a1_tmp_v1_5: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_17, pl.const(17152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(kv_dq_red_inline29__tile_5, [1, 32])
                weighted_score_row_inline137__row_major_tmp_v2_5: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(weighted_score_row_inline137__rm_a0_tmp_v0_5, weighted_score_row_inline137__rm_a1_tmp_v1_5)
                weighted_score_row_inline137__tile_5: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(weighted_score_row_inline137__row_major_tmp_v2_5, [32, 1])
                weighted_score_s_inline79__tile_5: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(weighted_score_row_inline137__tile_5, [1, 32])
                t__tile_23: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.set_validshape(weighted_score_s_inline79__tile_5, 0, 0)
                weighted_score_valid_s_inline139__tile_5: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_23, pad_value=pl.PadValue.min)
                weighted_score_valid_s_v1_inline96__tile_5: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_18, pl.const(25344, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], pad=pl.PadValue.min)] = pl.tile.maximums(weighted_score_valid_s_inline139__tile_5, -3.4028234663852886e+38)
                score_flat_inline122__tile_5: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_79", pl.const(0, pl.INT64), 0)] = score_flat_inline122__rv_v2_main_1
                score_flat_inline122__rv_v2_1: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_80", pl.const(0, pl.INT64), 0)] = pl.yield_(score_flat_inline122__rv_v2_main_1)
            else:
                score_flat_inline122__rv_v2_1: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_80", pl.const(0, pl.INT64), 0)] = pl.yield_(score_flat_inline122__rv_v2_main_1)
            return score_flat_inline122__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def score(kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline82__rv_v2: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], qr_hadamard_scale_dq_inline121__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], weights_inline94__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], score_flat_inline122__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], idx_block_table_flat_inline95__ssa_v0: pl.Tensor[[idx_table_len_inline63__ssa_v0], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], kv_cache_i8_flat_inline73__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline118__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[T_DYN, 4096], pl.FP32]:
        pl.func_attr({"slot_num": 2})
        self.score_aic(kv_seq_lens__ssa_v0, position_ids__ssa_v0, qr_hadamard_i8_inline82__rv_v2, qr_hadamard_scale_dq_inline121__ssa_v1, weights_inline94__ssa_v1, score_flat_inline122__ssa_v0, idx_block_table_flat_inline95__ssa_v0, kv_cache_i8_flat_inline73__ssa_v0, kv_scale_flat_inline118__ssa_v0, __gm_pipe_buffer)
        self.score_aiv(kv_seq_lens__ssa_v0, position_ids__ssa_v0, qr_hadamard_i8_inline82__rv_v2, qr_hadamard_scale_dq_inline121__ssa_v1, weights_inline94__ssa_v1, score_flat_inline122__ssa_v0, idx_block_table_flat_inline95__ssa_v0, kv_cache_i8_flat_inline73__ssa_v0, kv_scale_flat_inline118__ssa_v0, __gm_pipe_buffer)
        return score_flat_inline122__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def score_spmd(self, kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], qr_hadamard_i8_inline82__rv_v2: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], qr_hadamard_scale_dq_inline121__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], weights_inline94__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], score_flat_inline122__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]], idx_block_table_flat_inline95__ssa_v0: pl.Tensor[[idx_table_len_inline63__ssa_v0], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], kv_cache_i8_flat_inline73__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], kv_scale_flat_inline118__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[T_DYN, 4096], pl.FP32]:
        score_flat_inline122__rv_v2: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = self.score(kv_seq_lens__ssa_v0, position_ids__ssa_v0, qr_hadamard_i8_inline82__rv_v2, qr_hadamard_scale_dq_inline121__ssa_v1, weights_inline94__ssa_v1, score_flat_inline122__ssa_v0, idx_block_table_flat_inline95__ssa_v0, kv_cache_i8_flat_inline73__ssa_v0, kv_scale_flat_inline118__ssa_v0, __gm_pipe_buffer)
        return score_flat_inline122__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def topk(topk_idxs_flat_inline140__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], offset__ssa_v0: pl.Scalar[pl.INT32], score_flat_inline122__rv_v2: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]):
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        t_inline91__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        invalid_idxs_inline37__tile: pl.Tile[[1, 4096], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 4096], dtype=pl.INT32, value=-1)
        topk_idxs_flat_inline140__tile: pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(invalid_idxs_inline37__tile, [t_inline91__ssa_v0, 0], topk_idxs_flat_inline140__ssa_v0)
        batch_idx_inline25__ssa_v1: pl.Scalar[pl.INDEX] = t_inline91__ssa_v0 // 8
        token_s_inline141__ssa_v0: pl.Scalar[pl.INDEX] = t_inline91__ssa_v0 - batch_idx_inline25__ssa_v1 * 8
        t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(kv_seq_lens__ssa_v0, [batch_idx_inline25__ssa_v1])
        cache_len_b_inline145__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX) // 4
        pos_t_inline127__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [batch_idx_inline25__ssa_v1 * 8 + token_s_inline141__ssa_v0])
        visible_len_t_inline27__ssa_v1: pl.Scalar[pl.INDEX] = pl.min(pl.min(cache_len_b_inline145__ssa_v0, (pl.cast(pos_t_inline127__tile, pl.INDEX) + 1) // 4), 4096)
        if 0 < visible_len_t_inline27__ssa_v1:
            offset_i32_inline146__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(offset__ssa_v0, pl.INT32)
            score_full_raw_inline34__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(score_flat_inline122__rv_v2, [t_inline91__ssa_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[1, visible_len_t_inline27__ssa_v1])] = pl.tile.set_validshape(score_full_raw_inline34__tile, 1, visible_len_t_inline27__ssa_v1)
            score_full_inline147__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(t__tile_1, pad_value=pl.PadValue.min)
            t__tile_2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 4096], dtype=pl.FP32, value=-3.4028234663852886e+38)
            score_full_v1_inline129__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.maximum(score_full_inline147__tile, t__tile_2)
            idx_init_inline16__tile: pl.Tile[[1, 4096], pl.UINT32, pl.MemRef(mem_vec_9, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.UINT32), [1, 4096], dtype=pl.UINT32, descending=False)
            sorted_full_inline15__tile: pl.Tile[[1, 8192], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.sort32(score_full_v1_inline129__tile, idx_init_inline16__tile)
            sorted_full_v1_inline14__tile: pl.Tile[[1, 8192], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.mrgsort_format1(sorted_full_inline15__tile, pl.const(64, pl.INT32))
            sorted_full_v2_inline22__tile: pl.Tile[[1, 8192], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.mrgsort_format1(sorted_full_v1_inline14__tile, pl.const(256, pl.INT32))
            sorted_full_v3_inline101__tile: pl.Tile[[1, 8192], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.mrgsort_format1(sorted_full_v2_inline22__tile, pl.const(1024, pl.INT32))
            half0_candidates_inline13__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.slice(sorted_full_v3_inline101__tile, [1, 1024], [0, 0])
            half1_candidates_inline12__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(49152, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.slice(sorted_full_v3_inline101__tile, [1, 1024], [0, 4096])
            mrgsort2_tmp: pl.Tile[[1, 2048], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([1, 2048], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            merged_candidates_inline11__tile: pl.Tile[[1, 2048], pl.FP32, pl.MemRef(mem_vec_9, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.mrgsort_format2(half0_candidates_inline13__tile, half1_candidates_inline12__tile, mrgsort2_tmp, exhausted=False)
            topk_pairs_inline10__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_9, pl.const(65536, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.slice(merged_candidates_inline11__tile, [1, 1024], [0, 0])
            topk_idxs_tile_inline9__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.gather_mask(topk_pairs_inline10__tile, mask_pattern=2, output_dtype=pl.INT32)
            valid_topk_inline100__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(visible_len_t_inline27__ssa_v1, 512)
            topk_idxs_valid_inline71__tile: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_topk_inline100__ssa_v0], pad=pl.PadValue.min)] = pl.tile.set_validshape(topk_idxs_tile_inline9__tile, 1, valid_topk_inline100__ssa_v0)
            t__tile_3: pl.Tile[[1, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_topk_inline100__ssa_v0], pad=pl.PadValue.min)] = pl.tile.adds(topk_idxs_valid_inline71__tile, offset_i32_inline146__ssa_v0)
            topk_idxs_flat_inline140__tile_1: pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_3, [t_inline91__ssa_v0, 0], topk_idxs_flat_inline140__tile)
        else:
            pass
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def topk_spmd(self, topk_idxs_flat_inline140__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], offset__ssa_v0: pl.Scalar[pl.INT32], score_flat_inline122__rv_v2: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]):
        self.topk(topk_idxs_flat_inline140__ssa_v0, kv_seq_lens__ssa_v0, position_ids__ssa_v0, offset__ssa_v0, score_flat_inline122__rv_v2)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def weights_proj_reduce(weights_partial_inline50__ssa_v1: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], weights_inline94__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        w_rb_inline112__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        w_r0_inline102__ssa_v1: pl.Scalar[pl.INDEX] = w_rb_inline112__ssa_v0 * 16
        w_sum_inline26__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(weights_partial_inline50__ssa_v1, [w_r0_inline102__ssa_v1, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        partial_r0_inline41__ssa_v0: pl.Scalar[pl.INDEX] = w_r0_inline102__ssa_v1 + 128
        t__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(weights_partial_inline50__ssa_v1, [partial_r0_inline41__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        w_sum_inline26__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(w_sum_inline26__tile, t__tile)
        partial_r0_inline41__ssa_v1: pl.Scalar[pl.INDEX] = w_r0_inline102__ssa_v1 + 256
        t__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(weights_partial_inline50__ssa_v1, [partial_r0_inline41__ssa_v1, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        w_sum_inline26__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(w_sum_inline26__tile_1, t__tile_1)
        partial_r0_inline41__ssa_v2: pl.Scalar[pl.INDEX] = w_r0_inline102__ssa_v1 + 384
        t__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(weights_partial_inline50__ssa_v1, [partial_r0_inline41__ssa_v2, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        w_sum_inline26__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(w_sum_inline26__tile_2, t__tile_2)
        t__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(w_sum_inline26__tile_3, 0.011048543456039806)
        weights_inline94__tile: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_3, [w_r0_inline102__ssa_v1, 0], weights_inline94__ssa_v0)
        return weights_inline94__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def weights_proj_reduce_spmd(self, weights_partial_inline50__ssa_v1: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], weights_inline94__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        weights_inline94__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.weights_proj_reduce(weights_partial_inline50__ssa_v1, weights_inline94__ssa_v0)
        return weights_inline94__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def weights_proj(bs_inline54__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline92__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_partial_inline50__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        w_unit_inline99__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        w_rb_inline32__ssa_v0: pl.Scalar[pl.INDEX] = w_unit_inline99__ssa_v0 // 4
        kb_inline69__ssa_v1: pl.Scalar[pl.INDEX] = w_unit_inline99__ssa_v0 - w_rb_inline32__ssa_v0 * 4
        w_r0_inline102__ssa_v0: pl.Scalar[pl.INDEX] = w_rb_inline32__ssa_v0 * 16
        w_rows_inline76__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(bs_inline54__ssa_v0 - w_r0_inline102__ssa_v0, 16)
        k_base_inline103__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline69__ssa_v1 * 1024
        weights_acc_inline104__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for db_inline39__idx_v0, (weights_acc_inline104__iter_v1,) in pl.range(2, init_values=(weights_acc_inline104__tile,)):
            d0_inline105__ssa_v0: pl.Scalar[pl.INDEX] = k_base_inline103__ssa_v0 + db_inline39__idx_v0 * 512
            x_tile_inline108__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[w_rows_inline76__ssa_v0, 512])] = pl.tile.load(x_flat_inline92__ssa_v0, [w_r0_inline102__ssa_v0, d0_inline105__ssa_v0], [16, 512], [w_rows_inline76__ssa_v0, 512], target_memory=pl.Mem.Mat)
            weights_proj_tile_inline20__tile: pl.Tile[[512, 64], pl.BF16, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(weights_proj__ssa_v0, [d0_inline105__ssa_v0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
            if db_inline39__idx_v0 == 0:
                weights_acc_inline104__tile_l0_init_storage: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                weights_acc_inline104__tile_l0_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[w_rows_inline76__ssa_v0, 64])] = pl.tile.set_validshape(weights_acc_inline104__tile_l0_init_storage, w_rows_inline76__ssa_v0, 64)
                for weights_acc_inline104__tile_l0_ko, (weights_acc_inline104__tile_l0_c,) in pl.range(0, 512, 512, init_values=(weights_acc_inline104__tile_l0_init,)):
                    weights_acc_inline104__tile_l0_a: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline108__tile, 0, weights_acc_inline104__tile_l0_ko, [16, 256], target_memory=pl.Mem.Left)
                    weights_acc_inline104__tile_l0_b: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weights_proj_tile_inline20__tile, weights_acc_inline104__tile_l0_ko, 0, [256, 64], target_memory=pl.Mem.Right)
                    weights_acc_inline104__tile_l0_a_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_9, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline108__tile, 0, weights_acc_inline104__tile_l0_ko + 256, [16, 256], target_memory=pl.Mem.Left)
                    weights_acc_inline104__tile_l0_b_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weights_proj_tile_inline20__tile, weights_acc_inline104__tile_l0_ko + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    if weights_acc_inline104__tile_l0_ko == 0:
                        weights_acc_inline104__tile_l0_c_first: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(weights_acc_inline104__tile_l0_a, weights_acc_inline104__tile_l0_b)
                        weights_acc_inline104__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_acc_inline104__tile_l0_c_first)
                    else:
                        weights_acc_inline104__tile_l0_c_acc: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[w_rows_inline76__ssa_v0, 64])] = pl.tile.matmul_acc(weights_acc_inline104__tile_l0_c, weights_acc_inline104__tile_l0_a, weights_acc_inline104__tile_l0_b)
                        weights_acc_inline104__tile_l0_c_phi: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_acc_inline104__tile_l0_c_acc)
                    if weights_acc_inline104__tile_l0_ko + 256 == 0:
                        weights_acc_inline104__tile_l0_c_first_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(weights_acc_inline104__tile_l0_a_1, weights_acc_inline104__tile_l0_b_1)
                        weights_acc_inline104__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_acc_inline104__tile_l0_c_first_1)
                    else:
                        weights_acc_inline104__tile_l0_c_acc_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[w_rows_inline76__ssa_v0, 64])] = pl.tile.matmul_acc(weights_acc_inline104__tile_l0_c_phi, weights_acc_inline104__tile_l0_a_1, weights_acc_inline104__tile_l0_b_1)
                        weights_acc_inline104__tile_l0_c_phi_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_acc_inline104__tile_l0_c_acc_1)
                    weights_acc_inline104__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[w_rows_inline76__ssa_v0, 64])] = pl.yield_(weights_acc_inline104__tile_l0_c_phi_1)
                weights_acc_inline104__phi_v5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[w_rows_inline76__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_acc_inline104__tile_1)
            else:
                for weights_acc_inline104__tile_l0_ko_1, (weights_acc_inline104__tile_l0_c_1,) in pl.range(0, 512, 512, init_values=(weights_acc_inline104__iter_v1,)):
                    weights_acc_inline104__tile_l0_a_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline108__tile, 0, weights_acc_inline104__tile_l0_ko_1, [16, 256], target_memory=pl.Mem.Left)
                    weights_acc_inline104__tile_l0_b_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weights_proj_tile_inline20__tile, weights_acc_inline104__tile_l0_ko_1, 0, [256, 64], target_memory=pl.Mem.Right)
                    weights_acc_inline104__tile_l0_a_3: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_left_9, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(w_rows_inline76__ssa_v0, pl.const(16, pl.INDEX)), 256], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(x_tile_inline108__tile, 0, weights_acc_inline104__tile_l0_ko_1 + 256, [16, 256], target_memory=pl.Mem.Left)
                    weights_acc_inline104__tile_l0_b_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weights_proj_tile_inline20__tile, weights_acc_inline104__tile_l0_ko_1 + 256, 0, [256, 64], target_memory=pl.Mem.Right)
                    weights_acc_inline104__tile_l0_c_acc_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(weights_acc_inline104__tile_l0_c_1, weights_acc_inline104__tile_l0_a_2, weights_acc_inline104__tile_l0_b_2)
                    weights_acc_inline104__tile_l0_c_acc_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(weights_acc_inline104__tile_l0_c_acc_2, weights_acc_inline104__tile_l0_a_3, weights_acc_inline104__tile_l0_b_3)
                    weights_acc_inline104__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(weights_acc_inline104__tile_l0_c_acc_3)
                weights_acc_inline104__phi_v5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(valid_shape=[w_rows_inline76__ssa_v0, 64], compact=pl.CompactMode.normal)] = pl.yield_(weights_acc_inline104__tile_2)
            weights_acc_inline104__rv_v2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(weights_acc_inline104__phi_v5)
        weights_partial_inline50__tile: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(weights_acc_inline104__rv_v2, [kb_inline69__ssa_v1 * 128 + w_r0_inline102__ssa_v0, 0], weights_partial_inline50__ssa_v0)
        return weights_partial_inline50__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def weights_proj_spmd(self, bs_inline54__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline92__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 524288)], weights_partial_inline50__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[512, 64], pl.FP32]:
        weights_partial_inline50__ssa_v1: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = self.weights_proj(bs_inline54__ssa_v0, x_flat_inline92__ssa_v0, weights_proj__ssa_v0, weights_partial_inline50__ssa_v0)
        return weights_partial_inline50__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def indexer_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], qr__ssa_v0: pl.Tensor[[T_DYN, 1024], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], qr_scale__ssa_v0: pl.Tensor[[T_DYN, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], wq_b__ssa_v0: pl.Tensor[[1024, 8192], pl.INT8, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)], wq_b_scale__ssa_v0: pl.Tensor[[8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], weights_proj__ssa_v0: pl.Tensor[[4096, 64], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)], cos__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], sin__ssa_v0: pl.Tensor[[B_DYN, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)], hadamard__ssa_v0: pl.Tensor[[128, 128], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 32768)], inner_kv__ssa_v0: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], inner_compress_state__ssa_v0: pl.Tensor[[INNER_STATE_BLOCK_NUM_DYN, 2, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)], inner_compress_state_block_table__ssa_v0: pl.Tensor[[B_DYN, 8192], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)], inner_wkv__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 2097152)], inner_wgate__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 2097152)], inner_ape__ssa_v0: pl.Tensor[[4, 256], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 4096)], inner_norm_w__ssa_v0: pl.Tensor[[128], pl.BF16, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 256)], idx_kv_cache__ssa_v0: pl.InOut[pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)]], idx_kv_scale__ssa_v0: pl.InOut[pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)]], idx_block_table__ssa_v0: pl.Tensor[[B_DYN, 256], pl.INT32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)], score__ssa_v0: pl.InOut[pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 0)]], topk_idxs__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 0)]], position_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)], idx_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 0)], inner_state_slot_mapping__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 0)], kv_seq_lens__ssa_v0: pl.Tensor[[B_DYN], pl.INT32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 0)], offset__ssa_v0: pl.Scalar[pl.INT32]) -> tuple[pl.Tensor[[T_DYN, 4096], pl.FP32], pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 128], pl.INT8], pl.Tensor[[IDX_CACHE_BLOCK_NUM_DYN, 32, 1, 1], pl.FP32], pl.Tensor[[T_DYN, 4096], pl.INT32]]:
        late_dep__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
        cos_il__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sin_signed__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        b_dim_inline8__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cos__ssa_v0, 0)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.rope_interleave, cos_il__ssa_v0, sin_signed__ssa_v0, b_dim_inline8__ssa_v0, cos__ssa_v0, sin__ssa_v0, allow_early_resolve=True)
        cos_il__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[0]
        sin_signed__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[1]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[2]
        b_dim_inline74__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx_block_table__ssa_v0, 0)
        bs_inline54__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        bs_heads_inline51__ssa_v0: pl.Scalar[pl.INDEX] = bs_inline54__ssa_v0 * 64
        idx_table_len_inline63__ssa_v0: pl.Scalar[pl.INDEX] = b_dim_inline74__ssa_v0 * 256
        row_blocks_inline57__ssa_v0: pl.Scalar[pl.INDEX] = (bs_inline54__ssa_v0 + 15) // 16
        score_units_inline36__ssa_v0: pl.Scalar[pl.INDEX] = bs_inline54__ssa_v0 * 2
        qr_acc_pad_inline143__ssa_v0: pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4194304)] = pl.tensor.create([128, 8192], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[128, 8192], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.idx_qr_proj_matmul_spmd, bs_inline54__ssa_v0, qr_acc_pad_inline143__ssa_v0, qr__ssa_v0, wq_b__ssa_v0, core_num=row_blocks_inline57__ssa_v0 * 8, allow_early_resolve=True)
        qr_acc_pad_inline143__rv_v2: pl.Tensor[[128, 8192], pl.INT32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 4194304)] = ret__tmp_v0_1[0]
        tid__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        qr_proj_inline38__ssa_v0: pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 0)] = pl.tensor.create([bs_inline54__ssa_v0, 8192], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.idx_qr_proj_dequant_spmd, wq_b_scale__ssa_v0, qr_proj_inline38__ssa_v0, bs_inline54__ssa_v0, qr_acc_pad_inline143__rv_v2, qr_scale__ssa_v0, core_num=8, allow_early_resolve=True)
        qr_proj_inline38__rv_v2: pl.Tensor[[bs_inline54__ssa_v0, 8192], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_2[0]
        tid__ssa_v4: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
        qr_proj_flat_inline64__ssa_v0: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(qr_proj_inline38__rv_v2, [bs_heads_inline51__ssa_v0, 128])
        qr_bf16_inline65__ssa_v0: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_33", pl.const(0, pl.INT64), 0)] = pl.tensor.create([bs_heads_inline51__ssa_v0, 128], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        rope_swap_idx_t_inline43__ssa_v0: pl.Tensor[[32, 64], pl.INT32, pl.MemRef("mem_ddr_34", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([32, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_3: pl.Tuple[pl.Tensor[[32, 64], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.qr_rope_swap_idx, rope_swap_idx_t_inline43__ssa_v0, allow_early_resolve=True)
        rope_swap_idx_t_inline43__ssa_v1: pl.Tensor[[32, 64], pl.INT32, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 8192)] = ret__tmp_v0_3[0]
        tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[1]
        ret__tmp_v0_4: pl.Tuple[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qr_rope_spmd, rope_swap_idx_t_inline43__ssa_v1, cos_il__rv_v2, sin_signed__rv_v2, qr_proj_flat_inline64__ssa_v0, qr_bf16_inline65__ssa_v0, core_num=bs_heads_inline51__ssa_v0 // 32, allow_early_resolve=True)
        qr_bf16_inline65__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.BF16, pl.MemRef("mem_ddr_36", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_4[0]
        tid__ssa_v5: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[1]
        qh_acc_gm_inline119__ssa_v0: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_37", pl.const(0, pl.INT64), 0)] = pl.tensor.create([bs_heads_inline51__ssa_v0, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_5: pl.Tuple[pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qr_hadamard_matmul_spmd, qr_bf16_inline65__ssa_v1, hadamard__ssa_v0, qh_acc_gm_inline119__ssa_v0, core_num=bs_heads_inline51__ssa_v0 // 64, allow_early_resolve=True)
        qh_acc_gm_inline119__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_5[0]
        tid__ssa_v6: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_5[1]
        qr_hadamard_i8_inline82__ssa_v0: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 0)] = pl.tensor.create([bs_heads_inline51__ssa_v0, 128], dtype=pl.INT8, layout=pl.TensorLayout.ND)
        qr_hadamard_scale_dq_inline121__ssa_v0: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 0)] = pl.tensor.create([bs_heads_inline51__ssa_v0, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_6: pl.Tuple[pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32], pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qr_hadamard_quant_spmd, qh_acc_gm_inline119__ssa_v1, qr_hadamard_scale_dq_inline121__ssa_v0, qr_hadamard_i8_inline82__ssa_v0, core_num=bs_heads_inline51__ssa_v0 // 64, allow_early_resolve=True)
        qr_hadamard_scale_dq_inline121__ssa_v1: pl.Tensor[[bs_heads_inline51__ssa_v0, 1], pl.FP32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_6[0]
        qr_hadamard_i8_inline82__rv_v2: pl.Tensor[[bs_heads_inline51__ssa_v0, 128], pl.INT8, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_6[1]
        tid__ssa_v7: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_6[2]
        x_flat_inline92__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 0)] = x__ssa_v0
        weights_inline94__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        weights_partial_inline50__ssa_v0: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_45", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([512, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_7: pl.Tuple[pl.Tensor[[512, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.weights_proj_spmd, bs_inline54__ssa_v0, x_flat_inline92__ssa_v0, weights_proj__ssa_v0, weights_partial_inline50__ssa_v0, deps=[late_dep__ssa_v0], core_num=row_blocks_inline57__ssa_v0 * 4)
        weights_partial_inline50__ssa_v1: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_46", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_7[0]
        _weights_tid_inline98__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_7[1]
        ret__tmp_v0_8: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.weights_proj_reduce_spmd, weights_partial_inline50__ssa_v1, weights_inline94__ssa_v0, core_num=row_blocks_inline57__ssa_v0, allow_early_resolve=True)
        weights_inline94__ssa_v1: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_8[0]
        tid__ssa_v8: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_8[1]
        b_dim_inline411__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(inner_compress_state_block_table__ssa_v0, 0)
        bs_inline396__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        s_dim_inline329__ssa_v0: pl.Scalar[pl.INDEX] = bs_inline396__ssa_v0 // b_dim_inline411__ssa_v0
        t_matmul_inline316__ssa_v0: pl.Scalar[pl.INDEX] = (bs_inline396__ssa_v0 + 15) // 16 * 16
        rms_blocks_inline322__ssa_v0: pl.Scalar[pl.INDEX] = (b_dim_inline411__ssa_v0 + 15) // 16
        x_flat_inline351__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 0)] = x__ssa_v0
        kv_proj_pad_inline327__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_49", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([128, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        score_proj_pad_inline355__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_50", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([128, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        compress_state_block_num_inline323__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(inner_compress_state__ssa_v0, 0)
        idx_block_num_inline320__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx_kv_cache__ssa_v0, 0)
        compress_state_flat_inline314__ssa_v0: pl.Tensor[[compress_state_block_num_inline323__ssa_v0 * pl.const(2, pl.INDEX), 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(inner_compress_state__ssa_v0, [compress_state_block_num_inline323__ssa_v0 * 2, 512])
        kv_flat_inline337__ssa_v0: pl.Tensor[[T_DYN, 128], pl.FP32, pl.MemRef("mem_ddr_51", pl.const(0, pl.INT64), 0)] = inner_kv__ssa_v0
        idx_kv_cache_flat_inline313__ssa_v0: pl.Tensor[[idx_block_num_inline320__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_cache__ssa_v0, [idx_block_num_inline320__ssa_v0 * 32, 128])
        idx_kv_scale_flat_inline394__ssa_v0: pl.Tensor[[idx_block_num_inline320__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_scale__ssa_v0, [idx_block_num_inline320__ssa_v0 * 32, 1])
        ret__tmp_v0_9: pl.Tuple[pl.Tensor[[128, 256], pl.FP32], pl.Tensor[[128, 256], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.kv_score_proj_spmd, bs_inline396__ssa_v0, x_flat_inline351__ssa_v0, inner_wkv__ssa_v0, inner_wgate__ssa_v0, kv_proj_pad_inline327__ssa_v0, score_proj_pad_inline355__ssa_v0, deps=[late_dep__ssa_v0], core_num=t_matmul_inline316__ssa_v0 // 2)
        kv_proj_pad_inline327__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_9[0]
        score_proj_pad_inline355__ssa_v1: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_53", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_9[1]
        _kv_score_tid_inline339__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_9[2]
        pooled_kv_inline357__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_54", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0_10: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scatter_softmax_pool, compress_state_flat_inline314__ssa_v0, pooled_kv_inline357__ssa_v0, b_dim_inline411__ssa_v0, s_dim_inline329__ssa_v0, position_ids__ssa_v0, inner_state_slot_mapping__ssa_v0, kv_proj_pad_inline327__ssa_v1, score_proj_pad_inline355__ssa_v1, inner_ape__ssa_v0, inner_compress_state_block_table__ssa_v0, allow_early_resolve=True)
        pooled_kv_inline357__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 8192)] = ret__tmp_v0_10[0]
        tid__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_10[1]
        normed_kv_inline386__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 128], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        norm_w_2d_inline387__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(inner_norm_w__ssa_v0, [1, 128])
        normed_kv_inline386__ssa_v4: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 4096)] = self.rmsnorm_rope_spmd(b_dim_inline411__ssa_v0, cos_il__rv_v2, sin_signed__rv_v2, pooled_kv_inline357__rv_v2, normed_kv_inline386__ssa_v0, norm_w_2d_inline387__ssa_v0, attrs={"core_num": rms_blocks_inline322__ssa_v0})
        kv_final_inline376__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_58", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        kv_final_inline376__rv_v2: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_59", pl.const(0, pl.INT64), 8192)] = self.kv_hadamard_spmd(normed_kv_inline386__ssa_v4, kv_final_inline376__ssa_v0, hadamard__ssa_v0, attrs={"core_num": rms_blocks_inline322__ssa_v0})
        ret__tmp_v0_11: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.kv_and_cache_write_spmd, b_dim_inline411__ssa_v0, kv_final_inline376__rv_v2, idx_kv_cache_flat_inline313__ssa_v0, kv_flat_inline337__ssa_v0, position_ids__ssa_v0, s_dim_inline329__ssa_v0, idx_slot_mapping__ssa_v0, idx_kv_scale_flat_inline394__ssa_v0, core_num=rms_blocks_inline322__ssa_v0, allow_early_resolve=True)
        tid__ssa_v9: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_11[0]
        idx_block_num_inline117__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx_kv_cache__ssa_v0, 0)
        kv_cache_i8_flat_inline73__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 128], pl.INT8, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_cache__ssa_v0, [idx_block_num_inline117__ssa_v0 * 32, 128])
        kv_scale_flat_inline118__ssa_v0: pl.Tensor[[idx_block_num_inline117__ssa_v0 * pl.const(32, pl.INDEX), 1], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_kv_scale__ssa_v0, [idx_block_num_inline117__ssa_v0 * 32, 1])
        idx_block_table_flat_inline95__ssa_v0: pl.Tensor[[idx_table_len_inline63__ssa_v0], pl.INT32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(idx_block_table__ssa_v0, [idx_table_len_inline63__ssa_v0])
        score_flat_inline122__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_60", pl.const(0, pl.INT64), 0)] = score__ssa_v0
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_61", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        ret__tmp_v0_12: pl.Tuple[pl.Tensor[[T_DYN, 4096], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.score_spmd, kv_seq_lens__ssa_v0, position_ids__ssa_v0, qr_hadamard_i8_inline82__rv_v2, qr_hadamard_scale_dq_inline121__ssa_v1, weights_inline94__ssa_v1, score_flat_inline122__ssa_v0, idx_block_table_flat_inline95__ssa_v0, kv_cache_i8_flat_inline73__ssa_v0, kv_scale_flat_inline118__ssa_v0, gm_pipe_buffer_0, core_num=score_units_inline36__ssa_v0, allow_early_resolve=True)
        score_flat_inline122__rv_v2: pl.Tensor[[T_DYN, 4096], pl.FP32, pl.MemRef("mem_ddr_62", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_12[0]
        tid__ssa_v10: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_12[1]
        topk_idxs_flat_inline140__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.INT32, pl.MemRef("mem_ddr_63", pl.const(0, pl.INT64), 0)] = topk_idxs__ssa_v0
        ret__tmp_v0_13: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.topk_spmd, topk_idxs_flat_inline140__ssa_v0, kv_seq_lens__ssa_v0, position_ids__ssa_v0, offset__ssa_v0, score_flat_inline122__rv_v2, core_num=bs_inline54__ssa_v0, allow_early_resolve=True)
        tid__ssa_v11: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_13[0]
        return score__ssa_v0, idx_kv_cache__ssa_v0, idx_kv_scale__ssa_v0, topk_idxs__ssa_v0