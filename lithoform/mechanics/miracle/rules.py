"""Miracle (702.94a): 'Miracle [cost]' means 'You may reveal this card from your hand as you draw it if it's
the first card you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost]
rather than its mana cost.'

- The reveal is offered as the card is drawn (the core's `CARD_DRAWN` hook point), only for the first card its
  owner drew this turn (121.1, counted from the turn's draws); revealing makes it public (701.20a).
- The triggered ability (603.2) triggers as it is revealed; it functions in the hand.
- As it resolves, if the card is still in its owner's hand (400.7), they may cast it during the resolution
  (608.2g, rules/stack/during_resolution.py), paying the miracle cost rather than its mana cost (118.9), with
  the timing rules of its type ignored (702.94b's rulings: a sorcery can be cast this way in the opponent's
  turn); if they don't, it stays in their hand.
"""

from __future__ import annotations

from lithoform.cards.tree import CardFace, Cost, Trigger, TriggeredAbility
from lithoform.mechanics.miracle.nodes import CastMiracle, Miracle
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import CARD_DRAWN, PERMISSION_COSTS
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state import procedure
from lithoform.state.history import events_this_turn
from lithoform.state.model import HAND, GameState, Obj, Question

MIRACLE = "miracle"  # the permission's name (`via`) of the cast by the miracle trigger
TRIGGER = TriggeredAbility(Trigger("revealed", this=True), CastMiracle(), keyword="Miracle", zone=HAND,
                           text="When you reveal this card this way, you may cast it by paying its miracle cost "
                                "rather than its mana cost.")


def miracle_of(face: CardFace) -> Miracle | None:
    return next((a for a in face.abilities if isinstance(a, Miracle)), None)


def miracle_drawn(state: GameState, player: int, card: int) -> None:
    """702.94a: the first card drawn this turn may be revealed as it is drawn; revealing it triggers."""
    obj = state.objects.get(card)
    if not isinstance(obj, Obj) or obj.zone != HAND or miracle_of(face_of(obj)) is None:
        return
    if not procedure.in_procedure():  # a board set up directly asks nothing
        return
    drawn = sum(1 for e in events_this_turn(state) if e.kind == "draw" and e.args.get("player") == player)
    if drawn != 1:
        return  # not the first card this player drew this turn (the draw just made is counted)
    # the prompt doesn't name the card: the other players see the pending decision, not the hand (hidden)
    (yes,) = procedure.ask(Question(player, "may", "reveal the card you drew, for its miracle cost (702.94a)?",
                                    (1, 0), 1, 1, purpose="miracle"))
    if not yes:
        return
    state.emit("reveal_card", ("701.20a", "702.94a"), player=player, card=obj.card, obj=card)
    add_triggers(state, [(card, player, obj.card, TRIGGER)], card)


def _cast_miracle(ctx: Ctx, e: CastMiracle) -> None:
    """702.94a, 608.2g: its owner may cast it for its miracle cost."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != HAND:
        return  # 400.7: it left the hand
    found = miracle_of(face_of(obj))
    assert found is not None
    if can_cast(st, obj.owner, obj.id, via=Permission(obj.id, MIRACLE, False, found.cost)):
        (yes,) = ctx.ask(obj.owner, "may", f"cast {obj.card} for its miracle cost {found.cost.mana}? (702.94a)",
                         (1, 0), 1, 1, purpose="miracle")
        if yes:
            cast_during_resolution(st, obj.owner, obj.id, MIRACLE, free=False)


def miracle_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """702.94a, 118.9: the miracle cost is an alternative cost."""
    if via != MIRACLE:
        return None
    found = miracle_of(face)
    return (found.cost if found is not None else Cost(), None)


CARD_DRAWN.register(miracle_drawn, needs=("Miracle",))
PERMISSION_COSTS.register(miracle_costs)
register_effect(CastMiracle, _cast_miracle)
