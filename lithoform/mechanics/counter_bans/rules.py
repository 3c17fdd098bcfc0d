"""Counters that can't be put (122.5, 122.6, 810.10c): 'Creatures you control can't have -1/-1 counters put on
them.' and 'You can't get poison counters.' (Melira, Sylvok Outcast), static abilities of permanents on the
battlefield. The core asks COUNTERS_FORBIDDEN before it puts counters on a permanent (rules/replacement/events
put_counters and entering_counters: a creature returned by persist with Melira enters with no -1/-1 counter) and
PLAYER_COUNTERS_FORBIDDEN before a player gets poison counters (infect damage, 120.3b; proliferate, 701.34a;
'gets a poison counter'). Counters already there stay (Melira's ruling)."""

from __future__ import annotations

from lithoform.mechanics.counter_bans.nodes import CantGetCounters, CantHaveCounters
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import COUNTERS_FORBIDDEN, PLAYER_COUNTERS_FORBIDDEN
from lithoform.state.model import GameState


def counters_forbidden(state: GameState, oid: int, kind: str) -> bool:
    """122.5: whether a static ability on the battlefield says permanent `oid` can't have `kind` counters put on
    it (read from the permanent as it is, or as it would enter, 614.12)."""
    for pid, a in battlefield_abilities(state, CantHaveCounters):
        if a.kind and a.kind != kind:
            continue
        if (a.this and pid == oid) or (not a.this and matches(state, a.affected, oid, state.objects[pid].controller,
                                                               pid)):
            return True
    return False


def player_counters_forbidden(state: GameState, player: int, kind: str) -> bool:
    """810.10c, 122.1: whether a static ability says `player` can't get `kind` counters."""
    for pid, a in battlefield_abilities(state, CantGetCounters):
        if a.kind and a.kind != kind:
            continue
        if a.who == "players" or state.objects[pid].controller == player:
            return True
    return False


COUNTERS_FORBIDDEN.register(counters_forbidden)
PLAYER_COUNTERS_FORBIDDEN.register(player_counters_forbidden)
