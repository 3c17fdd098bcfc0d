"""How many lands a player can play this turn (305.2): one, plus what continuous effects add ('You may play
two additional lands on each of your turns', 305.2a), compared with the lands already played."""

from __future__ import annotations

from lithoform.cards.tree import AdditionalLandPlays
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import EXTRA_LAND_PLAYS, LAND_PLAY_FORBIDDEN
from lithoform.state.model import GameState


def land_plays(state: GameState, player: int) -> int:
    """305.2: the number of lands `player` can play this turn."""
    extra = 0
    for oid, a in battlefield_abilities(state, AdditionalLandPlays):  # (one lookup when there are none)
        if a.each_player or state.objects[oid].controller == player:
            extra += a.count
    if state.effects:  # 305.2: 'You may play an additional land this turn.' (mechanics/land_plays)
        extra += sum(fn(state, player) for fn in EXTRA_LAND_PLAYS.fns)
    return state.players[player].land_plays + extra


def can_play_another_land(state: GameState, player: int) -> bool:
    """305.2a: legal when the number of lands the player can play is greater than those already played."""
    p = state.players[player]
    if state.effects and any(fn(state, player) for fn in LAND_PLAY_FORBIDDEN.fns):
        return False  # 101.2: 'can't play lands this turn' beats any number of land plays
    if p.lands_played < p.land_plays:
        return True  # the usual case needs no look at the battlefield
    return p.lands_played < land_plays(state, player)
