"""'~ attacked or blocked this combat', the rules part: read from the log events of this combat phase, newest
first back to its beginning of combat step (506.1: a turn may have more than one combat phase): the source
declared as an attacker (508.1k, 'attacks') or as a blocker (509.1g, 'blocks'). A creature removed from combat
still attacked or blocked (the events stay); a new object is not the one that did (400.7)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.this_combat.nodes import AttackedOrBlockedThisCombat
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def attacked_or_blocked_this_combat(state: GameState, source: int) -> bool:
    """506.1: events since this combat phase's beginning of combat step; False outside a combat phase's events."""
    for e in events_this_turn(state):
        if e.kind in ("attacks", "blocks") and e.args.get("obj") == source:
            return True
        if e.kind == "step" and e.args.get("step") == "beginning_of_combat":
            return False
    return False


def _holds(state: GameState, cond: AttackedOrBlockedThisCombat, ctx: Any) -> bool:
    return attacked_or_blocked_this_combat(state, ctx.source)


EXTRA_CONDITIONS[AttackedOrBlockedThisCombat] = _holds
