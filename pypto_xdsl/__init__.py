"""PyPTO's call-direction model and operator-effect system as an xDSL plugin."""

__version__ = "0.1.0"
