#!/usr/bin/env bash
# Installs pypto-xdsl with its test dependencies into ./.venv and runs every test:
# ruff, pyright (strict), the lit/FileCheck suite and pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e '.[dev]'
export PATH="$PWD/.venv/bin:$PATH"
ruff check .
ruff format --check .
# pyright's PyPI package runs on Node.js; without one it would try to download it.
if command -v node >/dev/null 2>&1; then
  pyright
else
  echo "pyright skipped: no Node.js on this machine"
fi
lit -sv tests/filecheck
# One pytest worker per core (pytest-xdist); every test writes only into its own
# temporary directory, so any worker may run any test.
pytest -n auto
