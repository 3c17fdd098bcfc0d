"""Cards from outside the game, the rules part.

400.11b: an effect can bring a card its controller owns from outside the game into the game; a lithoform game
has no cards outside it (main decks only, no sideboard: mechanics/learn), so there is never one to reveal. The
exile choice (Karn, the Great Creator): the face-up cards of that kind the controller owns in exile (406.3;
Karn's ruling: 'Karn's last ability can't get a face-down card in exile, even if you know it's an artifact
card'); 'you may': none is a choice too. The chosen card is put into its owner's hand (400.3)."""

from __future__ import annotations

from lithoform.mechanics.outside_game.nodes import OutsideGameToHand
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, HAND, Obj


def _outside_game_to_hand(ctx: Ctx, e: OutsideGameToHand) -> None:
    st = ctx.state
    st.emit("no_cards_outside_the_game", ("400.11b",), player=ctx.controller)
    if not e.exile:
        return
    options = tuple(oid for oid in st.zones[EXILE]
                    if isinstance(o := st.objects[oid], Obj) and o.owner == ctx.controller and not o.face_down
                    and matches(st, e.filter, oid, ctx.controller, ctx.source))
    if not options:
        return
    picked = ctx.ask(ctx.controller, "choose", "choose a face-up card you own in exile to put into your hand",
                     options, 0, 1)
    for oid in picked:
        move(st, oid, HAND, rules=("400.3", "400.11b"))


register_effect(OutsideGameToHand, _outside_game_to_hand)
