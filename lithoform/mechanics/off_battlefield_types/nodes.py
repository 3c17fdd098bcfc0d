"""A card's extra types and power/toughness outside the battlefield: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class OffBattlefieldTypes(AbilityNode):
    """'As long as ~ isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types.' (Grist;
    113.6, 611.3a): in every zone but the battlefield the object also has `types` and `subtypes`, and its base power
    and toughness are `power`/`toughness`; on the battlefield the ability does nothing."""

    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    text: str = ""
