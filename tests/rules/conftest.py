"""The rules tests import their shared helpers from `cr_helpers` in this directory."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = str(Path(__file__).parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)


@pytest.fixture(autouse=True, scope="module")
def _test_cards(request: pytest.FixtureRequest) -> Iterator[None]:
    """The card definitions a test module lists in TEST_CARDS exist while its tests run, and only then."""
    from cr_helpers import registered

    with registered(getattr(request.module, "TEST_CARDS", ())):
        yield
