"""'You have no maximum hand size.' (Reliquary Tower): 402.2 lets an effect remove a player's maximum hand
size; while a permanent with the ability is on the battlefield, its controller discards nothing in their
cleanup step for having too many cards (514.1). The core asks through NO_MAXIMUM_HAND_SIZE (rules/hooks.py)."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.mechanics.hand_size.text import NO_MAXIMUM_HAND_SIZE
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import NO_MAXIMUM_HAND_SIZE as HOOK
from lithoform.state.model import GameState


@HOOK.register
def no_maximum_hand_size(state: GameState, player: int) -> bool:
    """402.2: whether `player` controls a permanent that says they have no maximum hand size."""
    return any(a.keyword == NO_MAXIMUM_HAND_SIZE and state.objects[pid].controller == player
               for pid, a in battlefield_abilities(state, Static))
