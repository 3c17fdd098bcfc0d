"""Rebound (702.88): the mechanic's tree nodes. Data only: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode


class Rebound(AbilityNode):
    """'Rebound' (702.88a): a replacement effect of the instant or sorcery spell as it resolves, and the
    delayed triggered ability it creates (mechanics/rebound/rules.py)."""

    text: str = "Rebound"


class CastRebounded(EffectNode):
    """702.88a: '... at the beginning of your next upkeep, you may cast this card from exile without paying its
    mana cost.'"""
