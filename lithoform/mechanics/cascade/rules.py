"""Cascade (702.85a): 'When you cast this spell, exile cards from the top of your library until you exile a
nonland card whose mana value is less than this spell's mana value. You may cast that spell without paying
its mana cost if its mana value is less than this spell's mana value. Then put all cards exiled this way
that weren't cast on the bottom of your library in a random order.'

The trigger is the spell's own cast trigger (601.2i, rules/triggers/matching.own_cast_triggers). The spell's
mana value is read as it resolves, from its last known information if it has left the stack (the cascade
rulings: countering the spell doesn't stop the trigger). The exiled cards are face up (406.3). The cast
itself happens during the resolution (608.2g, rules/stack/during_resolution.py); the card is offered only
when it could be cast (601.2c: legal targets; the cost is no mana). 702.85c: several instances trigger
separately."""

from __future__ import annotations

from lithoform.cards.tree import Cost
from lithoform.catalog.registry import get_def
from lithoform.mechanics.cascade.nodes import CascadeEffect
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import (
    BOTTOM_OTHERWISE,
    DURING_RESOLUTION,
    cast_during_resolution,
    face_mana_value,
    spell_faces,
)
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, LIBRARY, zone_key


def _cascade(ctx: Ctx, e: CascadeEffect) -> None:
    """702.85a, 406.3, 608.2g: exile until a nonland card with a lesser mana value; cast it or not; the rest
    (and it, if not cast) go on the bottom in a random order from the game's generator."""
    st = ctx.state
    player = ctx.controller
    value = chars(st, ctx.source).mana_value  # 608.2h: its last known information if it left the stack
    library = zone_key(LIBRARY, player)
    exiled: list[int] = []
    hit = 0
    while st.zones[library]:
        card = move(st, st.zones[library][0], EXILE, rules=("702.85a", "406.3"))
        exiled.append(card)
        c = chars(st, card)
        if "Land" not in c.types and c.mana_value < value:
            hit = card
            break
    st.emit("cascade", ("702.85a",), player=player, cards=[st.objects[o].card for o in exiled],
            hit=st.objects[hit].card if hit else "")
    # 702.85a: "if the resulting spell's mana value is less": a face whose spell would (an Adventure, 715.3; a
    # split card's half, 709.3b; a modal double-faced card's face, 712.11b) and that could be cast now
    faces = [f for f in spell_faces(st, hit) if face_mana_value(st, hit, f) < value
             and can_cast(st, player, hit, f, via=Permission(hit, DURING_RESOLUTION, False, Cost()))] if hit else []
    face = -1
    if len(faces) == 1:
        (yes,) = ctx.ask(player, "may", f"cast {st.objects[hit].card} without paying its mana cost? (702.85a)",
                         (1, 0), 1, 1, purpose="cascade")
        face = faces[0] if yes else -1
    elif faces:  # which face, if any (its name; 'nothing' last)
        names = get_def(st.objects[hit].card).faces
        (picked,) = ctx.ask(player, "choose", f"cast {st.objects[hit].card} without paying its mana cost as (702.85a)",
                            (*(f + 1 for f in faces), 0), 1, 1, labels=(*(names[f].name for f in faces), "nothing"),
                            purpose="cascade")  # (option N + 1: face N; 0: none)
        face = picked - 1
    if face >= 0:
        cast_during_resolution(st, player, hit, otherwise=BOTTOM_OTHERWISE, face=face)  # 733: if abandoned
        exiled.remove(hit)
    for i in range(len(exiled) - 1, 0, -1):  # a random order (Fisher-Yates)
        j = st.random(i + 1)
        exiled[i], exiled[j] = exiled[j], exiled[i]
    for card in exiled:
        move(st, card, LIBRARY, position=len(st.zones[library]), rules=("702.85a", "401.4"))


register_effect(CascadeEffect, _cascade)
