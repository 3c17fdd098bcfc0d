"""Additional land plays this turn, the rules part (305.2, 611.2a, 514.2).

'You may play an additional land this turn.' (Explore): the resolving spell or ability makes a continuous
effect until end of turn (611.2a, 514.2) that raises the number of lands its controller can play this turn
(305.2); rules/turn/land_plays.py asks EXTRA_LAND_PLAYS for it. 305.2a: a land already played this turn
counts against the new total as well (the Azusa ruling), so a player who played a land and then casts
Explore can play one more."""

from __future__ import annotations

from lithoform.mechanics.land_plays.nodes import ExtraLandPlays, PlayAdditionalLands
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import EXTRA_LAND_PLAYS
from lithoform.state.model import ContinuousEffect, GameState


def play_additional_lands(ctx: Ctx, e: PlayAdditionalLands) -> None:
    """305.2, 611.2a: the controller may play `count` more lands this turn."""
    st = ctx.state
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                              (ExtraLandPlays(e.count),), (), "end_of_turn")
    st.effects = st.effects + (record,)
    st.emit("extra_land_plays", ("305.2", "611.2a"), player=ctx.controller, count=e.count)


def extra_land_plays(state: GameState, player: int) -> int:
    """305.2: the lands `player` may play this turn beyond the others, from effects of this turn."""
    return sum(p.count for e in state.effects if e.controller == player
               for p in e.parts if isinstance(p, ExtraLandPlays))


register_effect(PlayAdditionalLands, play_additional_lands)
EXTRA_LAND_PLAYS.register(extra_land_plays)
