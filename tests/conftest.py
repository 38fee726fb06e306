"""Hypothesis profiles for the property tests (see docs/testing.md).

- `ci` (default): a bounded, derandomized run, so the suite stays fast and a CI
  failure reproduces exactly.
- `long`: `HYPOTHESIS_PROFILE=long pytest tests/test_properties.py`, 5,000
  random programs (override with `HYPOTHESIS_MAX_EXAMPLES=N`).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_SLOW_IS_FINE = [HealthCheck.too_slow, HealthCheck.data_too_large]

settings.register_profile(
    "ci",
    max_examples=150,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=_SLOW_IS_FINE,
    print_blob=True,
)
settings.register_profile(
    "long",
    max_examples=int(os.environ.get("HYPOTHESIS_MAX_EXAMPLES", "5000")),
    deadline=None,
    suppress_health_check=_SLOW_IS_FINE,
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
