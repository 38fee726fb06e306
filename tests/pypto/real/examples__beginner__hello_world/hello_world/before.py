# pypto.program: _jit_hello_world
import pypto.language as pl

@pl.program
class _jit_hello_world:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def add_scalar(x__ssa_v0: pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2097152)], r__idx_v0: pl.Scalar[pl.INDEX], c__idx_v0: pl.Scalar[pl.INDEX], a__ssa_v0: pl.Scalar[pl.FP32], y__iter_v3: pl.Out[pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)]]) -> pl.Tensor[[1024, 512], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 131072)
        tile_x__tile: pl.Tile[[128, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0, c__idx_v0], [128, 256], [128, 256], target_memory=pl.Mem.Vec)
        t__tile: pl.Tile[[128, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 131072), pl.Mem.Vec] = pl.tile.adds(tile_x__tile, a__ssa_v0)
        y__tile: pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)] = pl.tile.store(t__tile, [r__idx_v0, c__idx_v0], y__iter_v3)
        return y__iter_v3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def hello_world(self, x__ssa_v0: pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2097152)], a__ssa_v0: pl.Scalar[pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2097152)]]) -> pl.Tensor[[1024, 512], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.parallel(0, 1024, 128, init_values=(y__ssa_v0,)):
            for c__idx_v0, (y__iter_v3,) in pl.range(0, 512, 256, init_values=(y__iter_v1,)):
                y__ssa_v5: pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2097152)] = self.add_scalar(x__ssa_v0, r__idx_v0, c__idx_v0, a__ssa_v0, y__iter_v3)
                y__rv_v4: pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2097152)] = pl.yield_(y__ssa_v5)
            y__rv_v2: pl.Tensor[[1024, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2097152)] = pl.yield_(y__rv_v4)
        return y__rv_v2