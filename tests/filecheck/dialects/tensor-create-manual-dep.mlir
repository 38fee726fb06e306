// `manual_dep` on pto.tensor.create (PyPTO's `pl.tensor.create(...,
// manual_dep=True)`): a property, printed after the sizes, parsed back in the
// pretty and the generic form; spelled as an attribute-dictionary entry it is
// rejected on the op, as every property is.
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: xdsl-opt %s --split-input-file | xdsl-opt --split-input-file | filecheck %s
// RUN: xdsl-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: xdsl-opt %s --split-input-file --print-op-generic | xdsl-opt --split-input-file | filecheck %s
// RUN: xdsl-opt %S/inputs/manual-dep-spelling.mlir --verify-diagnostics | filecheck %s --check-prefix=SPELLING

builtin.module {
  pto.func orchestration @main(in %n: index) {
    %a = pto.tensor.create manual_dep : !pto.tensor<64xf32>
    %b = pto.tensor.create(%n) manual_dep : !pto.tensor<?xf32>
    %c = pto.tensor.create : !pto.tensor<64xf32>
    %d = "pto.tensor.create"() <{manual_dep}> : () -> !pto.tensor<64xf32>
    pto.return
  }
}

// CHECK:      pto.func orchestration @main(in %n: index) {
// CHECK-NEXT:   %a = pto.tensor.create manual_dep : !pto.tensor<64xf32>
// CHECK-NEXT:   %b = pto.tensor.create(%n) manual_dep : !pto.tensor<?xf32>
// CHECK-NEXT:   %c = pto.tensor.create : !pto.tensor<64xf32>
// CHECK-NEXT:   %d = pto.tensor.create manual_dep : !pto.tensor<64xf32>
// CHECK-NEXT:   pto.return
// CHECK-NEXT: }

// GENERIC:      %a = "pto.tensor.create"() <{manual_dep}> : () -> !pto.tensor<64xf32>
// GENERIC-NEXT: %b = "pto.tensor.create"(%n) <{manual_dep}> : (index) -> !pto.tensor<?xf32>
// GENERIC-NEXT: %c = "pto.tensor.create"() : () -> !pto.tensor<64xf32>
// GENERIC-NEXT: %d = "pto.tensor.create"() <{manual_dep}> : () -> !pto.tensor<64xf32>

// SPELLING: 'manual_dep' is a property of pto.tensor.create: write manual_dep before the type (pto.tensor.create manual_dep : ...) or in <{...}>; an attribute-dictionary entry of that name would be ignored
