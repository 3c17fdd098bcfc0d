"""Auras that enchant a player (303.4): the mechanic's tree node. 'Enchant player' is the core's Enchant with
the target kind 'player' or 'opponent'; the Aura's `attached_to` is then the player's negative reference
(state/model.py player_ref); 'at the beginning of enchanted player's upkeep' is a step trigger whose `whose`
is 'enchanted'; 'enchanted player' in an effect is EnchantedPlayer."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode

ENCHANTED = "enchanted"  # Trigger.whose: the turn of the player the source enchants


class EnchantedPlayer(RefNode):
    """'Enchanted player' / 'that player' after it (303.4): the player the source Aura is attached to."""

    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)
