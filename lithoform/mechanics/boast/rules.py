"""Boast (702.142a): 'Boast — [Cost]: [Effect]' means '[Cost]: [Effect]. Activate only if this creature
attacked this turn and only once each turn.' The once-each-turn restriction is the core's (602.5b,
activation_limits); this module answers the condition from this turn's events: an attack declared with the
ability's source (508.1k), the same object (400.7: a creature that left and came back is a new one)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.boast.nodes import AttackedThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def attacked_this_turn(state: GameState, cond: AttackedThisTurn, ctx: Any) -> bool:
    """508.1k: the source was declared as an attacker this turn."""
    return any(e.kind == "attacks" and e.args.get("obj") == ctx.source for e in events_this_turn(state))


EXTRA_CONDITIONS[AttackedThisTurn] = attacked_this_turn
