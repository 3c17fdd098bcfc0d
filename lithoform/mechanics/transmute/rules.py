"""Transmute, the rules part (702.53a, 701.23a-b, 701.24a, 608.2h).

The search is for a card with the same mana value as the discarded card, read from its last known information
(608.2h: it left the hand as the cost was paid). A search for a card with a stated quality may find nothing
(701.23b); the found card is revealed (701.20a) and put into the hand, then the library is shuffled."""

from __future__ import annotations

from lithoform.mechanics.transmute.nodes import TransmuteSearch
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.library import search_forbidden, searchable
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import HAND


def transmute_search(ctx: Ctx, e: TransmuteSearch) -> None:
    """702.53a: a card with the discarded card's mana value, into the hand; then shuffle."""
    st = ctx.state
    player = ctx.controller
    mv = chars(st, ctx.source).mana_value
    if search_forbidden(ctx, player, player):  # 101.2: the search doesn't happen; 'then shuffle' still does
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)
        return
    options = tuple(c for c in searchable(ctx, player, player) if chars(st, c).mana_value == mv)  # 614.1a
    picked = ctx.ask(player, "choose", f"transmute: choose a card with mana value {mv}", options, 0, 1)
    st.emit("search", ("701.23a",), player=player, found=len(picked))
    for card in picked:
        st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[card].card], where="library")
        move(st, card, HAND, rules=("702.53a", "701.23a"))
    shuffle(st, player)
    st.emit("shuffle", ("701.24a",), player=player)


register_effect(TransmuteSearch, transmute_search)
