"""Kinship (207.2c: an ability word, no rules meaning of its own), the rules part: the controller looks at the
top card of their library (401.4, a private look); if it shares a creature type with the source (205.3m; a
changeling has every creature type, 702.73a, in every zone), they may reveal it (701.20a), and only if they do
does the rest happen (608.2c). The source's creature types are its current ones, or as it last existed if it
has left the battlefield (608.2h)."""

from __future__ import annotations

from lithoform.mechanics.changeling.rules import creature_types
from lithoform.mechanics.kinship.nodes import KinshipReveal
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.state.model import LIBRARY, zone_key


def _kinship(ctx: Ctx, e: KinshipReveal) -> None:
    """401.4, 701.20a, 608.2c: look, reveal if it shares a creature type, then the effect."""
    st = ctx.state
    player = ctx.controller
    library = st.zones[zone_key(LIBRARY, player)]
    if not library:
        return
    top = library[0]
    st.emit("look_at_top", ("401.4",), player=player, owner=player, count=1)
    shared = chars(st, top).subtypes & chars(st, ctx.source).subtypes & creature_types()
    if not shared:
        return
    (yes,) = ctx.ask(player, "may", "reveal the top card of your library (kinship)?", (1, 0), 1, 1, seen=(top,))
    if not yes:
        st.emit("declined", ("608.2d",), player=player, card=chars(st, ctx.source).name)
        return
    st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[top].card], where="top")
    run_effect(ctx, e.then)


register_effect(KinshipReveal, _kinship)
