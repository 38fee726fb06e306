"""Operator classes generated from declarative specifications.

PyPTO's operators differ only in their argument lists, properties, result and
effect declarations, so each is one `OperatorSpec` row in `catalogue.py`
rather than a hand-written class. The generated classes are ordinary IRDL
operations: operand groups in PyPTO argument order, `operandSegmentSizes` with
one entry per argument whenever any argument is optional or variadic, PyPTO
keyword arguments as properties of the same name, and effect declarations as
op traits.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects.builtin import IndexType, IntegerType, StringAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.operations import OpDef
from xdsl.traits import OpTrait

from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.types import ArrayType, TaskIdType, TensorType, TileType

# Operand and result type kinds an argument spec may name after a colon.
TYPE_KINDS: dict[str, Any] = {
    "any": Attribute,
    "tensor": TensorType,
    "tile": TileType,
    "array": ArrayType,
    "index": IndexType,
    "int": IntegerType,
    "task": TaskIdType,
}

_ARG_RE = re.compile(
    r"^(?P<name>[a-z_][a-z0-9_]*)(?P<var>\[\])?(?P<opt>\?)?(?::(?P<kind>\w+))?$"
)


@dataclass(frozen=True)
class ArgSpec:
    """One PyPTO argument: a single operand, optional, or a variadic group."""

    name: str
    variadic: bool
    optional: bool
    kind: str

    @staticmethod
    def parse(text: str) -> ArgSpec:
        """`name`, `name?`, `name[]`, `name[]?`, each with an optional `:kind`."""
        m = _ARG_RE.match(text)
        if m is None or (m["kind"] is not None and m["kind"] not in TYPE_KINDS):
            raise ValueError(f"malformed argument spec {text!r}")
        return ArgSpec(
            m["name"], m["var"] is not None, m["opt"] is not None, m["kind"] or "any"
        )

    @property
    def segmented(self) -> bool:
        return self.variadic or self.optional


@dataclass(frozen=True)
class OperatorSpec:
    """The declaration of one `pto.<registry name>` operator."""

    name: str
    """PyPTO's registry name, e.g. `tile.store`; the op is `pto.tile.store`."""
    args: tuple[str, ...] = ()
    result: str | None = None
    """Kind of the single result (see TYPE_KINDS), or None for no result."""
    properties: Mapping[str, Any] = field(default_factory=dict[str, Any])
    """PyPTO keyword arguments: name -> attribute constraint, all optional."""
    traits: tuple[OpTrait, ...] = ()
    summary: str = ""

    @property
    def op_name(self) -> str:
        return f"pto.{self.name}"

    @property
    def arg_specs(self) -> tuple[ArgSpec, ...]:
        return tuple(ArgSpec.parse(a) for a in self.args)


def _class_name(registry_name: str) -> str:
    parts = re.split(r"[._]", registry_name)
    return "".join(p[:1].upper() + p[1:] for p in parts) + "Op"


def _operand_field(arg: ArgSpec) -> Any:
    constraint = TYPE_KINDS[arg.kind]
    if arg.variadic:
        return var_operand_def(constraint)
    if arg.optional:
        return opt_operand_def(constraint)
    return operand_def(constraint)


def _field_name(name: str) -> str:
    # IRDLOperation reserves a few attribute names (operands, results, ...).
    return f"{name}_" if name in _RESERVED_FIELDS else name


_RESERVED_FIELDS = frozenset(
    {
        "name",
        "operands",
        "results",
        "regions",
        "properties",
        "attributes",
        "traits",
        "parent",
        "successors",
        "result",
        "input",
        "type",
    }
)


def make_operator(spec: OperatorSpec) -> type[IRDLOperation]:
    """Build and register the IRDL class of one operator spec."""
    args = spec.arg_specs
    namespace: dict[str, Any] = {
        "name": spec.op_name,
        "__doc__": spec.summary or f"PyPTO's `{spec.name}`.",
        "__module__": __name__,
        "SPEC": spec,
        "__annotations__": {"SPEC": "ClassVar[OperatorSpec]"},
    }
    for arg in args:
        namespace[_field_name(arg.name)] = _operand_field(arg)
    if spec.result is not None:
        namespace["result"] = result_def(TYPE_KINDS[spec.result])
    for prop, constraint in spec.properties.items():
        namespace[prop] = opt_prop_def(constraint)
    namespace["traits"] = traits_def(*spec.traits)
    if any(a.segmented for a in args):
        namespace["irdl_options"] = (AttrSizedOperandSegments(as_property=True),)
    cls = type(_class_name(spec.name), (PtoOperation,), namespace)
    return irdl_op_definition(cls)


def argument_groups(op: IRDLOperation) -> tuple[tuple[SSAValue, ...], ...]:
    """The op's operands grouped per PyPTO argument, in argument order."""
    op_def: OpDef = type(op).get_irdl_definition()
    groups: list[tuple[SSAValue, ...]] = []
    for field_name, _ in op_def.operands:
        value: SSAValue | Sequence[SSAValue] | None = getattr(op, field_name)
        if value is None:
            groups.append(())
        elif isinstance(value, SSAValue):
            groups.append((value,))
        else:
            groups.append(tuple(value))
    return tuple(groups)


def string_property(op: IRDLOperation, name: str) -> str | None:
    value = op.properties.get(name)
    return value.data if isinstance(value, StringAttr) else None
