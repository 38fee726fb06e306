"""`pto.call` and `pto.submit`, and which argument directions they may carry.

`pto.call` replaces `func.call` because the latter's verifier scans the module
once per call. Callees are resolved through the symbol table that
`symbol_table.py` builds once per module.

Pretty syntax (docs/ir.md has the full grammar):

    %r = pto.call @k(input %x, output_existing %y) no_dep(0) : (T, T) -> T
    %r = pto.call @k(no_dep(%x), output_existing %y) : (T, T) -> T
    %o, %t = pto.submit @k(%x, %y) deps(%t0) predicate(%p) no_dep(0) core_num(8)
             sync_start allow_early_resolve : (T, T) -> (T, !pto.task_id)

Whatever a notation cannot show faithfully (a directions array of the wrong
length, say) is printed in the attribute dictionary, so print -> parse never
loses an attribute, even on IR that does not verify.

Verifier rules 3 to 5 (`arg_direction_problems`, `override_problems`) are pure
functions shared by the op verifiers (which reject ill-formed IR as soon as it
is parsed) and `verify-call-directions` (which reports every problem of a
module in one run).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import ClassVar, Self, cast

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    DenseArrayBase,
    FlatSymbolRefAttrConstr,
    IndexType,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    SymbolRefAttr,
    UnitAttr,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.attributes import (
    ArgDirection,
    ArgDirectionAttr,
    ParamDirection,
    arg_directions_attr,
)
from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.func import FuncOp, enclosing_func
from pypto_xdsl.dialects.operand_groups import SEGMENTS, leading_group_size
from pypto_xdsl.dialects.symbol_table import lookup_in_table, nearest_symbol_table
from pypto_xdsl.dialects.syntax import (
    all_or_none,
    parse_direction_keyword,
    shown_directions,
    type_list,
)
from pypto_xdsl.dialects.task_ids import dep_problem, parse_deps, print_deps
from pypto_xdsl.dialects.types import TaskIdType, fits_parameter, is_tensor_like

_SUBMIT_OPTIONS = (
    "deps",
    "predicate",
    "no_dep",
    "core_num",
    "sync_start",
    "allow_early_resolve",
)


# Verifier rules 3 to 5.

ALLOWED_TENSOR_DIRECTIONS: dict[ParamDirection, tuple[ArgDirection, ...]] = {
    ParamDirection.IN: (ArgDirection.INPUT, ArgDirection.NO_DEP),
    ParamDirection.INOUT: (
        ArgDirection.INOUT,
        ArgDirection.OUTPUT_EXISTING,
        ArgDirection.NO_DEP,
    ),
    ParamDirection.OUT: (
        ArgDirection.OUTPUT,
        ArgDirection.OUTPUT_EXISTING,
        ArgDirection.INOUT,
        ArgDirection.NO_DEP,
    ),
}


def _names(directions: Sequence[ArgDirection]) -> str:
    return ", ".join(d.value for d in directions)


def arg_direction_problems(
    callee: str,
    arg_types: Sequence[Attribute],
    arg_directions: Sequence[ArgDirection],
    param_directions: Sequence[ParamDirection],
) -> list[str]:
    """Rules 3 and 4 for each argument: one message per offending argument.

    `arg_directions` must already have one entry per argument.
    """
    problems: list[str] = []
    for i, (ty, direction) in enumerate(zip(arg_types, arg_directions, strict=False)):
        if i >= len(param_directions):
            problems.append(
                f"argument {i} has no parameter in callee {callee}, which takes "
                f"{len(param_directions)}: drop the extra argument"
            )
            continue
        param = param_directions[i]
        if not is_tensor_like(ty):
            if direction != ArgDirection.SCALAR:
                problems.append(
                    f"argument {i} is a non-tensor ({ty}) but has direction "
                    f"'{direction.value}': non-tensor arguments must be 'scalar', so give "
                    f"argument {i} 'scalar'"
                )
            continue
        if direction == ArgDirection.SCALAR:
            problems.append(
                f"argument {i} is a tensor but has direction 'scalar': use one of "
                f"{_names(ALLOWED_TENSOR_DIRECTIONS[param])} for callee {callee}'s "
                f"'{param.value}' parameter"
            )
            continue
        allowed = ALLOWED_TENSOR_DIRECTIONS[param]
        if direction not in allowed:
            problems.append(
                f"argument {i} has direction '{direction.value}' but callee "
                f"{callee} declares parameter {i} '{param.value}', which allows "
                f"{_names(allowed)}: fix arg_directions or the callee's "
                "param_directions"
            )
    return problems


def override_problems(
    arg_types: Sequence[Attribute], overrides: Sequence[int]
) -> list[str]:
    """Rule 5: every no-dep override is in range, names a tensor, appears once."""
    problems: list[str] = []
    seen: set[int] = set()
    for index in overrides:
        if index < 0 or index >= len(arg_types):
            problems.append(
                f"arg_direction_overrides names argument {index}, but the op has "
                f"{len(arg_types)} argument(s): use an index in "
                f"[0, {len(arg_types)})"
            )
        elif not is_tensor_like(arg_types[index]):
            problems.append(
                f"arg_direction_overrides names argument {index}, a non-tensor "
                f"({arg_types[index]}): no_dep applies to tensor arguments only, so "
                f"drop {index} from the overrides"
            )
        elif index in seen:
            problems.append(
                f"arg_direction_overrides names argument {index} more than once: "
                "list each index once"
            )
        seen.add(index)
    return problems


class CallLikeOp(PtoOperation):
    """What `pto.call` and `pto.submit` share: callee, args, directions."""

    callee = prop_def(FlatSymbolRefAttrConstr)
    arg_directions = opt_prop_def(ArrayAttr[ArgDirectionAttr])
    arg_direction_overrides = opt_prop_def(DenseArrayBase.constr(i32))

    LEADING_PROPERTIES: ClassVar[tuple[str, ...]] = (
        "callee",
        "arg_directions",
        "arg_direction_overrides",
    )

    PROPERTY_SPELLINGS: ClassVar[Mapping[str, str]] = {
        "callee": "the callee after the op name (@k(...))",
        "arg_directions": "a direction before each argument (@k(input %x, inout %y))",
        "arg_direction_overrides": "no_dep(i, ...) after the arguments",
    }

    @property
    def args(self) -> Sequence[SSAValue]:
        raise NotImplementedError

    @property
    def callee_results(self) -> Sequence[SSAValue]:
        """The results that mirror the callee's results."""
        raise NotImplementedError

    @property
    def covers_all_params(self) -> bool:
        raise NotImplementedError

    def resolve_callee(self) -> FuncOp | None:
        """The `pto.func` this op calls, through the module's cached symbol table."""
        table_op = nearest_symbol_table(self)
        if table_op is None:
            return None
        found = lookup_in_table(table_op, self.callee.root_reference.data)
        return found if isinstance(found, FuncOp) else None

    @property
    def arg_directions_tuple(self) -> tuple[ArgDirection, ...] | None:
        attr = self.arg_directions
        if attr is None:
            return None
        return tuple([d.data for d in attr.data])

    @property
    def no_dep_indices(self) -> tuple[int, ...]:
        """The argument indices `arg_direction_overrides` marks no_dep."""
        if self.arg_direction_overrides is None:
            return ()
        values = self.arg_direction_overrides.get_values()
        return tuple(int(v) for v in values)

    def set_arg_directions(self, directions: Sequence[ArgDirection]) -> None:
        self.set_property("arg_directions", arg_directions_attr(directions))

    def _callee_or_error(self) -> FuncOp:
        name = f"@{self.callee.root_reference.data}"
        table_op = nearest_symbol_table(self)
        if table_op is None:
            raise VerifyException(
                f"{self.name} of {name} is not inside a module: callees are looked "
                "up in the enclosing symbol table, so put the call in a pto.func "
                "of a builtin.module"
            )
        if enclosing_func(self) is None:
            raise VerifyException(
                f"{self.name} of {name} is not inside a pto.func: call sites live in "
                "function bodies, where derive-call-directions gives them their "
                "directions; move it into a pto.func"
            )
        found = lookup_in_table(table_op, self.callee.root_reference.data)
        if found is None:
            raise VerifyException(
                f"callee {name} is not defined in the enclosing module: declare it "
                f"with pto.func (a body-less declaration such as `{self._sample_declaration(name)}` "
                "is enough) or fix the name"
            )
        if not isinstance(found, FuncOp):
            raise VerifyException(
                f"callee {name} is a '{found.name}', not a pto.func: {self.name} "
                f"calls pto.func only, so define or declare {name} with pto.func"
            )
        return found

    def _sample_declaration(self, name: str) -> str:
        params = ", ".join(f"in {a.type}" for a in self.args)
        results = [str(r.type) for r in self.callee_results]
        arrow = (
            f" -> {results[0]}" if len(results) == 1 else f" -> ({', '.join(results)})"
        )
        if not results:
            arrow = ""
        return f"pto.func private {name}({params}){arrow}"

    def verify_(self) -> None:
        callee = self._callee_or_error()
        if not callee.has_well_formed_properties():
            # A callee later in the module is verified after this call: its
            # own verifier reports the property.
            return
        name = f"@{callee.sym_name.data}"
        params = callee.function_type.inputs.data
        arg_types = tuple(a.type for a in self.args)
        if self.covers_all_params and len(arg_types) != len(params):
            raise VerifyException(
                f"{self.name} of {name} passes {len(arg_types)} argument(s) but "
                f"the callee takes {len(params)}: pass one argument per parameter"
            )
        if len(arg_types) > len(params):
            raise VerifyException(
                f"{self.name} of {name} carries {len(arg_types)} argument(s) but "
                f"the callee takes {len(params)}: a submit carries a prefix of the "
                "callee's parameters, so drop the extra arguments"
            )
        for i, (got, want) in enumerate(zip(arg_types, params, strict=False)):
            if not fits_parameter(got, want):
                raise VerifyException(
                    f"argument {i} of {self.name} {name} has type {got} but the "
                    f"callee's parameter {i} has type {want}: pass a value of the "
                    "parameter's type"
                )
        self.verify_results(callee)
        if self.arg_directions is not None:
            if len(self.arg_directions) != len(arg_types):
                raise VerifyException(
                    f"arg_directions has {len(self.arg_directions)} entries but "
                    f"{self.name} has {len(arg_types)} argument(s): give one "
                    "#pto.adir per argument, or drop arg_directions and run "
                    "derive-call-directions"
                )
            problems = arg_direction_problems(
                name,
                arg_types,
                self.arg_directions_tuple or (),
                callee.param_directions_tuple,
            )
            if problems:
                raise VerifyException("; ".join(problems))
        problems = override_problems(arg_types, self.no_dep_indices)
        if problems:
            raise VerifyException("; ".join(problems))

    def verify_results(self, callee: FuncOp) -> None:
        raise NotImplementedError

    # The printers read properties untyped: on IR that does not verify, any
    # may hold any attribute, and what the notation cannot show goes in
    # `<{...}>` (the notation then shows a stand-in that `<{...}>` replaces).

    def _print_callee_and_args(self, printer: Printer, shown: set[str]) -> set[int]:
        """Prints `@callee(args)`; returns the arguments printed `no_dep(%v)`
        (their override is then shown, not printed again after the list)."""
        printer.print_string(" ")
        callee = self.properties.get("callee")
        if isinstance(callee, SymbolRefAttr) and not callee.nested_references:
            printer.print_attribute(callee)
            shown.add("callee")
        else:
            printer.print_symbol_name("")
        attr = self.properties.get("arg_directions")
        directions = shown_directions(attr, len(self.args), ArgDirectionAttr)
        if directions is not None or attr is None:
            shown.add("arg_directions")
        in_place = self._no_dep_in_place(directions)
        with printer.in_parens():
            for i, value in enumerate(self.args):
                if i:
                    printer.print_string(", ")
                if i in in_place:
                    printer.print_string("no_dep(")
                    printer.print_operand(value)
                    printer.print_string(")")
                    continue
                if directions is not None:
                    printer.print_string(f"{directions[i].value} ")
                printer.print_operand(value)
        return in_place

    def _no_dep_in_place(self, directions: Sequence[ArgDirection] | None) -> set[int]:
        """The overridden arguments that also carry the `no_dep` direction,
        when every override is one: each prints once, as `no_dep(%v)` (PyPTO's
        `pl.no_dep(v)`), instead of `no_dep %v` and again in `no_dep(i)`.
        Anything else (no directions yet, an override whose direction is not
        no_dep, indices out of order, repeated or out of range, an empty
        array) keeps the `no_dep(i, ...)` list, which says exactly what the
        property holds."""
        attr = self.properties.get("arg_direction_overrides")
        if (
            directions is None
            or not isinstance(attr, DenseArrayBase)
            or cast(DenseArrayBase[IntegerType], attr).elt_type != i32
        ):
            return set()
        indices = self.no_dep_indices
        if not indices or any(b <= a for a, b in pairwise(indices)):
            return set()
        if not all(
            0 <= i < len(directions) and directions[i] == ArgDirection.NO_DEP
            for i in indices
        ):
            return set()
        return set(indices)

    def _print_overrides(
        self, printer: Printer, shown: set[str], in_place: set[int]
    ) -> None:
        attr = self.properties.get("arg_direction_overrides")
        if attr is None or in_place:
            shown.add("arg_direction_overrides")
        # Printed whenever present, even empty: hazard 13.
        elif (
            isinstance(attr, DenseArrayBase)
            and cast(DenseArrayBase[IntegerType], attr).elt_type == i32
        ):
            printer.print_string(" no_dep(")
            printer.print_list(self.no_dep_indices, printer.print_int)
            printer.print_string(")")
            shown.add("arg_direction_overrides")


