"""Melee, the rules part (702.121a): the amount counts the opponents (players, not planeswalkers: the ruling
'the effect counts only opponents (and not planeswalkers) that you attacked') that creatures were declared
attacking this combat (508.1k), as the ability resolves (608.2h). Read from the declaration's events: 'It
doesn't matter if the attacking creatures are still attacking or even if they are still on the battlefield',
and 'Creatures that enter the battlefield attacking were never declared as attackers, so they won't count'
(the rulings)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.melee.nodes import OpponentsAttacked
from lithoform.rules.context import EXTRA_AMOUNTS
from lithoform.state.history import events_this_turn


def _opponents_attacked(ctx: Any, amount: OpponentsAttacked) -> int:
    st = ctx.state
    by_name = {p.name: p.index for p in st.players}
    attacked: set[int] = set()
    for event in events_this_turn(st):
        if event.kind == "step" and event.args.get("step") == "beginning_of_combat":
            break  # this combat began here (506.1)
        if event.kind == "attacks":
            creature = st.known(event.args.get("obj", 0))
            player = by_name.get(event.args.get("target"))
            if player is not None and player != ctx.controller and creature is not None \
                    and creature.controller == ctx.controller:
                attacked.add(player)
    return len(attacked)


EXTRA_AMOUNTS[OpponentsAttacked] = _opponents_attacked
