"""Cards exiled with permission to play them (601.3, 305.1): 'Exile the top card of your library. You may
play that card until you exile another card with Furious Rise.' The card is linked to the source (607.2a)
under a key naming the player who may play it; cast_permissions.py lists it while it remains exiled (the
ruling: it stays playable after the source leaves the battlefield), and exiling another card with the
same source ends the earlier card's permission."""

from __future__ import annotations

from . import effects
from .cards.tree import ExileTopMayPlay
from .effects import Ctx
from .state import EXILE, LIBRARY, GameState, Link, zone_key

MAY_PLAY = "may_play:"


def playable_exiled(state: GameState, player: int) -> tuple[int, ...]:
    """The exiled cards `player` may play under such a permission."""
    key = MAY_PLAY + str(player)
    return tuple(o for link in state.links if link.key == key
                 for o in link.objects if o in state.objects and state.objects[o].zone == EXILE)


def _exile_top_may_play(ctx: Ctx, e: ExileTopMayPlay) -> None:
    from .zones import move

    st = ctx.state
    library = st.zones[zone_key(LIBRARY, ctx.controller)]
    if not library:
        return
    new = move(st, library[0], EXILE, rules=("406.2", "607.2a"))
    key = MAY_PLAY + str(ctx.controller)
    # 'until you exile another card with ~': the permission for the card exiled before ends now
    kept = tuple(link for link in st.links if not (link.source == ctx.source and link.key == key))
    st.links = kept + (Link(ctx.source, key, (new,)),)
    st.emit("exile_may_play", ("601.3", "607.2a"), player=ctx.controller, card=st.objects[new].card, obj=new)


def register_handlers() -> None:
    """Adds the effect to the interpreter (effects.py). Idempotent."""
    effects._HANDLERS[ExileTopMayPlay] = _exile_top_may_play
