"""Tribute, the rules part (702.104).

702.104a: as the creature enters, its controller chooses an opponent, and that player may have it enter with
N additional +1/+1 counters (a replacement effect of the entering permanent, 614.1c, read as it would exist
on the battlefield, 614.12). 702.104b: 'if tribute wasn't paid' is true when the chosen opponent didn't; what
happened is kept as a link record under the permanent's id (a new object has paid no tribute, 400.7).
A board set up directly, outside a rules procedure, asks nothing (no tribute was paid)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.tribute.nodes import Tribute, TributeNotPaid
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state import procedure
from lithoform.state.model import GameState, Link, Obj, Question, player_ref

PAID = "tribute paid"  # the link key


def _opponent(state: GameState, obj: Obj) -> int | None:
    """702.104a: the controller chooses an opponent (the only one in a two-player game)."""
    players = [p.index for p in state.players if p.index != obj.controller and not p.lost]
    if not players:
        return None
    if len(players) == 1:
        return players[0]
    refs = tuple(player_ref(p) for p in players)
    (ref,) = procedure.ask(Question(obj.controller, "choose", f"tribute: as {face_of(obj).name} enters, choose "
                                    "an opponent (702.104a)", refs, 1, 1))
    return players[refs.index(ref)]


@ENTERS_WITH_COUNTERS.register
def tribute_counters(state: GameState, obj: Obj) -> dict[str, int]:
    if not procedure.in_procedure() or not any(isinstance(a, Tribute) for a in face_of(obj).abilities):
        return {}
    n = 0
    for ability in as_it_would_exist(state, obj).abilities:
        if not isinstance(ability, Tribute):
            continue
        opponent = _opponent(state, obj)
        if opponent is None:
            continue
        (pick,) = procedure.ask(Question(opponent, "choose", f"tribute {ability.amount}: {face_of(obj).name} "
                                         f"enters with {ability.amount} more +1/+1 counters, or not (702.104a)",
                                         (0, 1), 1, 1, labels=("pay tribute", "don't pay tribute")))
        paid = pick == 0
        if paid:
            n += ability.amount
            state.links = state.links + (Link(obj.id, PAID, ()),)
        state.emit("tribute", ("702.104a",), card=obj.card, player=opponent,
                   choice="pays" if paid else "doesn't pay", amount=ability.amount)
    return {"+1/+1": n} if n else {}


def _not_paid(state: GameState, cond: TributeNotPaid, ctx: Any) -> bool:
    """702.104b."""
    return not any(link.source == ctx.source and link.key == PAID for link in state.links)


EXTRA_CONDITIONS[TributeNotPaid] = _not_paid
