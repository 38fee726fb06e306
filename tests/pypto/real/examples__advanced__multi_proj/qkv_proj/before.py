# pypto.program: _jit_qkv_proj
import pypto.language as pl

@pl.program
class _jit_qkv_proj:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj(x__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], wq__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], n0_inline5__idx_v0: pl.Scalar[pl.INDEX], q_out__iter_v1: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[16, 8192], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        acc_inline4__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline2__idx_v0, (acc_inline4__iter_v1,) in pl.range(64, init_values=(acc_inline4__tile,)):
            k0_inline1__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline2__idx_v0 * 128
            tile_x_inline0__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [0, k0_inline1__ssa_v0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            tile_w_inline3__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wq__ssa_v0, [k0_inline1__ssa_v0, n0_inline5__idx_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            if kb_inline2__idx_v0 == 0:
                acc_inline4__tile_l0_init: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for acc_inline4__tile_l0_ko, (acc_inline4__tile_l0_c,) in pl.range(0, 128, 128, init_values=(acc_inline4__tile_l0_init,)):
                    acc_inline4__tile_l0_a: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline0__tile, 0, acc_inline4__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline4__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline3__tile, acc_inline4__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline4__tile_l0_a_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline0__tile, 0, acc_inline4__tile_l0_ko + 64, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline4__tile_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline3__tile, acc_inline4__tile_l0_ko + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    if acc_inline4__tile_l0_ko == 0:
                        acc_inline4__tile_l0_c_first: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(acc_inline4__tile_l0_a, acc_inline4__tile_l0_b)
                        acc_inline4__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_l0_c_first)
                    else:
                        acc_inline4__tile_l0_c_acc: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline4__tile_l0_c, acc_inline4__tile_l0_a, acc_inline4__tile_l0_b)
                        acc_inline4__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_l0_c_acc)
                    if acc_inline4__tile_l0_ko + 64 == 0:
                        acc_inline4__tile_l0_c_first_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(acc_inline4__tile_l0_a_1, acc_inline4__tile_l0_b_1)
                        acc_inline4__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_l0_c_first_1)
                    else:
                        acc_inline4__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline4__tile_l0_c_phi, acc_inline4__tile_l0_a_1, acc_inline4__tile_l0_b_1)
                        acc_inline4__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_l0_c_acc_1)
                    acc_inline4__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_l0_c_phi_1)
                acc_inline4__phi_v5: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_1)
            else:
                for acc_inline4__tile_l0_ko_1, (acc_inline4__tile_l0_c_1,) in pl.range(0, 128, 128, init_values=(acc_inline4__iter_v1,)):
                    acc_inline4__tile_l0_a_2: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline0__tile, 0, acc_inline4__tile_l0_ko_1, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline4__tile_l0_b_2: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline3__tile, acc_inline4__tile_l0_ko_1, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline4__tile_l0_a_3: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline0__tile, 0, acc_inline4__tile_l0_ko_1 + 64, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline4__tile_l0_b_3: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline3__tile, acc_inline4__tile_l0_ko_1 + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline4__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline4__tile_l0_c_1, acc_inline4__tile_l0_a_2, acc_inline4__tile_l0_b_2)
                    acc_inline4__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline4__tile_l0_c_acc_2, acc_inline4__tile_l0_a_3, acc_inline4__tile_l0_b_3)
                    acc_inline4__tile_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_l0_c_acc_3)
                acc_inline4__phi_v5: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__tile_2)
            acc_inline4__rv_v2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline4__phi_v5)
        q_out__tile: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 524288)] = pl.tile.store(acc_inline4__rv_v2, [0, n0_inline5__idx_v0], q_out__iter_v1)
        return q_out__iter_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_0(x__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], wk__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], n0_inline11__idx_v0: pl.Scalar[pl.INDEX], k_out__iter_v1: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[16, 8192], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        acc_inline10__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline8__idx_v0, (acc_inline10__iter_v1,) in pl.range(64, init_values=(acc_inline10__tile,)):
            k0_inline7__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline8__idx_v0 * 128
            tile_x_inline6__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [0, k0_inline7__ssa_v0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            tile_w_inline9__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wk__ssa_v0, [k0_inline7__ssa_v0, n0_inline11__idx_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            if kb_inline8__idx_v0 == 0:
                acc_inline10__tile_l0_init: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for acc_inline10__tile_l0_ko, (acc_inline10__tile_l0_c,) in pl.range(0, 128, 128, init_values=(acc_inline10__tile_l0_init,)):
                    acc_inline10__tile_l0_a: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline6__tile, 0, acc_inline10__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline10__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline9__tile, acc_inline10__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline10__tile_l0_a_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline6__tile, 0, acc_inline10__tile_l0_ko + 64, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline10__tile_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline9__tile, acc_inline10__tile_l0_ko + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    if acc_inline10__tile_l0_ko == 0:
                        acc_inline10__tile_l0_c_first: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(acc_inline10__tile_l0_a, acc_inline10__tile_l0_b)
                        acc_inline10__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_l0_c_first)
                    else:
                        acc_inline10__tile_l0_c_acc: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline10__tile_l0_c, acc_inline10__tile_l0_a, acc_inline10__tile_l0_b)
                        acc_inline10__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_l0_c_acc)
                    if acc_inline10__tile_l0_ko + 64 == 0:
                        acc_inline10__tile_l0_c_first_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(acc_inline10__tile_l0_a_1, acc_inline10__tile_l0_b_1)
                        acc_inline10__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_l0_c_first_1)
                    else:
                        acc_inline10__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline10__tile_l0_c_phi, acc_inline10__tile_l0_a_1, acc_inline10__tile_l0_b_1)
                        acc_inline10__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_l0_c_acc_1)
                    acc_inline10__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_l0_c_phi_1)
                acc_inline10__phi_v5: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_1)
            else:
                for acc_inline10__tile_l0_ko_1, (acc_inline10__tile_l0_c_1,) in pl.range(0, 128, 128, init_values=(acc_inline10__iter_v1,)):
                    acc_inline10__tile_l0_a_2: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline6__tile, 0, acc_inline10__tile_l0_ko_1, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline10__tile_l0_b_2: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline9__tile, acc_inline10__tile_l0_ko_1, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline10__tile_l0_a_3: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline6__tile, 0, acc_inline10__tile_l0_ko_1 + 64, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline10__tile_l0_b_3: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline9__tile, acc_inline10__tile_l0_ko_1 + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline10__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline10__tile_l0_c_1, acc_inline10__tile_l0_a_2, acc_inline10__tile_l0_b_2)
                    acc_inline10__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline10__tile_l0_c_acc_2, acc_inline10__tile_l0_a_3, acc_inline10__tile_l0_b_3)
                    acc_inline10__tile_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_l0_c_acc_3)
                acc_inline10__phi_v5: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__tile_2)
            acc_inline10__rv_v2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline10__phi_v5)
        k_out__tile: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 524288)] = pl.tile.store(acc_inline10__rv_v2, [0, n0_inline11__idx_v0], k_out__iter_v1)
        return k_out__iter_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_1(x__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], wv__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], n0_inline17__idx_v0: pl.Scalar[pl.INDEX], v_out__iter_v1: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 524288)]]) -> pl.Tensor[[16, 8192], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_9: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        acc_inline16__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb_inline14__idx_v0, (acc_inline16__iter_v1,) in pl.range(64, init_values=(acc_inline16__tile,)):
            k0_inline13__ssa_v0: pl.Scalar[pl.INDEX] = kb_inline14__idx_v0 * 128
            tile_x_inline12__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [0, k0_inline13__ssa_v0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
            tile_w_inline15__tile: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 65536), pl.Mem.Mat] = pl.tile.load(wv__ssa_v0, [k0_inline13__ssa_v0, n0_inline17__idx_v0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
            if kb_inline14__idx_v0 == 0:
                acc_inline16__tile_l0_init: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
                for acc_inline16__tile_l0_ko, (acc_inline16__tile_l0_c,) in pl.range(0, 128, 128, init_values=(acc_inline16__tile_l0_init,)):
                    acc_inline16__tile_l0_a: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline12__tile, 0, acc_inline16__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline16__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline15__tile, acc_inline16__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline16__tile_l0_a_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline12__tile, 0, acc_inline16__tile_l0_ko + 64, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline16__tile_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline15__tile, acc_inline16__tile_l0_ko + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    if acc_inline16__tile_l0_ko == 0:
                        acc_inline16__tile_l0_c_first: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(acc_inline16__tile_l0_a, acc_inline16__tile_l0_b)
                        acc_inline16__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_l0_c_first)
                    else:
                        acc_inline16__tile_l0_c_acc: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline16__tile_l0_c, acc_inline16__tile_l0_a, acc_inline16__tile_l0_b)
                        acc_inline16__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_l0_c_acc)
                    if acc_inline16__tile_l0_ko + 64 == 0:
                        acc_inline16__tile_l0_c_first_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(acc_inline16__tile_l0_a_1, acc_inline16__tile_l0_b_1)
                        acc_inline16__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_l0_c_first_1)
                    else:
                        acc_inline16__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline16__tile_l0_c_phi, acc_inline16__tile_l0_a_1, acc_inline16__tile_l0_b_1)
                        acc_inline16__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_l0_c_acc_1)
                    acc_inline16__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_l0_c_phi_1)
                acc_inline16__phi_v5: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_1)
            else:
                for acc_inline16__tile_l0_ko_1, (acc_inline16__tile_l0_c_1,) in pl.range(0, 128, 128, init_values=(acc_inline16__iter_v1,)):
                    acc_inline16__tile_l0_a_2: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline12__tile, 0, acc_inline16__tile_l0_ko_1, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline16__tile_l0_b_2: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_8, pl.const(32768, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline15__tile, acc_inline16__tile_l0_ko_1, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline16__tile_l0_a_3: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_9, pl.const(2048, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(tile_x_inline12__tile, 0, acc_inline16__tile_l0_ko_1 + 64, [16, 64], target_memory=pl.Mem.Left)
                    acc_inline16__tile_l0_b_3: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right] = pl.tile.extract(tile_w_inline15__tile, acc_inline16__tile_l0_ko_1 + 64, 0, [64, 256], target_memory=pl.Mem.Right)
                    acc_inline16__tile_l0_c_acc_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline16__tile_l0_c_1, acc_inline16__tile_l0_a_2, acc_inline16__tile_l0_b_2)
                    acc_inline16__tile_l0_c_acc_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc_inline16__tile_l0_c_acc_2, acc_inline16__tile_l0_a_3, acc_inline16__tile_l0_b_3)
                    acc_inline16__tile_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_l0_c_acc_3)
                acc_inline16__phi_v5: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__tile_2)
            acc_inline16__rv_v2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(acc_inline16__phi_v5)
        v_out__tile: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 524288)] = pl.tile.store(acc_inline16__rv_v2, [0, n0_inline17__idx_v0], v_out__iter_v1)
        return v_out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def qkv_proj(self, x__ssa_v0: pl.Tensor[[16, 8192], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], wq__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 134217728)], wk__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 134217728)], wv__ssa_v0: pl.Tensor[[8192, 8192], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 134217728)], q_out__ssa_v0: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 524288)]], k_out__ssa_v0: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 524288)]], v_out__ssa_v0: pl.Out[pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 524288)]]):
        for n0_inline5__idx_v0, (q_out__iter_v1,) in pl.parallel(0, 8192, 256, init_values=(q_out__ssa_v0,)):
            q_out__ssa_v3: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 524288)] = self.proj(x__ssa_v0, wq__ssa_v0, n0_inline5__idx_v0, q_out__iter_v1)
            q_out__rv_v2: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 524288)] = pl.yield_(q_out__ssa_v3)
        qy__ssa_v0: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 524288)] = q_out__rv_v2
        for n0_inline11__idx_v0, (k_out__iter_v1,) in pl.parallel(0, 8192, 256, init_values=(k_out__ssa_v0,)):
            k_out__ssa_v3: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 524288)] = self.proj_0(x__ssa_v0, wk__ssa_v0, n0_inline11__idx_v0, k_out__iter_v1)
            k_out__rv_v2: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_11", pl.const(0, pl.INT64), 524288)] = pl.yield_(k_out__ssa_v3)
        ky__ssa_v0: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 524288)] = k_out__rv_v2
        for n0_inline17__idx_v0, (v_out__iter_v1,) in pl.parallel(0, 8192, 256, init_values=(v_out__ssa_v0,)):
            v_out__ssa_v3: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 524288)] = self.proj_1(x__ssa_v0, wv__ssa_v0, n0_inline17__idx_v0, v_out__iter_v1)
            v_out__rv_v2: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_14", pl.const(0, pl.INT64), 524288)] = pl.yield_(v_out__ssa_v3)
        vy__ssa_v0: pl.Tensor[[16, 8192], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 524288)] = v_out__rv_v2
        return qy__ssa_v0, ky__ssa_v0, vy__ssa_v0