"""The verdicts of the disjointness proof of `relax-sequential`
(derive-call-directions.md, *Modes*): `disjoint`, or why R-seq stays.

One list for the three modules of the proof (`affine_views`, `write_summary`,
`disjoint_writes`). With `explain=true`, an argument R-seq keeps under
`relax-sequential` shows the reason in `pto.why` as `r-seq(REASON)`.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    DISJOINT = "disjoint"
    """The proof holds: R-seq gives way."""
    CONFLICT = "conflict"
    """isl found two iterations writing a common element."""
    NON_AFFINE = "non-affine"
    """An offset or size that is not a Presburger term: a product of two
    variables, a division by a variable, fixed-width arithmetic or a narrowing
    cast (either may wrap)."""
    DATA_DEPENDENT = "data-dependent"
    """A value read from memory or carried by a loop."""
    VIEW = "view"
    """A view or reshape that changes the layout, or a rank change."""
    ALIAS = "alias"
    """A tensor value whose buffer cannot be followed (a merge of two views, a
    `while` carry, a call result that is not exactly one of the arguments), or
    a write of the buffer the other rows of the table could miss."""
    SYMBOLIC_STRIDE = "symbolic-stride"
    """The root has a `?` dimension other than the outermost."""
    WHILE = "while"
    """An `scf.while` between the root and the call: no iteration variable."""
    READS = "reads"
    """The callee may read what an earlier iteration wrote."""
    NO_BODY = "no-body"
    """A callee without a body: what it writes is unknown."""
    NESTED_CALL = "nested-call"
    """The callee passes the parameter to a call that may write it."""
    WRITER = "writer"
    """An op other than `pto.tile.store` writes the buffer."""
    UNCLASSIFIED = "unclassified"
    """An op with unclassified effects may write the buffer."""
    TOO_MANY = "too-many"
    """More writer sites of the root in the nest than the proof examines."""
    ISL_ERROR = "isl-error"
    """isl failed on the question."""
    INTERNAL_ERROR = "internal-error"
    """IR the proof did not foresee raised an exception: a bug of the proof
    (R-seq stays, and the tests assert it never happens)."""
