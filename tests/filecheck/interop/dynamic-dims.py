# RUN: xdsl-opt -f pypto %s 2>/dev/null | filecheck %s
# RUN: xdsl-opt -f pypto %s 2>/dev/null | xdsl-opt | filecheck %s
# RUN: xdsl-opt -f pypto %s 2>/dev/null | xdsl-opt --print-op-generic | xdsl-opt | filecheck %s
# RUN: not pto-tasks %s 2>&1 | filecheck %s --check-prefix=UNBOUND
# RUN: pto-tasks %s --bind T_DYN=64 | filecheck %s --check-prefix=BOUND
# RUN: pto-tasks %s --bind x.dim0=32 | filecheck %s --check-prefix=BY-DIM
# RUN: pto-export %s -o %t.py 2>/dev/null
# RUN: grep -v 'o = self.fill' %s > %t.in
# RUN: grep -v 'o = self.fill' %t.py | diff %t.in -
# A `?` dimension of a parameter printed as a pl.dynamic name keeps it: the
# type is `?`, the function's pypto.dynamic_dims maps "argI.dimK" to the name,
# which prints and parses back. The task graph binds the dimension by that
# name (--bind T_DYN=V, every dimension named T_DYN alike; x.dim0 stays
# accepted), and an unbound one it needs is a located line naming T_DYN. The
# export leaves the text as it is (only the call gains its directions).
import pypto.language as pl

T_DYN = pl.dynamic("T_DYN")

@pl.program
class dyn:
    @pl.function(type=pl.FunctionType.AIV)
    def fill(x: pl.Tensor[[T_DYN, 64], pl.FP32], o: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t, [0, 0], o)
        return r
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n: pl.Scalar[pl.INDEX], x: pl.Tensor[[T_DYN, 64], pl.FP32], y: pl.Tensor[[16, T_DYN], pl.FP32], o: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for i in pl.range(0, t, 16):
            o = self.fill(x, o)
        return o

# CHECK:      pto.func aiv @fill(in %x: !pto.tensor<?x64xf32>, out %o: !pto.tensor<128x64xf32>) -> !pto.tensor<128x64xf32> attributes {pypto.dynamic_dims = {arg0.dim0 = "T_DYN"}} {
# CHECK:      pto.func orchestration @main(in %n: index, in %x: !pto.tensor<?x64xf32>, in %y: !pto.tensor<16x?xf32>, out %o: !pto.tensor<128x64xf32>) -> !pto.tensor<128x64xf32> attributes {pypto.dynamic_dims = {arg1.dim0 = "T_DYN", arg2.dim1 = "T_DYN"}} {

# UNBOUND: dynamic-dims.py:30:9: error: the upper bound %t is known only at run time: it depends on dynamic dimension T_DYN (pl.dynamic("T_DYN"), dimension 0 of %x of @main): bind it (check-task-races{bind="T_DYN=VALUE"}, pto-tasks --bind T_DYN=VALUE)
# UNBOUND-NOT: Traceback

# BOUND:      @main: 4 tasks, 3 runtime edges (3 waw)
# BOUND-NEXT: races: 0 (raw 0, waw 0, war 0)

# BY-DIM:      @main: 2 tasks, 1 runtime edges (1 waw)
# BY-DIM-NEXT: races: 0 (raw 0, waw 0, war 0)
