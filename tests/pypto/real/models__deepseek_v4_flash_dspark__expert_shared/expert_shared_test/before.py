# pypto.program: _jit_expert_shared_test
import pypto.language as pl

@pl.program
class _jit_expert_shared_test:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def sh_gate_mm(x_local_i8__ssa_v0: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX], shared_w1__ssa_v0: pl.Tensor[[2048, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], gate_i32_inline35__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[16, 2048], pl.INT32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        nb_idx_inline27__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        n0_inline32__ssa_v0: pl.Scalar[pl.INDEX] = nb_idx_inline27__ssa_v0 * 256
        gate_acc_inline26__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        for k0_inline37__idx_v0, (gate_acc_inline26__iter_v1,) in pl.range(0, 4096, 1024, init_values=(gate_acc_inline26__tile,)):
            xs_k_inline29__tile: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(x_local_i8__ssa_v0, [ts0_inline39__ssa_v0, k0_inline37__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
            sw1_k_inline24__tile: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(shared_w1__ssa_v0, [n0_inline32__ssa_v0, k0_inline37__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
            xs_k_inline29__tile_1: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_6, pl.const(139264, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(x_local_i8__ssa_v0, [ts0_inline39__ssa_v0, k0_inline37__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
            sw1_k_inline24__tile_1: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(shared_w1__ssa_v0, [n0_inline32__ssa_v0, k0_inline37__idx_v0 + 512], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
            if k0_inline37__idx_v0 == 0:
                sw1_k_inline24__tile_t: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw1_k_inline24__tile)
                gate_acc_inline26__tile_l0_init: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                for gate_acc_inline26__tile_l0_ko, (gate_acc_inline26__tile_l0_c,) in pl.range(0, 512, 256, init_values=(gate_acc_inline26__tile_l0_init,)):
                    gate_acc_inline26__tile_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_9, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, gate_acc_inline26__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t, gate_acc_inline26__tile_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                    gate_acc_inline26__tile_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, gate_acc_inline26__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t, gate_acc_inline26__tile_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    if gate_acc_inline26__tile_l0_ko == 0:
                        gate_acc_inline26__tile_l0_c_first: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline26__tile_l0_a, gate_acc_inline26__tile_l0_b)
                        gate_acc_inline26__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_first)
                    else:
                        gate_acc_inline26__tile_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c, gate_acc_inline26__tile_l0_a, gate_acc_inline26__tile_l0_b)
                        gate_acc_inline26__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_acc)
                    if gate_acc_inline26__tile_l0_ko + 128 == 0:
                        gate_acc_inline26__tile_l0_c_first_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline26__tile_l0_a_1, gate_acc_inline26__tile_l0_b_1)
                        gate_acc_inline26__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_first_1)
                    else:
                        gate_acc_inline26__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c_phi, gate_acc_inline26__tile_l0_a_1, gate_acc_inline26__tile_l0_b_1)
                        gate_acc_inline26__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_acc_1)
                    gate_acc_inline26__tile_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_phi_1)
                gate_acc_inline26__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_1)
            else:
                sw1_k_inline24__tile_t_1: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw1_k_inline24__tile)
                for gate_acc_inline26__tile_l0_ko_1, (gate_acc_inline26__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(gate_acc_inline26__iter_v1,)):
                    gate_acc_inline26__tile_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_9, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, gate_acc_inline26__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t_1, gate_acc_inline26__tile_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                    gate_acc_inline26__tile_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, gate_acc_inline26__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t_1, gate_acc_inline26__tile_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    gate_acc_inline26__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c_1, gate_acc_inline26__tile_l0_a_2, gate_acc_inline26__tile_l0_b_2)
                    gate_acc_inline26__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c_acc_2, gate_acc_inline26__tile_l0_a_3, gate_acc_inline26__tile_l0_b_3)
                    gate_acc_inline26__tile_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_acc_3)
                gate_acc_inline26__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_2)
            if k0_inline37__idx_v0 + 512 == 0:
                sw1_k_inline24__tile_t_2: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw1_k_inline24__tile_1)
                gate_acc_inline26__tile_l0_init_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                for gate_acc_inline26__tile_l0_ko_2, (gate_acc_inline26__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(gate_acc_inline26__tile_l0_init_1,)):
                    gate_acc_inline26__tile_l0_a_4: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, gate_acc_inline26__tile_l0_ko_2, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b_4: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t_2, gate_acc_inline26__tile_l0_ko_2, 0, [128, 256], target_memory=pl.Mem.Right)
                    gate_acc_inline26__tile_l0_a_5: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, gate_acc_inline26__tile_l0_ko_2 + 128, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b_5: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t_2, gate_acc_inline26__tile_l0_ko_2 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    if gate_acc_inline26__tile_l0_ko_2 == 0:
                        gate_acc_inline26__tile_l0_c_first_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline26__tile_l0_a_4, gate_acc_inline26__tile_l0_b_4)
                        gate_acc_inline26__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_first_2)
                    else:
                        gate_acc_inline26__tile_l0_c_acc_4: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c_2, gate_acc_inline26__tile_l0_a_4, gate_acc_inline26__tile_l0_b_4)
                        gate_acc_inline26__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_acc_4)
                    if gate_acc_inline26__tile_l0_ko_2 + 128 == 0:
                        gate_acc_inline26__tile_l0_c_first_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline26__tile_l0_a_5, gate_acc_inline26__tile_l0_b_5)
                        gate_acc_inline26__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_first_3)
                    else:
                        gate_acc_inline26__tile_l0_c_acc_5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c_phi_2, gate_acc_inline26__tile_l0_a_5, gate_acc_inline26__tile_l0_b_5)
                        gate_acc_inline26__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_acc_5)
                    gate_acc_inline26__tile_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_phi_3)
                gate_acc_inline26__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_3)
            else:
                sw1_k_inline24__tile_t_3: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw1_k_inline24__tile_1)
                for gate_acc_inline26__tile_l0_ko_3, (gate_acc_inline26__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(gate_acc_inline26__phi_v5,)):
                    gate_acc_inline26__tile_l0_a_6: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, gate_acc_inline26__tile_l0_ko_3, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b_6: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t_3, gate_acc_inline26__tile_l0_ko_3, 0, [128, 256], target_memory=pl.Mem.Right)
                    gate_acc_inline26__tile_l0_a_7: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, gate_acc_inline26__tile_l0_ko_3 + 128, [16, 128], target_memory=pl.Mem.Left)
                    gate_acc_inline26__tile_l0_b_7: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw1_k_inline24__tile_t_3, gate_acc_inline26__tile_l0_ko_3 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    gate_acc_inline26__tile_l0_c_acc_6: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c_3, gate_acc_inline26__tile_l0_a_6, gate_acc_inline26__tile_l0_b_6)
                    gate_acc_inline26__tile_l0_c_acc_7: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline26__tile_l0_c_acc_6, gate_acc_inline26__tile_l0_a_7, gate_acc_inline26__tile_l0_b_7)
                    gate_acc_inline26__tile_4: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_l0_c_acc_7)
                gate_acc_inline26__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__tile_4)
            gate_acc_inline26__rv_v2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline26__phi_v5_1)
        gate_i32_inline35__tile: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(gate_acc_inline26__rv_v2, [0, n0_inline32__ssa_v0], gate_i32_inline35__ssa_v0)
        return gate_i32_inline35__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def sh_gate_mm_spmd(self, x_local_i8__ssa_v0: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX], shared_w1__ssa_v0: pl.Tensor[[2048, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], gate_i32_inline35__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[16, 2048], pl.INT32]:
        gate_i32_inline35__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = self.sh_gate_mm(x_local_i8__ssa_v0, ts0_inline39__ssa_v0, shared_w1__ssa_v0, gate_i32_inline35__ssa_v0)
        return gate_i32_inline35__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sh_gate_up_act_q(x_local_scale_dq__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX], h_tile_fp32_inline40__ssa_v0: pl.InOut[pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]], n0_inline32__ssa_v1: pl.Scalar[pl.INDEX], gate_i32_inline35__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], up_i32_inline34__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], shared_w1_scale__ssa_v0: pl.Tensor[[2048], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)], shared_w3_scale__ssa_v0: pl.Tensor[[2048], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)], h_tile_scale_dq_inline42__ssa_v0: pl.Out[pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 512)]], h_tile_i8_inline41__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 32768)]]) -> tuple[pl.Tensor[[16, 8], pl.FP32], pl.Tensor[[16, 2048], pl.INT8]]:
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_23: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_26: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_40: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        row_block_inline46__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        row0_inline49__ssa_v0: pl.Scalar[pl.INDEX] = row_block_inline46__ssa_v0 * 2
        x_scale_inline22__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(163840, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1])] = pl.tile.load(x_local_scale_dq__ssa_v0, [ts0_inline39__ssa_v0 + row0_inline49__ssa_v0, 0], [8, 1], [2, 1], target_memory=pl.Mem.Vec)
        row_amax_inline43__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_9, pl.const(163872, pl.INT64), 32), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=0.0001)
        for part_inline53__idx_v0, (h_tile_fp32_inline40__iter_v1, n0_inline32__iter_v2, row_amax_inline43__iter_v1) in pl.range(2, init_values=(h_tile_fp32_inline40__ssa_v0, n0_inline32__ssa_v1, row_amax_inline43__tile)):
            n0_inline32__ssa_v4: pl.Scalar[pl.INDEX] = part_inline53__idx_v0 * 1024
            gate_rows_i32_inline45__tile: pl.Tile[[8, 1024], pl.INT32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.load(gate_i32_inline35__ssa_v1, [row0_inline49__ssa_v0, n0_inline32__ssa_v4], [8, 1024], [2, 1024], target_memory=pl.Mem.Vec)
            up_rows_i32_inline21__tile: pl.Tile[[8, 1024], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.load(up_i32_inline34__ssa_v1, [row0_inline49__ssa_v0, n0_inline32__ssa_v4], [8, 1024], [2, 1024], target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[1024], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(shared_w1_scale__ssa_v0, [n0_inline32__ssa_v4], [1024], [1024], target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[1024], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(shared_w3_scale__ssa_v0, [n0_inline32__ssa_v4], [1024], [1024], target_memory=pl.Mem.Vec)
            w1_scale_inline55__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = t__tile
            w3_scale_inline51__tile: pl.Tile[[1, 1024], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 4096), pl.Mem.Vec] = t__tile_1
            gate_fp32_inline56__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.cast(gate_rows_i32_inline45__tile, target_type=pl.FP32, mode='none')
            up_fp32_inline57__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.cast(up_rows_i32_inline21__tile, target_type=pl.FP32, mode='none')
            t__tile_2: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.row_expand_mul(gate_fp32_inline56__tile, x_scale_inline22__tile)
            gate_fp32_v1_inline33__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.col_expand_mul(t__tile_2, w1_scale_inline55__tile)
            t__tile_3: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.row_expand_mul(up_fp32_inline57__tile, x_scale_inline22__tile)
            up_fp32_v1_inline18__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.col_expand_mul(t__tile_3, w3_scale_inline51__tile)
            gate_fp32_v1_inline33__tile_1: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.minimums(gate_fp32_v1_inline33__tile, 10.0)
            t__tile_4: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.minimums(up_fp32_v1_inline18__tile, 10.0)
            up_fp32_v1_inline18__tile_1: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.maximums(t__tile_4, -10.0)
            t__tile_5: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.neg(gate_fp32_v1_inline33__tile_1)
            t__tile_6: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.exp(t__tile_5)
            t__tile_7: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.adds(t__tile_6, 1.0)
            sigmoid_inline17__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.recip(t__tile_7)
            t__tile_8: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.mul(gate_fp32_v1_inline33__tile_1, sigmoid_inline17__tile)
            gated_inline19__tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.mul(t__tile_8, up_fp32_v1_inline18__tile_1)
            t__tile_9: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1024])] = pl.tile.abs(gated_inline19__tile)
            tmp_tile: pl.Tile[[8, 1024], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([8, 1024], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_10: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(valid_shape=[2, 1])] = pl.tile.row_max(t__tile_9, tmp_tile)
            chunk_amax_inline16__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_26, pl.const(65536, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, 2])] = pl.tile.reshape(t__tile_10, [1, 8])
            row_amax_inline43__tile_1: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_9, pl.const(163872, pl.INT64), 32), pl.Mem.Vec] = pl.tile.maximum(row_amax_inline43__iter_v1, chunk_amax_inline16__tile)
            t__tile_11: pl.Tile[[2, 1024], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.slice(gated_inline19__tile, [2, 1024], [0, 0])
            h_tile_fp32_inline40__tile: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile_11, [row0_inline49__ssa_v0, n0_inline32__ssa_v4], h_tile_fp32_inline40__iter_v1)
            h_tile_fp32_inline40__rv_v2, n0_inline32__rv_v3, row_amax_inline43__rv_v2 = pl.yield_(h_tile_fp32_inline40__tile, n0_inline32__ssa_v4, row_amax_inline43__tile_1)
        t__tile_12: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.full([1, 8], dtype=pl.FP32, value=127.0)
        row_scale_q_inline13__tile: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.div(t__tile_12, row_amax_inline43__rv_v2)
        row_scale_q_col_inline12__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(row_scale_q_inline13__tile, [8, 1])
        t__tile_13: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.recip(row_scale_q_inline13__tile)
        row_scale_dq_col_inline15__tile: pl.Tile[[8, 1], pl.FP32, pl.MemRef(mem_vec_23, pl.const(32768, pl.INT64), 32), pl.Mem.Vec] = pl.tile.reshape(t__tile_13, [8, 1])
        t__tile_14: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.full([8, 8], dtype=pl.FP32, value=0.0)
        row_scale_dq_inline38__tile: pl.Tile[[8, 8], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.row_expand(t__tile_14, row_scale_dq_col_inline15__tile)
        t__tile_15: pl.Tile[[2, 8], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 64), pl.Mem.Vec] = pl.tile.slice(row_scale_dq_inline38__tile, [2, 8], [0, 0])
        h_tile_scale_dq_inline42__tile: pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 512)] = pl.tile.store(t__tile_15, [row0_inline49__ssa_v0, 0], h_tile_scale_dq_inline42__ssa_v0)
        for q_idx_inline36__idx_v0, (h_tile_i8_inline41__iter_v1,) in pl.range(1, init_values=(h_tile_i8_inline41__ssa_v0,)):
            k0_inline47__ssa_v1: pl.Scalar[pl.INDEX] = 0
            h_fp32_inline11__tile: pl.Tile[[8, 2048], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 2048])] = pl.tile.load(h_tile_fp32_inline40__rv_v2, [row0_inline49__ssa_v0, k0_inline47__ssa_v1], [8, 2048], [2, 2048], target_memory=pl.Mem.Vec)
            h_scaled_inline10__tile: pl.Tile[[8, 2048], pl.FP32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 2048])] = pl.tile.row_expand_mul(h_fp32_inline11__tile, row_scale_q_col_inline12__tile)
            h_i32_inline9__tile: pl.Tile[[8, 2048], pl.INT32, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 2048])] = pl.tile.cast(h_scaled_inline10__tile, target_type=pl.INT32, mode='rint')
            h_fp16_inline31__tile: pl.Tile[[8, 2048], pl.FP16, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 2048])] = pl.tile.cast(h_i32_inline9__tile, target_type=pl.FP16, mode='round')
            t__tile_16: pl.Tile[[8, 2048], pl.INT8, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 65536), pl.Mem.Vec, pl.TileView(valid_shape=[2, 2048])] = pl.tile.cast(h_fp16_inline31__tile, target_type=pl.INT8, mode='trunc')
            t__tile_17: pl.Tile[[2, 2048], pl.INT8, pl.MemRef(mem_vec_40, pl.const(98304, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(t__tile_16, [2, 2048], [0, 0])
            h_tile_i8_inline41__tile: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_17, [row0_inline49__ssa_v0, k0_inline47__ssa_v1], h_tile_i8_inline41__iter_v1)
            h_tile_i8_inline41__rv_v2: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_45", pl.const(0, pl.INT64), 32768)] = pl.yield_(h_tile_i8_inline41__tile)
        return h_tile_scale_dq_inline42__ssa_v0, h_tile_i8_inline41__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def sh_gate_up_act_q_spmd(self, x_local_scale_dq__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX], h_tile_fp32_inline40__ssa_v0: pl.InOut[pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)]], n0_inline32__ssa_v1: pl.Scalar[pl.INDEX], gate_i32_inline35__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], up_i32_inline34__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], shared_w1_scale__ssa_v0: pl.Tensor[[2048], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)], shared_w3_scale__ssa_v0: pl.Tensor[[2048], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)], h_tile_scale_dq_inline42__ssa_v0: pl.Out[pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 512)]], h_tile_i8_inline41__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 32768)]]) -> tuple[pl.Tensor[[16, 8], pl.FP32], pl.Tensor[[16, 2048], pl.INT8]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 8], pl.FP32], pl.Tensor[[16, 2048], pl.INT8]] = self.sh_gate_up_act_q(x_local_scale_dq__ssa_v0, ts0_inline39__ssa_v0, h_tile_fp32_inline40__ssa_v0, n0_inline32__ssa_v1, gate_i32_inline35__ssa_v1, up_i32_inline34__ssa_v1, shared_w1_scale__ssa_v0, shared_w3_scale__ssa_v0, h_tile_scale_dq_inline42__ssa_v0, h_tile_i8_inline41__ssa_v0)
        h_tile_scale_dq_inline42__ssa_v1: pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 512)] = ret__tmp_v0[0]
        h_tile_i8_inline41__rv_v2: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0[1]
        return h_tile_scale_dq_inline42__ssa_v0, h_tile_i8_inline41__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def sh_up_mm(x_local_i8__ssa_v0: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX], shared_w3__ssa_v0: pl.Tensor[[2048, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], up_i32_inline34__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 2048], pl.INT32]]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        nb_idx_inline52__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        n0_inline32__ssa_v1: pl.Scalar[pl.INDEX] = nb_idx_inline52__ssa_v0 * 256
        up_acc_inline20__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        for k0_inline47__idx_v0, (up_acc_inline20__iter_v1,) in pl.range(0, 4096, 1024, init_values=(up_acc_inline20__tile,)):
            xs_k_inline29__tile: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(x_local_i8__ssa_v0, [ts0_inline39__ssa_v0, k0_inline47__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
            sw3_k_inline30__tile: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(shared_w3__ssa_v0, [n0_inline32__ssa_v1, k0_inline47__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
            xs_k_inline29__tile_1: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_6, pl.const(139264, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(x_local_i8__ssa_v0, [ts0_inline39__ssa_v0, k0_inline47__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
            sw3_k_inline30__tile_1: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(shared_w3__ssa_v0, [n0_inline32__ssa_v1, k0_inline47__idx_v0 + 512], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
            if k0_inline47__idx_v0 == 0:
                sw3_k_inline30__tile_t: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw3_k_inline30__tile)
                up_acc_inline20__tile_l0_init: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                for up_acc_inline20__tile_l0_ko, (up_acc_inline20__tile_l0_c,) in pl.range(0, 512, 256, init_values=(up_acc_inline20__tile_l0_init,)):
                    up_acc_inline20__tile_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_9, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, up_acc_inline20__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t, up_acc_inline20__tile_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                    up_acc_inline20__tile_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, up_acc_inline20__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t, up_acc_inline20__tile_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    if up_acc_inline20__tile_l0_ko == 0:
                        up_acc_inline20__tile_l0_c_first: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline20__tile_l0_a, up_acc_inline20__tile_l0_b)
                        up_acc_inline20__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_first)
                    else:
                        up_acc_inline20__tile_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c, up_acc_inline20__tile_l0_a, up_acc_inline20__tile_l0_b)
                        up_acc_inline20__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_acc)
                    if up_acc_inline20__tile_l0_ko + 128 == 0:
                        up_acc_inline20__tile_l0_c_first_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline20__tile_l0_a_1, up_acc_inline20__tile_l0_b_1)
                        up_acc_inline20__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_first_1)
                    else:
                        up_acc_inline20__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c_phi, up_acc_inline20__tile_l0_a_1, up_acc_inline20__tile_l0_b_1)
                        up_acc_inline20__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_acc_1)
                    up_acc_inline20__tile_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_phi_1)
                up_acc_inline20__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_1)
            else:
                sw3_k_inline30__tile_t_1: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw3_k_inline30__tile)
                for up_acc_inline20__tile_l0_ko_1, (up_acc_inline20__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(up_acc_inline20__iter_v1,)):
                    up_acc_inline20__tile_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_9, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, up_acc_inline20__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t_1, up_acc_inline20__tile_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                    up_acc_inline20__tile_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile, 0, up_acc_inline20__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t_1, up_acc_inline20__tile_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    up_acc_inline20__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c_1, up_acc_inline20__tile_l0_a_2, up_acc_inline20__tile_l0_b_2)
                    up_acc_inline20__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c_acc_2, up_acc_inline20__tile_l0_a_3, up_acc_inline20__tile_l0_b_3)
                    up_acc_inline20__tile_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_acc_3)
                up_acc_inline20__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_2)
            if k0_inline47__idx_v0 + 512 == 0:
                sw3_k_inline30__tile_t_2: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw3_k_inline30__tile_1)
                up_acc_inline20__tile_l0_init_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                for up_acc_inline20__tile_l0_ko_2, (up_acc_inline20__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(up_acc_inline20__tile_l0_init_1,)):
                    up_acc_inline20__tile_l0_a_4: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, up_acc_inline20__tile_l0_ko_2, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b_4: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t_2, up_acc_inline20__tile_l0_ko_2, 0, [128, 256], target_memory=pl.Mem.Right)
                    up_acc_inline20__tile_l0_a_5: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, up_acc_inline20__tile_l0_ko_2 + 128, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b_5: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t_2, up_acc_inline20__tile_l0_ko_2 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    if up_acc_inline20__tile_l0_ko_2 == 0:
                        up_acc_inline20__tile_l0_c_first_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline20__tile_l0_a_4, up_acc_inline20__tile_l0_b_4)
                        up_acc_inline20__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_first_2)
                    else:
                        up_acc_inline20__tile_l0_c_acc_4: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c_2, up_acc_inline20__tile_l0_a_4, up_acc_inline20__tile_l0_b_4)
                        up_acc_inline20__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_acc_4)
                    if up_acc_inline20__tile_l0_ko_2 + 128 == 0:
                        up_acc_inline20__tile_l0_c_first_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline20__tile_l0_a_5, up_acc_inline20__tile_l0_b_5)
                        up_acc_inline20__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_first_3)
                    else:
                        up_acc_inline20__tile_l0_c_acc_5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c_phi_2, up_acc_inline20__tile_l0_a_5, up_acc_inline20__tile_l0_b_5)
                        up_acc_inline20__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_acc_5)
                    up_acc_inline20__tile_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_phi_3)
                up_acc_inline20__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_3)
            else:
                sw3_k_inline30__tile_t_3: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw3_k_inline30__tile_1)
                for up_acc_inline20__tile_l0_ko_3, (up_acc_inline20__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(up_acc_inline20__phi_v5,)):
                    up_acc_inline20__tile_l0_a_6: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, up_acc_inline20__tile_l0_ko_3, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b_6: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t_3, up_acc_inline20__tile_l0_ko_3, 0, [128, 256], target_memory=pl.Mem.Right)
                    up_acc_inline20__tile_l0_a_7: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs_k_inline29__tile_1, 0, up_acc_inline20__tile_l0_ko_3 + 128, [16, 128], target_memory=pl.Mem.Left)
                    up_acc_inline20__tile_l0_b_7: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw3_k_inline30__tile_t_3, up_acc_inline20__tile_l0_ko_3 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    up_acc_inline20__tile_l0_c_acc_6: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c_3, up_acc_inline20__tile_l0_a_6, up_acc_inline20__tile_l0_b_6)
                    up_acc_inline20__tile_l0_c_acc_7: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline20__tile_l0_c_acc_6, up_acc_inline20__tile_l0_a_7, up_acc_inline20__tile_l0_b_7)
                    up_acc_inline20__tile_4: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_l0_c_acc_7)
                up_acc_inline20__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__tile_4)
            up_acc_inline20__rv_v2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline20__phi_v5_1)
        up_i32_inline34__tile: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(up_acc_inline20__rv_v2, [0, n0_inline32__ssa_v1], up_i32_inline34__ssa_v0)
        return n0_inline32__ssa_v1, up_i32_inline34__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def sh_up_mm_spmd(self, x_local_i8__ssa_v0: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX], shared_w3__ssa_v0: pl.Tensor[[2048, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], up_i32_inline34__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 2048], pl.INT32]]:
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 2048], pl.INT32]] = self.sh_up_mm(x_local_i8__ssa_v0, ts0_inline39__ssa_v0, shared_w3__ssa_v0, up_i32_inline34__ssa_v0)
        n0_inline32__ssa_v1: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        up_i32_inline34__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[1]
        return n0_inline32__ssa_v1, up_i32_inline34__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sh_w2_act(h_tile_scale_dq_inline42__ssa_v1: pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], d0_inline44__ssa_v0: pl.Scalar[pl.INDEX], sh__iter_v1: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)]], y_i32_inline8__ssa_v1: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)], shared_w2_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[128, 4096], pl.BF16]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        db_idx_inline4__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        d_base_inline3__ssa_v0: pl.Scalar[pl.INDEX] = db_idx_inline4__ssa_v0 * 4096
        t__tile: pl.Tile[[16, 8], pl.FP32, pl.MemRef(mem_vec_9, pl.const(36928, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(h_tile_scale_dq_inline42__ssa_v1, [0, 0], [16, 8], [16, 8], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(2112, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        h_scale_inline2__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(2048, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__tile, tmp_tile)
        for dg_inline1__idx_v0, (d0_inline44__iter_v1, sh__iter_v3) in pl.range(0, 8, 2, init_values=(d0_inline44__ssa_v0, sh__iter_v1)):
            d0_inline44__ssa_v3: pl.Scalar[pl.INDEX] = d_base_inline3__ssa_v0 + dg_inline1__idx_v0 * 512
            d0_inline44__ssa_v3_1: pl.Scalar[pl.INDEX] = d_base_inline3__ssa_v0 + (dg_inline1__idx_v0 + 1) * 512
            y_2d_i32_inline54__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_7, pl.const(2112, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(y_i32_inline8__ssa_v1, [0, d0_inline44__ssa_v3], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(shared_w2_scale__ssa_v0, [d0_inline44__ssa_v3], [512], [512], target_memory=pl.Mem.Vec)
            y_2d_i32_inline54__tile_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_9, pl.const(36928, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(y_i32_inline8__ssa_v1, [0, d0_inline44__ssa_v3_1], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            t__tile_2: pl.Tile[[512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(shared_w2_scale__ssa_v0, [d0_inline44__ssa_v3_1], [512], [512], target_memory=pl.Mem.Vec)
            w2_scale_chunk_inline25__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 2048), pl.Mem.Vec] = t__tile_1
            y_2d_inline28__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(2112, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_i32_inline54__tile, target_type=pl.FP32, mode='none')
            t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(2112, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(y_2d_inline28__tile, h_scale_inline2__tile)
            y_2d_v1_inline0__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_7, pl.const(2112, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_3, w2_scale_chunk_inline25__tile)
            y_bf16_inline23__tile: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_7, pl.const(2112, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_v1_inline0__tile, target_type=pl.BF16, mode='rint')
            t__tile_4: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_7, pl.const(2112, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.slice(y_bf16_inline23__tile, [16, 512], [0, 0])
            sh__tile: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(t__tile_4, [ts0_inline39__ssa_v0, d0_inline44__ssa_v3], sh__iter_v3)
            w2_scale_chunk_inline25__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = t__tile_2
            y_2d_inline28__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(36928, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_i32_inline54__tile_1, target_type=pl.FP32, mode='none')
            t__tile_5: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(36928, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(y_2d_inline28__tile_1, h_scale_inline2__tile)
            y_2d_v1_inline0__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(36928, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_5, w2_scale_chunk_inline25__tile_1)
            y_bf16_inline23__tile_1: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_9, pl.const(36928, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_v1_inline0__tile_1, target_type=pl.BF16, mode='rint')
            t__tile_6: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_9, pl.const(36928, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.slice(y_bf16_inline23__tile_1, [16, 512], [0, 0])
            sh__tile_1: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)] = pl.tile.store(t__tile_6, [ts0_inline39__ssa_v0, d0_inline44__ssa_v3_1], sh__tile)
            d0_inline44__rv_v2, sh__rv_v4 = pl.yield_(d0_inline44__ssa_v3_1, sh__tile_1)
        return sh__iter_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def sh_w2_act_spmd(self, h_tile_scale_dq_inline42__ssa_v1: pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], d0_inline44__ssa_v0: pl.Scalar[pl.INDEX], sh__iter_v1: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1048576)]], y_i32_inline8__ssa_v1: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)], shared_w2_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)], ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[128, 4096], pl.BF16]:
        sh__rv_v4: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1048576)] = self.sh_w2_act(h_tile_scale_dq_inline42__ssa_v1, d0_inline44__ssa_v0, sh__iter_v1, y_i32_inline8__ssa_v1, shared_w2_scale__ssa_v0, ts0_inline39__ssa_v0)
        return sh__iter_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def sh_w2_mm(h_tile_i8_inline41__rv_v2: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], shared_w2__ssa_v0: pl.Tensor[[4096, 2048], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], y_i32_inline8__ssa_v0: pl.Out[pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 4096], pl.INT32]]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        db_idx_inline6__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        d0_inline44__ssa_v0: pl.Scalar[pl.INDEX] = db_idx_inline6__ssa_v0 * 256
        y_acc_inline14__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        for k0_inline5__idx_v0, (y_acc_inline14__iter_v1,) in pl.range(0, 2048, 1024, init_values=(y_acc_inline14__tile,)):
            hs_k_inline7__tile: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(h_tile_i8_inline41__rv_v2, [0, k0_inline5__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
            sw2_k_inline50__tile: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(shared_w2__ssa_v0, [d0_inline44__ssa_v0, k0_inline5__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
            hs_k_inline7__tile_1: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_6, pl.const(139264, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(h_tile_i8_inline41__rv_v2, [0, k0_inline5__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
            sw2_k_inline50__tile_1: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(shared_w2__ssa_v0, [d0_inline44__ssa_v0, k0_inline5__idx_v0 + 512], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
            if k0_inline5__idx_v0 == 0:
                sw2_k_inline50__tile_t: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw2_k_inline50__tile)
                y_acc_inline14__tile_l0_init: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                for y_acc_inline14__tile_l0_ko, (y_acc_inline14__tile_l0_c,) in pl.range(0, 512, 256, init_values=(y_acc_inline14__tile_l0_init,)):
                    y_acc_inline14__tile_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_9, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile, 0, y_acc_inline14__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t, y_acc_inline14__tile_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                    y_acc_inline14__tile_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile, 0, y_acc_inline14__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t, y_acc_inline14__tile_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    if y_acc_inline14__tile_l0_ko == 0:
                        y_acc_inline14__tile_l0_c_first: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline14__tile_l0_a, y_acc_inline14__tile_l0_b)
                        y_acc_inline14__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_first)
                    else:
                        y_acc_inline14__tile_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c, y_acc_inline14__tile_l0_a, y_acc_inline14__tile_l0_b)
                        y_acc_inline14__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_acc)
                    if y_acc_inline14__tile_l0_ko + 128 == 0:
                        y_acc_inline14__tile_l0_c_first_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline14__tile_l0_a_1, y_acc_inline14__tile_l0_b_1)
                        y_acc_inline14__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_first_1)
                    else:
                        y_acc_inline14__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c_phi, y_acc_inline14__tile_l0_a_1, y_acc_inline14__tile_l0_b_1)
                        y_acc_inline14__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_acc_1)
                    y_acc_inline14__tile_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_phi_1)
                y_acc_inline14__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_1)
            else:
                sw2_k_inline50__tile_t_1: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw2_k_inline50__tile)
                for y_acc_inline14__tile_l0_ko_1, (y_acc_inline14__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(y_acc_inline14__iter_v1,)):
                    y_acc_inline14__tile_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_9, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile, 0, y_acc_inline14__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t_1, y_acc_inline14__tile_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                    y_acc_inline14__tile_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile, 0, y_acc_inline14__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t_1, y_acc_inline14__tile_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    y_acc_inline14__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c_1, y_acc_inline14__tile_l0_a_2, y_acc_inline14__tile_l0_b_2)
                    y_acc_inline14__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c_acc_2, y_acc_inline14__tile_l0_a_3, y_acc_inline14__tile_l0_b_3)
                    y_acc_inline14__tile_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_acc_3)
                y_acc_inline14__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_2)
            if k0_inline5__idx_v0 + 512 == 0:
                sw2_k_inline50__tile_t_2: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw2_k_inline50__tile_1)
                y_acc_inline14__tile_l0_init_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                for y_acc_inline14__tile_l0_ko_2, (y_acc_inline14__tile_l0_c_2,) in pl.range(0, 512, 256, init_values=(y_acc_inline14__tile_l0_init_1,)):
                    y_acc_inline14__tile_l0_a_4: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile_1, 0, y_acc_inline14__tile_l0_ko_2, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b_4: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t_2, y_acc_inline14__tile_l0_ko_2, 0, [128, 256], target_memory=pl.Mem.Right)
                    y_acc_inline14__tile_l0_a_5: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile_1, 0, y_acc_inline14__tile_l0_ko_2 + 128, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b_5: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t_2, y_acc_inline14__tile_l0_ko_2 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    if y_acc_inline14__tile_l0_ko_2 == 0:
                        y_acc_inline14__tile_l0_c_first_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline14__tile_l0_a_4, y_acc_inline14__tile_l0_b_4)
                        y_acc_inline14__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_first_2)
                    else:
                        y_acc_inline14__tile_l0_c_acc_4: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c_2, y_acc_inline14__tile_l0_a_4, y_acc_inline14__tile_l0_b_4)
                        y_acc_inline14__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_acc_4)
                    if y_acc_inline14__tile_l0_ko_2 + 128 == 0:
                        y_acc_inline14__tile_l0_c_first_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline14__tile_l0_a_5, y_acc_inline14__tile_l0_b_5)
                        y_acc_inline14__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_first_3)
                    else:
                        y_acc_inline14__tile_l0_c_acc_5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c_phi_2, y_acc_inline14__tile_l0_a_5, y_acc_inline14__tile_l0_b_5)
                        y_acc_inline14__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_acc_5)
                    y_acc_inline14__tile_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_phi_3)
                y_acc_inline14__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_3)
            else:
                sw2_k_inline50__tile_t_3: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_7, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(sw2_k_inline50__tile_1)
                for y_acc_inline14__tile_l0_ko_3, (y_acc_inline14__tile_l0_c_3,) in pl.range(0, 512, 256, init_values=(y_acc_inline14__phi_v5,)):
                    y_acc_inline14__tile_l0_a_6: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile_1, 0, y_acc_inline14__tile_l0_ko_3, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b_6: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t_3, y_acc_inline14__tile_l0_ko_3, 0, [128, 256], target_memory=pl.Mem.Right)
                    y_acc_inline14__tile_l0_a_7: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(hs_k_inline7__tile_1, 0, y_acc_inline14__tile_l0_ko_3 + 128, [16, 128], target_memory=pl.Mem.Left)
                    y_acc_inline14__tile_l0_b_7: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(sw2_k_inline50__tile_t_3, y_acc_inline14__tile_l0_ko_3 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                    y_acc_inline14__tile_l0_c_acc_6: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c_3, y_acc_inline14__tile_l0_a_6, y_acc_inline14__tile_l0_b_6)
                    y_acc_inline14__tile_l0_c_acc_7: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline14__tile_l0_c_acc_6, y_acc_inline14__tile_l0_a_7, y_acc_inline14__tile_l0_b_7)
                    y_acc_inline14__tile_4: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_l0_c_acc_7)
                y_acc_inline14__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__tile_4)
            y_acc_inline14__rv_v2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline14__phi_v5_1)
        y_i32_inline8__tile: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = pl.tile.store(y_acc_inline14__rv_v2, [0, d0_inline44__ssa_v0], y_i32_inline8__ssa_v0)
        return d0_inline44__ssa_v0, y_i32_inline8__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def sh_w2_mm_spmd(self, h_tile_i8_inline41__rv_v2: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], shared_w2__ssa_v0: pl.Tensor[[4096, 2048], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8388608)], y_i32_inline8__ssa_v0: pl.Out[pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 4096], pl.INT32]]:
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 4096], pl.INT32]] = self.sh_w2_mm(h_tile_i8_inline41__rv_v2, shared_w2__ssa_v0, y_i32_inline8__ssa_v0)
        d0_inline44__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        y_i32_inline8__ssa_v1: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0[1]
        return d0_inline44__ssa_v0, y_i32_inline8__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def expert_shared_test(self, x_local_i8__ssa_v0: pl.Tensor[[128, 4096], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 524288)], x_local_scale_dq__ssa_v0: pl.Tensor[[128, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], shared_w1__ssa_v0: pl.Tensor[[2048, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8388608)], shared_w1_scale__ssa_v0: pl.Tensor[[2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)], shared_w3__ssa_v0: pl.Tensor[[2048, 4096], pl.INT8, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8388608)], shared_w3_scale__ssa_v0: pl.Tensor[[2048], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)], shared_w2__ssa_v0: pl.Tensor[[4096, 2048], pl.INT8, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8388608)], shared_w2_scale__ssa_v0: pl.Tensor[[4096], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 16384)], sh__ssa_v0: pl.Out[pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1048576)]]) -> pl.Tensor[[128, 4096], pl.BF16]:
        for mt_inline48__idx_v0, (sh__iter_v1,) in pl.parallel(8, init_values=(sh__ssa_v0,)):
            ts0_inline39__ssa_v0: pl.Scalar[pl.INDEX] = mt_inline48__idx_v0 * 16
            gate_i32_inline35__ssa_v0: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([16, 2048], dtype=pl.INT32, layout=pl.TensorLayout.ND)
            up_i32_inline34__ssa_v0: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([16, 2048], dtype=pl.INT32, layout=pl.TensorLayout.ND)
            ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 2048], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.sh_gate_mm_spmd, x_local_i8__ssa_v0, ts0_inline39__ssa_v0, shared_w1__ssa_v0, gate_i32_inline35__ssa_v0, core_num=8, allow_early_resolve=True)
            gate_i32_inline35__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0[0]
            tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
            ret__tmp_v0_1: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 2048], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.sh_up_mm_spmd, x_local_i8__ssa_v0, ts0_inline39__ssa_v0, shared_w3__ssa_v0, up_i32_inline34__ssa_v0, core_num=8, allow_early_resolve=True)
            n0_inline32__ssa_v1: pl.Scalar[pl.INDEX] = ret__tmp_v0_1[0]
            up_i32_inline34__ssa_v1: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_1[1]
            tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[2]
            h_tile_fp32_inline40__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([16, 2048], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            h_tile_i8_inline41__ssa_v0: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([16, 2048], dtype=pl.INT8, layout=pl.TensorLayout.ND, init_value=0.0)
            h_tile_scale_dq_inline42__ssa_v0: pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 512)] = pl.tensor.create([16, 8], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
            ret__tmp_v0_2: pl.Tuple[pl.Tensor[[16, 8], pl.FP32], pl.Tensor[[16, 2048], pl.INT8]] = self.sh_gate_up_act_q_spmd(x_local_scale_dq__ssa_v0, ts0_inline39__ssa_v0, h_tile_fp32_inline40__ssa_v0, n0_inline32__ssa_v1, gate_i32_inline35__ssa_v1, up_i32_inline34__ssa_v1, shared_w1_scale__ssa_v0, shared_w3_scale__ssa_v0, h_tile_scale_dq_inline42__ssa_v0, h_tile_i8_inline41__ssa_v0, attrs={"core_num": 8})
            h_tile_scale_dq_inline42__ssa_v1: pl.Tensor[[16, 8], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 512)] = ret__tmp_v0_2[0]
            h_tile_i8_inline41__rv_v2: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 32768)] = ret__tmp_v0_2[1]
            y_i32_inline8__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 262144)] = pl.tensor.create([16, 4096], dtype=pl.INT32, layout=pl.TensorLayout.ND)
            ret__tmp_v0_3: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[16, 4096], pl.INT32]] = self.sh_w2_mm_spmd(h_tile_i8_inline41__rv_v2, shared_w2__ssa_v0, y_i32_inline8__ssa_v0, attrs={"core_num": 16})
            d0_inline44__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0_3[0]
            y_i32_inline8__ssa_v1: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0_3[1]
            ret__tmp_v0_4: pl.Tuple[pl.Tensor[[128, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.sh_w2_act_spmd, h_tile_scale_dq_inline42__ssa_v1, d0_inline44__ssa_v0, sh__iter_v1, y_i32_inline8__ssa_v1, shared_w2_scale__ssa_v0, ts0_inline39__ssa_v0, core_num=1, allow_early_resolve=True)
            sh__rv_v4: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 1048576)] = ret__tmp_v0_4[0]
            tid__ssa_v2: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_4[1]
            sh__rv_v2: pl.Tensor[[128, 4096], pl.BF16, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 1048576)] = pl.yield_(sh__rv_v4)
        return sh__rv_v2