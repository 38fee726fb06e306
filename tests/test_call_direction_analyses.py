"""The call-direction analyses as plain functions (derive-call-directions.md):
phase 0 (`effective_directions`), phase 1 (`buffer_roots`), phase 2
(`first_writers`), phase 3 (`derive_call_directions`, with the row that
decided each argument), the call graph and the body-walk driver, and the
passes on input the lit tests cannot express (deep nesting, IR that never
went through a verifier)."""

from __future__ import annotations

import itertools

import pytest
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    ModuleOp,
    f32,
    i1,
    i32,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException

from pypto_xdsl.analysis import (
    BufferRoots,
    CallSite,
    Compat,
    FunctionNode,
    Root,
    Signatures,
    buffer_roots,
    call_graph,
    derive_call_directions,
    effective_directions,
    first_writers,
    promoted_directions,
)
from pypto_xdsl.analysis.roots import merge_roots
from pypto_xdsl.analysis.structure import nested_ops
from pypto_xdsl.analysis.walk import BodyVisitor, walk_bodies
from pypto_xdsl.context import pto_context
from pypto_xdsl.dialects.attributes import (
    ArgDirection,
    ForKind,
    ForKindAttr,
    FuncKind,
    FuncKindAttr,
    ParamDirection,
)
from pypto_xdsl.dialects.call import CallLikeOp, CallOp
from pypto_xdsl.dialects.func import FuncOp, ReturnOp
from pypto_xdsl.dialects.symbol_table import function_table
from pypto_xdsl.dialects.tensor_create import TensorCreateOp
from pypto_xdsl.dialects.types import TensorType
from pypto_xdsl.transforms.derive_call_directions import DeriveCallDirectionsPass
from pypto_xdsl.transforms.verify_call_directions import VerifyCallDirectionsPass

IN, OUT, INOUT = ParamDirection.IN, ParamDirection.OUT, ParamDirection.INOUT
T = "!pto.tensor<64xf32>"
TENSOR = TensorType([64], f32)


def _parse(text: str) -> ModuleOp:
    return Parser(pto_context(), text).parse_module()


def _func(module: ModuleOp, name: str) -> FuncOp:
    return function_table(module)[name]


def _value(func: FuncOp, name: str) -> SSAValue:
    """The SSA value of `func` whose name hint is `name`."""
    for arg in func.args:
        if arg.name_hint == name:
            return arg
    block = func.body.blocks.first
    assert block is not None
    for op in nested_ops(block):
        for result in op.results:
            if result.name_hint == name:
                return result
        for region in op.regions:
            for nested in region.blocks:
                for arg in nested.args:
                    if arg.name_hint == name:
                        return arg
    raise KeyError(name)


def _roots(
    module: ModuleOp, *, compat: Compat = Compat.PYPTO
) -> dict[FuncOp, BufferRoots]:
    graph = call_graph(module)
    return buffer_roots(graph, Signatures(graph), compat=compat)


def _calls(func: FuncOp) -> list[CallLikeOp]:
    block = func.body.blocks.first
    assert block is not None
    return [op for op in nested_ops(block) if isinstance(op, CallLikeOp)]


# Phase 1 ---------------------------------------------------------------------

ROOTS = f"""
builtin.module {{
  pto.func private incore @k(in {T}, out {T}) -> {T}
  pto.func incore @fresh(in %x: {T}) -> {T} {{
    %t = pto.tensor.create : {T}
    pto.return %t : {T}
  }}
  pto.func orchestration @main(%x: {T}, %n: index, %c: i1) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %buf = pto.tensor.create : {T}
    %r = pto.call @k(%x, %buf) : ({T}, {T}) -> {T}
    %v = "pto.tensor.slice"(%x, %c1, %c0) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>}}> : ({T}, index, index) -> {T}
    %f = pto.call @fresh(%x) : ({T}) -> {T}
    %loop = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %buf) -> ({T}) {{
      %t = pto.tensor.create : {T}
      scf.yield %t : {T}
    }}
    %sel = scf.if %c -> ({T}) {{
      scf.yield %x : {T}
    }} else {{
      scf.yield %x : {T}
    }}
    %idx = scf.for %j = %c0 to %n step %c1 iter_args(%k = %c0) -> (index) {{
      scf.yield %k : index
    }}
    pto.return
  }}
}}
"""


