"""The Oracle compiler's tests: the interpreter learns the compiler's effect nodes first (the package wires
this itself once `register_handlers` is called at import; calling it here keeps the tests independent)."""

from __future__ import annotations

import pytest

from lithoform.rules.effects.oracle import register_handlers


@pytest.fixture(autouse=True, scope="session")
def _oracle_handlers() -> None:
    register_handlers()
