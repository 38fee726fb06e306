# pypto.program: _jit_l3_allreduce
import pypto.language as pl

@pl.program
class _jit_l3_allreduce:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def reduce_step(inp__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], out__ssa_v0: pl.Out[pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]], data__ssa_v0: pl.InOut[pld.DistributedTensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], my_rank__ssa_v0: pl.Scalar[pl.INT32]) -> pl.Tensor[[1, 256], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        local__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(inp__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        data_v1__ssa_v0: pld.DistributedTensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(local__ssa_v0, [0, 0], data__ssa_v0)
        for peer__idx_v0 in pl.range(2):
            if peer__idx_v0 != pl.cast(my_rank__ssa_v0, pl.INDEX):
                pld.system.notify(signal__ssa_v0, peer__idx_v0, [my_rank__ssa_v0, 0], pl.const(1, pl.INT32), op=0)
        for src__idx_v0 in pl.range(2):
            if src__idx_v0 != pl.cast(my_rank__ssa_v0, pl.INDEX):
                pld.system.wait(signal__ssa_v0, [src__idx_v0, 0], pl.const(1, pl.INT32), cmp=1)
        acc__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(data_v1__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        for peer__idx_v0_1, (acc__iter_v1,) in pl.range(2, init_values=(acc__ssa_v0,)):
            if peer__idx_v0_1 != pl.cast(my_rank__ssa_v0, pl.INDEX):
                recv__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pld.tile.remote_load(data_v1__ssa_v0, peer__idx_v0_1, [0, 0], [1, 256])
                acc__ssa_v3: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.add(acc__iter_v1, recv__ssa_v0)
                acc__phi_v4: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(acc__ssa_v3)
            else:
                acc__phi_v4: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(acc__iter_v1)
            acc__rv_v2: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.yield_(acc__phi_v4)
        t__tmp_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(acc__rv_v2, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def allreduce(self, inp__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], out__ssa_v0: pl.Out[pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]], data__ssa_v0: pl.InOut[pld.DistributedTensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)]], my_rank__ssa_v0: pl.Scalar[pl.INT32]):
        t__tmp_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = self.reduce_step(inp__ssa_v0, out__ssa_v0, data__ssa_v0, signal__ssa_v0, my_rank__ssa_v0)
        # Per-device orchestration wrapper around ``reduce_step``.
        return t__tmp_v0
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def l3_allreduce(self, inputs__ssa_v0: pl.Tensor[[2, 1, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], outputs__ssa_v0: pl.Out[pl.Tensor[[2, 1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[2, 1, 256], pl.FP32]:
        data_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(1024, pl.INT64))
        signal_buf__ssa_v0: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(8, pl.INT64))
        t__tmp_v0: pl.Scalar[pl.INT64] = pld.system.world_size()
        for r__idx_v0 in pl.range(t__tmp_v0):
            data__ssa_v0: pld.DistributedTensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pld.tensor.window(data_buf__ssa_v0, [1, 256], dtype=pl.FP32)
            signal__ssa_v0: pld.DistributedTensor[[2, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8)] = pld.tensor.window(signal_buf__ssa_v0, [2, 1], dtype=pl.INT32)
            t__tmp_v1: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_0", r__idx_v0 * 256 * 4, 1024)] = pl.tensor.slice(inputs__ssa_v0, [1, 1, 256], [r__idx_v0, 0, 0], [], [0])
            t__tmp_v2: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", r__idx_v0 * 256 * 4, 1024)] = pl.tensor.slice(outputs__ssa_v0, [1, 1, 256], [r__idx_v0, 0, 0], [], [0])
            self.allreduce(t__tmp_v1, t__tmp_v2, data__ssa_v0, signal__ssa_v0, r__idx_v0, device=r__idx_v0)