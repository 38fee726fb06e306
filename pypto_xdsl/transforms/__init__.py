"""The passes of pypto-xdsl, one per module (registered in `pypto_xdsl.universe`)."""
