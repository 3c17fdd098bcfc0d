"""Revealing a card from the hand as a cost: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode
from lithoform.cards.nodes.refs import Filter


class RevealedCardValue(AmountNode):
    """'the revealed card's mana value' / 'power': of the card revealed to pay the resolving spell's cost
    (601.2h; a link from that spell: a copy of it has none, so it counts 0), as it is now or last was (608.2h)."""

    stat: str  # "mana_value" or "power"


class ControlledAsCast(ConditionNode):
    """'[if you] controlled a Dragon as you cast this spell' (Draconic Roar; 601.2i): its caster controlled a
    permanent matching `filter` as the spell became cast (recorded then, in its choices; the ruling: 'you must
    control a Dragon as you are finished casting the spell'). A copy wasn't cast (707.10): false for it."""

    filter: Filter
