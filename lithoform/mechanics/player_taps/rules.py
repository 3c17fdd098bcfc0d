"""A player tapping permanents they choose (701.26a, 608.2d): '[player] taps an untapped artifact, creature, or
land they control for each fade counter on ~' (Tangle Wire). The number is counted as the effect resolves
(608.2h); each player it names chooses that many of their own untapped permanents that match and taps them, all
of them if they have no more (nothing to choose then)."""

from __future__ import annotations

from lithoform.mechanics.player_taps.nodes import TapChosen
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import set_tapped
from lithoform.state.model import BATTLEFIELD, Obj


def _tap_chosen(ctx: Ctx, e: TapChosen) -> None:
    """701.26a: the player taps the permanents they choose (608.2d: chosen as it resolves, by that player)."""
    st = ctx.state
    n = max(0, ctx.amount(e.amount))
    for player in players_of(ctx, e.who):
        untapped = tuple(o for o in st.zones[BATTLEFIELD] if isinstance(obj := st.objects[o], Obj)
                         and obj.controller == player and not obj.tapped
                         and matches(st, e.filter, o, player, ctx.source))
        if not n or not untapped:
            continue
        chosen = untapped if len(untapped) <= n else ctx.ask(
            player, "choose", f"choose {n} permanent(s) you control to tap (701.26a)", untapped, n, n)
        for oid in chosen:
            set_tapped(st, oid, True)


register_effect(TapChosen, _tap_chosen)
