"""The former home of `pto-export`: kept so that console scripts installed
before the command moved (`pypto_xdsl.interop.cli:main`) still run. The
entry point is `pypto_xdsl.export_cli`, the command
`pypto_xdsl.commands.export`."""

from pypto_xdsl.export_cli import main

__all__ = ["main"]
