"""How many copies of a card a deck may hold: four in constructed (100.2a), any number of a basic land, or
what the card's own text says ('A deck can have any number of cards named ~', 'up to seven')."""

from __future__ import annotations

import re

from lithoform.carddb import UnknownCardError, get_card
from lithoform.cards.tree import Static
from lithoform.catalog.registry import UnknownCardDefinition, get_def
from lithoform.mechanics.deck_limits.names import DECK_COPY_LIMIT

COPY_LIMIT = 4  # 100.2a


def copy_limit(name: str) -> int | None:
    """How many copies of a card a constructed deck can have (100.2a): any number of a basic land, four of
    any other card unless its own text says otherwise ('A deck can have any number of cards named ~', 'up to
    seven', mechanics/deck_limits); None for any number. A card the engine doesn't define is read by its
    text, so that a list with refused cards still gets the right count."""
    try:
        face = get_card(name).faces[0]
    except UnknownCardError:
        return COPY_LIMIT
    if "Basic" in face.supertypes and "Land" in face.types:
        return None
    try:
        abilities = get_def(name).faces[0].abilities
    except UnknownCardDefinition:
        m = _OWN_LIMIT.search(face.text or "")
        return COPY_LIMIT if m is None else None if m.group(1) == "any number of" else _WORD_NUMBERS[m.group(1)]
    own = [a.text for a in abilities if isinstance(a, Static) and a.keyword == DECK_COPY_LIMIT]
    return COPY_LIMIT if not own else None if own[0] == "any" else int(own[0])


_OWN_LIMIT = re.compile(r"A deck can have (any number of|up to (?:two|three|four|five|six|seven|eight|nine|ten)) "
                        r"cards named", re.I)
_WORD_NUMBERS = {f"up to {w}": n for n, w in enumerate(
    ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"))}
