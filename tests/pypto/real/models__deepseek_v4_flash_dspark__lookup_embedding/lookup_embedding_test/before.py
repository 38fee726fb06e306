# pypto.program: _jit_lookup_embedding_test
import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")
VOCAB_DYN = pl.dynamic("VOCAB_DYN")

@pl.program
class _jit_lookup_embedding_test:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lookup_embedding(hidden_states__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], x_hc_flat_inline1__ssa_v0: pl.Out[pl.Tensor[[token_count_inline6__ssa_v0 * pl.const(4, pl.INDEX), 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], work_items_inline3__ssa_v0: pl.Scalar[pl.INDEX], input_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], embed_weight__ssa_v0: pl.Tensor[[VOCAB_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[T_DYN, 4096], pl.BF16]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        block_inline9__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for work_idx_inline4__idx_v0, (hidden_states__iter_v1, x_hc_flat_inline1__iter_v1) in pl.range(block_inline9__ssa_v0, work_items_inline3__ssa_v0, 48, init_values=(hidden_states__ssa_v0, x_hc_flat_inline1__ssa_v0)):
            token_idx_inline5__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline4__idx_v0 // 8
            hidden_block_inline7__ssa_v0: pl.Scalar[pl.INDEX] = work_idx_inline4__idx_v0 % 8
            hidden_offset_inline11__ssa_v0: pl.Scalar[pl.INDEX] = hidden_block_inline7__ssa_v0 * 512
            token_id_inline12__tile: pl.Scalar[pl.INT64] = pl.tensor.read(input_ids__ssa_v0, [token_idx_inline5__ssa_v0])
            token_row_inline10__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(token_id_inline12__tile, pl.INDEX)
            hidden_chunk_inline2__tile: pl.Tile[[1, 512], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(embed_weight__ssa_v0, [token_row_inline10__ssa_v0, hidden_offset_inline11__ssa_v0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
            hidden_states__tile: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)] = pl.tile.store(hidden_chunk_inline2__tile, [token_idx_inline5__ssa_v0, hidden_offset_inline11__ssa_v0], hidden_states__iter_v1)
            hc_chunk_inline13__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(1024, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.cast(hidden_chunk_inline2__tile, target_type=pl.FP32, mode='none')
            for hc_idx_inline8__idx_v0, (x_hc_flat_inline1__iter_v3,) in pl.range(4, init_values=(x_hc_flat_inline1__iter_v1,)):
                hc_row_inline0__ssa_v0: pl.Scalar[pl.INDEX] = token_idx_inline5__ssa_v0 * 4 + hc_idx_inline8__idx_v0
                x_hc_flat_inline1__tile: pl.Tensor[[token_count_inline6__ssa_v0 * pl.const(4, pl.INDEX), 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(hc_chunk_inline13__tile, [hc_row_inline0__ssa_v0, hidden_offset_inline11__ssa_v0], x_hc_flat_inline1__iter_v3)
                x_hc_flat_inline1__rv_v4: pl.Tensor[[token_count_inline6__ssa_v0 * pl.const(4, pl.INDEX), 4096], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 0)] = pl.yield_(x_hc_flat_inline1__tile)
            hidden_states__rv_v2, x_hc_flat_inline1__rv_v2 = pl.yield_(hidden_states__tile, x_hc_flat_inline1__rv_v4)
        return hidden_states__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def lookup_embedding_spmd(self, hidden_states__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]], x_hc_flat_inline1__ssa_v0: pl.Out[pl.Tensor[[token_count_inline6__ssa_v0 * pl.const(4, pl.INDEX), 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], work_items_inline3__ssa_v0: pl.Scalar[pl.INDEX], input_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)], embed_weight__ssa_v0: pl.Tensor[[VOCAB_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]) -> pl.Tensor[[T_DYN, 4096], pl.BF16]:
        hidden_states__rv_v2: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = self.lookup_embedding(hidden_states__ssa_v0, x_hc_flat_inline1__ssa_v0, work_items_inline3__ssa_v0, input_ids__ssa_v0, embed_weight__ssa_v0)
        return hidden_states__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def lookup_embedding_test(self, input_ids__ssa_v0: pl.Tensor[[T_DYN], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], embed_weight__ssa_v0: pl.Tensor[[VOCAB_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)], hidden_states__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)]], x_hc__ssa_v0: pl.Out[pl.Tensor[[T_DYN, 4, 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)]]):
        token_count_inline6__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(input_ids__ssa_v0, 0)
        x_hc_flat_inline1__ssa_v0: pl.Tensor[[token_count_inline6__ssa_v0 * pl.const(4, pl.INDEX), 4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.tensor.reshape(x_hc__ssa_v0, [token_count_inline6__ssa_v0 * 4, 4096])
        work_items_inline3__ssa_v0: pl.Scalar[pl.INDEX] = token_count_inline6__ssa_v0 * 8
        hidden_states__rv_v2: pl.Tensor[[T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = self.lookup_embedding_spmd(hidden_states__ssa_v0, x_hc_flat_inline1__ssa_v0, work_items_inline3__ssa_v0, input_ids__ssa_v0, embed_weight__ssa_v0, attrs={"core_num": 48})
        return hidden_states__rv_v2, x_hc__ssa_v0