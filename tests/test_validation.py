"""Load-time validation of effect declarations (op-effects.md, *Validation*)."""

from __future__ import annotations

import pytest
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, traits_def
from xdsl.traits import OpTrait, Pure

from pypto_xdsl.dialects.declarations import EffectDeclarationError
from pypto_xdsl.dialects.effects import (
    AtomicResolver,
    NoArgWrites,
    OutputReusesInput,
    Read,
    ReadWrite,
    ViewOf,
    Write,
    WriteChannel,
    WritesThrough,
)
from pypto_xdsl.dialects.operators import OperatorSpec, make_operator
from pypto_xdsl.dialects.validation import (
    ArgEffectValidationError,
    validate_arg_effects,
)

DMA = WritesThrough(WriteChannel.DMA)
CHANNEL = "The following ops declare a write channel but write through no argument"
REUSE = (
    "The following ops update an argument in place but never declared what they "
    "do to it"
)


def _op(name: str, *traits: OpTrait, args: int = 2) -> type[Operation]:
    return make_operator(
        OperatorSpec(
            f"throwaway.{name}",
            tuple(f"a{i}:tensor" for i in range(args)),
            result="tensor",
            traits=traits,
        )
    )


def _error(*ops: type[Operation]) -> str:
    with pytest.raises(ArgEffectValidationError) as info:
        validate_arg_effects(ops)
    return str(info.value)


@pytest.mark.parametrize(
    "traits",
    [
        (DMA,),
        (DMA, NoArgWrites()),
        (DMA, Read(0)),
        (DMA, Read(0), Read(1)),
    ],
)
def test_channel_without_write(traits: tuple[OpTrait, ...]) -> None:
    message = _error(_op("c", *traits))
    assert message.startswith(CHANNEL)
    assert message.endswith("\n- pto.throwaway.c")
    assert REUSE not in message


@pytest.mark.parametrize(
    "traits",
    [(DMA, Write(1)), (DMA, ReadWrite(0)), (DMA, AtomicResolver(0)), (Write(0),)],
)
def test_channel_with_a_write_is_accepted(traits: tuple[OpTrait, ...]) -> None:
    validate_arg_effects([_op("ok", *traits)])


@pytest.mark.parametrize(
    "traits",
    [
        (OutputReusesInput(1),),
        (OutputReusesInput(1), Write(0)),
        (OutputReusesInput(1), ReadWrite(0), Read(2)),
    ],
)
def test_reuse_without_verdict(traits: tuple[OpTrait, ...]) -> None:
    message = _error(_op("r", *traits, args=3))
    assert message.startswith(REUSE)
    assert message.endswith("\n- pto.throwaway.r (in-place on argument 1)")


@pytest.mark.parametrize(
    "traits",
    [
        (OutputReusesInput(1), NoArgWrites()),
        (OutputReusesInput(1), Read(1)),
        (OutputReusesInput(1), Write(1)),
        (OutputReusesInput(1), AtomicResolver(1)),
    ],
)
def test_reuse_with_verdict_is_accepted(traits: tuple[OpTrait, ...]) -> None:
    validate_arg_effects([_op("ok", *traits)])


def test_every_offender_sorted_in_one_error() -> None:
    ops = [
        _op("zeta", DMA),
        _op("alpha", OutputReusesInput(0)),
        _op("beta", DMA, Read(0)),
        _op("mid", OutputReusesInput(1), Write(0)),
        _op("fine", Write(0), OutputReusesInput(0), DMA),
    ]
    assert _error(*ops) == (
        f"{CHANNEL}"
        " (a channel says how an op writes, so it is either stray or its write "
        "declaration is missing): declare Write, ReadWrite or a resolver on the "
        "argument the op writes, or drop the write channel:\n"
        "- pto.throwaway.beta\n"
        "- pto.throwaway.zeta\n"
        f"{REUSE}"
        " (their result is that argument's buffer, so an unclassified slot reads "
        "as a pure consumer): declare Read, Write, ReadWrite or a resolver on that "
        "argument, or NoArgWrites if the op writes no argument:\n"
        "- pto.throwaway.alpha (in-place on argument 0)\n"
        "- pto.throwaway.mid (in-place on argument 1)"
    )


@pytest.mark.parametrize(
    "traits",
    [
        (NoArgWrites(), Write(0)),
        (Write(0), NoArgWrites()),
        (NoArgWrites(), Read(1)),
        (AtomicResolver(0), NoArgWrites()),
    ],
)
def test_no_writes_contradiction_is_rejected_where_defined(
    traits: tuple[OpTrait, ...],
) -> None:
    with pytest.raises(
        EffectDeclarationError, match=r"pto\.throwaway\.bad .*contradict"
    ):
        OperatorSpec("throwaway.bad", ("a:tensor", "b:tensor"), traits=traits)


def test_other_contradictions_are_rejected_where_defined() -> None:
    with pytest.raises(EffectDeclarationError, match="both ReadWrite and Write"):
        OperatorSpec("throwaway.two", ("a:tensor",), traits=(Write(0), ReadWrite(0)))
    with pytest.raises(EffectDeclarationError, match="only 1 argument"):
        OperatorSpec("throwaway.past", ("a:tensor",), traits=(Write(3),))
    with pytest.raises(EffectDeclarationError, match="pure"):
        OperatorSpec("throwaway.pure", ("a:tensor",), traits=(Write(0), Pure()))
    with pytest.raises(EffectDeclarationError, match="several viewed inputs"):
        OperatorSpec(
            "throwaway.views", ("a:tensor", "b:tensor"), traits=(ViewOf(0), ViewOf(1))
        )
    with pytest.raises(EffectDeclarationError, match="must not be negative"):
        OperatorSpec("throwaway.view", ("a:tensor",), traits=(ViewOf(-1),))


def test_hand_written_ops_are_validated_too() -> None:
    @irdl_op_definition
    class HandWrittenOp(IRDLOperation):
        name = "throwaway.hand"
        a = operand_def()
        traits = traits_def(NoArgWrites(), ReadWrite(0))

    @irdl_op_definition
    class InPlaceOp(IRDLOperation):
        name = "throwaway.inplace"
        a = operand_def()
        traits = traits_def(OutputReusesInput(0))

    message = _error(HandWrittenOp, InPlaceOp)
    assert message.startswith(REUSE)
    assert "- throwaway.inplace (in-place on argument 0)" in message
    assert "declare contradictory effects:\n- throwaway.hand" in message
