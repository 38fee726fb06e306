# RUN: xdsl-opt -f pypto %s | filecheck %s
# RUN: pto-tasks --json --exit-zero %s | filecheck %s --check-prefix=TASKS
# Four producers fill the rows of `out` in a parallel loop inside a manual
# scope and record their task ids in an array; the consumer depends on the
# array, on a barrier over it and on one element. @main: no race;
# @main_nodeps, the same program without deps: four RAW races.
# pypto.program: fan_in
import pypto.language as pl

@pl.program
class fan_in:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def producer(x: pl.Tensor[[4, 16], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[4, 16], pl.FP32] = pl.tile.store(t, [row, 0], out)
        return out_1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def consumer(out: pl.Tensor[[4, 16], pl.FP32], y: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        t: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(out, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
        y_1: pl.Tensor[[4, 16], pl.FP32] = pl.tile.store(t, [0, 0], y)
        return y_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[4, 16], pl.FP32], out: pl.Out[pl.Tensor[[4, 16], pl.FP32]], y: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tids: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for branch, (tids_it, out_it) in pl.parallel(4, init_values=(tids, out)):
                ret: pl.Tuple[pl.Tensor[[4, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.producer, x, branch, out_it)
                out_2: pl.Tensor[[4, 16], pl.FP32] = ret[0]
                tid: pl.Scalar[pl.TASK_ID] = ret[1]
                tids_2: pl.Array[4, pl.TASK_ID] = pl.array.update_element(tids_it, branch, tid)
                tids_out, out_out = pl.yield_(tids_2, out_2)
            gate: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[tids_out])
            last: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids_out, 3)
            ret2: pl.Tuple[pl.Tensor[[4, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.consumer, out_out, y, deps=[gate, last, tids_out])
            y_2: pl.Tensor[[4, 16], pl.FP32] = ret2[0]
        return y_2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main_nodeps(self, x: pl.Tensor[[4, 16], pl.FP32], out: pl.Out[pl.Tensor[[4, 16], pl.FP32]], y: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tids: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for branch, (tids_it, out_it) in pl.parallel(4, init_values=(tids, out)):
                ret: pl.Tuple[pl.Tensor[[4, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.producer, x, branch, out_it)
                out_2: pl.Tensor[[4, 16], pl.FP32] = ret[0]
                tid: pl.Scalar[pl.TASK_ID] = ret[1]
                tids_2: pl.Array[4, pl.TASK_ID] = pl.array.update_element(tids_it, branch, tid)
                tids_out, out_out = pl.yield_(tids_2, out_2)
            gate: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[tids_out])
            last: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids_out, 3)
            ret2: pl.Tuple[pl.Tensor[[4, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.consumer, out_out, y)
            y_2: pl.Tensor[[4, 16], pl.FP32] = ret2[0]
        return y_2

# CHECK:      %3 = arith.constant 3 : index
# CHECK-NEXT: %y_1 = pto.scope runtime manual -> (!pto.tensor<4x16xf32>) {
# CHECK-NEXT:   %tids = pto.array.create : !pto.array<4x!pto.task_id>
# CHECK:        %tids_out, %out_out = scf.for %branch = %0 to %1 step %2 iter_args(%tids_it = %tids, %out_it = %out) -> (!pto.array<4x!pto.task_id>, !pto.tensor<4x16xf32>) {
# CHECK-NEXT:     %out_1, %tid = pto.submit @producer(%x, %branch, %out_it) : (!pto.tensor<4x16xf32>, index, !pto.tensor<4x16xf32>) -> (!pto.tensor<4x16xf32>, !pto.task_id)
# CHECK-NEXT:     %tids_1 = pto.array.update_element %tids_it[%branch], %tid : !pto.array<4x!pto.task_id>
# CHECK-NEXT:     scf.yield %tids_1, %out_1 : !pto.array<4x!pto.task_id>, !pto.tensor<4x16xf32>
# CHECK-NEXT:   } {pto.for_kind = #pto.for_kind<parallel>}
# CHECK-NEXT:   %gate = pto.system.task_dummy deps(%tids_out : !pto.array<4x!pto.task_id>)
# CHECK-NEXT:   %last = pto.array.get_element %tids_out[%3] : !pto.array<4x!pto.task_id>
# CHECK-NEXT:   %y_2, %4 = pto.submit @consumer(%out_out, %y) deps(%gate, %last, %tids_out : !pto.array<4x!pto.task_id>) : (!pto.tensor<4x16xf32>, !pto.tensor<4x16xf32>) -> (!pto.tensor<4x16xf32>, !pto.task_id)
# CHECK-NEXT:   pto.yield %y_2 : !pto.tensor<4x16xf32>
# CHECK-NEXT: }

# TASKS: {"function": "main", "tasks": 5, "runtime_edges": 4, "races": {"raw": 0, "waw": 0, "war": 0}, "race_pairs": [],
# TASKS: {"function": "main_nodeps", "tasks": 5, "runtime_edges": 0, "races": {"raw": 4, "waw": 0, "war": 0}, "race_pairs": {{\[\[}}0, 4, "raw", "%out"], [1, 4, "raw", "%out"], [2, 4, "raw", "%out"], [3, 4, "raw", "%out"{{\]\]}},
