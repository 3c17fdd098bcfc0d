"""'You may cast [kinds of] spells as though they had flash' (Sigarda's Aid, Rattlechains): while the
permanent is on the battlefield, its controller may cast matching spells any time they could cast an
instant (702.8a; the timing rule of 307.1 and 117.1a is what it changes). The core asks through
CAST_AS_THOUGH_FLASH (rules/hooks.py) as it lists the cards a player may cast."""

from __future__ import annotations

from lithoform.mechanics.flash_permission.nodes import CastAsThoughFlash, SelfFlash
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CAST_AS_THOUGH_FLASH
from lithoform.state.model import Choices, GameState


def flash_permitted(state: GameState, player: int, oid: int) -> bool:
    """Whether a permanent `player` controls lets them cast `oid` as though it had flash."""
    for pid, ability in battlefield_abilities(state, CastAsThoughFlash):
        if state.objects[pid].controller == player and any(
                matches(state, f, oid, player, pid) for f in ability.filters):
            return True
    return False


def self_flash(state: GameState, player: int, oid: int) -> bool:
    """702.8a: the card's own 'You may cast ~ as though it had flash' (its condition read from the player's
    point of view as they would cast it)."""
    for a in chars(state, oid).abilities:
        if isinstance(a, SelfFlash) and (a.condition is None or condition_holds(
                state, a.condition, Ctx(state, 0, player, oid, Choices(), ()))):
            return True
    return False


CAST_AS_THOUGH_FLASH.register(flash_permitted, needs=("CastAsThoughFlash",))
CAST_AS_THOUGH_FLASH.register(self_flash, needs=("SelfFlash",))
