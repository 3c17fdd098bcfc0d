"""Putting cards from graveyards onto the battlefield, the rules part (Exhume).

- 101.4: each player chooses in APNAP order, then the chosen cards move at the same time.
- 110.2a: each enters under its owner's control (a graveyard holds only its owner's cards, 404.2).
- 608.2d: the choice is made as the effect resolves; a graveyard is public (404.2), so a player with no fitting
  card isn't asked.
"""

from __future__ import annotations

from lithoform.mechanics.put_from_graveyard.nodes import PutFromGraveyard
from lithoform.rules.context import Ctx, in_turn_order, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, zone_key


def put_from_graveyard(ctx: Ctx, e: PutFromGraveyard) -> None:
    """101.4, 110.2a: the players choose in APNAP order; the cards enter the battlefield at the same time."""
    st = ctx.state
    players = in_turn_order(st, players_of(ctx, e.who))
    chosen: list[int] = []
    for player in players:
        options = tuple(c for c in st.zones[zone_key(GRAVEYARD, player)]
                        if matches(st, e.filter, c, player, ctx.source))
        most = min(e.count, len(options))
        if not most:
            continue
        chosen.extend(ctx.ask(player, "choose", f"choose {e.count} card(s) from your graveyard to put onto the "
                              "battlefield" + (" tapped" if e.tapped else ""), options, most, most,
                              purpose="put_from_graveyard"))
    if not chosen:
        return
    moved = move_simultaneously(st, [(c, BATTLEFIELD, ("101.4", "110.2a")) for c in chosen], tapped=e.tapped)
    ctx.created = [m for m in moved if m]


register_effect(PutFromGraveyard, put_from_graveyard)
