# pypto.program: _jit_rms_norm_test
import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")

@pl.program
class _jit_rms_norm_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rms_norm(t_dim_inline5__ssa_v0: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], x_normed__ssa_v0: pl.InOut[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], norm_w__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]) -> tuple[pl.Tensor[[T_DYN, 4096], pl.BF16], pl.Tensor[[T_DYN, 4096], pl.BF16]]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_39: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        tg_idx_inline2__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tg_inline1__ssa_v0: pl.Scalar[pl.INDEX] = tg_idx_inline2__ssa_v0 * 8
        valid_rows_inline0__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t_dim_inline5__ssa_v0 - tg_inline1__ssa_v0, 8)
        if valid_rows_inline0__ssa_v0 == 8:
            t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline50__ssa_v0: pl.Scalar[pl.INDEX] = t__tmp_v0 * 8
            x_sq_sum_inline51__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
            for rms_db_inline59__idx_v0, (x_sq_sum_inline51__iter_v1,) in pl.range(0, 32, 2, init_values=(x_sq_sum_inline51__tile,)):
                rms_d0_inline52__ssa_v0: pl.Scalar[pl.INDEX] = rms_db_inline59__idx_v0 * 128
                rms_d0_inline52__ssa_v0_1: pl.Scalar[pl.INDEX] = (rms_db_inline59__idx_v0 + 1) * 128
                rms_x_input_inline62__tile: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [tg_inline50__ssa_v0, rms_d0_inline52__ssa_v0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                rms_x_input_inline62__tile_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [tg_inline50__ssa_v0, rms_d0_inline52__ssa_v0_1], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                rms_x_chunk_inline54__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(rms_x_input_inline62__tile, target_type=pl.FP32, mode='round')
                rms_x_sq_inline56__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(rms_x_chunk_inline54__tile, rms_x_chunk_inline54__tile)
                tmp_tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(rms_x_sq_inline56__tile, tmp_tile)
                rms_x_row_sum_inline57__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 8])
                x_sq_sum_inline51__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline51__iter_v1, rms_x_row_sum_inline57__tile)
                rms_x_chunk_inline54__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(rms_x_input_inline62__tile_1, target_type=pl.FP32, mode='round')
                rms_x_sq_inline56__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(rms_x_chunk_inline54__tile_1, rms_x_chunk_inline54__tile_1)
                tmp_tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                t__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_sum(rms_x_sq_inline56__tile_1, tmp_tile_1)
                rms_x_row_sum_inline57__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 8])
                x_sq_sum_inline51__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline51__tile_1, rms_x_row_sum_inline57__tile_1)
                x_sq_sum_inline51__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.yield_(x_sq_sum_inline51__tile_2)
            t__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(x_sq_sum_inline51__rv_v2, 0.000244140625)
            t__tile_3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(t__tile_2, 9.9999999999999995e-07)
            rsqrt_tmp: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            x_inv_rms_inline58__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.rsqrt(t__tile_3, rsqrt_tmp)
            x_inv_rms_t_inline60__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(x_inv_rms_inline58__tile, [8, 1])
            for apply_db_inline61__idx_v0, (x_normed__iter_v1,) in pl.range(0, 32, 2, init_values=(x_normed__ssa_v0,)):
                apply_d0_inline63__ssa_v0: pl.Scalar[pl.INDEX] = apply_db_inline61__idx_v0 * 128
                apply_d0_inline63__ssa_v0_1: pl.Scalar[pl.INDEX] = (apply_db_inline61__idx_v0 + 1) * 128
                apply_x_input_inline53__tile: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [tg_inline50__ssa_v0, apply_d0_inline63__ssa_v0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline49__tile: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(norm_w__ssa_v0, [apply_d0_inline63__ssa_v0], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_input_inline53__tile_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [tg_inline50__ssa_v0, apply_d0_inline63__ssa_v0_1], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline49__tile_1: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(norm_w__ssa_v0, [apply_d0_inline63__ssa_v0_1], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_chunk_inline55__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(apply_x_input_inline53__tile, target_type=pl.FP32, mode='round')
                t__tile_4: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline49__tile
                norm_w_chunk_inline48__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_4, target_type=pl.FP32, mode='round')
                x_scaled_inline47__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(apply_x_chunk_inline55__tile, x_inv_rms_t_inline60__tile)
                x_normed_chunk_inline46__tile: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(x_scaled_inline47__tile, norm_w_chunk_inline48__tile)
                t__tile_5: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(x_normed_chunk_inline46__tile, target_type=pl.BF16, mode='rint')
                x_normed__tile: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_5, [tg_inline50__ssa_v0, apply_d0_inline63__ssa_v0], x_normed__iter_v1)
                apply_x_chunk_inline55__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(apply_x_input_inline53__tile_1, target_type=pl.FP32, mode='round')
                t__tile_6: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline49__tile_1
                norm_w_chunk_inline48__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_6, target_type=pl.FP32, mode='round')
                x_scaled_inline47__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.row_expand_mul(apply_x_chunk_inline55__tile_1, x_inv_rms_t_inline60__tile)
                x_normed_chunk_inline46__tile_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(x_scaled_inline47__tile_1, norm_w_chunk_inline48__tile_1)
                t__tile_7: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(x_normed_chunk_inline46__tile_1, target_type=pl.BF16, mode='rint')
                x_normed__tile_1: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_7, [tg_inline50__ssa_v0, apply_d0_inline63__ssa_v0_1], x_normed__tile)
                x_normed__rv_v2: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_35", pl.const(0, pl.INT64), 0)] = pl.yield_(x_normed__tile_1)
            x_normed__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_67", pl.const(0, pl.INT64), 0)] = pl.yield_(x_normed__rv_v2)
        else:
            t__tmp_v6: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            tg_inline73__ssa_v0: pl.Scalar[pl.INDEX] = t__tmp_v6 * 8
            t__tmp_v7: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
            valid_rows_inline67__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(t__tmp_v7 - tg_inline73__ssa_v0, 8)
            row_reduce_tmp_inline80__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            x_sq_sum_inline74__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0)
            for rms_db_inline69__idx_v0, (x_sq_sum_inline74__iter_v1,) in pl.range(0, 32, 2, init_values=(x_sq_sum_inline74__ssa_v0,)):
                rms_d0_inline75__ssa_v0: pl.Scalar[pl.INDEX] = rms_db_inline69__idx_v0 * 128
                rms_d0_inline75__ssa_v0_1: pl.Scalar[pl.INDEX] = (rms_db_inline69__idx_v0 + 1) * 128
                rms_x_input_inline78__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.load(x__ssa_v0, [tg_inline73__ssa_v0, rms_d0_inline75__ssa_v0], [8, 128], [valid_rows_inline67__ssa_v0, 128], target_memory=pl.Mem.Vec)
                rms_x_input_inline78__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.load(x__ssa_v0, [tg_inline73__ssa_v0, rms_d0_inline75__ssa_v0_1], [8, 128], [valid_rows_inline67__ssa_v0, 128], target_memory=pl.Mem.Vec)
                rms_x_chunk_inline82__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.cast(rms_x_input_inline78__ssa_v0, target_type=pl.FP32, mode='round')
                rms_x_sq_inline84__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.mul(rms_x_chunk_inline82__ssa_v0, rms_x_chunk_inline82__ssa_v0)
                t__tmp_v8: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 1])] = pl.tile.row_sum(rms_x_sq_inline84__ssa_v0, row_reduce_tmp_inline80__ssa_v0)
                rms_x_row_sum_inline85__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_rows_inline67__ssa_v0])] = pl.tile.reshape(t__tmp_v8, [1, 8])
                x_sq_sum_inline74__ssa_v3: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline74__iter_v1, rms_x_row_sum_inline85__ssa_v0)
                rms_x_chunk_inline82__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.cast(rms_x_input_inline78__ssa_v0_1, target_type=pl.FP32, mode='round')
                rms_x_sq_inline84__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.mul(rms_x_chunk_inline82__ssa_v0_1, rms_x_chunk_inline82__ssa_v0_1)
                t__tmp_v8_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 1])] = pl.tile.row_sum(rms_x_sq_inline84__ssa_v0_1, row_reduce_tmp_inline80__ssa_v0)
                rms_x_row_sum_inline85__ssa_v0_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, valid_rows_inline67__ssa_v0])] = pl.tile.reshape(t__tmp_v8_1, [1, 8])
                x_sq_sum_inline74__ssa_v3_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 32), pl.Mem.Vec] = pl.tile.add(x_sq_sum_inline74__ssa_v3, rms_x_row_sum_inline85__ssa_v0_1)
                x_sq_sum_inline74__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.yield_(x_sq_sum_inline74__ssa_v3_1)
            t__tmp_v9: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(x_sq_sum_inline74__rv_v2, 0.000244140625)
            t__tmp_v10: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(t__tmp_v9, 9.9999999999999995e-07)
            t__tmp_v11: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sqrt(t__tmp_v10)
            x_inv_rms_inline81__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.recip(t__tmp_v11)
            x_inv_rms_t_inline77__ssa_v0: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(8192, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(x_inv_rms_inline81__ssa_v0, [8, 1])
            for apply_db_inline71__idx_v0 in pl.range(0, 32, 2):
                apply_d0_inline66__ssa_v0: pl.Scalar[pl.INDEX] = apply_db_inline71__idx_v0 * 128
                apply_d0_inline66__ssa_v0_1: pl.Scalar[pl.INDEX] = (apply_db_inline71__idx_v0 + 1) * 128
                apply_x_input_inline76__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.load(x__ssa_v0, [tg_inline73__ssa_v0, apply_d0_inline66__ssa_v0], [8, 128], [valid_rows_inline67__ssa_v0, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline64__ssa_v0: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(norm_w__ssa_v0, [apply_d0_inline66__ssa_v0], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_input_inline76__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.load(x__ssa_v0, [tg_inline73__ssa_v0, apply_d0_inline66__ssa_v0_1], [8, 128], [valid_rows_inline67__ssa_v0, 128], target_memory=pl.Mem.Vec)
                norm_w_input_inline64__ssa_v0_1: pl.Tile[[128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(norm_w__ssa_v0, [apply_d0_inline66__ssa_v0_1], [128], [128], target_memory=pl.Mem.Vec)
                apply_x_chunk_inline65__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.cast(apply_x_input_inline76__ssa_v0, target_type=pl.FP32, mode='round')
                t__tmp_v12: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_39, pl.const(8480, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline64__ssa_v0
                norm_w_chunk_inline70__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tmp_v12, target_type=pl.FP32, mode='round')
                x_scaled_inline83__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.row_expand_mul(apply_x_chunk_inline65__ssa_v0, x_inv_rms_t_inline77__ssa_v0)
                x_normed_chunk_inline68__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.col_expand_mul(x_scaled_inline83__ssa_v0, norm_w_chunk_inline70__ssa_v0)
                x_normed_bf16_inline72__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.cast(x_normed_chunk_inline68__ssa_v0, target_type=pl.BF16, mode='rint')
                x_normed_valid_inline79__ssa_v0: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(10528, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.set_validshape(x_normed_bf16_inline72__ssa_v0, valid_rows_inline67__ssa_v0, 128)
                x_normed__store: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(x_normed_valid_inline79__ssa_v0, [tg_inline73__ssa_v0, apply_d0_inline66__ssa_v0], x_normed__ssa_v0)
                apply_x_chunk_inline65__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.cast(apply_x_input_inline76__ssa_v0_1, target_type=pl.FP32, mode='round')
                t__tmp_v12_1: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_vec_24, pl.const(8224, pl.INT64), 256), pl.Mem.Vec] = norm_w_input_inline64__ssa_v0_1
                norm_w_chunk_inline70__ssa_v0_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tmp_v12_1, target_type=pl.FP32, mode='round')
                x_scaled_inline83__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.row_expand_mul(apply_x_chunk_inline65__ssa_v0_1, x_inv_rms_t_inline77__ssa_v0)
                x_normed_chunk_inline68__ssa_v0_1: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.col_expand_mul(x_scaled_inline83__ssa_v0_1, norm_w_chunk_inline70__ssa_v0_1)
                x_normed_bf16_inline72__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.cast(x_normed_chunk_inline68__ssa_v0_1, target_type=pl.BF16, mode='rint')
                x_normed_valid_inline79__ssa_v0_1: pl.Tile[[8, 128], pl.BF16, pl.MemRef(mem_vec_8, pl.const(14624, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline67__ssa_v0, 128])] = pl.tile.set_validshape(x_normed_bf16_inline72__ssa_v0_1, valid_rows_inline67__ssa_v0, 128)
                x_normed__store_1: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(x_normed_valid_inline79__ssa_v0_1, [tg_inline73__ssa_v0, apply_d0_inline66__ssa_v0_1], x_normed__ssa_v0)
            x_normed__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_67", pl.const(0, pl.INT64), 0)] = pl.yield_(x_normed__ssa_v0)
        return x_normed__phi_v4, x_normed__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def rms_norm_spmd(self, t_dim_inline5__ssa_v0: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], x_normed__ssa_v0: pl.InOut[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], norm_w__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[T_DYN, 4096], pl.BF16]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[T_DYN, 4096], pl.BF16], pl.Tensor[[T_DYN, 4096], pl.BF16]] = self.rms_norm(t_dim_inline5__ssa_v0, x__ssa_v0, x_normed__ssa_v0, norm_w__ssa_v0)
        x_normed__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        x_normed__ssa_v1: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[1]
        return x_normed__phi_v4
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rms_norm_test(self, x__ssa_v0: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], norm_w__ssa_v0: pl.Tensor[[4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], x_normed__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[T_DYN, 4096], pl.BF16]:
        t_dim_inline5__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        token_tiles_inline4__ssa_v0: pl.Scalar[pl.INDEX] = (t_dim_inline5__ssa_v0 + 7) // 8
        ret__tmp_v0: pl.Tuple[pl.Tensor[[T_DYN, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.rms_norm_spmd, t_dim_inline5__ssa_v0, x__ssa_v0, x_normed__ssa_v0, norm_w__ssa_v0, core_num=token_tiles_inline4__ssa_v0, allow_early_resolve=True)
        x_normed__phi_v4: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = ret__tmp_v0[0]
        rms_tid_inline3__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        return x_normed__phi_v4