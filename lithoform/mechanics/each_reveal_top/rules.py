"""Players revealing the top card of their libraries, the rules part. 701.20a: to reveal a card is to show it to
all players; it stays where it is. 101.4: the players reveal in turn order from the active player. 608.2c: a
later instruction of the same ability counts the cards revealed this way (Selvala's Charge's ruling: 'Except in
some very rare cases, the card each player draws will be the card revealed')."""

from __future__ import annotations

from lithoform.mechanics.each_reveal_top.nodes import RevealedTopCount, RevealTopEach
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, in_turn_order, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import LIBRARY, zone_key


def _reveal_top_each(ctx: Ctx, e: RevealTopEach) -> None:
    st = ctx.state
    revealed: list[int] = []
    for p in in_turn_order(st, set(players_of(ctx, e.who))):
        library = st.zones[zone_key(LIBRARY, p)]
        if st.players[p].lost or not library:
            continue
        top = library[0]
        revealed.append(top)
        st.emit("reveal_cards", ("701.20a",), player=p, cards=[st.objects[top].card], where="top")
    ctx.top_revealed = tuple(revealed)


def revealed_top_count(ctx: Ctx, value: RevealedTopCount) -> int:
    """608.2c: how many of the cards revealed before it in this resolution match, those still in a library."""
    st = ctx.state
    return sum(1 for c in ctx.top_revealed if c in st.objects and st.objects[c].zone == LIBRARY
               and matches(st, value.filter, c, ctx.controller, ctx.source))


register_effect(RevealTopEach, _reveal_top_each)
EXTRA_AMOUNTS[RevealedTopCount] = revealed_top_count
