"""Phase 2: which call-like op is the first writer of each buffer it writes.

Walking a body in order with the set `seen` of roots already written, a
writer slot whose callee parameter is `out` is the *first writer* of its root
when that root is not in `seen`. Loops and branches are opaque writer units:
each of their regions starts from the `seen` of the unit's entry, and the
unit's whole footprint joins `seen` after it; `pto.scope` is transparent
(derive-call-directions.md, *Phase 2*).

Copying `seen` into every region would cost O(|seen|) per region. Instead each
root remembers the region in which it was first written, and regions are
merged with a union-find as they close: a closed region of a unit merges into
the unit's footprint, which merges into the enclosing region when the unit
ends. A root is in `seen` exactly when its region has merged into a region
that is still open, so the walk stays linear in the size of the body.

In the sound mode a write through a loop-carried argument also writes what
the argument is found to name at the loop's end: the pending argument stands
in `seen` for those buffers until then, and the loop's footprint gets them
when it closes. A first-writer verdict reached while such an argument was in
`seen` is tentative, and checked again once the function is walked.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Operation, SSAValue

from pypto_xdsl.analysis.buffer_roots import RootVisitor, WhenFinal
from pypto_xdsl.analysis.call_graph import CallGraph, CallSite, FunctionNode
from pypto_xdsl.analysis.modes import Compat
from pypto_xdsl.analysis.roots import Root
from pypto_xdsl.analysis.signatures import Signatures
from pypto_xdsl.analysis.walk import BodyVisitor, walk_bodies
from pypto_xdsl.dialects.attributes import ParamDirection
from pypto_xdsl.dialects.call import CallLikeOp
from pypto_xdsl.dialects.scope import ScopeOp

# Read once per writer slot of every call: a module global costs less than an
# enum member looked up on its class.
_IN = ParamDirection.IN
_OUT = ParamDirection.OUT

FirstWriters = set[tuple[CallLikeOp, int]]
"""`(op, argument index)` for every writer slot whose op is the first writer of
the slot's root."""


def first_writers(
    graph: CallGraph, signatures: Signatures, *, compat: Compat = Compat.NONE
) -> FirstWriters:
    """The first-writer slots of every call-like op of `graph`'s functions,
    with the callee directions of `signatures` and the roots of `compat`."""
    roots = RootVisitor(graph, signatures, compat)
    writers = PriorWriterVisitor(roots, signatures)
    found = _FirstWriters(writers)
    walk_bodies(graph, [roots, writers, found])
    return found.first


class _FirstWriters(BodyVisitor):
    """Every body's first writers, gathered as each body is finished."""

    def __init__(self, writers: PriorWriterVisitor):
        self.writers = writers
        self.first: FirstWriters = set()

    def finish(self, node: FunctionNode) -> None:
        self.first |= self.writers.first


