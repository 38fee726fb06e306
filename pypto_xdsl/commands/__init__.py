"""What the two commands, `pto-tasks` and `pto-export`, share: their exit
statuses and their one error class (`errors`), and the pto-export command
(`export`). Imports nothing heavy: the console entry points import from here
before they import xDSL."""
