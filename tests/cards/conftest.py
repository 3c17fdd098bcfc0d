"""Every test under tests/cards runs twice: against the hand-written seed definitions
(lithoform/cards/{seed,starter,layers_and_copies}.py) and against the definitions the Oracle compiler
produces for each of those cards that compiles fully. A compiled tree must play exactly like the
hand-written one: a test that fails only in its `[compiled]` run is a compiler bug.

LITHOFORM_SEED_DEFINITIONS=hand-written (or =compiled) runs only one of the two."""

from __future__ import annotations

import os
from collections.abc import Iterator
from functools import cache

import pytest

from lithoform.carddb import get_card
from lithoform.cards.tree import CardDef
from lithoform.catalog import registry
from lithoform.compiler import compile_card

KINDS = ("hand-written", "compiled")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "seed_definitions" in metafunc.fixturenames:
        chosen = os.environ.get("LITHOFORM_SEED_DEFINITIONS", "both")
        if chosen not in ("both", *KINDS):
            raise pytest.UsageError(f"LITHOFORM_SEED_DEFINITIONS must be both, {' or '.join(KINDS)}, not {chosen!r}")
        metafunc.parametrize("seed_definitions", KINDS if chosen == "both" else (chosen,), indirect=True)


@cache
def compiled_seed_definitions() -> dict[str, CardDef]:
    """The compiled definition of every hand-written card whose Oracle text compiles fully."""
    out: dict[str, CardDef] = {}
    for name in registry.hand_written_cards():
        result = compile_card(get_card(name))
        if result.ok and result.card is not None:
            out[name] = result.card
    return out


@pytest.fixture(autouse=True)
def seed_definitions(request: pytest.FixtureRequest) -> Iterator[str]:
    """Registers the compiled definitions in place of the hand-written ones for the `[compiled]` run."""
    if request.param != "compiled":
        yield request.param
        return
    compiled = compiled_seed_definitions()
    saved = {name: registry._DEFS[name] for name in compiled}
    registry._DEFS.update(compiled)
    try:
        yield request.param
    finally:
        registry._DEFS.update(saved)
