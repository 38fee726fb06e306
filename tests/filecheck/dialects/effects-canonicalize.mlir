// `canonicalize` (xDSL's folders, patterns and dead-code removal) must not
// change a direction `derive-call-directions` writes: on every shipped
// example the call-site and wrapper directions, function by function, are the
// same with and without it.

// RUN: xdsl-opt %examples/hello-world.mlir -p derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.derive
// RUN: xdsl-opt %examples/hello-world.mlir -p canonicalize,derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.canonical
// RUN: diff %t.derive %t.canonical

// RUN: xdsl-opt %examples/kernel-effects.mlir -p derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.derive
// RUN: xdsl-opt %examples/kernel-effects.mlir -p canonicalize,derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.canonical
// RUN: diff %t.derive %t.canonical

// RUN: xdsl-opt %examples/loops.mlir -p derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.derive
// RUN: xdsl-opt %examples/loops.mlir -p canonicalize,derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.canonical
// RUN: diff %t.derive %t.canonical

// RUN: xdsl-opt %examples/seed-example.mlir -p derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.derive
// RUN: xdsl-opt %examples/seed-example.mlir -p canonicalize,derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.canonical
// RUN: diff %t.derive %t.canonical

// RUN: xdsl-opt %examples/wrapper-and-submit.mlir -p derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.derive
// RUN: xdsl-opt %examples/wrapper-and-submit.mlir -p canonicalize,derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.canonical
// RUN: diff %t.derive %t.canonical
// RUN: xdsl-opt %examples/tiles.mlir -p derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.derive
// RUN: xdsl-opt %examples/tiles.mlir -p canonicalize,derive-call-directions --print-op-generic | grep -o '\(sym_name\|arg_directions\|param_directions\) = \(\[[^]]*\]\|"[^"]*"\)' > %t.canonical
// RUN: diff %t.derive %t.canonical

// The comparison is not vacuous: derive wrote directions.
// RUN: xdsl-opt %examples/wrapper-and-submit.mlir -p canonicalize,derive-call-directions --print-op-generic | filecheck %s
// CHECK: arg_directions = [
