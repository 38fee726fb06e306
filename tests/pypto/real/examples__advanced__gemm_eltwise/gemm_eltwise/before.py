# pypto.program: _jit_gemm_eltwise
import pypto.language as pl

@pl.program
class _jit_gemm_eltwise:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gemm_eltwise_tile_aic(attn_out__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], wo__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], n0__idx_v0: pl.Scalar[pl.INDEX], hidden_states__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)], resid__iter_v1: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        gemm_eltwise_tile_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='gemm_eltwise_tile_c2v_slot_buffer', peer_func='gemm_eltwise_tile_aiv')
        pl.system.aic_initialize_pipe(gemm_eltwise_tile_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096, slot_num=2)
        acc__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb__idx_v0, (acc__iter_v1,) in pl.range(64, init_values=(acc__tile,)):
            k0__ssa_v0: pl.Scalar[pl.INDEX] = kb__idx_v0 * 128
            tile_a__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_6, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(attn_out__ssa_v0, [0, k0__ssa_v0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            tile_w__tile: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_mat_7, pl.const(4096, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(wo__ssa_v0, [k0__ssa_v0, n0__idx_v0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
            if kb__idx_v0 == 0:
                tile_a__tile_Left: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(tile_a__tile, target_memory=pl.Mem.Left)
                tile_w__tile_Right: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(tile_w__tile, target_memory=pl.Mem.Right)
                acc__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(tile_a__tile_Left, tile_w__tile_Right)
                acc__phi_v5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(acc__tile_1)
            else:
                tile_a__tile_Left_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_8, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(tile_a__tile, target_memory=pl.Mem.Left)
                tile_w__tile_Right_1: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_9, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(tile_w__tile, target_memory=pl.Mem.Right)
                acc__tile_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(acc__iter_v1, tile_a__tile_Left_1, tile_w__tile_Right_1)
                acc__phi_v5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(acc__phi_v5)
        pl.tile.tpush_to_aiv(acc__rv_v2, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gemm_eltwise_tile_aiv(attn_out__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], wo__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], n0__idx_v0: pl.Scalar[pl.INDEX], hidden_states__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)], resid__iter_v1: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 8192], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        gemm_eltwise_tile_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='gemm_eltwise_tile_c2v_slot_buffer', size=8192, base=0)
        pl.system.aiv_initialize_pipe(gemm_eltwise_tile_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096, slot_num=2)
        if subblock_idx == 0:
            t__tile: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(hidden_states__ssa_v0, [0, n0__idx_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            hidden_tile__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10240, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP32, mode='round')
            acc__rv_v2_Vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            t__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10240, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(acc__rv_v2_Vec, hidden_tile__tile)
            pl.system.tfree_to_aic(acc__rv_v2_Vec, split=0)
            resid__tile: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)] = pl.tile.store(t__tile_1, [0, n0__idx_v0], resid__iter_v1)
            return resid__iter_v1
        else:
            t__tile_2: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.BF16, target_memory=pl.Mem.Vec)
            hidden_tile__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10240, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(t__tile_2, target_type=pl.FP32, mode='round')
            acc__rv_v2_Vec_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            t__tile_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(10240, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(acc__rv_v2_Vec_1, hidden_tile__tile_1)
            pl.system.tfree_to_aic(acc__rv_v2_Vec_1, split=0)
            resid__tile_1: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 524288)] = resid__iter_v1
            return resid__iter_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def gemm_eltwise_tile(attn_out__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], wo__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], n0__idx_v0: pl.Scalar[pl.INDEX], hidden_states__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)], resid__iter_v1: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 8192], pl.FP32]:
        self.gemm_eltwise_tile_aic(attn_out__ssa_v0, wo__ssa_v0, n0__idx_v0, hidden_states__ssa_v0, resid__iter_v1, __gm_pipe_buffer)
        self.gemm_eltwise_tile_aiv(attn_out__ssa_v0, wo__ssa_v0, n0__idx_v0, hidden_states__ssa_v0, resid__iter_v1, __gm_pipe_buffer)
        return resid__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def gemm_eltwise(self, attn_out__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], hidden_states__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)], wo__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], resid__ssa_v0: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[16, 8192], pl.FP32]:
        for n0__idx_v0, (resid__iter_v1,) in pl.parallel(0, 8192, 64, init_values=(resid__ssa_v0,)):
            gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
            resid__ssa_v3: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)] = self.gemm_eltwise_tile(attn_out__ssa_v0, wo__ssa_v0, n0__idx_v0, hidden_states__ssa_v0, resid__iter_v1, gm_pipe_buffer_0)
            resid__rv_v2: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)] = pl.yield_(resid__ssa_v3)
        return resid__rv_v2