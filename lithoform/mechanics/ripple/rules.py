"""Ripple (702.60a): 'When you cast this spell, you may reveal the top N cards of your library. If you do, you
may cast any revealed cards with the same name as this spell without paying their mana costs. Then put all
revealed cards not cast this way on the bottom of your library in any order.'

The trigger is the spell's own cast trigger (601.2i); the name is the spell's, from its last known information
if it has left the stack (608.2h). Revealing moves nothing (701.20a). The casts happen once the trigger has
finished resolving (608.2g, rules/stack/during_resolution.py), from the library, where the chosen cards wait on
top; a card whose cast is abandoned goes on the bottom after all. Offered only when the card could be cast
(601.2c: legal targets; the cost is no mana)."""

from __future__ import annotations

from lithoform.mechanics.ripple.nodes import RippleEffect
from lithoform.rules.cast_faces import castable_faces, choose_face
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.stack.during_resolution import (
    BOTTOM_OTHERWISE,
    cast_during_resolution,
)
from lithoform.state.model import LIBRARY, zone_key


def _ordered(ctx: Ctx, player: int, cards: list[int]) -> list[int]:
    """702.60a: 'in any order': one choice per position, first chosen first."""
    left = list(cards)
    out: list[int] = []
    while len(left) > 1:
        (picked,) = ctx.ask(player, "choose", "choose the next card to put on the bottom (702.60a)", tuple(left),
                            1, 1)
        out.append(picked)
        left.remove(picked)
    return out + left


def _ripple(ctx: Ctx, e: RippleEffect) -> None:
    st = ctx.state
    player = ctx.controller
    name = chars(st, ctx.source).name  # 608.2h: the spell's last known information if it left the stack
    key = zone_key(LIBRARY, player)
    top = list(st.zones[key][:e.count])
    if not top:
        return
    (yes,) = ctx.ask(player, "may", f"reveal the top {len(top)} cards of your library? (702.60a)", (1, 0), 1, 1,
                     purpose="ripple")
    if not yes:
        return
    for card in top:
        st.emit("reveal_card", ("702.60a", "701.20a"), player=player, card=st.objects[card].card, obj=card)
    cast: list[int] = []
    for card in top:
        if chars(st, card).name != name:
            continue
        faces = castable_faces(st, player, card)  # 709.3, 712.11b, 715.3: any face it could be cast as
        if not faces:
            continue
        (go,) = ctx.ask(player, "may", f"cast {st.objects[card].card} without paying its mana cost? (702.60a)",
                        (1, 0), 1, 1, purpose="ripple_cast")
        if go:
            cast.append(card)
            cast_during_resolution(st, player, card, otherwise=BOTTOM_OTHERWISE,  # 733: if abandoned
                                   face=choose_face(ctx, player, card, faces))
    rest = _ordered(ctx, player, [c for c in top if c not in cast])
    library = [c for c in st.zones[key] if c not in rest]
    st.zones[key] = tuple(library) + tuple(rest)  # reordering within a library: no zone change


register_effect(RippleEffect, _ripple)
