"""Rebound (702.88a): 'If this spell was cast from your hand, instead of putting it into your graveyard as it
resolves, exile it and, at the beginning of your next upkeep, you may cast this card from exile without
paying its mana cost.'

- The replacement (614.1a) is the core's `RESOLVED_SPELL_DESTINATION` hook point: only as the spell resolves
  (not when it is countered or all its targets are illegal, 608.2b), only if it was cast from its owner's hand
  (601.2a: `cast_from`). 702.88b: several instances are redundant.
- The delayed triggered ability (603.7) is kept as a link naming the player and the exiled card, and made at
  the beginning of that player's next upkeep (hooks.TRIGGER_SOURCES; then the link is used up: 'next').
- As it resolves, the card is cast during the resolution (608.2g, rules/stack/during_resolution.py) for no mana
  (118.9), if it is still in exile and could be cast (601.2c); cast from exile, it doesn't rebound again.
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import CardFace, Cost, Trigger, TriggeredAbility
from lithoform.mechanics.rebound.nodes import CastRebounded, Rebound
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import PERMISSION_COSTS, RESOLVED_SPELL_DESTINATION, TRIGGER_SOURCES
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.zones import next_public_id
from lithoform.state.model import EXILE, HAND, GameState, Link, Obj

REBOUND = "rebound"  # the permission's name (`via`) of the cast from exile
_KEY = "rebound:"
_NO_MANA = Cost()
CAST = TriggeredAbility(Trigger("step", step="upkeep"), CastRebounded(), keyword="Rebound",
                        text="At the beginning of your next upkeep, you may cast this card from exile without "
                             "paying its mana cost.")


def _has_rebound(obj: Obj) -> bool:
    return any(isinstance(a, Rebound) for a in face_of(obj).abilities)


def rebound_destination(state: GameState, spell: Obj) -> str | None:
    """702.88a, 614.1a: a spell with rebound cast from its owner's hand is exiled as it resolves; the delayed
    trigger waits for its owner's next upkeep, linked to the card's new id in exile (400.7)."""
    if spell.cast_from != HAND or spell.copy or not _has_rebound(spell):
        return None
    state.links = state.links + (Link(0, f"{_KEY}{spell.owner}", (next_public_id(state),)),)
    return EXILE


def rebound_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """603.7, 702.88a: at the beginning of the player's next upkeep, the delayed ability of each card exiled by
    its rebound triggers once; the link is used up."""
    if event != "step" or state.step != "upkeep" or not state.links:
        return
    key = f"{_KEY}{state.active}"
    due = [link for link in state.links if link.key == key]
    if not due:
        return
    state.links = tuple(link for link in state.links if link.key != key)
    for link in due:
        card = state.objects.get(link.objects[0])
        if isinstance(card, Obj) and card.zone == EXILE:
            yield card.id, state.active, card.card, CAST


def _cast_rebounded(ctx: Ctx, e: CastRebounded) -> None:
    """702.88a, 608.2g: the player may cast the card from exile without paying its mana cost."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != EXILE:
        return  # 400.7: it left exile; it is a new object the ability can't find
    if not can_cast(st, ctx.controller, obj.id, via=Permission(obj.id, REBOUND, False, _NO_MANA)):
        st.emit("declined", ("608.2d",), player=ctx.controller, card=obj.card)
        return
    (yes,) = ctx.ask(ctx.controller, "may", f"cast {obj.card} from exile without paying its mana cost? (702.88a)",
                     (1, 0), 1, 1, purpose="rebound")
    if yes:
        cast_during_resolution(st, ctx.controller, obj.id, REBOUND)


def rebound_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: cast without paying its mana cost: an alternative cost of no mana."""
    return (_NO_MANA, None) if via == REBOUND else None


RESOLVED_SPELL_DESTINATION.register(rebound_destination)
TRIGGER_SOURCES.register(rebound_triggers, needs=("Rebound", "CastRebounded", "rebound"))
PERMISSION_COSTS.register(rebound_costs)
register_effect(CastRebounded, _cast_rebounded)