def test_buffer_roots_follow_the_table():
    module = _parse(ROOTS)
    roots = _roots(module)
    main = _func(module, "main")
    facts = roots[main]

    def root(name: str) -> Root | None:
        return facts.root_of(_value(main, name))

    x, buf = _value(main, "x"), _value(main, "buf")
    assert root("x") == Root((x,))
    assert root("buf") == Root((buf,))
    # The declaration's writer slot is the call's result.
    assert root("r") == Root((buf,))
    # A slice is a buffer of its own for call directions.
    assert root("v") == Root((_value(main, "v"),))
    # PyPTO never reads the callee's body (rule 2 for every callee): @fresh
    # has no writer slot, so its result is unrooted, though it returns a
    # buffer it creates.
    assert root("f") is None
    assert root("acc") == Root((buf,))
    # Dynamic bounds: the yielded buffer or the init, first candidate first.
    loop = root("loop")
    assert loop is not None
    assert loop.candidates == (_value(main, "t"), buf)
    assert loop.ambiguous
    assert loop.first is _value(main, "t")
    # One buffer on both sides: not ambiguous.
    assert root("sel") == Root((x,))
    # Scalars are never rooted (hazard 12).
    assert root("idx") is None
    assert root("k") is None
    assert root("n") is None
    # Declarations get an empty map.
    assert roots[_func(module, "k")].root_of(x) is None


def test_buffer_roots_follow_slices_by_default():
    module = _parse(ROOTS)
    main = _func(module, "main")
    facts = _roots(module, compat=Compat.NONE)[main]
    assert facts.root_of(_value(main, "v")) == Root((_value(main, "x"),))


def test_merge_roots():
    module = _parse(ROOTS)
    main = _func(module, "main")
    x, buf = _value(main, "x"), _value(main, "buf")
    assert merge_roots([None, None]) is None
    assert merge_roots([Root((x,)), Root((x,))]) == Root((x,))
    assert merge_roots([Root((x,)), Root((buf,))]) == Root((x, buf), True)
    # Some but not all candidates unrooted: ambiguous.
    assert merge_roots([None, Root((x,))]) == Root((x,), True)
    # Ambiguity passes through a single candidate.
    assert merge_roots([Root((x,), True)]) == Root((x,), True)


def test_buffer_roots_use_ssa_identity_not_names():
    """Hazard 11: two buffers with the same name are two buffers."""
    module = _parse(ROOTS)
    main = _func(module, "main")
    block = main.body.blocks.first
    assert block is not None
    first, second = TensorCreateOp(TENSOR), TensorCreateOp(TENSOR)
    first.result.name_hint = second.result.name_hint = "same"
    anchor = block.first_op
    assert anchor is not None
    block.insert_ops_before([first, second], anchor)
    facts = _roots(module)[main]
    a, b = facts.root_of(first.result), facts.root_of(second.result)
    assert a is not None
    assert b is not None
    assert a.first is not b.first


# Phase 0 ---------------------------------------------------------------------

WRAPPERS = [
    f"""pto.func group @a(in %p: {T}, in %q: {T}) {{
    pto.call @b(%p, %q) : ({T}, {T}) -> ()
    pto.call @w(%p, %q) : ({T}, {T}) -> ()
    pto.return
  }}""",
    f"""pto.func spmd @b(in %p: {T}, in %q: {T}) {{
    pto.call @a(%q, %p) : ({T}, {T}) -> ()
    pto.return
  }}""",
    f"""pto.func group @outer(in %p: {T}, out %q: {T}) {{
    pto.call @a(%p, %p) : ({T}, {T}) -> ()
    pto.return
  }}""",
    f"pto.func private incore @w(in {T}, out {T}) -> ()",
]


def _wrappers_module(order: tuple[int, ...]) -> ModuleOp:
    body = "\n  ".join(WRAPPERS[i] for i in order)
    return _parse(f"builtin.module {{\n  {body}\n}}")


def test_effective_directions_is_order_independent():
    expected = {"a": (OUT, OUT), "b": (OUT, OUT), "outer": (OUT, OUT)}
    for order in itertools.permutations(range(len(WRAPPERS))):
        module = _wrappers_module(order)
        effective = effective_directions(call_graph(module))
        assert {f.sym_name.data: d for f, d in effective.items()} == expected


