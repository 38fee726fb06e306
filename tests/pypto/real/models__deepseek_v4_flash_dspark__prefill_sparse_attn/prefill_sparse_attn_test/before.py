# pypto.program: _jit_prefill_sparse_attn_test
import pypto.language as pl

CMP_BLOCK_NUM_DYN = pl.dynamic("CMP_BLOCK_NUM_DYN")
ORI_BLOCK_NUM_DYN = pl.dynamic("ORI_BLOCK_NUM_DYN")
T_DYN = pl.dynamic("T_DYN")
t_dim_inline1080__ssa_v0 = pl.dynamic("t_dim_inline1080__ssa_v0")
t_dim_inline1080__ssa_v1 = pl.dynamic("t_dim_inline1080__ssa_v1")
t_dim_inline1080__ssa_v2 = pl.dynamic("t_dim_inline1080__ssa_v2")
t_dim_inline1080__ssa_v3 = pl.dynamic("t_dim_inline1080__ssa_v3")

@pl.program
class _jit_prefill_sparse_attn_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def build_bias(query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__ssa_v0: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        bias_blk_inline1050__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        bias_local_t0_inline1046__ssa_v0: pl.Scalar[pl.INDEX] = bias_blk_inline1050__ssa_v0 * 16
        bias_t0_inline1121__ssa_v0: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v0 + bias_local_t0_inline1046__ssa_v0
        if bias_t0_inline1121__ssa_v0 < active_rows_inline177__ssa_v0:
            bias_rows_inline1067__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(active_rows_inline177__ssa_v0 - bias_t0_inline1121__ssa_v0, 16)
            bias_win_rows_inline1054__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 128])] = pl.tile.load(swa_indices__ssa_v0, [bias_t0_inline1121__ssa_v0, 0], [16, 128], [bias_rows_inline1067__ssa_v0, 128], target_memory=pl.Mem.Vec)
            bias_win_idx_inline1110__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 128])] = pl.tile.cast(bias_win_rows_inline1054__tile, target_type=pl.FP32, mode='round')
            t__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 128])] = pl.tile.adds(bias_win_idx_inline1110__tile, 1.0)
            t__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 128])] = pl.tile.maximums(t__tile, 0.0)
            bias_win_raw_flag_inline1048__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 128])] = pl.tile.minimums(t__tile_1, 1.0)
            t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 128])] = pl.tile.subs(bias_win_raw_flag_inline1048__tile, 1.0)
            bias_win_inline1114__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 128])] = pl.tile.muls(t__tile_2, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_win_inline1114__tile, [bias_local_t0_inline1046__ssa_v0, 0], sparse_bias_inline10_inline904__ssa_v0)
            bias_cmp_rows_inline1045__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 512])] = pl.tile.load(cmp_indices__ssa_v0, [bias_t0_inline1121__ssa_v0, 0], [16, 512], [bias_rows_inline1067__ssa_v0, 512], target_memory=pl.Mem.Vec)
            bias_cmp_idx_inline1106__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 512])] = pl.tile.cast(bias_cmp_rows_inline1045__tile, target_type=pl.FP32, mode='round')
            t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 512])] = pl.tile.adds(bias_cmp_idx_inline1106__tile, 1.0)
            t__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 512])] = pl.tile.maximums(t__tile_3, 0.0)
            bias_cmp_raw_flag_inline1155__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 512])] = pl.tile.minimums(t__tile_4, 1.0)
            t__tile_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 512])] = pl.tile.subs(bias_cmp_raw_flag_inline1155__tile, 1.0)
            bias_cmp_inline1069__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v0, 512])] = pl.tile.muls(t__tile_5, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile_1: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_cmp_inline1069__tile, [bias_local_t0_inline1046__ssa_v0, 128], sparse_bias_inline10_inline904__tile)
            sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__tile_1)
        else:
            sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__ssa_v0)
        return sparse_bias_inline10_inline904__phi_v6
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def build_bias_0(query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__phi_v7: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        bias_blk_inline1050__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        bias_local_t0_inline1046__ssa_v1: pl.Scalar[pl.INDEX] = bias_blk_inline1050__ssa_v1 * 16
        bias_t0_inline1121__ssa_v1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v1 + bias_local_t0_inline1046__ssa_v1
        if bias_t0_inline1121__ssa_v1 < active_rows_inline177__ssa_v0:
            bias_rows_inline1067__ssa_v1: pl.Scalar[pl.INDEX] = pl.min(active_rows_inline177__ssa_v0 - bias_t0_inline1121__ssa_v1, 16)
            bias_win_rows_inline1054__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 128])] = pl.tile.load(swa_indices__ssa_v0, [bias_t0_inline1121__ssa_v1, 0], [16, 128], [bias_rows_inline1067__ssa_v1, 128], target_memory=pl.Mem.Vec)
            bias_win_idx_inline1110__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 128])] = pl.tile.cast(bias_win_rows_inline1054__tile, target_type=pl.FP32, mode='round')
            t__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 128])] = pl.tile.adds(bias_win_idx_inline1110__tile, 1.0)
            t__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 128])] = pl.tile.maximums(t__tile, 0.0)
            bias_win_raw_flag_inline1048__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 128])] = pl.tile.minimums(t__tile_1, 1.0)
            t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 128])] = pl.tile.subs(bias_win_raw_flag_inline1048__tile, 1.0)
            bias_win_inline1114__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 128])] = pl.tile.muls(t__tile_2, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_win_inline1114__tile, [bias_local_t0_inline1046__ssa_v1, 0], sparse_bias_inline10_inline904__phi_v7)
            bias_cmp_rows_inline1045__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 512])] = pl.tile.load(cmp_indices__ssa_v0, [bias_t0_inline1121__ssa_v1, 0], [16, 512], [bias_rows_inline1067__ssa_v1, 512], target_memory=pl.Mem.Vec)
            bias_cmp_idx_inline1106__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 512])] = pl.tile.cast(bias_cmp_rows_inline1045__tile, target_type=pl.FP32, mode='round')
            t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 512])] = pl.tile.adds(bias_cmp_idx_inline1106__tile, 1.0)
            t__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 512])] = pl.tile.maximums(t__tile_3, 0.0)
            bias_cmp_raw_flag_inline1155__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 512])] = pl.tile.minimums(t__tile_4, 1.0)
            t__tile_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 512])] = pl.tile.subs(bias_cmp_raw_flag_inline1155__tile, 1.0)
            bias_cmp_inline1069__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v1, 512])] = pl.tile.muls(t__tile_5, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile_1: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_cmp_inline1069__tile, [bias_local_t0_inline1046__ssa_v1, 128], sparse_bias_inline10_inline904__tile)
            sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__tile_1)
        else:
            sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__phi_v7)
        return sparse_bias_inline10_inline904__phi_v13
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def build_bias_1(query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__phi_v14: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        bias_blk_inline1050__ssa_v2: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        bias_local_t0_inline1046__ssa_v2: pl.Scalar[pl.INDEX] = bias_blk_inline1050__ssa_v2 * 16
        bias_t0_inline1121__ssa_v2: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v2 + bias_local_t0_inline1046__ssa_v2
        if bias_t0_inline1121__ssa_v2 < active_rows_inline177__ssa_v0:
            bias_rows_inline1067__ssa_v2: pl.Scalar[pl.INDEX] = pl.min(active_rows_inline177__ssa_v0 - bias_t0_inline1121__ssa_v2, 16)
            bias_win_rows_inline1054__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 128])] = pl.tile.load(swa_indices__ssa_v0, [bias_t0_inline1121__ssa_v2, 0], [16, 128], [bias_rows_inline1067__ssa_v2, 128], target_memory=pl.Mem.Vec)
            bias_win_idx_inline1110__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 128])] = pl.tile.cast(bias_win_rows_inline1054__tile, target_type=pl.FP32, mode='round')
            t__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 128])] = pl.tile.adds(bias_win_idx_inline1110__tile, 1.0)
            t__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 128])] = pl.tile.maximums(t__tile, 0.0)
            bias_win_raw_flag_inline1048__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 128])] = pl.tile.minimums(t__tile_1, 1.0)
            t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 128])] = pl.tile.subs(bias_win_raw_flag_inline1048__tile, 1.0)
            bias_win_inline1114__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 128])] = pl.tile.muls(t__tile_2, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_win_inline1114__tile, [bias_local_t0_inline1046__ssa_v2, 0], sparse_bias_inline10_inline904__phi_v14)
            bias_cmp_rows_inline1045__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 512])] = pl.tile.load(cmp_indices__ssa_v0, [bias_t0_inline1121__ssa_v2, 0], [16, 512], [bias_rows_inline1067__ssa_v2, 512], target_memory=pl.Mem.Vec)
            bias_cmp_idx_inline1106__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 512])] = pl.tile.cast(bias_cmp_rows_inline1045__tile, target_type=pl.FP32, mode='round')
            t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 512])] = pl.tile.adds(bias_cmp_idx_inline1106__tile, 1.0)
            t__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 512])] = pl.tile.maximums(t__tile_3, 0.0)
            bias_cmp_raw_flag_inline1155__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 512])] = pl.tile.minimums(t__tile_4, 1.0)
            t__tile_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 512])] = pl.tile.subs(bias_cmp_raw_flag_inline1155__tile, 1.0)
            bias_cmp_inline1069__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v2, 512])] = pl.tile.muls(t__tile_5, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile_1: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_cmp_inline1069__tile, [bias_local_t0_inline1046__ssa_v2, 128], sparse_bias_inline10_inline904__tile)
            sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__tile_1)
        else:
            sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__phi_v14)
        return sparse_bias_inline10_inline904__phi_v20
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def build_bias_2(query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__phi_v21: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        bias_blk_inline1050__ssa_v3: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        bias_local_t0_inline1046__ssa_v3: pl.Scalar[pl.INDEX] = bias_blk_inline1050__ssa_v3 * 16
        bias_t0_inline1121__ssa_v3: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v3 + bias_local_t0_inline1046__ssa_v3
        if bias_t0_inline1121__ssa_v3 < active_rows_inline177__ssa_v0:
            bias_rows_inline1067__ssa_v3: pl.Scalar[pl.INDEX] = pl.min(active_rows_inline177__ssa_v0 - bias_t0_inline1121__ssa_v3, 16)
            bias_win_rows_inline1054__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 128])] = pl.tile.load(swa_indices__ssa_v0, [bias_t0_inline1121__ssa_v3, 0], [16, 128], [bias_rows_inline1067__ssa_v3, 128], target_memory=pl.Mem.Vec)
            bias_win_idx_inline1110__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 128])] = pl.tile.cast(bias_win_rows_inline1054__tile, target_type=pl.FP32, mode='round')
            t__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 128])] = pl.tile.adds(bias_win_idx_inline1110__tile, 1.0)
            t__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 128])] = pl.tile.maximums(t__tile, 0.0)
            bias_win_raw_flag_inline1048__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 128])] = pl.tile.minimums(t__tile_1, 1.0)
            t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 128])] = pl.tile.subs(bias_win_raw_flag_inline1048__tile, 1.0)
            bias_win_inline1114__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 128])] = pl.tile.muls(t__tile_2, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_win_inline1114__tile, [bias_local_t0_inline1046__ssa_v3, 0], sparse_bias_inline10_inline904__phi_v21)
            bias_cmp_rows_inline1045__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 512])] = pl.tile.load(cmp_indices__ssa_v0, [bias_t0_inline1121__ssa_v3, 0], [16, 512], [bias_rows_inline1067__ssa_v3, 512], target_memory=pl.Mem.Vec)
            bias_cmp_idx_inline1106__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 512])] = pl.tile.cast(bias_cmp_rows_inline1045__tile, target_type=pl.FP32, mode='round')
            t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 512])] = pl.tile.adds(bias_cmp_idx_inline1106__tile, 1.0)
            t__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 512])] = pl.tile.maximums(t__tile_3, 0.0)
            bias_cmp_raw_flag_inline1155__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 512])] = pl.tile.minimums(t__tile_4, 1.0)
            t__tile_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 512])] = pl.tile.subs(bias_cmp_raw_flag_inline1155__tile, 1.0)
            bias_cmp_inline1069__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[bias_rows_inline1067__ssa_v3, 512])] = pl.tile.muls(t__tile_5, 3.4028234663852886e+38)
            sparse_bias_inline10_inline904__tile_1: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)] = pl.tile.store(bias_cmp_inline1069__tile, [bias_local_t0_inline1046__ssa_v3, 128], sparse_bias_inline10_inline904__tile)
            sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__tile_1)
        else:
            sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 327680)] = pl.yield_(sparse_bias_inline10_inline904__phi_v21)
        return sparse_bias_inline10_inline904__phi_v27
    @pl.function(type=pl.FunctionType.Spmd)
    def build_bias_spmd(self, query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__ssa_v0: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)] = self.build_bias(query_base_inline16_inline969__ssa_v0, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__ssa_v0, cmp_indices__ssa_v0)
        return sparse_bias_inline10_inline904__phi_v6
    @pl.function(type=pl.FunctionType.Spmd)
    def build_bias_spmd_0(self, query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__phi_v7: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)] = self.build_bias_0(query_base_inline16_inline969__ssa_v1, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__phi_v7, cmp_indices__ssa_v0)
        return sparse_bias_inline10_inline904__phi_v13
    @pl.function(type=pl.FunctionType.Spmd)
    def build_bias_spmd_1(self, query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__phi_v14: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)] = self.build_bias_1(query_base_inline16_inline969__ssa_v2, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__phi_v14, cmp_indices__ssa_v0)
        return sparse_bias_inline10_inline904__phi_v20
    @pl.function(type=pl.FunctionType.Spmd)
    def build_bias_spmd_2(self, query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], sparse_bias_inline10_inline904__phi_v21: pl.InOut[pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 327680)]], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[128, 640], pl.FP32]:
        sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)] = self.build_bias_2(query_base_inline16_inline969__ssa_v3, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__phi_v21, cmp_indices__ssa_v0)
        return sparse_bias_inline10_inline904__phi_v27
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_cmp_kv(gather_blocks_inline1055__ssa_v0: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v2: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v0: pl.Tensor[[cmp_block_num_inline1086__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_block_inline1087__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_schedule_block_v1_inline1111__ssa_v0: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v0 // 4
        gather_token_block_v1_inline1098__ssa_v0: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v0 - 1 - gather_schedule_block_v1_inline1111__ssa_v0
        gather_sb_inline1077__ssa_v0: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v0 - gather_schedule_block_v1_inline1111__ssa_v0 * 4 + 1
        gather_local_t0_v1_inline1058__ssa_v0: pl.Scalar[pl.INDEX] = gather_token_block_v1_inline1098__ssa_v0 * 2
        gather_k0_inline1062__ssa_v0: pl.Scalar[pl.INDEX] = gather_sb_inline1077__ssa_v0 * 128
        for gather_dt_inline1061__idx_v0, (sparse_kv_inline9_inline900__iter_v6,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__rv_v2,)):
            gather_local_t_inline1104__ssa_v1: pl.Scalar[pl.INDEX] = gather_local_t0_v1_inline1058__ssa_v0 + gather_dt_inline1061__idx_v0
            gather_t_inline1146__ssa_v1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v0 + gather_local_t_inline1104__ssa_v1
            if gather_t_inline1146__ssa_v1 < t_dim_inline1080__ssa_v0:
                if gather_t_inline1146__ssa_v1 < active_rows_inline177__ssa_v0:
                    gather_block_valid_inline1065__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [gather_t_inline1146__ssa_v1, gather_sb_inline1077__ssa_v0])
                    if 0 < pl.cast(gather_block_valid_inline1065__tile, pl.INDEX):
                        block_base_inline1130__ssa_v1: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v1 * 640 + gather_k0_inline1062__ssa_v0
                        stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                        for gather_ki_inline1053__idx_v0, (stage_inline1115__iter_v6,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                            gather_cmp_k_inline1142__ssa_v0: pl.Scalar[pl.INDEX] = gather_k0_inline1062__ssa_v0 + gather_ki_inline1053__idx_v0 - 128
                            if gather_cmp_k_inline1142__ssa_v0 < 512:
                                gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_indices__ssa_v0, [gather_t_inline1146__ssa_v1, gather_cmp_k_inline1142__ssa_v0])
                                if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                                    cmp_slot_inline1057__ssa_v0: pl.Scalar[pl.INT32] = gather_raw_inline1108__tile
                                    blk_slot_inline1078__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(cmp_slot_inline1057__ssa_v0, pl.INDEX) // 32
                                    t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [blk_slot_inline1078__ssa_v0])
                                    blk_inline1123__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
                                    src_inline1105__ssa_v1: pl.Scalar[pl.INDEX] = blk_inline1123__ssa_v0 * 32 + (pl.cast(cmp_slot_inline1057__ssa_v0, pl.INDEX) - blk_slot_inline1078__ssa_v0 * 32)
                                    t__tile_1: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_6, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline1079__ssa_v0, [src_inline1105__ssa_v1, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                                    stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v6, t__tile_1, [gather_ki_inline1053__idx_v0, 0])
                                    stage_inline1115__phi_v9: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                                else:
                                    stage_inline1115__phi_v9: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v6)
                                stage_inline1115__phi_v10: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v9)
                            else:
                                stage_inline1115__phi_v10: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v6)
                            stage_inline1115__rv_v7: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v10)
                        sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v7, [block_base_inline1130__ssa_v1, 0], sparse_kv_inline9_inline900__iter_v6)
                        sparse_kv_inline9_inline900__phi_v9: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                    else:
                        sparse_kv_inline9_inline900__phi_v9: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v6)
                    sparse_kv_inline9_inline900__phi_v10: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v9)
                else:
                    sparse_kv_inline9_inline900__phi_v10: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v6)
                sparse_kv_inline9_inline900__phi_v11: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v10)
            else:
                sparse_kv_inline9_inline900__phi_v11: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v6)
            sparse_kv_inline9_inline900__rv_v7: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v11)
        return sparse_kv_inline9_inline900__rv_v2
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_cmp_kv_0(gather_blocks_inline1055__ssa_v1: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v14: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v1: pl.Tensor[[cmp_block_num_inline1086__ssa_v1 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_block_inline1087__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_schedule_block_v1_inline1111__ssa_v1: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v1 // 4
        gather_token_block_v1_inline1098__ssa_v1: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v1 - 1 - gather_schedule_block_v1_inline1111__ssa_v1
        gather_sb_inline1077__ssa_v1: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v1 - gather_schedule_block_v1_inline1111__ssa_v1 * 4 + 1
        gather_local_t0_v1_inline1058__ssa_v1: pl.Scalar[pl.INDEX] = gather_token_block_v1_inline1098__ssa_v1 * 2
        gather_k0_inline1062__ssa_v1: pl.Scalar[pl.INDEX] = gather_sb_inline1077__ssa_v1 * 128
        for gather_dt_inline1061__idx_v1, (sparse_kv_inline9_inline900__iter_v18,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__rv_v14,)):
            gather_local_t_inline1104__ssa_v3: pl.Scalar[pl.INDEX] = gather_local_t0_v1_inline1058__ssa_v1 + gather_dt_inline1061__idx_v1
            gather_t_inline1146__ssa_v3: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v1 + gather_local_t_inline1104__ssa_v3
            if gather_t_inline1146__ssa_v3 < t_dim_inline1080__ssa_v1:
                if gather_t_inline1146__ssa_v3 < active_rows_inline177__ssa_v0:
                    gather_block_valid_inline1065__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [gather_t_inline1146__ssa_v3, gather_sb_inline1077__ssa_v1])
                    if 0 < pl.cast(gather_block_valid_inline1065__tile, pl.INDEX):
                        block_base_inline1130__ssa_v3: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v3 * 640 + gather_k0_inline1062__ssa_v1
                        stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                        for gather_ki_inline1053__idx_v1, (stage_inline1115__iter_v17,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                            gather_cmp_k_inline1142__ssa_v1: pl.Scalar[pl.INDEX] = gather_k0_inline1062__ssa_v1 + gather_ki_inline1053__idx_v1 - 128
                            if gather_cmp_k_inline1142__ssa_v1 < 512:
                                gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_indices__ssa_v0, [gather_t_inline1146__ssa_v3, gather_cmp_k_inline1142__ssa_v1])
                                if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                                    cmp_slot_inline1057__ssa_v1: pl.Scalar[pl.INT32] = gather_raw_inline1108__tile
                                    blk_slot_inline1078__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(cmp_slot_inline1057__ssa_v1, pl.INDEX) // 32
                                    t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [blk_slot_inline1078__ssa_v1])
                                    blk_inline1123__ssa_v1: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
                                    src_inline1105__ssa_v3: pl.Scalar[pl.INDEX] = blk_inline1123__ssa_v1 * 32 + (pl.cast(cmp_slot_inline1057__ssa_v1, pl.INDEX) - blk_slot_inline1078__ssa_v1 * 32)
                                    t__tile_1: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_6, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline1079__ssa_v1, [src_inline1105__ssa_v3, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                                    stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v17, t__tile_1, [gather_ki_inline1053__idx_v1, 0])
                                    stage_inline1115__phi_v20: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                                else:
                                    stage_inline1115__phi_v20: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v17)
                                stage_inline1115__phi_v21: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v20)
                            else:
                                stage_inline1115__phi_v21: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v17)
                            stage_inline1115__rv_v18: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v21)
                        sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v18, [block_base_inline1130__ssa_v3, 0], sparse_kv_inline9_inline900__iter_v18)
                        sparse_kv_inline9_inline900__phi_v21: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                    else:
                        sparse_kv_inline9_inline900__phi_v21: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v18)
                    sparse_kv_inline9_inline900__phi_v22: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v21)
                else:
                    sparse_kv_inline9_inline900__phi_v22: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v18)
                sparse_kv_inline9_inline900__phi_v23: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v22)
            else:
                sparse_kv_inline9_inline900__phi_v23: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v18)
            sparse_kv_inline9_inline900__rv_v19: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v23)
        return sparse_kv_inline9_inline900__rv_v14
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_cmp_kv_1(gather_blocks_inline1055__ssa_v2: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v26: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v2: pl.Tensor[[cmp_block_num_inline1086__ssa_v2 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_block_inline1087__ssa_v2: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_schedule_block_v1_inline1111__ssa_v2: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v2 // 4
        gather_token_block_v1_inline1098__ssa_v2: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v2 - 1 - gather_schedule_block_v1_inline1111__ssa_v2
        gather_sb_inline1077__ssa_v2: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v2 - gather_schedule_block_v1_inline1111__ssa_v2 * 4 + 1
        gather_local_t0_v1_inline1058__ssa_v2: pl.Scalar[pl.INDEX] = gather_token_block_v1_inline1098__ssa_v2 * 2
        gather_k0_inline1062__ssa_v2: pl.Scalar[pl.INDEX] = gather_sb_inline1077__ssa_v2 * 128
        for gather_dt_inline1061__idx_v2, (sparse_kv_inline9_inline900__iter_v30,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__rv_v26,)):
            gather_local_t_inline1104__ssa_v5: pl.Scalar[pl.INDEX] = gather_local_t0_v1_inline1058__ssa_v2 + gather_dt_inline1061__idx_v2
            gather_t_inline1146__ssa_v5: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v2 + gather_local_t_inline1104__ssa_v5
            if gather_t_inline1146__ssa_v5 < t_dim_inline1080__ssa_v2:
                if gather_t_inline1146__ssa_v5 < active_rows_inline177__ssa_v0:
                    gather_block_valid_inline1065__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [gather_t_inline1146__ssa_v5, gather_sb_inline1077__ssa_v2])
                    if 0 < pl.cast(gather_block_valid_inline1065__tile, pl.INDEX):
                        block_base_inline1130__ssa_v5: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v5 * 640 + gather_k0_inline1062__ssa_v2
                        stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                        for gather_ki_inline1053__idx_v2, (stage_inline1115__iter_v28,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                            gather_cmp_k_inline1142__ssa_v2: pl.Scalar[pl.INDEX] = gather_k0_inline1062__ssa_v2 + gather_ki_inline1053__idx_v2 - 128
                            if gather_cmp_k_inline1142__ssa_v2 < 512:
                                gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_indices__ssa_v0, [gather_t_inline1146__ssa_v5, gather_cmp_k_inline1142__ssa_v2])
                                if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                                    cmp_slot_inline1057__ssa_v2: pl.Scalar[pl.INT32] = gather_raw_inline1108__tile
                                    blk_slot_inline1078__ssa_v2: pl.Scalar[pl.INDEX] = pl.cast(cmp_slot_inline1057__ssa_v2, pl.INDEX) // 32
                                    t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [blk_slot_inline1078__ssa_v2])
                                    blk_inline1123__ssa_v2: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
                                    src_inline1105__ssa_v5: pl.Scalar[pl.INDEX] = blk_inline1123__ssa_v2 * 32 + (pl.cast(cmp_slot_inline1057__ssa_v2, pl.INDEX) - blk_slot_inline1078__ssa_v2 * 32)
                                    t__tile_1: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_6, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline1079__ssa_v2, [src_inline1105__ssa_v5, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                                    stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v28, t__tile_1, [gather_ki_inline1053__idx_v2, 0])
                                    stage_inline1115__phi_v31: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                                else:
                                    stage_inline1115__phi_v31: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v28)
                                stage_inline1115__phi_v32: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v31)
                            else:
                                stage_inline1115__phi_v32: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v28)
                            stage_inline1115__rv_v29: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v32)
                        sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v29, [block_base_inline1130__ssa_v5, 0], sparse_kv_inline9_inline900__iter_v30)
                        sparse_kv_inline9_inline900__phi_v33: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                    else:
                        sparse_kv_inline9_inline900__phi_v33: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v30)
                    sparse_kv_inline9_inline900__phi_v34: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v33)
                else:
                    sparse_kv_inline9_inline900__phi_v34: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v30)
                sparse_kv_inline9_inline900__phi_v35: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v34)
            else:
                sparse_kv_inline9_inline900__phi_v35: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v30)
            sparse_kv_inline9_inline900__rv_v31: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v35)
        return sparse_kv_inline9_inline900__rv_v26
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_cmp_kv_2(gather_blocks_inline1055__ssa_v3: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v38: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v3: pl.Tensor[[cmp_block_num_inline1086__ssa_v3 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_block_inline1087__ssa_v3: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_schedule_block_v1_inline1111__ssa_v3: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v3 // 4
        gather_token_block_v1_inline1098__ssa_v3: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v3 - 1 - gather_schedule_block_v1_inline1111__ssa_v3
        gather_sb_inline1077__ssa_v3: pl.Scalar[pl.INDEX] = gather_block_inline1087__ssa_v3 - gather_schedule_block_v1_inline1111__ssa_v3 * 4 + 1
        gather_local_t0_v1_inline1058__ssa_v3: pl.Scalar[pl.INDEX] = gather_token_block_v1_inline1098__ssa_v3 * 2
        gather_k0_inline1062__ssa_v3: pl.Scalar[pl.INDEX] = gather_sb_inline1077__ssa_v3 * 128
        for gather_dt_inline1061__idx_v3, (sparse_kv_inline9_inline900__iter_v42,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__rv_v38,)):
            gather_local_t_inline1104__ssa_v7: pl.Scalar[pl.INDEX] = gather_local_t0_v1_inline1058__ssa_v3 + gather_dt_inline1061__idx_v3
            gather_t_inline1146__ssa_v7: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v3 + gather_local_t_inline1104__ssa_v7
            if gather_t_inline1146__ssa_v7 < t_dim_inline1080__ssa_v3:
                if gather_t_inline1146__ssa_v7 < active_rows_inline177__ssa_v0:
                    gather_block_valid_inline1065__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [gather_t_inline1146__ssa_v7, gather_sb_inline1077__ssa_v3])
                    if 0 < pl.cast(gather_block_valid_inline1065__tile, pl.INDEX):
                        block_base_inline1130__ssa_v7: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v7 * 640 + gather_k0_inline1062__ssa_v3
                        stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                        for gather_ki_inline1053__idx_v3, (stage_inline1115__iter_v39,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                            gather_cmp_k_inline1142__ssa_v3: pl.Scalar[pl.INDEX] = gather_k0_inline1062__ssa_v3 + gather_ki_inline1053__idx_v3 - 128
                            if gather_cmp_k_inline1142__ssa_v3 < 512:
                                gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_indices__ssa_v0, [gather_t_inline1146__ssa_v7, gather_cmp_k_inline1142__ssa_v3])
                                if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                                    cmp_slot_inline1057__ssa_v3: pl.Scalar[pl.INT32] = gather_raw_inline1108__tile
                                    blk_slot_inline1078__ssa_v3: pl.Scalar[pl.INDEX] = pl.cast(cmp_slot_inline1057__ssa_v3, pl.INDEX) // 32
                                    t__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [blk_slot_inline1078__ssa_v3])
                                    blk_inline1123__ssa_v3: pl.Scalar[pl.INDEX] = pl.cast(t__tile, pl.INDEX)
                                    src_inline1105__ssa_v7: pl.Scalar[pl.INDEX] = blk_inline1123__ssa_v3 * 32 + (pl.cast(cmp_slot_inline1057__ssa_v3, pl.INDEX) - blk_slot_inline1078__ssa_v3 * 32)
                                    t__tile_1: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_6, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(cmp_kv_flat_inline1079__ssa_v3, [src_inline1105__ssa_v7, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                                    stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v39, t__tile_1, [gather_ki_inline1053__idx_v3, 0])
                                    stage_inline1115__phi_v42: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                                else:
                                    stage_inline1115__phi_v42: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v39)
                                stage_inline1115__phi_v43: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v42)
                            else:
                                stage_inline1115__phi_v43: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v39)
                            stage_inline1115__rv_v40: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v43)
                        sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v40, [block_base_inline1130__ssa_v7, 0], sparse_kv_inline9_inline900__iter_v42)
                        sparse_kv_inline9_inline900__phi_v45: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                    else:
                        sparse_kv_inline9_inline900__phi_v45: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v42)
                    sparse_kv_inline9_inline900__phi_v46: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v45)
                else:
                    sparse_kv_inline9_inline900__phi_v46: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v42)
                sparse_kv_inline9_inline900__phi_v47: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v46)
            else:
                sparse_kv_inline9_inline900__phi_v47: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v42)
            sparse_kv_inline9_inline900__rv_v43: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v47)
        return sparse_kv_inline9_inline900__rv_v38
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_cmp_kv_spmd(self, gather_blocks_inline1055__ssa_v0: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v2: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v0: pl.Tensor[[cmp_block_num_inline1086__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v7: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)] = self.gather_cmp_kv(gather_blocks_inline1055__ssa_v0, sparse_kv_inline9_inline900__rv_v2, query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v0)
        return sparse_kv_inline9_inline900__rv_v2
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_cmp_kv_spmd_0(self, gather_blocks_inline1055__ssa_v1: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v14: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v1: pl.Tensor[[cmp_block_num_inline1086__ssa_v1 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v19: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)] = self.gather_cmp_kv_0(gather_blocks_inline1055__ssa_v1, sparse_kv_inline9_inline900__rv_v14, query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v1)
        return sparse_kv_inline9_inline900__rv_v14
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_cmp_kv_spmd_1(self, gather_blocks_inline1055__ssa_v2: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v26: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v2: pl.Tensor[[cmp_block_num_inline1086__ssa_v2 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v31: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)] = self.gather_cmp_kv_1(gather_blocks_inline1055__ssa_v2, sparse_kv_inline9_inline900__rv_v26, query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v2)
        return sparse_kv_inline9_inline900__rv_v26
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_cmp_kv_spmd_2(self, gather_blocks_inline1055__ssa_v3: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__rv_v38: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)], cmp_kv_flat_inline1079__ssa_v3: pl.Tensor[[cmp_block_num_inline1086__ssa_v3 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v43: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)] = self.gather_cmp_kv_2(gather_blocks_inline1055__ssa_v3, sparse_kv_inline9_inline900__rv_v38, query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v3)
        return sparse_kv_inline9_inline900__rv_v38
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_ori_kv(gather_blocks_inline1055__ssa_v0: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__ssa_v0: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v0: pl.Tensor[[ori_block_num_inline1090__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_schedule_block_inline1066__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_token_block_inline1068__ssa_v0: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v0 - 1 - gather_schedule_block_inline1066__ssa_v0
        gather_local_t0_inline1094__ssa_v0: pl.Scalar[pl.INDEX] = gather_token_block_inline1068__ssa_v0 * 2
        for gather_dt_inline1100__idx_v0, (sparse_kv_inline9_inline900__iter_v1,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__ssa_v0,)):
            gather_local_t_inline1104__ssa_v0: pl.Scalar[pl.INDEX] = gather_local_t0_inline1094__ssa_v0 + gather_dt_inline1100__idx_v0
            gather_t_inline1146__ssa_v0: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v0 + gather_local_t_inline1104__ssa_v0
            if gather_t_inline1146__ssa_v0 < t_dim_inline1080__ssa_v0:
                if gather_t_inline1146__ssa_v0 < active_rows_inline177__ssa_v0:
                    block_base_inline1130__ssa_v0: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v0 * 640
                    stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                    for gather_ki_inline1107__idx_v0, (stage_inline1115__iter_v1,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                        gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(swa_indices__ssa_v0, [gather_t_inline1146__ssa_v0, gather_ki_inline1107__idx_v0])
                        if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                            src_inline1105__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(gather_raw_inline1108__tile, pl.INDEX)
                            t__tile: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline1102__ssa_v0, [src_inline1105__ssa_v0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                            stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v1, t__tile, [gather_ki_inline1107__idx_v0, 0])
                            stage_inline1115__phi_v4: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                        else:
                            stage_inline1115__phi_v4: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v1)
                        stage_inline1115__rv_v2: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v4)
                    sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v2, [block_base_inline1130__ssa_v0, 0], sparse_kv_inline9_inline900__iter_v1)
                    sparse_kv_inline9_inline900__phi_v4: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                else:
                    sparse_kv_inline9_inline900__phi_v4: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v1)
                sparse_kv_inline9_inline900__phi_v5: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v4)
            else:
                sparse_kv_inline9_inline900__phi_v5: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v1)
            sparse_kv_inline9_inline900__rv_v2: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v5)
        return sparse_kv_inline9_inline900__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_ori_kv_0(gather_blocks_inline1055__ssa_v1: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__phi_v12: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v1: pl.Tensor[[ori_block_num_inline1090__ssa_v1 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_schedule_block_inline1066__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_token_block_inline1068__ssa_v1: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v1 - 1 - gather_schedule_block_inline1066__ssa_v1
        gather_local_t0_inline1094__ssa_v1: pl.Scalar[pl.INDEX] = gather_token_block_inline1068__ssa_v1 * 2
        for gather_dt_inline1100__idx_v1, (sparse_kv_inline9_inline900__iter_v13,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__phi_v12,)):
            gather_local_t_inline1104__ssa_v2: pl.Scalar[pl.INDEX] = gather_local_t0_inline1094__ssa_v1 + gather_dt_inline1100__idx_v1
            gather_t_inline1146__ssa_v2: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v1 + gather_local_t_inline1104__ssa_v2
            if gather_t_inline1146__ssa_v2 < t_dim_inline1080__ssa_v1:
                if gather_t_inline1146__ssa_v2 < active_rows_inline177__ssa_v0:
                    block_base_inline1130__ssa_v2: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v2 * 640
                    stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                    for gather_ki_inline1107__idx_v1, (stage_inline1115__iter_v12,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                        gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(swa_indices__ssa_v0, [gather_t_inline1146__ssa_v2, gather_ki_inline1107__idx_v1])
                        if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                            src_inline1105__ssa_v2: pl.Scalar[pl.INDEX] = pl.cast(gather_raw_inline1108__tile, pl.INDEX)
                            t__tile: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline1102__ssa_v1, [src_inline1105__ssa_v2, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                            stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v12, t__tile, [gather_ki_inline1107__idx_v1, 0])
                            stage_inline1115__phi_v15: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                        else:
                            stage_inline1115__phi_v15: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v12)
                        stage_inline1115__rv_v13: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v15)
                    sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v13, [block_base_inline1130__ssa_v2, 0], sparse_kv_inline9_inline900__iter_v13)
                    sparse_kv_inline9_inline900__phi_v16: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                else:
                    sparse_kv_inline9_inline900__phi_v16: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v13)
                sparse_kv_inline9_inline900__phi_v17: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v16)
            else:
                sparse_kv_inline9_inline900__phi_v17: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v13)
            sparse_kv_inline9_inline900__rv_v14: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v17)
        return sparse_kv_inline9_inline900__phi_v12
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_ori_kv_1(gather_blocks_inline1055__ssa_v2: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__phi_v24: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v2: pl.Tensor[[ori_block_num_inline1090__ssa_v2 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_schedule_block_inline1066__ssa_v2: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_token_block_inline1068__ssa_v2: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v2 - 1 - gather_schedule_block_inline1066__ssa_v2
        gather_local_t0_inline1094__ssa_v2: pl.Scalar[pl.INDEX] = gather_token_block_inline1068__ssa_v2 * 2
        for gather_dt_inline1100__idx_v2, (sparse_kv_inline9_inline900__iter_v25,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__phi_v24,)):
            gather_local_t_inline1104__ssa_v4: pl.Scalar[pl.INDEX] = gather_local_t0_inline1094__ssa_v2 + gather_dt_inline1100__idx_v2
            gather_t_inline1146__ssa_v4: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v2 + gather_local_t_inline1104__ssa_v4
            if gather_t_inline1146__ssa_v4 < t_dim_inline1080__ssa_v2:
                if gather_t_inline1146__ssa_v4 < active_rows_inline177__ssa_v0:
                    block_base_inline1130__ssa_v4: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v4 * 640
                    stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                    for gather_ki_inline1107__idx_v2, (stage_inline1115__iter_v23,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                        gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(swa_indices__ssa_v0, [gather_t_inline1146__ssa_v4, gather_ki_inline1107__idx_v2])
                        if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                            src_inline1105__ssa_v4: pl.Scalar[pl.INDEX] = pl.cast(gather_raw_inline1108__tile, pl.INDEX)
                            t__tile: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline1102__ssa_v2, [src_inline1105__ssa_v4, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                            stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v23, t__tile, [gather_ki_inline1107__idx_v2, 0])
                            stage_inline1115__phi_v26: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                        else:
                            stage_inline1115__phi_v26: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v23)
                        stage_inline1115__rv_v24: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v26)
                    sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v24, [block_base_inline1130__ssa_v4, 0], sparse_kv_inline9_inline900__iter_v25)
                    sparse_kv_inline9_inline900__phi_v28: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                else:
                    sparse_kv_inline9_inline900__phi_v28: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v25)
                sparse_kv_inline9_inline900__phi_v29: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v28)
            else:
                sparse_kv_inline9_inline900__phi_v29: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v25)
            sparse_kv_inline9_inline900__rv_v26: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v29)
        return sparse_kv_inline9_inline900__phi_v24
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gather_ori_kv_2(gather_blocks_inline1055__ssa_v3: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__phi_v36: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v3: pl.Tensor[[ori_block_num_inline1090__ssa_v3 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        gather_schedule_block_inline1066__ssa_v3: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gather_token_block_inline1068__ssa_v3: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v3 - 1 - gather_schedule_block_inline1066__ssa_v3
        gather_local_t0_inline1094__ssa_v3: pl.Scalar[pl.INDEX] = gather_token_block_inline1068__ssa_v3 * 2
        for gather_dt_inline1100__idx_v3, (sparse_kv_inline9_inline900__iter_v37,) in pl.range(2, init_values=(sparse_kv_inline9_inline900__phi_v36,)):
            gather_local_t_inline1104__ssa_v6: pl.Scalar[pl.INDEX] = gather_local_t0_inline1094__ssa_v3 + gather_dt_inline1100__idx_v3
            gather_t_inline1146__ssa_v6: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v3 + gather_local_t_inline1104__ssa_v6
            if gather_t_inline1146__ssa_v6 < t_dim_inline1080__ssa_v3:
                if gather_t_inline1146__ssa_v6 < active_rows_inline177__ssa_v0:
                    block_base_inline1130__ssa_v6: pl.Scalar[pl.INDEX] = gather_local_t_inline1104__ssa_v6 * 640
                    stage_inline1115__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([128, 512], dtype=pl.BF16, value=0.0)
                    for gather_ki_inline1107__idx_v3, (stage_inline1115__iter_v34,) in pl.range(128, init_values=(stage_inline1115__tile,)):
                        gather_raw_inline1108__tile: pl.Scalar[pl.INT32] = pl.tensor.read(swa_indices__ssa_v0, [gather_t_inline1146__ssa_v6, gather_ki_inline1107__idx_v3])
                        if 0 <= pl.cast(gather_raw_inline1108__tile, pl.INDEX):
                            src_inline1105__ssa_v6: pl.Scalar[pl.INDEX] = pl.cast(gather_raw_inline1108__tile, pl.INDEX)
                            t__tile: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(ori_kv_flat_inline1102__ssa_v3, [src_inline1105__ssa_v6, 0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
                            stage_inline1115__tile_1: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.assemble(stage_inline1115__iter_v34, t__tile, [gather_ki_inline1107__idx_v3, 0])
                            stage_inline1115__phi_v37: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__tile_1)
                        else:
                            stage_inline1115__phi_v37: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__iter_v34)
                        stage_inline1115__rv_v35: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.yield_(stage_inline1115__phi_v37)
                    sparse_kv_inline9_inline900__tile: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(stage_inline1115__rv_v35, [block_base_inline1130__ssa_v6, 0], sparse_kv_inline9_inline900__iter_v37)
                    sparse_kv_inline9_inline900__phi_v40: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__tile)
                else:
                    sparse_kv_inline9_inline900__phi_v40: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v37)
                sparse_kv_inline9_inline900__phi_v41: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v40)
            else:
                sparse_kv_inline9_inline900__phi_v41: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__iter_v37)
            sparse_kv_inline9_inline900__rv_v38: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 83886080)] = pl.yield_(sparse_kv_inline9_inline900__phi_v41)
        return sparse_kv_inline9_inline900__phi_v36
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_ori_kv_spmd(self, gather_blocks_inline1055__ssa_v0: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__ssa_v0: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v0: pl.Tensor[[ori_block_num_inline1090__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v2: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 83886080)] = self.gather_ori_kv(gather_blocks_inline1055__ssa_v0, sparse_kv_inline9_inline900__ssa_v0, query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v0)
        return sparse_kv_inline9_inline900__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_ori_kv_spmd_0(self, gather_blocks_inline1055__ssa_v1: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__phi_v12: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v1: pl.Tensor[[ori_block_num_inline1090__ssa_v1 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v14: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 83886080)] = self.gather_ori_kv_0(gather_blocks_inline1055__ssa_v1, sparse_kv_inline9_inline900__phi_v12, query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v1)
        return sparse_kv_inline9_inline900__phi_v12
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_ori_kv_spmd_1(self, gather_blocks_inline1055__ssa_v2: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__phi_v24: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v2: pl.Tensor[[ori_block_num_inline1090__ssa_v2 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v26: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 83886080)] = self.gather_ori_kv_1(gather_blocks_inline1055__ssa_v2, sparse_kv_inline9_inline900__phi_v24, query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v2)
        return sparse_kv_inline9_inline900__phi_v24
    @pl.function(type=pl.FunctionType.Spmd)
    def gather_ori_kv_spmd_2(self, gather_blocks_inline1055__ssa_v3: pl.Scalar[pl.INDEX], sparse_kv_inline9_inline900__phi_v36: pl.Out[pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 83886080)]], query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], ori_kv_flat_inline1102__ssa_v3: pl.Tensor[[ori_block_num_inline1090__ssa_v3 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[81920, 512], pl.BF16]:
        sparse_kv_inline9_inline900__rv_v38: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 83886080)] = self.gather_ori_kv_2(gather_blocks_inline1055__ssa_v3, sparse_kv_inline9_inline900__phi_v36, query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v3)
        return sparse_kv_inline9_inline900__phi_v36
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def merge_rope_pack(query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v9: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_20: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_95: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_97: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        m_local_t_inline1145__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        m_t_inline1044__ssa_v0: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v0 + m_local_t_inline1145__ssa_v0
        if m_t_inline1044__ssa_v0 < active_rows_inline177__ssa_v0:
            m_dense_t_inline1132__ssa_v0: pl.Scalar[pl.INDEX] = dense_query_base_inline13_inline897__ssa_v0 + m_local_t_inline1145__ssa_v0
            m_token_base_inline1120__ssa_v0: pl.Scalar[pl.INDEX] = m_local_t_inline1145__ssa_v0 * 320
            m_mask_row_inline1147__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(valid_block_mask__ssa_v0, [m_t_inline1044__ssa_v0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            m_swap_idx_inline1113__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_inline11_inline915__ssa_v1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            m_cos_il_inline1073__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(4128, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_cos_il_inline17_inline892__rv_v2, [m_dense_t_inline1132__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            m_sin_signed_inline1149__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sin_signed_inline8_inline914__rv_v2, [m_dense_t_inline1132__ssa_v0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            for m_h_idx_inline1151__idx_v0, (o_packed_inline1075__iter_v1,) in pl.range(4, init_values=(o_packed_inline1075__ssa_v0,)):
                m_h0_inline1139__ssa_v0: pl.Scalar[pl.INDEX] = m_h_idx_inline1151__idx_v0 * 16
                m_blk_base_inline1059__ssa_v0: pl.Scalar[pl.INDEX] = m_token_base_inline1120__ssa_v0 + m_h_idx_inline1151__idx_v0 * 80
                m_mi_inline1153__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v9, [m_blk_base_inline1059__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_li_inline1124__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v9, [m_blk_base_inline1059__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_oi_inline1091__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v9, [m_blk_base_inline1059__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                m_block_valid_inline1137__tile: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 1])
                if 0 < pl.cast(m_block_valid_inline1137__tile, pl.INDEX):
                    m_row_inline1148__ssa_v0: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v0 + 16
                    cur_mi_inline1088__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v9, [m_row_inline1148__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v9, [m_row_inline1148__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v9, [m_row_inline1148__ssa_v0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    mi_new_inline1092__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v0, mi_new_inline1092__rm_a1_tmp_v1)
                    mi_new_inline1092__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v2, [16, 1])
                    t__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    t__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3, t__rm_a1_tmp_v4)
                    t__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 16])
                    alpha_inline1083__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v6)
                    alpha_inline1083__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v7, [16, 1])
                    t__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    t__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8, t__rm_a1_tmp_v9)
                    t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10, [16, 1])
                    beta_inline1158__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
                    beta_inline1158__row_major_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v11)
                    beta_inline1158__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v12, [16, 1])
                    t__rm_a0_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile, [1, 16])
                    t__rm_a1_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__tile, [1, 16])
                    t__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13, t__rm_a1_tmp_v14)
                    t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15, [16, 1])
                    t__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile, [1, 16])
                    t__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile, [1, 16])
                    t__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16, t__rm_a1_tmp_v17)
                    t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v19: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v20: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
                    m_li_inline1124__row_major_tmp_v21: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v19, m_li_inline1124__rm_a1_tmp_v20)
                    m_li_inline1124__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v21, [16, 1])
                    m_oi_alpha_inline1131__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__tile, alpha_inline1083__tile)
                    cur_oi_beta_inline1041__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile, beta_inline1158__tile)
                    m_oi_inline1091__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile, cur_oi_beta_inline1041__tile)
                    m_mi_inline1153__ssa_v1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile
                    m_li_inline1124__phi_v2, m_mi_inline1153__phi_v2, m_oi_inline1091__phi_v2 = pl.yield_(m_li_inline1124__tile_1, m_mi_inline1153__ssa_v1, m_oi_inline1091__tile_1)
                else:
                    m_li_inline1124__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__tile, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__tile, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__tile_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__tile, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v2, m_mi_inline1153__phi_v2, m_oi_inline1091__phi_v2 = pl.yield_(m_li_inline1124__tile_mv, m_mi_inline1153__tile_mv, m_oi_inline1091__tile_mv)
                m_block_valid_inline1137__tile_1: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 2])
                if 0 < pl.cast(m_block_valid_inline1137__tile_1, pl.INDEX):
                    m_row_inline1148__ssa_v1: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v0 + 32
                    cur_mi_inline1088__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v9, [m_row_inline1148__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v9, [m_row_inline1148__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v9, [m_row_inline1148__ssa_v1, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v22: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v2, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v23: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    mi_new_inline1092__row_major_tmp_v24: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v22, mi_new_inline1092__rm_a1_tmp_v23)
                    mi_new_inline1092__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v24, [16, 1])
                    t__rm_a0_tmp_v25: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v2, [1, 16])
                    t__rm_a1_tmp_v26: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v27: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v25, t__rm_a1_tmp_v26)
                    t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v27, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v28: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 16])
                    alpha_inline1083__row_major_tmp_v29: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v28)
                    alpha_inline1083__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v29, [16, 1])
                    t__rm_a0_tmp_v30: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    t__rm_a1_tmp_v31: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v32: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v30, t__rm_a1_tmp_v31)
                    t__tile_5: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v32, [16, 1])
                    beta_inline1158__rm_a0_tmp_v33: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 16])
                    beta_inline1158__row_major_tmp_v34: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v33)
                    beta_inline1158__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v34, [16, 1])
                    t__rm_a0_tmp_v35: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_1, [1, 16])
                    t__rm_a1_tmp_v36: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v2, [1, 16])
                    t__row_major_tmp_v37: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v35, t__rm_a1_tmp_v36)
                    t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v37, [16, 1])
                    t__rm_a0_tmp_v38: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_1, [1, 16])
                    t__rm_a1_tmp_v39: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_1, [1, 16])
                    t__row_major_tmp_v40: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v38, t__rm_a1_tmp_v39)
                    t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v40, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v41: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v42: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_7, [1, 16])
                    m_li_inline1124__row_major_tmp_v43: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v41, m_li_inline1124__rm_a1_tmp_v42)
                    m_li_inline1124__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v43, [16, 1])
                    m_oi_alpha_inline1131__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v2, alpha_inline1083__tile_1)
                    cur_oi_beta_inline1041__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_1, beta_inline1158__tile_1)
                    m_oi_inline1091__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_1, cur_oi_beta_inline1041__tile_1)
                    m_mi_inline1153__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_1
                    m_li_inline1124__phi_v4, m_mi_inline1153__phi_v4, m_oi_inline1091__phi_v4 = pl.yield_(m_li_inline1124__tile_2, m_mi_inline1153__ssa_v3, m_oi_inline1091__tile_2)
                else:
                    m_li_inline1124__phi_v2_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v2, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v2_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v2, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v2_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v2, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v4, m_mi_inline1153__phi_v4, m_oi_inline1091__phi_v4 = pl.yield_(m_li_inline1124__phi_v2_mv, m_mi_inline1153__phi_v2_mv, m_oi_inline1091__phi_v2_mv)
                m_block_valid_inline1137__tile_2: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 3])
                if 0 < pl.cast(m_block_valid_inline1137__tile_2, pl.INDEX):
                    m_row_inline1148__ssa_v2: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v0 + 48
                    cur_mi_inline1088__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v9, [m_row_inline1148__ssa_v2, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v9, [m_row_inline1148__ssa_v2, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v9, [m_row_inline1148__ssa_v2, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v44: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v4, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v45: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    mi_new_inline1092__row_major_tmp_v46: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v44, mi_new_inline1092__rm_a1_tmp_v45)
                    mi_new_inline1092__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v46, [16, 1])
                    t__rm_a0_tmp_v47: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v4, [1, 16])
                    t__rm_a1_tmp_v48: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v49: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v47, t__rm_a1_tmp_v48)
                    t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v49, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v50: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [1, 16])
                    alpha_inline1083__row_major_tmp_v51: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v50)
                    alpha_inline1083__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v51, [16, 1])
                    t__rm_a0_tmp_v52: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    t__rm_a1_tmp_v53: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v54: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v52, t__rm_a1_tmp_v53)
                    t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v54, [16, 1])
                    beta_inline1158__rm_a0_tmp_v55: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_9, [1, 16])
                    beta_inline1158__row_major_tmp_v56: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v55)
                    beta_inline1158__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v56, [16, 1])
                    t__rm_a0_tmp_v57: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_2, [1, 16])
                    t__rm_a1_tmp_v58: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v4, [1, 16])
                    t__row_major_tmp_v59: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v57, t__rm_a1_tmp_v58)
                    t__tile_10: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v59, [16, 1])
                    t__rm_a0_tmp_v60: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_2, [1, 16])
                    t__rm_a1_tmp_v61: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_2, [1, 16])
                    t__row_major_tmp_v62: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v60, t__rm_a1_tmp_v61)
                    t__tile_11: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v62, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v63: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_10, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v64: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_11, [1, 16])
                    m_li_inline1124__row_major_tmp_v65: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v63, m_li_inline1124__rm_a1_tmp_v64)
                    m_li_inline1124__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v65, [16, 1])
                    m_oi_alpha_inline1131__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v4, alpha_inline1083__tile_2)
                    cur_oi_beta_inline1041__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_2, beta_inline1158__tile_2)
                    m_oi_inline1091__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_2, cur_oi_beta_inline1041__tile_2)
                    m_mi_inline1153__ssa_v5: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_2
                    m_li_inline1124__phi_v6, m_mi_inline1153__phi_v6, m_oi_inline1091__phi_v6 = pl.yield_(m_li_inline1124__tile_3, m_mi_inline1153__ssa_v5, m_oi_inline1091__tile_3)
                else:
                    m_li_inline1124__phi_v4_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v4, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v4_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v4, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v4_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v4, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v6, m_mi_inline1153__phi_v6, m_oi_inline1091__phi_v6 = pl.yield_(m_li_inline1124__phi_v4_mv, m_mi_inline1153__phi_v4_mv, m_oi_inline1091__phi_v4_mv)
                m_block_valid_inline1137__tile_3: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 4])
                if 0 < pl.cast(m_block_valid_inline1137__tile_3, pl.INDEX):
                    m_row_inline1148__ssa_v3: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v0 + 64
                    cur_mi_inline1088__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v9, [m_row_inline1148__ssa_v3, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v9, [m_row_inline1148__ssa_v3, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v9, [m_row_inline1148__ssa_v3, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v66: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v6, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v67: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    mi_new_inline1092__row_major_tmp_v68: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v66, mi_new_inline1092__rm_a1_tmp_v67)
                    mi_new_inline1092__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v68, [16, 1])
                    t__rm_a0_tmp_v69: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v6, [1, 16])
                    t__rm_a1_tmp_v70: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v71: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v69, t__rm_a1_tmp_v70)
                    t__tile_12: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v71, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v72: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_12, [1, 16])
                    alpha_inline1083__row_major_tmp_v73: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v72)
                    alpha_inline1083__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v73, [16, 1])
                    t__rm_a0_tmp_v74: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    t__rm_a1_tmp_v75: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v76: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v74, t__rm_a1_tmp_v75)
                    t__tile_13: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v76, [16, 1])
                    beta_inline1158__rm_a0_tmp_v77: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_13, [1, 16])
                    beta_inline1158__row_major_tmp_v78: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v77)
                    beta_inline1158__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v78, [16, 1])
                    t__rm_a0_tmp_v79: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_3, [1, 16])
                    t__rm_a1_tmp_v80: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v6, [1, 16])
                    t__row_major_tmp_v81: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v79, t__rm_a1_tmp_v80)
                    t__tile_14: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v81, [16, 1])
                    t__rm_a0_tmp_v82: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_3, [1, 16])
                    t__rm_a1_tmp_v83: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_3, [1, 16])
                    t__row_major_tmp_v84: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v82, t__rm_a1_tmp_v83)
                    t__tile_15: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v84, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v85: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_14, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v86: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_15, [1, 16])
                    m_li_inline1124__row_major_tmp_v87: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v85, m_li_inline1124__rm_a1_tmp_v86)
                    m_li_inline1124__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v87, [16, 1])
                    m_oi_alpha_inline1131__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v6, alpha_inline1083__tile_3)
                    cur_oi_beta_inline1041__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_3, beta_inline1158__tile_3)
                    m_oi_inline1091__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_3, cur_oi_beta_inline1041__tile_3)
                    m_mi_inline1153__ssa_v7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_3
                    m_li_inline1124__phi_v8, m_mi_inline1153__phi_v8, m_oi_inline1091__phi_v8 = pl.yield_(m_li_inline1124__tile_4, m_mi_inline1153__ssa_v7, m_oi_inline1091__tile_4)
                else:
                    m_li_inline1124__phi_v6_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v6, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v6_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v6, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v6_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v6, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v8, m_mi_inline1153__phi_v8, m_oi_inline1091__phi_v8 = pl.yield_(m_li_inline1124__phi_v6_mv, m_mi_inline1153__phi_v6_mv, m_oi_inline1091__phi_v6_mv)
                sink_bias_inline1140__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(attn_sink_col_inline1082__ssa_v0, [m_h0_inline1139__ssa_v0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                t__rm_a0_tmp_v88: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v8, [1, 16])
                t__rm_a1_tmp_v89: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v8, [1, 16])
                t__row_major_tmp_v90: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v88, t__rm_a1_tmp_v89)
                t__tile_16: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v90, [16, 1])
                sink_tile_inline1144__rm_a0_tmp_v91: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_16, [1, 16])
                sink_tile_inline1144__rm_a1_tmp_v92: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_bias_inline1140__tile, [1, 16])
                sink_tile_inline1144__row_major_tmp_v93: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(sink_tile_inline1144__rm_a0_tmp_v91, sink_tile_inline1144__rm_a1_tmp_v92)
                sink_tile_inline1144__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__row_major_tmp_v93, [16, 1])
                t__rm_a0_tmp_v94: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__tile, [1, 16])
                t__rm_a1_tmp_v95: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v8, [1, 16])
                t__row_major_tmp_v96: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v94, t__rm_a1_tmp_v95)
                t__tile_17: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v96, [16, 1])
                t__rm_a0_tmp_v97: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_17, [1, 16])
                t__row_major_tmp_v98: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__rm_a0_tmp_v97)
                t__tile_18: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v98, [16, 1])
                denom_inline1156__rm_a0_tmp_v99: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v8, [1, 16])
                denom_inline1156__rm_a1_tmp_v100: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_18, [1, 16])
                denom_inline1156__row_major_tmp_v101: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(denom_inline1156__rm_a0_tmp_v99, denom_inline1156__rm_a1_tmp_v100)
                denom_inline1156__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(denom_inline1156__row_major_tmp_v101, [16, 1])
                t__tile_19: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(m_oi_inline1091__phi_v8, denom_inline1156__tile)
                n_full_inline1101__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(t__tile_19, [16, 512], [0, 0])
                n_bf16_inline1103__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(n_full_inline1101__tile, target_type=pl.BF16, mode='rint')
                m_rope_inline1089__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(6432, pl.INT64), 30976), pl.Mem.Vec] = pl.tile.slice(n_full_inline1101__tile, [16, 64], [0, 448])
                gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
                    gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(m_rope_inline1089__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(m_swap_idx_inline1113__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                    gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                    gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                    gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.yield_(gather_asmbl)
                m_swapped_inline1063__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
                m_rope_inline1089__tile_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.extract(t__tile_19, 0, 448, [16, 64], target_memory=pl.Mem.Vec)
                m_rope_cos_inline1093__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_rope_inline1089__tile_textract, m_cos_il_inline1073__tile)
                m_swapped_sin_inline1134__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_swapped_inline1063__tile, m_sin_signed_inline1149__tile)
                m_rot_inline1159__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_rope_cos_inline1093__tile, m_swapped_sin_inline1134__tile)
                n_rope_bf16_inline1160__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(m_rot_inline1159__tile, target_type=pl.BF16, mode='rint')
                m_g0_inline1161__ssa_v0: pl.Scalar[pl.INDEX] = m_h0_inline1139__ssa_v0 // 8
                m_src_h0_inline1047__ssa_v0: pl.Scalar[pl.INDEX] = 0
                m_pack_row_inline1084__ssa_v0: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v0 * 512 + m_dense_t_inline1132__ssa_v0
                m_dst_head_inline1099__ssa_v0: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v0 * 8
                t__tile_20: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v0, 0])
                pl.tile.store(t__tile_20, [m_dst_head_inline1099__ssa_v0, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_21: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v0, 0])
                pl.tile.store(t__tile_21, [m_dst_head_inline1099__ssa_v0, 448], o_packed_heads_inline874__ssa_v0)
                m_src_h0_inline1047__ssa_v1: pl.Scalar[pl.INDEX] = 8
                m_pack_row_inline1084__ssa_v1: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v0 * 512 + m_dense_t_inline1132__ssa_v0 + 512
                m_dst_head_inline1099__ssa_v1: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v1 * 8
                t__tile_22: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v1, 0])
                pl.tile.store(t__tile_22, [m_dst_head_inline1099__ssa_v1, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_23: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v1, 0])
                pl.tile.store(t__tile_23, [m_dst_head_inline1099__ssa_v1, 448], o_packed_heads_inline874__ssa_v0)
                o_packed_inline1075__rv_v2: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_102", pl.const(0, pl.INT64), 33554432)] = pl.yield_(o_packed_inline1075__iter_v1)
        else:
            pass
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def merge_rope_pack_0(query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v1: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v9: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v19: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v1: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_20: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_95: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_97: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        m_local_t_inline1145__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        m_t_inline1044__ssa_v1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v1 + m_local_t_inline1145__ssa_v1
        if m_t_inline1044__ssa_v1 < active_rows_inline177__ssa_v0:
            m_dense_t_inline1132__ssa_v1: pl.Scalar[pl.INDEX] = dense_query_base_inline13_inline897__ssa_v1 + m_local_t_inline1145__ssa_v1
            m_token_base_inline1120__ssa_v1: pl.Scalar[pl.INDEX] = m_local_t_inline1145__ssa_v1 * 320
            m_mask_row_inline1147__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(valid_block_mask__ssa_v0, [m_t_inline1044__ssa_v1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            m_swap_idx_inline1113__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_inline11_inline915__ssa_v1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            m_cos_il_inline1073__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(4128, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_cos_il_inline17_inline892__rv_v2, [m_dense_t_inline1132__ssa_v1, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            m_sin_signed_inline1149__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sin_signed_inline8_inline914__rv_v2, [m_dense_t_inline1132__ssa_v1, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            for m_h_idx_inline1151__idx_v1, (o_packed_inline1075__iter_v10,) in pl.range(4, init_values=(o_packed_inline1075__ssa_v9,)):
                m_h0_inline1139__ssa_v1: pl.Scalar[pl.INDEX] = m_h_idx_inline1151__idx_v1 * 16
                m_blk_base_inline1059__ssa_v1: pl.Scalar[pl.INDEX] = m_token_base_inline1120__ssa_v1 + m_h_idx_inline1151__idx_v1 * 80
                m_mi_inline1153__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v19, [m_blk_base_inline1059__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_li_inline1124__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v19, [m_blk_base_inline1059__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_oi_inline1091__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v19, [m_blk_base_inline1059__ssa_v1, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                m_block_valid_inline1137__tile: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 1])
                if 0 < pl.cast(m_block_valid_inline1137__tile, pl.INDEX):
                    m_row_inline1148__ssa_v4: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v1 + 16
                    cur_mi_inline1088__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v19, [m_row_inline1148__ssa_v4, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v19, [m_row_inline1148__ssa_v4, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v19, [m_row_inline1148__ssa_v4, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    mi_new_inline1092__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v0, mi_new_inline1092__rm_a1_tmp_v1)
                    mi_new_inline1092__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v2, [16, 1])
                    t__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    t__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3, t__rm_a1_tmp_v4)
                    t__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 16])
                    alpha_inline1083__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v6)
                    alpha_inline1083__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v7, [16, 1])
                    t__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    t__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8, t__rm_a1_tmp_v9)
                    t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10, [16, 1])
                    beta_inline1158__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
                    beta_inline1158__row_major_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v11)
                    beta_inline1158__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v12, [16, 1])
                    t__rm_a0_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile, [1, 16])
                    t__rm_a1_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__tile, [1, 16])
                    t__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13, t__rm_a1_tmp_v14)
                    t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15, [16, 1])
                    t__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile, [1, 16])
                    t__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile, [1, 16])
                    t__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16, t__rm_a1_tmp_v17)
                    t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v19: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v20: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
                    m_li_inline1124__row_major_tmp_v21: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v19, m_li_inline1124__rm_a1_tmp_v20)
                    m_li_inline1124__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v21, [16, 1])
                    m_oi_alpha_inline1131__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__tile, alpha_inline1083__tile)
                    cur_oi_beta_inline1041__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile, beta_inline1158__tile)
                    m_oi_inline1091__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile, cur_oi_beta_inline1041__tile)
                    m_mi_inline1153__ssa_v10: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile
                    m_li_inline1124__phi_v11, m_mi_inline1153__phi_v11, m_oi_inline1091__phi_v11 = pl.yield_(m_li_inline1124__tile_1, m_mi_inline1153__ssa_v10, m_oi_inline1091__tile_1)
                else:
                    m_li_inline1124__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__tile, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__tile, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__tile_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__tile, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v11, m_mi_inline1153__phi_v11, m_oi_inline1091__phi_v11 = pl.yield_(m_li_inline1124__tile_mv, m_mi_inline1153__tile_mv, m_oi_inline1091__tile_mv)
                m_block_valid_inline1137__tile_1: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 2])
                if 0 < pl.cast(m_block_valid_inline1137__tile_1, pl.INDEX):
                    m_row_inline1148__ssa_v5: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v1 + 32
                    cur_mi_inline1088__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v19, [m_row_inline1148__ssa_v5, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v19, [m_row_inline1148__ssa_v5, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v19, [m_row_inline1148__ssa_v5, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v22: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v11, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v23: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    mi_new_inline1092__row_major_tmp_v24: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v22, mi_new_inline1092__rm_a1_tmp_v23)
                    mi_new_inline1092__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v24, [16, 1])
                    t__rm_a0_tmp_v25: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v11, [1, 16])
                    t__rm_a1_tmp_v26: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v27: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v25, t__rm_a1_tmp_v26)
                    t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v27, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v28: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 16])
                    alpha_inline1083__row_major_tmp_v29: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v28)
                    alpha_inline1083__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v29, [16, 1])
                    t__rm_a0_tmp_v30: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    t__rm_a1_tmp_v31: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v32: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v30, t__rm_a1_tmp_v31)
                    t__tile_5: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v32, [16, 1])
                    beta_inline1158__rm_a0_tmp_v33: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 16])
                    beta_inline1158__row_major_tmp_v34: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v33)
                    beta_inline1158__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v34, [16, 1])
                    t__rm_a0_tmp_v35: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_1, [1, 16])
                    t__rm_a1_tmp_v36: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v11, [1, 16])
                    t__row_major_tmp_v37: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v35, t__rm_a1_tmp_v36)
                    t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v37, [16, 1])
                    t__rm_a0_tmp_v38: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_1, [1, 16])
                    t__rm_a1_tmp_v39: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_1, [1, 16])
                    t__row_major_tmp_v40: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v38, t__rm_a1_tmp_v39)
                    t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v40, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v41: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v42: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_7, [1, 16])
                    m_li_inline1124__row_major_tmp_v43: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v41, m_li_inline1124__rm_a1_tmp_v42)
                    m_li_inline1124__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v43, [16, 1])
                    m_oi_alpha_inline1131__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v11, alpha_inline1083__tile_1)
                    cur_oi_beta_inline1041__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_1, beta_inline1158__tile_1)
                    m_oi_inline1091__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_1, cur_oi_beta_inline1041__tile_1)
                    m_mi_inline1153__ssa_v12: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_1
                    m_li_inline1124__phi_v13, m_mi_inline1153__phi_v13, m_oi_inline1091__phi_v13 = pl.yield_(m_li_inline1124__tile_2, m_mi_inline1153__ssa_v12, m_oi_inline1091__tile_2)
                else:
                    m_li_inline1124__phi_v11_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v11, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v11_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v11, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v11_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v11, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v13, m_mi_inline1153__phi_v13, m_oi_inline1091__phi_v13 = pl.yield_(m_li_inline1124__phi_v11_mv, m_mi_inline1153__phi_v11_mv, m_oi_inline1091__phi_v11_mv)
                m_block_valid_inline1137__tile_2: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 3])
                if 0 < pl.cast(m_block_valid_inline1137__tile_2, pl.INDEX):
                    m_row_inline1148__ssa_v6: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v1 + 48
                    cur_mi_inline1088__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v19, [m_row_inline1148__ssa_v6, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v19, [m_row_inline1148__ssa_v6, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v19, [m_row_inline1148__ssa_v6, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v44: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v13, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v45: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    mi_new_inline1092__row_major_tmp_v46: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v44, mi_new_inline1092__rm_a1_tmp_v45)
                    mi_new_inline1092__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v46, [16, 1])
                    t__rm_a0_tmp_v47: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v13, [1, 16])
                    t__rm_a1_tmp_v48: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v49: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v47, t__rm_a1_tmp_v48)
                    t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v49, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v50: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [1, 16])
                    alpha_inline1083__row_major_tmp_v51: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v50)
                    alpha_inline1083__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v51, [16, 1])
                    t__rm_a0_tmp_v52: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    t__rm_a1_tmp_v53: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v54: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v52, t__rm_a1_tmp_v53)
                    t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v54, [16, 1])
                    beta_inline1158__rm_a0_tmp_v55: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_9, [1, 16])
                    beta_inline1158__row_major_tmp_v56: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v55)
                    beta_inline1158__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v56, [16, 1])
                    t__rm_a0_tmp_v57: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_2, [1, 16])
                    t__rm_a1_tmp_v58: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v13, [1, 16])
                    t__row_major_tmp_v59: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v57, t__rm_a1_tmp_v58)
                    t__tile_10: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v59, [16, 1])
                    t__rm_a0_tmp_v60: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_2, [1, 16])
                    t__rm_a1_tmp_v61: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_2, [1, 16])
                    t__row_major_tmp_v62: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v60, t__rm_a1_tmp_v61)
                    t__tile_11: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v62, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v63: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_10, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v64: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_11, [1, 16])
                    m_li_inline1124__row_major_tmp_v65: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v63, m_li_inline1124__rm_a1_tmp_v64)
                    m_li_inline1124__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v65, [16, 1])
                    m_oi_alpha_inline1131__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v13, alpha_inline1083__tile_2)
                    cur_oi_beta_inline1041__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_2, beta_inline1158__tile_2)
                    m_oi_inline1091__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_2, cur_oi_beta_inline1041__tile_2)
                    m_mi_inline1153__ssa_v14: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_2
                    m_li_inline1124__phi_v15, m_mi_inline1153__phi_v15, m_oi_inline1091__phi_v15 = pl.yield_(m_li_inline1124__tile_3, m_mi_inline1153__ssa_v14, m_oi_inline1091__tile_3)
                else:
                    m_li_inline1124__phi_v13_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v13, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v13_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v13, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v13_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v13, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v15, m_mi_inline1153__phi_v15, m_oi_inline1091__phi_v15 = pl.yield_(m_li_inline1124__phi_v13_mv, m_mi_inline1153__phi_v13_mv, m_oi_inline1091__phi_v13_mv)
                m_block_valid_inline1137__tile_3: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 4])
                if 0 < pl.cast(m_block_valid_inline1137__tile_3, pl.INDEX):
                    m_row_inline1148__ssa_v7: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v1 + 64
                    cur_mi_inline1088__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v19, [m_row_inline1148__ssa_v7, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v19, [m_row_inline1148__ssa_v7, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v19, [m_row_inline1148__ssa_v7, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v66: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v15, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v67: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    mi_new_inline1092__row_major_tmp_v68: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v66, mi_new_inline1092__rm_a1_tmp_v67)
                    mi_new_inline1092__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v68, [16, 1])
                    t__rm_a0_tmp_v69: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v15, [1, 16])
                    t__rm_a1_tmp_v70: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v71: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v69, t__rm_a1_tmp_v70)
                    t__tile_12: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v71, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v72: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_12, [1, 16])
                    alpha_inline1083__row_major_tmp_v73: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v72)
                    alpha_inline1083__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v73, [16, 1])
                    t__rm_a0_tmp_v74: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    t__rm_a1_tmp_v75: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v76: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v74, t__rm_a1_tmp_v75)
                    t__tile_13: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v76, [16, 1])
                    beta_inline1158__rm_a0_tmp_v77: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_13, [1, 16])
                    beta_inline1158__row_major_tmp_v78: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v77)
                    beta_inline1158__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v78, [16, 1])
                    t__rm_a0_tmp_v79: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_3, [1, 16])
                    t__rm_a1_tmp_v80: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v15, [1, 16])
                    t__row_major_tmp_v81: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v79, t__rm_a1_tmp_v80)
                    t__tile_14: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v81, [16, 1])
                    t__rm_a0_tmp_v82: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_3, [1, 16])
                    t__rm_a1_tmp_v83: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_3, [1, 16])
                    t__row_major_tmp_v84: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v82, t__rm_a1_tmp_v83)
                    t__tile_15: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v84, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v85: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_14, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v86: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_15, [1, 16])
                    m_li_inline1124__row_major_tmp_v87: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v85, m_li_inline1124__rm_a1_tmp_v86)
                    m_li_inline1124__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v87, [16, 1])
                    m_oi_alpha_inline1131__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v15, alpha_inline1083__tile_3)
                    cur_oi_beta_inline1041__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_3, beta_inline1158__tile_3)
                    m_oi_inline1091__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_3, cur_oi_beta_inline1041__tile_3)
                    m_mi_inline1153__ssa_v16: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_3
                    m_li_inline1124__phi_v17, m_mi_inline1153__phi_v17, m_oi_inline1091__phi_v17 = pl.yield_(m_li_inline1124__tile_4, m_mi_inline1153__ssa_v16, m_oi_inline1091__tile_4)
                else:
                    m_li_inline1124__phi_v15_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v15, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v15_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v15, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v15_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v15, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v17, m_mi_inline1153__phi_v17, m_oi_inline1091__phi_v17 = pl.yield_(m_li_inline1124__phi_v15_mv, m_mi_inline1153__phi_v15_mv, m_oi_inline1091__phi_v15_mv)
                sink_bias_inline1140__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(attn_sink_col_inline1082__ssa_v1, [m_h0_inline1139__ssa_v1, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                t__rm_a0_tmp_v88: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v17, [1, 16])
                t__rm_a1_tmp_v89: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v17, [1, 16])
                t__row_major_tmp_v90: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v88, t__rm_a1_tmp_v89)
                t__tile_16: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v90, [16, 1])
                sink_tile_inline1144__rm_a0_tmp_v91: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_16, [1, 16])
                sink_tile_inline1144__rm_a1_tmp_v92: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_bias_inline1140__tile, [1, 16])
                sink_tile_inline1144__row_major_tmp_v93: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(sink_tile_inline1144__rm_a0_tmp_v91, sink_tile_inline1144__rm_a1_tmp_v92)
                sink_tile_inline1144__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__row_major_tmp_v93, [16, 1])
                t__rm_a0_tmp_v94: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__tile, [1, 16])
                t__rm_a1_tmp_v95: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v17, [1, 16])
                t__row_major_tmp_v96: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v94, t__rm_a1_tmp_v95)
                t__tile_17: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v96, [16, 1])
                t__rm_a0_tmp_v97: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_17, [1, 16])
                t__row_major_tmp_v98: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__rm_a0_tmp_v97)
                t__tile_18: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v98, [16, 1])
                denom_inline1156__rm_a0_tmp_v99: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v17, [1, 16])
                denom_inline1156__rm_a1_tmp_v100: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_18, [1, 16])
                denom_inline1156__row_major_tmp_v101: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(denom_inline1156__rm_a0_tmp_v99, denom_inline1156__rm_a1_tmp_v100)
                denom_inline1156__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(denom_inline1156__row_major_tmp_v101, [16, 1])
                t__tile_19: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(m_oi_inline1091__phi_v17, denom_inline1156__tile)
                n_full_inline1101__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(t__tile_19, [16, 512], [0, 0])
                n_bf16_inline1103__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(n_full_inline1101__tile, target_type=pl.BF16, mode='rint')
                m_rope_inline1089__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(6432, pl.INT64), 30976), pl.Mem.Vec] = pl.tile.slice(n_full_inline1101__tile, [16, 64], [0, 448])
                gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
                    gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(m_rope_inline1089__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(m_swap_idx_inline1113__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                    gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                    gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                    gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.yield_(gather_asmbl)
                m_swapped_inline1063__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
                m_rope_inline1089__tile_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.extract(t__tile_19, 0, 448, [16, 64], target_memory=pl.Mem.Vec)
                m_rope_cos_inline1093__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_rope_inline1089__tile_textract, m_cos_il_inline1073__tile)
                m_swapped_sin_inline1134__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_swapped_inline1063__tile, m_sin_signed_inline1149__tile)
                m_rot_inline1159__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_rope_cos_inline1093__tile, m_swapped_sin_inline1134__tile)
                n_rope_bf16_inline1160__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(m_rot_inline1159__tile, target_type=pl.BF16, mode='rint')
                m_g0_inline1161__ssa_v1: pl.Scalar[pl.INDEX] = m_h0_inline1139__ssa_v1 // 8
                m_src_h0_inline1047__ssa_v2: pl.Scalar[pl.INDEX] = 0
                m_pack_row_inline1084__ssa_v3: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v1 * 512 + m_dense_t_inline1132__ssa_v1
                m_dst_head_inline1099__ssa_v2: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v3 * 8
                t__tile_20: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v2, 0])
                pl.tile.store(t__tile_20, [m_dst_head_inline1099__ssa_v2, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_21: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v2, 0])
                pl.tile.store(t__tile_21, [m_dst_head_inline1099__ssa_v2, 448], o_packed_heads_inline874__ssa_v0)
                m_src_h0_inline1047__ssa_v3: pl.Scalar[pl.INDEX] = 8
                m_pack_row_inline1084__ssa_v4: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v1 * 512 + m_dense_t_inline1132__ssa_v1 + 512
                m_dst_head_inline1099__ssa_v3: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v4 * 8
                t__tile_22: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v3, 0])
                pl.tile.store(t__tile_22, [m_dst_head_inline1099__ssa_v3, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_23: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v3, 0])
                pl.tile.store(t__tile_23, [m_dst_head_inline1099__ssa_v3, 448], o_packed_heads_inline874__ssa_v0)
                o_packed_inline1075__rv_v11: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_102", pl.const(0, pl.INT64), 33554432)] = pl.yield_(o_packed_inline1075__iter_v10)
        else:
            pass
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def merge_rope_pack_1(query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v2: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v18: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v29: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v2: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_20: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_95: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_97: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        m_local_t_inline1145__ssa_v2: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        m_t_inline1044__ssa_v2: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v2 + m_local_t_inline1145__ssa_v2
        if m_t_inline1044__ssa_v2 < active_rows_inline177__ssa_v0:
            m_dense_t_inline1132__ssa_v2: pl.Scalar[pl.INDEX] = dense_query_base_inline13_inline897__ssa_v2 + m_local_t_inline1145__ssa_v2
            m_token_base_inline1120__ssa_v2: pl.Scalar[pl.INDEX] = m_local_t_inline1145__ssa_v2 * 320
            m_mask_row_inline1147__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(valid_block_mask__ssa_v0, [m_t_inline1044__ssa_v2, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            m_swap_idx_inline1113__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_inline11_inline915__ssa_v1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            m_cos_il_inline1073__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(4128, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_cos_il_inline17_inline892__rv_v2, [m_dense_t_inline1132__ssa_v2, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            m_sin_signed_inline1149__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sin_signed_inline8_inline914__rv_v2, [m_dense_t_inline1132__ssa_v2, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            for m_h_idx_inline1151__idx_v2, (o_packed_inline1075__iter_v19,) in pl.range(4, init_values=(o_packed_inline1075__ssa_v18,)):
                m_h0_inline1139__ssa_v2: pl.Scalar[pl.INDEX] = m_h_idx_inline1151__idx_v2 * 16
                m_blk_base_inline1059__ssa_v2: pl.Scalar[pl.INDEX] = m_token_base_inline1120__ssa_v2 + m_h_idx_inline1151__idx_v2 * 80
                m_mi_inline1153__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v29, [m_blk_base_inline1059__ssa_v2, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_li_inline1124__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v29, [m_blk_base_inline1059__ssa_v2, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_oi_inline1091__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v29, [m_blk_base_inline1059__ssa_v2, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                m_block_valid_inline1137__tile: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 1])
                if 0 < pl.cast(m_block_valid_inline1137__tile, pl.INDEX):
                    m_row_inline1148__ssa_v8: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v2 + 16
                    cur_mi_inline1088__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v29, [m_row_inline1148__ssa_v8, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v29, [m_row_inline1148__ssa_v8, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v29, [m_row_inline1148__ssa_v8, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    mi_new_inline1092__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v0, mi_new_inline1092__rm_a1_tmp_v1)
                    mi_new_inline1092__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v2, [16, 1])
                    t__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    t__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3, t__rm_a1_tmp_v4)
                    t__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 16])
                    alpha_inline1083__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v6)
                    alpha_inline1083__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v7, [16, 1])
                    t__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    t__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8, t__rm_a1_tmp_v9)
                    t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10, [16, 1])
                    beta_inline1158__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
                    beta_inline1158__row_major_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v11)
                    beta_inline1158__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v12, [16, 1])
                    t__rm_a0_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile, [1, 16])
                    t__rm_a1_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__tile, [1, 16])
                    t__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13, t__rm_a1_tmp_v14)
                    t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15, [16, 1])
                    t__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile, [1, 16])
                    t__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile, [1, 16])
                    t__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16, t__rm_a1_tmp_v17)
                    t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v19: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v20: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
                    m_li_inline1124__row_major_tmp_v21: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v19, m_li_inline1124__rm_a1_tmp_v20)
                    m_li_inline1124__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v21, [16, 1])
                    m_oi_alpha_inline1131__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__tile, alpha_inline1083__tile)
                    cur_oi_beta_inline1041__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile, beta_inline1158__tile)
                    m_oi_inline1091__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile, cur_oi_beta_inline1041__tile)
                    m_mi_inline1153__ssa_v19: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile
                    m_li_inline1124__phi_v20, m_mi_inline1153__phi_v20, m_oi_inline1091__phi_v20 = pl.yield_(m_li_inline1124__tile_1, m_mi_inline1153__ssa_v19, m_oi_inline1091__tile_1)
                else:
                    m_li_inline1124__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__tile, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__tile, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__tile_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__tile, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v20, m_mi_inline1153__phi_v20, m_oi_inline1091__phi_v20 = pl.yield_(m_li_inline1124__tile_mv, m_mi_inline1153__tile_mv, m_oi_inline1091__tile_mv)
                m_block_valid_inline1137__tile_1: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 2])
                if 0 < pl.cast(m_block_valid_inline1137__tile_1, pl.INDEX):
                    m_row_inline1148__ssa_v9: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v2 + 32
                    cur_mi_inline1088__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v29, [m_row_inline1148__ssa_v9, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v29, [m_row_inline1148__ssa_v9, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v29, [m_row_inline1148__ssa_v9, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v22: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v20, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v23: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    mi_new_inline1092__row_major_tmp_v24: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v22, mi_new_inline1092__rm_a1_tmp_v23)
                    mi_new_inline1092__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v24, [16, 1])
                    t__rm_a0_tmp_v25: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v20, [1, 16])
                    t__rm_a1_tmp_v26: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v27: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v25, t__rm_a1_tmp_v26)
                    t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v27, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v28: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 16])
                    alpha_inline1083__row_major_tmp_v29: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v28)
                    alpha_inline1083__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v29, [16, 1])
                    t__rm_a0_tmp_v30: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    t__rm_a1_tmp_v31: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v32: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v30, t__rm_a1_tmp_v31)
                    t__tile_5: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v32, [16, 1])
                    beta_inline1158__rm_a0_tmp_v33: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 16])
                    beta_inline1158__row_major_tmp_v34: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v33)
                    beta_inline1158__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v34, [16, 1])
                    t__rm_a0_tmp_v35: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_1, [1, 16])
                    t__rm_a1_tmp_v36: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v20, [1, 16])
                    t__row_major_tmp_v37: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v35, t__rm_a1_tmp_v36)
                    t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v37, [16, 1])
                    t__rm_a0_tmp_v38: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_1, [1, 16])
                    t__rm_a1_tmp_v39: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_1, [1, 16])
                    t__row_major_tmp_v40: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v38, t__rm_a1_tmp_v39)
                    t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v40, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v41: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v42: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_7, [1, 16])
                    m_li_inline1124__row_major_tmp_v43: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v41, m_li_inline1124__rm_a1_tmp_v42)
                    m_li_inline1124__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v43, [16, 1])
                    m_oi_alpha_inline1131__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v20, alpha_inline1083__tile_1)
                    cur_oi_beta_inline1041__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_1, beta_inline1158__tile_1)
                    m_oi_inline1091__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_1, cur_oi_beta_inline1041__tile_1)
                    m_mi_inline1153__ssa_v21: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_1
                    m_li_inline1124__phi_v22, m_mi_inline1153__phi_v22, m_oi_inline1091__phi_v22 = pl.yield_(m_li_inline1124__tile_2, m_mi_inline1153__ssa_v21, m_oi_inline1091__tile_2)
                else:
                    m_li_inline1124__phi_v20_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v20, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v20_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v20, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v20_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v20, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v22, m_mi_inline1153__phi_v22, m_oi_inline1091__phi_v22 = pl.yield_(m_li_inline1124__phi_v20_mv, m_mi_inline1153__phi_v20_mv, m_oi_inline1091__phi_v20_mv)
                m_block_valid_inline1137__tile_2: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 3])
                if 0 < pl.cast(m_block_valid_inline1137__tile_2, pl.INDEX):
                    m_row_inline1148__ssa_v10: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v2 + 48
                    cur_mi_inline1088__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v29, [m_row_inline1148__ssa_v10, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v29, [m_row_inline1148__ssa_v10, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v29, [m_row_inline1148__ssa_v10, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v44: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v22, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v45: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    mi_new_inline1092__row_major_tmp_v46: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v44, mi_new_inline1092__rm_a1_tmp_v45)
                    mi_new_inline1092__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v46, [16, 1])
                    t__rm_a0_tmp_v47: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v22, [1, 16])
                    t__rm_a1_tmp_v48: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v49: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v47, t__rm_a1_tmp_v48)
                    t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v49, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v50: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [1, 16])
                    alpha_inline1083__row_major_tmp_v51: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v50)
                    alpha_inline1083__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v51, [16, 1])
                    t__rm_a0_tmp_v52: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    t__rm_a1_tmp_v53: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v54: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v52, t__rm_a1_tmp_v53)
                    t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v54, [16, 1])
                    beta_inline1158__rm_a0_tmp_v55: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_9, [1, 16])
                    beta_inline1158__row_major_tmp_v56: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v55)
                    beta_inline1158__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v56, [16, 1])
                    t__rm_a0_tmp_v57: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_2, [1, 16])
                    t__rm_a1_tmp_v58: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v22, [1, 16])
                    t__row_major_tmp_v59: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v57, t__rm_a1_tmp_v58)
                    t__tile_10: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v59, [16, 1])
                    t__rm_a0_tmp_v60: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_2, [1, 16])
                    t__rm_a1_tmp_v61: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_2, [1, 16])
                    t__row_major_tmp_v62: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v60, t__rm_a1_tmp_v61)
                    t__tile_11: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v62, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v63: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_10, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v64: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_11, [1, 16])
                    m_li_inline1124__row_major_tmp_v65: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v63, m_li_inline1124__rm_a1_tmp_v64)
                    m_li_inline1124__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v65, [16, 1])
                    m_oi_alpha_inline1131__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v22, alpha_inline1083__tile_2)
                    cur_oi_beta_inline1041__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_2, beta_inline1158__tile_2)
                    m_oi_inline1091__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_2, cur_oi_beta_inline1041__tile_2)
                    m_mi_inline1153__ssa_v23: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_2
                    m_li_inline1124__phi_v24, m_mi_inline1153__phi_v24, m_oi_inline1091__phi_v24 = pl.yield_(m_li_inline1124__tile_3, m_mi_inline1153__ssa_v23, m_oi_inline1091__tile_3)
                else:
                    m_li_inline1124__phi_v22_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v22, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v22_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v22, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v22_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v22, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v24, m_mi_inline1153__phi_v24, m_oi_inline1091__phi_v24 = pl.yield_(m_li_inline1124__phi_v22_mv, m_mi_inline1153__phi_v22_mv, m_oi_inline1091__phi_v22_mv)
                m_block_valid_inline1137__tile_3: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 4])
                if 0 < pl.cast(m_block_valid_inline1137__tile_3, pl.INDEX):
                    m_row_inline1148__ssa_v11: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v2 + 64
                    cur_mi_inline1088__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v29, [m_row_inline1148__ssa_v11, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v29, [m_row_inline1148__ssa_v11, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v29, [m_row_inline1148__ssa_v11, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v66: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v24, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v67: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    mi_new_inline1092__row_major_tmp_v68: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v66, mi_new_inline1092__rm_a1_tmp_v67)
                    mi_new_inline1092__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v68, [16, 1])
                    t__rm_a0_tmp_v69: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v24, [1, 16])
                    t__rm_a1_tmp_v70: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v71: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v69, t__rm_a1_tmp_v70)
                    t__tile_12: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v71, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v72: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_12, [1, 16])
                    alpha_inline1083__row_major_tmp_v73: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v72)
                    alpha_inline1083__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v73, [16, 1])
                    t__rm_a0_tmp_v74: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    t__rm_a1_tmp_v75: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v76: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v74, t__rm_a1_tmp_v75)
                    t__tile_13: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v76, [16, 1])
                    beta_inline1158__rm_a0_tmp_v77: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_13, [1, 16])
                    beta_inline1158__row_major_tmp_v78: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v77)
                    beta_inline1158__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v78, [16, 1])
                    t__rm_a0_tmp_v79: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_3, [1, 16])
                    t__rm_a1_tmp_v80: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v24, [1, 16])
                    t__row_major_tmp_v81: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v79, t__rm_a1_tmp_v80)
                    t__tile_14: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v81, [16, 1])
                    t__rm_a0_tmp_v82: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_3, [1, 16])
                    t__rm_a1_tmp_v83: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_3, [1, 16])
                    t__row_major_tmp_v84: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v82, t__rm_a1_tmp_v83)
                    t__tile_15: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v84, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v85: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_14, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v86: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_15, [1, 16])
                    m_li_inline1124__row_major_tmp_v87: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v85, m_li_inline1124__rm_a1_tmp_v86)
                    m_li_inline1124__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v87, [16, 1])
                    m_oi_alpha_inline1131__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v24, alpha_inline1083__tile_3)
                    cur_oi_beta_inline1041__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_3, beta_inline1158__tile_3)
                    m_oi_inline1091__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_3, cur_oi_beta_inline1041__tile_3)
                    m_mi_inline1153__ssa_v25: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_3
                    m_li_inline1124__phi_v26, m_mi_inline1153__phi_v26, m_oi_inline1091__phi_v26 = pl.yield_(m_li_inline1124__tile_4, m_mi_inline1153__ssa_v25, m_oi_inline1091__tile_4)
                else:
                    m_li_inline1124__phi_v24_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v24, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v24_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v24, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v24_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v24, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v26, m_mi_inline1153__phi_v26, m_oi_inline1091__phi_v26 = pl.yield_(m_li_inline1124__phi_v24_mv, m_mi_inline1153__phi_v24_mv, m_oi_inline1091__phi_v24_mv)
                sink_bias_inline1140__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(attn_sink_col_inline1082__ssa_v2, [m_h0_inline1139__ssa_v2, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                t__rm_a0_tmp_v88: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v26, [1, 16])
                t__rm_a1_tmp_v89: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v26, [1, 16])
                t__row_major_tmp_v90: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v88, t__rm_a1_tmp_v89)
                t__tile_16: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v90, [16, 1])
                sink_tile_inline1144__rm_a0_tmp_v91: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_16, [1, 16])
                sink_tile_inline1144__rm_a1_tmp_v92: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_bias_inline1140__tile, [1, 16])
                sink_tile_inline1144__row_major_tmp_v93: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(sink_tile_inline1144__rm_a0_tmp_v91, sink_tile_inline1144__rm_a1_tmp_v92)
                sink_tile_inline1144__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__row_major_tmp_v93, [16, 1])
                t__rm_a0_tmp_v94: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__tile, [1, 16])
                t__rm_a1_tmp_v95: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v26, [1, 16])
                t__row_major_tmp_v96: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v94, t__rm_a1_tmp_v95)
                t__tile_17: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v96, [16, 1])
                t__rm_a0_tmp_v97: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_17, [1, 16])
                t__row_major_tmp_v98: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__rm_a0_tmp_v97)
                t__tile_18: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v98, [16, 1])
                denom_inline1156__rm_a0_tmp_v99: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v26, [1, 16])
                denom_inline1156__rm_a1_tmp_v100: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_18, [1, 16])
                denom_inline1156__row_major_tmp_v101: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(denom_inline1156__rm_a0_tmp_v99, denom_inline1156__rm_a1_tmp_v100)
                denom_inline1156__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(denom_inline1156__row_major_tmp_v101, [16, 1])
                t__tile_19: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(m_oi_inline1091__phi_v26, denom_inline1156__tile)
                n_full_inline1101__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(t__tile_19, [16, 512], [0, 0])
                n_bf16_inline1103__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(n_full_inline1101__tile, target_type=pl.BF16, mode='rint')
                m_rope_inline1089__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(6432, pl.INT64), 30976), pl.Mem.Vec] = pl.tile.slice(n_full_inline1101__tile, [16, 64], [0, 448])
                gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
                    gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(m_rope_inline1089__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(m_swap_idx_inline1113__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                    gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                    gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                    gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.yield_(gather_asmbl)
                m_swapped_inline1063__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
                m_rope_inline1089__tile_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.extract(t__tile_19, 0, 448, [16, 64], target_memory=pl.Mem.Vec)
                m_rope_cos_inline1093__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_rope_inline1089__tile_textract, m_cos_il_inline1073__tile)
                m_swapped_sin_inline1134__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_swapped_inline1063__tile, m_sin_signed_inline1149__tile)
                m_rot_inline1159__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_rope_cos_inline1093__tile, m_swapped_sin_inline1134__tile)
                n_rope_bf16_inline1160__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(m_rot_inline1159__tile, target_type=pl.BF16, mode='rint')
                m_g0_inline1161__ssa_v2: pl.Scalar[pl.INDEX] = m_h0_inline1139__ssa_v2 // 8
                m_src_h0_inline1047__ssa_v4: pl.Scalar[pl.INDEX] = 0
                m_pack_row_inline1084__ssa_v6: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v2 * 512 + m_dense_t_inline1132__ssa_v2
                m_dst_head_inline1099__ssa_v4: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v6 * 8
                t__tile_20: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v4, 0])
                pl.tile.store(t__tile_20, [m_dst_head_inline1099__ssa_v4, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_21: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v4, 0])
                pl.tile.store(t__tile_21, [m_dst_head_inline1099__ssa_v4, 448], o_packed_heads_inline874__ssa_v0)
                m_src_h0_inline1047__ssa_v5: pl.Scalar[pl.INDEX] = 8
                m_pack_row_inline1084__ssa_v7: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v2 * 512 + m_dense_t_inline1132__ssa_v2 + 512
                m_dst_head_inline1099__ssa_v5: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v7 * 8
                t__tile_22: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v5, 0])
                pl.tile.store(t__tile_22, [m_dst_head_inline1099__ssa_v5, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_23: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v5, 0])
                pl.tile.store(t__tile_23, [m_dst_head_inline1099__ssa_v5, 448], o_packed_heads_inline874__ssa_v0)
                o_packed_inline1075__rv_v20: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_102", pl.const(0, pl.INT64), 33554432)] = pl.yield_(o_packed_inline1075__iter_v19)
        else:
            pass
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def merge_rope_pack_2(query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v3: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v27: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v39: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v3: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_19: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_20: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_21: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_24: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_95: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_97: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        m_local_t_inline1145__ssa_v3: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        m_t_inline1044__ssa_v3: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v3 + m_local_t_inline1145__ssa_v3
        if m_t_inline1044__ssa_v3 < active_rows_inline177__ssa_v0:
            m_dense_t_inline1132__ssa_v3: pl.Scalar[pl.INDEX] = dense_query_base_inline13_inline897__ssa_v3 + m_local_t_inline1145__ssa_v3
            m_token_base_inline1120__ssa_v3: pl.Scalar[pl.INDEX] = m_local_t_inline1145__ssa_v3 * 320
            m_mask_row_inline1147__tile: pl.Tile[[1, 8], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.load(valid_block_mask__ssa_v0, [m_t_inline1044__ssa_v3, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            m_swap_idx_inline1113__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(rope_swap_idx_inline11_inline915__ssa_v1, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            m_cos_il_inline1073__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(4128, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_cos_il_inline17_inline892__rv_v2, [m_dense_t_inline1132__ssa_v3, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            m_sin_signed_inline1149__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(4384, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(rope_sin_signed_inline8_inline914__rv_v2, [m_dense_t_inline1132__ssa_v3, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            for m_h_idx_inline1151__idx_v3, (o_packed_inline1075__iter_v28,) in pl.range(4, init_values=(o_packed_inline1075__ssa_v27,)):
                m_h0_inline1139__ssa_v3: pl.Scalar[pl.INDEX] = m_h_idx_inline1151__idx_v3 * 16
                m_blk_base_inline1059__ssa_v3: pl.Scalar[pl.INDEX] = m_token_base_inline1120__ssa_v3 + m_h_idx_inline1151__idx_v3 * 80
                m_mi_inline1153__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v39, [m_blk_base_inline1059__ssa_v3, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_li_inline1124__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v39, [m_blk_base_inline1059__ssa_v3, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                m_oi_inline1091__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v39, [m_blk_base_inline1059__ssa_v3, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                m_block_valid_inline1137__tile: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 1])
                if 0 < pl.cast(m_block_valid_inline1137__tile, pl.INDEX):
                    m_row_inline1148__ssa_v12: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v3 + 16
                    cur_mi_inline1088__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v39, [m_row_inline1148__ssa_v12, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v39, [m_row_inline1148__ssa_v12, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v39, [m_row_inline1148__ssa_v12, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    mi_new_inline1092__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v0, mi_new_inline1092__rm_a1_tmp_v1)
                    mi_new_inline1092__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v2, [16, 1])
                    t__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__tile, [1, 16])
                    t__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v3, t__rm_a1_tmp_v4)
                    t__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v5, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [1, 16])
                    alpha_inline1083__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v6)
                    alpha_inline1083__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v7, [16, 1])
                    t__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile, [1, 16])
                    t__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile, [1, 16])
                    t__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v8, t__rm_a1_tmp_v9)
                    t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v10, [16, 1])
                    beta_inline1158__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
                    beta_inline1158__row_major_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v11)
                    beta_inline1158__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v12, [16, 1])
                    t__rm_a0_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile, [1, 16])
                    t__rm_a1_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__tile, [1, 16])
                    t__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v13, t__rm_a1_tmp_v14)
                    t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v15, [16, 1])
                    t__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile, [1, 16])
                    t__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile, [1, 16])
                    t__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v16, t__rm_a1_tmp_v17)
                    t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v18, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v19: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_2, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v20: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
                    m_li_inline1124__row_major_tmp_v21: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v19, m_li_inline1124__rm_a1_tmp_v20)
                    m_li_inline1124__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v21, [16, 1])
                    m_oi_alpha_inline1131__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__tile, alpha_inline1083__tile)
                    cur_oi_beta_inline1041__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile, beta_inline1158__tile)
                    m_oi_inline1091__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile, cur_oi_beta_inline1041__tile)
                    m_mi_inline1153__ssa_v28: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile
                    m_li_inline1124__phi_v29, m_mi_inline1153__phi_v29, m_oi_inline1091__phi_v29 = pl.yield_(m_li_inline1124__tile_1, m_mi_inline1153__ssa_v28, m_oi_inline1091__tile_1)
                else:
                    m_li_inline1124__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__tile, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__tile_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__tile, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__tile_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__tile, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v29, m_mi_inline1153__phi_v29, m_oi_inline1091__phi_v29 = pl.yield_(m_li_inline1124__tile_mv, m_mi_inline1153__tile_mv, m_oi_inline1091__tile_mv)
                m_block_valid_inline1137__tile_1: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 2])
                if 0 < pl.cast(m_block_valid_inline1137__tile_1, pl.INDEX):
                    m_row_inline1148__ssa_v13: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v3 + 32
                    cur_mi_inline1088__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v39, [m_row_inline1148__ssa_v13, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v39, [m_row_inline1148__ssa_v13, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v39, [m_row_inline1148__ssa_v13, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v22: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v29, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v23: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    mi_new_inline1092__row_major_tmp_v24: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v22, mi_new_inline1092__rm_a1_tmp_v23)
                    mi_new_inline1092__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v24, [16, 1])
                    t__rm_a0_tmp_v25: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v29, [1, 16])
                    t__rm_a1_tmp_v26: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v27: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v25, t__rm_a1_tmp_v26)
                    t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v27, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v28: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_4, [1, 16])
                    alpha_inline1083__row_major_tmp_v29: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v28)
                    alpha_inline1083__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v29, [16, 1])
                    t__rm_a0_tmp_v30: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_1, [1, 16])
                    t__rm_a1_tmp_v31: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_1, [1, 16])
                    t__row_major_tmp_v32: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v30, t__rm_a1_tmp_v31)
                    t__tile_5: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v32, [16, 1])
                    beta_inline1158__rm_a0_tmp_v33: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [1, 16])
                    beta_inline1158__row_major_tmp_v34: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v33)
                    beta_inline1158__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v34, [16, 1])
                    t__rm_a0_tmp_v35: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_1, [1, 16])
                    t__rm_a1_tmp_v36: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v29, [1, 16])
                    t__row_major_tmp_v37: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v35, t__rm_a1_tmp_v36)
                    t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v37, [16, 1])
                    t__rm_a0_tmp_v38: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_1, [1, 16])
                    t__rm_a1_tmp_v39: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_1, [1, 16])
                    t__row_major_tmp_v40: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v38, t__rm_a1_tmp_v39)
                    t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v40, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v41: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_6, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v42: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_7, [1, 16])
                    m_li_inline1124__row_major_tmp_v43: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v41, m_li_inline1124__rm_a1_tmp_v42)
                    m_li_inline1124__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v43, [16, 1])
                    m_oi_alpha_inline1131__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v29, alpha_inline1083__tile_1)
                    cur_oi_beta_inline1041__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_1, beta_inline1158__tile_1)
                    m_oi_inline1091__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_1, cur_oi_beta_inline1041__tile_1)
                    m_mi_inline1153__ssa_v30: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_1
                    m_li_inline1124__phi_v31, m_mi_inline1153__phi_v31, m_oi_inline1091__phi_v31 = pl.yield_(m_li_inline1124__tile_2, m_mi_inline1153__ssa_v30, m_oi_inline1091__tile_2)
                else:
                    m_li_inline1124__phi_v29_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v29, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v29_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v29, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v29_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v29, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v31, m_mi_inline1153__phi_v31, m_oi_inline1091__phi_v31 = pl.yield_(m_li_inline1124__phi_v29_mv, m_mi_inline1153__phi_v29_mv, m_oi_inline1091__phi_v29_mv)
                m_block_valid_inline1137__tile_2: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 3])
                if 0 < pl.cast(m_block_valid_inline1137__tile_2, pl.INDEX):
                    m_row_inline1148__ssa_v14: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v3 + 48
                    cur_mi_inline1088__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v39, [m_row_inline1148__ssa_v14, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v39, [m_row_inline1148__ssa_v14, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v39, [m_row_inline1148__ssa_v14, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v44: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v31, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v45: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    mi_new_inline1092__row_major_tmp_v46: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v44, mi_new_inline1092__rm_a1_tmp_v45)
                    mi_new_inline1092__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v46, [16, 1])
                    t__rm_a0_tmp_v47: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v31, [1, 16])
                    t__rm_a1_tmp_v48: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v49: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v47, t__rm_a1_tmp_v48)
                    t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v49, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v50: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_8, [1, 16])
                    alpha_inline1083__row_major_tmp_v51: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v50)
                    alpha_inline1083__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v51, [16, 1])
                    t__rm_a0_tmp_v52: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_2, [1, 16])
                    t__rm_a1_tmp_v53: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_2, [1, 16])
                    t__row_major_tmp_v54: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v52, t__rm_a1_tmp_v53)
                    t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v54, [16, 1])
                    beta_inline1158__rm_a0_tmp_v55: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_9, [1, 16])
                    beta_inline1158__row_major_tmp_v56: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v55)
                    beta_inline1158__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v56, [16, 1])
                    t__rm_a0_tmp_v57: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_2, [1, 16])
                    t__rm_a1_tmp_v58: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v31, [1, 16])
                    t__row_major_tmp_v59: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v57, t__rm_a1_tmp_v58)
                    t__tile_10: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v59, [16, 1])
                    t__rm_a0_tmp_v60: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_2, [1, 16])
                    t__rm_a1_tmp_v61: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_2, [1, 16])
                    t__row_major_tmp_v62: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v60, t__rm_a1_tmp_v61)
                    t__tile_11: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v62, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v63: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_10, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v64: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_11, [1, 16])
                    m_li_inline1124__row_major_tmp_v65: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v63, m_li_inline1124__rm_a1_tmp_v64)
                    m_li_inline1124__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v65, [16, 1])
                    m_oi_alpha_inline1131__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v31, alpha_inline1083__tile_2)
                    cur_oi_beta_inline1041__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_2, beta_inline1158__tile_2)
                    m_oi_inline1091__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_2, cur_oi_beta_inline1041__tile_2)
                    m_mi_inline1153__ssa_v32: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_2
                    m_li_inline1124__phi_v33, m_mi_inline1153__phi_v33, m_oi_inline1091__phi_v33 = pl.yield_(m_li_inline1124__tile_3, m_mi_inline1153__ssa_v32, m_oi_inline1091__tile_3)
                else:
                    m_li_inline1124__phi_v31_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v31, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v31_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v31, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v31_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v31, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v33, m_mi_inline1153__phi_v33, m_oi_inline1091__phi_v33 = pl.yield_(m_li_inline1124__phi_v31_mv, m_mi_inline1153__phi_v31_mv, m_oi_inline1091__phi_v31_mv)
                m_block_valid_inline1137__tile_3: pl.Scalar[pl.INT32] = pl.tile.read(m_mask_row_inline1147__tile, [0, 4])
                if 0 < pl.cast(m_block_valid_inline1137__tile_3, pl.INDEX):
                    m_row_inline1148__ssa_v15: pl.Scalar[pl.INDEX] = m_blk_base_inline1059__ssa_v3 + 64
                    cur_mi_inline1088__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_mi_inline12_inline906__phi_v39, [m_row_inline1148__ssa_v15, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_li_inline1085__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(sparse_blk_li_inline14_inline909__phi_v39, [m_row_inline1148__ssa_v15, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                    cur_oi_inline1154__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(sparse_blk_oi_inline15_inline896__phi_v39, [m_row_inline1148__ssa_v15, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    mi_new_inline1092__rm_a0_tmp_v66: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v33, [1, 16])
                    mi_new_inline1092__rm_a1_tmp_v67: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    mi_new_inline1092__row_major_tmp_v68: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(mi_new_inline1092__rm_a0_tmp_v66, mi_new_inline1092__rm_a1_tmp_v67)
                    mi_new_inline1092__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__row_major_tmp_v68, [16, 1])
                    t__rm_a0_tmp_v69: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_20, pl.const(70240, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v33, [1, 16])
                    t__rm_a1_tmp_v70: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v71: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v69, t__rm_a1_tmp_v70)
                    t__tile_12: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v71, [16, 1])
                    alpha_inline1083__rm_a0_tmp_v72: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_12, [1, 16])
                    alpha_inline1083__row_major_tmp_v73: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(alpha_inline1083__rm_a0_tmp_v72)
                    alpha_inline1083__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__row_major_tmp_v73, [16, 1])
                    t__rm_a0_tmp_v74: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_mi_inline1088__tile_3, [1, 16])
                    t__rm_a1_tmp_v75: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mi_new_inline1092__tile_3, [1, 16])
                    t__row_major_tmp_v76: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v74, t__rm_a1_tmp_v75)
                    t__tile_13: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v76, [16, 1])
                    beta_inline1158__rm_a0_tmp_v77: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_13, [1, 16])
                    beta_inline1158__row_major_tmp_v78: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.exp(beta_inline1158__rm_a0_tmp_v77)
                    beta_inline1158__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__row_major_tmp_v78, [16, 1])
                    t__rm_a0_tmp_v79: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_21, pl.const(70304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(alpha_inline1083__tile_3, [1, 16])
                    t__rm_a1_tmp_v80: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_18, pl.const(37408, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v33, [1, 16])
                    t__row_major_tmp_v81: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v79, t__rm_a1_tmp_v80)
                    t__tile_14: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v81, [16, 1])
                    t__rm_a0_tmp_v82: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_24, pl.const(70368, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(beta_inline1158__tile_3, [1, 16])
                    t__rm_a1_tmp_v83: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(cur_li_inline1085__tile_3, [1, 16])
                    t__row_major_tmp_v84: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__rm_a0_tmp_v82, t__rm_a1_tmp_v83)
                    t__tile_15: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v84, [16, 1])
                    m_li_inline1124__rm_a0_tmp_v85: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_14, [1, 16])
                    m_li_inline1124__rm_a1_tmp_v86: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_15, [1, 16])
                    m_li_inline1124__row_major_tmp_v87: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(m_li_inline1124__rm_a0_tmp_v85, m_li_inline1124__rm_a1_tmp_v86)
                    m_li_inline1124__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__row_major_tmp_v87, [16, 1])
                    m_oi_alpha_inline1131__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(m_oi_inline1091__phi_v33, alpha_inline1083__tile_3)
                    cur_oi_beta_inline1041__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(cur_oi_inline1154__tile_3, beta_inline1158__tile_3)
                    m_oi_inline1091__tile_4: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_oi_alpha_inline1131__tile_3, cur_oi_beta_inline1041__tile_3)
                    m_mi_inline1153__ssa_v34: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = mi_new_inline1092__tile_3
                    m_li_inline1124__phi_v35, m_mi_inline1153__phi_v35, m_oi_inline1091__phi_v35 = pl.yield_(m_li_inline1124__tile_4, m_mi_inline1153__ssa_v34, m_oi_inline1091__tile_4)
                else:
                    m_li_inline1124__phi_v33_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_li_inline1124__phi_v33, target_memory=pl.Mem.Vec)
                    m_mi_inline1153__phi_v33_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(m_mi_inline1153__phi_v33, target_memory=pl.Mem.Vec)
                    m_oi_inline1091__phi_v33_mv: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.move(m_oi_inline1091__phi_v33, target_memory=pl.Mem.Vec)
                    m_li_inline1124__phi_v35, m_mi_inline1153__phi_v35, m_oi_inline1091__phi_v35 = pl.yield_(m_li_inline1124__phi_v33_mv, m_mi_inline1153__phi_v33_mv, m_oi_inline1091__phi_v33_mv)
                sink_bias_inline1140__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(attn_sink_col_inline1082__ssa_v3, [m_h0_inline1139__ssa_v3, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
                t__rm_a0_tmp_v88: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v35, [1, 16])
                t__rm_a1_tmp_v89: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v35, [1, 16])
                t__row_major_tmp_v90: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v88, t__rm_a1_tmp_v89)
                t__tile_16: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v90, [16, 1])
                sink_tile_inline1144__rm_a0_tmp_v91: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_16, [1, 16])
                sink_tile_inline1144__rm_a1_tmp_v92: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_bias_inline1140__tile, [1, 16])
                sink_tile_inline1144__row_major_tmp_v93: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(sink_tile_inline1144__rm_a0_tmp_v91, sink_tile_inline1144__rm_a1_tmp_v92)
                sink_tile_inline1144__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__row_major_tmp_v93, [16, 1])
                t__rm_a0_tmp_v94: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sink_tile_inline1144__tile, [1, 16])
                t__rm_a1_tmp_v95: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_mi_inline1153__phi_v35, [1, 16])
                t__row_major_tmp_v96: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(t__rm_a0_tmp_v94, t__rm_a1_tmp_v95)
                t__tile_17: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v96, [16, 1])
                t__rm_a0_tmp_v97: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_17, [1, 16])
                t__row_major_tmp_v98: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(t__rm_a0_tmp_v97)
                t__tile_18: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__row_major_tmp_v98, [16, 1])
                denom_inline1156__rm_a0_tmp_v99: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m_li_inline1124__phi_v35, [1, 16])
                denom_inline1156__rm_a1_tmp_v100: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_18, [1, 16])
                denom_inline1156__row_major_tmp_v101: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(denom_inline1156__rm_a0_tmp_v99, denom_inline1156__rm_a1_tmp_v100)
                denom_inline1156__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(denom_inline1156__row_major_tmp_v101, [16, 1])
                t__tile_19: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(m_oi_inline1091__phi_v35, denom_inline1156__tile)
                n_full_inline1101__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(t__tile_19, [16, 512], [0, 0])
                n_bf16_inline1103__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(n_full_inline1101__tile, target_type=pl.BF16, mode='rint')
                m_rope_inline1089__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(6432, pl.INT64), 30976), pl.Mem.Vec] = pl.tile.slice(n_full_inline1101__tile, [16, 64], [0, 448])
                gather_acc_init: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                for gather_lv, (gather_ia,) in pl.range(16, init_values=(gather_acc_init,)):
                    gather_inp_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(m_rope_inline1089__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_idx_row: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(32, pl.INT64), 256), pl.Mem.Vec] = pl.tile.slice(m_swap_idx_inline1113__tile, [1, 64], [gather_lv, 0], [1, 64])
                    gather_row_tmp: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                    gather_row: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_95, pl.const(103200, pl.INT64), 256), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                    gather_asmbl: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                    gather_rv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.yield_(gather_asmbl)
                m_swapped_inline1063__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 4096), pl.Mem.Vec] = gather_rv
                m_rope_inline1089__tile_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_97, pl.const(103456, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.extract(t__tile_19, 0, 448, [16, 64], target_memory=pl.Mem.Vec)
                m_rope_cos_inline1093__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_rope_inline1089__tile_textract, m_cos_il_inline1073__tile)
                m_swapped_sin_inline1134__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_28, pl.const(70432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(m_swapped_inline1063__tile, m_sin_signed_inline1149__tile)
                m_rot_inline1159__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(m_rope_cos_inline1093__tile, m_swapped_sin_inline1134__tile)
                n_rope_bf16_inline1160__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(m_rot_inline1159__tile, target_type=pl.BF16, mode='rint')
                m_g0_inline1161__ssa_v3: pl.Scalar[pl.INDEX] = m_h0_inline1139__ssa_v3 // 8
                m_src_h0_inline1047__ssa_v6: pl.Scalar[pl.INDEX] = 0
                m_pack_row_inline1084__ssa_v9: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v3 * 512 + m_dense_t_inline1132__ssa_v3
                m_dst_head_inline1099__ssa_v6: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v9 * 8
                t__tile_20: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v6, 0])
                pl.tile.store(t__tile_20, [m_dst_head_inline1099__ssa_v6, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_21: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v6, 0])
                pl.tile.store(t__tile_21, [m_dst_head_inline1099__ssa_v6, 448], o_packed_heads_inline874__ssa_v0)
                m_src_h0_inline1047__ssa_v7: pl.Scalar[pl.INDEX] = 8
                m_pack_row_inline1084__ssa_v10: pl.Scalar[pl.INDEX] = m_g0_inline1161__ssa_v3 * 512 + m_dense_t_inline1132__ssa_v3 + 512
                m_dst_head_inline1099__ssa_v7: pl.Scalar[pl.INDEX] = m_pack_row_inline1084__ssa_v10 * 8
                t__tile_22: pl.Tile[[8, 448], pl.BF16, pl.MemRef(mem_vec_19, pl.const(37472, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_bf16_inline1103__tile, [8, 448], [m_src_h0_inline1047__ssa_v7, 0])
                pl.tile.store(t__tile_22, [m_dst_head_inline1099__ssa_v7, 0], o_packed_heads_inline874__ssa_v0)
                t__tile_23: pl.Tile[[8, 64], pl.BF16, pl.MemRef(mem_vec_16, pl.const(4640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.slice(n_rope_bf16_inline1160__tile, [8, 64], [m_src_h0_inline1047__ssa_v7, 0])
                pl.tile.store(t__tile_23, [m_dst_head_inline1099__ssa_v7, 448], o_packed_heads_inline874__ssa_v0)
                o_packed_inline1075__rv_v29: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_102", pl.const(0, pl.INT64), 33554432)] = pl.yield_(o_packed_inline1075__iter_v28)
        else:
            pass
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def merge_rope_pack_spmd(self, query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v0: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v9: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        self.merge_rope_pack(query_base_inline16_inline969__ssa_v0, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v0, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v0, sparse_blk_mi_inline12_inline906__phi_v9, sparse_blk_li_inline14_inline909__phi_v9, sparse_blk_oi_inline15_inline896__phi_v9, attn_sink_col_inline1082__ssa_v0, o_packed_heads_inline874__ssa_v0)
    @pl.function(type=pl.FunctionType.Spmd)
    def merge_rope_pack_spmd_0(self, query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v1: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v9: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v19: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v1: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        self.merge_rope_pack_0(query_base_inline16_inline969__ssa_v1, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v1, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v9, sparse_blk_mi_inline12_inline906__phi_v19, sparse_blk_li_inline14_inline909__phi_v19, sparse_blk_oi_inline15_inline896__phi_v19, attn_sink_col_inline1082__ssa_v1, o_packed_heads_inline874__ssa_v0)
    @pl.function(type=pl.FunctionType.Spmd)
    def merge_rope_pack_spmd_1(self, query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v2: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v18: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v29: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v2: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        self.merge_rope_pack_1(query_base_inline16_inline969__ssa_v2, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v2, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v18, sparse_blk_mi_inline12_inline906__phi_v29, sparse_blk_li_inline14_inline909__phi_v29, sparse_blk_oi_inline15_inline896__phi_v29, attn_sink_col_inline1082__ssa_v2, o_packed_heads_inline874__ssa_v0)
    @pl.function(type=pl.FunctionType.Spmd)
    def merge_rope_pack_spmd_2(self, query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], dense_query_base_inline13_inline897__ssa_v3: pl.Scalar[pl.INDEX], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], o_packed_inline1075__ssa_v27: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)], sparse_blk_mi_inline12_inline906__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 163840)], sparse_blk_li_inline14_inline909__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 163840)], sparse_blk_oi_inline15_inline896__phi_v39: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 83886080)], attn_sink_col_inline1082__ssa_v3: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)], o_packed_heads_inline874__ssa_v0: pl.Out[pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 33554432)]]):
        self.merge_rope_pack_2(query_base_inline16_inline969__ssa_v3, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v3, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v27, sparse_blk_mi_inline12_inline906__phi_v39, sparse_blk_li_inline14_inline909__phi_v39, sparse_blk_oi_inline15_inline896__phi_v39, attn_sink_col_inline1082__ssa_v3, o_packed_heads_inline874__ssa_v0)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_a_mm(row_base_o_inline141_inline993__ssa_v0: pl.Scalar[pl.INDEX], o_packed_inline44_inline901__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 33554432)], wo_a__ssa_v0: pl.Tensor[[8, 1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)], g_inline88_inline882__idx_v0: pl.Scalar[pl.INDEX], n0_inline82_inline928__ssa_v0: pl.Scalar[pl.INDEX], o_r_inline172_inline952__iter_v3: pl.Out[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)]], out_col_g_inline94_inline878__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[512, 8192], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 131072)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_mat_16: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_17: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_mat_18: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_right_25: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_right_27: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        pa_rb_inline106_inline875__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        pa_r0_inline109_inline873__ssa_v0: pl.Scalar[pl.INDEX] = pa_rb_inline106_inline875__ssa_v0 * 256
        pa_src0_inline112_inline961__ssa_v0: pl.Scalar[pl.INDEX] = row_base_o_inline141_inline993__ssa_v0 + pa_r0_inline109_inline873__ssa_v0
        xa0_chunk_inline113_inline975__tile: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(262144, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(o_packed_inline44_inline901__ssa_v0, [pa_src0_inline112_inline961__ssa_v0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
        wa0_chunk_inline91_inline872__tile_view2d: pl.Tensor[[8192, 4096], pl.BF16, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)] = pl.tensor.view(wo_a__ssa_v0, [8192, 4096])
        wa0_chunk_inline91_inline872__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_16, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(wa0_chunk_inline91_inline872__tile_view2d, [g_inline88_inline882__idx_v0 * 1024 + n0_inline82_inline928__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        wa0_chunk_inline91_inline872__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_16, pl.const(0, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wa0_chunk_inline91_inline872__tile)
        acc_a_inline114_inline982__tile_l0_init: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.create([256, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for acc_a_inline114_inline982__tile_l0_ko, (acc_a_inline114_inline982__tile_l0_c,) in pl.range(0, 256, 128, init_values=(acc_a_inline114_inline982__tile_l0_init,)):
            acc_a_inline114_inline982__tile_l0_a: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa0_chunk_inline113_inline975__tile, 0, acc_a_inline114_inline982__tile_l0_ko, [256, 64], target_memory=pl.Mem.Left)
            acc_a_inline114_inline982__tile_l0_b: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa0_chunk_inline91_inline872__tile_t, acc_a_inline114_inline982__tile_l0_ko, 0, [64, 128], target_memory=pl.Mem.Right)
            acc_a_inline114_inline982__tile_l0_a_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa0_chunk_inline113_inline975__tile, 0, acc_a_inline114_inline982__tile_l0_ko + 64, [256, 64], target_memory=pl.Mem.Left)
            acc_a_inline114_inline982__tile_l0_b_1: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa0_chunk_inline91_inline872__tile_t, acc_a_inline114_inline982__tile_l0_ko + 64, 0, [64, 128], target_memory=pl.Mem.Right)
            if acc_a_inline114_inline982__tile_l0_ko == 0:
                acc_a_inline114_inline982__tile_l0_c_first: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul(acc_a_inline114_inline982__tile_l0_a, acc_a_inline114_inline982__tile_l0_b)
                acc_a_inline114_inline982__tile_l0_c_phi: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__tile_l0_c_first)
            else:
                acc_a_inline114_inline982__tile_l0_c_acc: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__tile_l0_c, acc_a_inline114_inline982__tile_l0_a, acc_a_inline114_inline982__tile_l0_b)
                acc_a_inline114_inline982__tile_l0_c_phi: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__tile_l0_c_acc)
            if acc_a_inline114_inline982__tile_l0_ko + 64 == 0:
                acc_a_inline114_inline982__tile_l0_c_first_1: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul(acc_a_inline114_inline982__tile_l0_a_1, acc_a_inline114_inline982__tile_l0_b_1)
                acc_a_inline114_inline982__tile_l0_c_phi_1: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__tile_l0_c_first_1)
            else:
                acc_a_inline114_inline982__tile_l0_c_acc_1: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__tile_l0_c_phi, acc_a_inline114_inline982__tile_l0_a_1, acc_a_inline114_inline982__tile_l0_b_1)
                acc_a_inline114_inline982__tile_l0_c_phi_1: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__tile_l0_c_acc_1)
            acc_a_inline114_inline982__tile: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__tile_l0_c_phi_1)
        for kb_inline72_inline868__idx_v0, (acc_a_inline114_inline982__iter_v1,) in pl.range(1, 15, 2, init_values=(acc_a_inline114_inline982__tile,)):
            k0_inline85_inline869__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline72_inline868__idx_v0 * 256
            k0_inline85_inline869__ssa_v0_1: pl.Scalar[pl.INDEX] = (kb_inline72_inline868__idx_v0 + 1) * 256
            xa_k_chunk_inline119_inline867__tile: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(262144, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(o_packed_inline44_inline901__ssa_v0, [pa_src0_inline112_inline961__ssa_v0, k0_inline85_inline869__ssa_v0], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
            xa_k_chunk_inline119_inline867__tile_1: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_16, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(o_packed_inline44_inline901__ssa_v0, [pa_src0_inline112_inline961__ssa_v0, k0_inline85_inline869__ssa_v0_1], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
            wa_k_chunk_inline77_inline865__tile_view2d: pl.Tensor[[8192, 4096], pl.BF16, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)] = pl.tensor.view(wo_a__ssa_v0, [8192, 4096])
            wa_k_chunk_inline77_inline865__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_17, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wa_k_chunk_inline77_inline865__tile_view2d, [g_inline88_inline882__idx_v0 * 1024 + n0_inline82_inline928__ssa_v0, k0_inline85_inline869__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            wa_k_chunk_inline77_inline865__tile_view2d_1: pl.Tensor[[8192, 4096], pl.BF16, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)] = pl.tensor.view(wo_a__ssa_v0, [8192, 4096])
            wa_k_chunk_inline77_inline865__tile_1: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_18, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wa_k_chunk_inline77_inline865__tile_view2d_1, [g_inline88_inline882__idx_v0 * 1024 + n0_inline82_inline928__ssa_v0, k0_inline85_inline869__ssa_v0_1], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            wa_k_chunk_inline77_inline865__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_17, pl.const(131072, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wa_k_chunk_inline77_inline865__tile)
            for acc_a_inline114_inline982__iter_v1_l0_ko, (acc_a_inline114_inline982__iter_v1_l0_c,) in pl.range(0, 256, 128, init_values=(acc_a_inline114_inline982__iter_v1,)):
                acc_a_inline114_inline982__iter_v1_l0_a: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa_k_chunk_inline119_inline867__tile, 0, acc_a_inline114_inline982__iter_v1_l0_ko, [256, 64], target_memory=pl.Mem.Left)
                acc_a_inline114_inline982__iter_v1_l0_b: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa_k_chunk_inline77_inline865__tile_t, acc_a_inline114_inline982__iter_v1_l0_ko, 0, [64, 128], target_memory=pl.Mem.Right)
                acc_a_inline114_inline982__iter_v1_l0_a_1: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa_k_chunk_inline119_inline867__tile, 0, acc_a_inline114_inline982__iter_v1_l0_ko + 64, [256, 64], target_memory=pl.Mem.Left)
                acc_a_inline114_inline982__iter_v1_l0_b_1: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa_k_chunk_inline77_inline865__tile_t, acc_a_inline114_inline982__iter_v1_l0_ko + 64, 0, [64, 128], target_memory=pl.Mem.Right)
                acc_a_inline114_inline982__iter_v1_l0_c_acc: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__iter_v1_l0_c, acc_a_inline114_inline982__iter_v1_l0_a, acc_a_inline114_inline982__iter_v1_l0_b)
                acc_a_inline114_inline982__iter_v1_l0_c_acc_1: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__iter_v1_l0_c_acc, acc_a_inline114_inline982__iter_v1_l0_a_1, acc_a_inline114_inline982__iter_v1_l0_b_1)
                acc_a_inline114_inline982__iter_v1_1: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__iter_v1_l0_c_acc_1)
            wa_k_chunk_inline77_inline865__tile_t_1: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_18, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wa_k_chunk_inline77_inline865__tile_1)
            for acc_a_inline114_inline982__iter_v1_l0_ko_1, (acc_a_inline114_inline982__iter_v1_l0_c_1,) in pl.range(0, 256, 128, init_values=(acc_a_inline114_inline982__iter_v1_1,)):
                acc_a_inline114_inline982__iter_v1_l0_a_2: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa_k_chunk_inline119_inline867__tile_1, 0, acc_a_inline114_inline982__iter_v1_l0_ko_1, [256, 64], target_memory=pl.Mem.Left)
                acc_a_inline114_inline982__iter_v1_l0_b_2: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_25, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa_k_chunk_inline77_inline865__tile_t_1, acc_a_inline114_inline982__iter_v1_l0_ko_1, 0, [64, 128], target_memory=pl.Mem.Right)
                acc_a_inline114_inline982__iter_v1_l0_a_3: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa_k_chunk_inline119_inline867__tile_1, 0, acc_a_inline114_inline982__iter_v1_l0_ko_1 + 64, [256, 64], target_memory=pl.Mem.Left)
                acc_a_inline114_inline982__iter_v1_l0_b_3: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_27, pl.const(16384, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa_k_chunk_inline77_inline865__tile_t_1, acc_a_inline114_inline982__iter_v1_l0_ko_1 + 64, 0, [64, 128], target_memory=pl.Mem.Right)
                acc_a_inline114_inline982__iter_v1_l0_c_acc_2: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__iter_v1_l0_c_1, acc_a_inline114_inline982__iter_v1_l0_a_2, acc_a_inline114_inline982__iter_v1_l0_b_2)
                acc_a_inline114_inline982__iter_v1_l0_c_acc_3: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__iter_v1_l0_c_acc_2, acc_a_inline114_inline982__iter_v1_l0_a_3, acc_a_inline114_inline982__iter_v1_l0_b_3)
                acc_a_inline114_inline982__iter_v1_2: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__iter_v1_l0_c_acc_3)
            acc_a_inline114_inline982__rv_v2_main: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__iter_v1_2)
        k0_inline85_inline869__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.const(15, pl.INDEX) * pl.const(256, pl.INDEX)
        xa_k_chunk_inline119_inline867__tile_2: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_3, pl.const(262144, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(o_packed_inline44_inline901__ssa_v0, [pa_src0_inline112_inline961__ssa_v0, k0_inline85_inline869__ssa_v0_2], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
        wa_k_chunk_inline77_inline865__tile_view2d_2: pl.Tensor[[8192, 4096], pl.BF16, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)] = pl.tensor.view(wo_a__ssa_v0, [8192, 4096])
        wa_k_chunk_inline77_inline865__tile_2: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_16, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(wa_k_chunk_inline77_inline865__tile_view2d_2, [g_inline88_inline882__idx_v0 * 1024 + n0_inline82_inline928__ssa_v0, k0_inline85_inline869__ssa_v0_2], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        wa_k_chunk_inline77_inline865__tile_t_2: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_16, pl.const(0, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(wa_k_chunk_inline77_inline865__tile_2)
        for acc_a_inline114_inline982__iter_v1_l0_ko_2, (acc_a_inline114_inline982__iter_v1_l0_c_2,) in pl.range(0, 256, 128, init_values=(acc_a_inline114_inline982__rv_v2_main,)):
            acc_a_inline114_inline982__iter_v1_l0_a_4: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa_k_chunk_inline119_inline867__tile_2, 0, acc_a_inline114_inline982__iter_v1_l0_ko_2, [256, 64], target_memory=pl.Mem.Left)
            acc_a_inline114_inline982__iter_v1_l0_b_4: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_7, pl.const(32768, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa_k_chunk_inline77_inline865__tile_t_2, acc_a_inline114_inline982__iter_v1_l0_ko_2, 0, [64, 128], target_memory=pl.Mem.Right)
            acc_a_inline114_inline982__iter_v1_l0_a_5: pl.Tile[[256, 64], pl.BF16, pl.MemRef(mem_left_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xa_k_chunk_inline119_inline867__tile_2, 0, acc_a_inline114_inline982__iter_v1_l0_ko_2 + 64, [256, 64], target_memory=pl.Mem.Left)
            acc_a_inline114_inline982__iter_v1_l0_b_5: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(49152, pl.INT64), 16384), pl.Mem.Right] = pl.tile.extract(wa_k_chunk_inline77_inline865__tile_t_2, acc_a_inline114_inline982__iter_v1_l0_ko_2 + 64, 0, [64, 128], target_memory=pl.Mem.Right)
            acc_a_inline114_inline982__iter_v1_l0_c_acc_4: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__iter_v1_l0_c_2, acc_a_inline114_inline982__iter_v1_l0_a_4, acc_a_inline114_inline982__iter_v1_l0_b_4)
            acc_a_inline114_inline982__iter_v1_l0_c_acc_5: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_a_inline114_inline982__iter_v1_l0_c_acc_4, acc_a_inline114_inline982__iter_v1_l0_a_5, acc_a_inline114_inline982__iter_v1_l0_b_5)
            acc_a_inline114_inline982__iter_v1_3: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_a_inline114_inline982__iter_v1_l0_c_acc_5)
        acc_a_inline114_inline982__rv_v2: pl.Tile[[256, 128], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = acc_a_inline114_inline982__iter_v1_3
        o_r_inline172_inline952__tile: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)] = pl.tile.store(acc_a_inline114_inline982__rv_v2, [pa_r0_inline109_inline873__ssa_v0, out_col_g_inline94_inline878__ssa_v0 + n0_inline82_inline928__ssa_v0], o_r_inline172_inline952__iter_v3)
        return o_r_inline172_inline952__iter_v3
    @pl.function(type=pl.FunctionType.Spmd)
    def proj_a_mm_spmd(self, row_base_o_inline141_inline993__ssa_v0: pl.Scalar[pl.INDEX], o_packed_inline44_inline901__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 33554432)], wo_a__ssa_v0: pl.Tensor[[8, 1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)], g_inline88_inline882__idx_v0: pl.Scalar[pl.INDEX], n0_inline82_inline928__ssa_v0: pl.Scalar[pl.INDEX], o_r_inline172_inline952__iter_v3: pl.Out[pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)]], out_col_g_inline94_inline878__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[512, 8192], pl.FP32]:
        o_r_inline172_inline952__ssa_v5: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16777216)] = self.proj_a_mm(row_base_o_inline141_inline993__ssa_v0, o_packed_inline44_inline901__ssa_v0, wo_a__ssa_v0, g_inline88_inline882__idx_v0, n0_inline82_inline928__ssa_v0, o_r_inline172_inline952__iter_v3, out_col_g_inline94_inline878__ssa_v0)
        return o_r_inline172_inline952__iter_v3
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_b_act(act_t_blks_inline104_inline967__ssa_v0: pl.Scalar[pl.INDEX], wo_b_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], tile_rows_inline948__ssa_v0: pl.Scalar[pl.INDEX], partials_inline103_inline957__rv_v2: pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)], act_scale_dq_inline97_inline918__rv_v2: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], tile_base_inline926__idx_v0: pl.Scalar[pl.INDEX], attn_out__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]]):
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        act_idx_inline127_inline839__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        nreg_inline26_inline902__ssa_v0: pl.Scalar[pl.INDEX] = act_idx_inline127_inline839__ssa_v0 // act_t_blks_inline104_inline967__ssa_v0
        tblk_inline39_inline838__ssa_v0: pl.Scalar[pl.INDEX] = act_idx_inline127_inline839__ssa_v0 - nreg_inline26_inline902__ssa_v0 * act_t_blks_inline104_inline967__ssa_v0
        ob_n0_inline151_inline921__ssa_v0: pl.Scalar[pl.INDEX] = nreg_inline26_inline902__ssa_v0 * 512
        t0_inline129_inline837__ssa_v0: pl.Scalar[pl.INDEX] = tblk_inline39_inline838__ssa_v0 * 32
        wb_scale_inline76_inline835__tile: pl.Tile[[512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(wo_b_scale__ssa_v0, [ob_n0_inline151_inline921__ssa_v0], [512], [512], target_memory=pl.Mem.Vec)
        wb_scale_chunk_inline25_inline834__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = wb_scale_inline76_inline835__tile
        for b_tb_inline24_inline833__idx_v0 in pl.range(t0_inline129_inline837__ssa_v0, t0_inline129_inline837__ssa_v0 + 32, 16):
            if b_tb_inline24_inline833__idx_v0 < tile_rows_inline948__ssa_v0:
                out_rows_inline52_inline832__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline948__ssa_v0 - b_tb_inline24_inline833__idx_v0, 16)
                acc_inline23_inline995__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([16, 512], dtype=pl.FP32, value=0.0)
                for g_inline71_inline831__idx_v0, (acc_inline23_inline995__iter_v1,) in pl.range(8, init_values=(acc_inline23_inline995__tile,)):
                    p_g_inline132_inline830__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_6, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(partials_inline103_inline957__rv_v2, [b_tb_inline24_inline833__idx_v0, g_inline71_inline831__idx_v0 * 4096 + ob_n0_inline151_inline921__ssa_v0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
                    g_scale_row_inline22_inline889__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(act_scale_dq_inline97_inline918__rv_v2, [g_inline71_inline831__idx_v0, b_tb_inline24_inline833__idx_v0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
                    g_scale_inline30_inline836__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(67584, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(g_scale_row_inline22_inline889__tile, [16, 1])
                    p_g_f32_inline139_inline829__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(p_g_inline132_inline830__tile, target_type=pl.FP32, mode='none')
                    p_g_scaled_inline118_inline828__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(34816, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(p_g_f32_inline139_inline829__tile, g_scale_inline30_inline836__tile)
                    acc_inline23_inline995__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(acc_inline23_inline995__iter_v1, p_g_scaled_inline118_inline828__tile)
                    acc_inline23_inline995__rv_v2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 32768), pl.Mem.Vec] = pl.yield_(acc_inline23_inline995__tile_1)
                out_t_inline157_inline856__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(acc_inline23_inline995__rv_v2, wb_scale_chunk_inline25_inline834__tile)
                out_bf16_inline92_inline905__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(out_t_inline157_inline856__tile, target_type=pl.BF16, mode='rint')
                out_valid_inline21_inline907__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_5, pl.const(2048, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[out_rows_inline52_inline832__ssa_v0, 512])] = pl.tile.set_validshape(out_bf16_inline92_inline905__tile, out_rows_inline52_inline832__ssa_v0, 512)
                out_t0_inline20_inline827__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline926__idx_v0 + b_tb_inline24_inline833__idx_v0
                pl.tile.store(out_valid_inline21_inline907__tile, [out_t0_inline20_inline827__ssa_v0, ob_n0_inline151_inline921__ssa_v0], attn_out__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def proj_b_act_spmd(self, act_t_blks_inline104_inline967__ssa_v0: pl.Scalar[pl.INDEX], wo_b_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], tile_rows_inline948__ssa_v0: pl.Scalar[pl.INDEX], partials_inline103_inline957__rv_v2: pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 67108864)], act_scale_dq_inline97_inline918__rv_v2: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)], tile_base_inline926__idx_v0: pl.Scalar[pl.INDEX], attn_out__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]]):
        self.proj_b_act(act_t_blks_inline104_inline967__ssa_v0, wo_b_scale__ssa_v0, tile_rows_inline948__ssa_v0, partials_inline103_inline957__rv_v2, act_scale_dq_inline97_inline918__rv_v2, tile_base_inline926__idx_v0, attn_out__ssa_v0)
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_b_mm(partials_inline103_inline957__iter_v3: pl.Out[pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 67108864)]], d0_inline38_inline911__ssa_v0: pl.Scalar[pl.INDEX], proj_b_rows_inline95_inline883__ssa_v0: pl.Scalar[pl.INDEX], o_r_i8_inline96_inline937__rv_v2: pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)], col_g_inline67_inline913__ssa_v1: pl.Scalar[pl.INDEX], wo_b__ssa_v0: pl.Tensor[[4096, 8192], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 33554432)], g_inline105_inline951__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[512, 32768], pl.INT32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 65536)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 131072)
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_11: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 32768)
        for nf_inline110_inline888__idx_v0, (partials_inline103_inline957__iter_v5,) in pl.range(2, init_values=(partials_inline103_inline957__iter_v3,)):
            n0_inline82_inline928__ssa_v1: pl.Scalar[pl.INDEX] = d0_inline38_inline911__ssa_v0 + nf_inline110_inline888__idx_v0 * 256
            for pb_rb_inline124_inline903__idx_v0, (partials_inline103_inline957__iter_v7,) in pl.range(proj_b_rows_inline95_inline883__ssa_v0, init_values=(partials_inline103_inline957__iter_v5,)):
                pb_r0_inline70_inline956__ssa_v0: pl.Scalar[pl.INDEX] = pb_rb_inline124_inline903__idx_v0 * 128
                b_act0_inline63_inline958__tile: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(o_r_i8_inline96_inline937__rv_v2, [pb_r0_inline70_inline956__ssa_v0, col_g_inline67_inline913__ssa_v1], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                b_weight0_inline125_inline959__tile: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline82_inline928__ssa_v1, col_g_inline67_inline913__ssa_v1], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                b_weight0_inline125_inline959__tile_t: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(b_weight0_inline125_inline959__tile)
                b_act0_inline63_inline958__tile_Left: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_5, pl.const(32768, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(b_act0_inline63_inline958__tile, target_memory=pl.Mem.Left)
                b_weight0_inline125_inline959__tile_t_Right: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(b_weight0_inline125_inline959__tile_t, target_memory=pl.Mem.Right)
                acc_b_inline128_inline920__tile: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul(b_act0_inline63_inline958__tile_Left, b_weight0_inline125_inline959__tile_t_Right)
                for kb_inline131_inline960__idx_v0, (acc_b_inline128_inline920__iter_v1,) in pl.range(1, 3, 2, init_values=(acc_b_inline128_inline920__tile,)):
                    k0_inline85_inline869__ssa_v1: pl.Scalar[pl.INDEX] = col_g_inline67_inline913__ssa_v1 + kb_inline131_inline960__idx_v0 * 256
                    k0_inline85_inline869__ssa_v1_1: pl.Scalar[pl.INDEX] = col_g_inline67_inline913__ssa_v1 + (kb_inline131_inline960__idx_v0 + 1) * 256
                    b_act_inline133_inline964__tile: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_8, pl.const(163840, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(o_r_i8_inline96_inline937__rv_v2, [pb_r0_inline70_inline956__ssa_v0, k0_inline85_inline869__ssa_v1], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                    b_weight_inline134_inline968__tile: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline82_inline928__ssa_v1, k0_inline85_inline869__ssa_v1], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                    b_act_inline133_inline964__tile_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_10, pl.const(0, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(o_r_i8_inline96_inline937__rv_v2, [pb_r0_inline70_inline956__ssa_v0, k0_inline85_inline869__ssa_v1_1], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                    b_weight_inline134_inline968__tile_1: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline82_inline928__ssa_v1, k0_inline85_inline869__ssa_v1_1], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                    b_weight_inline134_inline968__tile_t: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(b_weight_inline134_inline968__tile)
                    b_act_inline133_inline964__tile_Left: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_5, pl.const(32768, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(b_act_inline133_inline964__tile, target_memory=pl.Mem.Left)
                    b_weight_inline134_inline968__tile_t_Right: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(b_weight_inline134_inline968__tile_t, target_memory=pl.Mem.Right)
                    acc_b_inline128_inline920__tile_1: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_b_inline128_inline920__iter_v1, b_act_inline133_inline964__tile_Left, b_weight_inline134_inline968__tile_t_Right)
                    b_weight_inline134_inline968__tile_t_1: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(b_weight_inline134_inline968__tile_1)
                    b_act_inline133_inline964__tile_Left_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_14, pl.const(0, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(b_act_inline133_inline964__tile_1, target_memory=pl.Mem.Left)
                    b_weight_inline134_inline968__tile_t_Right_1: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(b_weight_inline134_inline968__tile_t_1, target_memory=pl.Mem.Right)
                    acc_b_inline128_inline920__tile_2: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_b_inline128_inline920__tile_1, b_act_inline133_inline964__tile_Left_1, b_weight_inline134_inline968__tile_t_Right_1)
                    acc_b_inline128_inline920__rv_v2_main: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.yield_(acc_b_inline128_inline920__tile_2)
                k0_inline85_inline869__ssa_v1_2: pl.Scalar[pl.INDEX] = col_g_inline67_inline913__ssa_v1 + pl.const(3, pl.INDEX) * pl.const(256, pl.INDEX)
                b_act_inline133_inline964__tile_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_mat_11, pl.const(32768, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(o_r_i8_inline96_inline937__rv_v2, [pb_r0_inline70_inline956__ssa_v0, k0_inline85_inline869__ssa_v1_2], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                b_weight_inline134_inline968__tile_2: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wo_b__ssa_v0, [n0_inline82_inline928__ssa_v1, k0_inline85_inline869__ssa_v1_2], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                b_weight_inline134_inline968__tile_t_2: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_mat_4, pl.const(98304, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(b_weight_inline134_inline968__tile_2)
                b_act_inline133_inline964__tile_Left_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_left_5, pl.const(32768, pl.INT64), 32768), pl.Mem.Left] = pl.tile.move(b_act_inline133_inline964__tile_2, target_memory=pl.Mem.Left)
                b_weight_inline134_inline968__tile_t_Right_2: pl.Tile[[256, 256], pl.INT8, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 65536), pl.Mem.Right] = pl.tile.move(b_weight_inline134_inline968__tile_t_2, target_memory=pl.Mem.Right)
                acc_b_inline128_inline920__tile_3: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = pl.tile.matmul_acc(acc_b_inline128_inline920__rv_v2_main, b_act_inline133_inline964__tile_Left_2, b_weight_inline134_inline968__tile_t_Right_2)
                acc_b_inline128_inline920__rv_v2: pl.Tile[[128, 256], pl.INT32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 131072), pl.Mem.Acc] = acc_b_inline128_inline920__tile_3
                partials_inline103_inline957__tile: pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 67108864)] = pl.tile.store(acc_b_inline128_inline920__rv_v2, [pb_r0_inline70_inline956__ssa_v0, g_inline105_inline951__idx_v0 * 4096 + n0_inline82_inline928__ssa_v1], partials_inline103_inline957__iter_v7)
                partials_inline103_inline957__rv_v8: pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 67108864)] = pl.yield_(partials_inline103_inline957__tile)
            partials_inline103_inline957__rv_v6: pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 67108864)] = pl.yield_(partials_inline103_inline957__rv_v8)
        return partials_inline103_inline957__iter_v3
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_pv_aic(query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__ssa_v0: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v7: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v0: pl.Tensor[[t_dim_inline1080__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]):
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_12: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_13: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_32: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        qk_pv_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_v2c_slot_buffer', size=32768, base=0)
        qk_pv_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_c2v_slot_buffer', peer_func='qk_pv_aiv')
        pl.system.aic_initialize_pipe(qk_pv_c2v_slot_buffer_import, qk_pv_v2c_slot_buffer, dir_mask=3, slot_size=16384, slot_num=2)
        qk_local_t_inline1060__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qk_t_inline1081__ssa_v0: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v0 + qk_local_t_inline1060__ssa_v0
        if qk_t_inline1081__ssa_v0 < t_dim_inline1080__ssa_v0:
            if qk_t_inline1081__ssa_v0 < active_rows_inline177__ssa_v0:
                qk_kv_base_inline1049__ssa_v0: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v0 * 640
                qk_token_base_inline1096__ssa_v0: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v0 * 320
                for qk_sb_inline1039__idx_v0, (sparse_blk_li_inline14_inline909__iter_v1, sparse_blk_mi_inline12_inline906__iter_v1, sparse_blk_oi_inline15_inline896__iter_v1) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0)):
                    qk_s0_inline1116__ssa_v0: pl.Scalar[pl.INDEX] = qk_kv_base_inline1049__ssa_v0 + qk_sb_inline1039__idx_v0 * 128
                    qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v0, qk_sb_inline1039__idx_v0])
                    if qk_sb_inline1039__idx_v0 == 0:
                        qk_block_valid_inline1143__ssa_v1: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                        qk_block_valid_inline1143__phi_v2: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v1)
                    else:
                        qk_block_valid_inline1143__phi_v2: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                    if 0 < pl.cast(qk_block_valid_inline1143__phi_v2, pl.INDEX):
                        qk_kv_k_inline1119__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v7, [qk_s0_inline1116__ssa_v0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_kv_v_inline1122__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v7, [qk_s0_inline1116__ssa_v0, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_head_row_inline1056__ssa_v0: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v0 * 64 + pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX)
                        qk_q_tile_inline1071__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v0, [qk_head_row_inline1056__ssa_v0, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                        qk_kv_k_inline1119__tile_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                        qk_raw_inline1125__tile_l0_init: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        for qk_raw_inline1125__tile_l0_ko, (qk_raw_inline1125__tile_l0_c,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init,)):
                            qk_raw_inline1125__tile_l0_a: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                            qk_raw_inline1125__tile_l0_a_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko + 128, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                            if qk_raw_inline1125__tile_l0_ko == 0:
                                qk_raw_inline1125__tile_l0_c_first: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c, qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc)
                            if qk_raw_inline1125__tile_l0_ko + 128 == 0:
                                qk_raw_inline1125__tile_l0_c_first_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_1)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi, qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_1)
                            qk_raw_inline1125__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_1)
                        pl.tile.tpush_to_aiv(qk_raw_inline1125__tile, split=0)
                        for qk_hb_inline1052__idx_v0, (sparse_blk_li_inline14_inline909__iter_v3, sparse_blk_mi_inline12_inline906__iter_v3, sparse_blk_oi_inline15_inline896__iter_v3) in pl.range(1, 2, init_values=(sparse_blk_li_inline14_inline909__iter_v1, sparse_blk_mi_inline12_inline906__iter_v1, sparse_blk_oi_inline15_inline896__iter_v1)):
                            qk_head_row_inline1056__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v0 * 64 + qk_hb_inline1052__idx_v0 * 32
                            qk_q_tile_inline1071__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v0, [qk_head_row_inline1056__ssa_v0_1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                            qk_kv_k_inline1119__tile_t_1: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                            qk_raw_inline1125__tile_l0_init_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            for qk_raw_inline1125__tile_l0_ko_1, (qk_raw_inline1125__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init_1,)):
                                qk_raw_inline1125__tile_l0_a_2: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                                qk_raw_inline1125__tile_l0_a_3: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1 + 128, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                                if qk_raw_inline1125__tile_l0_ko_1 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_2)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_1, qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_2)
                                if qk_raw_inline1125__tile_l0_ko_1 + 128 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_3)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi_2, qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_3)
                                qk_raw_inline1125__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_3)
                            pl.tile.tpush_to_aiv(qk_raw_inline1125__tile_1, split=0)
                            qk_oi_inline1076__tile_l0_init: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            qk_oi_inline1076__tile_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                            for qk_oi_inline1076__tile_l0_ko, (qk_oi_inline1076__tile_l0_c,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init,)):
                                qk_oi_inline1076__tile_l0_a: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
                                qk_oi_inline1076__tile_l0_a_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko + 32, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                                if qk_oi_inline1076__tile_l0_ko == 0:
                                    qk_oi_inline1076__tile_l0_c_first: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c, qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc)
                                if qk_oi_inline1076__tile_l0_ko + 32 == 0:
                                    qk_oi_inline1076__tile_l0_c_first_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_1)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi, qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_1)
                                qk_oi_inline1076__tile: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_1)
                            pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat, split=0)
                            qk_h_idx_inline1070__ssa_v0: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v0 - 1) * 2
                            qk_r0_inline1051__ssa_v0: pl.Scalar[pl.INDEX] = 0
                            qk_blk_base_inline1138__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0 + qk_h_idx_inline1070__ssa_v0 * 80
                            qk_row_inline1141__ssa_v0: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v0 + qk_sb_inline1039__idx_v0 * 16
                            t__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v0, 0])
                            sparse_blk_oi_inline15_inline896__tile: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile, [qk_row_inline1141__ssa_v0, 0], sparse_blk_oi_inline15_inline896__iter_v3)
                            qk_h_idx_inline1070__ssa_v1: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v0 - 1) * 2 + 1
                            qk_r0_inline1051__ssa_v1: pl.Scalar[pl.INDEX] = 16
                            qk_blk_base_inline1138__ssa_v1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0 + qk_h_idx_inline1070__ssa_v1 * 80
                            qk_row_inline1141__ssa_v1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v1 + qk_sb_inline1039__idx_v0 * 16
                            t__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v1, 0])
                            sparse_blk_oi_inline15_inline896__tile_1: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v1, 0], sparse_blk_oi_inline15_inline896__tile)
                            sparse_blk_li_inline14_inline909__rv_v4_swp, sparse_blk_mi_inline12_inline906__rv_v4_swp, sparse_blk_oi_inline15_inline896__rv_v4_swp = pl.yield_(sparse_blk_li_inline14_inline909__iter_v3, sparse_blk_mi_inline12_inline906__iter_v3, sparse_blk_oi_inline15_inline896__tile_1)
                        qk_oi_inline1076__tile_l0_init_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        qk_oi_inline1076__tile_l0_lmat_1: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                        for qk_oi_inline1076__tile_l0_ko_1, (qk_oi_inline1076__tile_l0_c_1,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init_1,)):
                            qk_oi_inline1076__tile_l0_a_2: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1, 0, [32, 512], target_memory=pl.Mem.Right)
                            qk_oi_inline1076__tile_l0_a_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1 + 32, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1 + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                            if qk_oi_inline1076__tile_l0_ko_1 == 0:
                                qk_oi_inline1076__tile_l0_c_first_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_2)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_1, qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_2)
                            if qk_oi_inline1076__tile_l0_ko_1 + 32 == 0:
                                qk_oi_inline1076__tile_l0_c_first_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_3)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi_2, qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_3)
                            qk_oi_inline1076__tile_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_3)
                        pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat_1, split=0)
                        qk_h_idx_inline1070__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX)
                        qk_r0_inline1051__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
                        qk_blk_base_inline1138__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0 + qk_h_idx_inline1070__ssa_v0_1 * 80
                        qk_row_inline1141__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v0_1 + qk_sb_inline1039__idx_v0 * 16
                        t__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v0_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_2: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v0_1, 0], sparse_blk_oi_inline15_inline896__rv_v4_swp)
                        qk_h_idx_inline1070__ssa_v1_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX) + pl.const(1, pl.INDEX)
                        qk_r0_inline1051__ssa_v1_1: pl.Scalar[pl.INDEX] = 16
                        qk_blk_base_inline1138__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0 + qk_h_idx_inline1070__ssa_v1_1 * 80
                        qk_row_inline1141__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v1_1 + qk_sb_inline1039__idx_v0 * 16
                        t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v1_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_3: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v1_1, 0], sparse_blk_oi_inline15_inline896__tile_2)
                        sparse_blk_li_inline14_inline909__rv_v4: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__rv_v4_swp
                        sparse_blk_mi_inline12_inline906__rv_v4: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__rv_v4_swp
                        sparse_blk_oi_inline15_inline896__rv_v4: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 83886080)] = sparse_blk_oi_inline15_inline896__tile_3
                        sparse_blk_li_inline14_inline909__phi_v7, sparse_blk_mi_inline12_inline906__phi_v7, sparse_blk_oi_inline15_inline896__phi_v7 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v4, sparse_blk_mi_inline12_inline906__rv_v4, sparse_blk_oi_inline15_inline896__rv_v4)
                    else:
                        sparse_blk_li_inline14_inline909__phi_v7, sparse_blk_mi_inline12_inline906__phi_v7, sparse_blk_oi_inline15_inline896__phi_v7 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v1, sparse_blk_mi_inline12_inline906__iter_v1, sparse_blk_oi_inline15_inline896__iter_v1)
                    sparse_blk_li_inline14_inline909__rv_v2, sparse_blk_mi_inline12_inline906__rv_v2, sparse_blk_oi_inline15_inline896__rv_v2 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v7, sparse_blk_mi_inline12_inline906__phi_v7, sparse_blk_oi_inline15_inline896__phi_v7)
            else:
                pass
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qk_pv_aiv(query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__ssa_v0: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v7: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v0: pl.Tensor[[t_dim_inline1080__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        qk_pv_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_v2c_slot_buffer', peer_func='qk_pv_aic')
        qk_pv_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(qk_pv_c2v_slot_buffer, qk_pv_v2c_slot_buffer_import, dir_mask=3, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            qk_local_t_inline1060__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v0: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v0 + qk_local_t_inline1060__ssa_v0
            if qk_t_inline1081__ssa_v0 < t_dim_inline1080__ssa_v0:
                if qk_t_inline1081__ssa_v0 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v0: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v0 * 320
                    for qk_sb_inline1039__idx_v0, (sparse_blk_li_inline14_inline909__iter_v1, sparse_blk_mi_inline12_inline906__iter_v1, sparse_blk_oi_inline15_inline896__iter_v1) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0)):
                        qk_b0_inline1117__ssa_v0: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v0 * 128
                        qk_bias_row_inline1118__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sparse_bias_inline10_inline904__phi_v6, [qk_local_t_inline1060__ssa_v0, qk_b0_inline1117__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v0, qk_sb_inline1039__idx_v0])
                        if qk_sb_inline1039__idx_v0 == 0:
                            qk_block_valid_inline1143__ssa_v1: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v2: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v1)
                        else:
                            qk_block_valid_inline1143__phi_v2: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v2, pl.INDEX):
                            for qk_hb_inline1052__idx_v0, (sparse_blk_li_inline14_inline909__iter_v3, sparse_blk_mi_inline12_inline906__iter_v3, sparse_blk_oi_inline15_inline896__iter_v3) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v1, sparse_blk_mi_inline12_inline906__iter_v1, sparse_blk_oi_inline15_inline896__iter_v1)):
                                qk_raw_inline1125__tile_Vec: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(qk_raw_inline1125__tile_Vec, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec, split=0)
                                qk_scores_inline1128__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_add(qk_scaled_inline1127__tile, qk_bias_row_inline1118__tile)
                                tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(qk_scores_inline1128__tile, tmp_tile)
                                t__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(qk_scores_inline1128__tile, qk_mi_inline1129__tile)
                                qk_exp_inline1133__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(t__tile)
                                tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(qk_exp_inline1133__tile, tmp_tile_1)
                                qk_exp_bf16_inline1135__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(qk_exp_inline1133__tile, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile, split=0)
                                qk_h_idx_inline1070__ssa_v0: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v0 * 2
                                qk_r0_inline1051__ssa_v0: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v0: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0 + qk_h_idx_inline1070__ssa_v0 * 80
                                qk_row_inline1141__ssa_v0: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v0 + qk_sb_inline1039__idx_v0 * 16
                                t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v0, 0])
                                sparse_blk_mi_inline12_inline906__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v0, 0], sparse_blk_mi_inline12_inline906__iter_v3)
                                t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v0, 0])
                                sparse_blk_li_inline14_inline909__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v0, 0], sparse_blk_li_inline14_inline909__iter_v3)
                                qk_h_idx_inline1070__ssa_v1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v0 * 2 + 1
                                qk_r0_inline1051__ssa_v1: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0 + qk_h_idx_inline1070__ssa_v1 * 80
                                qk_row_inline1141__ssa_v1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v1 + qk_sb_inline1039__idx_v0 * 16
                                t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v1, 0])
                                sparse_blk_mi_inline12_inline906__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v1, 0], sparse_blk_mi_inline12_inline906__tile)
                                t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v1, 0])
                                sparse_blk_li_inline14_inline909__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_4, [qk_row_inline1141__ssa_v1, 0], sparse_blk_li_inline14_inline909__tile)
                                sparse_blk_li_inline14_inline909__rv_v4, sparse_blk_mi_inline12_inline906__rv_v4, sparse_blk_oi_inline15_inline896__rv_v4 = pl.yield_(sparse_blk_li_inline14_inline909__tile_1, sparse_blk_mi_inline12_inline906__tile_1, sparse_blk_oi_inline15_inline896__iter_v3)
                            sparse_blk_li_inline14_inline909__phi_v7, sparse_blk_mi_inline12_inline906__phi_v7, sparse_blk_oi_inline15_inline896__phi_v7 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v4, sparse_blk_mi_inline12_inline906__rv_v4, sparse_blk_oi_inline15_inline896__rv_v4)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v7, sparse_blk_mi_inline12_inline906__phi_v7, sparse_blk_oi_inline15_inline896__phi_v7 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v1, sparse_blk_mi_inline12_inline906__iter_v1, sparse_blk_oi_inline15_inline896__iter_v1)
                        sparse_blk_li_inline14_inline909__rv_v2, sparse_blk_mi_inline12_inline906__rv_v2, sparse_blk_oi_inline15_inline896__rv_v2 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v7, sparse_blk_mi_inline12_inline906__phi_v7, sparse_blk_oi_inline15_inline896__phi_v7)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0
        else:
            qk_local_t_inline1060__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v0_1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v0 + qk_local_t_inline1060__ssa_v0_1
            if qk_t_inline1081__ssa_v0_1 < t_dim_inline1080__ssa_v0:
                if qk_t_inline1081__ssa_v0_1 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v0_1 * 320
                    for qk_sb_inline1039__idx_v0_1, (sparse_blk_li_inline14_inline909__iter_v1_1, sparse_blk_mi_inline12_inline906__iter_v1_1, sparse_blk_oi_inline15_inline896__iter_v1_1) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0)):
                        qk_b0_inline1117__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v0_1 * 128
                        qk_bias_row_inline1118__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v0_1, qk_sb_inline1039__idx_v0_1])
                        if qk_sb_inline1039__idx_v0_1 == 0:
                            qk_block_valid_inline1143__ssa_v1_1: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v2_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v1_1)
                        else:
                            qk_block_valid_inline1143__phi_v2_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile_1)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v2_1, pl.INDEX):
                            for qk_hb_inline1052__idx_v0_1, (sparse_blk_li_inline14_inline909__iter_v3_1, sparse_blk_mi_inline12_inline906__iter_v3_1, sparse_blk_oi_inline15_inline896__iter_v3_1) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v1_1, sparse_blk_mi_inline12_inline906__iter_v1_1, sparse_blk_oi_inline15_inline896__iter_v1_1)):
                                qk_raw_inline1125__tile_Vec_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(qk_raw_inline1125__tile_Vec_1, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec_1, split=0)
                                qk_scores_inline1128__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(qk_scaled_inline1127__tile_1, qk_bias_row_inline1118__tile_1)
                                tmp_tile_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(qk_scores_inline1128__tile_1, tmp_tile_2)
                                t__tile_5: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(qk_scores_inline1128__tile_1, qk_mi_inline1129__tile_1)
                                qk_exp_inline1133__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_5)
                                tmp_tile_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(qk_exp_inline1133__tile_1, tmp_tile_3)
                                qk_exp_bf16_inline1135__tile_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(qk_exp_inline1133__tile_1, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile_1, split=0)
                                qk_h_idx_inline1070__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v0_1 * 2
                                qk_r0_inline1051__ssa_v0_1: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0_1 + qk_h_idx_inline1070__ssa_v0_1 * 80
                                qk_row_inline1141__ssa_v0_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v0_1 + qk_sb_inline1039__idx_v0_1 * 16
                                t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v3_1
                                t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v3_1
                                qk_h_idx_inline1070__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v0_1 * 2 + 1
                                qk_r0_inline1051__ssa_v1_1: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v0_1 + qk_h_idx_inline1070__ssa_v1_1 * 80
                                qk_row_inline1141__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v1_1 + qk_sb_inline1039__idx_v0_1 * 16
                                t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v3_1
                                t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v3_1
                                sparse_blk_li_inline14_inline909__rv_v4_1, sparse_blk_mi_inline12_inline906__rv_v4_1, sparse_blk_oi_inline15_inline896__rv_v4_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v3_1, sparse_blk_mi_inline12_inline906__iter_v3_1, sparse_blk_oi_inline15_inline896__iter_v3_1)
                            sparse_blk_li_inline14_inline909__phi_v7_1, sparse_blk_mi_inline12_inline906__phi_v7_1, sparse_blk_oi_inline15_inline896__phi_v7_1 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v4_1, sparse_blk_mi_inline12_inline906__rv_v4_1, sparse_blk_oi_inline15_inline896__rv_v4_1)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v7_1, sparse_blk_mi_inline12_inline906__phi_v7_1, sparse_blk_oi_inline15_inline896__phi_v7_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v1_1, sparse_blk_mi_inline12_inline906__iter_v1_1, sparse_blk_oi_inline15_inline896__iter_v1_1)
                        sparse_blk_li_inline14_inline909__rv_v2_1, sparse_blk_mi_inline12_inline906__rv_v2_1, sparse_blk_oi_inline15_inline896__rv_v2_1 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v7_1, sparse_blk_mi_inline12_inline906__phi_v7_1, sparse_blk_oi_inline15_inline896__phi_v7_1)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def qk_pv(query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__ssa_v0: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v7: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v0: pl.Tensor[[t_dim_inline1080__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        self.qk_pv_aic(query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0, sparse_bias_inline10_inline904__phi_v6, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v7, q_flat_inline1072__ssa_v0, __gm_pipe_buffer)
        result: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv_aiv(query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0, sparse_bias_inline10_inline904__phi_v6, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v7, q_flat_inline1072__ssa_v0, __gm_pipe_buffer)
        return sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def qk_pv_spmd(self, query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__ssa_v0: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__ssa_v0: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v7: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v0: pl.Tensor[[t_dim_inline1080__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv(query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0, sparse_bias_inline10_inline904__phi_v6, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v7, q_flat_inline1072__ssa_v0, __gm_pipe_buffer)
        sparse_blk_li_inline14_inline909__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[0]
        sparse_blk_mi_inline12_inline906__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[1]
        sparse_blk_oi_inline15_inline896__phi_v9: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0[2]
        return sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_pv_0_aic(query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v10: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v19: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v1: pl.Tensor[[t_dim_inline1080__ssa_v1 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]):
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_12: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_13: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_32: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        qk_pv_0_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_0_v2c_slot_buffer', size=32768, base=0)
        qk_pv_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_0_c2v_slot_buffer', peer_func='qk_pv_0_aiv')
        pl.system.aic_initialize_pipe(qk_pv_0_c2v_slot_buffer_import, qk_pv_0_v2c_slot_buffer, dir_mask=3, slot_size=16384, slot_num=2)
        qk_local_t_inline1060__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qk_t_inline1081__ssa_v1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v1 + qk_local_t_inline1060__ssa_v1
        if qk_t_inline1081__ssa_v1 < t_dim_inline1080__ssa_v1:
            if qk_t_inline1081__ssa_v1 < active_rows_inline177__ssa_v0:
                qk_kv_base_inline1049__ssa_v1: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v1 * 640
                qk_token_base_inline1096__ssa_v1: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v1 * 320
                for qk_sb_inline1039__idx_v1, (sparse_blk_li_inline14_inline909__iter_v11, sparse_blk_mi_inline12_inline906__iter_v11, sparse_blk_oi_inline15_inline896__iter_v11) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10)):
                    qk_s0_inline1116__ssa_v1: pl.Scalar[pl.INDEX] = qk_kv_base_inline1049__ssa_v1 + qk_sb_inline1039__idx_v1 * 128
                    qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v1, qk_sb_inline1039__idx_v1])
                    if qk_sb_inline1039__idx_v1 == 0:
                        qk_block_valid_inline1143__ssa_v4: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                        qk_block_valid_inline1143__phi_v5: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v4)
                    else:
                        qk_block_valid_inline1143__phi_v5: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                    if 0 < pl.cast(qk_block_valid_inline1143__phi_v5, pl.INDEX):
                        qk_kv_k_inline1119__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v19, [qk_s0_inline1116__ssa_v1, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_kv_v_inline1122__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v19, [qk_s0_inline1116__ssa_v1, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_head_row_inline1056__ssa_v1: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v1 * 64 + pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX)
                        qk_q_tile_inline1071__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v1, [qk_head_row_inline1056__ssa_v1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                        qk_kv_k_inline1119__tile_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                        qk_raw_inline1125__tile_l0_init: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        for qk_raw_inline1125__tile_l0_ko, (qk_raw_inline1125__tile_l0_c,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init,)):
                            qk_raw_inline1125__tile_l0_a: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                            qk_raw_inline1125__tile_l0_a_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko + 128, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                            if qk_raw_inline1125__tile_l0_ko == 0:
                                qk_raw_inline1125__tile_l0_c_first: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c, qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc)
                            if qk_raw_inline1125__tile_l0_ko + 128 == 0:
                                qk_raw_inline1125__tile_l0_c_first_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_1)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi, qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_1)
                            qk_raw_inline1125__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_1)
                        pl.tile.tpush_to_aiv(qk_raw_inline1125__tile, split=0)
                        for qk_hb_inline1052__idx_v1, (sparse_blk_li_inline14_inline909__iter_v13, sparse_blk_mi_inline12_inline906__iter_v13, sparse_blk_oi_inline15_inline896__iter_v13) in pl.range(1, 2, init_values=(sparse_blk_li_inline14_inline909__iter_v11, sparse_blk_mi_inline12_inline906__iter_v11, sparse_blk_oi_inline15_inline896__iter_v11)):
                            qk_head_row_inline1056__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v1 * 64 + qk_hb_inline1052__idx_v1 * 32
                            qk_q_tile_inline1071__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v1, [qk_head_row_inline1056__ssa_v1_1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                            qk_kv_k_inline1119__tile_t_1: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                            qk_raw_inline1125__tile_l0_init_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            for qk_raw_inline1125__tile_l0_ko_1, (qk_raw_inline1125__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init_1,)):
                                qk_raw_inline1125__tile_l0_a_2: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                                qk_raw_inline1125__tile_l0_a_3: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1 + 128, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                                if qk_raw_inline1125__tile_l0_ko_1 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_2)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_1, qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_2)
                                if qk_raw_inline1125__tile_l0_ko_1 + 128 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_3)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi_2, qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_3)
                                qk_raw_inline1125__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_3)
                            pl.tile.tpush_to_aiv(qk_raw_inline1125__tile_1, split=0)
                            qk_oi_inline1076__tile_l0_init: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            qk_oi_inline1076__tile_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                            for qk_oi_inline1076__tile_l0_ko, (qk_oi_inline1076__tile_l0_c,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init,)):
                                qk_oi_inline1076__tile_l0_a: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
                                qk_oi_inline1076__tile_l0_a_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko + 32, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                                if qk_oi_inline1076__tile_l0_ko == 0:
                                    qk_oi_inline1076__tile_l0_c_first: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c, qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc)
                                if qk_oi_inline1076__tile_l0_ko + 32 == 0:
                                    qk_oi_inline1076__tile_l0_c_first_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_1)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi, qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_1)
                                qk_oi_inline1076__tile: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_1)
                            pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat, split=0)
                            qk_h_idx_inline1070__ssa_v2: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v1 - 1) * 2
                            qk_r0_inline1051__ssa_v2: pl.Scalar[pl.INDEX] = 0
                            qk_blk_base_inline1138__ssa_v2: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1 + qk_h_idx_inline1070__ssa_v2 * 80
                            qk_row_inline1141__ssa_v2: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v2 + qk_sb_inline1039__idx_v1 * 16
                            t__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v2, 0])
                            sparse_blk_oi_inline15_inline896__tile: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile, [qk_row_inline1141__ssa_v2, 0], sparse_blk_oi_inline15_inline896__iter_v13)
                            qk_h_idx_inline1070__ssa_v3: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v1 - 1) * 2 + 1
                            qk_r0_inline1051__ssa_v3: pl.Scalar[pl.INDEX] = 16
                            qk_blk_base_inline1138__ssa_v3: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1 + qk_h_idx_inline1070__ssa_v3 * 80
                            qk_row_inline1141__ssa_v3: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v3 + qk_sb_inline1039__idx_v1 * 16
                            t__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v3, 0])
                            sparse_blk_oi_inline15_inline896__tile_1: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v3, 0], sparse_blk_oi_inline15_inline896__tile)
                            sparse_blk_li_inline14_inline909__rv_v14_swp, sparse_blk_mi_inline12_inline906__rv_v14_swp, sparse_blk_oi_inline15_inline896__rv_v14_swp = pl.yield_(sparse_blk_li_inline14_inline909__iter_v13, sparse_blk_mi_inline12_inline906__iter_v13, sparse_blk_oi_inline15_inline896__tile_1)
                        qk_oi_inline1076__tile_l0_init_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        qk_oi_inline1076__tile_l0_lmat_1: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                        for qk_oi_inline1076__tile_l0_ko_1, (qk_oi_inline1076__tile_l0_c_1,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init_1,)):
                            qk_oi_inline1076__tile_l0_a_2: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1, 0, [32, 512], target_memory=pl.Mem.Right)
                            qk_oi_inline1076__tile_l0_a_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1 + 32, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1 + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                            if qk_oi_inline1076__tile_l0_ko_1 == 0:
                                qk_oi_inline1076__tile_l0_c_first_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_2)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_1, qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_2)
                            if qk_oi_inline1076__tile_l0_ko_1 + 32 == 0:
                                qk_oi_inline1076__tile_l0_c_first_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_3)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi_2, qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_3)
                            qk_oi_inline1076__tile_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_3)
                        pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat_1, split=0)
                        qk_h_idx_inline1070__ssa_v2_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX)
                        qk_r0_inline1051__ssa_v2_1: pl.Scalar[pl.INDEX] = 0
                        qk_blk_base_inline1138__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1 + qk_h_idx_inline1070__ssa_v2_1 * 80
                        qk_row_inline1141__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v2_1 + qk_sb_inline1039__idx_v1 * 16
                        t__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v2_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_2: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v2_1, 0], sparse_blk_oi_inline15_inline896__rv_v14_swp)
                        qk_h_idx_inline1070__ssa_v3_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX) + pl.const(1, pl.INDEX)
                        qk_r0_inline1051__ssa_v3_1: pl.Scalar[pl.INDEX] = 16
                        qk_blk_base_inline1138__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1 + qk_h_idx_inline1070__ssa_v3_1 * 80
                        qk_row_inline1141__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v3_1 + qk_sb_inline1039__idx_v1 * 16
                        t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v3_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_3: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v3_1, 0], sparse_blk_oi_inline15_inline896__tile_2)
                        sparse_blk_li_inline14_inline909__rv_v14: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__rv_v14_swp
                        sparse_blk_mi_inline12_inline906__rv_v14: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__rv_v14_swp
                        sparse_blk_oi_inline15_inline896__rv_v14: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 83886080)] = sparse_blk_oi_inline15_inline896__tile_3
                        sparse_blk_li_inline14_inline909__phi_v17, sparse_blk_mi_inline12_inline906__phi_v17, sparse_blk_oi_inline15_inline896__phi_v17 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v14, sparse_blk_mi_inline12_inline906__rv_v14, sparse_blk_oi_inline15_inline896__rv_v14)
                    else:
                        sparse_blk_li_inline14_inline909__phi_v17, sparse_blk_mi_inline12_inline906__phi_v17, sparse_blk_oi_inline15_inline896__phi_v17 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v11, sparse_blk_mi_inline12_inline906__iter_v11, sparse_blk_oi_inline15_inline896__iter_v11)
                    sparse_blk_li_inline14_inline909__rv_v12, sparse_blk_mi_inline12_inline906__rv_v12, sparse_blk_oi_inline15_inline896__rv_v12 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v17, sparse_blk_mi_inline12_inline906__phi_v17, sparse_blk_oi_inline15_inline896__phi_v17)
            else:
                pass
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qk_pv_0_aiv(query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v10: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v19: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v1: pl.Tensor[[t_dim_inline1080__ssa_v1 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        qk_pv_0_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_0_v2c_slot_buffer', peer_func='qk_pv_0_aic')
        qk_pv_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_0_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(qk_pv_0_c2v_slot_buffer, qk_pv_0_v2c_slot_buffer_import, dir_mask=3, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            qk_local_t_inline1060__ssa_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v1 + qk_local_t_inline1060__ssa_v1
            if qk_t_inline1081__ssa_v1 < t_dim_inline1080__ssa_v1:
                if qk_t_inline1081__ssa_v1 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v1: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v1 * 320
                    for qk_sb_inline1039__idx_v1, (sparse_blk_li_inline14_inline909__iter_v11, sparse_blk_mi_inline12_inline906__iter_v11, sparse_blk_oi_inline15_inline896__iter_v11) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10)):
                        qk_b0_inline1117__ssa_v1: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v1 * 128
                        qk_bias_row_inline1118__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sparse_bias_inline10_inline904__phi_v13, [qk_local_t_inline1060__ssa_v1, qk_b0_inline1117__ssa_v1], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v1, qk_sb_inline1039__idx_v1])
                        if qk_sb_inline1039__idx_v1 == 0:
                            qk_block_valid_inline1143__ssa_v4: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v5: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v4)
                        else:
                            qk_block_valid_inline1143__phi_v5: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v5, pl.INDEX):
                            for qk_hb_inline1052__idx_v1, (sparse_blk_li_inline14_inline909__iter_v13, sparse_blk_mi_inline12_inline906__iter_v13, sparse_blk_oi_inline15_inline896__iter_v13) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v11, sparse_blk_mi_inline12_inline906__iter_v11, sparse_blk_oi_inline15_inline896__iter_v11)):
                                qk_raw_inline1125__tile_Vec: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(qk_raw_inline1125__tile_Vec, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec, split=0)
                                qk_scores_inline1128__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_add(qk_scaled_inline1127__tile, qk_bias_row_inline1118__tile)
                                tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(qk_scores_inline1128__tile, tmp_tile)
                                t__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(qk_scores_inline1128__tile, qk_mi_inline1129__tile)
                                qk_exp_inline1133__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(t__tile)
                                tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(qk_exp_inline1133__tile, tmp_tile_1)
                                qk_exp_bf16_inline1135__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(qk_exp_inline1133__tile, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile, split=0)
                                qk_h_idx_inline1070__ssa_v2: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v1 * 2
                                qk_r0_inline1051__ssa_v2: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v2: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1 + qk_h_idx_inline1070__ssa_v2 * 80
                                qk_row_inline1141__ssa_v2: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v2 + qk_sb_inline1039__idx_v1 * 16
                                t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v2, 0])
                                sparse_blk_mi_inline12_inline906__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v2, 0], sparse_blk_mi_inline12_inline906__iter_v13)
                                t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v2, 0])
                                sparse_blk_li_inline14_inline909__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v2, 0], sparse_blk_li_inline14_inline909__iter_v13)
                                qk_h_idx_inline1070__ssa_v3: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v1 * 2 + 1
                                qk_r0_inline1051__ssa_v3: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v3: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1 + qk_h_idx_inline1070__ssa_v3 * 80
                                qk_row_inline1141__ssa_v3: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v3 + qk_sb_inline1039__idx_v1 * 16
                                t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v3, 0])
                                sparse_blk_mi_inline12_inline906__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v3, 0], sparse_blk_mi_inline12_inline906__tile)
                                t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v3, 0])
                                sparse_blk_li_inline14_inline909__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_4, [qk_row_inline1141__ssa_v3, 0], sparse_blk_li_inline14_inline909__tile)
                                sparse_blk_li_inline14_inline909__rv_v14, sparse_blk_mi_inline12_inline906__rv_v14, sparse_blk_oi_inline15_inline896__rv_v14 = pl.yield_(sparse_blk_li_inline14_inline909__tile_1, sparse_blk_mi_inline12_inline906__tile_1, sparse_blk_oi_inline15_inline896__iter_v13)
                            sparse_blk_li_inline14_inline909__phi_v17, sparse_blk_mi_inline12_inline906__phi_v17, sparse_blk_oi_inline15_inline896__phi_v17 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v14, sparse_blk_mi_inline12_inline906__rv_v14, sparse_blk_oi_inline15_inline896__rv_v14)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v17, sparse_blk_mi_inline12_inline906__phi_v17, sparse_blk_oi_inline15_inline896__phi_v17 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v11, sparse_blk_mi_inline12_inline906__iter_v11, sparse_blk_oi_inline15_inline896__iter_v11)
                        sparse_blk_li_inline14_inline909__rv_v12, sparse_blk_mi_inline12_inline906__rv_v12, sparse_blk_oi_inline15_inline896__rv_v12 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v17, sparse_blk_mi_inline12_inline906__phi_v17, sparse_blk_oi_inline15_inline896__phi_v17)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10
        else:
            qk_local_t_inline1060__ssa_v1_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v1_1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v1 + qk_local_t_inline1060__ssa_v1_1
            if qk_t_inline1081__ssa_v1_1 < t_dim_inline1080__ssa_v1:
                if qk_t_inline1081__ssa_v1_1 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v1_1 * 320
                    for qk_sb_inline1039__idx_v1_1, (sparse_blk_li_inline14_inline909__iter_v11_1, sparse_blk_mi_inline12_inline906__iter_v11_1, sparse_blk_oi_inline15_inline896__iter_v11_1) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10)):
                        qk_b0_inline1117__ssa_v1_1: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v1_1 * 128
                        qk_bias_row_inline1118__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v1_1, qk_sb_inline1039__idx_v1_1])
                        if qk_sb_inline1039__idx_v1_1 == 0:
                            qk_block_valid_inline1143__ssa_v4_1: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v5_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v4_1)
                        else:
                            qk_block_valid_inline1143__phi_v5_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile_1)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v5_1, pl.INDEX):
                            for qk_hb_inline1052__idx_v1_1, (sparse_blk_li_inline14_inline909__iter_v13_1, sparse_blk_mi_inline12_inline906__iter_v13_1, sparse_blk_oi_inline15_inline896__iter_v13_1) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v11_1, sparse_blk_mi_inline12_inline906__iter_v11_1, sparse_blk_oi_inline15_inline896__iter_v11_1)):
                                qk_raw_inline1125__tile_Vec_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(qk_raw_inline1125__tile_Vec_1, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec_1, split=0)
                                qk_scores_inline1128__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(qk_scaled_inline1127__tile_1, qk_bias_row_inline1118__tile_1)
                                tmp_tile_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(qk_scores_inline1128__tile_1, tmp_tile_2)
                                t__tile_5: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(qk_scores_inline1128__tile_1, qk_mi_inline1129__tile_1)
                                qk_exp_inline1133__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_5)
                                tmp_tile_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(qk_exp_inline1133__tile_1, tmp_tile_3)
                                qk_exp_bf16_inline1135__tile_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(qk_exp_inline1133__tile_1, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile_1, split=0)
                                qk_h_idx_inline1070__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v1_1 * 2
                                qk_r0_inline1051__ssa_v2_1: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1_1 + qk_h_idx_inline1070__ssa_v2_1 * 80
                                qk_row_inline1141__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v2_1 + qk_sb_inline1039__idx_v1_1 * 16
                                t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v13_1
                                t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v13_1
                                qk_h_idx_inline1070__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v1_1 * 2 + 1
                                qk_r0_inline1051__ssa_v3_1: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v1_1 + qk_h_idx_inline1070__ssa_v3_1 * 80
                                qk_row_inline1141__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v3_1 + qk_sb_inline1039__idx_v1_1 * 16
                                t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v13_1
                                t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v13_1
                                sparse_blk_li_inline14_inline909__rv_v14_1, sparse_blk_mi_inline12_inline906__rv_v14_1, sparse_blk_oi_inline15_inline896__rv_v14_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v13_1, sparse_blk_mi_inline12_inline906__iter_v13_1, sparse_blk_oi_inline15_inline896__iter_v13_1)
                            sparse_blk_li_inline14_inline909__phi_v17_1, sparse_blk_mi_inline12_inline906__phi_v17_1, sparse_blk_oi_inline15_inline896__phi_v17_1 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v14_1, sparse_blk_mi_inline12_inline906__rv_v14_1, sparse_blk_oi_inline15_inline896__rv_v14_1)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v17_1, sparse_blk_mi_inline12_inline906__phi_v17_1, sparse_blk_oi_inline15_inline896__phi_v17_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v11_1, sparse_blk_mi_inline12_inline906__iter_v11_1, sparse_blk_oi_inline15_inline896__iter_v11_1)
                        sparse_blk_li_inline14_inline909__rv_v12_1, sparse_blk_mi_inline12_inline906__rv_v12_1, sparse_blk_oi_inline15_inline896__rv_v12_1 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v17_1, sparse_blk_mi_inline12_inline906__phi_v17_1, sparse_blk_oi_inline15_inline896__phi_v17_1)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def qk_pv_0(query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v10: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v19: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v1: pl.Tensor[[t_dim_inline1080__ssa_v1 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        self.qk_pv_0_aic(query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10, sparse_bias_inline10_inline904__phi_v13, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v19, q_flat_inline1072__ssa_v1, __gm_pipe_buffer)
        result: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv_0_aiv(query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10, sparse_bias_inline10_inline904__phi_v13, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v19, q_flat_inline1072__ssa_v1, __gm_pipe_buffer)
        return sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10
    @pl.function(type=pl.FunctionType.Spmd)
    def qk_pv_spmd_0(self, query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v10: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v10: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v19: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v1: pl.Tensor[[t_dim_inline1080__ssa_v1 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv_0(query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10, sparse_bias_inline10_inline904__phi_v13, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v19, q_flat_inline1072__ssa_v1, __gm_pipe_buffer)
        sparse_blk_li_inline14_inline909__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[0]
        sparse_blk_mi_inline12_inline906__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[1]
        sparse_blk_oi_inline15_inline896__phi_v19: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0[2]
        return sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_pv_1_aic(query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v20: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v31: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v2: pl.Tensor[[t_dim_inline1080__ssa_v2 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]):
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_12: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_13: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_32: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        qk_pv_1_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_1_v2c_slot_buffer', size=32768, base=0)
        qk_pv_1_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_1_c2v_slot_buffer', peer_func='qk_pv_1_aiv')
        pl.system.aic_initialize_pipe(qk_pv_1_c2v_slot_buffer_import, qk_pv_1_v2c_slot_buffer, dir_mask=3, slot_size=16384, slot_num=2)
        qk_local_t_inline1060__ssa_v2: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qk_t_inline1081__ssa_v2: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v2 + qk_local_t_inline1060__ssa_v2
        if qk_t_inline1081__ssa_v2 < t_dim_inline1080__ssa_v2:
            if qk_t_inline1081__ssa_v2 < active_rows_inline177__ssa_v0:
                qk_kv_base_inline1049__ssa_v2: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v2 * 640
                qk_token_base_inline1096__ssa_v2: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v2 * 320
                for qk_sb_inline1039__idx_v2, (sparse_blk_li_inline14_inline909__iter_v21, sparse_blk_mi_inline12_inline906__iter_v21, sparse_blk_oi_inline15_inline896__iter_v21) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20)):
                    qk_s0_inline1116__ssa_v2: pl.Scalar[pl.INDEX] = qk_kv_base_inline1049__ssa_v2 + qk_sb_inline1039__idx_v2 * 128
                    qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v2, qk_sb_inline1039__idx_v2])
                    if qk_sb_inline1039__idx_v2 == 0:
                        qk_block_valid_inline1143__ssa_v7: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                        qk_block_valid_inline1143__phi_v8: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v7)
                    else:
                        qk_block_valid_inline1143__phi_v8: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                    if 0 < pl.cast(qk_block_valid_inline1143__phi_v8, pl.INDEX):
                        qk_kv_k_inline1119__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v31, [qk_s0_inline1116__ssa_v2, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_kv_v_inline1122__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v31, [qk_s0_inline1116__ssa_v2, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_head_row_inline1056__ssa_v2: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v2 * 64 + pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX)
                        qk_q_tile_inline1071__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v2, [qk_head_row_inline1056__ssa_v2, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                        qk_kv_k_inline1119__tile_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                        qk_raw_inline1125__tile_l0_init: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        for qk_raw_inline1125__tile_l0_ko, (qk_raw_inline1125__tile_l0_c,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init,)):
                            qk_raw_inline1125__tile_l0_a: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                            qk_raw_inline1125__tile_l0_a_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko + 128, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                            if qk_raw_inline1125__tile_l0_ko == 0:
                                qk_raw_inline1125__tile_l0_c_first: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c, qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc)
                            if qk_raw_inline1125__tile_l0_ko + 128 == 0:
                                qk_raw_inline1125__tile_l0_c_first_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_1)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi, qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_1)
                            qk_raw_inline1125__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_1)
                        pl.tile.tpush_to_aiv(qk_raw_inline1125__tile, split=0)
                        for qk_hb_inline1052__idx_v2, (sparse_blk_li_inline14_inline909__iter_v23, sparse_blk_mi_inline12_inline906__iter_v23, sparse_blk_oi_inline15_inline896__iter_v23) in pl.range(1, 2, init_values=(sparse_blk_li_inline14_inline909__iter_v21, sparse_blk_mi_inline12_inline906__iter_v21, sparse_blk_oi_inline15_inline896__iter_v21)):
                            qk_head_row_inline1056__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v2 * 64 + qk_hb_inline1052__idx_v2 * 32
                            qk_q_tile_inline1071__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v2, [qk_head_row_inline1056__ssa_v2_1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                            qk_kv_k_inline1119__tile_t_1: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                            qk_raw_inline1125__tile_l0_init_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            for qk_raw_inline1125__tile_l0_ko_1, (qk_raw_inline1125__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init_1,)):
                                qk_raw_inline1125__tile_l0_a_2: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                                qk_raw_inline1125__tile_l0_a_3: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1 + 128, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                                if qk_raw_inline1125__tile_l0_ko_1 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_2)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_1, qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_2)
                                if qk_raw_inline1125__tile_l0_ko_1 + 128 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_3)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi_2, qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_3)
                                qk_raw_inline1125__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_3)
                            pl.tile.tpush_to_aiv(qk_raw_inline1125__tile_1, split=0)
                            qk_oi_inline1076__tile_l0_init: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            qk_oi_inline1076__tile_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                            for qk_oi_inline1076__tile_l0_ko, (qk_oi_inline1076__tile_l0_c,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init,)):
                                qk_oi_inline1076__tile_l0_a: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
                                qk_oi_inline1076__tile_l0_a_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko + 32, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                                if qk_oi_inline1076__tile_l0_ko == 0:
                                    qk_oi_inline1076__tile_l0_c_first: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c, qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc)
                                if qk_oi_inline1076__tile_l0_ko + 32 == 0:
                                    qk_oi_inline1076__tile_l0_c_first_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_1)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi, qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_1)
                                qk_oi_inline1076__tile: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_1)
                            pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat, split=0)
                            qk_h_idx_inline1070__ssa_v4: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v2 - 1) * 2
                            qk_r0_inline1051__ssa_v4: pl.Scalar[pl.INDEX] = 0
                            qk_blk_base_inline1138__ssa_v4: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2 + qk_h_idx_inline1070__ssa_v4 * 80
                            qk_row_inline1141__ssa_v4: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v4 + qk_sb_inline1039__idx_v2 * 16
                            t__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v4, 0])
                            sparse_blk_oi_inline15_inline896__tile: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile, [qk_row_inline1141__ssa_v4, 0], sparse_blk_oi_inline15_inline896__iter_v23)
                            qk_h_idx_inline1070__ssa_v5: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v2 - 1) * 2 + 1
                            qk_r0_inline1051__ssa_v5: pl.Scalar[pl.INDEX] = 16
                            qk_blk_base_inline1138__ssa_v5: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2 + qk_h_idx_inline1070__ssa_v5 * 80
                            qk_row_inline1141__ssa_v5: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v5 + qk_sb_inline1039__idx_v2 * 16
                            t__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v5, 0])
                            sparse_blk_oi_inline15_inline896__tile_1: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v5, 0], sparse_blk_oi_inline15_inline896__tile)
                            sparse_blk_li_inline14_inline909__rv_v24_swp, sparse_blk_mi_inline12_inline906__rv_v24_swp, sparse_blk_oi_inline15_inline896__rv_v24_swp = pl.yield_(sparse_blk_li_inline14_inline909__iter_v23, sparse_blk_mi_inline12_inline906__iter_v23, sparse_blk_oi_inline15_inline896__tile_1)
                        qk_oi_inline1076__tile_l0_init_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        qk_oi_inline1076__tile_l0_lmat_1: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                        for qk_oi_inline1076__tile_l0_ko_1, (qk_oi_inline1076__tile_l0_c_1,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init_1,)):
                            qk_oi_inline1076__tile_l0_a_2: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1, 0, [32, 512], target_memory=pl.Mem.Right)
                            qk_oi_inline1076__tile_l0_a_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1 + 32, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1 + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                            if qk_oi_inline1076__tile_l0_ko_1 == 0:
                                qk_oi_inline1076__tile_l0_c_first_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_2)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_1, qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_2)
                            if qk_oi_inline1076__tile_l0_ko_1 + 32 == 0:
                                qk_oi_inline1076__tile_l0_c_first_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_3)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi_2, qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_3)
                            qk_oi_inline1076__tile_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_3)
                        pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat_1, split=0)
                        qk_h_idx_inline1070__ssa_v4_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX)
                        qk_r0_inline1051__ssa_v4_1: pl.Scalar[pl.INDEX] = 0
                        qk_blk_base_inline1138__ssa_v4_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2 + qk_h_idx_inline1070__ssa_v4_1 * 80
                        qk_row_inline1141__ssa_v4_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v4_1 + qk_sb_inline1039__idx_v2 * 16
                        t__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v4_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_2: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v4_1, 0], sparse_blk_oi_inline15_inline896__rv_v24_swp)
                        qk_h_idx_inline1070__ssa_v5_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX) + pl.const(1, pl.INDEX)
                        qk_r0_inline1051__ssa_v5_1: pl.Scalar[pl.INDEX] = 16
                        qk_blk_base_inline1138__ssa_v5_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2 + qk_h_idx_inline1070__ssa_v5_1 * 80
                        qk_row_inline1141__ssa_v5_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v5_1 + qk_sb_inline1039__idx_v2 * 16
                        t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v5_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_3: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v5_1, 0], sparse_blk_oi_inline15_inline896__tile_2)
                        sparse_blk_li_inline14_inline909__rv_v24: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__rv_v24_swp
                        sparse_blk_mi_inline12_inline906__rv_v24: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__rv_v24_swp
                        sparse_blk_oi_inline15_inline896__rv_v24: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 83886080)] = sparse_blk_oi_inline15_inline896__tile_3
                        sparse_blk_li_inline14_inline909__phi_v27, sparse_blk_mi_inline12_inline906__phi_v27, sparse_blk_oi_inline15_inline896__phi_v27 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v24, sparse_blk_mi_inline12_inline906__rv_v24, sparse_blk_oi_inline15_inline896__rv_v24)
                    else:
                        sparse_blk_li_inline14_inline909__phi_v27, sparse_blk_mi_inline12_inline906__phi_v27, sparse_blk_oi_inline15_inline896__phi_v27 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v21, sparse_blk_mi_inline12_inline906__iter_v21, sparse_blk_oi_inline15_inline896__iter_v21)
                    sparse_blk_li_inline14_inline909__rv_v22, sparse_blk_mi_inline12_inline906__rv_v22, sparse_blk_oi_inline15_inline896__rv_v22 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v27, sparse_blk_mi_inline12_inline906__phi_v27, sparse_blk_oi_inline15_inline896__phi_v27)
            else:
                pass
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qk_pv_1_aiv(query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v20: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v31: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v2: pl.Tensor[[t_dim_inline1080__ssa_v2 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        qk_pv_1_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_1_v2c_slot_buffer', peer_func='qk_pv_1_aic')
        qk_pv_1_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_1_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(qk_pv_1_c2v_slot_buffer, qk_pv_1_v2c_slot_buffer_import, dir_mask=3, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            qk_local_t_inline1060__ssa_v2: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v2: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v2 + qk_local_t_inline1060__ssa_v2
            if qk_t_inline1081__ssa_v2 < t_dim_inline1080__ssa_v2:
                if qk_t_inline1081__ssa_v2 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v2: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v2 * 320
                    for qk_sb_inline1039__idx_v2, (sparse_blk_li_inline14_inline909__iter_v21, sparse_blk_mi_inline12_inline906__iter_v21, sparse_blk_oi_inline15_inline896__iter_v21) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20)):
                        qk_b0_inline1117__ssa_v2: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v2 * 128
                        qk_bias_row_inline1118__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sparse_bias_inline10_inline904__phi_v20, [qk_local_t_inline1060__ssa_v2, qk_b0_inline1117__ssa_v2], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v2, qk_sb_inline1039__idx_v2])
                        if qk_sb_inline1039__idx_v2 == 0:
                            qk_block_valid_inline1143__ssa_v7: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v8: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v7)
                        else:
                            qk_block_valid_inline1143__phi_v8: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v8, pl.INDEX):
                            for qk_hb_inline1052__idx_v2, (sparse_blk_li_inline14_inline909__iter_v23, sparse_blk_mi_inline12_inline906__iter_v23, sparse_blk_oi_inline15_inline896__iter_v23) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v21, sparse_blk_mi_inline12_inline906__iter_v21, sparse_blk_oi_inline15_inline896__iter_v21)):
                                qk_raw_inline1125__tile_Vec: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(qk_raw_inline1125__tile_Vec, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec, split=0)
                                qk_scores_inline1128__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_add(qk_scaled_inline1127__tile, qk_bias_row_inline1118__tile)
                                tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(qk_scores_inline1128__tile, tmp_tile)
                                t__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(qk_scores_inline1128__tile, qk_mi_inline1129__tile)
                                qk_exp_inline1133__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(t__tile)
                                tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(qk_exp_inline1133__tile, tmp_tile_1)
                                qk_exp_bf16_inline1135__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(qk_exp_inline1133__tile, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile, split=0)
                                qk_h_idx_inline1070__ssa_v4: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v2 * 2
                                qk_r0_inline1051__ssa_v4: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v4: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2 + qk_h_idx_inline1070__ssa_v4 * 80
                                qk_row_inline1141__ssa_v4: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v4 + qk_sb_inline1039__idx_v2 * 16
                                t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v4, 0])
                                sparse_blk_mi_inline12_inline906__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v4, 0], sparse_blk_mi_inline12_inline906__iter_v23)
                                t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v4, 0])
                                sparse_blk_li_inline14_inline909__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v4, 0], sparse_blk_li_inline14_inline909__iter_v23)
                                qk_h_idx_inline1070__ssa_v5: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v2 * 2 + 1
                                qk_r0_inline1051__ssa_v5: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v5: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2 + qk_h_idx_inline1070__ssa_v5 * 80
                                qk_row_inline1141__ssa_v5: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v5 + qk_sb_inline1039__idx_v2 * 16
                                t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v5, 0])
                                sparse_blk_mi_inline12_inline906__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v5, 0], sparse_blk_mi_inline12_inline906__tile)
                                t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v5, 0])
                                sparse_blk_li_inline14_inline909__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_4, [qk_row_inline1141__ssa_v5, 0], sparse_blk_li_inline14_inline909__tile)
                                sparse_blk_li_inline14_inline909__rv_v24, sparse_blk_mi_inline12_inline906__rv_v24, sparse_blk_oi_inline15_inline896__rv_v24 = pl.yield_(sparse_blk_li_inline14_inline909__tile_1, sparse_blk_mi_inline12_inline906__tile_1, sparse_blk_oi_inline15_inline896__iter_v23)
                            sparse_blk_li_inline14_inline909__phi_v27, sparse_blk_mi_inline12_inline906__phi_v27, sparse_blk_oi_inline15_inline896__phi_v27 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v24, sparse_blk_mi_inline12_inline906__rv_v24, sparse_blk_oi_inline15_inline896__rv_v24)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v27, sparse_blk_mi_inline12_inline906__phi_v27, sparse_blk_oi_inline15_inline896__phi_v27 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v21, sparse_blk_mi_inline12_inline906__iter_v21, sparse_blk_oi_inline15_inline896__iter_v21)
                        sparse_blk_li_inline14_inline909__rv_v22, sparse_blk_mi_inline12_inline906__rv_v22, sparse_blk_oi_inline15_inline896__rv_v22 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v27, sparse_blk_mi_inline12_inline906__phi_v27, sparse_blk_oi_inline15_inline896__phi_v27)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20
        else:
            qk_local_t_inline1060__ssa_v2_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v2_1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v2 + qk_local_t_inline1060__ssa_v2_1
            if qk_t_inline1081__ssa_v2_1 < t_dim_inline1080__ssa_v2:
                if qk_t_inline1081__ssa_v2_1 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v2_1 * 320
                    for qk_sb_inline1039__idx_v2_1, (sparse_blk_li_inline14_inline909__iter_v21_1, sparse_blk_mi_inline12_inline906__iter_v21_1, sparse_blk_oi_inline15_inline896__iter_v21_1) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20)):
                        qk_b0_inline1117__ssa_v2_1: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v2_1 * 128
                        qk_bias_row_inline1118__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v2_1, qk_sb_inline1039__idx_v2_1])
                        if qk_sb_inline1039__idx_v2_1 == 0:
                            qk_block_valid_inline1143__ssa_v7_1: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v8_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v7_1)
                        else:
                            qk_block_valid_inline1143__phi_v8_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile_1)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v8_1, pl.INDEX):
                            for qk_hb_inline1052__idx_v2_1, (sparse_blk_li_inline14_inline909__iter_v23_1, sparse_blk_mi_inline12_inline906__iter_v23_1, sparse_blk_oi_inline15_inline896__iter_v23_1) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v21_1, sparse_blk_mi_inline12_inline906__iter_v21_1, sparse_blk_oi_inline15_inline896__iter_v21_1)):
                                qk_raw_inline1125__tile_Vec_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(qk_raw_inline1125__tile_Vec_1, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec_1, split=0)
                                qk_scores_inline1128__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(qk_scaled_inline1127__tile_1, qk_bias_row_inline1118__tile_1)
                                tmp_tile_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(qk_scores_inline1128__tile_1, tmp_tile_2)
                                t__tile_5: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(qk_scores_inline1128__tile_1, qk_mi_inline1129__tile_1)
                                qk_exp_inline1133__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_5)
                                tmp_tile_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(qk_exp_inline1133__tile_1, tmp_tile_3)
                                qk_exp_bf16_inline1135__tile_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(qk_exp_inline1133__tile_1, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile_1, split=0)
                                qk_h_idx_inline1070__ssa_v4_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v2_1 * 2
                                qk_r0_inline1051__ssa_v4_1: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v4_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2_1 + qk_h_idx_inline1070__ssa_v4_1 * 80
                                qk_row_inline1141__ssa_v4_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v4_1 + qk_sb_inline1039__idx_v2_1 * 16
                                t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v23_1
                                t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v23_1
                                qk_h_idx_inline1070__ssa_v5_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v2_1 * 2 + 1
                                qk_r0_inline1051__ssa_v5_1: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v5_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v2_1 + qk_h_idx_inline1070__ssa_v5_1 * 80
                                qk_row_inline1141__ssa_v5_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v5_1 + qk_sb_inline1039__idx_v2_1 * 16
                                t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v23_1
                                t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v23_1
                                sparse_blk_li_inline14_inline909__rv_v24_1, sparse_blk_mi_inline12_inline906__rv_v24_1, sparse_blk_oi_inline15_inline896__rv_v24_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v23_1, sparse_blk_mi_inline12_inline906__iter_v23_1, sparse_blk_oi_inline15_inline896__iter_v23_1)
                            sparse_blk_li_inline14_inline909__phi_v27_1, sparse_blk_mi_inline12_inline906__phi_v27_1, sparse_blk_oi_inline15_inline896__phi_v27_1 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v24_1, sparse_blk_mi_inline12_inline906__rv_v24_1, sparse_blk_oi_inline15_inline896__rv_v24_1)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v27_1, sparse_blk_mi_inline12_inline906__phi_v27_1, sparse_blk_oi_inline15_inline896__phi_v27_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v21_1, sparse_blk_mi_inline12_inline906__iter_v21_1, sparse_blk_oi_inline15_inline896__iter_v21_1)
                        sparse_blk_li_inline14_inline909__rv_v22_1, sparse_blk_mi_inline12_inline906__rv_v22_1, sparse_blk_oi_inline15_inline896__rv_v22_1 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v27_1, sparse_blk_mi_inline12_inline906__phi_v27_1, sparse_blk_oi_inline15_inline896__phi_v27_1)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def qk_pv_1(query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v20: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v31: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v2: pl.Tensor[[t_dim_inline1080__ssa_v2 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        self.qk_pv_1_aic(query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20, sparse_bias_inline10_inline904__phi_v20, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v31, q_flat_inline1072__ssa_v2, __gm_pipe_buffer)
        result: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv_1_aiv(query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20, sparse_bias_inline10_inline904__phi_v20, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v31, q_flat_inline1072__ssa_v2, __gm_pipe_buffer)
        return sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20
    @pl.function(type=pl.FunctionType.Spmd)
    def qk_pv_spmd_1(self, query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v20: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v20: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v31: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v2: pl.Tensor[[t_dim_inline1080__ssa_v2 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv_1(query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20, sparse_bias_inline10_inline904__phi_v20, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v31, q_flat_inline1072__ssa_v2, __gm_pipe_buffer)
        sparse_blk_li_inline14_inline909__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[0]
        sparse_blk_mi_inline12_inline906__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[1]
        sparse_blk_oi_inline15_inline896__phi_v29: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0[2]
        return sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_pv_2_aic(query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v30: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v43: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v3: pl.Tensor[[t_dim_inline1080__ssa_v3 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]):
        mem_mat_8: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_10: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_left_12: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_13: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_14: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_15: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_32: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        qk_pv_2_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_2_v2c_slot_buffer', size=32768, base=0)
        qk_pv_2_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_2_c2v_slot_buffer', peer_func='qk_pv_2_aiv')
        pl.system.aic_initialize_pipe(qk_pv_2_c2v_slot_buffer_import, qk_pv_2_v2c_slot_buffer, dir_mask=3, slot_size=16384, slot_num=2)
        qk_local_t_inline1060__ssa_v3: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qk_t_inline1081__ssa_v3: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v3 + qk_local_t_inline1060__ssa_v3
        if qk_t_inline1081__ssa_v3 < t_dim_inline1080__ssa_v3:
            if qk_t_inline1081__ssa_v3 < active_rows_inline177__ssa_v0:
                qk_kv_base_inline1049__ssa_v3: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v3 * 640
                qk_token_base_inline1096__ssa_v3: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v3 * 320
                for qk_sb_inline1039__idx_v3, (sparse_blk_li_inline14_inline909__iter_v31, sparse_blk_mi_inline12_inline906__iter_v31, sparse_blk_oi_inline15_inline896__iter_v31) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30)):
                    qk_s0_inline1116__ssa_v3: pl.Scalar[pl.INDEX] = qk_kv_base_inline1049__ssa_v3 + qk_sb_inline1039__idx_v3 * 128
                    qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v3, qk_sb_inline1039__idx_v3])
                    if qk_sb_inline1039__idx_v3 == 0:
                        qk_block_valid_inline1143__ssa_v10: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                        qk_block_valid_inline1143__phi_v11: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v10)
                    else:
                        qk_block_valid_inline1143__phi_v11: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                    if 0 < pl.cast(qk_block_valid_inline1143__phi_v11, pl.INDEX):
                        qk_kv_k_inline1119__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v43, [qk_s0_inline1116__ssa_v3, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_kv_v_inline1122__tile: pl.Tile[[128, 512], pl.BF16, pl.MemRef(mem_mat_9, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(sparse_kv_inline9_inline900__rv_v43, [qk_s0_inline1116__ssa_v3, 0], [128, 512], [128, 512], target_memory=pl.Mem.Mat)
                        qk_head_row_inline1056__ssa_v3: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v3 * 64 + pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX)
                        qk_q_tile_inline1071__tile: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v3, [qk_head_row_inline1056__ssa_v3, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                        qk_kv_k_inline1119__tile_t: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                        qk_raw_inline1125__tile_l0_init: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        for qk_raw_inline1125__tile_l0_ko, (qk_raw_inline1125__tile_l0_c,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init,)):
                            qk_raw_inline1125__tile_l0_a: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                            qk_raw_inline1125__tile_l0_a_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile, 0, qk_raw_inline1125__tile_l0_ko + 128, [32, 128], target_memory=pl.Mem.Left)
                            qk_raw_inline1125__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t, qk_raw_inline1125__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                            if qk_raw_inline1125__tile_l0_ko == 0:
                                qk_raw_inline1125__tile_l0_c_first: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c, qk_raw_inline1125__tile_l0_a, qk_raw_inline1125__tile_l0_b)
                                qk_raw_inline1125__tile_l0_c_phi: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc)
                            if qk_raw_inline1125__tile_l0_ko + 128 == 0:
                                qk_raw_inline1125__tile_l0_c_first_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_1)
                            else:
                                qk_raw_inline1125__tile_l0_c_acc_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi, qk_raw_inline1125__tile_l0_a_1, qk_raw_inline1125__tile_l0_b_1)
                                qk_raw_inline1125__tile_l0_c_phi_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_1)
                            qk_raw_inline1125__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_1)
                        pl.tile.tpush_to_aiv(qk_raw_inline1125__tile, split=0)
                        for qk_hb_inline1052__idx_v3, (sparse_blk_li_inline14_inline909__iter_v33, sparse_blk_mi_inline12_inline906__iter_v33, sparse_blk_oi_inline15_inline896__iter_v33) in pl.range(1, 2, init_values=(sparse_blk_li_inline14_inline909__iter_v31, sparse_blk_mi_inline12_inline906__iter_v31, sparse_blk_oi_inline15_inline896__iter_v31)):
                            qk_head_row_inline1056__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_t_inline1081__ssa_v3 * 64 + qk_hb_inline1052__idx_v3 * 32
                            qk_q_tile_inline1071__tile_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_mat_10, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(q_flat_inline1072__ssa_v3, [qk_head_row_inline1056__ssa_v3_1, 0], [32, 512], [32, 512], target_memory=pl.Mem.Mat)
                            qk_kv_k_inline1119__tile_t_1: pl.Tile[[512, 128], pl.BF16, pl.MemRef(mem_mat_8, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(qk_kv_k_inline1119__tile)
                            qk_raw_inline1125__tile_l0_init_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            for qk_raw_inline1125__tile_l0_ko_1, (qk_raw_inline1125__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(qk_raw_inline1125__tile_l0_init_1,)):
                                qk_raw_inline1125__tile_l0_a_2: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                                qk_raw_inline1125__tile_l0_a_3: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_q_tile_inline1071__tile_1, 0, qk_raw_inline1125__tile_l0_ko_1 + 128, [32, 128], target_memory=pl.Mem.Left)
                                qk_raw_inline1125__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_k_inline1119__tile_t_1, qk_raw_inline1125__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                                if qk_raw_inline1125__tile_l0_ko_1 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_2)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_1, qk_raw_inline1125__tile_l0_a_2, qk_raw_inline1125__tile_l0_b_2)
                                    qk_raw_inline1125__tile_l0_c_phi_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_2)
                                if qk_raw_inline1125__tile_l0_ko_1 + 128 == 0:
                                    qk_raw_inline1125__tile_l0_c_first_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_first_3)
                                else:
                                    qk_raw_inline1125__tile_l0_c_acc_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(qk_raw_inline1125__tile_l0_c_phi_2, qk_raw_inline1125__tile_l0_a_3, qk_raw_inline1125__tile_l0_b_3)
                                    qk_raw_inline1125__tile_l0_c_phi_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_acc_3)
                                qk_raw_inline1125__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_raw_inline1125__tile_l0_c_phi_3)
                            pl.tile.tpush_to_aiv(qk_raw_inline1125__tile_1, split=0)
                            qk_oi_inline1076__tile_l0_init: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                            qk_oi_inline1076__tile_l0_lmat: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                            for qk_oi_inline1076__tile_l0_ko, (qk_oi_inline1076__tile_l0_c,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init,)):
                                qk_oi_inline1076__tile_l0_a: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
                                qk_oi_inline1076__tile_l0_a_1: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat, 0, qk_oi_inline1076__tile_l0_ko + 32, [32, 32], target_memory=pl.Mem.Left)
                                qk_oi_inline1076__tile_l0_b_1: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                                if qk_oi_inline1076__tile_l0_ko == 0:
                                    qk_oi_inline1076__tile_l0_c_first: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c, qk_oi_inline1076__tile_l0_a, qk_oi_inline1076__tile_l0_b)
                                    qk_oi_inline1076__tile_l0_c_phi: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc)
                                if qk_oi_inline1076__tile_l0_ko + 32 == 0:
                                    qk_oi_inline1076__tile_l0_c_first_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_1)
                                else:
                                    qk_oi_inline1076__tile_l0_c_acc_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi, qk_oi_inline1076__tile_l0_a_1, qk_oi_inline1076__tile_l0_b_1)
                                    qk_oi_inline1076__tile_l0_c_phi_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_1)
                                qk_oi_inline1076__tile: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_1)
                            pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat, split=0)
                            qk_h_idx_inline1070__ssa_v6: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v3 - 1) * 2
                            qk_r0_inline1051__ssa_v6: pl.Scalar[pl.INDEX] = 0
                            qk_blk_base_inline1138__ssa_v6: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3 + qk_h_idx_inline1070__ssa_v6 * 80
                            qk_row_inline1141__ssa_v6: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v6 + qk_sb_inline1039__idx_v3 * 16
                            t__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v6, 0])
                            sparse_blk_oi_inline15_inline896__tile: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile, [qk_row_inline1141__ssa_v6, 0], sparse_blk_oi_inline15_inline896__iter_v33)
                            qk_h_idx_inline1070__ssa_v7: pl.Scalar[pl.INDEX] = (qk_hb_inline1052__idx_v3 - 1) * 2 + 1
                            qk_r0_inline1051__ssa_v7: pl.Scalar[pl.INDEX] = 16
                            qk_blk_base_inline1138__ssa_v7: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3 + qk_h_idx_inline1070__ssa_v7 * 80
                            qk_row_inline1141__ssa_v7: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v7 + qk_sb_inline1039__idx_v3 * 16
                            t__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile, [16, 512], [qk_r0_inline1051__ssa_v7, 0])
                            sparse_blk_oi_inline15_inline896__tile_1: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v7, 0], sparse_blk_oi_inline15_inline896__tile)
                            sparse_blk_li_inline14_inline909__rv_v34_swp, sparse_blk_mi_inline12_inline906__rv_v34_swp, sparse_blk_oi_inline15_inline896__rv_v34_swp = pl.yield_(sparse_blk_li_inline14_inline909__iter_v33, sparse_blk_mi_inline12_inline906__iter_v33, sparse_blk_oi_inline15_inline896__tile_1)
                        qk_oi_inline1076__tile_l0_init_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([32, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                        qk_oi_inline1076__tile_l0_lmat_1: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
                        for qk_oi_inline1076__tile_l0_ko_1, (qk_oi_inline1076__tile_l0_c_1,) in pl.range(0, 128, 64, init_values=(qk_oi_inline1076__tile_l0_init_1,)):
                            qk_oi_inline1076__tile_l0_a_2: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_12, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_2: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_13, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1, 0, [32, 512], target_memory=pl.Mem.Right)
                            qk_oi_inline1076__tile_l0_a_3: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_left_14, pl.const(8192, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(qk_oi_inline1076__tile_l0_lmat_1, 0, qk_oi_inline1076__tile_l0_ko_1 + 32, [32, 32], target_memory=pl.Mem.Left)
                            qk_oi_inline1076__tile_l0_b_3: pl.Tile[[32, 512], pl.BF16, pl.MemRef(mem_right_15, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(qk_kv_v_inline1122__tile, qk_oi_inline1076__tile_l0_ko_1 + 32, 0, [32, 512], target_memory=pl.Mem.Right)
                            if qk_oi_inline1076__tile_l0_ko_1 == 0:
                                qk_oi_inline1076__tile_l0_c_first_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_2)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_1, qk_oi_inline1076__tile_l0_a_2, qk_oi_inline1076__tile_l0_b_2)
                                qk_oi_inline1076__tile_l0_c_phi_2: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_2)
                            if qk_oi_inline1076__tile_l0_ko_1 + 32 == 0:
                                qk_oi_inline1076__tile_l0_c_first_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_first_3)
                            else:
                                qk_oi_inline1076__tile_l0_c_acc_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(qk_oi_inline1076__tile_l0_c_phi_2, qk_oi_inline1076__tile_l0_a_3, qk_oi_inline1076__tile_l0_b_3)
                                qk_oi_inline1076__tile_l0_c_phi_3: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_acc_3)
                            qk_oi_inline1076__tile_1: pl.Tile[[32, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(qk_oi_inline1076__tile_l0_c_phi_3)
                        pl.system.tfree_to_aiv(qk_oi_inline1076__tile_l0_lmat_1, split=0)
                        qk_h_idx_inline1070__ssa_v6_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX)
                        qk_r0_inline1051__ssa_v6_1: pl.Scalar[pl.INDEX] = 0
                        qk_blk_base_inline1138__ssa_v6_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3 + qk_h_idx_inline1070__ssa_v6_1 * 80
                        qk_row_inline1141__ssa_v6_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v6_1 + qk_sb_inline1039__idx_v3 * 16
                        t__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v6_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_2: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v6_1, 0], sparse_blk_oi_inline15_inline896__rv_v34_swp)
                        qk_h_idx_inline1070__ssa_v7_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX) + pl.const(1, pl.INDEX)
                        qk_r0_inline1051__ssa_v7_1: pl.Scalar[pl.INDEX] = 16
                        qk_blk_base_inline1138__ssa_v7_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3 + qk_h_idx_inline1070__ssa_v7_1 * 80
                        qk_row_inline1141__ssa_v7_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v7_1 + qk_sb_inline1039__idx_v3 * 16
                        t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_32, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.slice(qk_oi_inline1076__tile_1, [16, 512], [qk_r0_inline1051__ssa_v7_1, 0])
                        sparse_blk_oi_inline15_inline896__tile_3: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v7_1, 0], sparse_blk_oi_inline15_inline896__tile_2)
                        sparse_blk_li_inline14_inline909__rv_v34: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__rv_v34_swp
                        sparse_blk_mi_inline12_inline906__rv_v34: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__rv_v34_swp
                        sparse_blk_oi_inline15_inline896__rv_v34: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_57", pl.const(0, pl.INT64), 83886080)] = sparse_blk_oi_inline15_inline896__tile_3
                        sparse_blk_li_inline14_inline909__phi_v37, sparse_blk_mi_inline12_inline906__phi_v37, sparse_blk_oi_inline15_inline896__phi_v37 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v34, sparse_blk_mi_inline12_inline906__rv_v34, sparse_blk_oi_inline15_inline896__rv_v34)
                    else:
                        sparse_blk_li_inline14_inline909__phi_v37, sparse_blk_mi_inline12_inline906__phi_v37, sparse_blk_oi_inline15_inline896__phi_v37 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v31, sparse_blk_mi_inline12_inline906__iter_v31, sparse_blk_oi_inline15_inline896__iter_v31)
                    sparse_blk_li_inline14_inline909__rv_v32, sparse_blk_mi_inline12_inline906__rv_v32, sparse_blk_oi_inline15_inline896__rv_v32 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v37, sparse_blk_mi_inline12_inline906__phi_v37, sparse_blk_oi_inline15_inline896__phi_v37)
            else:
                pass
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def qk_pv_2_aiv(query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v30: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v43: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v3: pl.Tensor[[t_dim_inline1080__ssa_v3 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        qk_pv_2_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_pv_2_v2c_slot_buffer', peer_func='qk_pv_2_aic')
        qk_pv_2_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_pv_2_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(qk_pv_2_c2v_slot_buffer, qk_pv_2_v2c_slot_buffer_import, dir_mask=3, slot_size=16384, slot_num=2)
        if subblock_idx == 0:
            qk_local_t_inline1060__ssa_v3: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v3: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v3 + qk_local_t_inline1060__ssa_v3
            if qk_t_inline1081__ssa_v3 < t_dim_inline1080__ssa_v3:
                if qk_t_inline1081__ssa_v3 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v3: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v3 * 320
                    for qk_sb_inline1039__idx_v3, (sparse_blk_li_inline14_inline909__iter_v31, sparse_blk_mi_inline12_inline906__iter_v31, sparse_blk_oi_inline15_inline896__iter_v31) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30)):
                        qk_b0_inline1117__ssa_v3: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v3 * 128
                        qk_bias_row_inline1118__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(sparse_bias_inline10_inline904__phi_v27, [qk_local_t_inline1060__ssa_v3, qk_b0_inline1117__ssa_v3], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v3, qk_sb_inline1039__idx_v3])
                        if qk_sb_inline1039__idx_v3 == 0:
                            qk_block_valid_inline1143__ssa_v10: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v11: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v10)
                        else:
                            qk_block_valid_inline1143__phi_v11: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v11, pl.INDEX):
                            for qk_hb_inline1052__idx_v3, (sparse_blk_li_inline14_inline909__iter_v33, sparse_blk_mi_inline12_inline906__iter_v33, sparse_blk_oi_inline15_inline896__iter_v33) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v31, sparse_blk_mi_inline12_inline906__iter_v31, sparse_blk_oi_inline15_inline896__iter_v31)):
                                qk_raw_inline1125__tile_Vec: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(qk_raw_inline1125__tile_Vec, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec, split=0)
                                qk_scores_inline1128__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_add(qk_scaled_inline1127__tile, qk_bias_row_inline1118__tile)
                                tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(qk_scores_inline1128__tile, tmp_tile)
                                t__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(qk_scores_inline1128__tile, qk_mi_inline1129__tile)
                                qk_exp_inline1133__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(t__tile)
                                tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(qk_exp_inline1133__tile, tmp_tile_1)
                                qk_exp_bf16_inline1135__tile: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(qk_exp_inline1133__tile, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile, split=0)
                                qk_h_idx_inline1070__ssa_v6: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v3 * 2
                                qk_r0_inline1051__ssa_v6: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v6: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3 + qk_h_idx_inline1070__ssa_v6 * 80
                                qk_row_inline1141__ssa_v6: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v6 + qk_sb_inline1039__idx_v3 * 16
                                t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v6, 0])
                                sparse_blk_mi_inline12_inline906__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_1, [qk_row_inline1141__ssa_v6, 0], sparse_blk_mi_inline12_inline906__iter_v33)
                                t__tile_2: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v6, 0])
                                sparse_blk_li_inline14_inline909__tile: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_2, [qk_row_inline1141__ssa_v6, 0], sparse_blk_li_inline14_inline909__iter_v33)
                                qk_h_idx_inline1070__ssa_v7: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v3 * 2 + 1
                                qk_r0_inline1051__ssa_v7: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v7: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3 + qk_h_idx_inline1070__ssa_v7 * 80
                                qk_row_inline1141__ssa_v7: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v7 + qk_sb_inline1039__idx_v3 * 16
                                t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_mi_inline1129__tile, [16, 1], [qk_r0_inline1051__ssa_v7, 0])
                                sparse_blk_mi_inline12_inline906__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_3, [qk_row_inline1141__ssa_v7, 0], sparse_blk_mi_inline12_inline906__tile)
                                t__tile_4: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(49280, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(qk_li_inline1095__tile, [16, 1], [qk_r0_inline1051__ssa_v7, 0])
                                sparse_blk_li_inline14_inline909__tile_1: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)] = pl.tile.store(t__tile_4, [qk_row_inline1141__ssa_v7, 0], sparse_blk_li_inline14_inline909__tile)
                                sparse_blk_li_inline14_inline909__rv_v34, sparse_blk_mi_inline12_inline906__rv_v34, sparse_blk_oi_inline15_inline896__rv_v34 = pl.yield_(sparse_blk_li_inline14_inline909__tile_1, sparse_blk_mi_inline12_inline906__tile_1, sparse_blk_oi_inline15_inline896__iter_v33)
                            sparse_blk_li_inline14_inline909__phi_v37, sparse_blk_mi_inline12_inline906__phi_v37, sparse_blk_oi_inline15_inline896__phi_v37 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v34, sparse_blk_mi_inline12_inline906__rv_v34, sparse_blk_oi_inline15_inline896__rv_v34)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v37, sparse_blk_mi_inline12_inline906__phi_v37, sparse_blk_oi_inline15_inline896__phi_v37 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v31, sparse_blk_mi_inline12_inline906__iter_v31, sparse_blk_oi_inline15_inline896__iter_v31)
                        sparse_blk_li_inline14_inline909__rv_v32, sparse_blk_mi_inline12_inline906__rv_v32, sparse_blk_oi_inline15_inline896__rv_v32 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v37, sparse_blk_mi_inline12_inline906__phi_v37, sparse_blk_oi_inline15_inline896__phi_v37)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30
        else:
            qk_local_t_inline1060__ssa_v3_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            qk_t_inline1081__ssa_v3_1: pl.Scalar[pl.INDEX] = query_base_inline16_inline969__ssa_v3 + qk_local_t_inline1060__ssa_v3_1
            if qk_t_inline1081__ssa_v3_1 < t_dim_inline1080__ssa_v3:
                if qk_t_inline1081__ssa_v3_1 < active_rows_inline177__ssa_v0:
                    qk_token_base_inline1096__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_local_t_inline1060__ssa_v3_1 * 320
                    for qk_sb_inline1039__idx_v3_1, (sparse_blk_li_inline14_inline909__iter_v31_1, sparse_blk_mi_inline12_inline906__iter_v31_1, sparse_blk_oi_inline15_inline896__iter_v31_1) in pl.range(5, init_values=(sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30)):
                        qk_b0_inline1117__ssa_v3_1: pl.Scalar[pl.INDEX] = qk_sb_inline1039__idx_v3_1 * 128
                        qk_bias_row_inline1118__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49408, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([1, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                        qk_block_valid_inline1143__tile_1: pl.Scalar[pl.INT32] = pl.tensor.read(valid_block_mask__ssa_v0, [qk_t_inline1081__ssa_v3_1, qk_sb_inline1039__idx_v3_1])
                        if qk_sb_inline1039__idx_v3_1 == 0:
                            qk_block_valid_inline1143__ssa_v10_1: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
                            qk_block_valid_inline1143__phi_v11_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__ssa_v10_1)
                        else:
                            qk_block_valid_inline1143__phi_v11_1: pl.Scalar[pl.INT32] = pl.yield_(qk_block_valid_inline1143__tile_1)
                        if 0 < pl.cast(qk_block_valid_inline1143__phi_v11_1, pl.INDEX):
                            for qk_hb_inline1052__idx_v3_1, (sparse_blk_li_inline14_inline909__iter_v33_1, sparse_blk_mi_inline12_inline906__iter_v33_1, sparse_blk_oi_inline15_inline896__iter_v33_1) in pl.range(2, init_values=(sparse_blk_li_inline14_inline909__iter_v31_1, sparse_blk_mi_inline12_inline906__iter_v31_1, sparse_blk_oi_inline15_inline896__iter_v31_1)):
                                qk_raw_inline1125__tile_Vec_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                                qk_scaled_inline1127__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(qk_raw_inline1125__tile_Vec_1, 0.044194173824159223)
                                pl.system.tfree_to_aic(qk_raw_inline1125__tile_Vec_1, split=0)
                                qk_scores_inline1128__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.col_expand_add(qk_scaled_inline1127__tile_1, qk_bias_row_inline1118__tile_1)
                                tmp_tile_2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_mi_inline1129__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(qk_scores_inline1128__tile_1, tmp_tile_2)
                                t__tile_5: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_expand_sub(qk_scores_inline1128__tile_1, qk_mi_inline1129__tile_1)
                                qk_exp_inline1133__tile_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__tile_5)
                                tmp_tile_3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                qk_li_inline1095__tile_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(49152, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(qk_exp_inline1133__tile_1, tmp_tile_3)
                                qk_exp_bf16_inline1135__tile_1: pl.Tile[[32, 128], pl.BF16, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(qk_exp_inline1133__tile_1, target_type=pl.BF16, mode='rint')
                                pl.tile.tpush_to_aic(qk_exp_bf16_inline1135__tile_1, split=0)
                                qk_h_idx_inline1070__ssa_v6_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v3_1 * 2
                                qk_r0_inline1051__ssa_v6_1: pl.Scalar[pl.INDEX] = 0
                                qk_blk_base_inline1138__ssa_v6_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3_1 + qk_h_idx_inline1070__ssa_v6_1 * 80
                                qk_row_inline1141__ssa_v6_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v6_1 + qk_sb_inline1039__idx_v3_1 * 16
                                t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v33_1
                                t__tile_7: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_2: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v33_1
                                qk_h_idx_inline1070__ssa_v7_1: pl.Scalar[pl.INDEX] = qk_hb_inline1052__idx_v3_1 * 2 + 1
                                qk_r0_inline1051__ssa_v7_1: pl.Scalar[pl.INDEX] = 16
                                qk_blk_base_inline1138__ssa_v7_1: pl.Scalar[pl.INDEX] = qk_token_base_inline1096__ssa_v3_1 + qk_h_idx_inline1070__ssa_v7_1 * 80
                                qk_row_inline1141__ssa_v7_1: pl.Scalar[pl.INDEX] = qk_blk_base_inline1138__ssa_v7_1 + qk_sb_inline1039__idx_v3_1 * 16
                                t__tile_8: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_mi_inline12_inline906__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 163840)] = sparse_blk_mi_inline12_inline906__iter_v33_1
                                t__tile_9: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(49920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                                sparse_blk_li_inline14_inline909__tile_3: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 163840)] = sparse_blk_li_inline14_inline909__iter_v33_1
                                sparse_blk_li_inline14_inline909__rv_v34_1, sparse_blk_mi_inline12_inline906__rv_v34_1, sparse_blk_oi_inline15_inline896__rv_v34_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v33_1, sparse_blk_mi_inline12_inline906__iter_v33_1, sparse_blk_oi_inline15_inline896__iter_v33_1)
                            sparse_blk_li_inline14_inline909__phi_v37_1, sparse_blk_mi_inline12_inline906__phi_v37_1, sparse_blk_oi_inline15_inline896__phi_v37_1 = pl.yield_(sparse_blk_li_inline14_inline909__rv_v34_1, sparse_blk_mi_inline12_inline906__rv_v34_1, sparse_blk_oi_inline15_inline896__rv_v34_1)
                        else:
                            sparse_blk_li_inline14_inline909__phi_v37_1, sparse_blk_mi_inline12_inline906__phi_v37_1, sparse_blk_oi_inline15_inline896__phi_v37_1 = pl.yield_(sparse_blk_li_inline14_inline909__iter_v31_1, sparse_blk_mi_inline12_inline906__iter_v31_1, sparse_blk_oi_inline15_inline896__iter_v31_1)
                        sparse_blk_li_inline14_inline909__rv_v32_1, sparse_blk_mi_inline12_inline906__rv_v32_1, sparse_blk_oi_inline15_inline896__rv_v32_1 = pl.yield_(sparse_blk_li_inline14_inline909__phi_v37_1, sparse_blk_mi_inline12_inline906__phi_v37_1, sparse_blk_oi_inline15_inline896__phi_v37_1)
                else:
                    pass
            else:
                pass
            return sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def qk_pv_2(query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v30: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v43: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v3: pl.Tensor[[t_dim_inline1080__ssa_v3 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        self.qk_pv_2_aic(query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30, sparse_bias_inline10_inline904__phi_v27, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v43, q_flat_inline1072__ssa_v3, __gm_pipe_buffer)
        result: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv_2_aiv(query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30, sparse_bias_inline10_inline904__phi_v27, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v43, q_flat_inline1072__ssa_v3, __gm_pipe_buffer)
        return sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30
    @pl.function(type=pl.FunctionType.Spmd)
    def qk_pv_spmd_2(self, query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX], t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX], active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX], sparse_blk_li_inline14_inline909__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 163840)]], sparse_blk_mi_inline12_inline906__phi_v30: pl.Out[pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 163840)]], sparse_blk_oi_inline15_inline896__phi_v30: pl.Out[pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 83886080)]], sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 327680)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)], sparse_kv_inline9_inline900__rv_v43: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 83886080)], q_flat_inline1072__ssa_v3: pl.Tensor[[t_dim_inline1080__ssa_v3 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32]] = self.qk_pv_2(query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30, sparse_bias_inline10_inline904__phi_v27, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v43, q_flat_inline1072__ssa_v3, __gm_pipe_buffer)
        sparse_blk_li_inline14_inline909__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[0]
        sparse_blk_mi_inline12_inline906__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0[1]
        sparse_blk_oi_inline15_inline896__phi_v39: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0[2]
        return sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def quant(o_r_inline172_inline952__rv_v2: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], col_g_inline67_inline913__ssa_v0: pl.Scalar[pl.INDEX], act_scale_dq_inline97_inline918__iter_v1: pl.Out[pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]], g_inline101_inline863__idx_v0: pl.Scalar[pl.INDEX], o_r_i8_inline96_inline937__iter_v1: pl.Out[pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)]]) -> tuple[pl.Tensor[[8, 512], pl.FP32], pl.Tensor[[512, 8192], pl.INT8]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        t__tmp_v179: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        qt_inline161_inline866__ssa_v0: pl.Scalar[pl.INDEX] = t__tmp_v179 * 8
        g_amax_inline54_inline938__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0001)
        for k1_inline116_inline939__idx_v0, (g_amax_inline54_inline938__iter_v1,) in pl.range(0, 1024, 512, init_values=(g_amax_inline54_inline938__tile,)):
            oc_inline115_inline932__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(o_r_inline172_inline952__rv_v2, [qt_inline161_inline866__ssa_v0, col_g_inline67_inline913__ssa_v0 + k1_inline116_inline939__idx_v0], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.neg(oc_inline115_inline932__tile)
            oc_abs_inline56_inline942__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximum(oc_inline115_inline932__tile, t__tile)
            tmp_tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([8, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.tile.row_max(oc_abs_inline56_inline942__tile, tmp_tile)
            oc_amax_inline45_inline910__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_8, pl.const(32800, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 8])
            g_amax_inline54_inline938__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.maximum(g_amax_inline54_inline938__iter_v1, oc_amax_inline45_inline910__tile)
            g_amax_inline54_inline938__rv_v2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.yield_(g_amax_inline54_inline938__tile_1)
        g_scale_num_inline160_inline954__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=127.0)
        g_sq_row_inline47_inline925__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16416, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.div(g_scale_num_inline160_inline954__tile, g_amax_inline54_inline938__rv_v2)
        t__tile_2: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.recip(g_sq_row_inline47_inline925__tile)
        act_scale_dq_inline97_inline918__tile: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(t__tile_2, [g_inline101_inline863__idx_v0, qt_inline161_inline866__ssa_v0], act_scale_dq_inline97_inline918__iter_v1)
        g_sq_col_inline51_inline943__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16416, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(g_sq_row_inline47_inline925__tile, [8, 1])
        for k1_inline43_inline946__idx_v0, (o_r_i8_inline96_inline937__iter_v3,) in pl.range(0, 1024, 512, init_values=(o_r_i8_inline96_inline937__iter_v1,)):
            oc_inline115_inline932__tile_1: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(o_r_inline172_inline952__rv_v2, [qt_inline161_inline866__ssa_v0, col_g_inline67_inline913__ssa_v0 + k1_inline43_inline946__idx_v0], [8, 512], [8, 512], target_memory=pl.Mem.Vec)
            oq_scaled_inline42_inline978__tile: pl.Tile[[8, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(oc_inline115_inline932__tile_1, g_sq_col_inline51_inline943__tile)
            oq_i32_inline152_inline1001__tile: pl.Tile[[8, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(oq_scaled_inline42_inline978__tile, target_type=pl.INT32, mode='rint')
            oq_half_inline83_inline880__tile: pl.Tile[[8, 512], pl.FP16, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(oq_i32_inline152_inline1001__tile, target_type=pl.FP16, mode='round')
            oq_i8_inline49_inline949__tile: pl.Tile[[8, 512], pl.INT8, pl.MemRef(mem_vec_4, pl.const(32, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.cast(oq_half_inline83_inline880__tile, target_type=pl.INT8, mode='trunc')
            o_r_i8_inline96_inline937__tile: pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)] = pl.tile.store(oq_i8_inline49_inline949__tile, [qt_inline161_inline866__ssa_v0, col_g_inline67_inline913__ssa_v0 + k1_inline43_inline946__idx_v0], o_r_i8_inline96_inline937__iter_v3)
            o_r_i8_inline96_inline937__rv_v4: pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 4194304)] = pl.yield_(o_r_i8_inline96_inline937__tile)
        return act_scale_dq_inline97_inline918__iter_v1, o_r_i8_inline96_inline937__iter_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def quant_spmd(self, o_r_inline172_inline952__rv_v2: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], col_g_inline67_inline913__ssa_v0: pl.Scalar[pl.INDEX], act_scale_dq_inline97_inline918__iter_v1: pl.Out[pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]], g_inline101_inline863__idx_v0: pl.Scalar[pl.INDEX], o_r_i8_inline96_inline937__iter_v1: pl.Out[pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)]]) -> tuple[pl.Tensor[[8, 512], pl.FP32], pl.Tensor[[512, 8192], pl.INT8]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[8, 512], pl.FP32], pl.Tensor[[512, 8192], pl.INT8]] = self.quant(o_r_inline172_inline952__rv_v2, col_g_inline67_inline913__ssa_v0, act_scale_dq_inline97_inline918__iter_v1, g_inline101_inline863__idx_v0, o_r_i8_inline96_inline937__iter_v1)
        act_scale_dq_inline97_inline918__ssa_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = ret__tmp_v0[0]
        o_r_i8_inline96_inline937__rv_v4: pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4194304)] = ret__tmp_v0[1]
        return act_scale_dq_inline97_inline918__iter_v1, o_r_i8_inline96_inline937__iter_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rope_cs(rope_swap_idx_inline11_inline915__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], rope_cos_il_inline17_inline892__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]], rope_sin_signed_inline8_inline914__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], rope_cs_blocks_inline1022__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline926__idx_v0: pl.Scalar[pl.INDEX], tile_rows_inline948__ssa_v0: pl.Scalar[pl.INDEX], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[512, 64], pl.FP32], pl.Tensor[[512, 64], pl.FP32]]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_32: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_34: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_37: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_39: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        cp_inline1006__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        cp_r0_inline1011__ssa_v0: pl.Scalar[pl.INDEX] = cp_inline1006__ssa_v0 * 16
        cp_c0_inline1012__ssa_v0: pl.Scalar[pl.INDEX] = cp_r0_inline1011__ssa_v0 * 2
        swap_ones_inline1017__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        t__tile: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        swap_ramp_inline1025__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
        swap_col_inline1019__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(swap_ones_inline1017__tile, swap_ramp_inline1025__tile)
        t__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(swap_col_inline1019__tile, 0.5)
        swap_dup_i32_inline1007__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.INT32, mode='trunc')
        swap_dup_f_inline1014__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(swap_dup_i32_inline1007__tile, target_type=pl.FP32, mode='round')
        t__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(swap_dup_f_inline1014__tile, 2.0)
        swap_lane_inline1020__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(swap_col_inline1019__tile, t__tile_2)
        t__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(swap_col_inline1019__tile, 1.0)
        t__tile_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(swap_lane_inline1020__tile, 2.0)
        swap_pair_f_inline1016__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(t__tile_3, t__tile_4)
        swap_idx_inline1034__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(swap_pair_f_inline1016__tile, target_type=pl.INT32, mode='round')
        t__tile_5: pl.Tile[[16, 32], pl.INT32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(swap_idx_inline1034__tile, [16, 32], [0, cp_c0_inline1012__ssa_v0])
        rope_swap_idx_inline11_inline915__tile: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_5, [0, cp_c0_inline1012__ssa_v0], rope_swap_idx_inline11_inline915__ssa_v0)
        cs_ones_inline1024__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=1.0)
        cs_ramp_i32_inline1027__tile: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        cs_ramp_inline1029__tile: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(cs_ramp_i32_inline1027__tile, target_type=pl.FP32, mode='round')
        cs_col_inline1030__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(cs_ones_inline1024__tile, cs_ramp_inline1029__tile)
        t__tile_6: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_col_inline1030__tile, 0.5)
        cs_dup_i32_inline1009__tile: pl.Tile[[8, 32], pl.INT32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile_6, target_type=pl.INT32, mode='trunc')
        cs_dup_f_inline1010__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(cs_dup_i32_inline1009__tile, target_type=pl.FP32, mode='round')
        cs_dup_idx_inline1031__tile: pl.Tile[[8, 32], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.cast(cs_dup_f_inline1010__tile, target_type=pl.INT32, mode='round')
        t__tile_7: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_dup_f_inline1010__tile, 2.0)
        cs_lane_inline1032__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sub(cs_col_inline1030__tile, t__tile_7)
        t__tile_8: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(cs_lane_inline1032__tile, 2.0)
        t__tile_9: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.subs(t__tile_8, 1.0)
        cs_sign_inline1008__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(2944, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.neg(t__tile_9)
        for cs_rb_inline1023__idx_v0, (rope_cos_il_inline17_inline892__iter_v1, rope_sin_signed_inline8_inline914__iter_v1) in pl.range(rope_cs_blocks_inline1022__ssa_v0, init_values=(rope_cos_il_inline17_inline892__ssa_v0, rope_sin_signed_inline8_inline914__ssa_v0)):
            cs_local_t0_inline1033__ssa_v0: pl.Scalar[pl.INDEX] = cs_rb_inline1023__idx_v0 * 8
            cs_t0_inline1035__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline926__idx_v0 + cs_local_t0_inline1033__ssa_v0
            cs_rows_inline1026__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(tile_rows_inline948__ssa_v0 - cs_local_t0_inline1033__ssa_v0, 8)
            cs_cos_rows_inline1013__tile: pl.Tile[[8, 16], pl.BF16, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[cs_rows_inline1026__ssa_v0, 16])] = pl.tile.load(freqs_cos__ssa_v0, [cs_t0_inline1035__ssa_v0, cp_r0_inline1011__ssa_v0], [8, 16], [cs_rows_inline1026__ssa_v0, 16], target_memory=pl.Mem.Vec)
            cs_sin_rows_inline1028__tile: pl.Tile[[8, 16], pl.BF16, pl.MemRef(mem_vec_32, pl.const(1024, pl.INT64), 256), pl.Mem.Vec, pl.TileView(valid_shape=[cs_rows_inline1026__ssa_v0, 16])] = pl.tile.load(freqs_sin__ssa_v0, [cs_t0_inline1035__ssa_v0, cp_r0_inline1011__ssa_v0], [8, 16], [cs_rows_inline1026__ssa_v0, 16], target_memory=pl.Mem.Vec)
            cs_cos_inline1005__tile: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[cs_rows_inline1026__ssa_v0, 16])] = pl.tile.cast(cs_cos_rows_inline1013__tile, target_type=pl.FP32, mode='round')
            cs_sin_inline1021__tile: pl.Tile[[8, 16], pl.FP32, pl.MemRef(mem_vec_34, pl.const(1280, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[cs_rows_inline1026__ssa_v0, 16])] = pl.tile.cast(cs_sin_rows_inline1028__tile, target_type=pl.FP32, mode='round')
            gather_acc_init: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv, (gather_ia,) in pl.range(8, init_values=(gather_acc_init,)):
                gather_inp_row: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(cs_rows_inline1026__ssa_v0 - gather_lv, pl.const(0, pl.INDEX)), pl.const(1, pl.INDEX)), 16])] = pl.tile.slice(cs_cos_inline1005__tile, [1, 16], [gather_lv, 0], [1, 16])
                gather_idx_row: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline1031__tile, [1, 32], [gather_lv, 0], [1, 32])
                gather_row_tmp: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_32, pl.const(1024, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_37, pl.const(1792, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                gather_asmbl: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
                gather_rv: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 4096), pl.Mem.Vec] = pl.yield_(gather_asmbl)
            cs_cos_il_inline1004__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_9, pl.const(7040, pl.INT64), 1024), pl.Mem.Vec] = gather_rv
            gather_acc_init_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_lv_1, (gather_ia_1,) in pl.range(8, init_values=(gather_acc_init_1,)):
                gather_inp_row_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_34, pl.const(1280, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(cs_rows_inline1026__ssa_v0 - gather_lv, pl.const(0, pl.INDEX)), pl.const(1, pl.INDEX)), 16])] = pl.tile.slice(cs_sin_inline1021__tile, [1, 16], [gather_lv_1, 0], [1, 16])
                gather_idx_row_1: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_25, pl.const(0, pl.INT64), 128), pl.Mem.Vec] = pl.tile.slice(cs_dup_idx_inline1031__tile, [1, 32], [gather_lv_1, 0], [1, 32])
                gather_row_tmp_1: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_32, pl.const(1024, pl.INT64), 256), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row_1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_37, pl.const(1792, pl.INT64), 128), pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
                gather_asmbl_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
                gather_rv_1: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
            cs_sin_il_inline1018__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = gather_rv_1
            cs_sin_signed_inline1003__tile: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_39, pl.const(1920, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.mul(cs_sin_il_inline1018__tile, cs_sign_inline1008__tile)
            rope_cos_il_inline17_inline892__tile: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)] = pl.tile.store(cs_cos_il_inline1004__tile, [cs_local_t0_inline1033__ssa_v0, cp_c0_inline1012__ssa_v0], rope_cos_il_inline17_inline892__iter_v1)
            rope_sin_signed_inline8_inline914__tile: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(cs_sin_signed_inline1003__tile, [cs_local_t0_inline1033__ssa_v0, cp_c0_inline1012__ssa_v0], rope_sin_signed_inline8_inline914__iter_v1)
            rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2 = pl.yield_(rope_cos_il_inline17_inline892__tile, rope_sin_signed_inline8_inline914__tile)
        return rope_swap_idx_inline11_inline915__ssa_v0, rope_cos_il_inline17_inline892__ssa_v0, rope_sin_signed_inline8_inline914__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def rope_cs_spmd(self, rope_swap_idx_inline11_inline915__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], rope_cos_il_inline17_inline892__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]], rope_sin_signed_inline8_inline914__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], rope_cs_blocks_inline1022__ssa_v0: pl.Scalar[pl.INDEX], tile_base_inline926__idx_v0: pl.Scalar[pl.INDEX], tile_rows_inline948__ssa_v0: pl.Scalar[pl.INDEX], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[512, 64], pl.FP32], pl.Tensor[[512, 64], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[512, 64], pl.FP32], pl.Tensor[[512, 64], pl.FP32]] = self.rope_cs(rope_swap_idx_inline11_inline915__ssa_v0, rope_cos_il_inline17_inline892__ssa_v0, rope_sin_signed_inline8_inline914__ssa_v0, rope_cs_blocks_inline1022__ssa_v0, tile_base_inline926__idx_v0, tile_rows_inline948__ssa_v0, freqs_cos__ssa_v0, freqs_sin__ssa_v0)
        rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[0]
        rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[1]
        rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[2]
        return rope_swap_idx_inline11_inline915__ssa_v0, rope_cos_il_inline17_inline892__ssa_v0, rope_sin_signed_inline8_inline914__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def prefill_sparse_attn_test(self, q__ssa_v0: pl.Tensor[[T_DYN, 64, 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], ori_kv__ssa_v0: pl.Tensor[[ORI_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], swa_indices__ssa_v0: pl.Tensor[[T_DYN, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], cmp_kv__ssa_v0: pl.Tensor[[CMP_BLOCK_NUM_DYN, 32, 1, 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)], cmp_block_table__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 512)], cmp_indices__ssa_v0: pl.Tensor[[T_DYN, 512], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 0)], valid_block_mask__ssa_v0: pl.Tensor[[T_DYN, 8], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)], attn_sink__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)], freqs_cos__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 0)], freqs_sin__ssa_v0: pl.Tensor[[T_DYN, 64], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)], wo_a__ssa_v0: pl.Tensor[[8, 1024, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 67108864)], wo_b__ssa_v0: pl.Tensor[[4096, 8192], pl.INT8, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 33554432)], wo_b_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 16384)], attn_out__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 0)]]):
        active_rows_inline177__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
        # Run sparse heads and dense output projection over bounded physical tiles.
        for tile_base_inline926__idx_v0 in pl.range(0, active_rows_inline177__ssa_v0, 512):
            with pl.scope():
                tile_rows_inline948__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(active_rows_inline177__ssa_v0 - tile_base_inline926__idx_v0, 512)
                o_packed_heads_inline874__ssa_v0: pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 33554432)] = pl.tensor.create([32768, 512], dtype=pl.BF16, layout=pl.TensorLayout.ND, manual_dep=True, init_value=0.0)
                merge_tids_inline7_inline908__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
                t__tmp_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
                merge_tids_inline7_inline908__ssa_v1: pl.Array[1, pl.TASK_ID] = pl.array.update_element(merge_tids_inline7_inline908__ssa_v0, 0, t__tmp_v0)
                with pl.scope():
                    sparse_kv_inline9_inline900__ssa_v0: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 83886080)] = pl.tensor.create([81920, 512], dtype=pl.BF16, layout=pl.TensorLayout.ND)
                    sparse_bias_inline10_inline904__ssa_v0: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 327680)] = pl.tensor.create([128, 640], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    sparse_blk_mi_inline12_inline906__ssa_v0: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 163840)] = pl.tensor.create([40960, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    sparse_blk_li_inline14_inline909__ssa_v0: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 163840)] = pl.tensor.create([40960, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    sparse_blk_oi_inline15_inline896__ssa_v0: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 83886080)] = pl.tensor.create([40960, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    rope_cos_il_inline17_inline892__ssa_v0: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([512, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    rope_sin_signed_inline8_inline914__ssa_v0: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([512, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    rope_swap_idx_inline11_inline915__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                    rope_cs_blocks_inline1022__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline948__ssa_v0 + 7) // 8
                    ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[512, 64], pl.FP32], pl.Tensor[[512, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.rope_cs_spmd, rope_swap_idx_inline11_inline915__ssa_v0, rope_cos_il_inline17_inline892__ssa_v0, rope_sin_signed_inline8_inline914__ssa_v0, rope_cs_blocks_inline1022__ssa_v0, tile_base_inline926__idx_v0, tile_rows_inline948__ssa_v0, freqs_cos__ssa_v0, freqs_sin__ssa_v0, core_num=2)
                    rope_swap_idx_inline11_inline915__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_23", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[0]
                    rope_cos_il_inline17_inline892__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_24", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[1]
                    rope_sin_signed_inline8_inline914__rv_v2: pl.Tensor[[512, 64], pl.FP32, pl.MemRef("mem_ddr_25", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[2]
                    rope_cs_tid_inline1015__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[3]
                    rope_cs_tid_inline18_inline887__ssa_v0: pl.Scalar[pl.TASK_ID] = rope_cs_tid_inline1015__ssa_v0
                    dense_query_base_inline13_inline897__ssa_v0: pl.Scalar[pl.INDEX] = 0
                    query_base_inline16_inline969__ssa_v0: pl.Scalar[pl.INDEX] = tile_base_inline926__idx_v0 + dense_query_base_inline13_inline897__ssa_v0
                    prior_merge_tid_inline6_inline934__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.array.get_element(merge_tids_inline7_inline908__ssa_v1, 0)
                    merge_tid_inline5_inline885__ssa_v0: pl.Scalar[pl.TASK_ID] = prior_merge_tid_inline6_inline934__ssa_v0
                    if dense_query_base_inline13_inline897__ssa_v0 < tile_rows_inline948__ssa_v0:
                        t_dim_inline1080__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
                        ori_block_num_inline1090__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(ori_kv__ssa_v0, 0)
                        ori_kv_flat_inline1102__ssa_v0: pl.Tensor[[ori_block_num_inline1090__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(ori_kv__ssa_v0, [ori_block_num_inline1090__ssa_v0 * 32, 512])
                        cmp_block_num_inline1086__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
                        cmp_kv_flat_inline1079__ssa_v0: pl.Tensor[[cmp_block_num_inline1086__ssa_v0 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline1086__ssa_v0 * 32, 512])
                        o_packed_inline1075__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 33554432)] = pl.tensor.reshape(o_packed_heads_inline874__ssa_v0, [4096, 4096])
                        q_flat_inline1072__ssa_v0: pl.Tensor[[t_dim_inline1080__ssa_v0 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(q__ssa_v0, [t_dim_inline1080__ssa_v0 * 64, 512])
                        attn_sink_col_inline1082__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(attn_sink__ssa_v0, [64, 1])
                        gather_blocks_inline1055__ssa_v0: pl.Scalar[pl.INDEX] = 64
                        gather_cmp_blocks_inline1074__ssa_v0: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v0 * 4
                        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_ori_kv_spmd, gather_blocks_inline1055__ssa_v0, sparse_kv_inline9_inline900__ssa_v0, query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v0, deps=[prior_merge_tid_inline6_inline934__ssa_v0], core_num=gather_blocks_inline1055__ssa_v0)
                        sparse_kv_inline9_inline900__rv_v2: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_26", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_1[0]
                        gather_ori_tid_inline1112__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
                        ret__tmp_v0_2: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_cmp_kv_spmd, gather_blocks_inline1055__ssa_v0, sparse_kv_inline9_inline900__rv_v2, query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v0, deps=[prior_merge_tid_inline6_inline934__ssa_v0], core_num=gather_cmp_blocks_inline1074__ssa_v0)
                        sparse_kv_inline9_inline900__rv_v7: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_27", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_2[0]
                        gather_cmp_tid_inline1109__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[1]
                        ret__tmp_v0_3: pl.Tuple[pl.Tensor[[128, 640], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.build_bias_spmd, query_base_inline16_inline969__ssa_v0, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__ssa_v0, cmp_indices__ssa_v0, deps=[prior_merge_tid_inline6_inline934__ssa_v0], core_num=8)
                        sparse_bias_inline10_inline904__phi_v6: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_28", pl.const(0, pl.INT64), 327680)] = ret__tmp_v0_3[0]
                        bias_tid_inline1097__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[1]
                        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                        ret__tmp_v0_4: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qk_pv_spmd, query_base_inline16_inline969__ssa_v0, t_dim_inline1080__ssa_v0, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0, sparse_bias_inline10_inline904__phi_v6, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v7, q_flat_inline1072__ssa_v0, gm_pipe_buffer_0, deps=[gather_ori_tid_inline1112__ssa_v0, gather_cmp_tid_inline1109__ssa_v0, bias_tid_inline1097__ssa_v0], core_num=128)
                        sparse_blk_li_inline14_inline909__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_4[0]
                        sparse_blk_mi_inline12_inline906__phi_v9: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_31", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_4[1]
                        sparse_blk_oi_inline15_inline896__phi_v9: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_32", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_4[2]
                        qk_tid_inline1064__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[3]
                        ret__tmp_v0_5: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.merge_rope_pack_spmd, query_base_inline16_inline969__ssa_v0, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v0, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v0, sparse_blk_mi_inline12_inline906__phi_v9, sparse_blk_li_inline14_inline909__phi_v9, sparse_blk_oi_inline15_inline896__phi_v9, attn_sink_col_inline1082__ssa_v0, o_packed_heads_inline874__ssa_v0, deps=[qk_tid_inline1064__ssa_v0, rope_cs_tid_inline18_inline887__ssa_v0], core_num=128)
                        merge_tid_inline1126__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_5[0]
                        merge_tid_inline5_inline885__ssa_v1: pl.Scalar[pl.TASK_ID] = merge_tid_inline1126__ssa_v0
                        merge_tid_inline5_inline885__phi_v2, sparse_bias_inline10_inline904__phi_v7, sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10, sparse_kv_inline9_inline900__phi_v12 = pl.yield_(merge_tid_inline5_inline885__ssa_v1, sparse_bias_inline10_inline904__phi_v6, sparse_blk_li_inline14_inline909__phi_v9, sparse_blk_mi_inline12_inline906__phi_v9, sparse_blk_oi_inline15_inline896__phi_v9, sparse_kv_inline9_inline900__rv_v7)
                    else:
                        merge_tid_inline5_inline885__phi_v2, sparse_bias_inline10_inline904__phi_v7, sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10, sparse_kv_inline9_inline900__phi_v12 = pl.yield_(merge_tid_inline5_inline885__ssa_v0, sparse_bias_inline10_inline904__ssa_v0, sparse_blk_li_inline14_inline909__ssa_v0, sparse_blk_mi_inline12_inline906__ssa_v0, sparse_blk_oi_inline15_inline896__ssa_v0, sparse_kv_inline9_inline900__ssa_v0)
                    merge_tids_inline7_inline908__ssa_v2: pl.Array[1, pl.TASK_ID] = pl.array.update_element(merge_tids_inline7_inline908__ssa_v1, 0, merge_tid_inline5_inline885__phi_v2)
                    dense_query_base_inline13_inline897__ssa_v1: pl.Scalar[pl.INDEX] = 128
                    query_base_inline16_inline969__ssa_v1: pl.Scalar[pl.INDEX] = tile_base_inline926__idx_v0 + dense_query_base_inline13_inline897__ssa_v1
                    prior_merge_tid_inline6_inline934__ssa_v1: pl.Scalar[pl.TASK_ID] = pl.array.get_element(merge_tids_inline7_inline908__ssa_v2, 0)
                    merge_tid_inline5_inline885__ssa_v3: pl.Scalar[pl.TASK_ID] = prior_merge_tid_inline6_inline934__ssa_v1
                    if dense_query_base_inline13_inline897__ssa_v1 < tile_rows_inline948__ssa_v0:
                        t_dim_inline1080__ssa_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
                        ori_block_num_inline1090__ssa_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(ori_kv__ssa_v0, 0)
                        ori_kv_flat_inline1102__ssa_v1: pl.Tensor[[ori_block_num_inline1090__ssa_v1 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(ori_kv__ssa_v0, [ori_block_num_inline1090__ssa_v1 * 32, 512])
                        cmp_block_num_inline1086__ssa_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
                        cmp_kv_flat_inline1079__ssa_v1: pl.Tensor[[cmp_block_num_inline1086__ssa_v1 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline1086__ssa_v1 * 32, 512])
                        o_packed_inline1075__ssa_v9: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 33554432)] = pl.tensor.reshape(o_packed_heads_inline874__ssa_v0, [4096, 4096])
                        q_flat_inline1072__ssa_v1: pl.Tensor[[t_dim_inline1080__ssa_v1 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(q__ssa_v0, [t_dim_inline1080__ssa_v1 * 64, 512])
                        attn_sink_col_inline1082__ssa_v1: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(attn_sink__ssa_v0, [64, 1])
                        gather_blocks_inline1055__ssa_v1: pl.Scalar[pl.INDEX] = 64
                        gather_cmp_blocks_inline1074__ssa_v1: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v1 * 4
                        ret__tmp_v0_6: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_ori_kv_spmd_0, gather_blocks_inline1055__ssa_v1, sparse_kv_inline9_inline900__phi_v12, query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v1, deps=[prior_merge_tid_inline6_inline934__ssa_v1], core_num=gather_blocks_inline1055__ssa_v1)
                        sparse_kv_inline9_inline900__rv_v14: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_38", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_6[0]
                        gather_ori_tid_inline1112__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_6[1]
                        ret__tmp_v0_7: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_cmp_kv_spmd_0, gather_blocks_inline1055__ssa_v1, sparse_kv_inline9_inline900__rv_v14, query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v1, deps=[prior_merge_tid_inline6_inline934__ssa_v1], core_num=gather_cmp_blocks_inline1074__ssa_v1)
                        sparse_kv_inline9_inline900__rv_v19: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_7[0]
                        gather_cmp_tid_inline1109__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_7[1]
                        ret__tmp_v0_8: pl.Tuple[pl.Tensor[[128, 640], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.build_bias_spmd_0, query_base_inline16_inline969__ssa_v1, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__phi_v7, cmp_indices__ssa_v0, deps=[prior_merge_tid_inline6_inline934__ssa_v1], core_num=8)
                        sparse_bias_inline10_inline904__phi_v13: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_40", pl.const(0, pl.INT64), 327680)] = ret__tmp_v0_8[0]
                        bias_tid_inline1097__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_8[1]
                        gm_pipe_buffer_1: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                        ret__tmp_v0_9: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qk_pv_spmd_0, query_base_inline16_inline969__ssa_v1, t_dim_inline1080__ssa_v1, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10, sparse_bias_inline10_inline904__phi_v13, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v19, q_flat_inline1072__ssa_v1, gm_pipe_buffer_1, deps=[gather_ori_tid_inline1112__ssa_v1, gather_cmp_tid_inline1109__ssa_v1, bias_tid_inline1097__ssa_v1], core_num=128)
                        sparse_blk_li_inline14_inline909__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_42", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_9[0]
                        sparse_blk_mi_inline12_inline906__phi_v19: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_9[1]
                        sparse_blk_oi_inline15_inline896__phi_v19: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_44", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_9[2]
                        qk_tid_inline1064__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_9[3]
                        ret__tmp_v0_10: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.merge_rope_pack_spmd_0, query_base_inline16_inline969__ssa_v1, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v1, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v9, sparse_blk_mi_inline12_inline906__phi_v19, sparse_blk_li_inline14_inline909__phi_v19, sparse_blk_oi_inline15_inline896__phi_v19, attn_sink_col_inline1082__ssa_v1, o_packed_heads_inline874__ssa_v0, deps=[qk_tid_inline1064__ssa_v1, rope_cs_tid_inline18_inline887__ssa_v0], core_num=128)
                        merge_tid_inline1126__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_10[0]
                        merge_tid_inline5_inline885__ssa_v4: pl.Scalar[pl.TASK_ID] = merge_tid_inline1126__ssa_v1
                        merge_tid_inline5_inline885__phi_v5, sparse_bias_inline10_inline904__phi_v14, sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20, sparse_kv_inline9_inline900__phi_v24 = pl.yield_(merge_tid_inline5_inline885__ssa_v4, sparse_bias_inline10_inline904__phi_v13, sparse_blk_li_inline14_inline909__phi_v19, sparse_blk_mi_inline12_inline906__phi_v19, sparse_blk_oi_inline15_inline896__phi_v19, sparse_kv_inline9_inline900__rv_v19)
                    else:
                        merge_tid_inline5_inline885__phi_v5, sparse_bias_inline10_inline904__phi_v14, sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20, sparse_kv_inline9_inline900__phi_v24 = pl.yield_(merge_tid_inline5_inline885__ssa_v3, sparse_bias_inline10_inline904__phi_v7, sparse_blk_li_inline14_inline909__phi_v10, sparse_blk_mi_inline12_inline906__phi_v10, sparse_blk_oi_inline15_inline896__phi_v10, sparse_kv_inline9_inline900__phi_v12)
                    merge_tids_inline7_inline908__ssa_v3: pl.Array[1, pl.TASK_ID] = pl.array.update_element(merge_tids_inline7_inline908__ssa_v2, 0, merge_tid_inline5_inline885__phi_v5)
                    dense_query_base_inline13_inline897__ssa_v2: pl.Scalar[pl.INDEX] = 256
                    query_base_inline16_inline969__ssa_v2: pl.Scalar[pl.INDEX] = tile_base_inline926__idx_v0 + dense_query_base_inline13_inline897__ssa_v2
                    prior_merge_tid_inline6_inline934__ssa_v2: pl.Scalar[pl.TASK_ID] = pl.array.get_element(merge_tids_inline7_inline908__ssa_v3, 0)
                    merge_tid_inline5_inline885__ssa_v6: pl.Scalar[pl.TASK_ID] = prior_merge_tid_inline6_inline934__ssa_v2
                    if dense_query_base_inline13_inline897__ssa_v2 < tile_rows_inline948__ssa_v0:
                        t_dim_inline1080__ssa_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
                        ori_block_num_inline1090__ssa_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(ori_kv__ssa_v0, 0)
                        ori_kv_flat_inline1102__ssa_v2: pl.Tensor[[ori_block_num_inline1090__ssa_v2 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(ori_kv__ssa_v0, [ori_block_num_inline1090__ssa_v2 * 32, 512])
                        cmp_block_num_inline1086__ssa_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
                        cmp_kv_flat_inline1079__ssa_v2: pl.Tensor[[cmp_block_num_inline1086__ssa_v2 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline1086__ssa_v2 * 32, 512])
                        o_packed_inline1075__ssa_v18: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 33554432)] = pl.tensor.reshape(o_packed_heads_inline874__ssa_v0, [4096, 4096])
                        q_flat_inline1072__ssa_v2: pl.Tensor[[t_dim_inline1080__ssa_v2 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(q__ssa_v0, [t_dim_inline1080__ssa_v2 * 64, 512])
                        attn_sink_col_inline1082__ssa_v2: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(attn_sink__ssa_v0, [64, 1])
                        gather_blocks_inline1055__ssa_v2: pl.Scalar[pl.INDEX] = 64
                        gather_cmp_blocks_inline1074__ssa_v2: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v2 * 4
                        ret__tmp_v0_11: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_ori_kv_spmd_1, gather_blocks_inline1055__ssa_v2, sparse_kv_inline9_inline900__phi_v24, query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v2, deps=[prior_merge_tid_inline6_inline934__ssa_v2], core_num=gather_blocks_inline1055__ssa_v2)
                        sparse_kv_inline9_inline900__rv_v26: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_50", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_11[0]
                        gather_ori_tid_inline1112__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_11[1]
                        ret__tmp_v0_12: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_cmp_kv_spmd_1, gather_blocks_inline1055__ssa_v2, sparse_kv_inline9_inline900__rv_v26, query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v2, deps=[prior_merge_tid_inline6_inline934__ssa_v2], core_num=gather_cmp_blocks_inline1074__ssa_v2)
                        sparse_kv_inline9_inline900__rv_v31: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_51", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_12[0]
                        gather_cmp_tid_inline1109__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_12[1]
                        ret__tmp_v0_13: pl.Tuple[pl.Tensor[[128, 640], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.build_bias_spmd_1, query_base_inline16_inline969__ssa_v2, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__phi_v14, cmp_indices__ssa_v0, deps=[prior_merge_tid_inline6_inline934__ssa_v2], core_num=8)
                        sparse_bias_inline10_inline904__phi_v20: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 327680)] = ret__tmp_v0_13[0]
                        bias_tid_inline1097__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_13[1]
                        gm_pipe_buffer_2: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_53", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                        ret__tmp_v0_14: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qk_pv_spmd_1, query_base_inline16_inline969__ssa_v2, t_dim_inline1080__ssa_v2, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20, sparse_bias_inline10_inline904__phi_v20, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v31, q_flat_inline1072__ssa_v2, gm_pipe_buffer_2, deps=[gather_ori_tid_inline1112__ssa_v2, gather_cmp_tid_inline1109__ssa_v2, bias_tid_inline1097__ssa_v2], core_num=128)
                        sparse_blk_li_inline14_inline909__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_54", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_14[0]
                        sparse_blk_mi_inline12_inline906__phi_v29: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_55", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_14[1]
                        sparse_blk_oi_inline15_inline896__phi_v29: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_14[2]
                        qk_tid_inline1064__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_14[3]
                        ret__tmp_v0_15: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.merge_rope_pack_spmd_1, query_base_inline16_inline969__ssa_v2, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v2, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v18, sparse_blk_mi_inline12_inline906__phi_v29, sparse_blk_li_inline14_inline909__phi_v29, sparse_blk_oi_inline15_inline896__phi_v29, attn_sink_col_inline1082__ssa_v2, o_packed_heads_inline874__ssa_v0, deps=[qk_tid_inline1064__ssa_v2, rope_cs_tid_inline18_inline887__ssa_v0], core_num=128)
                        merge_tid_inline1126__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_15[0]
                        merge_tid_inline5_inline885__ssa_v7: pl.Scalar[pl.TASK_ID] = merge_tid_inline1126__ssa_v2
                        merge_tid_inline5_inline885__phi_v8, sparse_bias_inline10_inline904__phi_v21, sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30, sparse_kv_inline9_inline900__phi_v36 = pl.yield_(merge_tid_inline5_inline885__ssa_v7, sparse_bias_inline10_inline904__phi_v20, sparse_blk_li_inline14_inline909__phi_v29, sparse_blk_mi_inline12_inline906__phi_v29, sparse_blk_oi_inline15_inline896__phi_v29, sparse_kv_inline9_inline900__rv_v31)
                    else:
                        merge_tid_inline5_inline885__phi_v8, sparse_bias_inline10_inline904__phi_v21, sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30, sparse_kv_inline9_inline900__phi_v36 = pl.yield_(merge_tid_inline5_inline885__ssa_v6, sparse_bias_inline10_inline904__phi_v14, sparse_blk_li_inline14_inline909__phi_v20, sparse_blk_mi_inline12_inline906__phi_v20, sparse_blk_oi_inline15_inline896__phi_v20, sparse_kv_inline9_inline900__phi_v24)
                    merge_tids_inline7_inline908__ssa_v4: pl.Array[1, pl.TASK_ID] = pl.array.update_element(merge_tids_inline7_inline908__ssa_v3, 0, merge_tid_inline5_inline885__phi_v8)
                    dense_query_base_inline13_inline897__ssa_v3: pl.Scalar[pl.INDEX] = 384
                    query_base_inline16_inline969__ssa_v3: pl.Scalar[pl.INDEX] = tile_base_inline926__idx_v0 + dense_query_base_inline13_inline897__ssa_v3
                    prior_merge_tid_inline6_inline934__ssa_v3: pl.Scalar[pl.TASK_ID] = pl.array.get_element(merge_tids_inline7_inline908__ssa_v4, 0)
                    merge_tid_inline5_inline885__ssa_v9: pl.Scalar[pl.TASK_ID] = prior_merge_tid_inline6_inline934__ssa_v3
                    if dense_query_base_inline13_inline897__ssa_v3 < tile_rows_inline948__ssa_v0:
                        t_dim_inline1080__ssa_v3: pl.Scalar[pl.INDEX] = pl.tensor.dim(q__ssa_v0, 0)
                        ori_block_num_inline1090__ssa_v3: pl.Scalar[pl.INDEX] = pl.tensor.dim(ori_kv__ssa_v0, 0)
                        ori_kv_flat_inline1102__ssa_v3: pl.Tensor[[ori_block_num_inline1090__ssa_v3 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(ori_kv__ssa_v0, [ori_block_num_inline1090__ssa_v3 * 32, 512])
                        cmp_block_num_inline1086__ssa_v3: pl.Scalar[pl.INDEX] = pl.tensor.dim(cmp_kv__ssa_v0, 0)
                        cmp_kv_flat_inline1079__ssa_v3: pl.Tensor[[cmp_block_num_inline1086__ssa_v3 * pl.const(32, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(cmp_kv__ssa_v0, [cmp_block_num_inline1086__ssa_v3 * 32, 512])
                        o_packed_inline1075__ssa_v27: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 33554432)] = pl.tensor.reshape(o_packed_heads_inline874__ssa_v0, [4096, 4096])
                        q_flat_inline1072__ssa_v3: pl.Tensor[[t_dim_inline1080__ssa_v3 * pl.const(64, pl.INDEX), 512], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(q__ssa_v0, [t_dim_inline1080__ssa_v3 * 64, 512])
                        attn_sink_col_inline1082__ssa_v3: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 256)] = pl.tensor.reshape(attn_sink__ssa_v0, [64, 1])
                        gather_blocks_inline1055__ssa_v3: pl.Scalar[pl.INDEX] = 64
                        gather_cmp_blocks_inline1074__ssa_v3: pl.Scalar[pl.INDEX] = gather_blocks_inline1055__ssa_v3 * 4
                        ret__tmp_v0_16: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_ori_kv_spmd_2, gather_blocks_inline1055__ssa_v3, sparse_kv_inline9_inline900__phi_v36, query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, ori_kv_flat_inline1102__ssa_v3, deps=[prior_merge_tid_inline6_inline934__ssa_v3], core_num=gather_blocks_inline1055__ssa_v3)
                        sparse_kv_inline9_inline900__rv_v38: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_62", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_16[0]
                        gather_ori_tid_inline1112__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_16[1]
                        ret__tmp_v0_17: pl.Tuple[pl.Tensor[[81920, 512], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.gather_cmp_kv_spmd_2, gather_blocks_inline1055__ssa_v3, sparse_kv_inline9_inline900__rv_v38, query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, valid_block_mask__ssa_v0, cmp_indices__ssa_v0, cmp_block_table__ssa_v0, cmp_kv_flat_inline1079__ssa_v3, deps=[prior_merge_tid_inline6_inline934__ssa_v3], core_num=gather_cmp_blocks_inline1074__ssa_v3)
                        sparse_kv_inline9_inline900__rv_v43: pl.Tensor[[81920, 512], pl.BF16, pl.MemRef("mem_ddr_63", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_17[0]
                        gather_cmp_tid_inline1109__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_17[1]
                        ret__tmp_v0_18: pl.Tuple[pl.Tensor[[128, 640], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.build_bias_spmd_2, query_base_inline16_inline969__ssa_v3, active_rows_inline177__ssa_v0, swa_indices__ssa_v0, sparse_bias_inline10_inline904__phi_v21, cmp_indices__ssa_v0, deps=[prior_merge_tid_inline6_inline934__ssa_v3], core_num=8)
                        sparse_bias_inline10_inline904__phi_v27: pl.Tensor[[128, 640], pl.FP32, pl.MemRef("mem_ddr_64", pl.const(0, pl.INT64), 327680)] = ret__tmp_v0_18[0]
                        bias_tid_inline1097__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_18[1]
                        gm_pipe_buffer_3: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_65", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
                        ret__tmp_v0_19: pl.Tuple[pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 1], pl.FP32], pl.Tensor[[40960, 512], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.qk_pv_spmd_2, query_base_inline16_inline969__ssa_v3, t_dim_inline1080__ssa_v3, active_rows_inline177__ssa_v0, sparse_blk_li_inline14_inline909__phi_v30, sparse_blk_mi_inline12_inline906__phi_v30, sparse_blk_oi_inline15_inline896__phi_v30, sparse_bias_inline10_inline904__phi_v27, valid_block_mask__ssa_v0, sparse_kv_inline9_inline900__rv_v43, q_flat_inline1072__ssa_v3, gm_pipe_buffer_3, deps=[gather_ori_tid_inline1112__ssa_v3, gather_cmp_tid_inline1109__ssa_v3, bias_tid_inline1097__ssa_v3], core_num=128)
                        sparse_blk_li_inline14_inline909__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_66", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_19[0]
                        sparse_blk_mi_inline12_inline906__phi_v39: pl.Tensor[[40960, 1], pl.FP32, pl.MemRef("mem_ddr_67", pl.const(0, pl.INT64), 163840)] = ret__tmp_v0_19[1]
                        sparse_blk_oi_inline15_inline896__phi_v39: pl.Tensor[[40960, 512], pl.FP32, pl.MemRef("mem_ddr_68", pl.const(0, pl.INT64), 83886080)] = ret__tmp_v0_19[2]
                        qk_tid_inline1064__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_19[3]
                        ret__tmp_v0_20: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.merge_rope_pack_spmd_2, query_base_inline16_inline969__ssa_v3, active_rows_inline177__ssa_v0, dense_query_base_inline13_inline897__ssa_v3, valid_block_mask__ssa_v0, rope_swap_idx_inline11_inline915__ssa_v1, rope_cos_il_inline17_inline892__rv_v2, rope_sin_signed_inline8_inline914__rv_v2, o_packed_inline1075__ssa_v27, sparse_blk_mi_inline12_inline906__phi_v39, sparse_blk_li_inline14_inline909__phi_v39, sparse_blk_oi_inline15_inline896__phi_v39, attn_sink_col_inline1082__ssa_v3, o_packed_heads_inline874__ssa_v0, deps=[qk_tid_inline1064__ssa_v3, rope_cs_tid_inline18_inline887__ssa_v0], core_num=128)
                        merge_tid_inline1126__ssa_v3: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_20[0]
                        merge_tid_inline5_inline885__ssa_v10: pl.Scalar[pl.TASK_ID] = merge_tid_inline1126__ssa_v3
                        merge_tid_inline5_inline885__phi_v11: pl.Scalar[pl.TASK_ID] = pl.yield_(merge_tid_inline5_inline885__ssa_v10)
                    else:
                        merge_tid_inline5_inline885__phi_v11: pl.Scalar[pl.TASK_ID] = pl.yield_(merge_tid_inline5_inline885__ssa_v9)
                    merge_tids_inline7_inline908__ssa_v5: pl.Array[1, pl.TASK_ID] = pl.array.update_element(merge_tids_inline7_inline908__ssa_v4, 0, merge_tid_inline5_inline885__phi_v11)
                o_packed_heads_inline874__ssa_v1: pl.Tensor[[32768, 512], pl.BF16, pl.MemRef("mem_ddr_69", pl.const(0, pl.INT64), 33554432)] = o_packed_heads_inline874__ssa_v0
                heads_dep_inline985__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.array.get_element(merge_tids_inline7_inline908__ssa_v5, 0)
                o_packed_inline44_inline901__ssa_v0: pl.Tensor[[4096, 4096], pl.BF16, pl.MemRef("mem_ddr_69", pl.const(0, pl.INT64), 33554432)] = pl.tensor.reshape(o_packed_heads_inline874__ssa_v1, [4096, 4096])
                o_r_inline172_inline952__ssa_v0: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_70", pl.const(0, pl.INT64), 16777216)] = pl.tensor.create([512, 8192], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                o_r_i8_inline96_inline937__ssa_v0: pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_71", pl.const(0, pl.INT64), 4194304)] = pl.tensor.create([512, 8192], dtype=pl.INT8, layout=pl.TensorLayout.ND)
                act_scale_dq_inline97_inline918__ssa_v0: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_72", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([8, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                partials_inline103_inline957__ssa_v0: pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_73", pl.const(0, pl.INT64), 67108864)] = pl.tensor.create([512, 32768], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                proj_a_tids_inline90_inline886__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.create(64, dtype=pl.TASK_ID)
                quant_tids_inline61_inline912__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.create(8, dtype=pl.TASK_ID)
                proj_b_tids_inline79_inline922__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.create(64, dtype=pl.TASK_ID)
                o_compute_rows_inline102_inline936__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline948__ssa_v0 + 511) // 512 * 512
                proj_a_rows_inline66_inline930__ssa_v0: pl.Scalar[pl.INDEX] = o_compute_rows_inline102_inline936__ssa_v0 // 256
                quant_rows_inline73_inline977__ssa_v0: pl.Scalar[pl.INDEX] = o_compute_rows_inline102_inline936__ssa_v0 // 8
                proj_b_rows_inline95_inline883__ssa_v0: pl.Scalar[pl.INDEX] = o_compute_rows_inline102_inline936__ssa_v0 // 128
                with pl.scope(mode=pl.ScopeMode.MANUAL):
                    for g_inline88_inline882__idx_v0, (o_r_inline172_inline952__iter_v1, proj_a_tids_inline90_inline886__iter_v1) in pl.parallel(8, init_values=(o_r_inline172_inline952__ssa_v0, proj_a_tids_inline90_inline886__ssa_v0)):
                        row_base_o_inline141_inline993__ssa_v0: pl.Scalar[pl.INDEX] = g_inline88_inline882__idx_v0 * 512
                        out_col_g_inline94_inline878__ssa_v0: pl.Scalar[pl.INDEX] = g_inline88_inline882__idx_v0 * 1024
                        for nf_inline123_inline870__idx_v0, (o_r_inline172_inline952__iter_v3, proj_a_tids_inline90_inline886__iter_v3) in pl.range(8, init_values=(o_r_inline172_inline952__iter_v1, proj_a_tids_inline90_inline886__iter_v1)):
                            n0_inline82_inline928__ssa_v0: pl.Scalar[pl.INDEX] = nf_inline123_inline870__idx_v0 * 128
                            ret__tmp_v0_21: pl.Tuple[pl.Tensor[[512, 8192], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.proj_a_mm_spmd, row_base_o_inline141_inline993__ssa_v0, o_packed_inline44_inline901__ssa_v0, wo_a__ssa_v0, g_inline88_inline882__idx_v0, n0_inline82_inline928__ssa_v0, o_r_inline172_inline952__iter_v3, out_col_g_inline94_inline878__ssa_v0, deps=[heads_dep_inline985__ssa_v0], core_num=proj_a_rows_inline66_inline930__ssa_v0)
                            o_r_inline172_inline952__ssa_v5: pl.Tensor[[512, 8192], pl.FP32, pl.MemRef("mem_ddr_74", pl.const(0, pl.INT64), 16777216)] = ret__tmp_v0_21[0]
                            pa_tid_inline68_inline877__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_21[1]
                            proj_a_tids_inline90_inline886__ssa_v5: pl.Array[64, pl.TASK_ID] = pl.array.update_element(proj_a_tids_inline90_inline886__iter_v3, g_inline88_inline882__idx_v0 * 8 + nf_inline123_inline870__idx_v0, pa_tid_inline68_inline877__ssa_v0)
                            o_r_inline172_inline952__rv_v4, proj_a_tids_inline90_inline886__rv_v4 = pl.yield_(o_r_inline172_inline952__ssa_v5, proj_a_tids_inline90_inline886__ssa_v5)
                        o_r_inline172_inline952__rv_v2, proj_a_tids_inline90_inline886__rv_v2 = pl.yield_(o_r_inline172_inline952__rv_v4, proj_a_tids_inline90_inline886__rv_v4)
                    for g_inline101_inline863__idx_v0, (act_scale_dq_inline97_inline918__iter_v1, o_r_i8_inline96_inline937__iter_v1, quant_tids_inline61_inline912__iter_v1) in pl.parallel(8, init_values=(act_scale_dq_inline97_inline918__ssa_v0, o_r_i8_inline96_inline937__ssa_v0, quant_tids_inline61_inline912__ssa_v0)):
                        col_g_inline67_inline913__ssa_v0: pl.Scalar[pl.INDEX] = g_inline101_inline863__idx_v0 * 1024
                        _submit_deps_buf_inline64_inline966__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.create(8, dtype=pl.TASK_ID)
                        t__tmp_v171: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8)
                        _submit_deps_buf_inline89_inline924__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline64_inline966__ssa_v0, 0, t__tmp_v171)
                        t__tmp_v172: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8 + 1)
                        _submit_deps_buf_inline69_inline894__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline89_inline924__ssa_v0, 1, t__tmp_v172)
                        t__tmp_v173: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8 + 2)
                        _submit_deps_buf_inline60_inline933__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline69_inline894__ssa_v0, 2, t__tmp_v173)
                        t__tmp_v174: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8 + 3)
                        _submit_deps_buf_inline58_inline893__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline60_inline933__ssa_v0, 3, t__tmp_v174)
                        t__tmp_v175: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8 + 4)
                        _submit_deps_buf_inline57_inline876__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline58_inline893__ssa_v0, 4, t__tmp_v175)
                        t__tmp_v176: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8 + 5)
                        _submit_deps_buf_inline74_inline981__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline57_inline876__ssa_v0, 5, t__tmp_v176)
                        t__tmp_v177: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8 + 6)
                        _submit_deps_buf_inline100_inline941__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline74_inline981__ssa_v0, 6, t__tmp_v177)
                        t__tmp_v178: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_a_tids_inline90_inline886__rv_v2, g_inline101_inline863__idx_v0 * 8 + 7)
                        _submit_deps_buf_inline99_inline899__ssa_v0: pl.Array[8, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline100_inline941__ssa_v0, 7, t__tmp_v178)
                        ret__tmp_v0_22: pl.Tuple[pl.Tensor[[8, 512], pl.FP32], pl.Tensor[[512, 8192], pl.INT8], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.quant_spmd, o_r_inline172_inline952__rv_v2, col_g_inline67_inline913__ssa_v0, act_scale_dq_inline97_inline918__iter_v1, g_inline101_inline863__idx_v0, o_r_i8_inline96_inline937__iter_v1, deps=[_submit_deps_buf_inline99_inline899__ssa_v0], core_num=quant_rows_inline73_inline977__ssa_v0)
                        act_scale_dq_inline97_inline918__ssa_v3: pl.Tensor[[8, 512], pl.FP32, pl.MemRef("mem_ddr_77", pl.const(0, pl.INT64), 16384)] = ret__tmp_v0_22[0]
                        o_r_i8_inline96_inline937__rv_v4: pl.Tensor[[512, 8192], pl.INT8, pl.MemRef("mem_ddr_78", pl.const(0, pl.INT64), 4194304)] = ret__tmp_v0_22[1]
                        q_tid_inline62_inline898__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_22[2]
                        quant_tids_inline61_inline912__ssa_v3: pl.Array[8, pl.TASK_ID] = pl.array.update_element(quant_tids_inline61_inline912__iter_v1, g_inline101_inline863__idx_v0, q_tid_inline62_inline898__ssa_v0)
                        act_scale_dq_inline97_inline918__rv_v2, o_r_i8_inline96_inline937__rv_v2, quant_tids_inline61_inline912__rv_v2 = pl.yield_(act_scale_dq_inline97_inline918__ssa_v3, o_r_i8_inline96_inline937__rv_v4, quant_tids_inline61_inline912__ssa_v3)
                    for dc_inline40_inline950__idx_v0, (partials_inline103_inline957__iter_v1, proj_b_tids_inline79_inline922__iter_v1) in pl.parallel(8, init_values=(partials_inline103_inline957__ssa_v0, proj_b_tids_inline79_inline922__ssa_v0)):
                        d0_inline38_inline911__ssa_v0: pl.Scalar[pl.INDEX] = dc_inline40_inline950__idx_v0 * 512
                        for g_inline105_inline951__idx_v0, (partials_inline103_inline957__iter_v3, proj_b_tids_inline79_inline922__iter_v3) in pl.range(8, init_values=(partials_inline103_inline957__iter_v1, proj_b_tids_inline79_inline922__iter_v1)):
                            col_g_inline67_inline913__ssa_v1: pl.Scalar[pl.INDEX] = g_inline105_inline951__idx_v0 * 1024
                            _submit_deps_buf_inline36_inline963__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.create(1, dtype=pl.TASK_ID)
                            t__tmp_v183: pl.Scalar[pl.TASK_ID] = pl.array.get_element(quant_tids_inline61_inline912__rv_v2, g_inline105_inline951__idx_v0)
                            _submit_deps_buf_inline75_inline955__ssa_v0: pl.Array[1, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline36_inline963__ssa_v0, 0, t__tmp_v183)
                            ret__tmp_v0_23: pl.Tuple[pl.Tensor[[512, 32768], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.proj_b_mm, partials_inline103_inline957__iter_v3, d0_inline38_inline911__ssa_v0, proj_b_rows_inline95_inline883__ssa_v0, o_r_i8_inline96_inline937__rv_v2, col_g_inline67_inline913__ssa_v1, wo_b__ssa_v0, g_inline105_inline951__idx_v0, deps=[_submit_deps_buf_inline75_inline955__ssa_v0])
                            partials_inline103_inline957__rv_v6: pl.Tensor[[512, 32768], pl.INT32, pl.MemRef("mem_ddr_81", pl.const(0, pl.INT64), 67108864)] = ret__tmp_v0_23[0]
                            pb_tid_inline93_inline944__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_23[1]
                            proj_b_tids_inline79_inline922__ssa_v5: pl.Array[64, pl.TASK_ID] = pl.array.update_element(proj_b_tids_inline79_inline922__iter_v3, dc_inline40_inline950__idx_v0 * 8 + g_inline105_inline951__idx_v0, pb_tid_inline93_inline944__ssa_v0)
                            partials_inline103_inline957__rv_v4, proj_b_tids_inline79_inline922__rv_v4 = pl.yield_(partials_inline103_inline957__rv_v6, proj_b_tids_inline79_inline922__ssa_v5)
                        partials_inline103_inline957__rv_v2, proj_b_tids_inline79_inline922__rv_v2 = pl.yield_(partials_inline103_inline957__rv_v4, proj_b_tids_inline79_inline922__rv_v4)
                act_t_blks_inline104_inline967__ssa_v0: pl.Scalar[pl.INDEX] = (tile_rows_inline948__ssa_v0 + 31) // 32
                act_blocks_inline135_inline890__ssa_v0: pl.Scalar[pl.INDEX] = act_t_blks_inline104_inline967__ssa_v0 * 8
                _submit_deps_buf_inline37_inline970__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.create(64, dtype=pl.TASK_ID)
                t__tmp_v184: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 0)
                _submit_deps_buf_inline59_inline864__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline37_inline970__ssa_v0, 0, t__tmp_v184)
                t__tmp_v185: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 1)
                _submit_deps_buf_inline130_inline953__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline59_inline864__ssa_v0, 1, t__tmp_v185)
                t__tmp_v186: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 2)
                _submit_deps_buf_inline137_inline971__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline130_inline953__ssa_v0, 2, t__tmp_v186)
                t__tmp_v187: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 3)
                _submit_deps_buf_inline140_inline990__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline137_inline971__ssa_v0, 3, t__tmp_v187)
                t__tmp_v188: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 4)
                _submit_deps_buf_inline46_inline965__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline140_inline990__ssa_v0, 4, t__tmp_v188)
                t__tmp_v189: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 5)
                _submit_deps_buf_inline120_inline929__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline46_inline965__ssa_v0, 5, t__tmp_v189)
                t__tmp_v190: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 6)
                _submit_deps_buf_inline143_inline974__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline120_inline929__ssa_v0, 6, t__tmp_v190)
                t__tmp_v191: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 7)
                _submit_deps_buf_inline65_inline871__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline143_inline974__ssa_v0, 7, t__tmp_v191)
                t__tmp_v192: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 8)
                _submit_deps_buf_inline144_inline962__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline65_inline871__ssa_v0, 8, t__tmp_v192)
                t__tmp_v193: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 9)
                _submit_deps_buf_inline145_inline976__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline144_inline962__ssa_v0, 9, t__tmp_v193)
                t__tmp_v194: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 10)
                _submit_deps_buf_inline146_inline980__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline145_inline976__ssa_v0, 10, t__tmp_v194)
                t__tmp_v195: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 11)
                _submit_deps_buf_inline147_inline940__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline146_inline980__ssa_v0, 11, t__tmp_v195)
                t__tmp_v196: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 12)
                _submit_deps_buf_inline84_inline986__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline147_inline940__ssa_v0, 12, t__tmp_v196)
                t__tmp_v197: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 13)
                _submit_deps_buf_inline86_inline931__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline84_inline986__ssa_v0, 13, t__tmp_v197)
                t__tmp_v198: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 14)
                _submit_deps_buf_inline53_inline884__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline86_inline931__ssa_v0, 14, t__tmp_v198)
                t__tmp_v199: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 15)
                _submit_deps_buf_inline148_inline935__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline53_inline884__ssa_v0, 15, t__tmp_v199)
                t__tmp_v200: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 16)
                _submit_deps_buf_inline138_inline988__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline148_inline935__ssa_v0, 16, t__tmp_v200)
                t__tmp_v201: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 17)
                _submit_deps_buf_inline142_inline996__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline138_inline988__ssa_v0, 17, t__tmp_v201)
                t__tmp_v202: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 18)
                _submit_deps_buf_inline48_inline891__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline142_inline996__ssa_v0, 18, t__tmp_v202)
                t__tmp_v203: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 19)
                _submit_deps_buf_inline121_inline881__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline48_inline891__ssa_v0, 19, t__tmp_v203)
                t__tmp_v204: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 20)
                _submit_deps_buf_inline149_inline916__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline121_inline881__ssa_v0, 20, t__tmp_v204)
                t__tmp_v205: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 21)
                _submit_deps_buf_inline150_inline989__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline149_inline916__ssa_v0, 21, t__tmp_v205)
                t__tmp_v206: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 22)
                _submit_deps_buf_inline153_inline992__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline150_inline989__ssa_v0, 22, t__tmp_v206)
                t__tmp_v207: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 23)
                _submit_deps_buf_inline154_inline994__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline153_inline992__ssa_v0, 23, t__tmp_v207)
                t__tmp_v208: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 24)
                _submit_deps_buf_inline155_inline997__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline154_inline994__ssa_v0, 24, t__tmp_v208)
                t__tmp_v209: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 25)
                _submit_deps_buf_inline156_inline973__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline155_inline997__ssa_v0, 25, t__tmp_v209)
                t__tmp_v210: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 26)
                _submit_deps_buf_inline158_inline979__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline156_inline973__ssa_v0, 26, t__tmp_v210)
                t__tmp_v211: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 27)
                _submit_deps_buf_inline81_inline991__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline158_inline979__ssa_v0, 27, t__tmp_v211)
                t__tmp_v212: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 28)
                _submit_deps_buf_inline159_inline983__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline81_inline991__ssa_v0, 28, t__tmp_v212)
                t__tmp_v213: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 29)
                _submit_deps_buf_inline162_inline998__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline159_inline983__ssa_v0, 29, t__tmp_v213)
                t__tmp_v214: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 30)
                _submit_deps_buf_inline98_inline999__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline162_inline998__ssa_v0, 30, t__tmp_v214)
                t__tmp_v215: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 31)
                _submit_deps_buf_inline163_inline923__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline98_inline999__ssa_v0, 31, t__tmp_v215)
                t__tmp_v216: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 32)
                _submit_deps_buf_inline164_inline1000__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline163_inline923__ssa_v0, 32, t__tmp_v216)
                t__tmp_v217: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 33)
                _submit_deps_buf_inline122_inline987__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline164_inline1000__ssa_v0, 33, t__tmp_v217)
                t__tmp_v218: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 34)
                _submit_deps_buf_inline80_inline1002__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline122_inline987__ssa_v0, 34, t__tmp_v218)
                t__tmp_v219: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 35)
                _submit_deps_buf_inline165_inline947__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline80_inline1002__ssa_v0, 35, t__tmp_v219)
                t__tmp_v220: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 36)
                _submit_deps_buf_inline166_inline895__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline165_inline947__ssa_v0, 36, t__tmp_v220)
                t__tmp_v221: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 37)
                _submit_deps_buf_inline50_inline862__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline166_inline895__ssa_v0, 37, t__tmp_v221)
                t__tmp_v222: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 38)
                _submit_deps_buf_inline167_inline927__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline50_inline862__ssa_v0, 38, t__tmp_v222)
                t__tmp_v223: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 39)
                _submit_deps_buf_inline136_inline861__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline167_inline927__ssa_v0, 39, t__tmp_v223)
                t__tmp_v224: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 40)
                _submit_deps_buf_inline168_inline879__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline136_inline861__ssa_v0, 40, t__tmp_v224)
                t__tmp_v225: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 41)
                _submit_deps_buf_inline107_inline860__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline168_inline879__ssa_v0, 41, t__tmp_v225)
                t__tmp_v226: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 42)
                _submit_deps_buf_inline126_inline859__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline107_inline860__ssa_v0, 42, t__tmp_v226)
                t__tmp_v227: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 43)
                _submit_deps_buf_inline169_inline984__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline126_inline859__ssa_v0, 43, t__tmp_v227)
                t__tmp_v228: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 44)
                _submit_deps_buf_inline170_inline919__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline169_inline984__ssa_v0, 44, t__tmp_v228)
                t__tmp_v229: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 45)
                _submit_deps_buf_inline111_inline972__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline170_inline919__ssa_v0, 45, t__tmp_v229)
                t__tmp_v230: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 46)
                _submit_deps_buf_inline171_inline858__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline111_inline972__ssa_v0, 46, t__tmp_v230)
                t__tmp_v231: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 47)
                _submit_deps_buf_inline41_inline857__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline171_inline858__ssa_v0, 47, t__tmp_v231)
                t__tmp_v232: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 48)
                _submit_deps_buf_inline173_inline855__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline41_inline857__ssa_v0, 48, t__tmp_v232)
                t__tmp_v233: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 49)
                _submit_deps_buf_inline78_inline854__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline173_inline855__ssa_v0, 49, t__tmp_v233)
                t__tmp_v234: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 50)
                _submit_deps_buf_inline174_inline853__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline78_inline854__ssa_v0, 50, t__tmp_v234)
                t__tmp_v235: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 51)
                _submit_deps_buf_inline175_inline852__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline174_inline853__ssa_v0, 51, t__tmp_v235)
                t__tmp_v236: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 52)
                _submit_deps_buf_inline117_inline851__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline175_inline852__ssa_v0, 52, t__tmp_v236)
                t__tmp_v237: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 53)
                _submit_deps_buf_inline176_inline850__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline117_inline851__ssa_v0, 53, t__tmp_v237)
                t__tmp_v238: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 54)
                _submit_deps_buf_inline55_inline849__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline176_inline850__ssa_v0, 54, t__tmp_v238)
                t__tmp_v239: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 55)
                _submit_deps_buf_inline34_inline848__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline55_inline849__ssa_v0, 55, t__tmp_v239)
                t__tmp_v240: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 56)
                _submit_deps_buf_inline33_inline847__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline34_inline848__ssa_v0, 56, t__tmp_v240)
                t__tmp_v241: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 57)
                _submit_deps_buf_inline108_inline846__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline33_inline847__ssa_v0, 57, t__tmp_v241)
                t__tmp_v242: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 58)
                _submit_deps_buf_inline35_inline845__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline108_inline846__ssa_v0, 58, t__tmp_v242)
                t__tmp_v243: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 59)
                _submit_deps_buf_inline87_inline945__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline35_inline845__ssa_v0, 59, t__tmp_v243)
                t__tmp_v244: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 60)
                _submit_deps_buf_inline32_inline844__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline87_inline945__ssa_v0, 60, t__tmp_v244)
                t__tmp_v245: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 61)
                _submit_deps_buf_inline31_inline843__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline32_inline844__ssa_v0, 61, t__tmp_v245)
                t__tmp_v246: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 62)
                _submit_deps_buf_inline29_inline842__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline31_inline843__ssa_v0, 62, t__tmp_v246)
                t__tmp_v247: pl.Scalar[pl.TASK_ID] = pl.array.get_element(proj_b_tids_inline79_inline922__rv_v2, 63)
                _submit_deps_buf_inline28_inline841__ssa_v0: pl.Array[64, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_inline29_inline842__ssa_v0, 63, t__tmp_v247)
                ret__tmp_v0_24: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.proj_b_act_spmd, act_t_blks_inline104_inline967__ssa_v0, wo_b_scale__ssa_v0, tile_rows_inline948__ssa_v0, partials_inline103_inline957__rv_v2, act_scale_dq_inline97_inline918__rv_v2, tile_base_inline926__idx_v0, attn_out__ssa_v0, deps=[_submit_deps_buf_inline28_inline841__ssa_v0], core_num=act_blocks_inline135_inline890__ssa_v0)
                act_tid_inline27_inline840__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_24[0]
        return attn_out__ssa_v0