"""Draw, reveal and cast one for free, the rules part: 121.1 (the cards are drawn one at a time), 701.20a
(the cards drawn are revealed: they become public), 608.2g (a spell cast during the resolution,
rules/stack/during_resolution.py) and 118.9 (the alternative cost of no mana). Only a card the player could
cast now (601.2c: a land can't be cast) is offered."""

from __future__ import annotations

from lithoform.mechanics.draw_reveal_cast.nodes import DrawRevealMayCast
from lithoform.rules.cast_faces import castable_faces, choose_face
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.stack.during_resolution import cast_during_resolution
from lithoform.rules.zones import draw
from lithoform.state.model import HAND, zone_key


def _draw_reveal_may_cast(ctx: Ctx, e: DrawRevealMayCast) -> None:
    st = ctx.state
    player = ctx.controller
    hand = zone_key(HAND, player)
    drawn: list[int] = []
    for _ in range(max(0, ctx.amount(e.amount))):
        before = set(st.zones[hand])
        draw(st, player, 1)
        drawn.extend(o for o in st.zones[hand] if o not in before)
    if not drawn:
        return
    st.emit("reveal_cards", ("701.20a",), player=player, cards=[chars(st, o).name for o in drawn], where="drawn")
    # 709.3, 712.11b, 715.3: any face it could be cast as (not a land, 305.9)
    faces = {o: f for o in drawn if o in st.zones[hand] and (f := castable_faces(st, player, o))}
    castable = tuple(faces)
    if not castable:
        return
    picked = ctx.ask(player, "choose", "you may cast one of them without paying its mana cost (608.2g, 118.9)",
                     castable, 0, 1, purpose="cast_free")
    if picked:
        cast_during_resolution(st, player, picked[0], face=choose_face(ctx, player, picked[0], faces[picked[0]]))


register_effect(DrawRevealMayCast, _draw_reveal_may_cast)
