"""The passes of pypto-xdsl, one per module."""

from __future__ import annotations

from xdsl.passes import ModulePass

ALL_PASSES: tuple[type[ModulePass], ...] = ()
