"""Suspend (702.62): the mechanic's tree nodes. Data only: imports only cards/; cards/tree.py puts these
nodes in the unions of the ability tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode
from lithoform.cards.nodes.costs import Cost


class Suspend(AbilityNode):
    """'Suspend N—[cost]' (702.62a): the static ability that functions in the hand (a special action,
    116.2f: pay `cost` and exile the card with `count` time counters), and the two triggered abilities that
    function in exile (mechanics/suspend/rules.py makes them)."""

    count: int
    cost: Cost
    text: str = ""


class RemoveTimeCounter(EffectNode):
    """702.62a: 'At the beginning of your upkeep, if this card is suspended, remove a time counter from it.'"""


class CastSuspended(EffectNode):
    """702.62a: 'When the last time counter is removed from this card, if it's exiled, you may play it without
    paying its mana cost if able. If you don't, it remains exiled.'"""
