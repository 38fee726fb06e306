// RUN: xdsl-opt %s -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// compat=pypto, rule 2 (*Modes*, "as the real PyPTO does it"): a call result
// never reads the callee's body; every callee takes the writer-slot rule.
// @fresh returns a buffer it creates, so by default %f is a new buffer and
// the write through it output_existing; PyPTO takes @fresh's only writer
// slot, %s, which @fresh just wrote: inout.
builtin.module {
  pto.func incore @fresh(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
    %t = pto.tensor.create : !pto.tensor<64xf32>
    pto.return %t : !pto.tensor<64xf32>
  }
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @results(%x: !pto.tensor<64xf32>) {
    %s = pto.tensor.create : !pto.tensor<64xf32>
    %f = pto.call @fresh(%x, %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.call @w(%f) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @results(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %s = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %f = pto.call @fresh(input %x, output_existing %s) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// SOUND-NEXT:    pto.call @w(output_existing %f) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(inout %f) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
