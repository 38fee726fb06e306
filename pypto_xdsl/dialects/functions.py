"""`pto.func`, `pto.return`, `pto.call` and `pto.submit`.

`pto.func` replaces `func.func` because the latter drops argument attributes of
declarations in its custom syntax (and directions must survive on external
kernels); `pto.call` replaces `func.call` because the latter's verifier scans
the module once per call. Callees are resolved through `symbols.lookup_symbol`.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    FlatSymbolRefAttrConstr,
    FunctionType,
    IntegerAttr,
    IntegerType,
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
    HasParent,
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
)
from pypto_xdsl.dialects.base import PtoOperation
from pypto_xdsl.dialects.directions import arg_direction_problems, override_problems
from pypto_xdsl.dialects.symbols import lookup_symbol
from pypto_xdsl.dialects.types import TaskIdType

# Region ops a `pto.func` body may contain; everything else with a region, and
# everything with successors, is rejected (derive-call-directions.md).
_ALLOWED_REGION_OPS = frozenset(
    {"scf.for", "scf.parallel", "scf.while", "scf.if", "scf.reduce", "pto.scope"}
)

_PARAM_KEYWORDS = tuple(d.value for d in ParamDirection)
_ARG_KEYWORDS = tuple(d.value for d in ArgDirection)
_KIND_KEYWORDS = tuple(k.value for k in FuncKind)


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
        if self.param_directions is None:
            return (ParamDirection.IN,) * len(self.function_type.inputs)
        return tuple(d.data for d in self.param_directions.data)

    @property
    def args(self) -> tuple[BlockArgument, ...]:
        """The body's parameters; empty for a declaration."""
        block = self.body.blocks.first
        return () if block is None else block.args

    def set_directions(self, directions: Sequence[ParamDirection]) -> None:
        self.param_directions = directions_attr(directions)
        self.canonicalize_properties()

    def verify_(self) -> None:
        n_inputs = len(self.function_type.inputs)
        if self.param_directions is not None and len(self.param_directions) != n_inputs:
            raise VerifyException(
                f"param_directions of @{self.sym_name.data} has "
                f"{len(self.param_directions)} entries but the function has "
                f"{n_inputs} parameter(s): give exactly one #pto.dir per parameter"
            )
        if self.is_declaration:
            return
        if len(self.body.blocks) != 1:
            raise VerifyException(
                f"body of @{self.sym_name.data} has {len(self.body.blocks)} blocks: "
                "a pto.func body is one block; use scf ops for control flow"
            )
        block = self.body.block
        if block.arg_types != self.function_type.inputs.data:
            raise VerifyException(
                f"entry block arguments of @{self.sym_name.data} do not match its "
                "function_type inputs: make the block argument types equal the "
                "parameter types"
            )
        _check_body_ops(self)

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = parser.parse_optional_visibility_keyword()
        kind = parser.parse_optional_keyword_in(_KIND_KEYWORDS)
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
            else:
                input_types.append(parser.parse_type())

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_param)
        if block_args and len(block_args) != len(input_types):
            parser.raise_error(
                "pto.func parameters must be all named (a definition) or all "
                "unnamed (a declaration)"
            )
        param_directions = _all_or_none(parser, directions, "parameter direction")

        outputs: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                outputs = (
                    parser.parse_optional_undelimited_comma_separated_list(
                        parser.parse_optional_type, parser.parse_type
                    )
                    or []
                )
                parser.parse_punctuation(")")
            else:
                outputs = [parser.parse_type()]

        extra = parser.parse_optional_attr_dict_with_keyword(
            ("sym_name", "function_type", "kind", "param_directions", "sym_visibility")
        )
        region = parser.parse_optional_region(block_args if block_args else None)
        if region is None:
            region = Region()
        elif not block_args and input_types:
            parser.raise_error(
                "a pto.func with a body must name its parameters (`%x: type`)"
            )
        func = FuncOp(
            name.data,
            (input_types, outputs),
            region,
            kind=None if kind is None else FuncKind(kind),
            param_directions=None
            if param_directions is None
            else [ParamDirection(d) for d in param_directions],
            visibility=None if visibility is None else visibility.data,
        )
        if extra is not None:
            func.attributes |= extra.data
        return func

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        if self.kind is not None:
            printer.print_string(f" {self.kind.data.value}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        directions = (
            None
            if self.param_directions is None
            else [d.data.value for d in self.param_directions.data]
        )
        params: list[tuple[int, Attribute]] = list(enumerate(self.function_type.inputs))

        def print_param(item: tuple[int, Attribute]) -> None:
            i, ty = item
            if directions is not None and i < len(directions):
                printer.print_string(f"{directions[i]} ")
            if self.is_declaration:
                printer.print_attribute(ty)
            else:
                printer.print_block_argument(self.args[i])

        with printer.in_parens():
            printer.print_list(params, print_param)
        outputs = self.function_type.outputs.data
        if len(outputs) == 1 and not isinstance(outputs[0], FunctionType):
            printer.print_string(" -> ")
            printer.print_attribute(outputs[0])
        elif outputs:
            printer.print_string(" -> (")
            printer.print_list(outputs, printer.print_attribute)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        if not self.is_declaration:
            printer.print_string(" ")
            printer.print_region(self.body, False, True)


