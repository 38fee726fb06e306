"""The passes of pypto-xdsl, one per module (see `pypto_xdsl.universe.PASSES`)."""
