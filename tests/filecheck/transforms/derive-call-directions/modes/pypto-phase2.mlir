// RUN: xdsl-opt %s -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// compat=pypto, rule 5 (*Modes*, "as the real PyPTO does it"): phase 2 keeps
// one root per value, its first candidate. %either is %a or %b: writing it
// adds only %a to the buffers written, and to the footprint of the `scf.if`
// around the second write of %either2 ({%c, %d}): so %a and %c are written
// before (inout), %b and %d are not (output_existing). By default every
// candidate is written: all inout.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @one_root(%cond: i1) {
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %c = pto.tensor.create : !pto.tensor<64xf32>
    %d = pto.tensor.create : !pto.tensor<64xf32>
    %either = scf.if %cond -> (!pto.tensor<64xf32>) {
      scf.yield %a : !pto.tensor<64xf32>
    } else {
      scf.yield %b : !pto.tensor<64xf32>
    }
    %either2 = scf.if %cond -> (!pto.tensor<64xf32>) {
      scf.yield %c : !pto.tensor<64xf32>
    } else {
      scf.yield %d : !pto.tensor<64xf32>
    }
    pto.call @w(%either) : (!pto.tensor<64xf32>) -> ()
    scf.if %cond {
      pto.call @w(%either2) : (!pto.tensor<64xf32>) -> ()
    }
    pto.call @w(%a) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%c) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%d) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @one_root(%cond: i1) {
// CHECK:         pto.call @w(inout %either) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    scf.if %cond {
// CHECK-NEXT:      pto.call @w(inout %either2) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.call @w(inout %a) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %b) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(inout %c) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %d) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %d) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
