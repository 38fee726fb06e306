# RUN: xdsl-opt --parsing-diagnostics -f pypto %s | filecheck %s
import pypto.language as pl

@pl.program
class bad:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        while True:
            pass
        return x

# CHECK:      bad-statement.py:8:9
# CHECK:      unknown statement form (While): supported are `x: TYPE = EXPR`, `a, b = pl.yield_(...)`, a call statement, {{.*}}