def directions_attr(
    directions: Sequence[ParamDirection],
) -> ArrayAttr[ParamDirectionAttr]:
    return ArrayAttr(PARAM_DIRECTION_ATTRS[d] for d in directions)


def arg_directions_attr(
    directions: Sequence[ArgDirection],
) -> ArrayAttr[ArgDirectionAttr]:
    return ArrayAttr(ARG_DIRECTION_ATTRS[d] for d in directions)


def _all_or_none(
    parser: Parser, keywords: list[str | None], what: str
) -> list[str] | None:
    present = [k for k in keywords if k is not None]
    if not present:
        return None
    if len(present) != len(keywords):
        parser.raise_error(
            f"either every argument or none carries a {what}: add the missing ones"
        )
    return present


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
                            "may carry regions",
                        )
                    stack.extend(op.regions)


def _fail_on(op: Operation, message: str) -> None:
    # A DiagnosticException passes through the enclosing op's verify wrapper,
    # so the message stays attached to the offending op, not to the pto.func.
    op.emit_error(message, DiagnosticException(message))


@irdl_op_definition
class ReturnOp(PtoOperation):
    name = "pto.return"

    arguments = var_operand_def()

    traits = traits_def(HasParent(FuncOp), IsTerminator(), ReturnLike())

    assembly_format = "attr-dict ($arguments^ `:` type($arguments))?"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        func = self.parent_op()
        if not isinstance(func, FuncOp):
            return
        expected = func.function_type.outputs.data
        if self.arguments.types != expected:
            raise VerifyException(
                f"pto.return of @{func.sym_name.data} returns "
                f"({', '.join(map(str, self.arguments.types))}) but the function "
                f"declares ({', '.join(map(str, expected))}): return one value of "
                "each declared result type"
            )


class CallLikeOp(PtoOperation):
    """What `pto.call` and `pto.submit` share: callee, args, directions."""

    callee = prop_def(FlatSymbolRefAttrConstr)
    arg_directions = opt_prop_def(ArrayAttr[ArgDirectionAttr])
    arg_direction_overrides = opt_prop_def(DenseArrayBase.constr(i32))

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
        found = lookup_symbol(self, self.callee)
        return found if isinstance(found, FuncOp) else None

    @property
    def directions(self) -> tuple[ArgDirection, ...] | None:
        if self.arg_directions is None:
            return None
        return tuple(d.data for d in self.arg_directions.data)

    @property
    def overrides(self) -> tuple[int, ...]:
        if self.arg_direction_overrides is None:
            return ()
        values = self.arg_direction_overrides.get_values()
        return tuple(int(v) for v in values)

    def set_directions(self, directions: Sequence[ArgDirection]) -> None:
        self.arg_directions = arg_directions_attr(directions)
        self.canonicalize_properties()

    def verify_(self) -> None:
        callee = self.resolve_callee()
        name = f"@{self.callee.root_reference.data}"
        if callee is None:
            raise VerifyException(
                f"callee {name} is not a pto.func of the enclosing module: "
                "declare it with pto.func (a body-less declaration is enough) or "
                "fix the name"
            )
        params = callee.function_type.inputs.data
        arg_types = tuple(a.type for a in self.args)
        if self.covers_all_params and len(arg_types) != len(params):
            raise VerifyException(
                f"call to {name} passes {len(arg_types)} argument(s) but the callee "
                f"takes {len(params)}: pass one argument per parameter"
            )
        if len(arg_types) > len(params):
            raise VerifyException(
                f"submit of {name} carries {len(arg_types)} argument(s) but the "
                f"callee takes {len(params)}: a submit may carry a prefix of the "
                "parameters, never more"
            )
        for i, (got, want) in enumerate(zip(arg_types, params, strict=False)):
            if got != want:
                raise VerifyException(
                    f"argument {i} of the call to {name} has type {got} but the "
                    f"callee's parameter {i} has type {want}: pass a value of the "
                    "parameter's type"
                )
        self.verify_results(callee)
        if self.arg_directions is not None:
            if len(self.arg_directions) != len(arg_types):
                raise VerifyException(
                    f"arg_directions has {len(self.arg_directions)} entries but the "
                    f"op has {len(arg_types)} argument(s): give one #pto.adir per "
                    "argument"
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


def _parse_call_args(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[str] | None]:
    operands: list[UnresolvedOperand] = []
    keywords: list[str | None] = []

    def parse_arg() -> None:
        keywords.append(parser.parse_optional_keyword_in(_ARG_KEYWORDS))
        operands.append(parser.parse_unresolved_operand())

    parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_arg)
    return operands, _all_or_none(parser, keywords, "direction")


def _print_call_args(
    printer: Printer,
    args: Sequence[SSAValue],
    directions: Sequence[ArgDirection] | None,
) -> None:
    def print_arg(item: tuple[int, SSAValue]) -> None:
        i, value = item
        if directions is not None and i < len(directions):
            printer.print_string(f"{directions[i].value} ")
        printer.print_operand(value)

    with printer.in_parens():
        printer.print_list(list(enumerate(args)), print_arg)


