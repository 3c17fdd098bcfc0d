"""Permanents separated into two piles (700.3), the rules part: the effect's controller puts each permanent of the
player into the first pile or the second (700.3a; either may be empty, 700.3d; they stay on the battlefield while
grouped, 700.3c), the player chooses a pile (608.2d), and its permanents are sacrificed by that player (701.21a)
or destroyed (701.8a) all at once."""

from __future__ import annotations

from lithoform.cards.nodes.refs import Filter
from lithoform.mechanics.permanent_piles.nodes import SeparateIntoPiles
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import destroy_objects, register_effect
from lithoform.rules.zones import sacrifice_all
from lithoform.state.model import BATTLEFIELD


def _permanents(ctx: Ctx, f: Filter, player: int) -> list[int]:
    st = ctx.state
    return [o for o in st.zones[BATTLEFIELD]
            if st.objects[o].controller == player and matches(st, f, o, ctx.controller, ctx.source)]


def _label(ctx: Ctx, pile: tuple[int, ...]) -> str:
    return ", ".join(chars(ctx.state, o).name for o in pile) or "(empty)"


def _separate_into_piles(ctx: Ctx, e: SeparateIntoPiles) -> None:
    st = ctx.state
    for player in players_of(ctx, e.player):
        group = _permanents(ctx, e.filter, player)
        names = tuple(chars(st, o).name for o in group)
        first = ctx.ask(ctx.controller, "choose", "choose the permanents of the first pile (the others form the "
                        "second)", tuple(group), 0, len(group), labels=names, purpose="piles")
        piles = (tuple(o for o in group if o in first), tuple(o for o in group if o not in first))
        st.emit("permanent_piles", ("700.3",), player=ctx.controller, first=_label(ctx, piles[0]),
                second=_label(ctx, piles[1]))
        (picked,) = ctx.ask(player, "choose", f"choose the pile to {e.action}", (1, 2), 1, 1,
                            labels=(_label(ctx, piles[0]), _label(ctx, piles[1])), purpose="pile")
        chosen = piles[picked - 1]
        st.emit("pile_chosen", ("608.2d",), player=player, chosen=_label(ctx, chosen))
        if e.action == "destroy":
            destroy_objects(ctx, chosen, e.regenerable)
            continue
        # 701.21a: the player sacrifices only the permanents of the pile they still control
        sacrifice_all(st, [o for o in chosen if o in st.zones[BATTLEFIELD] and st.objects[o].controller == player])


register_effect(SeparateIntoPiles, _separate_into_piles)