class PriorWriterVisitor(BodyVisitor):
    """Phase 2 as a body visitor, on the roots of the `RootVisitor` it was
    given (which must see each event first)."""

    def __init__(self, roots: RootVisitor, signatures: Signatures):
        self.roots = roots
        self.signatures = signatures
        self.first: FirstWriters = set()
        """The first-writer slots of the body being walked."""
        self.earlier: dict[tuple[CallLikeOp, int], CallLikeOp | None] = {}
        """For every other `out` writer slot of the body being walked with a
        root: the op that wrote the root before (None where that cannot be
        told)."""
        self.seen = SeenRoots()
        self.tentative: set[tuple[CallLikeOp, int]] = set()
        """The first-writer verdicts of the body being walked that `finish`
        may still withdraw."""
        self._when_final = WhenFinal(roots)
        self._verdicts: list[_Tentative] = []
        self._standing: list[_Standing] | None = None

    def begin(self, node: FunctionNode) -> None:
        # Per body: a caller only ever asks about the body being walked, so
        # nothing of a finished body stays alive.
        self.first = set()
        self.earlier = {}
        self.seen = SeenRoots()
        self.tentative = set()
        self._verdicts = []
        self._standing = None

    def call(self, site: CallSite) -> None:
        callee = site.callee
        if callee is None:
            return
        op = site.op
        callee_params = self.signatures.of(callee)
        seen = self.seen
        root_of = self.roots.get
        open_ = self.roots.open
        written: list[Root] = []
        args = site.args
        for i in range(min(site.passed, len(callee_params))):
            direction = callee_params[i]
            if direction is _IN:
                continue
            root = root_of(args[i])
            if root is None:
                continue
            if direction is _OUT:
                first = root.first
                earlier = seen.writer_of(first)
                if earlier is None:
                    self.first.add((op, i))
                    if open_:
                        self._note_tentative(op, i, first)
                else:
                    self.earlier[(op, i)] = earlier
            # Every candidate of an ambiguous argument may be the written buffer.
            written.append(root)
        if self.roots.sound:
            standing = self._standing
            for root in written:
                added = seen.add_candidates(root, op)
                if added and standing is not None:
                    standing.extend([(arg, op) for arg in added])
        else:
            # PyPTO keeps one root per value: its first candidate.
            for root in written:
                seen.add(root.first, op)

    def _note_tentative(self, op: CallLikeOp, index: int, first: SSAValue) -> None:
        """Note a first-writer verdict reached while loop-carried arguments
        may stand in `seen` for buffers only their loop's end will name:
        with the standing arguments as a prefix of one list, shared by every
        verdict until a region ends, so that noting costs O(1)."""
        standing = self._standing
        if standing is None:
            seen = self.seen
            standing = self._standing = [
                (arg, writer)
                for arg in self.roots.open
                if (writer := seen.writer_of(arg)) is not None
            ]
        if standing:
            if not self._verdicts:
                self._when_final.after_walk(self._withdraw)
            self._verdicts.append((op, index, first, standing, len(standing)))
            self.tentative.add((op, index))

    def _withdraw(self) -> None:
        """Check the tentative verdicts against the final roots: a verdict
        falls when its buffer is a candidate of what a standing argument was
        found to name, and the earlier writer is that of the first such
        argument in `open` order. One sweep per standing list, each
        argument's final root read once (arguments of one loop that reach
        each other share it): linear in the verdicts and standing arguments
        but for the final roots that name a verdict's buffer."""
        resolve, carried = self.roots.resolve, self.roots.carried
        opened = self.roots.opened
        finals: dict[int, Root] = {}
        """Per standing argument, its final root."""
        holders: dict[int, list[Root]] = {}
        """Per buffer, the final roots naming it."""
        indexed: set[int] = set()
        """The final roots `holders` lists."""
        lists: dict[int, list[_Tentative]] = {}
        for verdict in self._verdicts:
            lists.setdefault(id(verdict[3]), []).append(verdict)
        for verdicts in lists.values():
            standing = verdicts[0][3]
            # Per final root, the first argument (in `open` order) of the
            # prefix swept so far that resolved to it, and its writer.
            best: dict[int, tuple[int, CallLikeOp]] = {}
            swept = 0
            for op, index, first, _, length in verdicts:
                for arg, writer in standing[swept:length]:
                    final = finals.get(id(arg))
                    if final is None:
                        final = finals[id(arg)] = resolve(carried(arg))
                        if id(final) not in indexed:
                            indexed.add(id(final))
                            for c in final.candidates:
                                holders.setdefault(id(c), []).append(final)
                    order = opened[id(arg)]
                    known = best.get(id(final))
                    if known is None or order < known[0]:
                        best[id(final)] = (order, writer)
                swept = max(swept, length)
                found: tuple[int, CallLikeOp] | None = None
                for final in holders.get(id(first), ()):
                    known = best.get(id(final))
                    if known is not None and (found is None or known[0] < found[0]):
                        found = known
                if found is not None:
                    self.first.discard((op, index))
                    self.earlier[(op, index)] = found[1]

    def finish(self, node: FunctionNode) -> None:
        self._when_final.run()

    def enter(self, op: Operation) -> None:
        self.seen.enter(op)

    def enter_region(self, op: Operation, index: int) -> None:
        self.seen.enter_region(op)

    def exit_region(self, op: Operation, index: int) -> None:
        self.seen.exit_region(op)
        # What the region wrote leaves `seen` (until the op ends and its
        # footprint joins): the next verdict lists the standing arguments anew.
        self._standing = None

    def exit(self, op: Operation) -> None:
        seen = self.seen
        seen.exit(op)
        loop, resolved = self.roots.closed
        if loop is op:
            # A write through a pending argument wrote what it resolved to.
            for arg, root in resolved:
                writer = seen.writer_of(arg)
                if writer is not None:
                    seen.add_candidates(root, writer)


