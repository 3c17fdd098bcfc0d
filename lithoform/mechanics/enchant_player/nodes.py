"""Auras that enchant a player (303.4): no node of their own. 'Enchant player' is the core's Enchant with the
target kind 'player' or 'opponent'; the Aura's `attached_to` is then the player's negative reference
(state/model.py player_ref), and 'at
the beginning of enchanted player's upkeep' a step trigger whose `whose` is 'enchanted'; 'enchanted player'
in an effect is EnchantedPlayer."""

from __future__ import annotations

from typing import ClassVar

from lithoform.cards.nodes.base import RefNode

ENCHANTED = "enchanted"  # Trigger.whose: the turn of the player the source enchants


class EnchantedPlayer(RefNode):
    """'Enchanted player' / 'that player' after it (303.4): the player the source Aura is attached to."""

    PLAYERS: ClassVar[bool] = True  # a reference to players, not objects (compiler/values.py Scope.is_player)
