"""Casting-timing restrictions and flash permissions for a time, the rules part.

- 'Each opponent can cast spells only any time they could cast a sorcery.' (Teferi, Time Raveler): 307.1 is sorcery
  timing (the player's own main phase, the stack empty); 101.2: the restriction beats any permission to cast at
  another time (the card's ruling: an opponent's flash permission doesn't lift it). Hook CAST_BANS.
- 'Players can cast spells only during their own turns.' (Dosan the Falling Leaf): the same, during the player's
  own turn at any time.
- 'You may cast spells this turn as though they had flash.' / 'Until your next turn, you may cast sorcery spells as
  though they had flash.' (702.8a): the resolving spell or ability makes a continuous effect (611.2a) that lasts
  until end of turn (514.2) or until its controller's next turn begins (611.2b; rules/turn/steps.py ends it).
  Hook CAST_AS_THOUGH_FLASH."""

from __future__ import annotations

from lithoform.mechanics.casting_windows.nodes import (
    OPPONENTS,
    SORCERY,
    CastTimingRestriction,
    FlashFor,
    FlashPermissionPart,
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import CAST_AS_THOUGH_FLASH, CAST_BANS
from lithoform.rules.legal import sorcery_timing
from lithoform.state.model import ContinuousEffect, GameState


def timing_forbids(state: GameState, player: int, oid: int) -> bool:
    """307.1, 101.2: a restriction on the battlefield that covers `player` forbids casting now."""
    for pid, a in battlefield_abilities(state, CastTimingRestriction):
        if a.who == OPPONENTS and state.objects[pid].controller == player:
            continue
        if a.when == SORCERY and not sorcery_timing(state, player):
            return True
        if a.when != SORCERY and state.active != player:
            return True
    return False


def _flash_for(ctx: Ctx, e: FlashFor) -> None:
    """702.8a, 611.2a: the controller may cast matching spells as though they had flash until `e.until`."""
    st = ctx.state
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                              (FlashPermissionPart(e.filters),), (), e.until, began=st.turn)
    st.effects = st.effects + (record,)
    st.emit("flash_permission", ("702.8a", "611.2a"), player=ctx.controller)


def flash_from_effects(state: GameState, player: int, oid: int) -> bool:
    """702.8a: an effect of a resolved spell or ability lets `player` cast `oid` as though it had flash."""
    for e in state.effects:
        if e.controller != player:
            continue
        for p in e.parts:
            if isinstance(p, FlashPermissionPart) and any(
                    matches(state, f, oid, player, e.source) for f in p.filters):
                return True
    return False


register_effect(FlashFor, _flash_for)
CAST_BANS.register(timing_forbids, needs=("CastTimingRestriction",))
CAST_AS_THOUGH_FLASH.register(flash_from_effects, needs=("FlashFor",))
