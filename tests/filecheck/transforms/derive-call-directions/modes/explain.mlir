// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{explain=true}' | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto explain=true}' | filecheck %s --check-prefixes=CHECK,PYPTO
// A second run, with or without explain, leaves pto.why as it is (every op
// has its directions now), and the verifier ignores it.
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{explain=true}' | xdsl-opt --split-input-file -p 'derive-call-directions{explain=true},verify-call-directions' | filecheck %s --check-prefixes=CHECK,SOUND
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto explain=true}' | xdsl-opt --split-input-file -p 'derive-call-directions{compat=pypto},verify-call-directions{compat=pypto}' | filecheck %s --check-prefixes=CHECK,PYPTO
// The generic form carries it as a discardable attribute.
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{explain=true}' --print-op-generic | filecheck %s --check-prefix=GENERIC

// explain=true: every op the pass gives arg_directions also gets pto.why,
// one reason per argument, naming the row of the phase 3 table that decided
// it. One call per row; the explicit call at the end gets none.
builtin.module {
  pto.func private incore @k(in index, in !pto.tensor<64xf32>, out !pto.tensor<64xf32>, inout !pto.tensor<64xf32>)
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @rows(inout %acc: !pto.tensor<64xf32>, in %x: !pto.tensor<64xf32>, in %n: index, in %c: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    %d = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @k(%n, %x, %b, %d) : (index, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%acc) : (!pto.tensor<64xf32>) -> ()
    %m = scf.if %c -> (!pto.tensor<64xf32>) {
      scf.yield %b : !pto.tensor<64xf32>
    } else {
      scf.yield %d : !pto.tensor<64xf32>
    }
    pto.call @w(%m) : (!pto.tensor<64xf32>) -> ()
    %e = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      pto.call @w(%e) : (!pto.tensor<64xf32>) -> ()
    }
    pto.call @k(%n, %x, %e, %d) no_dep(1) : (index, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.call @w(output_existing %acc) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @rows(inout %acc: !pto.tensor<64xf32>, in %x: !pto.tensor<64xf32>, in %n: index, in %c: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    %d = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @k(scalar %n, input %x, output_existing %b, inout %d) {pto.why = ["scalar", "input", "output-existing", "inout"]} : (index, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(inout %b) {pto.why = ["r-prior(@k)"]} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(inout %acc) {pto.why = ["r-enclosing"]} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %m = scf.if %c -> (!pto.tensor<64xf32>) {
// CHECK-NEXT:      scf.yield %b : !pto.tensor<64xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %d : !pto.tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.call @w(inout %m) {pto.why = ["ambiguous"]} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %e = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    scf.for %i = %c0 to %c4 step %c1 {
// CHECK-NEXT:      pto.call @w(inout %e) {pto.why = ["r-seq"]} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    pto.call @k(scalar %n, no_dep(%x), inout %e, inout %d) {pto.why = ["scalar", "no-dep", "r-prior(@w)", "inout"]} : (index, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.call @w(output_existing %acc) : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// GENERIC:     "pto.call"(%n, %x, %b, %d) <{callee = @k, arg_directions = [#pto.adir<scalar>, #pto.adir<input>, #pto.adir<output_existing>, #pto.adir<inout>]}> {pto.why = ["scalar", "input", "output-existing", "inout"]} : (index, !pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
// GENERIC:     "pto.call"(%acc) <{callee = @w, arg_directions = [#pto.adir<output_existing>]}> : (!pto.tensor<64xf32>) -> ()

// -----

// Where the modes differ, the reasons say why: the write to the slice sees
// the write to its source by default (R-prior), and is a first write of a
// buffer of its own under PyPTO's rules.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @slice_after_whole() {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    %s = "pto.tensor.slice"(%b, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
}

// CHECK:       pto.func orchestration @slice_after_whole() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %b = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:    pto.call @w(output_existing %b) {pto.why = ["output-existing"]} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    %s = pto.tensor.slice(%b, [%c32], [%c0]) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
// SOUND-NEXT:    pto.call @w32(inout %s) {pto.why = ["r-prior(@w)"]} : (!pto.tensor<32xf32>) -> ()
// PYPTO-NEXT:    pto.call @w32(output_existing %s) {pto.why = ["output-existing"]} : (!pto.tensor<32xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// -----

// With relax-sequential, an `out` argument R-seq gives way on says
// `disjoint` (the stripe example: each iteration stores its own 64 elements).
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{relax-sequential=true explain=true}' | filecheck %s --check-prefix=RELAX
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{compat=pypto relax-sequential=true explain=true}' | filecheck %s --check-prefix=RELAX
builtin.module {
  pto.func incore @stripe(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>, in %i: index) {
    %c64 = arith.constant 64 : index
    %off = arith.muli %i, %c64 : index
    %t = "pto.tile.load"(%x, %off, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}> : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %s = "pto.tile.store"(%t, %off, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    pto.return
  }
  pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    scf.for %i = %c0 to %c16 step %c1 {
      pto.call @stripe(%x, %out, %i) : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> ()
    }
    pto.return
  }
}

// RELAX:       pto.func orchestration @main(in %x: !pto.tensor<1024xf32>, out %out: !pto.tensor<1024xf32>) {
// RELAX-NEXT:    %c0 = arith.constant 0 : index
// RELAX-NEXT:    %c1 = arith.constant 1 : index
// RELAX-NEXT:    %c16 = arith.constant 16 : index
// RELAX-NEXT:    scf.for %i = %c0 to %c16 step %c1 {
// RELAX-NEXT:      pto.call @stripe(input %x, output_existing %out, scalar %i) {pto.why = ["input", "disjoint", "scalar"]} : (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>, index) -> ()
// RELAX-NEXT:    }
// RELAX-NEXT:    pto.return
// RELAX-NEXT:  }
