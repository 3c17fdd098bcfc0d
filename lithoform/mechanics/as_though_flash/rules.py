"""'You may cast [quality] spells as though they had flash' (601.3e, 702.8a): a static ability of a permanent
on the battlefield; the core asks it through the `AS_THOUGH_FLASH` hook point when a card's timing would
otherwise be a sorcery's (307.1). The card is matched by its characteristics as it would be as a spell
(601.3e: the characteristics it would have on the stack)."""

from __future__ import annotations

from lithoform.mechanics.as_though_flash.nodes import CastAsThoughFlash
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import AS_THOUGH_FLASH
from lithoform.state.model import GameState


def as_though_flash(state: GameState, player: int, oid: int) -> bool:
    for pid, ability in battlefield_abilities(state, CastAsThoughFlash):
        if state.objects[pid].controller == player and matches(state, ability.filter, oid, player, pid):
            return True
    return False


AS_THOUGH_FLASH.register(as_though_flash)
