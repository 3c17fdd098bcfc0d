"""'Exile all noncreature, nonland cards from that player's hand and graveyard.' (Thought Distortion), the rules
part: 701.13a, the matching cards of the player's hand (402) and graveyard (404) exiled at the same time."""

from __future__ import annotations

from lithoform.mechanics.exile_hand_and_graveyard.nodes import ExileFromHandAndGraveyard
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import EXILE, GRAVEYARD, HAND, ref_player, zone_key


def _exile_from_hand_and_graveyard(ctx: Ctx, e: ExileFromHandAndGraveyard) -> None:
    st = ctx.state
    cards = [c for r in ctx.refs(e.who) for zone in (HAND, GRAVEYARD) for c in st.zones[zone_key(zone, ref_player(r))]
             if matches(st, e.filter, c, ctx.controller, ctx.source)]
    if cards:
        move_simultaneously(st, [(c, EXILE, ("701.13a",)) for c in cards])


register_effect(ExileFromHandAndGraveyard, _exile_from_hand_and_graveyard)
