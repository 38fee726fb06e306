// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{explain=true}' | filecheck %s --check-prefix=DERIVE
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p derive-call-directions,check-task-races | filecheck %s --check-prefix=SOUND
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'derive-call-directions{compat=pypto},check-task-races' | filecheck %s --check-prefix=PYPTO
// The default's directions with only the r-caller ones weakened back to
// output_existing (phase 0 kept): every shape races again.
// RUN: xdsl-opt %s --split-input-file -p 'derive-call-directions{explain=true}' | sed -e 's/(inout \(%[a-z]*\)) {pto.why = \["r-caller"\]}/(output_existing \1)/' | xdsl-opt --split-input-file --verify-diagnostics -p check-task-races | filecheck %s --check-prefix=WEAK

// Functions executed inline (derive-call-directions.md, *Modes*, reason
// `r-caller`): an orchestration helper, an `inline` function and a kind-less
// (opaque) function with a body are not tasks; the runtime runs their bodies
// in the caller's context. By default a writer of one of their parameters
// inside them is `inout`, so the runtime orders it after what the caller
// wrote before the call; check-task-races (the runtime replayed) finds no
// race. Under PyPTO's rules (no r-caller, phase 0 for wrappers only), or with
// the r-caller directions alone weakened to output_existing, every shape
// leaves two writers of %b unordered.
// WEAK-COUNT-7: check-task-races found {{[0-9]}} problem(s)
// WEAK-NOT:     problem(s)

// SOUND-NOT:   problem(s)

// Shape 1: the caller writes %b, then calls the helper that writes it.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @helper(%p: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @write_then_call() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// DERIVE:      pto.func orchestration @helper(out %p: !pto.tensor<64xf32>) {
// DERIVE-NEXT:   pto.call @w(inout %p) {pto.why = ["r-caller"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.return
// DERIVE-NEXT: }
// DERIVE-NEXT: pto.func orchestration @write_then_call() {
// DERIVE-NEXT:   %b = pto.tensor.create : !pto.tensor<64xf32>
// DERIVE-NEXT:   pto.call @w(output_existing %b) {pto.why = ["output-existing"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.call @helper(inout %b) {pto.why = ["r-prior(@w)"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.return
// DERIVE-NEXT: }

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w)

// -----

// Shape 2: the helper called twice.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @helper(%p: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @call_twice() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// DERIVE:      pto.func orchestration @helper(out %p: !pto.tensor<64xf32>) {
// DERIVE-NEXT:   pto.call @w(inout %p) {pto.why = ["r-caller"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE:      pto.func orchestration @call_twice() {
// DERIVE-NEXT:   %b = pto.tensor.create : !pto.tensor<64xf32>
// DERIVE-NEXT:   pto.call @helper(output_existing %b) {pto.why = ["output-existing"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.call @helper(inout %b) {pto.why = ["r-prior(@helper)"]} : (!pto.tensor<64xf32>) -> ()

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w)

// -----

// Shape 3: the helper called in a loop (R-seq promotes the caller's call,
// which is no task; the helper's task is what the runtime sees).
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @helper(%p: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @call_in_loop() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %b = pto.tensor.create : !pto.tensor<64xf32>
    scf.for %i = %c0 to %c2 step %c1 {
      pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
}

// DERIVE:      pto.func orchestration @helper(out %p: !pto.tensor<64xf32>) {
// DERIVE-NEXT:   pto.call @w(inout %p) {pto.why = ["r-caller"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE:        pto.call @helper(inout %b) {pto.why = ["r-seq"]} : (!pto.tensor<64xf32>) -> ()

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w [i=0])

// -----

// Shape 4: one buffer for two parameters, `@h(%b, %b)`: inside @h the two
// parameters are two roots, each written first.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func orchestration @h(%p: !pto.tensor<64xf32>, %q: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%q) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @same_buffer_twice() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @h(%b, %b) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// DERIVE:      pto.func orchestration @h(out %p: !pto.tensor<64xf32>, out %q: !pto.tensor<64xf32>) {
// DERIVE-NEXT:   pto.call @w(inout %p) {pto.why = ["r-caller"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.call @w(inout %q) {pto.why = ["r-caller"]} : (!pto.tensor<64xf32>) -> ()

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w)

// -----

// An `inline` function: phase 0 materializes it (its parameter becomes
// `out`), so the caller's later write is R-prior; its own write of the
// parameter is r-caller, after the caller's earlier one.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func inline @fill(%p: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @inline_between() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @fill(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// DERIVE:      pto.func inline @fill(out %p: !pto.tensor<64xf32>) {
// DERIVE-NEXT:   pto.call @w(inout %p) {pto.why = ["r-caller"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE:        pto.call @w(output_existing %b) {pto.why = ["output-existing"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.call @fill(inout %b) {pto.why = ["r-prior(@w)"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.call @w(inout %b) {pto.why = ["r-prior(@w)"]} : (!pto.tensor<64xf32>) -> ()

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w)

// -----

// A kind-less (opaque) function with a body, called twice, then the caller
// writes: without phase 0 its parameter stays `in`, and the caller's write
// would be the caller's first.
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func @fill(%p: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @opaque_then_write() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @fill(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @fill(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// DERIVE:      pto.func @fill(out %p: !pto.tensor<64xf32>) {
// DERIVE-NEXT:   pto.call @w(inout %p) {pto.why = ["r-caller"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE:        pto.call @fill(output_existing %b) {pto.why = ["output-existing"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.call @fill(inout %b) {pto.why = ["r-prior(@fill)"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE-NEXT:   pto.call @w(inout %b) {pto.why = ["r-prior(@fill)"]} : (!pto.tensor<64xf32>) -> ()

// PYPTO:       check-task-races found 3 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w)

// -----

// What r-caller leaves alone: a function with no caller (its parameters are
// the runtime's external buffers), a buffer the helper creates itself, and a
// helper's write through a slice of its parameter (rooted at the parameter:
// r-caller too).
builtin.module {
  pto.func private incore @w(out !pto.tensor<64xf32>)
  pto.func private incore @w32(out !pto.tensor<32xf32>)
  pto.func orchestration @entry(%p: !pto.tensor<64xf32>) {
    pto.call @w(%p) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func orchestration @helper(%p: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %t = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%t) : (!pto.tensor<64xf32>) -> ()
    %s = "pto.tensor.slice"(%p, %c32, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<32xf32>
    pto.call @w32(%s) : (!pto.tensor<32xf32>) -> ()
    pto.return
  }
  pto.func orchestration @main() {
    %b = pto.tensor.create : !pto.tensor<64xf32>
    pto.call @w(%b) : (!pto.tensor<64xf32>) -> ()
    pto.call @helper(%b) : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}

// DERIVE:      pto.func orchestration @entry(out %p: !pto.tensor<64xf32>) {
// DERIVE-NEXT:   pto.call @w(output_existing %p) {pto.why = ["output-existing"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE:      pto.func orchestration @helper(out %p: !pto.tensor<64xf32>) {
// DERIVE:        pto.call @w(output_existing %t) {pto.why = ["output-existing"]} : (!pto.tensor<64xf32>) -> ()
// DERIVE:        pto.call @w32(inout %s) {pto.why = ["r-caller"]} : (!pto.tensor<32xf32>) -> ()

// PYPTO:       check-task-races found 1 problem(s)
// PYPTO:       | waw race on %b with task 0 (the earlier pto.call of w)
