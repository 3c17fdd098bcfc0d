"""The effect node of 'put ~ from your hand onto the battlefield tapped and attacking'."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class PutSelfFromHandAttacking(EffectNode):
    """'Put ~ from your hand onto the battlefield tapped and attacking' (508.4): its controller chooses the
    player or planeswalker it attacks (Zareth San's ruling); it was never declared as an attacker."""
