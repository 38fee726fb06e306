# pypto.program: _jit_dspark_proj_test
import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")
proj_rows_inline47__ssa_v0 = pl.dynamic("proj_rows_inline47__ssa_v0")
t_dim_inline53__ssa_v0 = pl.dynamic("t_dim_inline53__ssa_v0")

@pl.program
class _jit_dspark_proj_test:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def dspark_main_proj_aic(t_dim_inline53__ssa_v0: pl.Scalar[pl.INDEX], main_hidden__ssa_v0: pl.Tensor[[T_DYN, 12288], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], main_proj_w__ssa_v0: pl.Tensor[[4096, 12288], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 100663296)], projected_inline45__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_mat_16: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_18: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_19: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        dspark_main_proj_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='dspark_main_proj_c2v_slot_buffer', peer_func='dspark_main_proj_aiv')
        pl.system.aic_initialize_pipe(dspark_main_proj_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        proj_idx_inline49__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t0_inline44__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline49__ssa_v0 // 32 * 16
        n0_inline46__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline49__ssa_v0 % 32 * 128
        proj_rows_inline47__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline53__ssa_v0 - t0_inline44__ssa_v0, 16)
        hidden_k0_inline50__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_19, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 512])] = pl.tile.load(main_hidden__ssa_v0, [t0_inline44__ssa_v0, 0], [16, 512], [proj_rows_inline47__ssa_v0, 512], target_memory=pl.Mem.Mat)
        weight_k0_inline48__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_5, pl.const(163840, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(main_proj_w__ssa_v0, [n0_inline46__ssa_v0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
        weight_k0_inline48__tile_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_5, pl.const(163840, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_k0_inline48__tile)
        proj_acc_inline42__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        proj_acc_inline42__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128])] = pl.tile.set_validshape(proj_acc_inline42__tile_l0_init_storage, proj_rows_inline47__ssa_v0, 128)
        for proj_acc_inline42__tile_l0_ko, (proj_acc_inline42__tile_l0_c,) in pl.range(0, 512, 256, init_values=(proj_acc_inline42__tile_l0_init,)):
            proj_acc_inline42__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_7, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k0_inline50__tile, 0, proj_acc_inline42__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
            proj_acc_inline42__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k0_inline48__tile_t, proj_acc_inline42__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
            proj_acc_inline42__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_9, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k0_inline50__tile, 0, proj_acc_inline42__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
            proj_acc_inline42__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k0_inline48__tile_t, proj_acc_inline42__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
            if proj_acc_inline42__tile_l0_ko == 0:
                proj_acc_inline42__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(proj_acc_inline42__tile_l0_a, proj_acc_inline42__tile_l0_b)
                proj_acc_inline42__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_l0_c_first)
            else:
                proj_acc_inline42__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128])] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c, proj_acc_inline42__tile_l0_a, proj_acc_inline42__tile_l0_b)
                proj_acc_inline42__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_l0_c_acc)
            if proj_acc_inline42__tile_l0_ko + 128 == 0:
                proj_acc_inline42__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(proj_acc_inline42__tile_l0_a_1, proj_acc_inline42__tile_l0_b_1)
                proj_acc_inline42__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_l0_c_first_1)
            else:
                proj_acc_inline42__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128])] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c_phi, proj_acc_inline42__tile_l0_a_1, proj_acc_inline42__tile_l0_b_1)
                proj_acc_inline42__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_l0_c_acc_1)
            proj_acc_inline42__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128])] = pl.yield_(proj_acc_inline42__tile_l0_c_phi_1)
        for k0_inline51__idx_v0, (proj_acc_inline42__iter_v1,) in pl.range(512, 11776, 1024, init_values=(proj_acc_inline42__tile,)):
            hidden_k_inline52__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_16, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 512])] = pl.tile.load(main_hidden__ssa_v0, [t0_inline44__ssa_v0, k0_inline51__idx_v0], [16, 512], [proj_rows_inline47__ssa_v0, 512], target_memory=pl.Mem.Mat)
            weight_k_inline54__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_5, pl.const(163840, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(main_proj_w__ssa_v0, [n0_inline46__ssa_v0, k0_inline51__idx_v0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
            hidden_k_inline52__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_18, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 512])] = pl.tile.load(main_hidden__ssa_v0, [t0_inline44__ssa_v0, k0_inline51__idx_v0 + 512], [16, 512], [proj_rows_inline47__ssa_v0, 512], target_memory=pl.Mem.Mat)
            weight_k_inline54__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_19, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(main_proj_w__ssa_v0, [n0_inline46__ssa_v0, k0_inline51__idx_v0 + 512], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
            weight_k_inline54__tile_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_5, pl.const(163840, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_k_inline54__tile)
            for proj_acc_inline42__tile_l0_ko_1, (proj_acc_inline42__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(proj_acc_inline42__iter_v1,)):
                proj_acc_inline42__tile_l0_a_2: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_7, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k_inline52__tile, 0, proj_acc_inline42__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                proj_acc_inline42__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k_inline54__tile_t, proj_acc_inline42__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                proj_acc_inline42__tile_l0_a_3: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_9, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k_inline52__tile, 0, proj_acc_inline42__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                proj_acc_inline42__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k_inline54__tile_t, proj_acc_inline42__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                proj_acc_inline42__tile_l0_c_acc_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c_1, proj_acc_inline42__tile_l0_a_2, proj_acc_inline42__tile_l0_b_2)
                proj_acc_inline42__tile_l0_c_acc_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c_acc_2, proj_acc_inline42__tile_l0_a_3, proj_acc_inline42__tile_l0_b_3)
                proj_acc_inline42__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_l0_c_acc_3)
            weight_k_inline54__tile_t_1: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_19, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_k_inline54__tile_1)
            for proj_acc_inline42__tile_l0_ko_2, (proj_acc_inline42__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(proj_acc_inline42__tile_1,)):
                proj_acc_inline42__tile_l0_a_4: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_25, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k_inline52__tile_1, 0, proj_acc_inline42__tile_l0_ko_2, [16, 128], target_memory=pl.Mem.Left)
                proj_acc_inline42__tile_l0_b_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k_inline54__tile_t_1, proj_acc_inline42__tile_l0_ko_2, 0, [128, 128], target_memory=pl.Mem.Right)
                proj_acc_inline42__tile_l0_a_5: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k_inline52__tile_1, 0, proj_acc_inline42__tile_l0_ko_2 + 128, [16, 128], target_memory=pl.Mem.Left)
                proj_acc_inline42__tile_l0_b_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k_inline54__tile_t_1, proj_acc_inline42__tile_l0_ko_2 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                proj_acc_inline42__tile_l0_c_acc_4: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c_2, proj_acc_inline42__tile_l0_a_4, proj_acc_inline42__tile_l0_b_4)
                proj_acc_inline42__tile_l0_c_acc_5: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c_acc_4, proj_acc_inline42__tile_l0_a_5, proj_acc_inline42__tile_l0_b_5)
                proj_acc_inline42__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_l0_c_acc_5)
            proj_acc_inline42__rv_v2_main: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_2)
        hidden_k_inline52__tile_2: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_mat_19, pl.const(32768, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 512])] = pl.tile.load(main_hidden__ssa_v0, [t0_inline44__ssa_v0, 11776], [16, 512], [proj_rows_inline47__ssa_v0, 512], target_memory=pl.Mem.Mat)
        weight_k_inline54__tile_2: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_5, pl.const(163840, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(main_proj_w__ssa_v0, [n0_inline46__ssa_v0, 11776], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
        weight_k_inline54__tile_t_2: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_5, pl.const(163840, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(weight_k_inline54__tile_2)
        for proj_acc_inline42__tile_l0_ko_3, (proj_acc_inline42__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(proj_acc_inline42__rv_v2_main,)):
            proj_acc_inline42__tile_l0_a_6: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_7, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k_inline52__tile_2, 0, proj_acc_inline42__tile_l0_ko_3, [16, 128], target_memory=pl.Mem.Left)
            proj_acc_inline42__tile_l0_b_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k_inline54__tile_t_2, proj_acc_inline42__tile_l0_ko_3, 0, [128, 128], target_memory=pl.Mem.Right)
            proj_acc_inline42__tile_l0_a_7: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_9, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(proj_rows_inline47__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(hidden_k_inline52__tile_2, 0, proj_acc_inline42__tile_l0_ko_3 + 128, [16, 128], target_memory=pl.Mem.Left)
            proj_acc_inline42__tile_l0_b_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(weight_k_inline54__tile_t_2, proj_acc_inline42__tile_l0_ko_3 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
            proj_acc_inline42__tile_l0_c_acc_6: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c_3, proj_acc_inline42__tile_l0_a_6, proj_acc_inline42__tile_l0_b_6)
            proj_acc_inline42__tile_l0_c_acc_7: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(proj_acc_inline42__tile_l0_c_acc_6, proj_acc_inline42__tile_l0_a_7, proj_acc_inline42__tile_l0_b_7)
            proj_acc_inline42__tile_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(proj_acc_inline42__tile_l0_c_acc_7)
        proj_acc_inline42__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_6, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128], compact=pl.CompactMode.normal)] = proj_acc_inline42__tile_3
        pl.tile.tpush_to_aiv(proj_acc_inline42__rv_v2, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dspark_main_proj_aiv(t_dim_inline53__ssa_v0: pl.Scalar[pl.INDEX], main_hidden__ssa_v0: pl.Tensor[[T_DYN, 12288], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], main_proj_w__ssa_v0: pl.Tensor[[4096, 12288], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 100663296)], projected_inline45__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        dspark_main_proj_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='dspark_main_proj_c2v_slot_buffer', size=16384, base=0)
        pl.system.aiv_initialize_pipe(dspark_main_proj_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            proj_idx_inline49__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            t0_inline44__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline49__ssa_v0 // 32 * 16
            n0_inline46__ssa_v0: pl.Scalar[pl.INDEX] = proj_idx_inline49__ssa_v0 % 32 * 128
            proj_rows_inline47__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline53__ssa_v0 - t0_inline44__ssa_v0, 16)
            proj_acc_inline42__rv_v2_Vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128])] = pl.tile.tpop_from_aic(split=0)
            proj_bf16_inline41__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128])] = pl.tile.cast(proj_acc_inline42__rv_v2_Vec, target_type=pl.BF16, mode='rint')
            pl.system.tfree_to_aic(proj_acc_inline42__rv_v2_Vec, split=0)
            proj_valid_inline40__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[proj_rows_inline47__ssa_v0, 128])] = pl.tile.set_validshape(proj_bf16_inline41__tile, proj_rows_inline47__ssa_v0, 128)
            projected_inline45__tile: pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(proj_valid_inline40__tile, [t0_inline44__ssa_v0, n0_inline46__ssa_v0], projected_inline45__ssa_v0)
            return projected_inline45__ssa_v0
        else:
            proj_idx_inline49__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            t0_inline44__ssa_v0_1: pl.Scalar[pl.INDEX] = proj_idx_inline49__ssa_v0_1 // 32 * 16
            n0_inline46__ssa_v0_1: pl.Scalar[pl.INDEX] = proj_idx_inline49__ssa_v0_1 % 32 * 128
            proj_rows_inline47__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline53__ssa_v0 - t0_inline44__ssa_v0_1, 16)
            proj_acc_inline42__rv_v2_Vec_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            proj_bf16_inline41__tile_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(proj_acc_inline42__rv_v2_Vec_1, target_type=pl.BF16, mode='rint')
            pl.system.tfree_to_aic(proj_acc_inline42__rv_v2_Vec_1, split=0)
            proj_valid_inline40__tile_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.set_validshape(proj_bf16_inline41__tile_1, 0, 0)
            projected_inline45__tile_1: pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = projected_inline45__ssa_v0
            return projected_inline45__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def dspark_main_proj(t_dim_inline53__ssa_v0: pl.Scalar[pl.INDEX], main_hidden__ssa_v0: pl.Tensor[[T_DYN, 12288], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], main_proj_w__ssa_v0: pl.Tensor[[4096, 12288], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 100663296)], projected_inline45__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16]:
        self.dspark_main_proj_aic(t_dim_inline53__ssa_v0, main_hidden__ssa_v0, main_proj_w__ssa_v0, projected_inline45__ssa_v0, __gm_pipe_buffer)
        self.dspark_main_proj_aiv(t_dim_inline53__ssa_v0, main_hidden__ssa_v0, main_proj_w__ssa_v0, projected_inline45__ssa_v0, __gm_pipe_buffer)
        return projected_inline45__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def dspark_main_proj_spmd(self, t_dim_inline53__ssa_v0: pl.Scalar[pl.INDEX], main_hidden__ssa_v0: pl.Tensor[[T_DYN, 12288], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], main_proj_w__ssa_v0: pl.Tensor[[4096, 12288], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 100663296)], projected_inline45__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16]:
        projected_inline45__ssa_v1: pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = self.dspark_main_proj(t_dim_inline53__ssa_v0, main_hidden__ssa_v0, main_proj_w__ssa_v0, projected_inline45__ssa_v0, __gm_pipe_buffer)
        return projected_inline45__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rms_norm(t_dim_inline91__ssa_v0: pl.Scalar[pl.INDEX], projected_inline45__ssa_v1: pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], main_x__ssa_v0: pl.InOut[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], main_norm_w__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]) -> tuple[pl.Tensor[[T_DYN, 4096], pl.BF16], pl.Tensor[[T_DYN, 4096], pl.BF16]]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_39: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        tg_idx_inline84__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tg_inline83__ssa_v0: pl.Scalar[pl.INDEX] = tg_idx_inline84__ssa_v0 * 8
        valid_rows_inline81__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline91__ssa_v0 - tg_inline83__ssa_v0, 8)
        if valid_rows_inline81__ssa_v0 == 8:
            t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline4_inline89__ssa_v0: pl.Scalar[pl.INDEX] = t__tmp_v0 * 8
            x_sq_sum_inline13_inline82__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
            for rms_db_inline5_inline103__idx_v0, (x_sq_sum_inline13_inline82__iter_v1,) in pl.range(0, 32, 2, init_values=(x_sq_sum_inline13_inline82__tile,)):
                rms_d0_inline7_inline78__ssa_v0: pl.Scalar[pl.INDEX] = rms_db_inline5_inline103__idx_v0 * 128
                rms_d0_inline7_inline78__ssa_v0_1: pl.Scalar[pl.INDEX] = (rms_db_inline5_inline103__idx_v0 + 1) * 128
                rms_x_input_inline8_inline80__tile: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline4_inline89__ssa_v0, rms_d0_inline7_inline78__ssa_v0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                rms_x_input_inline8_inline80__tile_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline4_inline89__ssa_v0, rms_d0_inline7_inline78__ssa_v0_1], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                rms_x_chunk_inline9_inline76__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(rms_x_input_inline8_inline80__tile, target_type=pl.FP32, mode='round')
                rms_x_sq_inline10_inline74__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(rms_x_chunk_inline9_inline76__tile, rms_x_chunk_inline9_inline76__tile)
                tmp_tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(rms_x_sq_inline10_inline74__tile, tmp_tile)
                rms_x_row_sum_inline14_inline94__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 8])
                x_sq_sum_inline13_inline82__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline13_inline82__iter_v1, rms_x_row_sum_inline14_inline94__tile)
                rms_x_chunk_inline9_inline76__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(rms_x_input_inline8_inline80__tile_1, target_type=pl.FP32, mode='round')
                rms_x_sq_inline10_inline74__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(rms_x_chunk_inline9_inline76__tile_1, rms_x_chunk_inline9_inline76__tile_1)
                tmp_tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_sum(rms_x_sq_inline10_inline74__tile_1, tmp_tile_1)
                rms_x_row_sum_inline14_inline94__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 8])
                x_sq_sum_inline13_inline82__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline13_inline82__tile_1, rms_x_row_sum_inline14_inline94__tile_1)
                x_sq_sum_inline13_inline82__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.yield_(x_sq_sum_inline13_inline82__tile_2)
            t__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(x_sq_sum_inline13_inline82__rv_v2, 0.000244140625)
            t__tile_3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(t__tile_2, 9.9999999999999995e-07)
            rsqrt_tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            x_inv_rms_inline15_inline92__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.rsqrt(t__tile_3, rsqrt_tmp)
            x_inv_rms_t_inline11_inline86__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(x_inv_rms_inline15_inline92__tile, [8, 1])
            for apply_db_inline16_inline98__idx_v0, (main_x__iter_v1,) in pl.range(0, 32, 2, init_values=(main_x__ssa_v0,)):
                apply_d0_inline6_inline93__ssa_v0: pl.Scalar[pl.INDEX] = apply_db_inline16_inline98__idx_v0 * 128
                apply_d0_inline6_inline93__ssa_v0_1: pl.Scalar[pl.INDEX] = (apply_db_inline16_inline98__idx_v0 + 1) * 128
                apply_x_input_inline17_inline99__tile: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline4_inline89__ssa_v0, apply_d0_inline6_inline93__ssa_v0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline2_inline101__tile: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(main_norm_w__ssa_v0, [apply_d0_inline6_inline93__ssa_v0], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_input_inline17_inline99__tile_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline4_inline89__ssa_v0, apply_d0_inline6_inline93__ssa_v0_1], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline2_inline101__tile_1: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(main_norm_w__ssa_v0, [apply_d0_inline6_inline93__ssa_v0_1], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_chunk_inline3_inline95__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(apply_x_input_inline17_inline99__tile, target_type=pl.FP32, mode='round')
                t__tile_4: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline2_inline101__tile
                norm_w_chunk_inline12_inline102__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_4, target_type=pl.FP32, mode='round')
                x_scaled_inline1_inline104__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(apply_x_chunk_inline3_inline95__tile, x_inv_rms_t_inline11_inline86__tile)
                x_normed_chunk_inline0_inline100__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(x_scaled_inline1_inline104__tile, norm_w_chunk_inline12_inline102__tile)
                t__tile_5: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(x_normed_chunk_inline0_inline100__tile, target_type=pl.BF16, mode='rint')
                main_x__tile: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_5, [tg_inline4_inline89__ssa_v0, apply_d0_inline6_inline93__ssa_v0], main_x__iter_v1)
                apply_x_chunk_inline3_inline95__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(apply_x_input_inline17_inline99__tile_1, target_type=pl.FP32, mode='round')
                t__tile_6: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline2_inline101__tile_1
                norm_w_chunk_inline12_inline102__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_6, target_type=pl.FP32, mode='round')
                x_scaled_inline1_inline104__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(apply_x_chunk_inline3_inline95__tile_1, x_inv_rms_t_inline11_inline86__tile)
                x_normed_chunk_inline0_inline100__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(x_scaled_inline1_inline104__tile_1, norm_w_chunk_inline12_inline102__tile_1)
                t__tile_7: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(x_normed_chunk_inline0_inline100__tile_1, target_type=pl.BF16, mode='rint')
                main_x__tile_1: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_7, [tg_inline4_inline89__ssa_v0, apply_d0_inline6_inline93__ssa_v0_1], main_x__tile)
                main_x__rv_v2: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 0)] = pl.yield_(main_x__tile_1)
            main_x__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_67", pl.const(0, pl.INT64), 0)] = pl.yield_(main_x__rv_v2)
        else:
            t__tmp_v6: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline25_inline105__ssa_v0: pl.Scalar[pl.INDEX] = t__tmp_v6 * 8
            t__tmp_v7: pl.Scalar[pl.INDEX] = pl.tensor.dim(projected_inline45__ssa_v1, 0)
            valid_rows_inline30_inline97__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t__tmp_v7 - tg_inline25_inline105__ssa_v0, 8)
            row_reduce_tmp_inline27_inline96__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            x_sq_sum_inline32_inline106__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
            for rms_db_inline28_inline77__idx_v0, (x_sq_sum_inline32_inline106__iter_v1,) in pl.range(0, 32, 2, init_values=(x_sq_sum_inline32_inline106__ssa_v0,)):
                rms_d0_inline38_inline73__ssa_v0: pl.Scalar[pl.INDEX] = rms_db_inline28_inline77__idx_v0 * 128
                rms_d0_inline38_inline73__ssa_v0_1: pl.Scalar[pl.INDEX] = (rms_db_inline28_inline77__idx_v0 + 1) * 128
                rms_x_input_inline35_inline75__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline25_inline105__ssa_v0, rms_d0_inline38_inline73__ssa_v0], [8, 128], [valid_rows_inline30_inline97__ssa_v0, 128], target_memory=pl.Mem.Vec)
                rms_x_input_inline35_inline75__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline25_inline105__ssa_v0, rms_d0_inline38_inline73__ssa_v0_1], [8, 128], [valid_rows_inline30_inline97__ssa_v0, 128], target_memory=pl.Mem.Vec)
                rms_x_chunk_inline31_inline72__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.cast(rms_x_input_inline35_inline75__ssa_v0, target_type=pl.FP32, mode='round')
                rms_x_sq_inline26_inline71__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.mul(rms_x_chunk_inline31_inline72__ssa_v0, rms_x_chunk_inline31_inline72__ssa_v0)
                t__tmp_v8: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 1])] = pl.tile.row_sum(rms_x_sq_inline26_inline71__ssa_v0, row_reduce_tmp_inline27_inline96__ssa_v0)
                rms_x_row_sum_inline33_inline70__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_rows_inline30_inline97__ssa_v0])] = pl.tile.reshape(t__tmp_v8, [1, 8])
                x_sq_sum_inline32_inline106__ssa_v3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline32_inline106__iter_v1, rms_x_row_sum_inline33_inline70__ssa_v0)
                rms_x_chunk_inline31_inline72__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.cast(rms_x_input_inline35_inline75__ssa_v0_1, target_type=pl.FP32, mode='round')
                rms_x_sq_inline26_inline71__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.mul(rms_x_chunk_inline31_inline72__ssa_v0_1, rms_x_chunk_inline31_inline72__ssa_v0_1)
                t__tmp_v8_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 1])] = pl.tile.row_sum(rms_x_sq_inline26_inline71__ssa_v0_1, row_reduce_tmp_inline27_inline96__ssa_v0)
                rms_x_row_sum_inline33_inline70__ssa_v0_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_rows_inline30_inline97__ssa_v0])] = pl.tile.reshape(t__tmp_v8_1, [1, 8])
                x_sq_sum_inline32_inline106__ssa_v3_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline32_inline106__ssa_v3, rms_x_row_sum_inline33_inline70__ssa_v0_1)
                x_sq_sum_inline32_inline106__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(x_sq_sum_inline32_inline106__ssa_v3_1)
            t__tmp_v9: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(x_sq_sum_inline32_inline106__rv_v2, 0.000244140625)
            t__tmp_v10: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(t__tmp_v9, 9.9999999999999995e-07)
            t__tmp_v11: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sqrt(t__tmp_v10)
            x_inv_rms_inline36_inline69__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.recip(t__tmp_v11)
            x_inv_rms_t_inline39_inline68__ssa_v0: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(x_inv_rms_inline36_inline69__ssa_v0, [8, 1])
            for apply_db_inline37_inline67__idx_v0 in pl.range(0, 32, 2):
                apply_d0_inline29_inline66__ssa_v0: pl.Scalar[pl.INDEX] = apply_db_inline37_inline67__idx_v0 * 128
                apply_d0_inline29_inline66__ssa_v0_1: pl.Scalar[pl.INDEX] = (apply_db_inline37_inline67__idx_v0 + 1) * 128
                apply_x_input_inline24_inline65__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline25_inline105__ssa_v0, apply_d0_inline29_inline66__ssa_v0], [8, 128], [valid_rows_inline30_inline97__ssa_v0, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline23_inline90__ssa_v0: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(main_norm_w__ssa_v0, [apply_d0_inline29_inline66__ssa_v0], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_input_inline24_inline65__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.load(projected_inline45__ssa_v1, [tg_inline25_inline105__ssa_v0, apply_d0_inline29_inline66__ssa_v0_1], [8, 128], [valid_rows_inline30_inline97__ssa_v0, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline23_inline90__ssa_v0_1: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(main_norm_w__ssa_v0, [apply_d0_inline29_inline66__ssa_v0_1], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_chunk_inline22_inline64__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.cast(apply_x_input_inline24_inline65__ssa_v0, target_type=pl.FP32, mode='round')
                t__tmp_v12: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline23_inline90__ssa_v0
                norm_w_chunk_inline21_inline79__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tmp_v12, target_type=pl.FP32, mode='round')
                x_scaled_inline20_inline63__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.row_expand_mul(apply_x_chunk_inline22_inline64__ssa_v0, x_inv_rms_t_inline39_inline68__ssa_v0)
                x_normed_chunk_inline19_inline62__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.col_expand_mul(x_scaled_inline20_inline63__ssa_v0, norm_w_chunk_inline21_inline79__ssa_v0)
                x_normed_bf16_inline18_inline88__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.cast(x_normed_chunk_inline19_inline62__ssa_v0, target_type=pl.BF16, mode='rint')
                x_normed_valid_inline34_inline61__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.set_validshape(x_normed_bf16_inline18_inline88__ssa_v0, valid_rows_inline30_inline97__ssa_v0, 128)
                main_x__store: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(x_normed_valid_inline34_inline61__ssa_v0, [tg_inline25_inline105__ssa_v0, apply_d0_inline29_inline66__ssa_v0], main_x__ssa_v0)
                apply_x_chunk_inline22_inline64__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.cast(apply_x_input_inline24_inline65__ssa_v0_1, target_type=pl.FP32, mode='round')
                t__tmp_v12_1: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline23_inline90__ssa_v0_1
                norm_w_chunk_inline21_inline79__ssa_v0_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tmp_v12_1, target_type=pl.FP32, mode='round')
                x_scaled_inline20_inline63__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.row_expand_mul(apply_x_chunk_inline22_inline64__ssa_v0_1, x_inv_rms_t_inline39_inline68__ssa_v0)
                x_normed_chunk_inline19_inline62__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.col_expand_mul(x_scaled_inline20_inline63__ssa_v0_1, norm_w_chunk_inline21_inline79__ssa_v0_1)
                x_normed_bf16_inline18_inline88__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.cast(x_normed_chunk_inline19_inline62__ssa_v0_1, target_type=pl.BF16, mode='rint')
                x_normed_valid_inline34_inline61__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline30_inline97__ssa_v0, 128])] = pl.tile.set_validshape(x_normed_bf16_inline18_inline88__ssa_v0_1, valid_rows_inline30_inline97__ssa_v0, 128)
                main_x__store_1: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(x_normed_valid_inline34_inline61__ssa_v0_1, [tg_inline25_inline105__ssa_v0, apply_d0_inline29_inline66__ssa_v0_1], main_x__ssa_v0)
            main_x__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_67", pl.const(0, pl.INT64), 0)] = pl.yield_(main_x__ssa_v0)
        return main_x__phi_v4, main_x__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def rms_norm_spmd(self, t_dim_inline91__ssa_v0: pl.Scalar[pl.INDEX], projected_inline45__ssa_v1: pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], main_x__ssa_v0: pl.InOut[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], main_norm_w__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[T_DYN, 4096], pl.BF16]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[T_DYN, 4096], pl.BF16], pl.Tensor[[T_DYN, 4096], pl.BF16]] = self.rms_norm(t_dim_inline91__ssa_v0, projected_inline45__ssa_v1, main_x__ssa_v0, main_norm_w__ssa_v0)
        main_x__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        main_x__ssa_v1: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        return main_x__phi_v4
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def dspark_proj_test(self, main_hidden__ssa_v0: pl.Tensor[[T_DYN, 12288], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], main_proj_w__ssa_v0: pl.Tensor[[4096, 12288], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 100663296)], main_norm_w__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], main_x__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]]):
        t_dim_inline53__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(main_hidden__ssa_v0, 0)
        t_matmul_inline43__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline53__ssa_v0 + 15) // 16 * 16
        projected_inline45__ssa_v0: pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_dim_inline53__ssa_v0, 4096], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.dspark_main_proj_spmd, t_dim_inline53__ssa_v0, main_hidden__ssa_v0, main_proj_w__ssa_v0, projected_inline45__ssa_v0, gm_pipe_buffer_0, core_num=t_matmul_inline43__ssa_v0 // 16 * 32, allow_early_resolve=True)
        projected_inline45__ssa_v1: pl.Tensor[[t_dim_inline53__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        t_dim_inline91__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(projected_inline45__ssa_v1, 0)
        token_tiles_inline87__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline91__ssa_v0 + 7) // 8
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[T_DYN, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.rms_norm_spmd, t_dim_inline91__ssa_v0, projected_inline45__ssa_v1, main_x__ssa_v0, main_norm_w__ssa_v0, core_num=token_tiles_inline87__ssa_v0, allow_early_resolve=True)
        main_x__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = ret__tmp_v0_1[0]
        rms_tid_inline85__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        return main_x__phi_v4