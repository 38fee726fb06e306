#!/usr/bin/env bash
# Installs pypto-xdsl with the LOWEST islpy pyproject.toml allows into a scratch
# venv (./.venv-lower) and runs the tests that reach islpy (the relax-sequential
# proofs). xdsl is pinned exactly, so it has no range to test.
set -euo pipefail
cd "$(dirname "$0")/.."
lower=$(sed -n 's/.*"islpy>=\([0-9.]*\).*/\1/p' pyproject.toml)
python3 -m venv .venv-lower
.venv-lower/bin/python -m pip install --quiet --upgrade pip
.venv-lower/bin/python -m pip install --quiet "islpy==$lower" -e '.[test]'
.venv-lower/bin/python -m pip show islpy | grep "^Version"
export PATH="$PWD/.venv-lower/bin:$PATH"
lit -q tests/filecheck/transforms/derive-call-directions/relax-sequential.mlir
pytest -q tests/test_relax_reasons.py tests/test_relax_oracle.py tests/test_relax_task_graph.py
