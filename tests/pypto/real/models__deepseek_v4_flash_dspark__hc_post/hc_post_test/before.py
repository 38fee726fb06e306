# pypto.program: _jit_hc_post_test
import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_hc_post_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def hc_post(y_flat_inline5__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], t_dim_inline2__ssa_v0: pl.Scalar[pl.INDEX], post__ssa_v0: pl.Tensor[[T_DYN, 4], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], comb__ssa_v0: pl.Tensor[[T_DYN, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], residual_flat_inline4__ssa_v0: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]):
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_23: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_26: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_27: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        block_inline3__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        token_block_inline7__ssa_v0: pl.Scalar[pl.INDEX] = block_inline3__ssa_v0 // 4
        out_h_inline10__ssa_v0: pl.Scalar[pl.INDEX] = block_inline3__ssa_v0 % 4
        t0_inline9__ssa_v0: pl.Scalar[pl.INDEX] = token_block_inline7__ssa_v0 * 4
        unroll_main_end: pl.Scalar[pl.INDEX] = t0_inline9__ssa_v0 + (t0_inline9__ssa_v0 + 4 - t0_inline9__ssa_v0) // 2 * 2
        for t_inline13__idx_v0, (y_flat_inline5__iter_v1,) in pl.range(t0_inline9__ssa_v0, unroll_main_end, 2, init_values=(y_flat_inline5__ssa_v0,)):
            if t_inline13__idx_v0 < t_dim_inline2__ssa_v0:
                post_w_inline6__tile: pl.Scalar[pl.FP32] = pl.tensor.read(post__ssa_v0, [t_inline13__idx_v0, out_h_inline10__ssa_v0])
                t__tile: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [t_inline13__idx_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                x_row_inline15__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
                y_row_inline16__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(x_row_inline15__tile, post_w_inline6__tile)
                for in_h_inline11__idx_v0, (y_row_inline16__iter_v1,) in pl.range(0, 4, 4, init_values=(y_row_inline16__tile,)):
                    comb_w_inline12__tile: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0, in_h_inline11__idx_v0 * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0: pl.Scalar[pl.INDEX] = in_h_inline11__idx_v0 * 4096
                    comb_w_inline12__tile_1: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0, (in_h_inline11__idx_v0 + 1) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_1: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0 + 1) * 4096
                    comb_w_inline12__tile_2: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0, (in_h_inline11__idx_v0 + 2) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_2: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0 + 2) * 4096
                    comb_w_inline12__tile_3: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0, (in_h_inline11__idx_v0 + 3) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_3: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0 + 3) * 4096
                    res_row_inline8__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0, res_d_inline1__ssa_v0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_1: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0, res_d_inline1__ssa_v0_1], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0, res_d_inline1__ssa_v0_2], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_3: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0, res_d_inline1__ssa_v0_3], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    weighted_inline0__tile: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile, comb_w_inline12__tile)
                    y_row_inline16__tile_1: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__iter_v1, weighted_inline0__tile)
                    weighted_inline0__tile_1: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_1, comb_w_inline12__tile_1)
                    y_row_inline16__tile_2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_1, weighted_inline0__tile_1)
                    weighted_inline0__tile_2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_2, comb_w_inline12__tile_2)
                    y_row_inline16__tile_3: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_2, weighted_inline0__tile_2)
                    weighted_inline0__tile_3: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_3, comb_w_inline12__tile_3)
                    y_row_inline16__tile_4: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_3, weighted_inline0__tile_3)
                    y_row_inline16__rv_v2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(y_row_inline16__tile_4)
                y_flat_inline5__tile: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(y_row_inline16__rv_v2, [t_inline13__idx_v0, out_h_inline10__ssa_v0 * 4096], y_flat_inline5__iter_v1)
                y_flat_inline5__phi_v4: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__tile)
            else:
                y_flat_inline5__phi_v4: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__iter_v1)
            if t_inline13__idx_v0 + 1 < t_dim_inline2__ssa_v0:
                post_w_inline6__tile_1: pl.Scalar[pl.FP32] = pl.tensor.read(post__ssa_v0, [t_inline13__idx_v0 + 1, out_h_inline10__ssa_v0])
                t__tile_1: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_25, pl.const(49152, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [t_inline13__idx_v0 + 1, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                x_row_inline15__tile_1: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.FP32, mode='round')
                y_row_inline16__tile_5: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(x_row_inline15__tile_1, post_w_inline6__tile_1)
                for in_h_inline11__idx_v0_1, (y_row_inline16__iter_v1_1,) in pl.range(0, 4, 4, init_values=(y_row_inline16__tile_5,)):
                    comb_w_inline12__tile_4: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0 + 1, in_h_inline11__idx_v0_1 * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_4: pl.Scalar[pl.INDEX] = in_h_inline11__idx_v0_1 * 4096
                    comb_w_inline12__tile_5: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0 + 1, (in_h_inline11__idx_v0_1 + 1) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_5: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0_1 + 1) * 4096
                    comb_w_inline12__tile_6: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0 + 1, (in_h_inline11__idx_v0_1 + 2) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_6: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0_1 + 2) * 4096
                    comb_w_inline12__tile_7: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [t_inline13__idx_v0 + 1, (in_h_inline11__idx_v0_1 + 3) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_7: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0_1 + 3) * 4096
                    res_row_inline8__tile_4: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_25, pl.const(49152, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0 + 1, res_d_inline1__ssa_v0_4], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_5: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0 + 1, res_d_inline1__ssa_v0_5], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_6: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_27, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0 + 1, res_d_inline1__ssa_v0_6], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_7: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_28, pl.const(98304, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [t_inline13__idx_v0 + 1, res_d_inline1__ssa_v0_7], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    weighted_inline0__tile_4: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_25, pl.const(49152, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_4, comb_w_inline12__tile_4)
                    y_row_inline16__tile_6: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_25, pl.const(49152, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__iter_v1_1, weighted_inline0__tile_4)
                    weighted_inline0__tile_5: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_5, comb_w_inline12__tile_5)
                    y_row_inline16__tile_7: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_6, weighted_inline0__tile_5)
                    weighted_inline0__tile_6: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_27, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_6, comb_w_inline12__tile_6)
                    y_row_inline16__tile_8: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_27, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_7, weighted_inline0__tile_6)
                    weighted_inline0__tile_7: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_28, pl.const(98304, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_7, comb_w_inline12__tile_7)
                    y_row_inline16__tile_9: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_8, weighted_inline0__tile_7)
                    y_row_inline16__rv_v2_1: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(y_row_inline16__tile_9)
                y_flat_inline5__tile_1: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 0)] = pl.tile.store(y_row_inline16__rv_v2_1, [t_inline13__idx_v0 + 1, out_h_inline10__ssa_v0 * 4096], y_flat_inline5__phi_v4)
                y_flat_inline5__phi_v4_1: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__tile_1)
            else:
                y_flat_inline5__phi_v4_1: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__phi_v4)
            y_flat_inline5__rv_v2_main: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__phi_v4_1)
        unroll_rem: pl.Scalar[pl.INDEX] = t0_inline9__ssa_v0 + 4 - unroll_main_end
        if unroll_rem == 1:
            if unroll_main_end < t_dim_inline2__ssa_v0:
                post_w_inline6__tile_2: pl.Scalar[pl.FP32] = pl.tensor.read(post__ssa_v0, [unroll_main_end, out_h_inline10__ssa_v0])
                t__tile_2: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [unroll_main_end, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                x_row_inline15__tile_2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(t__tile_2, target_type=pl.FP32, mode='round')
                y_row_inline16__tile_10: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(x_row_inline15__tile_2, post_w_inline6__tile_2)
                for in_h_inline11__idx_v0_2, (y_row_inline16__iter_v1_2,) in pl.range(0, 4, 4, init_values=(y_row_inline16__tile_10,)):
                    comb_w_inline12__tile_8: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [unroll_main_end, in_h_inline11__idx_v0_2 * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_8: pl.Scalar[pl.INDEX] = in_h_inline11__idx_v0_2 * 4096
                    comb_w_inline12__tile_9: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [unroll_main_end, (in_h_inline11__idx_v0_2 + 1) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_9: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0_2 + 1) * 4096
                    comb_w_inline12__tile_10: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [unroll_main_end, (in_h_inline11__idx_v0_2 + 2) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_10: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0_2 + 2) * 4096
                    comb_w_inline12__tile_11: pl.Scalar[pl.FP32] = pl.tensor.read(comb__ssa_v0, [unroll_main_end, (in_h_inline11__idx_v0_2 + 3) * 4 + out_h_inline10__ssa_v0])
                    res_d_inline1__ssa_v0_11: pl.Scalar[pl.INDEX] = (in_h_inline11__idx_v0_2 + 3) * 4096
                    res_row_inline8__tile_8: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [unroll_main_end, res_d_inline1__ssa_v0_8], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_9: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [unroll_main_end, res_d_inline1__ssa_v0_9], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_10: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [unroll_main_end, res_d_inline1__ssa_v0_10], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    res_row_inline8__tile_11: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(residual_flat_inline4__ssa_v0, [unroll_main_end, res_d_inline1__ssa_v0_11], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                    weighted_inline0__tile_8: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_8, comb_w_inline12__tile_8)
                    y_row_inline16__tile_11: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__iter_v1_2, weighted_inline0__tile_8)
                    weighted_inline0__tile_9: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_9, comb_w_inline12__tile_9)
                    y_row_inline16__tile_12: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_9, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_11, weighted_inline0__tile_9)
                    weighted_inline0__tile_10: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_10, comb_w_inline12__tile_10)
                    y_row_inline16__tile_13: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_12, weighted_inline0__tile_10)
                    weighted_inline0__tile_11: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_11, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(res_row_inline8__tile_11, comb_w_inline12__tile_11)
                    y_row_inline16__tile_14: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(y_row_inline16__tile_13, weighted_inline0__tile_11)
                    y_row_inline16__rv_v2_2: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(114688, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(y_row_inline16__tile_14)
                y_flat_inline5__tile_2: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 0)] = pl.tile.store(y_row_inline16__rv_v2_2, [unroll_main_end, out_h_inline10__ssa_v0 * 4096], y_flat_inline5__rv_v2_main)
                y_flat_inline5__phi_v4_2: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__tile_2)
            else:
                y_flat_inline5__phi_v4_2: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__rv_v2_main)
            y_flat_inline5__rv_v2: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__phi_v4_2)
        else:
            y_flat_inline5__rv_v2: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 0)] = pl.yield_(y_flat_inline5__rv_v2_main)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def hc_post_spmd(self, y_flat_inline5__ssa_v0: pl.Out[pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], t_dim_inline2__ssa_v0: pl.Scalar[pl.INDEX], post__ssa_v0: pl.Tensor[[T_DYN, 4], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], comb__ssa_v0: pl.Tensor[[T_DYN, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], residual_flat_inline4__ssa_v0: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]):
        self.hc_post(y_flat_inline5__ssa_v0, t_dim_inline2__ssa_v0, post__ssa_v0, x__ssa_v0, comb__ssa_v0, residual_flat_inline4__ssa_v0)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def hc_post_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], residual__ssa_v0: pl.Tensor[[T_DYN, 4, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], post__ssa_v0: pl.Tensor[[T_DYN, 4], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], comb__ssa_v0: pl.Tensor[[T_DYN, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], y__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4, 4096], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[T_DYN, 4, 4096], pl.FP32]:
        t_dim_inline2__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        residual_flat_inline4__ssa_v0: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(residual__ssa_v0, [t_dim_inline2__ssa_v0, 16384])
        y_flat_inline5__ssa_v0: pl.Tensor[[t_dim_inline2__ssa_v0, 16384], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(y__ssa_v0, [t_dim_inline2__ssa_v0, 16384])
        token_tiles_inline14__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline2__ssa_v0 + 3) // 4
        self.hc_post_spmd(y_flat_inline5__ssa_v0, t_dim_inline2__ssa_v0, post__ssa_v0, x__ssa_v0, comb__ssa_v0, residual_flat_inline4__ssa_v0, attrs={"core_num": token_tiles_inline14__ssa_v0 * 4})
        return y__ssa_v0