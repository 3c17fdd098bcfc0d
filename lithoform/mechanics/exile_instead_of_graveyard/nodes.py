"""Graveyard-to-exile replacement effects: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode
from lithoform.cards.nodes.refs import Filter


class ExileInsteadOfGraveyard(AbilityNode):
    """614.1a: an object that would be put into a graveyard is exiled instead: a permanent leaving the
    battlefield if it matches `battlefield`, any other object (a card in a hand or library, a spell) if it
    matches `elsewhere` (None: none of them). `opponents_own`: only objects an opponent of the ability's
    controller owns ('an opponent's graveyard'). The object is read as it is in the zone it leaves (Anafenza's
    ruling)."""

    battlefield: Filter | None = None
    elsewhere: Filter | None = None
    opponents_own: bool = False
    text: str = ""


class ExileFromAllGraveyards(EffectNode):
    """'Exile all cards that are black or red from all graveyards' (406.2): every card in every graveyard
    that matches `filter`."""

    filter: Filter


class ExileInsteadOfYourGraveyardThisTurn(EffectNode):
    """'If a card would be put into your graveyard from anywhere this turn, exile that card instead.' (Yawgmoth's
    Will; 614.1a, 611.2a): until the turn ends, a card (not a token, 111.7) that would be put into the
    controller's graveyard from any zone is exiled instead; also the spell that created it (its ruling)."""
