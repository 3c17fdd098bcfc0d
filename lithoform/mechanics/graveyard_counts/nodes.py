"""Counting what is in graveyards, the tree nodes: an amount and a condition on it. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, ConditionNode
from lithoform.cards.nodes.refs import Filter


class CardTypesAmong(AmountNode):
    """'the number of card types among cards in your graveyard / in all graveyards' (205.2a: artifact,
    battle, creature, enchantment, instant, kindred, land, planeswalker, sorcery; a card with two types
    counts both, and each type is counted once). `all_graveyards`: every player's graveyard, else the
    controller's."""

    all_graveyards: bool = False


class ManaValuesAmong(AmountNode):
    """'the number of different mana values among cards in your graveyard' (202.3; SNC): each mana value
    (0 included) counted once. `all_graveyards`: every player's graveyard, else the controller's."""

    all_graveyards: bool = False


class CountersAmong(AmountNode):
    """'counters among creatures you control' (122.1): the counters of every kind on the permanents matching
    `filter` that the controller controls, added up."""

    filter: Filter


class AmountAtLeast(ConditionNode):
    """'there are N or more [things] in your graveyard': the amount counted now is at least `count`."""

    amount: unions.Amount
    count: int
