// RUN: xdsl-opt %s -p infer-param-directions | filecheck %s
// RUN: xdsl-opt %s -p infer-param-directions | xdsl-opt -p infer-param-directions | filecheck %s

// Body rule, one function per writer family: an `in` tensor parameter that a
// slot writes becomes `out`, or `inout` if a slot also reads it (an atomic or
// accumulating write reads). Read-only and scalar parameters stay `in`.

builtin.module {
  pto.func incore @store(%t: !pto.tile<64xf32, vec>, %p: !pto.tensor<64xf32>, %a: !pto.tensor<64xf32>, %c0: index) {
    %0 = "pto.tile.store"(%t, %c0, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    %1 = "pto.tile.store"(%t, %c0, %a) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @mscatter(%t: !pto.tile<64xf32, vec>, %i: !pto.tile<64xi32, vec>, %p: !pto.tensor<64xf32>) {
    %0 = "pto.tile.mscatter"(%t, %i, %p) : (!pto.tile<64xf32, vec>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @mgather(%m: !pto.tensor<64xf32>, %i: !pto.tile<64xi32, vec>, %s: !pto.tensor<64xf32>, %r: !pto.tensor<64xf32>) {
    %0 = "pto.tile.mgather"(%m, %i, %s) <{target_memory = #pto.mem<mat>, coalesce = #pto.coalesce<elem>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
    %1 = "pto.tile.mgather"(%m, %i, %r) <{target_memory = #pto.mem<mat>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
    pto.return
  }
  pto.func incore @assemble(%p: !pto.tensor<64xf32>, %a: !pto.tensor<64xf32>, %s: !pto.tensor<16xf32>, %c0: index) {
    %0 = "pto.tensor.assemble"(%p, %s, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<16xf32>, index) -> !pto.tensor<64xf32>
    %1 = "pto.tensor.assemble"(%a, %s, %c0) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<16xf32>, index) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @scalar_write(%p: !pto.tensor<16xi32>, %c0: index, %v: i32) {
    %0 = "pto.tensor.write"(%p, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<16xi32>, index, i32) -> !pto.tensor<16xi32>
    pto.return
  }
  pto.func incore @put_get(%d: !pto.tensor<64xf32>, %da: !pto.tensor<64xf32>, %g: !pto.tensor<64xf32>, %src: !pto.tensor<64xf32>, %peer: i32) {
    "pto.pld.tensor.put"(%d, %peer, %src) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
    "pto.pld.tensor.put"(%da, %peer, %src) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
    "pto.pld.tensor.get"(%g, %peer, %src) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
    pto.return
  }
  pto.func incore @tile_put_get(%d: !pto.tensor<64xf32>, %g: !pto.tensor<64xf32>, %src: !pto.tensor<64xf32>, %stage: !pto.tile<64xf32, vec>, %peer: i32) {
    "pto.pld.tile.put"(%d, %peer, %src, %stage) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>) -> ()
    "pto.pld.tile.get"(%g, %peer, %src, %stage) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>}> : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>) -> ()
    pto.return
  }
  pto.func incore @remote_store(%t: !pto.tile<64xf32, vec>, %p: !pto.tensor<64xf32>, %a: !pto.tensor<64xf32>, %peer: i32, %c0: index) {
    "pto.pld.tile.remote_store"(%t, %p, %peer, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>, i32, index) -> ()
    "pto.pld.tensor.remote_store"(%t, %a, %peer, %c0) <{atomic = #pto.atomic<add>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>, i32, index) -> ()
    pto.return
  }
  pto.func incore @notify(%plain: !pto.tensor<16xi32>, %set: !pto.tensor<16xi32>, %add: !pto.tensor<16xi32>, %peer: i32, %c0: index, %v: i32) {
    "pto.pld.system.notify"(%plain, %peer, %c0, %v) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<16xi32>, i32, index, i32) -> ()
    "pto.pld.system.notify"(%set, %peer, %c0, %v) <{op = #pto.notify_op<set>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<16xi32>, i32, index, i32) -> ()
    "pto.pld.system.notify"(%add, %peer, %c0, %v) <{op = #pto.notify_op<atomic_add>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<16xi32>, i32, index, i32) -> ()
    pto.return
  }
  pto.func incore @collectives(%win: !pto.tensor<64xf32>, %sig: !pto.tensor<16xi32>, %in: !pto.tensor<64xf32>, %gath: !pto.tensor<64xf32>, %sig2: !pto.tensor<16xi32>, %cnt: !pto.tensor<16xi32>, %rcv: !pto.tensor<16xi32>) {
    %win1 = "pto.pld.tensor.allreduce"(%win, %sig) <{operandSegmentSizes = array<i32: 1, 1>}> : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %gath1 = "pto.pld.tensor.allgather"(%in, %gath, %sig2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    %gath2 = "pto.pld.tensor.all_to_all_v"(%in, %gath, %sig2, %cnt, %rcv) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @not_writers(%x: !pto.tensor<64xf32>, %w: !pto.tensor<16xi32>, %f: !pto.tensor<16xi32>, %v: !pto.tensor<64xf32>, %c0: index, %one: i32) {
    %t = "pto.tile.load"(%x, %c0, %c0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
    "pto.pld.system.wait"(%w, %c0, %one) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pto.tensor<16xi32>, index, i32) -> ()
    "pto.system.syncall"(%w) <{mode = "hard", operandSegmentSizes = array<i32: 1, 0>}> : (!pto.tensor<16xi32>) -> ()
    "pto.system.set_ffts"(%f) : (!pto.tensor<16xi32>) -> ()
    %s = "pto.tensor.set_validshape"(%v, %c0, %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
    pto.return
  }
  pto.func incore @soft_syncall(%w: !pto.tensor<16xi32>) {
    "pto.system.syncall"(%w) <{mode = "soft", operandSegmentSizes = array<i32: 1, 0>}> : (!pto.tensor<16xi32>) -> ()
    pto.return
  }
}

// CHECK-LABEL: pto.func incore @store(in %t: !pto.tile<64xf32, vec>, out %p: !pto.tensor<64xf32>, inout %a: !pto.tensor<64xf32>, in %c0: index) {
// CHECK-NEXT:    %0 = pto.tile.store(%t, [%c0], %p) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %1 = pto.tile.store(%t, [%c0], %a, atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, index, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @mscatter(in %t: !pto.tile<64xf32, vec>, in %i: !pto.tile<64xi32, vec>, out %p: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %0 = pto.tile.mscatter(%t, %i, %p) : (!pto.tile<64xf32, vec>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @mgather(in %m: !pto.tensor<64xf32>, in %i: !pto.tile<64xi32, vec>, out %s: !pto.tensor<64xf32>, in %r: !pto.tensor<64xf32>) {
// CHECK-NEXT:    %0 = pto.tile.mgather(%m, %i, scratch = %s, target_memory = #pto.mem<mat>, coalesce = #pto.coalesce<elem>) : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
// CHECK-NEXT:    %1 = pto.tile.mgather(%m, %i, scratch = %r, target_memory = #pto.mem<mat>) : (!pto.tensor<64xf32>, !pto.tile<64xi32, vec>, !pto.tensor<64xf32>) -> !pto.tile<64xf32, mat>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @assemble(out %p: !pto.tensor<64xf32>, inout %a: !pto.tensor<64xf32>, in %s: !pto.tensor<16xf32>, in %c0: index) {
// CHECK-NEXT:    %0 = pto.tensor.assemble(%p, %s, [%c0]) : (!pto.tensor<64xf32>, !pto.tensor<16xf32>, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %1 = pto.tensor.assemble(%a, %s, [%c0], atomic = #pto.atomic<add>) : (!pto.tensor<64xf32>, !pto.tensor<16xf32>, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @scalar_write(out %p: !pto.tensor<16xi32>, in %c0: index, in %v: i32) {
// CHECK-NEXT:    %0 = pto.tensor.write(%p, [%c0], %v) : (!pto.tensor<16xi32>, index, i32) -> !pto.tensor<16xi32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @put_get(out %d: !pto.tensor<64xf32>, inout %da: !pto.tensor<64xf32>, out %g: !pto.tensor<64xf32>, in %src: !pto.tensor<64xf32>, in %peer: i32) {
// CHECK-NEXT:    pto.pld.tensor.put(%d, %peer, %src) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.pld.tensor.put(%da, %peer, %src, atomic = #pto.atomic<add>) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.pld.tensor.get(%g, %peer, %src) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @tile_put_get(out %d: !pto.tensor<64xf32>, out %g: !pto.tensor<64xf32>, in %src: !pto.tensor<64xf32>, in %stage: !pto.tile<64xf32, vec>, in %peer: i32) {
// CHECK-NEXT:    pto.pld.tile.put(%d, %peer, %src, %stage) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>) -> ()
// CHECK-NEXT:    pto.pld.tile.get(%g, %peer, %src, %stage) : (!pto.tensor<64xf32>, i32, !pto.tensor<64xf32>, !pto.tile<64xf32, vec>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @remote_store(in %t: !pto.tile<64xf32, vec>, out %p: !pto.tensor<64xf32>, inout %a: !pto.tensor<64xf32>, in %peer: i32, in %c0: index) {
// CHECK-NEXT:    pto.pld.tile.remote_store(%t, %p, %peer, [%c0]) : (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>, i32, index) -> ()
// CHECK-NEXT:    pto.pld.tensor.remote_store(%t, %a, %peer, [%c0], atomic = #pto.atomic<add>) : (!pto.tile<64xf32, vec>, !pto.tensor<64xf32>, i32, index) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @notify(inout %plain: !pto.tensor<16xi32>, out %set: !pto.tensor<16xi32>, inout %add: !pto.tensor<16xi32>, in %peer: i32, in %c0: index, in %v: i32) {
// CHECK-NEXT:    pto.pld.system.notify(%plain, %peer, [%c0], %v) : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:    pto.pld.system.notify(%set, %peer, [%c0], %v, op = #pto.notify_op<set>) : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:    pto.pld.system.notify(%add, %peer, [%c0], %v, op = #pto.notify_op<atomic_add>) : (!pto.tensor<16xi32>, i32, index, i32) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @collectives(inout %win: !pto.tensor<64xf32>, inout %sig: !pto.tensor<16xi32>, in %in: !pto.tensor<64xf32>, out %gath: !pto.tensor<64xf32>, inout %sig2: !pto.tensor<16xi32>, in %cnt: !pto.tensor<16xi32>, out %rcv: !pto.tensor<16xi32>) {
// CHECK-NEXT:    %win1 = pto.pld.tensor.allreduce(%win, signal = %sig) : (!pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %gath1 = pto.pld.tensor.allgather(%in, %gath, %sig2) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    %gath2 = pto.pld.tensor.all_to_all_v(%in, %gath, %sig2, %cnt, %rcv) : (!pto.tensor<64xf32>, !pto.tensor<64xf32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>, !pto.tensor<16xi32>) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @not_writers(%x: !pto.tensor<64xf32>, %w: !pto.tensor<16xi32>, %f: !pto.tensor<16xi32>, %v: !pto.tensor<64xf32>, %c0: index, %one: i32) {
// CHECK-NEXT:    %t = pto.tile.load(%x, [%c0], [%c0], [%c0]) : (!pto.tensor<64xf32>, index, index, index) -> !pto.tile<64xf32, vec>
// CHECK-NEXT:    pto.pld.system.wait(%w, [%c0], %one) : (!pto.tensor<16xi32>, index, i32) -> ()
// CHECK-NEXT:    pto.system.syncall(gm_workspace = %w, mode = "hard") : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:    pto.system.set_ffts(%f) : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:    %s = pto.tensor.set_validshape(%v, %c0, %c0) : (!pto.tensor<64xf32>, index, index) -> !pto.tensor<64xf32>
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

// CHECK-LABEL: pto.func incore @soft_syncall(inout %w: !pto.tensor<16xi32>) {
// CHECK-NEXT:    pto.system.syncall(gm_workspace = %w, mode = "soft") : (!pto.tensor<16xi32>) -> ()
// CHECK-NEXT:    pto.return
// CHECK-NEXT:  }

