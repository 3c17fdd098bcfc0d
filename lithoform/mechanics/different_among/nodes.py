"""Counting different values, the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode


class DifferentValuesAmong(AmountNode):
    """The number of different values of `stat` ("mana_value" or "power") among the objects `among` counts (a
    count of permanents or of cards in graveyards)."""

    stat: str
    among: unions.Amount
