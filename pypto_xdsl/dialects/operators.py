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
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute
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
from xdsl.traits import MemoryEffect, NoMemoryEffect, OpTrait

from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.declarations import EffectDeclarationError, EffectDeclarations
from pypto_xdsl.dialects.memory_effects import (
    AllocatesResult,
    DeclaredMemoryEffects,
    ReadsSource,
)
from pypto_xdsl.dialects.types import (
    ArrayType,
    BufferType,
    TaskIdType,
    TensorType,
    TileType,
)

# Operand and result type kinds an argument spec may name after a colon.
TYPE_KINDS: dict[str, Any] = {
    "any": Attribute,
    "tensor": TensorType,
    "tile": TileType,
    "array": ArrayType,
    "buffer": BufferType,
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
    property_defaults: Mapping[str, Attribute] = field(
        default_factory=dict[str, Attribute]
    )
    """The value an absent property stands for (returned by the accessor;
    never added to the op, so the generic form stays as written)."""
    base: type[PtoOperation] = PtoOperation
    """The generated class's base: a subclass gives a row its pretty syntax
    and verifier (`task_ids.ArrayUpdateSyntax`)."""

    def __post_init__(self) -> None:
        # Contradictions are rejected where the op is defined, not at first use.
        decl = self.declarations
        count = len(self.arg_specs)
        reused = () if decl.reuses is None else (decl.reuses,)
        for index in (*decl.declared_indices, *reused):
            if index >= count:
                raise EffectDeclarationError(
                    f"{self.op_name} declares an effect on argument {index} but "
                    f"has only {count} argument(s)"
                )
        if decl.may_write and any(
            isinstance(t, NoMemoryEffect | AllocatesResult | ReadsSource)
            for t in self.traits
        ):
            raise EffectDeclarationError(
                f"{self.op_name} writes an argument but reports itself to xDSL as "
                "pure, an allocation or a reader; drop that MemoryEffect trait"
            )
        for name in self.property_defaults:
            if name not in self.properties:
                raise ValueError(
                    f"{self.op_name}: default for undeclared property {name!r}"
                )

    @cached_property
    def declarations(self) -> EffectDeclarations:
        """The compiled effect declarations of the row's traits."""
        return EffectDeclarations.from_traits(self.op_name, frozenset(self.traits))

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
        namespace[prop] = opt_prop_def(constraint, spec.property_defaults.get(prop))
    traits = spec.traits
    if spec.declarations.may_write and not any(
        isinstance(t, MemoryEffect) for t in traits
    ):
        # A declared writer tells xDSL what it writes, so `dce`/`cse` keep it.
        traits = (*traits, DeclaredMemoryEffects())
    namespace["traits"] = traits_def(*traits)
    if any(a.segmented for a in args):
        namespace["irdl_options"] = (AttrSizedOperandSegments(as_property=True),)
    cls = type(_class_name(spec.name), (spec.base,), namespace)
    return irdl_op_definition(cls)
