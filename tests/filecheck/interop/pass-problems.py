# A pass of ours that finds problems in an imported program prints each on one
# line, at its PyPTO line, and exits 1: no traceback, no module (issue 40).
# RUN: not xdsl-opt %s -p verify-param-directions 2>&1 | filecheck %s
# --verify-diagnostics still shows the problems on the annotated module, status 0.
# RUN: xdsl-opt %s -p verify-param-directions --verify-diagnostics | filecheck %s --check-prefix=DIAG
# pypto.program: small
import pypto.language as pl

@pl.program
class small:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV)
    def scale(x: pl.Tensor[[64], pl.FP32], i: pl.Scalar[pl.INDEX], y: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i], [64], [64], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[64], pl.FP32] = pl.tile.store(t, [0], y)
        s: pl.Tensor[[64], pl.FP32] = pl.tile.store(t, [0], x)
        return r

# CHECK-NOT:  Traceback
# CHECK:      {{^.*}}pass-problems.py:15:39: pto.tile.store in @scale: parameter %x of @scale is declared in but pto.tile.store writes it: declare it out or inout in param_directions {{.*}}{{$}}
# CHECK-NEXT: {{^.*}}pass-problems.py:14:39: pto.tile.store in @scale: parameter %y of @scale is declared in but pto.tile.store writes it: {{.*}}{{$}}
# CHECK-NOT:  {{.}}

# DIAG:       verify-param-directions found 2 problem(s):
# DIAG-NEXT:    pto.tile.store in @scale at {{.*}}pass-problems.py:15:39: parameter %x of @scale is declared in
# DIAG:       "pto.func"()
# DIAG:       | parameter %x of @scale is declared in
