# pypto.program: _jit_l3_lm_head
import pypto.language as pl

LM_HEAD_T_DYN = pl.dynamic("LM_HEAD_T_DYN")

@pl.program
class _jit_l3_lm_head:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lm_head_combine_gather(logits__ssa_v0: pl.Out[pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 264765440)]], logits_window__ssa_v0: pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 264765440)]) -> pl.Tensor[[512, 129280], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        gblk_inline114__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for src_tp_inline127__idx_v0, (logits__iter_v1,) in pl.range(2, init_values=(logits__ssa_v0,)):
            src_vocab_base_inline88__ssa_v0: pl.Scalar[pl.INDEX] = src_tp_inline127__idx_v0 * 64640
            for ob_inline112__idx_v0, (logits__iter_v3,) in pl.range(gblk_inline114__ssa_v0, 31, 24, init_values=(logits__iter_v1,)):
                o0_inline130__ssa_v0: pl.Scalar[pl.INDEX] = ob_inline112__idx_v0 * 2048
                lo_inline131__ssa_v0: pl.Scalar[pl.INDEX] = src_vocab_base_inline88__ssa_v0 + o0_inline130__ssa_v0
                for gr_inline128__idx_v0, (logits__iter_v5,) in pl.range(0, 512, 8, init_values=(logits__iter_v3,)):
                    t__tile: pl.Tile[[8, 2048], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(logits_window__ssa_v0, [gr_inline128__idx_v0, lo_inline131__ssa_v0], [8, 2048], [8, 2048], target_memory=pl.Mem.Vec)
                    logits__tile: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 264765440)] = pl.tile.store(t__tile, [gr_inline128__idx_v0, lo_inline131__ssa_v0], logits__iter_v5)
                    logits__rv_v6: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 264765440)] = pl.yield_(logits__tile)
                logits__rv_v4: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 264765440)] = pl.yield_(logits__rv_v6)
            if gblk_inline114__ssa_v0 == 7:
                tail_o0_inline70__ssa_v0: pl.Scalar[pl.INDEX] = 63488
                tl_inline69__ssa_v0: pl.Scalar[pl.INDEX] = src_vocab_base_inline88__ssa_v0 + tail_o0_inline70__ssa_v0
                for tr_inline68__idx_v0, (logits__iter_v8,) in pl.range(0, 512, 8, init_values=(logits__rv_v4,)):
                    t__tile_1: pl.Tile[[8, 1152], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(logits_window__ssa_v0, [tr_inline68__idx_v0, tl_inline69__ssa_v0], [8, 1152], [8, 1152], target_memory=pl.Mem.Vec)
                    logits__tile_1: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 264765440)] = pl.tile.store(t__tile_1, [tr_inline68__idx_v0, tl_inline69__ssa_v0], logits__iter_v8)
                    logits__rv_v9: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 264765440)] = pl.yield_(logits__tile_1)
                logits__phi_v11: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 264765440)] = pl.yield_(logits__rv_v9)
            else:
                logits__phi_v11: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 264765440)] = pl.yield_(logits__rv_v4)
            logits__rv_v2: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 264765440)] = pl.yield_(logits__phi_v11)
        return logits__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def lm_head_combine_gather_spmd(self, logits__ssa_v0: pl.Out[pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 264765440)]], logits_window__ssa_v0: pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 264765440)]) -> pl.Tensor[[512, 129280], pl.FP32]:
        logits__rv_v2: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 264765440)] = self.lm_head_combine_gather(logits__ssa_v0, logits_window__ssa_v0)
        return logits__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lm_head_combine_wait(tp_rank__ssa_v0: pl.Scalar[pl.INT32], logits_done__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8)], done_epoch__ssa_v0: pl.Scalar[pl.INT32]):
        for src_tp_inline121__idx_v0 in pl.range(2):
            if src_tp_inline121__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(logits_done__ssa_v0, [src_tp_inline121__idx_v0, 0], pl.cast(pl.cast(done_epoch__ssa_v0, pl.INDEX) * 24, pl.INT32), cmp=1)
        return
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lm_head_dispatch_gather(hidden_window__ssa_v0: pld.DistributedTensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], owner_hiddens_inline129__ssa_v0: pl.Out[pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[1024, 4096], pl.BF16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        gblock_inline84__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        gk0_inline83__ssa_v0: pl.Scalar[pl.INDEX] = gblock_inline84__ssa_v0 % 8 * 512
        gr0_inline87__ssa_v0: pl.Scalar[pl.INDEX] = gblock_inline84__ssa_v0 // 8 * 16
        t__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(hidden_window__ssa_v0, [gr0_inline87__ssa_v0, gk0_inline83__ssa_v0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
        owner_hiddens_inline129__tile: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)] = pl.tile.store(t__tile, [gr0_inline87__ssa_v0, gk0_inline83__ssa_v0], owner_hiddens_inline129__ssa_v0)
        return owner_hiddens_inline129__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def lm_head_dispatch_gather_spmd(self, hidden_window__ssa_v0: pld.DistributedTensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], owner_hiddens_inline129__ssa_v0: pl.Out[pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)]]) -> pl.Tensor[[1024, 4096], pl.BF16]:
        owner_hiddens_inline129__ssa_v1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)] = self.lm_head_dispatch_gather(hidden_window__ssa_v0, owner_hiddens_inline129__ssa_v0)
        return owner_hiddens_inline129__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lm_head_dispatch_push(hidden_states__ssa_v0: pl.Tensor[[LM_HEAD_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], selected_hidden_inline90__ssa_v0: pl.InOut[pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)]], logit_row_indices__ssa_v0: pl.Tensor[[512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], hidden_window__ssa_v0: pl.Out[pld.DistributedTensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)]], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32], hidden_done__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8)]]):
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        blk_inline118__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        r0_inline73__ssa_v0: pl.Scalar[pl.INDEX] = blk_inline118__ssa_v0 * 16
        hidden_rows_inline96__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(hidden_states__ssa_v0, 0)
        for i_inline97__idx_v0, (selected_hidden_inline90__iter_v1,) in pl.range(16, init_values=(selected_hidden_inline90__ssa_v0,)):
            row_inline75__ssa_v0: pl.Scalar[pl.INDEX] = r0_inline73__ssa_v0 + i_inline97__idx_v0
            source_row_raw_inline103__tile: pl.Scalar[pl.INT32] = pl.tensor.read(logit_row_indices__ssa_v0, [row_inline75__ssa_v0])
            safe_raw_inline91__ssa_v0: pl.Scalar[pl.INDEX] = pl.max(pl.min(pl.cast(source_row_raw_inline103__tile, pl.INDEX), hidden_rows_inline96__ssa_v0 - 1), 0)
            t__tile: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.full([1, 4096], dtype=pl.BF16, value=0.0)
            selected_hidden_inline90__tile: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)] = pl.tile.store(t__tile, [row_inline75__ssa_v0, 0], selected_hidden_inline90__iter_v1)
            if 0 <= pl.cast(source_row_raw_inline103__tile, pl.INDEX):
                source_row_inline79__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(safe_raw_inline91__ssa_v0, pl.INDEX)
                t__tile_1: pl.Tile[[1, 4096], pl.BF16, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.load(hidden_states__ssa_v0, [source_row_inline79__ssa_v0, 0], [1, 4096], [1, 4096], target_memory=pl.Mem.Vec)
                selected_hidden_inline90__tile_1: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)] = pl.tile.store(t__tile_1, [row_inline75__ssa_v0, 0], selected_hidden_inline90__tile)
                selected_hidden_inline90__phi_v5: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4194304)] = pl.yield_(selected_hidden_inline90__tile_1)
            else:
                selected_hidden_inline90__phi_v5: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4194304)] = pl.yield_(selected_hidden_inline90__tile)
            selected_hidden_inline90__rv_v2: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4194304)] = pl.yield_(selected_hidden_inline90__phi_v5)
        for peer_tp_inline93__idx_v0 in pl.range(2):
            tput_stage: pl.Tile[[16, 4096], pl.BF16, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.create([16, 4096], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            pld.tile.put(hidden_window__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline93__idx_v0, selected_hidden_inline90__rv_v2, tput_stage, [pl.cast(tp_rank__ssa_v0, pl.INDEX) * 512 + r0_inline73__ssa_v0, 0], [r0_inline73__ssa_v0, 0], [16, 4096], atomic=pl.AtomicType.None_)
        for peer_tp_inline104__idx_v0 in pl.range(2):
            if peer_tp_inline104__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.notify(hidden_done__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + peer_tp_inline104__idx_v0, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        return
    @pl.function(type=pl.FunctionType.Spmd)
    def lm_head_dispatch_push_spmd(self, hidden_states__ssa_v0: pl.Tensor[[LM_HEAD_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], selected_hidden_inline90__ssa_v0: pl.InOut[pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4194304)]], logit_row_indices__ssa_v0: pl.Tensor[[512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], hidden_window__ssa_v0: pl.Out[pld.DistributedTensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8388608)]], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32], hidden_done__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8)]]):
        self.lm_head_dispatch_push(hidden_states__ssa_v0, selected_hidden_inline90__ssa_v0, logit_row_indices__ssa_v0, hidden_window__ssa_v0, group_base__ssa_v0, tp_rank__ssa_v0, hidden_done__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lm_head_dispatch_wait(hidden_states__ssa_v0: pl.Tensor[[LM_HEAD_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], tp_rank__ssa_v0: pl.Scalar[pl.INT32], hidden_done__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8)], done_epoch__ssa_v0: pl.Scalar[pl.INT32]):
        _hidden_anchor_inline102__tile: pl.Scalar[pl.BF16] = pl.tensor.read(hidden_states__ssa_v0, [0, 0])
        for owner_tp_inline115__idx_v0 in pl.range(2):
            if owner_tp_inline115__idx_v0 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
                pld.system.wait(hidden_done__ssa_v0, [owner_tp_inline115__idx_v0, 0], pl.cast(pl.cast(done_epoch__ssa_v0, pl.INDEX) * 32, pl.INT32), cmp=1)
        return
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def lm_head_matmul_push_aic(tp_rank__ssa_v0: pl.Scalar[pl.INT32], owner_hiddens_inline129__ssa_v1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], lm_head_weight__ssa_v0: pl.Tensor[[64640, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 529530880)], logits_window__ssa_v0: pl.Out[pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 264765440)]], group_base__ssa_v0: pl.Scalar[pl.INT32], logits_done__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        pl.func_attr({"slot_num": 2, "split_aiv": True, "split_aiv_region_validated": True})
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 65536)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_mat_17: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_19: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 32768)
        mem_mat_20: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_42: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_left_44: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_left_60: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_left_62: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        lm_head_matmul_push_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='lm_head_matmul_push_c2v_slot_buffer', peer_func='lm_head_matmul_push_aiv')
        pl.system.aic_initialize_pipe(lm_head_matmul_push_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=65536, slot_num=2)
        lm_core_inline89__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for mm_ob_inline77__idx_v0 in pl.range(lm_core_inline89__ssa_v0, 252, 24):
            mm_o0_inline85__ssa_v0: pl.Scalar[pl.INDEX] = mm_ob_inline77__idx_v0 * 256
            for mm_rb_inline78__idx_v0 in pl.range(16):
                mm_r0_inline99__ssa_v0: pl.Scalar[pl.INDEX] = mm_rb_inline78__idx_v0 * 64
                mm_hidden0_inline101__tile: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [mm_r0_inline99__ssa_v0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                mm_weight0_inline72__tile: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_o0_inline85__ssa_v0, 0], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                mm_weight0_inline72__tile_t: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(mm_weight0_inline72__tile)
                mm_acc_inline76__tile_l0_init: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([64, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for mm_acc_inline76__tile_l0_ko, (mm_acc_inline76__tile_l0_c,) in pl.range(0, 256, 128, init_values=(mm_acc_inline76__tile_l0_init,)):
                    mm_acc_inline76__tile_l0_a: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_42, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden0_inline101__tile, 0, mm_acc_inline76__tile_l0_ko, [64, 64], target_memory=pl.Mem.Left)
                    mm_acc_inline76__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight0_inline72__tile_t, mm_acc_inline76__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
                    mm_acc_inline76__tile_l0_a_1: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_44, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden0_inline101__tile, 0, mm_acc_inline76__tile_l0_ko + 64, [64, 64], target_memory=pl.Mem.Left)
                    mm_acc_inline76__tile_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight0_inline72__tile_t, mm_acc_inline76__tile_l0_ko + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    if mm_acc_inline76__tile_l0_ko == 0:
                        mm_acc_inline76__tile_l0_c_first: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(mm_acc_inline76__tile_l0_a, mm_acc_inline76__tile_l0_b)
                        mm_acc_inline76__tile_l0_c_phi: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_first)
                    else:
                        mm_acc_inline76__tile_l0_c_acc: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c, mm_acc_inline76__tile_l0_a, mm_acc_inline76__tile_l0_b)
                        mm_acc_inline76__tile_l0_c_phi: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_acc)
                    if mm_acc_inline76__tile_l0_ko + 64 == 0:
                        mm_acc_inline76__tile_l0_c_first_1: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul(mm_acc_inline76__tile_l0_a_1, mm_acc_inline76__tile_l0_b_1)
                        mm_acc_inline76__tile_l0_c_phi_1: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_first_1)
                    else:
                        mm_acc_inline76__tile_l0_c_acc_1: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c_phi, mm_acc_inline76__tile_l0_a_1, mm_acc_inline76__tile_l0_b_1)
                        mm_acc_inline76__tile_l0_c_phi_1: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_acc_1)
                    mm_acc_inline76__tile: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_phi_1)
                for mm_kb_inline105__idx_v0, (mm_acc_inline76__iter_v1,) in pl.range(1, 15, 2, init_values=(mm_acc_inline76__tile,)):
                    mm_k0_inline94__ssa_v0: pl.Scalar[pl.INDEX] = mm_kb_inline105__idx_v0 * 256
                    mm_k0_inline94__ssa_v0_1: pl.Scalar[pl.INDEX] = (mm_kb_inline105__idx_v0 + 1) * 256
                    mm_hidden_tile_inline108__tile: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_17, pl.const(0, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [mm_r0_inline99__ssa_v0, mm_k0_inline94__ssa_v0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                    mm_weight_tile_inline109__tile: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_o0_inline85__ssa_v0, mm_k0_inline94__ssa_v0], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                    mm_hidden_tile_inline108__tile_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_19, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [mm_r0_inline99__ssa_v0, mm_k0_inline94__ssa_v0_1], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                    mm_weight_tile_inline109__tile_1: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_o0_inline85__ssa_v0, mm_k0_inline94__ssa_v0_1], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                    mm_weight_tile_inline109__tile_t: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(mm_weight_tile_inline109__tile)
                    for mm_acc_inline76__tile_l0_ko_1, (mm_acc_inline76__tile_l0_c_1,) in pl.range(0, 256, 128, init_values=(mm_acc_inline76__iter_v1,)):
                        mm_acc_inline76__tile_l0_a_2: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_42, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden_tile_inline108__tile, 0, mm_acc_inline76__tile_l0_ko_1, [64, 64], target_memory=pl.Mem.Left)
                        mm_acc_inline76__tile_l0_b_2: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight_tile_inline109__tile_t, mm_acc_inline76__tile_l0_ko_1, 0, [64, 256], target_memory=pl.Mem.Right)
                        mm_acc_inline76__tile_l0_a_3: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_44, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden_tile_inline108__tile, 0, mm_acc_inline76__tile_l0_ko_1 + 64, [64, 64], target_memory=pl.Mem.Left)
                        mm_acc_inline76__tile_l0_b_3: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight_tile_inline109__tile_t, mm_acc_inline76__tile_l0_ko_1 + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                        mm_acc_inline76__tile_l0_c_acc_2: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c_1, mm_acc_inline76__tile_l0_a_2, mm_acc_inline76__tile_l0_b_2)
                        mm_acc_inline76__tile_l0_c_acc_3: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c_acc_2, mm_acc_inline76__tile_l0_a_3, mm_acc_inline76__tile_l0_b_3)
                        mm_acc_inline76__tile_1: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_acc_3)
                    mm_weight_tile_inline109__tile_t_1: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(mm_weight_tile_inline109__tile_1)
                    for mm_acc_inline76__tile_l0_ko_2, (mm_acc_inline76__tile_l0_c_2,) in pl.range(0, 256, 128, init_values=(mm_acc_inline76__tile_1,)):
                        mm_acc_inline76__tile_l0_a_4: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_60, pl.const(32768, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden_tile_inline108__tile_1, 0, mm_acc_inline76__tile_l0_ko_2, [64, 64], target_memory=pl.Mem.Left)
                        mm_acc_inline76__tile_l0_b_4: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight_tile_inline109__tile_t_1, mm_acc_inline76__tile_l0_ko_2, 0, [64, 256], target_memory=pl.Mem.Right)
                        mm_acc_inline76__tile_l0_a_5: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_62, pl.const(49152, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden_tile_inline108__tile_1, 0, mm_acc_inline76__tile_l0_ko_2 + 64, [64, 64], target_memory=pl.Mem.Left)
                        mm_acc_inline76__tile_l0_b_5: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight_tile_inline109__tile_t_1, mm_acc_inline76__tile_l0_ko_2 + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                        mm_acc_inline76__tile_l0_c_acc_4: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c_2, mm_acc_inline76__tile_l0_a_4, mm_acc_inline76__tile_l0_b_4)
                        mm_acc_inline76__tile_l0_c_acc_5: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c_acc_4, mm_acc_inline76__tile_l0_a_5, mm_acc_inline76__tile_l0_b_5)
                        mm_acc_inline76__tile_2: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_acc_5)
                    mm_acc_inline76__rv_v2_main: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_2)
                mm_k0_inline94__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.const(15, pl.INDEX) * pl.const(256, pl.INDEX)
                mm_hidden_tile_inline108__tile_2: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [mm_r0_inline99__ssa_v0, mm_k0_inline94__ssa_v0_2], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                mm_weight_tile_inline109__tile_2: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_o0_inline85__ssa_v0, mm_k0_inline94__ssa_v0_2], [256, 256], [256, 256], target_memory=pl.Mem.Mat)
                mm_weight_tile_inline109__tile_t_2: pl.Tile[[256, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(mm_weight_tile_inline109__tile_2)
                for mm_acc_inline76__tile_l0_ko_3, (mm_acc_inline76__tile_l0_c_3,) in pl.range(0, 256, 128, init_values=(mm_acc_inline76__rv_v2_main,)):
                    mm_acc_inline76__tile_l0_a_6: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_42, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden_tile_inline108__tile_2, 0, mm_acc_inline76__tile_l0_ko_3, [64, 64], target_memory=pl.Mem.Left)
                    mm_acc_inline76__tile_l0_b_6: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight_tile_inline109__tile_t_2, mm_acc_inline76__tile_l0_ko_3, 0, [64, 256], target_memory=pl.Mem.Right)
                    mm_acc_inline76__tile_l0_a_7: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_left_44, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(mm_hidden_tile_inline108__tile_2, 0, mm_acc_inline76__tile_l0_ko_3 + 64, [64, 64], target_memory=pl.Mem.Left)
                    mm_acc_inline76__tile_l0_b_7: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(mm_weight_tile_inline109__tile_t_2, mm_acc_inline76__tile_l0_ko_3 + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    mm_acc_inline76__tile_l0_c_acc_6: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c_3, mm_acc_inline76__tile_l0_a_6, mm_acc_inline76__tile_l0_b_6)
                    mm_acc_inline76__tile_l0_c_acc_7: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.matmul_acc(mm_acc_inline76__tile_l0_c_acc_6, mm_acc_inline76__tile_l0_a_7, mm_acc_inline76__tile_l0_b_7)
                    mm_acc_inline76__tile_3: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(mm_acc_inline76__tile_l0_c_acc_7)
                mm_acc_inline76__rv_v2: pl.Tile[[64, 256], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = mm_acc_inline76__tile_3
                pl.tile.tpush_to_aiv(mm_acc_inline76__rv_v2, split=1)
        if lm_core_inline89__ssa_v0 == 12:
            mm_tail_o0_inline120__ssa_v0: pl.Scalar[pl.INDEX] = 64512
            for tail_rb_inline113__idx_v0 in pl.range(16):
                tail_r0_inline116__ssa_v0: pl.Scalar[pl.INDEX] = tail_rb_inline113__idx_v0 * 64
                tail_hidden0_inline117__tile: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [tail_r0_inline116__ssa_v0, 0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                tail_weight0_inline86__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_tail_o0_inline120__ssa_v0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                tail_weight0_inline86__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tail_weight0_inline86__tile)
                tail_acc_inline74__tile_l0_init: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for tail_acc_inline74__tile_l0_ko, (tail_acc_inline74__tile_l0_c,) in pl.range(0, 256, 256, init_values=(tail_acc_inline74__tile_l0_init,)):
                    tail_acc_inline74__tile_l0_a: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_42, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden0_inline117__tile, 0, tail_acc_inline74__tile_l0_ko, [64, 128], target_memory=pl.Mem.Left)
                    tail_acc_inline74__tile_l0_b: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight0_inline86__tile_t, tail_acc_inline74__tile_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
                    tail_acc_inline74__tile_l0_a_1: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_44, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden0_inline117__tile, 0, tail_acc_inline74__tile_l0_ko + 128, [64, 128], target_memory=pl.Mem.Left)
                    tail_acc_inline74__tile_l0_b_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight0_inline86__tile_t, tail_acc_inline74__tile_l0_ko + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                    if tail_acc_inline74__tile_l0_ko == 0:
                        tail_acc_inline74__tile_l0_c_first: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(tail_acc_inline74__tile_l0_a, tail_acc_inline74__tile_l0_b)
                        tail_acc_inline74__tile_l0_c_phi: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_first)
                    else:
                        tail_acc_inline74__tile_l0_c_acc: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c, tail_acc_inline74__tile_l0_a, tail_acc_inline74__tile_l0_b)
                        tail_acc_inline74__tile_l0_c_phi: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_acc)
                    if tail_acc_inline74__tile_l0_ko + 128 == 0:
                        tail_acc_inline74__tile_l0_c_first_1: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(tail_acc_inline74__tile_l0_a_1, tail_acc_inline74__tile_l0_b_1)
                        tail_acc_inline74__tile_l0_c_phi_1: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_first_1)
                    else:
                        tail_acc_inline74__tile_l0_c_acc_1: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c_phi, tail_acc_inline74__tile_l0_a_1, tail_acc_inline74__tile_l0_b_1)
                        tail_acc_inline74__tile_l0_c_phi_1: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_acc_1)
                    tail_acc_inline74__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_phi_1)
                for tail_kb_inline100__idx_v0, (tail_acc_inline74__iter_v1,) in pl.range(1, 15, 2, init_values=(tail_acc_inline74__tile,)):
                    tail_k0_inline119__ssa_v0: pl.Scalar[pl.INDEX] = tail_kb_inline100__idx_v0 * 256
                    tail_k0_inline119__ssa_v0_1: pl.Scalar[pl.INDEX] = (tail_kb_inline100__idx_v0 + 1) * 256
                    tail_hidden_tile_inline122__tile: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_17, pl.const(0, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [tail_r0_inline116__ssa_v0, tail_k0_inline119__ssa_v0], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                    tail_weight_tile_inline123__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_tail_o0_inline120__ssa_v0, tail_k0_inline119__ssa_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                    tail_hidden_tile_inline122__tile_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_19, pl.const(32768, pl.INT64), 32768), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [tail_r0_inline116__ssa_v0, tail_k0_inline119__ssa_v0_1], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                    tail_weight_tile_inline123__tile_1: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_tail_o0_inline120__ssa_v0, tail_k0_inline119__ssa_v0_1], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                    tail_weight_tile_inline123__tile_t: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tail_weight_tile_inline123__tile)
                    for tail_acc_inline74__tile_l0_ko_1, (tail_acc_inline74__tile_l0_c_1,) in pl.range(0, 256, 256, init_values=(tail_acc_inline74__iter_v1,)):
                        tail_acc_inline74__tile_l0_a_2: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_42, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden_tile_inline122__tile, 0, tail_acc_inline74__tile_l0_ko_1, [64, 128], target_memory=pl.Mem.Left)
                        tail_acc_inline74__tile_l0_b_2: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight_tile_inline123__tile_t, tail_acc_inline74__tile_l0_ko_1, 0, [128, 128], target_memory=pl.Mem.Right)
                        tail_acc_inline74__tile_l0_a_3: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_44, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden_tile_inline122__tile, 0, tail_acc_inline74__tile_l0_ko_1 + 128, [64, 128], target_memory=pl.Mem.Left)
                        tail_acc_inline74__tile_l0_b_3: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight_tile_inline123__tile_t, tail_acc_inline74__tile_l0_ko_1 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                        tail_acc_inline74__tile_l0_c_acc_2: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c_1, tail_acc_inline74__tile_l0_a_2, tail_acc_inline74__tile_l0_b_2)
                        tail_acc_inline74__tile_l0_c_acc_3: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c_acc_2, tail_acc_inline74__tile_l0_a_3, tail_acc_inline74__tile_l0_b_3)
                        tail_acc_inline74__tile_1: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_acc_3)
                    tail_weight_tile_inline123__tile_t_1: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tail_weight_tile_inline123__tile_1)
                    for tail_acc_inline74__tile_l0_ko_2, (tail_acc_inline74__tile_l0_c_2,) in pl.range(0, 256, 256, init_values=(tail_acc_inline74__tile_1,)):
                        tail_acc_inline74__tile_l0_a_4: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_60, pl.const(32768, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden_tile_inline122__tile_1, 0, tail_acc_inline74__tile_l0_ko_2, [64, 128], target_memory=pl.Mem.Left)
                        tail_acc_inline74__tile_l0_b_4: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight_tile_inline123__tile_t_1, tail_acc_inline74__tile_l0_ko_2, 0, [128, 128], target_memory=pl.Mem.Right)
                        tail_acc_inline74__tile_l0_a_5: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_62, pl.const(49152, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden_tile_inline122__tile_1, 0, tail_acc_inline74__tile_l0_ko_2 + 128, [64, 128], target_memory=pl.Mem.Left)
                        tail_acc_inline74__tile_l0_b_5: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight_tile_inline123__tile_t_1, tail_acc_inline74__tile_l0_ko_2 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                        tail_acc_inline74__tile_l0_c_acc_4: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c_2, tail_acc_inline74__tile_l0_a_4, tail_acc_inline74__tile_l0_b_4)
                        tail_acc_inline74__tile_l0_c_acc_5: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c_acc_4, tail_acc_inline74__tile_l0_a_5, tail_acc_inline74__tile_l0_b_5)
                        tail_acc_inline74__tile_2: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_acc_5)
                    tail_acc_inline74__rv_v2_main: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_2)
                tail_k0_inline119__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.const(15, pl.INDEX) * pl.const(256, pl.INDEX)
                tail_hidden_tile_inline122__tile_2: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_mat_20, pl.const(65536, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(owner_hiddens_inline129__ssa_v1, [tail_r0_inline116__ssa_v0, tail_k0_inline119__ssa_v0_2], [64, 256], [64, 256], target_memory=pl.Mem.Mat)
                tail_weight_tile_inline123__tile_2: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(lm_head_weight__ssa_v0, [mm_tail_o0_inline120__ssa_v0, tail_k0_inline119__ssa_v0_2], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
                tail_weight_tile_inline123__tile_t_2: pl.Tile[[256, 128], pl.BF16, pl.MemRef(mem_mat_6, pl.const(196608, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(tail_weight_tile_inline123__tile_2)
                for tail_acc_inline74__tile_l0_ko_3, (tail_acc_inline74__tile_l0_c_3,) in pl.range(0, 256, 256, init_values=(tail_acc_inline74__rv_v2_main,)):
                    tail_acc_inline74__tile_l0_a_6: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_42, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden_tile_inline122__tile_2, 0, tail_acc_inline74__tile_l0_ko_3, [64, 128], target_memory=pl.Mem.Left)
                    tail_acc_inline74__tile_l0_b_6: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight_tile_inline123__tile_t_2, tail_acc_inline74__tile_l0_ko_3, 0, [128, 128], target_memory=pl.Mem.Right)
                    tail_acc_inline74__tile_l0_a_7: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_44, pl.const(16384, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tail_hidden_tile_inline122__tile_2, 0, tail_acc_inline74__tile_l0_ko_3 + 128, [64, 128], target_memory=pl.Mem.Left)
                    tail_acc_inline74__tile_l0_b_7: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tail_weight_tile_inline123__tile_t_2, tail_acc_inline74__tile_l0_ko_3 + 128, 0, [128, 128], target_memory=pl.Mem.Right)
                    tail_acc_inline74__tile_l0_c_acc_6: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c_3, tail_acc_inline74__tile_l0_a_6, tail_acc_inline74__tile_l0_b_6)
                    tail_acc_inline74__tile_l0_c_acc_7: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(tail_acc_inline74__tile_l0_c_acc_6, tail_acc_inline74__tile_l0_a_7, tail_acc_inline74__tile_l0_b_7)
                    tail_acc_inline74__tile_3: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 65536), pl.Mem.Acc] = pl.yield_(tail_acc_inline74__tile_l0_c_acc_7)
                tail_acc_inline74__rv_v2: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = tail_acc_inline74__tile_3
                pl.tile.tpush_to_aiv(tail_acc_inline74__rv_v2, split=1)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lm_head_matmul_push_aiv(tp_rank__ssa_v0: pl.Scalar[pl.INT32], owner_hiddens_inline129__ssa_v1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], lm_head_weight__ssa_v0: pl.Tensor[[64640, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 529530880)], logits_window__ssa_v0: pl.Out[pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 264765440)]], group_base__ssa_v0: pl.Scalar[pl.INT32], logits_done__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        pl.func_attr({"slot_num": 2, "split_aiv": True, "split_aiv_region_validated": True, "dual_aiv_dispatch": True})
        lm_head_matmul_push_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='lm_head_matmul_push_c2v_slot_buffer', size=131072, base=0)
        pl.system.aiv_initialize_pipe(lm_head_matmul_push_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=65536, slot_num=2)
        lm_core_inline89__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        vocab_base_inline80__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(tp_rank__ssa_v0, pl.INDEX) * 64640
        for mm_ob_inline77__idx_v0 in pl.range(lm_core_inline89__ssa_v0, 252, 24):
            mm_o0_inline85__ssa_v0: pl.Scalar[pl.INDEX] = mm_ob_inline77__idx_v0 * 256
            for mm_rb_inline78__idx_v0 in pl.range(16):
                aiv_id_inline106__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
                mm_shard_inline111__tile: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
                owner_tp_inline115__ssa_v1: pl.Scalar[pl.INDEX] = mm_rb_inline78__idx_v0 // 8
                owner_r0_inline81__ssa_v0: pl.Scalar[pl.INDEX] = mm_rb_inline78__idx_v0 % 8 * 64 + aiv_id_inline106__ssa_v0 * 32
                pld.tile.remote_store(mm_shard_inline111__tile, logits_window__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + owner_tp_inline115__ssa_v1, [owner_r0_inline81__ssa_v0, vocab_base_inline80__ssa_v0 + mm_o0_inline85__ssa_v0])
                pl.system.tfree_to_aic(mm_shard_inline111__tile, split=1)
        if lm_core_inline89__ssa_v0 == 12:
            mm_tail_o0_inline120__ssa_v0: pl.Scalar[pl.INDEX] = 64512
            for tail_rb_inline113__idx_v0 in pl.range(16):
                aiv_id_inline107__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
                tail_shard_inline110__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
                owner_tp_inline115__ssa_v2: pl.Scalar[pl.INDEX] = tail_rb_inline113__idx_v0 // 8
                owner_r0_inline81__ssa_v1: pl.Scalar[pl.INDEX] = tail_rb_inline113__idx_v0 % 8 * 64 + aiv_id_inline107__ssa_v0 * 32
                pld.tile.remote_store(tail_shard_inline110__tile, logits_window__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + owner_tp_inline115__ssa_v2, [owner_r0_inline81__ssa_v1, vocab_base_inline80__ssa_v0 + mm_tail_o0_inline120__ssa_v0])
                pl.system.tfree_to_aic(tail_shard_inline110__tile, split=1)
        aiv_id_inline124__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        owner_tp_inline115__ssa_v3: pl.Scalar[pl.INDEX] = aiv_id_inline124__ssa_v0
        if owner_tp_inline115__ssa_v3 != pl.cast(tp_rank__ssa_v0, pl.INDEX):
            pld.system.notify(logits_done__ssa_v0, pl.cast(group_base__ssa_v0, pl.INDEX) + owner_tp_inline115__ssa_v3, [tp_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        return
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def lm_head_matmul_push(tp_rank__ssa_v0: pl.Scalar[pl.INT32], owner_hiddens_inline129__ssa_v1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], lm_head_weight__ssa_v0: pl.Tensor[[64640, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 529530880)], logits_window__ssa_v0: pl.Out[pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 264765440)]], group_base__ssa_v0: pl.Scalar[pl.INT32], logits_done__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        pl.func_attr({"slot_num": 2, "split_aiv": True, "split_aiv_region_validated": True})
        self.lm_head_matmul_push_aic(tp_rank__ssa_v0, owner_hiddens_inline129__ssa_v1, lm_head_weight__ssa_v0, logits_window__ssa_v0, group_base__ssa_v0, logits_done__ssa_v0, __gm_pipe_buffer)
        self.lm_head_matmul_push_aiv(tp_rank__ssa_v0, owner_hiddens_inline129__ssa_v1, lm_head_weight__ssa_v0, logits_window__ssa_v0, group_base__ssa_v0, logits_done__ssa_v0, __gm_pipe_buffer)
    @pl.function(type=pl.FunctionType.Spmd)
    def lm_head_matmul_push_spmd(self, tp_rank__ssa_v0: pl.Scalar[pl.INT32], owner_hiddens_inline129__ssa_v1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8388608)], lm_head_weight__ssa_v0: pl.Tensor[[64640, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 529530880)], logits_window__ssa_v0: pl.Out[pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 264765440)]], group_base__ssa_v0: pl.Scalar[pl.INT32], logits_done__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        self.lm_head_matmul_push(tp_rank__ssa_v0, owner_hiddens_inline129__ssa_v1, lm_head_weight__ssa_v0, logits_window__ssa_v0, group_base__ssa_v0, logits_done__ssa_v0, __gm_pipe_buffer)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def lm_head_signal_clear(logits__rv_v2: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 264765440)], hidden_done__ssa_v0: pl.Out[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8)]], logits_done__ssa_v0: pl.Out[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8)]]):
        _completion_anchor_inline67__tile: pl.Scalar[pl.FP32] = pl.tensor.read(logits__rv_v2, [0, 0])
        zero_inline71__ssa_v0: pl.Scalar[pl.INT32] = pl.cast(0, pl.INT32)
        for src_tp_inline66__idx_v0 in pl.range(2):
            pl.tensor.write(hidden_done__ssa_v0, [src_tp_inline66__idx_v0, 0], zero_inline71__ssa_v0)
            pl.tensor.write(logits_done__ssa_v0, [src_tp_inline66__idx_v0, 0], zero_inline71__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def l2_lm_head(self, hidden_states__ssa_v0: pl.Tensor[[LM_HEAD_T_DYN, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], lm_head_weight__ssa_v0: pl.Tensor[[64640, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 529530880)], logit_row_indices__ssa_v0: pl.Tensor[[512], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], logits__ssa_v0: pl.Out[pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 264765440)]], hidden_window__ssa_v0: pl.Out[pld.DistributedTensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)]], hidden_done__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8)]], logits_window__ssa_v0: pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 264765440)], logits_done__ssa_v0: pl.Out[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8)]], group_base__ssa_v0: pl.Scalar[pl.INT32], tp_rank__ssa_v0: pl.Scalar[pl.INT32], done_epoch__ssa_v0: pl.Scalar[pl.INT32]) -> pl.Tensor[[512, 129280], pl.FP32]:
        selected_hidden_inline90__ssa_v0: pl.Tensor[[512, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4194304)] = pl.tensor.create([512, 4096], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        self.lm_head_dispatch_push_spmd(hidden_states__ssa_v0, selected_hidden_inline90__ssa_v0, logit_row_indices__ssa_v0, hidden_window__ssa_v0, group_base__ssa_v0, tp_rank__ssa_v0, hidden_done__ssa_v0, attrs={"core_num": 32})
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.lm_head_dispatch_wait, hidden_states__ssa_v0, tp_rank__ssa_v0, hidden_done__ssa_v0, done_epoch__ssa_v0)
        _dwait_tid_inline98__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[0]
        owner_hiddens_inline129__ssa_v0: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 8388608)] = pl.tensor.create([1024, 4096], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[1024, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.lm_head_dispatch_gather_spmd, hidden_window__ssa_v0, owner_hiddens_inline129__ssa_v0, deps=[_dwait_tid_inline98__ssa_v0], core_num=512)
        owner_hiddens_inline129__ssa_v1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 8388608)] = ret__tmp_v0_1[0]
        _dgather_tid_inline92__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        ret__tmp_v0_2: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.lm_head_matmul_push_spmd, tp_rank__ssa_v0, owner_hiddens_inline129__ssa_v1, lm_head_weight__ssa_v0, logits_window__ssa_v0, group_base__ssa_v0, logits_done__ssa_v0, gm_pipe_buffer_0, core_num=24)
        _push_tid_inline82__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_2[0]
        ret__tmp_v0_3: pl.Tuple[pl.Scalar[pl.TASK_ID]] = pl.submit(self.lm_head_combine_wait, tp_rank__ssa_v0, logits_done__ssa_v0, done_epoch__ssa_v0, deps=[_push_tid_inline82__ssa_v0])
        _cwait_tid_inline95__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_3[0]
        ret__tmp_v0_4: pl.Tuple[pl.Tensor[[512, 129280], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.lm_head_combine_gather_spmd, logits__ssa_v0, logits_window__ssa_v0, deps=[_cwait_tid_inline95__ssa_v0], core_num=24)
        logits__rv_v2: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 264765440)] = ret__tmp_v0_4[0]
        _gather_tid_inline126__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[1]
        self.lm_head_signal_clear(logits__rv_v2, hidden_done__ssa_v0, logits_done__ssa_v0)
        return logits__rv_v2
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def l3_lm_head(self, hidden_states__ssa_v0: pl.Tensor[[2, 1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16777216)], lm_head_weight__ssa_v0: pl.Tensor[[2, 64640, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1059061760)], logits__ssa_v0: pl.Out[pl.Tensor[[2, 512, 129280], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 529530880)]], logit_row_indices__ssa_v0: pl.Tensor[[2, 512], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[2, 512, 129280], pl.FP32]:
        hidden_window_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(8388608)
        logits_window_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(264765440)
        hidden_done_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(8)
        logits_done_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(8)
        t__tmp_v0: pl.Scalar[pl.INT64] = pld.system.world_size()
        for r__idx_v0 in pl.range(t__tmp_v0):
            hidden_window__ssa_v0: pld.DistributedTensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)] = pld.tensor.window(hidden_window_buf__ssa_v0, [1024, 4096], dtype=pl.BF16)
            hidden_done__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8)] = pld.tensor.window(hidden_done_buf__ssa_v0, [2, 1], dtype=pl.INT32)
            logits_window__ssa_v0: pld.DistributedTensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 264765440)] = pld.tensor.window(logits_window_buf__ssa_v0, [512, 129280], dtype=pl.FP32)
            logits_done__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 8)] = pld.tensor.window(logits_done_buf__ssa_v0, [2, 1], dtype=pl.INT32)
            t__tmp_v1: pl.Tensor[[1024, 4096], pl.BF16, pl.MemRef("mem_ddr_0", r__idx_v0 * 4194304 * 2, 8388608)] = pl.tensor.slice(hidden_states__ssa_v0, [1, 1024, 4096], [r__idx_v0, 0, 0], [], [0])
            t__tmp_v2: pl.Tensor[[64640, 4096], pl.BF16, pl.MemRef("mem_ddr_1", r__idx_v0 * 264765440 * 2, 529530880)] = pl.tensor.slice(lm_head_weight__ssa_v0, [1, 64640, 4096], [r__idx_v0, 0, 0], [], [0])
            t__tmp_v3: pl.Tensor[[512], pl.INT32, pl.MemRef("mem_ddr_3", r__idx_v0 * 512 * 4, 2048)] = pl.tensor.slice(logit_row_indices__ssa_v0, [1, 512], [r__idx_v0, 0], [], [0])
            t__tmp_v4: pl.Tensor[[512, 129280], pl.FP32, pl.MemRef("mem_ddr_2", r__idx_v0 * 66191360 * 4, 264765440)] = pl.tensor.slice(logits__ssa_v0, [1, 512, 129280], [r__idx_v0, 0, 0], [], [0])
            self.l2_lm_head(t__tmp_v1, t__tmp_v2, t__tmp_v3, t__tmp_v4, hidden_window__ssa_v0, hidden_done__ssa_v0, logits_window__ssa_v0, logits_done__ssa_v0, r__idx_v0 // 2 * 2, r__idx_v0 % 2, 1, device=r__idx_v0)