"""Auras that enchant a player (303.4, 702.5a).

An Aura with 'Enchant player' or 'Enchant opponent' targets a player as it is cast (303.4a: the core's
Enchant and aura targets) and enters attached to them (303.4f: its `attached_to` is the player's negative
reference). The core checks it stays legal (704.5m: attached to a player in the game its enchant ability
allows, sba.py) and triggers 'at the beginning of enchanted player's upkeep' in that player's turn
(rules/triggers/matching.py). This module reads 'enchanted player' in effects (EnchantedPlayer).
"""

from __future__ import annotations

from lithoform.cards.tree import EnchantedPlayer
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.state.model import Obj


def enchanted_player(ctx: Ctx, ref: EnchantedPlayer) -> tuple[int, ...]:
    """303.4: the player the source Aura is attached to (its last known host once it has left, 608.2h)."""
    src = ctx.state.known(ctx.source)
    host = src.attached_to if isinstance(src, Obj) else 0
    return (host,) if host < 0 else ()


EXTRA_REFS[EnchantedPlayer] = enchanted_player
