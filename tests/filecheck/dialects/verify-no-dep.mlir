// An argument written no_dep(%v) is overridden already: a no_dep(i, ...)
// list as well is an error, and no_dep(%v) is a direction, so every other
// argument needs one too.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics | filecheck %s

pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
  pto.call @k(no_dep(%x), inout %y) no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
  pto.return
}
// CHECK: no_dep is given twice: arguments written no_dep(%v) are already overridden, so drop the no_dep(i, ...) list

// -----

pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
  %t = pto.submit @k(no_dep(%x), output_existing %y) deps() no_dep(0) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (!pto.task_id)
  pto.return
}
// CHECK: no_dep is given twice: arguments written no_dep(%v) are already overridden, so drop the no_dep(i, ...) list

// -----

pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> ()
pto.func group @g(in %x: !pto.tensor<64xf32>, out %y: !pto.tensor<64xf32>) {
  pto.call @k(no_dep(%x), %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> ()
  pto.return
}
// CHECK: either every argument or none carries a direction, but argument 1 has none