def _parse_overrides(parser: Parser) -> DenseArrayBase | None:
    if parser.parse_optional_keyword("no_dep") is None:
        return None
    indices = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, parser.parse_integer
    )
    return DenseArrayBase.from_list(i32, indices)


def _print_overrides(printer: Printer, overrides: Sequence[int]) -> None:
    if overrides:
        printer.print_string(" no_dep(")
        printer.print_list(overrides, printer.print_int)
        printer.print_string(")")


def _print_types(printer: Printer, types: Sequence[Attribute]) -> None:
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def _parse_function_type(parser: Parser) -> tuple[list[Attribute], list[Attribute]]:
    parser.parse_punctuation(":")
    ft = parser.parse_function_type()
    return list(ft.inputs.data), list(ft.outputs.data)


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

    @property
    def args(self) -> Sequence[SSAValue]:
        return self.arguments

    @property
    def callee_results(self) -> Sequence[SSAValue]:
        return self.res

    @property
    def covers_all_params(self) -> bool:
        return True

    def verify_results(self, callee: FuncOp) -> None:
        expected = callee.function_type.outputs.data
        if self.res.types != expected:
            raise VerifyException(
                f"call to @{callee.sym_name.data} has result types "
                f"({', '.join(map(str, self.res.types))}) but the callee returns "
                f"({', '.join(map(str, expected))}): use the callee's result types"
            )

    @classmethod
    def parse(cls, parser: Parser) -> CallOp:
        callee = parser.parse_symbol_name()
        operands, directions = _parse_call_args(parser)
        overrides = _parse_overrides(parser)
        attributes = parser.parse_optional_attr_dict()
        inputs, outputs = _parse_function_type(parser)
        if len(inputs) != len(operands):
            parser.raise_error(
                f"pto.call has {len(operands)} argument(s) but {len(inputs)} type(s)"
            )
        op = CallOp(
            SymbolRefAttr(callee),
            parser.resolve_operands(operands, inputs, parser.pos),
            outputs,
            arg_directions=None
            if directions is None
            else [ArgDirection(d) for d in directions],
        )
        op.arg_direction_overrides = overrides
        op.canonicalize_properties()
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.callee)
        _print_call_args(printer, self.arguments, self.directions)
        _print_overrides(printer, self.overrides)
        printer.print_op_attributes(self.attributes)
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

    core_num = opt_prop_def(IntegerAttr[IntegerType])
    sync_start = opt_prop_def(UnitAttr)
    allow_early_resolve = opt_prop_def(UnitAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

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

    def verify_results(self, callee: FuncOp) -> None:
        expected = (*callee.function_type.outputs.data, TaskIdType())
        if self.res.types != expected:
            raise VerifyException(
                f"submit of @{callee.sym_name.data} has result types "
                f"({', '.join(map(str, self.res.types))}) but must return the "
                f"callee's results followed by one !pto.task_id: "
                f"({', '.join(map(str, expected))})"
            )

    @classmethod
    def parse(cls, parser: Parser) -> SubmitOp:
        callee = parser.parse_symbol_name()
        operands, directions = _parse_call_args(parser)
        deps: list[SSAValue] = []
        if parser.parse_optional_keyword("deps") is not None:
            deps = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: parser.parse_operand(TaskIdType())
            )
        predicate: SSAValue | None = None
        if parser.parse_optional_keyword("predicate") is not None:
            parser.parse_punctuation("(")
            predicate = parser.parse_operand()
            parser.parse_punctuation(")")
        overrides = _parse_overrides(parser)
        core_num: int | None = None
        if parser.parse_optional_keyword("core_num") is not None:
            parser.parse_punctuation("(")
            core_num = parser.parse_integer()
            parser.parse_punctuation(")")
        sync_start = parser.parse_optional_keyword("sync_start") is not None
        early = parser.parse_optional_keyword("allow_early_resolve") is not None
        attributes = parser.parse_optional_attr_dict()
        inputs, outputs = _parse_function_type(parser)
        if len(inputs) != len(operands):
            parser.raise_error(
                f"pto.submit has {len(operands)} argument(s) but {len(inputs)} type(s)"
            )
        if not outputs or not isinstance(outputs[-1], TaskIdType):
            parser.raise_error("the results of pto.submit end with one !pto.task_id")
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
        op.canonicalize_properties()
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.callee)
        _print_call_args(printer, self.args_, self.directions)
        if self.deps:
            printer.print_string(" deps(")
            printer.print_list(self.deps, printer.print_operand)
            printer.print_string(")")
        if self.predicate is not None:
            printer.print_string(" predicate(")
            printer.print_operand(self.predicate)
            printer.print_string(")")
        _print_overrides(printer, self.overrides)
        if self.core_num is not None:
            printer.print_string(f" core_num({self.core_num.value.data})")
        if self.sync_start is not None:
            printer.print_string(" sync_start")
        if self.allow_early_resolve is not None:
            printer.print_string(" allow_early_resolve")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        _print_types(printer, self.args_.types)
        printer.print_string(" -> ")
        _print_types(printer, self.res.types)
