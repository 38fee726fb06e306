# pypto.program: _jit_hc_head_test
import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_hc_head_test:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def hc_head_linear(x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], hc_head_fn__ssa_v0: pl.Tensor[[4, 16384], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], mixes_raw_inline16__ssa_v0: pl.InOut[pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        task_inline15__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t0_inline31__ssa_v1: pl.Scalar[pl.INDEX] = task_inline15__ssa_v0 // 16 * 16
        k_base_inline38__ssa_v1: pl.Scalar[pl.INDEX] = task_inline15__ssa_v0 % 16 * 1024
        acc_full_inline13__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline63__idx_v0, (acc_full_inline13__iter_v1,) in pl.range(0, 4, 2, init_values=(acc_full_inline13__tile,)):
            k0_inline47__ssa_v1: pl.Scalar[pl.INDEX] = k_base_inline38__ssa_v1 + kb_inline63__idx_v0 * 256
            k0_inline47__ssa_v1_1: pl.Scalar[pl.INDEX] = k_base_inline38__ssa_v1 + (kb_inline63__idx_v0 + 1) * 256
            x_lin_full_inline37__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v1, k0_inline47__ssa_v1], [16, 256], [16, 256], target_memory=pl.Mem.Mat)
            w_full_inline12__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[4, 256])] = pl.tile.load(hc_head_fn__ssa_v0, [0, k0_inline47__ssa_v1], [16, 256], [4, 256], target_memory=pl.Mem.Mat)
            x_lin_full_inline37__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v1, k0_inline47__ssa_v1_1], [16, 256], [16, 256], target_memory=pl.Mem.Mat)
            w_full_inline12__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_7, pl.const(49152, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[4, 256])] = pl.tile.load(hc_head_fn__ssa_v0, [0, k0_inline47__ssa_v1_1], [16, 256], [4, 256], target_memory=pl.Mem.Mat)
            if kb_inline63__idx_v0 == 0:
                w_full_inline12__tile_t: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_full_inline12__tile)
                x_lin_full_inline37__tile_Left: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(x_lin_full_inline37__tile, target_memory=pl.Mem.Left)
                w_full_inline12__tile_t_Right: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_full_inline12__tile_t, target_memory=pl.Mem.Right)
                acc_full_inline13__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[16, 4])] = pl.tile.matmul(x_lin_full_inline37__tile_Left, w_full_inline12__tile_t_Right)
                acc_full_inline13__phi_v5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[16, 4])] = pl.yield_(acc_full_inline13__tile_1)
            else:
                w_full_inline12__tile_t_1: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_full_inline12__tile)
                x_lin_full_inline37__tile_Left_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(x_lin_full_inline37__tile, target_memory=pl.Mem.Left)
                w_full_inline12__tile_t_Right_1: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_full_inline12__tile_t_1, target_memory=pl.Mem.Right)
                acc_full_inline13__tile_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(acc_full_inline13__iter_v1, x_lin_full_inline37__tile_Left_1, w_full_inline12__tile_t_Right_1)
                acc_full_inline13__phi_v5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[16, 4])] = pl.yield_(acc_full_inline13__tile_2)
            if kb_inline63__idx_v0 + 1 == 0:
                w_full_inline12__tile_t_2: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_7, pl.const(49152, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_full_inline12__tile_1)
                x_lin_full_inline37__tile_Left_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(x_lin_full_inline37__tile_1, target_memory=pl.Mem.Left)
                w_full_inline12__tile_t_Right_2: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_full_inline12__tile_t_2, target_memory=pl.Mem.Right)
                acc_full_inline13__tile_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[16, 4])] = pl.tile.matmul(x_lin_full_inline37__tile_Left_2, w_full_inline12__tile_t_Right_2)
                acc_full_inline13__phi_v5_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[16, 4])] = pl.yield_(acc_full_inline13__tile_3)
            else:
                w_full_inline12__tile_t_3: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_7, pl.const(49152, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_full_inline12__tile_1)
                x_lin_full_inline37__tile_Left_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(x_lin_full_inline37__tile_1, target_memory=pl.Mem.Left)
                w_full_inline12__tile_t_Right_3: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_full_inline12__tile_t_3, target_memory=pl.Mem.Right)
                acc_full_inline13__tile_4: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(acc_full_inline13__phi_v5, x_lin_full_inline37__tile_Left_3, w_full_inline12__tile_t_Right_3)
                acc_full_inline13__phi_v5_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[16, 4])] = pl.yield_(acc_full_inline13__tile_4)
            acc_full_inline13__rv_v2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(acc_full_inline13__phi_v5_1)
        mixes_raw_inline16__tile: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(acc_full_inline13__rv_v2, [t0_inline31__ssa_v1, 0], mixes_raw_inline16__ssa_v0, atomic=pl.AtomicType.Add)
        return mixes_raw_inline16__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hc_head_linear_spmd(self, x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], hc_head_fn__ssa_v0: pl.Tensor[[4, 16384], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], mixes_raw_inline16__ssa_v0: pl.InOut[pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32]:
        mixes_raw_inline16__ssa_v1: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.hc_head_linear(x_flat_inline42__ssa_v0, hc_head_fn__ssa_v0, mixes_raw_inline16__ssa_v0)
        return mixes_raw_inline16__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def hc_head_linear_tail(t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX], linear_full_rows_inline28__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], hc_head_fn__ssa_v0: pl.Tensor[[4, 16384], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], mixes_raw_inline16__phi_v2: pl.InOut[pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        tail_task_inline20__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        k_base_inline38__ssa_v3: pl.Scalar[pl.INDEX] = tail_task_inline20__ssa_v0 * 1024
        tail_rows_inline11__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline9__ssa_v0 - linear_full_rows_inline28__ssa_v0
        acc_tail_inline8__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline7__idx_v0, (acc_tail_inline8__iter_v1,) in pl.range(0, 4, 2, init_values=(acc_tail_inline8__tile,)):
            k0_inline47__ssa_v2: pl.Scalar[pl.INDEX] = k_base_inline38__ssa_v3 + kb_inline7__idx_v0 * 256
            k0_inline47__ssa_v2_1: pl.Scalar[pl.INDEX] = k_base_inline38__ssa_v3 + (kb_inline7__idx_v0 + 1) * 256
            x_lin_tail_inline40__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 256])] = pl.tile.load(x_flat_inline42__ssa_v0, [linear_full_rows_inline28__ssa_v0, k0_inline47__ssa_v2], [16, 256], [tail_rows_inline11__ssa_v0, 256], target_memory=pl.Mem.Mat)
            w_tail_inline27__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[4, 256])] = pl.tile.load(hc_head_fn__ssa_v0, [0, k0_inline47__ssa_v2], [16, 256], [4, 256], target_memory=pl.Mem.Mat)
            x_lin_tail_inline40__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_6, pl.const(32768, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 256])] = pl.tile.load(x_flat_inline42__ssa_v0, [linear_full_rows_inline28__ssa_v0, k0_inline47__ssa_v2_1], [16, 256], [tail_rows_inline11__ssa_v0, 256], target_memory=pl.Mem.Mat)
            w_tail_inline27__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_mat_7, pl.const(49152, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[4, 256])] = pl.tile.load(hc_head_fn__ssa_v0, [0, k0_inline47__ssa_v2_1], [16, 256], [4, 256], target_memory=pl.Mem.Mat)
            if kb_inline7__idx_v0 == 0:
                w_tail_inline27__tile_t: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_tail_inline27__tile)
                x_lin_tail_inline40__tile_Left: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 256])] = pl.tile.move(x_lin_tail_inline40__tile, target_memory=pl.Mem.Left)
                w_tail_inline27__tile_t_Right: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_tail_inline27__tile_t, target_memory=pl.Mem.Right)
                acc_tail_inline8__tile_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 4], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_lin_tail_inline40__tile_Left, w_tail_inline27__tile_t_Right)
                acc_tail_inline8__phi_v5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 4], compact=pl.CompactMode.normal)] = pl.yield_(acc_tail_inline8__tile_1)
            else:
                w_tail_inline27__tile_t_1: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_tail_inline27__tile)
                x_lin_tail_inline40__tile_Left_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 256])] = pl.tile.move(x_lin_tail_inline40__tile, target_memory=pl.Mem.Left)
                w_tail_inline27__tile_t_Right_1: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_9, pl.const(16384, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_tail_inline27__tile_t_1, target_memory=pl.Mem.Right)
                acc_tail_inline8__tile_2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(acc_tail_inline8__iter_v1, x_lin_tail_inline40__tile_Left_1, w_tail_inline27__tile_t_Right_1)
                acc_tail_inline8__phi_v5: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 4], compact=pl.CompactMode.normal)] = pl.yield_(acc_tail_inline8__tile_2)
            if kb_inline7__idx_v0 + 1 == 0:
                w_tail_inline27__tile_t_2: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_7, pl.const(49152, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_tail_inline27__tile_1)
                x_lin_tail_inline40__tile_Left_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 256])] = pl.tile.move(x_lin_tail_inline40__tile_1, target_memory=pl.Mem.Left)
                w_tail_inline27__tile_t_Right_2: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_tail_inline27__tile_t_2, target_memory=pl.Mem.Right)
                acc_tail_inline8__tile_3: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 4], compact=pl.CompactMode.normal)] = pl.tile.matmul(x_lin_tail_inline40__tile_Left_2, w_tail_inline27__tile_t_Right_2)
                acc_tail_inline8__phi_v5_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 4], compact=pl.CompactMode.normal)] = pl.yield_(acc_tail_inline8__tile_3)
            else:
                w_tail_inline27__tile_t_3: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_mat_7, pl.const(49152, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(valid_shape=[256, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w_tail_inline27__tile_1)
                x_lin_tail_inline40__tile_Left_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 256])] = pl.tile.move(x_lin_tail_inline40__tile_1, target_memory=pl.Mem.Left)
                w_tail_inline27__tile_t_Right_3: pl.Tile[[256, 16], pl.FP32, pl.MemRef(mem_right_15, pl.const(0, pl.INT64), 16384), pl.Mem.Right, pl.TileView(valid_shape=[256, 4])] = pl.tile.move(w_tail_inline27__tile_t_3, target_memory=pl.Mem.Right)
                acc_tail_inline8__tile_4: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul_acc(acc_tail_inline8__phi_v5, x_lin_tail_inline40__tile_Left_3, w_tail_inline27__tile_t_Right_3)
                acc_tail_inline8__phi_v5_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(valid_shape=[tail_rows_inline11__ssa_v0, 4], compact=pl.CompactMode.normal)] = pl.yield_(acc_tail_inline8__tile_4)
            acc_tail_inline8__rv_v2: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.yield_(acc_tail_inline8__phi_v5_1)
        mixes_raw_inline16__tile: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = pl.tile.store(acc_tail_inline8__rv_v2, [linear_full_rows_inline28__ssa_v0, 0], mixes_raw_inline16__phi_v2, atomic=pl.AtomicType.Add)
        return mixes_raw_inline16__phi_v2
    @pl.function(type=pl.FunctionType.Spmd)
    def hc_head_linear_tail_spmd(self, t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX], linear_full_rows_inline28__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], hc_head_fn__ssa_v0: pl.Tensor[[4, 16384], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], mixes_raw_inline16__phi_v2: pl.InOut[pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32]:
        mixes_raw_inline16__ssa_v3: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = self.hc_head_linear_tail(t_dim_inline9__ssa_v0, linear_full_rows_inline28__ssa_v0, x_flat_inline42__ssa_v0, hc_head_fn__ssa_v0, mixes_raw_inline16__phi_v2)
        return mixes_raw_inline16__phi_v2
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hc_head_reduce(t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX], hc_head_scale__ssa_v0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], hc_head_base__ssa_v0: pl.Tensor[[4], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], sq_part_inline30__ssa_v1: pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], mixes_raw_inline16__phi_v4: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], y_flat_inline29__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16]:
        mem_vec_27: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_29: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_30: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_31: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        blk_inline14__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t0_inline31__ssa_v3: pl.Scalar[pl.INDEX] = blk_inline14__ssa_v0 // 8 * 8
        d_base_inline51__ssa_v0: pl.Scalar[pl.INDEX] = blk_inline14__ssa_v0 % 8 * 512
        valid_rows_inline35__ssa_v1: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline9__ssa_v0 - t0_inline31__ssa_v3, 8)
        scale_inline56__tile: pl.Scalar[pl.FP32] = pl.tensor.read(hc_head_scale__ssa_v0, [0])
        t__tile: pl.Tile[[8], pl.FP32, pl.MemRef(mem_vec_31, pl.const(49408, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[4])] = pl.tile.load(hc_head_base__ssa_v0, [0], [8], [4], target_memory=pl.Mem.Vec)
        base_inline10__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_31, pl.const(49408, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 4])] = pl.tile.reshape(t__tile, [1, 8])
        t__tile_1: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(sq_part_inline30__ssa_v1, [0, t0_inline31__ssa_v3], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
        ssq_slab_inline43__tile: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 512), pl.Mem.Vec] = pl.tile.set_validshape(t__tile_1, 16, 8)
        transpose_tmp: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__tile_2: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.transpose(ssq_slab_inline43__tile, 0, 1, transpose_tmp)
        tmp_tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ssq_inline44__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_sum(t__tile_2, tmp_tile)
        t__rm_a0_tmp_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(ssq_inline44__tile, [1, 8])
        t__row_major_tmp_v1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__rm_a0_tmp_v0, 6.103515625e-05)
        t__tile_3: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v1, [8, 1])
        t__rm_a0_tmp_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 8])
        t__row_major_tmp_v3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(t__rm_a0_tmp_v2, 9.9999999999999995e-07)
        t__tile_4: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v3, [8, 1])
        rsqrt_tmp: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        inv_row_inline48__rm_a0_tmp_v4: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 8])
        inv_row_inline48__rm_a1_tmp_v5: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(rsqrt_tmp, [1, 8])
        inv_row_inline48__row_major_tmp_v6: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.rsqrt(inv_row_inline48__rm_a0_tmp_v4, inv_row_inline48__rm_a1_tmp_v5)
        inv_row_inline48__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(inv_row_inline48__row_major_tmp_v6, [8, 1])
        inv_col_inline46__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 32), pl.Mem.Vec] = inv_row_inline48__tile
        mix_inline50__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(mixes_raw_inline16__phi_v4, [t0_inline31__ssa_v3, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        t__tile_5: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(mix_inline50__tile, inv_col_inline46__tile)
        scaled_inline52__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__tile_5, scale_inline56__tile)
        t__tile_6: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand(scaled_inline52__tile, base_inline10__tile)
        logits_inline53__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(scaled_inline52__tile, t__tile_6)
        t__tile_7: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.neg(logits_inline53__tile)
        t__tile_8: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(t__tile_7)
        t__tile_9: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(t__tile_8, 1.0)
        t__tile_10: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.recip(t__tile_9)
        pre_val_inline54__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(t__tile_10, 9.9999999999999995e-07)
        pre_val_v1_inline57__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 256), pl.Mem.Vec] = pl.tile.set_validshape(pre_val_inline54__tile, 8, 8)
        transpose_tmp_1: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        pre_tile_t_inline55__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_27, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.transpose(pre_val_v1_inline57__tile, 0, 1, transpose_tmp_1)
        t__tile_11: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_27, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.slice(pre_tile_t_inline55__tile, [1, 8], [0, 0])
        pre0_inline64__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_11, [8, 1])
        t__tile_12: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_27, pl.const(32, pl.INT64), 32), pl.Mem.Vec] = pl.tile.slice(pre_tile_t_inline55__tile, [1, 8], [1, 0])
        pre1_inline24__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(32, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_12, [8, 1])
        t__tile_13: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_27, pl.const(64, pl.INT64), 32), pl.Mem.Vec] = pl.tile.slice(pre_tile_t_inline55__tile, [1, 8], [2, 0])
        pre2_inline58__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(64, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_13, [8, 1])
        t__tile_14: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_27, pl.const(96, pl.INT64), 32), pl.Mem.Vec] = pl.tile.slice(pre_tile_t_inline55__tile, [1, 8], [3, 0])
        pre3_inline18__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_27, pl.const(96, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_14, [8, 1])
        d0_inline60__ssa_v0: pl.Scalar[pl.INDEX] = d_base_inline51__ssa_v0
        if valid_rows_inline35__ssa_v1 == 8:
            x_h0_full_inline33__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            x_h1_full_inline65__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0 + 4096], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            x_h2_full_inline45__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0 + 8192], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            x_h3_full_inline21__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_31, pl.const(49408, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0 + 12288], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            t__tile_15: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(x_h0_full_inline33__tile, pre0_inline64__tile)
            t__tile_16: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(x_h1_full_inline65__tile, pre1_inline24__tile)
            y01_full_inline41__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(t__tile_15, t__tile_16)
            t__tile_17: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(x_h2_full_inline45__tile, pre2_inline58__tile)
            t__tile_18: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(x_h3_full_inline21__tile, pre3_inline18__tile)
            y23_full_inline61__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(t__tile_17, t__tile_18)
            y_tile_full_inline66__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y01_full_inline41__tile, y23_full_inline61__tile)
            t__tile_19: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(y_tile_full_inline66__tile, target_type=pl.BF16, mode='rint')
            y_flat_inline29__tile: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_19, [t0_inline31__ssa_v3, d0_inline60__ssa_v0], y_flat_inline29__ssa_v0)
            y_flat_inline29__phi_v5: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline29__tile)
        else:
            x_h0_tail_inline67__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0], [8, 512], [valid_rows_inline35__ssa_v1, 512], target_memory=pl.Mem.Vec)
            x_h1_tail_inline6__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0 + 4096], [8, 512], [valid_rows_inline35__ssa_v1, 512], target_memory=pl.Mem.Vec)
            x_h2_tail_inline5__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0 + 8192], [8, 512], [valid_rows_inline35__ssa_v1, 512], target_memory=pl.Mem.Vec)
            x_h3_tail_inline25__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_31, pl.const(49408, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v3, d0_inline60__ssa_v0 + 12288], [8, 512], [valid_rows_inline35__ssa_v1, 512], target_memory=pl.Mem.Vec)
            t__tile_20: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.row_expand_mul(x_h0_tail_inline67__tile, pre0_inline64__tile)
            t__tile_21: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.row_expand_mul(x_h1_tail_inline6__tile, pre1_inline24__tile)
            y01_tail_inline62__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.add(t__tile_20, t__tile_21)
            t__tile_22: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.row_expand_mul(x_h2_tail_inline5__tile, pre2_inline58__tile)
            t__tile_23: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_30, pl.const(33024, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.row_expand_mul(x_h3_tail_inline25__tile, pre3_inline18__tile)
            y23_tail_inline4__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_29, pl.const(16640, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.add(t__tile_22, t__tile_23)
            y_tile_tail_inline3__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.add(y01_tail_inline62__tile, y23_tail_inline4__tile)
            y_bf16_tail_inline2__tile: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.cast(y_tile_tail_inline3__tile, target_type=pl.BF16, mode='rint')
            y_valid_tail_inline1__tile: pl.Tile[[8, 512], pl.BF16, pl.MemRef(mem_vec_28, pl.const(256, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v1, 512])] = pl.tile.set_validshape(y_bf16_tail_inline2__tile, valid_rows_inline35__ssa_v1, 512)
            y_flat_inline29__tile_1: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tile.store(y_valid_tail_inline1__tile, [t0_inline31__ssa_v3, d0_inline60__ssa_v0], y_flat_inline29__ssa_v0)
            y_flat_inline29__phi_v5: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline29__tile_1)
        y_flat_inline29__rv_v2: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_53", pl.const(0, pl.INT64), 0)] = y_flat_inline29__phi_v5
        return y_flat_inline29__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hc_head_reduce_spmd(self, t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX], hc_head_scale__ssa_v0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4)], hc_head_base__ssa_v0: pl.Tensor[[4], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], sq_part_inline30__ssa_v1: pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], mixes_raw_inline16__phi_v4: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], y_flat_inline29__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]], x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16]:
        y_flat_inline29__rv_v2: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = self.hc_head_reduce(t_dim_inline9__ssa_v0, hc_head_scale__ssa_v0, hc_head_base__ssa_v0, sq_part_inline30__ssa_v1, mixes_raw_inline16__phi_v4, y_flat_inline29__ssa_v0, x_flat_inline42__ssa_v0)
        return y_flat_inline29__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hc_head_rms(t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sq_part_inline30__ssa_v0: pl.Out[pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_22: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        task_inline34__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t0_inline31__ssa_v0: pl.Scalar[pl.INDEX] = task_inline34__ssa_v0 // 16 * 8
        ok_inline39__ssa_v0: pl.Scalar[pl.INDEX] = task_inline34__ssa_v0 % 16
        k_base_inline38__ssa_v0: pl.Scalar[pl.INDEX] = ok_inline39__ssa_v0 * 1024
        valid_rows_inline35__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline9__ssa_v0 - t0_inline31__ssa_v0, 8)
        sq_sum_inline17__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
        k0_inline47__ssa_v0: pl.Scalar[pl.INDEX] = k_base_inline38__ssa_v0 + pl.const(0, pl.INDEX) * pl.const(512, pl.INDEX)
        if valid_rows_inline35__ssa_v0 == 8:
            x_rms_full_inline19__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32864, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v0, k0_inline47__ssa_v0], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32864, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(x_rms_full_inline19__tile, x_rms_full_inline19__tile)
            tmp_tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(49248, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sq_col_full_inline36__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65632, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_sum(t__tile, tmp_tile)
            t__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65632, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(sq_col_full_inline36__tile, [1, 8])
            sq_sum_inline17__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65632, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(sq_sum_inline17__tile, t__tile_1)
            sq_sum_inline17__phi_v5: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65632, pl.INT64), 32), pl.Mem.Vec] = pl.yield_(sq_sum_inline17__tile_1)
        else:
            x_rms_tail_inline23__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32864, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v0, 512])] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v0, k0_inline47__ssa_v0], [8, 512], [valid_rows_inline35__ssa_v0, 512], target_memory=pl.Mem.Vec)
            t__tile_2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32864, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v0, 512])] = pl.tile.mul(x_rms_tail_inline23__tile, x_rms_tail_inline23__tile)
            tmp_tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(49248, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sq_col_tail_inline32__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v0, 1])] = pl.tile.row_sum(t__tile_2, tmp_tile_1)
            t__tile_3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_rows_inline35__ssa_v0])] = pl.tile.reshape(sq_col_tail_inline32__tile, [1, 8])
            sq_sum_inline17__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32864, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(sq_sum_inline17__tile, t__tile_3)
            sq_sum_inline17__tile_mv: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65632, pl.INT64), 32), pl.Mem.Vec] = pl.tile.move(sq_sum_inline17__tile_2, target_memory=pl.Mem.Vec)
            sq_sum_inline17__phi_v5: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65632, pl.INT64), 32), pl.Mem.Vec] = pl.yield_(sq_sum_inline17__tile_mv)
        k0_inline47__ssa_v0_1: pl.Scalar[pl.INDEX] = k_base_inline38__ssa_v0 + pl.const(1, pl.INDEX) * pl.const(512, pl.INDEX)
        if valid_rows_inline35__ssa_v0 == 8:
            x_rms_full_inline19__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v0, k0_inline47__ssa_v0_1], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            t__tile_4: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(x_rms_full_inline19__tile_1, x_rms_full_inline19__tile_1)
            tmp_tile_2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sq_col_full_inline36__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_sum(t__tile_4, tmp_tile_2)
            t__tile_5: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_17, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(sq_col_full_inline36__tile_1, [1, 8])
            sq_sum_inline17__tile_3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_17, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(sq_sum_inline17__phi_v5, t__tile_5)
            sq_sum_inline17__phi_v5_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_17, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.yield_(sq_sum_inline17__tile_3)
        else:
            x_rms_tail_inline23__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v0, 512])] = pl.tile.load(x_flat_inline42__ssa_v0, [t0_inline31__ssa_v0, k0_inline47__ssa_v0_1], [8, 512], [valid_rows_inline35__ssa_v0, 512], target_memory=pl.Mem.Vec)
            t__tile_6: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v0, 512])] = pl.tile.mul(x_rms_tail_inline23__tile_1, x_rms_tail_inline23__tile_1)
            tmp_tile_3: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sq_col_tail_inline32__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_22, pl.const(32832, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline35__ssa_v0, 1])] = pl.tile.row_sum(t__tile_6, tmp_tile_3)
            t__tile_7: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_22, pl.const(32832, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_rows_inline35__ssa_v0])] = pl.tile.reshape(sq_col_tail_inline32__tile_1, [1, 8])
            sq_sum_inline17__tile_4: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(sq_sum_inline17__phi_v5, t__tile_7)
            sq_sum_inline17__tile_mv_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_17, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.tile.move(sq_sum_inline17__tile_4, target_memory=pl.Mem.Vec)
            sq_sum_inline17__phi_v5_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_17, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.yield_(sq_sum_inline17__tile_mv_1)
        sq_sum_inline17__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_17, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = sq_sum_inline17__phi_v5_1
        sq_part_inline30__tile: pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(sq_sum_inline17__rv_v2, [ok_inline39__ssa_v0, t0_inline31__ssa_v0], sq_part_inline30__ssa_v0)
        return sq_part_inline30__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def hc_head_rms_spmd(self, t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX], x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sq_part_inline30__ssa_v0: pl.Out[pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32]:
        sq_part_inline30__ssa_v1: pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = self.hc_head_rms(t_dim_inline9__ssa_v0, x_flat_inline42__ssa_v0, sq_part_inline30__ssa_v0)
        return sq_part_inline30__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def hc_head_test(self, x_hc__ssa_v0: pl.Tensor[[T_DYN, 4, 4096], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], hc_head_fn__ssa_v0: pl.Tensor[[4, 16384], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], hc_head_scale__ssa_v0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4)], hc_head_base__ssa_v0: pl.Tensor[[4], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16)], y__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[T_DYN, 4096], pl.BF16]:
        t_dim_inline9__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x_hc__ssa_v0, 0)
        token_tiles_inline22__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline9__ssa_v0 + 7) // 8
        linear_full_rows_inline28__ssa_v0: pl.Scalar[pl.INDEX] = t_dim_inline9__ssa_v0 // 16 * 16
        t_linear_inline49__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline9__ssa_v0 + 15) // 16 * 16
        x_flat_inline42__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(x_hc__ssa_v0, [t_dim_inline9__ssa_v0, 16384])
        y_flat_inline29__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(y__ssa_v0, [t_dim_inline9__ssa_v0, 4096])
        sq_part_inline30__ssa_v0: pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)] = pl.tensor.create([16, t_linear_inline49__ssa_v0], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        sq_part_inline30__ssa_v1: pl.Tensor[[16, t_linear_inline49__ssa_v0], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = self.hc_head_rms_spmd(t_dim_inline9__ssa_v0, x_flat_inline42__ssa_v0, sq_part_inline30__ssa_v0, attrs={"core_num": token_tiles_inline22__ssa_v0 * 16})
        mixes_raw_inline16__ssa_v0: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.tensor.create([t_linear_inline49__ssa_v0, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND, init_value=0.0)
        if 0 < linear_full_rows_inline28__ssa_v0:
            mixes_raw_inline16__ssa_v1: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)] = self.hc_head_linear_spmd(x_flat_inline42__ssa_v0, hc_head_fn__ssa_v0, mixes_raw_inline16__ssa_v0, attrs={"core_num": linear_full_rows_inline28__ssa_v0 // 16 * 16})
            mixes_raw_inline16__phi_v2: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(mixes_raw_inline16__ssa_v1)
        else:
            mixes_raw_inline16__phi_v2: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(mixes_raw_inline16__ssa_v0)
        if linear_full_rows_inline28__ssa_v0 < t_dim_inline9__ssa_v0:
            mixes_raw_inline16__ssa_v3: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 0)] = self.hc_head_linear_tail_spmd(t_dim_inline9__ssa_v0, linear_full_rows_inline28__ssa_v0, x_flat_inline42__ssa_v0, hc_head_fn__ssa_v0, mixes_raw_inline16__phi_v2, attrs={"core_num": 16})
            mixes_raw_inline16__phi_v4: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(mixes_raw_inline16__ssa_v3)
        else:
            mixes_raw_inline16__phi_v4: pl.Tensor[[t_linear_inline49__ssa_v0, 16], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 0)] = pl.yield_(mixes_raw_inline16__phi_v2)
        y_flat_inline29__rv_v2: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = self.hc_head_reduce_spmd(t_dim_inline9__ssa_v0, hc_head_scale__ssa_v0, hc_head_base__ssa_v0, sq_part_inline30__ssa_v1, mixes_raw_inline16__phi_v4, y_flat_inline29__ssa_v0, x_flat_inline42__ssa_v0, attrs={"core_num": token_tiles_inline22__ssa_v0 * 8})
        y_v1_inline0__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(y_flat_inline29__rv_v2, [t_dim_inline9__ssa_v0, 4096])
        y_v1__ssa_v0: pl.Tensor[[t_dim_inline9__ssa_v0, 4096], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)] = y_v1_inline0__ssa_v0
        return y_v1__ssa_v0