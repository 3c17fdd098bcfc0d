"""Bloodthirst (702.54a): 'If an opponent was dealt damage this turn, this permanent enters with N +1/+1
counters on it.' A replacement effect of the entering permanent (614.1c), read from it as it would exist on
the battlefield (614.12). 'An opponent': an opponent of the player it enters under the control of; the
damage is read from the turn's record (500.1: the events of this turn), combat or not (120.1). Each
instance applies (702.54c). The core asks through ENTERS_WITH_COUNTERS (rules/hooks.py)."""

from __future__ import annotations

from lithoform.mechanics.bloodthirst.nodes import Bloodthirst
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState, Obj


def opponent_dealt_damage_this_turn(state: GameState, player: int) -> bool:
    """702.54a: whether an opponent of `player` was dealt damage this turn (120.3a: damage to a player)."""
    return any(e.kind == "damage" and e.args.get("to_player") is not None and e.args["to_player"] != player
               and e.args.get("amount", 0) > 0 for e in events_this_turn(state))


@ENTERS_WITH_COUNTERS.register
def bloodthirst_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """The +1/+1 counters its bloodthirst abilities give it as it enters (none if no opponent was dealt
    damage this turn)."""
    if not any(isinstance(a, Bloodthirst) for a in face_of(obj).abilities):
        return {}
    n = sum(a.amount for a in as_it_would_exist(state, obj).abilities if isinstance(a, Bloodthirst))
    if n <= 0 or not opponent_dealt_damage_this_turn(state, obj.controller):
        return {}
    state.emit("bloodthirst", ("702.54a",), card=obj.card, amount=n)
    return {"+1/+1": n}
