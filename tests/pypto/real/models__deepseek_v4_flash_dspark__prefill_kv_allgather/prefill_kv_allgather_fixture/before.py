# pypto.program: _jit_prefill_kv_allgather_fixture
import pypto.language as pl

CP_KV_T_DYN = pl.dynamic("CP_KV_T_DYN")
CP_Q_T_DYN = pl.dynamic("CP_Q_T_DYN")

@pl.program
class _jit_prefill_kv_allgather_fixture:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prefill_kv_token_allgather_step(hidden_local__ssa_v0: pl.Tensor[[CP_Q_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], group_out__ssa_v0: pl.InOut[pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], gather_window__ssa_v0: pl.InOut[pld.DistributedTensor[[8192, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 67108864)]], gather_signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32]) -> tuple[pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32]]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        local_rows__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(hidden_local__ssa_v0, 0)
        local_t__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(local_rows__ssa_v0, pl.INT32)
        target_row__ssa_v0: pl.Scalar[pl.INT32] = tp_rank__ssa_v0 * local_t__ssa_v0
        for peer_tp__idx_v0 in pl.range(2):
            tput_stage: pl.Tile[[8, 4096], pl.BF16, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.create([8, 4096], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pld.tile.put(gather_window__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp__idx_v0, hidden_local__ssa_v0, tput_stage, [target_row__ssa_v0, 0], [0, 0], [local_t__ssa_v0, 4096], atomic=pl.AtomicType.None_)
        expected_one__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline1__idx_v0 in pl.range(2):
            if peer_tp_inline1__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(gather_signal__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline1__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline0__idx_v0 in pl.range(2):
            if source_tp_inline0__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(gather_signal__ssa_v0, [source_tp_inline0__idx_v0, 0], expected_one__ssa_v0, cmp=1)
        gather_signal_v1__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8)] = gather_signal__ssa_v0
        group_rows__ssa_v0: pl.Scalar[pl.INDEX] = local_rows__ssa_v0 * 2
        full_rows__ssa_v0: pl.Scalar[pl.INDEX] = group_rows__ssa_v0 // 16 * 16
        for tile_row__idx_v0, (group_out__iter_v1,) in pl.range(0, full_rows__ssa_v0, 16, init_values=(group_out__ssa_v0,)):
            t__tile: pl.Tile[[16, 4096], pl.BF16, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.load(gather_window__ssa_v0, [tile_row__idx_v0, 0], [16, 4096], [16, 4096], target_memory=pl.Mem.Vec)
            group_out__tile: pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile, [tile_row__idx_v0, 0], group_out__iter_v1)
            group_out__rv_v2: pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.yield_(group_out__tile)
        for tail_row__idx_v0, (group_out__iter_v4,) in pl.range(full_rows__ssa_v0, group_rows__ssa_v0, init_values=(group_out__rv_v2,)):
            t__tile_1: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.load(gather_window__ssa_v0, [tail_row__idx_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
            group_out__tile_1: pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 0)] = pl.tile.store(t__tile_1, [tail_row__idx_v0, 0], group_out__iter_v4)
            group_out__rv_v5: pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 0)] = pl.yield_(group_out__tile_1)
        expected_two__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(2, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline3__idx_v0 in pl.range(2):
            if peer_tp_inline3__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(gather_signal_v1__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline3__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline2__idx_v0 in pl.range(2):
            if source_tp_inline2__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(gather_signal_v1__ssa_v0, [source_tp_inline2__idx_v0, 0], expected_two__ssa_v0, cmp=1)
        gather_signal_v2__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8)] = gather_signal_v1__ssa_v0
        reset_value_inline6__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(-2, pl.INT32)
        self_rank_inline5__ssa_v0: pl.Scalar[pl.INT32] = group_base__ssa_v0 + tp_rank__ssa_v0
        for source_tp_inline4__idx_v0 in pl.range(2):
            if source_tp_inline4__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(gather_signal_v2__ssa_v0, self_rank_inline5__ssa_v0, [source_tp_inline4__idx_v0, 0], reset_value_inline6__ssa_v0, op=0)
        gather_signal_v3__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 8)] = gather_signal_v2__ssa_v0
        return group_out__ssa_v0, gather_signal__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def prefill_kv_allgather_fixture(self, hidden_local__ssa_v0: pl.Tensor[[CP_Q_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], group_out__ssa_v0: pl.InOut[pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]], gather_window__ssa_v0: pl.InOut[pld.DistributedTensor[[8192, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 67108864)]], gather_signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32]) -> tuple[pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32]] = self.prefill_kv_token_allgather_step(hidden_local__ssa_v0, group_out__ssa_v0, gather_window__ssa_v0, gather_signal__ssa_v0, group_base__ssa_v0, tp_rank__ssa_v0)
        group_out__ssa_v1: pl.Tensor[[CP_KV_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 0)] = _tuple_tmp__ssa_v0[0]
        gather_signal__ssa_v1: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8)] = _tuple_tmp__ssa_v0[1]
        return group_out__ssa_v1, gather_signal__ssa_v1