"""Enum attributes of the `pto` dialect, each printed `#pto.NAME<keyword>`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, TypeVar

from xdsl.dialects.builtin import ArrayAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

from pypto_xdsl.dialects.syntax import parse_keyword


class PtoEnum(StrEnum):
    """The keywords of a `pto` enum attribute.

    Members hash as their keyword, through `str`'s C-level hash: analyses key
    dictionaries by directions and kinds, and Enum's own `__hash__` is a
    Python call. Members still compare equal to their keyword, so the hash
    agrees with `==`."""

    __hash__ = str.__hash__


class _AngleBracketed:
    """Prints and parses an enum attribute as MLIR's EnumAttr does: `<keyword>`.

    xDSL's EnumAttribute prints the bare keyword; the contract (ir.md) is
    `#pto.dir<out>`. Mixed in before `EnumAttribute[...]`, since xDSL forbids
    subclassing a specialized EnumAttribute.
    """

    enum_type: ClassVar[type[StrEnum]]
    data: Any

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    name: ClassVar[str]

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Any:
        with parser.in_angle_brackets():
            return parse_keyword(parser, cls.enum_type, f"#{cls.name} keyword")


class ParamDirection(PtoEnum):
    """The callee's signature contract, ordered `in < out < inout`."""

    IN = "in"
    OUT = "out"
    INOUT = "inout"

    @property
    def rank(self) -> int:
        return PARAM_DIRECTION_RANK[self]

    def merge(self, other: ParamDirection) -> ParamDirection:
        """The least upper bound on the lattice `in < out < inout`."""
        # Phase 0 joins once per writer slot of every call: a table lookup,
        # not two rank properties.
        return _PARAM_DIRECTION_JOIN[self][other]


# The lattice order `in < out < inout`; analyses compare directions by it.
PARAM_DIRECTION_RANK = {
    ParamDirection.IN: 0,
    ParamDirection.OUT: 1,
    ParamDirection.INOUT: 2,
}

_PARAM_DIRECTION_JOIN = {
    a: {
        b: a if PARAM_DIRECTION_RANK[a] >= PARAM_DIRECTION_RANK[b] else b
        for b in ParamDirection
    }
    for a in ParamDirection
}


class ArgDirection(PtoEnum):
    """Runtime submission semantics of one argument at one call site."""

    INPUT = "input"
    OUTPUT = "output"
    INOUT = "inout"
    OUTPUT_EXISTING = "output_existing"
    NO_DEP = "no_dep"
    SCALAR = "scalar"


class FuncKind(PtoEnum):
    OPAQUE = "opaque"
    ORCHESTRATION = "orchestration"
    INCORE = "incore"
    AIC = "aic"
    AIV = "aiv"
    GROUP = "group"
    SPMD = "spmd"
    INLINE = "inline"
    GRAPH = "graph"

    @property
    def is_wrapper(self) -> bool:
        return self in WRAPPER_KINDS

    @property
    def executes_inline(self) -> bool:
        """Whether a function of this kind, given a body, is executed inline:
        not a task, but its body run in its caller's context."""
        return self in INLINE_KINDS


# Kinds whose functions forward their parameters to inner kernels (phase 0).
WRAPPER_KINDS = frozenset({FuncKind.GROUP, FuncKind.SPMD})

# Kinds whose functions with a body the runtime executes inline (task-graph.md;
# derive-call-directions.md, *Modes*, "functions executed inline"); an absent
# kind is `opaque`.
INLINE_KINDS = frozenset({FuncKind.ORCHESTRATION, FuncKind.OPAQUE, FuncKind.INLINE})


class ForKind(PtoEnum):
    SEQUENTIAL = "sequential"
    PARALLEL = "parallel"
    UNROLL = "unroll"
    PIPELINE = "pipeline"


class ScopeKind(PtoEnum):
    INCORE = "incore"
    CLUSTER = "cluster"
    HIERARCHY = "hierarchy"
    SPMD = "spmd"
    RUNTIME = "runtime"
    COMM_DOMAIN = "comm_domain"
    SPLIT_AIV = "split_aiv"


class MemorySpace(PtoEnum):
    DDR = "ddr"
    VEC = "vec"
    MAT = "mat"
    LEFT = "left"
    RIGHT = "right"
    ACC = "acc"
    BIAS = "bias"
    SCALAR_LOCAL = "scalar_local"
    LEFT_SCALE = "left_scale"
    RIGHT_SCALE = "right_scale"


class AtomicKind(PtoEnum):
    NONE = "none"
    ADD = "add"


class NotifyOp(PtoEnum):
    ATOMIC_ADD = "atomic_add"
    SET = "set"


