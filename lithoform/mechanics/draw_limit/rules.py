"""'Each player can't draw more than one card each turn.' (Spirit of the Labyrinth), and 'Each opponent can't ...'
(Narset, Parter of Veils: its controller's opponents only): while a permanent with
the ability is on the battlefield, a player who has drawn a card this turn (counted from the turn's record,
500.1, cards drawn before it arrived included) can't draw another: the draw is ignored ('can't' wins, 101.2),
so no replacement effect can replace it (the card's ruling) and an empty library isn't drawn from (704.5b
doesn't apply). The core asks through DRAW_FORBIDDEN (rules/hooks.py) before each draw (121.1)."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.mechanics.draw_limit.text import DRAW_LIMIT_ONE, DRAW_LIMIT_ONE_OPPONENTS
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import DRAW_FORBIDDEN
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


@DRAW_FORBIDDEN.register
def draw_limit_one(state: GameState, player: int) -> bool:
    """Whether `player` can't draw now: such a permanent is on the battlefield ('each opponent': one an opponent
    of `player` controls) and they drew this turn."""
    if not any(a.keyword == DRAW_LIMIT_ONE
               or (a.keyword == DRAW_LIMIT_ONE_OPPONENTS and state.objects[pid].controller != player)
               for pid, a in battlefield_abilities(state, Static)):
        return False
    return any(e.kind == "draw" and e.args.get("player") == player for e in events_this_turn(state))
