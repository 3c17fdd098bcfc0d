"""Exiling a card chosen from a revealed hand or from a graveyard: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileFromHandOrGraveyard(EffectNode):
    """'Target opponent reveals their hand. You choose a nonland card from it or a card from their graveyard. Exile
    that card.' (Agonizing Remorse), 'You choose a nonland card from that player's graveyard or hand and exile it.'
    (Memory Leak): the player `who` stands for reveals their hand (701.20a); the controller chooses one card among
    those of the hand matching `hand_filter` and those of that player's graveyard matching `graveyard_filter`, and
    exiles it (406.3). A card must be chosen if one can be (the Agonizing Remorse ruling)."""

    who: unions.Ref
    hand_filter: Filter = Filter()
    graveyard_filter: Filter = Filter()
