"""Partner with [name], the rules part (702.124j, 701.23a, 701.23b, 701.24a, 608.2d).

"When this permanent enters, target player may search their library for a card named [name], reveal it, put it
into their hand, then shuffle." The target chooses whether to search (608.2d); a search for a card with a
stated quality may find nothing (701.23b); a player who searched shuffles (701.24a). Partner and
"~ can be your commander" themselves (702.124h, 903.3a) have no rules part: they act before the game begins."""

from __future__ import annotations

from lithoform.mechanics.partner.nodes import PartnerSearch
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.library import search_forbidden, searchable
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import HAND


def partner_search(ctx: Ctx, e: PartnerSearch) -> None:
    """702.124j: the target player may search their own library for a card named `e.name`."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        if search_forbidden(ctx, player, player):  # 101.2: they can't choose to search, so they don't shuffle
            continue
        (yes,) = ctx.ask(player, "may", f"search your library for a card named {e.name}? (702.124j)", (1, 0), 1, 1)
        if not yes:
            st.emit("declined", ("608.2d",), player=player, card=chars(st, ctx.source).name)
            continue
        options = tuple(c for c in searchable(ctx, player, player) if chars(st, c).name == e.name)  # 614.1a
        picked = ctx.ask(player, "choose", f"choose a card named {e.name}", options, 0, 1)  # even if none (701.23b)
        st.emit("search", ("701.23a",), player=player, found=len(picked))
        for card in picked:
            st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[card].card], where="library")
            move(st, card, HAND, rules=("702.124j", "701.23a"))
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)


register_effect(PartnerSearch, partner_search)
