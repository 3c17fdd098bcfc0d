"""Conditions of attack and block restrictions, the rules part: read as attackers or blockers are declared
(508.1c, 509.1b; rules/combat/requirements asks `condition_holds`). 'Defending player' is the player attacked
(506.2) and 'attacking player' the active one (506.3): in a two-player game (103.1) both are the controller's
opponent; with more players these conditions are false (no one player is named)."""

from __future__ import annotations

from lithoform.mechanics.combat_conditions.nodes import (
    AnyHandEmpty,
    ControlsMoreThanOpponent,
    DefendingGraveyardAtLeast,
    DefendingPlayerPoisoned,
    OpponentDealtDamageThisTurn,
)
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, GameState, zone_key


def _opponent(state: GameState, controller: int) -> int | None:
    others = [p.index for p in state.players if p.index != controller and not p.lost]
    return others[0] if len(others) == 1 else None


def more_than_opponent(state: GameState, cond: ControlsMoreThanOpponent, ctx: Ctx) -> bool:
    """'you control more creatures than defending player' (506.2, 506.3)."""
    other = _opponent(state, ctx.controller)
    if other is None:
        return False
    counts = {ctx.controller: 0, other: 0}
    for o in state.zones[BATTLEFIELD]:
        owner = state.objects[o].controller
        if owner in counts and matches(state, cond.filter, o, ctx.controller, ctx.source):
            counts[owner] += 1
    return counts[ctx.controller] > counts[other]


def defending_poisoned(state: GameState, cond: DefendingPlayerPoisoned, ctx: Ctx) -> bool:
    """122.1f: the defending player has one or more poison counters."""
    other = _opponent(state, ctx.controller)
    return other is not None and state.players[other].poison > 0


def defending_graveyard(state: GameState, cond: DefendingGraveyardAtLeast, ctx: Ctx) -> bool:
    """404: the defending player's graveyard holds `count` or more cards."""
    other = _opponent(state, ctx.controller)
    return other is not None and len(state.zones[zone_key(GRAVEYARD, other)]) >= cond.count


def any_hand_empty(state: GameState, cond: AnyHandEmpty, ctx: Ctx) -> bool:
    """402: some player (the controller included) has no cards in hand."""
    return any(not state.zones[zone_key(HAND, p.index)] for p in state.players if not p.lost)


def opponent_dealt_damage(state: GameState, cond: OpponentDealtDamageThisTurn, ctx: Ctx) -> bool:
    """120.1, 500.1: this turn's damage events include damage dealt to an opponent of the controller."""
    return any(e.kind == "damage" and e.args.get("to_player") not in (None, ctx.controller)
               and e.args.get("amount", 0) > 0 for e in events_this_turn(state))


EXTRA_CONDITIONS[ControlsMoreThanOpponent] = more_than_opponent
EXTRA_CONDITIONS[DefendingPlayerPoisoned] = defending_poisoned
EXTRA_CONDITIONS[DefendingGraveyardAtLeast] = defending_graveyard
EXTRA_CONDITIONS[AnyHandEmpty] = any_hand_empty
EXTRA_CONDITIONS[OpponentDealtDamageThisTurn] = opponent_dealt_damage
