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


class SnowSpent(ConditionNode):
    """'if {S} was spent to cast ~' (107.4h: {S} also stands for mana from a snow source spent to pay a cost): at
    least one mana paid for the spell `what` came from a snow source, as the mana was made."""

    what: unions.Ref = This()


class SnowSpentCount(AmountNode):
    """'the amount of {S} spent to cast ~', 'for each {S} spent to cast ~' (107.4h): how many of the mana paid for
    the spell came from a snow source."""

    what: unions.Ref = This()
