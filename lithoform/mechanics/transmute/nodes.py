"""Transmute (702.53): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class TransmuteSearch(EffectNode):
    """702.53a: 'Search your library for a card with the same mana value as the discarded card, reveal that card,
    and put it into your hand. Then shuffle.' The discarded card is the ability's source (its last known
    information, 608.2h)."""