def test_effective_directions_never_demote():
    module = _parse(
        f"""builtin.module {{
  pto.func private incore @w(in {T}, out {T}) -> ()
  pto.func group @g(inout %p: {T}, out %q: {T}, inout %r: {T}) {{
    pto.call @w(%q, %r) : ({T}, {T}) -> ()
    pto.return
  }}
  pto.func spmd @unchanged(%p: {T}) {{
    pto.return
  }}
}}"""
    )
    effective = effective_directions(call_graph(module))
    assert effective[_func(module, "g")] == (INOUT, OUT, INOUT)
    # An absent param_directions is all `in`; only wrappers appear.
    assert effective[_func(module, "unchanged")] == (IN,)
    assert _func(module, "w") not in effective
    # Only what derive-call-directions writes back: @g's %p and %r were
    # declared inout already, %q out; nothing moves.
    assert promoted_directions(call_graph(module), effective) == {}


def test_promoted_directions_are_the_changed_effective_ones():
    for order in itertools.permutations(range(len(WRAPPERS))):
        module = _wrappers_module(order)
        graph = call_graph(module)
        effective = effective_directions(graph)
        expected = {w: d for w, d in effective.items() if d != graph.node(w).declared}
        assert expected
        assert promoted_directions(graph, effective) == expected


# Phase 2 and the call graph ----------------------------------------------------


def test_first_writers():
    module = _parse(
        f"""builtin.module {{
  pto.func private incore @k(in {T}, out {T}) -> {T}
  pto.func orchestration @main(%x: {T}, %c: i1) {{
    %buf = pto.tensor.create : {T}
    scf.if %c {{
      %a = pto.call @k(%x, %buf) : ({T}, {T}) -> {T}
    }} else {{
      %b = pto.call @k(%x, %buf) : ({T}, {T}) -> {T}
    }}
    %d = pto.call @k(%x, %buf) : ({T}, {T}) -> {T}
    pto.return
  }}
}}"""
    )
    then_call, else_call, after = _calls(_func(module, "main"))
    graph = call_graph(module)
    found = first_writers(graph, Signatures(graph))
    assert found == {(then_call, 1), (else_call, 1)}
    assert (after, 1) not in found


def test_call_graph_orders_callees_first_and_finds_cycles():
    module = _parse(
        f"""builtin.module {{
  pto.func @top(%x: {T}) {{
    pto.call @self(%x) : ({T}) -> ()
    pto.call @leaf(%x) : ({T}) -> ()
    pto.return
  }}
  pto.func @self(%x: {T}) {{
    pto.call @self(%x) : ({T}) -> ()
    pto.return
  }}
  pto.func @leaf(%x: {T}) {{
    pto.return
  }}
}}"""
    )
    graph = call_graph(module)
    order = [n.func.sym_name.data for n in graph.callee_first()]
    assert order.index("top") > order.index("self")
    assert order.index("top") > order.index("leaf")
    top, self_, leaf = (_func(module, n) for n in ("top", "self", "leaf"))
    assert self_ in graph.cycle_of(self_)
    assert leaf not in graph.cycle_of(top)
    assert [site.callee for site in graph.node(top).sites] == [self_, leaf]


def test_call_graph_handles_long_chains_iteratively():
    n = 3000
    funcs = [
        f"pto.func @f{i}(%x: {T}) {{\n    pto.call @f{i + 1}(%x) : ({T}) -> ()\n    pto.return\n  }}"
        for i in range(n)
    ]
    funcs.append(
        f"pto.func @f{n}(%x: {T}) {{\n    pto.call @f0(%x) : ({T}) -> ()\n    pto.return\n  }}"
    )
    module = _parse("builtin.module {\n  " + "\n  ".join(funcs) + "\n}")
    graph = call_graph(module)
    assert len(graph.sccs) == 1
    assert len(graph.sccs[0]) == n + 1


