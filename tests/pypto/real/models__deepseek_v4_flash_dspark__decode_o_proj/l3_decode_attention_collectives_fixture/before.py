# pypto.program: _jit_l3_decode_attention_collectives_fixture
import pypto.language as pl

@pl.program
class _jit_l3_decode_attention_collectives_fixture:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kv_token_allgather_step(kv_local__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2097152)], group_out__ssa_v0: pl.InOut[pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)]], gather_window__ssa_v0: pl.InOut[pld.DistributedTensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4194304)]], gather_signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32], local_t__ssa_v0: pl.Scalar[pl.INT32]) -> tuple[pl.Tensor[[512, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        group_t__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(local_t__ssa_v0, pl.INDEX) * 2
        target_row__ssa_v0: pl.Scalar[pl.INT32] = tp_rank__ssa_v0 * local_t__ssa_v0
        for peer_tp__idx_v0 in pl.range(2):
            tput_stage: pl.Tile[[8, 4096], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.create([8, 4096], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pld.tile.put(gather_window__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp__idx_v0, kv_local__ssa_v0, tput_stage, [target_row__ssa_v0, 0], [0, 0], [local_t__ssa_v0, 4096], atomic=pl.AtomicType.None_)
        expected_one__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline47__idx_v0 in pl.range(2):
            if peer_tp_inline47__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(gather_signal__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline47__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline46__idx_v0 in pl.range(2):
            if source_tp_inline46__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(gather_signal__ssa_v0, [source_tp_inline46__idx_v0, 0], expected_one__ssa_v0, cmp=1)
        gather_signal_v1__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8)] = gather_signal__ssa_v0
        for group_row__idx_v0, (group_out__iter_v1,) in pl.range(group_t__ssa_v0, init_values=(group_out__ssa_v0,)):
            t__tile: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(gather_window__ssa_v0, [group_row__idx_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
            group_out__tile: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)] = pl.tile.store(t__tile, [group_row__idx_v0, 0], group_out__iter_v1)
            group_out__rv_v2: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4194304)] = pl.yield_(group_out__tile)
        expected_two__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(2, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline49__idx_v0 in pl.range(2):
            if peer_tp_inline49__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(gather_signal_v1__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline49__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline48__idx_v0 in pl.range(2):
            if source_tp_inline48__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(gather_signal_v1__ssa_v0, [source_tp_inline48__idx_v0, 0], expected_two__ssa_v0, cmp=1)
        gather_signal_v2__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 8)] = gather_signal_v1__ssa_v0
        reset_value_inline52__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(-2, pl.INT32)
        self_rank_inline51__ssa_v0: pl.Scalar[pl.INT32] = group_base__ssa_v0 + tp_rank__ssa_v0
        for source_tp_inline50__idx_v0 in pl.range(2):
            if source_tp_inline50__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(gather_signal_v2__ssa_v0, self_rank_inline51__ssa_v0, [source_tp_inline50__idx_v0, 0], reset_value_inline52__ssa_v0, op=0)
        gather_signal_v3__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8)] = gather_signal_v2__ssa_v0
        return group_out__ssa_v0, gather_signal__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def o_group_a2a(attention_grouped__ssa_v0: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], local_groups_out__ssa_v0: pl.InOut[pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16777216)]], exchange_window__ssa_v0: pl.InOut[pld.DistributedTensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)]], exchange_signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32], local_t__ssa_v0: pl.Scalar[pl.INT32]) -> tuple[pl.Tensor[[2048, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        group_t__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(local_t__ssa_v0, pl.INDEX) * 2
        for destination_rank__idx_v0 in pl.range(2):
            for local_group__idx_v0 in pl.range(4):
                global_group__ssa_v0: pl.Scalar[pl.INDEX] = destination_rank__idx_v0 * 4 + local_group__idx_v0
                source_row__ssa_v0: pl.Scalar[pl.INDEX] = global_group__ssa_v0 * 256
                target_row__ssa_v0: pl.Scalar[pl.INDEX] = local_group__idx_v0 * 512 + pl.cast(tp_rank__ssa_v0 * local_t__ssa_v0, pl.INDEX)
                tput_stage: pl.Tile[[8, 4096], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.create([8, 4096], dtype=pl.BF16, target_memory=pl.Mem.Vec)
                pld.tile.put(exchange_window__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + destination_rank__idx_v0, attention_grouped__ssa_v0, tput_stage, [target_row__ssa_v0, 0], [source_row__ssa_v0, 0], [local_t__ssa_v0, 4096], atomic=pl.AtomicType.None_)
        expected_one__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline54__idx_v0 in pl.range(2):
            if peer_tp_inline54__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(exchange_signal__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline54__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline53__idx_v0 in pl.range(2):
            if source_tp_inline53__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(exchange_signal__ssa_v0, [source_tp_inline53__idx_v0, 0], expected_one__ssa_v0, cmp=1)
        exchange_signal_v1__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8)] = exchange_signal__ssa_v0
        for local_group__idx_v0_1, (local_groups_out__iter_v1,) in pl.range(4, init_values=(local_groups_out__ssa_v0,)):
            group_base_row__ssa_v0: pl.Scalar[pl.INDEX] = local_group__idx_v0_1 * 512
            for group_row__idx_v0, (local_groups_out__iter_v3,) in pl.range(group_t__ssa_v0, init_values=(local_groups_out__iter_v1,)):
                copy_row__ssa_v0: pl.Scalar[pl.INDEX] = group_base_row__ssa_v0 + group_row__idx_v0
                window_row__tile: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(exchange_window__ssa_v0, [copy_row__ssa_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                local_groups_out__tile: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16777216)] = pl.tile.store(window_row__tile, [copy_row__ssa_v0, 0], local_groups_out__iter_v3)
                local_groups_out__rv_v4: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 16777216)] = pl.yield_(local_groups_out__tile)
            local_groups_out__rv_v2: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 16777216)] = pl.yield_(local_groups_out__rv_v4)
        expected_two__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(2, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline56__idx_v0 in pl.range(2):
            if peer_tp_inline56__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(exchange_signal_v1__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline56__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline55__idx_v0 in pl.range(2):
            if source_tp_inline55__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(exchange_signal_v1__ssa_v0, [source_tp_inline55__idx_v0, 0], expected_two__ssa_v0, cmp=1)
        exchange_signal_v2__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8)] = exchange_signal_v1__ssa_v0
        reset_value_inline59__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(-2, pl.INT32)
        self_rank_inline58__ssa_v0: pl.Scalar[pl.INT32] = group_base__ssa_v0 + tp_rank__ssa_v0
        for source_tp_inline57__idx_v0 in pl.range(2):
            if source_tp_inline57__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(exchange_signal_v2__ssa_v0, self_rank_inline58__ssa_v0, [source_tp_inline57__idx_v0, 0], reset_value_inline59__ssa_v0, op=0)
        exchange_signal_v3__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8)] = exchange_signal_v2__ssa_v0
        return local_groups_out__ssa_v0, exchange_signal__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def tp_o_reduce_scatter(local_t__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32], o_window__ssa_v0: pl.InOut[pld.DistributedTensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)]], group_base__ssa_v0: pl.Scalar[pl.INT32], o_partial__ssa_v0: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], o_signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8)]], o_local__ssa_v0: pl.Out[pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)]]) -> pl.Tensor[[256, 4096], pl.BF16]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        for owner_rank_inline70__idx_v0 in pl.range(2):
            owner_source_row_inline68__ssa_v0: pl.Scalar[pl.INDEX] = owner_rank_inline70__idx_v0 * pl.cast(local_t__ssa_v0, pl.INDEX)
            target_row_inline67__ssa_v0: pl.Scalar[pl.INT32] = tp_rank__ssa_v0 * local_t__ssa_v0
            tput_stage: pl.Tile[[8, 4096], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.create([8, 4096], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            pld.tile.put(o_window__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + owner_rank_inline70__idx_v0, o_partial__ssa_v0, tput_stage, [target_row_inline67__ssa_v0, 0], [owner_source_row_inline68__ssa_v0, 0], [local_t__ssa_v0, 4096], atomic=pl.AtomicType.None_)
        expected_one_inline66__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(1, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline72__idx_v0 in pl.range(2):
            if peer_tp_inline72__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(o_signal__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline72__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline71__idx_v0 in pl.range(2):
            if source_tp_inline71__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(o_signal__ssa_v0, [source_tp_inline71__idx_v0, 0], expected_one_inline66__ssa_v0, cmp=1)
        for local_row_inline64__idx_v0 in pl.range(local_t__ssa_v0):
            acc_inline63__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.load(o_window__ssa_v0, [local_row_inline64__idx_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
            source_partial_row_inline69__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(local_t__ssa_v0, pl.INDEX) + local_row_inline64__idx_v0
            source_partial_inline61__ssa_v0: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_6, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(o_window__ssa_v0, [source_partial_row_inline69__ssa_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
            acc_inline63__ssa_v3: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.add(acc_inline63__ssa_v0, source_partial_inline61__ssa_v0)
            reduced_bf16_inline60__ssa_v0: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.cast(acc_inline63__ssa_v3, target_type=pl.BF16, mode='rint')
            o_local__store: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(reduced_bf16_inline60__ssa_v0, [local_row_inline64__idx_v0, 0], o_local__ssa_v0)
        expected_two_inline65__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(2, pl.INT32)
        # Synchronize one contiguous physical TP group.
        for peer_tp_inline74__idx_v0 in pl.range(2):
            if peer_tp_inline74__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(o_signal__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline74__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for source_tp_inline73__idx_v0 in pl.range(2):
            if source_tp_inline73__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(o_signal__ssa_v0, [source_tp_inline73__idx_v0, 0], expected_two_inline65__ssa_v0, cmp=1)
        reset_value_inline77__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(-2, pl.INT32)
        self_rank_inline76__ssa_v0: pl.Scalar[pl.INT32] = group_base__ssa_v0 + tp_rank__ssa_v0
        for source_tp_inline75__idx_v0 in pl.range(2):
            if source_tp_inline75__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(o_signal__ssa_v0, self_rank_inline76__ssa_v0, [source_tp_inline75__idx_v0, 0], reset_value_inline77__ssa_v0, op=0)
        return o_local__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def decode_attention_collectives_fixture(self, kv_local__ssa_v0: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2097152)], attention_grouped__ssa_v0: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16777216)], o_partial__ssa_v0: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)], kv_group__ssa_v0: pl.InOut[pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4194304)]], attention_local_groups__ssa_v0: pl.InOut[pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16777216)]], o_local__ssa_v0: pl.InOut[pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 2097152)]], kv_window__ssa_v0: pl.InOut[pld.DistributedTensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4194304)]], kv_signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8)]], attention_window__ssa_v0: pl.InOut[pld.DistributedTensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 16777216)]], attention_signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8)]], o_window__ssa_v0: pld.DistributedTensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8388608)], o_signal__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 8)], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32], local_t__ssa_v0: pl.Scalar[pl.INT32]) -> tuple[pl.Tensor[[512, 4096], pl.BF16], pl.Tensor[[2048, 4096], pl.BF16], pl.Tensor[[256, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32], pld.DistributedTensor[[2, 1], pl.INT32], pld.DistributedTensor[[2, 1], pl.INT32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[512, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32]] = self.kv_token_allgather_step(kv_local__ssa_v0, kv_group__ssa_v0, kv_window__ssa_v0, kv_signal__ssa_v0, group_base__ssa_v0, tp_rank__ssa_v0, local_t__ssa_v0)
        kv_group__ssa_v1: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 4194304)] = _tuple_tmp__ssa_v0[0]
        kv_signal__ssa_v1: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 8)] = _tuple_tmp__ssa_v0[1]
        _tuple_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[2048, 4096], pl.BF16], pld.DistributedTensor[[2, 1], pl.INT32]] = self.o_group_a2a(attention_grouped__ssa_v0, attention_local_groups__ssa_v0, attention_window__ssa_v0, attention_signal__ssa_v0, group_base__ssa_v0, tp_rank__ssa_v0, local_t__ssa_v0)
        attention_local_groups__ssa_v1: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 16777216)] = _tuple_tmp__ssa_v0_1[0]
        attention_signal__ssa_v1: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 8)] = _tuple_tmp__ssa_v0_1[1]
        o_partial_dep__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
        ret__tmp_v0: pl.Tuple[pl.Tensor[[256, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.submit(self.tp_o_reduce_scatter, local_t__ssa_v0, tp_rank__ssa_v0, o_window__ssa_v0, group_base__ssa_v0, o_partial__ssa_v0, o_signal__ssa_v0, o_local__ssa_v0, deps=[o_partial_dep__ssa_v0])
        o_local__ssa_v2: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 2097152)] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        o_local__ssa_v1: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 2097152)] = o_local__ssa_v2
        o_signal__ssa_v1: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 8)] = o_signal__ssa_v0
        return kv_group__ssa_v1, attention_local_groups__ssa_v1, o_local__ssa_v1, kv_signal__ssa_v1, attention_signal__ssa_v1, o_signal__ssa_v1
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def l3_decode_attention_collectives_fixture(self, kv_local__ssa_v0: pl.Tensor[[2, 256, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4194304)], attention_grouped__ssa_v0: pl.Tensor[[2, 2048, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 33554432)], o_partial__ssa_v0: pl.Tensor[[2, 512, 4096], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16777216)], kv_group__ssa_v0: pl.InOut[pl.Tensor[[2, 512, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)]], attention_local_groups__ssa_v0: pl.InOut[pl.Tensor[[2, 2048, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 33554432)]], o_local__ssa_v0: pl.InOut[pl.Tensor[[2, 256, 4096], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4194304)]], local_t__ssa_v0: pl.Scalar[pl.INT32]):
        kv_window_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(4194304, pl.INT64))
        kv_signal_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(8, pl.INT64))
        attention_window_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(16777216, pl.INT64))
        attention_signal_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(8, pl.INT64))
        o_window_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(8388608, pl.INT64))
        o_signal_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(8, pl.INT64))
        t__tmp_v0: pl.Scalar[pl.INT64] = pld.system.world_size()
        for rank__idx_v0 in pl.range(t__tmp_v0):
            kv_window__ssa_v0: pld.DistributedTensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4194304)] = pld.tensor.window(kv_window_buf__ssa_v0, [512, 4096], dtype=pl.BF16)
            kv_signal__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8)] = pld.tensor.window(kv_signal_buf__ssa_v0, [2, 1], dtype=pl.INT32)
            attention_window__ssa_v0: pld.DistributedTensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 16777216)] = pld.tensor.window(attention_window_buf__ssa_v0, [2048, 4096], dtype=pl.BF16)
            attention_signal__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8)] = pld.tensor.window(attention_signal_buf__ssa_v0, [2, 1], dtype=pl.INT32)
            o_window__ssa_v0: pld.DistributedTensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8388608)] = pld.tensor.window(o_window_buf__ssa_v0, [512, 4096], dtype=pl.FP32)
            o_signal__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 8)] = pld.tensor.window(o_signal_buf__ssa_v0, [2, 1], dtype=pl.INT32)
            t__tmp_v1: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_0", rank__idx_v0 * 1048576 * 2, 2097152)] = pl.tensor.slice(kv_local__ssa_v0, [1, 256, 4096], [rank__idx_v0, 0, 0], [], [0])
            t__tmp_v2: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_1", rank__idx_v0 * 8388608 * 2, 16777216)] = pl.tensor.slice(attention_grouped__ssa_v0, [1, 2048, 4096], [rank__idx_v0, 0, 0], [], [0])
            t__tmp_v3: pl.Tensor[[512, 4096], pl.FP32, pl.MemRef("mem_ddr_2", rank__idx_v0 * 2097152 * 4, 8388608)] = pl.tensor.slice(o_partial__ssa_v0, [1, 512, 4096], [rank__idx_v0, 0, 0], [], [0])
            t__tmp_v4: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_3", rank__idx_v0 * 2097152 * 2, 4194304)] = pl.tensor.slice(kv_group__ssa_v0, [1, 512, 4096], [rank__idx_v0, 0, 0], [], [0])
            t__tmp_v5: pl.Tensor[[2048, 4096], pl.BF16, pl.MemRef("mem_ddr_4", rank__idx_v0 * 8388608 * 2, 16777216)] = pl.tensor.slice(attention_local_groups__ssa_v0, [1, 2048, 4096], [rank__idx_v0, 0, 0], [], [0])
            t__tmp_v6: pl.Tensor[[256, 4096], pl.BF16, pl.MemRef("mem_ddr_5", rank__idx_v0 * 1048576 * 2, 2097152)] = pl.tensor.slice(o_local__ssa_v0, [1, 256, 4096], [rank__idx_v0, 0, 0], [], [0])
            self.decode_attention_collectives_fixture(t__tmp_v1, t__tmp_v2, t__tmp_v3, t__tmp_v4, t__tmp_v5, t__tmp_v6, kv_window__ssa_v0, kv_signal__ssa_v0, attention_window__ssa_v0, attention_signal__ssa_v0, o_window__ssa_v0, o_signal__ssa_v0, 0, rank__idx_v0, local_t__ssa_v0, device=rank__idx_v0)