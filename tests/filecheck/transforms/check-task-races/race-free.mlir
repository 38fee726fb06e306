// RUN: xdsl-opt %examples/hello-world.mlir -p check-task-races | filecheck %s
// RUN: xdsl-opt %s -p 'check-task-races{bind="n=4","y.dim0=256"}' | filecheck %s --check-prefix=BIND

// No race: the module passes unchanged. hello-world's 16 tasks are chained
// by their inout output, and write disjoint stripes anyway.
// CHECK:      scf.for %i = %c0 to %c16 step %c1 {
// CHECK-NEXT:   %r = pto.call @kernel(scalar %i, input %x, inout %out)

// `bind` gives scalar parameters and `?` dimensions their values: four tasks
// each writing their own quarter of %y, which is 256 elements long.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %n: index, out %y: !pto.tensor<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    scf.for %i = %c0 to %n step %c1 {
      %o = arith.muli %i, %c64 : index
      %s = "pto.tensor.slice"(%y, %c64, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<?xf32>, index, index) -> !pto.tensor<64xf32>
      pto.call @k(output_existing %s) : (!pto.tensor<64xf32>) -> ()
    }
    pto.return
  }
}
// BIND: pto.func orchestration @main(in %n: index, out %y: !pto.tensor<?xf32>) {
