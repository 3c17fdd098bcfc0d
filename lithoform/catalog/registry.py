"""Where the engine finds a card's definition by name."""

from __future__ import annotations

from lithoform.cards import layers_and_copies, seed, starter
from lithoform.cards.tree import CardDef
from lithoform.catalog.errors import UnknownCardDefinition  # noqa: F401  (re-exported)

_DEFS: dict[str, CardDef] = {}
DEFS = _DEFS  # read-only view for hot paths that already know the registry is loaded
_LOADED = False


def register(card: CardDef) -> CardDef:
    """Adds a definition; a card is registered under its full name and, for multi-face cards, each face."""
    _DEFS[card.name] = card
    return card


_BUILTIN: set[str] = set()


def _load() -> None:
    global _LOADED
    if not _LOADED:
        _LOADED = True
        for module in (layers_and_copies, seed, starter):  # the hand-written definitions
            for card in module.DEFINITIONS:
                register(card)
                # by name, not by what was new: a definition registered before the first load (a test's) is
                # replaced here and is still one the package carries
                _BUILTIN.add(card.name)


def get_def(name: str) -> CardDef:
    _load()
    found = _DEFS.get(name)
    if found is not None:
        return found
    # Not hand-written: compile it from its Oracle text (raises, naming every phrase it can't compile).
    # Lazy: the compiler (and lark) load only when a card is not hand-written.
    from lithoform.catalog.compiled import definition_from_oracle

    card = definition_from_oracle(name)
    _DEFS[name] = card
    return card


def known_cards() -> tuple[str, ...]:
    _load()
    return tuple(sorted(_DEFS))


def hand_written_cards() -> tuple[str, ...]:
    """The definitions the package itself carries (not ones registered later, e.g. by tests)."""
    _load()
    return tuple(sorted(_BUILTIN))
