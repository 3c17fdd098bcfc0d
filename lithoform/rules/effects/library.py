"""Looking at the top cards of a library and sorting them (a private look, no zone change while looking):
'Look at the top five cards of your library. Put two of them into your hand and the rest on the bottom of
your library in any order.' and 'You may reveal a creature card from among them and put it into your hand.
Put the rest on the bottom of your library in a random order.' (401.4, 701.20a)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import LookAtTop
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.effects.oracle import _ordered
from lithoform.rules.zones import move
from lithoform.state.model import GRAVEYARD, HAND, LIBRARY, zone_key


def _look_at_top(ctx: Any, e: LookAtTop) -> None:
    st = ctx.state
    player = ctx.controller
    top = st.zones[zone_key(LIBRARY, player)][: max(0, ctx.amount(e.count))]
    if not top:
        return
    fitting = tuple(c for c in top if matches(st, e.filter, c, player, ctx.source))
    n = min(e.take, len(fitting))
    lo = 0 if e.optional else n
    kept: tuple[Any, ...] = ()
    if n:
        kept = fitting if lo == n == len(fitting) else ctx.ask(
            player, "choose", f"choose {'up to ' if e.optional else ''}{n} card(s) to put into your hand",
            fitting, lo, n)
    for card in kept:
        if e.reveal:
            st.emit("reveal", ("701.20a",), player=player, cards=[st.objects[card].card])
        move(st, card, HAND, rules=("401.4",))
    rest = [c for c in top if c not in kept]
    if e.rest == "graveyard":
        for card in rest:
            move(st, card, GRAVEYARD, rules=("400.3",))
        return
    if e.rest == "bottom_random":
        for i in range(len(rest) - 1, 0, -1):  # a random order from the game's generator
            j = st.random(i + 1)
            rest[i], rest[j] = rest[j], rest[i]
    elif len(rest) > 1:  # 'in any order': the player chooses (401.4)
        rest = _ordered(ctx, player, rest, "on the bottom of your library")
    for card in rest:
        move(st, card, LIBRARY, position=len(st.zones[zone_key(LIBRARY, player)]), rules=("401.4",))


def register_handlers() -> None:
    effects._HANDLERS[LookAtTop] = _look_at_top


register_handlers()  # at import: the rules/effects package imports every handler module (608.2c)
