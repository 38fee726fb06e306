"""The operator catalogue: one row per PyPTO operator the dialect models.

Argument lists follow PyPTO's order (ir.md): `name` is one operand, `name?`
an optional one, `name[]` a variadic group and `name[]?` an optional group;
`:kind` constrains the operand type (operators.TYPE_KINDS). Effect
declarations follow op-effects.md exactly: an op with no declaration is
*unclassified*, which analyses must not read as "read-only".

What each op reports to xDSL (`MemoryEffect`): `ReadsOperands` for compute (a
read of every tensor/tile operand; never `Pure`, since in-place ops update
tensors and tiles), `AllocatesResult` for allocations, `ReadsSource` for
readers, `Synchronising` for every synchronising op; the generator adds
`DeclaredMemoryEffects` to the remaining declared writers; every other op
reports nothing (unknown effects).
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr
from xdsl.irdl import IRDLOperation
from xdsl.traits import OpTrait, Pure

from pypto_xdsl.dialects.attributes import (
    Affinity,
    AtomicKind,
    AtomicKindAttr,
    Coalesce,
    CoalesceAttr,
    MemorySpaceAttr,
    NotifyOp,
    NotifyOpAttr,
)
from pypto_xdsl.dialects.effects import (
    AtomicResolver,
    CoreAffinity,
    CoreCount,
    CoreIndex,
    CoreTypeAffinity,
    LoadsTile,
    MgatherResolver,
    MovesTile,
    NoArgWrites,
    NoDuplicate,
    NotifyResolver,
    OutputReusesInput,
    Read,
    ReadWrite,
    ReshapeOf,
    StoresTile,
    SyncallResolver,
    ViewOf,
    Write,
    WriteChannel,
    WritesThrough,
)
from pypto_xdsl.dialects.memory_effects import (
    AllocatesResult,
    ReadsOperands,
    ReadsSource,
    Synchronising,
)
from pypto_xdsl.dialects.operators import OperatorSpec, make_operator
from pypto_xdsl.dialects.task_ids import ArrayUpdateSyntax

_ATOMIC = {"atomic": AtomicKindAttr}
_ATOMIC_DEFAULT = {"atomic": AtomicKindAttr(AtomicKind.NONE)}
_DMA = WritesThrough(WriteChannel.DMA)
_SCALAR = WritesThrough(WriteChannel.SCALAR)
_CUBE = CoreAffinity(Affinity.CUBE)
_VECTOR = CoreAffinity(Affinity.VECTOR)
_SHARED = CoreAffinity(Affinity.SHARED)
_SYNC = Synchronising()
_COMPUTE = ReadsOperands()

# Each accumulator updates its first argument in place and returns it.
_ACCUMULATE: tuple[OpTrait, ...] = (ReadWrite(0), OutputReusesInput(0))


def _tile_ops() -> tuple[OperatorSpec, ...]:
    def accumulator(name: str, *args: str) -> OperatorSpec:
        return OperatorSpec(name, args, result="tile", traits=_ACCUMULATE)

    return (
        OperatorSpec(
            "tile.store",
            ("tile:tile", "offsets[]:index", "output_tensor:tensor", "shapes[]?:index"),
            result="tensor",
            properties=_ATOMIC,
            property_defaults=_ATOMIC_DEFAULT,
            traits=(
                AtomicResolver(2),
                _DMA,
                OutputReusesInput(2),
                StoresTile(tile=0, offsets=1, tensor=2, shapes=3),
            ),
        ),
        OperatorSpec(
            "tile.mscatter",
            ("src:tile", "idx:tile", "output_tensor:tensor"),
            result="tensor",
            traits=(Write(2), _DMA, OutputReusesInput(2)),
        ),
        OperatorSpec(
            "tile.mgather",
            ("mem:tensor", "idx:tile", "scratch?", "valid_shape?"),
            result="tile",
            properties={"target_memory": MemorySpaceAttr, "coalesce": CoalesceAttr},
            property_defaults={"coalesce": CoalesceAttr(Coalesce.ROW)},
            traits=(MgatherResolver(2), _DMA),
        ),
        OperatorSpec(
            "tile.write",
            ("tile:tile", "indices[]:index", "value"),
            result="tile",
            traits=(ReadWrite(0), OutputReusesInput(0)),
        ),
        OperatorSpec(
            "tile.assemble",
            ("target:tile", "source:tile", "offset[]:index"),
            result="tile",
            traits=(ReadWrite(0),),
        ),
        accumulator("tile.scatter_update", "input:tile", "index:tile", "src:tile"),
        accumulator("tile.scatter", "dst:tile", "src:tile", "indexes:tile"),
        accumulator("tile.scatter_mask", "dst:tile", "src:tile"),
        accumulator(
            "tile.matmul_acc", "acc:tile", "lhs:tile", "rhs:tile", "init_cond?"
        ),
        accumulator("tile.gemv_acc", "acc:tile", "lhs:tile", "rhs:tile"),
        accumulator("tile.batch_matmul_acc", "acc:tile", "lhs:tile", "rhs:tile"),
        accumulator(
            "tile.matmul_mx_acc",
            "acc:tile",
            "lhs:tile",
            "lhs_scale:tile",
            "rhs:tile",
            "rhs_scale:tile",
        ),
        OperatorSpec(
            "tile.tget_scale_addr",
            ("dst_scale:tile", "src:tile"),
            result="tile",
            traits=(Write(0), OutputReusesInput(0)),
        ),
        accumulator("tile.fillpad_inplace", "tile:tile"),
        accumulator(
            "tile.gather_row",
            "dst:tile",
            # A GM tensor: the row is DMA'd from global memory (PyPTO's src: Tensor).
            "src:tensor",
            "dst_offset[]:index",
            "src_offset[]:index",
            "shapes[]:index",
            "valid_shape[]?:index",
        ),
        OperatorSpec("tile.get_block_idx", result="any", traits=(_SHARED, CoreIndex())),
        OperatorSpec("tile.get_block_num", result="any", traits=(_SHARED, CoreCount())),
        OperatorSpec("tile.get_subblock_idx", result="any", traits=(_VECTOR,)),
        OperatorSpec(
            "tile.create",
            ("shape[]:index",),
            result="tile",
            properties={"target_memory": MemorySpaceAttr},
            traits=(_SHARED, AllocatesResult()),
        ),
        OperatorSpec(
            "tile.alloc",
            ("memory_space", "size"),
            result="any",
            traits=(_VECTOR, AllocatesResult()),
        ),
        OperatorSpec("tile.tpush_to_aiv", ("tile:tile",), traits=(_CUBE, _SYNC)),
        OperatorSpec("tile.tpop_from_aiv", result="tile", traits=(_CUBE, _SYNC)),
        OperatorSpec("tile.tpush_to_aic", ("tile:tile",), traits=(_VECTOR, _SYNC)),
        OperatorSpec("tile.tpop_from_aic", result="tile", traits=(_VECTOR, _SYNC)),
        OperatorSpec(
            "tile.load",
            (
                "tensor:tensor",
                "offsets[]:index",
                "shapes[]:index",
                "valid_shape[]:index",
            ),
            result="tile",
            properties={"target_memory": MemorySpaceAttr},
            traits=(
                ReadsSource(),
                LoadsTile(tensor=0, offsets=1, shapes=2, valid_shape=3),
            ),
        ),
        OperatorSpec(
            "tile.move",
            ("tile:tile",),
            result="tile",
            properties={"target_memory": MemorySpaceAttr},
            traits=(_COMPUTE, MovesTile()),
        ),
        OperatorSpec(
            "tile.add", ("lhs:tile", "rhs:tile"), result="tile", traits=(_COMPUTE,)
        ),
        OperatorSpec(
            "tile.mul", ("lhs:tile", "rhs:tile"), result="tile", traits=(_COMPUTE,)
        ),
        OperatorSpec(
            "tile.matmul", ("lhs:tile", "rhs:tile"), result="tile", traits=(_COMPUTE,)
        ),
        OperatorSpec(
            "tile.set_validshape",
            ("tile:tile", "valid_rows", "valid_cols"),
            result="tile",
            traits=(_SYNC,),
        ),
    )


def _tensor_ops() -> tuple[OperatorSpec, ...]:
    return (
        OperatorSpec(
            "tensor.assemble",
            ("target:tensor", "source:tensor", "offset[]:index"),
            result="tensor",
            properties=_ATOMIC,
            property_defaults=_ATOMIC_DEFAULT,
            traits=(AtomicResolver(0), _DMA, OutputReusesInput(0)),
        ),
        OperatorSpec(
            "tensor.write",
            ("tensor:tensor", "indices[]:index", "value"),
            result="tensor",
            # One element is still a Write: nothing is loaded from the buffer.
            traits=(Write(0), _SCALAR, OutputReusesInput(0)),
        ),
        OperatorSpec(
            "tensor.set_validshape",
            ("tensor:tensor", "valid_rows", "valid_cols"),
            result="tensor",
            # Metadata, not data.
            traits=(NoArgWrites(), OutputReusesInput(0), _SYNC),
        ),
        OperatorSpec(
            "tensor.view",
            ("input:tensor", "shape[]?:index", "valid_shape?"),
            result="tensor",
            # A view moves no data.
            traits=(
                NoArgWrites(),
                OutputReusesInput(0),
                ReshapeOf(0, shape=1),
                _COMPUTE,
            ),
        ),
        OperatorSpec(
            "tensor.reshape",
            ("input:tensor", "shape[]:index", "valid_shape[]?:index"),
            result="tensor",
            traits=(
                NoArgWrites(),
                OutputReusesInput(0),
                ReshapeOf(0, shape=1),
                _COMPUTE,
            ),
        ),
        OperatorSpec(
            "tensor.slice",
            ("input:tensor", "shape[]:index", "offset[]:index", "valid_shape[]?:index"),
            result="tensor",
            # Unclassified: a slice's effects are unknown, but its result
            # names part of its input's buffer, the box [offset, offset + shape).
            traits=(ViewOf(0, shape=1, offsets=2),),
        ),
        OperatorSpec(
            "tensor.add",
            ("lhs:tensor", "rhs:tensor"),
            result="tensor",
            traits=(_COMPUTE,),
        ),
    )


def _array_ops() -> tuple[OperatorSpec, ...]:
    return (
        OperatorSpec(
            "array.update_element",
            ("array:array", "index", "value"),
            result="array",
            traits=(ReadWrite(0),),
            base=ArrayUpdateSyntax,
        ),
    )


def _pld_ops() -> tuple[OperatorSpec, ...]:
    transfer_tail = ("dst_offsets[]?:index", "src_offsets[]?:index", "shape[]?:index")
    tensor_transfer = ("dst:tensor", "peer:int", "src:tensor", *transfer_tail)
    tile_transfer = ("dst", "peer:int", "src", "stage", "stage2?", *transfer_tail)
    remote_store = ("src", "target:tensor", "peer:int", "offsets[]:index")
    put = (AtomicResolver(0), _DMA, _VECTOR)
    get = (Write(0), _DMA, _VECTOR)
    waits = (NoArgWrites(), _SYNC)
    return (
        OperatorSpec(
            "pld.tensor.put",
            tensor_transfer,
            properties=_ATOMIC,
            property_defaults=_ATOMIC_DEFAULT,
            traits=put,
        ),
        OperatorSpec(
            "pld.tile.put",
            tile_transfer,
            properties=_ATOMIC,
            property_defaults=_ATOMIC_DEFAULT,
            traits=put,
        ),
        OperatorSpec("pld.tensor.get", tensor_transfer, traits=get),
        OperatorSpec("pld.tile.get", tile_transfer, traits=get),
        OperatorSpec(
            "pld.tile.remote_store",
            remote_store,
            properties=_ATOMIC,
            property_defaults=_ATOMIC_DEFAULT,
            traits=(AtomicResolver(1), _DMA),
        ),
        OperatorSpec(
            "pld.tensor.remote_store",
            remote_store,
            properties=_ATOMIC,
            property_defaults=_ATOMIC_DEFAULT,
            traits=(AtomicResolver(1), _DMA),
        ),
        OperatorSpec(
            "pld.tile.remote_load",
            (
                "target:tensor",
                "peer:int",
                "offsets[]:index",
                "shape[]:index",
                "valid_shape[]?:index",
            ),
            result="tile",
            traits=(NoArgWrites(), ReadsSource()),
        ),
        # A distinct comm instruction: neither write channel describes it.
        OperatorSpec(
            "pld.system.notify",
            ("target:tensor", "peer:int", "offsets[]:index", "value:int"),
            properties={"op": NotifyOpAttr},
            property_defaults={"op": NotifyOpAttr(NotifyOp.ATOMIC_ADD)},
            traits=(NotifyResolver(0), NoDuplicate(), _SYNC),
        ),
        # Not no-duplicate: a wait on the cube lane is load-bearing.
        OperatorSpec(
            "pld.system.wait",
            ("signal:tensor", "offsets[]:index", "expected:int"),
            traits=waits,
        ),
        OperatorSpec(
            "pld.system.defer_wait",
            ("signal:tensor", "offsets[]:index", "expected:int"),
            traits=waits,
        ),
        # Collectives update a data window and a signal through different
        # mechanisms, so no single channel is declared. Each returns its
        # target (the signal for barrier).
        *_collectives(
            "pld.tensor",
            ("allreduce", "reduce_scatter", "broadcast"),
            signal="signal?:tensor",
            returns_target=True,
        ),
    )


def _collectives(
    prefix: str, windows: tuple[str, ...], signal: str, returns_target: bool
) -> tuple[OperatorSpec, ...]:
    """One family of collectives: `windows` update a target and a signal,
    `barrier` a signal, `allgather`/`all_to_all`/`all_to_all_v` exchange an
    input into a target. With `returns_target` each returns the buffer it
    updates (the target; the signal for barrier)."""

    def row(
        name: str, args: tuple[str, ...], reused: int, *effects: OpTrait
    ) -> OperatorSpec:
        if not returns_target:
            return OperatorSpec(f"{prefix}.{name}", args, traits=(*effects, _SYNC))
        return OperatorSpec(
            f"{prefix}.{name}",
            args,
            result="tensor",
            traits=(*effects, OutputReusesInput(reused), _SYNC),
        )

    exchange = ("input:tensor", "target:tensor", "signal:tensor")
    return (
        *(
            row(name, ("target:tensor", signal), 0, ReadWrite(0), ReadWrite(1))
            for name in windows
        ),
        row("barrier", ("signal:tensor",), 0, ReadWrite(0)),
        *(
            row(name, exchange, 1, Write(1), ReadWrite(2))
            for name in ("allgather", "all_to_all")
        ),
        row(
            "all_to_all_v",
            (*exchange, "send_counts:tensor", "recv_counts:tensor"),
            1,
            Write(1),
            ReadWrite(2),
            Write(4),
        ),
    )


def _builtin_ops() -> tuple[OperatorSpec, ...]:
    # Host chip-dispatch collectives return nothing.
    return (
        *_collectives(
            "builtin.tensor",
            ("allreduce", "allreduce_ring", "broadcast", "reduce_scatter"),
            signal="signal:tensor",
            returns_target=False,
        ),
        OperatorSpec(
            "tensor.expand_clone",
            ("input:tensor", "target:tensor"),
            traits=(Write(1), _DMA),
        ),
    )


def _system_ops() -> tuple[OperatorSpec, ...]:
    sync_core = CoreTypeAffinity((("aic", Affinity.CUBE), ("aiv", Affinity.VECTOR)))
    sync_props = {"core_type": StringAttr}
    return (
        OperatorSpec(
            "system.syncall",
            # Both absent in the hard (FFTS) mode: PyPTO's syncall(core_type=...).
            ("gm_workspace?:tensor", "used_cores?"),
            properties={"mode": StringAttr, "core_type": StringAttr},
            property_defaults={
                "mode": StringAttr("hard"),
                "core_type": StringAttr("mix"),
            },
            traits=(
                SyncallResolver(0),
                CoreTypeAffinity(
                    (("aic_only", Affinity.CUBE), ("aiv_only", Affinity.VECTOR))
                ),
                _SYNC,
            ),
        ),
        # The FFTS unit writes the workspace on its own schedule; no edge models it.
        OperatorSpec(
            "system.set_ffts", ("workspace:tensor",), traits=(NoArgWrites(), _SYNC)
        ),
        OperatorSpec(
            "system.sync_set",
            ("event_id_dyn?",),
            properties=sync_props,
            traits=(sync_core, _SYNC),
        ),
        OperatorSpec(
            "system.sync_wait",
            ("event_id_dyn?",),
            properties=sync_props,
            traits=(sync_core, _SYNC),
        ),
        OperatorSpec("system.tfree_to_aic", ("tile:tile",), traits=(_VECTOR, _SYNC)),
        OperatorSpec("system.tfree_to_aiv", ("tile:tile",), traits=(_CUBE, _SYNC)),
        OperatorSpec(
            "system.aic_initialize_pipe",
            ("c2v_consumer_buf", "v2c_consumer_buf"),
            traits=(_CUBE, _SYNC),
        ),
        OperatorSpec(
            "system.aiv_initialize_pipe",
            ("c2v_consumer_buf", "v2c_consumer_buf"),
            traits=(_VECTOR, _SYNC),
        ),
    )


def _buffer_ops() -> tuple[OperatorSpec, ...]:
    return (
        # A descriptor-only update: metadata, never a data write.
        OperatorSpec(
            "buffer.set_validshape",
            ("buffer:buffer", "valid_rows", "valid_cols"),
            result="buffer",
            traits=(NoArgWrites(), OutputReusesInput(0), _SYNC),
        ),
    )


# ---------------------------------------------------------------------------
# Our verdicts: operators real PyPTO programs use on which PyPTO declares no
# effect. Each is decided from the operator's documented semantics (PyPTO's
# operator docs and python/pypto/language/op/*.py) and carries its reason.
# The rows above stay exactly PyPTO's (op-effects.md).

_PURE_TILE = "a pure tile computation: reads its operands, returns a new tile"
_SCRATCH = (
    "reads its input and returns a new tile; the scratch tile is workspace the "
    "op clobbers without loading what it held (Write)"
)


def _ours(
    name: str,
    args: tuple[str, ...],
    reason: str,
    *traits: OpTrait,
    result: str | None = "tile",
) -> tuple[OperatorSpec, str]:
    """One row with our verdict and its one-line reason."""
    return (
        OperatorSpec(
            name,
            args,
            result=result,
            traits=traits,
            summary=f"PyPTO's `{name}`. Effects (our verdict): {reason}.",
        ),
        reason,
    )


def _pure_tile(name: str, *args: str) -> tuple[OperatorSpec, str]:
    return _ours(name, args, _PURE_TILE, NoArgWrites(), _COMPUTE)


def _scratch(name: str, scratch: int, *args: str) -> tuple[OperatorSpec, str]:
    # Every other argument is named Read, so that each has a verdict.
    reads = (Read(i) for i in range(len(args)) if i != scratch)
    return _ours(name, args, _SCRATCH, Write(scratch), *reads)


def _our_tile_ops() -> tuple[tuple[OperatorSpec, str], ...]:
    binary = ("lhs:tile", "rhs:tile")
    with_scalar = ("lhs:tile", "rhs")
    unary = ("tile:tile",)
    row = ("tile:tile", "row_vec:tile")
    col = ("tile:tile", "col_vec:tile")
    return (
        # Elementwise, tile and tile.
        *(_pure_tile(f"tile.{n}", *binary) for n in ("sub", "div", "maximum")),
        # Elementwise, tile and scalar.
        *(
            _pure_tile(f"tile.{n}", *with_scalar)
            for n in ("adds", "subs", "muls", "maximums", "minimums", "cmps")
        ),
        # Unary math.
        *(
            _pure_tile(f"tile.{n}", *unary)
            for n in (
                "exp",
                "neg",
                "sqrt",
                "recip",
                "log",
                "abs",
                "relu",
                "cast",
                "fillpad",
            )
        ),
        _scratch("tile.rsqrt", 1, "tile:tile", "tmp?:tile"),
        # Broadcast and expand.
        *(
            _pure_tile(f"tile.{n}", *row)
            for n in ("row_expand_mul", "row_expand_sub", "row_expand_div")
        ),
        *(
            _pure_tile(f"tile.{n}", *col)
            for n in ("col_expand_mul", "col_expand_add", "col_expand_expdif")
        ),
        _pure_tile("tile.row_expand", "target:tile", "row_vec:tile"),
        _pure_tile("tile.col_expand", "target:tile", "col_vec:tile"),
        # Reductions: a scratch tile, where the op takes one.
        *(
            _scratch(f"tile.{n}", 1, "tile:tile", "tmp_tile:tile")
            for n in ("row_sum", "row_max", "row_argmax")
        ),
        _scratch("tile.col_sum", 1, "tile:tile", "tmp_tile?:tile"),
        _pure_tile("tile.col_max", "tile:tile"),
        # Shape and layout.
        _ours(
            "tile.slice",
            ("tile:tile", "shape[]:index", "offset[]:index", "valid_shape[]?:index"),
            "a zero-copy view (pto.subview) of a box of its source's buffer: "
            "moves no data",
            NoArgWrites(),
            OutputReusesInput(0),
            _COMPUTE,
        ),
        _ours(
            "tile.reshape",
            ("tile:tile", "shape[]:index"),
            "its source's buffer under a new shape (an aliasing treshape): moves "
            "no data",
            NoArgWrites(),
            OutputReusesInput(0),
            _COMPUTE,
        ),
        _ours(
            "tile.transpose_view",
            ("tile:tile",),
            "a zero-copy layout reinterpretation aliasing its source byte for "
            "byte: moves no data",
            NoArgWrites(),
            OutputReusesInput(0),
            _COMPUTE,
        ),
        _scratch("tile.transpose", 3, "tile:tile", "axis1", "axis2", "tmp_tile?:tile"),
        _ours(
            "tile.extract",
            ("src:tile", "index_row:index", "index_col:index", "shape[]:index"),
            "copies a sub-tile of its source into a new tile (TEXTRACT)",
            NoArgWrites(),
            _COMPUTE,
        ),
        _pure_tile("tile.concat", "src0:tile", "src1:tile"),
        # Creation: a fresh tile, never merged with another.
        _ours(
            "tile.full",
            ("shape[]:index",),
            "creates a new tile filled with a constant; reads no buffer",
            NoArgWrites(),
            AllocatesResult(),
        ),
        _ours(
            "tile.ci",
            ("start", "shape[]:index"),
            "creates a new tile holding an integer sequence; reads no buffer",
            NoArgWrites(),
            AllocatesResult(),
        ),
        # Gather, sort, select.
        _scratch("tile.gather", 2, "src:tile", "indices:tile", "tmp:tile"),
        _pure_tile("tile.gather_mask", "src:tile"),
        _pure_tile("tile.sort32", "src:tile", "idx:tile"),
        _pure_tile("tile.mrgsort_format1", "src:tile", "block_len"),
        # A 2-, 3- or 4-way merge: the last positional is always the scratch
        # tile (PyPTO's mrgsort_format2(src0, src1[, src2[, src3]], tmp)).
        _scratch(
            "tile.mrgsort_format2",
            4,
            "src0:tile",
            "src1:tile",
            "src2?:tile",
            "src3?:tile",
            "tmp:tile",
        ),
        _scratch("tile.sel", 3, "mask:tile", "lhs:tile", "rhs:tile", "tmp:tile"),
        # Element access.
        _ours(
            "tile.read",
            ("tile:tile", "indices[]:index"),
            "reads one element of its tile into a scalar",
            NoArgWrites(),
            ReadsSource(),
            result="any",
        ),
    )


def _our_other_ops() -> tuple[tuple[OperatorSpec, str], ...]:
    return (
        _ours(
            "tensor.read",
            ("tensor:tensor", "indices[]:index"),
            "reads one element of its tensor into a scalar",
            NoArgWrites(),
            ReadsSource(),
            result="any",
        ),
        _ours(
            "tensor.dim",
            ("tensor:tensor", "axis:index"),
            "a metadata query (a dimension of the tensor's shape): reads no data",
            NoArgWrites(),
            Pure(),
            result="any",
        ),
        _ours(
            "system.reserve_buffer",
            (),
            "reserves a named cross-core buffer; takes no buffer argument",
            NoArgWrites(),
            _SYNC,
            result="any",
        ),
        _ours(
            "system.import_peer_buffer",
            (),
            "names a peer function's reserved buffer; takes no buffer argument",
            NoArgWrites(),
            _SYNC,
            result="any",
        ),
        _ours(
            "pld.tensor.alloc_window_buffer",
            ("size",),
            "declares a per-rank window buffer; its argument is a size",
            NoArgWrites(),
            AllocatesResult(),
            result="any",
        ),
        _ours(
            "pld.tensor.window",
            ("buf", "shape[]:index"),
            "a view of a window buffer as a distributed tensor: moves no data",
            NoArgWrites(),
            OutputReusesInput(0),
            _COMPUTE,
            result="tensor",
        ),
        _ours(
            "pld.system.world_size",
            (),
            "a query of the run's world size; takes no argument",
            NoArgWrites(),
            # Every pld.system op is synchronising (op-effects.md).
            _SYNC,
            result="any",
        ),
    )


_OURS: tuple[tuple[OperatorSpec, str], ...] = (*_our_tile_ops(), *_our_other_ops())

OUR_VERDICTS: dict[str, str] = {spec.op_name: reason for spec, reason in _OURS}
"""Our verdicts (op name -> its one-line reason); every other classified row
of the catalogue is PyPTO's declaration, unchanged."""

CATALOGUE: tuple[OperatorSpec, ...] = (
    *_tile_ops(),
    *_tensor_ops(),
    *_array_ops(),
    *_pld_ops(),
    *_builtin_ops(),
    *_system_ops(),
    *_buffer_ops(),
    *(spec for spec, _ in _OURS),
)

OPERATORS: tuple[type[IRDLOperation], ...] = tuple(make_operator(s) for s in CATALOGUE)
OPERATORS_BY_NAME: dict[str, type[IRDLOperation]] = {op.name: op for op in OPERATORS}
