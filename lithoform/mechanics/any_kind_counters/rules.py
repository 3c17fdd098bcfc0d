"""Extra counters of every kind (614.1a, 122.1): 'If you would get one or more counters, you get that many plus
one of each of those kinds of counters instead.' (Winding Constrictor). The core asks PLAYER_COUNTERS_AMOUNT
(rules/replacement/events.py `player_counters_after`) whenever a player would get poison or energy counters;
each such static ability of a permanent that player controls adds its `plus` (the ruling: 'If you control two
Winding Constrictors, ... the original number plus two'). Counters put on permanents are the core's
ExtraCounters with no kind (counters_after)."""

from __future__ import annotations

from lithoform.mechanics.any_kind_counters.nodes import ExtraPlayerCounters
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import PLAYER_COUNTERS_AMOUNT
from lithoform.state.model import GameState


def extra_player_counters(state: GameState, player: int, kind: str, amount: int) -> int:
    """614.1a: `amount` counters of `kind` `player` would get, as each 'you get that many plus one' they
    control changes it (only adding: the order they apply in doesn't matter, 616.1)."""
    if amount <= 0:
        return amount
    for pid, a in battlefield_abilities(state, ExtraPlayerCounters):
        if state.objects[pid].controller == player:
            amount += a.plus
    return amount


PLAYER_COUNTERS_AMOUNT.register(extra_player_counters, needs=("ExtraPlayerCounters",))
