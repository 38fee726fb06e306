"""Every valid call fits its catalogue row (issue 38, item 3), as PyPTO's
printer writes it: enum arguments, scalar literals, bare statements of ops
that return one of their arguments, integer scalars of any width for
indices, tensor sources, optional arguments absent (`pld.tile.put` without
`stage2`, `system.syncall` without operands, 2- to 4-way merges), PyPTO's
positional parameters the row does not model. A call that names a catalogue
operator but does not fit its row is an error on its line naming the
argument and what the row expects; only an operator with no row at all
becomes a generic `pto.op` (issue 39: named once, where first used)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DictionaryAttr,
    Float32Type,
    IndexType,
    IntegerAttr,
    ModuleOp,
    StringAttr,
)
from xdsl.ir import Operation

from pypto_xdsl.dialects.attributes import (
    AtomicKind,
    AtomicKindAttr,
    MemorySpace,
    NotifyOp,
    NotifyOpAttr,
)
from pypto_xdsl.dialects.generic_op import GenericOperatorOp
from pypto_xdsl.interop import (
    PyptoImportError,
    generic_operator_summary,
    import_pypto,
)
from pypto_xdsl.interop.pypto import ATTRS_KEY
from pypto_xdsl.interop.pypto.operators import enum_value

FIXTURES = Path(__file__).parent / "pypto"
T = "pl.Tensor[[64, 64], pl.FP32]"
D = "pld.DistributedTensor[[64, 64], pl.FP32]"
TILE = "pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec]"
PARAMS = (
    f"x: {T}, y: pl.Out[{T}], i: pl.Scalar[pl.INT32], s: pl.Scalar[pl.FP32], "
    f"w: pl.InOut[{D}], sig: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]"
)


def kernel(body: str) -> str:
    """One AIV kernel whose body is `body` (its last line returns)."""
    return (
        "# pypto.program: p\nimport pypto.language as pl\n\n@pl.program\nclass p:\n"
        "    @pl.function(type=pl.FunctionType.AIV)\n"
        f"    def k({PARAMS}) -> {T}:\n"
        + textwrap.indent(textwrap.dedent(body), " " * 8)
    )


def only(module: ModuleOp, name: str) -> list[Operation]:
    return [op for op in module.walk() if op.name == name]


def test_enum_argument_is_its_integer() -> None:
    # PyPTO's IR holds tile.alloc's memory space as its integer (Acc = 5).
    m = import_pypto(
        kernel("""\
        a: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        v: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        return y
        """)
    )
    first, second = only(m, "pto.tile.alloc")
    spaces = [op.operands[0].owner for op in (first, second)]
    assert all(isinstance(c, arith.ConstantOp) for c in spaces)
    values = [c.value for c in spaces if isinstance(c, arith.ConstantOp)]
    assert values == [IntegerAttr(5, IndexType()), IntegerAttr(1, IndexType())]
    assert generic_operator_summary(m) is None


@pytest.mark.parametrize(
    ("word", "value"),
    [
        ("pl.Mem.DDR", 0),
        ("pl.Mem.Vec", 1),
        ("pl.Mem.ScalarLocal", 7),
        ("pl.MemorySpace.RightScale", 9),
        ("pl.AtomicType.None_", 0),
        ("pl.AtomicType.Add", 1),
        ("pld.NotifyOp.Set", 1),
        ("pl.FP32", None),
        ("pl.Mem.Nowhere", None),
    ],
)
def test_enum_values_are_pyptos(word: str, value: int | None) -> None:
    import ast

    assert enum_value(ast.parse(word, mode="eval").body) == value
    # Our members are declared in PyPTO's order.
    assert list(MemorySpace).index(MemorySpace.ACC) == 5
    assert list(AtomicKind).index(AtomicKind.ADD) == 1
    assert list(NotifyOp).index(NotifyOp.SET) == 1


def test_scalar_literals_fit() -> None:
    m = import_pypto(
        kernel(f"""\
        t: {TILE} = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        a: {TILE} = pl.tile.muls(t, 0.25)
        b: {TILE} = pl.tile.adds(a, -1.0)
        c: {TILE} = pl.tile.maximums(b, 0)
        d: {TILE} = pl.tile.minimums(c, s)
        e: {TILE} = pl.tile.cmps(d, 0.0, cmp_type=1)
        r: {T} = pl.tile.store(e, [0, 0], y)
        return r
        """)
    )
    assert generic_operator_summary(m) is None
    (muls,) = only(m, "pto.tile.muls")
    assert muls.operands[1].type == Float32Type()
    (cmps,) = only(m, "pto.tile.cmps")
    # A keyword the row does not model is kept as text.
    assert cmps.attributes[ATTRS_KEY] == DictionaryAttr({"cmp_type": StringAttr("1")})


def test_bare_statements_return_the_argument_they_write() -> None:
    # PyPTO prints a call whose result is unused as a bare statement; the
    # op's result is the buffer the row returns (argument 0 of tensor.write,
    # the output tensor of tile.store). Indices may be INT32 scalars.
    m = import_pypto(
        kernel(f"""\
        t: {TILE} = pl.tile.load(x, [i, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        pl.tile.write(t, [0, i], s)
        pl.tile.store(t, [i, 0], y)
        pl.tensor.write(y, [i, 0], pl.cast(0.0, pl.FP32))
        return y
        """)
    )
    assert generic_operator_summary(m) is None
    (write,) = only(m, "pto.tensor.write")
    assert write.results[0].type == write.operands[0].type
    (store,) = only(m, "pto.tile.store")
    assert store.results[0].type == store.operands[-1].type
    assert all(o.type == IndexType() for o in store.operands[1:3])


def test_tensor_sources_and_reads() -> None:
    m = import_pypto(
        kernel(f"""\
        t: {TILE} = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        g: {TILE} = pl.tile.gather_row(t, x, [0, 0], [i, 0], [1, 64], valid_shape=[1, 64], transpose=False)
        v: pl.Scalar[pl.FP32] = pl.tensor.read(x, [i, pl.cast(pl.cast(1, pl.INT32), pl.INDEX) - 1])
        return y
        """)
    )
    assert generic_operator_summary(m) is None
    (gather,) = only(m, "pto.tile.gather_row")
    assert len(gather.operands) == 1 + 1 + 2 + 2 + 2 + 2


def test_optional_arguments_absent_and_enum_keywords() -> None:
    m = import_pypto(
        kernel(f"""\
        st: {TILE} = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        pld.tile.put(w, i, x, st, [0, 0], [0, 0], [64, 64], atomic=pl.AtomicType.None_)
        pld.tile.put(w, i, x, st, st, [0, 0], [0, 0], [64, 64], atomic=pl.AtomicType.Add)
        pld.system.notify(sig, i, [0, 0], pl.const(1, pl.INT32), op=0)
        pld.system.notify(sig, i, [0, 0], pl.const(1, pl.INT32), op=1)
        pl.system.syncall(core_type='mix')
        return y
        """)
    )
    assert generic_operator_summary(m) is None
    single, double = only(m, "pto.pld.tile.put")
    # The region's lists follow the stage: stage2 is absent, not a list.
    segments: list[object] = [
        op.properties["operandSegmentSizes"].get_values()  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
        for op in (single, double)
    ]
    assert segments == [(1, 1, 1, 1, 0, 2, 2, 2), (1, 1, 1, 1, 1, 2, 2, 2)]
    assert single.properties["atomic"] == AtomicKindAttr(AtomicKind.NONE)
    assert double.properties["atomic"] == AtomicKindAttr(AtomicKind.ADD)
    adds, sets = only(m, "pto.pld.system.notify")
    assert adds.properties["op"] == NotifyOpAttr(NotifyOp.ATOMIC_ADD)
    assert sets.properties["op"] == NotifyOpAttr(NotifyOp.SET)
    (syncall,) = only(m, "pto.system.syncall")
    assert len(syncall.operands) == 0


def test_merge_sort_takes_its_scratch_last() -> None:
    m = import_pypto(
        kernel(f"""\
        a: {TILE} = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        two: {TILE} = pl.tile.mrgsort_format2(a, a, a, exhausted=False)
        three: {TILE} = pl.tile.mrgsort_format2(a, a, a, a)
        four: {TILE} = pl.tile.mrgsort_format2(a, a, a, a, a)
        return y
        """)
    )
    sizes: list[object] = [
        op.properties["operandSegmentSizes"].get_values()  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
        for op in only(m, "pto.tile.mrgsort_format2")
    ]
    assert sizes == [(1, 1, 0, 0, 1), (1, 1, 1, 0, 1), (1, 1, 1, 1, 1)]


def test_unmodelled_positional_parameters_are_kept() -> None:
    # slice(tensor, shape, offset, valid_shape, drop_dims): drop_dims erases
    # the unit axis; the row models the box, drop_dims is kept as text.
    m = import_pypto(
        kernel("""\
        v: pl.Tensor[[64], pl.FP32] = pl.tensor.slice(x, [1, 64], [i, 0], [], [0])
        return y
        """)
    )
    (sliced,) = only(m, "pto.tensor.slice")
    assert sliced.attributes[ATTRS_KEY] == DictionaryAttr(
        {"drop_dims": StringAttr("[0]")}
    )


@pytest.mark.parametrize(
    ("line", "where", "message"),
    [
        (
            f"t: {TILE} = pl.tile.load(x, [0, 0], [64, 64])",
            "8:53",
            "tile.load: argument valid_shape is missing: the row is "
            "tile.load(tensor: tensor, offsets: [index], shapes: [index], "
            "valid_shape: [index])",
        ),
        (
            f"t: {TILE} = pl.tile.load(x, [0, 0], [64, 64], [64, 64], [1], [2])",
            "8:97",
            "tile.load: too many positional arguments: 6 given, the row takes 4 "
            "(tensor, offsets, shapes, valid_shape)",
        ),
        (
            f"g: {TILE} = pl.tile.gather_row(y, x, [0, 0], [0, 0], [1, 64])",
            "8:72",
            "tile.gather_row: argument dst is 'y' (of type "
            "!pto.tensor<64x64xf32>); the row expects a tile",
        ),
        (
            "r: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.write(y, i, s)",
            "8:62",
            "tensor.write: argument indices is a list of index values [a, b, ...], not 'i'",
        ),
        (
            "pld.tile.put(w, i, x, x, atomic=pl.AtomicType.Sometimes)",
            "8:41",
            "pld.tile.put: atomic=pl.AtomicType.Sometimes is not one of "
            "'none' (0), 'add' (1)",
        ),
        (
            f"t: {TILE} = pl.tile.create([64, 64], dtype=pl.FP32)\npl.tile.muls(t, 2.0)",
            "9:9",
            "tile.muls: the row returns a tile that is none of its arguments: "
            "annotate the result (NAME: TYPE = ...)",
        ),
        (
            "pl.tile.muls(x, 2.0)",
            "8:22",
            "tile.muls: argument lhs is 'x' (of type !pto.tensor<64x64xf32>); "
            "the row expects a tile",
        ),
        (
            f"a: {TILE} = pl.tile.alloc(pl.Mem.Vec, pl.FP32)",
            "8:79",
            "tile.alloc: argument size is 'pl.FP32' (a name, not a value); "
            "the row expects a value",
        ),
    ],
)
def test_a_call_that_does_not_fit_is_an_error_on_its_line(
    line: str, where: str, message: str
) -> None:
    text = kernel(f"{line}\nreturn y\n")
    with pytest.raises(PyptoImportError) as caught:
        import_pypto(text, "k.py")
    first, *_, last = str(caught.value).splitlines()
    assert first == f"k.py:{where}"
    assert last.strip() == message


def test_an_operator_without_a_row_is_named_once_where_first_used() -> None:
    m = import_pypto(
        kernel(f"""\
        t: {TILE} = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        a: {TILE} = pl.tile.divs(t, 2.0)
        b: {TILE} = pl.tile.divs(a, 2.0)
        return y
        """),
        "k.py",
    )
    assert [
        op.op_name.data for op in m.walk() if isinstance(op, GenericOperatorOp)
    ] == [
        "tile.divs",
        "tile.divs",
    ]
    assert generic_operator_summary(m) == (
        "k.py:9:53: warning: operator tile.divs has no catalogue row: kept as "
        "pto.op with unclassified effects (2 uses, the first here)"
    )


@pytest.mark.parametrize(
    "fixture",
    sorted(p.name for p in FIXTURES.glob("*.pypto.py")),
)
def test_printed_fixtures_are_quiet(fixture: str) -> None:
    """Issue 39: every operator of the printed fixtures has its row, and
    every call fits it."""
    path = FIXTURES / fixture
    assert generic_operator_summary(import_pypto(path.read_text(), str(path))) is None
