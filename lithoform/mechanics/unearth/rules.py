"""Unearth (702.84a): '[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it
at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it
anywhere else. Activate only as a sorcery.'

The ability functions in the graveyard (113.6m, rules/graveyard_abilities.py). As it resolves, if the card is
still in its owner's graveyard (400.7), it returns to the battlefield under its owner's control; the permanent
gains haste (611.2c: that object, for as long as it stays), a delayed triggered ability exiles it at the
beginning of the next end step (603.7), and the replacement effect (614.1a) is kept as a link to that permanent,
read by the core's `LEAVE_BATTLEFIELD_DESTINATION` hook point."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, ApplyContinuous, Created, DelayedTrigger, Exile, This
from lithoform.mechanics.unearth.nodes import Unearth
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.hooks import LEAVE_BATTLEFIELD_DESTINATION
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, Choices, GameState, Link, Obj

_KEY = "unearthed"
HASTE = ApplyContinuous((AddAbilities(keywords=("Haste",)),), This(), until="permanent")
EXILE_AT_END = DelayedTrigger(step="end", effect=Exile(Created()), next_only=True)


def _unearth(ctx: Ctx, e: Unearth) -> None:
    st = ctx.state
    card = st.objects.get(ctx.source)
    if not isinstance(card, Obj) or card.zone != GRAVEYARD:
        return  # 400.7: it left the graveyard; it is a new object
    new = move(st, card.id, BATTLEFIELD, controller=card.owner, rules=("702.84a",))
    if not new or st.objects[new].zone != BATTLEFIELD:
        return
    st.links = st.links + (Link(new, _KEY, (new,)),)
    sub = Ctx(st, 0, card.owner, new, Choices(), (), fixed=(new,))
    run_effect(sub, HASTE)
    run_effect(sub, EXILE_AT_END)


def unearthed_destination(state: GameState, permanent: int, to: str) -> str | None:
    """702.84a, 614.1a: an unearthed permanent leaving the battlefield is exiled instead."""
    if to == EXILE or not state.links:
        return None
    return EXILE if any(link.key == _KEY and link.source == permanent for link in state.links) else None


register_effect(Unearth, _unearth)
LEAVE_BATTLEFIELD_DESTINATION.register(unearthed_destination)
