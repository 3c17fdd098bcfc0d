"""Processors, the rules part: 'put N cards your opponents own from exile into their owners' graveyards'.

400.3: a card put into a graveyard goes to its owner's; 400.7: it becomes a new object. Rulings (Blight Herder,
2015-08-25): the cards may be owned by different opponents, each goes to its owner's graveyard; 'You can't look
at face-down cards in exile': a face-down card is chosen blindly, from the group of cards turned face down the
same way, at random (the engine groups face-down exiled cards by what turned them face down). With fewer than N
such cards in exile, nothing happens, so an 'If you do' after it doesn't follow (608.2c)."""

from __future__ import annotations

from lithoform.mechanics.process_exiled.nodes import PutExiledIntoGraveyard
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import EXILE, GRAVEYARD


def _put_exiled_into_graveyard(ctx: Ctx, e: PutExiledIntoGraveyard) -> None:
    st = ctx.state
    cards = [o for o in st.zones[EXILE] if st.objects[o].owner != ctx.controller]
    if len(cards) < e.count:
        return
    chosen: list[int] = []
    for _ in range(e.count):
        face_up = [o for o in cards if not st.objects[o].face_down and o not in chosen]
        groups = sorted({st.objects[o].face_down for o in cards if st.objects[o].face_down and o not in chosen})
        options = (*face_up, *(-(i + 1) for i in range(len(groups))))
        labels = (*(chars(st, o).name for o in face_up), *(f"a face-down card ({g})" for g in groups))
        (pick,) = ctx.ask(ctx.controller, "choose", "choose a card an opponent owns in exile",
                          options, 1, 1, labels=labels, purpose="exiled card to graveyard")
        if pick < 0:  # a face-down card, at random from its group (Blight Herder ruling)
            group = [o for o in cards if st.objects[o].face_down == groups[-pick - 1] and o not in chosen]
            pick = group[st.random(len(group))]
        chosen.append(pick)
    move_simultaneously(st, [(o, GRAVEYARD, ("400.3", "400.7")) for o in chosen])


register_effect(PutExiledIntoGraveyard, _put_exiled_into_graveyard)