def _parse_call_args(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[str] | None, list[int]]:
    """The arguments, their directions (None if none is written) and the
    indices of the arguments written `no_dep(%v)`: overridden, and of
    direction no_dep."""
    operands: list[UnresolvedOperand] = []
    keywords: list[str | None] = []
    in_place: list[int] = []

    def parse_arg() -> None:
        if parser.parse_optional_keyword("no_dep") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                in_place.append(len(operands))
                operands.append(parser.parse_unresolved_operand())
                parser.parse_punctuation(")")
            else:
                operands.append(parser.parse_unresolved_operand())
            keywords.append(ArgDirection.NO_DEP.value)
            return
        keyword, operand = parse_direction_keyword(
            parser,
            ArgDirection,
            "argument",
            parser.parse_optional_unresolved_operand,
            "expected an argument: `%value`, `DIRECTION %value` or `no_dep(%value)`",
        )
        keywords.append(keyword)
        operands.append(operand)

    start = parser.pos
    parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_arg)
    directions = all_or_none(parser, keywords, "argument", start, parser.pos)
    return operands, directions, in_place


def _overrides(
    parser: Parser,
    in_place: list[int],
    listed: DenseArrayBase | None,
    start: int,
) -> DenseArrayBase | None:
    """`arg_direction_overrides` from the arguments written `no_dep(%v)` or
    from the `no_dep(i, ...)` list (the form printed before, still read)."""
    if not in_place:
        return listed
    if listed is not None:
        parser.raise_error(
            "no_dep is given twice: arguments written no_dep(%v) are already "
            "overridden, so drop the no_dep(i, ...) list",
            start,
            parser.pos,
        )
    return DenseArrayBase.from_list(i32, in_place)


def _parse_overrides(parser: Parser) -> DenseArrayBase | None:
    if parser.parse_optional_keyword("no_dep") is None:
        return None
    return _parse_override_indices(parser)


def _parse_override_indices(parser: Parser) -> DenseArrayBase:
    def parse_index() -> int:
        start = parser.pos
        index = parser.parse_integer(allow_boolean=False)
        # DenseArrayBase.from_list raises a bare ValueError beyond i32.
        if not -(2**31) <= index < 2**31:
            parser.raise_error(
                f"no_dep index {index} does not fit in i32: name an argument "
                "by its position (0 for the first)",
                start,
                parser.pos,
            )
        return index

    indices = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_index)
    return DenseArrayBase.from_list(i32, indices)


def _parse_signature(
    parser: Parser, op_name: str, n_operands: int
) -> tuple[list[Attribute], list[Attribute], int]:
    """`: (inputs) -> results`, checked against the operand count; also
    returns where the signature starts, for later diagnostics."""
    parser.parse_punctuation(":")
    start = parser.pos
    ft = parser.parse_function_type()
    inputs, outputs = list(ft.inputs.data), list(ft.outputs.data)
    if len(inputs) != n_operands:
        parser.raise_error(
            f"{op_name} has {n_operands} argument(s) but its signature lists "
            f"{len(inputs)} type(s): give one type per argument",
            start,
            parser.pos,
        )
    return inputs, outputs, start


@irdl_op_definition
class CallOp(CallLikeOp):
    """A cross-function call; argument i binds callee parameter i."""

    name = "pto.call"

    arguments = var_operand_def()
    res = var_result_def()

    def __init__(
        self,
        callee: str | SymbolRefAttr,
        arguments: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
        *,
        arg_directions: Sequence[ArgDirection] | None = None,
        overrides: Sequence[int] | None = None,
    ):
        super().__init__(
            operands=[arguments],
            result_types=[result_types],
            properties={
                "callee": SymbolRefAttr(callee) if isinstance(callee, str) else callee,
                "arg_directions": None
                if arg_directions is None
                else arg_directions_attr(arg_directions),
                "arg_direction_overrides": None
                if overrides is None
                else DenseArrayBase.from_list(i32, overrides),
            },
        )

    # `arguments` and `res` are the only operand and result groups: reading
    # the whole lists skips IRDL's segment computation, which analyses would
    # otherwise pay on every call site.
    @property
    def args(self) -> Sequence[SSAValue]:
        return self.operands

    @property
    def callee_results(self) -> Sequence[SSAValue]:
        return self.results

    @property
    def covers_all_params(self) -> bool:
        return True

    def verify_results(self, callee: FuncOp) -> None:
        expected = callee.function_type.outputs.data
        if self.res.types != expected:
            raise VerifyException(
                f"pto.call of @{callee.sym_name.data} has result types "
                f"{type_list(self.res.types)} but the callee returns "
                f"{type_list(expected)}: use the callee's result types"
            )

    @classmethod
    def parse(cls, parser: Parser) -> CallOp:
        callee = parser.parse_symbol_name()
        operands, directions, in_place = _parse_call_args(parser)
        start = parser.pos
        overrides = _overrides(parser, in_place, _parse_overrides(parser), start)
        properties, attributes = cls.parse_extra_attributes(parser)
        inputs, outputs, _ = _parse_signature(parser, "pto.call", len(operands))
        op = CallOp(
            SymbolRefAttr(callee),
            parser.resolve_operands(operands, inputs, parser.pos),
            outputs,
            arg_directions=None
            if directions is None
            else [ArgDirection(d) for d in directions],
        )
        op.arg_direction_overrides = overrides
        op.add_parsed_attributes(properties, attributes)
        return op

    def print(self, printer: Printer) -> None:
        shown: set[str] = set()
        in_place = self._print_callee_and_args(printer, shown)
        self._print_overrides(printer, shown, in_place)
        self.print_extra_attributes(printer, shown)
        printer.print_string(" : ")
        printer.print_function_type(self.arguments.types, self.res.types)


@irdl_op_definition
class SubmitOp(CallLikeOp):
    """A task launch: a sibling of `pto.call`, never lowered to one.

    `args` is a prefix of the callee's parameters (the runtime allocates the
    rest); results are the callee's results followed by one `!pto.task_id`.
    """

    name = "pto.submit"

    args_ = var_operand_def()
    deps = var_operand_def()  # task ids and arrays of them (`dep_problem`)
    predicate = opt_operand_def(i1)
    # A core count computed at run time (`core_num(%n)`); a literal one is
    # the property `core_num`. Never both (the verifier).
    runtime_core_num = opt_operand_def()
    res = var_result_def()

    core_num = opt_prop_def(IntegerAttr[I64])
    sync_start = opt_prop_def(UnitAttr)
    allow_early_resolve = opt_prop_def(UnitAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def create(
        cls,
        *,
        operands: Sequence[SSAValue] = (),
        result_types: Sequence[Attribute] = (),
        properties: Mapping[str, Attribute] = {},
        attributes: Mapping[str, Attribute] = {},
        location: LocationAttr | None = None,
        successors: Sequence[Block] = (),
        regions: Sequence[Region] = (),
    ) -> Self:
        # The generic form before the runtime core count was an operand
        # listed three segment sizes (arguments, deps, predicate): files our
        # users keep (the conformance corpus among them) still parse, the
        # absent fourth group read as empty.
        sizes = properties.get("operandSegmentSizes")
        if isinstance(sizes, DenseArrayBase):
            old = cast(DenseArrayBase[IntegerType], sizes).get_values()
            if len(old) == 3:
                properties = {
                    **properties,
                    "operandSegmentSizes": DenseArrayBase.from_list(i32, (*old, 0)),
                }
        return super().create(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            location=location,
            successors=successors,
            regions=regions,
        )

    PROPERTY_SPELLINGS: ClassVar[Mapping[str, str]] = {
        **CallLikeOp.PROPERTY_SPELLINGS,
        "core_num": "core_num(N) or core_num(%n) after the arguments",
        "sync_start": "sync_start after the arguments",
        "allow_early_resolve": "allow_early_resolve after the arguments",
        SEGMENTS: "the arguments, deps(...) and predicate(...) (the sizes follow from them)",
    }

    def __init__(
        self,
        callee: str | SymbolRefAttr,
        arguments: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
        *,
        deps: Sequence[SSAValue | Operation] = (),
        predicate: SSAValue | Operation | None = None,
        core_num: int | SSAValue | Operation | None = None,
        sync_start: bool = False,
        allow_early_resolve: bool = False,
        arg_directions: Sequence[ArgDirection] | None = None,
        overrides: Sequence[int] | None = None,
    ):
        """`result_types` are the callee's results; the task id is appended.
        `core_num` is a literal core count or a value computed at run time."""
        literal = core_num if isinstance(core_num, int) else None
        runtime = [] if core_num is None or isinstance(core_num, int) else [core_num]
        super().__init__(
            operands=[
                arguments,
                deps,
                [] if predicate is None else [predicate],
                runtime,
            ],
            result_types=[[*result_types, TaskIdType()]],
            properties={
                "callee": SymbolRefAttr(callee) if isinstance(callee, str) else callee,
                "arg_directions": None
                if arg_directions is None
                else arg_directions_attr(arg_directions),
                "arg_direction_overrides": None
                if overrides is None
                else DenseArrayBase.from_list(i32, overrides),
                "core_num": None if literal is None else IntegerAttr(literal, i64),
                "sync_start": UnitAttr() if sync_start else None,
                "allow_early_resolve": UnitAttr() if allow_early_resolve else None,
            },
        )

    # `args_` is the first operand group and `res` the only result group:
    # read directly, not through IRDL's accessors, which recompute every
    # segment on each read (analyses read them at every call site).
    @property
    def args(self) -> Sequence[SSAValue]:
        size = leading_group_size(self)
        return self.args_ if size is None else self.operands[:size]

    @property
    def callee_results(self) -> Sequence[SSAValue]:
        return self.results[:-1]

    @property
    def task_id(self) -> SSAValue:
        return self.res[-1]

    @property
    def covers_all_params(self) -> bool:
        return False

    def verify_(self) -> None:
        if self.core_num is not None and self.core_num.value.data < 1:
            raise VerifyException(
                f"core_num of pto.submit is {self.core_num.value.data}: an SPMD "
                "launch runs on at least one core; use core_num(1) or more, or "
                "drop core_num for a single-task launch"
            )
        runtime = self.runtime_core_num
        if runtime is not None and self.core_num is not None:
            raise VerifyException(
                "pto.submit has a literal core_num and a core_num operand: give "
                "core_num(N) or core_num(%n), not both"
            )
        if runtime is not None and not isinstance(
            runtime.type, IntegerType | IndexType
        ):
            raise VerifyException(
                f"the core_num operand of pto.submit is a {runtime.type} value: "
                "a core count is an integer or index value"
            )
        problem = dep_problem(self.name, self.deps)
        if problem is not None:
            raise VerifyException(problem)
        super().verify_()

    def verify_results(self, callee: FuncOp) -> None:
        expected = (*callee.function_type.outputs.data, TaskIdType())
        if self.res.types != expected:
            raise VerifyException(
                f"pto.submit of @{callee.sym_name.data} has result types "
                f"{type_list(self.res.types)} but must return the callee's results "
                f"followed by one !pto.task_id: {type_list(expected)}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> SubmitOp:
        callee = parser.parse_symbol_name()
        operands, directions, in_place = _parse_call_args(parser)
        options_start = parser.pos
        deps: list[SSAValue] = []
        predicate: SSAValue | None = None
        overrides: DenseArrayBase | None = None
        core_num: int | SSAValue | None = None
        sync_start = early = False
        # Launch options print in one order but parse in any.
        seen: set[str] = set()
        while True:
            start = parser.pos
            option = parser.parse_optional_keyword_in(_SUBMIT_OPTIONS)
            if option is None:
                break
            if option in seen:
                parser.raise_error(
                    f"'{option}' appears twice in pto.submit: give each launch "
                    "option once",
                    start,
                    parser.pos,
                )
            seen.add(option)
            if option == "deps":
                deps = parse_deps(parser)
            elif option == "predicate":
                parser.parse_punctuation("(")
                predicate = parser.parse_operand(i1)
                parser.parse_punctuation(")")
            elif option == "no_dep":
                overrides = _parse_override_indices(parser)
            elif option == "core_num":
                core_num = _parse_core_num(parser)
            elif option == "sync_start":
                sync_start = True
            else:
                early = True
        overrides = _overrides(parser, in_place, overrides, options_start)
        properties, attributes = cls.parse_extra_attributes(parser)
        inputs, outputs, start = _parse_signature(parser, "pto.submit", len(operands))
        if not outputs or not isinstance(outputs[-1], TaskIdType):
            parser.raise_error(
                "the results of pto.submit are the callee's results followed by "
                "one !pto.task_id: add !pto.task_id as the last result type",
                start,
                parser.pos,
            )
        op = SubmitOp(
            SymbolRefAttr(callee),
            parser.resolve_operands(operands, inputs, parser.pos),
            outputs[:-1],
            deps=deps,
            predicate=predicate,
            core_num=core_num,
            sync_start=sync_start,
            allow_early_resolve=early,
            arg_directions=None
            if directions is None
            else [ArgDirection(d) for d in directions],
        )
        op.arg_direction_overrides = overrides
        op.add_parsed_attributes(properties, attributes)
        return op

    def print(self, printer: Printer) -> None:
        shown: set[str] = set()
        in_place = self._print_callee_and_args(printer, shown)
        if self.deps:
            printer.print_string(" deps")
            print_deps(printer, self.deps)
        if self.predicate is not None:
            printer.print_string(" predicate(")
            printer.print_operand(self.predicate)
            printer.print_string(")")
        self._print_overrides(printer, shown, in_place)
        props = self.properties
        if self.runtime_core_num is not None:
            printer.print_string(" core_num(")
            printer.print_operand(self.runtime_core_num)
            if not isinstance(self.runtime_core_num.type, IndexType):
                printer.print_string(" : ")
                printer.print_attribute(self.runtime_core_num.type)
            printer.print_string(")")
        core_num = props.get("core_num")
        if core_num is None:
            shown.add("core_num")
        elif (
            isinstance(core_num, IntegerAttr)
            and cast(IntegerAttr[IntegerType], core_num).type == i64
        ):
            printer.print_string(f" core_num({core_num.value.data})")
            shown.add("core_num")
        for flag in ("sync_start", "allow_early_resolve"):
            value = props.get(flag)
            if value is None or isinstance(value, UnitAttr):
                shown.add(flag)
            if isinstance(value, UnitAttr):
                printer.print_string(f" {flag}")
        self.print_extra_attributes(printer, shown)
        printer.print_string(" : ")
        printer.print_string("(")
        printer.print_list(self.args_.types, printer.print_attribute)
        printer.print_string(") -> (")
        printer.print_list(self.res.types, printer.print_attribute)
        printer.print_string(")")


def _parse_core_num(parser: Parser) -> int | SSAValue:
    """`(N)`, a literal core count, or `(%n)`, one computed at run time
    (`(%n : i32)` when it is not an index)."""
    parser.parse_punctuation("(")
    start = parser.pos
    operand = parser.parse_optional_unresolved_operand()
    if operand is not None:
        ty: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            ty = parser.parse_type()
        parser.parse_punctuation(")")
        return parser.resolve_operand(operand, ty)
    core_num = parser.parse_integer(allow_boolean=False)
    if not -(2**63) <= core_num < 2**63:
        parser.raise_error(
            "core_num must fit in i64: use a core count", start, parser.pos
        )
    parser.parse_punctuation(")")
    return core_num
