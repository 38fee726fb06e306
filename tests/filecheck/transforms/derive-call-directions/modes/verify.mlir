// RUN: xdsl-opt %s -p verify-call-directions --verify-diagnostics | filecheck %s --check-prefix=SOUND
// RUN: xdsl-opt %s -p 'verify-call-directions{compat=pypto}' --verify-diagnostics | filecheck %s --check-prefix=PYPTO

// Verifier rule 1 checks phase 0 under the same mode as derive. By default a
// wrapper that writes its parameter through a slice, and an orchestration
// helper that passes its parameter to a writing task, have stale signatures
// (derive-call-directions would promote them to `out`); under PyPTO's rules
// phase 0 sees neither write and the IR verifies. Every call here already
// has its directions: rule 1 is the only one that can fire.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func group @g(in %dst: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %s = "pto.tensor.slice"(%dst, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
  pto.func orchestration @helper(in %dst: !pto.tensor<64xf32>) {
    %t = pto.submit @w(output_existing %dst) : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}

// SOUND:       verify-call-directions found 2 problem(s)
// SOUND:       "pto.func"() <{sym_name = "g",
// SOUND-NEXT:  ^^^^
// SOUND-NEXT:  | wrapper function '@g' has stale param_directions: effective [out] but declared [in]; run derive-call-directions or declare the effective directions
// SOUND:       "pto.func"() <{sym_name = "helper",
// SOUND-NEXT:  ^^^^
// SOUND-NEXT:  | orchestration function '@helper' has stale param_directions: effective [out] but declared [in]

// PYPTO-NOT:   problem(s)
// PYPTO:       pto.func group @g(in %dst: !pto.tensor<64xf32>) {
// PYPTO-NEXT:    %c0 = arith.constant 0 : index
// PYPTO-NEXT:    %c32 = arith.constant 32 : index
// PYPTO-NEXT:    %s = pto.tensor.slice(%dst, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// PYPTO-NEXT:    pto.call @w32(output_existing %s) : (!pto.tensor<32xf32>) -> ()
// PYPTO-NEXT:    pto.return
// PYPTO-NEXT:  }
// PYPTO-NEXT:  pto.func orchestration @helper(in %dst: !pto.tensor<64xf32>) {
// PYPTO-NEXT:    %t = pto.submit @w(output_existing %dst) : (!pto.tensor<64xf32>) -> (!pto.task_id)
// PYPTO-NEXT:    pto.return
// PYPTO-NEXT:  }
