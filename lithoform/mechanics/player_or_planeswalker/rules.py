"""'That player or a planeswalker that player controls' (120.1, 608.2d): a reference read as the effect
applies: the player, or, if they control planeswalkers, the one the ability's controller chooses among the
player and them (not a target: 115.10)."""

from __future__ import annotations

from lithoform.mechanics.player_or_planeswalker.nodes import PlayerOrTheirPlaneswalker
from lithoform.rules import context
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import BATTLEFIELD, Obj, ref_player


def _player_or_planeswalker(ctx: Ctx, ref: PlayerOrTheirPlaneswalker) -> tuple[int, ...]:
    st = ctx.state
    out: list[int] = []
    for p in ctx.refs(ref.player):
        if p >= 0:
            continue
        walkers = tuple(o for o in st.zones[BATTLEFIELD] if isinstance(st.objects[o], Obj)
                        and st.objects[o].controller == ref_player(p) and "Planeswalker" in chars(st, o).types)
        if not walkers:
            out.append(p)
            continue
        options = (p, *walkers)
        labels = ("the player", *(chars(st, o).name for o in walkers))
        (chosen,) = ctx.ask(ctx.controller, "choose", "the player or a planeswalker that player controls",
                            options, 1, 1, labels=labels, purpose="recipient")
        out.append(chosen)
    return tuple(out)


context.EXTRA_REFS[PlayerOrTheirPlaneswalker] = _player_or_planeswalker

