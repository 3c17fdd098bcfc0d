"""Exiling from graveyards: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileOwnGraveyardCard(EffectNode):
    """'Target player exiles a card from their graveyard.' (Relic of Progenitus): each player `who` stands
    for chooses a card matching `filter` in their own graveyard as it resolves (608.2d) and exiles it
    (406.2); with none there, nothing happens (609.3)."""

    who: unions.Ref
    filter: Filter


class OwnsCardInExile(ConditionNode):
    """'Activate only if you own a card in exile.' (406.3: exiled cards are kept face up in one exile zone; a
    card's owner is the player who started the game with it, 108.3)."""
