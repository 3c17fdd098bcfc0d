"""Test-only card definitions: registered while a test module runs, then removed, so that the modules
that list every known card never see them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pytest

from lithoform.carddb import get_card
from lithoform.cards.tree import CardDef, CardFace, SpellAbility, TargetSpec
from lithoform.catalog import registry
from lithoform.compiler import compile_card

_DEFINED: dict[str, CardDef] = {}


def define(face: CardFace, layout: str = "normal") -> str:
    """Describes a test-only card (its name unique to the test file) and returns its name. It exists only
    while the tests of a module that uses `registering(name, ...)` run."""
    _DEFINED[face.name] = CardDef(face.name, (face,), layout)
    return face.name


@contextmanager
def registered(cards: Iterable[CardDef | str]) -> Iterator[None]:
    """Registers test-only card definitions (or the names of cards made by `define`) for the duration,
    then removes them again."""
    defs = [_DEFINED[c] if isinstance(c, str) else c for c in cards]
    for card in defs:
        registry.register(card)
    try:
        yield
    finally:
        for card in defs:
            registry._DEFS.pop(card.name, None)


def registering(*cards: CardDef | str) -> Callable[..., Iterator[None]]:
    """A module-scoped, autouse fixture: the test-only cards are registered while the module's tests run.
    Assign it to a module name: `_cards = registering(CARD_A, CARD_B)`."""

    @pytest.fixture(autouse=True, scope="module")
    def _registered() -> Iterator[None]:
        with registered(cards):
            yield

    return _registered


def use_compiled(*names: str) -> list[CardDef]:
    """Registers the compiled definitions of real cards (they must compile fully)."""
    out = []
    for name in names:
        result = compile_card(get_card(name))
        assert result.ok, [str(u) for u in result.unparsed]
        assert result.card is not None
        out.append(registry.register(result.card))
    return out


# The real cards use_compiled_without registered in the running test, with the definition each had before (None:
# none): tests/conftest.py puts them back after the test, so a card that doesn't compile whole (Emrakul, the
# Promised End) is not found playable by a later test in the same process (a real deck's load).
PARTIAL_DEFINITIONS: dict[str, CardDef | None] = {}


def use_compiled_without(name: str, line: str) -> CardDef:
    """Registers the compiled definition of a real card with one line of its Oracle text left out: a line the
    compiler refuses and the test doesn't play (the rest must compile fully). For the running test only."""
    record = get_card(name)
    face = record.faces[0]
    lines = face.text.split("\n")
    assert line in lines, f"{name} has no line {line!r}"
    kept = replace(face, text="\n".join(part for part in lines if part != line))
    result = compile_card(replace(record, faces=(kept, *record.faces[1:])))
    assert result.ok and result.card is not None, [str(u) for u in result.unparsed]
    PARTIAL_DEFINITIONS.setdefault(result.card.name, registry.DEFS.get(result.card.name))
    return registry.register(result.card)


def instant(name: str, effect: Any, *targets: TargetSpec) -> str:
    """Registers a {0} instant `name` whose spell ability is `effect` with `targets`; returns its name."""
    registry.register(CardDef(name, (CardFace(name, ("Instant",), "{0}", spell=SpellAbility(effect, targets=targets)),)))
    return name
