"""Exiling a card chosen from a revealed hand or from a graveyard, the rules part (701.20a, 406.3; Agonizing
Remorse, Memory Leak). The player reveals their hand; the controller chooses one card among the hand's that match
and that player's graveyard's that match, and exiles it. The Agonizing Remorse rulings: a card must be chosen if
able; with none, nothing is exiled; no player may act between the choice and the exile."""

from __future__ import annotations

from lithoform.mechanics.hand_or_graveyard.nodes import ExileFromHandOrGraveyard
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, GRAVEYARD, HAND, ref_player, zone_key


def _exile_from_hand_or_graveyard(ctx: Ctx, e: ExileFromHandOrGraveyard) -> None:
    st = ctx.state
    for r in ctx.refs(e.who):
        player = ref_player(r)
        hand = st.zones[zone_key(HAND, player)]
        st.emit("reveal", ("701.20a",), player=player, cards=[st.objects[i].card for i in hand])
        options = tuple(i for i in hand if matches(st, e.hand_filter, i, ctx.controller, ctx.source)) + tuple(
            i for i in st.zones[zone_key(GRAVEYARD, player)]
            if matches(st, e.graveyard_filter, i, ctx.controller, ctx.source))
        if not options:  # ruling: "If there are no nonland cards in their hand and no cards in their graveyard"
            continue
        (picked,) = ctx.ask(ctx.controller, "choose", "choose a card to exile from the hand or graveyard",
                            options, 1, 1)
        move(st, picked, EXILE, rules=("406.3",))


register_effect(ExileFromHandOrGraveyard, _exile_from_hand_or_graveyard)
