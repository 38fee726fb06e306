# RUN: xdsl-opt --parsing-diagnostics -f pypto %s | filecheck %s
# RUN: not pto-export %s 2>&1 | filecheck %s --check-prefix=CMD
import pypto.language as pl

@pl.program
class bad:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        a: pl.Tensor[[64], pl.FP32] = self.missing(x)
        return a

# CHECK:      bad-callee.py:9:39
# CHECK-NEXT: a: pl.Tensor[[64], pl.FP32] = self.missing(x)
# CHECK-NEXT: ^^^^^^^^^^^^
# CHECK-NEXT: unknown callee self.missing: the program defines main

# CMD: {{.*}}bad-callee.py:9:39: error: unknown callee self.missing: the program defines main
