// RUN: xdsl-opt %s --split-input-file -p derive-call-directions | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO

// compat=pypto, rule 4 (*Modes*, "as the real PyPTO does it"): a loop result
// lists the yielded value's candidates first and the init's after them, for
// `scf.while` results as for `scf.for` results. Here a `scf.while` starts
// from %a and yields %b: its result %r is {%b, %a}, ambiguous (inout). Under
// PyPTO's rules the write through %r adds only its first candidate, %b, to
// the buffers written (rule 5), so a later write of %b is R-prior and one of
// %a is not; by default both candidates were written.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @while_result(%cond: i1) {
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %r = scf.while (%arg = %a) : (!pto.tensor<64xf32>) -> !pto.tensor<64xf32> {
      scf.condition(%cond) %arg : !pto.tensor<64xf32>
    } do {
    ^bb0(%y: !pto.tensor<64xf32>):
      scf.yield %b : !pto.tensor<64xf32>
    }
    pto.call @w(%r) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%a) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @while_result(%cond: i1) {
// CHECK:         pto.call @w(inout %r) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %a) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %a) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(inout %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// The same with an `scf.for` that may run zero times (dynamic bounds).
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @for_result(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = pto.tensor.create : !pto.tensor<64xf32>
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (!pto.tensor<64xf32>) {
      scf.yield %b : !pto.tensor<64xf32>
    }
    pto.call @w(%r) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%a) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @for_result(%n: index) {
// CHECK:         pto.call @w(inout %r) : (!pto.tensor<64xf32>) -> ()
// SOUND-NEXT:    pto.call @w(inout %a) : (!pto.tensor<64xf32>) -> ()
// PYPTO-NEXT:    pto.call @w(output_existing %a) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(inout %b) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }
