"""`pto.func`, `pto.return`, `pto.call` and `pto.submit`.

`pto.func` replaces `func.func` because the latter drops argument attributes of
declarations in its custom syntax (and directions must survive on external
kernels); `pto.call` replaces `func.call` because the latter's verifier scans
the module once per call. Callees are resolved through the symbol table that
`symbols.py` builds once per module.

Pretty syntax (docs/ir.md has the full grammar):

    pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.func orchestration @main(in %x: !pto.tensor<64xf32>) { ... }
    %r = pto.call @k(input %x, output_existing %y) no_dep(0) : (T, T) -> T
    %o, %t = pto.submit @k(%x, %y) deps(%t0) predicate(%p) no_dep(0) core_num(8)
             sync_start allow_early_resolve : (T, T) -> (T, !pto.task_id)

Whatever a notation cannot show faithfully (a directions array of the wrong
length, say) is printed in the attribute dictionary, so print -> parse never
loses an attribute, even on IR that does not verify.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar, TypeVar

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    DenseArrayBase,
    FlatSymbolRefAttrConstr,
    FunctionType,
    IntegerAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    irdl_op_definition,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    IsolatedFromAbove,
    IsTerminator,
    ReturnLike,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import DiagnosticException, VerifyException

from pypto_xdsl.dialects.attributes import (
    ARG_DIRECTION_ATTRS,
    PARAM_DIRECTION_ATTRS,
    ArgDirection,
    ArgDirectionAttr,
    FuncKind,
    FuncKindAttr,
    ParamDirection,
    ParamDirectionAttr,
    keyword_list,
)
from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.directions import arg_direction_problems, override_problems
from pypto_xdsl.dialects.symbols import lookup_in_table, nearest_symbol_table
from pypto_xdsl.dialects.types import TaskIdType

# Region ops a `pto.func` body may contain; everything else with a region, and
# everything with successors, is rejected (derive-call-directions.md).
_ALLOWED_REGION_OPS = frozenset(
    {"scf.for", "scf.parallel", "scf.while", "scf.if", "scf.reduce", "pto.scope"}
)

_PARAM_KEYWORDS = tuple(d.value for d in ParamDirection)
_ARG_KEYWORDS = tuple(d.value for d in ArgDirection)
_KIND_KEYWORDS = tuple(k.value for k in FuncKind)
_VISIBILITIES = ("public", "private", "nested")
_SUBMIT_OPTIONS = (
    "deps",
    "predicate",
    "no_dep",
    "core_num",
    "sync_start",
    "allow_early_resolve",
)


def _types(types: Sequence[Attribute]) -> str:
    return f"({', '.join(map(str, types))})"


class PtoFuncCallableInterface(CallableOpInterface):
    @classmethod
    def get_callable_region(cls, op: Operation) -> Region:
        if not isinstance(op, FuncOp):
            raise TypeError(f"expected pto.func, got {op.name}")
        return op.body

    @classmethod
    def get_argument_types(cls, op: Operation) -> tuple[Attribute, ...]:
        if not isinstance(op, FuncOp):
            raise TypeError(f"expected pto.func, got {op.name}")
        return op.function_type.inputs.data

    @classmethod
    def get_result_types(cls, op: Operation) -> tuple[Attribute, ...]:
        if not isinstance(op, FuncOp):
            raise TypeError(f"expected pto.func, got {op.name}")
        return op.function_type.outputs.data


@irdl_op_definition
class FuncOp(PtoOperation):
    """A PyPTO function: a body, or an external declaration with an empty region.

    `kind` absent means `opaque`; `param_directions` absent means all `in`.
    """

    name = "pto.func"

    body = region_def()
    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    kind = opt_prop_def(FuncKindAttr)
    param_directions = opt_prop_def(ArrayAttr[ParamDirectionAttr])
    sym_visibility = opt_prop_def(StringAttr)

    traits = traits_def(
        IsolatedFromAbove(), SymbolOpInterface(), PtoFuncCallableInterface()
    )

    def __init__(
        self,
        name: str,
        function_type: FunctionType | tuple[Sequence[Attribute], Sequence[Attribute]],
        region: Region | type[Region.DEFAULT] = Region.DEFAULT,
        *,
        kind: FuncKind | None = None,
        param_directions: Sequence[ParamDirection] | None = None,
        visibility: str | None = None,
    ):
        """A definition with an empty entry block unless `region` is given;
        pass `Region()` for a declaration."""
        if isinstance(function_type, tuple):
            function_type = FunctionType.from_lists(*function_type)
        if not isinstance(region, Region):
            region = Region(Block(arg_types=function_type.inputs))
        super().__init__(
            properties={
                "sym_name": StringAttr(name),
                "function_type": function_type,
                "kind": None if kind is None else FuncKindAttr(kind),
                "param_directions": None
                if param_directions is None
                else directions_attr(param_directions),
                "sym_visibility": None
                if visibility is None
                else StringAttr(visibility),
            },
            regions=[region],
        )

    @staticmethod
    def external(
        name: str,
        inputs: Sequence[Attribute],
        outputs: Sequence[Attribute],
        *,
        kind: FuncKind | None = None,
        param_directions: Sequence[ParamDirection] | None = None,
    ) -> FuncOp:
        """A private declaration: a kernel whose body lives elsewhere."""
        return FuncOp(
            name,
            (inputs, outputs),
            Region(),
            kind=kind,
            param_directions=param_directions,
            visibility="private",
        )

    @property
    def is_declaration(self) -> bool:
        return not self.body.blocks

    @property
    def func_kind(self) -> FuncKind:
        return FuncKind.OPAQUE if self.kind is None else self.kind.data

    @property
    def is_wrapper(self) -> bool:
        return self.func_kind.is_wrapper

    @property
    def directions(self) -> tuple[ParamDirection, ...]:
        """The declared parameter directions; absent means all `in`."""
        attr = self.param_directions
        if attr is None:
            return (ParamDirection.IN,) * len(self.function_type.inputs)
        return tuple([d.data for d in attr.data])

    @property
    def args(self) -> tuple[BlockArgument, ...]:
        """The body's parameters; empty for a declaration."""
        block = self.body.blocks.first
        return () if block is None else block.args

    def set_directions(self, directions: Sequence[ParamDirection]) -> None:
        self.set_property("param_directions", directions_attr(directions))

    def verify_(self) -> None:
        name = f"@{self.sym_name.data}"
        if (
            self.sym_visibility is not None
            and self.sym_visibility.data not in _VISIBILITIES
        ):
            raise VerifyException(
                f"sym_visibility of {name} is '{self.sym_visibility.data}': use "
                "public, private or nested"
            )
        n_inputs = len(self.function_type.inputs)
        if self.param_directions is not None and len(self.param_directions) != n_inputs:
            raise VerifyException(
                f"param_directions of {name} has {len(self.param_directions)} "
                f"entries but the function has {n_inputs} parameter(s): give "
                "exactly one #pto.dir per parameter (or drop param_directions: "
                "absent means all in)"
            )
        if self.is_declaration:
            return
        # Before the block count: a cf.br is the likely cause of extra blocks,
        # and the diagnostic on it says what to use instead.
        _check_body_ops(self)
        if len(self.body.blocks) != 1:
            raise VerifyException(
                f"body of {name} has {len(self.body.blocks)} blocks: a pto.func "
                "body is one block; express control flow with scf.if, scf.for "
                "or scf.while"
            )
        block = self.body.block
        if block.arg_types != self.function_type.inputs.data:
            raise VerifyException(
                f"entry block arguments {_types(block.arg_types)} of {name} do not "
                f"match its parameters {_types(self.function_type.inputs.data)}: "
                "give the entry block one argument per parameter, of its type"
            )

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = parser.parse_optional_visibility_keyword()
        kind: FuncKind | None = None
        start = parser.pos
        word = parser.parse_optional_identifier()
        if word is not None:
            if word not in _KIND_KEYWORDS:
                parser.raise_error(
                    f"unknown function kind '{word}': use one of "
                    f"{keyword_list(FuncKind)} (absent means opaque)",
                    start,
                    parser.pos,
                )
            kind = FuncKind(word)
        name = parser.parse_symbol_name()

        directions: list[str | None] = []
        block_args: list[Parser.Argument] = []
        input_types: list[Attribute] = []

        def parse_param() -> None:
            directions.append(parser.parse_optional_keyword_in(_PARAM_KEYWORDS))
            arg = parser.parse_optional_argument()
            if arg is not None:
                block_args.append(arg)
                input_types.append(arg.type)
                return
            ty = parser.parse_optional_type()
            if ty is not None:
                input_types.append(ty)
                return
            start = parser.pos
            word = parser.parse_optional_identifier()
            if word is not None:
                parser.raise_error(
                    f"unknown parameter direction '{word}': use one of "
                    f"{keyword_list(ParamDirection)}",
                    start,
                    parser.pos,
                )
            parser.raise_error(
                "expected a parameter: `DIR %name: type` in a definition, "
                "`DIR type` in a declaration (DIR optional)"
            )

        params_start = parser.pos
        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_param)
        params_end = parser.pos
        if block_args and len(block_args) != len(input_types):
            parser.raise_error(
                "pto.func parameters must be all named (`%x: type`, a definition) "
                "or all unnamed (a bare type, a declaration): name every parameter "
                "or none",
                params_start,
                params_end,
            )
        param_directions = _all_or_none(
            parser, directions, "parameter", params_start, params_end
        )

        outputs: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                outputs = list(
                    parser.parse_optional_undelimited_comma_separated_list(
                        parser.parse_optional_type, parser.parse_type
                    )
                    or ()
                )
                parser.parse_punctuation(")")
            else:
                outputs = [parser.parse_type()]

        extra = parser.parse_optional_attr_dict_with_keyword()
        region_start = parser.pos
        region = parser.parse_optional_region(block_args if block_args else None)
        if region is None:
            region = Region()
        elif not block_args and input_types:
            parser.raise_error(
                "a pto.func with a body must name its parameters (`%x: type`); "
                "a declaration has no body",
                region_start,
                parser.pos,
            )
        func = FuncOp(
            name.data,
            (input_types, outputs),
            region,
            kind=kind,
            param_directions=None
            if param_directions is None
            else [ParamDirection(d) for d in param_directions],
            visibility=None if visibility is None else visibility.data,
        )
        if extra is not None:
            func.add_parsed_attributes(extra.data)
        return func

    def print(self, printer: Printer) -> None:
        shown = {"sym_name", "kind"}
        if (
            self.sym_visibility is not None
            and self.sym_visibility.data in _VISIBILITIES
        ):
            printer.print_string(f" {self.sym_visibility.data}")
            shown.add("sym_visibility")
        if self.kind is not None:
            printer.print_string(f" {self.kind.data.value}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)

        inputs = self.function_type.inputs.data
        block = self.body.blocks.first
        # The signature shows the entry block's arguments; a function_type
        # they disagree with goes into the attribute dictionary.
        params: Sequence[Attribute | BlockArgument] = (
            inputs if block is None else block.args
        )
        if block is None or block.arg_types == inputs:
            shown.add("function_type")
        directions = self.param_directions
        if directions is not None and len(directions) != len(params):
            directions = None
        else:
            shown.add("param_directions")

        def print_param(i: int, param: Attribute | BlockArgument) -> None:
            if directions is not None:
                printer.print_string(f"{directions.data[i].data.value} ")
            if isinstance(param, BlockArgument):
                printer.print_block_argument(param)
            else:
                printer.print_attribute(param)

        with printer.in_parens():
            for i, param in enumerate(params):
                if i:
                    printer.print_string(", ")
                print_param(i, param)
        outputs = self.function_type.outputs.data
        if len(outputs) == 1 and not isinstance(outputs[0], FunctionType):
            printer.print_string(" -> ")
            printer.print_attribute(outputs[0])
        elif outputs:
            printer.print_string(" -> (")
            printer.print_list(outputs, printer.print_attribute)
            printer.print_string(")")
        self.print_extra_attributes(printer, shown, keyword=True)
        if block is not None:
            printer.print_string(" ")
            printer.print_region(self.body, False, True)


# Attributes are immutable, so one ArrayAttr per distinct direction tuple is
# shared: building (and verifying) a fresh one per call site dominates passes
# that set directions on every call.
# One cache per enum: `ParamDirection.INOUT == ArgDirection.INOUT` (both are
# the string "inout"), so a shared cache would mix the two kinds of array.
_DIRECTIONS_ATTRS: dict[tuple[ParamDirection, ...], ArrayAttr[ParamDirectionAttr]] = {}
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


def directions_attr(
    directions: Sequence[ParamDirection],
) -> ArrayAttr[ParamDirectionAttr]:
    return _shared_array(directions, PARAM_DIRECTION_ATTRS, _DIRECTIONS_ATTRS)


def arg_directions_attr(
    directions: Sequence[ArgDirection],
) -> ArrayAttr[ArgDirectionAttr]:
    return _shared_array(directions, ARG_DIRECTION_ATTRS, _ARG_DIRECTIONS_ATTRS)


def _all_or_none(
    parser: Parser,
    keywords: list[str | None],
    what: str,
    start: int,
    end: int,
) -> list[str] | None:
    present = [k for k in keywords if k is not None]
    if not present:
        return None
    if len(present) != len(keywords):
        missing = ", ".join(str(i) for i, k in enumerate(keywords) if k is None)
        parser.raise_error(
            f"either every {what} or none carries a direction, but {what} "
            f"{missing} has none: add the missing directions or drop them all",
            start,
            end,
        )
    return present


def _enclosing_func(op: Operation) -> FuncOp | None:
    anchor = op.parent_op()
    while anchor is not None and not isinstance(anchor, FuncOp):
        anchor = anchor.parent_op()
    return anchor


def _check_body_ops(func: FuncOp) -> None:
    """Reject unstructured control flow and unsupported region ops, on the op."""
    stack: list[Region] = [func.body]
    while stack:
        region = stack.pop()
        for block in region.blocks:
            for op in block.ops:
                if op.successors:
                    _fail_on(
                        op,
                        f"'{op.name}' is unstructured control flow, which a pto.func "
                        "body may not contain: use scf.if, scf.for or scf.while",
                    )
                if op.regions:
                    if op.name not in _ALLOWED_REGION_OPS:
                        _fail_on(
                            op,
                            f"'{op.name}' is not supported inside a pto.func: only "
                            "scf.for, scf.parallel, scf.while, scf.if and pto.scope "
                            "may carry regions; rewrite it with those",
                        )
                    stack.extend(op.regions)


def _fail_on(op: Operation, message: str) -> None:
    # A DiagnosticException passes through the enclosing op's verify wrapper,
    # so the message stays attached to the offending op, not to the pto.func.
    op.emit_error(message, DiagnosticException(message))


@irdl_op_definition
class ReturnOp(PtoOperation):
    """Terminator of a `pto.func` body; returns one value per function result."""

    name = "pto.return"

    arguments = var_operand_def()

    traits = traits_def(IsTerminator(), ReturnLike())

    assembly_format = "attr-dict ($arguments^ `:` type($arguments))?"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        func = self.parent_op()
        if not isinstance(func, FuncOp):
            raise VerifyException(
                "pto.return ends a pto.func body, but this one is in "
                f"{'no op' if func is None else repr(func.name)}: end a pto.scope "
                "with pto.yield and scf regions with scf.yield"
            )
        expected = func.function_type.outputs.data
        if self.arguments.types != expected:
            raise VerifyException(
                f"pto.return of @{func.sym_name.data} returns "
                f"{_types(self.arguments.types)} but the function declares "
                f"{_types(expected)}: return one value of each declared result type"
            )


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

    # Properties the pretty syntax shows in its own notation.
    _SHOWN: ClassVar[frozenset[str]] = frozenset(
        {"callee", "arg_directions", "arg_direction_overrides"}
    )

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
    def directions(self) -> tuple[ArgDirection, ...] | None:
        attr = self.arg_directions
        if attr is None:
            return None
        return tuple([d.data for d in attr.data])

    @property
    def overrides(self) -> tuple[int, ...]:
        if self.arg_direction_overrides is None:
            return ()
        values = self.arg_direction_overrides.get_values()
        return tuple(int(v) for v in values)

    def set_directions(self, directions: Sequence[ArgDirection]) -> None:
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
        if _enclosing_func(self) is None:
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
            if got != want:
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
                name, arg_types, self.directions or (), callee.directions
            )
            if problems:
                raise VerifyException("; ".join(problems))
        problems = override_problems(arg_types, self.overrides)
        if problems:
            raise VerifyException("; ".join(problems))

    def verify_results(self, callee: FuncOp) -> None:
        raise NotImplementedError

    def _print_callee_and_args(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.callee)
        directions = self.arg_directions
        if directions is not None and len(directions) != len(self.args):
            directions = None  # printed in the attribute dictionary instead

        with printer.in_parens():
            for i, value in enumerate(self.args):
                if i:
                    printer.print_string(", ")
                if directions is not None:
                    printer.print_string(f"{directions.data[i].data.value} ")
                printer.print_operand(value)

    def _print_overrides(self, printer: Printer) -> None:
        # Printed whenever present, even empty: hazard 13.
        if self.arg_direction_overrides is not None:
            printer.print_string(" no_dep(")
            printer.print_list(self.overrides, printer.print_int)
            printer.print_string(")")

    def _shown(self) -> set[str]:
        shown = set(self._SHOWN)
        if self.arg_directions is not None and len(self.arg_directions) != len(
            self.args
        ):
            shown.discard("arg_directions")
        return shown


def _parse_call_args(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[str] | None]:
    operands: list[UnresolvedOperand] = []
    keywords: list[str | None] = []

    def parse_arg() -> None:
        keywords.append(parser.parse_optional_keyword_in(_ARG_KEYWORDS))
        operand = parser.parse_optional_unresolved_operand()
        if operand is not None:
            operands.append(operand)
            return
        start = parser.pos
        word = parser.parse_optional_identifier()
        if word is not None:
            parser.raise_error(
                f"unknown argument direction '{word}': use one of "
                f"{keyword_list(ArgDirection)}",
                start,
                parser.pos,
            )
        parser.raise_error("expected an argument: `%value` or `DIRECTION %value`")

    start = parser.pos
    parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_arg)
    return operands, _all_or_none(parser, keywords, "argument", start, parser.pos)


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
                f"{_types(self.res.types)} but the callee returns "
                f"{_types(expected)}: use the callee's result types"
            )

    @classmethod
    def parse(cls, parser: Parser) -> CallOp:
        callee = parser.parse_symbol_name()
        operands, directions = _parse_call_args(parser)
        overrides = _parse_overrides(parser)
        attributes = parser.parse_optional_attr_dict()
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
        op.add_parsed_attributes(attributes)
        return op

    def print(self, printer: Printer) -> None:
        self._print_callee_and_args(printer)
        self._print_overrides(printer)
        self.print_extra_attributes(printer, self._shown())
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
    deps = var_operand_def(TaskIdType)
    predicate = opt_operand_def(i1)
    res = var_result_def()

    core_num = opt_prop_def(IntegerAttr[I64])
    sync_start = opt_prop_def(UnitAttr)
    allow_early_resolve = opt_prop_def(UnitAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    _SHOWN: ClassVar[frozenset[str]] = CallLikeOp._SHOWN | {
        "core_num",
        "sync_start",
        "allow_early_resolve",
    }

    def __init__(
        self,
        callee: str | SymbolRefAttr,
        arguments: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
        *,
        deps: Sequence[SSAValue | Operation] = (),
        predicate: SSAValue | Operation | None = None,
        core_num: int | None = None,
        sync_start: bool = False,
        allow_early_resolve: bool = False,
        arg_directions: Sequence[ArgDirection] | None = None,
        overrides: Sequence[int] | None = None,
    ):
        """`result_types` are the callee's results; the task id is appended."""
        super().__init__(
            operands=[arguments, deps, [] if predicate is None else [predicate]],
            result_types=[[*result_types, TaskIdType()]],
            properties={
                "callee": SymbolRefAttr(callee) if isinstance(callee, str) else callee,
                "arg_directions": None
                if arg_directions is None
                else arg_directions_attr(arg_directions),
                "arg_direction_overrides": None
                if overrides is None
                else DenseArrayBase.from_list(i32, overrides),
                "core_num": None if core_num is None else IntegerAttr(core_num, i64),
                "sync_start": UnitAttr() if sync_start else None,
                "allow_early_resolve": UnitAttr() if allow_early_resolve else None,
            },
        )

    @property
    def args(self) -> Sequence[SSAValue]:
        return self.args_

    @property
    def callee_results(self) -> Sequence[SSAValue]:
        return self.res[:-1]

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
        super().verify_()

    def verify_results(self, callee: FuncOp) -> None:
        expected = (*callee.function_type.outputs.data, TaskIdType())
        if self.res.types != expected:
            raise VerifyException(
                f"pto.submit of @{callee.sym_name.data} has result types "
                f"{_types(self.res.types)} but must return the callee's results "
                f"followed by one !pto.task_id: {_types(expected)}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> SubmitOp:
        callee = parser.parse_symbol_name()
        operands, directions = _parse_call_args(parser)
        deps: list[SSAValue] = []
        predicate: SSAValue | None = None
        overrides: DenseArrayBase | None = None
        core_num: int | None = None
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
                deps = parser.parse_comma_separated_list(
                    parser.Delimiter.PAREN, lambda: parser.parse_operand(TaskIdType())
                )
            elif option == "predicate":
                parser.parse_punctuation("(")
                predicate = parser.parse_operand(i1)
                parser.parse_punctuation(")")
            elif option == "no_dep":
                overrides = _parse_override_indices(parser)
            elif option == "core_num":
                parser.parse_punctuation("(")
                start = parser.pos
                core_num = parser.parse_integer(allow_boolean=False)
                if not -(2**63) <= core_num < 2**63:
                    parser.raise_error(
                        "core_num must fit in i64: use a core count", start, parser.pos
                    )
                parser.parse_punctuation(")")
            elif option == "sync_start":
                sync_start = True
            else:
                early = True
        attributes = parser.parse_optional_attr_dict()
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
        op.add_parsed_attributes(attributes)
        return op

    def print(self, printer: Printer) -> None:
        self._print_callee_and_args(printer)
        if self.deps:
            printer.print_string(" deps(")
            printer.print_list(self.deps, printer.print_operand)
            printer.print_string(")")
        if self.predicate is not None:
            printer.print_string(" predicate(")
            printer.print_operand(self.predicate)
            printer.print_string(")")
        self._print_overrides(printer)
        if self.core_num is not None:
            printer.print_string(f" core_num({self.core_num.value.data})")
        if self.sync_start is not None:
            printer.print_string(" sync_start")
        if self.allow_early_resolve is not None:
            printer.print_string(" allow_early_resolve")
        self.print_extra_attributes(printer, self._shown())
        printer.print_string(" : ")
        printer.print_string("(")
        printer.print_list(self.args_.types, printer.print_attribute)
        printer.print_string(") -> (")
        printer.print_list(self.res.types, printer.print_attribute)
        printer.print_string(")")
