// RUN: xdsl-opt %s -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// compat=pypto, rule 1 (*Modes*, "as the real PyPTO does it"): of the
// operator results only create's, slice's and assemble's get a root. A view
// or a reshape of a buffer already written is unrooted, so writing it is
// never R-prior: output_existing; an assemble names its target, %c, already
// written: inout. By default all three name their input's buffer: inout.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @roots(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %c = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%a) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%c) : (!pto.tensor<64xf32>) -> ()
    %v = "pto.tensor.view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %r = "pto.tensor.reshape"(%b, %c64) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pto.tensor<64xf32>, index) -> !pto.tensor<64xf32>
    %m = "pto.tensor.assemble"(%c, %x, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> !pto.tensor<64xf32>
    pto.call @w(%v) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%r) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%m) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @roots(%x: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    %a = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %c = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @w(output_existing %a) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(output_existing %c) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %v = pto.tensor.view(%a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %r = pto.tensor.reshape(%b, [%c64]) : (!pto.tensor<64xf32>, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %m = pto.tensor.assemble(%c, %x, [%c0]) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, index) -> !pto.tensor<64xf32>
// SOUND-NEXT:    pto.call @w(inout %v) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %r) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %v) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %r) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(inout %m) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