class Coalesce(PtoEnum):
    ROW = "row"
    ELEM = "elem"


class Affinity(PtoEnum):
    CUBE = "cube"
    VECTOR = "vector"
    SHARED = "shared"
    MIXED = "mixed"


@irdl_attr_definition
class ParamDirectionAttr(_AngleBracketed, EnumAttribute[ParamDirection]):
    name = "pto.dir"


@irdl_attr_definition
class ArgDirectionAttr(_AngleBracketed, EnumAttribute[ArgDirection]):
    name = "pto.adir"


@irdl_attr_definition
class FuncKindAttr(_AngleBracketed, EnumAttribute[FuncKind]):
    name = "pto.func_kind"


@irdl_attr_definition
class ForKindAttr(_AngleBracketed, EnumAttribute[ForKind]):
    name = "pto.for_kind"


@irdl_attr_definition
class ScopeKindAttr(_AngleBracketed, EnumAttribute[ScopeKind]):
    name = "pto.scope_kind"


@irdl_attr_definition
class MemorySpaceAttr(_AngleBracketed, EnumAttribute[MemorySpace]):
    name = "pto.mem"


@irdl_attr_definition
class AtomicKindAttr(_AngleBracketed, EnumAttribute[AtomicKind]):
    name = "pto.atomic"


@irdl_attr_definition
class NotifyOpAttr(_AngleBracketed, EnumAttribute[NotifyOp]):
    name = "pto.notify_op"


@irdl_attr_definition
class CoalesceAttr(_AngleBracketed, EnumAttribute[Coalesce]):
    name = "pto.coalesce"


@irdl_attr_definition
class AffinityAttr(_AngleBracketed, EnumAttribute[Affinity]):
    name = "pto.affinity"


# Building an attribute runs its verifier; passes that stamp thousands of ops
# reuse these instances instead.
PARAM_DIRECTION_ATTRS = {d: ParamDirectionAttr(d) for d in ParamDirection}
ARG_DIRECTION_ATTRS = {d: ArgDirectionAttr(d) for d in ArgDirection}
AFFINITY_ATTRS = {a: AffinityAttr(a) for a in Affinity}


# Attributes are immutable, so one ArrayAttr per distinct direction tuple is
# shared: building (and verifying) a fresh one per call site dominates passes
# that set directions on every call.
# One cache per enum: `ParamDirection.INOUT == ArgDirection.INOUT` (both are
# the string "inout"), so a shared cache would mix the two kinds of array.
_PARAM_DIRECTIONS_ATTRS: dict[
    tuple[ParamDirection, ...], ArrayAttr[ParamDirectionAttr]
] = {}
_ARG_DIRECTIONS_ATTRS: dict[tuple[ArgDirection, ...], ArrayAttr[ArgDirectionAttr]] = {}

_D = TypeVar("_D", ParamDirection, ArgDirection)
_A = TypeVar("_A", ParamDirectionAttr, ArgDirectionAttr)


def _shared_array(
    directions: Sequence[_D],
    attrs: Mapping[_D, _A],
    cache: dict[tuple[_D, ...], ArrayAttr[_A]],
) -> ArrayAttr[_A]:
    key = tuple(directions)
    attr = cache.get(key)
    if attr is None:
        attr = cache[key] = ArrayAttr(attrs[d] for d in key)
    return attr


def param_directions_attr(
    directions: Sequence[ParamDirection],
) -> ArrayAttr[ParamDirectionAttr]:
    """The shared `param_directions` array of `directions`."""
    return _shared_array(directions, PARAM_DIRECTION_ATTRS, _PARAM_DIRECTIONS_ATTRS)


def arg_directions_attr(
    directions: Sequence[ArgDirection],
) -> ArrayAttr[ArgDirectionAttr]:
    """The shared `arg_directions` array of `directions`."""
    return _shared_array(directions, ARG_DIRECTION_ATTRS, _ARG_DIRECTIONS_ATTRS)


# Discardable attributes of the IR contract (ir.md), written and read by the
# passes; downstream pipelines may set them too.
FOR_KIND_ATTR = "pto.for_kind"
"""On an `scf.for`: a `#pto.for_kind` saying how the loop's iterations run."""
CORE_PLACEMENT_ATTR = "pto.core_placement"
"""The discardable attribute `stamp-split-aiv` writes."""
AFFINITY_ATTR = "pto.affinity"
"""The discardable attribute `annotate-core-affinity` writes."""
WHY_ATTR = "pto.why"
"""With `derive-call-directions{explain}`: why each argument got its direction."""