def test_a_call_added_after_the_graph_is_still_derived():
    module = _wrappers_module(tuple(range(len(WRAPPERS))))
    graph = call_graph(module)
    first = _calls(_func(module, "a"))[0]
    added = first.clone()
    assert first.parent is not None
    first.parent.insert_op_before(added, first)
    derived = derive_call_directions(graph, Signatures(graph))
    # Phase 0 makes @b's parameters out: the added call writes them first.
    existing = ArgDirection.OUTPUT_EXISTING
    assert derived.directions(added) == (existing, existing)
    assert [d.reason for d in derived.decisions[first]] == ["r-prior", "r-prior"]


def test_submit_prefix_covers_the_carried_parameters():
    module = _parse(
        f"""builtin.module {{
  pto.func private incore @k(in {T}, out {T}, in {T}) -> {T}
  pto.func orchestration @main(%x: {T}) {{
    %o, %t = pto.submit @k(%x, %x) : ({T}, {T}) -> ({T}, !pto.task_id)
    pto.return
  }}
}}"""
    )
    graph = call_graph(module)
    (site,) = graph.node(_func(module, "main")).sites
    assert site.callee is _func(module, "k")
    assert len(site.args) == 2
    assert site.passed == 2


class _Recorder(BodyVisitor):
    def __init__(self) -> None:
        self.events: list[tuple[str, str]] = []

    def begin(self, node: FunctionNode) -> None:
        self.events.append(("begin", node.func.sym_name.data))

    def leaf(self, op: Operation) -> None:
        self.events.append(("leaf", op.name))

    def call(self, site: CallSite) -> None:
        self.events.append(("call", site.op.name))

    def enter(self, op: Operation) -> None:
        self.events.append(("enter", op.name))

    def enter_region(self, op: Operation, index: int) -> None:
        self.events.append(("region", str(index)))

    def exit_region(self, op: Operation, index: int) -> None:
        self.events.append(("end", str(index)))

    def exit(self, op: Operation) -> None:
        self.events.append(("exit", op.name))

    def finish(self, node: FunctionNode) -> None:
        self.events.append(("finish", node.func.sym_name.data))


def test_walk_bodies_feeds_every_event_in_program_order_callees_first():
    module = _parse(
        f"""builtin.module {{
  pto.func orchestration @main(%x: {T}, %c: i1) {{
    scf.if %c {{
      pto.call @k(%x) : ({T}) -> ()
    }} else {{
    }}
    pto.return
  }}
  pto.func private incore @k(in {T}) -> ()
}}"""
    )
    recorder = _Recorder()
    walk_bodies(call_graph(module), [recorder])
    assert recorder.events == [
        ("begin", "k"),
        ("finish", "k"),
        ("begin", "main"),
        ("enter", "scf.if"),
        ("region", "0"),
        ("call", "pto.call"),
        ("leaf", "scf.yield"),
        ("end", "0"),
        ("region", "1"),
        ("leaf", "scf.yield"),
        ("end", "1"),
        ("exit", "scf.if"),
        ("leaf", "pto.return"),
        ("finish", "main"),
    ]


# Phase 3: the table's rows ------------------------------------------------------

ROWS = f"""
builtin.module {{
  pto.func private incore @k(in {T}, out {T}) -> {T}
  pto.func private incore @rw(inout {T}, in index) -> ()
  pto.func orchestration @main(inout %acc: {T}, in %x: {T}, in %n: index, in %c: i1) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %buf = pto.tensor.create : {T}
    %first = pto.call @k(%x, %buf) : ({T}, {T}) -> {T}
    %again = pto.call @k(%x, %buf) : ({T}, {T}) -> {T}
    pto.call @rw(%x, %n) : ({T}, index) -> ()
    %enc = pto.call @k(%x, %acc) : ({T}, {T}) -> {T}
    %sel = scf.if %c -> ({T}) {{
      %t = pto.tensor.create : {T}
      scf.yield %t : {T}
    }} else {{
      scf.yield %buf : {T}
    }}
    %amb = pto.call @k(%x, %sel) : ({T}, {T}) -> {T}
    scf.for %i = %c0 to %n step %c1 {{
      %l = pto.tensor.create : {T}
      %seq = pto.call @k(%x, %l) : ({T}, {T}) -> {T}
    }}
    %other = pto.tensor.create : {T}
    %nd = pto.call @k(%x, %other) no_dep(1) : ({T}, {T}) -> {T}
    pto.return
  }}
}}
"""


