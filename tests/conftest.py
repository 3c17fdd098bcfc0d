"""Settings for the whole test suite."""

from __future__ import annotations

import importlib.machinery
import os

import pytest

from lithoform.rules import legal, payment, priority, sba
from lithoform.rules.continuous import characteristics
from lithoform.rules.stack import permissions

# Issue 13: every reuse of a priority listing (the incremental cache) is compared with a fresh listing in the
# tests, as LITHOFORM_CHECK_LEGAL=1 does elsewhere; a difference raises IncrementalListingError.
legal.CHECK_INCREMENTAL = True
# And every reuse of a layer computation (613.1) with a fresh one (StaleCharacteristicsError).
characteristics.CHECK_REUSE = True
# (modules that took the flag by name when imported: each is turned on as well, or its checks never ran in the
# tests: sba's kept quiet permanents, payment's kept mana sources, priority's kept announcement decisions)
sba.CHECK_REUSE = True
payment.CHECK_REUSE = True
priority.CHECK = True
# And every reuse of a player's cast permissions (601.3) with a fresh answer (StalePermissionsError).
permissions.CHECK = True

# The compiled build (`make fast`, issue 13): its modules are extension modules. A module's function replaced
# by a test (monkeypatch) is not seen by the compiled code that calls it (a direct C call), so the tests that
# do so are marked `pure_only("why")` and skipped against it.
COMPILED = legal.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "pure_only(why): a test that can't run against the compiled build (why)")
    # LITHOFORM_COMPILED=1 (`make test-fast`): the run is meant to test build/fast, so a run that imported the
    # pure sources instead (`python -m pytest` puts the working directory first on sys.path) stops at once.
    if os.environ.get("LITHOFORM_COMPILED", "") not in ("", "0") and not COMPILED:
        raise pytest.UsageError(f"LITHOFORM_COMPILED is set but lithoform is imported from sources ({legal.__file__})"
                                ": put build/fast first on PYTHONPATH and run the pytest script, not python -m")


def pytest_report_header(config: pytest.Config) -> str:
    return f"lithoform: {'the compiled build' if COMPILED else 'pure Python'} ({os.path.dirname(legal.__file__)})"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not COMPILED:
        return
    for item in items:
        marker = item.get_closest_marker("pure_only")
        if marker is not None:
            item.add_marker(pytest.mark.skip(reason=f"not against the compiled build: {marker.args[0]}"))


@pytest.fixture(autouse=True)
def _partial_definitions_last_one_test():
    """A real card registered with a line left out (support.use_compiled_without) is put back as it was after the
    test: the registry is the process's, and a later test must find the card as the compiler makes it."""
    from support.cards import PARTIAL_DEFINITIONS

    from lithoform.catalog import registry

    yield
    for name, before in PARTIAL_DEFINITIONS.items():
        if before is None:
            registry.DEFS.pop(name, None)
        else:
            registry.DEFS[name] = before
    PARTIAL_DEFINITIONS.clear()
