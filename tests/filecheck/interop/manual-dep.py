# RUN: xdsl-opt -f pypto %s 2>/dev/null | filecheck %s
# RUN: pto-tasks --json --exit-zero %s 2>/dev/null | filecheck %s --check-prefix=TASKS
# RUN: pto-export %s -p derive-call-directions -o %t.py 2>/dev/null
# RUN: pto-export %t.py -p derive-call-directions 2>/dev/null | diff %t.py -
# RUN: grep -c '^        m: .*, manual_dep=True)$' %t.py | filecheck %s --check-prefix=KEPT
# RUN: not xdsl-opt -f pypto %S/inputs/manual-dep-not-literal.py 2>&1 | filecheck %s --check-prefix=LITERAL
# `pl.tensor.create(..., manual_dep=True)` is the property manual_dep of
# pto.tensor.create (not kept text): the runtime tracks no access to the
# buffer, so the task graph draws no RAW edge from the writer to the reader
# and reports the race. The export leaves the line as it is.
import pypto.language as pl

@pl.program
class untracked:
    @pl.function(type=pl.FunctionType.AIV)
    def copy(x: pl.Tensor[[64], pl.FP32], y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[64], pl.FP32] = pl.tile.store(t, [0], y)
        return r
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        m: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        m2: pl.Tensor[[64], pl.FP32] = self.copy(x, m)
        out: pl.Tensor[[64], pl.FP32] = self.copy(m2, y)
        return out

# CHECK: %m = pto.tensor.create manual_dep : !pto.tensor<64xf32>
# TASKS: {"function": "main", "tasks": 2, "runtime_edges": 0, "races": {"raw": 1, "waw": 0, "war": 0}, "race_pairs": [[0, 1, "raw", "%m"]]
# KEPT: 1
# LITERAL: manual-dep-not-literal.py:10:88: manual_dep of pl.tensor.create must be True or False: whether the runtime tracks the buffer decides which tasks it orders
