import pypto.language as pl

@pl.program
class untracked:
    @pl.function(type=pl.FunctionType.AIV)
    def w(y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return y
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self) -> pl.Tensor[[64], pl.FP32]:
        m: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, manual_dep=flag)
        return m
