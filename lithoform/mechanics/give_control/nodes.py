"""Giving control to another player: the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class GiveControl(EffectNode):
    """'Target opponent gains control of ~' (Donate, Akroan Horse): `player` gains control of `what` (layer 2,
    613.1b) until `until` ('permanent': for the rest of the game; 'end_of_turn')."""

    player: unions.Ref
    what: unions.Ref
    until: str = "permanent"


class OwnersGainControl(EffectNode):
    """'Each player gains control of all creatures they own.' (Homeward Path), 'Gain control of all permanents
    you own.' (Brand): each permanent matching `filter` comes under its owner's control (layer 2, 613.1b), for
    the rest of the game; `you_only`: only those you own."""

    filter: Filter
    you_only: bool = False