def test_each_row_of_the_table_names_itself():
    module = _parse(ROWS)
    graph = call_graph(module)
    derived = derive_call_directions(graph, Signatures(graph))
    calls = _calls(_func(module, "main"))
    reasons = [
        [decision.reason for decision in derived.decisions[call]] for call in calls
    ]
    assert reasons == [
        ["input", "output-existing"],
        ["input", "r-prior"],
        ["inout", "scalar"],
        ["input", "r-enclosing"],
        ["input", "ambiguous"],
        ["input", "r-seq"],
        ["input", "no-dep"],
    ]
    # R-prior names the earlier writer of the root.
    assert derived.decisions[calls[1]][1].earlier is calls[0]
    assert derived.directions(calls[1]) == (ArgDirection.INPUT, ArgDirection.INOUT)
    assert derived.directions(calls[0]) == (
        ArgDirection.INPUT,
        ArgDirection.OUTPUT_EXISTING,
    )
    assert derived.directions(calls[-1]) == (ArgDirection.INPUT, ArgDirection.NO_DEP)


def test_the_pass_writes_what_the_public_functions_compose():
    """The derive pass runs exactly phase 0 and `derive_call_directions`, whose
    first-writer facts are `first_writers`'."""
    module = _parse(ROWS)
    graph = call_graph(module)
    signatures = Signatures(graph)
    derived = derive_call_directions(graph, signatures)
    first = first_writers(graph, signatures)
    for call, decisions in derived.decisions.items():
        for i, decision in enumerate(decisions):
            if decision.reason == "r-prior":
                assert (call, i) not in first
            if decision.reason == "output-existing":
                assert (call, i) in first
    DeriveCallDirectionsPass().apply(pto_context(), module)
    for call in _calls(_func(module, "main")):
        assert call.arg_directions_tuple == derived.directions(call)


# The passes on input built in Python -------------------------------------------


def _kernel(module: ModuleOp) -> FuncOp:
    kernel = FuncOp.external(
        "k", [TENSOR, TENSOR], [], kind=FuncKind.INCORE, param_directions=[IN, OUT]
    )
    module.body.block.add_op(kernel)
    return kernel


def _nest(depth: int, kinds: list[str]) -> tuple[ModuleOp, list[CallOp]]:
    """An orchestration function whose body nests `depth` regions (cycling
    through `kinds`: "if", "for", "parallel"), with a call writing one local
    buffer at every level."""
    module = ModuleOp([])
    _kernel(module)
    func = FuncOp("main", ([TENSOR, i1], []), kind=FuncKind.ORCHESTRATION)
    module.body.block.add_op(func)
    x, cond = func.body.block.args
    c0 = arith.ConstantOp.from_int_and_width(0, IndexType())
    c4 = arith.ConstantOp.from_int_and_width(4, IndexType())
    c1 = arith.ConstantOp.from_int_and_width(1, IndexType())
    buf = TensorCreateOp(TENSOR)
    ret = ReturnOp()
    func.body.block.add_ops([c0, c4, c1, buf, ret])
    block, anchor = func.body.block, ret
    calls: list[CallOp] = []
    for level in range(depth):
        call = CallOp("k", [x, buf.result], [])
        calls.append(call)
        block.insert_op_before(call, anchor)
        kind = kinds[level % len(kinds)]
        terminator = scf.YieldOp()
        if kind == "if":
            inner = Block([terminator])
            region_op: Operation = scf.IfOp(
                cond, [], Region(inner), Region(Block([scf.YieldOp()]))
            )
        else:
            inner = Block([terminator], arg_types=[IndexType()])
            region_op = scf.ForOp(c0.result, c4.result, c1.result, [], Region(inner))
            if kind == "parallel":
                region_op.attributes["pto.for_kind"] = ForKindAttr(ForKind.PARALLEL)
        block.insert_op_before(region_op, anchor)
        block, anchor = inner, terminator
    last = CallOp("k", [x, buf.result], [])
    calls.append(last)
    block.insert_op_before(last, anchor)
    return module, calls


def test_deep_nesting_is_walked_iteratively():
    """Far deeper than `Operation.walk` or the printer can recurse."""
    module, calls = _nest(1000, ["if", "parallel"])
    DeriveCallDirectionsPass().apply(pto_context(), module)
    # Top level: the first writer; below it, every unit sees the writes of
    # the enclosing levels before it.
    assert calls[0].arg_directions_tuple == (
        ArgDirection.INPUT,
        ArgDirection.OUTPUT_EXISTING,
    )
    assert all(
        c.arg_directions_tuple == (ArgDirection.INPUT, ArgDirection.INOUT)
        for c in calls[1:]
    )


