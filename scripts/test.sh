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
pyright
lit -sv tests/filecheck
pytest
