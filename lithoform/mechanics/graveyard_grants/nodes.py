"""The cards of your graveyard that have a casting keyword: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class GraveyardCardsHave(AbilityNode):
    """'[Cards] in your graveyard have [keyword]' (611.3a: a static ability that applies to whatever cards match
    `cards` in its controller's graveyard at each moment). `keyword` is "Retrace" (702.81a: cast by discarding a
    land card as an additional cost) or "Flashback" (702.34a, with a flashback cost equal to the card's mana
    cost)."""

    cards: Filter
    keyword: str
    text: str = ""
