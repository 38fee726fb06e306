# pypto.program: _jit_decode_o_proj_test
import pypto.language as pl

@pl.program
class _jit_decode_o_proj_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def tp_o_a_quant(act_scale_dq_inline136__iter_v1: pl.Out[pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)]], o_a_i8_inline138__iter_v1: pl.Out[pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)]], group_t_inline113__ssa_v0: pl.Scalar[pl.INDEX], o_a_fp32_inline118__ssa_v3: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)], o_a_col_inline135__ssa_v0: pl.Scalar[pl.INDEX], local_group_inline141__idx_v0: pl.Scalar[pl.INDEX], o_b_group_t_inline144__ssa_v0: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[4, 512], pl.FP32], pl.Tensor[[512, 4096], pl.INT8]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        unroll_main_end: pl.Scalar[pl.INDEX] = 0 + (group_t_inline113__ssa_v0 - 0 + 7) // 8 // 2 * 16
        for qt_inline143__idx_v0, (act_scale_dq_inline136__iter_v3, o_a_i8_inline138__iter_v3) in pl.range(0, unroll_main_end, 16, init_values=(act_scale_dq_inline136__iter_v1, o_a_i8_inline138__iter_v1)):
            quant_rows_inline139__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(group_t_inline113__ssa_v0 - qt_inline143__idx_v0, 8)
            quant_rows_inline139__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.min(group_t_inline113__ssa_v0 - (qt_inline143__idx_v0 + 8), 8)
            o_a_tile_inline112__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1024])] = pl.tile.load(o_a_fp32_inline118__ssa_v3, [qt_inline143__idx_v0, o_a_col_inline135__ssa_v0], [8, 1024], [quant_rows_inline139__ssa_v0, 1024], target_memory=pl.Mem.Vec)
            o_a_tile_inline112__tile_1: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1024])] = pl.tile.load(o_a_fp32_inline118__ssa_v3, [qt_inline143__idx_v0 + 8, o_a_col_inline135__ssa_v0], [8, 1024], [quant_rows_inline139__ssa_v0_1, 1024], target_memory=pl.Mem.Vec)
            o_a_abs_inline130__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1024])] = pl.tile.abs(o_a_tile_inline112__tile)
            tmp_tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([8, 1024], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(131072, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1])] = pl.tile.row_max(o_a_abs_inline130__tile, tmp_tile)
            row_amax_inline121__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_7, pl.const(131072, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, quant_rows_inline139__ssa_v0])] = pl.tile.reshape(t__tile, [1, 8])
            amax_floor_inline124__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0001)
            row_amax_v1_inline145__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximum(amax_floor_inline124__tile, row_amax_inline121__tile)
            scale_max_inline147__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=127.0)
            scale_q_row_inline148__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.div(scale_max_inline147__tile, row_amax_v1_inline145__tile)
            scale_dq_row_inline149__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.recip(scale_q_row_inline148__tile)
            scale_dq_valid_inline107__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, quant_rows_inline139__ssa_v0])] = pl.tile.set_validshape(scale_dq_row_inline149__tile, 1, quant_rows_inline139__ssa_v0)
            scale_q_col_inline151__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(scale_q_row_inline148__tile, [8, 1])
            o_a_scaled_inline153__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1024])] = pl.tile.row_expand_mul(o_a_tile_inline112__tile, scale_q_col_inline151__tile)
            o_a_i32_inline137__tile: pl.Tile[[8, 1024], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1024])] = pl.tile.cast(o_a_scaled_inline153__tile, target_type=pl.INT32, mode='rint')
            o_a_fp16_inline99__tile: pl.Tile[[8, 1024], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1024])] = pl.tile.cast(o_a_i32_inline137__tile, target_type=pl.FP16, mode='round')
            o_a_quant_inline156__tile: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1024])] = pl.tile.cast(o_a_fp16_inline99__tile, target_type=pl.INT8, mode='trunc')
            o_a_quant_valid_inline154__tile: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0, 1024])] = pl.tile.set_validshape(o_a_quant_inline156__tile, quant_rows_inline139__ssa_v0, 1024)
            act_scale_dq_inline136__tile: pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)] = pl.tile.store(scale_dq_valid_inline107__tile, [local_group_inline141__idx_v0, qt_inline143__idx_v0], act_scale_dq_inline136__iter_v3)
            o_a_i8_inline138__tile: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(o_a_quant_valid_inline154__tile, [qt_inline143__idx_v0, o_a_col_inline135__ssa_v0], o_a_i8_inline138__iter_v3)
            o_a_abs_inline130__tile_1: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1024])] = pl.tile.abs(o_a_tile_inline112__tile_1)
            tmp_tile_1: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([8, 1024], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1])] = pl.tile.row_max(o_a_abs_inline130__tile_1, tmp_tile_1)
            row_amax_inline121__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, quant_rows_inline139__ssa_v0_1])] = pl.tile.reshape(t__tile_1, [1, 8])
            amax_floor_inline124__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0001)
            row_amax_v1_inline145__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximum(amax_floor_inline124__tile_1, row_amax_inline121__tile_1)
            scale_max_inline147__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=127.0)
            scale_q_row_inline148__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.div(scale_max_inline147__tile_1, row_amax_v1_inline145__tile_1)
            scale_dq_row_inline149__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.recip(scale_q_row_inline148__tile_1)
            scale_dq_valid_inline107__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, quant_rows_inline139__ssa_v0_1])] = pl.tile.set_validshape(scale_dq_row_inline149__tile_1, 1, quant_rows_inline139__ssa_v0_1)
            scale_q_col_inline151__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(scale_q_row_inline148__tile_1, [8, 1])
            o_a_scaled_inline153__tile_1: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1024])] = pl.tile.row_expand_mul(o_a_tile_inline112__tile_1, scale_q_col_inline151__tile_1)
            o_a_i32_inline137__tile_1: pl.Tile[[8, 1024], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1024])] = pl.tile.cast(o_a_scaled_inline153__tile_1, target_type=pl.INT32, mode='rint')
            o_a_fp16_inline99__tile_1: pl.Tile[[8, 1024], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1024])] = pl.tile.cast(o_a_i32_inline137__tile_1, target_type=pl.FP16, mode='round')
            o_a_quant_inline156__tile_1: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1024])] = pl.tile.cast(o_a_fp16_inline99__tile_1, target_type=pl.INT8, mode='trunc')
            o_a_quant_valid_inline154__tile_1: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_1, 1024])] = pl.tile.set_validshape(o_a_quant_inline156__tile_1, quant_rows_inline139__ssa_v0_1, 1024)
            act_scale_dq_inline136__tile_1: pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)] = pl.tile.store(scale_dq_valid_inline107__tile_1, [local_group_inline141__idx_v0, qt_inline143__idx_v0 + 8], act_scale_dq_inline136__tile)
            o_a_i8_inline138__tile_1: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(o_a_quant_valid_inline154__tile_1, [qt_inline143__idx_v0 + 8, o_a_col_inline135__ssa_v0], o_a_i8_inline138__tile)
            act_scale_dq_inline136__rv_v4_main, o_a_i8_inline138__rv_v4_main = pl.yield_(act_scale_dq_inline136__tile_1, o_a_i8_inline138__tile_1)
        unroll_rem: pl.Scalar[pl.INDEX] = (group_t_inline113__ssa_v0 - 0 + 7) // 8 - (group_t_inline113__ssa_v0 - 0 + 7) // 8 // 2 * 2
        if unroll_rem == 1:
            quant_rows_inline139__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.min(group_t_inline113__ssa_v0 - unroll_main_end, 8)
            o_a_tile_inline112__tile_2: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1024])] = pl.tile.load(o_a_fp32_inline118__ssa_v3, [unroll_main_end, o_a_col_inline135__ssa_v0], [8, 1024], [quant_rows_inline139__ssa_v0_2, 1024], target_memory=pl.Mem.Vec)
            o_a_abs_inline130__tile_2: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1024])] = pl.tile.abs(o_a_tile_inline112__tile_2)
            tmp_tile_2: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([8, 1024], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_2: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1])] = pl.tile.row_max(o_a_abs_inline130__tile_2, tmp_tile_2)
            row_amax_inline121__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98304, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, quant_rows_inline139__ssa_v0_2])] = pl.tile.reshape(t__tile_2, [1, 8])
            amax_floor_inline124__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0001)
            row_amax_v1_inline145__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximum(amax_floor_inline124__tile_2, row_amax_inline121__tile_2)
            scale_max_inline147__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=127.0)
            scale_q_row_inline148__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.div(scale_max_inline147__tile_2, row_amax_v1_inline145__tile_2)
            scale_dq_row_inline149__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.recip(scale_q_row_inline148__tile_2)
            scale_dq_valid_inline107__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, quant_rows_inline139__ssa_v0_2])] = pl.tile.set_validshape(scale_dq_row_inline149__tile_2, 1, quant_rows_inline139__ssa_v0_2)
            act_scale_dq_inline136__tile_2: pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 8192)] = pl.tile.store(scale_dq_valid_inline107__tile_2, [local_group_inline141__idx_v0, unroll_main_end], act_scale_dq_inline136__rv_v4_main)
            scale_q_col_inline151__tile_2: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(scale_q_row_inline148__tile_2, [8, 1])
            o_a_scaled_inline153__tile_2: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1024])] = pl.tile.row_expand_mul(o_a_tile_inline112__tile_2, scale_q_col_inline151__tile_2)
            o_a_i32_inline137__tile_2: pl.Tile[[8, 1024], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1024])] = pl.tile.cast(o_a_scaled_inline153__tile_2, target_type=pl.INT32, mode='rint')
            o_a_fp16_inline99__tile_2: pl.Tile[[8, 1024], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1024])] = pl.tile.cast(o_a_i32_inline137__tile_2, target_type=pl.FP16, mode='round')
            o_a_quant_inline156__tile_2: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1024])] = pl.tile.cast(o_a_fp16_inline99__tile_2, target_type=pl.INT8, mode='trunc')
            o_a_quant_valid_inline154__tile_2: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[quant_rows_inline139__ssa_v0_2, 1024])] = pl.tile.set_validshape(o_a_quant_inline156__tile_2, quant_rows_inline139__ssa_v0_2, 1024)
            o_a_i8_inline138__tile_2: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(o_a_quant_valid_inline154__tile_2, [unroll_main_end, o_a_col_inline135__ssa_v0], o_a_i8_inline138__rv_v4_main)
            act_scale_dq_inline136__rv_v4, o_a_i8_inline138__rv_v4 = pl.yield_(act_scale_dq_inline136__tile_2, o_a_i8_inline138__tile_2)
        else:
            act_scale_dq_inline136__rv_v4, o_a_i8_inline138__rv_v4 = pl.yield_(act_scale_dq_inline136__rv_v4_main, o_a_i8_inline138__rv_v4_main)
        for qt_inline155__idx_v0, (o_a_i8_inline138__iter_v6,) in pl.range(group_t_inline113__ssa_v0, o_b_group_t_inline144__ssa_v0, 8, init_values=(o_a_i8_inline138__rv_v4,)):
            pad_rows_inline157__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(o_b_group_t_inline144__ssa_v0 - qt_inline155__idx_v0, 8)
            o_a_padding_fp16_inline158__tile: pl.Tile[[8, 1024], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([8, 1024], dtype=pl.FP16, value=0.0)
            o_a_padding_inline159__tile: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(o_a_padding_fp16_inline158__tile, target_type=pl.INT8, mode='trunc')
            o_a_padding_valid_inline131__tile: pl.Tile[[8, 1024], pl.INT8, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[pad_rows_inline157__ssa_v0, 1024])] = pl.tile.set_validshape(o_a_padding_inline159__tile, pad_rows_inline157__ssa_v0, 1024)
            o_a_i8_inline138__tile_3: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_45", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(o_a_padding_valid_inline131__tile, [qt_inline155__idx_v0, o_a_col_inline135__ssa_v0], o_a_i8_inline138__iter_v6)
            o_a_i8_inline138__rv_v7: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 2097152)] = pl.yield_(o_a_i8_inline138__tile_3)
        return act_scale_dq_inline136__iter_v1, o_a_i8_inline138__iter_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def tp_o_a(group_t_inline113__ssa_v0: pl.Scalar[pl.INDEX], attention_row_inline108__ssa_v0: pl.Scalar[pl.INDEX], o_a_col_inline135__ssa_v0: pl.Scalar[pl.INDEX], attn_2d_inline125__ssa_v0: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], wo_a_flat_inline127__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 33554432)], o_a_fp32_inline118__iter_v1: pl.Out[pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[512, 4096], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_mat_15: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_17: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_18: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_24: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_left_26: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        proj_a_unit_inline111__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        row_block_inline123__ssa_v0: pl.Scalar[pl.INDEX] = proj_a_unit_inline111__ssa_v0 // 8
        n_block_inline104__ssa_v0: pl.Scalar[pl.INDEX] = proj_a_unit_inline111__ssa_v0 - row_block_inline123__ssa_v0 * 8
        t0_inline100__ssa_v0: pl.Scalar[pl.INDEX] = row_block_inline123__ssa_v0 * 16
        n0_inline103__ssa_v0: pl.Scalar[pl.INDEX] = n_block_inline104__ssa_v0 * 128
        a_rows_inline109__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(group_t_inline113__ssa_v0 - t0_inline100__ssa_v0, 16)
        src_row_inline152__ssa_v0: pl.Scalar[pl.INDEX] = attention_row_inline108__ssa_v0 + t0_inline100__ssa_v0
        weight_row_inline102__ssa_v0: pl.Scalar[pl.INDEX] = o_a_col_inline135__ssa_v0 + n0_inline103__ssa_v0
        o_a_x0_inline126__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_18, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 256])] = pl.tile.load(attn_2d_inline125__ssa_v0, [src_row_inline152__ssa_v0, 0], [16, 256], [a_rows_inline109__ssa_v0, 256], target_memory=pl.Mem.Mat)
        o_a_w0_inline106__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_a_flat_inline127__ssa_v0, [weight_row_inline102__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        o_a_w0_inline106__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_a_w0_inline106__tile)
        o_a_acc_inline119__tile_l0_init_storage: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        o_a_acc_inline119__tile_l0_init: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128])] = pl.tile.set_validshape(o_a_acc_inline119__tile_l0_init_storage, a_rows_inline109__ssa_v0, 128)
        for o_a_acc_inline119__tile_l0_ko, (o_a_acc_inline119__tile_l0_c,) in pl.range(0, 256, 256, init_values=(o_a_acc_inline119__tile_l0_init,)):
            o_a_acc_inline119__tile_l0_a: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_x0_inline126__tile, 0, o_a_acc_inline119__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
            o_a_acc_inline119__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_w0_inline106__tile_t, o_a_acc_inline119__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
            o_a_acc_inline119__tile_l0_a_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_x0_inline126__tile, 0, o_a_acc_inline119__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
            o_a_acc_inline119__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_w0_inline106__tile_t, o_a_acc_inline119__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
            if o_a_acc_inline119__tile_l0_ko == 0:
                o_a_acc_inline119__tile_l0_c_first: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(o_a_acc_inline119__tile_l0_a, o_a_acc_inline119__tile_l0_b)
                o_a_acc_inline119__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_l0_c_first)
            else:
                o_a_acc_inline119__tile_l0_c_acc: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128])] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c, o_a_acc_inline119__tile_l0_a, o_a_acc_inline119__tile_l0_b)
                o_a_acc_inline119__tile_l0_c_phi: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_l0_c_acc)
            if o_a_acc_inline119__tile_l0_ko + 128 == 0:
                o_a_acc_inline119__tile_l0_c_first_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.tile.matmul(o_a_acc_inline119__tile_l0_a_1, o_a_acc_inline119__tile_l0_b_1)
                o_a_acc_inline119__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_l0_c_first_1)
            else:
                o_a_acc_inline119__tile_l0_c_acc_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128])] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c_phi, o_a_acc_inline119__tile_l0_a_1, o_a_acc_inline119__tile_l0_b_1)
                o_a_acc_inline119__tile_l0_c_phi_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_l0_c_acc_1)
            o_a_acc_inline119__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128])] = pl.yield_(o_a_acc_inline119__tile_l0_c_phi_1)
        for k0_inline146__idx_v0, (o_a_acc_inline119__iter_v1,) in pl.range(256, 3840, 512, init_values=(o_a_acc_inline119__tile,)):
            o_a_xk_inline142__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_15, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 256])] = pl.tile.load(attn_2d_inline125__ssa_v0, [src_row_inline152__ssa_v0, k0_inline146__idx_v0], [16, 256], [a_rows_inline109__ssa_v0, 256], target_memory=pl.Mem.Mat)
            o_a_wk_inline101__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_a_flat_inline127__ssa_v0, [weight_row_inline102__ssa_v0, k0_inline146__idx_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            o_a_xk_inline142__tile_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_17, pl.const(8192, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 256])] = pl.tile.load(attn_2d_inline125__ssa_v0, [src_row_inline152__ssa_v0, k0_inline146__idx_v0 + 256], [16, 256], [a_rows_inline109__ssa_v0, 256], target_memory=pl.Mem.Mat)
            o_a_wk_inline101__tile_1: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_18, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_a_flat_inline127__ssa_v0, [weight_row_inline102__ssa_v0, k0_inline146__idx_v0 + 256], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            o_a_wk_inline101__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_a_wk_inline101__tile)
            for o_a_acc_inline119__tile_l0_ko_1, (o_a_acc_inline119__tile_l0_c_1,) in pl.range(0, 256, 256, init_values=(o_a_acc_inline119__iter_v1,)):
                o_a_acc_inline119__tile_l0_a_2: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_xk_inline142__tile, 0, o_a_acc_inline119__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                o_a_acc_inline119__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_wk_inline101__tile_t, o_a_acc_inline119__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                o_a_acc_inline119__tile_l0_a_3: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_xk_inline142__tile, 0, o_a_acc_inline119__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                o_a_acc_inline119__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_wk_inline101__tile_t, o_a_acc_inline119__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                o_a_acc_inline119__tile_l0_c_acc_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c_1, o_a_acc_inline119__tile_l0_a_2, o_a_acc_inline119__tile_l0_b_2)
                o_a_acc_inline119__tile_l0_c_acc_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c_acc_2, o_a_acc_inline119__tile_l0_a_3, o_a_acc_inline119__tile_l0_b_3)
                o_a_acc_inline119__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_l0_c_acc_3)
            o_a_wk_inline101__tile_t_1: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_18, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_a_wk_inline101__tile_1)
            for o_a_acc_inline119__tile_l0_ko_2, (o_a_acc_inline119__tile_l0_c_2,) in pl.range(0, 256, 256, init_values=(o_a_acc_inline119__tile_1,)):
                o_a_acc_inline119__tile_l0_a_4: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_24, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_xk_inline142__tile_1, 0, o_a_acc_inline119__tile_l0_ko_2, [16, 128], target_memory=pl.Mem.Left)
                o_a_acc_inline119__tile_l0_b_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_wk_inline101__tile_t_1, o_a_acc_inline119__tile_l0_ko_2, 0, [128, 128], target_memory=pl.Mem.Right)
                o_a_acc_inline119__tile_l0_a_5: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_26, pl.const(4096, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_xk_inline142__tile_1, 0, o_a_acc_inline119__tile_l0_ko_2 + 128, [16, 128], target_memory=pl.Mem.Left)
                o_a_acc_inline119__tile_l0_b_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_wk_inline101__tile_t_1, o_a_acc_inline119__tile_l0_ko_2 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                o_a_acc_inline119__tile_l0_c_acc_4: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c_2, o_a_acc_inline119__tile_l0_a_4, o_a_acc_inline119__tile_l0_b_4)
                o_a_acc_inline119__tile_l0_c_acc_5: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c_acc_4, o_a_acc_inline119__tile_l0_a_5, o_a_acc_inline119__tile_l0_b_5)
                o_a_acc_inline119__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_l0_c_acc_5)
            o_a_acc_inline119__rv_v2_main: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_2)
        o_a_xk_inline142__tile_2: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_mat_18, pl.const(16384, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 256])] = pl.tile.load(attn_2d_inline125__ssa_v0, [src_row_inline152__ssa_v0, 3840], [16, 256], [a_rows_inline109__ssa_v0, 256], target_memory=pl.Mem.Mat)
        o_a_wk_inline101__tile_2: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_a_flat_inline127__ssa_v0, [weight_row_inline102__ssa_v0, 3840], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        o_a_wk_inline101__tile_t_2: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(81920, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_a_wk_inline101__tile_2)
        for o_a_acc_inline119__tile_l0_ko_3, (o_a_acc_inline119__tile_l0_c_3,) in pl.range(0, 256, 256, init_values=(o_a_acc_inline119__rv_v2_main,)):
            o_a_acc_inline119__tile_l0_a_6: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_xk_inline142__tile_2, 0, o_a_acc_inline119__tile_l0_ko_3, [16, 128], target_memory=pl.Mem.Left)
            o_a_acc_inline119__tile_l0_b_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_wk_inline101__tile_t_2, o_a_acc_inline119__tile_l0_ko_3, 0, [128, 128], target_memory=pl.Mem.Right)
            o_a_acc_inline119__tile_l0_a_7: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(12288, pl.INT64), 4096), pl.Mem.Left, pl.TileView(valid_shape=[pl.min(a_rows_inline109__ssa_v0, pl.const(16, pl.INDEX)), 128], blayout=pl.TileLayout.row_major, compact=pl.CompactMode.normal)] = pl.tile.extract(o_a_xk_inline142__tile_2, 0, o_a_acc_inline119__tile_l0_ko_3 + 128, [16, 128], target_memory=pl.Mem.Left)
            o_a_acc_inline119__tile_l0_b_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(o_a_wk_inline101__tile_t_2, o_a_acc_inline119__tile_l0_ko_3 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
            o_a_acc_inline119__tile_l0_c_acc_6: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c_3, o_a_acc_inline119__tile_l0_a_6, o_a_acc_inline119__tile_l0_b_6)
            o_a_acc_inline119__tile_l0_c_acc_7: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(o_a_acc_inline119__tile_l0_c_acc_6, o_a_acc_inline119__tile_l0_a_7, o_a_acc_inline119__tile_l0_b_7)
            o_a_acc_inline119__tile_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.yield_(o_a_acc_inline119__tile_l0_c_acc_7)
        o_a_acc_inline119__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = o_a_acc_inline119__tile_3
        o_a_valid_inline117__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(valid_shape=[a_rows_inline109__ssa_v0, 128], compact=pl.CompactMode.normal)] = pl.tile.set_validshape(o_a_acc_inline119__rv_v2, a_rows_inline109__ssa_v0, 128)
        o_a_fp32_inline118__tile: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(o_a_valid_inline117__tile, [t0_inline100__ssa_v0, weight_row_inline102__ssa_v0], o_a_fp32_inline118__iter_v1)
        return o_a_fp32_inline118__iter_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def tp_o_a_spmd(self, group_t_inline113__ssa_v0: pl.Scalar[pl.INDEX], attention_row_inline108__ssa_v0: pl.Scalar[pl.INDEX], o_a_col_inline135__ssa_v0: pl.Scalar[pl.INDEX], attn_2d_inline125__ssa_v0: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], wo_a_flat_inline127__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 33554432)], o_a_fp32_inline118__iter_v1: pl.Out[pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[512, 4096], pl.FP32]:
        o_a_fp32_inline118__ssa_v3: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)] = self.tp_o_a(group_t_inline113__ssa_v0, attention_row_inline108__ssa_v0, o_a_col_inline135__ssa_v0, attn_2d_inline125__ssa_v0, wo_a_flat_inline127__ssa_v0, o_a_fp32_inline118__iter_v1)
        return o_a_fp32_inline118__iter_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def tp_o_b_dequant(group_t_inline113__ssa_v0: pl.Scalar[pl.INDEX], o_b_i32_inline132__rv_v2: pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 33554432)], act_scale_dq_inline136__rv_v2: pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], wo_b_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], o_partial__ssa_v0: pl.Out[pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[512, 4096], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        act_unit_inline84__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        row_block_v1_inline163__ssa_v1: pl.Scalar[pl.INDEX] = act_unit_inline84__ssa_v0 // 8
        n_block_inline104__ssa_v1: pl.Scalar[pl.INDEX] = act_unit_inline84__ssa_v0 - row_block_v1_inline163__ssa_v1 * 8
        t0_v1_inline162__ssa_v1: pl.Scalar[pl.INDEX] = row_block_v1_inline163__ssa_v1 * 8
        n0_inline134__ssa_v1: pl.Scalar[pl.INDEX] = n_block_inline104__ssa_v1 * 512
        out_rows_inline83__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(group_t_inline113__ssa_v0 - t0_v1_inline162__ssa_v1, 8)
        acc_inline133__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([8, 512], dtype=pl.FP32, value=0.0)
        for local_group_inline98__idx_v0, (acc_inline133__iter_v1,) in pl.range(0, 4, 2, init_values=(acc_inline133__tile,)):
            part_col_inline115__ssa_v0: pl.Scalar[pl.INDEX] = local_group_inline98__idx_v0 * 4096 + n0_inline134__ssa_v1
            part_col_inline115__ssa_v0_1: pl.Scalar[pl.INDEX] = (local_group_inline98__idx_v0 + 1) * 4096 + n0_inline134__ssa_v1
            group_i32_inline95__tile: pl.Tile[[8, 512], pl.INT32, pl.MemRef(mem_vec_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 512])] = pl.tile.load(o_b_i32_inline132__rv_v2, [t0_v1_inline162__ssa_v1, part_col_inline115__ssa_v0], [8, 512], [out_rows_inline83__ssa_v0, 512], target_memory=pl.Mem.Vec)
            scale_row_inline81__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, out_rows_inline83__ssa_v0])] = pl.tile.load(act_scale_dq_inline136__rv_v2, [local_group_inline98__idx_v0, t0_v1_inline162__ssa_v1], [1, 8], [1, out_rows_inline83__ssa_v0], target_memory=pl.Mem.Vec)
            group_i32_inline95__tile_1: pl.Tile[[8, 512], pl.INT32, pl.MemRef(mem_vec_7, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 512])] = pl.tile.load(o_b_i32_inline132__rv_v2, [t0_v1_inline162__ssa_v1, part_col_inline115__ssa_v0_1], [8, 512], [out_rows_inline83__ssa_v0, 512], target_memory=pl.Mem.Vec)
            scale_row_inline81__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49184, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, out_rows_inline83__ssa_v0])] = pl.tile.load(act_scale_dq_inline136__rv_v2, [local_group_inline98__idx_v0 + 1, t0_v1_inline162__ssa_v1], [1, 8], [1, out_rows_inline83__ssa_v0], target_memory=pl.Mem.Vec)
            group_partial_fp32_inline82__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 512])] = pl.tile.cast(group_i32_inline95__tile, target_type=pl.FP32, mode='none')
            scale_col_inline80__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 1])] = pl.tile.reshape(scale_row_inline81__tile, [8, 1])
            group_dequant_inline79__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 512])] = pl.tile.row_expand_mul(group_partial_fp32_inline82__tile, scale_col_inline80__tile)
            acc_inline133__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(acc_inline133__iter_v1, group_dequant_inline79__tile)
            group_partial_fp32_inline82__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 512])] = pl.tile.cast(group_i32_inline95__tile_1, target_type=pl.FP32, mode='none')
            scale_col_inline80__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49184, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 1])] = pl.tile.reshape(scale_row_inline81__tile_1, [8, 1])
            group_dequant_inline79__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(32800, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 512])] = pl.tile.row_expand_mul(group_partial_fp32_inline82__tile_1, scale_col_inline80__tile_1)
            acc_inline133__tile_2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(acc_inline133__tile_1, group_dequant_inline79__tile_1)
            acc_inline133__rv_v2: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(acc_inline133__tile_2)
        t__tile: pl.Tile[[512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(wo_b_scale__ssa_v0, [n0_inline134__ssa_v1], [512], [512], target_memory=pl.Mem.Vec)
        weight_scale_inline78__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16384, pl.INT64), 2048), pl.Mem.Vec] = t__tile
        o_b_fp32_inline160__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(acc_inline133__rv_v2, weight_scale_inline78__tile)
        o_partial_valid_inline89__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline83__ssa_v0, 512])] = pl.tile.set_validshape(o_b_fp32_inline160__tile, out_rows_inline83__ssa_v0, 512)
        o_partial__tile: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(o_partial_valid_inline89__tile, [t0_v1_inline162__ssa_v1, n0_inline134__ssa_v1], o_partial__ssa_v0)
        return o_partial__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def tp_o_b_dequant_spmd(self, group_t_inline113__ssa_v0: pl.Scalar[pl.INDEX], o_b_i32_inline132__rv_v2: pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 33554432)], act_scale_dq_inline136__rv_v2: pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], wo_b_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], o_partial__ssa_v0: pl.Out[pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[512, 4096], pl.FP32]:
        o_partial__ssa_v1: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = self.tp_o_b_dequant(group_t_inline113__ssa_v0, o_b_i32_inline132__rv_v2, act_scale_dq_inline136__rv_v2, wo_b_scale__ssa_v0, o_partial__ssa_v0)
        return o_partial__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def tp_o_b(o_b_i32_inline132__iter_v1: pl.Out[pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 33554432)]], o_a_i8_inline138__rv_v7: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], o_a_col_inline135__ssa_v0: pl.Scalar[pl.INDEX], wo_b__ssa_v0: pl.Tensor[[4096, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)], local_group_inline141__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[512, 16384], pl.INT32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 65536)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 131072)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        proj_b_unit_inline150__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        row_block_v1_inline163__ssa_v0: pl.Scalar[pl.INDEX] = proj_b_unit_inline150__ssa_v0 // 8
        d_block_inline165__ssa_v0: pl.Scalar[pl.INDEX] = proj_b_unit_inline150__ssa_v0 - row_block_v1_inline163__ssa_v0 * 8
        t0_v1_inline162__ssa_v0: pl.Scalar[pl.INDEX] = row_block_v1_inline163__ssa_v0 * 128
        d0_inline97__ssa_v0: pl.Scalar[pl.INDEX] = d_block_inline165__ssa_v0 * 512
        for n0_inline134__idx_v0, (o_b_i32_inline132__iter_v3,) in pl.range(d0_inline97__ssa_v0, d0_inline97__ssa_v0 + 512, 256, init_values=(o_b_i32_inline132__iter_v1,)):
            o_b_x0_inline96__tile: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(o_a_i8_inline138__rv_v7, [t0_v1_inline162__ssa_v0, o_a_col_inline135__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            o_b_w0_inline94__tile: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline134__idx_v0, o_a_col_inline135__ssa_v0], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
            o_b_w0_inline94__tile_t: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_b_w0_inline94__tile)
            o_b_x0_inline96__tile_Left: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_5, pl.const(32768, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(o_b_x0_inline96__tile, target_memory=pl.Mem.Left)
            o_b_w0_inline94__tile_t_Right: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(o_b_w0_inline94__tile_t, target_memory=pl.Mem.Right)
            o_b_acc_inline93__tile: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul(o_b_x0_inline96__tile_Left, o_b_w0_inline94__tile_t_Right)
            for k0_inline92__idx_v0, (o_b_acc_inline93__iter_v1,) in pl.range(256, 768, 512, init_values=(o_b_acc_inline93__tile,)):
                b_k0_inline164__ssa_v0: pl.Scalar[pl.INDEX] = o_a_col_inline135__ssa_v0 + k0_inline92__idx_v0
                b_k0_inline164__ssa_v0_1: pl.Scalar[pl.INDEX] = o_a_col_inline135__ssa_v0 + (k0_inline92__idx_v0 + 256)
                o_b_xk_inline120__tile: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(o_a_i8_inline138__rv_v7, [t0_v1_inline162__ssa_v0, b_k0_inline164__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                o_b_wk_inline91__tile: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline134__idx_v0, b_k0_inline164__ssa_v0], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                o_b_xk_inline120__tile_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(o_a_i8_inline138__rv_v7, [t0_v1_inline162__ssa_v0, b_k0_inline164__ssa_v0_1], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                o_b_wk_inline91__tile_1: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline134__idx_v0, b_k0_inline164__ssa_v0_1], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                o_b_wk_inline91__tile_t: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_b_wk_inline91__tile)
                o_b_xk_inline120__tile_Left: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_5, pl.const(32768, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(o_b_xk_inline120__tile, target_memory=pl.Mem.Left)
                o_b_wk_inline91__tile_t_Right: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(o_b_wk_inline91__tile_t, target_memory=pl.Mem.Right)
                o_b_acc_inline93__tile_1: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(o_b_acc_inline93__iter_v1, o_b_xk_inline120__tile_Left, o_b_wk_inline91__tile_t_Right)
                o_b_wk_inline91__tile_t_1: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_b_wk_inline91__tile_1)
                o_b_xk_inline120__tile_Left_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(o_b_xk_inline120__tile_1, target_memory=pl.Mem.Left)
                o_b_wk_inline91__tile_t_Right_1: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(o_b_wk_inline91__tile_t_1, target_memory=pl.Mem.Right)
                o_b_acc_inline93__tile_2: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(o_b_acc_inline93__tile_1, o_b_xk_inline120__tile_Left_1, o_b_wk_inline91__tile_t_Right_1)
                o_b_acc_inline93__rv_v2_main: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(o_b_acc_inline93__tile_2)
            b_k0_inline164__ssa_v0_2: pl.Scalar[pl.INDEX] = o_a_col_inline135__ssa_v0 + 768
            o_b_xk_inline120__tile_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(o_a_i8_inline138__rv_v7, [t0_v1_inline162__ssa_v0, b_k0_inline164__ssa_v0_2], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            o_b_wk_inline91__tile_2: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline134__idx_v0, b_k0_inline164__ssa_v0_2], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
            o_b_wk_inline91__tile_t_2: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(o_b_wk_inline91__tile_2)
            o_b_xk_inline120__tile_Left_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_5, pl.const(32768, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(o_b_xk_inline120__tile_2, target_memory=pl.Mem.Left)
            o_b_wk_inline91__tile_t_Right_2: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(o_b_wk_inline91__tile_t_2, target_memory=pl.Mem.Right)
            o_b_acc_inline93__tile_3: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(o_b_acc_inline93__rv_v2_main, o_b_xk_inline120__tile_Left_2, o_b_wk_inline91__tile_t_Right_2)
            o_b_acc_inline93__rv_v2: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = o_b_acc_inline93__tile_3
            partial_col_inline90__ssa_v0: pl.Scalar[pl.INDEX] = local_group_inline141__idx_v0 * 4096 + n0_inline134__idx_v0
            o_b_i32_inline132__tile: pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 33554432)] = pl.tile.store(o_b_acc_inline93__rv_v2, [t0_v1_inline162__ssa_v0, partial_col_inline90__ssa_v0], o_b_i32_inline132__iter_v3)
            o_b_i32_inline132__rv_v4: pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 33554432)] = pl.yield_(o_b_i32_inline132__tile)
        return o_b_i32_inline132__iter_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def tp_o_b_spmd(self, o_b_i32_inline132__iter_v1: pl.Out[pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 33554432)]], o_a_i8_inline138__rv_v7: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)], o_a_col_inline135__ssa_v0: pl.Scalar[pl.INDEX], wo_b__ssa_v0: pl.Tensor[[4096, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)], local_group_inline141__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[512, 16384], pl.INT32]:
        o_b_i32_inline132__rv_v4: pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 33554432)] = self.tp_o_b(o_b_i32_inline132__iter_v1, o_a_i8_inline138__rv_v7, o_a_col_inline135__ssa_v0, wo_b__ssa_v0, local_group_inline141__idx_v0)
        return o_b_i32_inline132__iter_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def tp_o_projection_complete(o_partial__ssa_v2: pl.InOut[pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)]]):
        completion_anchor__tile: pl.Scalar[pl.FP32] = pl.tensor.read(o_partial__ssa_v2, [0, 0])
        pl.tensor.write(o_partial__ssa_v2, [0, 0], completion_anchor__tile)
        return
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def decode_o_proj_test(self, attention_local_groups__ssa_v0: pl.Tensor[[4, 512, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], wo_a__ssa_v0: pl.Tensor[[4, 1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 33554432)], wo_b__ssa_v0: pl.Tensor[[4096, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)], wo_b_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)], local_t__ssa_v0: pl.Scalar[pl.INT32], o_partial__ssa_v0: pl.InOut[pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[512, 4096], pl.FP32]:
        group_t_inline113__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(local_t__ssa_v0, pl.INDEX) * 2
        o_a_rows_inline114__ssa_v0: pl.Scalar[pl.INDEX] = (group_t_inline113__ssa_v0 + 15) // 16
        o_b_rows_inline110__ssa_v0: pl.Scalar[pl.INDEX] = (group_t_inline113__ssa_v0 + 127) // 128
        o_b_group_t_inline144__ssa_v0: pl.Scalar[pl.INDEX] = o_b_rows_inline110__ssa_v0 * 128
        act_rows_inline122__ssa_v0: pl.Scalar[pl.INDEX] = (group_t_inline113__ssa_v0 + 7) // 8
        attn_2d_inline125__ssa_v0: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)] = pl.tensor.reshape(attention_local_groups__ssa_v0, [2048, 4096])
        wo_a_flat_inline127__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 33554432)] = pl.tensor.reshape(wo_a__ssa_v0, [4096, 4096])
        o_a_fp32_inline118__ssa_v0: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8388608)] = pl.tensor.create([512, 4096], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o_a_i8_inline138__ssa_v0: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 2097152)] = pl.tensor.create([512, 4096], dtype=pl.INT8, layout=pl.TensorLayout.ND)
        act_scale_dq_inline136__ssa_v0: pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([4, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o_b_i32_inline132__ssa_v0: pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 33554432)] = pl.tensor.create([512, 16384], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        proj_b_tids_inline140__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
        for local_group_inline141__idx_v0, (act_scale_dq_inline136__iter_v1, o_a_fp32_inline118__iter_v1, o_a_i8_inline138__iter_v1, o_b_i32_inline132__iter_v1, proj_b_tids_inline140__iter_v1) in pl.parallel(4, init_values=(act_scale_dq_inline136__ssa_v0, o_a_fp32_inline118__ssa_v0, o_a_i8_inline138__ssa_v0, o_b_i32_inline132__ssa_v0, proj_b_tids_inline140__ssa_v0)):
            attention_row_inline108__ssa_v0: pl.Scalar[pl.INDEX] = local_group_inline141__idx_v0 * 512
            o_a_col_inline135__ssa_v0: pl.Scalar[pl.INDEX] = local_group_inline141__idx_v0 * 1024
            ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 4096], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.tp_o_a_spmd, group_t_inline113__ssa_v0, attention_row_inline108__ssa_v0, o_a_col_inline135__ssa_v0, attn_2d_inline125__ssa_v0, wo_a_flat_inline127__ssa_v0, o_a_fp32_inline118__iter_v1, core_num=o_a_rows_inline114__ssa_v0 * 8)
            o_a_fp32_inline118__ssa_v3: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8388608)] = ret__tmp_v0[0]
            proj_a_tid_inline105__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
            ret__tmp_v0_1: pl.Tuple[pl.Tensor[[4, 512], pl.FP32], pl.Tensor[[512, 4096], pl.INT8], pl.Scalar[pl.TASK_ID]] = pl.submit(self.tp_o_a_quant, act_scale_dq_inline136__iter_v1, o_a_i8_inline138__iter_v1, group_t_inline113__ssa_v0, o_a_fp32_inline118__ssa_v3, o_a_col_inline135__ssa_v0, local_group_inline141__idx_v0, o_b_group_t_inline144__ssa_v0, deps=[proj_a_tid_inline105__ssa_v0])
            act_scale_dq_inline136__rv_v4: pl.Tensor[[4, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8192)] = ret__tmp_v0_1[0]
            o_a_i8_inline138__rv_v7: pl.Tensor[[512, 4096], pl.INT8, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0_1[1]
            quant_tid_inline129__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[2]
            ret__tmp_v0_2: pl.Tuple[pl.Tensor[[512, 16384], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.tp_o_b_spmd, o_b_i32_inline132__iter_v1, o_a_i8_inline138__rv_v7, o_a_col_inline135__ssa_v0, wo_b__ssa_v0, local_group_inline141__idx_v0, deps=[quant_tid_inline129__ssa_v0], core_num=o_b_rows_inline110__ssa_v0 * 8)
            o_b_i32_inline132__rv_v4: pl.Tensor[[512, 16384], pl.INT32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 33554432)] = ret__tmp_v0_2[0]
            proj_b_tid_inline161__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
            proj_b_tids_inline140__ssa_v3: pl.Array[4, pl.TASK_ID] = pl.array.update_element(proj_b_tids_inline140__iter_v1, local_group_inline141__idx_v0, proj_b_tid_inline161__ssa_v0)
            act_scale_dq_inline136__rv_v2, o_a_fp32_inline118__rv_v2, o_a_i8_inline138__rv_v2, o_b_i32_inline132__rv_v2, proj_b_tids_inline140__rv_v2 = pl.yield_(act_scale_dq_inline136__rv_v4, o_a_fp32_inline118__ssa_v3, o_a_i8_inline138__rv_v7, o_b_i32_inline132__rv_v4, proj_b_tids_inline140__ssa_v3)
        _submit_deps_buf_inline128__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
        t__tmp_v1: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline140__rv_v2, 0)
        _submit_deps_buf_inline88__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline128__ssa_v0, 0, t__tmp_v1)
        t__tmp_v2: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline140__rv_v2, 1)
        _submit_deps_buf_inline87__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline88__ssa_v0, 1, t__tmp_v2)
        t__tmp_v3: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline140__rv_v2, 2)
        _submit_deps_buf_inline116__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline87__ssa_v0, 2, t__tmp_v3)
        t__tmp_v4: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline140__rv_v2, 3)
        _submit_deps_buf_inline86__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline116__ssa_v0, 3, t__tmp_v4)
        ret__tmp_v0_3: pl.Tuple[pl.Tensor[[512, 4096], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.tp_o_b_dequant_spmd, group_t_inline113__ssa_v0, o_b_i32_inline132__rv_v2, act_scale_dq_inline136__rv_v2, wo_b_scale__ssa_v0, o_partial__ssa_v0, deps=[_submit_deps_buf_inline86__ssa_v0], core_num=act_rows_inline122__ssa_v0 * 8)
        o_partial__ssa_v1: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 8388608)] = ret__tmp_v0_3[0]
        completion_tid_inline85__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[1]
        o_partial__ssa_v2: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 8388608)] = o_partial__ssa_v1
        completion_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = completion_tid_inline85__ssa_v0
        ret__tmp_v0_4: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.tp_o_projection_complete, o_partial__ssa_v2, deps=[completion_tid__ssa_v0])
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[0]
        return o_partial__ssa_v2