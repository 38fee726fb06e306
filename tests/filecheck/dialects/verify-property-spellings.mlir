// An attribute-dictionary entry named like a property of its `pto` op, or a
// `pto.for_kind` anywhere but on scf.for / scf.parallel (and on scf.parallel
// anything but `parallel`), is rejected by the verifier, on that op, naming
// the property and where to write it (ir.md, *Properties are never spelled as
// discardable attributes*): kept, it would be ignored, and an ignored
// direction or kind is a race. Exactly one diagnostic per offending entry.
// (xDSL's generic parser makes an entry named like an *absent* property that
// property, so in the generic form only present ones can offend.)
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | grep -c '^ *| ' | filecheck %s --check-prefix=COUNT
// COUNT: 28

// pto.func: the issue's example; @k would read as read-only.
builtin.module {
  pto.func private incore @k(!pto.tensor<64xf32>, !pto.tensor<64xf32>) attributes {param_directions = [#pto.dir<in>, #pto.dir<out>]}
}
// CHECK:      "pto.func"() <{sym_name = "k", function_type = (!pto.tensor<64xf32>, !pto.tensor<64xf32>) -> (), kind = #pto.func_kind<incore>, sym_visibility = "private"}> ({
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | 'param_directions' is a property of pto.func: write the directions in the signature (in/out/inout) or in <{...}>; an attribute-dictionary entry of that name would be ignored

// -----

// pto.func: a kind in the dictionary would leave the wrapper opaque.
builtin.module {
  pto.func @w(%x: !pto.tensor<64xf32>) attributes {kind = #pto.func_kind<group>} {
    pto.return
  }
}
// CHECK:      | 'kind' is a property of pto.func: write the kind before the name (pto.func orchestration @f(...)) or in <{...}>; an attribute-dictionary entry of that name would be ignored

// -----

// pto.func, generic form: two entries, two diagnostics on the one op.
builtin.module {
  "pto.func"() <{sym_name = "main", function_type = () -> (), kind = #pto.func_kind<orchestration>, sym_visibility = "public"}> ({
    "pto.return"() : () -> ()
  }) {sym_name = "other", sym_visibility = "private", function_type = (index) -> ()} : () -> ()
}
// CHECK:      | 'sym_name' is a property of pto.func: write the name in the signature (pto.func @name(...)) or in <{...}>
// CHECK:      | 'sym_visibility' is a property of pto.func: write public, private or nested first (pto.func private @f(...)) or in <{...}>
// CHECK:      | 'function_type' is a property of pto.func: write the parameter and result types in the signature or in <{...}>

// -----

// pto.call: the issue's example, next to directions in the notation.
builtin.module {
  pto.func private incore @k(out !pto.tensor<64xf32>)
  pto.func orchestration @main(%p: !pto.tensor<64xf32>) {
    pto.call @k(output_existing %p) {arg_directions = [#pto.adir<inout>]} : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK:      "pto.call"(%p) <{callee = @k, arg_directions = [#pto.adir<output_existing>]}> {arg_directions = [#pto.adir<inout>]} : (!pto.tensor<64xf32>) -> ()
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | 'arg_directions' is a property of pto.call: write a direction before each argument (@k(input %x, inout %y)) or in <{...}>; an attribute-dictionary entry of that name would be ignored

// -----

// pto.call: callee (generic) and overrides; the first op that does not
// verify stops xDSL, so the second call is in the next test.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func private incore @k2(out !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    "pto.call"(%x) <{callee = @k}> {callee = @k2} : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK:      | 'callee' is a property of pto.call: write the callee after the op name (@k(...)) or in <{...}>

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) {arg_direction_overrides = array<i32: 0>} : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK:      | 'arg_direction_overrides' is a property of pto.call: write no_dep(i, ...) after the arguments or in <{...}>

// -----

// pto.submit: launch options and segment sizes.
builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %t = pto.submit @k(%x) {core_num = 4 : i64, sync_start, allow_early_resolve} : (!pto.tensor<64xf32>) -> (!pto.task_id)
    pto.return
  }
}
// CHECK:      | 'core_num' is a property of pto.submit: write core_num(N) or core_num(%n) after the arguments or in <{...}>
// CHECK:      | 'sync_start' is a property of pto.submit: write sync_start after the arguments or in <{...}>
// CHECK:      | 'allow_early_resolve' is a property of pto.submit: write allow_early_resolve after the arguments or in <{...}>

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    %u = "pto.submit"(%x) <{callee = @k, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> {operandSegmentSizes = array<i32: 0, 1, 0, 0>} : (!pto.tensor<64xf32>) -> !pto.task_id
    pto.return
  }
}
// CHECK:      | 'operandSegmentSizes' is a property of pto.submit: write the arguments, deps(...) and predicate(...) (the sizes follow from them) or in <{...}>

// -----

// pto.scope: kind and manual.
builtin.module {
  pto.func orchestration @main() {
    pto.scope runtime attributes {kind = #pto.scope_kind<incore>, manual} {
      pto.yield
    }
    pto.return
  }
}
// CHECK:      | 'kind' is a property of pto.scope: write the kind after the op name (pto.scope runtime) or in <{...}>
// CHECK:      | 'manual' is a property of pto.scope: write manual after the kind (pto.scope runtime manual) or in <{...}>

// -----

// pto.return and pto.yield have no properties; a pto.for_kind on them (or on
// any pto op) would be ignored.
builtin.module {
  pto.func orchestration @main() {
    pto.scope runtime {
      pto.yield {pto.for_kind = #pto.for_kind<parallel>}
    }
    pto.return
  }
}
// CHECK:      | 'pto.for_kind' is read on scf.for and scf.parallel only: on pto.yield it would be ignored; drop it, or put it on the loop it is meant for

// -----

builtin.module {
  pto.func orchestration @main() {
    pto.return {pto.for_kind = #pto.for_kind<parallel>}
  }
}
// CHECK:      | 'pto.for_kind' is read on scf.for and scf.parallel only: on pto.return it would be ignored

// -----

builtin.module {
  pto.func private incore @k(in !pto.tensor<64xf32>)
  pto.func orchestration @main(%x: !pto.tensor<64xf32>) {
    pto.call @k(%x) {pto.for_kind = #pto.for_kind<parallel>} : (!pto.tensor<64xf32>) -> ()
    pto.return
  }
}
// CHECK:      | 'pto.for_kind' is read on scf.for and scf.parallel only: on pto.call it would be ignored

// -----

// The operators with properties (generic form only).
builtin.module {
  pto.func incore @k(%x: !pto.tensor<64xf32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %t = "pto.tile.load"(%x, %c0, %c64, %c64) <{target_memory = #pto.mem<vec>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> {target_memory = #pto.mem<mat>} : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    pto.return
  }
}
// CHECK:      | 'target_memory' is a property of pto.tile.load: write in <{...}>; an attribute-dictionary entry of that name would be ignored

// -----

builtin.module {
  pto.func incore @k(%x: !pto.tensor<64xf32>, %t: !pto.tile<64xf32, vec>) {
    %c0 = arith.constant 0 : index
    %y = "pto.tile.store"(%t, %c0, %x) <{atomic = #pto.atomic<none>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> {atomic = #pto.atomic<add>} : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
}
// CHECK:      | 'atomic' is a property of pto.tile.store: write in <{...}>

// -----

builtin.module {
  pto.func incore @k(%a: !pto.tensor<64xf32>, %i: !pto.tile<64xi32, vec>) {
    %g = "pto.tile.mgather"(%a, %i) <{coalesce = #pto.coalesce<row>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> {coalesce = #pto.coalesce<elem>, target_memory = #pto.mem<vec>} : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>) -> !pto.tile<64xf32, vec>
    pto.return
  }
}
// CHECK:      | 'coalesce' is a property of pto.tile.mgather: write in <{...}>
// The absent property took the entry (xDSL's generic parser): no diagnostic.
// CHECK-NOT:  | 'target_memory'

// -----

builtin.module {
  pto.func incore @k(%x: !pto.tensor<64xi32>, %peer: i32, %v: i32) {
    %c0 = arith.constant 0 : index
    "pto.pld.system.notify"(%x, %peer, %c0, %v) <{op = #pto.notify_op<set>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> {op = #pto.notify_op<atomic_add>} : (!pto.tensor<64xi32>, i32, index, i32) -> ()
    pto.return
  }
}
// CHECK:      | 'op' is a property of pto.pld.system.notify: write in <{...}>

// -----

builtin.module {
  pto.func incore @k(%w: !pto.tensor<64xi32>) {
    "pto.system.syncall"(%w) <{mode = "hard", core_type = "mix", operandSegmentSizes = array<i32: 1, 0>}> {mode = "soft", core_type = "aiv_only"} : (!pto.tensor<64xi32>) -> ()
    "pto.system.sync_set"() <{core_type = "aic", operandSegmentSizes = array<i32: 0>}> {core_type = "aiv"} : () -> ()
    pto.return
  }
}
// CHECK:      | 'mode' is a property of pto.system.syncall: write in <{...}>
// CHECK:      | 'core_type' is a property of pto.system.syncall: write in <{...}>

// -----

builtin.module {
  pto.func incore @k() {
    "pto.system.sync_wait"() <{core_type = "aic", operandSegmentSizes = array<i32: 0>}> {core_type = "aiv"} : () -> ()
    pto.return
  }
}
// CHECK:      | 'core_type' is a property of pto.system.sync_wait: write in <{...}>

// -----

// scf.parallel is always parallel: any other pto.for_kind is rejected, and on
// an op that is no loop it would be ignored. Every offender of one function
// body is reported in one run.
builtin.module {
  pto.func orchestration @main() {
    %c0 = arith.constant {pto.for_kind = #pto.for_kind<parallel>} 0 : index
    %c1 = arith.constant 1 : index
    "scf.parallel"(%c0, %c1, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%i: index):
      scf.reduce
    }) {pto.for_kind = #pto.for_kind<sequential>} : (index, index, index) -> ()
    "scf.parallel"(%c0, %c1, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%j: index):
      scf.reduce
    }) {pto.for_kind = "parallel"} : (index, index, index) -> ()
    %true = arith.constant true
    scf.if %true {
      scf.yield
    } {pto.for_kind = #pto.for_kind<unroll>}
    pto.return
  }
}
// CHECK:      "arith.constant"() <{value = 0 : index}> {pto.for_kind = #pto.for_kind<parallel>} : () -> index
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | 'pto.for_kind' is read on scf.for and scf.parallel only: on arith.constant it would be ignored; drop it, or put it on the loop it is meant for
// CHECK:      | 'pto.for_kind' of this scf.parallel is #pto.for_kind<sequential>, but an scf.parallel is always parallel: use scf.for for a loop whose iterations run in order, or write #pto.for_kind<parallel> (or nothing) on the scf.parallel
// CHECK:      | 'pto.for_kind' of this scf.parallel is "parallel", but an scf.parallel is always parallel
// CHECK:      | 'pto.for_kind' is read on scf.for and scf.parallel only: on scf.if it would be ignored
