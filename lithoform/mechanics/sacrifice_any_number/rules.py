"""'Sacrifice any number of lands.' (Scapeshift), the rules part. 701.21a: a player sacrifices only permanents
they control; 608.2d: the choice is made as the effect resolves, any number of them, zero included (Scapeshift's
ruling: the lands are sacrificed as it resolves, not as a cost). Each player the instruction names chooses in
turn order (101.4), then all of them are sacrificed at the same time. 'That many' after it counts them
(mechanics/destroyed_this_way's SacrificedThisWay, 608.2c)."""

from __future__ import annotations

from lithoform.mechanics.sacrifice_any_number.nodes import SacrificeAnyNumber
from lithoform.rules.context import Ctx, in_turn_order, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import sacrifice_all
from lithoform.state.model import BATTLEFIELD


def _sacrifice_any_number(ctx: Ctx, e: SacrificeAnyNumber) -> None:
    st = ctx.state
    chosen: list[int] = []
    for player in in_turn_order(st, players_of(ctx, e.who)):
        mine = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == player
                     and matches(st, e.filter, o, ctx.controller, ctx.source))
        if mine:
            chosen.extend(ctx.ask(player, "choose", f"choose any number of permanents to sacrifice (0 to {len(mine)}; "
                                  "701.21a)", mine, 0, len(mine), purpose="sacrifice"))
    sacrifice_all(st, chosen)


register_effect(SacrificeAnyNumber, _sacrifice_any_number)
