"""Giving control to another player: the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class GiveControl(EffectNode):
    """'Target opponent gains control of ~' (Donate, Akroan Horse): `player` gains control of `what` (layer 2,
    613.1b) until `until` ('permanent': for the rest of the game; 'end_of_turn')."""

    player: unions.Ref
    what: unions.Ref
    until: str = "permanent"
