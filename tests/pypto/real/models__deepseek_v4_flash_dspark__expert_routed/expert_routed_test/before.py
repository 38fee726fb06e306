# pypto.program: _jit_expert_routed_test
import pypto.language as pl

@pl.program
class _jit_expert_routed_test:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def exp_gate_mm(gate_tile_i32_inline64__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)]], recv_x_flat_inline33__ssa_v0: pl.Tensor[[32768, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], flat_t0_inline46__ssa_v0: pl.Scalar[pl.INDEX], routed_w1__ssa_v0: pl.Tensor[[16, 2048, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], local_i_inline47__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 2048], pl.INT32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_mat_23: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        nb_idx_inline37__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        n_base_inline32__ssa_v0: pl.Scalar[pl.INDEX] = nb_idx_inline37__ssa_v0 * 1024
        for ng_inline83__idx_v0, (gate_tile_i32_inline64__iter_v1,) in pl.range(4, init_values=(gate_tile_i32_inline64__ssa_v0,)):
            n0_inline45__ssa_v0: pl.Scalar[pl.INDEX] = n_base_inline32__ssa_v0 + ng_inline83__idx_v0 * 256
            gate_acc_inline81__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
            for k0_inline36__idx_v0, (gate_acc_inline81__iter_v1,) in pl.range(0, 4096, 1024, init_values=(gate_acc_inline81__tile,)):
                x_k_inline31__tile: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_4, pl.const(131072, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(recv_x_flat_inline33__ssa_v0, [flat_t0_inline46__ssa_v0, k0_inline36__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
                x_k_inline31__tile_1: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_5, pl.const(139264, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(recv_x_flat_inline33__ssa_v0, [flat_t0_inline46__ssa_v0, k0_inline36__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
                w1_k_inline51__tile_view2d: pl.Tensor[[32768, 4096], pl.INT8, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)] = pl.tensor.view(routed_w1__ssa_v0, [32768, 4096])
                w1_k_inline51__tile: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(w1_k_inline51__tile_view2d, [local_i_inline47__idx_v0 * 2048 + n0_inline45__ssa_v0, k0_inline36__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                if k0_inline36__idx_v0 == 0:
                    w1_k_inline51__tile_t: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w1_k_inline51__tile)
                    gate_acc_inline81__tile_l0_init: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    for gate_acc_inline81__tile_l0_ko, (gate_acc_inline81__tile_l0_c,) in pl.range(0, 512, 256, init_values=(gate_acc_inline81__tile_l0_init,)):
                        gate_acc_inline81__tile_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_8, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile, 0, gate_acc_inline81__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__tile_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t, gate_acc_inline81__tile_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                        gate_acc_inline81__tile_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile, 0, gate_acc_inline81__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__tile_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t, gate_acc_inline81__tile_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        if gate_acc_inline81__tile_l0_ko == 0:
                            gate_acc_inline81__tile_l0_c_first: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline81__tile_l0_a, gate_acc_inline81__tile_l0_b)
                            gate_acc_inline81__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_first)
                        else:
                            gate_acc_inline81__tile_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__tile_l0_c, gate_acc_inline81__tile_l0_a, gate_acc_inline81__tile_l0_b)
                            gate_acc_inline81__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_acc)
                        if gate_acc_inline81__tile_l0_ko + 128 == 0:
                            gate_acc_inline81__tile_l0_c_first_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline81__tile_l0_a_1, gate_acc_inline81__tile_l0_b_1)
                            gate_acc_inline81__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_first_1)
                        else:
                            gate_acc_inline81__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__tile_l0_c_phi, gate_acc_inline81__tile_l0_a_1, gate_acc_inline81__tile_l0_b_1)
                            gate_acc_inline81__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_acc_1)
                        gate_acc_inline81__tile_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_phi_1)
                    gate_acc_inline81__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_1)
                else:
                    w1_k_inline51__tile_t_1: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w1_k_inline51__tile)
                    for gate_acc_inline81__iter_v1_l0_ko, (gate_acc_inline81__iter_v1_l0_c,) in pl.range(0, 512, 256, init_values=(gate_acc_inline81__iter_v1,)):
                        gate_acc_inline81__iter_v1_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_8, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile, 0, gate_acc_inline81__iter_v1_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__iter_v1_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t_1, gate_acc_inline81__iter_v1_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                        gate_acc_inline81__iter_v1_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile, 0, gate_acc_inline81__iter_v1_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__iter_v1_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t_1, gate_acc_inline81__iter_v1_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        gate_acc_inline81__iter_v1_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__iter_v1_l0_c, gate_acc_inline81__iter_v1_l0_a, gate_acc_inline81__iter_v1_l0_b)
                        gate_acc_inline81__iter_v1_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__iter_v1_l0_c_acc, gate_acc_inline81__iter_v1_l0_a_1, gate_acc_inline81__iter_v1_l0_b_1)
                        gate_acc_inline81__iter_v1_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__iter_v1_l0_c_acc_1)
                    gate_acc_inline81__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__iter_v1_1)
                w1_k_inline51__tile_view2d_1: pl.Tensor[[32768, 4096], pl.INT8, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)] = pl.tensor.view(routed_w1__ssa_v0, [32768, 4096])
                w1_k_inline51__tile_1: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(w1_k_inline51__tile_view2d_1, [local_i_inline47__idx_v0 * 2048 + n0_inline45__ssa_v0, k0_inline36__idx_v0 + 512], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                if k0_inline36__idx_v0 + 512 == 0:
                    w1_k_inline51__tile_t_2: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w1_k_inline51__tile_1)
                    gate_acc_inline81__tile_l0_init_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    for gate_acc_inline81__tile_l0_ko_1, (gate_acc_inline81__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(gate_acc_inline81__tile_l0_init_1,)):
                        gate_acc_inline81__tile_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile_1, 0, gate_acc_inline81__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__tile_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t_2, gate_acc_inline81__tile_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                        gate_acc_inline81__tile_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile_1, 0, gate_acc_inline81__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__tile_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t_2, gate_acc_inline81__tile_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        if gate_acc_inline81__tile_l0_ko_1 == 0:
                            gate_acc_inline81__tile_l0_c_first_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline81__tile_l0_a_2, gate_acc_inline81__tile_l0_b_2)
                            gate_acc_inline81__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_first_2)
                        else:
                            gate_acc_inline81__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__tile_l0_c_1, gate_acc_inline81__tile_l0_a_2, gate_acc_inline81__tile_l0_b_2)
                            gate_acc_inline81__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_acc_2)
                        if gate_acc_inline81__tile_l0_ko_1 + 128 == 0:
                            gate_acc_inline81__tile_l0_c_first_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(gate_acc_inline81__tile_l0_a_3, gate_acc_inline81__tile_l0_b_3)
                            gate_acc_inline81__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_first_3)
                        else:
                            gate_acc_inline81__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__tile_l0_c_phi_2, gate_acc_inline81__tile_l0_a_3, gate_acc_inline81__tile_l0_b_3)
                            gate_acc_inline81__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_acc_3)
                        gate_acc_inline81__tile_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_l0_c_phi_3)
                    gate_acc_inline81__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__tile_2)
                else:
                    w1_k_inline51__tile_t_3: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w1_k_inline51__tile_1)
                    for gate_acc_inline81__iter_v1_l0_ko_1, (gate_acc_inline81__iter_v1_l0_c_1,) in pl.range(0, 512, 256, init_values=(gate_acc_inline81__phi_v5,)):
                        gate_acc_inline81__iter_v1_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile_1, 0, gate_acc_inline81__iter_v1_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__iter_v1_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t_3, gate_acc_inline81__iter_v1_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                        gate_acc_inline81__iter_v1_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_k_inline31__tile_1, 0, gate_acc_inline81__iter_v1_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                        gate_acc_inline81__iter_v1_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w1_k_inline51__tile_t_3, gate_acc_inline81__iter_v1_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        gate_acc_inline81__iter_v1_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__iter_v1_l0_c_1, gate_acc_inline81__iter_v1_l0_a_2, gate_acc_inline81__iter_v1_l0_b_2)
                        gate_acc_inline81__iter_v1_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(gate_acc_inline81__iter_v1_l0_c_acc_2, gate_acc_inline81__iter_v1_l0_a_3, gate_acc_inline81__iter_v1_l0_b_3)
                        gate_acc_inline81__iter_v1_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__iter_v1_l0_c_acc_3)
                    gate_acc_inline81__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__iter_v1_2)
                gate_acc_inline81__rv_v2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(gate_acc_inline81__phi_v5_1)
            t__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = gate_acc_inline81__rv_v2
            gate_tile_i32_inline64__tile: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile, [0, n0_inline45__ssa_v0], gate_tile_i32_inline64__iter_v1)
            gate_tile_i32_inline64__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 131072)] = pl.yield_(gate_tile_i32_inline64__tile)
        return gate_tile_i32_inline64__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def exp_gate_mm_spmd(self, gate_tile_i32_inline64__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)]], recv_x_flat_inline33__ssa_v0: pl.Tensor[[32768, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], flat_t0_inline46__ssa_v0: pl.Scalar[pl.INDEX], routed_w1__ssa_v0: pl.Tensor[[16, 2048, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], local_i_inline47__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 2048], pl.INT32]:
        gate_tile_i32_inline64__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = self.exp_gate_mm(gate_tile_i32_inline64__ssa_v0, recv_x_flat_inline33__ssa_v0, flat_t0_inline46__ssa_v0, routed_w1__ssa_v0, local_i_inline47__idx_v0)
        return gate_tile_i32_inline64__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def exp_gate_up_act(h_tile_fp32_inline28__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)]], gate_tile_i32_inline64__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)], up_tile_i32_inline79__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], recv_scale_dq__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], local_i_inline47__idx_v0: pl.Scalar[pl.INDEX], t0_inline54__ssa_v0: pl.Scalar[pl.INDEX], routed_w1_scale__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)], routed_w3_scale__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)], valid_rows_inline56__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 2048], pl.FP32]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_25: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_28: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_41: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_44: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        ab_idx_inline84__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        a_base_inline59__ssa_v0: pl.Scalar[pl.INDEX] = ab_idx_inline84__ssa_v0 * 512
        for ag_inline68__idx_v0, (h_tile_fp32_inline28__iter_v1,) in pl.range(0, 4, 2, init_values=(h_tile_fp32_inline28__ssa_v0,)):
            a0_inline61__ssa_v0: pl.Scalar[pl.INDEX] = a_base_inline59__ssa_v0 + ag_inline68__idx_v0 * 128
            a0_inline61__ssa_v0_1: pl.Scalar[pl.INDEX] = a_base_inline59__ssa_v0 + (ag_inline68__idx_v0 + 1) * 128
            gate_2d_i32_inline63__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(gate_tile_i32_inline64__rv_v2, [0, a0_inline61__ssa_v0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            up_2d_i32_inline60__tile: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_7, pl.const(57408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(up_tile_i32_inline79__rv_v2, [0, a0_inline61__ssa_v0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(65600, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(recv_scale_dq__ssa_v0, [local_i_inline47__idx_v0, t0_inline54__ssa_v0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            w1_scale_chunk_inline72__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(routed_w1_scale__ssa_v0, [local_i_inline47__idx_v0, a0_inline61__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            w3_scale_chunk_inline65__tile: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(24640, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(routed_w3_scale__ssa_v0, [local_i_inline47__idx_v0, a0_inline61__ssa_v0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            gate_2d_i32_inline63__tile_1: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(gate_tile_i32_inline64__rv_v2, [0, a0_inline61__ssa_v0_1], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            up_2d_i32_inline60__tile_1: pl.Tile[[16, 128], pl.INT32, pl.MemRef(mem_vec_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(up_tile_i32_inline79__rv_v2, [0, a0_inline61__ssa_v0_1], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(recv_scale_dq__ssa_v0, [local_i_inline47__idx_v0, t0_inline54__ssa_v0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            w1_scale_chunk_inline72__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_41, pl.const(32832, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(routed_w1_scale__ssa_v0, [local_i_inline47__idx_v0, a0_inline61__ssa_v0_1], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            w3_scale_chunk_inline65__tile_1: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_44, pl.const(41024, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(routed_w3_scale__ssa_v0, [local_i_inline47__idx_v0, a0_inline61__ssa_v0_1], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            recv_x_scale_tile_inline69__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(65600, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [16, 1])
            gate_2d_inline62__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(gate_2d_i32_inline63__tile, target_type=pl.FP32, mode='none')
            up_2d_inline74__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(57408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(up_2d_i32_inline60__tile, target_type=pl.FP32, mode='none')
            t__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(gate_2d_inline62__tile, recv_x_scale_tile_inline69__tile)
            gate_2d_v1_inline71__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_2, w1_scale_chunk_inline72__tile)
            t__tile_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(57408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(up_2d_inline74__tile, recv_x_scale_tile_inline69__tile)
            up_2d_v1_inline77__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(57408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_3, w3_scale_chunk_inline65__tile)
            gate_2d_v1_inline71__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.minimums(gate_2d_v1_inline71__tile, 10.0)
            t__tile_4: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(57408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.minimums(up_2d_v1_inline77__tile, 10.0)
            up_2d_v1_inline77__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(57408, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.maximums(t__tile_4, -10.0)
            t__tile_5: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.neg(gate_2d_v1_inline71__tile_1)
            t__tile_6: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__tile_5)
            t__tile_7: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_25, pl.const(16448, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(t__tile_6, 1.0)
            sigmoid_inline80__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_28, pl.const(24640, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.recip(t__tile_7)
            silu_inline75__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(gate_2d_v1_inline71__tile_1, sigmoid_inline80__tile)
            gated_inline50__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(silu_inline75__tile, up_2d_v1_inline77__tile_1)
            gated_valid_inline78__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline56__ssa_v0, 128])] = pl.tile.set_validshape(gated_inline50__tile, valid_rows_inline56__ssa_v0, 128)
            t__tile_8: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49216, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(gated_valid_inline78__tile, pad_value=pl.PadValue.zero)
            h_tile_fp32_inline28__tile: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile_8, [0, a0_inline61__ssa_v0], h_tile_fp32_inline28__iter_v1)
            recv_x_scale_tile_inline69__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(16384, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [16, 1])
            gate_2d_inline62__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(gate_2d_i32_inline63__tile_1, target_type=pl.FP32, mode='none')
            up_2d_inline74__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(up_2d_i32_inline60__tile_1, target_type=pl.FP32, mode='none')
            t__tile_9: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(gate_2d_inline62__tile_1, recv_x_scale_tile_inline69__tile_1)
            gate_2d_v1_inline71__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_9, w1_scale_chunk_inline72__tile_1)
            t__tile_10: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(up_2d_inline74__tile_1, recv_x_scale_tile_inline69__tile_1)
            up_2d_v1_inline77__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_10, w3_scale_chunk_inline65__tile_1)
            gate_2d_v1_inline71__tile_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.minimums(gate_2d_v1_inline71__tile_2, 10.0)
            t__tile_11: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.minimums(up_2d_v1_inline77__tile_2, 10.0)
            up_2d_v1_inline77__tile_3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.maximums(t__tile_11, -10.0)
            t__tile_12: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_41, pl.const(32832, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.neg(gate_2d_v1_inline71__tile_3)
            t__tile_13: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_41, pl.const(32832, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__tile_12)
            t__tile_14: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_41, pl.const(32832, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.adds(t__tile_13, 1.0)
            sigmoid_inline80__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_44, pl.const(41024, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.recip(t__tile_14)
            silu_inline75__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(gate_2d_v1_inline71__tile_3, sigmoid_inline80__tile_1)
            gated_inline50__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(silu_inline75__tile_1, up_2d_v1_inline77__tile_3)
            gated_valid_inline78__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[valid_rows_inline56__ssa_v0, 128])] = pl.tile.set_validshape(gated_inline50__tile_1, valid_rows_inline56__ssa_v0, 128)
            t__tile_15: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(gated_valid_inline78__tile_1, pad_value=pl.PadValue.zero)
            h_tile_fp32_inline28__tile_1: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile_15, [0, a0_inline61__ssa_v0_1], h_tile_fp32_inline28__tile)
            h_tile_fp32_inline28__rv_v2: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 131072)] = pl.yield_(h_tile_fp32_inline28__tile_1)
        return h_tile_fp32_inline28__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def exp_gate_up_act_spmd(self, h_tile_fp32_inline28__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)]], gate_tile_i32_inline64__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)], up_tile_i32_inline79__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], recv_scale_dq__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)], local_i_inline47__idx_v0: pl.Scalar[pl.INDEX], t0_inline54__ssa_v0: pl.Scalar[pl.INDEX], routed_w1_scale__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)], routed_w3_scale__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)], valid_rows_inline56__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 2048], pl.FP32]:
        h_tile_fp32_inline28__rv_v2: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 131072)] = self.exp_gate_up_act(h_tile_fp32_inline28__ssa_v0, gate_tile_i32_inline64__rv_v2, up_tile_i32_inline79__rv_v2, recv_scale_dq__ssa_v0, local_i_inline47__idx_v0, t0_inline54__ssa_v0, routed_w1_scale__ssa_v0, routed_w3_scale__ssa_v0, valid_rows_inline56__ssa_v0)
        return h_tile_fp32_inline28__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def exp_h_q(h_tile_fp32_inline28__rv_v2: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], h_tile_scale_dq_inline70__ssa_v0: pl.Out[pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]], h_tile_i8_inline82__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]):
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        eh_amax_inline85__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32832, pl.INT64), 64), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=0.0001)
        for k0_inline86__idx_v0, (eh_amax_inline85__iter_v1,) in pl.range(0, 2048, 1024, init_values=(eh_amax_inline85__tile,)):
            eh_a_f32_inline42__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(h_tile_fp32_inline28__rv_v2, [0, k0_inline86__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            eh_a_f32_inline42__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(h_tile_fp32_inline28__rv_v2, [0, k0_inline86__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            t__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.neg(eh_a_f32_inline42__tile)
            eh_a_abs_inline29__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximum(eh_a_f32_inline42__tile, t__tile)
            tmp_tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_1: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(131200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(eh_a_abs_inline29__tile, tmp_tile)
            eh_a_max_inline67__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(131200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_1, [1, 16])
            eh_amax_inline85__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximum(eh_amax_inline85__iter_v1, eh_a_max_inline67__tile)
            t__tile_2: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.neg(eh_a_f32_inline42__tile_1)
            eh_a_abs_inline29__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximum(eh_a_f32_inline42__tile_1, t__tile_2)
            tmp_tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            t__tile_3: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(eh_a_abs_inline29__tile_1, tmp_tile_1)
            eh_a_max_inline67__tile_1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_14, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_3, [1, 16])
            eh_amax_inline85__tile_2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32832, pl.INT64), 64), pl.Mem.Vec] = pl.tile.maximum(eh_amax_inline85__tile_1, eh_a_max_inline67__tile_1)
            eh_amax_inline85__rv_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32832, pl.INT64), 64), pl.Mem.Vec] = pl.yield_(eh_amax_inline85__tile_2)
        t__tile_4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=127.0)
        eh_sq_row_inline87__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.div(t__tile_4, eh_amax_inline85__rv_v2)
        t__tile_5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.recip(eh_sq_row_inline87__tile)
        t__tile_6: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile_5, [16, 1])
        h_tile_scale_dq_inline70__tile: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)] = pl.tile.store(t__tile_6, [0, 0], h_tile_scale_dq_inline70__ssa_v0)
        eh_sq_col_inline88__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(98432, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(eh_sq_row_inline87__tile, [16, 1])
        for k1_inline55__idx_v0, (h_tile_i8_inline82__iter_v1,) in pl.range(0, 2048, 1024, init_values=(h_tile_i8_inline82__ssa_v0,)):
            eh_q_f32_inline73__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(h_tile_fp32_inline28__rv_v2, [0, k1_inline55__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            eh_q_f32_inline73__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(h_tile_fp32_inline28__rv_v2, [0, k1_inline55__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            eh_q_scaled_inline22__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(eh_q_f32_inline73__tile, eh_sq_col_inline88__tile)
            eh_q_i32_inline21__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(eh_q_scaled_inline22__tile, target_type=pl.INT32, mode='rint')
            eh_q_half_inline20__tile: pl.Tile[[16, 512], pl.FP16, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(eh_q_i32_inline21__tile, target_type=pl.FP16, mode='round')
            t__tile_7: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_vec_4, pl.const(32896, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(eh_q_half_inline20__tile, target_type=pl.INT8, mode='trunc')
            h_tile_i8_inline82__tile: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_7, [0, k1_inline55__idx_v0], h_tile_i8_inline82__iter_v1)
            eh_q_scaled_inline22__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(eh_q_f32_inline73__tile_1, eh_sq_col_inline88__tile)
            eh_q_i32_inline21__tile_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(eh_q_scaled_inline22__tile_1, target_type=pl.INT32, mode='rint')
            eh_q_half_inline20__tile_1: pl.Tile[[16, 512], pl.FP16, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(eh_q_i32_inline21__tile_1, target_type=pl.FP16, mode='round')
            t__tile_8: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_vec_5, pl.const(65664, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(eh_q_half_inline20__tile_1, target_type=pl.INT8, mode='trunc')
            h_tile_i8_inline82__tile_1: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(t__tile_8, [0, k1_inline55__idx_v0 + 512], h_tile_i8_inline82__tile)
            h_tile_i8_inline82__rv_v2: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_30", pl.const(0, pl.INT64), 32768)] = pl.yield_(h_tile_i8_inline82__tile_1)
        return
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def exp_up_mm(up_tile_i32_inline79__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)]], recv_x_flat_inline33__ssa_v0: pl.Tensor[[32768, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], flat_t0_inline46__ssa_v0: pl.Scalar[pl.INDEX], routed_w3__ssa_v0: pl.Tensor[[16, 2048, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], local_i_inline47__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 2048], pl.INT32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_mat_23: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        ub_idx_inline30__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        u_base_inline26__ssa_v0: pl.Scalar[pl.INDEX] = ub_idx_inline30__ssa_v0 * 1024
        for ug_inline25__idx_v0, (up_tile_i32_inline79__iter_v1,) in pl.range(4, init_values=(up_tile_i32_inline79__ssa_v0,)):
            u0_inline57__ssa_v0: pl.Scalar[pl.INDEX] = u_base_inline26__ssa_v0 + ug_inline25__idx_v0 * 256
            up_acc_inline24__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
            for uk0_inline23__idx_v0, (up_acc_inline24__iter_v1,) in pl.range(0, 4096, 1024, init_values=(up_acc_inline24__tile,)):
                x_u_inline53__tile: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_4, pl.const(131072, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(recv_x_flat_inline33__ssa_v0, [flat_t0_inline46__ssa_v0, uk0_inline23__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
                x_u_inline53__tile_1: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_5, pl.const(139264, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(recv_x_flat_inline33__ssa_v0, [flat_t0_inline46__ssa_v0, uk0_inline23__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
                w3_k_inline58__tile_view2d: pl.Tensor[[32768, 4096], pl.INT8, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)] = pl.tensor.view(routed_w3__ssa_v0, [32768, 4096])
                w3_k_inline58__tile: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(w3_k_inline58__tile_view2d, [local_i_inline47__idx_v0 * 2048 + u0_inline57__ssa_v0, uk0_inline23__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                if uk0_inline23__idx_v0 == 0:
                    w3_k_inline58__tile_t: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w3_k_inline58__tile)
                    up_acc_inline24__tile_l0_init: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    for up_acc_inline24__tile_l0_ko, (up_acc_inline24__tile_l0_c,) in pl.range(0, 512, 256, init_values=(up_acc_inline24__tile_l0_init,)):
                        up_acc_inline24__tile_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_8, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile, 0, up_acc_inline24__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__tile_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t, up_acc_inline24__tile_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                        up_acc_inline24__tile_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile, 0, up_acc_inline24__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__tile_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t, up_acc_inline24__tile_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        if up_acc_inline24__tile_l0_ko == 0:
                            up_acc_inline24__tile_l0_c_first: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline24__tile_l0_a, up_acc_inline24__tile_l0_b)
                            up_acc_inline24__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_first)
                        else:
                            up_acc_inline24__tile_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__tile_l0_c, up_acc_inline24__tile_l0_a, up_acc_inline24__tile_l0_b)
                            up_acc_inline24__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_acc)
                        if up_acc_inline24__tile_l0_ko + 128 == 0:
                            up_acc_inline24__tile_l0_c_first_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline24__tile_l0_a_1, up_acc_inline24__tile_l0_b_1)
                            up_acc_inline24__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_first_1)
                        else:
                            up_acc_inline24__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__tile_l0_c_phi, up_acc_inline24__tile_l0_a_1, up_acc_inline24__tile_l0_b_1)
                            up_acc_inline24__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_acc_1)
                        up_acc_inline24__tile_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_phi_1)
                    up_acc_inline24__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_1)
                else:
                    w3_k_inline58__tile_t_1: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w3_k_inline58__tile)
                    for up_acc_inline24__iter_v1_l0_ko, (up_acc_inline24__iter_v1_l0_c,) in pl.range(0, 512, 256, init_values=(up_acc_inline24__iter_v1,)):
                        up_acc_inline24__iter_v1_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_8, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile, 0, up_acc_inline24__iter_v1_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__iter_v1_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t_1, up_acc_inline24__iter_v1_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                        up_acc_inline24__iter_v1_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile, 0, up_acc_inline24__iter_v1_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__iter_v1_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t_1, up_acc_inline24__iter_v1_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        up_acc_inline24__iter_v1_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__iter_v1_l0_c, up_acc_inline24__iter_v1_l0_a, up_acc_inline24__iter_v1_l0_b)
                        up_acc_inline24__iter_v1_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__iter_v1_l0_c_acc, up_acc_inline24__iter_v1_l0_a_1, up_acc_inline24__iter_v1_l0_b_1)
                        up_acc_inline24__iter_v1_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__iter_v1_l0_c_acc_1)
                    up_acc_inline24__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__iter_v1_1)
                w3_k_inline58__tile_view2d_1: pl.Tensor[[32768, 4096], pl.INT8, pl.TensorView(stride=[4096, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)] = pl.tensor.view(routed_w3__ssa_v0, [32768, 4096])
                w3_k_inline58__tile_1: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(w3_k_inline58__tile_view2d_1, [local_i_inline47__idx_v0 * 2048 + u0_inline57__ssa_v0, uk0_inline23__idx_v0 + 512], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                if uk0_inline23__idx_v0 + 512 == 0:
                    w3_k_inline58__tile_t_2: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w3_k_inline58__tile_1)
                    up_acc_inline24__tile_l0_init_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    for up_acc_inline24__tile_l0_ko_1, (up_acc_inline24__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(up_acc_inline24__tile_l0_init_1,)):
                        up_acc_inline24__tile_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile_1, 0, up_acc_inline24__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__tile_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t_2, up_acc_inline24__tile_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                        up_acc_inline24__tile_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile_1, 0, up_acc_inline24__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__tile_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t_2, up_acc_inline24__tile_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        if up_acc_inline24__tile_l0_ko_1 == 0:
                            up_acc_inline24__tile_l0_c_first_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline24__tile_l0_a_2, up_acc_inline24__tile_l0_b_2)
                            up_acc_inline24__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_first_2)
                        else:
                            up_acc_inline24__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__tile_l0_c_1, up_acc_inline24__tile_l0_a_2, up_acc_inline24__tile_l0_b_2)
                            up_acc_inline24__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_acc_2)
                        if up_acc_inline24__tile_l0_ko_1 + 128 == 0:
                            up_acc_inline24__tile_l0_c_first_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(up_acc_inline24__tile_l0_a_3, up_acc_inline24__tile_l0_b_3)
                            up_acc_inline24__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_first_3)
                        else:
                            up_acc_inline24__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__tile_l0_c_phi_2, up_acc_inline24__tile_l0_a_3, up_acc_inline24__tile_l0_b_3)
                            up_acc_inline24__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_acc_3)
                        up_acc_inline24__tile_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_l0_c_phi_3)
                    up_acc_inline24__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__tile_2)
                else:
                    w3_k_inline58__tile_t_3: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w3_k_inline58__tile_1)
                    for up_acc_inline24__iter_v1_l0_ko_1, (up_acc_inline24__iter_v1_l0_c_1,) in pl.range(0, 512, 256, init_values=(up_acc_inline24__phi_v5,)):
                        up_acc_inline24__iter_v1_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile_1, 0, up_acc_inline24__iter_v1_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__iter_v1_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t_3, up_acc_inline24__iter_v1_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                        up_acc_inline24__iter_v1_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(x_u_inline53__tile_1, 0, up_acc_inline24__iter_v1_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                        up_acc_inline24__iter_v1_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w3_k_inline58__tile_t_3, up_acc_inline24__iter_v1_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        up_acc_inline24__iter_v1_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__iter_v1_l0_c_1, up_acc_inline24__iter_v1_l0_a_2, up_acc_inline24__iter_v1_l0_b_2)
                        up_acc_inline24__iter_v1_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(up_acc_inline24__iter_v1_l0_c_acc_2, up_acc_inline24__iter_v1_l0_a_3, up_acc_inline24__iter_v1_l0_b_3)
                        up_acc_inline24__iter_v1_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__iter_v1_l0_c_acc_3)
                    up_acc_inline24__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__iter_v1_2)
                up_acc_inline24__rv_v2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(up_acc_inline24__phi_v5_1)
            t__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = up_acc_inline24__rv_v2
            up_tile_i32_inline79__tile: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile, [0, u0_inline57__ssa_v0], up_tile_i32_inline79__iter_v1)
            up_tile_i32_inline79__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 131072)] = pl.yield_(up_tile_i32_inline79__tile)
        return up_tile_i32_inline79__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def exp_up_mm_spmd(self, up_tile_i32_inline79__ssa_v0: pl.Out[pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)]], recv_x_flat_inline33__ssa_v0: pl.Tensor[[32768, 4096], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], flat_t0_inline46__ssa_v0: pl.Scalar[pl.INDEX], routed_w3__ssa_v0: pl.Tensor[[16, 2048, 4096], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], local_i_inline47__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 2048], pl.INT32]:
        up_tile_i32_inline79__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = self.exp_up_mm(up_tile_i32_inline79__ssa_v0, recv_x_flat_inline33__ssa_v0, flat_t0_inline46__ssa_v0, routed_w3__ssa_v0, local_i_inline47__idx_v0)
        return up_tile_i32_inline79__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def exp_w2_act(recv_weights__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], local_e_inline27__idx_v0: pl.Scalar[pl.INDEX], tt0_inline48__ssa_v0: pl.Scalar[pl.INDEX], h_tile_scale_dq_inline70__ssa_v2: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)], recv_y_tile_inline7__ssa_v0: pl.Out[pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], y_i32_inline14__rv_v2: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)], routed_w2_scale__ssa_v0: pl.Tensor[[16, 4096], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)]) -> pl.Tensor[[16, 4096], pl.BF16]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        h_tile_scale_dq_inline70__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(h_tile_scale_dq_inline70__ssa_v2, [0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        db_idx_inline6__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        act_d_base_inline39__ssa_v0: pl.Scalar[pl.INDEX] = db_idx_inline6__ssa_v0 * 4096
        t__tile: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(recv_weights__ssa_v0, [local_e_inline27__idx_v0, tt0_inline48__ssa_v0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        w_col_blk_inline4__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(t__tile, [16, 1])
        row_scale_blk_inline3__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(h_tile_scale_dq_inline70__tile, [1, 16])
        row_scale_blk_inline3__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(w_col_blk_inline4__tile, [1, 16])
        row_scale_blk_inline3__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 64), pl.Mem.Vec] = pl.tile.mul(row_scale_blk_inline3__rm_a0_tmp_v0, row_scale_blk_inline3__rm_a1_tmp_v1)
        row_scale_blk_inline3__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(row_scale_blk_inline3__row_major_tmp_v2, [16, 1])
        for dg_inline2__idx_v0, (recv_y_tile_inline7__iter_v1,) in pl.range(0, 8, 2, init_values=(recv_y_tile_inline7__ssa_v0,)):
            act_d0_inline76__ssa_v0: pl.Scalar[pl.INDEX] = act_d_base_inline39__ssa_v0 + dg_inline2__idx_v0 * 512
            act_d0_inline76__ssa_v0_1: pl.Scalar[pl.INDEX] = act_d_base_inline39__ssa_v0 + (dg_inline2__idx_v0 + 1) * 512
            y_2d_i32_inline34__tile: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(y_i32_inline14__rv_v2, [0, act_d0_inline76__ssa_v0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            w2_scale_chunk_inline1__tile: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_9, pl.const(67648, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(routed_w2_scale__ssa_v0, [local_e_inline27__idx_v0, act_d0_inline76__ssa_v0], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
            y_2d_i32_inline34__tile_1: pl.Tile[[16, 512], pl.INT32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(y_i32_inline14__rv_v2, [0, act_d0_inline76__ssa_v0_1], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
            w2_scale_chunk_inline1__tile_1: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(routed_w2_scale__ssa_v0, [local_e_inline27__idx_v0, act_d0_inline76__ssa_v0_1], [1, 512], [1, 512], target_memory=pl.Mem.Vec)
            y_2d_inline5__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_i32_inline34__tile, target_type=pl.FP32, mode='none')
            t__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(y_2d_inline5__tile, row_scale_blk_inline3__tile)
            y_2d_v1_inline0__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_1, w2_scale_chunk_inline1__tile)
            t__tile_2: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_8, pl.const(34880, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_v1_inline0__tile, target_type=pl.BF16, mode='rint')
            recv_y_tile_inline7__tile: pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile_2, [0, act_d0_inline76__ssa_v0], recv_y_tile_inline7__iter_v1)
            y_2d_inline5__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_i32_inline34__tile_1, target_type=pl.FP32, mode='none')
            t__tile_3: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(y_2d_inline5__tile_1, row_scale_blk_inline3__tile)
            y_2d_v1_inline0__tile_1: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_mul(t__tile_3, w2_scale_chunk_inline1__tile_1)
            t__tile_4: pl.Tile[[16, 512], pl.BF16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.cast(y_2d_v1_inline0__tile_1, target_type=pl.BF16, mode='rint')
            recv_y_tile_inline7__tile_1: pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(t__tile_4, [0, act_d0_inline76__ssa_v0_1], recv_y_tile_inline7__tile)
            recv_y_tile_inline7__rv_v2: pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 131072)] = pl.yield_(recv_y_tile_inline7__tile_1)
        return recv_y_tile_inline7__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def exp_w2_act_spmd(self, recv_weights__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], local_e_inline27__idx_v0: pl.Scalar[pl.INDEX], tt0_inline48__ssa_v0: pl.Scalar[pl.INDEX], h_tile_scale_dq_inline70__ssa_v2: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)], recv_y_tile_inline7__ssa_v0: pl.Out[pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]], y_i32_inline14__rv_v2: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)], routed_w2_scale__ssa_v0: pl.Tensor[[16, 4096], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)]) -> pl.Tensor[[16, 4096], pl.BF16]:
        recv_y_tile_inline7__rv_v2: pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)] = self.exp_w2_act(recv_weights__ssa_v0, local_e_inline27__idx_v0, tt0_inline48__ssa_v0, h_tile_scale_dq_inline70__ssa_v2, recv_y_tile_inline7__ssa_v0, y_i32_inline14__rv_v2, routed_w2_scale__ssa_v0)
        return recv_y_tile_inline7__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def exp_w2_mm(y_i32_inline14__ssa_v0: pl.Out[pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)]], h_tile_i8_inline82__ssa_v4: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], routed_w2__ssa_v0: pl.Tensor[[16, 4096, 2048], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], local_e_inline27__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 4096], pl.INT32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_mat_23: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 131072)
        mem_left_25: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_left_27: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        wb_idx_inline13__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        d_base_inline12__ssa_v0: pl.Scalar[pl.INDEX] = wb_idx_inline13__ssa_v0 * 1024
        for dg_inline66__idx_v0, (y_i32_inline14__iter_v1,) in pl.range(4, init_values=(y_i32_inline14__ssa_v0,)):
            d0_inline11__ssa_v0: pl.Scalar[pl.INDEX] = d_base_inline12__ssa_v0 + dg_inline66__idx_v0 * 256
            y_acc_inline40__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
            for k0_inline10__idx_v0, (y_acc_inline40__iter_v1,) in pl.range(0, 2048, 1024, init_values=(y_acc_inline40__tile,)):
                h_k_inline8__tile: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_4, pl.const(131072, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(h_tile_i8_inline82__ssa_v4, [0, k0_inline10__idx_v0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
                h_k_inline8__tile_1: pl.Tile[[16, 512], pl.INT8, pl.MemRef(mem_mat_5, pl.const(139264, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(h_tile_i8_inline82__ssa_v4, [0, k0_inline10__idx_v0 + 512], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
                w2_k_inline9__tile_view2d: pl.Tensor[[65536, 2048], pl.INT8, pl.TensorView(stride=[2048, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)] = pl.tensor.view(routed_w2__ssa_v0, [65536, 2048])
                w2_k_inline9__tile: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(w2_k_inline9__tile_view2d, [local_e_inline27__idx_v0 * 4096 + d0_inline11__ssa_v0, k0_inline10__idx_v0], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                if k0_inline10__idx_v0 == 0:
                    w2_k_inline9__tile_t: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w2_k_inline9__tile)
                    y_acc_inline40__tile_l0_init: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    for y_acc_inline40__tile_l0_ko, (y_acc_inline40__tile_l0_c,) in pl.range(0, 512, 256, init_values=(y_acc_inline40__tile_l0_init,)):
                        y_acc_inline40__tile_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_8, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile, 0, y_acc_inline40__tile_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__tile_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t, y_acc_inline40__tile_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                        y_acc_inline40__tile_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile, 0, y_acc_inline40__tile_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__tile_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t, y_acc_inline40__tile_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        if y_acc_inline40__tile_l0_ko == 0:
                            y_acc_inline40__tile_l0_c_first: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline40__tile_l0_a, y_acc_inline40__tile_l0_b)
                            y_acc_inline40__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_first)
                        else:
                            y_acc_inline40__tile_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__tile_l0_c, y_acc_inline40__tile_l0_a, y_acc_inline40__tile_l0_b)
                            y_acc_inline40__tile_l0_c_phi: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_acc)
                        if y_acc_inline40__tile_l0_ko + 128 == 0:
                            y_acc_inline40__tile_l0_c_first_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline40__tile_l0_a_1, y_acc_inline40__tile_l0_b_1)
                            y_acc_inline40__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_first_1)
                        else:
                            y_acc_inline40__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__tile_l0_c_phi, y_acc_inline40__tile_l0_a_1, y_acc_inline40__tile_l0_b_1)
                            y_acc_inline40__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_acc_1)
                        y_acc_inline40__tile_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_phi_1)
                    y_acc_inline40__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_1)
                else:
                    w2_k_inline9__tile_t_1: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_6, pl.const(147456, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w2_k_inline9__tile)
                    for y_acc_inline40__iter_v1_l0_ko, (y_acc_inline40__iter_v1_l0_c,) in pl.range(0, 512, 256, init_values=(y_acc_inline40__iter_v1,)):
                        y_acc_inline40__iter_v1_l0_a: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_8, pl.const(6144, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile, 0, y_acc_inline40__iter_v1_l0_ko, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__iter_v1_l0_b: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t_1, y_acc_inline40__iter_v1_l0_ko, 0, [128, 256], target_memory=pl.Mem.Right)
                        y_acc_inline40__iter_v1_l0_a_1: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile, 0, y_acc_inline40__iter_v1_l0_ko + 128, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__iter_v1_l0_b_1: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t_1, y_acc_inline40__iter_v1_l0_ko + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        y_acc_inline40__iter_v1_l0_c_acc: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__iter_v1_l0_c, y_acc_inline40__iter_v1_l0_a, y_acc_inline40__iter_v1_l0_b)
                        y_acc_inline40__iter_v1_l0_c_acc_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__iter_v1_l0_c_acc, y_acc_inline40__iter_v1_l0_a_1, y_acc_inline40__iter_v1_l0_b_1)
                        y_acc_inline40__iter_v1_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__iter_v1_l0_c_acc_1)
                    y_acc_inline40__phi_v5: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__iter_v1_1)
                w2_k_inline9__tile_view2d_1: pl.Tensor[[65536, 2048], pl.INT8, pl.TensorView(stride=[2048, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)] = pl.tensor.view(routed_w2__ssa_v0, [65536, 2048])
                w2_k_inline9__tile_1: pl.Tile[[256, 512], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat] = pl.tile.load(w2_k_inline9__tile_view2d_1, [local_e_inline27__idx_v0 * 4096 + d0_inline11__ssa_v0, k0_inline10__idx_v0 + 512], [256, 512], [256, 512], target_memory=pl.Mem.Mat)
                if k0_inline10__idx_v0 + 512 == 0:
                    w2_k_inline9__tile_t_2: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w2_k_inline9__tile_1)
                    y_acc_inline40__tile_l0_init_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.INT32, target_memory=pl.Mem.Acc)
                    for y_acc_inline40__tile_l0_ko_1, (y_acc_inline40__tile_l0_c_1,) in pl.range(0, 512, 256, init_values=(y_acc_inline40__tile_l0_init_1,)):
                        y_acc_inline40__tile_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile_1, 0, y_acc_inline40__tile_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__tile_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t_2, y_acc_inline40__tile_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                        y_acc_inline40__tile_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile_1, 0, y_acc_inline40__tile_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__tile_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t_2, y_acc_inline40__tile_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        if y_acc_inline40__tile_l0_ko_1 == 0:
                            y_acc_inline40__tile_l0_c_first_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline40__tile_l0_a_2, y_acc_inline40__tile_l0_b_2)
                            y_acc_inline40__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_first_2)
                        else:
                            y_acc_inline40__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__tile_l0_c_1, y_acc_inline40__tile_l0_a_2, y_acc_inline40__tile_l0_b_2)
                            y_acc_inline40__tile_l0_c_phi_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_acc_2)
                        if y_acc_inline40__tile_l0_ko_1 + 128 == 0:
                            y_acc_inline40__tile_l0_c_first_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul(y_acc_inline40__tile_l0_a_3, y_acc_inline40__tile_l0_b_3)
                            y_acc_inline40__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_first_3)
                        else:
                            y_acc_inline40__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__tile_l0_c_phi_2, y_acc_inline40__tile_l0_a_3, y_acc_inline40__tile_l0_b_3)
                            y_acc_inline40__tile_l0_c_phi_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_acc_3)
                        y_acc_inline40__tile_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_l0_c_phi_3)
                    y_acc_inline40__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__tile_2)
                else:
                    w2_k_inline9__tile_t_3: pl.Tile[[512, 256], pl.INT8, pl.MemRef(mem_mat_23, pl.const(0, pl.INT64), 131072), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(w2_k_inline9__tile_1)
                    for y_acc_inline40__iter_v1_l0_ko_1, (y_acc_inline40__iter_v1_l0_c_1,) in pl.range(0, 512, 256, init_values=(y_acc_inline40__phi_v5,)):
                        y_acc_inline40__iter_v1_l0_a_2: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_25, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile_1, 0, y_acc_inline40__iter_v1_l0_ko_1, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__iter_v1_l0_b_2: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_9, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t_3, y_acc_inline40__iter_v1_l0_ko_1, 0, [128, 256], target_memory=pl.Mem.Right)
                        y_acc_inline40__iter_v1_l0_a_3: pl.Tile[[16, 128], pl.INT8, pl.MemRef(mem_left_27, pl.const(4096, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(h_k_inline8__tile_1, 0, y_acc_inline40__iter_v1_l0_ko_1 + 128, [16, 128], target_memory=pl.Mem.Left)
                        y_acc_inline40__iter_v1_l0_b_3: pl.Tile[[128, 256], pl.INT8, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(w2_k_inline9__tile_t_3, y_acc_inline40__iter_v1_l0_ko_1 + 128, 0, [128, 256], target_memory=pl.Mem.Right)
                        y_acc_inline40__iter_v1_l0_c_acc_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__iter_v1_l0_c_1, y_acc_inline40__iter_v1_l0_a_2, y_acc_inline40__iter_v1_l0_b_2)
                        y_acc_inline40__iter_v1_l0_c_acc_3: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_acc(y_acc_inline40__iter_v1_l0_c_acc_2, y_acc_inline40__iter_v1_l0_a_3, y_acc_inline40__iter_v1_l0_b_3)
                        y_acc_inline40__iter_v1_2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__iter_v1_l0_c_acc_3)
                    y_acc_inline40__phi_v5_1: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__iter_v1_2)
                y_acc_inline40__rv_v2: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.yield_(y_acc_inline40__phi_v5_1)
            t__tile: pl.Tile[[16, 256], pl.INT32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = y_acc_inline40__rv_v2
            y_i32_inline14__tile: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)] = pl.tile.store(t__tile, [0, d0_inline11__ssa_v0], y_i32_inline14__iter_v1)
            y_i32_inline14__rv_v2: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_41", pl.const(0, pl.INT64), 262144)] = pl.yield_(y_i32_inline14__tile)
        return y_i32_inline14__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def exp_w2_mm_spmd(self, y_i32_inline14__ssa_v0: pl.Out[pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)]], h_tile_i8_inline82__ssa_v4: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], routed_w2__ssa_v0: pl.Tensor[[16, 4096, 2048], pl.INT8, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], local_e_inline27__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 4096], pl.INT32]:
        y_i32_inline14__rv_v2: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 262144)] = self.exp_w2_mm(y_i32_inline14__ssa_v0, h_tile_i8_inline82__ssa_v4, routed_w2__ssa_v0, local_e_inline27__idx_v0)
        return y_i32_inline14__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def expert_routed_test(self, recv_x__ssa_v0: pl.Tensor[[16, 2048, 4096], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 134217728)], recv_scale_dq__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 131072)], recv_weights__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)], recv_expert_count__ssa_v0: pl.Tensor[[16, 1], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 64)], routed_w1__ssa_v0: pl.Tensor[[16, 2048, 4096], pl.INT8, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 134217728)], routed_w1_scale__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 131072)], routed_w3__ssa_v0: pl.Tensor[[16, 2048, 4096], pl.INT8, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 134217728)], routed_w3_scale__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 131072)], routed_w2__ssa_v0: pl.Tensor[[16, 4096, 2048], pl.INT8, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 134217728)], routed_w2_scale__ssa_v0: pl.Tensor[[16, 4096], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 262144)], recv_y__ssa_v0: pl.Out[pl.Tensor[[16, 2048, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 268435456)]]) -> pl.Tensor[[16, 2048, 4096], pl.BF16]:
        recv_y_flat_inline35__ssa_v0: pl.Tensor[[32768, 4096], pl.BF16, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 268435456)] = pl.tensor.reshape(recv_y__ssa_v0, [32768, 4096])
        recv_x_flat_inline33__ssa_v0: pl.Tensor[[32768, 4096], pl.INT8, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 134217728)] = pl.tensor.reshape(recv_x__ssa_v0, [32768, 4096])
        with pl.scope():
            h_i8_inline49__ssa_v0: pl.Tensor[[32768, 2048], pl.INT8, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 67108864)] = pl.tensor.create([32768, 2048], dtype=pl.INT8, layout=pl.TensorLayout.ND)
            h_scale_dq_inline44__ssa_v0: pl.Tensor[[32768, 1], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([32768, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
            for local_i_inline47__idx_v0 in pl.parallel(16):
                flat_base_inline38__ssa_v0: pl.Scalar[pl.INDEX] = local_i_inline47__idx_v0 * 2048
                n_rows_inline43__ssa_v0: pl.Scalar[pl.INT32] = pl.tensor.read(recv_expert_count__ssa_v0, [local_i_inline47__idx_v0, 0])
                n_tiles_inline52__ssa_v0: pl.Scalar[pl.INDEX] = (pl.cast(n_rows_inline43__ssa_v0, pl.INDEX) + 15) // 16
                for t_inline41__idx_v0 in pl.parallel(n_tiles_inline52__ssa_v0):
                    t0_inline54__ssa_v0: pl.Scalar[pl.INDEX] = t_inline41__idx_v0 * 16
                    flat_t0_inline46__ssa_v0: pl.Scalar[pl.INDEX] = flat_base_inline38__ssa_v0 + t0_inline54__ssa_v0
                    valid_rows_inline56__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(pl.cast(n_rows_inline43__ssa_v0, pl.INDEX) - t0_inline54__ssa_v0, 16)
                    with pl.scope():
                        gate_tile_i32_inline64__ssa_v0: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([16, 2048], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                        up_tile_i32_inline79__ssa_v0: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([16, 2048], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                        gate_tile_i32_inline64__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 131072)] = self.exp_gate_mm_spmd(gate_tile_i32_inline64__ssa_v0, recv_x_flat_inline33__ssa_v0, flat_t0_inline46__ssa_v0, routed_w1__ssa_v0, local_i_inline47__idx_v0, attrs={"core_num": 2})
                        up_tile_i32_inline79__rv_v2: pl.Tensor[[16, 2048], pl.INT32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 131072)] = self.exp_up_mm_spmd(up_tile_i32_inline79__ssa_v0, recv_x_flat_inline33__ssa_v0, flat_t0_inline46__ssa_v0, routed_w3__ssa_v0, local_i_inline47__idx_v0, attrs={"core_num": 2})
                        h_tile_fp32_inline28__ssa_v0: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_17", pl.const(0, pl.INT64), 131072)] = pl.tensor.create([16, 2048], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                        h_tile_fp32_inline28__rv_v2: pl.Tensor[[16, 2048], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 131072)] = self.exp_gate_up_act_spmd(h_tile_fp32_inline28__ssa_v0, gate_tile_i32_inline64__rv_v2, up_tile_i32_inline79__rv_v2, recv_scale_dq__ssa_v0, local_i_inline47__idx_v0, t0_inline54__ssa_v0, routed_w1_scale__ssa_v0, routed_w3_scale__ssa_v0, valid_rows_inline56__ssa_v0, attrs={"core_num": 4})
                        h_tile_i8_inline82__ssa_v0: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_11", flat_t0_inline46__ssa_v0 * 2048, 32768)] = pl.tensor.slice(h_i8_inline49__ssa_v0, [16, 2048], [flat_t0_inline46__ssa_v0, 0])
                        h_tile_scale_dq_inline70__ssa_v0: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_12", flat_t0_inline46__ssa_v0 * 4, 64)] = pl.tensor.slice(h_scale_dq_inline44__ssa_v0, [16, 1], [flat_t0_inline46__ssa_v0, 0])
                        self.exp_h_q(h_tile_fp32_inline28__rv_v2, h_tile_scale_dq_inline70__ssa_v0, h_tile_i8_inline82__ssa_v0)
            with pl.scope():
                for local_e_inline27__idx_v0 in pl.parallel(16):
                    e_flat_base_inline19__ssa_v0: pl.Scalar[pl.INDEX] = local_e_inline27__idx_v0 * 2048
                    e_rows_inline18__ssa_v0: pl.Scalar[pl.INT32] = pl.tensor.read(recv_expert_count__ssa_v0, [local_e_inline27__idx_v0, 0])
                    e_tiles_inline17__ssa_v0: pl.Scalar[pl.INDEX] = (pl.cast(e_rows_inline18__ssa_v0, pl.INDEX) + 15) // 16
                    for tt_inline16__idx_v0 in pl.parallel(e_tiles_inline17__ssa_v0):
                        tt0_inline48__ssa_v0: pl.Scalar[pl.INDEX] = tt_inline16__idx_v0 * 16
                        flat_tt0_inline15__ssa_v0: pl.Scalar[pl.INDEX] = e_flat_base_inline19__ssa_v0 + tt0_inline48__ssa_v0
                        h_tile_i8_inline82__ssa_v4: pl.Tensor[[16, 2048], pl.INT8, pl.MemRef("mem_ddr_11", flat_tt0_inline15__ssa_v0 * 2048, 32768)] = pl.tensor.slice(h_i8_inline49__ssa_v0, [16, 2048], [flat_tt0_inline15__ssa_v0, 0])
                        h_tile_scale_dq_inline70__ssa_v2: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_12", flat_tt0_inline15__ssa_v0 * 4, 64)] = pl.tensor.slice(h_scale_dq_inline44__ssa_v0, [16, 1], [flat_tt0_inline15__ssa_v0, 0])
                        y_i32_inline14__ssa_v0: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 262144)] = pl.tensor.create([16, 4096], dtype=pl.INT32, layout=pl.TensorLayout.ND)
                        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 4096], pl.INT32], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.exp_w2_mm_spmd, y_i32_inline14__ssa_v0, h_tile_i8_inline82__ssa_v4, routed_w2__ssa_v0, local_e_inline27__idx_v0, core_num=4, allow_early_resolve=True)
                        y_i32_inline14__rv_v2: pl.Tensor[[16, 4096], pl.INT32, pl.MemRef("mem_ddr_20", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0[0]
                        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
                        recv_y_tile_inline7__ssa_v0: pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_21", pl.const(0, pl.INT64), 131072)] = pl.tensor.slice(recv_y_flat_inline35__ssa_v0, [16, 4096], [flat_tt0_inline15__ssa_v0, 0])
                        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[16, 4096], pl.BF16], pl.Scalar[pl.TASK_ID]] = pl.spmd_submit(self.exp_w2_act_spmd, recv_weights__ssa_v0, local_e_inline27__idx_v0, tt0_inline48__ssa_v0, h_tile_scale_dq_inline70__ssa_v2, recv_y_tile_inline7__ssa_v0, y_i32_inline14__rv_v2, routed_w2_scale__ssa_v0, core_num=1, allow_early_resolve=True)
                        recv_y_tile_inline7__rv_v2: pl.Tensor[[16, 4096], pl.BF16, pl.MemRef("mem_ddr_22", pl.const(0, pl.INT64), 131072)] = ret__tmp_v0_1[0]
                        tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        return recv_y__ssa_v0