"""Spectacle (702.137a): 'You may cast this spell by paying [cost] rather than its mana cost if an opponent
lost life this turn.' The alternative cost is the core's announcement (118.9); this module bars choosing it
(`ALTERNATIVE_COST_BARRED`) unless an opponent of the caster lost life this turn (119.3: damage dealt to a
player without infect makes them lose that much life, 120.3a). Spectacle doesn't change when the spell may be
cast (the Skewer the Critics ruling)."""

from __future__ import annotations

from lithoform.mechanics.spectacle.nodes import OpponentLostLifeThisTurn
from lithoform.mechanics.spectacle.text import SPECTACLE
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.hooks import ALTERNATIVE_COST_BARRED
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def opponent_lost_life_this_turn(state: GameState, player: int) -> bool:
    """119.3, 120.3a: whether an opponent of `player` lost life this turn (a 'life' event with a negative
    amount, or damage dealt to them that wasn't poison)."""
    for event in events_this_turn(state):
        a = event.args
        if event.kind == "life" and a.get("player") != player and (a.get("amount") or 0) < 0:
            return True
        if event.kind == "damage" and a.get("to_player") not in (None, player) and (a.get("amount") or 0) > 0 \
                and "120.3a" in event.rules:
            return True
    return False


def spectacle_barred(state: GameState, player: int, name: str) -> bool:
    """702.137a: the spectacle cost may be paid only if an opponent lost life this turn."""
    return name == SPECTACLE and not opponent_lost_life_this_turn(state, player)


def _lost_life(state: GameState, cond: OpponentLostLifeThisTurn, ctx: Ctx) -> bool:
    """119.3: 'if an opponent lost life this turn', of the ability's controller."""
    return opponent_lost_life_this_turn(state, ctx.controller)


ALTERNATIVE_COST_BARRED.register(spectacle_barred)
EXTRA_CONDITIONS[OpponentLostLifeThisTurn] = _lost_life
