"""Mana spent from a kind of source, the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, ConditionNode
from lithoform.cards.nodes.refs import Filter, This


class ManaSpentFrom(ConditionNode):
    """'if mana from a Treasure was spent to cast it / to activate this ability' (601.2h, 602.2b): at least one
    mana paid for the spell `what` (or for the resolving ability) came from a source matching `filter`."""

    filter: Filter
    what: unions.Ref = This()


class ManaSpentFromCount(AmountNode):
    """'for each mana from a Treasure that was spent to cast ~': how many of the mana paid came from a source
    matching `filter`."""

    filter: Filter
    what: unions.Ref = This()
