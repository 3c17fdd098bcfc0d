"""Searching a library and graveyard for cards to keep and exiling the rest, the rules part (Doomsday).

701.23a: the player looks through both zones and finds the cards; with no quality stated they must find that
many when there are that many (701.23b lets a player fail to find only cards 'with a stated quality'; the
ruling: 'you must choose five cards from among them. You can't choose to find fewer than that'), or all of them
when there are fewer. Every other card of the two zones is exiled at once (406.3). 'Put the chosen cards on top
of your library in any order': the player orders them (401.1), the graveyard's moving to the library (400.7: new
objects) and the library's keeping their ids (reordering a library is no zone change)."""

from __future__ import annotations

from lithoform.mechanics.search_keep_rest.nodes import SearchKeepExileRest
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.library import search_forbidden, searchable
from lithoform.rules.zones import move, move_simultaneously
from lithoform.state.model import EXILE, GRAVEYARD, LIBRARY, zone_key


def _search_keep_exile_rest(ctx: Ctx, e: SearchKeepExileRest) -> None:
    st = ctx.state
    me = ctx.controller
    library, graveyard = zone_key(LIBRARY, me), zone_key(GRAVEYARD, me)
    both = st.zones[library] + st.zones[graveyard]
    # 101.2: a library that can't be searched yields no card; its cards are still among 'the rest' (609.3: the
    # parts of the instruction that don't depend on finding are done)
    banned = search_forbidden(ctx, me, me)
    # 614.1a: under Aven Mindcensor only the library's top N are searched (the rest are still 'the rest')
    seen = () if banned else searchable(ctx, me, me)
    searched = seen + st.zones[graveyard]
    pool = tuple(o for o in searched if matches(st, e.filter, o, me, ctx.source))
    n = min(max(0, ctx.amount(e.count)), len(pool))
    st.emit("search", ("701.23a",), player=me)
    if n == len(pool):  # 'If your graveyard and library combined contain fewer than five cards, ...' (all of them)
        kept = pool
    else:
        kept = tuple(ctx.ask(me, "choose", f"search: choose {n} cards to keep (the rest are exiled)", pool, n, n,
                             seen=seen,
                             purpose="search"))
    order = _ordered(ctx, me, list(kept)) if e.put == "top" else list(kept)  # asked before anything moves
    rest = [o for o in both if o not in kept]
    move_simultaneously(st, [(o, EXILE, ("701.23a", "406.3")) for o in rest])
    if e.put != "top":
        return
    # the graveyard's chosen cards go to the library (new objects, 400.7); the library's keep their ids
    new = {o: o if st.objects[o].zone == LIBRARY else move(st, o, LIBRARY, rules=("701.23a",)) for o in order}
    top = [new[o] for o in order if new[o]]
    st.zones[library] = tuple(top) + tuple(o for o in st.zones[library] if o not in top)
    st.characteristics_changed()  # 401.1: a new top card (611.3a)
    st.emit("library_ordered", ("401.1",), player=me, count=len(top))


def _ordered(ctx: Ctx, me: int, cards: list[int]) -> list[int]:
    """'in any order' (401.1): the player picks the cards one at a time, topmost first."""
    left, out = list(cards), []
    while len(left) > 1:
        (picked,) = ctx.ask(me, "choose", "choose the next card to put on top of your library (topmost first)",
                            tuple(left), 1, 1, seen=tuple(left), purpose="order")
        out.append(picked)
        left.remove(picked)
    return out + left


register_effect(SearchKeepExileRest, _search_keep_exile_rest)
