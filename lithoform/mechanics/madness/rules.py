"""Madness (702.35a): 'Madness [cost]' means 'If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard' and 'When this card is exiled this way, its owner may
cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into
their graveyard.'

- The replacement (614.1a) is the core's `DISCARD_DESTINATION` hook point: the card is still discarded
  (701.9a), whatever made it be discarded (an effect, a cost, the cleanup step's discard).
- The triggered ability (603.2) triggers as it is exiled this way (`CARD_DISCARDED`); it functions in exile.
- As it resolves, if the card is still in exile (400.7), its owner may cast it during the resolution (608.2g,
  rules/stack/during_resolution.py), paying the madness cost rather than its mana cost (118.9, 702.35b), with
  the timing rules of its type ignored (the rulings); if they don't (or can't, or abandon the cast, 733), the
  card is put into their graveyard.
"""

from __future__ import annotations

from lithoform.cards.tree import CardFace, Cost, Trigger, TriggeredAbility
from lithoform.mechanics.madness.nodes import CastMadness, Madness
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import CARD_DISCARDED, DISCARD_DESTINATION, PERMISSION_COSTS
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import GRAVEYARD_OTHERWISE, cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.triggers.matching import add_triggers
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, GRAVEYARD, HAND, GameState, Obj

MADNESS = "madness"  # the permission's name (`via`) of the cast by the madness trigger
TRIGGER = TriggeredAbility(Trigger("discarded", this=True), CastMadness(), keyword="Madness",
                           text="When this card is exiled this way, its owner may cast it by paying its madness "
                                "cost rather than paying its mana cost.")


def madness_of(face: CardFace) -> Madness | None:
    return next((a for a in face.abilities if isinstance(a, Madness)), None)


def madness_destination(state: GameState, card: int) -> str | None:
    """702.35a, 614.1a: a card with madness discarded from its owner's hand is exiled instead."""
    obj = state.objects[card]
    if isinstance(obj, Obj) and obj.zone == HAND and not obj.face_down and madness_of(face_of(obj)) is not None:
        return EXILE
    return None


def madness_trigger(state: GameState, old: Obj, new: int) -> None:
    """702.35a: 'When this card is exiled this way' (603.2)."""
    obj = state.objects.get(new)
    if isinstance(obj, Obj) and obj.zone == EXILE and madness_of(face_of(old)) is not None:
        add_triggers(state, [(new, obj.owner, obj.card, TRIGGER)], new)


def _cast_madness(ctx: Ctx, e: CastMadness) -> None:
    """702.35a, 608.2g: the owner may cast it for its madness cost; otherwise it goes to their graveyard."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != EXILE:
        return  # 400.7: it left exile; it stays wherever it went
    found = madness_of(face_of(obj))
    assert found is not None
    if can_cast(st, obj.owner, obj.id, via=Permission(obj.id, MADNESS, False, found.cost)):
        (yes,) = ctx.ask(obj.owner, "may", f"cast {obj.card} for its madness cost {found.cost.mana}? (702.35a)",
                         (1, 0), 1, 1, purpose="madness")
        if yes:
            cast_during_resolution(st, obj.owner, obj.id, MADNESS, otherwise=GRAVEYARD_OTHERWISE)
            return
    move(st, obj.id, GRAVEYARD, rules=("702.35a",))


def madness_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """702.35b, 118.9: the madness cost is an alternative cost."""
    if via != MADNESS:
        return None
    found = madness_of(face)
    return (found.cost if found is not None else Cost(), None)


DISCARD_DESTINATION.register(madness_destination)
CARD_DISCARDED.register(madness_trigger)
PERMISSION_COSTS.register(madness_costs)
register_effect(CastMadness, _cast_madness)
