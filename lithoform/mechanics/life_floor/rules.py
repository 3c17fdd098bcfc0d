"""The life floor of damage: 'Damage that would reduce your life total to less than 1 reduces it to 1
instead.' (Worship, Ali from Cairo, Angel's Grace).

A replacement effect (614.1a) of the result of damage dealt to a player (120.3a), not a prevention effect: the
full damage is still dealt (lifelink and 'is dealt damage' abilities see all of it, Fortune Thief and Worship
rulings) and can't-be-prevented damage is affected too; only the loss of life stops at 1. It applies only while
the player's life total is 1 or more (Sustaining Spirit ruling: 'Does not affect damage if you are already at
zero or negative life'), and never to life lost or paid other than by damage. The core asks DAMAGE_LIFE_FLOOR as
damage makes a player lose life (rules/damage.py)."""

from __future__ import annotations

from lithoform.mechanics.life_floor.nodes import LifeFloor, LifeFloorPart, LifeFloorThisTurn
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import DAMAGE_LIFE_FLOOR
from lithoform.state.model import Choices, ContinuousEffect, GameState


def life_floor(state: GameState, player: int) -> bool:
    """614.1a: whether damage can't reduce `player`'s life total below 1 now: a static ability of a permanent
    they control (its condition, if any, holds now) or an effect of this turn."""
    for pid, a in battlefield_abilities(state, LifeFloor):
        if state.objects[pid].controller != player:
            continue
        if a.condition is None or condition_holds(state, a.condition, Ctx(state, 0, player, pid, Choices(), ())):
            return True
    return any(isinstance(part, LifeFloorPart) and part.player == player for e in state.effects for part in e.parts)


def _life_floor_this_turn(ctx: Ctx, e: LifeFloorThisTurn) -> None:
    """611.2a, 514.2: until end of turn, damage can't reduce the controller's life total below 1."""
    st = ctx.state
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                              (LifeFloorPart(ctx.controller),), (), "end_of_turn")
    st.effects = st.effects + (record,)
    st.emit("life_floor", ("614.1a",), player=ctx.controller)


register_effect(LifeFloorThisTurn, _life_floor_this_turn)
DAMAGE_LIFE_FLOOR.register(life_floor, needs=("LifeFloor", "LifeFloorThisTurn"))
