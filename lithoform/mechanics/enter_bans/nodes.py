"""The static ban on cards entering the battlefield from some zones: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class CantEnterFrom(AbilityNode):
    """'Creature cards in graveyards and libraries can't enter the battlefield.' (Grafdigger's Cage; 101.2): a
    card in one of `zones` whose characteristics there fit `filter` stays where it is instead of moving onto the
    battlefield, whoever's effect moves it."""

    filter: Filter
    zones: tuple[str, ...]
    text: str = ""
