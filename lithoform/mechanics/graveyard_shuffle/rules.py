"""'shuffles ... target cards from their graveyard into their library', the rules part (701.24a)."""

from __future__ import annotations

from lithoform.mechanics.graveyard_shuffle.nodes import ShuffleCardsIntoLibrary
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import GRAVEYARD, LIBRARY, Obj


def shuffle_cards_into_library(ctx: Ctx, e: ShuffleCardsIntoLibrary) -> None:
    """701.24a: each target card still in its owner's graveyard goes to that player's library, which the
    player then shuffles (even if no card could be put into it)."""
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if isinstance(obj, Obj) and obj.zone == GRAVEYARD:
            move(st, r, LIBRARY, rules=("701.24a",))
    for player in players_of(ctx, e.who):
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)


register_effect(ShuffleCardsIntoLibrary, shuffle_cards_into_library)
