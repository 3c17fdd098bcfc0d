"""'Any player may activate this ability.' (602.2), the text part: the ending of an activated ability's text read
off by the compiler (`any_player_ending`). Data only."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from lithoform.mechanics.activation_timing.nodes import DuringYourTurn
from lithoform.mechanics.cast_timing.nodes import DuringSteps

# the ending's restriction: 'sorcery' (602.5d), a condition read for the activating player (602.5b), or None
RESTRICTIONS: dict[str, Any] = {
    "": None,
    " but only as a sorcery": "sorcery",
    " but only during their turn": DuringYourTurn(),
    " but only during their draw step": DuringYourTurn(step="draw"),
    " but only during any upkeep step": DuringSteps(("upkeep",)),
}
# 'this ability', 'a sorcery' are descriptions the chunker may have replaced by a mark (§N): `unchunk` gives its words back
_ENDING = re.compile(r" any player may activate this (ability|§\d+)((?: but only [^.]+)?)\.$")


def any_player_ending(effect_text: str, unchunk: Callable[[str], str]) -> tuple[str, Any] | None:
    """(the effect text without its 'any player may activate' ending, the ending's restriction); None without
    one (or with a restriction not read)."""
    m = _ENDING.search(effect_text)
    if m is None or unchunk(m.group(1)) != "ability" or unchunk(m.group(2)) not in RESTRICTIONS:
        return None
    return effect_text[: m.start()], RESTRICTIONS[unchunk(m.group(2))]


ACTIVATOR_ENDINGS = (any_player_ending,)  # compiler/mechanic_texts.py


class AnyPlayerRules:
    """No grammar of its own: the ending is read off the text before the effect is parsed."""


TRANSFORMER = AnyPlayerRules