def test_deep_nesting_under_a_sequential_loop():
    module, calls = _nest(600, ["for", "if", "parallel"])
    DeriveCallDirectionsPass().apply(pto_context(), module)
    assert calls[-1].arg_directions_tuple == (ArgDirection.INPUT, ArgDirection.INOUT)


def test_deep_nesting_in_wrappers_and_verifier():
    module, _ = _nest(600, ["parallel"])
    main = _func(module, "main")
    main.kind = FuncKindAttr(FuncKind.GROUP)
    effective = effective_directions(call_graph(module))
    assert effective[main] == (IN, IN)
    with pytest.raises(DiagnosticException, match="found 601 problem"):
        VerifyCallDirectionsPass().apply(pto_context(), module)


# Robustness: nothing but a diagnostic ever escapes -----------------------------


def test_vanished_callee_is_skipped():
    module = _parse(
        f"""builtin.module {{
  pto.func private incore @k(in {T}, out {T}) -> {T}
  pto.func orchestration @main(%x: {T}) {{
    %r = pto.call @k(%x, %x) : ({T}, {T}) -> {T}
    %s = pto.call @k(%x, %r) : ({T}, {T}) -> {T}
    pto.return
  }}
}}"""
    )
    _func(module, "k").detach()
    DeriveCallDirectionsPass().apply(pto_context(), module)
    assert all(c.arg_directions_tuple is None for c in _calls(_func(module, "main")))


def test_unverified_shapes_do_not_crash():
    """A submit carrying more arguments than the callee has parameters, a
    callee whose param_directions is too short, and an scf.while whose
    condition forwards fewer values than it has results."""
    module = _parse(
        f"""builtin.module {{
  pto.func private incore @k(in {T}) -> {T}
  pto.func private incore @two(in {T}, out {T}) -> ()
  pto.func orchestration @main(%x: {T}, %c: i1) {{
    %o, %t = pto.submit @k(%x) : ({T}) -> ({T}, !pto.task_id)
    %w = scf.while (%a = %x) : ({T}) -> {T} {{
      scf.condition(%c) %a : {T}
    }} do {{
    ^bb0(%b: {T}):
      scf.yield %b : {T}
    }}
    pto.call @two(%x, %w) : ({T}, {T}) -> ()
    pto.return
  }}
}}"""
    )
    main = _func(module, "main")
    submit, call = _calls(main)
    submit.operands = [*submit.operands, submit.operands[0]]
    submit.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
        i32, [2, 0, 0, 0]
    )
    loop = next(op for op in nested_ops(main.body.block) if isinstance(op, scf.WhileOp))
    condition = loop.before_region.block.last_op
    assert isinstance(condition, scf.ConditionOp)
    condition.operands = [condition.operands[0]]
    two = _func(module, "two")
    two.param_directions = None
    two.set_param_directions([OUT])
    with pytest.raises(
        DiagnosticException, match="derive-call-directions found 1 problem"
    ):
        DeriveCallDirectionsPass().apply(pto_context(), module)
    DeriveCallDirectionsPass(verify=False).apply(pto_context(), module)
    assert call.arg_directions_tuple == (
        ArgDirection.OUTPUT_EXISTING,
        ArgDirection.INPUT,
    )
    assert submit.arg_directions_tuple is None


def test_malformed_loop_kind_is_a_diagnostic_and_changes_nothing():
    module = _parse(
        f"""builtin.module {{
  pto.func private incore @k(in {T}, out {T}) -> {T}
  pto.func orchestration @main(%x: {T}) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c1 step %c1 {{
      %r = pto.call @k(%x, %x) : ({T}, {T}) -> {T}
    }} {{pto.for_kind = 3 : i64}}
    pto.return
  }}
}}"""
    )
    with pytest.raises(DiagnosticException, match="found 1 problem"):
        DeriveCallDirectionsPass().apply(pto_context(), module)
    assert all(c.arg_directions_tuple is None for c in _calls(_func(module, "main")))
