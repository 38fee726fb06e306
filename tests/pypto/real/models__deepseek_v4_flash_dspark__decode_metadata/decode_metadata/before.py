# pypto.program: _jit_decode_metadata
import pypto.language as pl

@pl.program
class _jit_decode_metadata:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def decode_build_cache_metadata(position_ids__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ori_block_table__ssa_v0: pl.Tensor[[16, 512], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], ori_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], block_counts__ssa_v0: pl.Tensor[[16, 6], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 384)], cmp_block_table__ssa_v0: pl.Tensor[[16, 128], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)], hca_cmp_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)]], idx_block_table__ssa_v0: pl.Tensor[[16, 256], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)], csa_cmp_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 1024)]], csa_idx_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1024)]], hca_state_block_table__ssa_v0: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 131072)], hca_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 1024)]], csa_state_block_table__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 262144)], csa_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 1024)]], csa_inner_state_block_table__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 262144)], csa_inner_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 1024)]]):
        metadata_core_inline10__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for token_inline14__idx_v0 in pl.range(metadata_core_inline10__ssa_v0, 128):
            request_inline22__ssa_v0: pl.Scalar[pl.INDEX] = token_inline14__idx_v0 // 8
            position_inline15__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [token_inline14__idx_v0])
            logical_block_inline16__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline15__tile, pl.INDEX) // 32
            block_offset_inline18__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline15__tile, pl.INDEX) % 32
            ori_physical_block_inline21__tile: pl.Scalar[pl.INT32] = pl.tensor.read(ori_block_table__ssa_v0, [request_inline22__ssa_v0, pl.cast(logical_block_inline16__ssa_v0, pl.INDEX)])
            pl.tensor.write(ori_slot_mapping__ssa_v0, [token_inline14__idx_v0], pl.cast(pl.cast(ori_physical_block_inline21__tile, pl.INDEX) * 32 + block_offset_inline18__ssa_v0, pl.INT64))
            hca_cmp_slot_inline11__ssa_v0: pl.Scalar[pl.INT64] = pl.cast(-1, pl.INT64)
            if (pl.cast(position_inline15__tile, pl.INDEX) + 1) % 128 == 0:
                logical_inline19__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline15__tile, pl.INDEX) // 128
                count_inline23__tile: pl.Scalar[pl.INT32] = pl.tensor.read(block_counts__ssa_v0, [request_inline22__ssa_v0, 1])
                physical_block_inline24__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [request_inline22__ssa_v0, pl.cast(logical_inline19__ssa_v0 // 32 % pl.cast(count_inline23__tile, pl.INDEX), pl.INDEX)])
                hca_cmp_slot_inline11__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(pl.cast(physical_block_inline24__tile, pl.INDEX) * 32 + logical_inline19__ssa_v0 % 32, pl.INT64)
                hca_cmp_slot_inline11__phi_v2: pl.Scalar[pl.INT64] = pl.yield_(hca_cmp_slot_inline11__ssa_v1)
            else:
                hca_cmp_slot_inline11__phi_v2: pl.Scalar[pl.INT64] = pl.yield_(hca_cmp_slot_inline11__ssa_v0)
            pl.tensor.write(hca_cmp_slot_mapping__ssa_v0, [token_inline14__idx_v0], hca_cmp_slot_inline11__phi_v2)
            csa_cmp_slot_inline13__ssa_v0: pl.Scalar[pl.INT64] = pl.cast(-1, pl.INT64)
            csa_idx_slot_inline25__ssa_v0: pl.Scalar[pl.INT64] = pl.cast(-1, pl.INT64)
            if (pl.cast(position_inline15__tile, pl.INDEX) + 1) % 4 == 0:
                logical_v1_inline8__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline15__tile, pl.INDEX) // 4
                cmp_count_inline20__tile: pl.Scalar[pl.INT32] = pl.tensor.read(block_counts__ssa_v0, [request_inline22__ssa_v0, 1])
                cmp_physical_block_inline7__tile: pl.Scalar[pl.INT32] = pl.tensor.read(cmp_block_table__ssa_v0, [request_inline22__ssa_v0, pl.cast(logical_v1_inline8__ssa_v0 // 32 % pl.cast(cmp_count_inline20__tile, pl.INDEX), pl.INDEX)])
                csa_cmp_slot_inline13__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(pl.cast(cmp_physical_block_inline7__tile, pl.INDEX) * 32 + logical_v1_inline8__ssa_v0 % 32, pl.INT64)
                idx_count_inline6__tile: pl.Scalar[pl.INT32] = pl.tensor.read(block_counts__ssa_v0, [request_inline22__ssa_v0, 2])
                idx_physical_block_inline9__tile: pl.Scalar[pl.INT32] = pl.tensor.read(idx_block_table__ssa_v0, [request_inline22__ssa_v0, pl.cast(logical_v1_inline8__ssa_v0 // 32 % pl.cast(idx_count_inline6__tile, pl.INDEX), pl.INDEX)])
                csa_idx_slot_inline25__ssa_v1: pl.Scalar[pl.INT64] = pl.cast(pl.cast(idx_physical_block_inline9__tile, pl.INDEX) * 32 + logical_v1_inline8__ssa_v0 % 32, pl.INT64)
                csa_cmp_slot_inline13__phi_v2, csa_idx_slot_inline25__phi_v2 = pl.yield_(csa_cmp_slot_inline13__ssa_v1, csa_idx_slot_inline25__ssa_v1)
            else:
                csa_cmp_slot_inline13__phi_v2, csa_idx_slot_inline25__phi_v2 = pl.yield_(csa_cmp_slot_inline13__ssa_v0, csa_idx_slot_inline25__ssa_v0)
            pl.tensor.write(csa_cmp_slot_mapping__ssa_v0, [token_inline14__idx_v0], csa_cmp_slot_inline13__phi_v2)
            pl.tensor.write(csa_idx_slot_mapping__ssa_v0, [token_inline14__idx_v0], csa_idx_slot_inline25__phi_v2)
            hca_state_logical_inline5__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline15__tile, pl.INDEX) // 8
            hca_state_count_inline4__tile: pl.Scalar[pl.INT32] = pl.tensor.read(block_counts__ssa_v0, [request_inline22__ssa_v0, 3])
            hca_state_physical_block_inline17__tile: pl.Scalar[pl.INT32] = pl.tensor.read(hca_state_block_table__ssa_v0, [request_inline22__ssa_v0, pl.cast(hca_state_logical_inline5__ssa_v0 % pl.cast(hca_state_count_inline4__tile, pl.INDEX), pl.INDEX)])
            pl.tensor.write(hca_state_slot_mapping__ssa_v0, [token_inline14__idx_v0], pl.cast(pl.cast(hca_state_physical_block_inline17__tile, pl.INDEX) * 8 + pl.cast(position_inline15__tile, pl.INDEX) % 8, pl.INT64))
            csa_state_logical_inline12__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline15__tile, pl.INDEX) // 2
            csa_state_count_inline3__tile: pl.Scalar[pl.INT32] = pl.tensor.read(block_counts__ssa_v0, [request_inline22__ssa_v0, 4])
            csa_state_physical_block_inline2__tile: pl.Scalar[pl.INT32] = pl.tensor.read(csa_state_block_table__ssa_v0, [request_inline22__ssa_v0, pl.cast(csa_state_logical_inline12__ssa_v0 % pl.cast(csa_state_count_inline3__tile, pl.INDEX), pl.INDEX)])
            pl.tensor.write(csa_state_slot_mapping__ssa_v0, [token_inline14__idx_v0], pl.cast(pl.cast(csa_state_physical_block_inline2__tile, pl.INDEX) * 2 + pl.cast(position_inline15__tile, pl.INDEX) % 2, pl.INT64))
            inner_state_count_inline1__tile: pl.Scalar[pl.INT32] = pl.tensor.read(block_counts__ssa_v0, [request_inline22__ssa_v0, 5])
            inner_state_physical_block_inline0__tile: pl.Scalar[pl.INT32] = pl.tensor.read(csa_inner_state_block_table__ssa_v0, [request_inline22__ssa_v0, pl.cast(csa_state_logical_inline12__ssa_v0 % pl.cast(inner_state_count_inline1__tile, pl.INDEX), pl.INDEX)])
            pl.tensor.write(csa_inner_state_slot_mapping__ssa_v0, [token_inline14__idx_v0], pl.cast(pl.cast(inner_state_physical_block_inline0__tile, pl.INDEX) * 2 + pl.cast(position_inline15__tile, pl.INDEX) % 2, pl.INT64))
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def decode_build_cache_metadata_spmd(self, position_ids__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ori_block_table__ssa_v0: pl.Tensor[[16, 512], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], ori_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], block_counts__ssa_v0: pl.Tensor[[16, 6], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 384)], cmp_block_table__ssa_v0: pl.Tensor[[16, 128], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)], hca_cmp_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)]], idx_block_table__ssa_v0: pl.Tensor[[16, 256], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)], csa_cmp_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 1024)]], csa_idx_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1024)]], hca_state_block_table__ssa_v0: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 131072)], hca_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 1024)]], csa_state_block_table__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 262144)], csa_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 1024)]], csa_inner_state_block_table__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 262144)], csa_inner_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 1024)]]):
        self.decode_build_cache_metadata(position_ids__ssa_v0, ori_block_table__ssa_v0, ori_slot_mapping__ssa_v0, block_counts__ssa_v0, cmp_block_table__ssa_v0, hca_cmp_slot_mapping__ssa_v0, idx_block_table__ssa_v0, csa_cmp_slot_mapping__ssa_v0, csa_idx_slot_mapping__ssa_v0, hca_state_block_table__ssa_v0, hca_state_slot_mapping__ssa_v0, csa_state_block_table__ssa_v0, csa_state_slot_mapping__ssa_v0, csa_inner_state_block_table__ssa_v0, csa_inner_state_slot_mapping__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def decode_build_swa_metadata(position_ids__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ori_block_table__ssa_v0: pl.Tensor[[16, 512], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], swa_indices__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.INT32]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        token_inline45__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        request_inline54__ssa_v0: pl.Scalar[pl.INDEX] = token_inline45__ssa_v0 // 8
        position_inline46__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [token_inline45__ssa_v0])
        valid_len_inline47__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(pl.cast(position_inline46__tile, pl.INDEX) + 1, 128)
        start_inline48__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline46__tile, pl.INDEX) - valid_len_inline47__ssa_v0 + 1
        index_row_inline50__tile: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.create([1, 128], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        t__tile: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_4, pl.const(512, pl.INT64), 512), pl.Mem.Vec] = pl.tile.full([1, 128], dtype=pl.INT32, value=-1)
        index_row_inline50__tile_1: pl.Tile[[1, 128], pl.INT32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.assemble(index_row_inline50__tile, t__tile, [0, 0])
        for offset_inline56__idx_v0 in pl.range(128):
            if offset_inline56__idx_v0 < valid_len_inline47__ssa_v0:
                visible_position_inline51__ssa_v0: pl.Scalar[pl.INDEX] = start_inline48__ssa_v0 + offset_inline56__idx_v0
                visible_block_inline57__ssa_v0: pl.Scalar[pl.INDEX] = visible_position_inline51__ssa_v0 // 32
                visible_offset_inline53__ssa_v0: pl.Scalar[pl.INDEX] = visible_position_inline51__ssa_v0 % 32
                visible_physical_block_inline55__tile: pl.Scalar[pl.INT32] = pl.tensor.read(ori_block_table__ssa_v0, [request_inline54__ssa_v0, pl.cast(visible_block_inline57__ssa_v0, pl.INDEX)])
                pl.tile.write(index_row_inline50__tile_1, [0, offset_inline56__idx_v0], pl.cast(pl.cast(visible_physical_block_inline55__tile, pl.INDEX) * 32 + visible_offset_inline53__ssa_v0, pl.INT32))
        swa_indices__tile: pl.Tensor[[128, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = pl.tile.store(index_row_inline50__tile_1, [token_inline45__ssa_v0, 0], swa_indices__ssa_v0)
        return request_inline54__ssa_v0, position_inline46__tile, swa_indices__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def decode_build_swa_metadata_spmd(self, position_ids__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ori_block_table__ssa_v0: pl.Tensor[[16, 512], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], swa_indices__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.INT32]]:
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.INT32]] = self.decode_build_swa_metadata(position_ids__ssa_v0, ori_block_table__ssa_v0, swa_indices__ssa_v0)
        request_inline54__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        position_inline46__ssa_v0: pl.Scalar[pl.INT32] = ret__tmp_v0[1]
        swa_indices__ssa_v1: pl.Tensor[[128, 128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = ret__tmp_v0[2]
        return request_inline54__ssa_v0, position_inline46__ssa_v0, swa_indices__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def decode_build_swa_scalar_metadata(position_inline46__ssa_v0: pl.Scalar[pl.INT32], request_inline54__ssa_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ori_block_table__ssa_v0: pl.Tensor[[16, 512], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], swa_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], swa_lens__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]]):
        metadata_core_inline52__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for token_inline49__idx_v0, (position_inline46__iter_v1, request_inline54__iter_v1) in pl.range(metadata_core_inline52__ssa_v0, 128, init_values=(position_inline46__ssa_v0, request_inline54__ssa_v0)):
            request_inline54__ssa_v3: pl.Scalar[pl.INDEX] = token_inline49__idx_v0 // 8
            position_inline46__tile: pl.Scalar[pl.INT32] = pl.tensor.read(position_ids__ssa_v0, [token_inline49__idx_v0])
            logical_block_inline44__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline46__tile, pl.INDEX) // 32
            block_offset_inline43__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(position_inline46__tile, pl.INDEX) % 32
            physical_block_inline42__tile: pl.Scalar[pl.INT32] = pl.tensor.read(ori_block_table__ssa_v0, [request_inline54__ssa_v3, pl.cast(logical_block_inline44__ssa_v0, pl.INDEX)])
            pl.tensor.write(swa_slot_mapping__ssa_v0, [token_inline49__idx_v0], pl.cast(pl.cast(physical_block_inline42__tile, pl.INDEX) * 32 + block_offset_inline43__ssa_v0, pl.INT64))
            pl.tensor.write(swa_lens__ssa_v0, [token_inline49__idx_v0], pl.cast(pl.min(pl.cast(position_inline46__tile, pl.INDEX) + 1, 128), pl.INT32))
            position_inline46__rv_v2, request_inline54__rv_v2 = pl.yield_(position_inline46__tile, request_inline54__ssa_v3)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def decode_build_swa_scalar_metadata_spmd(self, position_inline46__ssa_v0: pl.Scalar[pl.INT32], request_inline54__ssa_v0: pl.Scalar[pl.INDEX], position_ids__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ori_block_table__ssa_v0: pl.Tensor[[16, 512], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], swa_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], swa_lens__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]]):
        self.decode_build_swa_scalar_metadata(position_inline46__ssa_v0, request_inline54__ssa_v0, position_ids__ssa_v0, ori_block_table__ssa_v0, swa_slot_mapping__ssa_v0, swa_lens__ssa_v0)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def decode_metadata(self, position_ids__ssa_v0: pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ori_block_table__ssa_v0: pl.Tensor[[16, 512], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], cmp_block_table__ssa_v0: pl.Tensor[[16, 128], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], idx_block_table__ssa_v0: pl.Tensor[[16, 256], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)], hca_state_block_table__ssa_v0: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)], csa_state_block_table__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 262144)], csa_inner_state_block_table__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 262144)], block_counts__ssa_v0: pl.Tensor[[16, 6], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 384)], ori_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1024)]], swa_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 1024)]], swa_indices__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 65536)]], swa_lens__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 512)]], hca_cmp_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 1024)]], hca_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 1024)]], csa_cmp_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 1024)]], csa_idx_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 1024)]], csa_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 1024)]], csa_inner_state_slot_mapping__ssa_v0: pl.Out[pl.Tensor[[128], pl.INT64, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 1024)]]):
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INT32], pl.Tensor[[128, 128], pl.INT32]] = self.decode_build_swa_metadata_spmd(position_ids__ssa_v0, ori_block_table__ssa_v0, swa_indices__ssa_v0, attrs={"core_num": 128})
        request_inline54__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        position_inline46__ssa_v0: pl.Scalar[pl.INT32] = ret__tmp_v0[1]
        swa_indices__ssa_v1: pl.Tensor[[128, 128], pl.INT32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 65536)] = ret__tmp_v0[2]
        self.decode_build_swa_scalar_metadata_spmd(position_inline46__ssa_v0, request_inline54__ssa_v0, position_ids__ssa_v0, ori_block_table__ssa_v0, swa_slot_mapping__ssa_v0, swa_lens__ssa_v0, attrs={"core_num": 1})
        self.decode_build_cache_metadata_spmd(position_ids__ssa_v0, ori_block_table__ssa_v0, ori_slot_mapping__ssa_v0, block_counts__ssa_v0, cmp_block_table__ssa_v0, hca_cmp_slot_mapping__ssa_v0, idx_block_table__ssa_v0, csa_cmp_slot_mapping__ssa_v0, csa_idx_slot_mapping__ssa_v0, hca_state_block_table__ssa_v0, hca_state_slot_mapping__ssa_v0, csa_state_block_table__ssa_v0, csa_state_slot_mapping__ssa_v0, csa_inner_state_block_table__ssa_v0, csa_inner_state_slot_mapping__ssa_v0, attrs={"core_num": 1})
        return ori_slot_mapping__ssa_v0, swa_slot_mapping__ssa_v0, swa_indices__ssa_v1, swa_lens__ssa_v0, hca_cmp_slot_mapping__ssa_v0, hca_state_slot_mapping__ssa_v0, csa_cmp_slot_mapping__ssa_v0, csa_idx_slot_mapping__ssa_v0, csa_state_slot_mapping__ssa_v0, csa_inner_state_slot_mapping__ssa_v0