// --print-debuginfo prints a location on every op and every pto.func
// argument; what it prints parses back and prints the same (issue 40: the
// argument locations were refused). Every example and fixture is checked by
// tests/test_roundtrip.py.
// RUN: xdsl-opt --print-debuginfo %s | xdsl-opt --print-debuginfo | filecheck %s
// RUN: xdsl-opt --print-debuginfo %examples/seed-example.mlir | xdsl-opt | filecheck %s --check-prefix=SEED

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>)
  pto.func orchestration @main(in %x: !pto.tensor<64xf32> loc("prog.py":3:14), out %y: !pto.tensor<64xf32>) {
    pto.call @k(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> () loc("prog.py":4:9)
    pto.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) loc(unknown)
// CHECK-NEXT:   pto.func orchestration @main(in %x: !pto.tensor<64xf32> loc("prog.py":3:14), out %y: !pto.tensor<64xf32> loc(unknown)) {
// CHECK-NEXT:     pto.call @k(input %x, output_existing %y) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> () loc("prog.py":4:9)
// CHECK-NEXT:     pto.return loc(unknown)
// CHECK-NEXT:   } loc(unknown)
// CHECK-NEXT: } loc(unknown)

// SEED: pto.func
