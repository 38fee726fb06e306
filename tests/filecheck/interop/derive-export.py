# RUN: pto-export %s -p 'derive-call-directions{compat=pypto}' 2>/dev/null | filecheck %s
# RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' 2>/dev/null | filecheck %s --check-prefix=MLIR
# The exporter writes the derived directions into the call line; nothing else changes.
import pypto.language as pl

@pl.program
class chain:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[64], pl.FP32], y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return y
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        s: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32)
        a: pl.Tensor[[64], pl.FP32] = self.k(x, s, attrs={"note": 1})
        b: pl.Tensor[[64], pl.FP32] = self.k(a, y)
        return b

# CHECK:      s: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32)
# CHECK-NEXT: a: pl.Tensor[[64], pl.FP32] = self.k(x, s, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing], "note": 1})
# CHECK-NEXT: b: pl.Tensor[[64], pl.FP32] = self.k(a, y, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
# CHECK-NEXT: return b

# MLIR:      %a = pto.call @k(input %x, output_existing %s) {pypto.attrs = {note = "1"}} : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
# MLIR-NEXT: %b = pto.call @k(input %a, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
