"""The rules tests: a test module's TEST_CARDS exist while its tests run, and only then."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support import registered


@pytest.fixture(autouse=True, scope="module")
def _test_cards(request: pytest.FixtureRequest) -> Iterator[None]:
    """The card definitions a test module lists in TEST_CARDS exist while its tests run, and only then."""
    with registered(getattr(request.module, "TEST_CARDS", ())):
        yield
