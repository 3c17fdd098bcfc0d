"""Players who can't gain life (119.7): 'Players can't gain life.' (a static ability of a permanent),
'Your opponents can't gain life this turn.' (an effect until end of turn, 611.2a, 514.2; the players it covers
are fixed as it resolves, 611.2c).

119.7: a player who can't gain life gains none: any effect that would have them gain life does nothing for
them (life from lifelink included, 702.15b), and a replacement effect that would replace that life gain
('you gain twice that much life instead') does nothing either. The core's one path for gaining life
(rules/damage.gain_life) asks LIFE_GAIN_FORBIDDEN before any replacement: such a player gains 0, so there is no
life-gain event (119.10) and nothing triggers on one."""

from __future__ import annotations

from lithoform.mechanics.cant_gain_life.nodes import OPPONENTS, CantGainLife, CantGainLifeThisTurn, NoLifeGain
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import LIFE_GAIN_FORBIDDEN
from lithoform.state.model import ContinuousEffect, GameState


def _cant_gain_life_this_turn(ctx: Ctx, e: CantGainLifeThisTurn) -> None:
    """611.2a, 611.2c: until end of turn, the players `who` stands for now can't gain life (119.7)."""
    st = ctx.state
    players = tuple(p.index for p in st.players if e.who != OPPONENTS or p.index != ctx.controller)
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller, (NoLifeGain(players),),
                              (), "end_of_turn")
    st.effects = st.effects + (record,)
    st.emit("cant_gain_life", ("119.7", "611.2a"), who="players" if e.who != OPPONENTS else f"P{ctx.controller + 1}'s opponents")


def cant_gain_life(state: GameState, player: int) -> bool:
    """119.7: whether a static ability on the battlefield or an effect of this turn stops `player` gaining life."""
    for pid, a in battlefield_abilities(state, CantGainLife):
        if a.who != OPPONENTS or state.objects[pid].controller != player:
            return True
    return any(isinstance(p, NoLifeGain) and player in p.players for e in state.effects for p in e.parts)


register_effect(CantGainLifeThisTurn, _cant_gain_life_this_turn)
LIFE_GAIN_FORBIDDEN.register(cant_gain_life)
