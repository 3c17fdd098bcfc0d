"""Damage to 'that player or a planeswalker that player controls': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import RefNode


class PlayerOrTheirPlaneswalker(RefNode):
    """'that player or a planeswalker that player controls' (Curse of the Pierced Heart): not a target; as the
    effect applies, its controller chooses the player or one of the planeswalkers that player controls (608.2d;
    with none, it is the player)."""

    player: unions.Ref

