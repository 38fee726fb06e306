// PyPTO's beginner example: 16 tasks, each computing its own 64-element stripe
// of one 1024-element output buffer, submitted from a sequential loop.
//
// The arg_directions are the ones `xdsl-opt -p derive-call-directions` writes
// (shipped derived, so that `pto-tasks examples/hello-world.mlir` runs as is):
// the output is `inout` because the call sits in a sequential loop (R-seq).
// The runtime therefore chains the 16 tasks, although no two of them touch a
// common element: `pto-tasks` reports a critical path of 16 against 1, and
// parallelism 1.0 against 16.0.
"builtin.module"() ({
  // The kernel loads stripe %i of %x, adds it to itself, and stores it at the
  // same offset of %out: the index arrives as a scalar argument.
  "pto.func"() <{sym_name = "kernel",
                 function_type = (index, !pto.tensor<1024xf32>, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>,
                 kind = #pto.func_kind<incore>,
                 param_directions = [#pto.dir<in>, #pto.dir<in>, #pto.dir<out>]}> ({
  ^bb0(%i: index, %x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>):
    %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
    %offset = "arith.muli"(%i, %c64) : (index, index) -> index
    %t = "pto.tile.load"(%x, %offset, %c64, %c64) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, target_memory = #pto.mem<vec>}>
        : (!pto.tensor<1024xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    %sum = "pto.tile.add"(%t, %t) : (!pto.tile<64xf32, vec>, !pto.tile<64xf32, vec>) -> !pto.tile<64xf32, vec>
    %stored = "pto.tile.store"(%sum, %offset, %out) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}>
        : (!pto.tile<64xf32, vec>, index, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
    "pto.return"(%stored) : (!pto.tensor<1024xf32>) -> ()
  }) : () -> ()
  "pto.func"() <{sym_name = "main",
                 function_type = (!pto.tensor<1024xf32>, !pto.tensor<1024xf32>) -> (),
                 kind = #pto.func_kind<orchestration>,
                 param_directions = [#pto.dir<in>, #pto.dir<out>]}> ({
  ^bb0(%x: !pto.tensor<1024xf32>, %out: !pto.tensor<1024xf32>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
    "scf.for"(%c0, %c16, %c1) ({
    ^bb0(%i: index):
      %r = "pto.call"(%i, %x, %out) <{callee = @kernel, arg_directions = [#pto.adir<scalar>, #pto.adir<input>, #pto.adir<inout>]}>
          : (index, !pto.tensor<1024xf32>, !pto.tensor<1024xf32>) -> !pto.tensor<1024xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "pto.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
