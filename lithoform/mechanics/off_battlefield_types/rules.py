"""A card's extra types and power/toughness outside the battlefield (Grist, the Hunger Tide).

- 113.6: an object's abilities function only on the battlefield unless they say otherwise; 'as long as ~ isn't on
  the battlefield' says so: this one functions in every other zone (and not on the battlefield).
- 611.3a: a static ability's effect applies while the ability functions; 205.1b: 'in addition to its other types'.
- Grist's ruling: "Anywhere but on the battlefield, Grist is a Legendary Planeswalker Creature — Grist Insect. Once
  it enters the battlefield, it is no longer a creature and is just a planeswalker."

Off the battlefield no other continuous effect applies to a card's characteristics (the characteristics module's
`_compute`), so the effect is applied to the values computed there (OFF_BATTLEFIELD_CHARS).
"""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.mechanics.off_battlefield_types.nodes import OffBattlefieldTypes
from lithoform.rules.hooks import OFF_BATTLEFIELD_CHARS


def off_battlefield_types(face: Any, values: Any) -> Any:
    """The characteristics `values` of a card of `face` outside the battlefield, with its ability's types."""
    for a in face.abilities:
        if isinstance(a, OffBattlefieldTypes):
            values = msgspec.structs.replace(
                values, types=values.types | frozenset(a.types), subtypes=values.subtypes | frozenset(a.subtypes),
                power=a.power, toughness=a.toughness)  # 'it's a 1/1': its base power and toughness
    return values


OFF_BATTLEFIELD_CHARS.register(off_battlefield_types, needs=("OffBattlefieldTypes",))