_NOTHING_ADDED: Sequence[SSAValue] = ()
"""What `add_candidates` returns for a root without pending arguments, the
common case: no list allocated per written argument."""


class SeenRoots:
    """The roots already written at the current point of a body walk: the
    union-find over region instances of the module docstring. Feed it every
    region event of the walk, in order."""

    __slots__ = (
        "_added",
        "_footprints",
        "_is_open",
        "_parent",
        "_regions",
        "_seen",
        "_writer",
    )

    def __init__(self) -> None:
        self._parent: list[int] = [0]
        self._is_open: list[bool] = [True]
        self._regions: list[int] = [0]
        self._footprints: list[int] = []
        # Keyed by `id(root)`; roots are values of the body, alive as long as it.
        self._seen: dict[int, int] = {}
        # `id(r)` of a Root whose candidates were all added, and the region
        # then current: while that region is open they all still are (the
        # open regions are the current one and its ancestors), so writing
        # the same ambiguous value again costs one lookup.
        self._added: dict[int, int] = {}
        # The op that added each root, by `id(root)`.
        self._writer: dict[int, CallLikeOp] = {}

    def _find(self, node: int) -> int:
        parent = self._parent
        top = node
        while parent[top] != top:
            top = parent[top]
        while parent[node] != top:
            parent[node], node = top, parent[node]
        return top

    def _new_node(self, open_: bool) -> int:
        parent = self._parent
        parent.append(len(parent))
        self._is_open.append(open_)
        return len(parent) - 1

    def __contains__(self, root: SSAValue) -> bool:
        return self.writer_of(root) is not None

    def add(self, root: SSAValue, writer: CallLikeOp) -> bool:
        """Add `root` unless it is in; say whether it was added."""
        if self.writer_of(root) is not None:
            return False
        self._seen[id(root)] = self._regions[-1]
        self._writer[id(root)] = writer
        return True

    def add_candidates(self, root: Root, writer: CallLikeOp) -> Sequence[SSAValue]:
        """Add every candidate of `root` (a Root that outlives the walk), and
        its pending arguments; return those of them that were not in."""
        own = root.own
        if len(own) == 1 and not root.merged:
            # The common case, one buffer: `add` alone, which is a no-op
            # where the memo below would skip it.
            self.add(own[0], writer)
        else:
            # A wide root's candidates are those of the roots it merges: stop
            # at any root already added within the open regions, so writing
            # each value of a merge chain adds only what is new.
            stack = [root]
            while stack:
                node = stack.pop()
                added = self._added.get(id(node))
                if added is not None and self._is_open[self._find(added)]:
                    continue
                for candidate in node.own:
                    self.add(candidate, writer)
                stack.extend(node.merged)
                self._added[id(node)] = self._regions[-1]
        if not root.pending:
            return _NOTHING_ADDED
        return [arg for arg in root.pending if self.add(arg, writer)]

    def writer_of(self, root: SSAValue) -> CallLikeOp | None:
        """The op whose write put `root` into `seen`; None if it is not in
        (every root in `seen` has one, so this is also the membership test)."""
        node = self._seen.get(id(root))
        if node is None or not self._is_open[self._find(node)]:
            return None
        return self._writer[id(root)]

    # Loops and branches are opaque writer units; `pto.scope` is transparent.
    # `pto.scope` by class identity: see `buffer_roots.RootVisitor.exit`.

    def enter(self, op: Operation) -> None:
        if type(op) is not ScopeOp:
            self._footprints.append(self._new_node(False))

    def enter_region(self, op: Operation) -> None:
        if type(op) is not ScopeOp:
            self._regions.append(self._new_node(True))

    def exit_region(self, op: Operation) -> None:
        if type(op) is not ScopeOp:
            closed = self._regions.pop()
            self._is_open[closed] = False
            self._parent[closed] = self._footprints[-1]

    def exit(self, op: Operation) -> None:
        if type(op) is not ScopeOp:
            self._parent[self._footprints.pop()] = self._regions[-1]


_Standing = tuple[SSAValue, CallLikeOp]
"""A pending loop-carried argument standing in `seen`, and the op that wrote
it."""

_Tentative = tuple[CallLikeOp, int, SSAValue, list[_Standing], int]
"""A first-writer verdict reached while pending arguments stood in `seen`: the
op, the argument, its root's first buffer, and the standing arguments: the
first so many of a list."""
