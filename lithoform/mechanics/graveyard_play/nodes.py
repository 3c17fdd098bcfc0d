"""Playing from your graveyard: the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode


class PlayFromGraveyard(AbilityNode):
    """'You may play lands [and cast spells] from your graveyard' (601.3, 305.1): a static ability of a permanent
    that lets its controller play land cards (`lands`, one of their land plays, 305.2) and cast spells
    (`spells`) from their graveyard."""

    lands: bool = True
    spells: bool = False
    text: str = ""


class PlayFromGraveyardThisTurn(EffectNode):
    """'Until end of turn, you may play lands and cast spells from your graveyard.' (Yawgmoth's Will; 601.3,
    305.1, 611.2a): until the turn ends, the controller may play the land cards and cast the other cards of
    their graveyard, also cards put there after it resolved (the permission names the zone, not the cards)."""
