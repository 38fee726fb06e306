"""`pto.func` and `pto.return`.

`pto.func` replaces `func.func` because the latter drops argument attributes of
declarations in its custom syntax (and directions must survive on external
kernels).

Pretty syntax (docs/ir.md has the full grammar):

    pto.func private incore @k(in !pto.tensor<64xf32>, out !pto.tensor<64xf32>) -> !pto.tensor<64xf32>
    pto.func orchestration @main(in %x: !pto.tensor<64xf32>) { ... }

Whatever the notation cannot show faithfully (a directions array of the wrong
length, say) is printed in the attribute dictionary, so print -> parse never
loses an attribute, even on IR that does not verify.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    FunctionType,
    StringAttr,
    SymbolNameConstraint,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.irdl import (
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    IsolatedFromAbove,
    IsTerminator,
    ReturnLike,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from pypto_xdsl.dialects.attributes import (
    FOR_KIND_ATTR,
    ForKind,
    ForKindAttr,
    FuncKind,
    FuncKindAttr,
    ParamDirection,
    ParamDirectionAttr,
    param_directions_attr,
)
from pypto_xdsl.dialects.base import PtoOperation, fail_on, misplaced_for_kind
from pypto_xdsl.dialects.syntax import (
    all_or_none,
    keyword_list,
    parse_direction_keyword,
    shown_directions,
    type_list,
)

# Region ops a `pto.func` body may contain; everything else with a region, and
# everything with successors, is rejected (derive-call-directions.md).
_ALLOWED_REGION_OPS = frozenset(
    {"scf.for", "scf.parallel", "scf.while", "scf.if", "scf.reduce", "pto.scope"}
)

_KIND_KEYWORDS = tuple(k.value for k in FuncKind)
_VISIBILITIES = ("public", "private", "nested")


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

    PROPERTY_SPELLINGS: ClassVar[Mapping[str, str]] = {
        "sym_name": "the name in the signature (pto.func @name(...))",
        "function_type": "the parameter and result types in the signature",
        "kind": "the kind before the name (pto.func orchestration @f(...))",
        "param_directions": "the directions in the signature (in/out/inout)",
        "sym_visibility": "public, private or nested first (pto.func private @f(...))",
    }

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
                else param_directions_attr(param_directions),
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
    def executes_inline(self) -> bool:
        """Whether a call of this function runs its body in the caller's
        context rather than launching one task: an orchestration, inline or
        opaque (kind-less) function with a body."""
        return self.func_kind.executes_inline and not self.is_declaration

    @property
    def param_directions_tuple(self) -> tuple[ParamDirection, ...]:
        """The declared parameter directions; absent means all `in`."""
        attr = self.param_directions
        if attr is None:
            return (ParamDirection.IN,) * len(self.function_type.inputs)
        return tuple([d.data for d in attr.data])

    @property
    def args(self) -> tuple[BlockArgument, ...]:
        """The body's parameters; empty for a declaration."""
        block = self.body.first_block
        return () if block is None else block.args

    def has_well_formed_properties(self) -> bool:
        """Whether every property holds the kind of attribute it must.

        xDSL verifies nested ops, and ops before later ones, ahead of this
        function's own property checks: a `pto.return` in the body, or a call
        earlier in the module, must not read a property this does not vouch
        for (the function's own verifier reports it)."""
        props = self.properties
        directions = props.get("param_directions")
        kind = props.get("kind")
        visibility = props.get("sym_visibility")
        return (
            isinstance(props.get("sym_name"), StringAttr)
            and isinstance(props.get("function_type"), FunctionType)
            and (kind is None or isinstance(kind, FuncKindAttr))
            and (visibility is None or isinstance(visibility, StringAttr))
            and (
                directions is None
                or (
                    isinstance(directions, ArrayAttr)
                    and all(
                        isinstance(d, ParamDirectionAttr)
                        for d in cast(ArrayAttr[Attribute], directions).data
                    )
                )
            )
        )

    def set_param_directions(self, directions: Sequence[ParamDirection]) -> None:
        self.set_property("param_directions", param_directions_attr(directions))

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
                f"entry block arguments {type_list(block.arg_types)} of {name} do not "
                f"match its parameters {type_list(self.function_type.inputs.data)}: "
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

        def parse_param_item() -> Parser.Argument | Attribute | None:
            arg = parser.parse_optional_argument()
            if arg is None:
                return parser.parse_optional_type()
            # `--print-debuginfo` prints each entry block argument's location.
            arg.location = parser.parse_optional_location()
            return arg

        def parse_param() -> None:
            direction, param = parse_direction_keyword(
                parser,
                ParamDirection,
                "parameter",
                parse_param_item,
                "expected a parameter: `DIR %name: type` in a definition, "
                "`DIR type` in a declaration (DIR optional)",
            )
            directions.append(direction)
            if isinstance(param, Parser.Argument):
                block_args.append(param)
                input_types.append(param.type)
            else:
                input_types.append(param)

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
        param_directions = all_or_none(
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

        properties, attributes = cls.parse_extra_attributes(parser, keyword=True)
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
        func.add_parsed_attributes(properties, attributes)
        return func

    def print(self, printer: Printer) -> None:
        # Properties are read untyped: on IR that does not verify, any may
        # hold any attribute, and what the notation cannot show goes in
        # `<{...}>` (the notation then shows a stand-in that `<{...}>` replaces).
        props = self.properties
        shown: set[str] = set()
        visibility = props.get("sym_visibility")
        if isinstance(visibility, StringAttr) and visibility.data in _VISIBILITIES:
            printer.print_string(f" {visibility.data}")
            shown.add("sym_visibility")
        kind = props.get("kind")
        if isinstance(kind, FuncKindAttr):
            printer.print_string(f" {kind.data.value}")
            shown.add("kind")
        printer.print_string(" ")
        name = props.get("sym_name")
        if isinstance(name, StringAttr):
            shown.add("sym_name")
        printer.print_symbol_name(name.data if isinstance(name, StringAttr) else "")

        function_type = props.get("function_type")
        signature = function_type if isinstance(function_type, FunctionType) else None
        inputs = () if signature is None else signature.inputs.data
        block = self.body.first_block
        # The signature shows the entry block's arguments; a function_type
        # they disagree with goes into `<{...}>`.
        params: Sequence[Attribute | BlockArgument] = (
            inputs if block is None else block.args
        )
        if signature is not None and (block is None or block.arg_types == inputs):
            shown.add("function_type")
        directions = shown_directions(
            props.get("param_directions"), len(params), ParamDirectionAttr
        )
        if directions is not None or props.get("param_directions") is None:
            shown.add("param_directions")

        def print_param(i: int, param: Attribute | BlockArgument) -> None:
            if directions is not None:
                printer.print_string(f"{directions[i].value} ")
            if isinstance(param, BlockArgument):
                printer.print_block_argument(param)
            else:
                printer.print_attribute(param)

        with printer.in_parens():
            for i, param in enumerate(params):
                if i:
                    printer.print_string(", ")
                print_param(i, param)
        outputs = () if signature is None else signature.outputs.data
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


def enclosing_func(op: Operation) -> FuncOp | None:
    """The `pto.func` `op` is nested in, at any depth, or None."""
    anchor = op.parent_op()
    while anchor is not None and not isinstance(anchor, FuncOp):
        anchor = anchor.parent_op()
    return anchor


def op_name(op: Operation) -> str:
    """The name `op` was written with, also for an unregistered op (which
    xDSL names 'builtin.unregistered')."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def _check_body_ops(func: FuncOp) -> None:
    """Reject unstructured control flow, unsupported region ops and a
    `pto.for_kind` where it means nothing, each on its op, all at once."""
    problems: list[tuple[Operation, str]] = []
    stack: list[Region] = [func.body]
    while stack:
        region = stack.pop()
        for block in region.blocks:
            for op in block.ops:
                if op.successors:
                    problems.append(
                        (
                            op,
                            f"'{op_name(op)}' is unstructured control flow, which a "
                            "pto.func body may not contain: use scf.if, scf.for or "
                            "scf.while",
                        )
                    )
                if FOR_KIND_ATTR in op.attributes:
                    problem = _for_kind_problem(op)
                    if problem is not None:
                        problems.append((op, problem))
                if op.regions:
                    if op.name not in _ALLOWED_REGION_OPS:
                        problems.append(
                            (
                                op,
                                f"'{op_name(op)}' is not supported inside a pto.func: "
                                "only scf.for, scf.parallel, scf.while, scf.if and "
                                "pto.scope may carry regions; rewrite it with those",
                            )
                        )
                    else:
                        stack.extend(op.regions)
    if problems:
        fail_on(problems)


_PARALLEL = ForKindAttr(ForKind.PARALLEL)


def _for_kind_problem(op: Operation) -> str | None:
    """What is wrong with the `pto.for_kind` on `op`, if anything.

    On an `scf.for` any `#pto.for_kind` means what it says (a value of the
    wrong kind is reported by the passes, derive-call-directions.md); a `pto`
    op reports its own (PtoOperation.spelling_problems). Anywhere else the
    attribute would be ignored, and on an `scf.parallel` anything but
    `parallel` claims an order the loop does not have."""
    if op.name == "scf.for" or isinstance(op, PtoOperation):
        return None
    kind = op.attributes[FOR_KIND_ATTR]
    if op.name != "scf.parallel":
        return misplaced_for_kind(op)
    if kind == _PARALLEL:
        return None
    return (
        f"'{FOR_KIND_ATTR}' of this scf.parallel is {kind}, but an scf.parallel "
        f"is always parallel: use scf.for for a loop whose iterations run in "
        f"order, or write {_PARALLEL} (or nothing) on the scf.parallel"
    )


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
        if not func.has_well_formed_properties():
            return  # the function's own verifier reports its properties
        expected = func.function_type.outputs.data
        if self.arguments.types != expected:
            raise VerifyException(
                f"pto.return of @{func.sym_name.data} returns "
                f"{type_list(self.arguments.types)} but the function declares "
                f"{type_list(expected)}: return one value of each declared result type"
            )
