"""Players with hexproof or shroud, the rules part: the core asks PLAYER_KEYWORDS (rules/hooks.py) for a player's
targeting keywords as it checks a player target (rules/stack/targets.py: 702.11c, 702.11d, 702.18a)."""

from __future__ import annotations

from lithoform.mechanics.player_hexproof.nodes import PlayerKeywords, YouGainKeywordsThisTurn, YouHaveKeyword
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.static_conditions import static_condition
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import PLAYER_KEYWORDS
from lithoform.state.model import ContinuousEffect, GameState


def _gain_keywords_this_turn(ctx: Ctx, e: YouGainKeywordsThisTurn) -> None:
    """611.2a: until end of turn (514.2), the spell's controller has the keywords."""
    st = ctx.state
    part = PlayerKeywords(ctx.controller, e.keywords)
    st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                                                (part,), (), "end_of_turn"),)
    st.emit("player_gains", ("702.11c", "611.2a"), player=ctx.controller, what=", ".join(e.keywords))


def player_keywords(state: GameState, player: int) -> frozenset[str]:
    """The keywords `player` has from their permanents' 'You have hexproof.' and from effects of this turn."""
    found = {a.keyword for pid, a in battlefield_abilities(state, YouHaveKeyword)
             if state.objects[pid].controller == player
             and (a.condition is None or static_condition(state, a.condition, pid, player, {}))}
    for e in state.effects:
        for p in e.parts:
            if isinstance(p, PlayerKeywords) and p.player == player:
                found.update(p.keywords)
    return frozenset(found)


register_effect(YouGainKeywordsThisTurn, _gain_keywords_this_turn)
PLAYER_KEYWORDS.register(player_keywords, needs=("YouHaveKeyword", "YouGainKeywordsThisTurn"))
