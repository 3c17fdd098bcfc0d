"""Exiling from graveyards: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileOwnGraveyardCard(EffectNode):
    """'Target player exiles a card from their graveyard.' (Relic of Progenitus): each player `who` stands
    for chooses a card matching `filter` in their own graveyard as it resolves (608.2d) and exiles it
    (406.2); with none there, nothing happens (609.3)."""

    who: unions.Ref
    filter: Filter
