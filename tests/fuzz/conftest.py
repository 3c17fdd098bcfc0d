"""Hypothesis profiles for the fuzz suite (issue 18): a brief run inside `make test`, a long one in
`make fuzz` (LITHOFORM_FUZZ=long). LITHOFORM_FUZZ_EXAMPLES overrides the number of examples per test.

The brief profile is derandomized (the same examples every run, so `make test` is reproducible); the long
one explores new examples each run and prints the blob that reproduces a failure."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_SLOW_OK = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]
_LONG = os.environ.get("LITHOFORM_FUZZ") == "long"
_EXAMPLES = int(os.environ.get("LITHOFORM_FUZZ_EXAMPLES") or (1500 if _LONG else 60))
if _LONG:
    settings.register_profile("lithoform-fuzz", max_examples=_EXAMPLES, deadline=None,
                              suppress_health_check=_SLOW_OK, print_blob=True)
else:
    settings.register_profile("lithoform-fuzz", max_examples=_EXAMPLES, deadline=None, derandomize=True,
                              suppress_health_check=_SLOW_OK, database=None)
settings.load_profile("lithoform-fuzz")
